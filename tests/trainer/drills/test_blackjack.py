"""Blackjack drills: hand-checked examples written from RULES.md (the arithmetic is in the
comments), built from exact situations through the drills' `*_draft` functions, plus checks
of generated questions against the rules."""

from __future__ import annotations

import dataclasses
import random
from decimal import Decimal as D

import pytest

from trainer.cards import Card, Shoe, parse_cards
from trainer.drills import catalog
from trainer.drills.base import Draft, Drill, Question, Response
from trainer.drills.blackjack import (
    dealer_action_draft,
    hand_total_draft,
    insurance_draft,
    may_double_split_draft,
    pay_blackjack_draft,
    settle_table_draft,
    shoe_order,
    side_bets_draft,
)
from trainer.errors import RuleError
from trainer.games.blackjack import Round
from trainer.money import Chip, Rounding
from trainer.rulebooks import Rulebook, default

RB = default()


def house(**changes: object) -> Rulebook:
    return dataclasses.replace(RB, blackjack=dataclasses.replace(RB.blackjack, **changes))


def c(text: str) -> list[Card]:
    return parse_cards(text)


def question(draft: Draft, drill_id: str) -> Question:
    """The draft as a question, so it can be graded like one the trainee saw."""
    return draft.as_question(drill_id, rulebook=RB.id)


# --------------------------------------------------------------------------- pay-blackjack


def test_pay_blackjack_35_pays_52_50() -> None:
    cards = shoe_order({3: c("As Kd")}, c("9h"))
    draft = pay_blackjack_draft(cards, {3: D(35)}, 3, RB)
    assert draft.expected == "52.50"  # BJ-10: 35 x 3 / 2 = 52.50
    assert draft.rules == ("BJ-10",)
    assert draft.scene.highlight == ("box3",)
    q = question(draft, "blackjack.pay-blackjack")
    assert q.grade(Response("amount", "52,50", "ca"), 3).correct
    assert not q.grade(Response("amount", "35"), 3).correct  # paid 1 to 1
    assert not q.grade(Response("amount", "87.50"), 3).correct  # stake and payout together


def test_pay_blackjack_odd_stake_and_busy_table() -> None:
    # box2 stands on 19, box5 has blackjack on 37, box6 stands on 17; dealer 6, T: 16, 5: 21
    cards = shoe_order({2: c("Ts 9s"), 5: c("Kh Ad"), 6: c("7c Tc")}, c("6h Td 5d"))
    draft = pay_blackjack_draft(cards, {2: D(10), 5: D(37), 6: D(10)}, 5, RB)
    assert draft.expected == "55.50"  # 37 x 3 / 2 = 55.50; 21 in three cards loses to it


def test_pay_blackjack_house_rounds_down_to_the_chip() -> None:
    whole = dataclasses.replace(
        RB,
        payout_rounding=Rounding.DOWN_TO_CHIP,
        chips=(Chip(D(1), "white"), Chip(D(5), "red"), Chip(D(25), "green")),
    )
    cards = shoe_order({1: c("As Qs")}, c("8h"))
    draft = pay_blackjack_draft(cards, {1: D(15)}, 1, whole)
    assert draft.expected == "22"  # 15 x 3 / 2 = 22.50, down to the 1 chip: 22
    assert [s.code for s in draft.solution][-1] == "blackjack.step_rounded"


def test_pay_blackjack_refuses_a_box_without_blackjack() -> None:
    cards = shoe_order({1: c("As 9s")}, c("8h Td"))
    with pytest.raises(ValueError):
        pay_blackjack_draft(cards, {1: D(10)}, 1, RB)


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_generated_blackjack_payouts_are_three_halves(level: int) -> None:
    drill = catalog.get("blackjack.pay-blackjack")
    rng = random.Random(level)
    for _ in range(40):
        q = drill.generate(rng, level)
        stake = D(q.prompt.params["stake"])
        assert D(q.expected) * 2 == stake * 3  # BJ-10 with exact rounding
        if level == 1:
            assert stake % 10 == 0


