"""Boule at the table: the croupier's steps of a spin (seed 000 epígraf 4, BO-01 .. BO-05).

The engine (`trainer.games.boule`) holds the layouts' limits, the ball and the settlement; this
module puts the players' chips down and writes what the croupier owes:
- "facin joc", the ball launched, "no hi van més apostes"; a late bet pushed back (BO-04);
- the number and its simple chances announced, none on the 5 (BO-01, BO-02);
- every losing bet raked in, then each win set beside its bet: a number 7 to 1, a simple
  chance 1 to 1 (BO-02, BO-05).

A bet is named by its spot, with "/2" when it lies on the second layout ("rouge/2").
DECISIONS: one player's chips per spot and layout; winners paid in any order once the losers
are raked (the seed gives no order).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from decimal import Decimal

from trainer.games.boule import SIMPLE_CHANCES, SPOTS, Bet, Result, Spin, Table
from trainer.games.spots import boule_number, layout_target
from trainer.rulebooks import Rulebook
from trainer.table.players import stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue

NUMBER_BETS = 0.55  # DECISION: share of chips on a number rather than a simple chance


class BouleTable:
    """`layout` (player, spot, stake, layout) and `numbers` fix a set table (a test, an exam);
    otherwise bets and the ball are drawn at random."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        layout: Sequence[tuple[str, str, Decimal, int]] | None = None,
        numbers: Iterable[int] | None = None,
    ) -> None:
        self.book = rulebook
        self.rng = rng
        self.error_rate = error_rate
        self.table = Table(rulebook, rng)
        self.layout = layout
        self.numbers = None if numbers is None else iter(numbers)

    def coup(self, script: Script, incident: Incident | None) -> None:
        self.table.open_spin()
        spin = self.table.spins[-1]
        script.add("facin_joc", choice="facin_joc")  # BO-04
        used = self._bets(spin) if self.layout is None else self._fixed(spin, self.layout)
        script.cue(bets_cue((layout_target(b.spot, b.layout), b.stake) for b in spin.bets.values()))
        script.add("launch")  # BO-04
        script.add("no_more_bets", choice="no_more_bets")  # BO-04
        spin.no_more_bets()
        if incident is not None and incident.id == "late_bet":
            spot = next(s for s in self.rng.sample(list(SPOTS), len(SPOTS)) if s not in used)
            script.cue("late_bet", amount=self.table.limits.min_on(1), spot=spot)
            script.add("refuse_late_bet", spot, incident=incident.id)  # BO-04
        number = spin.ball_falls(None if self.numbers is None else next(self.numbers)).number
        script.cue("ball_falls", number=number)
        rule = "BO-02" if number == 5 else "BO-01"
        script.add("announce", choice=spin.call().code, rule=rule, reveals=str(number))
        self._settle(script, spin.settle().results)

    def _bets(self, spin: Spin) -> set[str]:
        limits = self.table.limits
        used: set[str] = set()
        simple = list(SIMPLE_CHANCES)
        for n in range(self.rng.randint(3, 9)):
            spot = (
                boule_number(self.rng.randint(1, 9))
                if self.rng.random() < NUMBER_BETS
                else self.rng.choice(simple)
            )
            layout = self.rng.randint(1, limits.layouts)
            if layout_target(spot, layout) in used:
                continue
            low = limits.min_on(layout)
            amount = stake(self.rng, low, limits.max_for(spot), self.book.chip_set)
            bet = Bet(spot, amount, layout)
            if spin.can_place(bet, f"p{n + 1}"):
                spin.place(bet, f"p{n + 1}")
                used.add(layout_target(spot, layout))
        return used

    def _fixed(self, spin: Spin, layout: Sequence[tuple[str, str, Decimal, int]]) -> set[str]:
        for player, spot, amount, cloth in layout:
            spin.place(Bet(spot, amount, cloth), player)
        return {layout_target(spot, cloth) for _, spot, _, cloth in layout}

    def _settle(self, script: Script, results: Sequence[Result[Bet]]) -> None:
        """BO-05: rake the losers, then set each win beside its bet."""
        rake = script.group()
        for r in results:
            if r.outcome == "lost":
                rule = "BO-02" if r.rule_id == "BO-02" else "BO-05"
                script.add(
                    "collect_losers", layout_target(r.spot, r.bet.layout), rule=rule, group=rake
                )
        pay = script.group()
        for r in results:
            if r.outcome == "won":
                target = layout_target(r.spot, r.bet.layout)
                script.add("pay_winners", target, r.amount, group=pay)  # BO-02
