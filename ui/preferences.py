"""The trainee's preferences kept in QSettings (sound, its volume, animations), read typed.

`QSettings.value` returns whatever the file holds (an INI file gives back "70" for 70), so every
reader of a preference goes through these, and a damaged value falls back to the default."""

from __future__ import annotations

from PySide6.QtCore import QSettings

SOUND = "sound"
VOLUME = "volume"
ANIMATIONS = "animations"


def sound_on(settings: QSettings) -> bool:
    return _flag(settings, SOUND)


def animations_on(settings: QSettings) -> bool:
    return _flag(settings, ANIMATIONS)


def volume_percent(settings: QSettings) -> int:
    """The volume from 0 to 100 (70 until the trainee moves the slider)."""
    value = settings.value(VOLUME, 70, type=int)
    return max(0, min(100, value)) if isinstance(value, int) else 70


def _flag(settings: QSettings, key: str) -> bool:
    value = settings.value(key, True, type=bool)
    return value if isinstance(value, bool) else True
