"""A line that tells what just happened ("Saved.", "Type a name first.", why an answer cannot
be read). It keeps how to say it rather than the words said, so that after a language change
it says the same thing again in the new language, never leaving the old one on the screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QWidget

Words = Callable[[], str]  # says the message in the language of the moment


class Message(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words: Words | None = None

    def say(self, words: Words) -> None:
        self._words = words
        self.setText(words())

    def clear(self) -> None:
        self._words = None
        super().clear()

    def retranslate(self) -> None:
        if self._words is not None:
            self.setText(self._words())
