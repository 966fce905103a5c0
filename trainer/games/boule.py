"""La boule (BO-01..BO-05): nine numbers, a number bet at 7 to 1, six simple chances at 1 to 1
that all lose on the 5.

The spin is the wheel's (`trainer.games.wheel`, shared with roulette): a `Table` holds the
limits; each spin takes bets from "facin joc" until "no hi van més apostes" (BO-04), the ball
falls, and the croupier rakes the losers and sets each win beside its bet (BO-05). Every action
has `can_x()`, `verify_x()` and `x()`, which returns the frozen event it appended to the
table's `events`; a refused action changes nothing.

Limits (BO-03). The table has one or two layouts (*draps*); each opens at the authorised
minimum or at twice it, and at least one keeps the authorised minimum. The maximum on a number
or a simple chance applies, per table, to each player taken separately: a player's chips on one
spot add up, on one layout or on both, and other players' chips never count against him.

**DECISIONS** where RULES.md is silent: every bet on a layout is at least that layout's
minimum (a player's chips on one spot of one layout add up to meet it); the director sets the
layouts' minimums between spins; winners are paid in layout order after the losers are raked.
A win that does not fall on the house's smallest chip is rounded down to it (MO-02; it cannot
happen at 7 to 1 and 1 to 1 on stakes made of chips, but a house's own ratios go through the
same rounding), or to the cent under the `exact` setting (MO-05).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from typing import Final

from trainer.errors import RuleError, allowed
from trainer.games.spots import SIMPLE_CHANCES, boule_number, boule_number_of
from trainer.games.wheel import (
    Announcement,
    Phase,
    Result,
    SpinOpened,
    WheelSpin,
    WheelTable,
    announcement,
)
from trainer.money import Ratio, Rounded
from trainer.money import payout as round_paid
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import BouleRules
from trainer.scene import Scene, SceneBet

__all__ = [
    "NUMBERS",
    "SIMPLE_CHANCES",
    "SPOTS",
    "Bet",
    "LayoutsOpened",
    "Limits",
    "Phase",
    "Result",
    "Spin",
    "Table",
    "call",
    "colour",
    "payout",
    "payout_rounded",
    "ratio",
    "winning_spots",
]

NUMBERS: Final = tuple(range(1, 10))
BLACK: Final = frozenset({1, 3, 6, 8})  # BO-01
RED: Final = frozenset({2, 4, 7, 9})  # BO-01; the 5 is neither
# BO-02: what each simple chance covers; the 5 is in none of them, so it loses them all.
SIMPLE_NUMBERS: Final[Mapping[str, frozenset[int]]] = {
    "rouge": RED,
    "noir": BLACK,
    "pair": frozenset({2, 4, 6, 8}),
    "impair": frozenset({1, 3, 7, 9}),
    "manque": frozenset({1, 2, 3, 4}),  # BO-02 DECISION: manque 1-4
    "passe": frozenset({6, 7, 8, 9}),  # BO-02 DECISION: passe 6-9
}
SPOTS: Final[Mapping[str, frozenset[int]]] = {
    **{boule_number(n): frozenset({n}) for n in NUMBERS},
    **SIMPLE_NUMBERS,
}


def check_number(number: int) -> None:
    if not isinstance(number, int) or isinstance(number, bool) or number not in NUMBERS:
        raise RuleError("BO-01", f"{number!r} is not on the boule: the numbers are 1 to 9")


def colour(number: int) -> str:
    """ "rouge", "noir", or "" for the 5, which is neither (BO-01)."""
    check_number(number)
    return "rouge" if number in RED else "noir" if number in BLACK else ""


@dataclass(frozen=True, slots=True)
class Bet:
    spot: str  # "number:7", "rouge", "noir", "pair", "impair", "manque", "passe"
    stake: Decimal
    layout: int = 1  # which layout (drap) of the table it lies on, 1 or 2 (BO-03)

    def __post_init__(self) -> None:
        if self.spot not in SPOTS:
            raise RuleError(
                "BO-02",
                f"'{self.spot}' is not a boule bet: a number 'number:1'..'number:9' or a "
                f"simple chance ({', '.join(SIMPLE_CHANCES)})",
            )
        stake = self.stake
        if not isinstance(stake, Decimal) or not stake.is_finite() or stake <= 0:
            raise RuleError("BO-03", f"a stake must be a positive amount, not {stake!r}")
        if stake != stake.quantize(Decimal("0.01")):
            raise RuleError("BO-03", f"a stake goes to the cent, not {stake}")
        if isinstance(self.layout, bool) or not isinstance(self.layout, int) or self.layout < 1:
            raise RuleError("BO-03", f"layouts are numbered from 1, not {self.layout!r}")

    @property
    def simple(self) -> bool:
        return self.spot in SIMPLE_NUMBERS

    @property
    def number(self) -> int | None:
        """The number a number bet is on; None for a simple chance."""
        return boule_number_of(self.spot)

    @property
    def numbers(self) -> frozenset[int]:
        return SPOTS[self.spot]

    def wins_on(self, number: int) -> bool:
        check_number(number)
        return number in self.numbers  # BO-02: the 5 is in no simple chance

    def with_stake(self, stake: Decimal) -> Bet:
        return replace(self, stake=stake)


def ratio(spot: str, rules: BouleRules) -> Ratio:
    return rules.simple_pays if spot in SIMPLE_NUMBERS else rules.number_pays  # BO-02


def payout_rounded(bet: Bet, number: int, rulebook: Rulebook) -> Rounded:
    """The win set beside a winning bet, stake kept (BO-02, BO-05), with the exact figure it
    came from; rounded down to the house's smallest chip (MO-02) or to the cent (MO-05)."""
    won = bet.wins_on(number)
    exact = ratio(bet.spot, rulebook.boule).exact(bet.stake) if won else Fraction(0)
    return round_paid(exact, rulebook.payout_rounding, rulebook.chip_set)


