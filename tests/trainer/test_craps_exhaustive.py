"""Every bet kind, every table state (puck off, puck on each point), all 36 dice: the engine
against a small oracle written from the text of RULES.md CR-02..CR-14, with its own payout
figures copied from RULES.md (not from the rulebook TOML), so a wrong TOML fails here too.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from trainer.games.craps import CrapsTable, RollResult
from trainer.rulebooks import load

D = Decimal
F = Fraction
POINTS = (4, 5, 6, 8, 9, 10)
STATES = (None, *POINTS)

# RULES.md, as written there.
TAKE = {4: F(2), 10: F(2), 5: F(3, 2), 9: F(3, 2), 6: F(6, 5), 8: F(6, 5)}  # CR-11
LAY_ODDS = {4: F(1, 2), 10: F(1, 2), 5: F(2, 3), 9: F(2, 3), 6: F(5, 6), 8: F(5, 6)}  # CR-12
PLACE = {4: F(9, 5), 10: F(9, 5), 5: F(7, 5), 9: F(7, 5), 6: F(7, 6), 8: F(7, 6)}  # CR-13
LAY = {4: F(5, 11), 10: F(5, 11), 5: F(5, 8), 9: F(5, 8), 6: F(4, 5), 8: F(4, 5)}  # CR-14
# CR-06, CR-08, CR-10: one-roll bets -> {winning total: pays N to 1}
ONE_ROLL = {
    "field": {2: F(2), 3: F(1), 4: F(1), 9: F(1), 10: F(1), 11: F(1), 12: F(2)},
    "under_7": {t: F(1) for t in (2, 3, 4, 5, 6)},
    "over_7": {t: F(1) for t in (8, 9, 10, 11, 12)},
    "any_seven": {7: F(4)},
    "eleven": {11: F(15)},
    "any_craps": {2: F(7), 3: F(7), 12: F(7)},
    "craps_2": {2: F(30)},
    "craps_3": {3: F(15)},
    "craps_12": {12: F(30)},
    "horn": {2: F(4), 3: F(4), 11: F(4), 12: F(4)},
}
HARD = {4: F(7), 10: F(7), 6: F(9), 8: F(9)}  # CR-09

Expect = tuple[str, Fraction, int | None]  # result, pays N to 1 (win only), moved to


def oracle(spot: str, point: int | None, d1: int, d2: int) -> Expect:
    """What RULES.md says happens to a bet on `spot` with the puck on `point`."""
    t = d1 + d2
    win, lose, stay = ("won", F(1), None), ("lost", F(0), None), ("placed", F(0), None)
    if spot in ONE_ROLL:
        pays = ONE_ROLL[spot].get(t)
        return ("won", pays, None) if pays else lose
    parts = spot.split(":")
    if parts[0] == "odds":
        base = parts[1:]
        number = int(base[1]) if len(base) == 2 else point
        assert number is not None
        if base[0].startswith("dont"):  # CR-12: wins on 7, loses on the point
            return ("won", LAY_ODDS[number], None) if t == 7 else lose if t == number else stay
        return ("won", TAKE[number], None) if t == number else lose if t == 7 else stay
    if parts[0] == "place":  # CR-13
        n = int(parts[1])
        return ("won", PLACE[n], None) if t == n else lose if t == 7 else stay
    if parts[0] == "lay":  # CR-14
        n = int(parts[1])
        return ("won", LAY[n], None) if t == 7 else lose if t == n else stay
    if spot in ("big_6", "big_8"):  # CR-07
        n = int(spot[-1])
        return win if t == n else lose if t == 7 else stay
    if spot.startswith("hard_"):  # CR-09
        n = int(spot[5:])
        if t == n and d1 == d2:
            return ("won", HARD[n], None)
        return lose if t in (7, n) else stay
    # CR-02, CR-03, CR-04: the line and come bets
    dont = spot.startswith("dont")
    own = int(parts[1]) if len(parts) == 2 else None
    in_box = spot in ("come", "dont_come")
    number = None if in_box else own if own else point
    if number is None:  # a come-out roll for this bet
        if t in (7, 11):
            return lose if dont else win
        if t in (2, 3):
            return win if dont else lose
        if t == 12:
            return ("push", F(0), None) if dont else lose
        return ("moved", F(0), t) if in_box else stay
    if t == 7:
        return win if dont else lose
    if t == number:
        return lose if dont else win
    return stay


def may_withdraw(spot: str, rulebook_id: str) -> bool:
    """CR-07 big 6/8, CR-09 hardways, CR-11/CR-12 odds, CR-13 place, CR-14 lay may be taken
    back; CR-05 win and come may not (seed 001, spain-1979, forbids it for win only)."""
    family = spot.split(":")[0]
    if family == "come" and rulebook_id == "spain-1979":
        return True
    return family in ("odds", "place", "lay", "big_6", "big_8") or family.startswith("hard")


def layout(point: int | None) -> list[tuple[str, str, Decimal]]:
    """One bet on every spot that can hold a bet in this state. Stakes make every payout a
    whole amount: 25 at 9:5 pays 45, 55 at 5:11 pays 25, 36 at 5:6 pays 30."""
    place = {4: 25, 10: 25, 5: 25, 9: 25, 6: 30, 8: 30}
    lay = {4: 55, 10: 55, 5: 40, 9: 40, 6: 50, 8: 50}
    lay_odds = {4: 60, 10: 60, 5: 45, 9: 45, 6: 36, 8: 36}  # CR-12 max 200/150/120 % of 30
    bets = [("p1", "win", D(30)), ("p1", "dont_win", D(30))]
    for n in POINTS:
        bets += [
            ("p1", f"come:{n}", D(30)),
            ("p1", f"dont_come:{n}", D(30)),
            ("p1", f"odds:come:{n}", D(30)),
            ("p1", f"odds:dont_come:{n}", D(lay_odds[n])),
            ("p1", f"place:{n}", D(place[n])),
            ("p1", f"lay:{n}", D(lay[n])),
        ]
    if point is not None:
        bets += [
            ("p1", "come", D(30)),
            ("p1", "dont_come", D(30)),
            ("p1", "odds:win", D(30)),
            ("p1", "odds:dont_win", D(lay_odds[point])),
        ]
    bets += [("p1", s, D(10)) for s in ("field", "big_6", "big_8", "under_7", "over_7")]
    bets += [("p1", f"hard_{n}", D(10)) for n in HARD]
    bets += [("p1", s, D(10)) for s in ONE_ROLL if s not in ("field", "under_7", "over_7")]
    return bets


def _roll(rulebook_id: str, point: int | None, d1: int, d2: int) -> RollResult:
    table = CrapsTable.with_layout(load(rulebook_id), point, layout(point))
    table.call_no_more_bets()
    result = table.roll(d1, d2)
    assert isinstance(result, RollResult)
    return result


@pytest.mark.parametrize("rulebook_id", ["andorra-2025", "spain-1979"])
@pytest.mark.parametrize("point", STATES)
def test_cr_02_to_cr_14_every_bet_every_state_every_roll(
    rulebook_id: str, point: int | None
) -> None:
    spots = {spot for _, spot, _ in layout(point)}
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            result = _roll(rulebook_id, point, d1, d2)
            assert {o.spot for o in result.outcomes} == spots
            for outcome in result.outcomes:
                kind, pays, moved = oracle(outcome.spot, point, d1, d2)
                where = f"{outcome.spot} puck={point} dice={d1},{d2}"
                assert outcome.outcome == kind, where
                assert outcome.moved_to == moved, where
                expected = outcome.stake * pays.numerator / pays.denominator
                assert outcome.winnings == (expected if kind == "won" else 0), where
                on_table = kind in ("placed", "moved", "push")
                assert outcome.withdrawable == (
                    on_table and may_withdraw(outcome.spot, rulebook_id)
                ), where


@pytest.mark.parametrize("point", STATES)
def test_cr_02_puck_after_every_roll(point: int | None) -> None:
    """CR-02: off -> a number becomes the point; on -> the point or a 7 takes the puck off."""
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            t = d1 + d2
            if point is None:
                expected = t if t in POINTS else None
            else:
                expected = None if t in (7, point) else point
            assert _roll("andorra-2025", point, d1, d2).point_after == expected
