"""The games in which a player holds the bank: chemin de fer (one tableau, the punter's) and
baccarat à deux tableaux (two, left and right), with what they share: one event family, one
settlement record, the settlement of each tableau against the banker and the cagnotte, and the
coup's machinery (bets, the deal, the cards, the settlement) under the engine contract.

A coup follows the contract of DESIGN.md and issue 16: each action has `can_x`
(`errors.allowed(verify_x)`), `verify_x` (raises `RuleError` naming the rule) and `x`, which
verifies, acts, appends frozen events to the read-only `events` tuple and returns the last one
it appended. An illegal action changes nothing.

Readings where RULES.md is silent, marked DECISION where applied:
- The cagnotte (CF-05) is fixed by the decree at 5% (a constant here, not a house setting) and
  is an amount the house takes: rounded UP to the smallest chip (MO-03), or to the cent under
  the house's `exact` setting (MO-05). It is taken on what the banker won over the whole coup,
  every tableau netted.
- The cards go to the basket as the coup is settled, once everyone has seen them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from fractions import Fraction
from typing import ClassVar, Generic, Literal, TypeVar

from trainer.cards import Card, Shoe
from trainer.errors import RuleError, allowed
from trainer.games.baccarat.tableau import Action, hand_total
from trainer.money import ChipSet, Ratio, Rounded, Rounding, deduction, payout
from trainer.rulebooks import Rulebook
from trainer.scene import BetState, Scene

Tableau = Literal["punter", "left", "right"]  # a punters' hand: chemin de fer has one
Hand = Literal["punter", "left", "right", "banker"]
Winner = Literal["punter", "banker"]
# A stake's fate in the scene's words: collected by the bank, paid from it, standing on a void
# tableau, or handed back untouched because the bank did not reach it (BD-02, BD-03).
Outcome = Literal["won", "lost", "push", "returned"]

EVEN = Ratio(1, 1)  # CF-01: the punter plays the bank for an equal sum; a win is paid 1 to 1.
# CF-05: "La deducció en benefici de l'establiment queda fixada en un 5 per 100 sobre les
# quantitats guanyades pel banquer a cada jugada" (seed 000, 8.V). Fixed by the decree, so it is
# not a house setting.
CAGNOTTE_RATE = Fraction(5, 100)


class Phase(StrEnum):
    """Where a coup stands; while a hand is to speak, the phase is that hand's name."""

    BETTING = "betting"
    PUNTER = "punter"  # chemin de fer: the punter speaks (CF-03)
    RIGHT = "right"  # deux tableaux: the right tableau's punter speaks, then the left's
    LEFT = "left"
    BANKER = "banker"  # the banker speaks (CF-04, BD-03)
    SETTLING = "settling"
    DONE = "done"


# --------------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class PunterBet:
    """A stake against the bank on a tableau. `priority` is the player's place in the seating
    order (seed 000 8.IV: seats by number from the banker's right, then standing players), by
    which a limited bank covers bets (BD-02, BD-03)."""

    player: str
    amount: Decimal
    tableau: Tableau = "punter"
    priority: int = 0


@dataclass(frozen=True, slots=True)
class Line:
    """One stake settled: the coup's settlement record. `covered` is the part the bank answers
    for (all of it in chemin de fer); `amount` is what was collected, paid (winnings), left
    standing on a void tableau, or handed back."""

    bet: PunterBet
    covered: Decimal
    outcome: Outcome
    amount: Decimal
    rule: str


@dataclass(frozen=True, slots=True)
class SideResult:
    """One tableau against the banker: its total, the banker's it was settled against (his
    first two cards when the tableau showed a natural, BD-03), the winner (None: void, CF-01)."""

    side: Tableau
    total: int
    banker_total: int
    winner: Winner | None


