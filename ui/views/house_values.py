"""The decimal house rules as Settings shows them and reads them back: a rate as a percentage
in the reader's locale ("5 %" in Catalan and Spanish, "5%" in English; the file keeps the
exact rate "0.05"), an amount as money ("2,50 €" / "€2.50"; the file keeps "2.50").

A percentage is read back exactly (a Decimal divided by 100, never a float) from "5", "5 %",
"5%", "5,0", "4,5" or "4.5". A number below 1 typed without the sign ("0,05") is refused
rather than guessed: it is the old way of writing the rate, and reading it as 5 % while "0,5"
read as 50 % (or as 0,5 %) would change a commission silently by a factor of ten or a hundred;
"0,5 %" with the sign is a half per cent and is taken as written. Refusals are `ValueError`s
whose `kind` the screen says in the reader's language.
"""

from __future__ import annotations

import re
from decimal import Decimal

from babel.numbers import format_percent

from trainer.money import format_amount, parse_amount

RATE_PLACES = 4  # the rulebook keeps a rate to a hundredth of a percent (PB-04)
_SPACES = re.compile(r"[\s\u00a0\u202f]+")
_PERCENT = re.compile(r"(\d{1,3})(?:[.,](\d{1,2}))?(%?)")


class FieldTextError(ValueError):
    """Text a decimal field cannot read: `kind` is "empty", "not_percent", "places",
    "bare_fraction" (a rate written as "0,05"), or "amount" with the core's message
    (`code`, `params`: `trainer/drills/messages/answers.toml`)."""

    def __init__(self, kind: str, code: str = "", params: dict[str, str] | None = None) -> None:
        super().__init__(kind)
        self.kind = kind
        self.code = code
        self.params = params or {}
        self.key: tuple[str, str] = ("", "")  # the (section, field) it was typed in


def rate_text(rate: Decimal, locale: str) -> str:
    """A rate as a percentage with every digit it has: "5 %", "4,5 %", "5%"."""
    return str(format_percent(rate, locale=locale, decimal_quantization=False))


def parse_rate(text: str) -> Decimal:
    """The exact rate a typed percentage means ("4,5 %" is 0.045); `FieldTextError` when it
    is not one (see the module's note on "0,05")."""
    plain = _SPACES.sub("", text)
    if not plain:
        raise FieldTextError("empty")
    match = _PERCENT.fullmatch(plain)
    if match is None:
        raise FieldTextError("places" if _has_more_places(plain) else "not_percent")
    whole, decimals, sign = match.groups()
    percent = Decimal(f"{whole}.{decimals or '0'}")
    if not sign and percent < 1 and percent != 0:
        raise FieldTextError("bare_fraction")
    return (percent / 100).quantize(Decimal(1).scaleb(-RATE_PLACES)).normalize()


def _has_more_places(plain: str) -> bool:
    return re.fullmatch(r"\d{1,3}[.,]\d{3,}%?", plain) is not None


def amount_text(amount: Decimal, locale: str) -> str:
    """An amount as the trainee reads money: "2,50 €", "€2.50", "1.000 €"."""
    return format_amount(amount, locale)


def parse_field_amount(text: str, locale: str) -> Decimal:
    """The amount typed, read as the answer fields read money ("10", "2,50 €", "1.000");
    `FieldTextError("amount")` with the core's message when it is not one."""
    from trainer.errors import AmountError

    if not text.strip():
        raise FieldTextError("empty")
    try:
        return parse_amount(text, locale)
    except AmountError as error:
        raise FieldTextError("amount", error.code, dict(error.params)) from None


def file_text(value: Decimal) -> str:
    """A Decimal as the house-rules file writes it: plain digits, never an exponent ("0.05",
    "10", "2.50")."""
    return format(value, "f")
