"""Chemin de fer: the coup as a state machine, and the shoe at the table (CF-01 .. CF-07).

One player holds the bank; the punter who faces him holds the cards for everyone betting
against the bank. The drawing rules are the shared tableau (`trainer.games.baccarat.tableau`:
`punter_action`, `banker_action` with the two options of CF-04); the events, the settlement
records and the cagnotte are those of the banked games (`trainer.games.baccarat.banked`),
shared with baccarat à deux tableaux.

Readings where RULES.md is silent, marked DECISION where applied:
- Free play (seed 000, 8.VI): when the punter has gone banco and the inspector allowed it
  before the game, neither side is bound by the tables, except that a banker with 0 draws.
- A punter's stakes together may not exceed the bank (seed 000 8.V: "the punter's maximum is
  what the bank holds"); the part of the bank not covered is simply not at risk.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import ClassVar

from trainer.cards import Card, Shoe
from trainer.errors import RuleError, allowed
from trainer.games.baccarat.banked import (
    AdviceGiven,
    BankedCoup,
    BankedShoe,
    BetPlaced,
    CardDealt,
    CoupOpened,
    Event,
    NaturalShown,
    Phase,
    PunterBet,
    Spoke,
    Tableau,
)
from trainer.games.baccarat.tableau import (
    NATURALS,
    Action,
    banker_action,
    punter_action,
    punter_advice,
)
from trainer.rulebooks import Rulebook
from trainer.scene import BetState, Scene, SceneBet


class Coup(BankedCoup):
    """One coup of chemin de fer against a bank of `bank`, dealt from `shoe`; the rulebook
    gives the house's options (CF-03), chips and rounding (MO-01..MO-05)."""

    game = "chemin_de_fer"
    TABLEAUX: ClassVar[tuple[Tableau, ...]] = ("punter",)
    PAY_RULE = "CF-01"

    def __init__(
        self, rulebook: Rulebook, shoe: Shoe, bank: Decimal, free_play: bool = False
    ) -> None:
        if bank <= 0:
            raise RuleError("CF-06", "a bank holds a positive sum")
        super().__init__(rulebook, shoe, bank)
        self.free_play = free_play  # seed 000 8.VI: banco, tables lifted with the inspector's leave

    # ---- totals

    @property
    def punter(self) -> list[Card]:
        return self.hands["punter"]

    @property
    def punter_total(self) -> int:
        return self.total("punter")

    @property
    def punter_third(self) -> int | None:
        return self.punter[2].baccarat_value if len(self.punter) == 3 else None

    # ---- bets

    def verify_place_bet(self, bet: PunterBet) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError("CF-06", 'no bet after "no hi van més apostes" and the deal')
        if bet.tableau != "punter":
            raise RuleError("CF-01", "in chemin de fer every stake is on the punter's hand")
        if bet.amount <= 0:
            raise RuleError("CF-06", "a stake is a positive sum")
        if self.staked + bet.amount > self.bank:
            free = self.bank - self.staked
            raise RuleError("CF-06", f"the punters may stake at most the bank: {free} is left")

    def verify_banco(self, player: str) -> None:
        self.verify_place_bet(PunterBet(player, max(self.bank - self.staked, Decimal(0))))

    def can_banco(self, player: str) -> bool:
        return allowed(self.verify_banco, player)

    def banco(self, player: str) -> BetPlaced:
        """ "Banco": one punter stakes what is left of the bank."""
        self.verify_banco(player)
        return self.place_bet(PunterBet(player, self.bank - self.staked))

    # ---- the deal (CF-02)

    def verify_deal(self) -> None:
        if self.phase is not Phase.BETTING:
            raise RuleError("CF-02", "the cards are already dealt")
        if not self.bets:
            raise RuleError("CF-06", "nobody is playing against the bank")

    def can_deal(self) -> bool:
        return allowed(self.verify_deal)

    def deal(self) -> Event:
        """CF-02: two cards each, one at a time, starting with the punter, face down; an 8 or
        a 9 is shown at once and ends the coup. Returns the last event."""
        self.verify_deal()
        for hand in ("punter", "banker", "punter", "banker"):
            self._give(hand, face_up=False)  # type: ignore[arg-type]
        naturals = [h for h in ("punter", "banker") if self.total(h) in NATURALS]  # CF-02
        for hand in naturals:
            self._log(NaturalShown(hand, self.total(hand)))  # type: ignore[arg-type]
        self.phase = Phase.SETTLING if naturals else Phase.PUNTER
        return self._events[-1]

    # ---- the punter (CF-03)

    def verify_advice(self) -> None:
        if self.phase is not Phase.PUNTER:
            raise RuleError("CF-03", "advice is asked by the punter, when he is to speak")

    def can_advice(self) -> bool:
        return allowed(self.verify_advice)

    def advice(self) -> AdviceGiven:
        """CF-03: the croupier must advise a punter who asks; on 5 he says stand."""
        self.verify_advice()
        return self._log(AdviceGiven("punter", self.punter_total, punter_advice(self.punter_total)))

    def _punter_may(self, action: Action) -> None:
        if self.phase is not Phase.PUNTER:
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
        return allowed(self.verify_punter_draw)

    def punter_draw(self) -> CardDealt:
        """ "Carta": the punter's third card, dealt face up (its event)."""
        self.verify_punter_draw()
        return self._punter_draws("punter")

    def verify_punter_stand(self) -> None:
        self._punter_may(Action.STAND)

    def can_punter_stand(self) -> bool:
        return allowed(self.verify_punter_stand)

    def punter_stand(self) -> Spoke:
        """ "No": the punter stands."""
        self.verify_punter_stand()
        return self._punter_stands("punter")

    def _next_speaker(self) -> None:
        self.phase = Phase.BANKER  # CF-04: the banker speaks after the punter

    # ---- the banker (CF-04)

    def banker_table(self) -> Action:
        """CF-04: what the banker's table says now (an option leaves him the choice)."""
        return banker_action(self.banker_total, self.punter_third)

    def _banker_may(self, action: Action) -> None:
        if self.phase is not Phase.BANKER:
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

    def verify_banker_stand(self) -> None:
        self._banker_may(Action.STAND)

    def play_out(
        self, punter_on_5: Action = Action.STAND, banker_option: Action = Action.DRAW
    ) -> None:
        """Both sides by the tables; `punter_on_5` and `banker_option` settle the options."""
        if self.phase is Phase.PUNTER:
            table = punter_action(self.punter_total, self.rules.punter_option_on_5)
            choice = punter_on_5 if table is Action.OPTION else table
            self.punter_draw() if choice is Action.DRAW else self.punter_stand()
        if self.phase is Phase.BANKER:
            table = self.banker_table()
            choice = banker_option if table is Action.OPTION else table
            self.banker_draw() if choice is Action.DRAW else self.banker_stand()

    # ---- what the felt draws

    def scene(self) -> Scene:
        winner = self.result.winner if self.result else None
        bank_state: BetState = "placed"
        if self.result is not None:
            bank_state = {"banker": "won", "punter": "lost", None: "push"}[winner]  # type: ignore[assignment]
        bets = [SceneBet("bank", self.bank, bank_state, self._bank_payout(), "banker")]
        for bet in self.bets:
            state, payout = self._bet_state(bet)
            bets.append(SceneBet("punter", bet.amount, state, payout, bet.player))
        info = {"punter": str(self.punter_total), "banker": str(self.banker_total)}
        if self.result is not None and self.result.cagnotte:
            info["cagnotte"] = str(self.result.cagnotte)
        # CF-02: the banker's two cards lie face down while the punter is to speak (a natural
        # is shown at once, and then nobody speaks); seed 000, 8: "dos cartes també tapades"
        banker = ("XX",) * len(self.banker) if self.phase is Phase.PUNTER else map(str, self.banker)
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


