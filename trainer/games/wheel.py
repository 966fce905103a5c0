"""The spin shared by roulette and boule: "facin joc", the bets, "no hi van més apostes", the
ball, the settlement.

Both games turn the same way (RO-13, RO-14; BO-04, BO-05): a `WheelTable` opens one spin at a
time; a spin takes bets until the croupier calls "no hi van més apostes" and none after; the
ball stops on a number, which is announced with the simple chances it makes win; losing bets
are collected first, then the winners are paid beside their stakes. What differs is given by
each engine (`trainer.games.roulette.table`, `trainer.games.boule`): the layout and its limits,
the numbers on the wheel, the rule ids, and how a spin settles (en prison and the payout order
at roulette).

The contract every engine keeps: the rulebook comes first and randomness only from the
`random.Random` passed in; each action has `can_x` (`errors.allowed` of `verify_x`),
`verify_x` (raises `RuleError` naming the rule and changes nothing) and `x`, which appends a
frozen event to the table's read-only `events` and returns it. One settlement record,
`Result`, whose `outcome` is the word the felt draws (`trainer.scene.BetState`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from trainer.errors import RuleError, allowed
from trainer.money import Rounded, on_chip
from trainer.rulebooks import Rulebook
from trainer.scene import BetState, Scene

_ZERO = Decimal(0)


class Phase(Enum):
    BETTING = "betting"  # "facin joc": bets are taken (RO-13, BO-04)
    CLOSED = "closed"  # "no hi van més apostes": none taken (RO-13, BO-04)
    FALLEN = "fallen"  # the ball has stopped on a number
    SETTLED = "settled"  # losers collected, winners paid (RO-14, BO-05)


class WheelBet(Protocol):
    """A stake on one spot of the layout (a roulette or a boule `Bet`)."""

    @property
    def spot(self) -> str: ...

    @property
    def stake(self) -> Decimal: ...

    def with_stake(self, stake: Decimal) -> Self: ...


B = TypeVar("B", bound=WheelBet)


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class SpinOpened:
    """ "Facin joc": a spin opens; `last` is the session's last spin (RO-11)."""

    spin: int
    last: bool = False


@dataclass(frozen=True, slots=True)
class BetPlaced:
    """One player's chips put down at once: one bet, or every chip of an announced bet (its
    call id in `call`, RO-16)."""

    player: str
    bets: tuple[WheelBet, ...]
    call: str = ""


@dataclass(frozen=True, slots=True)
class NoMoreBets:
    """RO-13, BO-04: "no hi van més apostes"."""


@dataclass(frozen=True, slots=True)
class BallFell:
    number: int


@dataclass(frozen=True, slots=True)
class Result(Generic[B]):
    """What happened to one stake at the settlement, every chip accounted for: `on_table` =
    `collected` + `returned` + `kept`; `paid` comes from the bank.

    `outcome` is the felt's word for it (`BetState`): "won" (paid beside the stake, which the
    winner keeps, RO-10, BO-05), "lost" (collected), "returned" (handed back unpaid) or
    "prison" (kept in prison, RO-11). At roulette `prison` says which en prison step it was
    (RO-11): "half" (half taken back), "refund" (the take-back forced on the last spin), "kept",
    "released", or "lost" for a prisoner lost; `prisoner` that the stake was held in prison
    before this spin, `zeros` the zeros in a row it has seen."""

    player: str
    bet: B
    outcome: BetState
    rule_id: str
    on_table: Decimal
    collected: Decimal = _ZERO
    returned: Decimal = _ZERO
    paid: Decimal = _ZERO
    kept: Decimal = _ZERO
    # The exact figure behind the amount and the rule that rounded it (MO-02, MO-05), for the
    # worked solution; None when nothing was worked out (a loss, a release).
    rounding: Rounded | None = None
    prison: str = ""
    prisoner: bool = False
    zeros: int = 0

    @property
    def amount(self) -> Decimal:
        """The figure the croupier handles: winnings paid, chips collected, kept or returned."""
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
class Settled(Generic[B]):
    results: tuple[Result[B], ...]


# --------------------------------------------------------------------------- the call


