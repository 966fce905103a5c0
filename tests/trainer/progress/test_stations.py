"""Several stations, one class: bundles carry a trainee's log; importing merges by UUID."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer, read_question, read_response
from trainer.progress.accounts import Role, add_instructor, add_trainee, list_people
from trainer.progress.attempts import attempts_for, count_attempts, end_session, start_session
from trainer.progress.db import open_db
from trainer.progress.errors import NotABundleError
from trainer.progress.exams import add_exam_item, exam_items, exams_for, finish_exam, start_exam
from trainer.progress.migrations import MIGRATIONS, SET_NAME
from trainer.progress.plans import assign_plan, plans_for
from trainer.progress.schedule import skill_states
from trainer.progress.stations import BundleCounts, ImportSummary, export_station
from trainer.progress.stations import import_station as import_with_drill_readers


@pytest.fixture
def two(tmp_path: Path) -> Iterator[tuple[Database, Database]]:
    a = open_db(tmp_path / "a" / "progress.db", backup=False)
    b = open_db(tmp_path / "b" / "progress.db", backup=False)
    yield a, b
    a.close()
    b.close()


def import_station(db: Database, path: Path) -> ImportSummary:
    """These bundles hold the kit's questions, read with the kit's readers."""
    return import_with_drill_readers(
        db, path, read_question=read_question, read_response=read_response
    )


def _uuids(db: Database) -> set[str]:
    return {str(r[0]) for r in db.execute("SELECT uuid FROM attempts")}


def test_a_trainee_moves_to_another_station_with_everything(
    two: tuple[Database, Database], tmp_path: Path
) -> None:
    a, b = two
    anna = add_trainee(a, "Anna")
    add_trainee(b, "Pere")  # B's own trainee takes id 1 there: ids differ, UUIDs do not
    session = start_session(a, anna.id, now=T0)
    made = [
        answer(
            a,
            anna.id,
            "roulette.payout",
            1,
            n % 2 == 0,
            2.0,
            now=T0 + timedelta(minutes=n),
            session_id=session.id,
        )
        for n in range(5)
    ]
    exam = start_exam(a, anna.id, "audition-roulette", session_id=session.id, now=T0)
    add_exam_item(a, exam.id, made[0])
    finish_exam(a, exam.id, '{"passed": true}', now=T0)
    assign_plan(a, "craps.odds", 2, trainee_id=anna.id, now=T0)
    assign_plan(a, "boule.payout", 1, now=T0)  # a class plan is the station's, not Anna's

    bundle = tmp_path / "anna.dtbundle"
    exported = export_station(a, bundle, anna.id, now=T0)
    assert exported == BundleCounts(1, 1, 5, 1, 1, 1)
    summary = import_station(b, bundle)
    assert summary.added == BundleCounts(1, 1, 5, 1, 1, 1)
    assert (summary.trainee_name, summary.nothing_new) == ("Anna", False)

    anna_b = next(p for p in list_people(b) if p.uuid == anna.uuid)
    assert anna_b.id != anna.id
    assert [x.uuid for x in attempts_for(b, anna_b.id)] == [
        x.uuid for x in attempts_for(a, anna.id)
    ]
    assert attempts_for(b, anna_b.id)[0].question_json == attempts_for(a, anna.id)[0].question_json
    exam_b = exams_for(b, anna_b.id)[0]
    assert exam_b.result_json == '{"passed": true}' and exam_items(b, exam_b.id) == [made[0]]
    assert [p.drill_id for p in plans_for(b, anna_b.id)] == ["craps.odds"]
    # the scheduler cards are rebuilt from the merged log, equal to the home station's
    cards_a = {k: s.card.to_dict() for k, s in skill_states(a, anna.id).items()}
    cards_b = {k: s.card.to_dict() for k, s in skill_states(b, anna_b.id).items()}
    assert cards_a == cards_b


def test_importing_twice_changes_nothing(two: tuple[Database, Database], tmp_path: Path) -> None:
    a, b = two
    anna = add_trainee(a, "Anna")
    answer(a, anna.id, "roulette.payout", 1, True, 2.0, now=T0)
    bundle = tmp_path / "anna.dtbundle"
    export_station(a, bundle, anna.id)
    import_station(b, bundle)
    before = bundle.read_bytes()
    again = import_station(b, bundle)
    assert again.nothing_new and again.added == BundleCounts()
    assert count_attempts(b) == 1 and len(list_people(b)) == 1
    assert bundle.read_bytes() == before  # the user's file is never written to
    # and importing a station's own bundle into itself adds nothing either
    assert import_station(a, bundle).nothing_new


def test_later_bundles_add_only_what_is_new_and_close_open_sessions(
    two: tuple[Database, Database], tmp_path: Path
) -> None:
    a, b = two
    anna = add_trainee(a, "Anna")
    session = start_session(a, anna.id, now=T0)
    answer(a, anna.id, "roulette.payout", 1, True, 2.0, now=T0, session_id=session.id)
    bundle = tmp_path / "anna.dtbundle"
    export_station(a, bundle, anna.id)
    import_station(b, bundle)
    answer(
        a,
        anna.id,
        "roulette.payout",
        1,
        True,
        2.0,
        now=T0 + timedelta(minutes=1),
        session_id=session.id,
    )
    end_session(a, session.id, now=T0 + timedelta(minutes=2))
    export_station(a, bundle, anna.id)
    summary = import_station(b, bundle)
    assert summary.added == BundleCounts(attempts=1)
    assert summary.sessions_closed == 1
    # and back: Anna practises on B, A takes just that answer
    anna_b = list_people(b)[0]
    extra = answer(b, anna_b.id, "craps.odds", 1, False, 3.0, now=T0 + timedelta(hours=1))
    back = tmp_path / "anna-from-b.dtbundle"
    export_station(b, back, anna_b.id)
    returned = import_station(a, back)
    assert returned.added == BundleCounts(attempts=1)
    assert _uuids(a) == _uuids(b) and extra in _uuids(a)


def test_pins_never_leave_the_station(two: tuple[Database, Database], tmp_path: Path) -> None:
    a, b = two
    marta = add_instructor(a, "Marta", "green felt 24")
    bundle = tmp_path / "marta.dtbundle"
    export_station(a, bundle, marta.id)
    raw = sqlite3.connect(str(bundle))
    assert raw.execute("SELECT pin_hash, pin_salt FROM trainees").fetchall() == [(None, None)]
    raw.close()
    import_station(b, bundle)
    assert list_people(b)[0].role is Role.INSTRUCTOR


def test_files_that_are_not_bundles_are_refused(
    two: tuple[Database, Database], tmp_path: Path
) -> None:
    _a, b = two
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    with pytest.raises(NotABundleError, match="not a SQLite database"):
        import_station(b, text)
    # a whole progress database is not a bundle either
    with pytest.raises(NotABundleError, match="no bundle marker"):
        import_station(b, tmp_path / "a" / "progress.db")
    with pytest.raises(NotABundleError, match="no such file"):
        import_station(b, tmp_path / "missing.dtbundle")
    other = tmp_path / "other.db"
    conn = sqlite3.connect(str(other))
    conn.execute("CREATE TABLE bundle_info (key TEXT, value TEXT)")
    conn.execute("INSERT INTO bundle_info VALUES ('format', 'spreadsheet')")
    conn.commit()
    conn.close()
    with pytest.raises(NotABundleError, match="no bundle marker"):
        import_station(b, other)
    assert count_attempts(b) == 0 and list_people(b) == []


def test_a_bundle_from_a_newer_trainer_is_refused(
    two: tuple[Database, Database], tmp_path: Path
) -> None:
    a, b = two
    anna = add_trainee(a, "Anna")
    bundle = tmp_path / "anna.dtbundle"
    export_station(a, bundle, anna.id)
    conn = sqlite3.connect(str(bundle))
    conn.execute(
        f"INSERT INTO {MIGRATIONS.migrations_table} (migration_set, name, applied_at) "
        "VALUES (?, 'm999_future', '2030-01-01')",
        [SET_NAME],
    )
    conn.commit()
    conn.close()
    with pytest.raises(NotABundleError, match="newer version"):
        import_station(b, bundle)


def test_a_bundle_from_an_older_schema_is_upgraded_on_a_copy_and_merged(
    two: tuple[Database, Database], tmp_path: Path
) -> None:
    from tests.trainer.progress.test_migrations import OLD_ROWS
    from trainer.progress.db import connect
    from trainer.progress.migrations import step_names
    from trainer.progress.stations import BUNDLE_FORMAT, BUNDLE_VERSION

    _a, b = two
    old = tmp_path / "old.dtbundle"
    bundle = connect(old)
    MIGRATIONS.apply(bundle, stop_before=step_names()[1])  # only the first step
    for sql in OLD_ROWS[step_names()[0]]:
        bundle.execute(sql)
    bundle.execute("CREATE TABLE bundle_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    for key, value in [
        ("format", BUNDLE_FORMAT),
        ("format_version", BUNDLE_VERSION),
        ("trainee_uuid", "t-1"),
    ]:
        bundle.execute("INSERT INTO bundle_info VALUES (?, ?)", [key, value])
    bundle.close()
    before = old.read_bytes()
    summary = import_with_drill_readers(b, old, read_question=json.loads, read_response=json.loads)
    assert summary.added == BundleCounts(trainees=1, sessions=1, attempts=1)
    assert summary.trainee_name == "Núria"
    assert old.read_bytes() == before
    assert {str(r[0]) for r in b.execute("SELECT uuid FROM attempts")} == {"a-1"}
