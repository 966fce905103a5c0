"""Single-zero roulette: the table and its spins as a state machine (RO-01..RO-15).

A session is a `Table`; each turn of the wheel is a `Spin` opened on it. Every action has
`can_x()`, `verify_x()` (raises `RuleError` naming the rule) and `x()` (verifies, acts, logs a
frozen event); an action refused changes nothing. The layout, payouts and house edges are in
`roulette_layout`, en prison arithmetic in `roulette_prison`, call bets in
`roulette_announced`; this module re-exports what a caller needs.

**DECISIONS** where RULES.md is silent:
- Limits (RO-12): every bet at least the table minimum; the maximum on an inside bet is the
  plein maximum times the numbers it covers (cheval 2x, transversale 3x, carré 4x, sixain 6x);
  a column or dozen at most half the simple-chance maximum (so it cannot win more than a
  maximum simple chance), two columns or two dozens at most the simple-chance maximum. Limits
  hold per player and spot. They change only between spins.
- RO-11: a prisoner worth less than the table minimum is offered no take-back: it stays in
  prison until released or lost; a further zero still halves it.
- RO-15: after "no hi va res" the bets stand and betting reopens until the croupier calls
  "no hi van més apostes" for the relaunched ball; the wheel keeps its direction.
- The session's last spin is declared when it is opened (`open_spin(last=True)`).
- Results are listed in the croupier's order: losing bets collected first, then en prison
  (take-backs, prisoners kept, released), then the winners in the RO-14 order.

Money at the table: a stake that is not a whole number of the house's smallest chip is refused
(MO-01). A win or an en prison amount that does not fall on the chip (1 to 2 on 7.50, half of
12.50) is rounded down to it (MO-02), or to the cent under the `exact` setting (MO-05); each
`Result` keeps the exact figure and its rounding for the worked solution. A prisoner whose
value rounds down to nothing is lost.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Final, Literal

from trainer.errors import RuleError
from trainer.errors import allowed as _ok
from trainer.games.roulette_announced import ANNOUNCED_RULE, announced
from trainer.games.roulette_layout import (
    KIND_RULE,
    NUMBERS,
    PAYOUT_ORDER,
    SIMPLE_CHANCES,
    WHEEL_ORDER,
    Bet,
    check_number,
    colour,
    complete_bet,
    house_edge,
    payment_order,
    payout,
    payout_rounded,
    spots_winning_on,
    total_payout,
)
from trainer.games.roulette_prison import (
    CHOICES,
    PrisonChoice,
    Prisoner,
    half_back,
    value_in_prison,
)
from trainer.money import Rounded, on_chip
from trainer.rulebooks import Rulebook, default
from trainer.rulebooks.sections import RouletteRules
from trainer.scene import BetState, Scene, SceneBet

__all__ = [
    "NUMBERS",
    "PAYOUT_ORDER",
    "WHEEL_ORDER",
    "Bet",
    "ChoiceKey",
    "Limits",
    "Prisoner",
    "Result",
    "Spin",
    "Table",
    "announced",
    "announcement",
    "colour",
    "complete_bet",
    "house_edge",
    "payment_order",
    "payout",
    "spots_winning_on",
    "total_payout",
]

Direction = Literal["clockwise", "anticlockwise"]
Phase = Literal["betting", "closed", "fallen", "settled"]
Outcome = Literal["lost", "won", "half", "prison", "released", "refund"]
_OPPOSITE: Final[dict[Direction, Direction]] = {
    "clockwise": "anticlockwise",
    "anticlockwise": "clockwise",
}
_ZERO = Decimal(0)

# Units of the plein maximum an inside bet may carry (RO-12 DECISION: by numbers covered).
_INSIDE_MAX_TIMES: Final = {"plein": 1, "cheval": 2, "transversale": 3, "carre": 4, "sixain": 6}


# --------------------------------------------------------------------------- limits (RO-12)


@dataclass(frozen=True, slots=True)
class Limits:
    table_min: Decimal
    plein_max: Decimal
    simple_max: Decimal

    def __post_init__(self) -> None:
        if self.table_min <= 0 or self.plein_max < self.table_min:
            raise RuleError("RO-12", "the plein maximum must be at least the minimum (> 0)")
        if self.simple_max < 2 * self.table_min:
            raise RuleError("RO-12", "the simple-chance maximum must be at least twice the minimum")

    @classmethod
    def of(cls, rules: RouletteRules) -> Limits:
        return cls(rules.table_min, rules.plein_max, rules.simple_max)

    def max_for(self, kind: str) -> Decimal:
        """The most one player may have on one spot of this kind (RO-12, see DECISIONS)."""
        if kind in _INSIDE_MAX_TIMES:
            return self.plein_max * _INSIDE_MAX_TIMES[kind]
        if kind in ("column", "dozen"):
            return self.simple_max / 2
        return self.simple_max


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class SpinOpened:
    spin: int
    last: bool


@dataclass(frozen=True, slots=True)
class Launched:
    wheel: Direction  # RO-13: opposite to the last spin
    ball: Direction  # RO-13: the ball the other way
    from_number: int | None  # RO-15: the number where the ball fell on the previous spin


@dataclass(frozen=True, slots=True)
class BetPlaced:
    player: str
    spot: str
    stake: Decimal
    call: str = ""  # the announced bet it belongs to, if any


@dataclass(frozen=True, slots=True)
class NoMoreBets:
    """RO-13: "no hi van més apostes"."""


@dataclass(frozen=True, slots=True)
class NoHiVaRes:
    """RO-15: the launch is void; the ball goes back to the previous spin's number."""

    reason: str
    relaunch_from: int | None


