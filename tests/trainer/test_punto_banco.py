"""Punto banco engine tests. Every expected value is worked out from RULES.md by hand."""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer import lessons, rulebooks
from trainer.cards import Shoe, parse_cards
from trainer.errors import RuleError
from trainer.games.baccarat.tableau import banker_draws, hand_total, player_draws
from trainer.games.punto_banco import (
    Call,
    Called,
    CardDealt,
    Coup,
    Phase,
    PuntoBancoShoe,
    StopCardOut,
    play_shoe,
)
from trainer.i18n import translate
from trainer.money import format_amount
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet

RB = rulebooks.default()


def said(call: Call, lang: str) -> str:
    """The croupier's call in `lang`, from the message catalogue (PB-12)."""
    return translate(call.code, lang, call.params)


def opened(table: PuntoBancoShoe) -> Coup:
    """The coup `start_coup` just opened."""
    assert table.coup is not None
    return table.coup


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


# =========================================================================== the coup

D = Decimal


def _house(tmp_path: Path, text: str) -> Rulebook:
    path = tmp_path / "house_rules.toml"
    path.write_text(text, "utf-8")
    return rulebooks.load(house_rules=path)


def test_pb_08_deal_order_first_and_third_to_player() -> None:
    # Shoe order 9s 2h Kd 3c: 1st and 3rd (9s, Kd) to the player, 2nd and 4th to the banker.
    coup = Coup.stacked(RB, ["9s", "2h", "Kd", "3c"], play=False)
    coup.deal()
    assert [str(c) for c in coup.player] == ["9s", "Kd"]
    assert [str(c) for c in coup.banker] == ["2h", "3c"]
    dealt = [(e.hand, str(e.card)) for e in coup.events if isinstance(e, CardDealt)]
    assert dealt == [("player", "9s"), ("banker", "2h"), ("player", "Kd"), ("banker", "3c")]


def test_pb_09_natural_ends_the_coup_without_third_card() -> None:
    # Player 9 + 0 = 9 (natural); banker 2 + 3 = 5 would draw, but PB-09 ends the coup.
    coup = Coup.stacked(RB, ["9s", "2h", "Kd", "3c", "4d"])
    assert coup.phase is Phase.COMPLETE
    assert len(coup.player) == 2 and len(coup.banker) == 2
    assert coup.outcome == "player"
    assert [said(c, "ca") for c in coup.calls] == [
        "no hi van més apostes",
        "punt, 9",
        "banca, 5",
        "natural 9 per al punt",
        "guanya el punt amb 9",
    ]
    assert coup.shoe.remaining == 1  # the 4d stayed in the shoe


def test_pb_09_no_third_card_after_a_natural() -> None:
    coup = Coup.stacked(RB, ["9s", "2h", "Kd", "3c", "4d"])
    with pytest.raises(RuleError) as err:
        coup.draw_banker()
    assert err.value.rule_id == "PB-09"
    assert coup.shoe.remaining == 1


def test_pb_11_banker_on_3_stands_when_player_third_is_8() -> None:
    # Player 2 + 1 = 3, draws (PB-10) the 8h: 3 + 8 = 11 -> 1. Banker K + 3 = 3 against an 8:
    # stands (PB-11). Banker 3 beats player 1.
    coup = Coup.stacked(RB, ["2s", "Ks", "Ah", "3d", "8h", "9c"])
    assert [str(c) for c in coup.player] == ["2s", "Ah", "8h"]
    assert [str(c) for c in coup.banker] == ["Ks", "3d"]
    assert coup.player_total == 1 and coup.banker_total == 3
    assert coup.outcome == "banker"
    assert [said(c, "ca") for c in coup.calls] == [
        "no hi van més apostes",
        "punt, 3",
        "banca, 3",
        "carta per al punt",
        "la banca es planta amb 3",
        "guanya la banca amb 3",
    ]


def test_pb_12_calls_in_spanish_and_english() -> None:
    coup = Coup.stacked(RB, ["2s", "Ks", "Ah", "3d", "8h"])
    assert [said(c, "es") for c in coup.calls][3:] == [
        "carta para el punto",
        "la banca se planta con 3",
        "gana la banca con 3",
    ]
    assert [said(c, "en") for c in coup.calls][3:] == [
        "card for the player",
        "banker stands on 3",
        "banker wins with 3",
    ]


