"""House rules the validator accepts that a drill could not run, found by the house-rules
property test (`test_house_rules_fuzz.py`): each is kept here as a reproduction, over every
level and many seeds."""

from __future__ import annotations

import gc
import random
import time
from decimal import Decimal
from pathlib import Path

import pytest

from tests.trainer.house_kit import house_file, within
from trainer import rulebooks
from trainer.drills import catalog
from trainer.drills.base import LEVELS, expected_response
from trainer.money import Chip, ChipSet, stakes_between
from trainer.rulebooks import Rulebook

TIME_LIMIT = 0.100


def book(tmp_path: Path, text: str, rulebook_id: str = "andorra-2025") -> Rulebook:
    return rulebooks.load(rulebook_id, house_rules=house_file(tmp_path, text))


def every_question(drill_id: str, rulebook: Rulebook, seeds: int = 300) -> None:
    """Every level over `seeds` seeds: a question, fast (100 ms of CPU time, issue 13), whose
    own answer grades as right."""
    drill = catalog.get(drill_id)
    drill.generate(random.Random(0), 1, rulebook)  # imports and the drill's caches
    for level in LEVELS:
        for seed in range(seeds):
            gc.disable()  # the collector's pauses are not the drill's time
            started = time.thread_time()
            try:
                with within(5):
                    question = drill.generate(random.Random(seed), level, rulebook)
            finally:
                spent = time.thread_time() - started
                gc.enable()
            assert spent <= TIME_LIMIT, f"level {level} seed {seed}: {spent:.3f} s"
            assert question.grade(expected_response(question), 1.0).correct


def test_cf_03_without_the_option_on_5_the_drawing_rule_drill_runs(tmp_path: Path) -> None:
    # CF-03: with the house option off a punter on 5 stands, so a banker question never
    # follows a punter who drew on 5 (the engine refused that coup: RuleError).
    rulebook = book(tmp_path, "[chemin_de_fer]\npunter_option_on_5 = false\n")
    every_question("chemin_de_fer.drawing-rule", rulebook)


@pytest.mark.parametrize("decks", [1, 2])
def test_bj_01_a_short_shoe_still_gives_a_table_to_settle(tmp_path: Path, decks: int) -> None:
    # BJ-01 allows one deck; the drill looked for a pair deep in the shoe and raised
    # StopIteration when a short shoe had none.
    rulebook = book(tmp_path, f"[blackjack]\ndecks = {decks}\ncut_card_from_end = 10\n")
    every_question("blackjack.settle-table", rulebook, seeds=150)


@pytest.mark.parametrize("bank_max", ["1", "250"])
def test_bd_02_a_small_limited_bank_maximum_still_gives_deux_tableaux(
    tmp_path: Path, bank_max: str
) -> None:
    # BD-02: a limited bank is formed with at most the house maximum; the drill formed banks of
    # up to 615 whatever the maximum, and the engine refused the coup.
    rulebook = book(tmp_path, f'[chemin_de_fer]\nbank_max = "{bank_max}"\n')
    every_question("chemin_de_fer.deux-tableaux", rulebook)


def test_cr_16_a_high_minimum_craps_table_still_has_its_shooter_bet(tmp_path: Path) -> None:
    # The layout's stakes were 10 to 60 whatever the table: at a 250 minimum the engine kept
    # none, not even the shooter's line bet (CR-16).
    rulebook = book(tmp_path, '[craps]\ntable_min = "250"\nsimple_max = "25000"\n')
    every_question("craps.roll-resolution", rulebook, seeds=100)


def test_cr_15_a_high_minimum_craps_table_varies_its_limits_within_the_rules(
    tmp_path: Path,
) -> None:
    # Level 4 varies the simple maximum up to 1,000 minimums: 250,000 is above any limit the
    # rulebook accepts, and the drill raised the refusal mid-question.
    rulebook = book(tmp_path, '[craps]\ntable_min = "250"\nsimple_max = "25000"\n')
    every_question("craps.max-bet", rulebook, seeds=100)


