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
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ui.context import AppContext


class Screen(QWidget):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        context.signals.language_changed.connect(self._language_changed)

    def retranslate(self) -> None:
        """Every word again, in `self.context.locale` (the subclass says which)."""
        raise NotImplementedError

    def focus_owner(self) -> QWidget:
        """The widget that takes the keyboard when the screen is shown (`ui.views.focus`)."""
        return self

    def _language_changed(self, _locale: str) -> None:
        self.retranslate()
