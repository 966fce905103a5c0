"""The exact house edge of every craps bet, each worked out by hand from RULES.md and CR-01's
dice counts (out of 36: total 2 1, 3 2, 4 3, 5 4, 6 5, 7 6, 8 5, 9 4, 10 3, 11 2, 12 1)."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from trainer.games.craps import BET_KINDS
from trainer.house_edge import craps_edge
from trainer.rulebooks import load

# Per bet resolved. Arithmetic:
# win: P(win) = 8/36 + sum over points of P(n) * P(n before 7)
#    = 8/36 + 2*(3/36*3/9 + 4/36*4/10 + 5/36*5/11) = 244/495; edge = 1 - 2*244/495 = 7/495
# dont_win (12 a push, not a decision): P(lose) = 244/495 as above; P(push) = 1/36;
#    P(win) = 1 - 244/495 - 1/36 = 949/1980; per bet made EV = 949/1980 - 976/1980 = -27/1980;
#    per resolved: 27/1980 / (35/36) = 27/1925
# place 4 at 9:5: 3/9*9/5 - 6/9 = -1/15; place 5 at 7:5: 4/10*7/5 - 6/10 = -1/25;
# place 6 at 7:6: 5/11*7/6 - 6/11 = -1/66
# lay 4 at 5:11: 6/9*5/11 - 3/9 = -1/33; lay 5 at 5:8: 6/10*5/8 - 4/10 = -1/40;
# lay 6 at 4:5: 6/11*4/5 - 5/11 = -1/55
# odds at true odds: 3/9*2 - 6/9 = 0 (and so for every number, either side)
# field: wins 2*1 + 1*(2+3+4+3+2) + 2*1 = 18 units, loses 6+5+4+5 = 20: -2/36 = -1/18
# big 6 at 1:1: 5/11 - 6/11 = -1/11; under 7: 15/36 - 21/36 = -1/6
# hard 4 at 7:1: win 1, lose 6 + 2 (easy 4) of 9: 7/9 - 8/9 = -1/9
# hard 6 at 9:1: win 1, lose 6 + 4 of 11: 9/11 - 10/11 = -1/11
# any seven 4:1: 6*4/36 - 30/36 = -1/6; eleven 15:1: 2*15/36 - 34/36 = -1/9
# any craps 7:1: 4*7/36 - 32/36 = -1/9; craps 2 30:1: 30/36 - 35/36 = -5/36
# craps 3 15:1: 2*15/36 - 34/36 = -1/9; horn 4:1 on 6 ways: 6*4/36 - 30/36 = -1/6
HAND = {
    "win": F(7, 495),
    "dont_win": F(27, 1925),
    "come": F(7, 495),
    "dont_come": F(27, 1925),
    **{f"odds_take:{n}": F(0) for n in (4, 5, 6, 8, 9, 10)},
    **{f"odds_lay:{n}": F(0) for n in (4, 5, 6, 8, 9, 10)},
    **{
        f"place:{n}": e
        for n, e in {
            4: F(1, 15),
            10: F(1, 15),
            5: F(1, 25),
            9: F(1, 25),
            6: F(1, 66),
            8: F(1, 66),
        }.items()
    },
    **{
        f"lay:{n}": e
        for n, e in {
            4: F(1, 33),
            10: F(1, 33),
            5: F(1, 40),
            9: F(1, 40),
            6: F(1, 55),
            8: F(1, 55),
        }.items()
    },
    "field": F(1, 18),
    "big_6": F(1, 11),
    "big_8": F(1, 11),
    "under_7": F(1, 6),
    "over_7": F(1, 6),
    "hard_4": F(1, 9),
    "hard_10": F(1, 9),
    "hard_6": F(1, 11),
    "hard_8": F(1, 11),
    "any_seven": F(1, 6),
    "eleven": F(1, 9),
    "any_craps": F(1, 9),
    "craps_2": F(5, 36),
    "craps_3": F(1, 9),
    "craps_12": F(5, 36),
    "horn": F(1, 6),
}


def test_every_bet_kind_has_a_hand_figure() -> None:
    assert set(HAND) == set(BET_KINDS)


@pytest.mark.parametrize("rulebook_id", ["andorra-2025", "spain-1979"])
@pytest.mark.parametrize("kind", BET_KINDS)
def test_cr_01_to_cr_14_house_edge_per_bet_resolved(rulebook_id: str, kind: str) -> None:
    assert craps_edge(kind, load(rulebook_id)) == HAND[kind]


def test_cr_03_dont_win_edge_per_bet_made_counts_the_12_push() -> None:
    assert craps_edge("dont_win", load(), "made") == F(27, 1980)  # = 3/220
    assert craps_edge("win", load(), "made") == F(7, 495)  # no push: the same


def test_unknown_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown craps bet kind"):
        craps_edge("place:7", load())
