"""Announced (call) bets: voisins, tiers, orphelins and neighbours on the RO-01 wheel."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from trainer.errors import RuleError
from trainer.games.roulette.announced import (
    CHIPS,
    SECTIONS,
    announced,
    neighbours_of,
    wheel_section,
)
from trainer.games.roulette.layout import total_payout
from trainer.rulebooks import default

BOOK = default()


def _covered(name: str) -> set[int]:
    return {n for bet in announced(name, D(1)) for n in bet.numbers}


def test_voisins_du_zero_nine_chips_on_the_seventeen_numbers_from_22_to_25() -> None:
    bets = announced("voisins", D(1))
    assert {b.spot: b.stake for b in bets} == {
        "transversale:0-2-3": 2,
        "cheval:4-7": 1,
        "cheval:12-15": 1,
        "cheval:18-21": 1,
        "cheval:19-22": 1,
        "carre:25-26-28-29": 2,
        "cheval:32-35": 1,
    }
    assert CHIPS["voisins"] == 9
    # RO-01 wheel from 22 to 25 through zero: 22 18 29 7 28 12 35 3 26 0 32 15 19 4 21 2 25.
    assert SECTIONS["voisins"] == (22, 18, 29, 7, 28, 12, 35, 3, 26, 0, 32, 15, 19, 4, 21, 2, 25)
    assert _covered("voisins") == set(SECTIONS["voisins"])


def test_tiers_du_cylindre_six_chevals_on_the_twelve_numbers_opposite_zero() -> None:
    assert [b.spot for b in announced("tiers", D(1))] == [
        "cheval:5-8",
        "cheval:10-11",
        "cheval:13-16",
        "cheval:23-24",
        "cheval:27-30",
        "cheval:33-36",
    ]
    assert CHIPS["tiers"] == 6
    assert SECTIONS["tiers"] == (27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33)
    assert _covered("tiers") == set(SECTIONS["tiers"])


def test_orphelins_five_chips_on_the_eight_numbers_left() -> None:
    assert [b.spot for b in announced("orphelins", D(1))] == [
        "plein:1",
        "cheval:6-9",
        "cheval:14-17",
        "cheval:17-20",
        "cheval:31-34",
    ]
    assert CHIPS["orphelins"] == 5
    assert set(SECTIONS["orphelins"]) == {17, 34, 6, 1, 20, 14, 31, 9}
    assert _covered("orphelins") == set(SECTIONS["orphelins"])


def test_the_three_sections_cover_the_wheel_once() -> None:
    covered = [*SECTIONS["voisins"], *SECTIONS["tiers"], *SECTIONS["orphelins"]]
    assert sorted(covered) == list(range(37))


def test_call_payouts_by_hand() -> None:
    # Voisins at 5 a chip: 0 wins the 0-2-3 trio (2 chips = 10) x 11 = 110.
    assert total_payout(announced("voisins", D(5)), 0, BOOK) == 110
    # 26 wins the 25-26-28-29 carré (2 chips = 10) x 8 = 80.
    assert total_payout(announced("voisins", D(5)), 26, BOOK) == 80
    # Orphelins: 17 is on two chevals, 14-17 and 17-20: 2 x 5 x 17 = 170.
    assert total_payout(announced("orphelins", D(5)), 17, BOOK) == 170
    # Tiers: 33 wins 33-36: 5 x 17 = 85; 0 wins nothing.
    assert total_payout(announced("tiers", D(5)), 33, BOOK) == 85
    assert total_payout(announced("tiers", D(5)), 0, BOOK) == 0


def test_neighbours_either_side_on_the_wheel() -> None:
    # RO-01 order around zero: ... 3 26 0 32 15 ...; around 17: ... 2 25 17 34 6 ...
    assert neighbours_of(0, 2) == (3, 26, 0, 32, 15)
    assert neighbours_of(17, 2) == (2, 25, 17, 34, 6)
    assert neighbours_of(26, 1) == (3, 26, 0)  # the wheel wraps
    bets = announced("neighbours", D(5), number=17, n=2)
    assert [b.spot for b in bets] == ["plein:2", "plein:25", "plein:17", "plein:34", "plein:6"]
    assert wheel_section(26, 32) == (26, 0, 32)


def test_unknown_call_or_missing_number_is_refused() -> None:
    with pytest.raises(RuleError):
        announced("jeu_mystere", D(5))
    with pytest.raises(RuleError):
        announced("neighbours", D(5))
    with pytest.raises(RuleError):
        neighbours_of(17, 19)
