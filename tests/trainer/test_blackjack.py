"""Blackjack engine against RULES.md BJ-01 .. BJ-18. Expected amounts are worked out by hand
from the rules in the comments; rounds are built from stacked shoes, dealt in BJ-05 order:
first card to each box with a bet (box1 first), the dealer's card, second card to each box,
then every further card in the order the actions ask for it."""

from __future__ import annotations

import dataclasses
from collections import Counter
from decimal import Decimal as D

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.cards import Card, Shoe, deck, parse_cards
from trainer.errors import RuleError
from trainer.games.blackjack.hand import (
    dealer_must_draw,
    double_announced,
    hand_value,
    is_blackjack,
    over_under_total,
    sevens_prize,
)
from trainer.games.blackjack.round import BetResult, Phase, Round
from trainer.games.blackjack.simulation import play_shoe
from trainer.games.blackjack.strategy import basic_strategy, mimic_dealer
from trainer.money import Chip, Rounding
from trainer.rulebooks import Rulebook, default
from trainer.scene import Scene

RB = default()


def house(**changes: object) -> Rulebook:
    """The default rulebook with blackjack house settings changed."""
    return dataclasses.replace(RB, blackjack=dataclasses.replace(RB.blackjack, **changes))


def table(bets: dict[int, str], cards: str, rulebook: Rulebook = RB, **kw: object) -> Round:
    rnd = Round(rulebook, Shoe.stacked(cards.split()), **kw)  # type: ignore[arg-type]
    for box, amount in bets.items():
        rnd.place_bet(box, D(amount))
    return rnd


def settled(rnd: Round) -> tuple[BetResult, ...]:
    """Settle the round (BJ-09) and return the settlement's results, right to left."""
    rnd.settle()
    return rnd.settlement


def snapshot(rnd: Round) -> tuple[object, ...]:
    return (
        rnd.events,
        rnd.scene().to_json(),
        rnd.phase,
        rnd.current_hand_id,
        rnd.shoe.remaining,
        rnd.results,
        rnd.insurance_open,
    )


def summary(results: tuple[BetResult, ...]) -> list[tuple[str, str, D, str]]:
    return [(r.spot, r.outcome, r.amount, r.rule_id) for r in results]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


# --------------------------------------------------------------------------- BJ-01


def test_bj_01_court_cards_ten_and_ace_one_or_eleven() -> None:
    assert hand_value(cards("Ks Qd")) == hand_value(cards("Ts Jh"))  # 10 + 10
    assert hand_value(cards("Ks Qd")).total == 20
    assert str(hand_value(cards("As 6d"))) == "soft 17"  # 11 + 6
    assert str(hand_value(cards("As 6d Kh"))) == "17"  # 1 + 6 + 10
    assert str(hand_value(cards("As Ad"))) == "soft 12"  # 11 + 1
    assert str(hand_value(cards("As Ad 9h"))) == "soft 21"  # 11 + 1 + 9
    assert hand_value(cards("Ts 9d 5h")).bust  # 24


def test_bj_01_six_decks_in_the_shoe() -> None:
    assert RB.blackjack.decks == 6
    shoe = Shoe.seeded(RB.blackjack.decks, 1, RB.blackjack.cut_card_from_end)
    assert shoe.size == 6 * 52


@given(st.lists(st.sampled_from(deck()), min_size=1, max_size=8))
@settings(max_examples=200)
def test_bj_01_soft_only_when_an_ace_counts_eleven(hand: list[Card]) -> None:
    value = hand_value(hand)
    hard = sum(c.blackjack_value for c in hand)
    has_ace = any(c.rank == "A" for c in hand)
    assert value.total in (hard, hard + 10)
    assert value.soft == (value.total == hard + 10)
    assert not value.soft or (has_ace and value.total <= 21)
    assert value.soft or not has_ace or hard + 10 > 21


# --------------------------------------------------------------------------- BJ-02


def test_bj_02_cut_card_makes_the_round_the_last() -> None:
    # 7 cards, cut card 3 from the end: it comes out when the 4th card is drawn.
    shoe = Shoe.stacked(["Ts", "9h", "7s", "8c", "2d", "3d", "4d"], cut_from_end=3)
    rnd = Round(RB, shoe)
    rnd.place_bet(1, D(10))
    rnd.deal()  # Ts, 9h (dealer), 7s: 4 left, not yet
    assert not rnd.last_of_shoe
    rnd.stand()
    rnd.play_dealer()  # dealer 9h draws 8c: 3 left, the cut card is out; 17 stands
    assert rnd.last_of_shoe
    assert [e.rule_id for e in rnd.events if e.kind == "cut_card"] == ["BJ-02"]
    assert rnd.scene().info["last_of_shoe"] == "BJ-02"
    rnd.settle()
    with pytest.raises(RuleError) as error:
        Round(RB, shoe)
    assert error.value.rule_id == "BJ-02"


# --------------------------------------------------------------------------- BJ-03


