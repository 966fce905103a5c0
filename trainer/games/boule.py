"""La boule (BO-01..BO-05): nine numbers, a number bet at 7 to 1, six simple chances at 1 to 1
that all lose on the 5.

The same shape as the roulette table: a `Table` holds the limits; each `Spin` takes bets from
"facin joc" until "no hi van més apostes" (BO-04), the ball falls, and the croupier rakes the
losers and sets each win beside its bet (BO-05). Every action has `can_x()`, `verify_x()` and
`x()`; a refused action changes nothing.

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
from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from typing import Final, Literal

from trainer.errors import RuleError
from trainer.errors import allowed as _ok
from trainer.money import Ratio, Rounded, on_chip
from trainer.money import payout as round_paid
from trainer.rulebooks import Rulebook, default
from trainer.rulebooks.sections import BouleRules
from trainer.scene import Scene, SceneBet

NUMBERS: Final = tuple(range(1, 10))
BLACK: Final = frozenset({1, 3, 6, 8})  # BO-01
RED: Final = frozenset({2, 4, 7, 9})  # BO-01; the 5 is neither
SIMPLE_CHANCES: Final = ("rouge", "noir", "pair", "impair", "manque", "passe")
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
    **{f"number:{n}": frozenset({n}) for n in NUMBERS},
    **SIMPLE_NUMBERS,
}

Phase = Literal["betting", "closed", "fallen", "settled"]


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
    def numbers(self) -> frozenset[int]:
        return SPOTS[self.spot]

    def wins_on(self, number: int) -> bool:
        check_number(number)
        return number in self.numbers  # BO-02: the 5 is in no simple chance


def ratio(spot: str, rules: BouleRules | None = None) -> Ratio:
    rules = rules or default().boule
    return rules.simple_pays if spot in SIMPLE_NUMBERS else rules.number_pays  # BO-02


def payout_rounded(bet: Bet, number: int, rulebook: Rulebook | None = None) -> Rounded:
    """The win set beside a winning bet, stake kept (BO-02, BO-05), with the exact figure it
    came from; rounded down to the house's smallest chip (MO-02) or to the cent (MO-05)."""
    book = rulebook or default()
    exact = ratio(bet.spot, book.boule).exact(bet.stake) if bet.wins_on(number) else Fraction(0)
    return round_paid(exact, book.payout_rounding, book.chip_set)


def payout(bet: Bet, number: int, rulebook: Rulebook | None = None) -> Decimal:
    """The win set beside a winning bet (see `payout_rounded`); 0 for a loser."""
    return payout_rounded(bet, number, rulebook).amount


def winning_spots(number: int) -> list[str]:
    check_number(number)
    return [spot for spot, numbers in SPOTS.items() if number in numbers]


def house_edge(spot: str, rules: BouleRules | None = None) -> Fraction:
    """The house's exact share of each stake: 9 equally likely numbers (BO-01)."""
    if spot not in SPOTS:
        raise RuleError("BO-02", f"'{spot}' is not a boule bet")
    covered = Fraction(len(SPOTS[spot]), 9)
    return -(covered * ratio(spot, rules).fraction - (1 - covered))


def announcement(number: int) -> str:
    """The call when the ball stops: the number and its winning simple chances."""
    check_number(number)
    if number == 5:
        return "5"  # BO-02: no simple chance wins
    chances = [s for s in SIMPLE_CHANCES if number in SIMPLE_NUMBERS[s]]
    return f"{number}, " + ", ".join(chances)


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


# --------------------------------------------------------------------------- events, results


@dataclass(frozen=True, slots=True)
class FacinJoc:
    spin: int


@dataclass(frozen=True, slots=True)
class BetPlaced:
    player: str
    spot: str
    stake: Decimal
    layout: int = 1


@dataclass(frozen=True, slots=True)
class LayoutsOpened:
    """BO-03: the director sets each layout's minimum (1 or 2 times the authorised one)."""

    before: tuple[int, ...]
    after: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NoMoreBets:
    """BO-04: "no hi van més apostes"."""


@dataclass(frozen=True, slots=True)
class BallFell:
    number: int


@dataclass(frozen=True, slots=True)
class Result:
    player: str
    bet: Bet
    outcome: Literal["won", "lost"]
    amount: Decimal  # the win set beside the bet, or the stake raked in
    rule_id: str
    rounding: Rounded | None = None  # a win's exact figure and its rounding (MO-02, MO-05)

    @property
    def spot(self) -> str:
        return self.bet.spot