@dataclass(frozen=True, slots=True)
class Announcement:
    """The croupier's call when the ball stops (RO-14, BO-02): the number and the simple
    chances it makes win, as spot ids. `code` is how the table session writes it ("17 noir
    impair manque"); `message` is the catalogue's code and parameters that say it in the
    trainee's language ("17, negre, senar i manca")."""

    game: str
    number: int
    chances: tuple[str, ...]

    @property
    def code(self) -> str:
        return " ".join([str(self.number), *self.chances])

    @property
    def message(self) -> tuple[str, Mapping[str, str]]:
        if not self.chances:  # roulette's zero, boule's 5: no simple chance wins
            return f"{self.game}.croupier.no_chance", {"number": str(self.number)}
        colour, parity, half = self.chances
        said = f"{self.game}.said"
        return f"{self.game}.croupier.number", {
            "number": str(self.number),
            "colour": f"{said}.{colour}",
            "parity": f"{said}.{parity}",
            "half": f"{said}.{half}",
        }


def announcement(game: str, number: int, chances: Mapping[str, frozenset[int]]) -> Announcement:
    """The call of `number`: the simple chances holding it, colour, parity, half (RO-14)."""
    return Announcement(game, number, tuple(c for c, ns in chances.items() if number in ns))


# --------------------------------------------------------------------------- the table

S = TypeVar("S", bound="WheelSpin[Any]")


class WheelTable(Generic[S]):
    """A table for one session: its spins in order and every event of the session, the
    table's own (limits changed) and each spin's, in the order they happened."""

    # The rule a spin still in play breaks when the next is opened (RO-14, BO-05).
    SETTLE_RULE: ClassVar[str]

    def __init__(self, rulebook: Rulebook, rng: random.Random) -> None:
        self.rulebook = rulebook
        self.rng = rng  # where the ball falls when no number is given
        self.spins: list[S] = []
        self._events: list[object] = []

    @property
    def events(self) -> tuple[object, ...]:
        return tuple(self._events)

    def record(self, event: object) -> None:
        self._events.append(event)

    @property
    def spin(self) -> S | None:
        """The spin in play, if one is open and not yet settled."""
        if self.spins and self.spins[-1].phase is not Phase.SETTLED:
            return self.spins[-1]
        return None

    def verify_open_spin(self) -> None:
        if self.spin is not None:
            raise RuleError(self.SETTLE_RULE, "settle the spin in play before the next one")

    def can_open_spin(self) -> bool:
        return allowed(self.verify_open_spin)

    def open_spin(self) -> SpinOpened:
        """ "Facin joc": a new spin, in play as `table.spin`."""
        self.verify_open_spin()
        return self.start(SpinOpened(len(self.spins) + 1))

    def start(self, opened: SpinOpened) -> SpinOpened:
        self.spins.append(self.new_spin(opened))
        return opened

    def new_spin(self, opened: SpinOpened) -> S:
        raise NotImplementedError

    def scene(self) -> Scene:
        raise NotImplementedError


# --------------------------------------------------------------------------- a spin