def test_bj_03_six_to_nine_boxes_default_seven() -> None:
    assert Round(RB, Shoe.stacked([])).box_count == 7
    assert Round(RB, Shoe.stacked([]), boxes=9).box_count == 9
    for bad in (5, 10):
        with pytest.raises(RuleError) as error:
            Round(RB, Shoe.stacked([]), boxes=bad)
        assert error.value.rule_id == "BJ-03"
    rnd = Round(RB, Shoe.stacked([]), boxes=6)
    assert not rnd.can_place_bet(7, D(10))


def test_bj_03_three_bets_per_box_the_owner_decides() -> None:
    rnd = table({}, "Ts 9h 6s 5c Kd")
    assert not rnd.can_place_bet(1, D(10), bettor=2)  # the owner bets first
    rnd.place_bet(1, D(100))
    rnd.place_bet(1, D(50), bettor=2)
    rnd.place_bet(1, D(20), bettor=3)
    with pytest.raises(RuleError) as error:
        rnd.place_bet(1, D(10), bettor=4)
    assert error.value.rule_id == "BJ-03"
    rnd.deal()  # box1 Ts 6s (16), dealer 9h
    before = snapshot(rnd)
    with pytest.raises(RuleError) as error:
        rnd.hit(bettor=2)
    assert error.value.rule_id == "BJ-03"
    assert snapshot(rnd) == before
    rnd.stand()  # the owner stands
    rnd.play_dealer()  # dealer 9h 5c (14) draws Kd: 24, bust
    results = settled(rnd)
    # BJ-09: dealer over 21 pays every bet at 1 to 1: 100, 50, 20
    assert [(r.bettor, r.outcome, r.amount) for r in results] == [
        (1, "won", D(100)),
        (2, "won", D(50)),
        (3, "won", D(20)),
    ]


def test_bj_03_a_box_stays_within_the_table_maximum() -> None:
    rnd = table({1: "400"}, "")
    assert not rnd.can_place_bet(1, D(200), bettor=2)  # 400 + 200 > 500
    assert rnd.can_place_bet(1, D(100), bettor=2)  # 400 + 100 = 500


# --------------------------------------------------------------------------- BJ-04


def test_bj_04_bets_within_limits_in_chips_before_the_deal() -> None:
    rnd = table({}, "Ts 9h 6s")
    for amount in ("5", "501", "10.30"):  # below 10, above 500, no chip makes 0.30
        with pytest.raises(RuleError) as error:
            rnd.place_bet(1, D(amount))
        assert error.value.rule_id == "BJ-04"
    assert rnd.events == ()
    rnd.place_bet(1, D("10.50"))
    rnd.deal()
    assert not rnd.can_place_bet(2, D(10))
    with pytest.raises(RuleError) as error:
        rnd.deal()
    assert error.value.rule_id == "BJ-05"


def test_bj_04_bet_above_maximum_changes_nothing() -> None:
    rnd = table({1: "10"}, "")
    before = snapshot(rnd)
    with pytest.raises(RuleError) as error:
        rnd.place_bet(2, D(600))
    assert error.value.rule_id == "BJ-04"
    assert snapshot(rnd) == before


def test_bj_04_no_deal_without_bets() -> None:
    rnd = table({}, "Ts 9h")
    assert not rnd.can_deal()


# --------------------------------------------------------------------------- BJ-05


def test_bj_05_deal_order_one_card_dealer_then_second_card() -> None:
    rnd = table({3: "10", 1: "10"}, "2s 3s 4s 5s 6s")
    rnd.deal()
    dealt = [(e.spot, str(e.card)) for e in rnd.events if e.card is not None]
    assert dealt == [
        ("box1", "2s"),
        ("box3", "3s"),
        ("dealer", "4s"),
        ("box1", "5s"),
        ("box3", "6s"),
    ]
    assert rnd.hand_cards("dealer") == (Card("4", "s"),)  # no hole card
    assert rnd.current_hand_id == "box1"
    assert rnd.phase is Phase.PLAYERS


# --------------------------------------------------------------------------- BJ-06


def test_bj_06_one_card_at_a_time_never_on_21() -> None:
    rnd = table({1: "10"}, "Ts 9h 5s 6d 8c")
    rnd.deal()  # box1 Ts 5s = 15
    rnd.hit()  # 6d: 21
    assert hand_value(rnd.hand_cards("box1")).total == 21
    before = snapshot(rnd)
    with pytest.raises(RuleError) as error:
        rnd.hit()
    assert error.value.rule_id == "BJ-06"
    assert snapshot(rnd) == before
    rnd.stand()
    assert rnd.phase is Phase.DEALER or rnd.phase is Phase.SETTLEMENT


def test_bj_06_no_card_on_a_blackjack() -> None:
    rnd = table({1: "10", 2: "10"}, "As 8s 9h Kd 8d")
    rnd.deal()  # box1 As Kd is a natural and is skipped
    assert rnd.current_hand_id == "box2"


# --------------------------------------------------------------------------- BJ-07