@dataclass(frozen=True, slots=True)
class Result:
    sides: tuple[SideResult, ...]
    lines: tuple[Line, ...]
    banker_won: Decimal  # punters' stakes collected by the bank
    banker_paid: Decimal  # paid out of the bank to the punters
    cagnotte: Decimal  # CF-05, from the banker's net winnings (MO-03)
    bank_after: Decimal
    cagnotte_rounded: Rounded | None = None  # the exact 5% and its rounding (MO-03, MO-05)

    @property
    def winner(self) -> Winner | None:
        """Chemin de fer's one tableau: who won (None: equal totals, the coup is void)."""
        return self.sides[0].winner

    @property
    def punter_total(self) -> int:
        return self.sides[0].total

    @property
    def banker_total(self) -> int:
        return self.sides[0].banker_total


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class BetPlaced:
    bet: PunterBet


@dataclass(frozen=True, slots=True)
class CardDealt:
    hand: Hand
    card: Card
    face_up: bool  # CF-02: the first cards face down; a third card always face up


@dataclass(frozen=True, slots=True)
class NaturalShown:
    hand: Hand
    total: int


@dataclass(frozen=True, slots=True)
class Spoke:
    """ "carta" (draw) or "no" (stand), by a punter or the banker."""

    hand: Hand
    action: Action


@dataclass(frozen=True, slots=True)
class AdviceGiven:
    """CF-03: the croupier's advice to the punter of `hand`, who asked it on `total`."""

    hand: Tableau
    total: int
    advice: Action


@dataclass(frozen=True, slots=True)
class Settled:
    result: Result


@dataclass(frozen=True, slots=True)
class CoupOpened:
    """The shoe's own event: coup `number` (1, 2 ...) opens against a bank of `bank`."""

    number: int
    bank: Decimal


Event = BetPlaced | CardDealt | NaturalShown | Spoke | AdviceGiven | Settled | CoupOpened
_E = TypeVar("_E", BetPlaced, CardDealt, NaturalShown, Spoke, AdviceGiven, Settled, CoupOpened)


# --------------------------------------------------------------------------- settlement


def cagnotte(banker_won: Decimal, policy: Rounding, chips: ChipSet) -> Rounded:
    """CF-05: the house's 5% of what the banker won in a coup, fixed by the decree; an amount
    the house takes, so rounded UP to the smallest chip (MO-03) or to the cent (MO-05)."""
    return deduction(Fraction(banker_won) * CAGNOTTE_RATE, policy, chips)


def side_winner(side_total: int, banker_total: int) -> Winner | None:
    """CF-01 (and BD-03 for each tableau): nearer 9 wins, equal totals void."""
    if side_total == banker_total:
        return None
    return "banker" if banker_total > side_total else "punter"


def settle_tableaux(
    totals: Mapping[Tableau, int],
    banker_totals: Mapping[Tableau, int],
    bets: Sequence[PunterBet],
    covered: Sequence[Decimal],
    bank: Decimal,
    rule: str,
    policy: Rounding,
    chips: ChipSet,
) -> Result:
    """CF-01, CF-05, BD-03: each tableau settled on its own against the banker; a stake the
    bank covers nothing of is handed back (BD-02, BD-03) whatever its tableau did; a stake on a
    void tableau stands (CF-01); the covered part is collected or paid 1 to 1 (`rule` names
    the game's rule: CF-01 or BD-03) through `payout` (MO-02); the cagnotte comes off the
    banker's net winnings and the rest joins the bank (CF-05, MO-03)."""
    winners = {t: side_winner(totals[t], banker_totals[t]) for t in totals}
    lines = []
    for bet, part in zip(bets, covered, strict=True):
        winner = winners[bet.tableau]
        if part == 0:  # BD-03: the bank is exhausted, the bet is not in play
            lines.append(Line(bet, part, "returned", bet.amount, "BD-03"))
        elif winner is None:  # CF-01: equal totals void that tableau; the stake stands
            lines.append(Line(bet, part, "push", part, "CF-01"))
        elif winner == "banker":
            lines.append(Line(bet, part, "lost", part, rule))
        else:
            winnings = payout(EVEN.exact(part), policy, chips).amount  # CF-01: 1 to 1 (MO-02)
            lines.append(Line(bet, part, "won", winnings, rule))
    won = sum((x.amount for x in lines if x.outcome == "lost"), Decimal(0))
    paid = sum((x.amount for x in lines if x.outcome == "won"), Decimal(0))
    net = max(won - paid, Decimal(0))
    cut = cagnotte(net, policy, chips) if net else None  # CF-05 on the coup's net (DECISION)
    taken = cut.amount if cut else Decimal(0)
    sides = tuple(SideResult(t, totals[t], banker_totals[t], winners[t]) for t in totals)
    return Result(sides, tuple(lines), won, paid, taken, bank + won - paid - taken, cut)