def test_pb_11_banker_draws_on_5_when_player_stood() -> None:
    # Player 6 + 0 = 6 stands (PB-10); banker 2 + 3 = 5 draws (PB-11, player stood): 5 + 4 = 9.
    coup = Coup.stacked(RB, ["6s", "2d", "Kh", "3c", "4s"])
    assert said(coup.calls[3], "ca") == "el punt es planta amb 6"
    assert said(coup.calls[4], "ca") == "carta per a la banca"
    assert coup.banker_total == 9 and coup.outcome == "banker"


def test_pb_05_equal_totals_are_a_tie() -> None:
    # Player 7 + 0 = 7 stands; banker 7 + 0 = 7 stands (player stood): tie at 7.
    coup = Coup.stacked(RB, ["7s", "7d", "Kh", "Qc"])
    assert coup.outcome == "tie"
    assert said(coup.calls[-1], "ca") == "igualtat a 7"


def test_pb_10_player_cannot_draw_on_6_and_nothing_changes() -> None:
    coup = Coup.stacked(RB, ["6s", "2d", "Kh", "3c", "4s"], play=False)
    coup.deal()
    before = (len(coup.events), coup.shoe.remaining, coup.phase)
    assert not coup.can_draw_player()
    with pytest.raises(RuleError) as err:
        coup.draw_player()
    assert err.value.rule_id == "PB-10"
    assert (len(coup.events), coup.shoe.remaining, coup.phase) == before


def test_pb_10_player_cannot_stand_on_5() -> None:
    coup = Coup.stacked(RB, ["5s", "2d", "Kh", "3c", "4s", "4h"], play=False)
    coup.deal()
    with pytest.raises(RuleError) as err:
        coup.stand_player()
    assert err.value.rule_id == "PB-10"


def test_pb_11_banker_cannot_stand_on_5_against_a_4() -> None:
    # Player 1 + 0 = 1 draws the 4s; banker 2 + 3 = 5 against a 4: draws (PB-11).
    coup = Coup.stacked(RB, ["As", "2d", "Kh", "3c", "4s", "2h"], play=False)
    coup.deal()
    coup.draw_player()
    events = len(coup.events)
    with pytest.raises(RuleError) as err:
        coup.stand_banker()
    assert err.value.rule_id == "PB-11"
    assert len(coup.events) == events
    coup.draw_banker()  # 5 + 2 = 7 against player 1 + 4 = 5
    assert coup.outcome == "banker"


def test_pb_08_no_third_card_before_the_deal() -> None:
    coup = Coup.stacked(RB, ["As", "2d", "Kh", "3c"], play=False)
    with pytest.raises(RuleError) as err:
        coup.draw_player()
    assert err.value.rule_id == "PB-08"


def test_pb_12_settle_only_once_the_winner_is_known() -> None:
    coup = Coup.stacked(RB, ["As", "2d", "Kh", "3c", "4s", "2h"], play=False)
    coup.deal()
    with pytest.raises(RuleError) as err:
        coup.settle()
    assert err.value.rule_id == "PB-12"
    coup.play_out()
    coup.settle()
    with pytest.raises(RuleError) as err:
        coup.settle()
    assert err.value.rule_id == "PB-12"


# =========================================================================== bets


def test_pb_03_tie_bet_at_most_a_tenth_of_the_maximum() -> None:
    # andorra-2025: maximum 1000, so a tie bet is at most 1000 / 10 = 100.
    coup = Coup(RB, Shoe.stacked([]))
    coup.place_bet("seat2:tie", D(100))
    coup2 = Coup(RB, Shoe.stacked([]))
    with pytest.raises(RuleError) as err:
        coup2.place_bet("seat2:tie", D(110))
    assert err.value.rule_id == "PB-03"
    assert coup2.bets == [] and coup2.events == ()


def test_pb_03_tie_limit_counts_every_bet_on_the_spot() -> None:
    # 60 + 50 = 110 > 100 on one tie spot: refused; the 60 stays alone.
    coup = Coup(RB, Shoe.stacked([]))
    coup.place_bet("seat2:tie", D(60))
    with pytest.raises(RuleError) as err:
        coup.place_bet("seat2:tie", D(50))
    assert err.value.rule_id == "PB-03"
    assert [b.amount for b in coup.bets] == [D(60)]
    assert len(coup.events) == 1


