"""A bundle is a file anyone can edit: one that would break a screen is refused naming the
field, and no bundle adds to a person already on the station, or closes their open exam,
unless it was made from that person's own data."""

from __future__ import annotations

import random
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer, read_question, read_response
from trainer.drills import catalog
from trainer.drills.base import expected_response
from trainer.progress.accounts import add_trainee, list_people
from trainer.progress.attempts import attempts_for, count_attempts, record_attempt
from trainer.progress.db import open_db
from trainer.progress.errors import DamagedBundleError, ForeignBundleError, NotABundleError
from trainer.progress.exams import exams_for, get_exam, start_exam
from trainer.progress.stations import ImportSummary, export_station, import_station


@pytest.fixture
def three(tmp_path: Path) -> Iterator[tuple[Database, Database, Database]]:
    """The instructor's station, a trainee's station, and a classmate's."""
    dbs = tuple(open_db(tmp_path / n / "progress.db", backup=False) for n in ("i", "a", "e"))
    yield dbs  # type: ignore[misc]
    for db in dbs:
        db.close()


def _import(db: Database, path: Path) -> ImportSummary:
    return import_station(db, path, read_question=read_question, read_response=read_response)


def _bundle_of(db: Database, person_id: int, path: Path, answers: int = 3) -> Path:
    for n in range(answers):
        answer(db, person_id, "roulette.payout", 1, n % 2 == 0, 2.0, seed=n)
    export_station(db, path, person_id)
    return path


def _edit(path: Path, *statements: str) -> None:
    """Edit a bundle as anyone can: the append-only triggers are the file's own, and go."""
    conn = sqlite3.connect(str(path))
    conn.execute("DROP TRIGGER attempts_no_update")
    conn.execute("DROP TRIGGER attempts_no_delete")
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()


def _nothing_imported(db: Database) -> None:
    assert count_attempts(db) == 0 and list_people(db) == []


# ----------------------------------------------------------------- values a screen cannot show


@pytest.fixture(scope="module")
def full_bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Anna's bundle with a row in every table: a session, answers, an exam, a plan."""
    from trainer.progress.attempts import start_session
    from trainer.progress.exams import finish_exam
    from trainer.progress.plans import assign_plan

    folder = tmp_path_factory.mktemp("full-bundle")
    station = open_db(folder / "progress.db", backup=False)
    anna = add_trainee(station, "Anna")
    session = start_session(station, anna.id, now=T0)
    answer(station, anna.id, "roulette.payout", 1, True, 2.0, session_id=session.id)
    exam = start_exam(station, anna.id, "audition-roulette", now=T0)
    finish_exam(station, exam.id, '{"passed": true}', now=T0)
    assign_plan(station, "roulette.payout", 2, trainee_id=anna.id, due=T0.date())
    bundle = _bundle_of(station, anna.id, folder / "anna.dtbundle")
    station.close()
    return bundle


@pytest.mark.parametrize(
    ("edit", "table", "field"),
    [
        ("UPDATE attempts SET rules_json = '{' WHERE id = 2", "attempts", "rules_json"),
        ("UPDATE attempts SET rules_json = '[1, 2]' WHERE id = 2", "attempts", "rules_json"),
        (
            "UPDATE attempts SET question_json = '{\"q\": 1' WHERE id = 2",
            "attempts",
            "question_json",
        ),
        ("UPDATE attempts SET question_json = '[]' WHERE id = 2", "attempts", "question_json"),
        ("UPDATE attempts SET response_json = 'yes' WHERE id = 2", "attempts", "response_json"),
        ("UPDATE attempts SET day = 'yesterday' WHERE id = 2", "attempts", "day"),
        ("UPDATE attempts SET day = '2025-02-30' WHERE id = 2", "attempts", "day"),
        ("UPDATE attempts SET ts = '3 March' WHERE id = 2", "attempts", "ts"),
        ("UPDATE attempts SET level = 'abc' WHERE id = 2", "attempts", "level"),
        ("UPDATE attempts SET seconds = 'NaN' WHERE id = 2", "attempts", "seconds"),
        ("UPDATE attempts SET drill_id = '' WHERE id = 2", "attempts", "drill_id"),
        ("UPDATE trainees SET name = '   '", "trainees", "name"),
        ("UPDATE sessions SET started = 'now'", "sessions", "started"),
        ("UPDATE plans SET due_date = 'soon'", "plans", "due_date"),
        ("UPDATE exams SET result_json = '{'", "exams", "result_json"),
    ],
)
def test_a_value_that_would_break_a_screen_is_refused_naming_its_field(
    db: Database, full_bundle: Path, tmp_path: Path, edit: str, table: str, field: str
) -> None:
    bundle = tmp_path / "anna.dtbundle"
    shutil.copyfile(full_bundle, bundle)
    _edit(bundle, edit)
    with pytest.raises(DamagedBundleError) as caught:
        _import(db, bundle)
    assert (caught.value.table, caught.value.field) == (table, field)
    assert f"the field {field}" in str(caught.value) and "Nothing was imported" in str(caught.value)
    _nothing_imported(db)


def test_real_drill_questions_are_read_by_the_drills_own_reader(
    three: tuple[Database, Database, Database], tmp_path: Path
) -> None:
    instructor, station, _e = three
    anna = add_trainee(station, "Anna")
    rng = random.Random(13)
    for drill in catalog.all()[:3]:
        question = drill.generate(rng, 1)
        response = expected_response(question, "es")
        record_attempt(station, anna.id, question, response, question.grade(response, 2.0))
    bundle = tmp_path / "anna.dtbundle"
    export_station(station, bundle, anna.id)
    assert import_station(instructor, bundle).added.attempts == 3  # the app's defaults
    _edit(bundle, 'UPDATE attempts SET question_json = \'{"drill_id": "x"}\' WHERE id = 3')
    fresh = open_db(tmp_path / "fresh" / "progress.db", backup=False)
    with pytest.raises(DamagedBundleError, match="question_json is not a question"):
        import_station(fresh, bundle)
    _nothing_imported(fresh)
    fresh.close()


