"""Single-zero roulette: the table and its spins as a state machine (RO-01..RO-15).

A session is a `Table`; each turn of the wheel is a `Spin` opened on it, the wheel's spin
shared with boule (`trainer.games.wheel`). Every action has `can_x()`, `verify_x()` (raises
`RuleError` naming the rule) and `x()`, which verifies, acts and returns the frozen event it
appended to the table's `events`; an action refused changes nothing. The layout and payouts
are in `layout`, en prison arithmetic in `prison`, call bets in `announced`.

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
from typing import Final, Literal, get_args

from trainer.errors import RuleError, allowed
from trainer.games.roulette.announced import ANNOUNCED_RULE, announced, call_id
from trainer.games.roulette.layout import (
    KIND_RULE,
    PAYOUT_ORDER,
    SIMPLE_CHANCES,
    SIMPLE_NUMBERS,
    WHEEL_ORDER,
    Bet,
    check_number,
    payout_rounded,
)
from trainer.games.roulette.prison import (
    CHOICES,
    PrisonChoice,
    Prisoner,
    half_back,
    value_in_prison,
)
from trainer.games.wheel import (
    Announcement,
    BetPlaced,
    Phase,
    Result,
    SpinOpened,
    WheelSpin,
    WheelTable,
    announcement,
)
from trainer.money import Rounded
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import RouletteRules
from trainer.scene import Scene, SceneBet

Direction = Literal["clockwise", "anticlockwise"]
# RO-15: what voids a launch; the table head calls "no hi va res".
VoidReason = Literal["chip_in_wheel", "ball_out", "faulty_launch"]
VOID_REASONS: Final = get_args(VoidReason)
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

# The events a spin shares with boule are in `trainer.games.wheel` (SpinOpened, BetPlaced,
# NoMoreBets, BallFell, Settled); these are roulette's own.


@dataclass(frozen=True, slots=True)
class Launched:
    wheel: Direction  # RO-13: opposite to the last spin
    ball: Direction  # RO-13: the ball the other way
    from_number: int | None  # RO-15: the number where the ball fell on the previous spin


@dataclass(frozen=True, slots=True)
class NoHiVaRes:
    """RO-15: the launch is void; the ball goes back to the previous spin's number."""

    reason: VoidReason
    relaunch_from: int | None


@dataclass(frozen=True, slots=True)
class PrisonChosen:
    player: str
    spot: str
    prisoner: bool
    choice: PrisonChoice


@dataclass(frozen=True, slots=True)
class LimitsChanged:
    before: Limits
    after: Limits


@dataclass(frozen=True, slots=True)
class ChoiceKey:
    """Which stake an en prison choice is for: a bet of this spin or a prisoner (RO-11)."""

    player: str
    spot: str
    prisoner: bool = False


def call(number: int) -> Announcement:
    """RO-14: the call when the ball stops: the number and its winning simple chances (none
    on zero)."""
    check_number(number)
    return announcement("roulette", number, SIMPLE_NUMBERS)


# --------------------------------------------------------------------------- the table