@pytest.mark.parametrize(
    ("spot", "amount"),
    [
        ("seat1:banker", "1010"),  # above the 1000 maximum
        ("seat1:player", "5"),  # below the 10 minimum
        ("seat1:player", "0"),
        ("seat1:player", "10.25"),  # not a chip amount: the smallest chip is 0.50
    ],
)
def test_pb_03_limits(spot: str, amount: str) -> None:
    coup = Coup(RB, Shoe.stacked([]))
    assert not coup.can_place_bet(spot, D(amount))
    with pytest.raises(RuleError) as err:
        coup.place_bet(spot, D(amount))
    assert err.value.rule_id == "PB-03"
    assert coup.bets == []


def test_pb_03_limits_at_the_edges_accepted() -> None:
    coup = Coup(RB, Shoe.stacked([]))
    coup.place_bet("seat1:banker", D(1000))
    coup.place_bet("seat1:player", D(10))
    coup.place_bet("seat1:tie", D("12.50"))
    assert len(coup.bets) == 3


def test_pb_03_multiples_of_the_minimum_house_setting(tmp_path: Path) -> None:
    book = _house(tmp_path, "[punto_banco]\nbets_multiple_of_min = true\n")
    coup = Coup(book, Shoe.stacked([]))
    coup.place_bet("seat1:player", D(20))  # 2 x 10
    with pytest.raises(RuleError) as err:
        coup.place_bet("seat1:banker", D(15))  # 1.5 x 10
    assert err.value.rule_id == "PB-03"


@pytest.mark.parametrize("spot", ["seat8:player", "seat0:banker", "seat2:dragon", "box2", "x"])
def test_pb_02_spots_are_seats_1_to_7_with_three_sides(spot: str) -> None:
    coup = Coup(RB, Shoe.stacked([]))
    with pytest.raises(RuleError) as err:
        coup.place_bet(spot, D(10))
    assert err.value.rule_id == "PB-02"


def test_pb_02_at_most_three_bets_on_a_spot() -> None:
    coup = Coup(RB, Shoe.stacked([]))
    for _ in range(3):
        coup.place_bet("seat4:banker", D(10))
    with pytest.raises(RuleError) as err:
        coup.place_bet("seat4:banker", D(10))
    assert err.value.rule_id == "PB-02"


def test_pb_08_no_bets_after_the_deal() -> None:
    coup = Coup.stacked(RB, ["9s", "2h", "Kd", "3c"], play=False)
    coup.deal()
    with pytest.raises(RuleError) as err:
        coup.place_bet("seat1:player", D(10))
    assert err.value.rule_id == "PB-08"


# =========================================================================== settlement

BANKER_WINS = ["2s", "Ks", "Ah", "3d", "8h"]  # banker 3 beats player 1 (worked out above)
PLAYER_WINS = ["9s", "2h", "Kd", "3c"]  # natural 9 against 5
TIE = ["7s", "7d", "Kh", "Qc"]  # 7 against 7


def test_pb_12_losers_collected_before_winners_paid() -> None:
    bets = [("seat1:player", 100), ("seat2:banker", 100), ("seat3:tie", 10)]
    coup = Coup.stacked(RB, BANKER_WINS, bets)
    results = coup.settle().results
    # Losing: seat1 player (100 collected), seat3 tie (10 collected); then seat2 banker paid
    # 100 x 1/1 = 100 less 5% commission = 95.
    assert [(r.bet.spot, r.outcome, r.amount, r.rule_id) for r in results] == [
        ("seat1:player", "lost", D(100), "PB-12"),
        ("seat3:tie", "lost", D(10), "PB-04"),
        ("seat2:banker", "won", D(95), "PB-04"),
    ]
    assert results[2].commission == D(5)


def test_pb_04_player_pays_even_money() -> None:
    coup = Coup.stacked(RB, PLAYER_WINS, [("seat1:player", 50), ("seat2:banker", 50)])
    results = coup.settle().results
    assert [(r.bet.spot, r.outcome, r.amount) for r in results] == [
        ("seat2:banker", "lost", D(50)),
        ("seat1:player", "won", D(50)),  # 50 x 1/1
    ]


def test_pb_05_tie_pays_8_to_1_and_pushes_player_and_banker() -> None:
    bets = [("seat1:player", 100), ("seat2:banker", 100), ("seat3:tie", 10)]
    results = Coup.stacked(RB, TIE, bets).settle().results
    assert [(r.bet.spot, r.outcome, r.amount, r.rule_id) for r in results] == [
        ("seat3:tie", "won", D(80), "PB-04"),  # 10 x 8/1 = 80
        ("seat1:player", "push", D(0), "PB-05"),
        ("seat2:banker", "push", D(0), "PB-05"),
    ]