# --------------------------------------------------------------------------- insurance


def test_insurance_maximum_is_half_the_bet() -> None:
    cards = shoe_order({4: c("Ts 7s")}, c("Ah"))
    draft = insurance_draft(cards, {4: D(35)}, 4, RB)
    assert draft.expected == "17.50"  # BJ-11: 35 / 2
    q = question(draft, "blackjack.insurance")
    assert not q.grade(Response("amount", "35"), 2).correct


def test_insurance_pays_2_to_1() -> None:
    cards = shoe_order({4: c("Ts 7s")}, c("Ah Kc"))
    draft = insurance_draft(cards, {4: D(25)}, 4, RB, insured=D("12.50"))
    assert draft.expected == "25"  # BJ-11: 12.50 x 2 = 25, the whole original bet
    assert draft.scene.highlight == ("box4:insurance",)


def test_insurance_half_stake_the_chips_cannot_make_is_refused() -> None:
    cards = shoe_order({1: c("Ts 7s")}, c("Ah"))
    with pytest.raises(RuleError) as error:
        insurance_draft(cards, {1: D("12.50")}, 1, RB)  # 6.25: no 0.25 chip
    assert error.value.rule_id == "BJ-04"


# --------------------------------------------------------------------------- hand-total


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("As 6d", "soft-17"),  # 11 + 6
        ("As 6d Kc", "17"),  # 1 + 6 + 10: the ace must count 1
        ("As Ad 9c", "soft-21"),  # 11 + 1 + 9
        ("Ts 6d 8c", "bust"),  # 24
        ("5s 4d 3c 2h", "14"),
    ],
)
def test_hand_total_readings(hand: str, expected: str) -> None:
    cards = c(hand)
    shoe = shoe_order({1: cards[:2]}, c("9h"), cards[2:])
    draft = hand_total_draft(shoe, len(cards) - 2, RB, random.Random(0))
    assert draft.expected == expected
    keys = [o.key for o in draft.options]
    assert expected in keys and len(set(keys)) == len(keys) == 4
    assert "box1" not in draft.scene.info  # the felt must not show the answer


# --------------------------------------------------------------------------- dealer-action

STANDING = {1: c("Ts 9s")}  # box1 stands on 19


@pytest.mark.parametrize(
    ("dealer", "expected"),
    [
        ("6h Ah", "stand"),  # soft 17: BJ-08 stands
        ("Ah 5c", "draw"),  # soft 16
        ("Ts 6c", "draw"),  # 16
        ("Ah 5c Kd", "draw"),  # 1 + 5 + 10 = hard 16
        ("5c Ah Ad", "stand"),  # soft 16 drew an ace: 5 + 11 + 1 = soft 17
        ("9c 8d", "stand"),  # 17
    ],
)
def test_dealer_action(dealer: str, expected: str) -> None:
    cards = c(dealer)
    draft = dealer_action_draft(shoe_order(STANDING, cards), {1: D(10)}, len(cards) - 1, RB)
    assert draft.expected == expected
    assert draft.rules == ("BJ-08",)
    assert "dealer" not in draft.scene.info


def test_dealer_action_house_draws_soft_17() -> None:
    rules = house(dealer_stands_soft_17=False)
    draft = dealer_action_draft(shoe_order(STANDING, c("6h Ah")), {1: D(10)}, 1, rules)
    assert draft.expected == "draw"


# --------------------------------------------------------------------------- may-double-split


def _may(
    hands: dict[int, list[Card]],
    dealer: str,
    rest: str,
    actions: list[str],
    rulebook: Rulebook = RB,
    insurance: bool = False,
) -> Draft:
    cards = shoe_order(hands, c(dealer), c(rest))
    bets = {b: D(10) for b in hands}
    return may_double_split_draft(cards, bets, actions, rulebook, insurance)  # type: ignore[arg-type]


