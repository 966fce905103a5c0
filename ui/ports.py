"""What the screens ask of the felt and of the sound, as two small protocols.

The felt (`ui.felt.widget.FeltWidget`) needs pygame and the sound board (`ui.sound.SoundBoard`,
started late by `ui.app.LazySound`) pygame's mixer: the screens name only what they use, so
they type-check without either, and a felt that cannot start is replaced by `PlainFelt`, which
answers the same calls and draws nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from trainer.rulebooks import Rulebook
    from trainer.scene import Scene
    from ui.felt.widget import FeltWidget


class Sound(Protocol):
    """Table sounds and the croupier's calls; each play says whether a sound started."""

    enabled: bool
    volume: float  # 0.0 to 1.0

    def play(self, cue: str) -> bool: ...

    def call_number(self, number: int, language: str) -> bool: ...


class Felt(Protocol):
    """The table drawn under a question: its scene, its language and chips, its deal."""

    animations_enabled: bool
    sound: Sound | None

    @property
    def animation_finished(self) -> SignalInstance:
        """Emitted when the deal has landed (or was skipped)."""
        ...

    @property
    def show_amounts(self) -> bool: ...

    def set_scene(self, scene: Scene | None, animate: bool = True) -> None: ...

    def set_rulebook(self, rulebook: Rulebook) -> None: ...

    def set_locale(self, locale: str) -> None: ...

    def set_show_amounts(self, on: bool) -> None: ...

    def is_animating(self) -> bool: ...

    def skip_animation(self) -> None: ...


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
