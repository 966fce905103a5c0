"""Blackjack drills: hand-checked examples written from RULES.md (the arithmetic is in the
comments), built from exact situations through the drills' `*_draft` functions, plus checks
of generated questions against the rules."""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from decimal import ROUND_FLOOR
from decimal import Decimal as D

import pytest

from trainer.cards import Card, Shoe, parse_cards
from trainer.drills import catalog
from trainer.drills.base import Draft, Drill, Question, Response
from trainer.drills.blackjack.dealer_action import dealer_action_draft
from trainer.drills.blackjack.hand_total import hand_total_draft
from trainer.drills.blackjack.insurance import insurance_draft
from trainer.drills.blackjack.may_double_split import may_double_split_draft
from trainer.drills.blackjack.pay_blackjack import pay_blackjack_draft
from trainer.drills.blackjack.settle_table import settle_table_draft
from trainer.drills.blackjack.side_bets import side_bets_draft
from trainer.drills.blackjack.situations import elides_in_catalan, shoe_order, verify_shoe
from trainer.errors import RuleError
from trainer.games.blackjack.round import Round
from trainer.i18n import translate
from trainer.money import Chip, Rounding, on_chip
from trainer.rulebooks import Rulebook, default

RB = default()
EXACT = dataclasses.replace(RB, payout_rounding=Rounding.EXACT)  # MO-05: to the cent
BLACKJACK_DRILLS = [d for d in catalog.all() if d.game == "blackjack"]


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
    last = draft.solution[-1]
    assert (last.code, last.rule) == ("common.rounding.down", "MO-02")
    assert last.params == {"exact": "22.5", "amount": "22"}


def _house(policy: Rounding, table_min: str = "10") -> Rulebook:
    return dataclasses.replace(
        RB,
        payout_rounding=policy,
        blackjack=dataclasses.replace(RB.blackjack, table_min=D(table_min)),
    )


@pytest.mark.parametrize(
    ("policy", "stake", "expected", "rule"),
    [
        # MO-02: 7.50 x 3 / 2 = 11.25, down to the 0.50 chip: 11 (a 5 table takes 7.50)
        (Rounding.DOWN_TO_CHIP, "7.50", "11", "MO-02"),
        # MO-05: the house settles to the cent: 11.25 is paid as it is
        (Rounding.EXACT, "7.50", "11.25", ""),
        # MO-02: 10.50 x 3 / 2 = 15.75, down to the chip: 15.50
        (Rounding.DOWN_TO_CHIP, "10.50", "15.50", "MO-02"),
        (Rounding.EXACT, "10.50", "15.75", ""),
        # 11 x 3 / 2 = 16.50 falls on the chip: nothing to round under either setting
        (Rounding.DOWN_TO_CHIP, "11", "16.50", ""),
    ],
)
def test_bj_10_mo_02_mo_05_three_to_two_on_odd_stakes(
    policy: Rounding, stake: str, expected: str, rule: str
) -> None:
    book = _house(policy, table_min="5")
    cards = shoe_order({2: c("Ah Kc")}, c("9d"))
    draft = pay_blackjack_draft(cards, {2: D(stake)}, 2, book)
    assert draft.expected == expected
    first = draft.solution[0]  # the exact arithmetic, before any rounding
    assert first.rule == "BJ-10" and D(first.params["exact"]) == D(stake) * 3 / 2
    assert [s.rule for s in draft.solution[1:]] == ([rule] if rule else [])
    q = question(draft, "blackjack.pay-blackjack")
    assert q.grade(Response("amount", expected), 3).correct
    unrounded = str(D(stake) * 3 / 2)
    assert q.grade(Response("amount", unrounded), 3).correct == (rule == "")


