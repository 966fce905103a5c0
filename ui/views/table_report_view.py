"""The report of one table session, from its stored records alone (`trainer.table.history`):
acts right by family, the red lines, the pace against the game's target, the wrong acts with
the act expected and the rule, the slowest acts, and each coup replayed act by act. It prints
to PDF (`ui.reports.Reports.table_report`).

It takes only a stored session's id, so it opens for any session, finished or not: the live
table screen calls `show_table_report(window, session_id)` when a session ends; My progress,
the trainee detail and an exam's result ask for it on the context's signals
(`signals.table_report`, which the window answers), so no screen reaches for the window.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.locale_format import elide, format_day, format_percent_of, format_seconds
from trainer.table.history import StoredSession
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
from ui.context import AppContext
from ui.save_names import suggested_path
from ui.tables import plain_headers
from ui.views.screen import Screen
from ui.views.table_replay import TableReplayPanel


class ReportHost(Protocol):
    """What the report asks of the main window (a protocol, so this screen does not import
    the window that imports the screens)."""

    context: AppContext
    stack: QStackedWidget

    @property
    def home(self) -> QWidget: ...

    @property
    def table_report(self) -> TableReportView: ...
    def show_view(self, view: QWidget) -> None: ...
    def go_home(self) -> None: ...
    def open_rule(self, rule_id: str) -> None: ...


def _day(stamp: str, locale: str) -> str:
    """The day of a stored time ("2026-12-02T…") as the reader writes dates, as the PDF does."""
    return format_day(date.fromisoformat(stamp[:10]), locale)


def _table(columns: int, name: str) -> QTableWidget:
    table = QTableWidget(0, columns)
    plain_headers(table)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    table.setWordWrap(True)
    return table


def _bold_label(style: str = "") -> QLabel:
    """A section's title over its table."""
    label = QLabel()
    label.setStyleSheet(f"font-weight: bold;{style}")
    return label


def _column(*parts: tuple[QWidget, int]) -> QWidget:
    """A column of the splitter: the widgets stacked, each with its stretch, no margins."""
    widget = QWidget()
    box = QVBoxLayout(widget)
    box.setContentsMargins(0, 0, 0, 0)
    for part, stretch in parts:
        box.addWidget(part, stretch)
    return widget


def _fill(table: QTableWidget, rows: Sequence[Sequence[str]], stretch: int) -> None:
    table.setRowCount(len(rows))
    for row, values in enumerate(rows):
        for column, value in enumerate(values):
            table.setItem(row, column, QTableWidgetItem(value))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    table.resizeRowsToContents()


