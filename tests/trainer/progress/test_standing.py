"""A drill's standing (issue 14): the highest level at least proficient, the same whichever
way it is read (one trainee's screens, or the class matrix), judged at the same moment."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer, drill
from trainer.progress.accounts import add_trainee
from trainer.progress.mastery import Mastery, drill_mastery, recent_windows
from trainer.progress.standing import (
    class_standings,
    newly_unlocked,
    proficient_count,
    standing_of,
    standings,
)

PAYOUT = drill("roulette.payout")  # level 1 untimed, then 8, 6 and 4 s
ODDS = drill("craps.odds")


def _answers(
    db: Database, trainee: int, drill_id: str, level: int, results: str, start: datetime = T0
) -> None:
    """`results` like "RRRW": right or wrong, a minute apart, 3 s each (inside every target)."""
    for n, mark in enumerate(results):
        when = start + timedelta(minutes=n)
        answer(db, trainee, drill_id, level, mark == "R", 3.0, now=when, target=None)


def test_opening_a_level_does_not_lower_the_standing(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    _answers(db, anna, "roulette.payout", 1, "W" + "R" * 9)  # 9/10: proficient
    moment = T0 + timedelta(hours=1)
    before = drill_mastery(db, anna, PAYOUT, now=moment)
    assert (standing_of(before).level, standing_of(before).status) == (1, Mastery.PROFICIENT)
    _answers(db, anna, "roulette.payout", 2, "RWW", T0 + timedelta(minutes=30))
    after = standing_of(drill_mastery(db, anna, PAYOUT, now=moment))
    # the highest practised level is now 2, attempted; the standing stays at level 1
    assert (after.level, after.status, after.proficient) == (1, Mastery.PROFICIENT, True)
    assert after.working.level == 2


def test_below_proficient_the_best_status_reached_is_shown(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    _answers(db, anna, "roulette.payout", 1, "W" + "R" * 9)
    _answers(db, anna, "roulette.payout", 2, "RWW", T0 + timedelta(minutes=30))
    # 30 days on, level 1 has faded to familiar and nothing is proficient: the standing is
    # level 1 familiar (better than level 2 attempted), and it no longer counts
    late = standing_of(drill_mastery(db, anna, PAYOUT, now=T0 + timedelta(days=30)))
    assert (late.level, late.status, late.proficient) == (1, Mastery.FAMILIAR, False)
    never = standing_of(drill_mastery(db, anna, ODDS, now=T0))
    assert (never.level, never.status, never.working.level) == (1, Mastery.NOT_STARTED, 1)


def test_the_highest_proficient_level_wins_over_a_mastered_lower_one(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    _answers(db, anna, "roulette.payout", 1, "R" * 20)  # mastered (untimed)
    _answers(db, anna, "roulette.payout", 2, "R" * 10, T0 + timedelta(hours=1))  # proficient
    found = standing_of(drill_mastery(db, anna, PAYOUT, now=T0 + timedelta(hours=2)))
    assert (found.level, found.status, found.mastered) == (2, Mastery.PROFICIENT, False)


def test_one_trainee_and_the_class_read_the_same_standings(db: Database) -> None:
    anna, pere = add_trainee(db, "Anna").id, add_trainee(db, "Pere").id
    _answers(db, anna, "roulette.payout", 1, "W" + "R" * 9)
    _answers(db, anna, "roulette.payout", 2, "RWW", T0 + timedelta(minutes=30))
    _answers(db, anna, "craps.odds", 1, "RRRRW")
    _answers(db, pere, "craps.odds", 1, "R" * 12, T0 + timedelta(days=2))
    # Marta climbed to level 4: mastered 1, proficient 2, familiar 3, attempted 4; the class
    # reads level 4, then 3, then stops at 2
    marta = add_trainee(db, "Marta").id
    for level, results in ((1, "R" * 20), (2, "R" * 10), (3, "RRRRR"), (4, "WWW")):
        _answers(db, marta, "roulette.payout", level, results, T0 + timedelta(hours=level))
    drills = [PAYOUT, ODDS]
    for days in (1, 10, 23, 40):  # fresh, then level 1 of Anna's payout faded
        moment = T0 + timedelta(days=days)
        top = recent_windows(db, [anna, pere, marta], top_level_only=True)
        both = class_standings(db, top, drills, now=moment)
        for trainee in (anna, pere, marta):
            own = standings(db, trainee, drills, now=moment)
            practised = {d: s for d, s in own.items() if s.shown.answers or s.working.answers}
            assert {d: s for (t, d), s in both.items() if t == trainee} == practised
    climbed = standings(db, marta, drills, now=T0 + timedelta(days=1))["roulette.payout"]
    assert (climbed.level, climbed.status, climbed.working.level) == (2, Mastery.PROFICIENT, 4)
    at_10 = standings(db, anna, drills, now=T0 + timedelta(days=10))
    assert proficient_count(at_10.values()) == 1  # payout L1; odds 4/5 is familiar
    at_23 = standings(db, anna, drills, now=T0 + timedelta(days=23))
    assert proficient_count(at_23.values()) == 0


def test_a_level_up_is_the_level_an_answer_opens(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    _answers(db, anna, "roulette.payout", 1, "W" + "R" * 8)  # 8/9: not yet 10 answers
    moment = T0 + timedelta(hours=1)
    before = drill_mastery(db, anna, PAYOUT, now=moment)
    assert before.unlocked_levels == (1,)
    _answers(db, anna, "roulette.payout", 1, "R", T0 + timedelta(minutes=20))  # 9/10
    after = drill_mastery(db, anna, PAYOUT, now=moment)
    assert newly_unlocked(before, after) == 2
    assert newly_unlocked(after, after) is None
    _answers(db, anna, "roulette.payout", 2, "R", T0 + timedelta(minutes=21))
    _answers(db, anna, "roulette.payout", 1, "WW", T0 + timedelta(minutes=22))  # 9/12 < 85%
    # level 2, once practised, stays open on a bad day at level 1: nothing opens or closes
    again = drill_mastery(db, anna, PAYOUT, now=moment)
    assert again.unlocked_levels == (1, 2) and newly_unlocked(after, again) is None
