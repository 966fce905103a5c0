"""Punto banco at the table: the croupier's steps of a coup (seeds 000/004, PB-04 .. PB-12).

The engine (`trainer.games.punto_banco`) deals, applies the tableau and settles; this module
seats the players, lets them bet and writes what the croupier owes:
- a new shoe burned by the first card's count (PB-07), the last coup announced when the stop
  card comes out (PB-06);
- "no hi van més apostes" and the four cards, 1st and 3rd to the player, 2nd and 4th to the
  banker (PB-08); the totals announced (PB-12), a natural ending the coup (PB-09);
- "carta per al punt" or "el punt es planta" (PB-10), the same for the banker (PB-11), each
  draw bringing its card;
- the winner announced, the losers collected, then the winners paid (PB-12): player 1 to 1,
  banker 1 to 1 less the commission rounded up to the chip (PB-04, MO-03), tie 8 to 1 (PB-04);
  player and banker bets push on a tie (PB-05) and need no act;
- the cards to the discards.

DECISIONS: winners are paid in any order once every loser is collected (the seed gives no
order between seats); one bet per spot, so "seat2:banker" names a bet; with the commission
collected at the end of the shoe each banker win is paid in full and its commission marked
for the seat after the payouts.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from trainer.games.punto_banco import (
    SIDES,
    Called,
    CardDealt,
    Coup,
    Event,
    PuntoBancoShoe,
    Result,
)
from trainer.rulebooks import Rulebook
from trainer.table.players import stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue, detail
from trainer.table.words import Message, rounding

SEATED = 0.7  # DECISION: chance that a seat bets this coup
TIE_BETS = 0.1  # DECISION: how often a seated player adds a tie bet
_PAY = {"player": "pay_player", "banker": "pay_banker", "tie": "pay_tie"}
_DECISION = {
    "player_draws": ("player_draws", "player"),
    "player_stands": ("player_stands", "player"),
    "banker_draws": ("banker_draws", "banker"),
    "banker_stands": ("banker_stands", "banker"),
}


class PuntoBancoTable:
    """`bets` (spot, stake) fixes the bets of every coup and `shoe` the cards, for a set table
    (a test, an exam); otherwise players bet at random and shoes are shuffled."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        bets: Sequence[tuple[str, Decimal]] | None = None,
        shoe: PuntoBancoShoe | None = None,
    ) -> None:
        self.book = rulebook
        self.rules = rulebook.punto_banco
        self.rng = rng
        self.error_rate = error_rate
        self.bets = bets
        self.shoe = shoe

    def coup(self, script: Script, incident: Incident | None) -> None:
        shoe = self.shoe
        if shoe is None or (shoe.burn_event is not None and not shoe.can_start_coup()):
            shoe = self.shoe = PuntoBancoShoe.shuffled(self.book, self.rng)
        if shoe.burn_event is None:
            burned = shoe.burn()  # PB-07
            script.cue("new_shoe")
            script.add("burn", choice=str(len(burned.burned)), reveals=str(burned.first))
        shoe.start_coup()
        coup = shoe.coup
        assert coup is not None
        if self.bets is None:
            used = self._bets(coup)
        else:
            for spot, amount in self.bets:
                coup.place_bet(spot, amount)
            used = {spot for spot, _ in self.bets}
        script.cue(bets_cue((b.spot, b.amount) for b in coup.bets))
        coup.deal()
        coup.play_out()
        self._write(script, coup.events, incident, used)
        self._settle(script, coup.settle().results)

    def _bets(self, coup: Coup) -> set[str]:
        rules = self.rules
        multiple = rules.table_min if rules.bets_multiple_of_min else None
        chips = self.book.chip_set
        for seat in range(1, rules.seats + 1):
            if self.rng.random() >= SEATED:
                continue
            side = self.rng.choice(("player", "banker"))
            amount = stake(self.rng, rules.table_min, rules.table_max, chips, multiple)
            coup.place_bet(f"seat{seat}:{side}", amount)
            if self.rng.random() < TIE_BETS:
                tie = stake(self.rng, rules.table_min, rules.tie_max, chips, multiple)
                if coup.can_place_bet(f"seat{seat}:tie", tie):
                    coup.place_bet(f"seat{seat}:tie", tie)
        if not coup.bets:
            coup.place_bet("seat1:banker", rules.table_min)
        return {b.spot for b in coup.bets}

    def _write(
        self, script: Script, events: Sequence[Event], incident: Incident | None, used: set[str]
    ) -> None:
        misdeal = None
        if incident is not None and incident.id == "card_out_of_order":
            misdeal = self._misdeal(events)
        for index, event in enumerate(events):
            if isinstance(event, CardDealt):
                previous = events[index - 1]
                if isinstance(previous, Called) and previous.call.key.endswith("_draws"):
                    continue  # the third card comes with its draw
                if index == misdeal and incident is not None:
                    after = next(e for e in events[index + 1 :] if isinstance(e, CardDealt))
                    self._misdealt(script, event, after, incident)
                    continue
                script.add("deal", event.hand, reveals=str(event.card))  # PB-08
            elif isinstance(event, Called):
                self._call(script, events, index, event)
                late = incident is not None and incident.id == "late_bet"
                if event.call.key == "no_more_bets" and late and incident is not None:
                    self._late_bet(script, incident, used)

    def _misdeal(self, events: Sequence[Event]) -> int | None:
        """One of the first three cards of the deal (PB-08) that goes to the other hand
        instead: the card after it goes there anyway."""
        dealt = [i for i, e in enumerate(events) if isinstance(e, CardDealt)][:4]
        return self.rng.choice(dealt[:3]) if len(dealt) == 4 else None

    def _misdealt(
        self, script: Script, meant: CardDealt, next_card: CardDealt, incident: Incident
    ) -> None:
        """The card meant for one hand is put on the other, face down: it is moved to the
        hand it was meant for and the deal goes on in order (a filled gap, procedures.toml)."""
        script.cue("misdealt_face_down", spot=meant.hand, spot2=next_card.hand)
        script.add(
            "misdealt_card",
            next_card.hand,
            choice=meant.hand,
            incident=incident.id,
            reveals=str(meant.card),
        )

    def _call(self, script: Script, events: Sequence[Event], index: int, event: Called) -> None:
        key, total = event.call.key, event.call.total
        if key == "no_more_bets":
            script.add("no_more_bets", choice="no_more_bets")  # PB-08
        elif key == "last_coup":
            script.add("last_coup", choice="last_coup")  # PB-06
        elif key in ("player_total", "banker_total"):
            hand = key.split("_")[0]
            script.add("announce_totals", choice=f"{hand} {total}")  # PB-12
        elif key in ("player_natural", "banker_natural"):
            script.add("natural", choice=f"natural {key.split('_')[0]} {total}")  # PB-09
        elif key in _DECISION:
            duty, hand = _DECISION[key]
            card = events[index + 1] if key.endswith("_draws") else None
            shows = str(card.card) if isinstance(card, CardDealt) else ""
            script.add(duty, hand, reveals=shows)  # PB-10, PB-11
        else:  # player_wins, banker_wins, tie
            winner = "tie" if key == "tie" else key.split("_")[0]
            script.add("announce_winner", choice=f"{winner} {total}")  # PB-12

    def _late_bet(self, script: Script, incident: Incident, used: set[str]) -> None:
        free = [
            f"seat{n}:{side}"
            for n in range(1, self.rules.seats + 1)
            for side in SIDES
            if f"seat{n}:{side}" not in used
        ]
        spot = self.rng.choice(free)
        script.cue("late_bet", amount=self.rules.table_min, spot=spot)
        script.add("refuse_late_bet", spot, incident=incident.id)  # PB-08

    def _settle(self, script: Script, results: Sequence[Result]) -> None:
        """PB-12: losers collected, then winners paid; pushes (PB-05) stay for their owners."""
        collect = script.group()
        for r in results:
            if r.outcome == "lost":
                script.add("collect_losers", r.bet.spot, rule=r.rule_id, group=collect)
        pay = script.group()
        for r in results:
            if r.outcome == "won":
                script.add(_PAY[r.bet.side], r.bet.spot, r.amount, group=pay, detail=_detail(r))
        marks = script.group()
        for r in results:
            if r.commission_deferred:
                seat = f"seat{r.bet.seat}"
                script.add("mark_commission", seat, r.commission, group=marks, detail=_detail(r))
        script.add("clear")


def _detail(r: Result) -> list[Message]:
    """The worked figure: the win, and for the banker the commission and its rounding."""
    if r.commission_rounded is None:
        return detail("paid_on", amount=r.amount, stake=r.bet.amount)
    worked = detail("commission", stake=r.bet.amount, win=r.win, commission=r.commission)
    return worked + rounding(r.commission_rounded)