def test_bj_07_bust_taken_at_once() -> None:
    rnd = table({1: "10", 2: "20"}, "Ts 9s 7h 6s Ts Kd Tc")
    rnd.deal()  # box1 Ts 6s = 16, box2 9s Ts = 19, dealer 7h
    rnd.hit()  # Kd: 26
    # collected before the next hand is played: 10 taken, cards in the discards
    assert summary(rnd.results) == [("box1", "lost", D(10), "BJ-07")]
    assert rnd.shoe.discards == list(cards("Ts 6s Kd"))
    assert rnd.current_hand_id == "box2"
    assert rnd.scene().info["box1"] == "bust 26"
    rnd.stand()
    rnd.play_dealer()  # dealer 7h Tc = 17
    assert summary(settled(rnd)) == [("box2", "won", D(20), "BJ-09")]  # 19 beats 17, 1 to 1
    assert len(rnd.results) == 2


def test_bj_07_dealer_does_not_draw_when_every_hand_is_bust() -> None:
    rnd = table({1: "10"}, "Ts 7h 6s Kd")
    rnd.deal()
    rnd.hit()  # 26
    assert rnd.phase is Phase.SETTLEMENT
    assert rnd.hand_cards("dealer") == (Card("7", "h"),)
    assert settled(rnd) == ()


# --------------------------------------------------------------------------- BJ-08


def test_bj_08_dealer_stands_on_soft_17() -> None:
    assert RB.blackjack.dealer_stands_soft_17
    assert not dealer_must_draw(cards("As 6d"), RB.blackjack)  # soft 17
    assert dealer_must_draw(cards("Ts 6d"), RB.blackjack)  # 16
    assert not dealer_must_draw(cards("Ts 7d"), RB.blackjack)  # hard 17
    assert dealer_must_draw(cards("As 5d"), RB.blackjack)  # soft 16
    assert not dealer_must_draw(cards("As 6d Ts Kh"), RB.blackjack)  # 27: bust, nothing to draw
    assert not dealer_must_draw(cards("As 6d Ks"), RB.blackjack)  # 1 + 6 + 10 = hard 17


def test_bj_08_dealer_stands_on_soft_17_in_a_round() -> None:
    rnd = table({1: "10"}, "Ts 6h 9s Ah 5c")
    rnd.deal()  # box1 19, dealer 6h
    rnd.stand()
    assert rnd.phase is Phase.DEALER
    rnd.dealer_draw()  # Ah: soft 17, stands
    assert rnd.phase is Phase.SETTLEMENT
    with pytest.raises(RuleError) as error:
        rnd.verify_dealer_draw()
    assert error.value.rule_id == "BJ-08"
    assert summary(settled(rnd)) == [("box1", "won", D(10), "BJ-09")]  # 19 against 17


def test_bj_08_house_rule_dealer_draws_soft_17() -> None:
    rnd = table({1: "10"}, "Ts 6h 9s Ah 5c 8d", house(dealer_stands_soft_17=False))
    rnd.deal()
    rnd.stand()
    rnd.play_dealer()  # 6h Ah (soft 17) 5c = hard 12, 8d = 20
    assert hand_value(rnd.hand_cards("dealer")).total == 20
    assert summary(settled(rnd)) == [("box1", "lost", D(10), "BJ-09")]


def test_bj_08_dealer_cannot_draw_while_players_play() -> None:
    rnd = table({1: "10"}, "Ts 6h 5s")
    rnd.deal()
    assert not rnd.can_dealer_draw()
    assert not rnd.can_settle()


# --------------------------------------------------------------------------- BJ-09


def test_bj_09_settlement_right_to_left_cards_dealer_last() -> None:
    rnd = table({1: "10", 2: "20", 3: "30"}, "Ts Td Tc 7h 6s 7s 9s Th")
    rnd.deal()  # box1 16, box2 17, box3 19, dealer 7h
    for _ in range(3):
        rnd.stand()
    rnd.play_dealer()  # 7h Th = 17
    results = settled(rnd)
    # box3 19 > 17 wins 30; box2 17 = 17 push; box1 16 < 17 loses 10
    assert summary(results) == [
        ("box3", "won", D(30), "BJ-09"),
        ("box2", "push", D(0), "BJ-09"),
        ("box1", "lost", D(10), "BJ-09"),
    ]
    assert rnd.shoe.discards == list(cards("Tc 9s Td 7s Ts 6s 7h Th"))
    assert rnd.phase is Phase.DONE
    assert rnd.cards_on_table() == []


def test_bj_09_dealer_bust_pays_every_bet_left() -> None:
    rnd = table({1: "25"}, "Ts 6h 2s Td 9c")
    rnd.deal()  # box1 12, dealer 6h
    rnd.stand()
    rnd.play_dealer()  # 6h Td = 16, 9c = 25 bust
    assert summary(settled(rnd)) == [("box1", "won", D(25), "BJ-09")]


# --------------------------------------------------------------------------- BJ-10


