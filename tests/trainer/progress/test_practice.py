"""next_drill: one candidate per drill at its working level; learning apart from review;
weak spots, plans, spacing guards; reproducible."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from datetime import date, datetime, timedelta

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer, drill
from trainer.progress.accounts import add_instructor, add_trainee
from trainer.progress.attempts import start_session
from trainer.progress.plans import all_plans, assign_plan, cancel_plan, plans_for
from trainer.progress.practice import MIX, Candidate, candidates, next_drill

PAYOUT = drill("roulette.payout")  # targets: level 1 untimed, then 8, 6, 4 s
ODDS = drill("craps.odds")
DRILLS = [PAYOUT, ODDS]


def _proficient(db: Database, trainee: int, drill_id: str, level: int, moment: datetime) -> None:
    for n in range(10):
        answer(db, trainee, drill_id, level, True, 2.0, now=moment + timedelta(seconds=n))


def _elsewhere(db: Database, trainee: int, moment: datetime) -> None:
    """One answer on a drill outside the pool, so no run guard applies to the pool."""
    answer(db, trainee, "boule.payout", 1, True, 2.0, now=moment)


def test_a_new_trainee_starts_every_drill_at_level_one(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    assert candidates(db, anna.id, DRILLS, now=T0) == [
        Candidate("craps.odds", 1, MIX.learn, "learn"),
        Candidate("roulette.payout", 1, MIX.learn, "learn"),
    ]


def test_one_candidate_per_drill_at_its_working_level(db: Database) -> None:
    # Before: every unlocked level stayed in the draw, so 32% of answers went below the
    # frontier and a drill with more open levels weighed more.
    anna = add_trainee(db, "Anna")
    _proficient(db, anna.id, "craps.odds", 1, T0)
    _proficient(db, anna.id, "craps.odds", 2, T0 + timedelta(minutes=1))
    found = candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1))
    assert [(c.drill_id, c.level) for c in found] == [("craps.odds", 3), ("roulette.payout", 1)]


def test_an_accurate_level_below_the_gate_is_not_starved(db: Database) -> None:
    # Before: right answers graduated the FSRS card days out, so a level still short of the
    # answers that unlock the next one sat at weight 0.3 (8 of 8 right, level 1 for 30 days).
    anna = add_trainee(db, "Anna")
    for n in range(8):
        answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0 + timedelta(days=n))
    _elsewhere(db, anna.id, T0 + timedelta(days=8))
    payout = candidates(db, anna.id, DRILLS, now=T0 + timedelta(days=8))[1]
    assert payout == Candidate("roulette.payout", 1, MIX.learn, "learn")


def test_a_learning_drill_weighs_more_the_further_it_has_come(db: Database) -> None:
    # Measured on the simulated learner: pushing drills through their levels beat sending the
    # extra answers to the weakest (docs/practice.md). Level 1: 2; level 2: 2 x (1 + 1) = 4.
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, False, 2.0, now=T0, target=None)
    _proficient(db, anna.id, "craps.odds", 1, T0 + timedelta(seconds=5))
    _elsewhere(db, anna.id, T0 + timedelta(minutes=1))
    found = candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1))
    assert found == [
        Candidate("craps.odds", 2, MIX.learn * (1 + MIX.level_gain), "learn"),
        Candidate("roulette.payout", 1, MIX.learn, "learn"),  # wrong, but weakness is not weighed
    ]
    weighed = replace(MIX, learn_weakness_gain=2.0)
    # all wrong: weakness 1, weight 2 x (1 + 2 x 1) = 6 when weakness is weighed in learning
    assert candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1), mix=weighed)[1].weight == 6


def test_shaky_reviews_weigh_more(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    moment = T0
    for level in (1, 2, 3):
        _proficient(db, anna.id, "craps.odds", level, moment)
        moment += timedelta(minutes=1)
    for n in range(20):  # level 4 mastered: 19 right, 4 of 20 slower than the 4 s target
        slow = 9.0 if n % 5 == 0 else 2.0
        answer(db, anna.id, "craps.odds", 4, n != 7, slow, now=moment + timedelta(seconds=n))
    _elsewhere(db, anna.id, moment + timedelta(minutes=1))
    review = candidates(db, anna.id, DRILLS, now=moment + timedelta(minutes=5))[0]
    # weakness: 1/20 wrong + 4/20 slow = 0.25; not due: 0.3 x (1 + 2 x 0.25) = 0.45
    assert (review.level, review.reason) == (4, "review")
    assert review.weight == pytest.approx(MIX.not_due * (1 + MIX.weakness_gain * 0.25))


def test_a_mastered_top_level_is_reviewed_when_fsrs_says_it_is_due(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    moment = T0
    for level in (1, 2, 3):
        _proficient(db, anna.id, "craps.odds", level, moment)
        moment += timedelta(minutes=1)
    _proficient(db, anna.id, "craps.odds", 4, moment)
    learning = candidates(db, anna.id, DRILLS, now=moment + timedelta(minutes=1))[0]
    # the top level proficient but not yet mastered (10 answers): still learnt, for speed
    assert (learning.level, learning.reason) == (4, "learn")
    _proficient(db, anna.id, "craps.odds", 4, moment + timedelta(seconds=30))  # 20 in time
    moment += timedelta(minutes=1)
    _elsewhere(db, anna.id, moment)
    fresh = candidates(db, anna.id, DRILLS, now=moment + timedelta(minutes=1))[0]
    due = candidates(db, anna.id, DRILLS, now=moment + timedelta(days=10))[0]
    assert (fresh.level, fresh.weight, fresh.reason) == (4, MIX.not_due, "review")
    assert (due.level, due.reason) == (4, "due")
    assert due.weight >= MIX.due


def test_a_drill_left_out_for_practice_days_is_brought_back(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0)
    for day in range(1, MIX.starving_days + 1):  # sittings without roulette.payout
        moment = T0 + timedelta(days=day)
        start_session(db, anna.id, now=moment)
        answer(db, anna.id, "craps.odds", 1, True, 2.0, now=moment)
    later = T0 + timedelta(days=MIX.starving_days, minutes=5)
    payout = candidates(db, anna.id, DRILLS, now=later)[1]
    assert (payout.weight, payout.reason) == (MIX.learn * MIX.starving, "starving")


def test_no_long_runs_on_one_drill(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0)
    once = candidates(db, anna.id, DRILLS, now=T0 + timedelta(seconds=5))[0]
    assert once.weight == MIX.learn * MIX.repeat  # the drill just answered mostly steps aside
    for n in range(1, MIX.run_limit):
        answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0 + timedelta(seconds=n))
    assert candidates(db, anna.id, DRILLS, now=T0 + timedelta(seconds=9))[0].weight == 0.0
    rng = random.Random(5)
    picks = {next_drill(db, anna.id, rng, drills=DRILLS, now=T0) for _ in range(50)}
    assert picks == {("roulette.payout", 1)}
    # alone in its pool, a drill is still asked
    assert next_drill(db, anna.id, rng, drills=[ODDS], now=T0) == ("craps.odds", 1)


def test_locked_levels_are_never_offered(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    rng = random.Random(3)
    picks = {next_drill(db, anna.id, rng, drills=DRILLS, now=T0) for _ in range(200)}
    assert picks == {("craps.odds", 1), ("roulette.payout", 1)}


def test_the_draw_follows_the_weights(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    _proficient(db, anna.id, "roulette.payout", 1, T0)
    answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0 + timedelta(minutes=1))
    rng = random.Random(11)
    later = T0 + timedelta(hours=1)
    counts = Counter(next_drill(db, anna.id, rng, drills=DRILLS, now=later) for _ in range(2000))
    # weights: roulette.payout at level 2, 2 x (1 + 1) = 4, against craps.odds, answered last,
    # 2 x 0.25 = 0.5: expected share 4 / 4.5 = 0.889
    share = counts[("roulette.payout", 2)] / 2000
    assert 0.86 < share < 0.915


def test_the_choice_is_reproducible_from_the_generator(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, False, 2.0, now=T0, target=None)
    first = [next_drill(db, anna.id, random.Random(42), drills=DRILLS, now=T0) for _ in range(3)]
    rng_a, rng_b = random.Random(9), random.Random(9)
    run_a = [next_drill(db, anna.id, rng_a, drills=DRILLS, now=T0) for _ in range(20)]
    run_b = [next_drill(db, anna.id, rng_b, drills=DRILLS, now=T0) for _ in range(20)]
    assert run_a == run_b
    assert len(set(first)) == 1


def test_a_plan_boosts_its_drill_until_the_target_is_reached(db: Database) -> None:
    marta = add_instructor(db, "Marta", "green felt 24")
    anna = add_trainee(db, "Anna")
    plan = assign_plan(db, "craps.odds", 2, due=date(2025, 3, 10), assigned_by=marta.id, now=T0)
    assert plan.for_class and plans_for(db, anna.id) == [plan]
    assert candidates(db, anna.id, DRILLS, now=T0)[0].weight == MIX.learn * MIX.planned
    _proficient(db, anna.id, "craps.odds", 1, T0)  # level 2, the target, is now worked on
    _elsewhere(db, anna.id, T0 + timedelta(minutes=1))
    boosted = candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1))[0]
    level_two = MIX.learn * (1 + MIX.level_gain)
    assert (boosted.level, boosted.weight, boosted.reason) == (
        2,
        level_two * MIX.planned,
        "planned",
    )
    _proficient(db, anna.id, "craps.odds", 2, T0 + timedelta(minutes=2))  # plan reached
    _elsewhere(db, anna.id, T0 + timedelta(minutes=3))
    after = candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1))[0]
    assert (after.level, after.weight, after.reason) == (
        3,
        MIX.learn * (1 + 2 * MIX.level_gain),
        "learn",
    )


def test_a_plan_for_one_trainee_is_only_theirs_and_can_be_cancelled(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    plan = assign_plan(db, "craps.odds", 1, trainee_id=anna.id, now=T0)
    assert [p.id for p in plans_for(db, anna.id)] == [plan.id]
    assert plans_for(db, pere.id) == []
    assert candidates(db, pere.id, DRILLS, now=T0)[0].weight == MIX.learn
    cancelled = cancel_plan(db, plan.id, now=T0)
    assert cancelled.cancelled is not None
    assert plans_for(db, anna.id) == [] and all_plans(db) == []
    assert [p.id for p in all_plans(db, include_cancelled=True)] == [plan.id]


def test_a_game_can_be_chosen(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    rng = random.Random(1)
    assert {next_drill(db, anna.id, rng, drills=DRILLS, game="craps")[0] for _ in range(20)} == {
        "craps.odds"
    }
    with pytest.raises(ValueError):
        next_drill(db, anna.id, rng, drills=DRILLS, game="boule")


def _through_level_three(db: Database, trainee: int, drill_id: str, moment: datetime) -> datetime:
    for level in (1, 2, 3):
        _proficient(db, trainee, drill_id, level, moment)
        moment += timedelta(minutes=1)
    return moment


def test_a_top_level_right_but_not_yet_fast_gives_way_to_levels_still_to_learn(
    db: Database,
) -> None:
    # Measured on the simulated learner (docs/practice.md): at the full top-level weight
    # (2 x (1 + 3) = 8) the drills furthest on took the extra answers for speed while others
    # stayed below the top, and a quick learner ended behind round-robin.
    anna = add_trainee(db, "Anna")
    moment = _through_level_three(db, anna.id, "craps.odds", T0)
    for n in range(10):  # level 4 proficient: all right, all slower than the 4 s target
        answer(db, anna.id, "craps.odds", 4, True, 9.0, now=moment + timedelta(seconds=n))
    _proficient(db, anna.id, "roulette.payout", 1, moment + timedelta(minutes=1))
    _elsewhere(db, anna.id, moment + timedelta(minutes=2))
    odds, payout = candidates(db, anna.id, DRILLS, now=moment + timedelta(hours=1))
    # still learnt (speed is the top level's last part), at 2 x 0.25 = 0.5
    assert (odds.level, odds.reason) == (4, "learn")
    assert odds.weight == pytest.approx(MIX.learn * MIX.speed) == pytest.approx(0.5)
    # a level still to be learnt elsewhere weighs 2 x (1 + 1) = 4
    assert (payout.level, payout.weight) == (2, MIX.learn * (1 + MIX.level_gain))


def test_a_learnt_drill_left_out_comes_back_as_surely_as_one_being_learnt(db: Database) -> None:
    # Before: the guard multiplied a fresh review's small weight (0.3 x 25 = 7.5), which lost
    # whole sittings to the starving drills still being learnt (2 to 8, x 25): a learnt drill
    # went 4 practice days unasked. Now a starving drill weighs at least 2 x 25 = 50.
    anna = add_trainee(db, "Anna")
    moment = _through_level_three(db, anna.id, "craps.odds", T0)
    for sitting, day in enumerate((0, 2, 5, 9, 14)):  # level 4 mastered over five sittings
        for n in range(4):
            when = moment + timedelta(days=day, seconds=n)
            answer(db, anna.id, "craps.odds", 4, True, 2.0, now=when, seed=10 * sitting + n)
    last = T0 + timedelta(days=14)
    for day in range(1, MIX.starving_days_learnt + 1):  # practice days without craps.odds
        start_session(db, anna.id, now=last + timedelta(days=day))
        answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=last + timedelta(days=day))
    later = last + timedelta(days=MIX.starving_days_learnt, minutes=5)
    fresh = replace(MIX, starving_days_learnt=MIX.starving_days_learnt + 1)
    # FSRS says the review is not due yet: on its own it weighs 0.3
    assert candidates(db, anna.id, DRILLS, now=later, mix=fresh)[0] == Candidate(
        "craps.odds", 4, MIX.not_due, "review"
    )
    assert candidates(db, anna.id, DRILLS, now=later)[0] == Candidate(
        "craps.odds", 4, MIX.learn * MIX.starving, "starving"
    )
