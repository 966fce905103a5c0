"""Cards and shoes, shared by every card game.

A shoe's order comes only from the `random.Random` it is given, so a seed reproduces a shoe
exactly; a stacked shoe deals given cards in order, which drills use to build exact table
situations.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

RANKS = "A23456789TJQK"
SUITS = "shdc"
Colour = Literal["red", "black"]


@dataclass(frozen=True, slots=True, order=True)
class Card:
    rank: str
    suit: str

    def __post_init__(self) -> None:
        if self.rank not in RANKS or len(self.rank) != 1:
            raise ValueError(f"unknown rank '{self.rank}', expected one of {RANKS}")
        if self.suit not in SUITS or len(self.suit) != 1:
            raise ValueError(f"unknown suit '{self.suit}', expected one of {SUITS}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """ "Ts" is the ten of spades; "10s" is accepted too."""
        text = text.strip()
        if text[:2] == "10":
            text = "T" + text[2:]
        if len(text) != 2:
            raise ValueError(f"'{text}' is not a card; write rank then suit, like 'Ts' or 'Ah'")
        return cls(text[0].upper(), text[1].lower())

    def __str__(self) -> str:
        return self.rank + self.suit

    @property
    def count_value(self) -> int:
        """Pip count with court cards 10 and ace 1: the trente et quarante value (TQ-01) and
        the punto banco burn count (PB-07)."""
        return min(RANKS.index(self.rank) + 1, 10)

    @property
    def blackjack_value(self) -> int:
        """Court cards 10; an ace counts 1 here and `hand_value` raises it to 11 when that
        suits the hand (BJ-01)."""
        return self.count_value

    @property
    def baccarat_value(self) -> int:
        """Ace 1, 2-9 face value, tens and court cards 0 (PB-01)."""
        value = self.count_value
        return 0 if value == 10 else value

    @property
    def colour(self) -> Colour:
        return "red" if self.suit in "hd" else "black"


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """ "As Kd 7h" or ["As", "Kd"] to cards."""
    items = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(item) for item in items]


def deck() -> list[Card]:
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]


class ShoeEmpty(Exception):
    """Drawing from a shoe with no card left: a dealing error the engine must not make."""


class Shoe:
    """An n-deck shoe with a cut (or stop) card `cut_from_end` cards from the end.

    Cards are conserved: every card is in the shoe, dealt (in play), or in the discards.
    """

    def __init__(self, decks: int, rng: random.Random, cut_from_end: int = 0) -> None:
        if decks < 1:
            raise ValueError("a shoe needs at least one deck")
        cards = deck() * decks
        rng.shuffle(cards)
        self._init(cards, cut_from_end, decks)

    @classmethod
    def seeded(cls, decks: int, seed: int, cut_from_end: int = 0) -> Shoe:
        return cls(decks, random.Random(seed), cut_from_end)

    @classmethod
    def stacked(cls, cards: Sequence[Card | str], cut_from_end: int = 0) -> Shoe:
        """A shoe that deals exactly `cards`, first card first."""
        shoe = cls.__new__(cls)
        parsed = [c if isinstance(c, Card) else Card.parse(c) for c in cards]
        shoe._init(parsed, cut_from_end, decks=0)
        return shoe

    def _init(self, cards: list[Card], cut_from_end: int, decks: int) -> None:
        if not 0 <= cut_from_end <= len(cards):
            raise ValueError("the cut card must lie inside the shoe")
        self.decks = decks
        self._cards = cards
        self._next = 0
        self.cut_from_end = cut_from_end
        self.discards: list[Card] = []
        self.burned: list[Card] = []
        self._face_up: set[int] = set()  # positions of cards found face up in the shoe
        self.face_up_found: list[Card] = []

    @property
    def size(self) -> int:
        return len(self._cards)

    @property
    def remaining(self) -> int:
        return len(self._cards) - self._next

    @property
    def dealt(self) -> int:
        return self._next

    @property
    def cut_card_reached(self) -> bool:
        """True once the cut card has come out: the round in progress is the last
        (BJ-02, PB-06, TQ-06)."""
        return self.cut_from_end > 0 and self.remaining <= self.cut_from_end

    def peek(self) -> Card:
        if not self.remaining:
            raise ShoeEmpty("the shoe is empty")
        return self._cards[self._next]

    def draw(self) -> Card:
        """The next card; a card found face up in the shoe is discarded, never dealt (BJ-02)."""
        while self._next in self._face_up:
            card = self.peek()
            self._next += 1
            self.face_up_found.append(card)
            self.discards.append(card)
        card = self.peek()
        self._next += 1
        return card

    def turn_face_up(self, ahead: int = 0) -> Card:
        """An incident: the card `ahead` places from the next one is found face up."""
        position = self._next + ahead
        if not 0 <= ahead < self.remaining:
            raise ValueError("no such card left in the shoe")
        self._face_up.add(position)
        return self._cards[position]

    def burn(self, n: int = 1) -> list[Card]:
        """Draw `n` cards straight into the discards, unseen by the players."""
        cards = [self.draw() for _ in range(n)]
        self.burned.extend(cards)
        self.discards.extend(cards)
        return cards

    def discard(self, cards: Iterable[Card]) -> None:
        """Cards cleared from the layout at the end of a round."""
        self.discards.extend(cards)

    def undealt(self) -> list[Card]:
        return list(self._cards[self._next :])