@dataclass(frozen=True, slots=True)
class BallFell:
    number: int


@dataclass(frozen=True, slots=True)
class PrisonChosen:
    player: str
    spot: str
    prisoner: bool
    choice: PrisonChoice


@dataclass(frozen=True, slots=True)
class Settled:
    results: tuple[Result, ...]


@dataclass(frozen=True, slots=True)
class LimitsChanged:
    before: Limits
    after: Limits


SpinEvent = (
    SpinOpened | Launched | BetPlaced | NoMoreBets | NoHiVaRes | BallFell | PrisonChosen | Settled
)


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class Result:
    """What happened to one stake at the settlement, with every chip accounted for:
    `on_table` = `collected` + `returned` + `kept`; `paid` comes from the bank."""

    player: str
    bet: Bet
    outcome: Outcome
    rule_id: str
    on_table: Decimal
    collected: Decimal = _ZERO
    returned: Decimal = _ZERO  # stake left to the player (a winner's, a take-back, a release)
    paid: Decimal = _ZERO  # winnings set beside the bet
    kept: Decimal = _ZERO  # stays in prison
    zeros: int = 0  # zeros in a row this stake has seen (RO-11)
    # The exact figure behind `amount` and the rule that rounded it (MO-02, MO-05), for the
    # worked solution; None when nothing was worked out (a loss, a release).
    rounding: Rounded | None = None

    @property
    def amount(self) -> Decimal:
        """The figure the croupier handles: winnings paid, chips collected, returned or kept."""
        if self.outcome == "won":
            return self.paid
        if self.outcome == "lost":
            return self.collected
        if self.outcome == "prison":
            return self.kept
        return self.returned

    @property
    def spot(self) -> str:
        return self.bet.spot


@dataclass(frozen=True, slots=True)
class ChoiceKey:
    """Which stake an en prison choice is for: a bet of this spin or a prisoner (RO-11)."""

    player: str
    spot: str
    prisoner: bool = False


def announcement(number: int) -> str:
    """RO-14: the call when the ball stops: the number and its winning simple chances."""
    if number == 0:
        return "0, zero"
    chances = [colour(number)]
    chances.append("pair" if number % 2 == 0 else "impair")
    chances.append("manque" if number <= 18 else "passe")
    return f"{number}, " + ", ".join(chances)


# --------------------------------------------------------------------------- the table