# --------------------------------------------------------------------------- the shoe


class CheminDeFerShoe(BankedShoe[Coup]):
    """A chemin de fer shoe at the table (CF-06). Who holds the bank and how much it holds is
    the players' business (the bank passes, grows, is given up): each coup opens against the
    bank it is given."""

    game = "chemin_de_fer"

    @classmethod
    def shuffled(cls, rulebook: Rulebook, rng: random.Random) -> CheminDeFerShoe:
        """CF-01 (as PB-01), CF-06: the rulebook's decks shuffled by `rng`, the stop card
        `stop_card_from_end` cards from the end."""
        rules = rulebook.chemin_de_fer
        return cls(rulebook, Shoe(rules.decks, rng, rules.stop_card_from_end))

    def verify_start_coup(self, bank: Decimal, free_play: bool = False) -> None:
        self._verify_can_open("CF-01")
        if bank <= 0:
            raise RuleError("CF-06", "a bank holds a positive sum")

    def can_start_coup(self, bank: Decimal, free_play: bool = False) -> bool:
        return allowed(self.verify_start_coup, bank, free_play)

    def start_coup(self, bank: Decimal, free_play: bool = False) -> CoupOpened:
        """The next coup opens against a bank of `bank`; it is `coup` until the next one."""
        self.verify_start_coup(bank, free_play)
        return self._open(Coup(self.book, self.shoe, bank, free_play))
