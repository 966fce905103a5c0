"""Chemin de fer: the drawing rules with their options, and the coup as a state machine.

One player holds the bank; the punter who faces him holds the cards for everyone betting
against the bank. The banker's drawing rule is the punto banco tableau (`banker_draws`, PB-11)
with the two chemin de fer options (CF-04), so the tableau lives in one place only.

Readings where RULES.md is silent, marked DECISION where applied:
- Free play (seed 000, 8.VI): when the punter has gone banco and the inspector allowed it
  before the game, neither side is bound by the tables, except that a banker with 0 draws.
- The cagnotte (CF-05) is fixed by the decree at 5% (a constant here, not a house setting) and
  is an amount the house takes: rounded UP to the smallest chip (MO-03), or to the cent under
  the house's `exact` setting (MO-05).
- A punter's stakes together may not exceed the bank (seed 000 8.V: "the punter's maximum is
  what the bank holds"); the part of the bank not covered is simply not at risk.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Literal

from trainer import rulebooks
from trainer.cards import Card, Shoe
from trainer.errors import RuleError
from trainer.errors import allowed as _ok
from trainer.games.baccarat.tableau import (
    NATURALS,
    Action,
    banker_action,
    hand_total,
    punter_action,
    punter_advice,
)
from trainer.money import ChipSet, Ratio, Rounded, Rounding, deduction, payout
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import CheminDeFerRules
from trainer.scene import BetState, Scene, SceneBet

Hand = Literal["punter", "banker"]
Winner = Literal["punter", "banker"]
Phase = Literal["betting", "punter", "banker", "settling", "done"]

EVEN = Ratio(1, 1)  # CF-01: the punter plays the bank for an equal sum; a win is paid 1 to 1.
# CF-05: "La deducció en benefici de l'establiment queda fixada en un 5 per 100 sobre les
# quantitats guanyades pel banquer a cada jugada" (seed 000, 8.V). Fixed by the decree, so it is
# not a house setting.
CAGNOTTE_RATE = Fraction(5, 100)


# --------------------------------------------------------------------------- bets and events


@dataclass(frozen=True, slots=True)
class PunterBet:
    player: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class Line:
    """One punter stake settled: collected by the bank, paid from it, or standing (void)."""

    bet: PunterBet
    action: Literal["collect", "pay", "push"]
    amount: Decimal
    rule: str


@dataclass(frozen=True, slots=True)
class Result:
    winner: Winner | None  # None: equal totals, the coup is void (CF-01)
    punter_total: int
    banker_total: int
    lines: tuple[Line, ...]
    banker_won: Decimal  # punters' stakes collected by the bank
    cagnotte: Decimal  # CF-05, from the banker's winnings (MO-03)
    banker_paid: Decimal  # paid out of the bank to the punters
    bank_after: Decimal
    cagnotte_rounded: Rounded | None = None  # the exact 5% and its rounding (MO-03, MO-05)


@dataclass(frozen=True, slots=True)
class BetPlaced:
    bet: PunterBet


@dataclass(frozen=True, slots=True)
class CardDealt:
    hand: Hand
    card: Card
    face_up: bool  # CF-02: the first four cards face down; a third card always face up


@dataclass(frozen=True, slots=True)
class NaturalShown:
    hand: Hand
    total: int


@dataclass(frozen=True, slots=True)
class Spoke:
    """ "carta" (draw) or "no" (stand), by the punter or the banker."""

    hand: Hand
    action: Action


@dataclass(frozen=True, slots=True)
class AdviceGiven:
    total: int
    advice: Action


@dataclass(frozen=True, slots=True)
class Settled:
    result: Result


Event = BetPlaced | CardDealt | NaturalShown | Spoke | AdviceGiven | Settled


# --------------------------------------------------------------------------- the coup


@dataclass
class Coup:
    """One coup of chemin de fer against a bank of `bank`, dealt from `shoe`.

    `book` gives the house's chips and rounding setting for the money (MO-01..MO-05); the
    default rulebook when None."""

    rules: CheminDeFerRules
    shoe: Shoe
    bank: Decimal
    free_play: bool = False  # seed 000 8.VI: banco, tables lifted with the inspector's leave
    phase: Phase = "betting"
    punter: list[Card] = field(default_factory=list)
    banker: list[Card] = field(default_factory=list)
    bets: list[PunterBet] = field(default_factory=list)
    result: Result | None = None
    events: list[Event] = field(default_factory=list)
    book: Rulebook | None = None

    def __post_init__(self) -> None:
        if self.bank <= 0:
            raise ValueError("a bank holds a positive sum")

    @property
    def money(self) -> tuple[Rounding, ChipSet]:
        """The house's rounding setting and chips (MO-01..MO-05)."""
        book = self.book or rulebooks.default()
        return book.payout_rounding, book.chip_set

    # ---- totals

    @property
    def punter_total(self) -> int:
        return hand_total(self.punter)  # CF-01 (as PB-01)

    @property
    def banker_total(self) -> int:
        return hand_total(self.banker)

    @property
    def punter_third(self) -> int | None:
        return self.punter[2].baccarat_value if len(self.punter) == 3 else None

    @property
    def covered(self) -> Decimal:
        return sum((b.amount for b in self.bets), Decimal(0))

    @property
    def last_of_shoe(self) -> bool:
        """CF-06 (8.VII): once the stop card is out, no coup follows the one being played."""
        return self.shoe.cut_card_reached

    # ---- bets

    def verify_place_bet(self, bet: PunterBet) -> None:
        if self.phase != "betting":
            raise RuleError("CF-06", 'no bet after "no hi van més apostes" and the deal')
        if bet.amount <= 0:
            raise RuleError("CF-06", "a stake is a positive sum")
        if self.covered + bet.amount > self.bank:
            free = self.bank - self.covered
            raise RuleError("CF-06", f"the punters may stake at most the bank: {free} is left")

    def can_place_bet(self, bet: PunterBet) -> bool:
        return _ok(self.verify_place_bet, bet)

    def place_bet(self, bet: PunterBet) -> None:
        self.verify_place_bet(bet)
        self.bets.append(bet)
        self.events.append(BetPlaced(bet))

    def banco(self, player: str) -> PunterBet:
        """ "Banco": one punter stakes the whole bank."""
        bet = PunterBet(player, self.bank - self.covered)
        self.place_bet(bet)
        return bet

    # ---- the deal (CF-02)

    def verify_deal(self) -> None:
        if self.phase != "betting":
            raise RuleError("CF-02", "the cards are already dealt")
        if not self.bets:
            raise RuleError("CF-06", "nobody is playing against the bank")

    def can_deal(self) -> bool:
        return _ok(self.verify_deal)

    def deal(self) -> None:
        """CF-02: two cards each, one at a time, starting with the punter, face down."""
        self.verify_deal()
        for hand in ("punter", "banker", "punter", "banker"):
            self._give(hand, face_up=False)  # type: ignore[arg-type]
        naturals = [h for h in ("punter", "banker") if self._total(h) in NATURALS]  # CF-02
        for hand in naturals:
            self.events.append(NaturalShown(hand, self._total(hand)))  # type: ignore[arg-type]
        self.phase = "settling" if naturals else "punter"

    def _total(self, hand: str) -> int:
        return self.punter_total if hand == "punter" else self.banker_total

    def _give(self, hand: Hand, face_up: bool) -> Card:
        card = self.shoe.draw()
        (self.punter if hand == "punter" else self.banker).append(card)
        self.events.append(CardDealt(hand, card, face_up))
        return card

    # ---- the punter (CF-03)

    def advice(self) -> Action:
        """CF-03: the croupier must advise a punter who asks; on 5 he says stand."""
        if self.phase != "punter":
            raise RuleError("CF-03", "advice is asked by the punter, when he is to speak")
        advice = punter_advice(self.punter_total)
        self.events.append(AdviceGiven(self.punter_total, advice))
        return advice

    def _punter_may(self, action: Action) -> None:
        if self.phase != "punter":
            raise RuleError("CF-03", "the punter speaks once, after the deal and before the banker")
        if self.free_play:
            return  # seed 000 8.VI (DECISION): banco with free play, either is allowed
        table = punter_action(self.punter_total, self.rules.punter_option_on_5)  # CF-03
        if table not in (action, Action.OPTION):
            word = "draws" if table is Action.DRAW else "stands"
            raise RuleError("CF-03", f"a punter with {self.punter_total} {word}")

    def verify_punter_draw(self) -> None:
        self._punter_may(Action.DRAW)

    def can_punter_draw(self) -> bool:
        return _ok(self.verify_punter_draw)

    def punter_draw(self) -> Card:
        """ "Carta": the punter's third card, dealt face up."""
        self.verify_punter_draw()
        self.events.append(Spoke("punter", Action.DRAW))
        card = self._give("punter", face_up=True)
        self.phase = "banker"
        return card

    def verify_punter_stand(self) -> None:
        self._punter_may(Action.STAND)

    def can_punter_stand(self) -> bool:
        return _ok(self.verify_punter_stand)

    def punter_stand(self) -> None:
        """ "No": the punter stands."""
        self.verify_punter_stand()
        self.events.append(Spoke("punter", Action.STAND))
        self.phase = "banker"

    # ---- the banker (CF-04)

    def banker_table(self) -> Action:
        """CF-04: what the banker's table says now (an option leaves him the choice)."""
        return banker_action(self.banker_total, self.punter_third)

    def _banker_may(self, action: Action) -> None:
        if self.phase != "banker":
            raise RuleError("CF-04", "the banker speaks after the punter")
        table = self.banker_table()
        if self.free_play:
            # seed 000 8.VI (DECISION): free choice, but a banker with 0 (baccarat) draws.
            if self.banker_total == 0 and action is Action.STAND:
                raise RuleError("CF-04", "a banker with 0 (baccarat) must draw")
            return
        if table not in (action, Action.OPTION):
            third = self.punter_third
            against = "the punter stood" if third is None else f"the punter's third card is {third}"
            word = "draws" if table is Action.DRAW else "stands"
            raise RuleError("CF-04", f"a banker with {self.banker_total} {word} when {against}")

    def verify_banker_draw(self) -> None:
        self._banker_may(Action.DRAW)

    def can_banker_draw(self) -> bool:
        return _ok(self.verify_banker_draw)

    def banker_draw(self) -> Card:
        self.verify_banker_draw()
        self.events.append(Spoke("banker", Action.DRAW))
        card = self._give("banker", face_up=True)
        self.phase = "settling"
        return card

    def verify_banker_stand(self) -> None:
        self._banker_may(Action.STAND)

    def can_banker_stand(self) -> bool:
        return _ok(self.verify_banker_stand)

    def banker_stand(self) -> None:
        self.verify_banker_stand()
        self.events.append(Spoke("banker", Action.STAND))
        self.phase = "settling"

    def play_out(
        self, punter_on_5: Action = Action.STAND, banker_option: Action = Action.DRAW
    ) -> None:
        """Both sides by the tables; `punter_on_5` and `banker_option` settle the options."""
        if self.phase == "punter":
            table = punter_action(self.punter_total, self.rules.punter_option_on_5)
            choice = punter_on_5 if table is Action.OPTION else table
            self.punter_draw() if choice is Action.DRAW else self.punter_stand()
        if self.phase == "banker":
            table = self.banker_table()
            choice = banker_option if table is Action.OPTION else table
            self.banker_draw() if choice is Action.DRAW else self.banker_stand()

    # ---- settlement (CF-01, CF-05)

    def verify_settle(self) -> None:
        if self.phase != "settling":
            raise RuleError("CF-01", "the coup is settled once both sides have spoken")

    def can_settle(self) -> bool:
        return _ok(self.verify_settle)

    def settle(self) -> Result:
        self.verify_settle()
        self.result = settle_coup(
            self.punter_total, self.banker_total, self.bank, self.bets, *self.money
        )
        self.events.append(Settled(self.result))
        self.phase = "done"
        return self.result

    def discard(self) -> None:
        """The coup's cards go to the basket once everyone has seen them."""
        if self.phase != "done":
            raise RuleError("CF-06", "the cards stay on the table until the coup is settled")
        self.shoe.discard(self.punter + self.banker)

    # ---- what the felt draws

    def scene(self) -> Scene:
        winner = self.result.winner if self.result else None
        bank_state: BetState = "placed"
        if self.result is not None:
            bank_state = {"banker": "won", "punter": "lost", None: "push"}[winner]  # type: ignore[assignment]
        bets = [SceneBet("bank", self.bank, bank_state, self._bank_payout(), "banker")]
        lines = {id(line.bet): line for line in self.result.lines} if self.result else {}
        for bet in self.bets:
            line = lines.get(id(bet))
            state: BetState = "placed" if line is None else _LINE_STATE[line.action]
            payout = line.amount if line is not None and line.action == "pay" else None
            bets.append(SceneBet("punter", bet.amount, state, payout, bet.player))
        info = {"punter": str(self.punter_total), "banker": str(self.banker_total)}
        if self.result is not None and self.result.cagnotte:
            info["cagnotte"] = str(self.result.cagnotte)
        # CF-02: the banker's two cards lie face down while the punter is to speak (a natural
        # is shown at once, and then nobody speaks); seed 000, 8: "dos cartes també tapades"
        banker = ("XX",) * len(self.banker) if self.phase == "punter" else map(str, self.banker)
        return Scene(
            game="chemin_de_fer",
            hands={"punter": tuple(map(str, self.punter)), "banker": tuple(banker)},
            bets=tuple(bets),
            info=info if self.punter else {},
        )

    def _bank_payout(self) -> Decimal | None:
        if self.result is None or self.result.winner != "banker":
            return None
        return self.result.banker_won - self.result.cagnotte


