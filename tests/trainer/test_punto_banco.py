"""Punto banco engine tests. Every expected value is worked out from RULES.md by hand."""

from __future__ import annotations

import pytest

from trainer.cards import parse_cards
from trainer.games.punto_banco import banker_draws, hand_total, player_draws

# PB-11 written out by hand, one row per banker two-card total. Columns: the player's third
# card value 0 1 2 3 4 5 6 7 8 9, then "-" for "the player stood". D draws, S stands.
# Read from PB-11: 0-2 always; 3 anything but 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; 7 never;
# player stood: draw on 0-5, stand on 6-7.
TABLEAU = {
    #    0123456789 -
    0: "DDDDDDDDDD D",
    1: "DDDDDDDDDD D",
    2: "DDDDDDDDDD D",
    3: "DDDDDDDDSD D",
    4: "SSDDDDDDSS D",
    5: "SSSSDDDDSS D",
    6: "SSSSSSDDSS S",
    7: "SSSSSSSSSS S",
}
TABLEAU_CELLS = [
    (total, third, row[third] == "D") for total, row in TABLEAU.items() for third in range(10)
] + [(total, None, row[-1] == "D") for total, row in TABLEAU.items()]


@pytest.mark.parametrize(("banker_total", "player_third", "draws"), TABLEAU_CELLS)
def test_pb_11_banker_tableau_every_cell(
    banker_total: int, player_third: int | None, draws: bool
) -> None:
    assert banker_draws(banker_total, player_third) is draws


def test_pb_11_tableau_has_88_cells() -> None:
    # 8 banker totals x (10 third-card values + "stood") = 88 cells.
    assert len(TABLEAU_CELLS) == 88


def test_pb_11_banker_on_3_stands_against_an_eight() -> None:
    assert banker_draws(3, 8) is False
    assert banker_draws(3, 9) is True


@pytest.mark.parametrize("total", [0, 1, 2, 3, 4, 5])
def test_pb_10_player_draws_on_0_to_5(total: int) -> None:
    assert player_draws(total) is True


@pytest.mark.parametrize("total", [6, 7])
def test_pb_10_player_stands_on_6_and_7(total: int) -> None:
    assert player_draws(total) is False


@pytest.mark.parametrize("total", [8, 9])
def test_pb_09_naturals_never_draw(total: int) -> None:
    assert player_draws(total) is False
    assert banker_draws(total, None) is False
    assert banker_draws(total, 4) is False


@pytest.mark.parametrize("bad", [-1, 10])
def test_pb_01_totals_outside_0_to_9_refused(bad: int) -> None:
    with pytest.raises(ValueError):
        player_draws(bad)
    with pytest.raises(ValueError):
        banker_draws(3, bad)


@pytest.mark.parametrize(
    ("cards", "total"),
    [
        ("As Kd", 1),  # 1 + 0 = 1
        ("9h 9d", 8),  # 18 -> 8
        ("Ts Jh Qd", 0),  # 0 + 0 + 0
        ("7c 8c 9c", 4),  # 24 -> 4
        ("5s 5h", 0),  # 10 -> 0
        ("Ah 2h 6h", 9),  # 9
        ("", 0),
    ],
)
def test_pb_01_hand_total_last_digit(cards: str, total: int) -> None:
    assert hand_total(parse_cards(cards)) == total
