"""A blackjack round as the regulation has it (seed 000, BlackJack II–V; RULES.md BJ-01 ..
BJ-18).

European no-hole-card game: the dealer has one card while the players act (BJ-05), so the
dealer's blackjack is only known when he draws his second card, and BJ-12 decides what it
takes. A `Round` is a state machine (DESIGN.md, issue 16's engine contract): each action has
`can_x()` (`errors.allowed(verify_x)`), `verify_x()` (raises `RuleError` naming the rule) and
`x()`, which verifies, acts, appends frozen `Event`s to the read-only `events` tuple and
returns the last one it appended. An illegal action changes nothing. Cards come only from the
`Shoe`, so a seeded or stacked shoe reproduces a round exactly.

Identifiers follow `trainer.scene`: boxes "box1" (the dealer's left, dealt first) .. "box9";
split hands "box3-h1", "box3-h2" in the order they are played; bets "box3", "box3-h2",
"box3:insurance", "box3-h2:double", "box3:over13", "box3:under13", "box3:sevens",
"box3:progressive".

Decisions where RULES.md and the seed are silent (each repeated where it is applied):
- "Right to left" (BJ-09) is the dealer's right to left: the last box dealt first, and within
  a split box the last hand played first; so settlement runs in exact reverse of play.
- Up to three bettors per box (BJ-03): bettor 1 is the box owner and decides; bettors 2 and 3
  accept his initiatives, so a split or double puts an equal stake beside each of their bets.
  Each box's main bets together stay within the table maximum.
- Split aces cannot be resplit (BJ-14: one card each, and the hand is over).
- Any card given to a player after the deal (hit, double, split) closes insurance (BJ-11).
- The dealer draws only while bets remain to decide ("sempre que quedin competidors"); when
  only naturals or insurances remain he draws one card if his first card could make
  blackjack (ace or ten-value), to decide them.
- Side bets (BJ-16..BJ-18) need a main bet of the same bettor on the box and are settled with
  the box at the end, after its hands and insurance. A box's "first three cards" (BJ-17) are
  the first three it received, across split hands.
- The progressive (BJ-18) has no prize table in the regulation: its stake is taken for the
  meter and settled as lost.
- Every payout goes through `trainer.money.payout` with the house rounding (MO-02 down to the
  smallest chip, MO-05 to the cent); a result keeps the exact figure beside the amount paid so
  a worked solution can show both.
- The sevens jackpot's meter (BJ-17) is the round's `sevens_jackpot`; the scene carries it so
  the felt shows it. Drills deal at most one jackpot a round: the regulation does not say how
  two boxes would share "the whole jackpot".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import Literal

from trainer.cards import Card, Shoe
from trainer.errors import ChipError, RuleError, allowed
from trainer.games.blackjack.hand import (
    SevensPrize,
    dealer_must_draw,
    double_announced,
    hand_value,
    is_blackjack,
    over_under_total,
    sevens_prize,
)
from trainer.money import Ratio, Rounded, format_amount, payout
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet

SideBetKind = Literal["over13", "under13", "sevens", "progressive"]
SIDE_BETS: tuple[SideBetKind, ...] = ("over13", "under13", "sevens", "progressive")
# A bet's fate in the scene's words (`trainer.scene.BetState`): the felt draws it as it is.
Outcome = Literal["won", "lost", "push", "returned"]
EventKind = Literal[
    "bet",
    "side_bet",
    "card",
    "dealer_card",
    "insurance",
    "stand",
    "double",
    "split",
    "bust",
    "cut_card",
    "pay",
    "collect",
    "push",
    "clear",
]

# --------------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class Event:
    """One line of a round's history; drills, the felt and replays read these."""

    kind: EventKind
    spot: str  # a hand id ("box3-h1", "dealer") or a bet spot ("box3:insurance")
    rule_id: str
    card: Card | None = None
    amount: Decimal | None = None
    bettor: int = 1


@dataclass(frozen=True, slots=True)
class BetResult:
    """What the croupier does with one bet: the round's one settlement record. `outcome` is
    the bet's fate in the scene's words ("won", "lost", "push", "returned"); `amount` is what
    he pays beside it (winnings, the stake stays with the player) or what he collects (the
    stake); 0 for a push or a stake given back (BJ-12 `original_bets_only`). `rule_id` says
    which payout it was: BJ-10 a blackjack, BJ-11 insurance, BJ-16..BJ-18 a side bet."""

    spot: str
    bettor: int
    stake: Decimal
    outcome: Outcome
    amount: Decimal
    rule_id: str
    detail: str = ""
    rounding: Rounded | None = None  # a payout: the exact figure and the rounding applied

    @property
    def paid(self) -> bool:
        return self.outcome == "won"

    @property
    def collected(self) -> bool:
        return self.outcome == "lost"

    @property
    def net(self) -> Decimal:
        """The player's gain (+) or loss (-) on this bet."""
        if self.paid:
            return self.amount
        return -self.amount if self.collected else Decimal(0)