_LINE_STATE: dict[str, BetState] = {"collect": "lost", "pay": "won", "push": "push"}


def cagnotte(banker_won: Decimal, policy: Rounding, chips: ChipSet) -> Rounded:
    """CF-05: the house's 5% of what the banker won in a coup, fixed by the decree; an amount
    the house takes, so rounded UP to the smallest chip (MO-03) or to the cent (MO-05)."""
    return deduction(Fraction(banker_won) * CAGNOTTE_RATE, policy, chips)


def settle_coup(
    punter_total: int,
    banker_total: int,
    bank: Decimal,
    bets: Sequence[PunterBet],
    policy: Rounding,
    chips: ChipSet,
) -> Result:
    """CF-01 and CF-05: nearer 9 wins, equal totals void; the cagnotte comes off the banker's
    winnings, and the rest joins the bank. Winnings are paid through `payout` (MO-02)."""
    if punter_total == banker_total:  # CF-01: void coup, every stake stands
        lines = tuple(Line(b, "push", b.amount, "CF-01") for b in bets)
        return Result(None, punter_total, banker_total, lines, *(Decimal(0),) * 3, bank)
    if banker_total > punter_total:
        lines = tuple(Line(b, "collect", b.amount, "CF-01") for b in bets)
        won = sum((b.amount for b in bets), Decimal(0))
        cut = cagnotte(won, policy, chips)  # CF-05, MO-03
        return Result(
            "banker",
            punter_total,
            banker_total,
            lines,
            won,
            cut.amount,
            Decimal(0),
            bank + won - cut.amount,
            cut,
        )
    lines = tuple(
        Line(b, "pay", payout(EVEN.exact(b.amount), policy, chips).amount, "CF-01") for b in bets
    )
    paid = sum((line.amount for line in lines), Decimal(0))
    return Result(
        "punter", punter_total, banker_total, lines, Decimal(0), Decimal(0), paid, bank - paid
    )