def test_bj_10_blackjack_pays_3_to_2() -> None:
    rnd = table({1: "35"}, "As 9h Kd")
    rnd.deal()
    # only a natural left and the dealer's 9 cannot make blackjack: no card drawn
    assert rnd.phase is Phase.SETTLEMENT
    # 35 x 3 / 2 = 52.50
    assert summary(settled(rnd)) == [("box1", "won", D("52.50"), "BJ-10")]


def test_bj_10_blackjack_beats_a_three_card_21() -> None:
    rnd = table({1: "10", 2: "10"}, "As Ts Td Ks 6s 5s 5h 6h")
    rnd.deal()  # box1 As Ks natural, box2 Ts 6s = 16, dealer Td
    rnd.hit()  # 5s: 21
    rnd.stand()
    rnd.play_dealer()  # Td 5h 6h = 21 on three cards
    # box2 21 = 21 push; box1 blackjack 10 x 3 / 2 = 15
    assert summary(settled(rnd)) == [
        ("box2", "push", D(0), "BJ-09"),
        ("box1", "won", D(15), "BJ-10"),
    ]


def test_bj_10_win_pays_1_to_1_and_payout_rounding_house_setting() -> None:
    whole_chips = dataclasses.replace(
        RB,
        payout_rounding=Rounding.DOWN_TO_CHIP,
        chips=(Chip(D(1), "white"), Chip(D(5), "red"), Chip(D(25), "green")),
    )
    rnd = table({1: "15"}, "As 9h Kd", whole_chips)
    rnd.deal()
    # 15 x 3 / 2 = 22.50, rounded down to the smallest chip (1): 22
    assert summary(settled(rnd)) == [("box1", "won", D(22), "BJ-10")]
    rnd = table({1: "15"}, "As 9h Kd")
    rnd.deal()
    assert settled(rnd)[0].amount == D("22.50")  # exact rounding: 22.50


def test_bj_10_blackjack_against_dealer_blackjack_pushes() -> None:
    rnd = table({1: "10"}, "As Ah Kd Kh")
    rnd.deal()  # dealer ace: one card decides the natural
    assert rnd.phase is Phase.DEALER
    rnd.play_dealer()  # Ah Kh: blackjack
    assert summary(settled(rnd)) == [("box1", "push", D(0), "BJ-09")]


# --------------------------------------------------------------------------- BJ-11


def test_bj_11_insurance_at_most_half_pays_2_to_1() -> None:
    rnd = table({1: "25"}, "Ts Ah 9s Kh")
    rnd.deal()  # box1 19, dealer ace
    assert rnd.insurance_open
    assert rnd.max_insurance(1) == D("12.50")  # 25 / 2
    before = snapshot(rnd)
    with pytest.raises(RuleError) as error:
        rnd.insure(1, D(13))
    assert error.value.rule_id == "BJ-11"
    assert snapshot(rnd) == before
    rnd.insure(1, D("12.50"))
    assert not rnd.can_insure(1, D(1))  # already insured
    rnd.stand()
    rnd.play_dealer()  # Ah Kh: blackjack
    # losing bet collected (25), insurance 12.50 x 2 = 25 paid
    assert summary(settled(rnd)) == [
        ("box1", "lost", D(25), "BJ-12"),
        ("box1:insurance", "won", D(25), "BJ-11"),
    ]


def test_bj_11_insurance_lost_without_dealer_blackjack() -> None:
    rnd = table({1: "20"}, "Ts Ah 9s 7h")
    rnd.deal()
    rnd.insure(1, D(10))
    rnd.stand()
    rnd.play_dealer()  # Ah 7h soft 18 stands
    # 19 beats 18: +20; insurance 10 collected
    assert summary(settled(rnd)) == [
        ("box1", "won", D(20), "BJ-09"),
        ("box1:insurance", "lost", D(10), "BJ-11"),
    ]


def test_bj_11_insurance_closes_at_the_first_third_card() -> None:
    rnd = table({1: "10", 2: "10"}, "Ts 9s Ah 4s 9d 5c")
    rnd.deal()  # box1 14, box2 18, dealer ace
    assert rnd.can_insure(2, D(5))
    rnd.hit()  # box1 takes a third card
    assert not rnd.can_insure(2, D(5))
    with pytest.raises(RuleError) as error:
        rnd.insure(2, D(5))
    assert error.value.rule_id == "BJ-11"


def test_bj_11_no_insurance_without_a_dealer_ace() -> None:
    rnd = table({1: "10"}, "Ts Kh 9s")
    rnd.deal()
    with pytest.raises(RuleError) as error:
        rnd.insure(1, D(5))
    assert error.value.rule_id == "BJ-11"


# --------------------------------------------------------------------------- BJ-12

BJ_12_SHOE = "5s 8s Ah 6s 8d 9c Tc 9d Kh"


