"""How simulated players decide a blackjack hand: what a player sees when his turn comes and
two fixed strategies, used by the whole-shoe simulation, the drills' players and the table
session's seated players."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from trainer.cards import Card
from trainer.games.blackjack.hand import hand_value

Action = Literal["hit", "stand", "double", "split"]


@dataclass(frozen=True, slots=True)
class Decision:
    """What a player sees when his hand's turn comes."""

    cards: tuple[Card, ...]
    dealer_card: Card
    can_double: bool
    can_split: bool


Strategy = Callable[[Decision], Action]


def mimic_dealer(d: Decision) -> Action:
    """Draw to 17 like the dealer, never double or split: the simplest fixed strategy."""
    return "hit" if hand_value(d.cards).total < 17 else "stand"


def basic_strategy(d: Decision) -> Action:
    """A compact basic strategy for six decks, dealer standing on soft 17, no hole card
    (so no doubling 11 or splitting 8s against a ten or an ace, which a dealer blackjack
    would take whole under BJ-12)."""
    up = d.dealer_card.blackjack_value
    up = 11 if up == 1 else up
    if d.can_split:
        pair = d.cards[0].blackjack_value
        if up in _SPLIT.get(pair, ()):
            return "split"
    value = hand_value(d.cards)
    if value.soft:
        if value.total >= 19 or (value.total == 18 and up in (2, 7, 8)):
            return "stand"
        if d.can_double and up in _SOFT_DOUBLE.get(value.total, ()):
            return "double"
        return "stand" if value.total == 18 and up <= 8 else "hit"
    total = value.total
    if d.can_double and up in _HARD_DOUBLE.get(total, ()):
        return "double"
    if total >= 17 or (total >= 13 and up <= 6) or (total == 12 and 4 <= up <= 6):
        return "stand"
    return "hit"


_SPLIT: dict[int, tuple[int, ...]] = {
    1: tuple(range(2, 11)),
    9: (2, 3, 4, 5, 6, 8, 9),
    8: tuple(range(2, 10)),
    7: tuple(range(2, 8)),
    6: tuple(range(2, 7)),
    4: (5, 6),
    3: tuple(range(2, 8)),
    2: tuple(range(2, 8)),
}
_HARD_DOUBLE: dict[int, tuple[int, ...]] = {
    9: (3, 4, 5, 6),
    10: tuple(range(2, 10)),
    11: tuple(range(2, 10)),
}
_SOFT_DOUBLE: dict[int, tuple[int, ...]] = {
    13: (5, 6),
    14: (5, 6),
    15: (4, 5, 6),
    16: (4, 5, 6),
    17: (3, 4, 5, 6),
    18: (3, 4, 5, 6),
}
