"""Cards and shoes: notation, values, conservation of cards, reproducible shuffles."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.cards import Card, Shoe, ShoeEmpty, deck, parse_cards


def test_card_notation_round_trips() -> None:
    for card in deck():
        assert Card.parse(str(card)) == card
    assert str(Card.parse("Ts")) == "Ts"
    assert Card.parse("10h") == Card("T", "h")


@pytest.mark.parametrize("bad", ["", "X", "1s", "Tx", "Tss", "AA"])
def test_card_parse_refuses_bad_text(bad: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_bj_01_card_values() -> None:
    # BJ-01: court cards count 10, ace counts 1 (hand_value may raise it to 11).
    values = {str(c): c.blackjack_value for c in parse_cards("As 2h 9d Tc Js Qh Kd")}
    assert values == {"As": 1, "2h": 2, "9d": 9, "Tc": 10, "Js": 10, "Qh": 10, "Kd": 10}


def test_pb_01_baccarat_values() -> None:
    # PB-01: ace 1, 2-9 face value, tens and court cards 0.
    cards = parse_cards("As 5h 9d Tc Js Qh Kd")
    assert [c.baccarat_value for c in cards] == [1, 5, 9, 0, 0, 0, 0]


def test_colour_by_suit() -> None:
    assert [c.colour for c in parse_cards("Ah Ad As Ac")] == ["red", "red", "black", "black"]


def test_deck_has_52_distinct_cards() -> None:
    assert len(set(deck())) == 52


def test_same_seed_same_shoe_other_seed_other_shoe() -> None:
    a, b, c = Shoe.seeded(6, 42), Shoe.seeded(6, 42), Shoe.seeded(6, 43)
    order_a = [a.draw() for _ in range(312)]
    assert order_a == [b.draw() for _ in range(312)]
    assert order_a != [c.draw() for _ in range(312)]


def test_stacked_shoe_deals_in_order_and_runs_out() -> None:
    shoe = Shoe.stacked(["As", "Kd", "7h"])
    assert [str(shoe.draw()) for _ in range(3)] == ["As", "Kd", "7h"]
    with pytest.raises(ShoeEmpty):
        shoe.draw()


def test_cut_card_reached_when_the_cut_card_comes_out() -> None:
    # BJ-02 / PB-06: with 7 cards under the stop card, it appears after size - 7 draws.
    shoe = Shoe.stacked([str(c) for c in deck()], cut_from_end=7)
    for _ in range(52 - 7 - 1):
        shoe.draw()
    assert not shoe.cut_card_reached
    shoe.draw()
    assert shoe.cut_card_reached and shoe.remaining == 7


def test_burn_goes_to_discards() -> None:
    shoe = Shoe.stacked(["9s", "2h", "3h", "4h"])
    burned = shoe.burn(2)
    assert burned == shoe.burned == shoe.discards == parse_cards("9s 2h")
    assert shoe.remaining == 2


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), decks=st.integers(1, 8))
def test_whole_shoe_conserves_every_card(seed: int, decks: int) -> None:
    shoe = Shoe(decks, random.Random(seed), cut_from_end=10)
    rng = random.Random(seed)
    in_play: list[Card] = []
    while shoe.remaining:
        if rng.random() < 0.1:
            shoe.burn(1)
        else:
            in_play.append(shoe.draw())
        if len(in_play) > 10:
            shoe.discard(in_play)
            in_play = []
    seen = Counter(shoe.discards + in_play)
    assert seen == Counter(deck() * decks)
    assert shoe.dealt == decks * 52


def test_bj_02_a_card_found_face_up_is_discarded_not_dealt() -> None:
    from decimal import Decimal

    from trainer.games.blackjack.round import Round
    from trainer.rulebooks import default

    # Box 1 gets Ts; the 9h meant for the dealer is found face up and goes to the discards,
    # so the dealer's card is the 7s and box 1's second card the 8c (BJ-02, BJ-05).
    shoe = Shoe.stacked(["Ts", "9h", "7s", "8c", "2d", "3d"])
    assert str(shoe.turn_face_up(1)) == "9h"
    rnd = Round(default(), shoe)
    rnd.place_bet(1, Decimal(10))
    rnd.deal()
    hands = rnd.scene().hands
    assert hands["dealer"] == ("7s",)
    assert hands["box1"] == ("Ts", "8c")
    assert [str(c) for c in shoe.face_up_found] == ["9h"]
    assert [str(c) for c in shoe.discards] == ["9h"]
    assert shoe.remaining == 2


def test_face_up_card_must_be_in_the_shoe() -> None:
    shoe = Shoe.stacked(["Ts", "9h"])
    with pytest.raises(ValueError):
        shoe.turn_face_up(2)