def _bj_12_round(rulebook: Rulebook) -> Round:
    rnd = table({1: "10", 2: "10"}, BJ_12_SHOE, rulebook)
    rnd.deal()  # box1 5s 6s = 11, box2 8s 8d, dealer Ah
    rnd.double()  # box1 9c: 20
    rnd.split()  # box2-h1 8s Tc = 18
    rnd.stand()
    rnd.stand()  # box2-h2 8d 9d = 17
    rnd.play_dealer()  # Ah Kh: blackjack
    return rnd


def test_bj_12_dealer_blackjack_takes_doubles_and_splits() -> None:
    rnd = _bj_12_round(RB)
    assert RB.blackjack.dealer_blackjack_takes == "all_bets"
    assert summary(settled(rnd)) == [
        ("box2-h2", "lost", D(10), "BJ-12"),
        ("box2-h1", "lost", D(10), "BJ-12"),
        ("box1", "lost", D(10), "BJ-12"),
        ("box1:double", "lost", D(10), "BJ-12"),
    ]


def test_bj_12_house_rule_original_bets_only() -> None:
    rnd = _bj_12_round(house(dealer_blackjack_takes="original_bets_only"))
    # only the original 10 of each box is lost; the split and double stakes go back
    assert summary(settled(rnd)) == [
        ("box2-h2", "returned", D(0), "BJ-12"),
        ("box2-h1", "lost", D(10), "BJ-12"),
        ("box1", "lost", D(10), "BJ-12"),
        ("box1:double", "returned", D(0), "BJ-12"),
    ]


# --------------------------------------------------------------------------- BJ-13


def test_bj_13_resplit_and_right_to_left_order() -> None:
    rnd = table({1: "10"}, "8s 7h 8d 8c 2c 9c Tc Th")
    rnd.deal()  # box1 8s 8d, dealer 7h
    rnd.split()  # box1-h1 8s 8c, box1-h2 8d
    assert rnd.hand_ids(1) == ("box1-h1", "box1-h2")
    assert rnd.current_hand_id == "box1-h1"
    rnd.split()  # resplit: h1 8s 2c, new h2 8c, old h2 becomes h3
    assert rnd.hand_ids(1) == ("box1-h1", "box1-h2", "box1-h3")
    assert rnd.hand_cards("box1-h2") == (Card("8", "c"),)
    assert rnd.hand_cards("box1-h3") == (Card("8", "d"),)
    assert [e.amount for e in rnd.events if e.kind == "split"] == [D(10), D(10)]
    rnd.stand()  # h1 10
    assert rnd.current_hand_id == "box1-h2"
    assert rnd.hand_cards("box1-h2") == cards("8c 9c")  # 17
    rnd.stand()
    rnd.stand()  # h3 8d Tc = 18
    rnd.play_dealer()  # 7h Th = 17
    # right to left: h3 18 wins 10, h2 17 pushes, h1 10 loses 10
    assert summary(settled(rnd)) == [
        ("box1-h3", "won", D(10), "BJ-09"),
        ("box1-h2", "push", D(0), "BJ-09"),
        ("box1-h1", "lost", D(10), "BJ-09"),
    ]


def test_bj_13_any_two_ten_value_cards_are_a_pair() -> None:
    rnd = table({1: "10", 2: "10"}, "Ks 8s 7h Qs 9s")
    rnd.deal()
    assert rnd.can_split()  # K and Q both count 10
    rnd.stand()
    assert not rnd.can_split()  # 8 and 9
    with pytest.raises(RuleError) as error:
        rnd.split()
    assert error.value.rule_id == "BJ-13"


def test_bj_13_house_rule_no_resplit() -> None:
    rnd = table({1: "10"}, "8s 7h 8d 8c", house(resplit=False))
    rnd.deal()
    rnd.split()  # h1 8s 8c
    assert not rnd.can_split()


# --------------------------------------------------------------------------- BJ-14


def test_bj_14_split_aces_one_card_each() -> None:
    rnd = table({1: "10"}, "As 9h Ad Ks 5s 8h")
    rnd.deal()
    rnd.split()  # h1 As Ks, h2 Ad 5s: each gets one card, play moves on
    assert rnd.hand_cards("box1-h1") == cards("As Ks")
    assert rnd.hand_cards("box1-h2") == cards("Ad 5s")
    assert rnd.phase is Phase.DEALER
    assert not rnd.can_hit()
    rnd.play_dealer()  # 9h 8h = 17
    # h2 16 loses 10; h1 21 is no blackjack: 1 to 1, 10 (not 15)
    assert summary(settled(rnd)) == [
        ("box1-h2", "lost", D(10), "BJ-09"),
        ("box1-h1", "won", D(10), "BJ-14"),
    ]