def payout(bet: Bet, number: int, rulebook: Rulebook) -> Decimal:
    """The win set beside a winning bet (see `payout_rounded`); 0 for a loser."""
    return payout_rounded(bet, number, rulebook).amount


def winning_spots(number: int) -> list[str]:
    check_number(number)
    return [spot for spot, numbers in SPOTS.items() if number in numbers]


def call(number: int) -> Announcement:
    """The call when the ball stops: the number and its winning simple chances, none on the 5
    (BO-01, BO-02)."""
    check_number(number)
    return announcement("boule", number, SIMPLE_NUMBERS)


# --------------------------------------------------------------------------- limits (BO-03)


def check_layout_minimums(times: tuple[int, ...]) -> None:
    """BO-03: one or two layouts, each opened at the authorised minimum (1) or at twice it (2),
    "provided that minimum is kept on at least one layout"."""
    if not 1 <= len(times) <= 2:
        raise RuleError("BO-03", f"a boule table has one or two layouts, not {len(times)}")
    if any(isinstance(t, bool) or t not in (1, 2) for t in times):
        raise RuleError("BO-03", f"a layout opens at the minimum or twice it (1 or 2), not {times}")
    if 1 not in times:
        raise RuleError("BO-03", "at least one layout keeps the authorised minimum")


@dataclass(frozen=True, slots=True)
class Limits:
    """The authorised minimum, the maxima (per player at the table) and each layout's minimum
    as a multiple of the authorised one (BO-03)."""

    table_min: Decimal
    number_max: Decimal
    simple_max: Decimal
    layout_min_times: tuple[int, ...] = (1,)

    def __post_init__(self) -> None:
        check_layout_minimums(self.layout_min_times)

    @classmethod
    def of(cls, rules: BouleRules) -> Limits:
        return cls(rules.table_min, rules.number_max, rules.simple_max, rules.layout_min_times)

    @property
    def layouts(self) -> int:
        return len(self.layout_min_times)

    def min_on(self, layout: int) -> Decimal:
        """BO-03: the authorised minimum, or twice it on a layout the director opened so."""
        return self.table_min * self.layout_min_times[layout - 1]

    def max_for(self, spot: str) -> Decimal:
        return self.simple_max if spot in SIMPLE_NUMBERS else self.number_max  # BO-03


@dataclass(frozen=True, slots=True)
class LayoutsOpened:
    """BO-03: the director sets each layout's minimum (1 or 2 times the authorised one)."""

    before: tuple[int, ...]
    after: tuple[int, ...]


# --------------------------------------------------------------------------- the table


class Table(WheelTable["Spin"]):
    """A boule table: its limits and the spins played on it."""

    SETTLE_RULE = "BO-05"

    def __init__(self, rulebook: Rulebook, rng: random.Random) -> None:
        super().__init__(rulebook, rng)
        self.rules = rulebook.boule
        self.limits = Limits.of(self.rules)

    def new_spin(self, opened: SpinOpened) -> Spin:
        return Spin(self, opened)

    # --- the layouts' minimums (BO-03)
    def verify_open_layouts(self, times: tuple[int, ...]) -> None:
        if self.spin is not None:
            raise RuleError("BO-03", "a layout's minimum changes between spins")
        if len(times) != self.limits.layouts:
            raise RuleError("BO-03", f"this table has {self.limits.layouts} layout(s)")
        check_layout_minimums(times)

    def can_open_layouts(self, times: tuple[int, ...]) -> bool:
        return allowed(self.verify_open_layouts, times)

    def open_layouts(self, times: tuple[int, ...]) -> LayoutsOpened:
        """BO-03: the director may open layouts at twice the authorised minimum, as long as
        one layout keeps it; `times` gives each layout's minimum as 1 or 2 times it."""
        self.verify_open_layouts(times)
        event = LayoutsOpened(self.limits.layout_min_times, times)
        self.record(event)
        self.limits = replace(self.limits, layout_min_times=times)
        return event

    def scene(self) -> Scene:
        return self.spins[-1].scene() if self.spins else Scene(game="boule")