class WheelSpin(Generic[B]):
    """One turn of the wheel. An engine names its rules and says what differs: the limits of
    a bet (`verify_limits`), the wheel's numbers (`POCKETS`, `check_number`), what a number
    does when it falls (`fell`) and how the spin settles (`results`)."""

    BETS_RULE: ClassVar[str]  # "no hi van més apostes" (RO-13, BO-04)
    SETTLE_RULE: ClassVar[str]  # the settlement (RO-14, BO-05)
    POCKETS: ClassVar[Sequence[int]]  # the numbers the ball may fall in, as the rng draws

    def __init__(self, table: WheelTable[Any], opened: SpinOpened) -> None:
        self.table = table
        self.index = opened.spin
        self.last = opened.last
        self.phase = Phase.BETTING
        self.number: int | None = None
        self.bets: dict[tuple[object, ...], B] = {}
        self.results: tuple[Result[B], ...] = ()
        self._events: list[object] = []
        self.record(opened)

    @property
    def events(self) -> tuple[object, ...]:
        """This spin's events, from "facin joc" to the settlement."""
        return tuple(self._events)

    def record(self, event: object) -> None:
        self._events.append(event)
        self.table.record(event)

    @property
    def rulebook(self) -> Rulebook:
        return self.table.rulebook

    # --- hooks
    @staticmethod
    def key(bet: B, player: str) -> tuple[object, ...]:
        """Which chips add up: a player's on one spot (and layout, at boule)."""
        return (player, bet.spot)

    def verify_limits(self, bets: Sequence[B], player: str) -> None:
        """The table's minimum and maximum on each spot, with the chips already there."""

    def check_number(self, number: int) -> None:
        raise NotImplementedError

    def fell(self, number: int) -> None:
        """What the number does at once (roulette: zero catches the simple chances)."""

    def verify_ready(self) -> None:
        """Anything still to settle before the payout (roulette: en prison choices)."""

    def results_on(self, number: int) -> tuple[Result[B], ...]:
        raise NotImplementedError

    def settled(self) -> None:
        """What the settlement leaves for the next spin (roulette: prisoners, the number)."""

    # --- betting
    def verify_place_all(self, bets: Sequence[B], player: str = "") -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError(self.BETS_RULE, "no bets after 'no hi van més apostes'")
        chips = self.rulebook.chip_set
        for bet in bets:
            if not on_chip(bet.stake, chips):  # MO-01: a stake is made of the house's chips
                raise RuleError(
                    "MO-01", f"{bet.stake} is not a whole number of the {chips.smallest} chip"
                )
        self.verify_limits(bets, player)

    def can_place_all(self, bets: Sequence[B], player: str = "") -> bool:
        return allowed(self.verify_place_all, bets, player)

    def place_all(self, bets: Sequence[B], player: str = "", call: str = "") -> BetPlaced:
        """Several chips at once (a complete bet, a call): all accepted or none."""
        self.verify_place_all(bets, player)
        for bet in bets:
            key = self.key(bet, player)
            held = self.bets.get(key)
            self.bets[key] = bet if held is None else held.with_stake(held.stake + bet.stake)
        event = BetPlaced(player, tuple(bets), call)
        self.record(event)
        return event

    def verify_place(self, bet: B, player: str = "") -> None:
        self.verify_place_all((bet,), player)

    def can_place(self, bet: B, player: str = "") -> bool:
        return allowed(self.verify_place, bet, player)

    def place(self, bet: B, player: str = "") -> BetPlaced:
        return self.place_all((bet,), player)

    def held_by(self, player: str, spot: str) -> Decimal:
        """What `player` already has on `spot` (every layout of the table together)."""
        return sum(
            (b.stake for key, b in self.bets.items() if key[0] == player and b.spot == spot),
            _ZERO,
        )

    # --- the call and the ball
    def verify_no_more_bets(self) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError(self.BETS_RULE, "'no hi van més apostes' has already been called")

    def can_no_more_bets(self) -> bool:
        return allowed(self.verify_no_more_bets)

    def no_more_bets(self) -> NoMoreBets:
        self.verify_no_more_bets()
        self.phase = Phase.CLOSED  # no bet accepted from now on
        event = NoMoreBets()
        self.record(event)
        return event

    def verify_ball_falls(self, number: int | None = None) -> None:
        if self.phase is not Phase.CLOSED:
            raise RuleError(self.BETS_RULE, "the ball falls after 'no hi van més apostes'")
        if number is not None:
            self.check_number(number)

    def can_ball_falls(self, number: int | None = None) -> bool:
        return allowed(self.verify_ball_falls, number)

    def ball_falls(self, number: int | None = None) -> BallFell:
        """The ball stops in `number`, or where the table's random source says when None."""
        self.verify_ball_falls(number)
        if number is None:
            number = self.table.rng.choice(self.POCKETS)
        self.number = number
        self.phase = Phase.FALLEN
        event = BallFell(number)
        self.record(event)
        self.fell(number)
        return event

    # --- the settlement
    def verify_settle(self) -> None:
        if self.phase is not Phase.FALLEN:
            raise RuleError(self.SETTLE_RULE, "settlement comes after the ball has fallen")
        self.verify_ready()

    def can_settle(self) -> bool:
        return allowed(self.verify_settle)

    def settle(self) -> Settled[B]:
        """Collect the losers, then pay the winners (RO-14, BO-05): `results` in that order."""
        self.verify_settle()
        assert self.number is not None
        self.results = self.results_on(self.number)
        self.phase = Phase.SETTLED
        self.settled()
        event = Settled(self.results)
        self.record(event)
        return event
