"""Words for the core's codes (drill titles, prompts, worked solutions) in Catalan, Spanish
and English.

Messages live beside the drills as TOML, one file per game
(`trainer/drills/messages/<game>.toml`), each message a table with `en`, `ca` and `es`. A
code is the file name plus the table path: `blackjack.pay-blackjack.prompt` is
`[pay-blackjack.prompt]` in `blackjack.toml`.

Templates format parameters by spec, always in the reader's locale through CLDR
(`trainer.locale_format`, Babel):

- `{stake:money}` an amount: "52,50 €" / "€52.50";
- `{x:number}` a decimal number with every digit it has, "0,05", "1.250,5"; a parameter that
  is an expression ("37.50 + 65", "11.6667…") has each of its numbers written so;
- `{n:count}` a whole count, grouped: "1.250" / "1,250";
- `{sum:amounts}` an expression of amounts, each written as `money` writes it: "2 € + 2 €";
- `{what:text}` a parameter that is itself a message code, translated;
- `{item:message}` a parameter that is a whole message, code and parameters, as JSON
  (`message_param`): an option's label named inside feedback;
- `{spot:spot}` a betting spot of `trainer/scene.py` in words ("box3-h2:double" → "Box 3,
  hand 2, double").

Plurals. A message whose wording depends on a count names that parameter with `plural` and
gives, per locale, a table of CLDR plural categories instead of one string; the form is
chosen by the locale's CLDR rule for the parameter's value (Babel's `plural_form`): in ca, es
and en "one" is 1 and "other" is 0, 2, 5... Every locale needs "other"; "one" is needed
wherever the rule can pick it (all three here). For example:

    [count.chips]
    plural = "n"
    en = { one = "{n:count} chip", other = "{n:count} chips" }
    ca = { one = "{n:count} fitxa", other = "{n:count} fitxes" }

A sentence with two counts is two messages, or says one count without a noun.
"""

from __future__ import annotations

import json
import re
import string
import tomllib
from collections.abc import Iterator, Mapping
from decimal import Decimal, InvalidOperation
from functools import cache
from importlib import resources
from typing import Any

from trainer.locale_format import PLURAL_CATEGORIES, format_number, plural_category
from trainer.money import LOCALES, format_amount

MESSAGES_PACKAGE = "trainer.drills.messages"
PLURAL_KEY = "plural"
# A key beginning so beside message tables is data for the code that reads the file (the
# chemin de fer incidents' `_section`), never a message.
DATA_PREFIX = "_"
# One locale's wording: a template, or plural forms by CLDR category.
Wording = str | dict[str, str]


def _is_message(table: Mapping[str, Any]) -> bool:
    texts = {k: v for k, v in table.items() if k != PLURAL_KEY}
    return bool(texts) and set(texts) <= set(LOCALES)


def _check_forms(code: str, locale: str, forms: Any) -> Wording:
    if isinstance(forms, str):
        return forms
    if (
        not isinstance(forms, Mapping)
        or not set(forms) <= set(PLURAL_CATEGORIES)
        or not all(isinstance(v, str) for v in forms.values())
        or "other" not in forms
    ):
        raise ValueError(f"message {code}.{locale} must be a text or plural forms with 'other'")
    return dict(forms)


def _flatten(prefix: str, table: Mapping[str, Any]) -> Iterator[tuple[str, dict[str, Wording]]]:
    if _is_message(table):
        plural = table.get(PLURAL_KEY)
        texts = {loc: _check_forms(prefix, loc, v) for loc, v in table.items() if loc in LOCALES}
        if (plural is None) != all(isinstance(v, str) for v in texts.values()):
            raise ValueError(f'message {prefix}: plural forms need `plural = "<param>"`')
        if plural is not None:
            _plural_params[prefix] = str(plural)
        yield prefix, texts
        return
    for key, value in table.items():
        if isinstance(value, Mapping):
            yield from _flatten(f"{prefix}.{key}", value)
        elif not key.startswith(DATA_PREFIX):
            raise ValueError(f"message {prefix}.{key} must be a table of en/ca/es texts")