def test_bj_10_pay_blackjack_elides_de_in_catalan() -> None:
    # "una aposta d'11 €" (onze), "d'1,50 €" (un euro cinquanta), but "de 10 €", "de 1.000 €"
    assert [elides_in_catalan(D(v)) for v in ("1", "1.50", "11", "11.50", "11000")] == [True] * 5
    assert [elides_in_catalan(D(v)) for v in ("10", "12", "100", "111", "1000", "1500")] == [
        False
    ] * 6
    assert elides_in_catalan(D(1_000_000))  # "un milió"
    cards = shoe_order({3: c("As Kd")}, c("9h"))
    eleven = pay_blackjack_draft(cards, {3: D(11)}, 3, RB).prompt
    assert "aposta d'11 €" in translate(eleven.code, "ca", eleven.params)
    assert "apuesta de 11 €" in translate(eleven.code, "es", eleven.params)
    assert "bet of €11" in translate(eleven.code, "en", eleven.params)
    twelve = pay_blackjack_draft(cards, {3: D(12)}, 3, RB).prompt
    assert "aposta de 12 €" in translate(twelve.code, "ca", twelve.params)


def test_pay_blackjack_refuses_a_box_without_blackjack() -> None:
    cards = shoe_order({1: c("As 9s")}, c("8h Td"))
    with pytest.raises(ValueError):
        pay_blackjack_draft(cards, {1: D(10)}, 1, RB)


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_generated_blackjack_payouts_are_three_halves_down_to_the_chip(level: int) -> None:
    # BJ-10: stake x 3 / 2; MO-02: a figure off the 0.50 chip is paid down to it, and the
    # worked solution then says so (exact figure, amount, MO-02).
    drill = catalog.get("blackjack.pay-blackjack")
    rng = random.Random(level)
    rounded_seen = False
    for _ in range(60):
        q = drill.generate(rng, level)
        stake = D(q.prompt.params["stake"])
        exact = stake * 3 / 2
        paid = (exact / D("0.50")).to_integral_value(ROUND_FLOOR) * D("0.50")
        assert D(q.expected) == paid, (q.seed, stake)
        rounding = [s for s in q.solution if s.rule == "MO-02"]
        assert len(rounding) == (1 if paid != exact else 0), q.seed
        rounded_seen = rounded_seen or paid != exact
        if level == 1:
            assert stake % 10 == 0
    assert rounded_seen == (level == 4)  # only level 4 has half-euro stakes: 10.50 pays 15.50


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_generated_blackjack_payouts_are_three_halves_to_the_cent_under_exact(level: int) -> None:
    # MO-05: the `exact` house setting pays the cent figure: 3 / 2 of a stake on the 0.50
    # chip always falls on a cent (10.50 pays 15.75)
    drill = catalog.get("blackjack.pay-blackjack")
    rng = random.Random(level)
    for _ in range(60):
        q = drill.generate(rng, level, EXACT)
        stake = D(q.prompt.params["stake"])
        assert D(q.expected) * 2 == stake * 3, q.seed
        assert not [s for s in q.solution if s.rule.startswith("MO-")]


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


@pytest.mark.parametrize(
    ("hand", "right", "wrong"),
    [
        ("As Ad 9c", "soft-21", "21"),  # 11 + 1 + 9: an ace counts 11, so it is named soft
        ("As 6d", "soft-17", "17"),  # 11 + 6
        ("Ks 7d", "17", "soft-17"),  # 10 + 7: no ace, a hard 17
        ("As 6d Kc", "17", "soft-17"),  # 1 + 6 + 10: the ace counts 1, hard
    ],
)
def test_bj_01_hand_total_convention_soft_is_named_soft(hand: str, right: str, wrong: str) -> None:
    # The convention (instructions, prompt, lesson): a soft total is answered "soft N", a
    # number alone is a hard total; so "21" for A A 9 is wrong even though the hand is 21.
    cards = c(hand)
    shoe = shoe_order({1: cards[:2]}, c("9h"), cards[2:])
    for seed in range(100):  # the wrong reading among the four options shown
        draft = hand_total_draft(shoe, len(cards) - 2, RB, random.Random(seed))
        if wrong in {o.key for o in draft.options}:
            break
    q = question(draft, "blackjack.hand-total")
    assert q.grade(Response("choice", right), 2).correct
    assert not q.grade(Response("choice", wrong), 2).correct
    # the wording says which is wanted, in every language
    words = {"en": "a number alone", "ca": "un número sol", "es": "un número solo"}
    for locale, word in words.items():
        assert word in translate(draft.prompt.code, locale, draft.prompt.params), locale
        assert word in translate("blackjack.hand-total.instructions", locale), locale


