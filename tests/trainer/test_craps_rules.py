"""CR-01..CR-19, one rule at a time, with the arithmetic written out from RULES.md."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from trainer.errors import RulebookError, RuleError
from trainer.games.craps import (
    STAFF,
    CrapsTable,
    LastRollsAnnounced,
    NoRoll,
    RollResult,
    dice_outcomes,
    is_valid_roll,
    max_stake,
    multiple_max,
)
from trainer.games.spots import parse_craps
from trainer.rulebooks import Rulebook, load
from trainer.scene import Scene

D = Decimal
ANDORRA = load("andorra-2025")
SPAIN = load("spain-1979")


def table(
    point: int | None = None, bets: dict[str, int] | None = None, rulebook: Rulebook = ANDORRA
) -> CrapsTable:
    """p1 shoots with a 10 win bet unless `bets` says otherwise."""
    layout = {"win": D(10)} if bets is None else {k: D(v) for k, v in bets.items()}
    return CrapsTable.with_layout(rulebook, point, layout)


def roll(t: CrapsTable, d1: int, d2: int) -> RollResult:
    t.call_no_more_bets()
    result = t.roll(d1, d2)
    assert isinstance(result, RollResult)
    return result


def snapshot(t: CrapsTable) -> tuple[object, ...]:
    return (dict(t.bets), t.point, t.phase, t.shooter_index, len(t.events), t.rolls_left)


# --------------------------------------------------------------------------- the rulebooks


def test_cr_05_cr_15_cr_17_cr_18_the_two_rulebooks_differ_as_the_seeds_do() -> None:
    a, s = ANDORRA.craps, SPAIN.craps
    assert (a.come_withdrawable, s.come_withdrawable) == (False, True)  # CR-05
    assert (a.simple_max_times_min_low, s.simple_max_times_min_low) == (20, 100)  # CR-15
    assert (a.multiple_of_min_option, s.multiple_of_min_option) == (True, False)  # CR-15
    assert not a.bets_multiple_of_min  # CR-15: the Andorran house's option, off by default
    assert (a.dice_on_chips_valid, s.dice_on_chips_valid) == (True, False)  # CR-17
    assert (a.throw_must_touch_far_end, s.throw_must_touch_far_end) == (False, True)  # CR-17
    assert (a.closing_announcement, s.closing_announcement) == (True, False)  # CR-18
    assert a.lay[8] == s.lay[8] == a.lay[6] and a.lay_max_percent[8] == 125  # CR-14 DECISION


# --------------------------------------------------------------------------- CR-01


def test_cr_01_two_dice_give_totals_1_2_3_4_5_6_5_4_3_2_1_in_36() -> None:
    counts = Counter(a + b for a, b in dice_outcomes())
    assert [counts[t] for t in range(2, 13)] == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
    assert sum(counts.values()) == 36


def test_cr_01_a_die_shows_one_to_six() -> None:
    t = table()
    t.call_no_more_bets()
    with pytest.raises(RuleError) as err:
        t.roll(0, 7)
    assert err.value.rule_id == "CR-01"


# --------------------------------------------------------------------------- CR-02


@pytest.mark.parametrize(("dice", "result"), [((3, 4), "won"), ((5, 6), "won"), ((1, 1), "lost")])
def test_cr_02_win_on_the_come_out(dice: tuple[int, int], result: str) -> None:
    outcome = roll(table(), *dice).of("win")
    assert outcome.outcome == result
    assert outcome.winnings == (D(10) if result == "won" else 0)  # 1 to 1: 10 x 1


def test_cr_02_a_number_becomes_the_point_and_repeating_it_wins() -> None:
    t = table()
    first = roll(t, 2, 4)
    assert first.of("win").outcome == "placed"
    assert t.point == 6 and t.scene().puck == 6
    assert roll(t, 3, 5).of("win").outcome == "placed"  # 8: not the point
    made = roll(t, 1, 5)  # 6 again
    assert made.of("win").outcome == "won" and made.of("win").winnings == 10
    assert t.point is None and t.scene().puck is None


def test_cr_02_seven_out_loses_and_passes_the_dice() -> None:
    t = CrapsTable.with_layout(ANDORRA, 9, [("a", "win", D(10)), ("b", "win", D(10))])
    result = roll(t, 3, 4)
    assert result.seven_out and result.call.code == "seven-out"
    assert result.of("win", "a").outcome == "lost"
    assert t.shooter == "b" and result.next_shooter == "b"


def test_cr_02_win_is_made_with_the_puck_off() -> None:
    t = table(point=5)
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "win", D(10))
    assert err.value.rule_id == "CR-02"


# --------------------------------------------------------------------------- CR-03


@pytest.mark.parametrize(
    ("dice", "result"),
    [((1, 1), "won"), ((1, 2), "won"), ((3, 4), "lost"), ((5, 6), "lost"), ((6, 6), "push")],
)
def test_cr_03_dont_win_on_the_come_out(dice: tuple[int, int], result: str) -> None:
    t = table(bets={"dont_win": 10})
    assert roll(t, *dice).of("dont_win").outcome == result


def test_cr_03_dont_win_twelve_is_a_push_and_the_bet_stays() -> None:
    t = table(bets={"dont_win": 10})
    roll(t, 6, 6)
    assert t.stake("p1", "dont_win") == 10


def test_cr_03_dont_win_wins_on_seven_loses_on_the_point() -> None:
    assert roll(table(4, {"dont_win": 10}), 3, 4).of("dont_win").winnings == 10
    assert roll(table(4, {"dont_win": 10}), 2, 2).of("dont_win").outcome == "lost"


# --------------------------------------------------------------------------- CR-04


def test_cr_04_come_moves_to_its_number_box() -> None:
    t = table(5, {"win": 10, "come": 10})
    result = roll(t, 4, 5)
    assert result.of("come").outcome == "moved" and result.of("come").moved_to == 9
    assert t.stake("p1", "come:9") == 10 and t.stake("p1", "come") == 0
    assert roll(t, 6, 3).of("come:9").winnings == 10  # then 9 before 7 wins 1 to 1


def test_cr_04_dont_come_moves_then_wins_on_seven() -> None:
    t = table(5, {"win": 10, "dont_come": 10})
    roll(t, 2, 2)
    assert t.stake("p1", "dont_come:4") == 10
    assert roll(t, 3, 4).of("dont_come:4").winnings == 10


def test_cr_04_come_is_made_only_after_a_point() -> None:
    t = table()
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "come", D(10))
    assert err.value.rule_id == "CR-04"
    with pytest.raises(RuleError):
        table(5).place_bet("p1", "come:6", D(10))  # a box is reached only by a roll


# --------------------------------------------------------------------------- CR-05


def test_cr_05_win_and_come_bets_cannot_be_withdrawn() -> None:
    t = table(5, {"win": 10, "come:6": 10})
    for spot in ("win", "come:6"):
        before = snapshot(t)
        assert not t.can_withdraw("p1", spot)
        with pytest.raises(RuleError) as err:
            t.withdraw("p1", spot)
        assert err.value.rule_id == "CR-05"
        assert snapshot(t) == before


def test_cr_05_spain_1979_forbids_withdrawing_win_only() -> None:
    t = table(5, {"win": 10, "come:6": 10}, rulebook=SPAIN)
    assert not t.can_withdraw("p1", "win")
    assert t.withdraw("p1", "come:6").amount == 10


@pytest.mark.parametrize(("rulebook", "may"), [(ANDORRA, False), (SPAIN, True)])
def test_cr_05_a_come_bet_not_yet_moved_per_rulebook(rulebook: Rulebook, may: bool) -> None:
    t = table(5, {"win": 10, "come": 10}, rulebook=rulebook)
    assert t.can_withdraw("p1", "come") is may
    if may:
        event = t.withdraw("p1", "come")
        assert (event.amount, event.rule) == (10, "CR-05")
    else:
        with pytest.raises(RuleError) as err:
            t.withdraw("p1", "come")
        assert err.value.rule_id == "CR-05"


def test_cr_05_spain_1979_odds_on_a_come_bet_come_down_first() -> None:
    t = table(5, {"win": 10, "come:6": 10, "odds:come:6": 10}, rulebook=SPAIN)
    with pytest.raises(RuleError) as err:
        t.withdraw("p1", "come:6")
    assert err.value.rule_id == "CR-11"
    t.withdraw("p1", "odds:come:6")
    assert t.withdraw("p1", "come:6").amount == 10


# --------------------------------------------------------------------------- CR-06 .. CR-10


@pytest.mark.parametrize(
    ("dice", "winnings"),
    [((1, 1), 20), ((6, 6), 20), ((1, 2), 10), ((4, 5), 10), ((5, 6), 10), ((3, 4), None)],
)
def test_cr_06_field_pays_two_to_one_on_2_and_12(
    dice: tuple[int, int], winnings: int | None
) -> None:
    outcome = roll(table(bets={"win": 10, "field": 10}), *dice).of("field")
    if winnings is None:
        assert outcome.outcome == "lost"
    else:
        assert outcome.winnings == winnings  # 10 x 2 or 10 x 1


def test_cr_07_big_6_stays_until_6_or_7_and_may_be_withdrawn() -> None:
    t = table(bets={"win": 10, "big_6": 10})
    result = roll(t, 4, 4)
    assert result.of("big_6").outcome == "placed" and result.of("big_6").withdrawable
    assert roll(t, 5, 1).of("big_6").winnings == 10  # 6 made the easy way still wins, 1 to 1
    t2 = table(bets={"win": 10, "big_8": 10})
    assert t2.withdraw("p1", "big_8").rule == "CR-07"
    assert roll(table(bets={"win": 10, "big_8": 10}), 3, 4).of("big_8").outcome == "lost"


@pytest.mark.parametrize("spot", ["under_7", "over_7"])
def test_cr_08_seven_loses_under_and_over(spot: str) -> None:
    assert roll(table(bets={"win": 10, spot: 10}), 3, 4).of(spot).outcome == "lost"


def test_cr_08_under_wins_on_2_to_6_over_on_8_to_12() -> None:
    assert roll(table(bets={"win": 10, "under_7": 10}), 1, 5).of("under_7").winnings == 10
    assert roll(table(bets={"win": 10, "over_7": 10}), 2, 6).of("over_7").winnings == 10
    assert roll(table(bets={"win": 10, "over_7": 10}), 1, 5).of("over_7").outcome == "lost"


def test_cr_09_hardways_pay_7_and_9_to_1() -> None:
    assert roll(table(bets={"win": 10, "hard_4": 10}), 2, 2).of("hard_4").winnings == 70
    assert roll(table(bets={"win": 10, "hard_10": 10}), 5, 5).of("hard_10").winnings == 70
    assert roll(table(bets={"win": 10, "hard_6": 10}), 3, 3).of("hard_6").winnings == 90
    assert roll(table(bets={"win": 10, "hard_8": 10}), 4, 4).of("hard_8").winnings == 90


def test_cr_09_hardway_loses_easy_or_on_seven_and_may_be_withdrawn_between() -> None:
    assert roll(table(bets={"win": 10, "hard_8": 10}), 2, 6).of("hard_8").outcome == "lost"
    assert roll(table(bets={"win": 10, "hard_8": 10}), 1, 6).of("hard_8").outcome == "lost"
    t = table(bets={"win": 10, "hard_8": 10})
    assert roll(t, 2, 3).of("hard_8").withdrawable  # 5: not decisive
    assert t.withdraw("p1", "hard_8").rule == "CR-09"


@pytest.mark.parametrize(
    ("spot", "dice", "winnings"),
    [
        ("any_seven", (2, 5), 40),  # 4 to 1 on 10
        ("eleven", (5, 6), 150),  # 15 to 1
        ("any_craps", (6, 6), 70),  # 7 to 1
        ("craps_2", (1, 1), 300),  # 30 to 1
        ("craps_3", (2, 1), 150),  # 15 to 1
        ("craps_12", (6, 6), 300),  # 30 to 1
    ],
)
def test_cr_10_one_roll_bets_pay(spot: str, dice: tuple[int, int], winnings: int) -> None:
    assert roll(table(bets={"win": 10, spot: 10}), *dice).of(spot).winnings == winnings
    assert roll(table(bets={"win": 10, spot: 10}), 4, 4).of(spot).outcome == "lost"


@pytest.mark.parametrize("dice", [(1, 1), (1, 2), (5, 6), (6, 6)])
def test_cr_10_horn_is_one_bet_paid_4_to_1_on_2_3_11_12(dice: tuple[int, int]) -> None:
    """Seed 000: "Horn. Que es paga quatre vegades l'aposta": the whole stake at 4 to 1."""
    assert roll(table(bets={"win": 10, "horn": 10}), *dice).of("horn").winnings == 40


def test_cr_10_horn_loses_on_any_other_total() -> None:
    for total_dice in [(3, 4), (2, 2), (4, 6)]:
        assert roll(table(bets={"win": 10, "horn": 10}), *total_dice).of("horn").outcome == "lost"


# --------------------------------------------------------------------------- CR-11, CR-12


def test_cr_11_odds_of_10_on_a_point_of_5_pay_15() -> None:
    t = table(5, {"win": 10, "odds:win": 10})
    result = roll(t, 1, 4)
    assert result.of("odds:win").winnings == 15  # 3 to 2: 10 x 3 / 2
    assert result.of("win").winnings == 10


@pytest.mark.parametrize(("point", "dice", "winnings"), [(4, (1, 3), 20), (6, (2, 4), 12)])
def test_cr_11_odds_pay_2_to_1_on_4_and_6_to_5_on_6(
    point: int, dice: tuple[int, int], winnings: int
) -> None:
    # 10 x 2 = 20; 10 x 6 / 5 = 12
    assert (
        roll(table(point, {"win": 10, "odds:win": 10}), *dice).of("odds:win").winnings == winnings
    )


def test_cr_11_odds_lose_on_seven_and_follow_the_come_bet() -> None:
    t = table(5, {"win": 10, "come:8": 10, "odds:come:8": 10})
    result = roll(t, 3, 4)
    assert result.of("odds:come:8").outcome == "lost" and result.of("come:8").outcome == "lost"
    t2 = table(5, {"win": 10, "come:8": 10, "odds:come:8": 10})
    assert roll(t2, 5, 3).of("odds:come:8").winnings == 12  # 6 to 5 on 10


def test_cr_11_odds_without_a_line_bet_are_refused_and_change_nothing() -> None:
    t = table(5, {"dont_win": 10})
    before = snapshot(t)
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "odds:win", D(10))
    assert err.value.rule_id == "CR-11" and "win" in err.value.reason
    assert snapshot(t) == before


def test_cr_11_odds_at_most_the_flat_bet() -> None:
    t = table(5, {"win": 10})
    assert t.can_place_bet("p1", "odds:win", D(10))
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "odds:win", D("10.50"))
    assert err.value.rule_id == "CR-11"


def test_cr_11_no_odds_with_the_puck_off() -> None:
    t = table(None, {"win": 10})
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "odds:win", D(10))
    assert err.value.rule_id == "CR-11"


@pytest.mark.parametrize(("point", "lay", "winnings"), [(4, 20, 10), (9, 15, 10), (8, 12, 10)])
def test_cr_12_lay_odds_pay_1_to_2_2_to_3_5_to_6(point: int, lay: int, winnings: int) -> None:
    # 20 x 1/2 = 10; 15 x 2/3 = 10; 12 x 5/6 = 10
    t = table(point, {"dont_win": 10, "odds:dont_win": lay})
    assert roll(t, 3, 4).of("odds:dont_win").winnings == winnings


@pytest.mark.parametrize(
    ("point", "limit"), [(4, 20), (10, 20), (5, 15), (9, 15), (6, 12), (8, 12)]
)
def test_cr_12_lay_odds_maximum_200_150_120_percent(point: int, limit: int) -> None:
    t = table(point, {"dont_win": 10})  # flat 10: 200 % = 20, 150 % = 15, 120 % = 12
    assert t.can_place_bet("p1", "odds:dont_win", D(limit))
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "odds:dont_win", D(limit) + D("0.50"))
    assert err.value.rule_id == "CR-12"


# --------------------------------------------------------------------------- CR-13, CR-14


@pytest.mark.parametrize(
    ("number", "stake", "winnings"), [(4, 10, 18), (5, 10, 14), (6, 12, 14), (8, 12, 14)]
)
def test_cr_13_place_pays_9_to_5_7_to_5_7_to_6(number: int, stake: int, winnings: int) -> None:
    # 10 x 9/5 = 18; 10 x 7/5 = 14; 12 x 7/6 = 14
    dice = {4: (1, 3), 5: (1, 4), 6: (2, 4), 8: (2, 6)}[number]
    t = table(bets={"win": 10, f"place:{number}": stake})
    assert roll(t, *dice).of(f"place:{number}").winnings == winnings


@pytest.mark.parametrize(("number", "limit"), [(4, 500), (5, 500), (6, 600), (8, 600), (10, 500)])
def test_cr_13_place_maximum_simple_max_and_120_percent_on_6_8(number: int, limit: int) -> None:
    t = table()  # simple maximum 500 in both rulebooks; 120 % = 600
    assert t.can_place_bet("p1", f"place:{number}", D(limit))
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", f"place:{number}", D(limit + 1))
    assert err.value.rule_id == "CR-13"


@pytest.mark.parametrize(("number", "stake", "winnings"), [(4, 22, 10), (5, 16, 10), (6, 10, 8)])
def test_cr_14_lay_pays_5_to_11_5_to_8_4_to_5(number: int, stake: int, winnings: int) -> None:
    # 22 x 5/11 = 10; 16 x 5/8 = 10; 10 x 4/5 = 8
    t = table(bets={"win": 10, f"lay:{number}": stake})
    assert roll(t, 3, 4).of(f"lay:{number}").winnings == winnings


@pytest.mark.parametrize(("number", "limit"), [(4, 1100), (9, 800), (6, 625), (8, 625)])
def test_cr_14_lay_maximum_220_160_125_percent(number: int, limit: int) -> None:
    t = table()  # 500 x 220 % = 1100; x 160 % = 800; x 125 % = 625
    assert t.can_place_bet("p1", f"lay:{number}", D(limit))
    before = snapshot(t)
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", f"lay:{number}", D(limit) + 5)
    assert err.value.rule_id == "CR-14" and "maximum" in err.value.reason
    assert snapshot(t) == before


@pytest.mark.parametrize("rulebook", [ANDORRA, SPAIN], ids=["andorra-2025", "spain-1979"])
def test_cr_14_eight_is_a_lay_number_too(rulebook: Rulebook) -> None:
    # DECISION CR-14: lay 8 as lay 6 — 4 to 5, at most 125 % of the 500 simple maximum = 625.
    t = table(bets={"win": 10, "lay:8": 25}, rulebook=rulebook)
    assert t.can_place_bet("p1", "lay:8", D(600))  # 25 + 600 = 625
    assert not t.can_place_bet("p1", "lay:8", D(601))  # 626
    assert t.can_withdraw("p1", "lay:8")
    assert roll(t, 3, 4).of("lay:8").winnings == 20  # 25 x 4 / 5 = 20
    eight = roll(table(bets={"win": 10, "lay:8": 25}, rulebook=rulebook), 2, 6)
    assert eight.of("lay:8").outcome == "lost"


# --------------------------------------------------------------------------- MO-02, MO-05


def _exact(tmp_path: Path) -> Rulebook:
    return load("andorra-2025", _house(tmp_path, 'payout_rounding = "exact"\n'))


@pytest.mark.parametrize(
    ("point", "bets", "dice", "spot", "down", "cent", "cent_rule"),
    [
        # odds of 7 on a point of 6 at 6 to 5: 7 x 6 / 5 = 8.40 -> 8 on the 0.50 chip; 8.40 exact
        (6, {"win": "10", "odds:win": "7"}, (2, 4), "odds:win", "8", "8.40", ""),
        # odds of 7.50 on a point of 5 at 3 to 2: 11.25 -> 11; 11.25 exact
        (5, {"win": "10", "odds:win": "7.50"}, (1, 4), "odds:win", "11", "11.25", ""),
        # place 6 of 5.50 at 7 to 6: 6.4166... -> 6; to the cent below 6.41 (MO-05)
        (8, {"win": "10", "place:6": "5.50"}, (3, 3), "place:6", "6", "6.41", "MO-05"),
        # lay 4 of 10 at 5 to 11: 4.5454... -> 4.50; 4.54 (MO-05)
        (8, {"win": "10", "lay:4": "10"}, (3, 4), "lay:4", "4.50", "4.54", "MO-05"),
    ],
)
def test_mo_02_payouts_round_down_to_the_chip_and_mo_05_exact_pays_the_cent(
    tmp_path: Path,
    point: int,
    bets: dict[str, str],
    dice: tuple[int, int],
    spot: str,
    down: str,
    cent: str,
    cent_rule: str,
) -> None:
    layout = {k: D(v) for k, v in bets.items()}
    by_chip = roll(CrapsTable.with_layout(ANDORRA, point, layout), *dice).of(spot)
    assert by_chip.winnings == D(down)
    assert by_chip.paid is not None and by_chip.paid.rule == "MO-02"
    by_cent = roll(CrapsTable.with_layout(_exact(tmp_path), point, layout), *dice).of(spot)
    assert by_cent.winnings == D(cent)
    assert by_cent.paid is not None and by_cent.paid.rule == cent_rule


def test_mo_02_a_payout_on_the_chip_is_not_rounded() -> None:
    paid = roll(table(5, {"win": 10, "odds:win": 10}), 1, 4).of("odds:win").paid
    assert paid is not None and (paid.amount, paid.rule) == (15, "")  # 10 x 3 / 2 = 15


# --------------------------------------------------------------------------- CR-15


def test_cr_15_simple_bets_up_to_the_simple_maximum() -> None:
    t = table(bets={"win": 500})
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "field", D(501))
    assert err.value.rule_id == "CR-15"
    assert t.can_place_bet("p1", "field", D(500))


def test_cr_15_bets_at_least_the_table_minimum() -> None:
    with pytest.raises(RuleError) as err:
        table().place_bet("p1", "field", D(4))
    assert err.value.rule_id == "CR-15"


@pytest.mark.parametrize(
    ("spot", "limit", "pays"),
    # MO-04: the smallest stake on the 0.50 chip whose win is at least the 500 a maximum simple
    # bet wins (1 to 1): 500/15 = 33.33 -> 33.50 (wins 502.50); 500/30 = 16.67 -> 17 (510);
    # 500/4 = 125 exactly; 500/9 = 55.56 -> 56 (504; 55.50 wins only 499.50); 500/7 = 71.43
    # -> 71.50 (500.50; 71 wins 497).
    [
        ("eleven", "33.50", 15),
        ("craps_3", "33.50", 15),
        ("craps_2", "17", 30),
        ("craps_12", "17", 30),
        ("horn", "125", 4),
        ("any_seven", "125", 4),
        ("hard_6", "56", 9),
        ("hard_8", "56", 9),
        ("hard_4", "71.50", 7),
        ("hard_10", "71.50", 7),
        ("any_craps", "71.50", 7),
    ],
)
@pytest.mark.parametrize("rulebook", [ANDORRA, SPAIN], ids=["andorra-2025", "spain-1979"])
def test_cr_15_mo_04_multiple_bet_maximum_is_the_smallest_chip_stake_winning_the_simple_max(
    spot: str, limit: str, pays: int, rulebook: Rulebook
) -> None:
    t = table(rulebook=rulebook)  # simple maximum 500 in both rulebooks
    assert t.can_place_bet("p1", spot, D(limit))
    assert D(limit) * pays >= 500 > (D(limit) - D("0.50")) * pays  # the smallest that reaches
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", spot, D(limit) + D("0.50"))
    assert err.value.rule_id == "CR-15"


def test_cr_15_any_craps_maximum_is_71_50_not_71_42() -> None:
    t = table()
    assert max_stake(parse_craps("any_craps"), ANDORRA.craps, ANDORRA.chip_set, None, None) == D(
        "71.50"
    )
    with pytest.raises(RuleError) as err:  # 71.42 is no stake a player can make (MO-01)
        t.place_bet("p1", "any_craps", D("71.42"))
    assert err.value.rule_id == "MO-01"


def test_mo_01_a_stake_is_made_of_the_house_chips() -> None:
    t = table(5)
    for spot, amount in (("place:6", "12.25"), ("odds:win", "7.10"), ("field", "5.01")):
        before = snapshot(t)
        assert not t.can_place_bet("p1", spot, D(amount))
        with pytest.raises(RuleError) as err:
            t.place_bet("p1", spot, D(amount))
        assert err.value.rule_id == "MO-01"
        assert snapshot(t) == before
    assert t.can_place_bet("p1", "place:6", D("12.50"))


def _house(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "house_rules.toml"
    path.write_text(text, "utf-8")
    return path


def test_cr_15_simple_maximum_20_times_in_andorra_100_times_in_spain(tmp_path: Path) -> None:
    # 20 x the 5 minimum; multiple bets up to twice the simple win, else craps 2 at 30 to 1
    # could stake at most 3.50, below the minimum (CR-15, MO-04), and the book is refused
    twenty = _house(tmp_path, '[craps]\nsimple_max = "100"\nmultiple_max_times = 2\n')
    assert load("andorra-2025", twenty).craps.simple_max == 100
    with pytest.raises(RulebookError):
        load("spain-1979", twenty)  # spain-1979 needs at least 100 x 5 = 500
    too_high = _house(tmp_path, '[craps]\nsimple_max = "5005"\n')  # over 1,000 x 5
    with pytest.raises(RulebookError):
        load("andorra-2025", too_high)


def test_cr_15_no_house_may_allow_more_than_three_times(tmp_path: Path) -> None:
    with pytest.raises(RulebookError):
        load("andorra-2025", _house(tmp_path, "[craps]\nmultiple_max_times_high = 4\n"))


def test_cr_15_multiple_bets_house_may_allow_three_times(tmp_path: Path) -> None:
    triple = load("andorra-2025", _house(tmp_path, "[craps]\nmultiple_max_times = 3\n"))
    t = CrapsTable.with_layout(triple, None, {"win": D(10)})
    assert t.can_place_bet("p1", "eleven", D(100))  # 100 x 15 = 1500 = 3 x 500
    assert not t.can_place_bet("p1", "eleven", D("100.50"))
    with pytest.raises(RulebookError):
        load("andorra-2025", _house(tmp_path, "[craps]\nmultiple_max_times = 4\n"))


def test_cr_15_three_times_is_also_a_ceiling_so_any_craps_rounds_down(tmp_path: Path) -> None:
    # 3 x 500 = 1500 at 7 to 1: 214.29. Up to the chip, 214.50 wins 1501.50, more than CR-15's
    # "at most three times"; the last stake under the ceiling is 214 (wins 1498).
    triple = load("andorra-2025", _house(tmp_path, "[craps]\nmultiple_max_times = 3\n"))
    detail = multiple_max("any_craps", triple.craps, triple.chip_set)
    assert (detail.stake, detail.win, detail.capped) == (D(214), D(1498), True)
    t = CrapsTable.with_layout(triple, None, {"win": D(10)})
    assert t.can_place_bet("p1", "any_craps", D(214))
    assert not t.can_place_bet("p1", "any_craps", D("214.50"))


def test_cr_15_twice_the_simple_win(tmp_path: Path) -> None:
    double = load("andorra-2025", _house(tmp_path, "[craps]\nmultiple_max_times = 2\n"))
    # 2 x 500 = 1000 at 7 to 1: 142.86 -> 143 on the chip (wins 1001; 142.50 wins 997.50)
    assert multiple_max("hard_4", double.craps, double.chip_set).stake == D(143)


def test_cr_15_andorra_house_may_require_multiples_of_the_minimum(tmp_path: Path) -> None:
    book = load("andorra-2025", _house(tmp_path, "[craps]\nbets_multiple_of_min = true\n"))
    t = CrapsTable.with_layout(book, 6, {"win": D(10)})
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "place:6", D(12))  # 12 is not a multiple of the 5 minimum
    assert err.value.rule_id == "CR-15"
    assert t.can_place_bet("p1", "place:6", D(15))
    assert t.can_place_bet("p1", "odds:win", D("7.50"))  # odds have no minimum of their own
    # MO-04 then CR-15: any craps 71.50 -> the next multiple of 5, 75 (wins 525); eleven 33.50
    # -> 35 (525); hard 8 56 -> 60 (540); horn stays 125.
    for spot, limit in (("any_craps", 75), ("eleven", 35), ("hard_8", 60), ("horn", 125)):
        assert t.can_place_bet("p1", spot, D(limit))
        assert not t.can_place_bet("p1", spot, D(limit + 5))
        assert max_stake(parse_craps(spot), book.craps, book.chip_set, None, None) == limit


def test_cr_15_spain_1979_has_no_multiples_of_the_minimum_clause(tmp_path: Path) -> None:
    with pytest.raises(RulebookError) as err:
        load("spain-1979", _house(tmp_path, "[craps]\nbets_multiple_of_min = true\n"))
    assert err.value.field == "craps.bets_multiple_of_min"


# --------------------------------------------------------------------------- CR-16


def test_cr_16_the_shooter_bets_win_or_dont_win_before_rolling() -> None:
    # a shoots with only a field bet: neither the call (which comes before the throw) nor the
    # throw is allowed until a bets win or don't win.
    t = CrapsTable.with_layout(ANDORRA, None, [("a", "field", D(10)), ("b", "win", D(10))])
    before = snapshot(t)
    for refused in (t.call_no_more_bets, lambda: t.roll(3, 4)):
        with pytest.raises(RuleError) as err:
            refused()
        assert err.value.rule_id == "CR-16" and "a" in err.value.reason
        assert snapshot(t) == before
    t.place_bet("a", "dont_win", D(10))
    t.call_no_more_bets()
    assert isinstance(t.roll(3, 4), RollResult)


def test_cr_16_the_dice_are_refused_only_while_they_are_offered() -> None:
    t = CrapsTable.with_layout(ANDORRA, None, [("a", "win", D(10)), ("b", "win", D(10))])
    t.call_no_more_bets()
    assert not t.can_refuse_dice()
    with pytest.raises(RuleError) as err:
        t.refuse_dice()
    assert err.value.rule_id == "CR-16" and t.shooter == "a"


def test_cr_16_no_bets_after_no_more_bets() -> None:
    t = table()
    t.call_no_more_bets()
    before = snapshot(t)
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "field", D(10))
    assert err.value.rule_id == "CR-16" and "no hi van més apostes" in err.value.reason
    assert snapshot(t) == before


def test_cr_16_the_shooter_throws_after_the_call() -> None:
    t = table()
    assert not t.can_roll(3, 4)
    with pytest.raises(RuleError) as err:
        t.roll(3, 4)
    assert err.value.rule_id == "CR-16"


def test_cr_16_dice_go_clockwise_and_may_be_refused() -> None:
    t = CrapsTable.with_layout(
        ANDORRA, None, [("a", "win", D(10)), ("b", "win", D(10)), ("c", "win", D(10))]
    )
    assert t.shooter == "a"  # on the croupiers' left
    assert t.refuse_dice().next_shooter == "b"
    roll(t, 2, 2)
    assert not t.can_refuse_dice()  # b rolls for his point
    roll(t, 3, 4)  # seven-out
    assert t.shooter == "c"


# --------------------------------------------------------------------------- CR-17


@pytest.mark.parametrize(
    "landing", ["broken", "stacked", "off_table", "on_rail", "reserve_bowl", "incorrect_throw"]
)
def test_cr_17_no_roll_in_both_rulebooks(landing: str) -> None:
    for rulebook in (ANDORRA, SPAIN):
        assert not is_valid_roll(landing, rulebook)  # type: ignore[arg-type]


def test_cr_17_dice_on_chips_valid_in_andorra_no_roll_in_spain() -> None:
    assert is_valid_roll("on_chips", ANDORRA)
    assert not is_valid_roll("on_chips", SPAIN)
    t = table(bets={"win": 10}, rulebook=SPAIN)
    t.call_no_more_bets()
    before = dict(t.bets)
    assert isinstance(t.roll(3, 4, "on_chips"), NoRoll)
    assert t.bets == before and t.point is None
    assert isinstance(t.roll(3, 4), RollResult)  # the shooter throws again
    a = table(bets={"win": 10})
    a.call_no_more_bets()
    assert isinstance(a.roll(3, 4, "on_chips"), RollResult)


@pytest.mark.parametrize(("rulebook", "valid"), [(ANDORRA, True), (SPAIN, False)])
def test_cr_17_both_dice_touching_the_far_end(rulebook: Rulebook, valid: bool) -> None:
    """Seed 000: "amb la intenció que ambdós daus toquin l'extrem oposat" (the intention is
    enough); seed 001: "después de que ambos dados hayan tocado el borde opuesto"."""
    assert is_valid_roll("short_of_far_end", rulebook) is valid
    t = table(bets={"win": 10}, rulebook=rulebook)
    assert t.can_count_throw("short_of_far_end") is valid
    t.call_no_more_bets()
    result = t.roll(2, 4, "short_of_far_end")
    if valid:
        assert isinstance(result, RollResult) and t.point == 6
    else:
        assert isinstance(result, NoRoll) and t.point is None and t.bets == {("p1", "win"): 10}
        assert result.rule == "CR-17" and "far end" in result.reason
        with pytest.raises(RuleError) as err:
            t.verify_count_throw("short_of_far_end")
        assert err.value.rule_id == "CR-17"


def test_cr_17_a_valid_landing_counts_in_both_rulebooks() -> None:
    for rulebook in (ANDORRA, SPAIN):
        assert is_valid_roll("table", rulebook)
        assert table(rulebook=rulebook).can_count_throw("table")


# --------------------------------------------------------------------------- CR-18


def test_cr_18_spain_1979_has_no_closing_announcement() -> None:
    t = table(bets={"win": 10}, rulebook=SPAIN)
    before = snapshot(t)
    assert not t.can_announce_last_rolls()
    with pytest.raises(RuleError) as err:
        t.announce_last_rolls()
    assert err.value.rule_id == "CR-18" and "spain-1979" in err.value.reason
    assert snapshot(t) == before
    assert table().can_announce_last_rolls()  # andorra-2025 closes with the last three rolls


def test_cr_18_three_last_rolls_then_unresolved_bets_are_returned() -> None:
    t = table(bets={"win": 10, "place:6": 12, "big_8": 10})
    announced = t.announce_last_rolls()
    assert announced == LastRollsAnnounced(3) == t.events[-1] and t.rolls_left == 3
    assert announced.message == "craps.croupier.last_rolls"  # "les tres últimes tirades"
    roll(t, 2, 3)  # point 5
    roll(t, 4, 5)
    last = roll(t, 4, 6)  # 10: nothing decided
    assert last.last_roll
    assert {o.spot: o.outcome for o in last.outcomes} == {
        "win": "returned",
        "place:6": "returned",
        "big_8": "returned",
    }
    assert all(o.rule == "CR-18" for o in last.outcomes)
    assert t.bets == {} and last.returned_stakes == 32
    with pytest.raises(RuleError) as err:
        t.place_bet("p1", "win", D(10))
    assert err.value.rule_id == "CR-18"


def test_cr_18_a_bet_decided_on_the_last_roll_is_settled_not_returned() -> None:
    t = table(bets={"win": 10})
    t.announce_last_rolls()
    roll(t, 5, 5)
    roll(t, 5, 6)
    t.place_bet("p1", "field", D(10))
    last = roll(t, 1, 1)  # point 10 stays: win returned; field 2 wins 2 to 1
    assert last.of("win").outcome == "returned"
    assert last.of("field").winnings == 20


# --------------------------------------------------------------------------- CR-19


def test_cr_19_a_table_head_two_croupiers_and_a_stickman() -> None:
    assert sorted(STAFF) == ["croupier", "croupier", "stickman", "table_head"]
    with pytest.raises(RuleError) as err:
        CrapsTable(ANDORRA, staff=("croupier", "stickman"))
    assert err.value.rule_id == "CR-19"


def test_cr_19_the_stickman_calls_the_roll() -> None:
    assert roll(table(), 4, 4).call.code == "point 8 (hard 8)"
    assert roll(table(6), 2, 6).call.code == "easy 8"
    assert roll(table(6), 1, 2).call.code == "craps 3"


# --------------------------------------------------------------------------- the felt


def test_scene_shows_bets_dice_and_puck_and_round_trips() -> None:
    t = table(5, {"win": 10, "odds:win": 10, "come:6": 10, "place:8": 12})
    result = roll(t, 3, 3)
    settled = t.scene(result)
    assert settled.dice == (3, 3) and settled.puck == 5
    states = {b.spot: (b.state, b.payout) for b in settled.bets}
    assert states["come:6"] == ("won", D(10)) and states["win"] == ("placed", None)
    now = t.scene()
    assert now.puck == 5 and {b.spot for b in now.bets} == {"win", "odds:win", "place:8"}
    assert Scene.from_json(now.to_json()) == now
    assert Scene.from_json(settled.to_json()) == settled
