"""Baccarat à deux tableaux: one banker's hand against two tableaux, each settled on its own.

Only the first lines of the decree's epígraf 9 survive (BD-01, BD-02); the rest is BD-03, the
customary game as RULES.md decides it. The events, settlement records and cagnotte are those of
the banked games (`trainer.games.baccarat.banked`), shared with chemin de fer. Readings beyond
BD-03, marked DECISION where applied:
- Deal order: one card to the right tableau, one to the left, one to the banker, twice over
  (the customary order; the decree is cut before it).
- A tableau with a natural (8 or 9 on two cards) shows it at once (CF-02) and its side is
  settled against the banker's first two cards; play goes on against the other side. A banker's
  natural ends the coup on both sides.
- The punters speak right tableau first, then left; then the banker draws or stands freely.
- A bet the limited bank does not reach at all is void before the cards are dealt (BD-02,
  BD-03): it is handed back whatever its side does, even on a side that ties.
- The stop card (CF-06, 8.VII: seven cards from the end in chemin de fer) sits at least nine
  cards from the end here, the most a coup of three hands can use, so the last coup finishes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal
from typing import ClassVar, Literal

from trainer.cards import Shoe
from trainer.errors import RuleError, allowed
from trainer.games.baccarat.banked import (
    BankedCoup,
    BankedShoe,
    CardDealt,
    CoupOpened,
    Event,
    Hand,
    NaturalShown,
    Phase,
    PunterBet,
    Spoke,
    Tableau,
)
from trainer.games.baccarat.tableau import NATURALS, Action, punter_action
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet

Side = Literal["left", "right"]
Mode = Literal["limited", "open"]
SIDES: tuple[Side, ...] = ("right", "left")  # the order they are dealt and speak (DECISION)
DEAL_ORDER: tuple[Hand, ...] = ("right", "left", "banker") * 2  # DECISION (customary)
MAX_CARDS_PER_COUP = 9  # three hands of three cards


def new_shoe(rulebook: Rulebook, rng: random.Random) -> Shoe:
    """A shuffled shoe whose stop card leaves room for a whole coup (CF-06, DECISION)."""
    rules = rulebook.chemin_de_fer
    return Shoe(rules.decks, rng, max(rules.stop_card_from_end, MAX_CARDS_PER_COUP))


def cover(bets: Sequence[PunterBet], bank: Decimal, mode: Mode) -> list[Decimal]:
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


class Coup(BankedCoup):
    """One coup of baccarat à deux tableaux against a bank of `bank`; `mode` is BD-02's
    (the rulebook's `bank_mode` when None). A limited bank is formed with at most the house
    maximum; a `continuing` bank (a later coup of the same bank) may have grown past it."""

    game = "deux_tableaux"
    TABLEAUX: ClassVar[tuple[Tableau, ...]] = SIDES
    PAY_RULE = "BD-03"

    def __init__(
        self,
        rulebook: Rulebook,
        shoe: Shoe,
        bank: Decimal,
        mode: Mode | None = None,
        continuing: bool = False,
    ) -> None:
        super().__init__(rulebook, shoe, bank)
        self.mode: Mode = self.rules.bank_mode if mode is None else mode
        if bank <= 0:
            raise RuleError("BD-02", "a bank holds a positive sum")
        if self.mode == "limited" and bank > self.rules.bank_max and not continuing:
            # BD-02: a limited bank is formed at most at the maximum (it may grow beyond later).
            raise RuleError("BD-02", f"a limited bank is formed with at most {self.rules.bank_max}")
        self.naturals: dict[Side, int] = {}  # sides settled on two cards: the banker's total

    # ---- bets

    def verify_place_bet(self, bet: PunterBet) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError("BD-01", "bets are placed before the deal")
        if bet.tableau not in SIDES:
            raise RuleError("BD-01", f"a bet is on the left or right tableau, not {bet.tableau}")
        if bet.amount <= 0:
            raise RuleError("BD-01", "a stake is a positive sum")

    def covered(self) -> list[Decimal]:
        return cover(self.bets, self.bank, self.mode)  # BD-02

    # ---- the deal

    def verify_deal(self) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError("BD-03", "the cards are already dealt")
        if {b.tableau for b in self.bets} != set(SIDES):
            raise RuleError("BD-01", "each tableau needs a punter before the deal")
        # A stacked shoe (decks == 0) holds exactly the cards a drill's coup needs.
        if self.shoe.remaining < MAX_CARDS_PER_COUP and self.shoe.decks:
            raise RuleError("CF-06", "too few cards left to finish a coup: the shoe is over")

    def can_deal(self) -> bool:
        return allowed(self.verify_deal)

    def deal(self) -> Event:
        """Right, left, banker, twice (DECISION); naturals shown at once (CF-02). Returns the
        last event."""
        self.verify_deal()
        for hand in DEAL_ORDER:  # DECISION: right, left, banker, twice
            self._give(hand, face_up=False)
        if self.banker_total in NATURALS:  # CF-02: the banker's natural ends the coup
            self._log(NaturalShown("banker", self.banker_total))
            self.naturals = {s: self.banker_total for s in SIDES}
            self.phase = Phase.SETTLING
            return self._events[-1]
        for side in SIDES:
            if self.total(side) in NATURALS:  # CF-02, side by side (DECISION)
                self._log(NaturalShown(side, self.total(side)))
                self.naturals[side] = self.banker_total
        self._next_speaker()
        return self._events[-1]

    def _next_speaker(self) -> None:
        for side in SIDES:
            if side not in self.naturals and not self._spoken(side):
                self.phase = Phase(side)
                return
        self.phase = Phase.BANKER if len(self.naturals) < len(SIDES) else Phase.SETTLING

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
        return allowed(self.verify_punter_draw, side)

    def punter_draw(self, side: Side) -> CardDealt:
        """ "Carta": the tableau's third card, face up (its event)."""
        self.verify_punter_draw(side)
        return self._punter_draws(side)

    def verify_punter_stand(self, side: Side) -> None:
        self._punter_may(side, Action.STAND)

    def can_punter_stand(self, side: Side) -> bool:
        return allowed(self.verify_punter_stand, side)

    def punter_stand(self, side: Side) -> Spoke:
        self.verify_punter_stand(side)
        return self._punter_stands(side)

    # ---- the banker (BD-03: free choice)

    def verify_banker_draw(self) -> None:
        if self.phase is not Phase.BANKER:
            raise RuleError("BD-03", "the banker speaks after both tableaux")

    def verify_banker_stand(self) -> None:
        self.verify_banker_draw()  # BD-03: the banker's choice is free, seeing both third cards

    def play_out(self, punter_on_5: Action = Action.STAND, banker: Action = Action.STAND) -> None:
        """Punters by CF-03 (`punter_on_5` for the option), the banker as `banker` says."""
        while self.phase in (Phase.RIGHT, Phase.LEFT):
            side: Side = "right" if self.phase is Phase.RIGHT else "left"
            table = punter_action(self.total(side), self.rules.punter_option_on_5)
            choice = punter_on_5 if table is Action.OPTION else table
            self.punter_draw(side) if choice is Action.DRAW else self.punter_stand(side)
        if self.phase is Phase.BANKER:
            self.banker_draw() if banker is Action.DRAW else self.banker_stand()

    # ---- settlement

    def banker_totals(self) -> dict[Tableau, int]:
        """A side that showed a natural is settled against the banker's first two cards."""
        return {s: self.naturals.get(s, self.banker_total) for s in SIDES}

    # ---- what the felt draws

    def spot(self, bet: PunterBet) -> str:
        """ "left", "left:2" ... in the order the side's bets were placed (scene conventions)."""
        same = [b for b in self.bets if b.tableau == bet.tableau]
        n = next(i for i, b in enumerate(same) if b is bet) + 1
        return bet.tableau if n == 1 else f"{bet.tableau}:{n}"

    def scene(self) -> Scene:
        bets = [SceneBet("bank", self.bank, "placed", label="banker")]
        for bet in self.bets:
            state, payout = self._bet_state(bet)
            bets.append(SceneBet(self.spot(bet), bet.amount, state, payout, bet.player))
        hands: tuple[Hand, ...] = ("left", "right", "banker")
        info: dict[str, str] = {h: str(self.total(h)) for h in hands if self.hands[h]}
        return Scene(
            game="deux_tableaux",
            hands={h: tuple(map(str, self.hands[h])) for h in hands},
            bets=tuple(bets),
            info=info,
        )


# --------------------------------------------------------------------------- the shoe


class DeuxTableauxShoe(BankedShoe[Coup]):
    """A shoe of baccarat à deux tableaux (CF-06), each coup against the bank it is given."""

    game = "deux_tableaux"

    @classmethod
    def shuffled(cls, rulebook: Rulebook, rng: random.Random) -> DeuxTableauxShoe:
        return cls(rulebook, new_shoe(rulebook, rng))

    def verify_start_coup(
        self, bank: Decimal, mode: Mode | None = None, continuing: bool = False
    ) -> None:
        self._verify_can_open("BD-03")
        rules = self.book.chemin_de_fer
        if bank <= 0:
            raise RuleError("BD-02", "a bank holds a positive sum")
        limited = (mode or rules.bank_mode) == "limited"
        if limited and bank > rules.bank_max and not continuing:
            raise RuleError("BD-02", f"a limited bank is formed with at most {rules.bank_max}")

    def can_start_coup(
        self, bank: Decimal, mode: Mode | None = None, continuing: bool = False
    ) -> bool:
        return allowed(self.verify_start_coup, bank, mode, continuing)

    def start_coup(
        self, bank: Decimal, mode: Mode | None = None, continuing: bool = False
    ) -> CoupOpened:
        """The next coup opens against a bank of `bank`; it is `coup` until the next one."""
        self.verify_start_coup(bank, mode, continuing)
        return self._open(Coup(self.book, self.shoe, bank, mode, continuing))