def test_bj_14_split_ten_and_ace_is_no_blackjack() -> None:
    assert is_blackjack(cards("Ks As"))
    assert not is_blackjack(cards("Ks As"), from_split=True)
    rnd = table({1: "20"}, "Ks 8h Qs As 9s Th")
    rnd.deal()
    rnd.split()  # h1 Ks As = 21, not blackjack
    assert not rnd.can_hit()  # BJ-06 on 21
    rnd.stand()
    rnd.stand()  # h2 Qs 9s = 19
    rnd.play_dealer()  # 8h Th = 18
    assert summary(settled(rnd)) == [
        ("box1-h2", "won", D(20), "BJ-09"),
        ("box1-h1", "won", D(20), "BJ-14"),  # 20 at 1 to 1, not 30
    ]


# --------------------------------------------------------------------------- BJ-15


def test_bj_15_announce_on_9_10_11_ace_either_way() -> None:
    assert double_announced(cards("5s 4d"))  # 9
    assert double_announced(cards("6s 4d"))  # 10
    assert double_announced(cards("As 8d"))  # 9 with the ace as 1 (or soft 19)
    assert double_announced(cards("As 9d"))  # 10 with the ace as 1
    assert not double_announced(cards("Ts 2d"))  # 12
    assert not double_announced(cards("4s 4d"))  # 8
    assert not double_announced(cards("5s 4d 2c"))  # three cards


def test_bj_15_double_one_card_only_on_two_cards() -> None:
    rnd = table({1: "10"}, "5s 7h 6s Kd Th")
    rnd.deal()  # 11
    rnd.double()  # Kd: 21, and the hand is over
    assert rnd.phase is Phase.DEALER
    rnd.play_dealer()  # 7h Th = 17
    # 21 beats 17: 10 on the bet and 10 on the double
    assert summary(settled(rnd)) == [
        ("box1", "won", D(10), "BJ-09"),
        ("box1:double", "won", D(10), "BJ-09"),
    ]
    assert "box1:double" in {b.spot for b in rnd.scene().bets}


def test_bj_15_no_double_on_three_cards() -> None:
    rnd = table({1: "10"}, "2s 7h 3s 4d")
    rnd.deal()
    rnd.hit()  # 2 3 4 = 9
    before = snapshot(rnd)
    with pytest.raises(RuleError) as error:
        rnd.double()
    assert error.value.rule_id == "BJ-15"
    assert snapshot(rnd) == before


def test_bj_15_house_rule_nine_ten_eleven() -> None:
    rules = house(doubling="nine_ten_eleven")
    rnd = table({1: "10", 2: "10", 3: "10"}, "Ts 5s As 7h 2s 4s 8s", rules)
    rnd.deal()  # box1 12, box2 9, box3 soft 19 (also 9)
    assert not rnd.can_double()
    rnd.stand()
    assert rnd.can_double()
    rnd.stand()
    assert rnd.can_double()  # A-8 counts 9 for the player
    any_two = table({1: "10"}, "Ts 7h 2s")
    any_two.deal()
    assert any_two.can_double()  # default: any two cards


def test_bj_15_double_after_split_house_rule() -> None:
    rnd = table({1: "10"}, "5s 7h 5d 6c", house(double_after_split=False))
    rnd.deal()
    rnd.split()  # h1 5s 6c = 11
    assert not rnd.can_double()
    rnd = table({1: "10"}, "5s 7h 5d 6c")
    rnd.deal()
    rnd.split()
    assert rnd.can_double()


def test_bj_15_double_bust_taken_at_once() -> None:
    rnd = table({1: "10"}, "Ts 7h 6s Kd")
    rnd.deal()  # 16
    rnd.double()  # 26
    assert summary(rnd.results) == [
        ("box1", "lost", D(10), "BJ-07"),
        ("box1:double", "lost", D(10), "BJ-07"),
    ]


# --------------------------------------------------------------------------- BJ-16


def test_bj_16_over_under_13_ace_counts_one() -> None:
    assert over_under_total(cards("As Kd")) == 11  # 1 + 10
    assert over_under_total(cards("6s 7d 9c")) == 13  # first two only
    rnd = table({1: "10", 2: "10", 3: "10"}, "As 6s Ts 9h Kd 7d 9s 9c")
    for box in (1, 2, 3):
        rnd.place_side_bet(box, "under13", D(10))
        rnd.place_side_bet(box, "over13", D(20))
    rnd.deal()  # box1 A K (11), box2 6 7 (13), box3 T 9 (19); dealer 9h
    for _ in range(2):
        rnd.stand()
    rnd.play_dealer()  # 9h 9c = 18
    results = [r for r in settled(rnd) if r.rule_id == "BJ-16"]
    assert [(r.spot, r.outcome, r.amount) for r in results] == [
        ("box3:under13", "lost", D(10)),  # 19
        ("box3:over13", "won", D(20)),
        ("box2:under13", "lost", D(10)),  # 13 loses both
        ("box2:over13", "lost", D(20)),
        ("box1:under13", "won", D(10)),  # 11
        ("box1:over13", "lost", D(20)),
    ]


def test_bj_16_over_under_within_table_limits() -> None:
    rnd = table({1: "10"}, "")
    with pytest.raises(RuleError) as error:
        rnd.place_side_bet(1, "over13", D(5))
    assert error.value.rule_id == "BJ-16"
    assert not rnd.can_place_side_bet(1, "under13", D(600))
    assert not rnd.can_place_side_bet(2, "under13", D(10))  # no main bet on box 2