class Table:
    """A roulette table for one session: limits, wheel direction, the previous number, the
    prisoners carried from spin to spin, and the spins played."""

    def __init__(
        self,
        rulebook: Rulebook | None = None,
        rng: random.Random | None = None,
        *,
        first_wheel: Direction = "clockwise",
        last_number: int | None = None,
    ) -> None:
        self.rulebook = rulebook or default()
        self.rules: RouletteRules = self.rulebook.roulette
        self.rng = rng or random.Random()
        self.limits = Limits.of(self.rules)
        self.prisoners: tuple[Prisoner, ...] = ()
        self.spins: list[Spin] = []
        self.events: list[LimitsChanged | SpinOpened] = []
        self.last_number = last_number
        self._next_wheel: Direction = first_wheel
        self.closed = False

    @property
    def spin(self) -> Spin | None:
        """The spin in play, if one is open and not yet settled."""
        if self.spins and self.spins[-1].phase != "settled":
            return self.spins[-1]
        return None

    # --- open a spin
    def verify_open_spin(self) -> None:
        if self.closed:
            raise RuleError("RO-11", "the session is over: its last spin has been played")
        if self.spin is not None:
            raise RuleError("RO-14", "settle the spin in play before the next one")

    def can_open_spin(self) -> bool:
        return _ok(self.verify_open_spin)

    def open_spin(self, *, last: bool = False) -> Spin:
        """ "Facin joc": a new spin; `last` marks the session's last spin (RO-11)."""
        self.verify_open_spin()
        opened = SpinOpened(len(self.spins) + 1, last)
        spin = Spin(self, opened, self._next_wheel)
        self._next_wheel = _OPPOSITE[self._next_wheel]  # RO-13: next spin the other way
        self.spins.append(spin)
        self.events.append(opened)
        return spin

    # --- limits
    def verify_change_limits(self, limits: Limits) -> None:
        if self.spin is not None:
            raise RuleError("RO-12", "limits change between spins, not while bets are down")

    def can_change_limits(self, limits: Limits) -> bool:
        return _ok(lambda: self.verify_change_limits(limits))

    def change_limits(self, limits: Limits) -> None:
        """RO-12: the casino may change the table's limits during the session. Prisoners stay
        where they are, even below a new minimum (RO-11)."""
        self.verify_change_limits(limits)
        self.events.append(LimitsChanged(self.limits, limits))
        self.limits = limits

    def scene(self) -> Scene:
        if not self.spins:
            return Scene(game="roulette", bets=_prisoner_scene(self.prisoners))
        return self.spins[-1].scene()


def _prisoner_scene(prisoners: Iterable[Prisoner]) -> tuple[SceneBet, ...]:
    return tuple(
        SceneBet(p.spot, p.value, "prison", label=_label(p.player, f"prison x{p.zeros}"))
        for p in prisoners
    )


def _label(player: str, text: str) -> str:
    return f"{player} {text}".strip()


# --------------------------------------------------------------------------- a spin


@dataclass
class _Pending:
    """A simple-chance stake caught by zero, waiting for its RO-11 choice."""

    player: str
    bet: Bet
    on_table: Decimal
    zeros: int  # counting this zero
    prisoner: bool
    choice: PrisonChoice | None = None
    forced: bool = False


