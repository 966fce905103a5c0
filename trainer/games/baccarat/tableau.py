"""Baccarat totals and drawing rules: punto banco's tableau (PB-01, PB-09..PB-11) and chemin de
fer's tables with their options (CF-02..CF-04).

The drawing rules live here and only here: punto banco, chemin de fer, deux tableaux, the house
edge lab and the drills all ask `player_draws`, `banker_draws`, `punter_action` and
`banker_action`, so a mistake in the tableau cannot hide in one copy while another is right.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import Enum

from trainer.cards import Card
from trainer.errors import RuleError

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
NATURALS = frozenset({8, 9})  # PB-09, CF-02


def hand_total(cards: Iterable[Card]) -> int:
    """PB-01: the last digit of the sum of baccarat values (tens and court cards 0)."""
    return sum(card.baccarat_value for card in cards) % 10


def is_natural(total: int, cards_in_hand: int = 2) -> bool:
    """PB-09: 8 or 9 on the first two cards."""
    return cards_in_hand == 2 and total in NATURALS


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


# --------------------------------------------------------------------------- chemin de fer


class Action(Enum):
    DRAW = "draw"  # "carta"
    STAND = "stand"  # "no"
    OPTION = "option"  # the player may do either


# CF-03 (DECISION): the punter draws on 0-4, stands on 6-7, chooses on 5.
PUNTER_TABLE: dict[int, Action] = {
    **{total: Action.DRAW for total in range(5)},
    5: Action.OPTION,
    6: Action.STAND,
    7: Action.STAND,
}
# CF-04 (DECISION): the two customary exceptions to PB-11, (banker total, punter's third card).
BANKER_OPTIONS: frozenset[tuple[int, int]] = frozenset({(3, 9), (5, 4)})


def _no_natural(total: int, who: str) -> None:
    if not 0 <= total <= 9:
        raise ValueError(f"a baccarat total is 0-9, not {total} (CF-01)")
    if total in NATURALS:
        raise RuleError("CF-02", f"a {who} with {total} shows it at once: no card is drawn")


def punter_action(total: int, option_on_5: bool = True) -> Action:
    """CF-03: what the table says a punter on this two-card total does.

    With the house setting `punter_option_on_5` off, 5 is played as the croupier advises: stand.
    """
    _no_natural(total, "punter")
    action = PUNTER_TABLE[total]  # CF-03
    if action is Action.OPTION and not option_on_5:
        return Action.STAND
    return action


def punter_advice(total: int) -> Action:
    """CF-03: the croupier's advice: the table, and on 5 "stand" (seed 000 8.VI)."""
    action = punter_action(total)
    return Action.STAND if action is Action.OPTION else action  # CF-03: 5 is told to stand


def banker_action(banker_total: int, punter_third: int | None) -> Action:
    """CF-04: the banker follows PB-11 but may choose on 3 against a 9 and on 5 against a 4.

    `punter_third` is the baccarat value of the punter's third card, None when he stood.
    A banker with 0 always draws (PB-11 and seed 000 8.VI).
    """
    _no_natural(banker_total, "banker")
    if punter_third is not None and (banker_total, punter_third) in BANKER_OPTIONS:
        return Action.OPTION  # CF-04: the two exceptions
    return Action.DRAW if banker_draws(banker_total, punter_third) else Action.STAND  # PB-11
