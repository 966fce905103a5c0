"""Words for the core's codes (drill titles, prompts, worked solutions) in Catalan, Spanish
and English.

Messages live beside the drills as TOML, one file per game
(`trainer/drills/messages/<game>.toml`), each message a table with `en`, `ca` and `es`. A
code is the file name plus the table path: `blackjack.pay-blackjack.prompt` is
`[pay-blackjack.prompt]` in `blackjack.toml`. Templates format parameters by spec:
`{stake:money}` shows an amount in the reader's locale ("52,50 €" / "€52.50"),
`{what:text}` translates a parameter that is itself a message code, `{x:number}` shows a
decimal number with the locale's separator.
"""

from __future__ import annotations

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
