"""One trainee, for the instructor: accuracy per game week by week (or, for the drill chosen in
the table, its accuracy and median time week by week against its target), every drill practised
with its mastery, the exam history, the sessions at the table (per game, and each session's
report), and the mistakes, each replayed exactly on the felt with the answer given and the
expected one."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtCharts import QChartView
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drills import catalog
from trainer.exams.blueprint import load_all
from trainer.locale_format import (
    format_day,
    format_fixed,
    format_percent_of,
    format_seconds,
    format_target,
)
from trainer.progress import stats
from trainer.progress.accounts import Role
from trainer.progress.cohorts import NOTE_LIMIT
from trainer.progress.mastery import LevelMastery
from trainer.progress.reports import WeekPoint
from trainer.station import Station, StoredAnswer
from ui.charts import SpeedWords, accuracy_speed_chart, games_chart, show_chart, week_span
from ui.context import AppContext
from ui.games import game_name
from ui.tables import plain_headers
from ui.views.home_view import MASTERY_COLOURS, standing_text
from ui.views.message import Message
from ui.views.replay_panel import ReplayPanel
from ui.views.table_sessions_panel import TableSessionsPanel
from ui.words import say

MISTAKES_SHOWN = 50


def _table(columns: int, name: str) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    plain_headers(table)
    return table


class TraineeDetail(QWidget):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        # what the figures are read from: the station, or the trainee's record copied from
        # the school's server (`Station.trainee_record`)
        self._figures = context.station
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.who_label = QLabel()
        self.trainee = QComboBox()
        self.trainee.setObjectName("detailTrainee")
        self.trainee.currentIndexChanged.connect(lambda _n: self.refresh())
        self.totals = QLabel()
        self.totals.setObjectName("detailTotals")
        self.totals.setStyleSheet("font-weight: bold;")
        self.who_label.setBuddy(self.trainee)
        self.cohort = QLabel()
        self.cohort.setObjectName("detailClass")
        top.addWidget(self.who_label)
        top.addWidget(self.trainee)
        top.addSpacing(16)
        top.addWidget(self.cohort)
        top.addSpacing(16)
        top.addWidget(self.totals, 1)
        outer.addLayout(top)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        self.chart_view = QChartView()
        self.chart_view.setObjectName("gamesChart")
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(230)
        left_box.addWidget(self.chart_view, 3)
        self.drills_label = QLabel()
        left_box.addWidget(self.drills_label)
        self.drills = _table(6, "detailDrills")
        self.drills.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # mouse and arrow keys alike move the current row: the chart follows it
        self.drills.currentCellChanged.connect(self._row_changed)
        self.drills_label.setBuddy(self.drills)
        left_box.addWidget(self.drills, 3)
        self.exams_label = QLabel()
        left_box.addWidget(self.exams_label)
        self.exams = _table(4, "detailExams")
        self.exams.setMaximumHeight(130)
        left_box.addWidget(self.exams, 1)
        split.addWidget(left)
        right = QWidget()
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        note_row = QHBoxLayout()
        self.note_label = QLabel()
        self.note_saved = Message()
        self.note_saved.setObjectName("detailNoteSaved")
        self.note_saved.setStyleSheet("color: #555;")
        self.save_note_button = QPushButton()
        self.save_note_button.setObjectName("detailSaveNote")
        self.save_note_button.clicked.connect(lambda: self.save_note())
        note_row.addWidget(self.note_label)
        note_row.addWidget(self.note_saved, 1)
        note_row.addWidget(self.save_note_button)
        right_box.addLayout(note_row)
        self.note = QPlainTextEdit()
        self.note.setObjectName("detailNote")
        self.note.setTabChangesFocus(True)  # Tab leaves the note, as in any form
        self.note.setMaximumHeight(60)
        self.note.setMinimumHeight(40)  # the column fits 700 pixels (it overlapped before)
        self.note_label.setBuddy(self.note)
        right_box.addWidget(self.note)
        self.tables = TableSessionsPanel()
        self.tables.setObjectName("detailTables")
        self.tables.open_session.connect(self._open_table_session)
        right_box.addWidget(self.tables, 2)
        self.mistakes_label = QLabel()
        right_box.addWidget(self.mistakes_label)
        self.mistakes = QListWidget()
        self.mistakes.setObjectName("detailMistakes")
        self.mistakes.setMinimumHeight(50)
        self.mistakes.currentItemChanged.connect(lambda item, _old: self.replay(item))
        right_box.addWidget(self.mistakes, 1)
        self.replay_panel = ReplayPanel()
        right_box.addWidget(self.replay_panel, 3)
        split.addWidget(right)
        split.setSizes([560, 520])
        outer.addWidget(split, 1)
        self.chosen: str | None = None  # the drill charted; None: accuracy by game
        self._weekly: dict[str, list[WeekPoint]] = {}
        self._levels: dict[str, LevelMastery] = {}
        self.retranslate()

    def retranslate(self) -> None:
        self.who_label.setText(self.tr("&Trainee:"))
        self.note_label.setText(self.tr("&Note (only instructors see it):"))
        self.save_note_button.setText(self.tr("&Save note"))
        self.exams_label.setText(self.tr("Exams"))
        self.drills_label.setText(self.tr("Drills (select one to see it week by week)"))
        self.mistakes_label.setText(self.tr("Mistakes (select one to replay it on the felt)"))
        self.drills.setHorizontalHeaderLabels(
            [
                self.tr("Drill"),
                self.tr("Level"),
                self.tr("Mastery"),
                self.tr("Answers"),
                self.tr("Accuracy"),
                self.tr("Time"),
            ]
        )
        # a short header (the table shares half the window at 1366 wide); the tooltip says it
        time_header = self.drills.horizontalHeaderItem(5)
        if time_header is not None:
            time_header.setToolTip(self.tr("Median answer time against the level's target"))
        self.exams.setHorizontalHeaderLabels(
            [self.tr("Exam"), self.tr("Date"), self.tr("Score"), self.tr("Result")]
        )
        self.note_saved.retranslate()

    def load_trainees(self, chosen: int | None = None) -> None:
        """The trainees in the lists, and the one asked for even when archived (opened from
        "Trainees and classes" with archived trainees shown)."""
        current = chosen if chosen is not None else self.trainee.currentData()
        self.trainee.blockSignals(True)
        self.trainee.clear()
        for person in self.context.station.people(Role.TRAINEE, archived=True):
            if person.archived is None:
                self.trainee.addItem(person.name, person.id)
            elif person.id == current:
                self.trainee.addItem(
                    self.tr("{name} (archived)").format(name=person.name), person.id
                )
        index = self.trainee.findData(current) if current is not None else 0
        self.trainee.setCurrentIndex(max(index, 0))
        self.trainee.blockSignals(False)
        self.refresh()

    def show_trainee(self, trainee_id: int) -> None:
        self.load_trainees(trainee_id)

    def refresh(self) -> None:
        trainee_id = self.trainee.currentData()
        if trainee_id is None:
            return
        locale = self.context.locale
        figures = self._read_record(int(trainee_id))
        data = figures.trainee_stats(int(trainee_id))
        accuracy = format_percent_of(data.correct / data.answers, locale) if data.answers else "—"
        self.totals.setText(
            self.tr("{answers} · {accuracy} correct · streak {streak}").format(
                answers=self.tr("%n answer(s)", "", data.answers),
                accuracy=accuracy,
                streak=self.tr("%n day(s)", "", data.streak.current),
            )
        )
        self._weekly = figures.weekly_by_game(int(trainee_id))
        self.show_class_and_note()
        self._fill_drills(int(trainee_id), data.drills, locale)
        self._fill_exams(int(trainee_id), locale)
        self.tables.load(figures, int(trainee_id), locale)
        self._fill_mistakes(int(trainee_id), locale)

    def _open_table_session(self, session_id: int) -> None:
        """A session's report, in the main window (Esc comes back to instructor mode)."""
        self.context.signals.table_report.emit(session_id)

    def _read_record(self, trainee_id: int) -> Station:
        """The trainee's whole record: the station, or every station's answers from the
        school's server (a copy, released when the next trainee is read)."""
        self._figures.release()  # the station's own connection stays open
        self._figures = self.context.station.trainee_record(trainee_id)
        return self._figures

    def show_class_and_note(self) -> None:
        """The trainee's class and the instructor's note (this station's, as they are kept
        here even with a school server)."""
        chosen = self.trainee.currentData()
        if chosen is None:
            return
        trainee_id = int(chosen)
        station = self.context.station
        cohort = station.cohort_of(trainee_id)
        self.cohort.setText(
            self.tr("Class: {name}").format(name=station.cohort(cohort).name)
            if cohort is not None
            else self.tr("In no class")
        )
        note = station.note(trainee_id)
        self.note.setPlainText(note.text if note is not None else "")
        if note is None:
            self.note_saved.clear()
        else:
            day = date.fromisoformat(note.updated[:10])
            self.note_saved.say(
                lambda: self.tr("written {day}").format(day=format_day(day, self.context.locale))
            )

    def save_note(self, text: str | None = None) -> None:
        """Keep the note typed (or `text`); an empty note removes it."""
        trainee_id = self.trainee.currentData()
        if trainee_id is None:
            return
        instructor = self.context.trainee
        try:
            note = self.context.station.set_note(
                int(trainee_id),
                self.note.toPlainText() if text is None else text,
                by=instructor.id if instructor is not None else None,
            )
        except ValueError:
            self.note_saved.say(
                lambda: self.tr("Too long: a note holds {limit} characters at most.").format(
                    limit=NOTE_LIMIT
                )
            )
            return
        self.note.setPlainText(note.text if note is not None else "")
        kept = note is not None
        self.note_saved.say(lambda: self.tr("Saved.") if kept else self.tr("Removed."))

    def _fill_drills(
        self, trainee_id: int, summaries: Sequence[stats.Summary], locale: str
    ) -> None:
        """Row 0 is "All drills" (the chart by game); then one row per drill practised, its id
        kept in the first cell. The drill charted before stays chosen when the instructor
        turns to another trainee who practised it, so trainees compare on one drill."""
        drills = self._figures.drills()
        counts = {s.key: s.answers for s in summaries}
        found = self._figures.standings(trainee_id, drills)
        practised = [d for d in drills if d.id in counts]
        self._levels = {d.id: found[d.id].working for d in practised}
        self.drills.blockSignals(True)
        self.drills.setRowCount(len(practised) + 1)
        total = sum(counts.values())
        for column, value in enumerate([self.tr("All drills"), "", "", str(total), "", ""]):
            item = QTableWidgetItem(value)
            bold = QFont(item.font())
            bold.setBold(True)
            item.setFont(bold)
            if column == 0:
                item.setData(Qt.ItemDataRole.UserRole, None)
            self.drills.setItem(0, column, item)
        chosen_row, chosen_id = 0, None
        for row, drill in enumerate(practised, start=1):
            if drill.id == self.chosen:
                chosen_row, chosen_id = row, drill.id
            # the level worked on and its figures; the mastery column is the drill's standing,
            # with the level it was reached at (as on the trainee's own screens)
            standing = found[drill.id]
            level = standing.working
            median = (
                format_fixed(level.median_seconds, locale)
                if level.median_seconds is not None
                else "—"
            )
            target = (
                format_target(level.target_seconds, locale)
                if level.target_seconds is not None
                else "—"
            )
            values = [
                say(drill.title, locale),
                str(level.level),
                standing_text(standing),
                str(counts[drill.id]),
                format_percent_of(level.accuracy, locale) if level.accuracy is not None else "—",
                f"{median} / {target}",
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 0:
                    item.setData(Qt.ItemDataRole.UserRole, drill.id)
                if column == 2:
                    item.setForeground(Qt.GlobalColor.white)
                    item.setBackground(QColor(MASTERY_COLOURS[standing.status]))
                self.drills.setItem(row, column, item)
        self.drills.setCurrentCell(chosen_row, 0)
        self.drills.blockSignals(False)
        self.chosen = chosen_id
        self.drills.resizeColumnsToContents()
        self.drills.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self._draw_chart(trainee_id)

    def _row_changed(self, row: int, _column: int, previous: int, _previous_column: int) -> None:
        item = self.drills.item(row, 0) if row >= 0 else None
        trainee_id = self.trainee.currentData()
        if item is None or row == previous or trainee_id is None:
            return
        self.chosen = item.data(Qt.ItemDataRole.UserRole)
        self._draw_chart(int(trainee_id))

    def _draw_chart(self, trainee_id: int) -> None:
        """Accuracy by game, or the chosen drill's accuracy and median time week by week with
        the target of the level being worked on (when that level is timed). Both run over the
        same weeks, so going from one to the other keeps the axis still."""
        if self.chosen is None:
            chart = games_chart(
                self._weekly,
                {g: game_name(g) for g in catalog.GAME_ORDER},
                self.tr("Accuracy by game, week by week"),
                self.context.locale,
            )
        else:
            points = self._figures.drill_by_week(trainee_id, self.chosen)
            drill = self._figures.drill(self.chosen)
            title = say(drill.title, self.context.locale) if drill else self.chosen
            level = self._levels.get(self.chosen)
            target = level.target_seconds if level is not None else None
            words = SpeedWords(
                self.tr("{drill}: accuracy and median time, week by week").format(drill=title),
                self.tr("Accuracy"),
                self.tr("Median time"),
                self.tr("Target at level {level}: {seconds}").format(
                    level=level.level if level else "",
                    seconds=format_target(target or 0, self.context.locale),
                ),
            )
            chart = accuracy_speed_chart(
                points,
                week_span([p.week for weekly in self._weekly.values() for p in weekly]),
                words,
                target_seconds=target,
                locale=self.context.locale,
                with_year=True,
                ticks=6,
            )
        show_chart(self.chart_view, chart)

    def _fill_exams(self, trainee_id: int, locale: str) -> None:
        records = self._figures.exam_history(trainee_id)
        titles = {b.id: b.title_in(locale) for b in load_all().blueprints}
        self.exams.setRowCount(len(records))
        for row, record in enumerate(records):
            if record.result is None:
                score, verdict = "—", self.tr("Not finished")
            else:
                score = f"{record.result.correct}/{record.result.questions}"
                verdict = self.tr("Passed") if record.result.passed else self.tr("Not passed")
            values = [
                titles.get(record.exam.blueprint, record.exam.blueprint),
                format_day(date.fromisoformat(record.exam.started[:10]), self.context.locale),
                score,
                verdict,
            ]
            for column, value in enumerate(values):
                self.exams.setItem(row, column, QTableWidgetItem(value))

    def _fill_mistakes(self, trainee_id: int, locale: str) -> None:
        self.mistakes.clear()
        known = {d.id: d for d in self._figures.drills()}
        # read back and graded again: the replay shows the worked solution (old formats that
        # cannot be drawn again are left out)
        for stored in self._figures.mistakes(trainee_id, MISTAKES_SHOWN):
            attempt = stored.attempt
            title = (
                say(known[attempt.drill_id].title, locale)
                if attempt.drill_id in known
                else attempt.drill_id
            )
            item = QListWidgetItem(
                self.tr("{day} · {title} (level {level}) · {seconds}").format(
                    day=format_day(date.fromisoformat(attempt.day), locale),
                    title=title,
                    level=attempt.level,
                    seconds=format_seconds(attempt.seconds, locale),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, stored)
            self.mistakes.addItem(item)
        if self.mistakes.count():
            self.mistakes.setCurrentRow(0)
        else:
            self.replay_panel.clear()

    def replay(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        stored: StoredAnswer = item.data(Qt.ItemDataRole.UserRole)
        self.replay_panel.show_answer(stored, self.context.locale)
