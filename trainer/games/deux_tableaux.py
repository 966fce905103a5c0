"""Baccarat à deux tableaux: one banker's hand against two tableaux, each settled on its own.

Only the first lines of the decree's epígraf 9 survive (BD-01, BD-02); the rest is BD-03, the
customary game as RULES.md decides it. Readings beyond BD-03, marked DECISION where applied:
- Deal order: one card to the right tableau, one to the left, one to the banker, twice over
  (the customary order; the decree is cut before it).
- A tableau with a natural (8 or 9 on two cards) shows it at once (CF-02) and its side is
  settled against the banker's first two cards; play goes on against the other side. A banker's
  natural ends the coup on both sides.
- The punters speak right tableau first, then left; then the banker draws or stands freely.
- The cagnotte (CF-05, 5% fixed by the decree) is taken on what the banker won over the whole
  coup, both sides netted; rounded up to the smallest chip (MO-03) or to the cent (MO-05).
- A bet the limited bank does not reach at all is void before the cards are dealt (BD-02,
  BD-03): it is handed back whatever its side does, even on a side that ties.
- The stop card (CF-06, 8.VII: seven cards from the end in chemin de fer) sits at least nine
  cards from the end here, the most a coup of three hands can use, so the last coup finishes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Literal

from trainer import rulebooks
from trainer.cards import Card, Shoe
from trainer.errors import RuleError
from trainer.errors import allowed as _ok
from trainer.games.baccarat.tableau import NATURALS, Action, hand_total, punter_action
from trainer.games.chemin_de_fer import EVEN, cagnotte
from trainer.money import ChipSet, Rounded, Rounding, payout
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import CheminDeFerRules
from trainer.scene import BetState, Scene, SceneBet

Side = Literal["left", "right"]
Hand = Literal["left", "right", "banker"]
Mode = Literal["limited", "open"]
Phase = Literal["betting", "right", "left", "banker", "settling", "done"]
SIDES: tuple[Side, ...] = ("right", "left")  # the order they are dealt and speak (DECISION)
DEAL_ORDER: tuple[Hand, ...] = ("right", "left", "banker") * 2  # DECISION (customary)
MAX_CARDS_PER_COUP = 9  # three hands of three cards


def new_shoe(rules: CheminDeFerRules, rng: random.Random) -> Shoe:
    """A shuffled shoe whose stop card leaves room for a whole coup (CF-06, DECISION)."""
    return Shoe(rules.decks, rng, max(rules.stop_card_from_end, MAX_CARDS_PER_COUP))


@dataclass(frozen=True, slots=True)
class SideBet:
    side: Side
    player: str
    amount: Decimal
    priority: int  # CF seating order (seed 000 8.IV): seated by seat number, then standing


@dataclass(frozen=True, slots=True)
class SideLine:
    bet: SideBet
    covered: Decimal  # the part the bank answers for (BD-02); the rest is void, handed back
    # "void": the bank was exhausted before this bet (BD-02, BD-03), whatever its side did
    action: Literal["collect", "pay", "push", "void"]
    amount: Decimal  # collected, paid (winnings), standing on the covered part, or handed back
    rule: str


@dataclass(frozen=True, slots=True)
class SideResult:
    side: Side
    total: int
    banker_total: int  # the banker's total this side was settled against
    winner: Literal["banker", "punter"] | None


@dataclass(frozen=True, slots=True)
class Result:
    sides: tuple[SideResult, ...]
    lines: tuple[SideLine, ...]
    banker_won: Decimal
    banker_paid: Decimal
    cagnotte: Decimal
    bank_after: Decimal
    cagnotte_rounded: Rounded | None = None  # the exact 5% and its rounding (MO-03, MO-05)


def cover(bets: Sequence[SideBet], bank: Decimal, mode: Mode) -> list[Decimal]:
    """BD-02/BD-03: what the bank answers for on each bet, in the order of `bets`.

    An open bank answers every bet. A limited bank covers bets in order of priority until it is
    exhausted; a bet reached when little is left is covered in part; the rest is void.
    """
    if mode == "open":
        return [b.amount for b in bets]  # BD-02: open bank, no limit
    left = bank
    covered: dict[int, Decimal] = {}
    for index in sorted(range(len(bets)), key=lambda i: bets[i].priority):  # BD-03 priority
        part = min(bets[index].amount, left)
        covered[index] = part
        left -= part
    return [covered[i] for i in range(len(bets))]


def side_winner(side_total: int, banker_total: int) -> Literal["banker", "punter"] | None:
    """CF-01 applied to one tableau (BD-03): nearer 9 wins, equal totals void that side."""
    if side_total == banker_total:
        return None
    return "banker" if banker_total > side_total else "punter"


def settle_sides(
    totals: dict[Side, int],
    banker_totals: dict[Side, int],
    bets: Sequence[SideBet],
    bank: Decimal,
    mode: Mode,
    policy: Rounding,
    chips: ChipSet,
) -> Result:
    """BD-03: each side settled on its own; the bank may win one side and lose the other.

    A bet with nothing covered is void (BD-02/BD-03) before its side's result matters; a bet
    covered in part is settled on its covered part. Winnings go through `payout` (MO-02)."""
    winners = {s: side_winner(totals[s], banker_totals[s]) for s in SIDES}
    lines = []
    for bet, covered in zip(bets, cover(bets, bank, mode), strict=True):
        winner = winners[bet.side]
        if covered == 0:  # BD-03: the bank is exhausted, the bet is not in play
            lines.append(SideLine(bet, covered, "void", bet.amount, "BD-03"))
        elif winner is None:  # CF-01: equal totals void that side; the bet stands
            lines.append(SideLine(bet, covered, "push", covered, "CF-01"))
        elif winner == "banker":
            lines.append(SideLine(bet, covered, "collect", covered, "BD-03"))
        else:
            won = payout(EVEN.exact(covered), policy, chips).amount
            lines.append(SideLine(bet, covered, "pay", won, "BD-03"))
    won = sum((x.amount for x in lines if x.action == "collect"), Decimal(0))
    paid = sum((x.amount for x in lines if x.action == "pay"), Decimal(0))
    net = max(won - paid, Decimal(0))
    cut = cagnotte(net, policy, chips) if net else None  # CF-05 on the coup's net (DECISION)
    taken = cut.amount if cut else Decimal(0)
    sides = tuple(SideResult(s, totals[s], banker_totals[s], winners[s]) for s in SIDES)
    return Result(sides, tuple(lines), won, paid, taken, bank + won - paid - taken, cut)


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class BetPlaced:
    bet: SideBet


@dataclass(frozen=True, slots=True)
class CardDealt:
    hand: Hand
    card: Card
    face_up: bool


@dataclass(frozen=True, slots=True)
class NaturalShown:
    hand: Hand
    total: int


@dataclass(frozen=True, slots=True)
class Spoke:
    hand: Hand
    action: Action


@dataclass(frozen=True, slots=True)
class Settled:
    result: Result


Event = BetPlaced | CardDealt | NaturalShown | Spoke | Settled


# --------------------------------------------------------------------------- the coup


@dataclass
class Coup:
    """One coup of baccarat à deux tableaux against a bank of `bank`.

    `book` gives the house's chips and rounding setting (MO-01..MO-05); the default rulebook
    when None."""

    rules: CheminDeFerRules
    shoe: Shoe
    bank: Decimal
    mode: Mode | None = None  # BD-02; the rulebook's `bank_mode` when None
    phase: Phase = "betting"
    hands: dict[Hand, list[Card]] = field(
        default_factory=lambda: {"right": [], "left": [], "banker": []}
    )
    bets: list[SideBet] = field(default_factory=list)
    naturals: dict[Side, int] = field(default_factory=dict)  # sides settled on two cards
    result: Result | None = None
    events: list[Event] = field(default_factory=list)
    book: Rulebook | None = None

    def __post_init__(self) -> None:
        if self.mode is None:
            self.mode = self.rules.bank_mode
        if self.bank <= 0:
            raise RuleError("BD-02", "a bank holds a positive sum")
        if self.mode == "limited" and self.bank > self.rules.bank_max:
            # BD-02: a limited bank is formed at most at the maximum (it may grow beyond later).
            raise RuleError("BD-02", f"a limited bank is formed with at most {self.rules.bank_max}")

    @classmethod
    def continuing(
        cls, rules: CheminDeFerRules, shoe: Shoe, bank: Decimal, mode: Mode | None = None
    ) -> Coup:
        """A later coup of the same bank: BD-02 lets a limited bank grow past its maximum."""
        coup = cls(rules, shoe, min(bank, rules.bank_max), mode)
        coup.bank = bank
        return coup

    @property
    def money(self) -> tuple[Rounding, ChipSet]:
        """The house's rounding setting and chips (MO-01..MO-05)."""
        book = self.book or rulebooks.default()
        return book.payout_rounding, book.chip_set

    def total(self, hand: Hand) -> int:
        return hand_total(self.hands[hand])  # CF-01 (as PB-01)

    # ---- bets

    def verify_place_bet(self, bet: SideBet) -> None:
        if self.phase != "betting":
            raise RuleError("BD-01", "bets are placed before the deal")
        if bet.side not in SIDES:
            raise RuleError("BD-01", f"a bet is on the left or the right tableau, not {bet.side}")
        if bet.amount <= 0:
            raise RuleError("BD-01", "a stake is a positive sum")

    def can_place_bet(self, bet: SideBet) -> bool:
        return _ok(self.verify_place_bet, bet)

    def place_bet(self, bet: SideBet) -> None:
        self.verify_place_bet(bet)
        self.bets.append(bet)
        self.events.append(BetPlaced(bet))

    def covered(self) -> list[Decimal]:
        assert self.mode is not None
        return cover(self.bets, self.bank, self.mode)  # BD-02

    # ---- the deal

    def verify_deal(self) -> None:
        if self.phase != "betting":
            raise RuleError("BD-03", "the cards are already dealt")
        if {b.side for b in self.bets} != set(SIDES):
            raise RuleError("BD-01", "each tableau needs a punter before the deal")
        # A stacked shoe (decks == 0) holds exactly the cards a drill's coup needs.
        if self.shoe.remaining < MAX_CARDS_PER_COUP and self.shoe.decks:
            raise RuleError("CF-06", "too few cards left to finish a coup: the shoe is over")

    def can_deal(self) -> bool:
        return _ok(self.verify_deal)

    def deal(self) -> None:
        self.verify_deal()
        for hand in DEAL_ORDER:  # DECISION: right, left, banker, twice
            self._give(hand, face_up=False)
        if self.total("banker") in NATURALS:  # CF-02: the banker's natural ends the coup
            self.events.append(NaturalShown("banker", self.total("banker")))
            self.naturals = {s: self.total("banker") for s in SIDES}
            self.phase = "settling"
            return
        for side in SIDES:
            if self.total(side) in NATURALS:  # CF-02, side by side (DECISION)
                self.events.append(NaturalShown(side, self.total(side)))
                self.naturals[side] = self.total("banker")
        self._next_speaker()

    def _give(self, hand: Hand, face_up: bool) -> Card:
        card = self.shoe.draw()
        self.hands[hand].append(card)
        self.events.append(CardDealt(hand, card, face_up))
        return card

    def _next_speaker(self) -> None:
        for side in SIDES:
            if side not in self.naturals and not self._spoken(side):
                self.phase = side
                return
        self.phase = "banker" if len(self.naturals) < len(SIDES) else "settling"

    def _spoken(self, hand: Hand) -> bool:
        return any(isinstance(e, Spoke) and e.hand == hand for e in self.events)

    # ---- the punters (CF-03)

    def _punter_may(self, side: Side, action: Action) -> None:
        if self.phase != side:
            raise RuleError("BD-03", f"it is not the {side} tableau's turn to speak")
        table = punter_action(self.total(side), self.rules.punter_option_on_5)  # CF-03
        if table not in (action, Action.OPTION):
            word = "draws" if table is Action.DRAW else "stands"
            raise RuleError("CF-03", f"a punter with {self.total(side)} {word}")

    def verify_punter_draw(self, side: Side) -> None:
        self._punter_may(side, Action.DRAW)

    def can_punter_draw(self, side: Side) -> bool:
        return _ok(self.verify_punter_draw, side)

    def punter_draw(self, side: Side) -> Card:
        self.verify_punter_draw(side)
        self.events.append(Spoke(side, Action.DRAW))
        card = self._give(side, face_up=True)
        self._next_speaker()
        return card

    def verify_punter_stand(self, side: Side) -> None:
        self._punter_may(side, Action.STAND)

    def can_punter_stand(self, side: Side) -> bool:
        return _ok(self.verify_punter_stand, side)

    def punter_stand(self, side: Side) -> None:
        self.verify_punter_stand(side)
        self.events.append(Spoke(side, Action.STAND))
        self._next_speaker()

    # ---- the banker (BD-03: free choice)

    def verify_banker_choice(self) -> None:
        if self.phase != "banker":
            raise RuleError("BD-03", "the banker speaks after both tableaux")

    def can_banker_choice(self) -> bool:
        return _ok(self.verify_banker_choice)

    def banker_draw(self) -> Card:
        """BD-03: the banker may draw whatever he holds, seeing both tableaux' third cards."""
        self.verify_banker_choice()
        self.events.append(Spoke("banker", Action.DRAW))
        card = self._give("banker", face_up=True)
        self.phase = "settling"
        return card

    def banker_stand(self) -> None:
        self.verify_banker_choice()
        self.events.append(Spoke("banker", Action.STAND))
        self.phase = "settling"

    def play_out(self, punter_on_5: Action = Action.STAND, banker: Action = Action.STAND) -> None:
        """Punters by CF-03 (`punter_on_5` for the option), the banker as `banker` says."""
        while self.phase in SIDES:
            side: Side = self.phase  # type: ignore[assignment]
            table = punter_action(self.total(side), self.rules.punter_option_on_5)
            choice = punter_on_5 if table is Action.OPTION else table
            self.punter_draw(side) if choice is Action.DRAW else self.punter_stand(side)
        if self.phase == "banker":
            self.banker_draw() if banker is Action.DRAW else self.banker_stand()

    # ---- settlement

    def verify_settle(self) -> None:
        if self.phase != "settling":
            raise RuleError("BD-03", "the coup is settled once everyone has spoken")

    def can_settle(self) -> bool:
        return _ok(self.verify_settle)

    def settle(self) -> Result:
        self.verify_settle()
        assert self.mode is not None
        totals = {s: self.total(s) for s in SIDES}
        banker = {s: self.naturals.get(s, self.total("banker")) for s in SIDES}
        self.result = settle_sides(totals, banker, self.bets, self.bank, self.mode, *self.money)
        self.events.append(Settled(self.result))
        self.phase = "done"
        return self.result

    def discard(self) -> None:
        if self.phase != "done":
            raise RuleError("BD-03", "the cards stay on the table until the coup is settled")
        self.shoe.discard(self.hands["right"] + self.hands["left"] + self.hands["banker"])

    # ---- what the felt draws

    def spot(self, bet: SideBet) -> str:
        """ "left", "left:2" ... in the order the side's bets were placed (scene conventions)."""
        same = [b for b in self.bets if b.side == bet.side]
        n = next(i for i, b in enumerate(same) if b is bet) + 1
        return bet.side if n == 1 else f"{bet.side}:{n}"

    def scene(self) -> Scene:
        lines = {id(x.bet): x for x in self.result.lines} if self.result else {}
        bets = [SceneBet("bank", self.bank, "placed", label="banker")]
        for bet in self.bets:
            line = lines.get(id(bet))
            state: BetState = "placed" if line is None else _STATE[line.action]
            payout = line.amount if line is not None and line.action == "pay" else None
            bets.append(SceneBet(self.spot(bet), bet.amount, state, payout, bet.player))
        info = {h: str(self.total(h)) for h in ("left", "right", "banker") if self.hands[h]}
        return Scene(
            game="deux_tableaux",
            hands={h: tuple(map(str, self.hands[h])) for h in ("left", "right", "banker")},
            bets=tuple(bets),
            info=info,
        )


_STATE: dict[str, BetState] = {"collect": "lost", "pay": "won", "push": "push", "void": "returned"}
