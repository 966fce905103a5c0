"""Baccarat à deux tableaux at the table: the croupier's steps of a coup (seed 000 epígraf 9,
BD-01 .. BD-03, with chemin de fer's CF-01 .. CF-06).

The engine (`trainer.games.deux_tableaux`) deals the three hands, holds the punters to CF-03
and settles each side on its own; this module seats the punters on both tableaux and the
banker, and writes what the croupier owes:
- "no hi van més apostes", the deal (right, left, banker, twice: the engine's DECISION), an 8
  or 9 shown at once (CF-02);
- each tableau's punter held to his table, right then left (CF-03); the banker's free choice
  followed (BD-03);
- each side's result announced; a stake the limited bank does not reach handed back (BD-02);
  the stakes on the sides the bank won collected; the covered stakes on the sides it lost paid
  1 to 1; the cagnotte on the banker's net win, rounded up to the chip (CF-05, MO-03);
- the cards to the basket, the last coup announced once the stop card is out (CF-06).

DECISIONS: the stakes are 10 to 500 in chips (the regulation's limits for this game are lost
with its text); the banker draws on 0-4, stands on 6-7 and chooses on 5; a bank that ends a
coup below what it started passes to a new banker.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from trainer.cards import Shoe
from trainer.games.baccarat.banked import (
    CardDealt,
    Event,
    NaturalShown,
    Phase,
    PunterBet,
    Result,
    Spoke,
)
from trainer.games.baccarat.tableau import Action, punter_action
from trainer.games.deux_tableaux import SIDES, Coup, Side, new_shoe
from trainer.rulebooks import Rulebook
from trainer.table.players import errs, stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue, detail
from trainer.table.words import rounding

PUNTERS = 9
BANK_LOW, BANK_HIGH = Decimal(200), Decimal(3000)
STAKE_LOW, STAKE_HIGH = Decimal(10), Decimal(500)


class DeuxTableauxTable:
    """`bank`, `bets` and `shoe` fix a set table (a test, an exam): the same bank and bets
    every coup; otherwise they are drawn at random."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        bank: Decimal | None = None,
        bets: Sequence[PunterBet] | None = None,
        shoe: Shoe | None = None,
    ) -> None:
        self.book = rulebook
        self.rules = rulebook.chemin_de_fer
        self.rng = rng
        self.error_rate = error_rate
        self.shoe = shoe or new_shoe(rulebook, rng)
        self.fixed_bank = bank
        self.fixed_bets = bets
        self.bank = bank or self._new_bank()

    def _new_bank(self) -> Decimal:
        return stake(self.rng, BANK_LOW, min(BANK_HIGH, self.rules.bank_max), self.book.chip_set)

    def coup(self, script: Script, incident: Incident | None) -> None:
        if self.shoe.cut_card_reached:
            self.shoe = new_shoe(self.book, self.rng)  # CF-06: a new shoe
        coup = Coup(self.book, self.shoe, self.bank, continuing=True)  # BD-02: it may grow
        if self.fixed_bets is None:
            players = self._bets(coup)
        else:
            for bet in self.fixed_bets:
                coup.place_bet(bet)
            players = {bet.player for bet in self.fixed_bets}
        script.cue("bank", amount=coup.bank)
        script.cue(bets_cue((f"{b.tableau}@{b.player}", b.amount) for b in coup.bets))
        script.add("no_more_bets", choice="no_more_bets")  # CF-06
        if incident is not None and incident.id == "late_bet":
            late = next(f"p{n}" for n in range(1, 2 * PUNTERS) if f"p{n}" not in players)
            side = self.rng.choice(SIDES)
            script.cue("late_bet", amount=STAKE_LOW, spot=f"{side}@{late}")
            script.add("refuse_late_bet", f"{side}@{late}", incident=incident.id)  # CF-06
        last_before = self.shoe.cut_card_reached
        coup.deal()
        seen = self._write(script, coup.events, 0)
        while coup.phase in (Phase.RIGHT, Phase.LEFT):
            self._punter(coup, script, "right" if coup.phase is Phase.RIGHT else "left")
            seen = self._write(script, coup.events, seen)
        if coup.phase is Phase.BANKER:
            self._banker(coup, script)
            self._write(script, coup.events, seen)
        result = coup.settle().result
        self._settle(script, coup, result)
        if self.shoe.cut_card_reached and not last_before:
            script.add("last_coup", choice="last_coup")  # CF-06: no coup follows
        script.add("clear")
        if self.fixed_bank is not None:
            self.bank = self.fixed_bank
        elif result.bank_after >= coup.bank:
            self.bank = result.bank_after
        else:
            self.bank = self._new_bank()

    def _bets(self, coup: Coup) -> set[str]:
        seats = list(range(1, PUNTERS + 1))
        self.rng.shuffle(seats)
        chosen = seats[: self.rng.randint(2, 6)]
        players = set()
        for index, seat in enumerate(chosen):
            side = SIDES[index] if index < 2 else self.rng.choice(SIDES)
            amount = stake(self.rng, STAKE_LOW, STAKE_HIGH, self.book.chip_set)
            coup.place_bet(PunterBet(f"p{seat}", amount, side, priority=seat))
            players.add(f"p{seat}")
        return players

    def _punter(self, coup: Coup, script: Script, side: Side) -> None:
        total = coup.total(side)
        table = punter_action(total, self.rules.punter_option_on_5)
        if table is Action.OPTION:
            choice = self.rng.choice((Action.DRAW, Action.STAND))
            said = choice
        else:
            choice = said = table
            if errs(self.rng, self.error_rate):
                said = Action.STAND if table is Action.DRAW else Action.DRAW
        word = "carta" if said is Action.DRAW else "no"
        script.cue("side_punter_says", spot=side, total=total, choice=word)
        if choice is Action.DRAW:
            coup.punter_draw(side)
        else:
            coup.punter_stand(side)

    def _banker(self, coup: Coup, script: Script) -> None:
        """BD-03: the banker draws or stands freely; the croupier follows his word."""
        total = coup.total("banker")
        draws = total <= 4 or (total == 5 and self.rng.random() < 0.5)
        script.cue("banker_says", total=total, choice="carta" if draws else "no")
        coup.banker_draw() if draws else coup.banker_stand()

    def _write(self, script: Script, events: Sequence[Event], seen: int) -> int:
        for index in range(seen, len(events)):
            event = events[index]
            if isinstance(event, CardDealt) and not event.face_up:
                script.add("deal", event.hand, reveals=str(event.card))  # BD-03
            elif isinstance(event, NaturalShown):
                script.add("natural", choice=f"natural {event.hand} {event.total}")  # CF-02
            elif isinstance(event, Spoke):
                card = events[index + 1] if index + 1 < len(events) else None
                shows = str(card.card) if isinstance(card, CardDealt) else ""
                who = "banker" if event.hand == "banker" else "punter"
                duty = f"{who}_draws" if event.action is Action.DRAW else f"{who}_stands"
                script.add(duty, event.hand, reveals=shows)  # CF-03, BD-03
        return len(events)

    def _settle(self, script: Script, coup: Coup, result: Result) -> None:
        for side in result.sides:
            word = side.winner or "tie"
            script.add("announce_sides", choice=f"{side.side} {word}")  # BD-03
        # BD-02: the uncovered stakes handed back, then the losers collected, then the winners
        duties = {"returned": "return_void", "lost": "collect_stakes", "won": "pay_punters"}
        groups = {outcome: script.group() for outcome in duties}
        for outcome, duty in duties.items():
            for line in result.lines:
                if line.outcome != outcome:
                    continue
                target = f"{line.bet.tableau}@{line.bet.player}"
                amount = line.amount if outcome == "won" else None
                script.add(duty, target, amount, rule=line.rule, group=groups[outcome])
        if result.cagnotte:
            won = result.banker_won - result.banker_paid
            worked = detail("cagnotte", won=won, amount=result.cagnotte)
            worked += rounding(result.cagnotte_rounded)
            script.add("cagnotte", amount=result.cagnotte, detail=worked)  # CF-05