# ----------------------------------------------------------------- files that are not bundles


def test_a_bundle_missing_a_table_is_refused_with_a_message_not_no_such_table(
    three: tuple[Database, Database, Database], tmp_path: Path
) -> None:
    instructor, station, _e = three
    bundle = _bundle_of(station, add_trainee(station, "Anna").id, tmp_path / "anna.dtbundle")
    _edit(bundle, "DROP TABLE exam_items")
    with pytest.raises(NotABundleError, match="it has no exam_items table"):
        _import(instructor, bundle)
    _nothing_imported(instructor)


def test_a_bundle_marker_naming_no_person_is_refused_with_a_message_not_a_key_error(
    three: tuple[Database, Database, Database], tmp_path: Path
) -> None:
    instructor, station, _e = three
    bundle = _bundle_of(station, add_trainee(station, "Anna").id, tmp_path / "anna.dtbundle")
    _edit(bundle, "DELETE FROM bundle_info WHERE key = 'trainee_uuid'")
    with pytest.raises(NotABundleError, match="names no person"):
        _import(instructor, bundle)


def test_a_bundle_holding_two_people_is_refused(
    three: tuple[Database, Database, Database], tmp_path: Path
) -> None:
    instructor, station, _e = three
    bundle = _bundle_of(station, add_trainee(station, "Anna").id, tmp_path / "anna.dtbundle")
    _edit(
        bundle,
        "INSERT INTO trainees (uuid, name, role, created) "
        "VALUES ('x-2', 'Pere', 'trainee', '2025-03-03T08:00:00.000000Z')",
        "UPDATE attempts SET trainee_id = 2 WHERE id = 1",
    )
    with pytest.raises(NotABundleError, match="exactly one person"):
        _import(instructor, bundle)
    _nothing_imported(instructor)


# ----------------------------------------------------------------- whose data it is


def _forge(bundle: Path, victim_uuid: str, victim_name: str) -> None:
    """Make Eve's bundle claim to be the victim's: the UUID and the name are easy to learn."""
    _edit(
        bundle,
        f"UPDATE trainees SET uuid = '{victim_uuid}', name = '{victim_name}'",
        f"UPDATE bundle_info SET value = '{victim_uuid}' WHERE key = 'trainee_uuid'",
    )


def test_a_classmate_cannot_add_answers_to_a_trainee_already_on_the_station(
    three: tuple[Database, Database, Database], tmp_path: Path
) -> None:
    instructor, station, classmate = three
    anna = add_trainee(station, "Anna")
    _import(instructor, _bundle_of(station, anna.id, tmp_path / "anna.dtbundle"))
    before = {a.uuid for a in attempts_for(instructor, 1)}
    eve = add_trainee(classmate, "Eve")
    forged = _bundle_of(classmate, eve.id, tmp_path / "eve.dtbundle", answers=20)
    _forge(forged, anna.uuid, "Anna")
    with pytest.raises(ForeignBundleError, match="not exported from Anna's own station data"):
        _import(instructor, forged)
    assert {a.uuid for a in attempts_for(instructor, 1)} == before
    # Anna's own later bundle still merges
    later = _bundle_of(station, anna.id, tmp_path / "anna-2.dtbundle", answers=2)
    assert _import(instructor, later).added.attempts == 2


def test_a_bundle_cannot_close_another_persons_open_exam(
    three: tuple[Database, Database, Database], tmp_path: Path
) -> None:
    instructor, _station, classmate = three
    anna = add_trainee(instructor, "Anna")
    sitting = start_exam(instructor, anna.id, "audition-roulette", now=T0)  # under way
    eve = add_trainee(classmate, "Eve")
    bundle = _bundle_of(classmate, eve.id, tmp_path / "eve.dtbundle", answers=1)
    _edit(
        bundle,
        "INSERT INTO exams (uuid, trainee_id, blueprint, started, ended, result_json) VALUES "
        f"('{sitting.uuid}', 1, 'audition-roulette', '2025-03-03T08:00:00.000000Z', "
        "'2025-03-03T08:30:00.000000Z', '{\"passed\": true}')",
    )
    summary = _import(instructor, bundle)  # Eve comes in; Anna's exam is not hers to close
    assert summary.sessions_closed == 0 and summary.added.exams == 0
    still = get_exam(instructor, sitting.id)
    assert still.ended is None and still.result_json is None
    assert [e.uuid for e in exams_for(instructor, anna.id)] == [sitting.uuid]


def test_the_persons_own_bundle_closes_their_exam_on_another_station(
    three: tuple[Database, Database, Database], tmp_path: Path
) -> None:
    from trainer.progress.exams import finish_exam

    instructor, station, _e = three
    anna = add_trainee(station, "Anna")
    sitting = start_exam(station, anna.id, "audition-roulette", now=T0)
    _import(instructor, _bundle_of(station, anna.id, tmp_path / "a1.dtbundle", answers=1))
    finish_exam(station, sitting.id, '{"passed": false}', now=T0)
    summary = _import(instructor, _bundle_of(station, anna.id, tmp_path / "a2.dtbundle", 0))
    assert summary.sessions_closed == 1
    (closed,) = exams_for(instructor, 1)
    assert closed.ended is not None and closed.result_json == '{"passed": false}'
