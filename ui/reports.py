"""Printable PDF reports in the reader's language: a trainee's progress, the class, and an
exam certificate with its verification code. HTML laid out by QTextDocument, printed with
QPdfWriter; charts are QtCharts rendered to images and embedded."""

from __future__ import annotations

import html
from datetime import date
from pathlib import Path

from PySide6.QtCore import QMarginsF, QObject, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from sqlite_utils import Database

from trainer.drills import catalog
from trainer.exams.blueprint import load_all, words_in
from trainer.exams.history import exam_history, exam_record
from trainer.progress import mastery, stats
from trainer.progress.accounts import Person, get_person
from trainer.progress.classroom import class_overview
from trainer.progress.mastery import Mastery
from trainer.progress.reports import weekly_by_game
from ui.charts import activity_chart, games_chart, render_chart
from ui.games import game_name
from ui.words import say

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
"""


def write_pdf(body: str, images: dict[str, QImage], path: Path, title: str) -> None:
    """Lay out the HTML on A4 pages and print it to `path` (replaced if present)."""
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Dealer Trainer")
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


class Reports(QObject):
    """The three reports; words through `tr()`, drill titles through the core's messages."""

    def __init__(self, locale: str) -> None:
        super().__init__()
        self.locale = locale

    def mastery_names(self) -> dict[Mastery, str]:
        from ui.views.home_view import mastery_name

        return {m: mastery_name(m) for m in Mastery}

    def _verdict(self, passed: bool) -> str:
        word = self.tr("Passed") if passed else self.tr("Not passed")
        return f'<span class="{"pass" if passed else "fail"}">{word}</span>'

    # ----------------------------------------------------------- trainee

    def trainee_report(self, db: Database, person: Person, path: Path) -> None:
        locale = self.locale
        data = stats.trainee_stats(db, person.id)
        drills = catalog.all()
        titles = {d.id: say(d.title, locale) for d in drills}
        states = mastery.trainee_mastery(db, person.id, drills)
        names = self.mastery_names()
        chart = games_chart(
            weekly_by_game(db, person.id),
            {g: game_name(g) for g in catalog.GAME_ORDER},
            self.tr("Accuracy by game, week by week"),
        )
        heading = self.tr("Progress report: {name}").format(name=person.name)
        printed = self.tr("Printed on {day}").format(day=date.today().isoformat())
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
            '<p><img src="games.png" width="640"></p>',
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
        for drill_id, state in states.items():
            if drill_id not in counts:
                continue
            current = state.current
            parts.append(
                _row(
                    [
                        html.escape(titles[drill_id]),
                        str(current.level),
                        names[current.status],
                        str(counts[drill_id]),
                        _pct(current.accuracy),
                        _seconds(current.median_seconds),
                        _seconds(current.target_seconds),
                    ]
                )
            )
        parts.append("</table>")
        parts.append(self._exam_table(db, person.id))
        body = "".join(parts)
        write_pdf(body, {"games.png": render_chart(chart)}, path, person.name)

    def _exam_table(self, db: Database, trainee_id: int) -> str:
        records = exam_history(db, trainee_id)
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
            rows.append(_row([record.exam.started[:10], html.escape(title), score, verdict]))
        if not records:
            rows.append(_row([self.tr("No exams yet"), "", "", ""]))
        rows.append("</table>")
        return "".join(rows)

    # ----------------------------------------------------------- class

    def class_report(self, db: Database, path: Path) -> None:
        drills = catalog.all()
        titles = {d.id: say(d.title, self.locale) for d in drills}
        overview = class_overview(db, drills=drills)
        chart = activity_chart(
            overview.progress,
            self.tr("Answers"),
            self.tr("Accuracy (%)"),
            self.tr("Class activity, last 30 days"),
        )
        heading = self.tr("Class report")
        printed = self.tr("Printed on {day}").format(day=date.today().isoformat())
        trainees_heading = self.tr("Trainees")
        weakest_heading = self.tr("Weakest drills")
        parts = [
            f"<h1>{heading}</h1>",
            f"<p>{printed}</p>",
            '<p><img src="activity.png" width="640"></p>',
            f"<h2>{trainees_heading}</h2><table>",
            _row(
                [
                    self.tr("Trainee"),
                    self.tr("Drills practised"),
                    self.tr("Proficient or better"),
                    self.tr("Mastered"),
                    self.tr("Accuracy"),
                ],
                "th",
            ),
        ]
        for person in overview.trainees:
            cells = [c for c in overview.matrix if c.trainee_id == person.id]
            proficient = sum(c.status >= Mastery.PROFICIENT for c in cells)
            mastered = sum(c.status == Mastery.MASTERED for c in cells)
            weights = sum(c.answers for c in cells)
            accuracy = (
                sum((c.accuracy or 0) * c.answers for c in cells) / weights if weights else None
            )
            parts.append(
                _row(
                    [
                        html.escape(person.name),
                        str(len(cells)),
                        str(proficient),
                        str(mastered),
                        _pct(accuracy),
                    ]
                )
            )
        parts.append(f"</table><h2>{weakest_heading}</h2><table>")
        parts.append(
            _row(
                [self.tr("Drill"), self.tr("Trainees"), self.tr("Accuracy"), self.tr("Pace")],
                "th",
            )
        )
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
        write_pdf("".join(parts), {"activity.png": render_chart(chart)}, path, "class")

    # ----------------------------------------------------------- certificate

    def certificate(self, db: Database, exam_id: int, path: Path) -> None:
        record = exam_record(db, exam_id)
        person = get_person(db, record.exam.trainee_id)
        blueprints = {b.id: b for b in load_all().blueprints}
        blueprint = blueprints.get(record.exam.blueprint)
        title = blueprint.title_in(self.locale) if blueprint else record.exam.blueprint
        result = record.result
        heading = self.tr("Certificate of self-assessment")
        early = self.tr("The exam was ended early.")
        late = self.tr("The exam ran out of time.")
        code_words = self.tr("Verification code")
        parts = [
            f'<h1 align="center">{heading}</h1>',
            f'<p align="center" style="font-size:16pt"><b>{html.escape(person.name)}</b></p>',
            '<p align="center">'
            + html.escape(self.tr("Exam: {title}").format(title=title))
            + "<br>"
            + self.tr("Date: {day}").format(day=record.exam.started[:10])
            + "</p>",
        ]
        if result is not None:
            parts.append(
                f'<p align="center" style="font-size:14pt">{self._verdict(result.passed)} — '
                + self.tr("{correct} of {questions} right").format(
                    correct=result.correct, questions=result.questions
                )
                + "</p>"
            )
            if result.abandoned:
                parts.append(f'<p align="center">{early}</p>')
            if result.out_of_time:
                parts.append(f'<p align="center">{late}</p>')
            parts.append('<table align="center" width="90%">')
            parts.append(
                _row(
                    [
                        self.tr("Section"),
                        self.tr("Right"),
                        self.tr("Accuracy (mark)"),
                        self.tr("In target time (mark)"),
                        self.tr("Result"),
                    ],
                    "th",
                )
            )
            for section in result.sections:
                parts.append(
                    _row(
                        [
                            html.escape(words_in(section.name, self.locale)),
                            f"{section.correct}/{section.questions}",
                            f"{section.accuracy:.0%} ({section.pass_accuracy}%)",
                            f"{section.speed:.0%} ({section.pass_speed}%)",
                            self._verdict(section.passed),
                        ]
                    )
                )
            parts.append("</table>")
        parts.append(
            f'<p align="center">{code_words}<br>'
            f'<span class="code">{record.code or "—"}</span></p>'
            f'<p align="center" style="color:#666">'
            + html.escape(
                self.tr("Check it at the station with: dealer-trainer-verify --code {code}").format(
                    code=record.code
                )
            )
            + "</p>"
        )
        write_pdf("".join(parts), {}, path, person.name)
