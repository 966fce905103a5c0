"""Chemin de fer at the table: the croupier's steps of a coup (seed 000 epígraf 8, CF-01 ..
CF-07).

The engine (`trainer.games.chemin_de_fer`) deals, holds the drawing tables and settles; this
module seats a banker and the punters, lets them stake and speak, and writes what the croupier
owes:
- "no hi van més apostes" (CF-06); the deal, two cards each starting with the punter (CF-02);
  an 8 or 9 shown at once (CF-02); a card out of the shoe face up is void (CF-06);
- the punter's word checked against his table (CF-03) and the advice he asks for on 5; the
  banker's word against his (CF-04). A player who says the wrong word ("no" on 3) is held to
  the table: the croupier's act is the table's, so following the player is a wrong draw;
- the winner announced (CF-01); the bank wins: the stakes collected and the cagnotte taken, 5%
  rounded up to the chip (CF-05, MO-03); the punters win: each stake paid 1 to 1 from the bank;
  equal totals: the coup is void and nothing moves (CF-01);
- the cards to the basket, and the last coup announced once the stop card is out (CF-06).

DECISIONS: the regulation sets no stake limits for chemin de fer here, so a bank is formed
with 100 to 2,000 and a punter stakes at least 10, in chips (MO-01); the bank passes to the
next seat when it loses, and a winning banker gives it up one time in five; targets name the
punters by seat ("p3").
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
from trainer.games.baccarat.tableau import Action, banker_action, punter_action
from trainer.games.chemin_de_fer import Coup
from trainer.rulebooks import Rulebook
from trainer.table.players import errs, stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue, detail
from trainer.table.words import rounding

SEATS = 9
BANK_LOW, BANK_HIGH = Decimal(100), Decimal(2000)  # DECISION: see the module docstring
STAKE_LOW = Decimal(10)
BANCO = 0.2  # DECISION: how often one punter goes banco for the whole bank
ASKS_ADVICE = 0.15  # DECISION: how often a punter on 5 asks the croupier
GIVES_UP = 0.2  # DECISION: how often a winning banker passes the bank


class CheminDeFerTable:
    """`bank`, `stakes` (punter, stake) and `shoe` fix a set table (a test, an exam): the same
    bank and stakes every coup; otherwise banks and stakes are drawn at random."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        bank: Decimal | None = None,
        stakes: Sequence[tuple[str, Decimal]] | None = None,
        shoe: Shoe | None = None,
    ) -> None:
        self.book = rulebook
        self.rules = rulebook.chemin_de_fer
        self.rng = rng
        self.error_rate = error_rate
        self.shoe = shoe or self._new_shoe()
        self.banker = 1
        self.fixed_bank = bank
        self.stakes = stakes
        self.bank = bank or self._new_bank()
        self.coup_: Coup | None = None

    def _new_shoe(self) -> Shoe:
        return Shoe(self.rules.decks, self.rng, self.rules.stop_card_from_end)

    def _new_bank(self) -> Decimal:
        return stake(self.rng, BANK_LOW, BANK_HIGH, self.book.chip_set)

    def coup(self, script: Script, incident: Incident | None) -> None:
        if self.shoe.cut_card_reached:
            self.shoe = self._new_shoe()  # CF-06: the last coup was played; a new shoe
        coup = self.coup_ = Coup(self.book, self.shoe, self.bank)
        if self.stakes is None:
            punters = self._stakes(coup)
        else:
            for player, amount in self.stakes:
                coup.place_bet(PunterBet(player, amount))
            punters = [player for player, _ in self.stakes]
        script.cue("bank", amount=coup.bank)
        script.cue(bets_cue((b.player, b.amount) for b in coup.bets))
        script.add("no_more_bets", choice="no_more_bets")  # CF-06
        if incident is not None and incident.id == "late_bet":
            late = self.rng.choice([f"p{n}" for n in range(1, SEATS + 1) if n != self.banker])
            late = late if late not in punters else f"p{SEATS + 1}"
            script.cue("late_bet_bank", spot=late, amount=STAKE_LOW)
            script.add("refuse_late_bet", late, incident=incident.id)  # CF-06
        if incident is not None and incident.id == "face_up_card":
            card = self.shoe.turn_face_up()  # CF-06: void, withdrawn
            script.cue("face_up_out", card=card)
            script.add("face_up_card", choice="void", incident=incident.id)
        last_before = self.shoe.cut_card_reached
        coup.deal()
        misdeal = incident if incident is not None and incident.id == "card_out_of_order" else None
        seen = self._write(script, coup.events, 0, misdeal)
        if coup.phase is Phase.PUNTER:
            self._punter(coup, script)
            seen = self._write(script, coup.events, seen)
        if coup.phase is Phase.BANKER:
            self._banker(coup, script)
            self._write(script, coup.events, seen)
        result = coup.settle().result  # the cards go to the basket with the settlement
        self._settle(script, result)
        if self.shoe.cut_card_reached and not last_before:
            script.add("last_coup", choice="last_coup")  # CF-06 (8.VII): no coup follows
        script.add("clear")  # CF-06
        self._next_bank(result)

    # ------------------------------------------------------------------ players

    def _stakes(self, coup: Coup) -> list[str]:
        seats = [n for n in range(1, SEATS + 1) if n != self.banker]
        self.rng.shuffle(seats)
        chips = self.book.chip_set
        if self.rng.random() < BANCO:
            return [coup.banco(f"p{seats[0]}").bet.player]
        names = []
        for n in seats[: self.rng.randint(1, 5)]:
            left = coup.bank - coup.staked
            if left < STAKE_LOW:
                break
            amount = stake(self.rng, STAKE_LOW, left, chips)
            coup.place_bet(PunterBet(f"p{n}", amount))
            names.append(f"p{n}")
        return names

    def _punter(self, coup: Coup, script: Script) -> None:
        """CF-03: the punter speaks; the croupier holds him to the table."""
        total = coup.punter_total
        table = punter_action(total, self.rules.punter_option_on_5)
        if table is Action.OPTION and self.rng.random() < ASKS_ADVICE:
            advice = coup.advice().advice  # CF-03: on 5, stand
            script.cue("asks_advice", total=total)
            script.add("advise", choice=advice.value)
            choice = advice
        elif table is Action.OPTION:
            choice = self.rng.choice((Action.DRAW, Action.STAND))
        else:
            choice = table
        said = choice
        if table is not Action.OPTION and errs(self.rng, self.error_rate):
            said = Action.STAND if choice is Action.DRAW else Action.DRAW
        script.cue("punter_says", total=total, choice="carta" if said is Action.DRAW else "no")
        coup.punter_draw() if choice is Action.DRAW else coup.punter_stand()

    def _banker(self, coup: Coup, script: Script) -> None:
        """CF-04: the banker speaks after the punter; his options are his own choice."""
        table = banker_action(coup.banker_total, coup.punter_third)
        choice = self.rng.choice((Action.DRAW, Action.STAND)) if table is Action.OPTION else table
        said = choice
        if table is not Action.OPTION and errs(self.rng, self.error_rate):
            said = Action.STAND if choice is Action.DRAW else Action.DRAW
        word = "carta" if said is Action.DRAW else "no"
        script.cue("banker_says", total=coup.banker_total, choice=word)
        coup.banker_draw() if choice is Action.DRAW else coup.banker_stand()

    # ------------------------------------------------------------------ events to steps

    def _write(
        self,
        script: Script,
        events: Sequence[Event],
        seen: int,
        misdeal: Incident | None = None,
    ) -> int:
        """Steps for the engine's events since `seen`; returns how many are written."""
        dealt = [i for i in range(seen, len(events)) if _dealt(events[i])][:4]
        wrong = self.rng.choice(dealt[:3]) if misdeal is not None and len(dealt) == 4 else None
        for index in range(seen, len(events)):
            event = events[index]
            if index == wrong and isinstance(event, CardDealt) and misdeal is not None:
                after = events[dealt[dealt.index(index) + 1]]
                assert isinstance(after, CardDealt)
                # CF-06 (8.VIII): a dealing fault put right without prejudice to either side:
                # the card goes to the hand it was meant for, face down and unseen
                script.cue("misdealt_face_down", spot=event.hand, spot2=after.hand)
                script.add(
                    "misdealt_card",
                    after.hand,
                    choice=event.hand,
                    incident=misdeal.id,
                    reveals=str(event.card),
                )
            elif isinstance(event, CardDealt) and not event.face_up:
                script.add("deal", event.hand, reveals=str(event.card))  # CF-02
            elif isinstance(event, NaturalShown):
                script.add("natural", choice=f"natural {event.hand} {event.total}")  # CF-02
            elif isinstance(event, Spoke):
                card = events[index + 1] if index + 1 < len(events) else None
                shows = str(card.card) if isinstance(card, CardDealt) else ""
                who = event.hand
                duty = f"{who}_draws" if event.action is Action.DRAW else f"{who}_stands"
                script.add(duty, who, reveals=shows)  # CF-03, CF-04
        return len(events)

    def _settle(self, script: Script, result: Result) -> None:
        if result.winner is None:
            script.add("announce_winner", choice=f"tie {result.punter_total}")  # CF-01: void
            return
        total = result.banker_total if result.winner == "banker" else result.punter_total
        script.add("announce_winner", choice=f"{result.winner} {total}")  # CF-01
        if result.winner == "banker":
            collect = script.group()
            for line in result.lines:
                script.add("collect_stakes", line.bet.player, group=collect)  # CF-01
            worked = detail("cagnotte", won=result.banker_won, amount=result.cagnotte)
            worked += rounding(result.cagnotte_rounded)
            script.add("cagnotte", amount=result.cagnotte, detail=worked)  # CF-05, MO-03
        else:
            pay = script.group()
            for line in result.lines:
                script.add("pay_punters", line.bet.player, line.amount, group=pay)  # CF-01

    def _next_bank(self, result: Result) -> None:
        """The bank passes to the next seat when it loses (or its holder gives it up)."""
        if self.fixed_bank is not None:
            self.bank = self.fixed_bank
        elif result.winner == "punter" or self.rng.random() < GIVES_UP:
            self.banker = self.banker % SEATS + 1
            self.bank = self._new_bank()
        else:
            self.bank = result.bank_after


def _dealt(event: Event) -> bool:
    """A card of the deal proper (a card out of the shoe face up is void, CF-06)."""
    return isinstance(event, CardDealt) and not event.face_up
