"""The instructor views' source: the school's server when it answers, the station otherwise."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from tests.pg_fixtures import School
from tests.trainer.progress.kit import T0
from tests.trainer.school.kit import Station
from tests.trainer.school.test_overview import DRILLS, NOW, _busy_class
from trainer.progress import stats
from trainer.progress.accounts import list_people
from trainer.progress.classroom import class_mistakes
from trainer.progress.reports import weekly_by_game
from trainer.progress.standing import standings
from trainer.school.pull import pull
from trainer.school.push import push
from trainer.school.server import connect
from trainer.school.source import SchoolSource, StationSource

pytestmark = pytest.mark.school


def test_a_trainees_record_from_the_server_reads_as_on_the_station(
    school: School, tmp_path: Path
) -> None:
    station = Station.open(tmp_path / "one")
    _busy_class(station)
    with connect(school.station("one")) as conn:
        push(station.db, conn)
    source = SchoolSource(station.db, lambda: connect(school.instructor()))
    for person in list_people(station.db):
        record = source.trainee_record(person.id)
        assert source.whole_school, source.problem
        assert stats.trainee_stats(record, person.id) == stats.trainee_stats(station.db, person.id)
        assert standings(record, person.id, DRILLS, now=NOW) == standings(
            station.db, person.id, DRILLS, now=NOW
        )
        assert weekly_by_game(record, person.id) == weekly_by_game(station.db, person.id)
        assert stats.recent_mistakes(record, person.id, 10) == stats.recent_mistakes(
            station.db, person.id, 10
        )
        record.close()
    ids = [p.id for p in list_people(station.db)]
    assert source.class_mistakes(ids, since=T0.date()) == class_mistakes(
        station.db, ids, since=T0.date()
    )


def test_a_record_gathers_every_stations_answers(school: School, tmp_path: Path) -> None:
    one, two = Station.open(tmp_path / "one"), Station.open(tmp_path / "two")
    anna = one.trainee("Anna")
    one.practise(anna, 10)
    with connect(school.station("one")) as conn:
        push(one.db, conn)
    with connect(school.station("two")) as conn:
        pull(two.db, conn)
        there = int(two.db.execute("SELECT id FROM trainees").fetchone()[0])
        two.practise(there, 7, start=T0 + timedelta(days=1), seed=99)
        push(two.db, conn)
    source = SchoolSource(one.db, lambda: connect(school.instructor()))
    record = source.trainee_record(anna)
    assert stats.trainee_stats(record, anna).answers == 17
    assert stats.trainee_stats(one.db, anna).answers == 10


def test_an_unreachable_server_falls_back_to_the_station(tmp_path: Path) -> None:
    pytest.importorskip("psycopg", reason="psycopg is installed by make test")
    station = Station.open(tmp_path / "one")
    anna = station.trainee("Anna")
    station.practise(anna, 5)
    dead = "host=127.0.0.1 port=1 dbname=x user=x connect_timeout=2"
    source = SchoolSource(station.db, lambda: connect(dead))
    overview = source.class_overview(now=NOW)
    assert source.problem and not source.whole_school
    assert overview == StationSource(station.db).class_overview(now=NOW)
    assert source.trainee_record(anna) is station.db


def test_a_station_role_cannot_read_the_whole_school(school: School, tmp_path: Path) -> None:
    station = Station.open(tmp_path / "one")
    station.practise(station.trainee("Anna"), 5)
    dsn = school.station("one")
    with connect(dsn) as conn:
        push(station.db, conn)
    source = SchoolSource(station.db, lambda: connect(dsn))
    source.class_overview(now=NOW)
    assert "permission denied" in source.problem