# --------------------------------------------------------------------------- the coup


class BankedCoup:
    """What a coup of chemin de fer and one of deux tableaux share: the bank, the bets on the
    tableaux, the hands, the event log, the deal of a card and the settlement."""

    game: ClassVar[str]
    TABLEAUX: ClassVar[tuple[Tableau, ...]]
    PAY_RULE: ClassVar[str]  # the rule a tableau's win or loss is settled by

    def __init__(self, rulebook: Rulebook, shoe: Shoe, bank: Decimal) -> None:
        self.book = rulebook
        self.rules = rulebook.chemin_de_fer
        self.shoe = shoe
        self.bank = bank
        self.phase = Phase.BETTING
        order: tuple[Hand, ...] = (*self.TABLEAUX, "banker")
        self.hands: dict[Hand, list[Card]] = {h: [] for h in order}
        self.bets: list[PunterBet] = []
        self.result: Result | None = None
        self._events: list[Event] = []

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    def _log(self, event: _E) -> _E:
        self._events.append(event)
        return event

    @property
    def money(self) -> tuple[Rounding, ChipSet]:
        """The house's rounding setting and chips (MO-01..MO-05)."""
        return self.book.payout_rounding, self.book.chip_set

    def total(self, hand: Hand) -> int:
        return hand_total(self.hands[hand])  # CF-01 (as PB-01)

    @property
    def banker(self) -> list[Card]:
        return self.hands["banker"]

    @property
    def banker_total(self) -> int:
        return self.total("banker")

    @property
    def staked(self) -> Decimal:
        """Every stake on the tableaux together."""
        return sum((b.amount for b in self.bets), Decimal(0))

    # ---- bets

    def verify_place_bet(self, bet: PunterBet) -> None:
        raise NotImplementedError

    def can_place_bet(self, bet: PunterBet) -> bool:
        return allowed(self.verify_place_bet, bet)

    def place_bet(self, bet: PunterBet) -> BetPlaced:
        self.verify_place_bet(bet)
        self.bets.append(bet)
        return self._log(BetPlaced(bet))

    # ---- cards

    def _give(self, hand: Hand, face_up: bool) -> CardDealt:
        card = self.shoe.draw()
        self.hands[hand].append(card)
        return self._log(CardDealt(hand, card, face_up))

    def _spoken(self, hand: Hand) -> bool:
        return any(isinstance(e, Spoke) and e.hand == hand for e in self._events)

    # ---- a punter speaks (the rules he speaks by are CF-03; who speaks next is each game's)

    def _next_speaker(self) -> None:
        raise NotImplementedError

    def _punter_draws(self, hand: Tableau) -> CardDealt:
        """ "Carta": the tableau's third card, face up (CF-02; its event)."""
        self._log(Spoke(hand, Action.DRAW))
        dealt = self._give(hand, face_up=True)
        self._next_speaker()
        return dealt

    def _punter_stands(self, hand: Tableau) -> Spoke:
        """ "No": the tableau's punter stands."""
        spoke = self._log(Spoke(hand, Action.STAND))
        self._next_speaker()
        return spoke

    # ---- the banker's third card (the rules he speaks by are each game's: CF-04, BD-03)

    def verify_banker_draw(self) -> None:
        raise NotImplementedError

    def verify_banker_stand(self) -> None:
        raise NotImplementedError

    def can_banker_draw(self) -> bool:
        return allowed(self.verify_banker_draw)

    def can_banker_stand(self) -> bool:
        return allowed(self.verify_banker_stand)

    def banker_draw(self) -> CardDealt:
        """The banker's third card, face up (CF-02; its event); the coup is then settled."""
        self.verify_banker_draw()
        self._log(Spoke("banker", Action.DRAW))
        dealt = self._give("banker", face_up=True)
        self.phase = Phase.SETTLING
        return dealt

    def banker_stand(self) -> Spoke:
        """ "No": the banker stands; the coup is then settled."""
        self.verify_banker_stand()
        spoke = self._log(Spoke("banker", Action.STAND))
        self.phase = Phase.SETTLING
        return spoke

    # ---- settlement

    def verify_settle(self) -> None:
        if self.phase is not Phase.SETTLING:
            raise RuleError(self.PAY_RULE, "the coup is settled once, after every hand spoke")

    def can_settle(self) -> bool:
        return allowed(self.verify_settle)

    def covered(self) -> list[Decimal]:
        """What the bank answers for on each bet, in bet order."""
        return [b.amount for b in self.bets]

    def banker_totals(self) -> dict[Tableau, int]:
        """The banker's total each tableau is settled against."""
        return {t: self.banker_total for t in self.TABLEAUX}

    def settle(self) -> Settled:
        """The coup settled tableau by tableau (CF-01, CF-05, BD-03); the cards go to the
        basket. Returns `Settled`, whose `result` is also `self.result`."""
        self.verify_settle()
        totals = {t: self.total(t) for t in self.TABLEAUX}
        self.result = settle_tableaux(
            totals,
            self.banker_totals(),
            self.bets,
            self.covered(),
            self.bank,
            self.PAY_RULE,
            *self.money,
        )
        self.shoe.discard([card for cards in self.hands.values() for card in cards])
        self.phase = Phase.DONE
        return self._log(Settled(self.result))

    def _bet_state(self, bet: PunterBet) -> tuple[BetState, Decimal | None]:
        """A stake's state on the felt and the winnings set beside it."""
        line = None
        if self.result is not None:
            line = next(x for x in self.result.lines if x.bet is bet)
        if line is None:
            return "placed", None
        return line.outcome, line.amount if line.outcome == "won" else None

    def scene(self) -> Scene:
        raise NotImplementedError


