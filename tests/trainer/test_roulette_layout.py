"""The roulette layout, payouts, payout order, complete bets and house edges (RO-01..RO-14)."""

from __future__ import annotations

import itertools
from decimal import Decimal as D
from fractions import Fraction
from pathlib import Path

import pytest

from trainer.errors import RuleError
from trainer.games.roulette.layout import (
    BLACK,
    NUMBERS,
    PAYOUT_ORDER,
    POSITIONS,
    RED,
    SIMPLE_CHANCES,
    SPOTS,
    WHEEL_ORDER,
    Bet,
    colour,
    complete_bet,
    payment_order,
    payout,
    payout_rounded,
    spots_winning_on,
    total_payout,
)
from trainer.house_edge import roulette_edge
from trainer.rulebooks import default, load

BOOK = default()

# --------------------------------------------------------------------------- RO-01


def test_ro_01_wheel_holds_each_of_37_numbers_once() -> None:
    assert len(WHEEL_ORDER) == 37
    assert sorted(WHEEL_ORDER) == list(range(37))
    assert tuple(range(37)) == NUMBERS


def test_ro_01_eighteen_red_eighteen_black_zero_neither() -> None:
    assert len(RED) == 18 and len(BLACK) == 18
    assert RED.isdisjoint(BLACK) and 0 not in RED | BLACK
    assert colour(0) == "zero"
    assert colour(1) == "rouge" and colour(2) == "noir"
    assert colour(10) == "noir" and colour(11) == "noir"  # the two black neighbours on the layout
    assert colour(19) == "rouge" and colour(36) == "rouge"


def test_ro_01_colours_alternate_round_the_wheel() -> None:
    # An independent check of the red list against the wheel order: on the European wheel,
    # red and black alternate all the way round from 32 to 26.
    ring = WHEEL_ORDER[1:]
    for a, b in itertools.pairwise(ring):
        assert colour(a) != colour(b), (a, b)


def test_ro_01_number_off_the_wheel_is_refused() -> None:
    with pytest.raises(RuleError) as caught:
        colour(37)
    assert caught.value.rule_id == "RO-01"


# --------------------------------------------------------------------------- positions


def test_ro_02_a_plein_on_each_of_the_37_numbers() -> None:
    assert len(POSITIONS["plein"]) == 37
    assert Bet.from_spot("plein:0", D(5)).numbers == (0,)


def test_ro_03_sixty_chevals_including_zero_with_1_2_3() -> None:
    # 12 rows x 2 side by side = 24; 11 row gaps x 3 one above the other = 33; 0-1, 0-2, 0-3.
    assert len(POSITIONS["cheval"]) == 24 + 33 + 3
    for spot in ("cheval:0-1", "cheval:0-2", "cheval:0-3", "cheval:17-20", "cheval:10-11"):
        assert spot in SPOTS


@pytest.mark.parametrize("numbers", [(1, 5), (3, 4), (0, 4), (17, 19), (2, 2)])
def test_ro_03_cheval_on_numbers_not_side_by_side_is_refused(numbers: tuple[int, int]) -> None:
    with pytest.raises(RuleError) as caught:
        Bet("cheval", numbers, D(5))
    assert caught.value.rule_id == "RO-03"
    assert "not a cheval" in caught.value.reason


def test_ro_04_fourteen_transversales_including_the_two_zero_trios() -> None:
    assert len(POSITIONS["transversale"]) == 12 + 2
    assert Bet("transversale", (0, 1, 2), D(5)).spot == "transversale:0-1-2"
    assert Bet("transversale", (0, 2, 3), D(5)).spot == "transversale:0-2-3"
    with pytest.raises(RuleError) as caught:
        Bet("transversale", (0, 1, 3), D(5))
    assert caught.value.rule_id == "RO-04"


def test_ro_05_twenty_three_carres_including_the_first_four() -> None:
    assert len(POSITIONS["carre"]) == 2 * 11 + 1
    assert Bet("carre", (0, 1, 2, 3), D(5)).spot == "carre:0-1-2-3"
    with pytest.raises(RuleError) as caught:
        Bet("carre", (2, 3, 4, 5), D(5))  # 3 and 4 are in different rows
    assert caught.value.rule_id == "RO-05"


def test_ro_06_eleven_sixains() -> None:
    assert len(POSITIONS["sixain"]) == 11
    assert Bet.from_spot("sixain:16-17-18-19-20-21", D(5)).numbers == (16, 17, 18, 19, 20, 21)
    with pytest.raises(RuleError) as caught:
        Bet("sixain", (0, 1, 2, 3, 4, 5), D(5))
    assert caught.value.rule_id == "RO-06"