@dataclass(frozen=True, slots=True)
class Settled:
    results: tuple[Result, ...]


SpinEvent = FacinJoc | BetPlaced | NoMoreBets | BallFell | Settled


class Table:
    """A boule table: its limits and the spins played on it."""

    def __init__(self, rulebook: Rulebook | None = None, rng: random.Random | None = None) -> None:
        self.rulebook = rulebook or default()
        self.rules = self.rulebook.boule
        self.rng = rng or random.Random()
        self.limits = Limits.of(self.rules)
        self.spins: list[Spin] = []
        self.events: list[LayoutsOpened] = []

    @property
    def spin(self) -> Spin | None:
        if self.spins and self.spins[-1].phase != "settled":
            return self.spins[-1]
        return None

    def verify_open_spin(self) -> None:
        if self.spin is not None:
            raise RuleError("BO-05", "settle the spin in play before the next 'facin joc'")

    def can_open_spin(self) -> bool:
        return _ok(self.verify_open_spin)

    def open_spin(self) -> Spin:
        """BO-04: "facin joc", bets may be laid."""
        self.verify_open_spin()
        spin = Spin(self, len(self.spins) + 1)
        self.spins.append(spin)
        return spin

    # --- the layouts' minimums (BO-03)
    def verify_open_layouts(self, times: tuple[int, ...]) -> None:
        if self.spin is not None:
            raise RuleError("BO-03", "a layout's minimum changes between spins")
        if len(times) != self.limits.layouts:
            raise RuleError("BO-03", f"this table has {self.limits.layouts} layout(s)")
        check_layout_minimums(times)

    def can_open_layouts(self, times: tuple[int, ...]) -> bool:
        return _ok(lambda: self.verify_open_layouts(times))

    def open_layouts(self, times: tuple[int, ...]) -> None:
        """BO-03: the director may open layouts at twice the authorised minimum, as long as
        one layout keeps it; `times` gives each layout's minimum as 1 or 2 times it."""
        self.verify_open_layouts(times)
        self.events.append(LayoutsOpened(self.limits.layout_min_times, times))
        self.limits = replace(self.limits, layout_min_times=times)

    def scene(self) -> Scene:
        return self.spins[-1].scene() if self.spins else Scene(game="boule")


