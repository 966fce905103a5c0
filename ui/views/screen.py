"""What every screen of the window's stack is: who, home, game, drill, lesson, progress,
settings, exams and instructor mode alike.

- It is built with the app's context and added to the stack by `MainWindow.add_screen`; the
  window shows it with `show_view`, which gives the keyboard to its `focus_owner()`.
- `retranslate()` says every word of the screen again in the context's language: its labels,
  its panels, the figures it shows and the messages it is showing (`ui.views.message`), and
  nothing else changes (what is typed, chosen or answered stays). This is the one way words
  follow a language change: the context announces the change once, after Qt's translators and
  the core's language are in place (`AppContext.set_language`), and every screen built so far
  answers it at once, shown or not.
- `refresh()` reads the screen's figures again. A screen names the writes that can put them
  out of date (`follows`, a set of `trainer.station.Change`); the station announces each write
  (`AppContext.signals.changed`), and the screen refreshes at once if it is shown, else the
  next time it is shown (`about_to_show`), as it does when another trainee is now practising
  or when the file was written without an announcement (`Station.writes_seen`: the school's
  sync, a core function called by a test or a tool). No screen is refreshed by hand after a
  write.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from trainer.station import Change, Changes
from ui.context import AppContext

_NOBODY = object()  # what a screen that was never filled was filled for


class Screen(QWidget):
    #: a screen that lists table sessions: a session's report opened from it goes back to it
    lists_table_sessions = False

    #: the writes that can change what the screen shows (none: it shows no stored figures)
    follows: frozenset[Change] = frozenset()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._stale = False
        self._filled_for: object = _NOBODY  # a Person, None, or _NOBODY
        self._filled_at: tuple[int, int] | None = None  # the station's writes seen then
        context.signals.language_changed.connect(self._language_changed)
        context.signals.changed.connect(self._data_changed)

    def retranslate(self) -> None:
        """Every word again, in `self.context.locale` (the subclass says which)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """The screen's figures read again (screens that follow writes say how)."""

    def focus_owner(self) -> QWidget:
        """The widget that takes the keyboard when the screen is shown (`ui.views.focus`)."""
        return self

    def about_to_show(self) -> None:
        """Called by the window before the screen is shown: figures written since the screen
        was last filled, or for another trainee, are read again."""
        if not self.follows:
            return
        another = self._filled_for is not self.context.trainee
        written = self.context.station.writes_seen() != self._filled_at
        if self._stale or another or written:
            self._refill()

    def _refill(self) -> None:
        self._stale = False
        self._filled_for = self.context.trainee
        self._filled_at = self.context.station.writes_seen()
        self.refresh()

    def _language_changed(self, _locale: str) -> None:
        self.retranslate()

    def _data_changed(self, changes: Changes) -> None:
        if not self.follows & changes:
            return
        if self.isVisible():
            self._refill()
        else:
            self._stale = True
