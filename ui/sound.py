"""Table sounds and the croupier's calls, through pygame.mixer.

Silent, never an error, when there is no audio device (the mixer fails to start), when the
sound files are missing, or when sound is switched off. Files live in `sounds/` (made by
`sounds/make_sounds.py`, origins in `sounds/README.md`):

    sounds/<cue>.wav                        chips, card, dice, ball, right, wrong
    sounds/calls/<lang>/no_more_bets.wav    "no hi van més apostes" / "no va más" / "no more bets"
    sounds/calls/<lang>/<n>.wav             the winning number, 0 to 36 (ca, es, en)

API: `SoundBoard(enabled=True, volume=0.8, language="ca")`, `.play(cue)`,
`.call_no_more_bets(language=None)`, `.call_number(n, language=None)`, `.enabled`,
`.volume` (0.0 to 1.0), `.language`, `.available` (the mixer started). Each play returns
True when a sound was started, and `.started` keeps the last sounds started (their paths under
`sounds/`, "chips.wav", "calls/es/17.wav"), oldest first: what the table screen's tests hear.
"""

from __future__ import annotations

import os
from collections import deque
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "sounds"
CUES = ("chips", "card", "dice", "ball", "right", "wrong")
LANGUAGES = ("ca", "es", "en")
SAMPLE_RATE = 16000
KEPT = 64  # sounds remembered in `started`


class SoundBoard:
    def __init__(
        self,
        enabled: bool = True,
        volume: float = 0.8,
        language: str = "ca",
        folder: Path | None = None,
    ) -> None:
        self.enabled = enabled
        self._volume = max(0.0, min(1.0, volume))
        self.language = language if language in LANGUAGES else "en"
        self.folder = folder or SOUNDS_DIR
        self._ready: bool | None = None  # None: not tried yet
        self._cache: dict[Path, pygame.mixer.Sound | None] = {}
        self.started: deque[str] = deque(maxlen=KEPT)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = max(0.0, min(1.0, float(value)))

    @property
    def available(self) -> bool:
        """Whether the mixer could start (tried once, on first use)."""
        if self._ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=SAMPLE_RATE, size=-16, channels=1, buffer=512)
                pygame.mixer.set_num_channels(16)
                self._ready = True
            except (pygame.error, OSError):
                self._ready = False
        return self._ready

    def path_for(self, name: str, language: str | None = None) -> Path:
        if name in CUES:
            return self.folder / f"{name}.wav"
        return self.folder / "calls" / (language or self.language) / f"{name}.wav"

    def _sound(self, path: Path) -> pygame.mixer.Sound | None:
        if path not in self._cache:
            try:
                self._cache[path] = pygame.mixer.Sound(str(path)) if path.is_file() else None
            except (pygame.error, OSError):
                self._cache[path] = None
        return self._cache[path]

    def _play(self, path: Path) -> bool:
        if not self.enabled or self._volume <= 0 or not self.available:
            return False
        sound = self._sound(path)
        if sound is None:
            return False
        sound.set_volume(self._volume)
        if sound.play() is None:
            return False
        self.started.append(path.relative_to(self.folder).as_posix())
        return True

    def play(self, cue: str) -> bool:
        """A table sound: "chips", "card", "dice", "ball", "right" or "wrong"."""
        if cue not in CUES:
            return False
        return self._play(self.path_for(cue))

    def call_no_more_bets(self, language: str | None = None) -> bool:
        """RO-13, BO-04, PB-08, CF-06, CR-16: "no hi van més apostes", "no va más"."""
        return self._play(self.path_for("no_more_bets", language))

    def call_number(self, number: int, language: str | None = None) -> bool:
        if not 0 <= number <= 36:
            return False
        return self._play(self.path_for(str(number), language))

    def stop(self) -> None:
        if self._ready:
            pygame.mixer.stop()
