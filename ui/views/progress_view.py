"""My progress: accuracy and speed over time (QtCharts) for all drills or the one chosen in
the table (with its target time), the activity calendar, the recent mistakes with "try
again" replaying the exact question, and the sessions at the table (per game: sessions, last
pace, red lines; each session's report opens from its row)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta

from PySide6.QtCharts import QChart, QChartView
from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.base import Drill
from trainer.locale_format import format_day, format_percent_of, format_seconds, format_target
from trainer.progress import stats
from trainer.progress.standing import standing_of
from trainer.progress.stats import DayActivity, Summary
from trainer.station import Change, read_answers
from ui.charts import SpeedWords, accuracy_speed_chart, show_chart
from ui.context import AppContext
from ui.tables import plain_headers
from ui.views.screen import Screen
from ui.views.table_sessions_panel import TableSessionsPanel
from ui.words import expected_words, say


class ActivityCalendar(QWidget):
    """The last weeks as a grid of days, darker green for more answers."""

    WEEKS = 13

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.days: dict[date, int] = {}
        self.today = date.today()
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        return QSize(self.WEEKS * 16 + 4, 7 * 16 + 4)

    def set_activity(self, activity: list[DayActivity], today: date) -> None:
        self.days = {a.day: a.answers for a in activity}
        self.today = today
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        start = self.today - timedelta(days=self.today.weekday() + 7 * (self.WEEKS - 1))
        most = max(self.days.values(), default=0) or 1
        for n in range((self.today - start).days + 1):
            day = start + timedelta(days=n)
            count = self.days.get(day, 0)
            share = count / most
            colour = (
                QColor("#e0e0e0")
                if not count
                else QColor.fromHsvF(0.36, 0.3 + 0.6 * share, 0.85 - 0.45 * share)
            )
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(QRectF(2 + (n // 7) * 16, 2 + (n % 7) * 16, 13, 13), 3, 3)
        painter.end()


class ProgressView(Screen):
    lists_table_sessions = True  # a session's report goes back here

    try_again = Signal(object)  # a Question to replay
    redo_mistakes = Signal()  # each recent mistake again until right twice
    # every figure here comes from the answers, and the sessions at the table are listed
    follows = frozenset({Change.ANSWERS, Change.TABLES})

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        layout = QVBoxLayout(self)
        self.totals = QLabel()
        self.totals.setObjectName("progressTotals")
        self.totals.setStyleSheet("font-size: 16px; font-weight: bold;")
        layout.addWidget(self.totals)
        top = QHBoxLayout()
        self.chart_view = QChartView()
        self.chart: QChart = self.chart_view.chart()
        self.chart_view.setObjectName("progressChart")
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(220)
        top.addWidget(self.chart_view, 3)
        side = QVBoxLayout()
        self.calendar_label = QLabel()
        side.addWidget(self.calendar_label)
        self.calendar = ActivityCalendar()
        self.calendar.setObjectName("activityCalendar")
        side.addWidget(self.calendar)
        side.addStretch(1)
        top.addLayout(side, 1)
        layout.addLayout(top, 3)
        bottom = QHBoxLayout()
        drills_box = QVBoxLayout()
        self.drills_label = QLabel()
        drills_box.addWidget(self.drills_label)
        self.drills = QTableWidget(0, 4)
        plain_headers(self.drills)
        self.drills.setObjectName("drillStats")
        self.drills.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.drills.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.drills.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.drills.verticalHeader().hide()
        header = self.drills.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # mouse and arrow keys alike move the current row: the chart follows it
        self.drills.currentCellChanged.connect(self._row_changed)
        drills_box.addWidget(self.drills, 1)
        self.drills_label.setBuddy(self.drills)
        bottom.addLayout(drills_box, 4)
        mistakes_box = QVBoxLayout()
        self.mistakes_label = QLabel()
        mistakes_box.addWidget(self.mistakes_label)
        self.mistakes = QListWidget()
        self.mistakes.setObjectName("mistakes")
        self.mistakes.itemActivated.connect(self._retry)
        mistakes_box.addWidget(self.mistakes, 1)
        self.retry = QPushButton()
        self.retry.setObjectName("tryAgain")
        self.retry.clicked.connect(lambda: self._retry(self.mistakes.currentItem()))
        self.redo = QPushButton()
        self.redo.setObjectName("redoMistakes")
        self.redo.clicked.connect(self.redo_mistakes.emit)
        retry_row = QHBoxLayout()
        retry_row.addWidget(self.retry)
        retry_row.addWidget(self.redo)
        mistakes_box.addLayout(retry_row)
        bottom.addLayout(mistakes_box, 3)
        self.tables = TableSessionsPanel()
        self.tables.setObjectName("progressTables")
        self.tables.open_session.connect(self._open_table_session)
        bottom.addWidget(self.tables, 4)
        layout.addLayout(bottom, 2)
        self.chosen: str | None = None  # the drill charted; None: all drills
        self._days: Sequence[Summary] = ()
        self._known: dict[str, Drill] = {}
        self._person_id: int | None = None

    def focus_owner(self) -> QWidget:
        """The drills table: arrows move the chart from drill to drill."""
        return self.drills

    def retranslate(self) -> None:
        self.refresh()  # the drill charted stays chosen

    def refresh(self) -> None:
        person = self.context.trainee
        if person is None:
            return
        locale = self.context.locale
        if person.id != self._person_id:  # another trainee starts on the overall chart
            self._person_id, self.chosen = person.id, None
        station = self.context.station
        data = station.trainee_stats(person.id)
        accuracy = format_percent_of(data.correct / data.answers, locale) if data.answers else "—"
        median = format_seconds(data.median_seconds, locale) if data.median_seconds else "—"
        self.totals.setText(
            self.tr("{answers} · {accuracy} correct · median {median} · streak {streak}").format(
                answers=self.tr("%n answer(s)", "", data.answers),
                accuracy=accuracy,
                median=median,
                streak=self.tr("%n day(s)", "", data.streak.current),
            )
        )
        self.calendar_label.setText(self.tr("Activity (last 13 weeks)"))
        self.calendar.set_activity(list(data.activity), date.today())
        self._days = data.days
        known = {d.id: d for d in station.drills()}
        self._known = known
        self._fill_drills(data, known, locale)
        self.mistakes_label.setText(self.tr("Recent mistakes"))
        self.retry.setText(self.tr("Try again (Enter)"))
        to_redo = len(station.redo_questions(person.id))
        self.redo.setText(self.tr("Redo my mistakes ({count})").format(count=to_redo))
        self.redo.setToolTip(self.tr("Each recent mistake again, until you answer it right twice"))
        self.redo.setEnabled(to_redo > 0)
        self.mistakes.clear()
        for stored in read_answers(data.mistakes):  # decoded and graded again
            attempt, question = stored.attempt, stored.question
            title = (
                say(known[attempt.drill_id].title, locale)
                if attempt.drill_id in known
                else attempt.drill_id
            )
            item = QListWidgetItem(
                self.tr("{day} · {title} (level {level}) · expected {expected}").format(
                    day=format_day(date.fromisoformat(attempt.day), locale),
                    title=title,
                    level=attempt.level,
                    expected=expected_words(question, locale),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, question)
            self.mistakes.addItem(item)
        if self.mistakes.count():
            self.mistakes.setCurrentRow(0)
        self.tables.load(self.context.station, person.id, locale)

    def _open_table_session(self, session_id: int) -> None:
        """A session's report, in the main window (Esc comes back here)."""
        self.context.signals.table_report.emit(session_id)

    def _fill_drills(self, data: stats.TraineeStats, known: dict[str, Drill], locale: str) -> None:
        """Row 0 is "All drills" (the totals); then one row per drill practised, its id kept
        in the first cell. The drill charted before stays chosen if it is still there."""
        self.drills_label.setText(self.tr("Drills (select one to see it on the chart)"))
        self.drills.setHorizontalHeaderLabels(
            [self.tr("Drill"), self.tr("Answers"), self.tr("Accuracy"), self.tr("Median time")]
        )
        everything = Summary("", data.answers, data.correct, data.median_seconds)
        rows: list[tuple[str | None, str, Summary]] = [(None, self.tr("All drills"), everything)]
        for summary in data.drills:
            title = say(known[summary.key].title, locale) if summary.key in known else summary.key
            rows.append((summary.key, title, summary))
        self.drills.blockSignals(True)
        self.drills.setRowCount(len(rows))
        chosen_row = 0
        for row, (drill_id, title, summary) in enumerate(rows):
            median_s = (
                format_seconds(summary.median_seconds, locale) if summary.median_seconds else "—"
            )
            accuracy = format_percent_of(summary.accuracy, locale) if summary.answers else "—"
            for column, value in enumerate([title, str(summary.answers), accuracy, median_s]):
                item = QTableWidgetItem(value)
                if drill_id is None:
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
                if column == 0:
                    item.setData(Qt.ItemDataRole.UserRole, drill_id)
                self.drills.setItem(row, column, item)
            if drill_id is not None and drill_id == self.chosen:
                chosen_row = row
        self.drills.setCurrentCell(chosen_row, 0)
        self.drills.blockSignals(False)
        self.chosen = rows[chosen_row][0]
        self._draw_chart()

    def _row_changed(self, row: int, _column: int, previous: int, _previous_column: int) -> None:
        item = self.drills.item(row, 0) if row >= 0 else None
        if item is None or row == previous:
            return
        self.chosen = item.data(Qt.ItemDataRole.UserRole)
        self._draw_chart()

    def _span(self) -> tuple[date, date]:
        """The days the chart runs between: at least the last two weeks, and the same for
        every drill so that switching drills never moves the axis."""
        today = date.today()
        first = min((date.fromisoformat(s.key) for s in self._days), default=today)
        return min(first, today - timedelta(days=13)), today + timedelta(days=1)

    def _draw_chart(self) -> None:
        person = self.context.trainee
        if person is None:
            return
        accuracy, speed = self.tr("Accuracy (%)"), self.tr("Median seconds")
        points: Sequence[Summary] = self._days
        target: float | None = None
        words = SpeedWords(self.tr("Accuracy and speed by day"), accuracy, speed)
        if self.chosen is not None:
            points = self.context.station.drill_by_day(person.id, self.chosen)
            drill = self._known.get(self.chosen)
            title = say(drill.title, self.context.locale) if drill else self.chosen
            target_words = ""
            if drill is not None:  # the target of the level being worked on, if it is timed
                state = self.context.station.mastery(person.id, drill)
                assert state is not None
                level = standing_of(state).working
                target = level.target_seconds
                target_words = self.tr("Target at level {level}: {seconds}").format(
                    level=level.level, seconds=format_target(target or 0, self.context.locale)
                )
            words = SpeedWords(
                self.tr("{drill}: accuracy and speed by day").format(drill=title),
                accuracy,
                speed,
                target_words,
            )
        self.chart = accuracy_speed_chart(
            points, self._span(), words, target_seconds=target, locale=self.context.locale
        )
        show_chart(self.chart_view, self.chart)

    def _retry(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.try_again.emit(item.data(Qt.ItemDataRole.UserRole))
