"""The class dashboard: matrix of mastery, accuracy and time; weakest drills; daily progress."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer, drill
from trainer.progress.accounts import add_instructor, add_trainee
from trainer.progress.classroom import (
    MatrixCell,
    class_matrix,
    class_overview,
    class_progress,
    weakest_drills,
)
from trainer.progress.mastery import Mastery

DAY2 = T0 + timedelta(days=1)


def _class(db: Database) -> tuple[int, int]:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    marta = add_instructor(db, "Marta", "green felt 24")
    # Anna, day 1: roulette.payout level 1 (untimed), 9 of 10 right, 3 s each: proficient
    for n in range(10):
        at = T0 + timedelta(minutes=n)
        answer(db, anna.id, "roulette.payout", 1, n != 0, 3.0, now=at, target=None)
    # Anna, day 2: level 2 (8 s target), 3 answers: right 5 s, right 7 s, wrong 9 s
    for n, (right, secs) in enumerate([(True, 5.0), (True, 7.0), (False, 9.0)]):
        answer(
            db,
            anna.id,
            "roulette.payout",
            2,
            right,
            secs,
            now=DAY2 + timedelta(minutes=n),
            target=8.0,
        )
    # Pere, day 2: craps.odds level 1 (untimed), 5 wrong at 10 s
    for n in range(5):
        answer(
            db, pere.id, "craps.odds", 1, False, 10.0, now=DAY2 + timedelta(minutes=n), target=None
        )
    # the instructor trying a drill is not part of the class
    answer(db, marta.id, "boule.payout", 1, False, 1.0, now=DAY2, target=None)
    return anna.id, pere.id


def test_the_matrix_shows_each_drills_standing_not_the_level_just_opened(db: Database) -> None:
    anna, pere = _class(db)
    assert class_matrix(db, now=DAY2) == [
        # Anna: level 1 is proficient (9/10 >= 85%, untimed, median 3 s); level 2, just
        # opened (3 answers, attempted), is what she works on and does not lower the standing
        MatrixCell(anna, "roulette.payout", 1, Mastery.PROFICIENT, 10, 0.9, 3.0, None, 2),
        # Pere: 0 of 5, attempted at level 1; level 2 stays locked
        MatrixCell(pere, "craps.odds", 1, Mastery.ATTEMPTED, 5, 0.0, 10.0, None, 1),
    ]


def test_the_matrix_lets_a_skill_fade_like_every_other_screen(db: Database) -> None:
    anna, _pere = _class(db)
    # 21 days after her last level-1 answer (T0 + 9 min) it still counts; a day later it has
    # faded to familiar until a 3-right check (mastery.RULES: decay_days 21, check_answers 3)
    fresh = class_matrix(db, trainee_ids=[anna], now=T0 + timedelta(days=21))[0]
    faded = class_matrix(db, trainee_ids=[anna], now=T0 + timedelta(days=23))[0]
    assert (fresh.level, fresh.status) == (1, Mastery.PROFICIENT)
    assert (faded.level, faded.status) == (1, Mastery.FAMILIAR)


def test_the_matrix_judges_against_the_catalogue_when_given(db: Database) -> None:
    anna, _pere = _class(db)
    # the answers recorded level 1 as untimed; this catalogue times it at 2 s
    strict = drill("roulette.payout", (2.0, 6.0, 5.0, 4.0))
    cell = class_matrix(db, drills=[strict], trainee_ids=[anna], now=DAY2)[0]
    assert (cell.level, cell.target_seconds) == (1, 2.0)


def test_weakest_drills_of_the_class(db: Database) -> None:
    _class(db)
    weakest = weakest_drills(db)
    # judged at the level each trainee works at (their highest):
    # craps.odds (Pere, level 1): 0/5 right, untimed: score 1 - 0 = 1.0
    # roulette.payout (Anna, level 2): 2/3 right; times over the 8 s target 5/8, 7/8, 9/8,
    # median 0.875, not over: score 1 - 2/3 = 1/3
    assert [(w.drill_id, w.trainees, w.answers) for w in weakest] == [
        ("craps.odds", 1, 5),
        ("roulette.payout", 1, 3),
    ]
    assert weakest[0].score == 1.0 and weakest[0].slowness is None
    assert weakest[1].accuracy == 2 / 3
    assert weakest[1].slowness == 0.875
    assert weakest[1].score == pytest.approx(1 / 3)
    assert weakest_drills(db, limit=1)[0].drill_id == "craps.odds"


def test_progress_day_by_day(db: Database) -> None:
    anna, pere = _class(db)
    days = class_progress(
        db, start=date(2025, 3, 2), end=date(2025, 3, 4), trainee_ids=[anna, pere]
    )
    assert [(d.day.day, d.answers, d.correct, d.median_seconds, d.trainees) for d in days] == [
        (2, 0, 0, None, 0),
        (3, 10, 9, 3.0, 1),
        # Anna 5, 7, 9 and Pere 10 x 5: sorted 5 7 9 10 10 10 10 10, median (10 + 10) / 2
        (4, 8, 2, 10.0, 2),
    ]
    everyone = class_progress(db, start=date(2025, 3, 4), end=date(2025, 3, 4))
    assert everyone[0].answers == 9  # with the instructor's answer


def test_the_overview_bundles_it_all_for_trainees_only(db: Database) -> None:
    anna, pere = _class(db)
    overview = class_overview(db, now=DAY2, days=7)
    assert [p.id for p in overview.trainees] == [anna, pere]
    assert overview.matrix == class_matrix(db, now=DAY2)
    assert overview.weakest == weakest_drills(db)
    assert len(overview.progress) == 7
    assert overview.progress[-1].answers == 8  # the instructor's answer left out
