"""The craps table as a state machine: bets, the puck, the shooter, the calls, the rolls.

The rulebook comes first; the dice are given to `roll` (a session draws them from its own
`random.Random`), so the table itself holds no randomness. Each action has `can_x()`
(`errors.allowed` of `verify_x`), `verify_x()` (raises `RuleError` naming the rule) and `x()`,
which verifies, acts and returns the frozen event it appended to the read-only `events`. An
action that is refused changes nothing.

Bets belong to a player and sit on a spot named as trainer/scene.py says ("come:6",
"odds:dont_win", "place:8"; `trainer.games.spots` reads and writes them). A roll settles every
bet with `bets.settle`; a winning bet is paid and its stake handed back with the winnings, a
losing one collected, the rest stay (or move to their box). Each bet's `BetOutcome` says what
happened in the felt's words ("won", "lost", "push", "placed", "moved", "returned"). The
rulebook decides payouts, limits and what makes a no roll.

The staff (CR-19): a table head, two croupiers and a stickman; the stickman hands the dice and
calls each roll (`RollResult.call`, a `StickCall`: the words are the catalogue's,
`craps.croupier.*`). `STAFF` is the complement a full table must have.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum
from typing import Literal

from trainer.errors import RuleError, allowed
from trainer.games.craps.bets import (
    HARD_NUMBERS,
    NUMBERS,
    Outcome,
    max_stake,
    next_point,
    settle,
    withdrawable,
)
from trainer.games.spots import CrapsSpot, in_box, odds_on, parse_craps
from trainer.money import Ratio, Rounded, on_chip, payout
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import CrapsRules
from trainer.scene import Scene, SceneBet

# CR-19: the staff of a full craps table.
STAFF: tuple[str, ...] = ("table_head", "croupier", "croupier", "stickman")

# CR-17: where the dice may come to rest, or what went wrong with the throw. "short_of_far_end":
# both dice rolled and stopped on the table, thrown at the far end, but one did not touch it.
Landing = Literal[
    "table",
    "on_chips",
    "short_of_far_end",
    "broken",
    "stacked",
    "off_table",
    "on_rail",
    "reserve_bowl",
    "incorrect_throw",
]
ALWAYS_NO_ROLL: frozenset[str] = frozenset(
    {"broken", "stacked", "off_table", "on_rail", "reserve_bowl", "incorrect_throw"}
)


def verify_throw(landing: Landing, rulebook: Rulebook) -> None:
    """CR-17, raising `RuleError` with the reason the stickman calls a no roll: broken, stacked,
    off the table, on the rail, in the reserve bowl or a bad throw is a no roll everywhere; dice
    on chips are valid in andorra-2025 ("la tirada és vàlida") and a no roll in spain-1979 ("se
    montan sobre una ficha"); spain-1979 counts a throw only once both dice touched the far end,
    andorra-2025 only asks that the shooter meant them to."""
    if landing in ALWAYS_NO_ROLL:
        raise RuleError("CR-17", f"{landing}: a no roll under every rulebook")
    if landing == "on_chips" and not rulebook.craps.dice_on_chips_valid:
        raise RuleError("CR-17", f"{rulebook.id}: dice on chips are a no roll")
    if landing == "short_of_far_end" and rulebook.craps.throw_must_touch_far_end:
        raise RuleError("CR-17", f"{rulebook.id}: both dice must touch the far end")


def is_valid_roll(landing: Landing, rulebook: Rulebook) -> bool:
    """CR-17: whether this throw counts at a table under `rulebook` (`verify_throw`)."""
    return allowed(verify_throw, landing, rulebook)


class Phase(Enum):
    BETTING = "betting"
    NO_MORE_BETS = "no_more_bets"  # CR-16: called, the shooter throws
    CLOSED = "closed"  # CR-18: the last roll has been made


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class BetPlaced:
    player: str
    spot: str
    amount: Decimal
    total: Decimal  # on the spot after this bet


@dataclass(frozen=True, slots=True)
class BetWithdrawn:
    player: str
    spot: str
    amount: Decimal
    rule: str


@dataclass(frozen=True, slots=True)
class NoMoreBets:
    """CR-16: "no hi van més apostes" (seed 000; seed 001 "ya no va más")."""

    message: str = "craps.croupier.no_more_bets"


@dataclass(frozen=True, slots=True)
class DiceRefused:
    player: str
    next_shooter: str


@dataclass(frozen=True, slots=True)
class NoRoll:
    """CR-17: the stickman calls "tirada nul·la"; no bet is touched and the shooter throws
    again."""

    dice: tuple[int, int]
    landing: str
    rule: str = "CR-17"
    reason: str = ""
    message: str = "craps.croupier.no_roll"


@dataclass(frozen=True, slots=True)
class BetOutcome:
    """One bet's fate on one roll. `winnings` excludes the stake; `paid` keeps the exact win
    and the rounding that made it `winnings` (MO-02, MO-05), so a worked solution can show both.
    `withdrawable` is set on a bet still on the table that the player may take back (CR-05,
    CR-07, CR-09, CR-11..CR-14)."""

    player: str
    spot: str
    stake: Decimal
    outcome: Outcome
    rule: str
    winnings: Decimal = Decimal(0)
    moved_to: int | None = None
    withdrawable: bool = False
    ratio: Ratio | None = None  # the payout of a win (CR-02 .. CR-14)
    paid: Rounded | None = None

    @property
    def new_spot(self) -> str | None:
        """Where the stake is after the roll, None when it left the table."""
        if self.outcome == "moved":
            return _after(self.spot, self.moved_to)
        if self.outcome in ("placed", "push"):
            return self.spot
        return None

    @property
    def to_player(self) -> Decimal:
        """Chips handed to the player: stake and winnings on a win, the stake when returned."""
        if self.outcome == "won":
            return self.stake + self.winnings
        if self.outcome == "returned":
            return self.stake
        return Decimal(0)


@dataclass(frozen=True, slots=True)
class StickCall:
    """CR-19: the stickman's call of a valid roll, as data. `code` is how the table session
    writes it ("seven-out", "hard 8", "point 5 (5)"); `message` is the catalogue's code and
    parameters that say it in the trainee's language (`craps.croupier.*`)."""

    dice: tuple[int, int]
    point: int | None  # the point before the roll; None on a come-out

    @property
    def total(self) -> int:
        return self.dice[0] + self.dice[1]

    @property
    def kind(self) -> str:
        """seven_out, seven, craps, hard, easy or number; a come-out number that becomes the
        point is point_hard, point_easy or point_number (CR-02)."""
        total = self.total
        if total == 7:
            return "seven_out" if self.point is not None else "seven"
        if total in (2, 3, 12):
            return "craps"
        way = "number"
        if total in HARD_NUMBERS:
            way = "hard" if self.dice[0] == self.dice[1] else "easy"
        if self.point is None and total in NUMBERS:  # CR-02: the point is set
            return f"point_{way}"
        return way

    @property
    def code(self) -> str:
        total, kind = self.total, self.kind
        words = {
            "seven_out": "seven-out",
            "seven": "7",
            "craps": f"craps {total}",
            "hard": f"hard {total}",
            "easy": f"easy {total}",
            "number": str(total),
        }
        if kind.startswith("point_"):
            return f"point {total} ({words[kind[6:]]})"
        return words[kind]

    @property
    def message(self) -> tuple[str, Mapping[str, str]]:
        return f"craps.croupier.{self.kind}", {
            "total": str(self.total),
            "half": str(self.total // 2),
        }


@dataclass(frozen=True, slots=True)
class RollResult:
    """A valid roll and what it did to every bet, in the order they were placed."""

    dice: tuple[int, int]
    point_before: int | None
    point_after: int | None
    shooter: str
    next_shooter: str
    outcomes: tuple[BetOutcome, ...]
    call: StickCall
    last_roll: bool = False  # CR-18: unresolved bets were returned

    @property
    def total(self) -> int:
        return self.dice[0] + self.dice[1]

    @property
    def seven_out(self) -> bool:
        """CR-02: a seven with a point on loses the win bets and passes the dice."""
        return self.point_before is not None and self.total == 7

    def of(self, spot: str, player: str | None = None) -> BetOutcome:
        for outcome in self.outcomes:
            if outcome.spot == spot and (player is None or outcome.player == player):
                return outcome
        raise KeyError(spot)

    @property
    def collected(self) -> Decimal:
        return sum((o.stake for o in self.outcomes if o.outcome == "lost"), Decimal(0))

    @property
    def winnings_paid(self) -> Decimal:
        return sum((o.winnings for o in self.outcomes), Decimal(0))

    @property
    def returned_stakes(self) -> Decimal:
        """Stakes handed back: with a win, or returned at closing (CR-18)."""
        handed = ("won", "returned")
        return sum((o.stake for o in self.outcomes if o.outcome in handed), Decimal(0))

    @property
    def staying(self) -> Decimal:
        return sum((o.stake for o in self.outcomes if o.new_spot is not None), Decimal(0))


@dataclass(frozen=True, slots=True)
class LastRollsAnnounced:
    """CR-18: "les tres últimes tirades"."""

    rolls: int
    rule: str = "CR-18"
    message: str = "craps.croupier.last_rolls"


Event = (
    BetPlaced | BetWithdrawn | NoMoreBets | DiceRefused | NoRoll | RollResult | LastRollsAnnounced
)


# --------------------------------------------------------------------------- the table


@dataclass
class CrapsTable:
    """One craps table. `players` are in the order the dice go round: the first is on the
    croupiers' left, then clockwise (seed 000, IV.3)."""

    rulebook: Rulebook
    players: tuple[str, ...] = ("p1",)
    staff: tuple[str, ...] = STAFF
    point: int | None = None
    shooter_index: int = 0
    phase: Phase = Phase.BETTING
    rolls_left: int | None = None  # CR-18: counting down after the announcement
    dice: tuple[int, int] | None = None
    bets: dict[tuple[str, str], Decimal] = field(default_factory=dict)
    _events: list[Event] = field(default_factory=list, repr=False)

    @property
    def events(self) -> tuple[Event, ...]:
        """Everything that happened at the table, in order (read-only)."""
        return tuple(self._events)

    def _record(self, event: Event) -> None:
        self._events.append(event)

    def __post_init__(self) -> None:
        if not self.players or len(set(self.players)) != len(self.players):
            raise ValueError("a craps table needs at least one player, each named once")
        if sorted(self.staff) != sorted(STAFF):
            raise RuleError("CR-19", "a craps table has a table head, two croupiers, a stickman")

    @classmethod
    def with_layout(
        cls,
        rulebook: Rulebook,
        point: int | None,
        bets: Iterable[tuple[str, str, Decimal]] | Mapping[str, Decimal],
        players: tuple[str, ...] | None = None,
    ) -> CrapsTable:
        """A table in the middle of play: the puck on `point` and these bets (player, spot,
        amount) already on the felt, come points included. Each bet is checked as if placed
        (limits, odds on a flat bet), so no layout exists that the rules could not reach."""
        items = (
            [("p1", spot, amount) for spot, amount in bets.items()]
            if isinstance(bets, Mapping)
            else list(bets)
        )
        if players is None:
            players = tuple(dict.fromkeys(player for player, _, _ in items)) or ("p1",)
        if point is not None and point not in rulebook.craps.place:
            raise RuleError("CR-02", f"the point is 4, 5, 6, 8, 9 or 10, not {point}")
        table = cls(rulebook=rulebook, players=players, point=point)
        flats = [i for i in items if parse_craps(i[1]).kind != "odds"]
        odds = [i for i in items if parse_craps(i[1]).kind == "odds"]
        for player, spot, amount in flats + odds:
            table._verify_bet(player, spot, amount, layout=True)
            table.bets[(player, spot)] = table.bets.get((player, spot), Decimal(0)) + amount
        return table

    # ----------------------------------------------------------------- reading the table

    @property
    def rules(self) -> CrapsRules:
        return self.rulebook.craps

    @property
    def shooter(self) -> str:
        return self.players[self.shooter_index]

    def stake(self, player: str, spot: str) -> Decimal:
        return self.bets.get((player, spot), Decimal(0))

    @property
    def on_table(self) -> Decimal:
        return sum(self.bets.values(), Decimal(0))

    # ----------------------------------------------------------------- placing bets

    def can_place_bet(self, player: str, spot: str, amount: Decimal) -> bool:
        return allowed(self.verify_place_bet, player, spot, amount)

    def verify_place_bet(self, player: str, spot: str, amount: Decimal) -> None:
        if self.phase is Phase.CLOSED:
            raise RuleError("CR-18", "the table is closed: the last roll has been made")
        if self.phase is Phase.NO_MORE_BETS:
            raise RuleError("CR-16", 'no bets after "no hi van més apostes"')
        self._verify_bet(player, spot, amount, layout=False)

    def place_bet(self, player: str, spot: str, amount: Decimal) -> BetPlaced:
        self.verify_place_bet(player, spot, amount)
        total = self.stake(player, spot) + amount
        self.bets[(player, spot)] = total
        event = BetPlaced(player, spot, amount, total)
        self._record(event)
        return event

    def _verify_bet(self, player: str, spot_id: str, amount: Decimal, layout: bool) -> None:
        if player not in self.players:
            raise RuleError("CR-16", f"'{player}' is not at this table")
        spot = parse_craps(spot_id)
        self._verify_amount(spot, amount)
        self._verify_timing(spot, layout)
        flat = self._verify_flat(player, spot)
        total = self.stake(player, spot_id) + amount
        chips = self.rulebook.chip_set
        limit = max_stake(spot, self.rules, chips, flat, self.point)  # CR-11 .. CR-15, MO-04
        if total > limit:
            rule = _limit_rule(spot)
            raise RuleError(rule, f"{spot_id}: {total} is over the maximum {limit}")

    def _verify_amount(self, spot: CrapsSpot, amount: Decimal) -> None:
        """A stake a player could make: chips of the house set (MO-01), at least the table
        minimum and, where the house requires it, a multiple of it (CR-15). Odds ride on a flat
        bet and have no minimum of their own."""
        if not isinstance(amount, Decimal) or amount <= 0:
            raise RuleError("CR-15", f"a bet is a positive amount, not {amount}")
        chips = self.rulebook.chip_set
        if not on_chip(amount, chips):
            raise RuleError("MO-01", f"{amount} is not a stake in chips of {chips.smallest}")
        if spot.kind == "odds":
            return
        minimum = self.rules.table_min
        if amount < minimum:
            raise RuleError("CR-15", f"{amount} is under the table minimum {minimum}")
        if self.rules.bets_multiple_of_min and amount % minimum:
            raise RuleError("CR-15", f"{amount}: this house takes multiples of {minimum}")

    def _verify_timing(self, spot: CrapsSpot, layout: bool) -> None:
        if spot.kind in ("win", "dont_win") and self.point is not None and not layout:
            rule = "CR-02" if spot.kind == "win" else "CR-03"
            raise RuleError(rule, f"{spot.id} is made on the come-out, with the puck off")
        if spot.kind in ("come", "dont_come") and self.point is None:
            raise RuleError("CR-04", f"{spot.id} is made after a point is set")
        if spot.kind in ("come_point", "dont_come_point") and not layout:
            raise RuleError("CR-04", f"{spot.id}: a come bet reaches its box only by a roll")

    def _verify_flat(self, player: str, spot: CrapsSpot) -> Decimal | None:
        """CR-11, CR-12: odds only beside a flat bet whose point is known."""
        if spot.kind != "odds":
            return None
        rule = "CR-12" if spot.lay_side else "CR-11"
        flat = self.stake(player, spot.base)
        if flat == 0:
            raise RuleError(rule, f"odds need {player}'s bet on {spot.base} first")
        if spot.number is None and self.point is None:
            raise RuleError(rule, f"odds on {spot.base} need a point: the puck is off")
        return flat

    # ----------------------------------------------------------------- withdrawing

    def can_withdraw(self, player: str, spot: str) -> bool:
        return allowed(self.verify_withdraw, player, spot)

    def verify_withdraw(self, player: str, spot_id: str) -> None:
        spot = parse_craps(spot_id)
        if self.stake(player, spot_id) == 0:
            raise RuleError("CR-05", f"{player} has no bet on {spot_id}")
        if self.phase is Phase.NO_MORE_BETS:
            raise RuleError("CR-16", 'nothing moves after "no hi van més apostes"')
        if not withdrawable(spot, self.rules):
            raise RuleError("CR-05", f"{spot_id} plays until it is won or lost")
        if self.stake(player, odds_on(spot_id)):
            raise RuleError("CR-11", f"take the odds on {spot_id} down first")

    def withdraw(self, player: str, spot: str) -> BetWithdrawn:
        self.verify_withdraw(player, spot)
        amount = self.bets.pop((player, spot))
        event = BetWithdrawn(player, spot, amount, _withdraw_rule(parse_craps(spot)))
        self._record(event)
        return event

    # ----------------------------------------------------------------- calls and dice

    def can_call_no_more_bets(self) -> bool:
        return allowed(self.verify_call_no_more_bets)

    def verify_call_no_more_bets(self) -> None:
        """CR-16: the call comes before the throw, so only once the shooter has bet win or
        don't win (a table whose shooter has not bet would be stuck: no bet after the call,
        no throw without it)."""
        if self.phase is Phase.CLOSED:
            raise RuleError("CR-18", "the table is closed")
        if self.phase is Phase.NO_MORE_BETS:
            raise RuleError("CR-16", "no more bets has already been called")
        self._verify_shooter_bet()

    def _verify_shooter_bet(self) -> None:
        shooter = self.shooter
        if not (self.stake(shooter, "win") or self.stake(shooter, "dont_win")):
            raise RuleError("CR-16", f"the shooter {shooter} must bet win or don't win first")

    def call_no_more_bets(self) -> NoMoreBets:
        self.verify_call_no_more_bets()
        self.phase = Phase.NO_MORE_BETS  # CR-16
        event = NoMoreBets()
        self._record(event)
        return event

    def can_refuse_dice(self) -> bool:
        return allowed(self.verify_refuse_dice)

    def verify_refuse_dice(self) -> None:
        """Seed 000 IV.3: a player offered the dice may refuse them, while they are offered
        (before "no hi van més apostes"); he cannot walk away from a point he is rolling for."""
        if self.phase is not Phase.BETTING:
            raise RuleError("CR-16", 'the dice are not offered after "no hi van més apostes"')
        if self.point is not None:
            raise RuleError("CR-02", "the shooter keeps the dice until the seven-out")
        if len(self.players) < 2:
            raise RuleError("CR-16", "nobody else to pass the dice to")

    def refuse_dice(self) -> DiceRefused:
        self.verify_refuse_dice()
        refused = self.shooter
        self.shooter_index = (self.shooter_index + 1) % len(self.players)
        event = DiceRefused(refused, self.shooter)
        self._record(event)
        return event

    def can_announce_last_rolls(self) -> bool:
        return allowed(self.verify_announce_last_rolls)

    def verify_announce_last_rolls(self) -> None:
        """CR-18: andorra-2025 closes a table with "les tres últimes tirades"; spain-1979
        (seed 001) has no closing announcement."""
        if not self.rules.closing_announcement:
            raise RuleError("CR-18", f"{self.rulebook.id} has no closing announcement")
        if self.phase is Phase.CLOSED or self.rolls_left is not None:
            raise RuleError("CR-18", "the last rolls are already announced or the table closed")

    def announce_last_rolls(self) -> LastRollsAnnounced:
        self.verify_announce_last_rolls()
        self.rolls_left = self.rules.last_rolls_announced  # CR-18: three
        event = LastRollsAnnounced(self.rolls_left)
        self._record(event)
        return event

    # ----------------------------------------------------------------- the roll

    def can_roll(self, die1: int, die2: int, landing: Landing = "table") -> bool:
        return allowed(self.verify_roll, die1, die2, landing)

    def verify_roll(self, die1: int, die2: int, landing: Landing = "table") -> None:
        if self.phase is Phase.CLOSED:
            raise RuleError("CR-18", "the table is closed")
        if self.phase is Phase.BETTING:
            raise RuleError("CR-16", 'the shooter throws after "no hi van més apostes"')
        if die1 not in range(1, 7) or die2 not in range(1, 7):
            raise RuleError("CR-01", f"a die shows 1 to 6, not {die1} and {die2}")
        self._verify_shooter_bet()

    def can_count_throw(self, landing: Landing) -> bool:
        return allowed(self.verify_count_throw, landing)

    def verify_count_throw(self, landing: Landing) -> None:
        """CR-17 at this table: raises with the reason a throw landing so is a no roll."""
        verify_throw(landing, self.rulebook)

    def roll(self, die1: int, die2: int, landing: Landing = "table") -> RollResult | NoRoll:
        """The shooter's throw. A no roll (CR-17) changes no bet and the shooter throws again;
        a valid roll settles every bet on the table."""
        self.verify_roll(die1, die2, landing)
        try:
            self.verify_count_throw(landing)
        except RuleError as no:
            no_roll = NoRoll((die1, die2), landing, no.rule_id, no.reason)  # CR-17
            self._record(no_roll)
            return no_roll
        result = self._settle((die1, die2))
        self._apply(result)
        self._record(result)
        return result

    def _settle(self, dice: tuple[int, int]) -> RollResult:
        die1, die2 = dice
        last = self.rolls_left == 1  # CR-18
        outcomes = []
        for (player, spot_id), stake in self.bets.items():
            spot = parse_craps(spot_id)
            settlement = settle(spot, self.point, die1, die2, self.rules)
            paid: Rounded | None = None
            if settlement.outcome == "won":
                assert settlement.ratio is not None
                paid = payout(  # MO-02 down to the chip, or MO-05 to the cent
                    settlement.ratio.exact(stake),
                    self.rulebook.payout_rounding,
                    self.rulebook.chip_set,
                )
            result: Outcome = settlement.outcome
            rule = settlement.rule
            if last and result in ("placed", "moved", "push"):
                result, rule = "returned", "CR-18"  # unresolved after the last roll
            outcome = BetOutcome(
                player=player,
                spot=spot_id,
                stake=stake,
                outcome=result,
                rule=rule,
                winnings=paid.amount if paid is not None else Decimal(0),
                moved_to=settlement.moved_to if result == "moved" else None,
                withdrawable=(
                    result in ("placed", "moved", "push")
                    and withdrawable(parse_craps(_after(spot_id, settlement.moved_to)), self.rules)
                ),
                ratio=settlement.ratio if settlement.outcome == "won" else None,
                paid=paid,
            )
            outcomes.append(outcome)
        point_after = next_point(self.point, die1 + die2)  # CR-02
        seven_out = self.point is not None and die1 + die2 == 7
        next_index = (self.shooter_index + (1 if seven_out else 0)) % len(self.players)
        return RollResult(
            dice=dice,
            point_before=self.point,
            point_after=point_after,
            shooter=self.shooter,
            next_shooter=self.players[next_index],
            outcomes=tuple(outcomes),
            call=StickCall(dice, self.point),
            last_roll=last,
        )

    def _apply(self, result: RollResult) -> None:
        bets: dict[tuple[str, str], Decimal] = {}
        for outcome in result.outcomes:
            where = outcome.new_spot
            if where is not None:
                key = (outcome.player, where)
                bets[key] = bets.get(key, Decimal(0)) + outcome.stake
        self.bets = bets
        self.dice = result.dice
        self.point = result.point_after
        if result.seven_out:
            self.shooter_index = (self.shooter_index + 1) % len(self.players)  # CR-02
        if self.rolls_left is not None:
            self.rolls_left -= 1
        self.phase = Phase.CLOSED if result.last_roll else Phase.BETTING

    # ----------------------------------------------------------------- the felt

    def scene(
        self, result: RollResult | None = None, highlight: tuple[str, ...] = (), reveal: bool = True
    ) -> Scene:
        """The felt now, or (with `result`) the moment the roll is settled: each bet where it
        was, marked won / lost / push / moved / returned, winnings beside a winner. With
        `reveal=False` the dice are shown but the bets are not yet settled (a drill's question)."""
        label = len(self.players) > 1
        if result is not None and not reveal:
            before = tuple(
                SceneBet(o.spot, o.stake, label=o.player if label else "") for o in result.outcomes
            )
            return Scene(
                "craps",
                bets=before,
                dice=result.dice,
                puck=result.point_before,
                highlight=highlight,
            )
        if result is None:
            bets = tuple(
                SceneBet(spot, amount, label=player if label else "")
                for (player, spot), amount in self.bets.items()
            )
            return Scene("craps", bets=bets, dice=self.dice, puck=self.point, highlight=highlight)
        shown = tuple(_scene_bet(o, label) for o in result.outcomes)
        info = {"call": result.call.code}
        return Scene(
            "craps",
            bets=shown,
            dice=result.dice,
            puck=result.point_before,
            highlight=highlight,
            info=info,
        )


def _after(spot_id: str, moved_to: int | None) -> str:
    """Where a come bet goes: "come" moved to 6 is "come:6" (CR-04)."""
    return spot_id if moved_to is None else in_box(spot_id, moved_to)


def _scene_bet(outcome: BetOutcome, label: bool) -> SceneBet:
    return SceneBet(
        outcome.spot,
        outcome.stake,
        state=outcome.outcome,
        payout=outcome.winnings if outcome.outcome == "won" else None,
        label=outcome.player if label else "",
    )


def _limit_rule(spot: CrapsSpot) -> str:
    if spot.kind == "odds":
        return "CR-12" if spot.lay_side else "CR-11"
    if spot.kind == "place":
        return "CR-13"
    if spot.kind == "lay":
        return "CR-14"
    return "CR-15"


def _withdraw_rule(spot: CrapsSpot) -> str:
    if spot.kind in ("come", "come_point"):
        return "CR-05"
    if spot.kind in ("odds", "place", "lay"):
        return _limit_rule(spot)
    return "CR-07" if spot.kind in ("big_6", "big_8") else "CR-09"