def test_pb_04_mo_03_commission_rounded_up_to_the_chip() -> None:
    # Default down_to_chip, smallest chip 0.50: 15 x 1/1 = 15; 5% of 15 = 0.75, not a whole
    # number of 0.50 chips, so the house takes 1.00 (MO-03, rounded UP); paid 15 - 1 = 14.
    (result,) = Coup.stacked(RB, BANKER_WINS, [("seat1:banker", 15)]).settle().results
    assert (result.amount, result.commission) == (D(14), D(1))
    assert result.commission_rounded is not None
    assert result.commission_rounded.exact == Fraction(3, 4)
    assert result.commission_rounded.rule == "MO-03"


def test_pb_04_mo_03_seventeen_fifty_pays_sixteen_fifty() -> None:
    # RULES.md MO-03's example: 5% of 17.50 = 0.875 -> commission 1.00, banker paid 16.50.
    (result,) = Coup.stacked(RB, BANKER_WINS, [("seat1:banker", "17.50")]).settle().results
    assert (result.amount, result.commission) == (D("16.50"), D(1))
    assert result.commission_rounded is not None
    assert result.commission_rounded.exact == Fraction(7, 8)


def test_pb_04_mo_05_exact_house_setting_takes_the_commission_to_the_cent(tmp_path: Path) -> None:
    # MO-05 `exact`: 5% of 17.50 = 0.875 -> 0.88 (still rounded UP, to the cent); paid
    # 17.50 - 0.88 = 16.62. 5% of 15 = 0.75 falls on a cent: taken as it is, paid 14.25.
    book = _house(tmp_path, 'payout_rounding = "exact"\n')
    (result,) = Coup.stacked(book, BANKER_WINS, [("seat1:banker", "17.50")]).settle().results
    assert (result.amount, result.commission) == (D("16.62"), D("0.88"))
    assert result.commission_rounded is not None and result.commission_rounded.rule == "MO-05"
    (result,) = Coup.stacked(book, BANKER_WINS, [("seat1:banker", 15)]).settle().results
    assert (result.amount, result.commission) == (D("14.25"), D("0.75"))
    assert result.commission_rounded is not None and result.commission_rounded.rule == ""


def test_pb_04_commission_on_the_chip_is_not_rounded() -> None:
    # 5% of 30 = 1.50, three 0.50 chips: no rounding, paid 28.50.
    (result,) = Coup.stacked(RB, BANKER_WINS, [("seat1:banker", 30)]).settle().results
    assert (result.amount, result.commission) == (D("28.50"), D("1.50"))
    assert result.commission_rounded is not None and result.commission_rounded.rule == ""


def test_pb_04_commission_rate_is_a_house_setting(tmp_path: Path) -> None:
    # 4% of 100 = 4, paid 96.
    book = _house(tmp_path, '[punto_banco]\ncommission_rate = "0.04"\n')
    (result,) = Coup.stacked(book, BANKER_WINS, [("seat1:banker", 100)]).settle().results
    assert (result.amount, result.commission) == (D(96), D(4))


def test_pb_04_end_of_shoe_commission_goes_to_the_box(tmp_path: Path) -> None:
    # Paid 100 in full; 5% of 100 = 5 owed in seat2's commission box.
    book = _house(tmp_path, '[punto_banco]\ncommission_collection = "end_of_shoe"\n')
    coup = Coup.stacked(book, BANKER_WINS, [("seat2:banker", 100)])
    (result,) = coup.settle().results
    assert (result.amount, result.commission, result.commission_deferred) == (D(100), D(5), True)
    spots = {b.spot: b for b in coup.scene().bets}
    assert spots["seat2:commission"].amount == D(5)
    assert spots["seat2:banker"].payout == D(100)


