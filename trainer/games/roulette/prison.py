"""En prison (RO-11): what a simple-chance bet is worth after one or more zeros in a row.

Every amount is counted on the ORIGINAL stake, as the decree says: at the k-th zero in a row
the player may take back stake / 2**k, or leave the bet in prison, where it is worth
stake / 2**(k-1) (whole after the first zero, half after the second: it "loses 50% of its
value at each zero"). A released prisoner comes back at that value, unpaid. Zero on the last
spin of the session forces the take-back: half, a quarter, an eighth... by the zeros in a row.

A croupier hands back only chips: an amount that does not fall on the house's smallest chip is
rounded DOWN to it (MO-02; half of 2.50 is 1.25, 1.00 is returned with a 0.50 chip), or to the
cent under the house's `exact` setting (MO-05). Each amount is worked from the original stake
and rounded once, so a rounding never compounds from one zero to the next; every chip on the
table is either returned, kept in prison or collected.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Final, Literal

from trainer.errors import RuleError
from trainer.games.roulette.layout import SIMPLE_CHANCES, Bet
from trainer.money import Rounded, payout
from trainer.rulebooks import Rulebook

PrisonChoice = Literal["half", "prison"]
CHOICES: Final = ("half", "prison")


def _paid(exact: Fraction, rulebook: Rulebook) -> Rounded:
    """What the house leaves to the player, down to the chip (MO-02) or the cent (MO-05)."""
    return payout(exact, rulebook.payout_rounding, rulebook.chip_set)


def value_in_prison(original: Decimal, zeros: int, rulebook: Rulebook) -> Rounded:
    """RO-11: a prisoner after `zeros` zeros in a row is worth stake / 2**(zeros-1), rounded
    down to the chip (MO-02)."""
    if zeros < 1:
        raise ValueError("a bet goes to prison on its first zero")
    return _paid(Fraction(original) / 2 ** (zeros - 1), rulebook)


def half_back(original: Decimal, zeros: int, rulebook: Rulebook) -> Rounded:
    """RO-11: what the player takes back at the `zeros`-th zero in a row: half, a quarter, an
    eighth... of the original stake (the same sum is forced on the session's last spin),
    rounded down to the chip (MO-02)."""
    if zeros < 1:
        raise ValueError("the take-back starts at the first zero")
    return _paid(Fraction(original) / 2**zeros, rulebook)


@dataclass(frozen=True, slots=True)
class Prisoner:
    """A simple-chance bet held in prison after `zeros` zeros in a row (RO-11); `value` is the
    chips held now (the whole stake after the first zero)."""

    player: str
    bet: Bet  # the original stake, on its chance
    zeros: int
    value: Decimal

    def __post_init__(self) -> None:
        if self.bet.kind not in SIMPLE_CHANCES:
            raise RuleError("RO-11", f"only simple chances go to prison, not a {self.bet.kind}")
        if self.zeros < 1:
            raise ValueError("a prisoner has seen at least one zero")

    @classmethod
    def caught(cls, player: str, bet: Bet) -> Prisoner:
        """A bet left whole in prison at its first zero (RO-11)."""
        return cls(player, bet, 1, bet.stake)

    @property
    def spot(self) -> str:
        return self.bet.spot

    def released_on(self, number: int) -> bool:
        """RO-11: a spin other than zero frees the prisoner if its chance wins."""
        return number != 0 and self.bet.wins_on(number)
