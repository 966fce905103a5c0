"""House edge lab tests.

Published figures (the tolerances are stated with each test):
- Wizard of Odds, Baccarat Appendix 3 (wizardofodds.com/games/baccarat/appendix/3/), 8 decks,
  "Total" row: player 0.446247, banker 0.458597, tie 0.095156.
- casinoexploit.com/baccarat.html, "Probabilities in 8deck / 6deck Baccarat" (counts of
  ordered card sequences, the Wizard of Odds method): 8 decks banker 2,292,252,566,437,888,
  player 2,230,518,282,592,256, tie 475,627,426,473,216; 6 decks banker 403,095,751,234,560,
  player 392,220,492,728,832, tie 83,552,962,932,288; house edges 6 decks 1.06% / 1.24% /
  14.44%, 8 decks 1.06% / 1.24% / 14.36%.
- excelpunks.com (2018-05-12, "Baccarat vs non-commission baccarat"), 8 decks: house edge
  player 0.012351, banker 0.010579, tie 0.143596.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from fractions import Fraction

import pytest

from trainer import rulebooks
from trainer.games.baccarat.tableau import banker_draws, player_draws
from trainer.house_edge import (
    CheminStrategy,
    cf_banker_rule,
    cf_punter_rule,
    chemin_de_fer_edges,
    enumerate_coups,
    percent,
    punto_banco_edges,
    shoe_counts,
)
from trainer.money import Ratio

PB = rulebooks.default().punto_banco
CF = rulebooks.default().chemin_de_fer


def test_pb_01_six_deck_composition() -> None:
    # 6 x 52 = 312 cards: tens and court cards 4 ranks x 4 suits x 6 = 96 worth 0, and
    # 4 suits x 6 decks = 24 of each value 1-9.
    counts = shoe_counts(6)
    assert counts == (96,) + (24,) * 9
    assert sum(counts) == 312


def test_probabilities_sum_to_one_and_count_every_six_card_sequence() -> None:
    o = enumerate_coups(shoe_counts(6))
    assert o.probability("player") + o.probability("banker") + o.probability("tie") == 1
    # Every ordered sequence of six cards from 312: 312 x 311 x 310 x 309 x 308 x 307.
    assert o.total == 312 * 311 * 310 * 309 * 308 * 307


def test_published_six_deck_counts_exactly() -> None:
    # casinoexploit.com/baccarat.html, 6 decks (see the module docstring).
    o = enumerate_coups(shoe_counts(6))
    assert (o.banker, o.player, o.tie) == (
        403_095_751_234_560,
        392_220_492_728_832,
        83_552_962_932_288,
    )


def test_published_eight_deck_counts_exactly() -> None:
    # casinoexploit.com/baccarat.html, 8 decks.
    o = enumerate_coups(shoe_counts(8))
    assert (o.banker, o.player, o.tie) == (
        2_292_252_566_437_888,
        2_230_518_282_592_256,
        475_627_426_473_216,
    )


def test_wizard_of_odds_eight_deck_probabilities() -> None:
    # Wizard of Odds Appendix 3, 8 decks, printed to 6 decimals: tolerance half a unit there.
    o = enumerate_coups(shoe_counts(8))
    for side, published in (("player", "0.446247"), ("banker", "0.458597"), ("tie", "0.095156")):
        assert abs(o.probability(side) - Fraction(published)) <= Fraction(5, 10**7)


def test_pb_04_eight_deck_house_edges_match_published() -> None:
    # excelpunks.com, 8 decks, printed to 6 decimals: tolerance 5e-7.
    edges = {e.bet: e.edge for e in punto_banco_edges(dataclasses.replace(PB, decks=8))}
    assert abs(edges["player"] - Fraction("0.012351")) <= Fraction(5, 10**7)
    assert abs(edges["banker"] - Fraction("0.010579")) <= Fraction(5, 10**7)
    assert abs(edges["tie"] - Fraction("0.143596")) <= Fraction(5, 10**7)


def test_pb_04_six_deck_house_edges_match_published() -> None:
    # casinoexploit.com, 6 decks, to two decimals of a percent: 1.06%, 1.24%, 14.44%.
    edges = {e.bet: e.edge for e in punto_banco_edges(PB)}
    assert abs(edges["banker"] - Fraction("0.0106")) <= Fraction(5, 10**5)
    assert abs(edges["player"] - Fraction("0.0124")) <= Fraction(5, 10**5)
    assert abs(edges["tie"] - Fraction("0.1444")) <= Fraction(5, 10**5)


def test_pb_04_edges_follow_the_rulebook_payouts() -> None:
    # Same probabilities, tie paid 9:1 instead of 8:1: edge = 1 - 10 P(tie), against
    # 1 - 9 P(tie) at 8:1; the difference is exactly P(tie).
    o = enumerate_coups(shoe_counts(6))
    eight = {e.bet: e.edge for e in punto_banco_edges(PB, o)}
    nine = {
        e.bet: e.edge for e in punto_banco_edges(dataclasses.replace(PB, tie_pays=Ratio(9, 1)), o)
    }
    assert eight["tie"] - nine["tie"] == o.probability("tie")
    # No commission: the banker's edge becomes P(player) - P(banker).
    free = {
        e.bet: e.edge
        for e in punto_banco_edges(dataclasses.replace(PB, commission_rate=Decimal(0)), o)
    }
    assert free["banker"] == o.probability("player") - o.probability("banker")


def test_pb_09_a_shoe_of_fours_is_always_a_natural_tie() -> None:
    # Every hand is 4 + 4 = 8, a natural for both (PB-09): a tie every time.
    counts = (0, 0, 0, 0, 24, 0, 0, 0, 0, 0)
    o = enumerate_coups(counts)
    assert o.probability("tie") == 1


def test_pb_10_pb_11_a_shoe_of_tens_draws_both_thirds_and_ties() -> None:
    # Every hand is 0: the player draws on 0 (PB-10), then the banker on 0 always draws
    # (PB-11), both end on 0: a tie, and all six cards are used.
    o = enumerate_coups((6,) + (0,) * 9)
    assert o.probability("tie") == 1
    assert o.total == 6 * 5 * 4 * 3 * 2 * 1


def test_cf_03_cf_04_punter_drawing_on_5_and_banker_drawing_options_is_punto_banco() -> None:
    # With the punter drawing on 5 and both banker options drawn, CF-03/CF-04 give exactly
    # the PB-10/PB-11 tableau, so the enumeration must agree with punto banco to the unit.
    strat = CheminStrategy(punter_on_5="draw", banker_options_draw=True)
    for total in range(8):
        assert cf_punter_rule(strat)(total) == player_draws(total)
        for third in [*range(10), None]:
            assert cf_banker_rule(strat)(total, third) == banker_draws(total, third)
    counts = shoe_counts(6)
    cf = enumerate_coups(counts, cf_punter_rule(strat), cf_banker_rule(strat))
    assert cf == enumerate_coups(counts)


def test_cf_03_punter_stands_on_5_as_advised() -> None:
    strat = CheminStrategy()
    assert cf_punter_rule(strat)(5) is False
    assert cf_punter_rule(strat)(4) is True
    assert cf_punter_rule(strat)(6) is False


def test_cf_04_banker_options_follow_the_stated_choice() -> None:
    stands = CheminStrategy(banker_options_draw=False)
    assert cf_banker_rule(stands)(3, 9) is False
    assert cf_banker_rule(stands)(5, 4) is False
    assert cf_banker_rule(stands)(3, 8) is False  # PB-11 as usual
    assert cf_banker_rule(stands)(0, 9) is True  # CF-04: baccarat (0) must draw


def test_cf_05_cagnotte_edges() -> None:
    edges = chemin_de_fer_edges(CF)
    assert edges.punter_win + edges.banker_win + edges.void == 1
    # CF-05: 5% off the banker's wins: after = before - 5% x P(banker win).
    assert edges.banker_edge_after_cagnotte == edges.banker_edge_before_cagnotte - (
        Fraction(5, 100) * edges.banker_win
    )
    assert edges.house_take == Fraction(5, 100) * edges.banker_win
    # The banker's edge before the cagnotte is positive (it acts last, with more to go on).
    assert edges.banker_edge_before_cagnotte > 0


@pytest.mark.parametrize(
    ("value", "text"),
    [(Fraction(1, 100), "1.0000%"), (Fraction(-1, 3), "-33.3333%"), (Fraction(0), "0.0000%")],
)
def test_percent(value: Fraction, text: str) -> None:
    assert percent(value) == text