def test_pb_04_commission_box_sums_a_seat_over_the_shoe(tmp_path: Path) -> None:
    # Two banker wins for seat2 at 100 and 30: 5 + 1.50 = 6.50 owed at the end of the shoe.
    book = _house(tmp_path, '[punto_banco]\ncommission_collection = "end_of_shoe"\n')
    # Burn: As burns 1 card (2c). Coup 1 and coup 2 are both BANKER_WINS.
    table = PuntoBancoShoe(book, Shoe.stacked(["As", "2c", *BANKER_WINS, *BANKER_WINS]))
    table.burn()
    for amount in (100, 30):
        table.start_coup()
        coup = opened(table)
        coup.place_bet("seat2:banker", D(amount))
        coup.play_out()
        coup.settle()
    assert table.commission_box() == {2: D("6.50")}
    scene = table.scene()
    assert SceneBet("seat2:commission", D("6.50")) in scene.bets
    assert scene.info["commission_owed"] == "6.50"
    assert scene.info["burn"] == "As"
    assert scene.info["cards_left"] == "0"  # 2 burned + 5 + 5 dealt of 12


# =========================================================================== shoe


@pytest.mark.parametrize(("first", "count"), [("As", 1), ("7h", 7), ("Qd", 10), ("Ts", 10)])
def test_pb_07_burn_count_from_the_first_card(first: str, count: int) -> None:
    # Ace burns 1, a seven 7; tens and court cards count 10 here (PB-07).
    table = PuntoBancoShoe(RB, Shoe.stacked([first] + ["2c"] * 12))
    burned = table.burn()
    assert str(burned.first) == first
    assert len(burned.burned) == count
    assert table.shoe.remaining == 12 - count
    assert len(table.shoe.discards) == count + 1  # the turned card goes to the discards too
    with pytest.raises(RuleError) as err:
        table.burn()
    assert err.value.rule_id == "PB-07"


def test_pb_07_no_coup_before_the_burn() -> None:
    table = PuntoBancoShoe(RB, Shoe.stacked(["As"] * 20))
    with pytest.raises(RuleError) as err:
        table.start_coup()
    assert err.value.rule_id == "PB-07"


def test_pb_06_stop_card_with_7_beneath_makes_the_coup_the_last() -> None:
    # Burn As + 2c (2 cards), coup 1 = TIE (4 cards): 6 dealt. Then 7 cards beneath the stop
    # card, so coup 2 starts with the stop card next: it comes out at once, coup 2 is the last.
    cards = ["As", "2c", *TIE, *PLAYER_WINS, "2d", "2h", "2s"]
    table = PuntoBancoShoe(RB, Shoe.stacked(cards, cut_from_end=7))
    table.burn()
    table.start_coup()
    first = opened(table)
    first.play_out()
    first.settle()
    assert not first.last_coup
    table.start_coup()
    last = opened(table)
    last.play_out()
    assert last.last_coup
    assert isinstance(last.events[1], StopCardOut)  # after "no more bets", before a card
    assert Call("last_coup") in last.calls
    last.settle()
    assert not table.can_start_coup()
    with pytest.raises(RuleError) as err:
        table.start_coup()
    assert err.value.rule_id == "PB-06"
    assert table.shoe.remaining == 3  # 7 beneath the stop card, 4 used by the last coup


def test_pb_06_stop_card_out_in_mid_coup() -> None:
    # 13 + 1 cards: after the burn and coup 1 there are 8 left; the 2nd card of coup 2 is the
    # first beneath the stop card.
    cards = ["As", "2c", *TIE, "3d", *PLAYER_WINS, "2d", "2h", "2s"]
    table = PuntoBancoShoe(RB, Shoe.stacked(cards, cut_from_end=7))
    table.burn()
    table.start_coup()
    coup = opened(table)
    coup.play_out()
    coup.settle()
    table.start_coup()
    coup = opened(table)
    coup.play_out()
    kinds = [type(e).__name__ for e in coup.events if not isinstance(e, Called)]
    assert kinds[:3] == ["CardDealt", "StopCardOut", "CardDealt"]
    coup.settle()
    assert not table.can_start_coup()


def test_scene_shows_hands_bets_and_burn() -> None:
    table = PuntoBancoShoe(RB, Shoe.stacked(["7h", *["2c"] * 7, *BANKER_WINS]))
    table.burn()
    table.start_coup()
    coup = opened(table)
    coup.place_bet("seat2:banker", D(20))
    coup.place_bet("seat2:banker", D(20))
    coup.place_bet("seat5:player", D(10))
    before = coup.scene()
    assert before.bets == (SceneBet("seat2:banker", D(40)), SceneBet("seat5:player", D(10)))
    coup.play_out()
    coup.settle()
    scene = coup.scene()
    assert scene.hands == {"player": ("2s", "Ah", "8h"), "banker": ("Ks", "3d")}
    assert scene.info["burn"] == "7h"
    assert scene.info["outcome"] == "banker"
    # Two 20 banker bets each paid 20 less 1 = 19: 38 beside the stack of 40.
    assert scene.bets == (
        SceneBet("seat2:banker", D(40), state="won", payout=D(38)),
        SceneBet("seat5:player", D(10), state="lost"),
    )
    assert Scene.from_json(scene.to_json()) == scene


