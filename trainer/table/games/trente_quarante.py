"""Trente et quarante at the table: the croupier's steps of a coup (seed 000 epígraf 5,
TQ-02 .. TQ-07).

The engine (`trainer.games.trente_quarante`) deals the rows, decides the chances and keeps the
prisoners from coup to coup and shoe to shoe; this module puts the players' bets down and
writes what the croupier owes:
- the noir row dealt first until it reaches 31, then the rouge row (TQ-02), each finished row
  called (TQ-07); the stop card announced when it appears (TQ-06);
- the winning row and colour or inverse announced, or the void coup, or the refait (TQ-03,
  TQ-04, TQ-07);
- the losers collected, then the winners paid chance by chance, couleur and inverse first,
  then noir, then rouge, the bets furthest from the croupier first (TQ-07); a prisoner on a
  winning chance released, on a losing one collected (TQ-04, RO-11 by reference);
- after a refait, each stake's half handed back or the stake put in prison (TQ-04);
- the rows to the discards (TQ-07).

A bet is named by its chance and its player ("rouge@p3"), a prisoner "prison:rouge@p3".
DECISIONS: a void coup (equal totals other than 31) needs no act (the stakes stay); bets of
the same chance at the same distance may be paid in any order.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trainer.cards import Shoe
from trainer.games.trente_quarante import (
    CHANCES,
    PAY_ORDER,
    Announced,
    Bet,
    CardDealt,
    Choice,
    Event,
    Phase,
    RowCalled,
    Settlement,
    StopCardAppeared,
    Table,
)
from trainer.rulebooks import Rulebook
from trainer.table.players import stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue
from trainer.table.words import rounding

PRISON = 0.5  # DECISION: how often a player leaves his stake in prison after a refait


class TrenteQuaranteTable:
    """`bets` and `shoe` fix a set table (a test, an exam): the same bets every coup; otherwise
    bets are drawn at random and shoes shuffled."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        bets: Sequence[Bet] | None = None,
        shoe: Shoe | None = None,
    ) -> None:
        self.book = rulebook
        self.rules = rulebook.trente_quarante
        self.rng = rng
        self.error_rate = error_rate
        self.fixed = bets
        self.table = Table.shuffled(rulebook, rng) if shoe is None else Table(rulebook, shoe)

    def coup(self, script: Script, incident: Incident | None) -> None:
        table = self.table
        if table.shoe_over:
            table.close_shoe()
            table = self.table = Table.shuffled(self.book, self.rng, table.prisoners)
            script.cue("new_shoe")
        elif table.phase is Phase.DONE:
            table.next_coup()
        prior = {id(p.bet) for p in table.prisoners}
        if self.fixed is None:
            self._bets(table)
        else:
            for bet in self.fixed:
                table.place_bet(bet)
        script.cue(bets_cue((_target(b, prior), b.amount) for b in table.bets))
        if table.prisoners:
            prisoners = (
                (_target(p.bet, prior), table.prison_value(p).amount) for p in table.prisoners
            )
            script.cue(bets_cue(prisoners))
        seen = len(table.events)
        late = incident if incident is not None and incident.id == "late_bet" else None
        while table.can_deal_card():
            table.deal_card()
            seen = self._write(script, table.events, seen)
            if late is not None:
                self._late_bet(script, table, late)
                late = None
        if table.phase is Phase.SETTLING:
            table.settle()
            self._settle(script, table, table.settlements, prior)
        if table.phase is Phase.REFAIT:
            self._refait(script, table, prior)
        script.add("clear")  # TQ-07: the rows go once settlement is over

    def _bets(self, table: Table) -> None:
        chips = self.book.chip_set
        for n in range(1, self.rng.randint(2, 7) + 1):
            for chance in self.rng.sample(CHANCES, self.rng.randint(1, 2)):
                amount = stake(self.rng, self.rules.table_min, self.rules.table_max, chips)
                bet = Bet(f"p{n}", chance, amount, distance=self.rng.randint(0, 3))
                table.place_bet(bet)

    def _late_bet(self, script: Script, table: Table, incident: Incident) -> None:
        taken = {(b.player, b.chance) for b in table.bets}
        player = next(f"p{n}" for n in range(1, 20) if (f"p{n}", "noir") not in taken)
        script.cue("late_bet", amount=self.rules.table_min, spot=f"noir@{player}")
        script.add("refuse_late_bet", f"noir@{player}", incident=incident.id)  # TQ-02

    def _write(self, script: Script, events: Sequence[Event], seen: int) -> int:
        for event in events[seen:]:
            if isinstance(event, CardDealt):
                script.add("deal", event.row, reveals=str(event.card))  # TQ-02
            elif isinstance(event, RowCalled):
                script.add("row_call", choice=f"{event.row} {event.total}")  # TQ-07
            elif isinstance(event, StopCardAppeared):
                script.add("stop_card", choice="stop_card")  # TQ-06
            elif isinstance(event, Announced):
                outcome = event.outcome
                if outcome.kind == "decided":
                    choice = f"{outcome.winning_row} {outcome.colour_chance}"
                else:
                    choice = outcome.kind  # "void" or "refait"
                script.add("announce", choice=choice, rule=_announce_rule(outcome.kind))
        return len(events)

    def _settle(
        self, script: Script, table: Table, lines: list[Settlement], prior: set[int]
    ) -> None:
        """TQ-07: every loser first; then chance by chance, the furthest bets first."""
        collect = script.group()
        for line in lines:
            if line.act == "collect":
                script.add(
                    "collect_losers", _target(line.bet, prior), rule=line.rule, group=collect
                )
        groups: dict[tuple[int, int], int] = {}
        for line in lines:
            if line.act not in ("pay", "release"):
                continue
            key = (PAY_ORDER[line.bet.chance], -line.bet.distance)
            group = groups.setdefault(key, script.group())
            target = _target(line.bet, prior)
            if line.act == "pay":
                script.add("pay_winners", target, line.amount, group=group)  # TQ-03
            else:
                script.add("release", target, group=group)  # TQ-04

    def _refait(self, script: Script, table: Table, prior: set[int]) -> None:
        """TQ-04: 31-31 is treated like zero at roulette: half back or prison."""
        group = script.group()
        while table.pending:
            item = table.pending[0]
            choice: Choice = item.forced or ("prison" if self.rng.random() < PRISON else "half")
            line = table.choose(0, choice).line
            target = _target(item.bet, prior)
            script.cue("chooses", spot=target, choice=choice)
            if choice == "half":
                worked = rounding(item.back)
                script.add("refait_half", target, line.amount, group=group, detail=worked)
            else:
                script.add("refait_prison", target, group=group)


def _target(bet: Bet, prior: set[int]) -> str:
    name = f"{bet.chance}@{bet.player}"
    return f"prison:{name}" if id(bet) in prior else name


def _announce_rule(kind: str) -> str:
    return "TQ-07" if kind == "decided" else "TQ-04"