class Table(WheelTable["Spin"]):
    """A roulette table for one session: limits, wheel direction, the previous number, the
    prisoners carried from spin to spin, and the spins played."""

    SETTLE_RULE = "RO-14"

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        *,
        first_wheel: Direction = "clockwise",
        last_number: int | None = None,
    ) -> None:
        super().__init__(rulebook, rng)
        self.rules: RouletteRules = rulebook.roulette
        self.limits = Limits.of(self.rules)
        self.prisoners: tuple[Prisoner, ...] = ()
        self.last_number = last_number
        self._next_wheel: Direction = first_wheel
        self.closed = False  # the session's last spin has been settled

    def new_spin(self, opened: SpinOpened) -> Spin:
        spin = Spin(self, opened, self._next_wheel)
        self._next_wheel = _OPPOSITE[self._next_wheel]  # RO-13: next spin the other way
        return spin

    # --- open a spin
    def verify_open_spin(self, last: bool = False) -> None:
        if self.closed:
            raise RuleError("RO-11", "the session is over: its last spin has been played")
        super().verify_open_spin()

    def can_open_spin(self, last: bool = False) -> bool:
        return allowed(self.verify_open_spin, last)

    def open_spin(self, last: bool = False) -> SpinOpened:
        """ "Facin joc": a new spin, in play as `table.spin`; `last` marks the session's last
        spin (RO-11)."""
        self.verify_open_spin(last)
        return self.start(SpinOpened(len(self.spins) + 1, last))

    # --- limits
    def verify_change_limits(self, limits: Limits) -> None:
        if self.spin is not None:
            raise RuleError("RO-12", "limits change between spins, not while bets are down")

    def can_change_limits(self, limits: Limits) -> bool:
        return allowed(self.verify_change_limits, limits)

    def change_limits(self, limits: Limits) -> LimitsChanged:
        """RO-12: the casino may change the table's limits during the session. Prisoners stay
        where they are, even below a new minimum (RO-11)."""
        self.verify_change_limits(limits)
        event = LimitsChanged(self.limits, limits)
        self.record(event)
        self.limits = limits
        return event

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