# =========================================================================== whole shoes


def _bets(coup: Coup) -> None:
    coup.place_bet("seat1:player", D(10))
    coup.place_bet("seat2:banker", D(25))
    coup.place_bet("seat3:tie", D(10))


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_pb_06_whole_shoe_every_card_accounted_for(seed: int) -> None:
    table = play_shoe(RB, random.Random(seed), bets=_bets)
    order = Shoe(6, random.Random(seed), cut_from_end=7).undealt()  # the same shuffle
    burn = table.burn_event
    assert burn is not None
    dealt = [e.card for c in table.coups for e in c.events if isinstance(e, CardDealt)]
    seen = [burn.first, *burn.burned, *dealt, *table.shoe.undealt()]
    assert seen == order  # every card once, in shoe order
    assert len(order) == 312  # PB-01: six decks of 52
    assert len(burn.burned) == burn.first.count_value  # PB-07
    # PB-06: the stop card came out exactly once, in the last coup, and 1-6 cards never dealt.
    stops = [i for i, c in enumerate(table.coups) if c.last_coup]
    assert stops == [len(table.coups) - 1]
    assert 1 <= table.shoe.remaining <= 6
    for coup in table.coups:
        assert coup.phase is Phase.SETTLED
        p, b = coup.player, coup.banker
        assert len(p) >= 2 and len(b) >= 2
        if coup.natural:  # PB-09
            assert len(p) == 2 and len(b) == 2
        else:
            assert (len(p) == 3) == player_draws(hand_total(p[:2]))  # PB-10
            third = p[2].baccarat_value if len(p) == 3 else None
            assert (len(b) == 3) == banker_draws(hand_total(b[:2]), third)  # PB-11
        by_spot = {r.bet.spot: r for r in coup.results}
        if coup.outcome == "tie":
            assert by_spot["seat3:tie"].amount == D(80)  # 10 x 8
            assert by_spot["seat1:player"].outcome == "push"
        elif coup.outcome == "banker":
            # 5% of 25 = 1.25 -> 1.50 taken (MO-03, 0.50 chip): 25 - 1.50 = 23.50
            assert by_spot["seat2:banker"].amount == D("23.50")
            assert by_spot["seat2:banker"].commission == D("1.50")
        else:
            assert by_spot["seat1:player"].amount == D(10)


def test_pb_04_end_of_shoe_part_chip_owed_to_the_next_chip(tmp_path: Path) -> None:
    # 5% of 12.50 = 0.625: the box records 1.00 under the default (MO-03, 0.50 chip; each
    # coup's entry rounded as it is marked, DECISION); the win is paid in full, 12.50.
    book = _house(tmp_path, '[punto_banco]\ncommission_collection = "end_of_shoe"\n')
    (result,) = Coup.stacked(book, BANKER_WINS, [("seat1:banker", "12.50")]).settle().results
    assert (result.amount, result.commission) == (D("12.50"), D(1))


def test_pb_04_end_of_shoe_exact_owes_the_next_cent(tmp_path: Path) -> None:
    # MO-05: 0.625 -> 0.63 in the box; paid 12.50 in full.
    text = 'payout_rounding = "exact"\n[punto_banco]\ncommission_collection = "end_of_shoe"\n'
    book = _house(tmp_path, text)
    (result,) = Coup.stacked(book, BANKER_WINS, [("seat1:banker", "12.50")]).settle().results
    assert (result.amount, result.commission) == (D("12.50"), D("0.63"))
    assert result.commission_rounded is not None and result.commission_rounded.rule == "MO-05"


@pytest.mark.parametrize("lang", ["en", "ca", "es"])
def test_pb_04_lesson_teaches_the_commission_rounding(lang: str) -> None:
    # MO-03: 5% of 17.50 = 0.875 -> 1 taken, paid 16.50; MO-05 `exact`: 0.88, paid 16.62.
    text = lessons.load("punto_banco", lang).markdown
    for amount in ("16.50", "16.62", "0.88", "12.50"):
        assert format_amount(D(amount), lang) in text, amount
    assert "MO-03" in text and "MO-05" in text
