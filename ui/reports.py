"""Printable PDF reports in the reader's language: a trainee's progress, the class, and an
exam certificate carrying its signed result (text and QR code). HTML laid out by
QTextDocument, printed with QPdfWriter; charts are QtCharts rendered to images and embedded."""

from __future__ import annotations

import html
import io
from collections.abc import Mapping, Sequence
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import segno
from PySide6.QtCore import QMarginsF, QObject, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from trainer.drills import catalog
from trainer.exams import certificate_code
from trainer.exams.blueprint import load_all, words_in
from trainer.exams.sitting import ExamResult, SectionResult
from trainer.i18n import translate
from trainer.locale_format import elide, format_day, format_seconds
from trainer.progress.accounts import Person
from trainer.progress.attempts import Attempt
from trainer.progress.classroom import ClassOverview, DrillMistakes
from trainer.progress.standing import Standing, proficient_count
from trainer.progress.stats import Summary
from trainer.school.source import ClassSource
from trainer.station import Station, read_answers
from ui.charts import activity_chart, games_chart, render_chart
from ui.games import game_name
from ui.words import expected_text, given_text, say

STYLE = """
body { font-family: sans-serif; font-size: 10pt; color: #212121; }
h1 { font-size: 18pt; color: #0b5d3b; }
h2 { font-size: 13pt; color: #0b5d3b; margin-top: 14px; }
table { border-collapse: collapse; }
th { background: #e8f5e9; text-align: left; padding: 3px 6px; }
td { padding: 3px 6px; border-bottom: 1px solid #ddd; }
.pass { color: #1b5e20; font-weight: bold; }
.fail { color: #b00020; font-weight: bold; }
.code { font-family: monospace; font-size: 14pt; font-weight: bold; }
table.games td, table.games th { font-size: 8.5pt; padding: 2px 4px; }
table.mistakes td, table.mistakes th { font-size: 8.5pt; }
"""


def write_pdf(
    body: str, images: dict[str, QImage], path: Path, title: str, xmp: bytes | None = None
) -> None:
    """Lay out the HTML on A4 pages and print it to `path` (replaced if present); `xmp`:
    the document's metadata packet (a certificate carries its code there)."""
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Dealer Trainer")
    if xmp is not None:
        writer.setDocumentXmpMetadata(xmp)
    writer.setResolution(96)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    document = QTextDocument()
    document.setDefaultStyleSheet(STYLE)
    for name, image in images.items():
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    document.setHtml(f"<html><body>{body}</body></html>")
    document.setPageSize(writer.pageLayout().paintRectPixels(96).size().toSizeF())
    document.print_(writer)
    del writer  # the file is finished when the writer goes


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value:.0%}"


def _seconds(value: float | None) -> str:
    return "—" if value is None else f"{value:.1f} s"


def _row(cells: list[str], tag: str = "td") -> str:
    return "<tr>" + "".join(f"<{tag}>{c}</{tag}>" for c in cells) + "</tr>"


def _game_row(first: str, cells: list[str], tag: str = "td") -> str:
    """A row of a table with a column per game: the first cell (a name) to the left, the
    games' figures centred under their names."""
    return (
        f'<tr><{tag} align="left">{first}</{tag}>'
        + "".join(f'<{tag} align="center">{c}</{tag}>' for c in cells)
        + "</tr>"
    )