class Spin:
    """One turn of the wheel: bets, "no hi van més apostes", the ball, en prison, settlement."""

    def __init__(self, table: Table, opened: SpinOpened, wheel: Direction) -> None:
        self.table = table
        self.index = opened.spin
        self.last = opened.last
        self.wheel: Direction = wheel
        self.phase: Phase = "betting"
        self.launched = False
        self.number: int | None = None
        self.prisoners: tuple[Prisoner, ...] = table.prisoners
        self.bets: dict[tuple[str, str], Bet] = {}
        self.events: list[SpinEvent] = [opened]
        self.results: tuple[Result, ...] = ()
        self._pending: dict[ChoiceKey, _Pending] = {}

    # --- betting (RO-12, RO-13)
    def verify_place(self, bet: Bet, player: str = "") -> None:
        self.verify_place_all([bet], player)

    def can_place(self, bet: Bet, player: str = "") -> bool:
        return _ok(lambda: self.verify_place(bet, player))

    def place(self, bet: Bet, player: str = "") -> None:
        self.place_all([bet], player)

    def verify_place_all(self, bets: Sequence[Bet], player: str = "") -> None:
        if self.phase != "betting":
            # RO-13: none after "no hi van més apostes".
            raise RuleError("RO-13", "no bets after 'no hi van més apostes'")
        chips = self.table.rulebook.chip_set
        totals: dict[str, Decimal] = {}
        for bet in bets:
            if not on_chip(bet.stake, chips):  # MO-01: a stake is made of the house's chips
                raise RuleError(
                    "MO-01", f"{bet.stake} is not a whole number of the {chips.smallest} chip"
                )
            spot = bet.spot
            held = self.bets.get((player, spot))
            totals[spot] = totals.get(spot, held.stake if held else _ZERO) + bet.stake
        limits = self.table.limits
        for bet in bets:
            total = totals[bet.spot]
            if total < limits.table_min:  # RO-12
                raise RuleError(
                    "RO-12", f"{total} on {bet.spot} is below the table minimum {limits.table_min}"
                )
            top = limits.max_for(bet.kind)
            if total > top:  # RO-12
                raise RuleError(
                    "RO-12", f"{total} on {bet.spot} is above the maximum {top} for a {bet.kind}"
                )

    def can_place_all(self, bets: Sequence[Bet], player: str = "") -> bool:
        return _ok(lambda: self.verify_place_all(bets, player))

    def place_all(self, bets: Sequence[Bet], player: str = "", call: str = "") -> None:
        """Several chips at once (a complete bet, a call): all accepted or none."""
        self.verify_place_all(bets, player)
        for bet in bets:
            key = (player, bet.spot)
            held = self.bets.get(key)
            self.bets[key] = bet if held is None else held.with_stake(held.stake + bet.stake)
            self.events.append(BetPlaced(player, bet.spot, bet.stake, call))

    def verify_place_call(
        self, name: str, unit: Decimal, player: str = "", number: int | None = None, n: int = 2
    ) -> None:
        if not self.table.rules.announced_bets:
            raise RuleError(ANNOUNCED_RULE, "this house does not take announced bets")
        self.verify_place_all(announced(name, unit, number, n), player)

    def can_place_call(
        self, name: str, unit: Decimal, player: str = "", number: int | None = None, n: int = 2
    ) -> bool:
        return _ok(lambda: self.verify_place_call(name, unit, player, number, n))

    def place_call(
        self, name: str, unit: Decimal, player: str = "", number: int | None = None, n: int = 2
    ) -> list[Bet]:
        """An announced bet, expanded to its chips on the layout (house option)."""
        self.verify_place_call(name, unit, player, number, n)
        bets = announced(name, unit, number, n)
        label = name if number is None else f"{number} and {n} neighbours"
        self.place_all(bets, player, call=label)
        return bets

    # --- the wheel (RO-13, RO-15)
    @property
    def from_number(self) -> int | None:
        """RO-15: the ball is launched from where it fell on the previous spin."""
        return self.table.last_number

    def verify_launch(self) -> None:
        if self.phase != "betting" or self.launched:
            raise RuleError("RO-13", "the ball is already spinning or the spin is over")

    def can_launch(self) -> bool:
        return _ok(self.verify_launch)

    def launch(self) -> None:
        """RO-13: turn the wheel the other way from the last spin, the ball against it."""
        self.verify_launch()
        self.launched = True
        self.events.append(Launched(self.wheel, _OPPOSITE[self.wheel], self.from_number))

    def verify_no_more_bets(self) -> None:
        if self.phase != "betting":
            raise RuleError("RO-13", "'no hi van més apostes' has already been called")
        if not self.launched:
            raise RuleError("RO-13", "the call comes while the ball slows, after the launch")

    def can_no_more_bets(self) -> bool:
        return _ok(self.verify_no_more_bets)

    def no_more_bets(self) -> None:
        self.verify_no_more_bets()
        self.phase = "closed"  # RO-13: no bet accepted from now on
        self.events.append(NoMoreBets())

    def verify_no_hi_va_res(self) -> None:
        if not self.launched or self.phase not in ("betting", "closed"):
            raise RuleError("RO-15", "'no hi va res' stops a ball in play, before it falls")

    def can_no_hi_va_res(self) -> bool:
        return _ok(self.verify_no_hi_va_res)

    def no_hi_va_res(self, reason: str) -> None:
        """RO-15: a chip in the wheel, the ball out, a faulty launch: the launch is void and the
        ball is set on the previous spin's number to be launched again."""
        self.verify_no_hi_va_res()
        self.launched = False
        self.phase = "betting"  # DECISION: bets stand; the call comes again for the relaunch
        self.events.append(NoHiVaRes(reason, self.from_number))

    def verify_ball_falls(self, number: int | None = None) -> None:
        if self.phase != "closed":
            raise RuleError("RO-13", "the ball falls after 'no hi van més apostes'")
        if number is not None:
            check_number(number)  # RO-01

    def can_ball_falls(self, number: int | None = None) -> bool:
        return _ok(lambda: self.verify_ball_falls(number))

    def ball_falls(self, number: int | None = None) -> int:
        """The ball stops in `number` (drawn from the table's random source when None)."""
        self.verify_ball_falls(number)
        if number is None:
            number = self.table.rng.choice(WHEEL_ORDER)
        self.number = number
        self.phase = "fallen"
        self.events.append(BallFell(number))
        if number == 0:
            self._catch_simple_chances()
        return number

    def announcement(self) -> str:
        if self.number is None:
            raise RuleError("RO-14", "the number is announced when the ball stops")
        return announcement(self.number)

    # --- en prison (RO-11)
    def _catch_simple_chances(self) -> None:
        if not self.table.rules.en_prison:
            return  # no en prison at this house: simple chances lose on zero
        minimum = self.table.limits.table_min
        for (player, spot), bet in self.bets.items():
            if bet.kind in SIMPLE_CHANCES:
                pending = _Pending(player, bet, bet.stake, 1, prisoner=False)
                self._pending[ChoiceKey(player, spot)] = self._fix(pending, minimum)
        for p in self.prisoners:
            # RO-11: zero again, counted on the original stake.
            pending = _Pending(p.player, p.bet, p.value, p.zeros + 1, prisoner=True)
            self._pending[ChoiceKey(p.player, p.spot, True)] = self._fix(pending, minimum)

    def _fix(self, pending: _Pending, minimum: Decimal) -> _Pending:
        if self.last:
            pending.choice, pending.forced = "half", True  # RO-11: forced on the last spin
        elif self._value(pending) < minimum:
            pending.choice, pending.forced = "prison", True  # RO-11: stays until released
        return pending

    def pending_choices(self) -> list[ChoiceKey]:
        """Stakes caught by zero whose owner must still choose half or prison (RO-11)."""
        return [k for k, p in self._pending.items() if p.choice is None]

    def choice_options(self, key: ChoiceKey) -> tuple[Decimal, Decimal]:
        """(taken back with "half", kept in prison with "prison") for this stake (RO-11)."""
        p = self._pending_for(key)
        book = self.table.rulebook
        return half_back(p.bet.stake, p.zeros, book).amount, self._value(p)

    def _value(self, p: _Pending) -> Decimal:
        """RO-11: what the stake is worth in prison at this zero, down to the chip (MO-02)."""
        return value_in_prison(p.bet.stake, p.zeros, self.table.rulebook).amount

    def _pending_for(self, key: ChoiceKey) -> _Pending:
        try:
            return self._pending[key]
        except KeyError:
            raise RuleError("RO-11", f"no stake caught by zero on {key.spot}") from None

    def verify_choose(self, key: ChoiceKey, choice: str) -> None:
        if self.phase != "fallen" or self.number != 0:
            raise RuleError("RO-11", "the half-or-prison choice comes when zero has fallen")
        pending = self._pending_for(key)
        if choice not in CHOICES:
            raise RuleError("RO-11", f"choose 'half' or 'prison', not {choice!r}")
        if pending.forced:
            why = "the session's last spin" if self.last else "it is below the table minimum"
            raise RuleError("RO-11", f"no choice on {key.spot}: {why}")
        if pending.choice is not None:
            raise RuleError("RO-11", f"the choice on {key.spot} is already made")

    def can_choose(self, key: ChoiceKey, choice: str) -> bool:
        return _ok(lambda: self.verify_choose(key, choice))

    def choose(self, key: ChoiceKey, choice: PrisonChoice) -> None:
        self.verify_choose(key, choice)
        self._pending[key].choice = choice
        self.events.append(PrisonChosen(key.player, key.spot, key.prisoner, choice))

    # --- settlement (RO-10, RO-11, RO-14)
    def verify_settle(self) -> None:
        if self.phase != "fallen":
            raise RuleError("RO-14", "settlement comes after the ball has fallen")
        waiting = self.pending_choices()
        if waiting:
            spots = ", ".join(k.spot for k in waiting)
            raise RuleError("RO-11", f"zero: half or prison still to choose on {spots}")

    def can_settle(self) -> bool:
        return _ok(self.verify_settle)

    def settle(self) -> tuple[Result, ...]:
        """Collect the losers, deal with en prison, pay the winners in the RO-14 order."""
        self.verify_settle()
        number = self.number
        assert number is not None
        book = self.table.rulebook
        losers: list[Result] = []
        prison: list[Result] = []
        winners: list[Result] = []
        for (player, spot), bet in self.bets.items():
            key = ChoiceKey(player, spot)
            if key in self._pending:
                prison.append(_prison_result(self._pending[key], book))
            elif bet.wins_on(number):
                # RO-02..RO-09 ratio, RO-10 the stake is kept; MO-02 down to the chip.
                paid = payout_rounded(bet, number, book)
                rule = f"{KIND_RULE[bet.kind]}, RO-10"
                won = Result(
                    player,
                    bet,
                    "won",
                    rule,
                    bet.stake,
                    returned=bet.stake,
                    paid=paid.amount,
                    rounding=paid,
                )
                winners.append(won)
            else:
                # RO-14: losing bets are collected first (RO-11 off: a simple chance loses).
                losers.append(Result(player, bet, "lost", "RO-14", bet.stake, collected=bet.stake))
        for p in self.prisoners:
            key = ChoiceKey(p.player, p.spot, True)
            if key in self._pending:
                prison.append(_prison_result(self._pending[key], book))
            elif p.released_on(number):  # RO-11: released, returned unpaid
                released = Result(
                    p.player, p.bet, "released", "RO-11", p.value, returned=p.value, zeros=p.zeros
                )
                prison.append(released)
            else:  # RO-11: the other prisoners are lost
                lost = Result(
                    p.player, p.bet, "lost", "RO-11", p.value, collected=p.value, zeros=p.zeros
                )
                losers.append(lost)
        winners.sort(key=lambda r: PAYOUT_ORDER.index(r.bet.kind))  # RO-14
        self.results = (*losers, *prison, *winners)
        self.table.prisoners = tuple(
            Prisoner(r.player, r.bet, r.zeros, r.kept)
            for r in self.results
            if r.outcome == "prison"
        )
        self.table.last_number = number  # RO-15: the next launch starts from here
        if self.last:
            self.table.closed = True
        self.phase = "settled"
        self.events.append(Settled(self.results))
        return self.results

    # --- what the felt draws
    def scene(self) -> Scene:
        if self.phase != "settled":
            bets = tuple(
                SceneBet(spot, bet.stake, label=player) for (player, spot), bet in self.bets.items()
            )
            return Scene(
                game="roulette",
                bets=_prisoner_scene(self.prisoners) + bets,
                number=self.number,
                info=self._info(),
            )
        return Scene(
            game="roulette",
            bets=tuple(_scene_bet(r) for r in self.results),
            number=self.number,
            highlight=tuple(r.spot for r in self.results if r.outcome in ("won", "released")),
            info=self._info(),
        )

    def _info(self) -> dict[str, str]:
        info = {"spin": str(self.index), "wheel": self.wheel}
        if self.number is not None:
            info["announce"] = announcement(self.number)
        if self.last:
            info["last_spin"] = "yes"
        return info


