"""Money as croupiers handle it: exact amounts, payout ratios, typed amounts, chips.

Amounts are `Decimal` with at most two decimal places (cents); a binary float never touches
money. Ratios keep the regulation's wording ("7 per 6" is 7 to 6) and the English "N for M"
form (stake included) so both can be taught and parsed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import Enum
from fractions import Fraction
from functools import cached_property
from math import gcd

from trainer.errors import AmountError, ChipError
from trainer.locale_format import format_money

CENT = Decimal("0.01")
LOCALES = ("en", "ca", "es")
MAX_AMOUNT = Decimal("999999999.99")  # far above any table limit; keeps arithmetic exact


def to_decimal(value: Decimal | int | str | Fraction) -> Decimal:
    """An exact Decimal from an int, a str or a Fraction that falls on a cent."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, Fraction):
        cents = value * 100
        if cents.denominator != 1:
            raise AmountError(f"{value} does not fall on a cent")
        return Decimal(cents.numerator) / 100
    if isinstance(value, float):  # pragma: no cover - guarded for callers outside mypy
        raise TypeError("money is never a binary float")
    return Decimal(value)


def to_cents(amount: Decimal) -> int:
    """Integer cents; an amount with a fraction of a cent is an error, never rounded."""
    cents = amount * 100
    if cents != cents.to_integral_value():
        raise AmountError(f"{amount} has a fraction of a cent")
    return int(cents)


