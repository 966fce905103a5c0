"""The felt a screen shows: the pygame table, or a plain stand-in when pygame cannot start.

Both answer what the screens ask of a felt (`ui.ports.Felt`): the drill, the exam's sitting
page and the replays of stored questions make theirs here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from ui.ports import Sound

if TYPE_CHECKING:
    from trainer.rulebooks import Rulebook
    from trainer.scene import Scene
    from ui.felt.widget import FeltWidget


class PlainFelt(QLabel):
    """No table: the question's words still work, nothing moves, nothing is drawn."""

    animation_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.animations_enabled = False
        self.sound: Sound | None = None
        self._show_amounts = False

    @property
    def show_amounts(self) -> bool:
        return self._show_amounts

    def set_scene(self, scene: Scene | None, animate: bool = True) -> None:
        pass

    def set_rulebook(self, rulebook: Rulebook) -> None:
        pass

    def set_locale(self, locale: str) -> None:
        pass

    def set_show_amounts(self, on: bool) -> None:
        self._show_amounts = on

    def is_animating(self) -> bool:
        return False

    def skip_animation(self) -> None:
        pass


def make_felt(animated: bool = True) -> FeltWidget | PlainFelt:
    """The pygame felt; a `PlainFelt` if it cannot start (the questions still work).
    `animated=False` for a replay, which shows the scene as it was at once."""
    try:
        from ui.felt.widget import FeltWidget
    except ImportError:  # pragma: no cover - the felt ships with the app
        return PlainFelt()
    felt = FeltWidget()
    felt.animations_enabled = animated
    return felt