def test_may_split_a_pair_of_eights_and_any_two_tens() -> None:
    assert _may({1: c("8s 8d")}, "7h", "", []).expected == ["double", "hit", "split", "stand"]
    assert _may({1: c("Ks Qd")}, "7h", "", []).expected == ["double", "hit", "split", "stand"]


def test_three_cards_hit_or_stand_only() -> None:
    draft = _may({1: c("2s 3d")}, "7h", "4c", ["hit"])  # 2 3 4 = 9, but three cards
    assert draft.expected == ["hit", "stand"]
    codes = [s.code for s in draft.solution]
    assert "blackjack.may-double-split.no_double_two_cards" in codes
    assert "blackjack.may-double-split.no_split_two_cards" in codes


def test_split_ten_and_ace_stand_only() -> None:
    draft = _may({1: c("Ks Qs")}, "7h", "As", ["split"])  # box1-h1 K A = 21 (BJ-14, BJ-06)
    assert draft.prompt.params["hand"] == "box1-h1"
    assert draft.expected == ["stand"]
    assert "BJ-06" in draft.rules


def test_insurance_open_until_a_third_card() -> None:
    hands = {1: c("Ts 4s"), 2: c("9s 9d")}
    first = _may(hands, "Ah", "5c", [], insurance=True)
    assert first.expected == ["double", "hit", "insure", "stand"]
    later = _may(hands, "Ah", "5c", ["hit", "stand"], insurance=True)  # box1 took a card
    assert later.prompt.params["hand"] == "box2"
    assert later.expected == ["double", "hit", "split", "stand"]
    assert "blackjack.may-double-split.no_insure_closed" in [s.code for s in later.solution]


def test_house_nine_ten_eleven_doubles() -> None:
    rules = house(doubling="nine_ten_eleven")
    assert _may({1: c("Ts 2s")}, "7h", "", [], rules).expected == ["hit", "stand"]  # 12
    assert _may({1: c("As 8s")}, "7h", "", [], rules).expected == ["double", "hit", "stand"]


# --------------------------------------------------------------------------- settle-table


def _settle_round() -> Round:
    """box1 20 doubles to 20, box2 splits 8s (h1 18, h2 doubles to 21), box3 blackjack on
    35, box5 insures 12.50 and busts; the dealer Ah 7d stands on soft 18."""
    cards = [
        *c("5s 8s As Ts Ah 6s 8d Kd 6h"),  # BJ-05 deal: boxes 1 2 3 5, dealer, boxes again
        *c("9c"),  # box1 doubles: 5 6 9 = 20
        *c("Tc"),  # box2-h1 8 T = 18
        *c("3c Qd"),  # box2-h2 8 3 = 11, doubles: 21
        *c("Kh"),  # box5 T 6 K = 26
        *c("7d"),  # dealer A 7 = soft 18
    ]
    rnd = Round(RB, Shoe.stacked(cards))
    for box, stake in ((1, "20"), (2, "10"), (3, "35"), (5, "25")):
        rnd.place_bet(box, D(stake))
    rnd.deal()
    rnd.insure(5, D("12.50"))
    rnd.double()  # box1
    rnd.split()  # box2
    rnd.stand()  # box2-h1
    rnd.double()  # box2-h2
    rnd.hit()  # box5 busts: collected at once (BJ-07), not part of the settlement
    rnd.play_dealer()
    return rnd


