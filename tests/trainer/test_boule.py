"""La boule (BO-01..BO-05): numbers and colours, payouts, the 5, limits, late bets, settlement."""

from __future__ import annotations

import random
from decimal import Decimal as D
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.errors import RulebookError, RuleError
from trainer.games.boule import (
    NUMBERS,
    SIMPLE_CHANCES,
    SPOTS,
    Bet,
    Spin,
    Table,
    call,
    colour,
    payout,
    payout_rounded,
    winning_spots,
)
from trainer.house_edge import boule_edge
from trainer.rulebooks import Rulebook, default, load
from trainer.scene import Scene

# The default rulebook: minimum 2, number maximum 100, simple maximum 500, two layouts.
BOOK = default()


def _table(rulebook: Rulebook = BOOK, seed: int = 0) -> Table:
    return Table(rulebook, random.Random(seed))


def _open(table: Table) -> Spin:
    table.open_spin()
    return table.spins[-1]


def _fall(table: Table, bets: list[tuple[str, str, int]], number: int) -> Spin:
    spin = _open(table)
    for player, spot, stake in bets:
        spin.place(Bet(spot, D(stake)), player)
    spin.no_more_bets()
    spin.ball_falls(number)
    return spin


def test_bo_01_nine_numbers_four_black_four_red_and_the_5() -> None:
    assert NUMBERS == (1, 2, 3, 4, 5, 6, 7, 8, 9)
    assert [n for n in NUMBERS if colour(n) == "noir"] == [1, 3, 6, 8]
    assert [n for n in NUMBERS if colour(n) == "rouge"] == [2, 4, 7, 9]
    assert colour(5) == ""
    with pytest.raises(RuleError) as caught:
        colour(0)
    assert caught.value.rule_id == "BO-01"


# Each simple chance by hand: rouge 2 4 7 9, noir 1 3 6 8, pair 2 4 6 8, impair 1 3 7 9,
# manque 1-4, passe 6-9; the 5 in none.
_HAND = {
    "rouge": {2, 4, 7, 9},
    "noir": {1, 3, 6, 8},
    "pair": {2, 4, 6, 8},
    "impair": {1, 3, 7, 9},
    "manque": {1, 2, 3, 4},
    "passe": {6, 7, 8, 9},
}


def test_bo_02_every_number_against_every_bet() -> None:
    stake = D(10)
    for number in NUMBERS:
        for n in NUMBERS:
            expected = stake * 7 if n == number else D(0)  # 7 to 1
            assert payout(Bet(f"number:{n}", stake), number, BOOK) == expected
        for chance in SIMPLE_CHANCES:
            expected = stake if number in _HAND[chance] else D(0)  # 1 to 1
            assert payout(Bet(chance, stake), number, BOOK) == expected, (chance, number)


def test_bo_02_the_5_loses_every_simple_chance() -> None:
    assert winning_spots(5) == ["number:5"]
    spin = _fall(_table(), [("a", chance, 10) for chance in SIMPLE_CHANCES], 5)
    results = spin.settle().results
    assert all(r.outcome == "lost" and r.rule_id == "BO-02" for r in results)
    assert call(5).code == "5" and call(5).chances == ()


def test_bo_02_winning_spots_and_announcement() -> None:
    assert winning_spots(7) == ["number:7", "rouge", "impair", "passe"]
    assert call(8).code == "8 noir pair passe"
    assert call(8).message == (
        "boule.croupier.number",
        {
            "number": "8",
            "colour": "boule.said.noir",
            "parity": "boule.said.pair",
            "half": "boule.said.passe",
        },
    )


def test_bo_02_exact_house_edge_one_ninth_everywhere() -> None:
    # Number: 1/9 x 7 - 8/9 = -1/9. Simple chance: 4/9 x 1 - 5/9 = -1/9.
    for spot in SPOTS:
        assert boule_edge(spot, BOOK.boule) == Fraction(1, 9), spot


def test_bo_02_unknown_bet_refused() -> None:
    with pytest.raises(RuleError) as caught:
        Bet("number:10", D(5))
    assert caught.value.rule_id == "BO-02"


