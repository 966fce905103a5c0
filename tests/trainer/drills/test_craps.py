"""Craps drills: hand-checked situations, each worked out from RULES.md in a comment, and a
wrong answer that must be graded wrong."""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal
from typing import Any

import pytest

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
from trainer.i18n import translate
from trainer.money import Rounding, on_chip
from trainer.rulebooks import Rulebook, load

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
        "hard_8": {"outcome": "won", "amount": "45"},
        "any_seven": {"outcome": "lost", "amount": "10"},
        "hard_6": {"outcome": "placed", "amount": "0"},
        "net": {"outcome": "won", "amount": "35"},
    }
    wrong = {k: dict(v) for k, v in draft.expected.items()}
    wrong["hard_6"] = {"outcome": "lost", "amount": "5"}  # a 8 does not decide the hard 6
    assert not right(draft, wrong)


def test_cr_10_horn_on_11_pays_4_to_1() -> None:
    draft = prop_draft(ANDORRA, None, bets(("win", 10), ("horn", 10)), (5, 6))
    assert draft.expected == {"horn": {"outcome": "won", "amount": "40"}}  # 10 x 4


def test_cr_09_easy_eight_loses_the_hard_8_and_net_is_down() -> None:
    draft = prop_draft(ANDORRA, 5, bets(("win", 10), ("hard_8", 5), ("eleven", 5)), (2, 6))
    # 2-6 is an easy 8: hard 8 loses 5; eleven loses 5; net 10 down
    assert draft.expected["net"] == {"outcome": "lost", "amount": "10"}


# --------------------------------------------------------------------------- roll resolution


def test_cr_02_cr_04_roll_resolution_with_the_point_on_6() -> None:
    layout = bets(("win", 10), ("come", 10), ("place:8", 12), ("field", 5), ("dont_come:4", 20))
    draft = resolution_draft(ANDORRA, 6, layout, (5, 3))
    # 8: the win bet waits for its 6; the come bet moves to the 8 box (CR-04);
    # place 8 pays 12 / 6 x 7 = 14 (CR-13); the field loses on 8 (CR-06);
    # don't come on 4 waits (CR-04)
    assert draft.expected == {
        "win": {"outcome": "placed", "amount": "0"},
        "come": {"outcome": "moved", "amount": "0"},
        "place:8": {"outcome": "won", "amount": "14"},
        "field": {"outcome": "lost", "amount": "5"},
        "dont_come:4": {"outcome": "placed", "amount": "0"},
    }
    assert {"CR-02", "CR-04", "CR-06", "CR-13"} <= set(draft.rules)