@pytest.mark.parametrize(
    "drill_id",
    ["roulette.payout-order", "roulette.picture-bets", "roulette.winning-bets"],
)
def test_ro_12_a_plein_maximum_of_two_minimums_keeps_every_stake_within_it(
    tmp_path: Path, drill_id: str
) -> None:
    # A unit of up to 7 table minimums went on a plein whose maximum is 100 at a 50 table.
    rulebook = book(tmp_path, '[roulette]\ntable_min = "50"\n')
    every_question(drill_id, rulebook, seeds=100)


def test_ro_12_a_low_simple_maximum_keeps_the_prisoner_within_it(tmp_path: Path) -> None:
    rulebook = book(tmp_path, '[roulette]\ntable_min = "1"\nplein_max = "5"\nsimple_max = "3"\n')
    every_question("roulette.en-prison", rulebook, seeds=100)


def test_ro_11_the_en_prison_drill_runs_at_a_house_without_en_prison(tmp_path: Path) -> None:
    # The drill teaches RO-11 as the decree has it; at a house without en prison the engine
    # settled the zero without a prisoner and the drill unpacked nothing.
    rulebook = book(tmp_path, "[roulette]\nen_prison = false\n")
    every_question("roulette.en-prison", rulebook, seeds=100)


FINE_CHIP = '[[chips]]\nvalue = "0.01"\ncolour = "white"\n'


@pytest.mark.parametrize(
    ("drill_id", "house"),
    [
        # ten million stakes from 500 to 100,000 in cents: the refait drill hung
        ("trente_quarante.refait", '[trente_quarante]\ntable_min = "500"\ntable_max = "100000"\n'),
        # tens of thousands of tie and banker stakes tried one by one on the engine
        ("punto_banco.settle-coup", '[punto_banco]\ntable_min = "100"\ntable_max = "10000"\n'),
        ("punto_banco.tie-payout", '[punto_banco]\ntable_min = "100"\ntable_max = "10000"\n'),
        ("punto_banco.commission", '[punto_banco]\ntable_min = "100"\ntable_max = "10000"\n'),
        # a quarter of a million blackjack stakes listed for one payout
        ("chips.pay-with-chips", '[blackjack]\ntable_min = "500"\ntable_max = "25000"\n'),
        ("craps.lay-payout", '[craps]\nbets_multiple_of_min = true\nsimple_max = "250"\n'),
        ("craps.place-payout", '[craps]\nbets_multiple_of_min = true\nsimple_max = "250"\n'),
    ],
)
def test_a_fine_chip_under_high_limits_still_gives_a_question_in_100_ms(
    tmp_path: Path, drill_id: str, house: str
) -> None:
    every_question(drill_id, book(tmp_path, FINE_CHIP + house), seeds=40)


def test_mo_01_stakes_between_keeps_at_most_most_spread_from_first_to_last() -> None:
    # 0.50 chips from 10 to 20 are 21 stakes; five of them, evenly spread: indices 0, 5, 10,
    # 15, 20 -> 10, 12.50, 15, 17.50, 20.
    chips = rulebooks.default().chip_set
    assert stakes_between(Decimal(10), Decimal(20), chips, most=5) == [
        Decimal(10),
        Decimal("12.50"),
        Decimal(15),
        Decimal("17.50"),
        Decimal(20),
    ]
    assert len(stakes_between(Decimal(10), Decimal(20), chips, most=100)) == 21
    # a million cents between 500 and 10,500 are not listed: 1,000 of them are
    cents = ChipSet([Chip(Decimal("0.01"), "white")])
    few = stakes_between(Decimal(500), Decimal(10_500), cents, most=1000)
    assert len(few) == 1000 and few[0] == 500 and few[-1] == 10_500


def test_cr_11_an_odds_maximum_below_one_base_still_gives_an_odds_question(
    tmp_path: Path,
) -> None:
    # CR-11 at 2 % of the flat bet: 0.10 on a 5 flat holds no whole 5 (the 6 to 5 base), and
    # the drill chose from an empty list (IndexError).
    rulebook = book(tmp_path, FINE_CHIP + "[craps]\nodds_take_max_percent = 2\n")
    every_question("craps.odds-payout", rulebook, seeds=100)