# --------------------------------------------------------------------------- BJ-17


def test_bj_17_sevens_prizes() -> None:
    assert sevens_prize(cards("7s 9d")) == "first_seven"
    assert sevens_prize(cards("9d 7s 7h")) is None
    assert sevens_prize(cards("7s 7h 9d")) == "two_sevens_mixed"
    assert sevens_prize(cards("7s 7s")) == "two_sevens_suited"
    assert sevens_prize(cards("7s 7s 7h")) == "three_sevens_mixed"  # not all one suit
    assert sevens_prize(cards("7h 7h 7h")) == "jackpot"


@pytest.mark.parametrize(
    ("shoe", "expected"),
    [
        ("7s 9h 9d", D(10)),  # first seven: 5 x 2 = 10
        ("7s 9h 7h", D(50)),  # two sevens, different suits: 5 x 10 = 50
        ("7s 9h 7s", D(250)),  # two sevens, same suit: 5 x 50 = 250
        ("7s 9h 7h 7d", D(1000)),  # three, not all one suit: 5 x 200 = 1000 (only that)
        ("7s 9h 7s 7s", D(25000)),  # three suited: the jackpot, at least 5000 x 5
    ],
)
def test_bj_17_sevens_only_the_highest_prize(shoe: str, expected: D) -> None:
    rnd = table({1: "10"}, shoe + " Tc")  # dealer 9h Tc = 19
    rnd.place_side_bet(1, "sevens", D(5))
    rnd.deal()
    if len(shoe.split()) == 4:
        rnd.hit()  # the box's third card
    if rnd.phase is Phase.PLAYERS:
        rnd.stand()
    rnd.play_dealer()
    sevens = [r for r in settled(rnd) if r.spot == "box1:sevens"]
    assert len(sevens) == 1
    assert (sevens[0].outcome, sevens[0].amount, sevens[0].rule_id) == ("won", expected, "BJ-17")


def test_bj_17_jackpot_meter_above_the_floor() -> None:
    rnd = table({1: "10"}, "7s 9h 7s 7s 9c", sevens_jackpot=D(30000))
    rnd.place_side_bet(1, "sevens", D(5))
    rnd.deal()
    rnd.hit()  # 21
    rnd.stand()
    rnd.play_dealer()  # 9h 9c = 18
    sevens = [r for r in settled(rnd) if r.spot == "box1:sevens"]
    assert sevens[0].amount == D(30000)  # the whole jackpot, above 5000 x 5 = 25000


@pytest.mark.parametrize(
    ("policy", "meter", "paid", "rule"),
    [
        (Rounding.DOWN_TO_CHIP, "31245.37", D(31245), "MO-02"),  # down to the 0.50 chip
        (Rounding.EXACT, "31245.37", D("31245.37"), ""),  # MO-05: to the cent
        (Rounding.DOWN_TO_CHIP, "18400", D(25000), ""),  # below the floor: 5000 x 5
    ],
)
def test_bj_17_jackpot_meter_paid_through_the_house_rounding(
    policy: Rounding, meter: str, paid: D, rule: str
) -> None:
    book = dataclasses.replace(RB, payout_rounding=policy)
    rnd = table({1: "10"}, "7s 9h 7s 7s 9c", book, sevens_jackpot=D(meter))
    rnd.place_side_bet(1, "sevens", D(5))
    rnd.deal()
    rnd.hit()  # 21
    rnd.stand()
    rnd.play_dealer()  # 9h 9c = 18
    assert rnd.scene().info["jackpot"] == meter  # the felt's jackpot meter
    sevens = next(r for r in settled(rnd) if r.spot == "box1:sevens")
    assert (sevens.outcome, sevens.amount, sevens.detail) == ("won", paid, "jackpot")
    assert sevens.rounding is not None and sevens.rounding.rule == rule
    assert sevens.rounding.amount == paid


def test_mo_02_mo_05_a_payout_keeps_its_exact_figure() -> None:
    # BJ-10: 10.50 x 3 / 2 = 15.75 exactly; MO-02 pays 15.50, MO-05 (`exact`) 15.75
    for policy, paid, rule in (
        (Rounding.DOWN_TO_CHIP, D("15.50"), "MO-02"),
        (Rounding.EXACT, D("15.75"), ""),
    ):
        rnd = table({1: "10.50"}, "As 9h Kd", dataclasses.replace(RB, payout_rounding=policy))
        rnd.deal()
        result = settled(rnd)[0]
        assert (result.outcome, result.amount, result.rule_id) == ("won", paid, "BJ-10")
        assert result.rounding is not None
        assert result.rounding.exact * 4 == 63  # 15.75 = 63 / 4
        assert result.rounding.rule == rule


