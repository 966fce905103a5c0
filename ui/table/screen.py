"""The table screen: the setup, then the session on the felt, one page at a time.

A `Screen` of the window's stack like every other (`MainWindow.table`): its words follow the
language the context announces (`retranslate` tells its pages), and a session under way ends
when the window shows another screen or closes (`stop`: its acts are already written). When
the trainee ends a session (Esc, or its last coup), `finished` gives the stored session's id
and the window shows its report (`ui.views.table_report_view`, the one report of a table
session: families, red lines, pace, each coup replayed, the PDF).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from ui.context import AppContext
from ui.table.session_view import TableSessionView, TableSetup
from ui.table.setup_view import TableSetupView
from ui.views.focus import give_focus
from ui.views.screen import Screen


class TableScreen(Screen):
    home = Signal()
    finished = Signal(int)  # the stored session's id: its report is due
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
        for page in (self.setup, self.session):
            self.pages.addWidget(page)
        self.last_setup: TableSetup | None = None
        self.setup.start.connect(self.deal)
        self.setup.back.connect(self.home.emit)
        self.session.ended.connect(self._ended)
        self.session.open_lesson.connect(self._lesson)

    def currentWidget(self) -> QWidget:
        """The page shown: the setup, the session or the report."""
        page = self.pages.currentWidget()
        assert page is not None  # the three pages are added at once
        return page

    def focus_owner(self) -> QWidget:
        page = self.pages.currentWidget()
        if isinstance(page, (TableSetupView, TableSessionView)):
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

    def _ended(self) -> None:
        """The trainee ended the session (not the window leaving the screen): its report."""
        if not self.isVisible():
            return
        if self.session.store_id:
            self.finished.emit(self.session.store_id)
        else:
            self.home.emit()

    def deal_again(self) -> None:
        """The last session's setup, dealt again."""
        if self.last_setup is not None:
            self.deal(self.last_setup)

    def _lesson(self, rule: str) -> None:
        self.session.stop()
        self.open_lesson.emit(rule)