def test_bo_03_limits_per_player_and_spot() -> None:
    spin = _open(_table())
    spin.place(Bet("number:7", D(100)), "a")
    with pytest.raises(RuleError) as caught:
        spin.place(Bet("number:7", D(1)), "a")  # 101 > 100
    assert caught.value.rule_id == "BO-03"
    assert "above the maximum 100" in caught.value.reason
    spin.place(Bet("number:7", D(100)), "b")  # another player: his own maximum
    spin.place(Bet("rouge", D(500)), "a")
    with pytest.raises(RuleError):
        spin.place(Bet("noir", D(501)), "a")
    with pytest.raises(RuleError) as low:
        spin.place(Bet("pair", D(1)), "a")  # below the minimum 2
    assert low.value.rule_id == "BO-03"
    assert spin.bets[("a", "number:7", 1)].stake == 100


def test_bo_03_a_players_chips_on_one_spot_add_up_across_layouts() -> None:
    # The default table has two layouts at the minimum 2; the number maximum is 100 per player.
    spin = _open(_table())
    spin.place(Bet("number:4", D(60)), "a")
    spin.place(Bet("number:4", D(30), layout=2), "a")  # 90 in all
    assert spin.held_by("a", "number:4") == 90
    with pytest.raises(RuleError) as caught:
        spin.place(Bet("number:4", D(20), layout=2), "a")  # 110 > 100 for this player
    assert caught.value.rule_id == "BO-03"
    spin.place(Bet("number:4", D(10)), "a")  # exactly 100: accepted
    # The house may not cap what different players put on one number: b has his own 100.
    spin.place(Bet("number:4", D(100), layout=2), "b")
    # 500 on passe on the first layout leaves nothing more on passe for this player.
    spin.place(Bet("passe", D(500)), "a")
    assert not spin.can_place(Bet("passe", D(2), layout=2), "a")
    assert spin.can_place(Bet("impair", D(2), layout=2), "a")


def test_bo_03_a_layout_may_open_at_twice_the_minimum() -> None:
    table = _table()
    table.open_layouts((1, 2))  # layout 2 at twice the minimum 2: 4
    spin = _open(table)
    with pytest.raises(RuleError) as caught:
        spin.place(Bet("rouge", D(3), layout=2), "a")  # 3 < 4
    assert caught.value.rule_id == "BO-03"
    assert "layout's minimum 4" in caught.value.reason
    spin.place(Bet("rouge", D(3)), "a")  # layout 1 keeps the authorised minimum, 2
    spin.place(Bet("rouge", D(4), layout=2), "b")
    # Another layout's chips never help meet a layout's minimum: 2 on layout 2 is below 4.
    spin.place(Bet("noir", D(2)), "c")
    assert not spin.can_place(Bet("noir", D(2), layout=2), "c")


def test_bo_03_at_least_one_layout_keeps_the_authorised_minimum() -> None:
    table = _table()
    assert not table.can_open_layouts((2, 2))
    with pytest.raises(RuleError) as caught:
        table.open_layouts((2, 2))
    assert caught.value.rule_id == "BO-03"
    assert not table.can_open_layouts((1, 3))  # twice the minimum at most
    assert not table.can_open_layouts((1,))  # the table has two layouts
    assert table.limits.layout_min_times == (1, 1)  # nothing changed
    table.open_spin()
    assert not table.can_open_layouts((2, 1))  # not while bets are down
    spin = table.spin
    assert spin is not None and not spin.can_place(Bet("rouge", D(5), layout=3))