def test_ro_07_columns_and_dozens() -> None:
    assert Bet.from_spot("column:1", D(5)).numbers == tuple(range(1, 35, 3))
    assert Bet.from_spot("column:3", D(5)).numbers == tuple(range(3, 37, 3))
    assert Bet.from_spot("dozen:2", D(5)).numbers == tuple(range(13, 25))


def test_ro_08_two_columns_and_two_dozens() -> None:
    assert len(Bet.from_spot("two_columns:1-2", D(5)).numbers) == 24
    assert Bet.from_spot("two_dozens:2-3", D(5)).numbers == tuple(range(13, 37))
    with pytest.raises(RuleError) as caught:
        Bet.from_spot("two_dozens:1-3", D(5))
    assert caught.value.rule_id == "RO-08"


def test_ro_09_simple_chances() -> None:
    assert Bet.from_spot("manque", D(5)).numbers == tuple(range(1, 19))
    assert Bet.from_spot("passe", D(5)).numbers == tuple(range(19, 37))
    assert Bet.from_spot("pair", D(5)).numbers == tuple(range(2, 37, 2))
    assert set(Bet.from_spot("rouge", D(5)).numbers) == RED


def test_spot_ids_follow_the_scene_convention_and_round_trip() -> None:
    assert Bet("cheval", (20, 17), D(5)).spot == "cheval:17-20"
    assert Bet("carre", (20, 16, 19, 17), D(5)).spot == "carre:16-17-19-20"
    for spot in SPOTS:
        bet = Bet.from_spot(spot, D(5))
        assert bet.spot == spot
        assert Bet(bet.kind, bet.numbers, D(5)) == bet
    assert len(SPOTS) == 37 + 60 + 14 + 23 + 11 + 3 + 3 + 2 + 2 + 6


def test_unknown_spot_and_bad_stake_are_refused() -> None:
    with pytest.raises(RuleError):
        Bet.from_spot("cheval:1-5", D(5))
    with pytest.raises(RuleError):
        Bet.from_spot("colour:red", D(5))
    with pytest.raises(RuleError) as caught:
        Bet("plein", (17,), D(0))
    assert caught.value.rule_id == "RO-12"
    with pytest.raises(RuleError):
        Bet("plein", (17,), D("0.005"))


# --------------------------------------------------------------------------- payouts


def test_ro_02_to_ro_09_every_number_against_every_position() -> None:
    # On a single-zero wheel every bet is priced as if the wheel had 36 numbers: a bet
    # covering n numbers pays 36/n - 1 to 1 (plein 35, cheval 17, transversale 11, carré 8,
    # sixain 5, dozen 2, two dozens 1/2, simple chance 1). A stake of 10 is used so every
    # payout is a whole or half amount.
    stake = D(10)
    for spot, (_kind, numbers) in SPOTS.items():
        bet = Bet.from_spot(spot, stake)
        expected_win = stake * (D(36) / len(numbers) - 1)
        for number in NUMBERS:
            won = payout(bet, number, BOOK)
            if number in numbers:
                assert won == expected_win, (spot, number)
            else:
                assert won == 0, (spot, number)
        if bet.kind in SIMPLE_CHANCES:
            assert payout(bet, 0, BOOK) == 0  # zero: RO-11, never paid


def test_ro_08_two_columns_pay_one_to_two() -> None:
    # 17 is in column 2 and dozen 2: 10 on two columns wins 10 x 1/2 = 5.
    assert payout(Bet.from_spot("two_columns:1-2", D(10)), 17, BOOK) == D(5)
    assert payout(Bet.from_spot("two_dozens:1-2", D(5)), 17, BOOK) == D("2.5")


def test_ro_08_mo_02_one_to_two_rounded_down_to_the_chip() -> None:
    # 7.50 on two dozens, 17 comes: 7.50 / 2 = 3.75 is not a whole number of the 0.50 chip;
    # the house pays 3.50 (MO-02). 5.50 on two columns: 2.75 -> 2.50.
    won = payout_rounded(Bet.from_spot("two_dozens:1-2", D("7.50")), 17, BOOK)
    assert (won.exact, won.amount, won.rule) == (Fraction(15, 4), D("3.5"), "MO-02")
    assert payout(Bet.from_spot("two_columns:1-2", D("5.50")), 17, BOOK) == D("2.5")
    # A whole number of chips is paid as it is, with no rounding rule.
    assert payout_rounded(Bet.from_spot("two_dozens:1-2", D(7)), 17, BOOK).rule == ""


