"""What the screens ask of the felt and of the sound, as two small protocols.

The felt (`ui.felt.widget.FeltWidget`) needs pygame and the sound board (`ui.sound.SoundBoard`,
started late by `ui.app.LazySound`) pygame's mixer: the screens name only what they use, so
they type-check without either, and a felt that cannot start is replaced by a plain one that
answers the same calls and draws nothing (`ui.views.felts`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

if TYPE_CHECKING:
    from trainer.rulebooks import Rulebook
    from trainer.scene import Scene


class Sound(Protocol):
    """Table sounds and the croupier's calls; each play says whether a sound started."""

    enabled: bool
    volume: float  # 0.0 to 1.0

    def play(self, cue: str) -> bool: ...

    def call_number(self, number: int, language: str) -> bool: ...

    def call_no_more_bets(self, language: str) -> bool: ...


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
