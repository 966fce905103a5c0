"""En prison (RO-11): what a simple-chance bet is worth after one or more zeros in a row.

Every amount is counted on the ORIGINAL stake, as the decree says: at the k-th zero in a row
the player may take back stake / 2**k, or leave the bet in prison, where it is worth
stake / 2**(k-1) (whole after the first zero, half after the second: it "loses 50% of its
value at each zero"). A released prisoner comes back at that value, unpaid. Zero on the last
spin of the session forces the take-back: half, a quarter, an eighth... by the zeros in a row.

Amounts that fall below a cent are rounded down to the cent: the house never returns what it
does not owe, and every chip on the table is either returned, kept in prison or collected.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal
from typing import Final, Literal

from trainer.errors import RuleError
from trainer.games.roulette_layout import SIMPLE_CHANCES, Bet

PrisonChoice = Literal["half", "prison"]
CHOICES: Final = ("half", "prison")
_CENT = Decimal("0.01")


def _down_to_cent(amount: Decimal) -> Decimal:
    cents = amount.quantize(_CENT, rounding=ROUND_DOWN)
    return cents if cents != cents.to_integral_value() else cents.quantize(Decimal(1))


def value_in_prison(original: Decimal, zeros: int) -> Decimal:
    """RO-11: a prisoner after `zeros` zeros in a row is worth stake / 2**(zeros-1)."""
    if zeros < 1:
        raise ValueError("a bet goes to prison on its first zero")
    return _down_to_cent(original / (2 ** (zeros - 1)))


def half_back(original: Decimal, zeros: int) -> Decimal:
    """RO-11: what the player takes back at the `zeros`-th zero in a row: half, a quarter, an
    eighth... of the original stake (the same sum is forced on the session's last spin)."""
    if zeros < 1:
        raise ValueError("the take-back starts at the first zero")
    return _down_to_cent(original / (2**zeros))


@dataclass(frozen=True, slots=True)
class Prisoner:
    """A simple-chance bet held in prison after `zeros` zeros in a row (RO-11)."""

    player: str
    bet: Bet  # the original stake, on its chance
    zeros: int = 1

    def __post_init__(self) -> None:
        if self.bet.kind not in SIMPLE_CHANCES:
            raise RuleError("RO-11", f"only simple chances go to prison, not a {self.bet.kind}")
        if self.zeros < 1:
            raise ValueError("a prisoner has seen at least one zero")

    @property
    def spot(self) -> str:
        return self.bet.spot

    @property
    def value(self) -> Decimal:
        """The chips held in prison now (RO-11)."""
        return value_in_prison(self.bet.stake, self.zeros)

    def again(self) -> Prisoner:
        """Zero came again: the same bet, one zero more, half the value (RO-11)."""
        return Prisoner(self.player, self.bet, self.zeros + 1)

    def released_on(self, number: int) -> bool:
        """RO-11: a spin other than zero frees the prisoner if its chance wins."""
        return number != 0 and self.bet.wins_on(number)

    def must_stay(self, table_min: Decimal) -> bool:
        """RO-11: a prisoner below the table minimum stays in prison until released; the
        take-back is not offered to it (**DECISION**, see module roulette)."""
        return self.value < table_min