class Phase(StrEnum):
    BETTING = "betting"
    PLAYERS = "players"
    DEALER = "dealer"
    SETTLEMENT = "settlement"
    DONE = "done"


@dataclass(eq=False)
class _Hand:
    cards: list[Card]
    stakes: dict[int, Decimal]  # bettor -> stake on this hand
    from_split: bool = False
    split_aces: bool = False
    carries_original: bool = True  # the first hand of a box keeps the original bets (BJ-12)
    doubles: dict[int, Decimal] = field(default_factory=dict)
    finished: bool = False
    busted: bool = False


@dataclass(eq=False)
class _Box:
    number: int
    bets: dict[int, Decimal] = field(default_factory=dict)  # original stakes, by bettor
    hands: list[_Hand] = field(default_factory=list)
    insurance: dict[int, Decimal] = field(default_factory=dict)
    side_bets: dict[tuple[int, SideBetKind], Decimal] = field(default_factory=dict)
    first_cards: list[Card] = field(default_factory=list)  # in the order the box got them

    def hand_id(self, index: int) -> str:
        if len(self.hands) <= 1:
            return f"box{self.number}"
        return f"box{self.number}-h{index + 1}"


# --------------------------------------------------------------------------- the round


class Round:
    """One round at a table of `boxes` boxes (BJ-03; the rulebook's number by default)."""

    def __init__(
        self,
        rulebook: Rulebook,
        shoe: Shoe,
        boxes: int | None = None,
        sevens_jackpot: Decimal | None = None,
    ) -> None:
        self.rulebook = rulebook
        self.rules = rulebook.blackjack
        n = self.rules.boxes if boxes is None else boxes
        if not 6 <= n <= 9:
            raise RuleError("BJ-03", f"a blackjack table has 6 to 9 boxes, not {n}")
        if shoe.cut_card_reached:
            raise RuleError("BJ-02", "the cut card has come out: the shoe is finished")
        self.shoe = shoe
        self.box_count = n
        self.sevens_jackpot = sevens_jackpot
        self.phase = Phase.BETTING
        self.dealer: list[Card] = []
        self._boxes: dict[int, _Box] = {}
        self._events: list[Event] = []
        self._results: list[BetResult] = []
        self._turn: tuple[int, int] | None = None  # (box number, hand index)
        self._insurance_open = False
        self._settled = 0  # how many of `_results` the final settlement made
        self.last_of_shoe = False

    # ----------------------------------------------------------------------- views

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def results(self) -> tuple[BetResult, ...]:
        """Every settled bet so far, in the order the croupier settled it: busts as they
        happened (BJ-07), then the settlement right to left (BJ-09)."""
        return tuple(self._results)

    @property
    def boxes_in_play(self) -> tuple[int, ...]:
        return tuple(sorted(self._boxes))

    @property
    def current_hand_id(self) -> str | None:
        if self._turn is None:
            return None
        box_no, index = self._turn
        return self._boxes[box_no].hand_id(index)

    @property
    def insurance_open(self) -> bool:
        return self._insurance_open

    def hand_ids(self, box: int) -> tuple[str, ...]:
        b = self._boxes[box]
        return tuple(b.hand_id(i) for i in range(len(b.hands)))

    def hand_cards(self, hand_id: str) -> tuple[Card, ...]:
        if hand_id == "dealer":
            return tuple(self.dealer)
        return tuple(self._find_hand(hand_id).cards)

    def stake(self, box: int, bettor: int = 1) -> Decimal:
        return self._boxes[box].bets[bettor]

    def cards_on_table(self) -> list[Card]:
        """Cards dealt and not yet collected into the discards."""
        if self.phase is Phase.DONE:
            return []
        cards = list(self.dealer)
        for box in self._boxes.values():
            for hand in box.hands:
                if not hand.busted:
                    cards.extend(hand.cards)
        return cards

    def dealer_blackjack(self) -> bool:
        return is_blackjack(self.dealer)

    def _find_hand(self, hand_id: str) -> _Hand:
        for box in self._boxes.values():
            for i, hand in enumerate(box.hands):
                if box.hand_id(i) == hand_id:
                    return hand
        raise KeyError(hand_id)

    def _current(self) -> tuple[_Box, _Hand]:
        assert self._turn is not None
        box = self._boxes[self._turn[0]]
        return box, box.hands[self._turn[1]]

    # ----------------------------------------------------------------------- bets

    def _verify_chips(self, amount: Decimal, rule_id: str) -> None:
        if amount <= 0:
            raise RuleError(rule_id, "a bet must be a positive amount")
        try:
            self.rulebook.chip_set.breakdown(amount)
        except ChipError:
            raise RuleError(
                "BJ-04", f"bets are made in chips; {format_amount(amount)} cannot be"
            ) from None

    def verify_place_bet(self, box: int, amount: Decimal, bettor: int = 1) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError("BJ-04", "bets are made before the deal")
        if not 1 <= box <= self.box_count:
            raise RuleError("BJ-03", f"this table has boxes 1 to {self.box_count}")
        if not 1 <= bettor <= self.rules.bets_per_box:
            raise RuleError("BJ-03", f"at most {self.rules.bets_per_box} bets per box")
        bets = self._boxes[box].bets if box in self._boxes else {}
        if bettor in bets:
            raise RuleError("BJ-03", f"bettor {bettor} already has a bet on box {box}")
        if bettor != 1 and 1 not in bets:
            raise RuleError("BJ-03", "the player in front of the box (bettor 1) bets first")
        self._verify_chips(amount, "BJ-04")
        if not self.rules.table_min <= amount <= self.rules.table_max:
            raise RuleError(
                "BJ-04",
                f"a bet is {format_amount(self.rules.table_min)} to "
                f"{format_amount(self.rules.table_max)}, not {format_amount(amount)}",
            )
        if sum(bets.values(), Decimal(0)) + amount > self.rules.table_max:
            raise RuleError("BJ-03", "the bets on one box stay within the table maximum")

    def can_place_bet(self, box: int, amount: Decimal, bettor: int = 1) -> bool:
        return allowed(self.verify_place_bet, box, amount, bettor)

    def place_bet(self, box: int, amount: Decimal, bettor: int = 1) -> Event:
        self.verify_place_bet(box, amount, bettor)
        self._boxes.setdefault(box, _Box(box)).bets[bettor] = amount
        return self._log("bet", f"box{box}", "BJ-04", amount=amount, bettor=bettor)

    def side_bet_max(self, kind: SideBetKind) -> Decimal:
        if kind in ("over13", "under13"):
            return self.rules.table_max  # BJ-16: within the table limits
        frac = self.rules.side_bet_max_fraction_of_min  # BJ-17, BJ-18: half the minimum
        return self.rules.table_min * frac.numerator / frac.denominator

    def verify_place_side_bet(
        self, box: int, kind: SideBetKind, amount: Decimal, bettor: int = 1
    ) -> None:
        rule = {"over13": "BJ-16", "under13": "BJ-16", "sevens": "BJ-17"}.get(kind, "BJ-18")
        if self.phase is not Phase.BETTING:
            raise RuleError("BJ-04", "bets are made before the deal")
        if kind not in SIDE_BETS:
            raise RuleError(rule, f"no side bet '{kind}'")
        if box not in self._boxes or bettor not in self._boxes[box].bets:
            raise RuleError(rule, "DECISION: a side bet goes beside a main bet on the box")
        if (bettor, kind) in self._boxes[box].side_bets:
            raise RuleError(rule, "this side bet is already placed")
        self._verify_chips(amount, rule)
        low = self.rules.table_min if kind in ("over13", "under13") else Decimal(0)
        high = self.side_bet_max(kind)
        if not low <= amount <= high:
            raise RuleError(
                rule, f"this side bet is at most {format_amount(high)}, not {format_amount(amount)}"
            )

    def can_place_side_bet(
        self, box: int, kind: SideBetKind, amount: Decimal, bettor: int = 1
    ) -> bool:
        return allowed(self.verify_place_side_bet, box, kind, amount, bettor)

    def place_side_bet(
        self, box: int, kind: SideBetKind, amount: Decimal, bettor: int = 1
    ) -> Event:
        self.verify_place_side_bet(box, kind, amount, bettor)
        self._boxes[box].side_bets[(bettor, kind)] = amount
        rule = {"over13": "BJ-16", "under13": "BJ-16", "sevens": "BJ-17"}.get(kind, "BJ-18")
        return self._log("side_bet", f"box{box}:{kind}", rule, amount=amount, bettor=bettor)

    # ----------------------------------------------------------------------- the deal

    def _draw(self) -> Card:
        card = self.shoe.draw()
        if self.shoe.cut_card_reached and not self.last_of_shoe:
            self.last_of_shoe = True  # BJ-02: the cut card is out; this round is the last
            self._log("cut_card", "shoe", "BJ-02")
        return card

    def verify_deal(self) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError("BJ-05", "the cards are already dealt")
        if not self._boxes:
            raise RuleError("BJ-04", "no bets on the table")

    def can_deal(self) -> bool:
        return allowed(self.verify_deal)

    def deal(self) -> Event:
        """BJ-05: one card to each box from the dealer's left, then one to the dealer, then a
        second card to each box. No hole card. Returns the last card's event."""
        self.verify_deal()
        order = self.boxes_in_play
        for n in order:
            box = self._boxes[n]
            box.hands.append(_Hand([], dict(box.bets)))
            self._give(box, box.hands[0])
        self.dealer.append(self._draw())
        self._log("dealer_card", "dealer", "BJ-05", card=self.dealer[-1])
        for n in order:
            box = self._boxes[n]
            self._give(box, box.hands[0])
            if is_blackjack(box.hands[0].cards):
                box.hands[0].finished = True  # a natural has nothing left to decide (BJ-10)
        self.phase = Phase.PLAYERS
        self._insurance_open = self.dealer[0].rank == "A"  # BJ-11
        self._turn = (order[0], -1)
        self._advance()
        return self._events[-1]

    def _give(self, box: _Box, hand: _Hand, rule_id: str = "BJ-05") -> Card:
        card = self._draw()
        hand.cards.append(card)
        box.first_cards.append(card)
        self._log("card", box.hand_id(box.hands.index(hand)), rule_id, card=card)
        return card

    # ----------------------------------------------------------------------- insurance

    def verify_insure(self, box: int, amount: Decimal, bettor: int = 1) -> None:
        if self.phase is not Phase.PLAYERS or not self.dealer or self.dealer[0].rank != "A":
            raise RuleError("BJ-11", "insurance is offered only when the dealer's card is an ace")
        if not self._insurance_open:
            raise RuleError("BJ-11", "insurance closed when a player took a third card")
        if box not in self._boxes or bettor not in self._boxes[box].bets:
            raise RuleError("BJ-11", "only a bet on the box can be insured")
        if bettor in self._boxes[box].insurance:
            raise RuleError("BJ-11", "this bet is already insured")
        half = self.max_insurance(box, bettor)
        if amount > half:
            raise RuleError(
                "BJ-11",
                f"insurance is at most half the bet, {format_amount(half)}, "
                f"not {format_amount(amount)}",
            )
        self._verify_chips(amount, "BJ-11")

    def can_insure(self, box: int, amount: Decimal, bettor: int = 1) -> bool:
        return allowed(self.verify_insure, box, amount, bettor)

    def insure(self, box: int, amount: Decimal, bettor: int = 1) -> Event:
        self.verify_insure(box, amount, bettor)
        self._boxes[box].insurance[bettor] = amount
        return self._log("insurance", f"box{box}:insurance", "BJ-11", amount=amount, bettor=bettor)

    def max_insurance(self, box: int, bettor: int = 1) -> Decimal:
        """BJ-11: half the original bet (to the cent: "17.50", not "17.5")."""
        return _as_money(self._boxes[box].bets[bettor] / 2)

    # ----------------------------------------------------------------------- player actions

    def _verify_turn(self, bettor: int, action: str) -> tuple[_Box, _Hand]:
        if self.phase is not Phase.PLAYERS or self._turn is None:
            raise RuleError("BJ-05", f"no player hand is being played; cannot {action}")
        if bettor != 1:
            raise RuleError("BJ-03", "the player in front of the box decides its play")
        return self._current()

    def verify_hit(self, bettor: int = 1) -> None:
        _box, hand = self._verify_turn(bettor, "hit")
        if hand.split_aces:
            raise RuleError("BJ-14", "split aces get one card each")
        total = hand_value(hand.cards).total
        if total >= 21:
            raise RuleError("BJ-06", f"no card on {total}: never on 21 or more")

    def can_hit(self, bettor: int = 1) -> bool:
        return allowed(self.verify_hit, bettor)

    def hit(self, bettor: int = 1) -> Event:
        """BJ-06: a card on request; over 21 the hand is collected at once (BJ-07). Returns
        the last event: the card, or the bust's collection."""
        self.verify_hit(bettor)
        box, hand = self._current()
        self._player_card(box, hand, "BJ-06")
        if hand_value(hand.cards).bust:
            self._bust(box, hand)
            self._advance()
        return self._events[-1]

    def verify_stand(self, bettor: int = 1) -> None:
        self._verify_turn(bettor, "stand")

    def can_stand(self, bettor: int = 1) -> bool:
        return allowed(self.verify_stand, bettor)

    def stand(self, bettor: int = 1) -> Event:
        """Returns the stand, or the card a split hand waiting its turn was dealt (BJ-13)."""
        self.verify_stand(bettor)
        _box, hand = self._current()
        hand.finished = True
        self._log("stand", self.current_hand_id or "", "BJ-06")
        self._advance()
        return self._events[-1]

    def verify_double(self, bettor: int = 1) -> None:
        _box, hand = self._verify_turn(bettor, "double")
        if len(hand.cards) != 2:
            raise RuleError("BJ-15", "a double is made on the first two cards only")
        if hand.split_aces:
            raise RuleError("BJ-14", "split aces get one card each")
        if hand.from_split and not self.rules.double_after_split:
            raise RuleError("BJ-15", "house rule: no double after a split")
        total = hand_value(hand.cards).total
        if total >= 21:
            raise RuleError("BJ-06", f"no card on {total}: never on 21 or more")
        if self.rules.doubling == "nine_ten_eleven" and not double_announced(hand.cards):
            raise RuleError("BJ-15", "house rule: doubles only on 9, 10 or 11")

    def can_double(self, bettor: int = 1) -> bool:
        return allowed(self.verify_double, bettor)

    def double(self, bettor: int = 1) -> Event:
        """BJ-15: an equal bet beside each bet of the hand, and exactly one card. Returns the
        last event appended."""
        self.verify_double(bettor)
        box, hand = self._current()
        hand_id = self.current_hand_id or ""
        hand.doubles = dict(hand.stakes)
        for who, stake in hand.stakes.items():
            self._log("double", f"{hand_id}:double", "BJ-15", amount=stake, bettor=who)
        self._player_card(box, hand, "BJ-15")
        if hand_value(hand.cards).bust:
            self._bust(box, hand)
        hand.finished = True
        self._advance()
        return self._events[-1]

    def verify_split(self, bettor: int = 1) -> None:
        _box, hand = self._verify_turn(bettor, "split")
        if len(hand.cards) != 2:
            raise RuleError("BJ-13", "only the first two cards of a hand can be split")
        a, b = hand.cards
        if a.blackjack_value != b.blackjack_value:
            raise RuleError("BJ-13", f"{a} and {b} are not of the same value")
        if hand.split_aces:
            raise RuleError("BJ-14", "DECISION: split aces get one card each and are not resplit")
        if hand.from_split and not self.rules.resplit:
            raise RuleError("BJ-13", "house rule: no resplitting")

    def can_split(self, bettor: int = 1) -> bool:
        return allowed(self.verify_split, bettor)

    def split(self, bettor: int = 1) -> Event:
        """BJ-13: each card becomes a hand with an equal bet; the hand on the player's right is
        played first, so the new hand goes just after this one. BJ-14: aces get one card.
        Returns the last event appended."""
        self.verify_split(bettor)
        box, hand = self._current()
        assert self._turn is not None
        old_id = self.current_hand_id or ""
        aces = hand.cards[0].rank == "A"
        moved = hand.cards.pop()
        new = _Hand([moved], dict(hand.stakes), from_split=True, split_aces=aces)
        new.carries_original = False
        hand.from_split = True
        hand.split_aces = aces
        box.hands.insert(self._turn[1] + 1, new)
        for who, stake in hand.stakes.items():
            self._log("split", old_id, "BJ-13", amount=stake, bettor=who)
        self._player_card(box, hand, "BJ-13")
        if aces:
            hand.finished = True  # BJ-14
            self._advance()
        return self._events[-1]

    def _player_card(self, box: _Box, hand: _Hand, rule_id: str) -> Card:
        self._insurance_open = False  # BJ-11: no insurance once a player takes another card
        return self._give(box, hand, rule_id)

    def _bust(self, box: _Box, hand: _Hand) -> None:
        """BJ-07: a hand over 21 loses at once; the dealer takes bets and cards."""
        hand.busted = True
        hand.finished = True
        hand_id = box.hand_id(box.hands.index(hand))
        total = hand_value(hand.cards).total
        self._log("bust", hand_id, "BJ-07")
        for who, stake in hand.stakes.items():
            self._record(BetResult(hand_id, who, stake, "lost", stake, "BJ-07", f"bust {total}"))
            if who in hand.doubles:
                d = hand.doubles[who]
                spot = f"{hand_id}:double"
                self._record(BetResult(spot, who, d, "lost", d, "BJ-07", f"bust {total}"))
        self.shoe.discard(hand.cards)

    def _advance(self) -> None:
        """Move to the next hand that needs a decision, dealing a split hand its second card
        when its turn comes (BJ-13); when none is left, the dealer plays."""
        assert self._turn is not None
        order = self.boxes_in_play
        box_no, index = self._turn
        index += 1
        pos = order.index(box_no)
        while pos < len(order):
            box = self._boxes[order[pos]]
            while index < len(box.hands):
                hand = box.hands[index]
                if not hand.finished:
                    self._turn = (box.number, index)
                    if len(hand.cards) == 1:
                        self._player_card(box, hand, "BJ-13")
                        if hand.split_aces:
                            hand.finished = True  # BJ-14: one card only
                            index += 1
                            continue
                    return
                index += 1
            pos += 1
            index = 0
        self._turn = None
        self._insurance_open = False
        self.phase = Phase.DEALER
        if not self._dealer_needs_card():
            self.phase = Phase.SETTLEMENT

    # ----------------------------------------------------------------------- dealer

    def _dealer_needs_card(self) -> bool:
        live = [h for b in self._boxes.values() for h in b.hands if not h.busted]
        insured = any(b.insurance for b in self._boxes.values())
        if not live and not insured:
            return False  # seed: the dealer draws only while competitors remain
        if all(is_blackjack(h.cards, h.from_split) for h in live):
            # only naturals (or insurances) to decide: one card shows a dealer blackjack
            return len(self.dealer) == 1 and self.dealer[0].blackjack_value in (1, 10)
        return dealer_must_draw(self.dealer, self.rules)  # BJ-08

    def verify_dealer_draw(self) -> None:
        if self.phase is not Phase.DEALER:
            raise RuleError("BJ-08", "the dealer draws after every player has played")
        if not self._dealer_needs_card():
            raise RuleError("BJ-08", f"the dealer stands on {hand_value(self.dealer)}")

    def can_dealer_draw(self) -> bool:
        return allowed(self.verify_dealer_draw)

    def dealer_draw(self) -> Event:
        """BJ-08: the dealer's next card; returns its event (a cut card comes before it)."""
        self.verify_dealer_draw()
        card = self._draw()
        self.dealer.append(card)
        event = self._log("dealer_card", "dealer", "BJ-08", card=card)
        if not self._dealer_needs_card():
            self.phase = Phase.SETTLEMENT
        return event

    def play_dealer(self) -> None:
        """Every card BJ-08 makes the dealer draw (a helper over `dealer_draw`)."""
        while self.can_dealer_draw():
            self.dealer_draw()

    # ----------------------------------------------------------------------- settlement

    def verify_settle(self) -> None:
        if self.phase is not Phase.SETTLEMENT:
            raise RuleError("BJ-09", "settlement comes after the dealer's hand")

    def can_settle(self) -> bool:
        return allowed(self.verify_settle)

    def settle(self) -> Event:
        """BJ-09: the dealer announces his total, then settles right to left (his right: the
        last box first; in a split box the last hand first), then collects the cards, his
        own last. Returns that last event, "clear"; `settlement` holds this settlement's
        results and `results` the busts too."""
        self.verify_settle()
        settled: list[BetResult] = []
        for n in reversed(self.boxes_in_play):
            settled.extend(self._settle_box(self._boxes[n]))
        for result in settled:
            self._record(result)
        self._settled = len(settled)
        for n in reversed(self.boxes_in_play):
            for hand in reversed(self._boxes[n].hands):
                if not hand.busted:
                    self.shoe.discard(hand.cards)
        self.shoe.discard(self.dealer)
        self.phase = Phase.DONE
        return self._log("clear", "table", "BJ-09")

    @property
    def settlement(self) -> tuple[BetResult, ...]:
        """The final settlement's results, right to left (BJ-09); empty before `settle`."""
        return tuple(self._results[len(self._results) - self._settled :])

    def _record(self, result: BetResult) -> None:
        self._results.append(result)
        kind: EventKind = "pay" if result.paid else "collect" if result.collected else "push"
        self._log(kind, result.spot, result.rule_id, amount=result.amount, bettor=result.bettor)

    def _pay(self, ratio: Ratio, stake: Decimal) -> Rounded:
        """Every payout is rounded by the house setting: down to the smallest chip (MO-02) or
        to the cent (MO-05), through `trainer.money.payout`."""
        return self._rounded(ratio.exact(stake))

    def _rounded(self, exact: Fraction | Decimal) -> Rounded:
        return payout(exact, self.rulebook.payout_rounding, self.rulebook.chip_set)

    def _settle_box(self, box: _Box) -> list[BetResult]:
        out: list[BetResult] = []
        for index in reversed(range(len(box.hands))):  # BJ-09 and BJ-13: right to left
            hand = box.hands[index]
            if hand.busted:
                continue  # BJ-07: already collected
            for who, stake in hand.stakes.items():
                out.extend(self._settle_hand(box.hand_id(index), hand, who, stake))
        for who, amount in box.insurance.items():
            out.append(self._settle_insurance(box, who, amount))
        for (who, kind), amount in box.side_bets.items():
            out.append(self._settle_side(box, who, kind, amount))
        return out

    def _settle_hand(self, hand_id: str, hand: _Hand, who: int, stake: Decimal) -> list[BetResult]:
        rules = self.rules
        double = hand.doubles.get(who)
        natural = is_blackjack(hand.cards, hand.from_split)
        player = hand_value(hand.cards)
        dealer = hand_value(self.dealer)
        if natural:
            if self.dealer_blackjack():  # BJ-09: equal hands push
                return [BetResult(hand_id, who, stake, "push", Decimal(0), "BJ-09", "blackjack")]
            # BJ-10: a blackjack pays 3 to 2 and beats any 21 of three or more cards
            pay = self._pay(rules.blackjack_pays, stake)
            return [BetResult(hand_id, who, stake, "won", pay.amount, "BJ-10", "blackjack", pay)]
        if self.dealer_blackjack():
            return self._lose_to_dealer_blackjack(hand_id, hand, who, stake, double)
        if dealer.bust or player.total > dealer.total:
            # BJ-09: dealer over 21 pays every bet still on the table; a higher total wins.
            # BJ-10 pays 1 to 1; BJ-14: a split 21 on two cards is no blackjack and pays 1 to 1.
            split_21 = hand.from_split and len(hand.cards) == 2 and player.total == 21
            rule = "BJ-14" if split_21 else "BJ-09"
            detail = f"{player} against {'bust' if dealer.bust else dealer}"
            out = []
            for spot, s in _with_double(hand_id, stake, double):
                pay = self._pay(rules.win_pays, s)
                out.append(BetResult(spot, who, s, "won", pay.amount, rule, detail, pay))
            return out
        outcome: Outcome = "lost" if player.total < dealer.total else "push"  # BJ-09
        detail = f"{player} against {dealer}"
        return [
            BetResult(
                spot, who, s, outcome, s if outcome == "lost" else Decimal(0), "BJ-09", detail
            )
            for spot, s in _with_double(hand_id, stake, double)
        ]

    def _lose_to_dealer_blackjack(
        self, hand_id: str, hand: _Hand, who: int, stake: Decimal, double: Decimal | None
    ) -> list[BetResult]:
        """BJ-11 and BJ-12: a dealer blackjack takes every bet still on a losing hand, doubles
        and splits included; house setting `original_bets_only` gives back all but the
        original bet (the first hand's main stake)."""
        takes_all = self.rules.dealer_blackjack_takes == "all_bets"
        out = []
        for spot, s in _with_double(hand_id, stake, double):
            original = hand.carries_original and not spot.endswith(":double")
            if takes_all or original:
                out.append(BetResult(spot, who, s, "lost", s, "BJ-12", "dealer blackjack"))
            else:
                out.append(
                    BetResult(spot, who, s, "returned", Decimal(0), "BJ-12", "dealer blackjack")
                )
        return out

    def _settle_insurance(self, box: _Box, who: int, amount: Decimal) -> BetResult:
        spot = f"box{box.number}:insurance"
        if self.dealer_blackjack():  # BJ-11: insurance pays 2 to 1
            pay = self._pay(self.rules.insurance_pays, amount)
            return BetResult(spot, who, amount, "won", pay.amount, "BJ-11", "dealer blackjack", pay)
        return BetResult(spot, who, amount, "lost", amount, "BJ-11", "no dealer blackjack")

    def _settle_side(self, box: _Box, who: int, kind: SideBetKind, amount: Decimal) -> BetResult:
        spot = f"box{box.number}:{kind}"
        if kind in ("over13", "under13"):
            # BJ-16: first two cards, ace 1; under or over 13 win 1 to 1, 13 loses both
            total = over_under_total(box.first_cards)
            won = total < 13 if kind == "under13" else total > 13
            if won:
                pay = self._pay(self.rules.over_under_pays, amount)
                return BetResult(
                    spot, who, amount, "won", pay.amount, "BJ-16", f"total {total}", pay
                )
            return BetResult(spot, who, amount, "lost", amount, "BJ-16", f"total {total}")
        if kind == "sevens":
            prize = sevens_prize(box.first_cards)
            if prize is None:
                return BetResult(spot, who, amount, "lost", amount, "BJ-17", "no seven first")
            pay = self.sevens_payout(prize, amount)
            return BetResult(spot, who, amount, "won", pay.amount, "BJ-17", prize, pay)
        # BJ-18: no prize table in the regulation; the stake goes to the progressive meter
        return BetResult(spot, who, amount, "lost", amount, "BJ-18", "to the progressive meter")

    def sevens_payout(self, prize: SevensPrize, stake: Decimal) -> Rounded:
        """BJ-17: the prize table's ratio, or for three suited sevens the whole jackpot on the
        meter, never less than `sevens_jackpot_min_times` the stake; rounded like any payout
        (a meter showing cents pays down to the chip, MO-02)."""
        if prize == "jackpot":
            return self._rounded(self.jackpot_prize(stake))
        ratio: Ratio = getattr(self.rules.sevens_prizes, prize)
        return self._pay(ratio, stake)

    def jackpot_prize(self, stake: Decimal) -> Decimal:
        """BJ-17: the whole jackpot on the meter, or the floor of `sevens_jackpot_min_times`
        the stake when the meter shows less (or there is no meter)."""
        floor = stake * self.rules.sevens_jackpot_min_times
        return max(self.sevens_jackpot or floor, floor)

    # ----------------------------------------------------------------------- scene

    def scene(self, highlight: Sequence[str] = ()) -> Scene:
        """The layout as the felt draws it: every hand (busted ones marked in `info`), every
        bet with its state and, once settled, its payout."""
        hands: dict[str, tuple[str, ...]] = {"dealer": tuple(str(c) for c in self.dealer)}
        info: dict[str, str] = {"phase": self.phase.value}
        if self.dealer:
            info["dealer"] = str(hand_value(self.dealer))
        bets: list[SceneBet] = []
        settled = {(r.spot, r.bettor): r for r in self._results}
        for n in self.boxes_in_play:
            box = self._boxes[n]
            for i, hand in enumerate(box.hands):
                hid = box.hand_id(i)
                hands[hid] = tuple(str(c) for c in hand.cards)
                info[hid] = ("bust " if hand.busted else "") + str(hand_value(hand.cards))
                for who, s in hand.stakes.items():
                    bets.append(_scene_bet(hid, who, s, settled))
                for who, s in hand.doubles.items():
                    bets.append(_scene_bet(f"{hid}:double", who, s, settled))
            if not box.hands:
                for who, s in box.bets.items():
                    bets.append(_scene_bet(f"box{n}", who, s, settled))
            for who, s in box.insurance.items():
                bets.append(_scene_bet(f"box{n}:insurance", who, s, settled))
            for (who, kind), s in box.side_bets.items():
                bets.append(_scene_bet(f"box{n}:{kind}", who, s, settled))
        if self.last_of_shoe:
            info["last_of_shoe"] = "BJ-02"
        if self.sevens_jackpot is not None:
            info["jackpot"] = str(self.sevens_jackpot)  # BJ-17: the table's jackpot meter
        current = self.current_hand_id
        marked = tuple(highlight) or ((current,) if current else ())
        return Scene("blackjack", hands=hands, bets=tuple(bets), highlight=marked, info=info)

    # ----------------------------------------------------------------------- log

    def _log(
        self,
        kind: EventKind,
        spot: str,
        rule_id: str,
        card: Card | None = None,
        amount: Decimal | None = None,
        bettor: int = 1,
    ) -> Event:
        event = Event(kind, spot, rule_id, card, amount, bettor)
        self._events.append(event)
        return event


def _as_money(amount: Decimal) -> Decimal:
    """Whole amounts without decimals, others to the cent, as `format_amount` shows them."""
    whole = amount == amount.to_integral_value()
    return amount.quantize(Decimal(1) if whole else Decimal("0.01"))


def _with_double(hand_id: str, stake: Decimal, double: Decimal | None) -> list[tuple[str, Decimal]]:
    bets = [(hand_id, stake)]
    if double is not None:
        bets.append((f"{hand_id}:double", double))
    return bets


def _scene_bet(
    spot: str, bettor: int, amount: Decimal, settled: dict[tuple[str, int], BetResult]
) -> SceneBet:
    label = "" if bettor == 1 else f"bettor{bettor}"  # an id: the felt words it (felt.label)
    result = settled.get((spot, bettor))
    if result is None:
        return SceneBet(spot, amount, label=label)
    payout = result.amount if result.paid else None
    return SceneBet(spot, amount, result.outcome, payout, label)
