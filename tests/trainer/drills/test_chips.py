"""Chip drills: hand-checked payouts in the fewest chips, rounded by the house setting (MO-02,
MO-05), stakes each game's table allows (MO-01), and amounts written "2,50 €" in ca/es."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from decimal import Decimal

import pytest

from trainer import rulebooks
from trainer.drills import catalog
from trainer.drills.base import LEVELS, Response, Text
from trainer.drills.chips import Payout, house_payouts, pay_draft, stakes
from trainer.errors import ChipError
from trainer.i18n import translate
from trainer.money import Rounding, on_chip

BOOK = rulebooks.default()  # chips 0.50 1 2.50 5 10 25 100 500 1000; down_to_chip
EXACT = replace(BOOK, payout_rounding=Rounding.EXACT)
D = Decimal


def payout_of(what: str, book: rulebooks.Rulebook = BOOK) -> Payout:
    return next(p for p in house_payouts(book) if p.what == what)


def words(solution: tuple[Text, ...], lang: str) -> list[str]:
    return [translate(t.code, lang, t.params) for t in solution]


def test_bj_10_blackjack_on_25_paid_37_50_in_three_chips() -> None:
    # BJ-10: 25 × 3 ÷ 2 = 37.50, on the 0.50 chip: nothing to round. Fewest chips:
    # 25 + 10 + 2.50.
    draft = pay_draft(payout_of("blackjack"), D(25), BOOK)
    assert draft.expected == {"total": "37.50", "chips": {"25": 1, "10": 1, "2.50": 1}}
    assert draft.rules == ("BJ-10",)
    ca = words(draft.solution, "ca")
    assert ca == [
        "25 € a 3:2 paga 37,50 €.",
        "Mínim de fitxes per a 37,50 €:",
        "1 × 25 €",
        "1 × 10 €",
        "1 × 2,50 €",
    ]
    assert words(draft.solution, "en")[-1] == "1 × €2.50"


def test_cr_13_mo_02_place_6_on_40_pays_46_50() -> None:
    # CR-13 7 to 6: 40 × 7 ÷ 6 = 46.666…; MO-02 rounds the payout down to the 0.50 chip: 46.50
    # = 25 + 10 + 10 + 1 + 0.50.
    draft = pay_draft(payout_of("place_6"), D(40), BOOK)
    assert draft.expected == {
        "total": "46.50",
        "chips": {"25": 1, "10": 2, "1": 1, "0.50": 1},
    }
    assert draft.rules == ("CR-13", "MO-02")
    rounding = draft.solution[1]
    assert (rounding.code, rounding.rule) == ("common.rounding.down", "MO-02")
    assert rounding.params["exact"] == "46.6667…" and D(rounding.params["amount"]) == D("46.50")
    es = words(draft.solution, "es")
    assert es[0] == "40 € a 7:6: 40 € × 7 ÷ 6."
    assert "46,6667…" in es[1] and "46,50 €" in es[1]
    q = draft.as_question("chips.pay-with-chips", rulebook=BOOK.id)
    assert q.grade(Response("chips", {"25": 1, "10": 2, "1": 1, "0.50": 1}), 3).correct
    # 47 (rounded up) overpays: the house never pays what it does not owe
    assert not q.grade(Response("chips", {"25": 1, "10": 2, "2.50": 1, "0.50": 1}), 3).correct


def test_bj_10_mo_02_blackjack_on_12_50_pays_18_50() -> None:
    # BJ-10 3 to 2 on 12.50 = 18.75: down_to_chip pays 18.50 = 10 + 5 + 2.50 + 1 (MO-02).
    down = pay_draft(payout_of("blackjack"), D("12.50"), BOOK)
    assert down.expected == {"total": "18.50", "chips": {"10": 1, "5": 1, "2.50": 1, "1": 1}}
    assert down.rules == ("BJ-10", "MO-02")


def test_mo_05_exact_house_a_cent_win_is_no_chip_question() -> None:
    # MO-05: the exact house owes 18.75 on that blackjack, which no chip of the set makes:
    # such a win is settled in cash, so the chip drill refuses it…
    with pytest.raises(ChipError):
        pay_draft(payout_of("blackjack"), D("12.50"), EXACT)
    # …and asks one whose exact win falls on the chip: odds 3 to 2 on 13 = 19.50, no rounding.
    exact = pay_draft(payout_of("odds_5"), D(13), EXACT)
    assert exact.expected == {"total": "19.50", "chips": {"10": 1, "5": 1, "2.50": 1, "1": 2}}
    assert exact.rules == ("CR-11",)
    assert not any(t.code.startswith("common.rounding") for t in exact.solution)


@pytest.mark.parametrize("level", LEVELS)
def test_mo_01_stakes_are_chips_within_each_games_limits(level: int) -> None:
    # Limits: blackjack 10-500 (BJ-04); roulette minimum 5 and inside maxima by numbers covered:
    # cheval 2 × 100, transversale 300, carré 400, sixain 600 (RO-12); craps minimum 5, place 6
    # up to 120% of 500 = 600 (CR-13), odds on a flat maximum up to 500 (CR-11).
    limits = {
        "blackjack": (10, 500),
        "cheval": (5, 200),
        "transversale": (5, 300),
        "carre": (5, 400),
        "sixain": (5, 600),
        "place_6": (5, 600),
        "odds_5": (5, 500),
    }
    for pay in house_payouts(BOOK):
        low, high = limits[pay.what]
        found = stakes(level, pay, BOOK)
        assert found, pay.what
        for stake in found:
            assert on_chip(stake, BOOK.chip_set) and D(low) <= stake <= D(high), (pay, stake)


@pytest.mark.parametrize("level", (1, 2))
def test_mo_02_round_levels_pay_exactly(level: int) -> None:
    # Levels 1-2 use stakes in multiples of the ratio's base: a place 6 in multiples of 30
    # (10 and 6) at level 1, so 7 to 6 never needs rounding.
    for pay in house_payouts(BOOK):
        for stake in stakes(level, pay, BOOK):
            assert (pay.ratio.exact(stake) * 2).denominator == 1, (pay.what, stake)
    assert stakes(1, payout_of("place_6"), BOOK) == [D(30), D(60), D(90)]


def test_mo_05_exact_house_still_asks_only_chip_payouts() -> None:
    # Under the exact setting a win like 46.66 is settled in cash; the chip drill picks another.
    drill = catalog.get("chips.pay-with-chips")
    rng = random.Random(12)
    for level in LEVELS:
        for _ in range(200):
            q = drill.generate(rng, level, rulebook=EXACT)
            assert on_chip(D(q.expected["total"]), EXACT.chip_set)


def test_colour_up_shows_each_stack_and_the_chips_with_the_euro_sign() -> None:
    drill = catalog.get("chips.colour-up")
    q = drill.generate(random.Random(4), 3)
    ca = [translate(t.code, "ca", t.params) for t in q.solution]
    stacks = [line for line in ca if "=" in line]
    assert stacks and all(line.count("€") == 2 for line in stacks)  # "9 × 5 € = 45 €"
    assert not any(re.search(r"\d\.\d", line) for line in ca)  # "2,50 €", never "2.50"
