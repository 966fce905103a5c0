"""Announced (call) bets: a house option, not in the decree, dealt in most European casinos
(rulebook `roulette.announced_bets`). Each call is expanded into ordinary chips on the layout,
which are then placed, limited and paid like any other bet (RO-02..RO-14).

The three sections of the wheel (RO-01 order) and their chips:
- voisins du zéro, the 17 numbers from 22 to 25 through zero, 9 chips: 0-2-3 twice, 4-7,
  12-15, 18-21, 19-22, 25-26-28-29 twice, 32-35;
- tiers du cylindre, the 12 numbers from 27 to 33 opposite zero, 6 chevals: 5-8, 10-11, 13-16,
  23-24, 27-30, 33-36;
- orphelins, the 8 numbers left (17 34 6 and 1 20 14 31 9), 5 chips: plein 1, 6-9, 14-17,
  17-20, 31-34;
- neighbours: a number and n numbers either side of it on the wheel, one plein each.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Final

from trainer.errors import RuleError
from trainer.games.roulette.layout import WHEEL_ORDER, Bet, check_number

ANNOUNCED_RULE: Final = "house:announced_bets"

# name -> ((kind, numbers, chips), ...)
CALLS: Final[Mapping[str, tuple[tuple[str, tuple[int, ...], int], ...]]] = {
    "voisins": (
        ("transversale", (0, 2, 3), 2),
        ("cheval", (4, 7), 1),
        ("cheval", (12, 15), 1),
        ("cheval", (18, 21), 1),
        ("cheval", (19, 22), 1),
        ("carre", (25, 26, 28, 29), 2),
        ("cheval", (32, 35), 1),
    ),
    "tiers": (
        ("cheval", (5, 8), 1),
        ("cheval", (10, 11), 1),
        ("cheval", (13, 16), 1),
        ("cheval", (23, 24), 1),
        ("cheval", (27, 30), 1),
        ("cheval", (33, 36), 1),
    ),
    "orphelins": (
        ("plein", (1,), 1),
        ("cheval", (6, 9), 1),
        ("cheval", (14, 17), 1),
        ("cheval", (17, 20), 1),
        ("cheval", (31, 34), 1),
    ),
}
CHIPS: Final = {name: sum(c for _, _, c in chips) for name, chips in CALLS.items()}


def wheel_section(first: int, last: int) -> tuple[int, ...]:
    """The numbers from `first` to `last` going clockwise round the wheel (RO-01)."""
    check_number(first)
    check_number(last)
    start, end = WHEEL_ORDER.index(first), WHEEL_ORDER.index(last)
    length = (end - start) % len(WHEEL_ORDER) + 1
    return tuple(WHEEL_ORDER[(start + i) % len(WHEEL_ORDER)] for i in range(length))


# The sections of the wheel each call covers (RO-01 order).
SECTIONS: Final[Mapping[str, tuple[int, ...]]] = {
    "voisins": wheel_section(22, 25),
    "tiers": wheel_section(27, 33),
    "orphelins": wheel_section(17, 6) + wheel_section(1, 9),
}


def neighbours_of(number: int, n: int = 2) -> tuple[int, ...]:
    """`number` and the `n` numbers either side of it on the wheel, in wheel order."""
    check_number(number)
    if not 0 <= n <= 18:
        raise RuleError(ANNOUNCED_RULE, f"neighbours go 0 to 18 either side, not {n}")
    at = WHEEL_ORDER.index(number)
    size = len(WHEEL_ORDER)
    return tuple(WHEEL_ORDER[(at + i) % size] for i in range(-n, n + 1))


def call_id(name: str, number: int | None = None, n: int = 2) -> str:
    """How the log names a call: "voisins", "tiers", "orphelins", "neighbours:17:2" (17 and 2
    neighbours); the catalogue says it in words (`roulette.call.<name>`)."""
    return name if name != "neighbours" else f"neighbours:{number}:{n}"


def announced(name: str, unit: Decimal, number: int | None = None, n: int = 2) -> list[Bet]:
    """The chips of a call on the layout, each `unit` times its chip count.

    `name` is "voisins", "tiers", "orphelins" or "neighbours" (with `number` and `n`)."""
    if name == "neighbours":
        if number is None:
            raise RuleError(ANNOUNCED_RULE, "neighbours need a number: '17 and 2 neighbours'")
        return [Bet("plein", (x,), unit) for x in neighbours_of(number, n)]
    try:
        chips = CALLS[name]
    except KeyError:
        calls = ", ".join([*CALLS, "neighbours"])
        raise RuleError(ANNOUNCED_RULE, f"'{name}' is not a call; the calls are {calls}") from None
    return [Bet(kind, numbers, unit * count) for kind, numbers, count in chips]