def test_hand_total_offers_n_and_soft_n_only_under_the_stated_convention() -> None:
    drill = catalog.get("blackjack.hand-total")
    for level in (1, 2, 3, 4):
        rng = random.Random(level)
        for _ in range(200):
            q = drill.generate(rng, level)
            keys = {o.key for o in q.options}
            both = {k for k in keys if k.isdigit() and f"soft-{k}" in keys}
            if both:  # "17" and "soft 17" together: the prompt says a number alone is hard
                assert q.prompt.code == "blackjack.hand-total.prompt"
                assert "a number alone means a hard total" in translate(q.prompt.code, "en")


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


def test_may_double_split_names_the_hand_in_words() -> None:
    draft = _may({1: c("Ks Qs")}, "7h", "As", ["split"])
    said = {loc: translate(draft.prompt.code, loc, draft.prompt.params) for loc in LOCALES}
    assert said["en"].startswith("Box 1, hand 1: it is this hand's turn.")
    assert said["ca"].startswith("Casella 1, mà 1: és el torn d'aquesta mà.")
    assert said["es"].startswith("Casilla 1, mano 1: es el turno de esta mano.")
    assert not any("box1" in words for words in said.values())


LOCALES = ("en", "ca", "es")
SPOT_ID = re.compile(r"\bbox\d|-h\d|:(insurance|double|over13|under13|sevens)\b")


@pytest.mark.parametrize("drill", BLACKJACK_DRILLS, ids=lambda d: d.id)
def test_no_spot_id_is_shown_to_the_trainee(drill: Drill) -> None:
    # "box1-h1" is the felt's identifier; a trainee reads "Box 1, hand 1" (Casella 1, mà 1)
    for level in (1, 2, 3, 4):
        rng = random.Random(f"{drill.id}:{level}:words")
        for _ in range(60):
            q = drill.generate(rng, level)
            texts = [q.prompt, *q.solution, *q.hints, *(o.label for o in (*q.options, *q.outcomes))]
            for t in texts:
                for locale in LOCALES:
                    words = translate(t.code, locale, t.params)
                    assert not SPOT_ID.search(words), (q.seed, locale, words)


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


def test_settle_table_blackjack_on_an_odd_stake_shows_the_rounding() -> None:
    # box1 blackjack on 10.50: 15.75 exactly, paid 15.50 (MO-02); box2 19 against the dealer's
    # 9 T = 19: a push. Under `exact` (MO-05) the blackjack is paid 15.75.
    cards = shoe_order({1: c("As Kd"), 2: c("Ts 9s")}, c("9h Tc"))
    for rulebook, paid in ((RB, "15.50"), (EXACT, "15.75")):
        rnd = Round(rulebook, Shoe.stacked(cards))
        rnd.place_bet(1, D("10.50"))
        rnd.place_bet(2, D(10))
        rnd.deal()
        rnd.stand()  # box2 (box1's natural needs no decision)
        rnd.play_dealer()
        draft = settle_table_draft(rnd, rulebook)
        assert draft.expected["box1"] == {"outcome": "blackjack", "amount": paid}
        assert draft.expected["box2"] == {"outcome": "push", "amount": "0"}
        codes = [(s.code, s.rule) for s in draft.solution]
        i = codes.index(("blackjack.settle-table.step_blackjack", "BJ-10"))
        if rulebook is RB:
            assert codes[i + 1] == ("common.rounding.down", "MO-02")
            assert draft.solution[i + 1].params == {"exact": "15.75", "amount": "15.50"}
        else:
            assert not any(rule.startswith("MO-") for _code, rule in codes)


