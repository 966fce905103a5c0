"""Craps drills: hand-checked situations, each worked out from RULES.md in a comment, and a
wrong answer that must be graded wrong."""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any

from trainer.drills import catalog
from trainer.drills.base import Draft, Question, Response
from trainer.drills.craps import (
    lay_draft,
    max_draft,
    no_roll_draft,
    odds_draft,
    place_draft,
    prop_draft,
    resolution_draft,
)
from trainer.rulebooks import load

D = Decimal
ANDORRA = load("andorra-2025")
SPAIN = load("spain-1979")


def question(draft: Draft) -> Question:
    return draft.as_question("craps.test", rulebook="andorra-2025")


def right(draft: Draft, value: Any) -> bool:
    return question(draft).grade(Response(draft.kind, value), 3.0).correct


def bets(*items: tuple[str, int | str]) -> list[tuple[str, str, Decimal]]:
    return [("p1", spot, D(amount)) for spot, amount in items]


# --------------------------------------------------------------------------- odds


def test_cr_11_odds_of_10_on_a_point_of_5_pay_15() -> None:
    draft = odds_draft(ANDORRA, 5, bets(("win", 10), ("odds:win", 10)), (2, 3))
    assert draft.expected == "15"  # 3 to 2: 10 / 2 x 3 = 15
    assert right(draft, "15") and not right(draft, "10")  # 10 would be paying even money
    assert draft.rules == ("CR-11",)
    assert draft.scene.dice == (2, 3) and draft.scene.puck == 5
    assert {b.state for b in draft.scene.bets} == {"placed"}  # not settled on the felt yet


def test_cr_11_odds_on_a_come_point_of_6_pay_6_to_5() -> None:
    layout = bets(("win", 10), ("come:6", 25), ("odds:come:6", 25))
    draft = odds_draft(ANDORRA, 9, layout, (4, 2))
    assert draft.expected == "30"  # 25 / 5 x 6 = 30
    assert not right(draft, "25")


def test_cr_12_seven_out_pays_every_lay_odds() -> None:
    layout = bets(
        ("dont_win", 30), ("odds:dont_win", 36), ("dont_come:9", 30), ("odds:dont_come:9", 45)
    )
    draft = odds_draft(ANDORRA, 6, layout, (3, 4))
    # 36 at 5 to 6 on the 6: 36 / 6 x 5 = 30; 45 at 2 to 3 on the 9: 45 / 3 x 2 = 30
    assert draft.expected == "60"
    assert right(draft, "60")
    assert not right(draft, "81")  # 36 + 45: the stakes, not the winnings


# --------------------------------------------------------------------------- place and lay


def test_cr_13_place_6_of_12_pays_14() -> None:
    draft = place_draft(ANDORRA, None, bets(("win", 10), ("place:6", 12), ("place:5", 25)), (1, 5))
    assert draft.expected == "14"  # 12 / 6 x 7 = 14
    assert not right(draft, "12")


def test_cr_13_place_5_of_25_pays_35() -> None:
    draft = place_draft(ANDORRA, 8, bets(("win", 10), ("place:5", 25)), (1, 4))
    assert draft.expected == "35"  # 25 / 5 x 7 = 35


def test_cr_14_seven_pays_lay_4_and_lay_6() -> None:
    draft = lay_draft(ANDORRA, 5, bets(("dont_win", 10), ("lay:4", 22), ("lay:6", 10)), (6, 1))
    assert draft.expected == "18"  # 22 / 11 x 5 = 10; 10 / 5 x 4 = 8; 10 + 8 = 18
    assert right(draft, "18") and not right(draft, "20")


# --------------------------------------------------------------------------- props


def test_cr_09_cr_10_props_settled_and_net() -> None:
    layout = bets(("win", 10), ("hard_8", 5), ("any_seven", 10), ("hard_6", 5))
    draft = prop_draft(ANDORRA, 5, layout, (4, 4))
    # hard 8 made the hard way: 5 x 9 = 45; any seven loses its 10; hard 6 stays;
    # net for the player: 45 - 10 = 35 up
    assert draft.expected == {
        "hard_8": {"outcome": "win", "amount": "45"},
        "any_seven": {"outcome": "lose", "amount": "10"},
        "hard_6": {"outcome": "stays", "amount": "0"},
        "net": {"outcome": "win", "amount": "35"},
    }
    wrong = {k: dict(v) for k, v in draft.expected.items()}
    wrong["hard_6"] = {"outcome": "lose", "amount": "5"}  # a 8 does not decide the hard 6
    assert not right(draft, wrong)


