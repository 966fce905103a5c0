"""Words for the core's codes (drill titles, prompts, worked solutions) in Catalan, Spanish
and English.

Messages live beside the drills as TOML, one file per game
(`trainer/drills/messages/<game>.toml`), each message a table with `en`, `ca` and `es`. A
code is the file name plus the table path: `blackjack.pay-blackjack.prompt` is
`[pay-blackjack.prompt]` in `blackjack.toml`. Templates format parameters by spec:
`{stake:money}` shows an amount in the reader's locale ("52,50 €" / "€52.50"),
`{what:text}` translates a parameter that is itself a message code, `{x:number}` shows a
decimal number with the locale's separator, `{spot:spot}` names a betting spot of
`trainer/scene.py` in words ("box3-h2:double" → "Box 3, hand 2, double").
"""

from __future__ import annotations

import re
import string
import tomllib
from collections.abc import Iterator, Mapping
from decimal import Decimal
from functools import cache
from importlib import resources
from typing import Any

from trainer.money import LOCALES, format_amount

MESSAGES_PACKAGE = "trainer.drills.messages"


def _flatten(prefix: str, table: Mapping[str, Any]) -> Iterator[tuple[str, dict[str, str]]]:
    if table and set(table) <= set(LOCALES) and all(isinstance(v, str) for v in table.values()):
        yield prefix, dict(table)
        return
    for key, value in table.items():
        if isinstance(value, Mapping):
            yield from _flatten(f"{prefix}.{key}", value)
        else:
            raise ValueError(f"message {prefix}.{key} must be a table of en/ca/es texts")


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every message code with its texts per locale."""
    messages: dict[str, dict[str, str]] = {}
    for entry in resources.files(MESSAGES_PACKAGE).iterdir():
        if entry.name.endswith(".toml"):
            data = tomllib.loads(entry.read_text("utf-8"))
            messages.update(_flatten(entry.name[:-5], data))
    return messages


class _Formatter(string.Formatter):
    def __init__(self, locale: str) -> None:
        self.locale = locale

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "money":
            return format_amount(Decimal(str(value)), self.locale)
        if format_spec == "text":
            return translate(str(value), self.locale)
        if format_spec == "spot":
            return spot_words(str(value), self.locale)
        if format_spec == "number":
            number = str(value)
            return number.replace(".", ",") if self.locale != "en" else number
        return str(super().format_field(value, format_spec))


def translate(code: str, locale: str = "en", params: Mapping[str, str] | None = None) -> str:
    """The message in `locale`, falling back to English, then to the code itself, so a
    missing message shows something a developer can find instead of crashing a drill."""
    texts = catalogue().get(code)
    if texts is None:
        return code
    template = texts.get(locale) or texts.get("en") or code
    try:
        return _Formatter(locale).format(template, **(params or {}))
    except (KeyError, IndexError, ValueError):
        return template


def missing(code: str) -> list[str]:
    """The locales that lack `code` (empty when complete)."""
    texts = catalogue().get(code, {})
    return [loc for loc in LOCALES if not texts.get(loc)]


# Words for betting-spot identifiers (trainer/scene.py) that drills show as labels.
_SPOT_WORDS: dict[str, dict[str, str]] = {
    "box": {"en": "Box {n}", "ca": "Casella {n}", "es": "Casilla {n}"},
    "hand": {"en": "hand {n}", "ca": "mà {n}", "es": "mano {n}"},
    "insurance": {"en": "insurance", "ca": "assegurança", "es": "seguro"},
    "double": {"en": "double", "ca": "doble", "es": "doble"},
    "over13": {"en": "over 13", "ca": "més de 13", "es": "más de 13"},
    "under13": {"en": "under 13", "ca": "menys de 13", "es": "menos de 13"},
    "sevens": {"en": "sevens jackpot", "ca": "jackpot de sets", "es": "jackpot de sietes"},
    "progressive": {"en": "progressive", "ca": "progressiu", "es": "progresivo"},
    "left": {"en": "Left tableau", "ca": "Drap esquerre", "es": "Paño izquierdo"},
    "right": {"en": "Right tableau", "ca": "Drap dret", "es": "Paño derecho"},
    "bank": {"en": "Bank", "ca": "Banca", "es": "Banca"},
    "punter": {"en": "punter {n}", "ca": "jugador {n}", "es": "jugador {n}"},
}
_BOX = re.compile(r"^box(\d+)(?:-h(\d+))?(?::(\w+))?$")
_SIDE = re.compile(r"^(left|right|bank)(?::(\d+))?$")


def spot_words(spot: str, locale: str) -> str:
    """A spot identifier in words; an identifier it does not know is shown as it is."""

    def word(key: str, **fields: str) -> str:
        texts = _SPOT_WORDS[key]
        return (texts.get(locale) or texts["en"]).format(**fields)

    box = _BOX.match(spot)
    if box:
        parts = [word("box", n=box.group(1))]
        if box.group(2):
            parts.append(word("hand", n=box.group(2)))
        if box.group(3) in _SPOT_WORDS:
            parts.append(word(box.group(3)))
        return ", ".join(parts)
    side = _SIDE.match(spot)
    if side:
        name = word(side.group(1))
        return f"{name}, {word('punter', n=side.group(2))}" if side.group(2) else name
    return spot
