"""The class overview read from the server is the one the station reads from its own file,
and it counts every station's answers once."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from tests.pg_fixtures import School
from tests.trainer.progress.kit import T0, answer, drill
from tests.trainer.school.kit import Station
from trainer.progress import cohorts, plans
from trainer.progress.classroom import class_overview as local_overview
from trainer.school.overview import class_overview as server_overview
from trainer.school.pull import pull
from trainer.school.push import push
from trainer.school.server import connect

pytestmark = pytest.mark.school

DRILLS = [drill(f"{g}.skill-{k}") for g in ("blackjack", "roulette") for k in range(3)]
NOW = T0 + timedelta(days=20)


def _busy_class(station: Station, seed: int = 7) -> None:
    """Four trainees, six drills, levels 1-4, skill varying by trainee, over 20 days."""
    rng = random.Random(seed)
    morning = cohorts.create_cohort(station.db, "Morning")
    for t in range(4):
        trainee = station.trainee(f"Trainee {t}")
        if t % 2 == 0:
            cohorts.assign(station.db, trainee, morning.id)
        skill = 0.55 + 0.13 * t
        for n in range(260):
            chosen = DRILLS[rng.randrange(len(DRILLS))]
            level = rng.choices((1, 2, 3, 4), weights=(5, 3, 2, 1))[0]
            target = chosen.levels[level].target_seconds
            answer(
                station.db,
                trainee,
                chosen.id,
                level,
                rng.random() < skill,
                round(rng.uniform(1.0, 9.0), 2),
                target=target,
                now=T0 + timedelta(minutes=110 * n + t),
                seed=n,
            )
    plans.assign_plan(station.db, DRILLS[0].id, 2, cohort_id=morning.id)
    plans.assign_plan(station.db, DRILLS[3].id, 1)


def test_the_server_overview_is_the_stations_own(school: School, tmp_path: Path) -> None:
    station = Station.open(tmp_path / "one")
    _busy_class(station)
    with connect(school.station("one")) as conn:
        push(station.db, conn)
    dsn = school.instructor()
    with connect(dsn) as conn:
        for cohort in (None, cohorts.list_cohorts(station.db)[0].id, cohorts.NO_COHORT):
            mine = local_overview(station.db, drills=DRILLS, now=NOW, cohort=cohort)
            theirs = server_overview(
                station.db,
                conn,
                drills=DRILLS,
                now=NOW,
                cohort=cohort,
                connector=(lambda: connect(dsn)) if cohort is None else None,
            )
            assert theirs.trainees == mine.trainees
            assert theirs.matrix == mine.matrix
            assert len(theirs.matrix) > 10
            assert theirs.weakest == mine.weakest
            assert theirs.plans == mine.plans
            assert [replace(d, median_seconds=None) for d in theirs.progress] == [
                replace(d, median_seconds=None) for d in mine.progress
            ]
            for a, b in zip(theirs.progress, mine.progress, strict=True):
                assert a.median_seconds == pytest.approx(b.median_seconds)


def test_two_stations_answers_are_counted_once_each(school: School, tmp_path: Path) -> None:
    one, two = Station.open(tmp_path / "one"), Station.open(tmp_path / "two")
    anna = one.trainee("Anna")
    one.practise(anna, 40, start=NOW - timedelta(days=2))
    with connect(school.station("one")) as conn:
        push(one.db, conn)
    with connect(school.station("two")) as conn:
        pull(two.db, conn)  # Anna is on station two now, and practises there too
        anna_there = two.db.execute("SELECT id FROM trainees WHERE name = 'Anna'").fetchone()[0]
        two.practise(anna_there, 25, start=NOW - timedelta(days=1), seed=500)
        push(two.db, conn)
        push(two.db, conn)  # twice: nothing doubles
    instructor = Station.open(tmp_path / "instructor")
    with connect(school.instructor()) as conn:
        pull(instructor.db, conn)
        overview = server_overview(instructor.db, conn, now=NOW)
    assert [p.name for p in overview.trainees] == ["Anna"]
    assert sum(d.answers for d in overview.progress) == 65