def test_bj_17_sevens_stake_at_most_half_the_minimum() -> None:
    rnd = table({1: "10"}, "")
    assert rnd.side_bet_max("sevens") == D(5)  # 10 / 2
    with pytest.raises(RuleError) as error:
        rnd.place_side_bet(1, "sevens", D("5.50"))
    assert error.value.rule_id == "BJ-17"
    rnd.place_side_bet(1, "sevens", D("2.50"))


def test_bj_17_no_seven_first_loses() -> None:
    rnd = table({1: "10"}, "8s 9h 7h 9c")
    rnd.place_side_bet(1, "sevens", D(1))
    rnd.deal()
    rnd.stand()
    rnd.play_dealer()
    sevens = [r for r in settled(rnd) if r.spot == "box1:sevens"]
    assert (sevens[0].outcome, sevens[0].amount) == ("lost", D(1))


# --------------------------------------------------------------------------- BJ-18


def test_bj_18_progressive_stake_at_most_half_the_minimum() -> None:
    rnd = table({1: "10"}, "")
    with pytest.raises(RuleError) as error:
        rnd.place_side_bet(1, "progressive", D(6))
    assert error.value.rule_id == "BJ-18"
    rnd.place_side_bet(1, "progressive", D(5))
    assert [e.rule_id for e in rnd.events if e.kind == "side_bet"] == ["BJ-18"]


# --------------------------------------------------------------------------- results, scene


def test_results_are_frozen_and_scene_round_trips() -> None:
    rnd = table({1: "10", 3: "20"}, "8s Ts Ah 8d As Kh")
    rnd.deal()  # box1 8 8, box3 T A natural, dealer ace
    rnd.insure(1, D(5))
    rnd.split()  # box1-h1 8s Kh
    before = rnd.scene()
    assert before.hands["box1-h1"] == ("8s", "Kh")
    assert before.highlight == ("box1-h1",)
    assert {b.spot for b in before.bets} >= {"box1-h1", "box1-h2", "box1:insurance", "box3"}
    assert Scene.from_json(before.to_json()) == before
    results = rnd.results
    assert results == ()
    result = BetResult("box1", 1, D(10), "won", D(10), "BJ-09")
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.amount = D(0)  # type: ignore[misc]


def test_scene_shows_payouts_after_settlement() -> None:
    rnd = table({1: "35"}, "As 9h Kd")
    rnd.deal()
    rnd.settle()
    bet = next(b for b in rnd.scene().bets if b.spot == "box1")
    assert (bet.state, bet.payout) == ("won", D("52.50"))


# --------------------------------------------------------------------------- whole shoes


def _check_cards(rnd: Round, shoe: Shoe) -> None:
    assert len(rnd.cards_on_table()) + len(shoe.discards) + shoe.remaining == shoe.size


@given(st.integers(min_value=0, max_value=2**32))
@settings(max_examples=15, deadline=None)
def test_bj_02_whole_shoe_every_card_accounted_for(seed: int) -> None:
    shoe = Shoe.seeded(6, seed, RB.blackjack.cut_card_from_end)
    run = play_shoe(RB, shoe, basic_strategy)
    assert shoe.cut_card_reached
    assert len(shoe.discards) + shoe.remaining == shoe.size == 312
    assert Counter(shoe.discards + shoe.undealt()) == Counter(deck() * 6)
    assert len(run.box_nets) == 7 * run.rounds


@given(st.integers(min_value=0, max_value=2**32))
@settings(max_examples=15, deadline=None)
def test_cards_accounted_for_after_every_action(seed: int) -> None:
    shoe = Shoe.seeded(6, seed, RB.blackjack.cut_card_from_end)
    rnd = Round(RB, shoe)
    for box in range(1, 8):
        rnd.place_bet(box, D(10))
    rnd.deal()
    _check_cards(rnd, shoe)
    if rnd.insurance_open:
        rnd.insure(1, D(5))
    while rnd.phase is Phase.PLAYERS:
        if rnd.can_split():
            rnd.split()
        elif rnd.can_double() and seed % 2:
            rnd.double()
        elif mimic_dealer_says_hit(rnd):
            rnd.hit()
        else:
            rnd.stand()
        _check_cards(rnd, shoe)
    rnd.play_dealer()
    _check_cards(rnd, shoe)
    rnd.settle()
    _check_cards(rnd, shoe)
    # every bet on the table has exactly one result
    spots = [(b.spot, b.label) for b in rnd.scene().bets]
    assert sorted(spots) == sorted((r.spot, "") for r in rnd.results)


def mimic_dealer_says_hit(rnd: Round) -> bool:
    hand = rnd.hand_cards(rnd.current_hand_id or "")
    return hand_value(hand).total < 17


def test_mimic_dealer_strategy() -> None:
    from trainer.games.blackjack.strategy import Decision

    assert mimic_dealer(Decision(tuple(cards("Ts 6s")), Card("7", "h"), True, False)) == "hit"
    assert mimic_dealer(Decision(tuple(cards("Ts 7s")), Card("7", "h"), True, False)) == "stand"
