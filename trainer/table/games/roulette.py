"""Roulette at the table: the croupier's steps of a spin (seed 002, RO-11 .. RO-15).

The engine (`trainer.games.roulette`) keeps the wheel's direction, the bets, en prison and the
settlement; this module puts the players' chips down, throws in the incidents and writes what
the croupier owes:
- launch the ball, the wheel turned opposite to the last spin (RO-13); "no hi va res" and a
  relaunch from the previous number when a chip falls in the wheel (RO-15);
- "no hi van més apostes" (RO-13), and any chip put down after it pushed back;
- the number and its simple chances announced, the number marked (RO-14);
- the losers collected, en prison dealt with (RO-11), then the winners paid in the
  regulation's order (RO-14): each group of PAYOUT_GROUPS in turn, spots within a group in
  any order (the seed lists them in one breath: "dobles columnes, columnes, dobles dotzenes i
  dotzenes; jugades simples ...").

DECISIONS: one player's chips per spot and spin (so a spot names a bet); no new simple-chance
bet where a prisoner sits; a prisoner's target is "prison:rouge".
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from decimal import Decimal

from trainer.games.roulette import (
    KIND_RULE,
    PAYOUT_GROUPS,
    POSITIONS,
    SIMPLE_CHANCES,
    Bet,
    PrisonChoice,
    Result,
    Spin,
    Table,
    announced,
)
from trainer.games.spots import plein, prisoner_target
from trainer.rulebooks import Rulebook
from trainer.table.players import stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue, detail
from trainer.table.words import rounding

# DECISION: what players bet on, and how often (pleins and simple chances most).
KIND_WEIGHTS = {
    "plein": 30,
    "cheval": 12,
    "transversale": 5,
    "carre": 8,
    "sixain": 4,
    "column": 6,
    "dozen": 8,
    "two_columns": 1,
    "two_dozens": 1,
    "simple": 25,
}
CALL_RATE = 0.08  # DECISION: how often a player calls voisins, tiers or orphelins
_GROUP = {kind: n for n, group in enumerate(PAYOUT_GROUPS) for kind in group}


class RouletteTable:
    """`layout` (player, spot, stake) fixes the bets of every spin and `numbers` where the
    ball falls, for a set table (a test, an exam); otherwise both are drawn at random."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        layout: Sequence[tuple[str, str, Decimal]] | None = None,
        numbers: Iterable[int] | None = None,
    ) -> None:
        self.book = rulebook
        self.rng = rng
        self.error_rate = error_rate
        self.layout = layout
        self.numbers = None if numbers is None else iter(numbers)
        self.first_wheel = rng.choice(("clockwise", "anticlockwise"))
        self.table = Table(rulebook, rng, first_wheel=self.first_wheel)  # type: ignore[arg-type]

    def coup(self, script: Script, incident: Incident | None) -> None:
        self.table.open_spin()
        spin = self.table.spins[-1]
        used = self._bets(spin) if self.layout is None else self._fixed(spin, self.layout)
        script.cue(bets_cue((b.spot, b.stake) for b in spin.bets.values()))
        if spin.prisoners:
            script.cue(bets_cue((prisoner_target(p.spot), p.value) for p in spin.prisoners))
        if len(self.table.spins) == 1:
            last = "anticlockwise" if spin.wheel == "clockwise" else "clockwise"
            script.cue("wheel_last_turned", choice=last)
        script.add("launch", choice=spin.wheel)  # RO-13: opposite to the last spin
        spin.launch()
        if incident is not None and incident.id == "chip_in_wheel":
            script.cue("chip_in_wheel")
            script.add("no_hi_va_res", choice="no_hi_va_res", incident=incident.id)  # RO-15
            spin.no_hi_va_res("chip_in_wheel")
            where = spin.from_number
            worked = detail("from_last") if where is None else detail("from", number=where)
            script.add("relaunch", choice=spin.wheel, detail=worked)  # RO-15
            spin.launch()
        script.add("no_more_bets", choice="no_more_bets")  # RO-13
        spin.no_more_bets()
        if incident is not None and incident.id == "late_bet":
            spot = self._free_spot(used)
            script.cue("late_bet", amount=self.table.limits.table_min, spot=spot)
            script.add("refuse_late_bet", spot, incident=incident.id)  # RO-13
        number = spin.ball_falls(None if self.numbers is None else next(self.numbers)).number
        script.cue("ball_falls", number=number)
        script.add("announce", choice=spin.call().code, reveals=str(number))  # RO-14
        script.add("mark", choice=str(number))  # RO-14
        if incident is not None and incident.id == "past_post":
            script.cue("past_post", spot=plein(number))
            script.add("refuse_past_post", plein(number), incident=incident.id)  # RO-13
        for key in spin.pending_choices():
            choice: PrisonChoice = self.rng.choice(("half", "prison"))
            spin.choose(key, choice)
            script.cue("chooses", spot=f"{key.spot}@{key.player}", choice=choice)
        self._settle(spin, script)

    # ------------------------------------------------------------------ players

    def _bets(self, spin: Spin) -> set[str]:
        used = {p.spot for p in spin.prisoners}
        for n in range(self.rng.randint(2, 6)):
            player = f"p{n + 1}"
            if self.table.rules.announced_bets and self.rng.random() < CALL_RATE:
                self._call(spin, player, used)
            for _ in range(self.rng.randint(1, 4)):
                self._bet(spin, player, used)
        return used

    def _fixed(self, spin: Spin, layout: Sequence[tuple[str, str, Decimal]]) -> set[str]:
        for player, spot, amount in layout:
            spin.place(Bet.from_spot(spot, amount), player)
        return {spot for _, spot, _ in layout} | {p.spot for p in spin.prisoners}

    def _bet(self, spin: Spin, player: str, used: set[str]) -> None:
        kind = self.rng.choices(list(KIND_WEIGHTS), list(KIND_WEIGHTS.values()))[0]
        if kind == "simple":
            kind = self.rng.choice(SIMPLE_CHANCES)
        spot = self.rng.choice(list(POSITIONS[kind].values()))
        if spot in used:
            return
        limits = self.table.limits
        amount = stake(self.rng, limits.table_min, limits.max_for(kind), self.book.chip_set)
        bet = Bet.from_spot(spot, amount)
        if spin.can_place(bet, player):
            spin.place(bet, player)
            used.add(spot)

    def _call(self, spin: Spin, player: str, used: set[str]) -> None:
        name = self.rng.choice(("voisins", "tiers", "orphelins"))
        unit = self.table.limits.table_min
        bets = announced(name, unit)
        if any(b.spot in used for b in bets) or not spin.can_place_call(name, unit, player):
            return
        spin.place_call(name, unit, player)
        used.update(b.spot for b in bets)

    def _free_spot(self, used: set[str]) -> str:
        while True:
            spot = plein(self.rng.randint(0, 36))
            if spot not in used:
                return spot

    # ------------------------------------------------------------------ settlement (RO-14)

    def _settle(self, spin: Spin, script: Script) -> None:
        results = spin.settle().results

        def target(r: Result[Bet]) -> str:
            return prisoner_target(r.spot) if r.prisoner else r.spot

        collect = script.group()
        for r in results:
            if r.outcome == "lost":
                script.add("collect_losers", target(r), rule=r.rule_id, group=collect)
        prison = script.group()
        for r in results:
            if r.prison in ("half", "refund"):
                worked = rounding(r.rounding)
                script.add("prison_half", target(r), r.returned, group=prison, detail=worked)
            elif r.prison == "kept":
                script.add("prison_keep", target(r), group=prison)
            elif r.prison == "released":
                script.add("prison_release", target(r), group=prison)
        groups: dict[int, int] = {}
        for r in results:
            if r.outcome == "won":
                group = groups.setdefault(_GROUP[r.bet.kind], script.group())
                rule = KIND_RULE[r.bet.kind]  # RO-02 .. RO-09; RO-10 the stake is kept
                worked = rounding(r.rounding)
                script.add("pay_winners", r.spot, r.paid, rule=rule, group=group, detail=worked)