def test_ro_08_mo_05_exact_house_pays_one_to_two_to_the_cent(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text('payout_rounding = "exact"\n', "utf-8")
    book = load(house_rules=house)
    won = payout_rounded(Bet.from_spot("two_dozens:1-2", D("7.50")), 17, book)
    assert (won.amount, won.rule) == (D("3.75"), "")
    # 12.25 (a cent stake, as an exact house may take) on two columns: 6.125 -> 6.12 (MO-05).
    won = payout_rounded(Bet.from_spot("two_columns:1-2", D("12.25")), 17, book)
    assert (won.amount, won.rule) == (D("6.12"), "MO-05")


def test_ro_02_plein_pays_35_to_1() -> None:
    assert payout(Bet.from_spot("plein:17", D(5)), 17, BOOK) == D(175)  # 5 x 35


def test_ro_03_cheval_pays_17_to_1() -> None:
    assert payout(Bet.from_spot("cheval:0-3", D(5)), 0, BOOK) == D(85)  # 5 x 17


def test_ro_04_transversale_pays_11_to_1() -> None:
    assert payout(Bet.from_spot("transversale:0-2-3", D(5)), 2, BOOK) == D(55)  # 5 x 11


def test_ro_05_carre_pays_8_to_1() -> None:
    assert payout(Bet.from_spot("carre:0-1-2-3", D(5)), 1, BOOK) == D(40)  # 5 x 8


def test_ro_06_sixain_pays_5_to_1() -> None:
    assert payout(Bet.from_spot("sixain:31-32-33-34-35-36", D(5)), 36, BOOK) == D(25)  # 5 x 5


def test_ro_07_column_and_dozen_pay_2_to_1() -> None:
    assert payout(Bet.from_spot("column:1", D(5)), 34, BOOK) == D(10)
    assert payout(Bet.from_spot("dozen:3", D(5)), 25, BOOK) == D(10)
    assert payout(Bet.from_spot("dozen:3", D(5)), 0, BOOK) == 0


def test_ro_09_simple_chance_pays_1_to_1() -> None:
    assert payout(Bet.from_spot("noir", D(5)), 17, BOOK) == D(5)
    assert payout(Bet.from_spot("rouge", D(5)), 17, BOOK) == 0


def test_winning_spots_on_17_and_on_0() -> None:
    # 17: plein; chevals 14-17, 16-17, 17-18, 17-20; transversale 16-17-18; carrés
    # 13-14-16-17, 14-15-17-18, 16-17-19-20, 17-18-20-21; sixains 13-18, 16-21; column 2;
    # dozen 2; two columns 1-2 and 2-3; two dozens 1-2 and 2-3; noir, impair, manque = 21.
    spots = spots_winning_on(17)
    assert len(spots) == 1 + 4 + 1 + 4 + 2 + 1 + 1 + 2 + 2 + 3
    assert {"noir", "impair", "manque", "column:2", "carre:14-15-17-18"} <= set(spots)
    # 0: plein, chevals 0-1 0-2 0-3, trios 0-1-2 0-2-3, first four = 7; no simple chance.
    assert sorted(spots_winning_on(0)) == sorted(
        [
            "plein:0",
            "cheval:0-1",
            "cheval:0-2",
            "cheval:0-3",
            "transversale:0-1-2",
            "transversale:0-2-3",
            "carre:0-1-2-3",
        ]
    )


# --------------------------------------------------------------------------- RO-14


def test_ro_14_payout_order_on_17_columns_and_dozens_first_pleins_last() -> None:
    spots = ["plein:17", "cheval:17-20", "carre:16-17-19-20", "transversale:16-17-18"]
    spots += ["sixain:16-17-18-19-20-21", "manque", "impair", "noir", "rouge", "dozen:2"]
    spots += ["two_dozens:1-2", "column:2", "two_columns:1-2", "plein:5"]
    bets = [Bet.from_spot(s, D(5)) for s in spots]
    order = [b.spot for b in payment_order(bets, 17)]
    assert order == [
        "two_columns:1-2",
        "column:2",
        "two_dozens:1-2",
        "dozen:2",
        "noir",
        "impair",
        "manque",
        "sixain:16-17-18-19-20-21",
        "transversale:16-17-18",
        "carre:16-17-19-20",
        "cheval:17-20",
        "plein:17",
    ]  # rouge and plein:5 lose and are collected before


def test_ro_14_payout_order_lists_every_kind_once() -> None:
    assert sorted(PAYOUT_ORDER) == sorted(POSITIONS)


# --------------------------------------------------------------------------- complete bets


def test_complete_bet_on_17_is_40_units() -> None:
    # plein 1 + 4 chevals x 2 + transversale 3 + 4 carrés x 4 + 2 sixains x 6 = 1+8+3+16+12.
    bets = complete_bet(17, D(1))
    assert sum(b.stake for b in bets) == 40
    assert {b.spot: b.stake for b in bets} == {
        "plein:17": 1,
        "cheval:14-17": 2,
        "cheval:16-17": 2,
        "cheval:17-18": 2,
        "cheval:17-20": 2,
        "transversale:16-17-18": 3,
        "carre:13-14-16-17": 4,
        "carre:14-15-17-18": 4,
        "carre:16-17-19-20": 4,
        "carre:17-18-20-21": 4,
        "sixain:13-14-15-16-17-18": 6,
        "sixain:16-17-18-19-20-21": 6,
    }


def test_complete_bet_on_0_is_17_units() -> None:
    # plein 1 + chevals 0-1 0-2 0-3 x 2 + trios 0-1-2 0-2-3 x 3 + first four 4 = 1+6+6+4.
    bets = complete_bet(0, D(5))
    assert sum(b.stake for b in bets) == 17 * 5
    assert len(bets) == 7


@pytest.mark.parametrize(
    ("number", "units"),
    # 1: plein 1, chevals 0-1 1-2 1-4 (6), streets 1-2-3 0-1-2 (6), carrés 1-2-4-5 0-1-2-3
    # (8), sixain 1-6 (6) = 27. 2: 1 + 4x2 + 3x3 + 3x4 + 6 = 36. 34: 1 + 2x2 + 3 + 4 + 6 = 18.
    # 35: 1 + 3x2 + 3 + 2x4 + 6 = 24. 4: 1 + 3x2 + 3 + 2x4 + 2x6 = 30.
    [(1, 27), (2, 36), (34, 18), (35, 24), (4, 30), (17, 40), (0, 17)],
)
def test_complete_bet_units_by_position(number: int, units: int) -> None:
    assert sum(b.stake for b in complete_bet(number, D(1))) == units


def test_complete_bet_on_17_pays_392_units() -> None:
    # plein 35 + chevals 4 x 2 x 17 = 136 + transversale 3 x 11 = 33 + carrés 4 x 4 x 8 = 128
    # + sixains 2 x 6 x 5 = 60: 35 + 136 + 33 + 128 + 60 = 392.
    assert total_payout(complete_bet(17, D(1)), 17, BOOK) == 392
    # Complete on 0 with 0 winning: 35 + 3 x 2 x 17 + 2 x 3 x 11 + 4 x 8 = 35+102+66+32 = 235.
    assert total_payout(complete_bet(0, D(1)), 0, BOOK) == 235
    # The neighbour 20 only wins the cheval 17-20 (2 x 17), carrés 16-17-19-20 and 17-18-20-21
    # (2 x 4 x 8) and sixain 16-21 (6 x 5): 34 + 64 + 30 = 128.
    assert total_payout(complete_bet(17, D(1)), 20, BOOK) == 128


# --------------------------------------------------------------------------- house edge


def test_house_edge_is_one_37th_on_every_bet_without_en_prison() -> None:
    # A bet on n numbers paying 36/n - 1: player's expectation n/37 x (36/n - 1) - (37-n)/37
    # = (36 - n - 37 + n)/37 = -1/37.
    for kind in POSITIONS:
        assert roulette_edge(kind, BOOK.roulette) == Fraction(1, 37), kind


def test_ro_11_house_edge_on_simple_chances_with_en_prison() -> None:
    # Taking half on zero: 18/37 - 18/37 + 1/37 x (1/2 - 1) = -1/74.
    assert roulette_edge("rouge", BOOK.roulette, en_prison=True) == Fraction(1, 74)
    # Staying in prison (RO-11, halving at each further zero): kept share 36/73 of the
    # stake (derivation in _prison_share), 1/37 x (36/73 - 1) = -1/73.
    assert roulette_edge("passe", BOOK.roulette, en_prison=True, choice="prison") == Fraction(1, 73)
    # En prison does not touch inside or outside bets.
    assert roulette_edge("dozen", BOOK.roulette, en_prison=True) == Fraction(1, 37)
