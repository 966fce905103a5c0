"""A station's log reaches the school server once, whatever is sent twice, and the roster,
classes and plans come back to every station (real PostgreSQL, see conftest)."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from tests.pg_fixtures import School
from tests.trainer.school.kit import Station, server_uuids
from trainer.progress import cohorts, plans
from trainer.progress.accounts import list_people
from trainer.school import push as push_module
from trainer.school.pull import pull
from trainer.school.push import SyncError, position, push, waiting
from trainer.school.server import connect

pytestmark = pytest.mark.school


def test_push_then_pull_round_trip(school: School, tmp_path: Path) -> None:
    one = Station.open(tmp_path / "one")
    anna = one.trainee("Anna")
    made = one.practise(anna, 30)
    klass = cohorts.create_cohort(one.db, "Morning")
    cohorts.assign(one.db, anna, klass.id)
    plans.assign_plan(one.db, "roulette.payout", 2, cohort_id=klass.id)
    assert waiting(one.db).answers == 30
    with connect(school.station("one")) as conn:
        result = push(one.db, conn, batch=7)
        assert result.answers_sent == 30 and result.answers_new == 30
    with school.owner() as conn:
        assert sorted(server_uuids(conn)) == sorted(made)
    assert waiting(one.db).nothing
    # another station gets Anna, her class and the plan (not her answers: they stay hers)
    two = Station.open(tmp_path / "two")
    with connect(school.station("two")) as conn:
        got = pull(two.db, conn)
    assert (got.people_new, got.cohorts_new, got.plans_new) == (1, 1, 1)
    people = list_people(two.db)
    assert [p.name for p in people] == ["Anna"]
    assert cohorts.cohort_of(two.db, people[0].id) == cohorts.list_cohorts(two.db)[0].id
    assert [(p.drill_id, p.target_level) for p in plans.all_plans(two.db)] == [
        ("roulette.payout", 2)
    ]
    # what was pulled is not sent back as the second station's own edit
    assert waiting(two.db).nothing


def test_pushing_again_adds_nothing(school: School, tmp_path: Path) -> None:
    one = Station.open(tmp_path / "one")
    anna = one.trainee("Anna")
    one.practise(anna, 12)
    dsn = school.station("one")
    with connect(dsn) as conn:
        push(one.db, conn)
        # the station forgets how far it got (a backup restored): everything goes again
        one.db.execute("DELETE FROM school_sync")
        again = push(one.db, conn)
        assert again.answers_sent == 12 and again.answers_new == 0
        assert len(server_uuids(conn)) == 12
        # and new answers after that go once
        one.practise(anna, 5, seed=100)
        assert push(one.db, conn).answers_new == 5
        assert len(server_uuids(conn)) == 17


def test_a_station_role_cannot_change_or_remove_an_answer(school: School, tmp_path: Path) -> None:
    import psycopg

    one = Station.open(tmp_path / "one")
    one.practise(one.trainee("Anna"), 3)
    with connect(school.station("one")) as conn:
        push(one.db, conn)
        for sql in (
            "UPDATE school.attempts SET correct = true",
            "DELETE FROM school.attempts",
            "TRUNCATE school.attempts",
            "UPDATE school.people SET name = 'x'",
            "INSERT INTO school.attempts (uuid, person_id, drill_id, level, seed, rulebook, "
            "question_json, response_json, correct, score, seconds, rules_json, app_version, ts, "
            "day, station) SELECT gen_random_uuid(), person_id, drill_id, level, seed, rulebook, "
            "question_json, response_json, correct, score, seconds, rules_json, app_version, ts, "
            "day, 'someone else' FROM school.attempts LIMIT 1",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
    # nor can the owner: the triggers refuse it whoever asks
    with school.owner() as owner:
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
            owner.execute("UPDATE school.attempts SET correct = NOT correct")
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
            owner.execute("DELETE FROM school.attempts")
        stations = {r[0] for r in owner.execute("SELECT DISTINCT station FROM school.attempts")}
        assert stations == {school.roles[0]}


def test_positions_move_only_forward(school: School, tmp_path: Path) -> None:
    one = Station.open(tmp_path / "one")
    one.practise(one.trainee("Anna"), 4)
    with connect(school.station("one")) as conn:
        push(one.db, conn)
    last = int(one.db.execute("SELECT max(id) FROM attempts").fetchone()[0])
    assert position(one.db, "attempts") == last


def test_the_later_edit_of_two_stations_is_kept_and_a_bundle_is_no_edit(
    school: School, tmp_path: Path
) -> None:
    """A plan edited on two stations keeps the later edit (the other stays in the history);
    a person arriving on a station in a bundle does not undo their class on the server."""
    from tests.trainer.progress.kit import read_question, read_response
    from trainer.progress.stations import export_station, import_station

    one, two = Station.open(tmp_path / "one"), Station.open(tmp_path / "two")
    anna = one.trainee("Anna")
    one.practise(anna, 3)
    morning = cohorts.create_cohort(one.db, "Morning")
    cohorts.assign(one.db, anna, morning.id)
    plan = plans.assign_plan(one.db, "craps.odds", 2, trainee_id=anna)
    dsn_one, dsn_two = school.station("one"), school.station("two")
    with connect(dsn_one) as conn:
        push(one.db, conn)
    bundle = tmp_path / "anna.bundle"
    export_station(one.db, bundle, anna)
    with connect(dsn_two) as conn:
        pull(two.db, conn)
    # both stations cancel the plan: station two later
    plans.cancel_plan(one.db, plan.id)
    there = int(two.db.execute("SELECT id FROM plans WHERE uuid = ?", [plan.uuid]).fetchone()[0])
    import time

    time.sleep(0.01)
    two.db.execute("UPDATE plans SET target_level = 3 WHERE id = ?", [there])
    with connect(dsn_two) as conn:
        push(two.db, conn)
    with connect(dsn_one) as conn:
        push(one.db, conn)  # the earlier edit arrives last: it does not win
        pull(one.db, conn)
    assert plans.get_plan(one.db, plan.id).target_level == 3
    # a third station takes Anna from her bundle, then syncs: her class on the server stays
    three = Station.open(tmp_path / "three")
    import_station(three.db, bundle, read_question=read_question, read_response=read_response)
    with connect(school.station("three")) as conn:
        push(three.db, conn)
    with school.owner() as owner:
        cohort = owner.execute(
            "SELECT c.name FROM school.people p JOIN school.cohorts c ON c.uuid = p.cohort "
            "WHERE p.name = 'Anna'"
        ).fetchone()
        assert cohort == ("Morning",)
        kept = owner.execute(
            "SELECT new ->> 'cancelled' IS NOT NULL, coalesce(new ->> 'lost', '') "
            "FROM school.history WHERE kind = 'plans' AND key = %s ORDER BY id",
            [plan.uuid],
        ).fetchall()
        # the version station two replaced, and station one's cancel that lost: both kept
        assert (True, "true") in kept and len(kept) == 2


@pytest.mark.parametrize(
    ("staging", "create", "column", "parents", "said"),
    [
        ("staging_attempts", push_module._STAGING_ATTEMPTS, "person", "people", "people"),
        (
            "staging_acts",
            push_module._STAGING_ACTS,
            "table_session",
            "table_sessions",
            "table sessions",
        ),
    ],
)
def test_a_staged_row_whose_parent_the_server_lacks_refuses_the_batch(
    school: School, staging: str, create: str, column: str, parents: str, said: str
) -> None:
    """The insert's join would drop such a row silently: the batch is refused instead."""
    with connect(school.station("one")) as conn, conn.transaction():
        conn.execute(create)
        push_module._check_staged(conn, staging, column, parents, "rows refer to " + said)
        conn.execute(f"INSERT INTO {staging} ({column}) VALUES (%s)", [str(uuid.uuid4())])
        with pytest.raises(SyncError, match=f"^1 rows refer to {said} the server does not have"):
            push_module._check_staged(conn, staging, column, parents, "rows refer to " + said)
