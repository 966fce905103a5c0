"""Simulated players: the stakes they put down and how they err.

Stakes come from a spread that looks like a real table's: most players bet the minimum or a
round multiple of it, some an odd amount the chips allow (which is what makes payouts hard),
never below the minimum or above the maximum, always whole numbers of the house's smallest chip
(MO-01) and multiples of the minimum where the house requires it (PB-03, CR-15). Player
decisions follow a strategy (blackjack basic strategy, the chemin de fer tables, taking the
odds in craps) and stray from it at a set rate, as real players do.
"""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction
from typing import Final

from trainer.money import ChipSet, from_cents

# Round multiples of the minimum most players bet, and how often (a DECISION: a table of
# regulars at the minimum, a few larger, now and then an odd stake).
ROUND_TIMES: Final = (1, 2, 3, 4, 5, 10, 20)
ROUND_WEIGHTS: Final = (34, 22, 8, 6, 12, 5, 2)
ODD_STAKE_RATE: Final = 0.3
DEFAULT_ERROR_RATE: Final = 0.05


def stake(
    rng: random.Random,
    low: Decimal,
    high: Decimal,
    chips: ChipSet,
    multiple_of: Decimal | None = None,
) -> Decimal:
    """A stake from `low` to `high` a player could make with `chips` (MO-01)."""
    step = Fraction(chips.smallest)
    if multiple_of is not None:
        step = max(step, Fraction(multiple_of))  # the house's multiple is itself on the chip
    if rng.random() < ODD_STAKE_RATE:
        top = min(Fraction(high), Fraction(low) * 10)
        first = _ceil(Fraction(low) / step)
        last = int(top / step)
        if first <= last:
            return from_cents(int(rng.randint(first, last) * step * 100))
    times = rng.choices(ROUND_TIMES, ROUND_WEIGHTS)[0]
    amount = Fraction(low) * times
    while amount > Fraction(high) and times > 1:
        times //= 2
        amount = Fraction(low) * times
    return from_cents(int(_ceil(amount / step) * step * 100))


def half_on_chip(amount: Decimal, chips: ChipSet) -> Decimal:
    """Half of `amount` down to the smallest chip (an insurance at most half the bet, BJ-11)."""
    step = Fraction(chips.smallest)
    return from_cents(int(int(Fraction(amount) / 2 / step) * step * 100))


def _ceil(value: Fraction) -> int:
    return -((-value.numerator) // value.denominator)


def errs(rng: random.Random, rate: float) -> bool:
    """Whether a player strays from his strategy this time."""
    return rng.random() < rate
