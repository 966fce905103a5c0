"""Two stations each add an "Anna": two trainees, until an instructor merges them. Then one
trainee everywhere, with every answer of both counted once, and nothing deleted."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from tests.pg_fixtures import School
from tests.trainer.school.kit import Station
from tests.trainer.school.test_overview import NOW
from trainer.progress.accounts import list_people
from trainer.school.__main__ import main as school_cli
from trainer.school.overview import class_overview
from trainer.school.pull import pull
from trainer.school.push import push
from trainer.school.server import connect

pytestmark = pytest.mark.school


def test_two_annas_are_two_trainees_until_merged(school: School, tmp_path: Path) -> None:
    one, two = Station.open(tmp_path / "one"), Station.open(tmp_path / "two")
    first = one.trainee("Anna")
    one.practise(first, 12, start=NOW - timedelta(days=3))
    second = two.trainee("Anna")
    two.practise(second, 8, start=NOW - timedelta(days=2), seed=50)
    for station, label in ((one, "one"), (two, "two")):
        with connect(school.station(label)) as conn:
            push(station.db, conn)
    instructor = Station.open(tmp_path / "instructor")
    dsn = school.instructor()
    with connect(dsn) as conn:
        pull(instructor.db, conn)
        before = class_overview(instructor.db, conn, now=NOW)
    assert [p.name for p in before.trainees] == ["Anna", "Anna"]
    assert sum(d.answers for d in before.progress) == 20
    keep, other = (
        one.db.execute("SELECT uuid FROM trainees").fetchone()[0],
        two.db.execute("SELECT uuid FROM trainees").fetchone()[0],
    )
    assert school_cli(["--dsn", dsn, "merge", keep, other]) == 0
    with connect(dsn) as conn:
        pull(instructor.db, conn)
        after = class_overview(instructor.db, conn, now=NOW)
    assert [p.uuid for p in after.trainees] == [keep]
    assert sum(d.answers for d in after.progress) == 20  # both records, once each
    assert {c.answers for c in after.matrix} and all(
        c.trainee_id == after.trainees[0].id for c in after.matrix
    )
    # on station two, the Anna merged away arrives archived: her answers stay there
    with connect(school.station("twoagain")) as conn:
        pull(two.db, conn)
    archived = [p.uuid for p in list_people(two.db, archived=True) if p.archived]
    assert archived == [other]
    assert two.db.execute("SELECT count(*) FROM attempts").fetchone()[0] == 8