class Spin:
    def __init__(self, table: Table, index: int) -> None:
        self.table = table
        self.index = index
        self.phase: Phase = "betting"
        self.number: int | None = None
        self.bets: dict[tuple[str, int, str], Bet] = {}  # (player, layout, spot)
        self.events: list[SpinEvent] = [FacinJoc(index)]
        self.results: tuple[Result, ...] = ()

    def verify_place(self, bet: Bet, player: str = "") -> None:
        if self.phase != "betting":
            # BO-04: a late bet is pushed back to the player.
            raise RuleError("BO-04", "no bets after 'no hi van més apostes': pushed back")
        chips = self.table.rulebook.chip_set
        if not on_chip(bet.stake, chips):  # MO-01: a stake is made of the house's chips
            raise RuleError(
                "MO-01", f"{bet.stake} is not a whole number of the {chips.smallest} chip"
            )
        limits = self.table.limits
        if bet.layout > limits.layouts:
            raise RuleError("BO-03", f"this table has {limits.layouts} layout(s)")
        if self.below_minimum(bet, player):  # BO-03: the layout's minimum
            low = limits.min_on(bet.layout)
            raise RuleError(
                "BO-03", f"{bet.stake} on {bet.spot} is below the layout's minimum {low}"
            )
        if self.above_maximum(bet, player):  # BO-03: per player at the table, every layout
            total = bet.stake + self.held_by(player, bet.spot)
            top = limits.max_for(bet.spot)
            raise RuleError(
                "BO-03", f"{total} on {bet.spot} for this player is above the maximum {top}"
            )

    def below_minimum(self, bet: Bet, player: str = "") -> bool:
        """BO-03: the player's chips on this spot of this layout, with `bet`, fall short of the
        layout's minimum (the authorised one, or twice it)."""
        held = self.bets.get((player, bet.layout, bet.spot))
        on_layout = bet.stake + (held.stake if held else 0)
        return on_layout < self.table.limits.min_on(bet.layout)

    def above_maximum(self, bet: Bet, player: str = "") -> bool:
        """BO-03: the player's chips on this spot, every layout together, with `bet`, pass the
        maximum; other players' chips never count."""
        return bet.stake + self.held_by(player, bet.spot) > self.table.limits.max_for(bet.spot)

    def room(self, player: str, spot: str) -> Decimal:
        """What `player` may still add on `spot`, on any layout, before his maximum (BO-03)."""
        return max(Decimal(0), self.table.limits.max_for(spot) - self.held_by(player, spot))

    def held_by(self, player: str, spot: str) -> Decimal:
        """What `player` already has on `spot`, every layout of the table together (BO-03:
        the maximum applies to each player taken separately)."""
        return sum(
            (b.stake for (who, _, where), b in self.bets.items() if (who, where) == (player, spot)),
            Decimal(0),
        )

    def can_place(self, bet: Bet, player: str = "") -> bool:
        return _ok(lambda: self.verify_place(bet, player))

    def place(self, bet: Bet, player: str = "") -> None:
        self.verify_place(bet, player)
        key = (player, bet.layout, bet.spot)
        held = self.bets.get(key)
        self.bets[key] = bet if held is None else replace(bet, stake=held.stake + bet.stake)
        self.events.append(BetPlaced(player, bet.spot, bet.stake, bet.layout))

    def verify_no_more_bets(self) -> None:
        if self.phase != "betting":
            raise RuleError("BO-04", "'no hi van més apostes' has already been called")

    def can_no_more_bets(self) -> bool:
        return _ok(self.verify_no_more_bets)

    def no_more_bets(self) -> None:
        """BO-04: called as the ball is launched round the bowl; no bet after it."""
        self.verify_no_more_bets()
        self.phase = "closed"
        self.events.append(NoMoreBets())

    def verify_ball_falls(self, number: int | None = None) -> None:
        if self.phase != "closed":
            raise RuleError("BO-04", "the ball falls after 'no hi van més apostes'")
        if number is not None:
            check_number(number)

    def can_ball_falls(self, number: int | None = None) -> bool:
        return _ok(lambda: self.verify_ball_falls(number))

    def ball_falls(self, number: int | None = None) -> int:
        """The ball stops in a hole; 18 holes, each number twice, so each is equally likely."""
        self.verify_ball_falls(number)
        if number is None:
            number = self.table.rng.choice(NUMBERS)
        self.number = number
        self.phase = "fallen"
        self.events.append(BallFell(number))
        return number

    def verify_settle(self) -> None:
        if self.phase != "fallen":
            raise RuleError("BO-05", "settlement comes after the ball has fallen")

    def can_settle(self) -> bool:
        return _ok(self.verify_settle)

    def settle(self) -> tuple[Result, ...]:
        """BO-05: rake the losing bets, then set each win beside its winning bet."""
        self.verify_settle()
        number = self.number
        assert number is not None
        losers, winners = [], []
        for (player, _, _), bet in self.bets.items():
            if bet.wins_on(number):
                rule = "BO-02, BO-05"
                won = payout_rounded(bet, number, self.table.rulebook)  # MO-02
                winners.append(Result(player, bet, "won", won.amount, rule, rounding=won))
            else:
                rule = "BO-02" if number == 5 and bet.simple else "BO-05"
                losers.append(Result(player, bet, "lost", bet.stake, rule))
        self.results = (*losers, *winners)  # BO-05: losers raked first
        self.phase = "settled"
        self.events.append(Settled(self.results))
        return self.results

    def scene(self) -> Scene:
        if self.phase != "settled":
            bets = tuple(
                SceneBet(s, b.stake, label=_label(p, layout))
                for (p, layout, s), b in self.bets.items()
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
                    payout=r.amount if r.outcome == "won" else None,
                    label=_label(r.player, r.bet.layout),
                )
                for r in self.results
            ),
            number=self.number,
            highlight=tuple(r.spot for r in self.results if r.outcome == "won"),
            info={"spin": str(self.index), "announce": announcement(self.number)},
        )


def _label(player: str, layout: int) -> str:
    """The chip's label on the felt: its player, and its layout when not the first."""
    return player if layout == 1 else f"{player} #{layout}".strip()
