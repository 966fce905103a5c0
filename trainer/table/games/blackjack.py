"""Blackjack at the table: the croupier's steps of a round, from the engine's events.

The engine (`trainer.games.blackjack.round.Round`) deals, plays and settles; this module seats the
players, lets them bet and decide (basic strategy, straying at the error rate), and writes
what the croupier owes at each moment (BJ-02 .. BJ-17):
- the deal, one card at a time from the dealer's left (BJ-05), the cut card announced (BJ-02);
- insurance offered on an ace (BJ-11); the double announced on 9, 10 or 11 (BJ-15);
- a card to each hand that asks (BJ-06), a split (BJ-13), a bust collected at once (BJ-07);
- the dealer's draws and stand (BJ-08) and his total (BJ-09);
- the losing bets collected right to left, then the winners paid right to left (BJ-09),
  blackjacks 3 to 2 (BJ-10), insurance 2 to 1 (BJ-11), side bets (BJ-16, BJ-17);
- the cards collected (BJ-09).

DECISIONS where the rule leaves room:
- BJ-09 "collects losing bets and pays winning bets from right to left" is read as two sweeps:
  every loser right to left, then every winner right to left (a winner is never paid while a
  loser is still on the table; issue 16's red line).
- One bettor per box (BJ-03 allows three): a target names a bet by its box alone.
- A push or a stake the house gives back (BJ-12 `original_bets_only`) needs no act.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from decimal import Decimal

from trainer.cards import Shoe
from trainer.games.blackjack.hand import HandValue, double_announced, hand_value, is_blackjack
from trainer.games.blackjack.round import BetResult, Event, Phase, Round, SideBetKind
from trainer.games.blackjack.strategy import Action, Decision, basic_strategy
from trainer.i18n import message_param
from trainer.rulebooks import Rulebook
from trainer.table.players import errs, half_on_chip, stake
from trainer.table.procedure import Incident
from trainer.table.script import Script, bets_cue, detail
from trainer.table.words import rounding

SEATED = 0.7  # DECISION: chance that a box has a player
OVER_UNDER = 0.08  # DECISION: how often a player adds an over/under 13 side bet (BJ-16)
SEVENS = 0.05  # DECISION: how often a player adds a sevens side bet (BJ-17)
INSURES = 0.12  # DECISION: how often a player takes insurance when offered (BJ-11)
_PAY_DUTY = {"BJ-10": "pay_blackjack", "BJ-11": "pay_insurance"}  # else pay_winners


class BlackjackTable:
    """`seats` (box -> stake) fixes the bets of every round and `shoe` the cards, for a set
    table (a test, an exam): no side bets, no insurance, decisions by basic strategy at the
    error rate. Otherwise players sit and bet at random and shoes are shuffled."""

    def __init__(
        self,
        rulebook: Rulebook,
        rng: random.Random,
        error_rate: float,
        *,
        seats: Mapping[int, Decimal] | None = None,
        shoe: Shoe | None = None,
    ) -> None:
        self.book = rulebook
        self.rules = rulebook.blackjack
        self.rng = rng
        self.error_rate = error_rate
        self.seats = seats
        self.shoe = shoe or self._new_shoe()
        self.round: Round | None = None  # the round last written

    def _new_shoe(self) -> Shoe:
        return Shoe(self.rules.decks, self.rng, self.rules.cut_card_from_end)

    def coup(self, script: Script, incident: Incident | None) -> None:
        if self.shoe.cut_card_reached:
            self.shoe = self._new_shoe()  # BJ-02: the last round was dealt; a new shoe
        rnd = self.round = Round(self.book, self.shoe)
        if self.seats is None:
            self._bets(rnd)
        else:
            for box, amount in sorted(self.seats.items()):
                rnd.place_bet(box, amount)
        script.cue(bets_cue(_bets_on(rnd)))
        if incident is not None and incident.id == "face_up_card":
            card = self.shoe.turn_face_up()  # BJ-02: discarded when it comes out
            script.cue("face_up_in_shoe", card=card)
            script.add("face_up_card", incident=incident.id)
        rnd.deal()
        seen = self._write(script, rnd, 0, incident)
        if rnd.insurance_open:
            script.add("offer_insurance", choice="insurance")  # BJ-11
            if self.seats is None:
                self._insure(rnd, script)
            seen = len(rnd.events)
        while rnd.phase is Phase.PLAYERS:
            seen = self._play_hand(rnd, script, seen)
        self._dealer(rnd, script, seen)

    # ------------------------------------------------------------------ players

    def _bets(self, rnd: Round) -> None:
        chips = self.book.chip_set
        boxes = [n for n in range(1, rnd.box_count + 1) if self.rng.random() < SEATED]
        for n in boxes or [self.rng.randint(1, rnd.box_count)]:
            rnd.place_bet(n, stake(self.rng, self.rules.table_min, self.rules.table_max, chips))
            if self.rng.random() < OVER_UNDER:
                kind: SideBetKind = self.rng.choice(("over13", "under13"))
                side = stake(self.rng, self.rules.table_min, self.rules.table_max, chips)
                if rnd.can_place_side_bet(n, kind, side):
                    rnd.place_side_bet(n, kind, side)
            if self.rng.random() < SEVENS:
                side = max(chips.smallest, half_on_chip(rnd.side_bet_max("sevens"), chips))
                if rnd.can_place_side_bet(n, "sevens", side):
                    rnd.place_side_bet(n, "sevens", side)

    def _insure(self, rnd: Round, script: Script) -> None:
        for n in rnd.boxes_in_play:
            if self.rng.random() < INSURES:
                amount = half_on_chip(rnd.stake(n), self.book.chip_set)
                if amount > 0 and rnd.can_insure(n, amount):
                    rnd.insure(n, amount)
                    script.cue("insures", spot=f"box{n}", amount=amount)

    def _play_hand(self, rnd: Round, script: Script, seen: int) -> int:
        hand = rnd.current_hand_id or ""
        cards = rnd.hand_cards(hand)
        if len(cards) == 2 and double_announced(cards) and rnd.can_double():
            script.add("announce_double", choice=f"double {hand}")  # BJ-15
        decision = Decision(cards, rnd.dealer[0], rnd.can_double(), rnd.can_split())
        choice = basic_strategy(decision)
        if errs(self.rng, self.error_rate):
            options: list[Action] = ["hit", "stand"]
            if decision.can_double:
                options.append("double")
            if decision.can_split:
                options.append("split")
            choice = self.rng.choice(options)
        if choice == "hit" and not rnd.can_hit():
            choice = "stand"
        script.cue("plays", spot=hand, total=total_param(hand_value(cards)), choice=choice)
        if choice == "split":
            rnd.split()
        elif choice == "double":
            rnd.double()
        elif choice == "hit":
            rnd.hit()
        else:
            rnd.stand()
        return self._write(script, rnd, seen)

    # ------------------------------------------------------------------ events to steps

    def _write(
        self, script: Script, rnd: Round, seen: int, incident: Incident | None = None
    ) -> int:
        """Steps for the engine's events since `seen`; returns how many events are written."""
        events = rnd.events
        late_bet = incident if incident is not None and incident.id == "late_bet" else None
        misdeal = None
        if incident is not None and incident.id == "card_out_of_order":
            misdeal = self._misdeal(events, seen)
        for index in range(seen, len(events)):
            if index == misdeal and incident is not None:
                self._misdealt(script, events[index], events[index + 1], incident)
            else:
                self._step(script, events[index])
            if index == seen and late_bet is not None:
                box = self.rng.randint(1, rnd.box_count)
                amount = self.rules.table_min
                script.cue("late_bet", amount=amount, spot=f"box{box}")
                script.add("refuse_late_bet", f"box{box}", incident=late_bet.id)  # BJ-04
        return len(events)

    def _misdeal(self, events: tuple[Event, ...], seen: int) -> int | None:
        """A card of the first deal (BJ-05) meant for a box that lands where the next card
        goes (the next box, or the dealer's place)."""
        dealt = [
            i
            for i in range(seen, len(events) - 1)
            if events[i].kind == "card"
            and all(e.kind in ("card", "dealer_card") for e in events[i : i + 2])
            and all(e.rule_id == "BJ-05" for e in events[i : i + 2])
        ]
        return self.rng.choice(dealt) if dealt else None

    def _misdealt(self, script: Script, meant: Event, next_card: Event, incident: Incident) -> None:
        """The card meant for a box lands on the next one: it is moved to the box it was
        meant for and the deal goes on in order (a filled gap, see procedures.toml)."""
        script.cue("misdealt", card=meant.card, spot=meant.spot, spot2=next_card.spot)
        script.add(
            "misdealt_card",
            next_card.spot,
            choice=meant.spot,
            incident=incident.id,
            reveals=str(meant.card),
        )

    def _step(self, script: Script, event: Event) -> None:
        kind = event.kind
        if kind in ("card", "dealer_card") and event.rule_id == "BJ-05":
            script.add("deal", event.spot, reveals=str(event.card))  # BJ-05
        elif kind == "card":
            # BJ-06 on request, BJ-13 a split hand's second card, BJ-15 a double's one card
            script.add("give_card", event.spot, rule=event.rule_id, reveals=str(event.card))
        elif kind == "dealer_card":
            script.add("dealer_draws", "dealer", reveals=str(event.card))  # BJ-08
        elif kind == "split":
            script.add("split", event.spot)  # BJ-13
        elif kind == "cut_card":
            script.add("last_round", choice="last_round")  # BJ-02
        elif kind == "collect" and event.rule_id == "BJ-07":
            script.add("collect_bust", event.spot)  # BJ-07: at once

    # ------------------------------------------------------------------ dealer and settlement

    def _dealer(self, rnd: Round, script: Script, seen: int) -> None:
        """BJ-08: the dealer draws to 17 against the hands still in play and announces his
        total (BJ-09). When only blackjacks or insurances are left he draws only to decide
        them (the engine's reading of "sempre que quedin competidors") and has no stand
        decision to make."""
        competitors = any(
            not hand_value(rnd.hand_cards(h)).bust and not _natural(rnd, h)
            for n in rnd.boxes_in_play
            for h in rnd.hand_ids(n)
        )
        while rnd.can_dealer_draw():
            rnd.dealer_draw()
        drew = len(rnd.dealer) > 1
        self._write(script, rnd, seen)
        dealer = hand_value(rnd.dealer)
        if competitors and not dealer.bust:
            total = total_param(dealer)
            script.add("dealer_stands", "dealer", detail=detail("dealer", total=total))  # BJ-08
        if competitors or drew:
            total = "blackjack" if rnd.dealer_blackjack() else "bust" if dealer.bust else ""
            script.add("announce_total", choice=total or str(dealer.total))  # BJ-09
        self._settle(rnd, script)

    def _settle(self, rnd: Round, script: Script) -> None:
        """BJ-09: losers right to left, then winners right to left, then the cards."""
        rnd.settle()
        settled = rnd.settlement
        for r in settled:
            if r.collected:
                script.add("collect_losers", r.spot, rule=r.rule_id)
        for r in settled:
            if r.paid:
                duty = _pay_duty(r)
                worked = detail("paid_on", amount=r.amount, stake=r.stake) + rounding(r.rounding)
                script.add(duty, r.spot, r.amount, rule=r.rule_id, detail=worked)
        script.add("clear")  # BJ-09: the cards, the dealer's own last


def _pay_duty(result: BetResult) -> str:
    """The duty a paid bet is: a blackjack (BJ-10), insurance (BJ-11), a side bet (BJ-16,
    BJ-17) or any other winner (BJ-09, BJ-14)."""
    if result.rule_id in ("BJ-16", "BJ-17"):
        return "pay_side_bet"
    return _PAY_DUTY.get(result.rule_id, "pay_winners")


def total_param(value: HandValue) -> str:
    """A hand's total as a `{total:message}` parameter: "soft 17" in words, or the number."""
    if value.soft:
        return message_param("blackjack.total.soft", {"total": value.total})
    return str(value.total)


def _natural(rnd: Round, hand_id: str) -> bool:
    """A blackjack: 21 on the first two cards of a hand that was not split (BJ-10, BJ-14)."""
    return "-" not in hand_id and is_blackjack(rnd.hand_cards(hand_id))


def _bets_on(rnd: Round) -> list[tuple[str, Decimal]]:
    scene = rnd.scene()
    return [(b.spot, b.amount) for b in scene.bets]