class Spin(WheelSpin[Bet]):
    """One spin of the boule (BO-04, BO-05)."""

    BETS_RULE = "BO-04"  # a late bet is pushed back to the player
    SETTLE_RULE = "BO-05"
    POCKETS = NUMBERS  # 18 holes, each number twice, so each is equally likely
    table: Table

    @staticmethod
    def key(bet: Bet, player: str) -> tuple[object, ...]:
        return (player, bet.spot, bet.layout)

    def check_number(self, number: int) -> None:
        check_number(number)

    def verify_limits(self, bets: Sequence[Bet], player: str) -> None:
        limits = self.table.limits
        on_layout: dict[tuple[str, int], Decimal] = {}
        on_spot: dict[str, Decimal] = {}
        for bet in bets:
            if bet.layout > limits.layouts:
                raise RuleError("BO-03", f"this table has {limits.layouts} layout(s)")
            where = (bet.spot, bet.layout)
            held = self.bets.get((player, *where))
            on_layout[where] = on_layout.get(where, held.stake if held else Decimal(0))
            on_layout[where] += bet.stake
            on_spot[bet.spot] = on_spot.get(bet.spot, self.held_by(player, bet.spot)) + bet.stake
        for (spot, layout), total in on_layout.items():
            low = limits.min_on(layout)
            if total < low:  # BO-03: the layout's minimum
                raise RuleError("BO-03", f"{total} on {spot} is below the layout's minimum {low}")
        for spot, total in on_spot.items():
            top = limits.max_for(spot)
            if total > top:  # BO-03: per player at the table, every layout together
                raise RuleError(
                    "BO-03", f"{total} on {spot} for this player is above the maximum {top}"
                )

    def below_minimum(self, bet: Bet, player: str = "") -> bool:
        """BO-03: the player's chips on this spot of this layout, with `bet`, fall short of the
        layout's minimum (the authorised one, or twice it)."""
        held = self.bets.get(self.key(bet, player))
        on_layout = bet.stake + (held.stake if held else 0)
        return on_layout < self.table.limits.min_on(bet.layout)

    def above_maximum(self, bet: Bet, player: str = "") -> bool:
        """BO-03: the player's chips on this spot, every layout together, with `bet`, pass the
        maximum; other players' chips never count."""
        return bet.stake + self.held_by(player, bet.spot) > self.table.limits.max_for(bet.spot)

    def room(self, player: str, spot: str) -> Decimal:
        """What `player` may still add on `spot`, on any layout, before his maximum (BO-03)."""
        return max(Decimal(0), self.table.limits.max_for(spot) - self.held_by(player, spot))

    def call(self) -> Announcement:
        if self.number is None:
            raise RuleError("BO-02", "the number is announced when the ball stops")
        return call(self.number)

    def results_on(self, number: int) -> tuple[Result[Bet], ...]:
        """BO-05: rake the losing bets, then set each win beside its winning bet."""
        losers, winners = [], []
        for (player, *_), bet in self.bets.items():
            if bet.wins_on(number):
                won = payout_rounded(bet, number, self.rulebook)  # MO-02
                winners.append(
                    Result(
                        str(player),
                        bet,
                        "won",
                        "BO-02, BO-05",
                        bet.stake,
                        returned=bet.stake,
                        paid=won.amount,
                        rounding=won,
                    )
                )
            else:
                rule = "BO-02" if number == 5 and bet.simple else "BO-05"
                losers.append(
                    Result(str(player), bet, "lost", rule, bet.stake, collected=bet.stake)
                )
        return (*losers, *winners)  # BO-05: losers raked first

    def scene(self) -> Scene:
        if self.phase is not Phase.SETTLED:
            bets = tuple(
                SceneBet(b.spot, b.stake, label=_label(str(key[0]), b.layout))
                for key, b in self.bets.items()
            )
            return Scene(game="boule", bets=bets, number=self.number)
        assert self.number is not None
        return Scene(
            game="boule",
            bets=tuple(
                SceneBet(
                    r.spot,
                    r.bet.stake,
                    r.outcome,
                    payout=r.paid if r.outcome == "won" else None,
                    label=_label(r.player, r.bet.layout),
                )
                for r in self.results
            ),
            number=self.number,
            highlight=tuple(r.spot for r in self.results if r.outcome == "won"),
            info={"spin": str(self.index), "announce": call(self.number).code},
        )


def _label(player: str, layout: int) -> str:
    """The chip's label on the felt: its player, and its layout when not the first."""
    return player if layout == 1 else f"{player} #{layout}".strip()