_plural_params: dict[str, str] = {}  # plural message code -> the parameter that picks the form


@cache
def catalogue() -> dict[str, dict[str, Wording]]:
    """Every message code with its wording per locale (a text, or plural forms)."""
    messages: dict[str, dict[str, Wording]] = {}
    for entry in resources.files(MESSAGES_PACKAGE).iterdir():
        if entry.name.endswith(".toml"):
            data = tomllib.loads(entry.read_text("utf-8"))
            messages.update(_flatten(entry.name[:-5], data))
    return messages


def plural_param(code: str) -> str | None:
    """The parameter whose value picks a plural message's form; None for other messages."""
    catalogue()
    return _plural_params.get(code)


_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _number_words(value: str, locale: str) -> str:
    try:
        return format_number(Decimal(value), locale)
    except (InvalidOperation, ValueError):  # an expression: each number in it
        return _NUMBER.sub(lambda m: format_number(Decimal(m.group(0)), locale), value)


def message_param(code: str, params: Mapping[str, object] | None = None) -> str:
    """A whole message as one parameter, for the `{x:message}` spec."""
    return json.dumps({"code": code, "params": {k: str(v) for k, v in (params or {}).items()}})


def _message_words(value: str, locale: str) -> str:
    """A `message_param`, translated; a plain spot id (feedback stored before messages were
    named this way) in words."""
    try:
        nested = json.loads(value)
        return translate(str(nested["code"]), locale, nested.get("params") or {})
    except (ValueError, KeyError, TypeError):
        return spot_words(value, locale)


class _Formatter(string.Formatter):
    def __init__(self, locale: str) -> None:
        self.locale = locale

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "money":
            return format_amount(Decimal(str(value)), self.locale)
        if format_spec == "amounts":
            return _NUMBER.sub(lambda m: format_amount(Decimal(m[0]), self.locale), str(value))
        if format_spec == "text":
            return translate(str(value), self.locale)
        if format_spec == "spot":
            return spot_words(str(value), self.locale)
        if format_spec in ("number", "count"):
            return _number_words(str(value), self.locale)
        if format_spec == "message":
            return _message_words(str(value), self.locale)
        return str(super().format_field(value, format_spec))


def wording(code: str, locale: str, params: Mapping[str, str] | None = None) -> str | None:
    """The template `translate` fills: the locale's text (English when it has none), and for a
    plural message the form CLDR's rule picks for the counting parameter."""
    texts = catalogue().get(code)
    if texts is None:
        return None
    chosen = texts.get(locale) or texts.get("en")
    if chosen is None or isinstance(chosen, str):
        return chosen
    count = (params or {}).get(_plural_params.get(code, ""), "")
    try:
        category = plural_category(count, locale if texts.get(locale) else "en")
    except (InvalidOperation, ValueError):
        category = "other"
    return chosen.get(category) or chosen["other"]


def translate(code: str, locale: str = "en", params: Mapping[str, str] | None = None) -> str:
    """The message in `locale`, falling back to English, then to the code itself, so a
    missing message shows something a developer can find instead of crashing a drill."""
    template = wording(code, locale, params)
    if template is None:
        return code
    try:
        return _Formatter(locale).format(template, **(params or {}))
    except (KeyError, IndexError, ValueError):
        return template


def missing(code: str) -> list[str]:
    """The locales that lack `code`, or lack a plural form their CLDR rule can pick for a
    count from 0 to 1,000 (empty when complete)."""
    texts = catalogue().get(code, {})
    lacking = []
    for loc in LOCALES:
        forms = texts.get(loc)
        if not forms:
            lacking.append(loc)
        elif isinstance(forms, dict):
            needed = {plural_category(n, loc) for n in range(1001)}
            if not needed <= set(forms):
                lacking.append(loc)
    return lacking


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
