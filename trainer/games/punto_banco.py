"""Punto banco: the tableau, the coup as a state machine, bets and settlement.

The drawing rules (PB-10, PB-11) live here and only here: chemin de fer, the house edge lab and
the drills all ask `player_draws` and `banker_draws`, so a mistake in the tableau cannot hide in
one copy while another is right.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from trainer.cards import Card

# PB-10: the player draws on 0-5 and stands on 6-7 (8-9 are naturals, PB-09).
PLAYER_DRAWS_ON: frozenset[int] = frozenset(range(6))

# PB-11: when the player drew, the banker's total -> the values of the player's third card
# on which the banker draws. Totals 0-2 always draw; 7 never draws.
BANKER_DRAWS_AGAINST: Mapping[int, frozenset[int]] = {
    0: frozenset(range(10)),
    1: frozenset(range(10)),
    2: frozenset(range(10)),
    3: frozenset(range(10)) - {8},
    4: frozenset(range(2, 8)),
    5: frozenset(range(4, 8)),
    6: frozenset({6, 7}),
    7: frozenset(),
}
# PB-11: when the player stood, the banker draws on 0-5 and stands on 6-7.
BANKER_DRAWS_WHEN_PLAYER_STOOD: frozenset[int] = frozenset(range(6))


def hand_total(cards: Iterable[Card]) -> int:
    """PB-01: the last digit of the sum of baccarat values (tens and court cards 0)."""
    return sum(card.baccarat_value for card in cards) % 10


def is_natural(total: int, cards_in_hand: int = 2) -> bool:
    """PB-09: 8 or 9 on the first two cards."""
    return cards_in_hand == 2 and total >= 8


def player_draws(player_total: int) -> bool:
    """PB-10: whether the player takes a third card on this two-card total.

    A natural (8-9) never draws: PB-09 has already ended the coup.
    """
    _check_total(player_total)
    return player_total in PLAYER_DRAWS_ON  # PB-10


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """PB-11: whether the banker takes a third card on this two-card total.

    `player_third` is the baccarat value (0-9) of the player's third card, or None when the
    player stood. A natural (8-9) never draws (PB-09).
    """
    _check_total(banker_total)
    if player_third is None:
        return banker_total in BANKER_DRAWS_WHEN_PLAYER_STOOD  # PB-11, player stood
    _check_total(player_third)
    return player_third in BANKER_DRAWS_AGAINST.get(banker_total, frozenset())  # PB-11


def _check_total(value: int) -> None:
    if not 0 <= value <= 9:
        raise ValueError(f"a baccarat total or card value is 0-9, not {value} (PB-01)")