class Reports(QObject):
    """The three reports; words through `tr()`, drill titles through the core's messages."""

    def __init__(self, locale: str) -> None:
        super().__init__()
        self.locale = locale

    def _day(self, stamp: str) -> str:
        """The day of a stored time ("2026-12-02T…") as the reader writes dates."""
        return format_day(date.fromisoformat(stamp[:10]), self.locale)

    def _verdict(self, passed: bool) -> str:
        word = self.tr("Passed") if passed else self.tr("Not passed")
        return f'<span class="{"pass" if passed else "fail"}">{word}</span>'

    # ----------------------------------------------------------- trainee

    def trainee_report(self, record: Station, person: Person, path: Path) -> None:
        """`record`: the trainee's whole record (this station, or every station's answers
        copied from the school: `Station.trainee_record`)."""
        locale = self.locale
        data = record.trainee_stats(person.id)
        drills = catalog.all()
        titles = {d.id: say(d.title, locale) for d in drills}
        from ui.views.home_view import standing_text

        found = record.standings(person.id, drills)
        chart = games_chart(
            record.weekly_by_game(person.id),
            {g: game_name(g) for g in catalog.GAME_ORDER},
            self.tr("Accuracy by game, week by week"),
            locale,
        )
        heading = self.tr("Progress report: {name}").format(name=person.name)
        printed = self.tr("Printed on {day}").format(day=format_day(date.today(), self.locale))
        drills_heading = self.tr("Drills")
        parts = [
            f"<h1>{html.escape(heading)}</h1>",
            f"<p>{printed}</p>",
            "<p>"
            + self.tr("{answers} answers · {accuracy} correct · median {median}").format(
                answers=data.answers,
                accuracy=_pct(data.correct / data.answers if data.answers else None),
                median=_seconds(data.median_seconds),
            )
            + "</p>",
            "<p>"
            + elide(
                self.tr("{proficient} of {total} drills proficient").format(
                    proficient=proficient_count(found.values()), total=len(found)
                ),
                self.locale,
            )
            + "</p>",
            '<p><img src="games.png" width="640"></p>',
            self._games_table(data.games, found),
            f"<h2>{drills_heading}</h2><table>",
            _row(
                [
                    self.tr("Drill"),
                    self.tr("Level"),
                    self.tr("Mastery"),
                    self.tr("Answers"),
                    self.tr("Accuracy"),
                    self.tr("Median time"),
                    self.tr("Target"),
                ],
                "th",
            ),
        ]
        counts = {s.key: s.answers for s in data.drills}
        for drill_id, standing in found.items():
            if drill_id not in counts:
                continue
            working = standing.working  # the level worked on, with its figures
            parts.append(
                _row(
                    [
                        html.escape(titles[drill_id]),
                        str(working.level),
                        html.escape(standing_text(standing)),
                        str(counts[drill_id]),
                        _pct(working.accuracy),
                        _seconds(working.median_seconds),
                        _seconds(working.target_seconds),
                    ]
                )
            )
        parts.append("</table>")
        parts.append(self._tables_table(record, [person]))
        parts.append(self._exam_table(record, person.id))
        parts.append(self._mistakes_table(data.mistakes, titles))
        body = "".join(parts)
        write_pdf(body, {"games.png": render_chart(chart)}, path, person.name)

    def _tables_table(self, station: Station, people: Sequence[Person]) -> str:
        """Sessions at the table per trainee and game: sessions, the last timed pace, red lines
        in the last session and in all; nothing when no one shown has dealt."""
        from trainer.table.games import TABLE_GAMES
        from trainer.table.report_words import game_words, per_hour_words

        found = station.tables_by_game([p.id for p in people])
        if not found:
            return ""
        heading = self.tr("At the table")
        rows = [
            f"<h2>{html.escape(heading)}</h2><table>",
            _row(
                [
                    self.tr("Trainee"),
                    self.tr("Game"),
                    self.tr("Sessions"),
                    self.tr("Last pace"),
                    self.tr("Red lines (last · all)"),
                ],
                "th",
            ),
        ]
        for person in people:
            for game in TABLE_GAMES:
                tables = found.get((person.id, game))
                if tables is None:
                    continue
                pace = tables.last_pace
                speed = (
                    per_hour_words(pace.per_hour, pace.target.unit, self.locale)
                    if pace is not None and pace.per_hour is not None
                    else "—"
                )
                red = f"{tables.last_red_lines} · {tables.red_lines}"
                rows.append(
                    _row(
                        [
                            html.escape(person.name),
                            html.escape(game_words(game, self.locale)),
                            str(tables.sessions),
                            html.escape(speed),
                            f'<span class="fail">{red}</span>' if tables.last_red_lines else red,
                        ]
                    )
                )
        rows.append("</table>")
        return "".join(rows)

    def _exam_table(self, station: Station, trainee_id: int) -> str:
        records = station.exam_history(trainee_id)
        blueprints = {b.id: b for b in load_all().blueprints}
        heading = self.tr("Exams")
        rows = [
            f"<h2>{heading}</h2>",
            "<table>",
            _row(
                [self.tr("Date"), self.tr("Exam"), self.tr("Score"), self.tr("Result")],
                "th",
            ),
        ]
        for record in records:
            blueprint = blueprints.get(record.exam.blueprint)
            title = blueprint.title_in(self.locale) if blueprint else record.exam.blueprint
            if record.result is None:
                score, verdict = "—", self.tr("Not finished")
            else:
                score = f"{record.result.correct}/{record.result.questions}"
                verdict = self._verdict(record.result.passed)
            rows.append(_row([self._day(record.exam.started), html.escape(title), score, verdict]))
        if not records:
            rows.append(_row([self.tr("No exams yet"), "", "", ""]))
        rows.append("</table>")
        return "".join(rows)

    # ----------------------------------------------------------- class

    def class_report(
        self,
        station: Station,
        path: Path,
        *,
        cohort: int | None = None,
        title: str = "",
        source: ClassSource | None = None,
    ) -> None:
        """The class (one class, with `cohort`; its name in `title`): a column per game for
        each trainee, the open plans with who is done, the weakest drills and the drills
        most often answered wrong in the last 30 days. `source`: where the figures are read,
        the station's (`Station.class_source`: the school's server when one is set) by
        default."""
        drills = catalog.all()
        titles = {d.id: say(d.title, self.locale) for d in drills}
        source = source or station.class_source()
        overview = source.class_overview(drills=drills, cohort=cohort)
        chart = activity_chart(
            overview.progress,
            self.tr("Answers"),
            self.tr("Accuracy (%)"),
            self.tr("Class activity, last 30 days"),
            self.locale,
        )
        heading = (
            self.tr("Class report: {name}").format(name=title)
            if cohort is not None and title
            else self.tr("Class report")
        )
        printed = self.tr("Printed on {day}").format(day=format_day(date.today(), self.locale))
        weakest_heading = self.tr("Weakest drills")
        parts = [
            f"<h1>{html.escape(heading)}</h1>",
            f"<p>{printed}</p>",
            '<p><img src="activity.png" width="640"></p>',
            self._class_games_table(overview),
            self._plans_table(station, overview, titles),
            f"<h2>{weakest_heading}</h2><table>",
            _row(
                [self.tr("Drill"), self.tr("Trainees"), self.tr("Accuracy"), self.tr("Pace")],
                "th",
            ),
        ]
        for weak in overview.weakest:
            pace = f"{weak.slowness:.0%}" if weak.slowness is not None else "—"
            parts.append(
                _row(
                    [
                        html.escape(titles.get(weak.drill_id, weak.drill_id)),
                        str(weak.trainees),
                        _pct(weak.accuracy),
                        pace,
                    ]
                )
            )
        parts.append("</table>")
        parts.append(self._tables_table(station, overview.trainees))
        since = date.today() - timedelta(days=29)
        ids = [p.id for p in overview.trainees]
        mistakes = source.class_mistakes(ids, since=since)
        parts.append(self._class_mistakes_table(mistakes, titles))
        write_pdf("".join(parts), {"activity.png": render_chart(chart)}, path, heading)

    def _games_table(self, games: Sequence[Summary], standing: Mapping[str, Standing]) -> str:
        """One column per game: answers, accuracy, median time, and how many of its drills the
        trainee stands proficient or better on (the drill's standing, as home counts it)."""
        keys = catalog.games()
        by_game = {g.key: g for g in games}
        drills = catalog.all()
        rows = [
            self.tr("Answers"),
            self.tr("Accuracy"),
            self.tr("Median time"),
            self.tr("Drills proficient or better"),
        ]
        cells: list[list[str]] = [[], [], [], []]
        for game in keys:
            found = by_game.get(game)
            cells[0].append(str(found.answers) if found else "—")
            cells[1].append(_pct(found.accuracy) if found else "—")
            cells[2].append(_seconds(found.median_seconds) if found else "—")
            mine = [d.id for d in drills if d.game == game]
            proficient = proficient_count(standing[d] for d in mine if d in standing)
            cells[3].append(f"{proficient}/{len(mine)}")
        heading = self.tr("By game")
        table = [f"<h2>{heading}</h2>", '<table class="games">']
        table.append(_game_row("", [html.escape(game_name(g)) for g in keys], "th"))
        for label, values in zip(rows, cells, strict=True):
            table.append(_game_row(f"<b>{label}</b>", values))
        table.append("</table>")
        return "".join(table)

    def _mistakes_table(self, mistakes: Sequence[Attempt], titles: Mapping[str, str]) -> str:
        """The latest wrong answers: the question in words, the answer given and the one
        expected, as the trainee's feedback says them."""
        heading = self.tr("Recent mistakes")
        rows = [
            f"<h2>{heading}</h2>",
            '<table class="mistakes">',
            _row(
                [
                    self.tr("Date"),
                    self.tr("Drill"),
                    self.tr("Question"),
                    self.tr("Given"),
                    self.tr("Expected"),
                ],
                "th",
            ),
        ]
        shown = 0
        for stored in read_answers(mistakes):  # a question from an older format is left out
            attempt, question = stored.attempt, stored.question
            prompt = translate(question.prompt.code, self.locale, question.prompt.params)
            given = given_text(question, stored.response, self.locale)
            rows.append(
                _row(
                    [
                        attempt.day,
                        html.escape(titles.get(attempt.drill_id, attempt.drill_id)),
                        html.escape(prompt),
                        f'<span class="fail">{given}</span>',
                        expected_text(question, self.locale),
                    ]
                )
            )
            shown += 1
        if not shown:
            rows.append(_row([self.tr("No mistakes"), "", "", "", ""]))
        rows.append("</table>")
        return "".join(rows)

    def _class_games_table(self, overview: ClassOverview) -> str:
        """Each trainee with a column per game: drills proficient or better of those
        practised, and the accuracy of the recent answers there."""
        keys = catalog.games()
        game_of = {d.id: d.game for d in catalog.all()}
        heading = self.tr("Trainees")
        legend = self.tr(
            "Each game: drills proficient or better / drills practised, then the accuracy of "
            "the recent answers."
        )
        table = [
            f"<h2>{heading}</h2><p>{html.escape(legend)}</p>",
            '<table class="games">',
            _game_row(self.tr("Trainee"), [html.escape(game_name(g)) for g in keys], "th"),
        ]
        for person in overview.trainees:
            mine = [c for c in overview.matrix if c.trainee_id == person.id]
            values = []
            for game in keys:
                cells = [c for c in mine if game_of.get(c.drill_id) == game]
                if not cells:
                    values.append("—")
                    continue
                proficient = proficient_count(cells)  # each cell is the drill's standing
                weights = sum(c.answers for c in cells)
                accuracy = (
                    sum((c.accuracy or 0) * c.answers for c in cells) / weights if weights else None
                )
                values.append(f"{proficient}/{len(cells)}<br>{_pct(accuracy)}")
            table.append(_game_row(html.escape(person.name), values))
        if not overview.trainees:
            table.append(_game_row(self.tr("No trainees"), [""] * len(keys)))
        table.append("</table>")
        return "".join(table)

    def _plans_table(
        self, station: Station, overview: ClassOverview, titles: Mapping[str, str]
    ) -> str:
        if not overview.plans:
            return ""
        heading = self.tr("Practice plans")
        today = date.today()
        table = [
            f"<h2>{heading}</h2><table>",
            _row(
                [
                    self.tr("Drill"),
                    self.tr("Target level"),
                    self.tr("For"),
                    self.tr("Due by"),
                    self.tr("Done"),
                ],
                "th",
            ),
        ]
        for progress in overview.plans:
            plan = progress.plan
            done = f"{len(progress.done)}/{len(progress.trainees)}"
            due = format_day(plan.due_date, self.locale) if plan.due_date else "—"
            if progress.overdue(today):
                due = f'<span class="fail">{due}</span>'
            table.append(
                _row(
                    [
                        html.escape(titles.get(plan.drill_id, plan.drill_id)),
                        str(plan.target_level),
                        html.escape(station.plan_owner(plan) or self.tr("Every trainee")),
                        due,
                        done,
                    ]
                )
            )
        table.append("</table>")
        return "".join(table)

    def _class_mistakes_table(
        self, mistakes: Sequence[DrillMistakes], titles: Mapping[str, str]
    ) -> str:
        heading = self.tr("Mistakes, last 30 days")
        table = [
            f"<h2>{heading}</h2><table>",
            _row(
                [
                    self.tr("Drill"),
                    self.tr("Mistakes"),
                    self.tr("Of answers"),
                    self.tr("Share wrong"),
                    self.tr("Trainees who erred"),
                ],
                "th",
            ),
        ]
        for found in mistakes:
            table.append(
                _row(
                    [
                        html.escape(titles.get(found.drill_id, found.drill_id)),
                        str(found.mistakes),
                        str(found.answers),
                        _pct(found.share),
                        str(found.trainees),
                    ]
                )
            )
        if not mistakes:
            table.append(_row([self.tr("No mistakes"), "", "", "", ""]))
        table.append("</table>")
        return "".join(table)

    # ----------------------------------------------------------- table session

    def table_report(self, station: Station, session_id: int, path: Path) -> None:
        """One table session from its stored records: acts right by family, the red lines,
        the pace against the game's target, the wrong acts with the act expected and the
        rule, and the slowest acts."""
        from trainer.table.report_words import (
            act_words,
            by_family_in_order,
            family_words,
            game_words,
            mode_words,
            pace_words,
            red_line_words,
            verdict_words,
        )

        locale = self.locale
        found = station.table_session(session_id)
        info, report = found.info, found.report
        name = station.person(info.trainee_id).name
        heading = self.tr("{game} at the table — {mode}").format(
            game=game_words(info.game, locale), mode=mode_words(info.mode, locale)
        )
        red = len(report.red_lines)
        summary = [
            self.tr("Trainee: {name}").format(name=name),
            self.tr("Date: {day}").format(day=self._day(info.started)),
            self.tr("%n coup(s)", "", report.coups),
            elide(
                self.tr("{right} of {total} acts right").format(
                    right=report.acts.right, total=report.acts.total
                ),
                locale,
            ),
            self.tr("Pace: {pace}").format(pace=pace_words(report.pace, locale)),
        ]
        red_words = self.tr("%n red line(s)", "", red) if red else self.tr("no red line")
        no_act = self.tr("(no act)")
        by_family, red_heading = self.tr("Acts right by family"), self.tr("Red lines")
        wrong_heading, slowest_heading = self.tr("Wrong acts"), self.tr("Slowest acts")
        parts = [
            f"<h1>{html.escape(heading)}</h1>",
            "<p>" + "<br>".join(html.escape(line) for line in summary) + "</p>",
            f'<p class="{"fail" if red else "pass"}">{html.escape(red_words)}</p>',
            f"<h2>{html.escape(by_family)}</h2><table>",
            _row([self.tr("Act"), self.tr("Right"), self.tr("Share")], "th"),
        ]
        for family, tally in by_family_in_order(report.by_family):
            parts.append(
                _row(
                    [
                        html.escape(family_words(family, locale)),
                        f"{tally.right}/{tally.total}",
                        _pct(tally.share),
                    ]
                )
            )
        parts.append("</table>")
        parts.append(f"<h2>{html.escape(red_heading)}</h2><table>")
        parts.append(
            _row(
                [self.tr("Coup"), self.tr("Red line"), self.tr("Act made"), self.tr("Rule")],
                "th",
            )
        )
        for r in report.red_lines:
            parts.append(
                _row(
                    [
                        str(r.coup),
                        html.escape(red_line_words(r.red_line, locale)),
                        html.escape(act_words(r.act, locale) or no_act),
                        r.rule,
                    ]
                )
            )
        if not report.red_lines:
            parts.append(_row([self.tr("No red line"), "", "", ""]))
        parts.append("</table>")
        parts.append(f"<h2>{html.escape(wrong_heading)}</h2>")
        parts.append('<table class="mistakes">')
        parts.append(
            _row(
                [
                    self.tr("Coup"),
                    self.tr("Act made"),
                    self.tr("Verdict"),
                    self.tr("Expected"),
                    self.tr("Rule"),
                ],
                "th",
            )
        )
        for r in report.wrong:
            parts.append(
                _row(
                    [
                        str(r.coup),
                        f'<span class="fail">'
                        f"{html.escape(act_words(r.act, locale) or no_act)}</span>",
                        html.escape(verdict_words(r.verdict, locale)),
                        html.escape(act_words(r.expected, locale)),
                        r.rule,
                    ]
                )
            )
        if not report.wrong:
            parts.append(_row([self.tr("No wrong act"), "", "", "", ""]))
        parts.append("</table>")
        parts.append(f"<h2>{html.escape(slowest_heading)}</h2><table>")
        parts.append(_row([self.tr("Coup"), self.tr("Act"), self.tr("Time")], "th"))
        for r in report.slowest:
            parts.append(
                _row(
                    [
                        str(r.coup),
                        html.escape(act_words(r.act, locale)),
                        html.escape(format_seconds(r.seconds, locale)),
                    ]
                )
            )
        parts.append("</table>")
        write_pdf("".join(parts), {}, path, heading)

    # ----------------------------------------------------------- certificate

    def certificate(self, station: Station, exam_id: int, path: Path) -> None:
        """The exam's signed result: what was signed, in words, with the certificate code as
        text and as a QR code (and in the PDF's metadata, where `dealer-trainer verify` reads
        it). A self-assessment says so in its heading."""
        record = station.exam_record(exam_id)
        details = record.details
        signed = details.get("trainee") or {}
        name = str(signed.get("name") or station.person(record.exam.trainee_id).name)
        blueprint = details.get("blueprint") or {}
        title = self._exam_title(record.exam.blueprint, blueprint.get("title"))
        heading = (
            self.tr("Certificate: proctored exam")
            if record.proctored
            else self.tr("Certificate of self-assessment (not proctored)")
        )
        parts = [
            f'<h1 align="center">{html.escape(heading)}</h1>',
            f'<p align="center" style="font-size:16pt"><b>{html.escape(name)}</b></p>',
            '<p align="center">'
            + html.escape(self.tr("Exam: {title}").format(title=title))
            + "<br>"
            + html.escape(self.tr("Date: {day}").format(day=self._day(record.exam.started)))
            + "<br>"
            + html.escape(self._proctoring(details))
            + "</p>",
        ]
        if record.result is not None:
            parts.append(self._result_html(record.result))
        parts.append(self._conditions_html(details))
        images: dict[str, QImage] = {}
        if record.certificate:
            images["qr.png"] = qr_image(record.certificate)
            parts.append(self._code_html(record.certificate, record.code))
        else:
            parts.append(
                '<p align="center" style="color:#666">'
                + html.escape(self.tr("This exam was sealed before signed certificates: no code."))
                + "</p>"
            )
        xmp = certificate_xmp(record.certificate, name) if record.certificate else None
        write_pdf("".join(parts), images, path, name, xmp)

    def _exam_title(self, blueprint_id: str, signed_title: object) -> str:
        if isinstance(signed_title, dict) and signed_title.get("en"):
            return words_in({str(k): str(v) for k, v in signed_title.items()}, self.locale)
        blueprints = {b.id: b for b in load_all().blueprints}
        found = blueprints.get(blueprint_id)
        return found.title_in(self.locale) if found else blueprint_id

    def _proctoring(self, details: dict[str, Any]) -> str:
        proctor = details.get("proctor")
        if isinstance(proctor, dict) and proctor.get("name"):
            return self.tr("Proctored by {name}").format(name=proctor["name"])
        return self.tr("Self-assessment, not proctored")

    def _result_html(self, result: ExamResult) -> str:
        parts = [
            f'<p align="center" style="font-size:14pt">{self._verdict(result.passed)} — '
            + self.tr("{correct} of {questions} right").format(
                correct=result.correct, questions=result.questions
            )
            + "</p>"
        ]
        early = self.tr("The exam was ended early.")
        late = self.tr("The exam ran out of time.")
        if result.abandoned:
            parts.append(f'<p align="center">{early}</p>')
        if result.out_of_time:
            parts.append(f'<p align="center">{late}</p>')
        if result.retake_of:
            parts.append(
                '<p align="center">'
                + html.escape(self.tr("A retake: one failed area sat again, the others carried."))
                + "</p>"
            )
        parts.append('<table align="center" width="90%">')
        parts.append(
            _row(
                [
                    self.tr("Area"),
                    self.tr("Right"),
                    self.tr("Accuracy (mark)"),
                    self.tr("In target time (mark)"),
                    self.tr("Result"),
                    self.tr("Grade"),
                ],
                "th",
            )
        )
        for section in result.sections:
            parts.append(_row(self._area_cells(section)))
        parts.append("</table>")
        parts.append(self._areas_notes(result))
        return "".join(parts)

    def _area_cells(self, section: SectionResult) -> list[str]:
        """An area of the certificate: its figures against its marks, its result, its grade
        (a table area: acts right, coups dealt, red lines)."""
        name = html.escape(words_in(section.name, self.locale))
        grade = self.tr("fail") if section.grade == "fail" else section.grade
        table = section.table
        if section.kind == "table" and table is not None:
            return [
                name,
                self.tr("{right}/{acts} acts").format(right=table.right, acts=table.acts),
                html.escape(self.tr("%n coup(s)", "", table.coups) + f" / {table.planned}"),
                html.escape(self.tr("%n red line(s)", "", len(table.red_lines))),
                self._verdict(section.passed),
                f"<b>{grade}</b>",
            ]
        return [
            name,
            f"{section.correct}/{section.questions}",
            f"{section.accuracy:.0%} ({section.pass_accuracy}%)",
            f"{section.speed:.0%} ({section.pass_speed}%)",
            self._verdict(section.passed),
            f"<b>{grade}</b>",
        ]

    def _areas_notes(self, result: ExamResult) -> str:
        """Under the areas: each table area's marks by act family and its red lines, and
        where each carried area was earned."""
        from trainer.table.report_words import family_words, game_words, red_line_words

        notes = []
        fail = self.tr("fail")
        for section in result.sections:
            name = html.escape(words_in(section.name, self.locale))
            table = section.table
            if table is not None:
                marks = ", ".join(
                    f"{html.escape(family_words(f.family, self.locale))} {f.right}/{f.total} "
                    f"({f.mark}%, {fail if f.grade == 'fail' else f.grade})"
                    for f in table.families
                )
                red = "; ".join(
                    html.escape(red_line_words(r, self.locale)) for r in table.red_lines
                )
                notes.append(
                    f"<b>{name}</b> ({html.escape(game_words(table.game, self.locale))}): "
                    + (marks or "—")
                    + (f'. <span class="fail">{red}</span>' if red else "")
                )
            if section.carried is not None:
                notes.append(
                    html.escape(
                        self.tr("{name}: carried from the exam of {day} ({exam})").format(
                            name=words_in(section.name, self.locale),
                            day=section.carried.day,
                            exam=section.carried.exam,
                        )
                    )
                )
        if not notes:
            return ""
        return '<p align="center" style="font-size:9pt">' + "<br>".join(notes) + "</p>"

    def _conditions_html(self, details: dict[str, Any]) -> str:
        """The blueprint (bundled or custom, with its digest) and the rulebook with the house
        rules the exam ran under."""
        blueprint = details.get("blueprint") or {}
        rulebook = details.get("rulebook") or {}
        if not blueprint:
            return ""
        digest = str(blueprint.get("digest") or "")[:16]
        origin = (
            self.tr("Custom exam (an instructor's file), digest {digest}").format(digest=digest)
            if blueprint.get("custom")
            else self.tr("Exam bundled with the trainer, digest {digest}").format(digest=digest)
        )
        house = [str(h) for h in rulebook.get("house") or []]
        rules = self.tr("Rulebook: {rulebook}").format(rulebook=rulebook.get("name", "?"))
        house_text = (
            self.tr("House rules: {rules}").format(rules="; ".join(house))
            if house
            else self.tr("House rules: none")
        )
        return (
            '<p align="center" style="color:#444">'
            + "<br>".join(html.escape(t) for t in (origin, rules, house_text))
            + "</p>"
        )

    def _code_html(self, code: str, reference: str) -> str:
        lines = "<br>".join(certificate_code.pretty(code, width=80))
        words = self.tr(
            "Check this certificate on any computer with the school's public key "
            "(school-key.pub): dealer-trainer verify certificate.pdf, or paste the code."
        )
        return (
            '<p align="center"><img src="qr.png" width="230"></p>'
            f'<p align="center" style="font-family:monospace; font-size:6.5pt">{lines}</p>'
            f'<p align="center" style="color:#666">{html.escape(words)}<br>'
            + html.escape(self.tr("Reference: {code}").format(code=reference))
            + "</p>"
        )


def qr_image(code: str) -> QImage:
    """The certificate code as a QR code (alphanumeric mode, medium error correction)."""
    buffer = io.BytesIO()
    segno.make(code, error="m").save(buffer, kind="png", scale=4, border=4)
    image = QImage()
    image.loadFromData(buffer.getvalue(), "PNG")
    return image


def certificate_xmp(code: str, title: str) -> bytes:
    """An XMP packet holding the document's title and the certificate code (XMP is stored
    uncompressed, so `verify` finds the code without a PDF library)."""
    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/">'
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:dt="urn:dealer-trainer:certificate:1">'
        f'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">{html.escape(title)}</rdf:li>'
        "</rdf:Alt></dc:title>"
        f"<dt:code>{code}</dt:code>"
        "</rdf:Description></rdf:RDF></x:xmpmeta>"
        '<?xpacket end="w"?>'
    ).encode()
