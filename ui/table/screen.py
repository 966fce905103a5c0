"""The table screen: setup, then the session, then its report, one page at a time.

A `Screen` of the window's stack like every other (`MainWindow.table`): its words follow the
language the context announces (`retranslate` tells its three pages), and a session under way
ends when the window shows another screen or closes (`stop`: its acts are already written).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from ui.context import AppContext
from ui.table.report_view import TableReportView
from ui.table.session_view import TableSessionView, TableSetup
from ui.table.setup_view import TableSetupView
from ui.views.focus import give_focus
from ui.views.screen import Screen


class TableScreen(Screen):
    home = Signal()
    open_lesson = Signal(str)  # a rule id: the whole lesson (the session ends first)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.setObjectName("tableScreen")
        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        self.setup = TableSetupView(context)
        self.session = TableSessionView(context)
        self.report = TableReportView()
        for page in (self.setup, self.session, self.report):
            self.pages.addWidget(page)
        self.last_setup: TableSetup | None = None
        self.setup.start.connect(self.deal)
        self.setup.back.connect(self.home.emit)
        self.session.ended.connect(self._ended)
        self.session.open_lesson.connect(self._lesson)
        self.report.again.connect(self._again)
        self.report.home.connect(self.home.emit)
        self.report.open_lesson.connect(self.open_lesson.emit)

    def currentWidget(self) -> QWidget:
        """The page shown: the setup, the session or the report."""
        page = self.pages.currentWidget()
        assert page is not None  # the three pages are added at once
        return page

    def focus_owner(self) -> QWidget:
        page = self.pages.currentWidget()
        if isinstance(page, (TableSetupView, TableSessionView, TableReportView)):
            return page.focus_owner()
        return self

    def open_setup(self, game: str) -> None:
        self.session.stop()
        self.setup.choose(game)
        self.setup.retranslate()
        self.pages.setCurrentWidget(self.setup)
        give_focus(self)

    def deal(self, setup: object) -> None:
        assert isinstance(setup, TableSetup)
        self.last_setup = setup
        self.pages.setCurrentWidget(self.session)
        self.session.begin(setup)
        give_focus(self)

    def stop(self) -> None:
        """The window leaves the screen: a session under way ends (its acts are kept)."""
        if self.session.session is not None:
            self.session.stop()

    def retranslate(self) -> None:
        self.setup.retranslate()
        self.session.retranslate()
        self.report.locale_name = self.context.locale
        self.report.retranslate()

    def _ended(self) -> None:
        report = self.session.report
        if report is None or not self.isVisible():
            return
        self.report.show_report(report, self.context.locale)
        self.pages.setCurrentWidget(self.report)
        give_focus(self)

    def _again(self) -> None:
        if self.last_setup is not None:
            self.deal(self.last_setup)

    def _lesson(self, rule: str) -> None:
        self.session.stop()
        self.open_lesson.emit(rule)