def test_cr_10_horn_on_11_pays_4_to_1() -> None:
    draft = prop_draft(ANDORRA, None, bets(("win", 10), ("horn", 10)), (5, 6))
    assert draft.expected == {"horn": {"outcome": "win", "amount": "40"}}  # 10 x 4


def test_cr_09_easy_eight_loses_the_hard_8_and_net_is_down() -> None:
    draft = prop_draft(ANDORRA, 5, bets(("win", 10), ("hard_8", 5), ("eleven", 5)), (2, 6))
    # 2-6 is an easy 8: hard 8 loses 5; eleven loses 5; net 10 down
    assert draft.expected["net"] == {"outcome": "lose", "amount": "10"}


# --------------------------------------------------------------------------- roll resolution


def test_cr_02_cr_04_roll_resolution_with_the_point_on_6() -> None:
    layout = bets(("win", 10), ("come", 10), ("place:8", 12), ("field", 5), ("dont_come:4", 20))
    draft = resolution_draft(ANDORRA, 6, layout, (5, 3))
    # 8: the win bet waits for its 6; the come bet moves to the 8 box (CR-04);
    # place 8 pays 12 / 6 x 7 = 14 (CR-13); the field loses on 8 (CR-06);
    # don't come on 4 waits (CR-04)
    assert draft.expected == {
        "win": {"outcome": "stays", "amount": "0"},
        "come": {"outcome": "moved", "amount": "0"},
        "place:8": {"outcome": "win", "amount": "14"},
        "field": {"outcome": "lose", "amount": "5"},
        "dont_come:4": {"outcome": "stays", "amount": "0"},
    }
    assert {"CR-02", "CR-04", "CR-06", "CR-13"} <= set(draft.rules)


def test_cr_03_come_out_twelve_is_a_push_for_dont_win() -> None:
    draft = resolution_draft(ANDORRA, None, bets(("win", 10), ("dont_win", 10)), (6, 6))
    # 12 on the come-out: win loses 10, don't win is a push (CR-02, CR-03)
    assert draft.expected == {
        "win": {"outcome": "lose", "amount": "10"},
        "dont_win": {"outcome": "push", "amount": "0"},
    }


# --------------------------------------------------------------------------- maximum bets


def test_cr_12_lay_odds_maximum_on_5_is_150_percent() -> None:
    draft = max_draft(ANDORRA, "odds:dont_win", 5, bets(("dont_win", 20)))
    assert draft.expected == "30"  # 20 x 150 % = 30
    assert not right(draft, "20")


def test_cr_13_place_8_maximum_is_120_percent_of_the_simple_maximum() -> None:
    draft = max_draft(ANDORRA, "place:8", None, bets(("win", 10)))
    assert draft.expected == "600"  # 500 x 120 %


def test_cr_14_lay_10_maximum_is_220_percent() -> None:
    assert max_draft(ANDORRA, "lay:10", None, bets(("win", 10))).expected == "1100"  # 500 x 2.2


def test_cr_15_eleven_maximum_wins_the_simple_maximum() -> None:
    draft = max_draft(ANDORRA, "eleven", None, bets(("win", 10)))
    assert draft.expected == "33.33"  # 500 / 15 = 33.333..., to the cent below
    assert not right(draft, "33.34")


# --------------------------------------------------------------------------- no roll


def test_cr_17_dice_on_chips_valid_in_andorra_no_roll_in_spain() -> None:
    andorra = no_roll_draft(ANDORRA, "on_chips", (3, 4), None, D(10))
    spain = no_roll_draft(SPAIN, "on_chips", (3, 4), None, D(10))
    assert andorra.expected == "valid" and spain.expected == "no_roll"
    assert not right(spain, "valid")


def test_cr_17_a_broken_die_is_a_no_roll_everywhere() -> None:
    for book in (ANDORRA, SPAIN):
        assert no_roll_draft(book, "broken", (1, 2), 6, D(10)).expected == "no_roll"


# --------------------------------------------------------------------------- the catalogue


def test_every_craps_drill_is_in_the_catalogue() -> None:
    ids = {d.id for d in catalog.all() if d.game == "craps"}
    assert ids == {
        "craps.odds-payout",
        "craps.place-payout",
        "craps.lay-payout",
        "craps.prop-payout",
        "craps.roll-resolution",
        "craps.max-bet",
        "craps.no-roll",
    }


def test_level_1_odds_are_full_odds_behind_the_win() -> None:
    drill = catalog.get("craps.odds-payout")
    rng = random.Random(5)
    for _ in range(20):
        q = drill.generate(rng, 1)
        stakes = {b.spot: b.amount for b in q.scene.bets}
        assert stakes["odds:win"] == stakes["win"]  # CR-11: the maximum, the flat bet
