"""Run the table wired into the main window: a screen in its stack (built on first use), a
menu action (Ctrl+J), the entries on Home and on each game page, and the hooks that end a
session when the window moves to another screen or closes (its acts are already written).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from ui.main_window import MainWindow
    from ui.table.screen import TableScreen


class TableMode(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._screen: TableScreen | None = None
        self.action = QAction(window)
        self.action.setObjectName("tableAction")
        self.action.setShortcut(QKeySequence("Ctrl+J"))
        self.action.triggered.connect(lambda: self.open(self._game_now()))
        window.go_menu.addAction(self.action)
        window.home.run_table.connect(self.open)
        window.game.run_table.connect(self.open)
        window.stack.currentChanged.connect(self._screen_changed)
        window.installEventFilter(self)
        self.retranslate()

    def menu_actions(self) -> list[QAction]:
        return [self.action]

    def retranslate(self) -> None:
        self.action.setText(self.tr("Run the table"))
        if self._screen is not None:
            self._screen.retranslate()

    @property
    def screen(self) -> TableScreen:
        if self._screen is None:
            from ui.table.screen import TableScreen

            screen = TableScreen(self.window.context)
            felt = screen.session.felt
            felt.sound = self.window.sound  # type: ignore[assignment]
            on = self.window.context.settings.value("animations", True, type=bool)
            felt.animations_enabled = bool(on)
            screen.home.connect(self.window.go_home)
            screen.open_lesson.connect(self.window.open_rule)
            self.window.stack.addWidget(screen)
            self._screen = screen
        return self._screen

    def open(self, game: str = "") -> None:
        """The setup of a session at `game`'s table (the first table by default)."""
        if self.window.context.trainee is None:
            self.window.show_view(self.window.who)
            return
        screen = self.screen
        self.window.show_view(screen)
        screen.open_setup(game)

    def _game_now(self) -> str:
        return self.window.game.game if self.window.built("game") else ""

    def _screen_changed(self, _index: int) -> None:
        if self._screen is not None and self.window.stack.currentWidget() is not self._screen:
            self._screen.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window:
            if event.type() == QEvent.Type.Close and self._screen is not None:
                self._screen.stop()
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
        return False


def install(window: MainWindow) -> TableMode:
    """Called once by the main window (`window.table_mode`)."""
    return TableMode(window)
