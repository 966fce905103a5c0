"""Blackjack hand arithmetic (BJ-01, BJ-08, BJ-10, BJ-14..BJ-17): totals, naturals, the dealer's
draw and the side bets' counts. Pure functions of the cards, shared by the round, the drills,
the strategies and the table session, so a total is counted in one place only."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from trainer.cards import Card
from trainer.rulebooks.sections import BlackjackRules

SevensPrize = Literal[
    "first_seven", "two_sevens_mixed", "two_sevens_suited", "three_sevens_mixed", "jackpot"
]


@dataclass(frozen=True, slots=True)
class HandValue:
    """A blackjack total; `soft` when an ace is counting 11 (BJ-01)."""

    total: int
    soft: bool

    @property
    def bust(self) -> bool:
        return self.total > 21

    def __str__(self) -> str:
        return f"soft {self.total}" if self.soft else str(self.total)


def hand_value(cards: Iterable[Card]) -> HandValue:
    """BJ-01: court cards 10; one ace counts 11 when that does not pass 21, else every ace
    counts 1 (two aces at 11 would be 22, so at most one ace is ever high)."""
    hard = 0
    has_ace = False
    for card in cards:
        hard += card.blackjack_value
        has_ace = has_ace or card.rank == "A"
    if has_ace and hard + 10 <= 21:
        return HandValue(hard + 10, True)
    return HandValue(hard, False)


def is_blackjack(cards: Sequence[Card], from_split: bool = False) -> bool:
    """BJ-10: 21 with the first two cards. BJ-14: never on a split hand."""
    return not from_split and len(cards) == 2 and hand_value(cards).total == 21


def dealer_must_draw(cards: Sequence[Card], rules: BlackjackRules) -> bool:
    """BJ-08: the dealer draws below 17 and stands on 17 or more, an ace counting 11 whenever
    that makes 17-21; so he stands on soft 17 unless the house sets
    `dealer_stands_soft_17 = false`."""
    value = hand_value(cards)
    if value.total < 17:
        return True
    return value.total == 17 and value.soft and not rules.dealer_stands_soft_17


def double_announced(cards: Sequence[Card]) -> bool:
    """BJ-15: on two cards totalling 9, 10 or 11 the dealer must announce the double; the ace
    counts whichever way favours the player (A-8 is 9 as well as soft 19)."""
    if len(cards) != 2:
        return False
    low = sum(c.blackjack_value for c in cards)
    high = low + 10 if any(c.rank == "A" for c in cards) else low
    return low in (9, 10, 11) or high in (9, 10, 11)


def over_under_total(cards: Sequence[Card]) -> int:
    """BJ-16: the first two cards with the ace always 1."""
    return sum(c.count_value for c in cards[:2])


def sevens_prize(cards: Sequence[Card]) -> SevensPrize | None:
    """BJ-17: the best combination among a box's first three cards, or None. Only the highest
    prize is paid, and the combinations nest, so the longest run of sevens decides.
    DECISION: "different suits" means not all of one suit."""
    run = 0
    for card in cards[:3]:
        if card.rank != "7":
            break
        run += 1
    suited = len({c.suit for c in cards[:run]}) == 1
    if run == 3:
        return "jackpot" if suited else "three_sevens_mixed"
    if run == 2:
        return "two_sevens_suited" if suited else "two_sevens_mixed"
    return "first_seven" if run == 1 else None