def test_bo_03_rulebook_refuses_both_layouts_at_twice_the_minimum(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text("[boule]\nlayout_min_times = [2, 2]\n", "utf-8")
    with pytest.raises(RulebookError, match="layout_min_times"):
        load(house_rules=house)
    house.write_text("[boule]\nlayout_min_times = [2, 1]\n", "utf-8")
    assert _table(load(house_rules=house)).limits.min_on(1) == 4


def test_mo_01_a_boule_stake_off_the_chip_is_refused() -> None:
    spin = _open(_table())
    with pytest.raises(RuleError) as caught:
        spin.place(Bet("number:7", D("2.25")), "a")  # the smallest chip is 0.50
    assert caught.value.rule_id == "MO-01"


def test_bo_02_mo_02_a_house_ratio_off_the_chip_is_rounded_down(tmp_path: Path) -> None:
    # A made-up house ratio, 15 to 2, only to show every boule win goes through MO-02:
    # 2.50 x 15/2 = 18.75 -> 18.50 with a 0.50 chip; to the cent (18.75) under `exact`.
    house = tmp_path / "house.toml"
    house.write_text('[boule]\nnumber_pays = "15:2"\n', "utf-8")
    won = payout_rounded(Bet("number:3", D("2.50")), 3, load(house_rules=house))
    assert (won.exact, won.amount, won.rule) == (Fraction(75, 4), D("18.5"), "MO-02")
    house.write_text('payout_rounding = "exact"\n[boule]\nnumber_pays = "15:2"\n', "utf-8")
    won = payout_rounded(Bet("number:3", D("2.50")), 3, load(house_rules=house))
    assert (won.amount, won.rule) == (D("18.75"), "")


def test_bo_04_late_bet_is_pushed_back_and_the_table_unchanged() -> None:
    table = _table()
    spin = _open(table)
    spin.place(Bet("number:3", D(5)), "a")
    spin.no_more_bets()
    before = (dict(spin.bets), spin.events, table.events)
    assert not spin.can_place(Bet("rouge", D(5)), "a")
    with pytest.raises(RuleError) as caught:
        spin.place(Bet("rouge", D(5)), "a")
    assert caught.value.rule_id == "BO-04"
    assert (dict(spin.bets), spin.events, table.events) == before


def test_bo_05_losers_raked_winners_paid_beside() -> None:
    table = _table()
    spin = _fall(table, [("a", "number:7", 10), ("a", "noir", 20), ("b", "rouge", 20)], 7)
    results = spin.settle().results
    assert [(r.spot, r.outcome, r.amount) for r in results] == [
        ("noir", "lost", 20),
        ("number:7", "won", 70),  # 10 x 7
        ("rouge", "won", 20),  # 20 x 1
    ]
    scene = table.scene()
    assert scene.number == 7
    assert {b.spot: (b.state, b.amount, b.payout) for b in scene.bets} == {
        "noir": ("lost", 20, None),
        "number:7": ("won", 10, 70),  # the stake stays, the win beside it
        "rouge": ("won", 20, 20),
    }
    assert Scene.from_json(scene.to_json()) == scene


def test_state_machine_order() -> None:
    table = _table(seed=3)
    spin = _open(table)
    assert not table.can_open_spin()
    with pytest.raises(RuleError):
        spin.ball_falls()
    spin.no_more_bets()
    with pytest.raises(RuleError):
        spin.settle()
    number = spin.ball_falls().number
    assert number in NUMBERS
    spin.settle()
    assert table.can_open_spin()


@settings(max_examples=60, deadline=None)
@given(
    bets=st.lists(
        st.tuples(
            st.sampled_from(["a", "b"]),
            st.sampled_from(sorted(SPOTS)),
            st.integers(min_value=1, max_value=200).map(lambda n: D(n) / 2),
        ),
        max_size=15,
    ),
    number=st.sampled_from(NUMBERS),
)
def test_bo_05_money_is_conserved(bets: list[tuple[str, str, D]], number: int) -> None:
    """Every stake is either raked in or stays with its winner; wins are exactly the layout's
    ratios; nothing is negative."""
    spin = _open(_table())
    for player, spot, stake in bets:
        bet = Bet(spot, stake)
        if spin.can_place(bet, player):
            spin.place(bet, player)
    on_table = sum((b.stake for b in spin.bets.values()), D(0))
    spin.no_more_bets()
    spin.ball_falls(number)
    results = spin.settle().results
    raked = sum((r.amount for r in results if r.outcome == "lost"), D(0))
    kept = sum((r.bet.stake for r in results if r.outcome == "won"), D(0))
    assert on_table == raked + kept
    for r in results:
        assert r.amount >= 0
        if r.outcome == "won":
            assert r.amount == r.bet.stake * (1 if r.bet.simple else 7)