# --------------------------------------------------------------------------- the shoe

_C = TypeVar("_C", bound=BankedCoup)


class BankedShoe(Generic[_C]):
    """A shoe of a banked game at the table: coup after coup until the stop card (CF-06, 8.VII:
    once it is out, no coup follows the one being played), each against the bank it is given.
    Its `events` are the whole shoe's: each `CoupOpened` followed by that coup's own events.
    Each game says when a coup may start (`verify_start_coup`) and builds it."""

    game: ClassVar[str]

    def __init__(self, rulebook: Rulebook, shoe: Shoe) -> None:
        self.book = rulebook
        self.shoe = shoe
        self.coups: list[_C] = []
        self._opened: list[CoupOpened] = []

    @property
    def coup(self) -> _C | None:
        return self.coups[-1] if self.coups else None

    @property
    def events(self) -> tuple[Event, ...]:
        out: list[Event] = []
        for opened, coup in zip(self._opened, self.coups, strict=True):
            out.append(opened)
            out.extend(coup.events)
        return tuple(out)

    @property
    def finished(self) -> bool:
        """CF-06: the stop card is out and the coup it came out in is settled."""
        coup = self.coup
        return self.shoe.cut_card_reached and (coup is None or coup.phase is Phase.DONE)

    def _verify_can_open(self, rule: str) -> None:
        """What both games ask before a coup: the last one settled (`rule` names the game's
        rule for it), the stop card not out (CF-06)."""
        coup = self.coup
        if coup is not None and coup.phase is not Phase.DONE:
            raise RuleError(rule, "the coup on the table is not settled yet")
        if self.shoe.cut_card_reached:
            raise RuleError("CF-06", "the stop card has come out: no coup follows")

    def _open(self, coup: _C) -> CoupOpened:
        """`coup` opens against its bank; it is `coup` until the next one."""
        self.coups.append(coup)
        opened = CoupOpened(len(self.coups), coup.bank)
        self._opened.append(opened)
        return opened

    def scene(self) -> Scene:
        """The coup on the table (an empty table before the first)."""
        coup = self.coup
        return Scene(self.game) if coup is None else coup.scene()