def test_cr_03_come_out_twelve_is_a_push_for_dont_win() -> None:
    draft = resolution_draft(ANDORRA, None, bets(("win", 10), ("dont_win", 10)), (6, 6))
    # 12 on the come-out: win loses 10, don't win is a push (CR-02, CR-03)
    assert draft.expected == {
        "win": {"outcome": "lost", "amount": "10"},
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


def test_cr_15_mo_04_eleven_maximum_wins_at_least_the_simple_maximum() -> None:
    draft = max_draft(ANDORRA, "eleven", None, bets(("win", 10)))
    # 500 / 15 = 33.33: no stake in 0.50 chips; 33.50 wins 502.50 (33 would win only 495)
    assert draft.expected == "33.50"
    assert not right(draft, "33.33") and not right(draft, "33")


@pytest.mark.parametrize("book", [ANDORRA, SPAIN], ids=["andorra-2025", "spain-1979"])
def test_cr_15_mo_04_any_craps_maximum_is_71_50_not_71_42(book: Rulebook) -> None:
    draft = max_draft(book, "any_craps", None, bets(("win", 10)))
    # 500 / 7 = 71.43 -> 71.50 on the 0.50 chip, which wins 7 x 71.50 = 500.50
    assert draft.expected == "71.50"
    assert not right(draft, "71.42") and not right(draft, "71")
    target, exact, up = draft.solution
    assert (target.rule, exact.rule, up.rule) == ("CR-15", "CR-15", "MO-04")
    assert target.params["simple_win"] == "500" and exact.params["exact"] == "71.4286…"
    assert up.params == {"target": "500", "limit": "71.50", "win": "500.50"}
    assert "71,50 €" in translate(up.code, "ca", up.params)


def test_cr_15_horn_maximum_is_exact_at_125() -> None:
    draft = max_draft(ANDORRA, "horn", None, bets(("win", 10)))
    assert draft.expected == "125"  # 500 / 4 = 125, a stake in chips already
    assert draft.solution[-1].code == "craps.max-bet.step_exact"


def test_cr_15_house_multiples_of_the_minimum_raise_any_craps_to_75() -> None:
    book = replace(ANDORRA, craps=replace(ANDORRA.craps, bets_multiple_of_min=True))
    draft = max_draft(book, "any_craps", None, bets(("win", 10)))
    assert draft.expected == "75"  # 71.50 is no multiple of 5: 75 wins 525 (70 wins 490)
    assert draft.solution[-1].code == "craps.max-bet.step_up_multiple"
    assert draft.prompt.params["house"] == "craps.max-bet.house.multiples"


def test_cr_12_mo_01_lay_odds_maximum_between_chips_comes_down() -> None:
    draft = max_draft(ANDORRA, "odds:dont_win", 5, bets(("dont_win", "12.50")))
    # 150 % of 12.50 = 18.75, no stake in 0.50 chips: the maximum is 18.50
    assert draft.expected == "18.50"
    assert not right(draft, "18.75")
    between, floor = draft.solution
    assert between.params["exact"] == "18.75" and (floor.rule, floor.params["limit"]) == (
        "MO-01",
        "18.50",
    )


# ------------------------------------------------------------------- rounding (MO-02, MO-05)

EXACT = replace(ANDORRA, payout_rounding=Rounding.EXACT)


def test_mo_02_odds_of_7_on_the_6_pay_8_and_mo_05_pays_8_40() -> None:
    layout = bets(("win", 10), ("odds:win", 7))
    down = odds_draft(ANDORRA, 6, layout, (2, 4))
    # 6 to 5: 7 x 6 / 5 = 8.40; down to the 0.50 chip: 8 (MO-02)
    assert down.expected == "8" and not right(down, "8.40") and not right(down, "8.50")
    stake_step, rounded = down.solution
    assert stake_step.code == "craps.odds-payout.step_rounded"
    assert (rounded.code, rounded.rule) == ("common.rounding.down", "MO-02")
    assert rounded.params == {"exact": "8.4", "amount": "8"}
    exact = odds_draft(EXACT, 6, layout, (2, 4))
    assert exact.expected == "8.40"  # MO-05: the house pays to the cent; 8.40 is exact
    assert [t.code for t in exact.solution] == ["craps.odds-payout.step"]


def test_mo_02_odds_of_7_50_on_the_5_pay_11_or_11_25() -> None:
    layout = bets(("win", 10), ("odds:win", "7.50"))
    assert odds_draft(ANDORRA, 5, layout, (1, 4)).expected == "11"  # 7.50 x 3 / 2 = 11.25
    assert odds_draft(EXACT, 5, layout, (1, 4)).expected == "11.25"


def test_mo_05_place_6_of_5_50_pays_6_41_to_the_cent() -> None:
    layout = bets(("win", 10), ("place:6", "5.50"))
    # 7 to 6: 5.50 x 7 / 6 = 6.4166...; MO-02 down to the chip: 6; MO-05 to the cent: 6.41
    assert place_draft(ANDORRA, None, layout, (3, 3)).expected == "6"
    exact = place_draft(EXACT, None, layout, (3, 3))
    assert exact.expected == "6.41"
    assert exact.solution[-1].rule == "MO-05" and exact.solution[-1].params["amount"] == "6.41"


def test_mo_02_one_lay_bet_worded_for_one() -> None:
    draft = lay_draft(ANDORRA, 5, bets(("dont_win", 10), ("lay:4", 10)), (3, 4))
    # 5 to 11: 10 x 5 / 11 = 4.5454...; down to the chip: 4.50
    assert draft.expected == "4.50"
    assert draft.prompt.code == "craps.lay-payout.prompt_one"
    assert translate(draft.prompt.code, "ca", draft.prompt.params).startswith(
        "Set. Pagueu l'única wrong bet"
    )
    assert lay_draft(EXACT, 5, bets(("dont_win", 10), ("lay:4", 10)), (3, 4)).expected == "4.54"


def test_mo_02_roll_resolution_shows_the_rounding() -> None:
    draft = resolution_draft(ANDORRA, 5, bets(("win", 10), ("place:6", 35)), (2, 4))
    # 7 to 6: 35 x 7 / 6 = 40.8333...; down to the chip: 40.50
    assert draft.expected["place:6"] == {"outcome": "won", "amount": "40.50"}
    assert [t.rule for t in draft.solution if t.code.startswith("common.rounding")] == ["MO-02"]


# --------------------------------------------------------------------------- wording


def test_cr_03_the_push_is_worded_as_the_seeds_do() -> None:
    draft = resolution_draft(ANDORRA, None, bets(("win", 10), ("dont_win", 10)), (6, 6))
    push = next(o.label for o in draft.outcomes if o.key == "push")
    assert translate(push.code, "ca").startswith("Resultat nul")  # seed 000: "resultat nul"
    assert translate(push.code, "es").startswith("Resultado nulo")  # seed 001: "resultado nulo"


def test_cr_11_odds_hint_says_true_odds() -> None:
    hint = odds_draft(ANDORRA, 5, bets(("win", 10), ("odds:win", 10)), (2, 3)).hints[0]
    assert "probabilitats reals" in translate(hint.code, "ca")
    assert "probabilidades reales" in translate(hint.code, "es")


# --------------------------------------------------------------------------- no roll


def test_cr_17_dice_on_chips_valid_in_andorra_no_roll_in_spain() -> None:
    andorra = no_roll_draft(ANDORRA, "on_chips", (3, 4), None, D(10))
    spain = no_roll_draft(SPAIN, "on_chips", (3, 4), None, D(10))
    assert andorra.expected == "valid" and spain.expected == "no_roll"
    assert not right(spain, "valid")


def test_cr_17_short_of_the_far_end_valid_in_andorra_no_roll_in_spain() -> None:
    andorra = no_roll_draft(ANDORRA, "short_of_far_end", (2, 5), 6, D(10))
    spain = no_roll_draft(SPAIN, "short_of_far_end", (2, 5), 6, D(10))
    assert andorra.expected == "valid" and spain.expected == "no_roll"
    assert spain.solution[0].code == "craps.no-roll.step_short_of_far_end"


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


# --------------------------------------------------------------------------- every house setting

HOUSES = {
    "spain-1979": SPAIN,
    "andorra-exact": EXACT,
    "andorra-multiples": replace(
        ANDORRA, craps=replace(ANDORRA.craps, bets_multiple_of_min=True, multiple_max_times=2)
    ),
}


@pytest.mark.parametrize("house", sorted(HOUSES))
def test_mo_01_cr_15_every_craps_drill_under_other_houses(house: str) -> None:
    """Stakes a player could make under each house setting (MO-01, CR-15), and answers paid on
    the chip (MO-02) or to the cent under `exact` (MO-05)."""
    book = HOUSES[house]
    chips = book.chip_set
    for drill in (d for d in catalog.all() if d.game == "craps"):
        for level in (1, 2, 3, 4):
            rng = random.Random(f"{drill.id}:{level}:{house}")
            for _ in range(150):
                q = drill.generate(rng, level, book)
                for bet in q.scene.bets:
                    assert on_chip(bet.amount, chips), (drill.id, level, q.seed, bet)
                    if book.craps.bets_multiple_of_min and not bet.spot.startswith("odds:"):
                        assert bet.amount % book.craps.table_min == 0, (drill.id, q.seed, bet)
                for amount in _expected_amounts(q):
                    if book.payout_rounding is Rounding.EXACT:
                        assert amount == amount.quantize(D("0.01")), (drill.id, q.seed, amount)
                    else:
                        assert on_chip(amount, chips), (drill.id, level, q.seed, amount)


def _expected_amounts(q: Question) -> list[Decimal]:
    if q.kind == "amount":
        return [D(str(q.expected))]
    if q.kind == "settlement":
        return [D(item["amount"]) for item in q.expected.values() if item.get("amount")]
    return []
