"""Instructor mode: the class overview (trainees × drills, the weakest drills, activity), one
trainee in detail, practice plans, and the tools (stations, reports, exam records).

Reached only with an instructor's passphrase (see `MainWindow.open_instructor`); shown to
anyone else, the view stays locked and loads nothing.

Every write made here goes through the station, which announces it (`trainer.station.Change`):
the tab shown is read again at once (a trainee renamed in the roster, a plan assigned, a note
kept), and each other tab when it is chosen, so nothing is refreshed by hand after a write.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCharts import QChartView
from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QStackedWidget,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.drills import catalog
from trainer.locale_format import format_day, format_percent_of
from trainer.progress.accounts import Role
from trainer.progress.classroom import ClassOverview
from trainer.progress.mastery import Mastery
from trainer.station import Change, Changes
from ui.charts import activity_chart
from ui.context import AppContext
from ui.games import game_name
from ui.school_sync import school_source
from ui.tables import plain_headers
from ui.views.class_model import CELL_COLOURS, ClassModel, abbreviation, sorted_proxy
from ui.views.home_view import mastery_name
from ui.views.instructor_tools import OVERDUE, PlansPanel, ToolsPanel, fill_classes, plan_for
from ui.views.roster_panel import RosterPanel
from ui.views.screen import Screen
from ui.views.trainee_detail import TraineeDetail
from ui.words import say


def build_model(
    overview: ClassOverview,
    locale: str,
    trainee_header: str,
    archived_mark: str = "",
    working_words: str = "working on L{level}",
) -> ClassModel:
    drills = catalog.all()
    titles = {d.id: say(d.title, locale) for d in drills}
    games = {d.id: game_name(d.game) for d in drills}
    names = {m: mastery_name(m) for m in Mastery}
    return ClassModel(
        overview,
        drills,
        titles,
        names,
        trainee_header,
        games,
        archived_mark=archived_mark,
        locale=locale,
        working_words=working_words,
    )


class ClassPanel(QWidget):
    trainee_chosen = Signal(int)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.model: ClassModel | None = None
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.summary = QLabel()
        self.summary.setObjectName("classSummary")
        self.summary.setStyleSheet("font-weight: bold;")
        top.addWidget(self.summary, 1)
        self.class_label = QLabel()
        self.cohort = QComboBox()
        self.cohort.setObjectName("classFilter")
        self.cohort.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.class_label.setBuddy(self.cohort)
        self.cohort.activated.connect(lambda _n: self.refresh())
        self.show_archived = QCheckBox()
        self.show_archived.setObjectName("classShowArchived")
        self.show_archived.toggled.connect(lambda _on: self.refresh())
        top.addWidget(self.class_label)
        top.addWidget(self.cohort)
        top.addSpacing(12)
        top.addWidget(self.show_archived)
        layout.addLayout(top)
        self.legend = QLabel()
        self.legend.setObjectName("classLegend")
        layout.addWidget(self.legend)
        self.table = QTableView()
        plain_headers(self.table)
        self.table.setObjectName("classTable")
        self.table.setSortingEnabled(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        self.table.doubleClicked.connect(self._open_trainee)
        layout.addWidget(self.table, 3)
        bottom = QHBoxLayout()
        weak_box = QVBoxLayout()
        self.weak_label = QLabel()
        weak_box.addWidget(self.weak_label)
        self.weakest = QListWidget()
        self.weakest.setObjectName("weakestDrills")
        self.weakest.setWordWrap(True)  # a drill's long line wraps instead of being cut off
        weak_box.addWidget(self.weakest)
        bottom.addLayout(weak_box, 2)
        plans_box = QVBoxLayout()
        self.plans_label = QLabel()
        plans_box.addWidget(self.plans_label)
        self.plans = QTableWidget(0, 4)
        plain_headers(self.plans)
        self.plans.setObjectName("classPlans")
        self.plans.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.plans.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.plans.verticalHeader().hide()
        self.plans_label.setBuddy(self.plans)
        plans_box.addWidget(self.plans)
        bottom.addLayout(plans_box, 3)
        self.chart_view = QChartView()
        self.chart_view.setObjectName("activityChart")
        self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.chart_view.setMinimumHeight(220)
        bottom.addWidget(self.chart_view, 3)
        layout.addLayout(bottom, 2)
        self.retranslate()

    def retranslate(self) -> None:
        self.class_label.setText(self.tr("C&lass:"))
        self.show_archived.setText(self.tr("Show &archived trainees"))
        self.plans_label.setText(self.tr("&Plans: done / trainees, by the due date"))
        self.plans.setHorizontalHeaderLabels(
            [self.tr("Drill"), self.tr("For"), self.tr("Due by"), self.tr("Done")]
        )
        self.weak_label.setText(self.tr("The class's weakest drills"))
        legend = " ".join(
            f"<span style='background:{CELL_COLOURS[m]}'>&nbsp;{abbreviation(m)} = "
            f"{mastery_name(m)}&nbsp;</span>"
            for m in Mastery
        )
        self.legend.setText(
            legend
            + " &nbsp; "
            + self.tr(
                "Each cell: mastery and the level reached (→ the level worked on) · accuracy, "
                "median / target seconds"
            )
        )

    def refresh(self) -> None:
        self.retranslate()  # the legend, in the language of the moment
        locale = self.context.locale
        fill_classes(
            self.cohort, self.context.station, self.tr("All trainees"), self.tr("In no class")
        )
        source = school_source(self.context)  # the station's file, or the school's server
        overview = source.class_overview(
            drills=catalog.all(),
            cohort=self.cohort.currentData(),
            archived=self.show_archived.isChecked(),
        )
        self.model = build_model(
            overview,
            locale,
            self.tr("Trainee"),
            self.tr("archived"),
            self.tr("working on L{level}"),
        )
        proxy = sorted_proxy(self.model)
        proxy.setParent(self.table)
        self.table.setModel(proxy)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setDefaultSectionSize(112)
        header.setMinimumHeight(72)
        self.table.setColumnWidth(0, 150)
        self.table.verticalHeader().setDefaultSectionSize(40)
        answers = sum(d.answers for d in overview.progress)
        self.summary.setText(
            self.tr("{trainees} · {answers} in the last 30 days").format(
                trainees=self.tr("%n trainee(s)", "", len(overview.trainees)),
                answers=self.tr("%n answer(s)", "", answers),
            )
            + (self.tr(" · every station") if source.whole_school else "")
        )
        self.summary.setToolTip(
            self.tr("The school server did not answer: this station's answers only.\n{why}").format(
                why=source.problem
            )
            if source.problem
            else ""
        )
        titles = {d.id: say(d.title, locale) for d in catalog.all()}
        self.weakest.clear()
        for weak in overview.weakest:
            pace = (
                self.tr(", median {pace} of target").format(
                    pace=format_percent_of(weak.slowness, locale)
                )
                if weak.slowness is not None
                else ""
            )
            self.weakest.addItem(
                self.tr("{title}: {accuracy} right · {trainees}{pace}").format(
                    title=titles.get(weak.drill_id, weak.drill_id),
                    accuracy=format_percent_of(weak.accuracy, locale),
                    trainees=self.tr("practised by %n trainee(s)", "", weak.trainees),
                    pace=pace,
                )
            )
        self.chart_view.setChart(
            activity_chart(
                overview.progress,
                self.tr("Answers"),
                self.tr("Accuracy (%)"),
                self.tr("Class activity, last 30 days"),
                locale,
            )
        )
        self._fill_plans(overview, titles)

    def _fill_plans(self, overview: ClassOverview, titles: dict[str, str]) -> None:
        """Each open plan for the trainees shown: how many are done, red once overdue."""
        today = date.today()
        self.plans.setRowCount(len(overview.plans))
        for row, progress in enumerate(overview.plans):
            plan = progress.plan
            late = progress.overdue(today)
            values = [
                self.tr("{drill}, level {level}").format(
                    drill=titles.get(plan.drill_id, plan.drill_id), level=plan.target_level
                ),
                plan_for(self.context.station, plan, self.tr("Every trainee")),
                format_day(plan.due_date, self.context.locale) if plan.due_date else "—",
                f"{len(progress.done)}/{len(progress.trainees)}",
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if late:
                    item.setForeground(QColor(OVERDUE))
                    item.setToolTip(self.tr("Overdue: not everyone is done"))
                self.plans.setItem(row, column, item)
        self.plans.resizeColumnsToContents()
        self.plans.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def _open_trainee(self, index: QModelIndex) -> None:
        trainee_id = index.data(Qt.ItemDataRole.UserRole)
        if trainee_id is not None:
            self.trainee_chosen.emit(int(trainee_id))


class InstructorView(Screen):
    lists_table_sessions = True  # a session's report goes back here
    #: what its tabs show: answers, exams and sessions at the table, people and their classes
    #: and notes, plans (the tab shown is read again at once, the others when chosen)
    follows = frozenset(
        {Change.ANSWERS, Change.EXAMS, Change.TABLES, Change.PEOPLE, Change.CLASSES, Change.PLANS}
    )

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("instructorHeading")
        self.heading.setStyleSheet("font-size: 22px; font-weight: bold;")
        layout.addWidget(self.heading)
        self.pages = QStackedWidget()
        self.locked = QLabel()
        self.locked.setObjectName("instructorLocked")
        self.locked.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("instructorTabs")
        self.class_panel = ClassPanel(context)
        self.detail = TraineeDetail(context)
        self.roster = RosterPanel(context)
        self.plans = PlansPanel(context)
        self.tools = ToolsPanel(context)
        for panel in (self.class_panel, self.detail, self.roster, self.plans, self.tools):
            self.tabs.addTab(panel, "")
        self.class_panel.trainee_chosen.connect(self.open_trainee)
        self.roster.trainee_chosen.connect(self.open_trainee)
        self.tabs.currentChanged.connect(lambda _n: self._refresh_current())
        self.pages.addWidget(self.locked)
        self.pages.addWidget(self.tabs)
        layout.addWidget(self.pages, 1)
        self._say_heading_and_tabs()

    def focus_owner(self) -> QWidget:
        """The class table on the class overview, else the tabs (Ctrl+Tab moves on)."""
        on_tabs = self.pages.currentWidget() is self.tabs
        if on_tabs and self.tabs.currentWidget() is self.class_panel:
            return self.class_panel.table
        return self.tabs

    @property
    def unlocked(self) -> bool:
        person = self.context.trainee
        return person is not None and person.role is Role.INSTRUCTOR

    def retranslate(self) -> None:
        """The heading, the tabs, every panel's words and messages; the figures of the panel
        shown (the others are filled again when their tab is chosen)."""
        self._say_heading_and_tabs()
        for panel in (self.class_panel, self.detail, self.roster, self.plans, self.tools):
            panel.retranslate()
        if self.isVisible():
            self._refresh_current()

    def _say_heading_and_tabs(self) -> None:
        person = self.context.trainee
        name = person.name if person is not None else ""
        self.heading.setText(self.tr("Instructor mode — {name}").format(name=name))
        self.locked.setText(self.tr("Instructor mode needs an instructor's PIN."))
        for n, text in enumerate(
            (
                self.tr("Class overview"),
                self.tr("Trainee detail"),
                self.tr("Trainees and classes"),
                self.tr("Practice plans"),
                self.tr("Stations and reports"),
            )
        ):
            self.tabs.setTabText(n, text)

    def about_to_show(self) -> None:
        """Nothing before showing: every show reads the tab again (`showEvent`)."""

    def _data_changed(self, changes: Changes) -> None:
        """A class or a note written while the trainee detail is shown changes only its class
        and note: those are read again, not the trainee's whole record (with a school server,
        a copy fetched from the server)."""
        if (
            self.isVisible()
            and changes == {Change.CLASSES}
            and self.tabs.currentWidget() is (self.detail)
        ):
            self.detail.show_class_and_note()
            return
        super()._data_changed(changes)

    def showEvent(self, event: QShowEvent) -> None:
        """Read again on every show, announced or not: with a school server, other stations'
        answers arrive without any write here."""
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        """Load the figures, or stay locked for anyone but an instructor."""
        self._say_heading_and_tabs()
        if not self.unlocked:
            self.pages.setCurrentWidget(self.locked)
            return
        self.pages.setCurrentWidget(self.tabs)
        self._refresh_current()

    def _refresh_current(self) -> None:
        if not self.unlocked:
            return
        current = self.tabs.currentWidget()
        if current is self.class_panel:
            self.class_panel.refresh()
        elif current is self.detail:
            self.detail.load_trainees()
        elif current is self.roster:
            self.roster.refresh()
        elif current is self.plans:
            self.plans.refresh()
        elif current is self.tools:
            self.tools.refresh()

    def open_trainee(self, trainee_id: int) -> None:
        self.tabs.blockSignals(True)
        self.tabs.setCurrentWidget(self.detail)
        self.tabs.blockSignals(False)
        self.detail.show_trainee(trainee_id)