def from_cents(cents: int) -> Decimal:
    return (Decimal(cents) / 100).quantize(CENT) if cents % 100 else Decimal(cents // 100)


# --------------------------------------------------------------------------- ratios

_RATIO_TO = re.compile(
    r"^\s*(\d+)\s*(?::|/|\bto\b|\ba\b|\bper\b|\bpor\b|\bcontra\b)\s*(\d+)\s*$", re.IGNORECASE
)
_RATIO_FOR = re.compile(r"^\s*(\d+)\s*for\s*(\d+)\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Ratio:
    """A payout "N to M": a winning stake of M earns N, and the stake is kept.

    The regulation writes "7 per 6" / "7 por 6" for 7 to 6. The English casino form
    "N for M" includes the returned stake: "30 for 1" is 29 to 1.
    """

    to: int
    per: int

    def __post_init__(self) -> None:
        if self.per <= 0 or self.to < 0:
            raise ValueError(f"a ratio needs a positive base and a non-negative win: {self}")

    @classmethod
    def parse(cls, text: str) -> Ratio:
        """Parse "3:2", "3 to 2", "3 a 2", "7 per 6", "7 por 6" or "30 for 1"."""
        match = _RATIO_TO.match(text)
        if match:
            return cls(int(match.group(1)), int(match.group(2)))
        match = _RATIO_FOR.match(text)
        if match:
            returned, stake = int(match.group(1)), int(match.group(2))
            if returned < stake:
                raise ValueError(f"'{text}': N for M needs N at least M")
            return cls(returned - stake, stake)
        raise ValueError(
            f"'{text}' is not a payout ratio; write it as '3:2', '3 to 2', '7 per 6' or '30 for 1'"
        )

    @property
    def fraction(self) -> Fraction:
        return Fraction(self.to, self.per)

    def exact(self, stake: Decimal) -> Fraction:
        """The winnings as an exact fraction, before any rounding policy."""
        return Fraction(stake) * self.fraction

    def pay(self, stake: Decimal) -> Decimal:
        """The winnings on `stake`, stake not included, to the cent (a part-cent is dropped:
        the house never pays what it does not owe; see `round_payout` for chip rounding)."""
        return _fraction_down_to_cent(self.exact(stake))

    def for_form(self) -> str:
        """The English "N for M" wording of this ratio."""
        return f"{self.to + self.per} for {self.per}"

    def __str__(self) -> str:
        return f"{self.to}:{self.per}"


def _fraction_down_to_cent(value: Fraction) -> Decimal:
    cents = (value * 100).numerator // (value * 100).denominator
    return from_cents(cents)


# --------------------------------------------------------------------------- parsing amounts

_SEPARATORS = {"en": (".", ","), "ca": (",", "."), "es": (",", ".")}  # (decimal, thousands)
_CURRENCY = re.compile(r"(€|eur(?:os?)?\b|\$)", re.IGNORECASE)
_HALF = "½"
# "12€50" / "7 € 50": euros and cents either side of the euro sign.
_EUROS_CENTS = re.compile(r"\s*(\d+)\s*€\s*(\d{2})\s*")
# A currency sign with digits on both sides, joined by nothing but spaces ("1$2", "12€5").
_SIGN_INSIDE = re.compile(r"\d\s*(?:€|eur(?:os?)?|\$)\s*\d", re.IGNORECASE)


def _check_locale(locale: str) -> tuple[str, str]:
    try:
        return _SEPARATORS[locale]
    except KeyError:
        raise ValueError(
            f"unknown locale '{locale}', expected one of {', '.join(LOCALES)}"
        ) from None


def _example(locale: str) -> str:
    return "1,250.50" if locale == "en" else "1.250,50"


def parse_amount(text: str, locale: str = "en") -> Decimal:
    """What a croupier types, as an exact amount.

    Accepts "37.50", "37,50", "37.5", "37½", "1.250,00" (ca/es), "1,250.00" (en), with or
    without a currency sign. A separator that could be either a decimal or a thousands
    separator for this locale ("1,250" typed in Catalan) is refused with a message instead of
    guessed.
    """
    decimal_sep, thousands_sep = _check_locale(locale)
    if not isinstance(text, str):
        raise AmountError("an amount must be text")
    text_ = text.replace("\u00a0", " ").replace("\u202f", " ")
    euros = _EUROS_CENTS.fullmatch(text_)
    if euros:  # "12€50": the euro sign written where the decimal separator goes
        text_ = f"{euros.group(1)}{decimal_sep}{euros.group(2)}"
    elif _SIGN_INSIDE.search(text_):
        raise AmountError(
            f"'{text.strip()}' has a currency sign between its digits; write {_example(locale)}",
            "answers.amount.sign_inside",
            typed=text.strip(),
            example=_example(locale),
        )
    cleaned = _CURRENCY.sub("", text_).strip()
    if not cleaned:
        raise AmountError(
            f"type an amount, for example {_example(locale)}",
            "answers.amount.empty",
            example=_example(locale),
        )
    if cleaned.startswith("-"):
        raise AmountError("an amount cannot be negative", "answers.amount.negative")
    half = False
    if cleaned.endswith(_HALF):
        half = True
        cleaned = cleaned[: -len(_HALF)].rstrip()
        if cleaned and not cleaned.isdigit():
            raise AmountError("½ goes after a whole number, as in 37½", "answers.amount.half")
        cleaned = cleaned or "0"
    if re.fullmatch(r"\d{1,3}( \d{3})+", cleaned) or re.fullmatch(
        rf"\d{{1,3}}( \d{{3}})+{re.escape(decimal_sep)}\d{{1,2}}", cleaned
    ):  # "1 250" or "1 250,50": a space between thousands, as printed in ca/es
        cleaned = cleaned.replace(" ", thousands_sep)
    if (
        not re.fullmatch(r"[0-9.,]+", cleaned)
        or not cleaned[0].isdigit()
        or not cleaned[-1].isdigit()
    ):
        raise AmountError(
            f"'{text.strip()}' is not an amount; type digits, for example {_example(locale)}",
            "answers.amount.not_digits",
            typed=text.strip(),
            example=_example(locale),
        )
    whole, cents = _split(cleaned, decimal_sep, thousands_sep, locale)
    try:
        value = Decimal(f"{whole}.{cents}" if cents else whole)
    except InvalidOperation:  # pragma: no cover - the patterns above leave only digits
        raise AmountError(f"'{text.strip()}' is not an amount") from None
    if half:
        value += Decimal("0.5")
    if value > MAX_AMOUNT:
        raise AmountError(
            f"{text.strip()} is more than any table handles",
            "answers.amount.too_large",
            typed=text.strip(),
        )
    return (
        value.quantize(CENT) if value != value.to_integral_value() else value.quantize(Decimal(1))
    )


def _split(cleaned: str, decimal_sep: str, thousands_sep: str, locale: str) -> tuple[str, str]:
    """Split digits with separators into whole and cents parts, refusing any ambiguity."""
    seps = [c for c in cleaned if c in ".,"]
    if not seps:
        return cleaned, ""
    kinds = set(seps)
    if len(kinds) == 2:
        last = max(cleaned.rfind("."), cleaned.rfind(","))
        dec = cleaned[last]
        head, tail = cleaned[:last], cleaned[last + 1 :]
        if dec in head:
            raise AmountError(
                f"'{cleaned}' has its separators mixed up; write {_example(locale)}",
                "answers.amount.mixed",
                typed=cleaned,
                example=_example(locale),
            )
        return _grouped(head, "," if dec == "." else ".", locale), _cents(tail, locale)
    sep = seps[0]
    parts = cleaned.split(sep)
    if len(parts) > 2:
        return _grouped(cleaned, sep, locale), ""
    head, tail = parts
    if len(tail) > 3 and sep == thousands_sep:
        return _grouped(cleaned, sep, locale), ""
    if len(tail) == 3:
        if sep == thousands_sep:
            return _grouped(cleaned, sep, locale), ""
        raise AmountError(
            f"'{cleaned}' is ambiguous: is '{sep}' a decimal or a thousands separator? "
            f"Write {_example(locale)}",
            "answers.amount.ambiguous",
            typed=cleaned,
            sep=sep,
            example=_example(locale),
        )
    return head, _cents(tail, locale)


def _grouped(text: str, sep: str, locale: str) -> str:
    groups = text.split(sep)
    if groups[0].startswith("0"):  # "0.001" in ca/es is not one euro
        raise AmountError(
            f"'{text}' is not an amount: amounts go to the cent; write {_example(locale)}",
            "answers.amount.below_cent",
            typed=text,
            example=_example(locale),
        )
    if not 1 <= len(groups[0]) <= 3 or any(len(g) != 3 for g in groups[1:]):
        raise AmountError(
            f"'{text}' has thousands in groups of three; write {_example(locale)}",
            "answers.amount.groups",
            typed=text,
            example=_example(locale),
        )
    return "".join(groups)


def _cents(tail: str, locale: str) -> str:
    if len(tail) > 2:
        raise AmountError(
            f"amounts go to the cent, two decimals at most; write {_example(locale)}",
            "answers.amount.cents",
            example=_example(locale),
        )
    return tail


def format_amount(amount: Decimal, locale: str = "en") -> str:
    """Display form: "37,50 €" in Catalan and Spanish, "€37.50" in English; whole amounts
    without decimals ("35 €"). Written by CLDR's rules (`trainer.locale_format`); an amount
    with a fraction of a cent is an error, never rounded for display."""
    _check_locale(locale)
    to_cents(amount)
    return format_money(amount, locale)


# --------------------------------------------------------------------------- chips


# Colour names a chip set may use (the felt paints each one); rulebook data is checked
# against this list so a typo is refused instead of drawn as a grey blank.
CHIP_COLOURS = (
    "white",
    "grey",
    "gray",
    "pink",
    "red",
    "blue",
    "green",
    "black",
    "purple",
    "yellow",
    "orange",
    "brown",
    "lightblue",
)


@dataclass(frozen=True, slots=True)
class Chip:
    value: Decimal
    colour: str


class ChipSet:
    """The table's chips, largest first. Breaks amounts into the fewest chips.

    Casino chip sets are nearly always canonical (greedy gives the fewest chips); that is
    checked once (Kozen & Zaks: greedy is optimal everywhere iff it is optimal below the sum of
    the two largest chips) and a dynamic programme is used only for a set that is not.
    """

    def __init__(self, chips: Iterable[Chip]) -> None:
        self.chips: tuple[Chip, ...] = tuple(sorted(chips, key=lambda c: c.value, reverse=True))
        if not self.chips:
            raise ChipError("a chip set needs at least one chip")
        if len({c.value for c in self.chips}) != len(self.chips):
            raise ChipError("a chip set has one chip per value")
        self._cents = [to_cents(c.value) for c in self.chips]
        unit = 0
        for c in self._cents:
            unit = gcd(unit, c)
        self._unit = unit

    @property
    def values(self) -> tuple[Decimal, ...]:
        return tuple(c.value for c in self.chips)

    @property
    def smallest(self) -> Decimal:
        return self.chips[-1].value

    def colour(self, value: Decimal) -> str:
        for chip in self.chips:
            if chip.value == value:
                return chip.colour
        raise ChipError(f"no {value} chip in this set")

    @cached_property
    def canonical(self) -> bool:
        units = [c // self._unit for c in self._cents]
        if len(units) < 2:
            return True
        limit = units[0] + units[1]
        best = _fewest_table(units, limit)
        return all(best[n] is None or _greedy_count(units, n) == best[n] for n in range(limit + 1))

    def breakdown(self, amount: Decimal) -> dict[Decimal, int]:
        """The fewest chips that make `amount`, as {chip value: count}, largest first."""
        if amount < 0:
            raise ChipError("a negative amount cannot be paid in chips")
        cents = to_cents(amount)
        if cents % self._unit:
            raise ChipError(self._cannot(amount))
        units = [c // self._unit for c in self._cents]
        counts = (
            _greedy(units, cents // self._unit)
            if self.canonical
            else _fewest(units, cents // self._unit)
        )
        if counts is None:
            raise ChipError(self._cannot(amount))
        return {chip.value: n for chip, n in zip(self.chips, counts, strict=True) if n}

    def _cannot(self, amount: Decimal) -> str:
        chips = ", ".join(format_amount(v) for v in self.values)
        return f"{format_amount(amount)} cannot be made with the table's chips ({chips})"


def _greedy(units: Sequence[int], amount: int) -> list[int] | None:
    counts = []
    for u in units:
        counts.append(amount // u)
        amount %= u
    return counts if amount == 0 else None


def _greedy_count(units: Sequence[int], amount: int) -> int | None:
    counts = _greedy(units, amount)
    return None if counts is None else sum(counts)


def _fewest_table(units: Sequence[int], limit: int) -> list[int | None]:
    best: list[int | None] = [0] + [None] * limit
    for n in range(1, limit + 1):
        options = [best[n - u] for u in units if u <= n and best[n - u] is not None]
        best[n] = min(o for o in options if o is not None) + 1 if options else None
    return best


def _fewest(units: Sequence[int], amount: int) -> list[int] | None:
    """Exact fewest-chips for a non-canonical set. In an optimal answer each smaller chip is
    used fewer than lcm(chip, largest)/chip times, so all but a bounded remainder is largest
    chips."""
    largest = units[0]
    bound = sum(u * largest // gcd(u, largest) for u in units[1:])
    head = max(0, (amount - bound) // largest)
    rest = amount - head * largest
    best = _fewest_table(units, rest)
    if best[rest] is None:
        return None
    counts = [0] * len(units)
    counts[0] = head
    n = rest
    while n:
        for i, u in enumerate(units):
            prev = best[n - u] if u <= n else None
            if prev is not None and prev == (best[n] or 0) - 1:
                counts[i] += 1
                n -= u
                break
    return counts


def chip_breakdown(amount: Decimal, chips: ChipSet | Iterable[Chip]) -> dict[Decimal, int]:
    """The fewest chips for `amount`; `ChipError` when the set cannot make it (22.50 with no
    2.50 or 0.50 chip)."""
    chip_set = chips if isinstance(chips, ChipSet) else ChipSet(chips)
    return chip_set.breakdown(amount)


def chips_total(counts: Mapping[Decimal, int]) -> Decimal:
    return sum((value * n for value, n in counts.items()), Decimal(0))


# --------------------------------------------------------------------------- rounding policy


class Rounding(Enum):
    """House setting for an amount that does not fall on a chip (MO-02, MO-03, MO-05)."""

    EXACT = "exact"  # MO-05: pay and deduct to the cent
    DOWN_TO_CHIP = "down_to_chip"  # MO-02/MO-03: whole numbers of the smallest chip


@dataclass(frozen=True, slots=True)
class Rounded:
    """An amount the croupier pays or takes, with the exact figure it came from.

    Worked solutions show both ("0.875 → 1.00, MO-03"), so the trainee sees the arithmetic
    and the house's rounding apart; `rule` names the rule that rounded it ("" when the exact
    amount was already payable).
    """

    exact: Fraction
    amount: Decimal
    rule: str

    @property
    def rounded(self) -> bool:
        return Fraction(self.amount) != self.exact


def _step(policy: Rounding, chips: ChipSet) -> Fraction:
    return Fraction(CENT) if policy is Rounding.EXACT else Fraction(chips.smallest)


def _to_step(exact: Fraction, step: Fraction, up: bool) -> Decimal:
    units = exact / step
    whole = (
        -((-units.numerator) // units.denominator) if up else units.numerator // units.denominator
    )
    return from_cents(int(whole * step * 100))


def payout(amount: Fraction | Decimal, policy: Rounding, chips: ChipSet) -> Rounded:
    """What the house pays: rounded DOWN to the smallest chip (MO-02), or to the cent under
    the `exact` setting (MO-05)."""
    exact = Fraction(amount)
    paid = _to_step(exact, _step(policy, chips), up=False)
    rule = "" if Fraction(paid) == exact else ("MO-05" if policy is Rounding.EXACT else "MO-02")
    return Rounded(exact, paid, rule)


def deduction(amount: Fraction | Decimal, policy: Rounding, chips: ChipSet) -> Rounded:
    """What the house takes (commission, cagnotte): rounded UP to the smallest chip (MO-03),
    or to the cent under the `exact` setting (MO-05)."""
    exact = Fraction(amount)
    taken = _to_step(exact, _step(policy, chips), up=True)
    rule = "" if Fraction(taken) == exact else ("MO-05" if policy is Rounding.EXACT else "MO-03")
    return Rounded(exact, taken, rule)


def round_payout(amount: Fraction | Decimal, policy: Rounding, chips: ChipSet) -> Decimal:
    """Every game rounds payouts through here, so one house setting governs them all."""
    return payout(amount, policy, chips).amount


def round_deduction(amount: Fraction | Decimal, policy: Rounding, chips: ChipSet) -> Decimal:
    """Every deduction (commission, cagnotte) is rounded through here (MO-03, MO-05)."""
    return deduction(amount, policy, chips).amount


def on_chip(amount: Decimal, chips: ChipSet) -> bool:
    """True when `amount` is a whole number of the smallest chip (MO-01)."""
    return Fraction(amount) % Fraction(chips.smallest) == 0


def min_stake_for_win(ratio: Ratio, win: Decimal, chips: ChipSet) -> Decimal:
    """The smallest stake on the chip whose win at `ratio` is at least `win` (MO-04, CR-15):
    any craps at 7 to 1 against a 500 simple-bet maximum win is 71.50 (win 500.50)."""
    needed = Fraction(win) / ratio.fraction
    return _to_step(needed, Fraction(chips.smallest), up=True)


def stakes_between(
    low: Decimal,
    high: Decimal,
    chips: ChipSet,
    multiple_of: Decimal | None = None,
    most: int | None = None,
) -> list[Decimal]:
    """Every stake a player could make from `low` to `high`: whole numbers of the smallest
    chip, and of `multiple_of` where the house requires multiples of the minimum (MO-01).

    `most` keeps at most that many, spread evenly from the first to the last: a house's 0.01
    chip between 500 and 100,000 makes ten million stakes, too many to list for one question."""
    step = Fraction(chips.smallest)
    if multiple_of is not None:
        step = Fraction(_lcm_fraction(step, Fraction(multiple_of)))
    first = -((-Fraction(low) / step).numerator // (Fraction(low) / step).denominator)
    last = (Fraction(high) / step).numerator // (Fraction(high) / step).denominator
    count = last - first + 1
    picks: Iterable[int] = range(first, last + 1)
    if most is not None and count > most:
        picks = [first + (count - 1) * i // max(most - 1, 1) for i in range(most)]
    return [from_cents(int(n * step * 100)) for n in picks]


def _lcm_fraction(a: Fraction, b: Fraction) -> Fraction:
    """The least common multiple of two positive amounts (in cents)."""
    ca, cb = int(a * 100), int(b * 100)
    return Fraction(ca * cb // gcd(ca, cb), 100)


def exact_text(value: Fraction) -> str:
    """An exact amount in plain digits for a worked solution: "0.875", or "11.6667…" when its
    decimals never end. The locale's separator is applied by the message's `number` spec."""
    if value.denominator == 1:
        return str(value.numerator)
    den = value.denominator
    for p in (2, 5):
        while den % p == 0:
            den //= p
    if den == 1:
        digits = 0
        d = value.denominator
        while d != 1:
            digits += 1
            d = d // gcd(d, 10)
        return str(
            (Decimal(value.numerator) / Decimal(value.denominator)).quantize(
                Decimal(1).scaleb(-digits)
            )
        )
    return f"{Decimal(value.numerator) / Decimal(value.denominator):.4f}…"
