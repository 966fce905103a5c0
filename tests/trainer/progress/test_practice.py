"""next_drill: due reviews and new material, weighted to weak spots and plans, reproducible."""

from __future__ import annotations

import random
from collections import Counter
from datetime import date, timedelta

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer, drill
from trainer.progress.accounts import add_instructor, add_trainee
from trainer.progress.plans import all_plans, assign_plan, cancel_plan, plans_for
from trainer.progress.practice import MIX, Candidate, candidates, next_drill

PAYOUT = drill("roulette.payout")  # targets: level 1 untimed, then 8, 6, 4 s
ODDS = drill("craps.odds")
DRILLS = [PAYOUT, ODDS]


def test_a_new_trainee_starts_every_drill_at_level_one(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    assert candidates(db, anna.id, DRILLS, now=T0) == [
        Candidate("craps.odds", 1, MIX.new, "new"),
        Candidate("roulette.payout", 1, MIX.new, "new"),
    ]


def test_a_due_review_outweighs_new_material(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0, target=None)  # Good: due +10 min
    soon = candidates(db, anna.id, DRILLS, now=T0 + timedelta(minutes=5))
    later = candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1))
    assert soon[1] == Candidate("roulette.payout", 1, MIX.not_due, "not due")  # 0.3
    assert later[1] == Candidate("roulette.payout", 1, MIX.due, "due")  # 3.0
    assert later[0] == Candidate("craps.odds", 1, MIX.new, "new")  # 1.5


def test_weak_and_slow_skills_weigh_more(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, False, 2.0, now=T0, target=None)
    # all wrong: weakness 1, weight 3 x (1 + 2 x 1) = 9
    assert candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1))[1].weight == 9.0
    for n in range(10):  # craps.odds level 1 proficient, so level 2 opens
        answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0 + timedelta(seconds=n), target=None)
    answer(db, anna.id, "craps.odds", 2, True, 12.0, now=T0, target=8.0)  # Hard: due +5.5 min
    level2 = [
        c for c in candidates(db, anna.id, DRILLS, now=T0 + timedelta(hours=1)) if c.level == 2
    ]
    # right but median 12 s against 8 s: slowness 12/8 - 1 = 0.5, weight 3 x (1 + 2 x 0.5) = 6
    assert level2 == [Candidate("craps.odds", 2, 6.0, "due")]


def test_locked_levels_are_never_offered(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    rng = random.Random(3)
    picks = {next_drill(db, anna.id, rng, drills=DRILLS, now=T0) for _ in range(200)}
    assert picks == {("craps.odds", 1), ("roulette.payout", 1)}


def test_the_draw_follows_the_weights(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 1, False, 2.0, now=T0, target=None)
    rng = random.Random(11)
    later = T0 + timedelta(hours=1)
    counts = Counter(next_drill(db, anna.id, rng, drills=DRILLS, now=later) for _ in range(2000))
    # weights 9 (weak, due) against 1.5 (new): expected share 9 / 10.5 = 0.857
    share = counts[("roulette.payout", 1)] / 2000
    assert 0.82 < share < 0.89


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
    assert candidates(db, anna.id, DRILLS, now=T0)[0].weight == MIX.new * MIX.planned  # 1.5 x 4
    for n in range(10):  # level 1 proficient: still boosted, level 2 is the target
        answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0 + timedelta(seconds=n), target=None)
    for n in range(10):  # level 2 proficient: plan reached, boost off
        answer(db, anna.id, "craps.odds", 2, True, 5.0, now=T0 + timedelta(minutes=n), target=8.0)
    level2 = candidates(db, anna.id, DRILLS, now=T0 + timedelta(days=30))[1]
    assert (level2.level, level2.weight) == (2, MIX.due)


def test_a_plan_for_one_trainee_is_only_theirs_and_can_be_cancelled(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    plan = assign_plan(db, "craps.odds", 1, trainee_id=anna.id, now=T0)
    assert [p.id for p in plans_for(db, anna.id)] == [plan.id]
    assert plans_for(db, pere.id) == []
    assert candidates(db, pere.id, DRILLS, now=T0)[0].weight == MIX.new
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