class TableReportView(Screen):
    done = Signal()  # the trainee left the report
    rule_clicked = Signal(str)  # a rule id to open in its lesson

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.back: QWidget | None = None  # the screen Done goes back to
        self.session_id: int | None = None
        self.found: StoredSession | None = None
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("tableReportHeading")
        self.heading.setStyleSheet("font-size: 22px; font-weight: bold;")
        layout.addWidget(self.heading)
        self.subheading = QLabel()
        self.subheading.setObjectName("tableReportWho")
        self.subheading.setStyleSheet("color: #555;")
        layout.addWidget(self.subheading)
        self.summary = QLabel()
        self.summary.setObjectName("tableReportSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setStyleSheet("font-size: 15px;")
        layout.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self._left())
        split.addWidget(self._middle())
        self.replay = TableReplayPanel()
        self.replay.setObjectName("tableReplay")
        self.replay.rule_clicked.connect(self.rule_clicked.emit)
        self.replay_label = _bold_label()
        split.addWidget(_column((self.replay_label, 0), (self.replay, 1)))
        split.setSizes([330, 470, 460])
        layout.addWidget(split, 1)
        buttons = QHBoxLayout()
        self.pdf_button = QPushButton()
        self.pdf_button.setObjectName("tableReportPdf")
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        self.done_button = QPushButton()
        self.done_button.setObjectName("tableReportDone")
        self.done_button.clicked.connect(self.done.emit)
        buttons.addStretch(1)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.done_button)
        layout.addLayout(buttons)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.done.emit)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.retranslate()

    def _left(self) -> QWidget:
        self.families_label = _bold_label()
        self.families = _table(3, "tableFamilies")
        self.slowest_label = _bold_label()
        self.slowest = _table(3, "tableSlowest")
        return _column(
            (self.families_label, 0), (self.families, 3), (self.slowest_label, 0), (self.slowest, 2)
        )

    def _middle(self) -> QWidget:
        self.red_label = _bold_label(" color: #b00020;")
        self.red_lines = _table(3, "tableRedLines")
        self.wrong_label = _bold_label()
        self.wrong = _table(4, "tableWrong")
        self.wrong.currentCellChanged.connect(lambda row, _c, _p, _pc: self._replay_wrong(row))
        return _column(
            (self.red_label, 0), (self.red_lines, 2), (self.wrong_label, 0), (self.wrong, 3)
        )

    def retranslate(self) -> None:
        self.families_label.setText(self.tr("Acts right by family"))
        self.families.setHorizontalHeaderLabels(
            [self.tr("Act"), self.tr("Right"), self.tr("Share")]
        )
        self.slowest_label.setText(self.tr("Slowest acts"))
        self.slowest.setHorizontalHeaderLabels([self.tr("Coup"), self.tr("Act"), self.tr("Time")])
        self.red_label.setText(self.tr("Red lines"))
        self.red_lines.setHorizontalHeaderLabels(
            [self.tr("Coup"), self.tr("Red line"), self.tr("Rule")]
        )
        self.wrong_label.setText(self.tr("Wrong acts (select one to replay its coup)"))
        self.wrong.setHorizontalHeaderLabels(
            [self.tr("Coup"), self.tr("Act made"), self.tr("Expected"), self.tr("Rule")]
        )
        self.replay_label.setText(self.tr("Each coup, act by act (← → step)"))
        self.pdf_button.setText(self.tr("Save as PDF…"))
        self.done_button.setText(self.tr("Done (Esc)"))
        self.replay.retranslate()

    def _language_changed(self, _locale: str) -> None:
        """The labels, then the figures and acts again in the new language."""
        self.retranslate()
        if self.session_id is not None:
            self.show_session(self.session_id)

    def focus_owner(self) -> QWidget:
        """The replay's act list: ← → step through the session straight away."""
        return self.replay.acts

    # ----------------------------------------------------------- filling

    def show_session(self, session_id: int) -> None:
        """Load the stored session `session_id` and show its report."""
        self.session_id = session_id
        found = self.context.station.table_session(session_id)
        self.found = found
        info, report = found.info, found.report
        locale = self.context.locale
        self.heading.setText(
            self.tr("{game} at the table — {mode}").format(
                game=game_words(info.game, locale), mode=mode_words(info.mode, locale)
            )
        )
        name = self.context.station.person(info.trainee_id).name
        state = "" if info.ended else " · " + self.tr("not finished")
        self.subheading.setText(
            self.tr("{name} · {day} · {coups}").format(
                name=name,
                day=_day(info.started, locale),
                coups=self.tr("%n coup(s)", "", report.coups),
            )
            + state
        )
        red = len(report.red_lines)
        red_words = self.tr("%n red line(s)", "", red) if red else self.tr("no red line")
        colour = "#b00020" if red else "#1b5e20"
        self.summary.setText(
            elide(
                self.tr("{right} of {total} acts right").format(
                    right=report.acts.right, total=report.acts.total
                ),
                locale,
            )
            + f" · <b style='color:{colour}'>{red_words}</b><br>"
            + self.tr("Pace: {pace}").format(pace=pace_words(report.pace, locale))
        )
        _fill(
            self.families,
            [
                [
                    family_words(family, locale),
                    f"{tally.right}/{tally.total}",
                    format_percent_of(tally.share, locale),
                ]
                for family, tally in by_family_in_order(report.by_family)
            ],
            0,
        )
        self._colour_families()
        _fill(
            self.red_lines,
            [[str(r.coup), red_line_words(r.red_line, locale), r.rule] for r in report.red_lines],
            1,
        )
        _fill(
            self.wrong,
            [
                [
                    str(r.coup),
                    (act_words(r.act, locale) or self.tr("(no act)"))
                    + f" — {verdict_words(r.verdict, locale)}",
                    act_words(r.expected, locale),
                    r.rule,
                ]
                for r in report.wrong
            ],
            2,
        )
        _fill(
            self.slowest,
            [
                [str(r.coup), act_words(r.act, locale), format_seconds(r.seconds, locale)]
                for r in report.slowest
            ],
            1,
        )
        self.replay.show_records(found.records, locale)

    def _colour_families(self) -> None:
        assert self.found is not None
        for row, (_family, tally) in enumerate(by_family_in_order(self.found.report.by_family)):
            item = self.families.item(row, 1)
            if item is not None and tally.right < tally.total:
                item.setForeground(Qt.GlobalColor.red)

    def _replay_wrong(self, row: int) -> None:
        if self.found is None or not 0 <= row < len(self.found.report.wrong):
            return
        record = self.found.report.wrong[row]
        self.replay.show_records(self.found.records, self.context.locale, coup=record.coup)
        acts = self.replay.coup_acts()
        if record in acts:
            self.replay.acts.setCurrentRow(acts.index(record))

    def save_pdf(self, path: Path | None = None) -> Path | None:
        """Print the report (asks where, unless `path`)."""
        if self.session_id is None:
            return None
        if path is None:
            who = self.context.trainee.name if self.context.trainee else ""
            start = suggested_path(f"{who} table", "pdf")  # Documents, not the app's folder
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Table session report"), start, "*.pdf"
            )
            if not name:
                return None
            path = Path(name)
        from ui.reports import Reports

        Reports(self.context.locale).table_report(self.context.station, self.session_id, path)
        return path


def show_table_report(window: ReportHost, session_id: int) -> TableReportView:
    """Open the report of stored session `session_id` in the main window (the live table
    screen calls this when a session ends). Done or Esc goes back to the screen it came from
    (home when that was the live table); a rule id opens its lesson paragraph."""
    view = window.table_report
    came_from = window.stack.currentWidget()
    view.back = came_from if came_from is not view else None
    view.show_session(session_id)
    window.show_view(view)
    return view


def leave_report(window: ReportHost, view: TableReportView) -> None:
    """Done: back to a screen that lists sessions (My progress, instructor mode, an exam's
    result), refreshed; from anywhere else (the live table, its session over) home."""
    back = view.back
    if not isinstance(back, Screen) or back is window.home or not back.lists_table_sessions:
        window.go_home()
        return
    refresh = getattr(back, "refresh", None)
    if callable(refresh):
        refresh()
    window.show_view(back)