def test_settle_table_right_to_left() -> None:
    draft = settle_table_draft(_settle_round(), RB)
    expected = {
        "box5:insurance": ("insurance_lose", "12.50"),  # no dealer blackjack (BJ-11)
        "box3": ("blackjack", "52.50"),  # 35 x 3 / 2 (BJ-10)
        "box2-h2": ("win", "10"),  # 21 against 18, 1 to 1
        "box2-h2:double": ("win", "10"),
        "box2-h1": ("push", "0"),  # 18 = 18
        "box1": ("win", "20"),  # 20 against 18
        "box1:double": ("win", "20"),
    }
    got = {k: (v["outcome"], v["amount"]) for k, v in draft.expected.items()}
    assert got == expected
    # the items are listed in the order the croupier settles them (BJ-09: right to left)
    assert [o.key for o in draft.options] == list(expected)
    assert "box5" not in draft.expected  # busted: already taken
    q = question(draft, "blackjack.settle-table")
    wrong = {k: {"outcome": o, "amount": a} for k, (o, a) in expected.items()}
    wrong["box2-h1"] = {"outcome": "win", "amount": "10"}
    grade = q.grade(Response("settlement", wrong), 20)
    assert not grade.correct and grade.score == pytest.approx(6 / 7)


# --------------------------------------------------------------------------- side-bets


def test_side_bets_over_under_and_sevens() -> None:
    cards = shoe_order(
        {1: c("As Kd"), 2: c("7s 7s"), 3: c("7h 7d"), 4: c("6c 7c")},
        c("9h"),
        c("7s Tc"),  # box2's third card, then the dealer's: 9 T = 19
    )
    side = {
        (1, "over13"): D(20),
        (1, "under13"): D(10),
        (2, "sevens"): D(5),
        (3, "sevens"): D(2),
        (4, "over13"): D(10),
    }
    bets = {b: D(10) for b in (1, 2, 3, 4)}
    draft = side_bets_draft(cards, bets, side, [2], RB)  # type: ignore[arg-type]
    got = {k: (v["outcome"], v["amount"]) for k, v in draft.expected.items()}
    assert got == {
        "box4:over13": ("lose", "10"),  # 6 + 7 = 13 loses both (BJ-16)
        "box3:sevens": ("win", "20"),  # two 7s, different suits: 2 x 10 = 20 (BJ-17)
        "box2:sevens": ("win", "25000"),  # three suited 7s: jackpot, at least 5 x 5000
        "box1:over13": ("lose", "20"),  # A K with the ace 1: 11
        "box1:under13": ("win", "10"),  # 11 < 13, 1 to 1
    }
    assert draft.rules == ("BJ-16", "BJ-17")


# --------------------------------------------------------------------------- all drills


@pytest.mark.parametrize("drill", [d for d in catalog.all() if d.game == "blackjack"])
def test_every_blackjack_drill_cites_rules_and_draws_a_blackjack_scene(drill: Drill) -> None:
    rng = random.Random(99)
    for level in (1, 2, 3, 4):
        q = drill.generate(rng, level)
        assert q.scene.game == "blackjack"
        assert all(r.startswith("BJ-") for r in q.rules)
        assert any(s.rule for s in q.solution)


def test_seven_blackjack_drills() -> None:
    ids = {d.id for d in catalog.all() if d.game == "blackjack"}
    assert ids == {
        "blackjack.pay-blackjack",
        "blackjack.insurance",
        "blackjack.hand-total",
        "blackjack.dealer-action",
        "blackjack.may-double-split",
        "blackjack.settle-table",
        "blackjack.side-bets",
    }


def test_settle_table_players_split_like_real_players() -> None:
    # BJ-13 allows resplitting as often as pairs come, but drill players stop at four hands
    # and never split two ten-value cards: a level-4 table stays one a croupier meets.
    from collections import Counter

    from trainer.drills import catalog

    drill = catalog.get("blackjack.settle-table")
    split_seen = False
    for seed in range(60):
        question = drill.from_seed(seed, 4)
        per_box = Counter(k.split("-")[0] for k in question.scene.hands if k.startswith("box"))
        assert max(per_box.values()) <= 4
        split_seen = split_seen or max(per_box.values()) > 1
        for hand_id, cards in question.scene.hands.items():
            if "-h" in hand_id:
                # A split hand starts with one card of the pair that was split: never a ten.
                assert cards[0][0] not in "TJQK", (seed, hand_id, cards)
    assert split_seen
