"""A blackjack shoe at the table: round after round until the cut card (BJ-02).

The shoe is the state machine above the rounds: `start_round` opens the next round once the
last is settled and while the cut card has not come out (the round in which it comes out is
the last, BJ-02). Its `events` are the whole shoe's history: each `RoundOpened` followed by
that round's own events, so a shoe is replayed, or dealt to the end, through actions alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from trainer.cards import Shoe
from trainer.errors import RuleError, allowed
from trainer.games.blackjack.round import Event, Phase, Round
from trainer.rulebooks import Rulebook
from trainer.scene import Scene


@dataclass(frozen=True, slots=True)
class RoundOpened:
    """The shoe's own event: round `number` (1, 2 ...) opens for bets (BJ-04)."""

    number: int
    rule_id: str = "BJ-04"


ShoeEvent = RoundOpened | Event


class BlackjackShoe:
    """One shoe dealt round after round at a table of `boxes` boxes (BJ-03)."""

    def __init__(
        self,
        rulebook: Rulebook,
        shoe: Shoe,
        boxes: int | None = None,
        sevens_jackpot: Decimal | None = None,
    ) -> None:
        self.rulebook = rulebook
        self.shoe = shoe
        self.boxes = boxes
        self.sevens_jackpot = sevens_jackpot
        self.rounds: list[Round] = []
        self._opened: list[RoundOpened] = []

    @classmethod
    def shuffled(
        cls, rulebook: Rulebook, rng: random.Random, boxes: int | None = None
    ) -> BlackjackShoe:
        """BJ-01, BJ-02: the rulebook's decks shuffled by `rng`, the cut card placed
        `cut_card_from_end` cards from the end."""
        rules = rulebook.blackjack
        return cls(rulebook, Shoe(rules.decks, rng, rules.cut_card_from_end), boxes)

    @property
    def round(self) -> Round | None:
        """The round being dealt, or the last one."""
        return self.rounds[-1] if self.rounds else None

    @property
    def events(self) -> tuple[ShoeEvent, ...]:
        out: list[ShoeEvent] = []
        for opened, rnd in zip(self._opened, self.rounds, strict=True):
            out.append(opened)
            out.extend(rnd.events)
        return tuple(out)

    @property
    def finished(self) -> bool:
        """BJ-02: the cut card is out and the round it came out in is settled."""
        rnd = self.round
        return self.shoe.cut_card_reached and (rnd is None or rnd.phase is Phase.DONE)

    def verify_start_round(self) -> None:
        rnd = self.round
        if rnd is not None and rnd.phase is not Phase.DONE:
            raise RuleError("BJ-09", "the round on the table is not settled yet")
        if self.shoe.cut_card_reached:
            raise RuleError("BJ-02", "the cut card has come out: the shoe is finished")

    def can_start_round(self) -> bool:
        return allowed(self.verify_start_round)

    def start_round(self) -> RoundOpened:
        self.verify_start_round()
        self.rounds.append(Round(self.rulebook, self.shoe, self.boxes, self.sevens_jackpot))
        opened = RoundOpened(len(self.rounds))
        self._opened.append(opened)
        return opened

    def scene(self) -> Scene:
        """The round on the table (an empty layout before the first)."""
        rnd = self.round
        if rnd is None:
            return Scene("blackjack", info={"phase": Phase.BETTING.value})
        return rnd.scene()