# --------------------------------------------------------------------------- side-bets


SIDE_CARDS = shoe_order(
    {1: c("As Kd"), 2: c("7s 7s"), 3: c("7h 7d"), 4: c("6c 7c")},
    c("9h"),
    c("7s Tc"),  # box2's third card, then the dealer's: 9 T = 19
)
SIDE = {
    (1, "over13"): D(20),
    (1, "under13"): D(10),
    (2, "sevens"): D(5),
    (3, "sevens"): D(2),
    (4, "over13"): D(10),
}
SIDE_BETS = {b: D(10) for b in (1, 2, 3, 4)}


def _sides(jackpot: D | None, rulebook: Rulebook = RB) -> Draft:
    return side_bets_draft(SIDE_CARDS, SIDE_BETS, SIDE, [2], rulebook, jackpot)  # type: ignore[arg-type]


def test_side_bets_over_under_and_sevens() -> None:
    draft = _sides(D(30000))
    got = {k: (v["outcome"], v["amount"]) for k, v in draft.expected.items()}
    assert got == {
        "box4:over13": ("lose", "10"),  # 6 + 7 = 13 loses both (BJ-16)
        "box3:sevens": ("win", "20"),  # two 7s, different suits: 2 x 10 = 20 (BJ-17)
        "box2:sevens": ("win", "30000"),  # three suited 7s: the meter's 30,000 > 5 x 5000
        "box1:over13": ("lose", "20"),  # A K with the ace 1: 11
        "box1:under13": ("win", "10"),  # 11 < 13, 1 to 1
    }
    assert draft.rules == ("BJ-16", "BJ-17")


def test_bj_17_the_meter_is_on_the_felt_and_in_the_prompt_with_the_posted_prizes() -> None:
    draft = _sides(D("31245.50"))
    assert draft.scene.info["jackpot"] == "31245.50"  # the felt draws the meter
    prompt = draft.prompt
    assert prompt.code == "blackjack.side-bets.prompt_sevens_meter"
    # the posted list: 2, 10, 50, 200 to 1 and the jackpot, at least 5,000 times the stake
    assert prompt.params == {
        "first_to": "2",
        "first_per": "1",
        "mixed_to": "10",
        "mixed_per": "1",
        "suited_to": "50",
        "suited_per": "1",
        "three_to": "200",
        "three_per": "1",
        "times": "5000",
        "jackpot": "31245.50",
    }
    en = translate(prompt.code, "en", prompt.params)
    assert "Jackpot meter: €31,245.50." in en
    assert "first card a 7, 2 to 1" in en and "never less than 5000 times the stake" in en
    assert "31.245,50 €" in translate(prompt.code, "ca", prompt.params)
    assert "31.245,50 €" in translate(prompt.code, "es", prompt.params)


def test_bj_17_jackpot_below_the_floor_pays_the_floor() -> None:
    # the meter shows 18,400; 5 x 5000 = 25,000 is the least three suited 7s pay
    draft = _sides(D(18400))
    assert draft.expected["box2:sevens"] == {"outcome": "win", "amount": "25000"}
    step = next(s for s in draft.solution if s.code.endswith("jackpot_floor"))
    assert (step.rule, step.params["floor"], step.params["amount"]) == ("BJ-17", "25000", "25000")


@pytest.mark.parametrize(
    ("rulebook", "paid", "rule"),
    [
        (RB, "31245", "MO-02"),  # 31,245.37 down to the 0.50 chip: 31,245
        (EXACT, "31245.37", ""),  # MO-05: to the cent, nothing to round
    ],
)
def test_bj_17_a_meter_with_cents_is_paid_by_the_house_rounding(
    rulebook: Rulebook, paid: str, rule: str
) -> None:
    draft = _sides(D("31245.37"), rulebook)
    assert draft.expected["box2:sevens"]["amount"] == paid
    rounding = [s for s in draft.solution if s.rule.startswith("MO-")]
    assert [s.rule for s in rounding] == ([rule] if rule else [])
    if rule:
        assert rounding[0].params == {"exact": "31245.37", "amount": "31245"}