class Spin(WheelSpin[Bet]):
    """One turn of the wheel: bets, "no hi van més apostes", the ball, en prison, settlement."""

    BETS_RULE = "RO-13"
    SETTLE_RULE = "RO-14"
    POCKETS = WHEEL_ORDER  # RO-01: 37 pockets, each equally likely
    table: Table

    def __init__(self, table: Table, opened: SpinOpened, wheel: Direction) -> None:
        super().__init__(table, opened)
        self.wheel: Direction = wheel
        self.launched = False
        self.prisoners: tuple[Prisoner, ...] = table.prisoners
        self._pending: dict[ChoiceKey, _Pending] = {}

    # --- betting (RO-12, RO-13)
    def check_number(self, number: int) -> None:
        check_number(number)  # RO-01

    def verify_limits(self, bets: Sequence[Bet], player: str) -> None:
        totals: dict[str, Decimal] = {}
        for bet in bets:
            totals[bet.spot] = totals.get(bet.spot, self.held_by(player, bet.spot)) + bet.stake
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

    def verify_place_call(
        self, name: str, unit: Decimal, player: str = "", number: int | None = None, n: int = 2
    ) -> None:
        if not self.table.rules.announced_bets:
            raise RuleError(ANNOUNCED_RULE, "this house does not take announced bets")
        self.verify_place_all(announced(name, unit, number, n), player)

    def can_place_call(
        self, name: str, unit: Decimal, player: str = "", number: int | None = None, n: int = 2
    ) -> bool:
        return allowed(self.verify_place_call, name, unit, player, number, n)

    def place_call(
        self, name: str, unit: Decimal, player: str = "", number: int | None = None, n: int = 2
    ) -> BetPlaced:
        """An announced bet, expanded to its chips on the layout (house option, RO-16)."""
        self.verify_place_call(name, unit, player, number, n)
        return self.place_all(announced(name, unit, number, n), player, call_id(name, number, n))

    # --- the wheel (RO-13, RO-15)
    @property
    def from_number(self) -> int | None:
        """RO-15: the ball is launched from where it fell on the previous spin."""
        return self.table.last_number

    def verify_launch(self) -> None:
        if self.phase is not Phase.BETTING or self.launched:
            raise RuleError("RO-13", "the ball is already spinning or the spin is over")

    def can_launch(self) -> bool:
        return allowed(self.verify_launch)

    def launch(self) -> Launched:
        """RO-13: turn the wheel the other way from the last spin, the ball against it."""
        self.verify_launch()
        self.launched = True
        event = Launched(self.wheel, _OPPOSITE[self.wheel], self.from_number)
        self.record(event)
        return event

    def verify_no_more_bets(self) -> None:
        super().verify_no_more_bets()
        if not self.launched:
            raise RuleError("RO-13", "the call comes while the ball slows, after the launch")

    def verify_no_hi_va_res(self, reason: str) -> None:
        if not self.launched or self.phase not in (Phase.BETTING, Phase.CLOSED):
            raise RuleError("RO-15", "'no hi va res' stops a ball in play, before it falls")
        if reason not in VOID_REASONS:
            raise RuleError("RO-15", f"a launch is void for {', '.join(VOID_REASONS)}")

    def can_no_hi_va_res(self, reason: str) -> bool:
        return allowed(self.verify_no_hi_va_res, reason)

    def no_hi_va_res(self, reason: VoidReason) -> NoHiVaRes:
        """RO-15: a chip in the wheel, the ball out, a faulty launch: the launch is void and the
        ball is set on the previous spin's number to be launched again."""
        self.verify_no_hi_va_res(reason)
        self.launched = False
        self.phase = Phase.BETTING  # DECISION: bets stand; the call comes again for the relaunch
        event = NoHiVaRes(reason, self.from_number)
        self.record(event)
        return event

    def call(self) -> Announcement:
        if self.number is None:
            raise RuleError("RO-14", "the number is announced when the ball stops")
        return call(self.number)

    # --- en prison (RO-11)
    def fell(self, number: int) -> None:
        if number == 0 and self.table.rules.en_prison:
            self._catch_simple_chances()  # without en prison, simple chances lose on zero

    def _catch_simple_chances(self) -> None:
        minimum = self.table.limits.table_min
        for (player, spot), bet in self.bets.items():
            if bet.kind in SIMPLE_CHANCES:
                pending = _Pending(str(player), bet, bet.stake, 1, prisoner=False)
                self._pending[ChoiceKey(str(player), str(spot))] = self._fix(pending, minimum)
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
        return half_back(p.bet.stake, p.zeros, self.rulebook).amount, self._value(p)

    def _value(self, p: _Pending) -> Decimal:
        """RO-11: what the stake is worth in prison at this zero, down to the chip (MO-02)."""
        return value_in_prison(p.bet.stake, p.zeros, self.rulebook).amount

    def _pending_for(self, key: ChoiceKey) -> _Pending:
        try:
            return self._pending[key]
        except KeyError:
            raise RuleError("RO-11", f"no stake caught by zero on {key.spot}") from None

    def verify_choose(self, key: ChoiceKey, choice: str) -> None:
        if self.phase is not Phase.FALLEN or self.number != 0:
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
        return allowed(self.verify_choose, key, choice)

    def choose(self, key: ChoiceKey, choice: PrisonChoice) -> PrisonChosen:
        self.verify_choose(key, choice)
        self._pending[key].choice = choice
        event = PrisonChosen(key.player, key.spot, key.prisoner, choice)
        self.record(event)
        return event

    # --- settlement (RO-10, RO-11, RO-14)
    def verify_ready(self) -> None:
        waiting = self.pending_choices()
        if waiting:
            spots = ", ".join(k.spot for k in waiting)
            raise RuleError("RO-11", f"zero: half or prison still to choose on {spots}")

    def results_on(self, number: int) -> tuple[Result[Bet], ...]:
        """Collect the losers, deal with en prison, pay the winners in the RO-14 order."""
        book = self.rulebook
        losers: list[Result[Bet]] = []
        prison: list[Result[Bet]] = []
        winners: list[Result[Bet]] = []
        for (player, spot), bet in self.bets.items():
            key = ChoiceKey(str(player), str(spot))
            if key in self._pending:
                prison.append(_prison_result(self._pending[key], book))
            elif bet.wins_on(number):
                # RO-02..RO-09 ratio, RO-10 the stake is kept; MO-02 down to the chip.
                paid = payout_rounded(bet, number, book)
                rule = f"{KIND_RULE[bet.kind]}, RO-10"
                winners.append(
                    Result(
                        str(player),
                        bet,
                        "won",
                        rule,
                        bet.stake,
                        returned=bet.stake,
                        paid=paid.amount,
                        rounding=paid,
                    )
                )
            else:
                # RO-14: losing bets are collected first (RO-11 off: a simple chance loses).
                losers.append(
                    Result(str(player), bet, "lost", "RO-14", bet.stake, collected=bet.stake)
                )
        for p in self.prisoners:
            key = ChoiceKey(p.player, p.spot, True)
            if key in self._pending:
                prison.append(_prison_result(self._pending[key], book))
            elif p.released_on(number):  # RO-11: released, returned unpaid
                prison.append(_held(p, released=True))
            else:  # RO-11: the other prisoners are lost
                losers.append(_held(p, released=False))
        winners.sort(key=lambda r: PAYOUT_ORDER.index(r.bet.kind))  # RO-14
        return (*losers, *prison, *winners)

    def settled(self) -> None:
        self.table.prisoners = tuple(
            Prisoner(r.player, r.bet, r.zeros, r.kept) for r in self.results if r.prison == "kept"
        )
        self.table.last_number = self.number  # RO-15: the next launch starts from here
        if self.last:
            self.table.closed = True

    # --- what the felt draws
    def scene(self) -> Scene:
        if self.phase is not Phase.SETTLED:
            bets = tuple(
                SceneBet(bet.spot, bet.stake, label=str(key[0])) for key, bet in self.bets.items()
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
            highlight=tuple(
                r.spot for r in self.results if r.outcome == "won" or r.prison == "released"
            ),
            info=self._info(),
        )

    def _info(self) -> dict[str, str]:
        info = {"spin": str(self.index), "wheel": self.wheel}
        if self.number is not None:
            info["announce"] = call(self.number).code
        if self.last:
            info["last_spin"] = "yes"
        return info