def _prison_result(p: _Pending, rulebook: Rulebook) -> Result:
    """RO-11 at the `p.zeros`-th zero in a row, counted on the original stake; what the player
    keeps or takes back is rounded down to the chip (MO-02) and the rest is collected."""
    if p.choice == "prison":
        value = value_in_prison(p.bet.stake, p.zeros, rulebook)
        if value.amount == 0:  # MO-02: nothing left to hold in prison
            return Result(
                p.player, p.bet, "lost", "RO-11", p.on_table, collected=p.on_table, zeros=p.zeros
            )
        return Result(
            p.player,
            p.bet,
            "prison",
            "RO-11",
            p.on_table,
            collected=p.on_table - value.amount,  # a prisoner loses half its value at each zero
            kept=value.amount,
            zeros=p.zeros,
            rounding=value,
        )
    back = half_back(p.bet.stake, p.zeros, rulebook)
    outcome: Outcome = "refund" if p.forced else "half"
    return Result(
        p.player,
        p.bet,
        outcome,
        "RO-11",
        p.on_table,
        collected=p.on_table - back.amount,
        returned=back.amount,
        zeros=p.zeros,
        rounding=back,
    )


_STATE: Final[dict[Outcome, BetState]] = {
    "lost": "lost",
    "won": "won",
    "half": "returned",
    "prison": "prison",
    "released": "returned",
    "refund": "returned",
}


def _scene_bet(r: Result) -> SceneBet:
    amount = r.kept if r.outcome == "prison" else r.on_table
    label = r.outcome if r.outcome in ("half", "released", "refund") else ""
    return SceneBet(
        r.spot,
        amount,
        _STATE[r.outcome],
        payout=r.paid if r.outcome == "won" else None,
        label=_label(r.player, label),
    )
