"""Craps at the table: the croupiers' and stickman's steps of a roll (seeds 000/004, CR-02 ..
CR-19).

The engine (`trainer.games.craps`) keeps the bets, the puck, the shooter and settles each roll;
this module has the players bet and writes what the crew owes:
- "no hi van més apostes" before the throw (CR-16); a chip put down after it, or slid onto a
  winner after the roll, pushed back;
- a throw off the table, on the rail, in the bowl or stacked called a no roll (CR-17); dice
  on chips count in andorra-2025 and are a no roll in spain-1979 (CR-17);
- the stickman's call of the roll (CR-19), the puck ON the point or OFF (CR-02);
- the losing bets collected, the come bets moved to their number (CR-04), then the winners
  paid: line bets, odds, place and lay bets, then the field, big 6/8, under/over, hardways and
  one-roll bets.

DECISIONS: the seeds give the croupiers' duties ("recollir les apostes perdedores ... i pagar
les apostes guanyadores", seed 000 III) but no order of payment; the trainer collects first,
moves the come bets, then pays family by family in the order above, any order within a family.
A bet is named by its spot and its player ("odds:come:6@p2"). Players take full odds on their
line and come bets about half the time (the "craps odds" strategy), now and then place a 6 or
an 8 in multiples of 6, and make the odd one-roll bet.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from decimal import Decimal

from trainer.games.craps import CrapsTable, NoRoll, RollResult
from trainer.games.spots import in_box, odds_on, parse_craps, player_target
from trainer.rulebooks import Rulebook
from trainer.table.players import errs, stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue, detail
from trainer.table.words import rounding

PLAYERS = 6
LINE = 0.8  # DECISION: how often a player without a line bet makes one on the come-out
DONT = 0.15  # of which on don't win
ODDS = 0.5  # how often a player backs his line or come bet with full odds
COME = 0.2  # how often a player makes a come bet when a point is on
PLACE = 0.12  # how often a player places a 6 or an 8
PROPS = ("field", "any_seven", "any_craps", "eleven", "horn", "hard_6", "hard_8", "big_6")
PROP = 0.12  # how often a player makes a one-roll or hardway bet
NO_ROLLS = ("off_table", "on_rail", "reserve_bowl", "stacked")
_PAY_DUTY = {
    "CR-02": "pay_line",
    "CR-03": "pay_line",
    "CR-04": "pay_line",
    "CR-11": "pay_odds",
    "CR-12": "pay_odds",
    "CR-13": "pay_place",
    "CR-14": "pay_lay",
}
_PAY_ORDER = ("pay_line", "pay_odds", "pay_place", "pay_lay", "pay_props")


Roll = tuple[tuple[int, int], Sequence[tuple[str, str, Decimal]]]


class CrapsTableSteps:
    """`rolls` fixes a set table (a test, an exam): for each roll in turn, the dice and the
    bets (player, spot, stake) put down before it; otherwise both are drawn at random."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        rolls: Iterable[Roll] | None = None,
    ) -> None:
        self.book = rulebook
        self.rules = rulebook.craps
        self.rng = rng
        self.error_rate = error_rate
        players = tuple(f"p{n}" for n in range(1, PLAYERS + 1))
        self.table = CrapsTable(rulebook=rulebook, players=players)
        self.rolls = None if rolls is None else iter(rolls)
        self._dice: tuple[int, int] | None = None

    def coup(self, script: Script, incident: Incident | None) -> None:
        table = self.table
        if self.rolls is None:
            self._bets(script)
        else:
            self._dice, bets = next(self.rolls)
            for player, spot, amount in bets:
                table.place_bet(player, spot, amount)
        puck = "off" if table.point is None else f"on {table.point}"
        script.cue("puck_shooter", choice=puck, spot=table.shooter)
        script.cue(bets_cue((player_target(s, p), a) for (p, s), a in table.bets.items()))
        script.add("no_more_bets", choice="no_more_bets")  # CR-16
        table.call_no_more_bets()
        kind = incident.id if incident is not None else ""
        if incident is not None and kind == "late_bet":
            player = self._without("field")
            script.cue("late_bet", amount=self.rules.table_min, spot=player_target("field", player))
            script.add("refuse_late_bet", player_target("field", player), incident=kind)  # CR-16
        result = self._throw(script, incident)
        dice = f"{result.dice[0]}-{result.dice[1]}"
        script.cue("dice_show", dice=dice)
        if kind == "dice_on_chips" and incident is not None:
            script.cue("dice_on_chips")
            call = result.call.code
            script.add("stick_call", choice=call, rule="CR-17", incident=kind, reveals=dice)
        else:
            script.add("stick_call", choice=result.call.code, reveals=dice)  # CR-19
        if result.point_before is None and result.point_after is not None:
            script.add("puck", choice=f"on {result.point_after}")  # CR-02
        elif result.point_before is not None and result.point_after is None:
            script.add("puck", choice="off")  # CR-02
        if incident is not None and kind == "past_post":
            player = self._without("field")
            script.cue("past_post", spot=player_target("field", player))
            script.add("refuse_past_post", player_target("field", player), incident=kind)  # CR-16
        self._settle(script, result)

    # ------------------------------------------------------------------ players

    def _bets(self, script: Script) -> None:
        table, rng = self.table, self.rng
        for player in table.players:
            if table.point is None:
                if not self._holds(player, "win", "dont_win") and (
                    player == table.shooter or rng.random() < LINE
                ):
                    side = "dont_win" if rng.random() < DONT else "win"
                    self._try(player, side, self._flat())
            else:
                self._odds(player, script)
                if rng.random() < COME and not self._holds(player, "come", "dont_come"):
                    self._try(player, "come", self._flat())
                if rng.random() < PLACE:
                    number = rng.choice((6, 8))
                    self._try(player, in_box("place", number), 6 * rng.randint(1, 5) * self._unit())
            if rng.random() < PROP:
                self._try(player, rng.choice(PROPS), self._flat())

    def _odds(self, player: str, script: Script) -> None:
        """The craps odds strategy: full odds behind a line or come bet, about half the time;
        a player who errs offers twice his flat bet, over the maximum, and the croupier
        refuses it (CR-11, CR-12) before he puts the right amount down."""
        for (owner, spot), amount in list(self.table.bets.items()):
            if owner != player or self.rng.random() >= ODDS:
                continue
            if not parse_craps(spot).flat:  # odds ride on a line bet or a come point
                continue
            odds = odds_on(spot)
            if self.table.stake(player, odds):
                continue
            too_much = 3 * amount  # over 100% (CR-11) and over 200% (CR-12)
            if errs(self.rng, self.error_rate) and not self.table.can_place_bet(
                player, odds, too_much
            ):
                rule = "CR-12" if spot.startswith("dont") else "CR-11"
                script.cue("odds_over", spot=player, amount=too_much, spot2=spot)
                script.add("refuse_over_max", player_target(odds, player), rule=rule)
            self._try(player, odds, amount)

    def _flat(self) -> Decimal:
        return stake(self.rng, self.rules.table_min, self.rules.table_min * 20, self.book.chip_set)

    def _unit(self) -> Decimal:
        return self.rules.table_min / 5  # place bets in multiples of 6 units of 1

    def _try(self, player: str, spot: str, amount: Decimal) -> None:
        if self.table.stake(player, spot) == 0 and self.table.can_place_bet(player, spot, amount):
            self.table.place_bet(player, spot, amount)

    def _holds(self, player: str, *spots: str) -> bool:
        return any(self.table.stake(player, spot) for spot in spots)

    def _without(self, spot: str) -> str:
        free = [p for p in self.table.players if not self.table.stake(p, spot)]
        return self.rng.choice(free) if free else f"p{PLAYERS + 1}"

    # ------------------------------------------------------------------ the throw

    def _throw(self, script: Script, incident: Incident | None) -> RollResult:
        """The shooter throws until a roll counts; a no roll is called (CR-17)."""
        landing = "table"
        if incident is not None and incident.id == "dice_off_table":
            landing = self.rng.choice(NO_ROLLS)
        elif incident is not None and incident.id == "dice_on_chips":
            landing = "on_chips"
        while True:
            dice = self._dice or (self.rng.randint(1, 6), self.rng.randint(1, 6))
            result = self.table.roll(*dice, landing)  # type: ignore[arg-type]
            if isinstance(result, RollResult):
                return result
            assert isinstance(result, NoRoll) and incident is not None
            script.cue("dice_landing", what=f"craps.landing.{landing}")
            script.add("no_roll", choice="no_roll", incident=incident.id)  # CR-17
            landing = "table"

    # ------------------------------------------------------------------ settlement

    def _settle(self, script: Script, result: RollResult) -> None:
        collect = script.group()
        for o in result.outcomes:
            if o.outcome == "lost":
                target = player_target(o.spot, o.player)
                script.add("collect_losers", target, rule=o.rule, group=collect)
        move = script.group()
        for o in result.outcomes:
            if o.outcome == "moved":
                target = player_target(o.spot, o.player)
                script.add("move_come", target, choice=str(o.moved_to), group=move)  # CR-04
        groups = {duty: script.group() for duty in _PAY_ORDER}
        for duty in _PAY_ORDER:
            for o in result.outcomes:
                if o.outcome == "won" and _PAY_DUTY.get(o.rule, "pay_props") == duty:
                    assert o.ratio is not None
                    worked = detail("ratio_on", to=o.ratio.to, per=o.ratio.per, stake=o.stake)
                    worked += rounding(o.paid)
                    target = player_target(o.spot, o.player)
                    script.add(
                        duty, target, o.winnings, rule=o.rule, group=groups[duty], detail=worked
                    )