def test_bj_17_two_whole_jackpots_in_one_round_are_refused() -> None:
    # the regulation does not say how two boxes would share "the whole jackpot"
    cards = shoe_order({1: c("7s 7s"), 2: c("7h 7h")}, c("9h"), c("7s 7h Tc"))
    side = {(1, "sevens"): D(5), (2, "sevens"): D(5)}
    with pytest.raises(ValueError, match="jackpot"):
        side_bets_draft(cards, {1: D(10), 2: D(10)}, side, [1, 2], RB, D(30000))  # type: ignore[arg-type]


def test_bj_01_a_shoe_never_holds_more_of_a_card_than_its_decks() -> None:
    verify_shoe(c("7d " * 6), RB)  # six decks: six 7♦ at most
    with pytest.raises(RuleError) as error:
        verify_shoe(c("7d " * 7), RB)
    assert error.value.rule_id == "BJ-01"
    cards = shoe_order({1: c("7d 7d"), 2: c("7d 7d"), 3: c("7d 7d")}, c("9h"), c("7d 7d Tc"))
    side = {(b, "sevens"): D(1) for b in (1, 2, 3)}
    with pytest.raises(RuleError):  # eight 7♦ stacked: refused before anything is dealt
        side_bets_draft(cards, {b: D(10) for b in (1, 2, 3)}, side, [1], RB, D(30000))  # type: ignore[arg-type]


def test_bj_17_generated_side_bets_show_the_meter_and_one_jackpot_at_most() -> None:
    drill = catalog.get("blackjack.side-bets")
    jackpots = 0
    for level in (1, 2, 3, 4):
        rng = random.Random(level)
        for _ in range(300):
            q = drill.generate(rng, level)
            assert D(q.scene.info["jackpot"]) > 0  # the meter, at every level
            sevens = [k for k in q.expected if k.endswith(":sevens")]
            if sevens:  # the posted prizes and the meter are in the question
                assert q.prompt.code == "blackjack.side-bets.prompt_sevens_meter"
                assert q.prompt.params["jackpot"] == q.scene.info["jackpot"]
            big = [k for k in sevens if D(q.expected[k]["amount"]) >= 2500]
            assert len(big) <= 1, q.seed
            jackpots += len(big)
            cards = Counter(card for hand in q.scene.hands.values() for card in hand)
            assert max(cards.values()) <= 6, q.seed  # BJ-01: six decks
    assert jackpots > 0


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


# --------------------------------------------------------------------------- stakes


@pytest.mark.parametrize("drill", BLACKJACK_DRILLS, ids=lambda d: d.id)
def test_bj_04_mo_01_every_stake_is_one_a_player_could_make(drill: Drill) -> None:
    # BJ-04: in chips (the 0.50 chip, MO-01), within the table's 10 to 500; a double or a split
    # hand's bet equals its hand's; insurance at most half the bet (BJ-11); over/under within
    # the table limits (BJ-16); sevens and progressive at most half the minimum, 5 (BJ-17/18).
    rules = RB.blackjack
    for level in (1, 2, 3, 4):
        rng = random.Random(f"{drill.id}:{level}:stakes")
        for _ in range(200):
            q = drill.generate(rng, level)
            for bet in q.scene.bets:
                where = (q.seed, bet.spot, bet.amount)
                assert on_chip(bet.amount, RB.chip_set), where
                kind = bet.spot.split(":")[1] if ":" in bet.spot else "main"
                if kind in ("main", "double", "over13", "under13"):
                    assert rules.table_min <= bet.amount <= rules.table_max, where
                elif kind in ("sevens", "progressive"):
                    assert 0 < bet.amount <= rules.table_min / 2, where
                else:
                    assert kind == "insurance", where
                    box = bet.spot.split(":")[0]
                    main = [b.amount for b in q.scene.bets if b.spot.split("-")[0] == box]
                    assert 0 < bet.amount <= max(main) / 2, where