def _held(p: Prisoner, released: bool) -> Result[Bet]:
    """A prisoner on a spin other than zero: released unpaid, or lost (RO-11)."""
    return Result(
        p.player,
        p.bet,
        "returned" if released else "lost",
        "RO-11",
        p.value,
        collected=_ZERO if released else p.value,
        returned=p.value if released else _ZERO,
        prison="released" if released else "lost",
        prisoner=True,
        zeros=p.zeros,
    )


def _prison_result(p: _Pending, rulebook: Rulebook) -> Result[Bet]:
    """RO-11 at the `p.zeros`-th zero in a row, counted on the original stake; what the player
    keeps or takes back is rounded down to the chip (MO-02) and the rest is collected."""
    if p.choice == "prison":
        value = value_in_prison(p.bet.stake, p.zeros, rulebook)
        if value.amount == 0:  # MO-02: nothing left to hold in prison
            return _caught(p, "lost", "lost", None, kept=_ZERO)
        # A prisoner loses half its value at each zero.
        return _caught(p, "prison", "kept", value, kept=value.amount)
    back = half_back(p.bet.stake, p.zeros, rulebook)
    return _caught(p, "returned", "refund" if p.forced else "half", back, returned=back.amount)


def _caught(
    p: _Pending,
    outcome: Literal["lost", "prison", "returned"],
    step: str,
    rounding: Rounded | None,
    *,
    kept: Decimal = _ZERO,
    returned: Decimal = _ZERO,
) -> Result[Bet]:
    """A stake caught by zero, settled by its RO-11 choice: what is not kept in prison or
    taken back is collected."""
    return Result(
        p.player,
        p.bet,
        outcome,
        "RO-11",
        p.on_table,
        collected=p.on_table - kept - returned,
        returned=returned,
        kept=kept,
        rounding=rounding,
        prison=step,
        prisoner=p.prisoner,
        zeros=p.zeros,
    )


def _scene_bet(r: Result[Bet]) -> SceneBet:
    amount = r.kept if r.outcome == "prison" else r.on_table
    label = r.prison if r.prison in ("half", "released", "refund") else ""
    return SceneBet(
        r.spot,
        amount,
        r.outcome,
        payout=r.paid if r.outcome == "won" else None,
        label=_label(r.player, label),
    )
