"""An exam sat for real is stored with the progress tables and signed: proctored exams with the
school key, self-assessments with the station key. Editing, deleting or reordering any of its
rows with sqlite3 makes `verify` fail naming the row."""

from __future__ import annotations

import json
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.exam_kit import right, small
from tests.trainer.seal_kit import PASSPHRASE, instructor, raw, school_key, sit
from trainer import rulebooks
from trainer.exams import keys, seal
from trainer.exams.blueprint import load_all
from trainer.exams.history import exam_record
from trainer.exams.keys import KeyProblem, SchoolKeyMismatchError
from trainer.exams.run import ExamRun, Proctor
from trainer.exams.seal import StationKeyMissingError
from trainer.exams.verify import find_code, main, verify
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import get_session
from trainer.progress.db import open_db
from trainer.progress.exams import exam_items, get_exam
from trainer.progress.migrations import MIGRATIONS, step_names
from trainer.progress.stations import export_station, import_station


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


def test_a_self_assessment_is_stored_in_an_exam_session_and_signed_by_the_station(
    db: Database, data_home: Path
) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    exam = get_exam(db, run.exam.id)
    session = get_session(db, run.session_id)
    assert session.kind == "exam" and session.ended is not None
    assert len(exam_items(db, exam.id)) == 6
    result = json.loads(exam.result_json or "")
    # 3 right of 4 in "Payouts" (75% mark: pass), 1 of 2 in "Odds" (100% mark: fail)
    assert [s["correct"] for s in result["sections"]] == [3, 1]
    assert result["passed"] is False and result["seed"] == 1
    key_file = data_home / "station.key"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert len(key_file.read_bytes()) == 32
    station = keys.load_station_key()
    assert station is not None and run.signer.public == station.public and not run.proctored
    head = seal.read_head()
    assert head is not None and head.valid and head.exams == 1
    report = verify(db)
    assert report.ok, report.lines()
    assert (report.exams, report.items, report.self_assessed) == (1, 6, 1)
    assert "1 self-assessment, not proctored" in report.lines()[-1]  # one: no "(s)"
    code = run.verification_code
    assert len(code) == 24 and find_code(db, code) == exam.id
    record = exam_record(db, exam.id)
    assert not record.proctored and record.certificate.startswith("DTC1")
    assert find_code(db, record.certificate) == exam.id


def test_a_proctored_exam_is_signed_with_the_school_key(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    nuria = instructor(db)
    school = school_key(db, nuria)
    run = sit(db, anna.id, 1, proctor=Proctor(nuria.id, school))
    assert run.proctored and run.signer.public == keys.school_public(db)
    record = exam_record(db, run.exam.id)
    assert record.proctored
    assert record.details["proctor"] == {"uuid": nuria.uuid, "name": "Núria"}
    report = verify(db)
    assert report.ok, report.lines()
    assert (report.proctored, report.self_assessed) == (1, 0)


def test_only_this_schools_key_in_an_instructors_hands_can_proctor(
    db: Database, tmp_path: Path
) -> None:
    anna = add_trainee(db, "Anna")
    nuria = instructor(db)
    school_key(db, nuria)
    other = open_db(tmp_path / "other" / "progress.db", backup=False)
    foreign = school_key(other, instructor(other), folder=tmp_path / "other")
    other.close()
    with pytest.raises(SchoolKeyMismatchError):
        ExamRun.begin(db, anna.id, small(), proctor=Proctor(nuria.id, foreign))
    mine = keys.unlock(db, nuria.id, PASSPHRASE)
    with pytest.raises(KeyProblem, match="only an instructor"):
        ExamRun.begin(db, anna.id, small(), proctor=Proctor(anna.id, mine))


def test_the_exam_keeps_the_rulebook_and_house_rules_it_ran_under(
    db: Database, tmp_path: Path
) -> None:
    house = tmp_path / "house_rules.toml"
    house.write_text('[punto_banco]\ncommission_rate = "0.04"\n', encoding="utf-8")
    rulebook = rulebooks.load("andorra-2025", house)
    anna = add_trainee(db, "Anna")
    run = ExamRun.begin(db, anna.id, small(), seed=1, rulebook=rulebook)
    run.finish(abandoned=True)
    details = exam_record(db, run.exam.id).details
    assert details["rulebook"]["id"] == "andorra-2025"
    assert details["rulebook"]["house"] == ["punto_banco.commission_rate = 0.04"]
    plain = ExamRun.begin(db, anna.id, small(), seed=1)
    assert exam_record(db, plain.exam.id).details["rulebook"]["house"] == []


def test_a_custom_blueprint_is_sealed_as_custom_with_its_digest(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    custom = ExamRun.begin(db, anna.id, small(), seed=1)
    bundled_blueprint = load_all().get("roulette-croupier")
    bundled = ExamRun.begin(db, anna.id, bundled_blueprint, seed=1)
    mine = exam_record(db, custom.exam.id).details["blueprint"]
    theirs = exam_record(db, bundled.exam.id).details["blueprint"]
    assert mine["custom"] is True and theirs["custom"] is False
    assert mine["digest"] == small().digest and len(mine["digest"]) == 64
    assert theirs["digest"] == bundled_blueprint.digest != mine["digest"]


def test_editing_an_exam_result_is_reported_naming_the_row(db: Database, data_home: Path) -> None:
    anna = add_trainee(db, "Anna")
    sit(db, anna.id, 1)
    second = sit(db, anna.id, 2)
    with raw(data_home) as conn:
        conn.execute(
            "UPDATE exams SET result_json = replace(result_json, '\"passed\": false', "
            "'\"passed\": true') WHERE id = ?",
            [second.exam.id],
        )
    report = verify(db)
    assert not report.ok and not report.cannot_check
    assert [p.table for p in report.problems] == ["exams"]
    assert f"id {second.exam.id} (uuid {second.exam.uuid})" in str(report.problems[0])
    assert "result" in report.problems[0].what.words()


def test_the_command_line_check_fails_naming_the_edited_row(
    db: Database, data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    assert main(["--db", str(data_home / "progress.db"), "--code", run.verification_code]) == 0
    out = capsys.readouterr().out
    assert "intact" in out and "self-assessment, not proctored" in out
    with raw(data_home) as conn:
        conn.execute("UPDATE exams SET blueprint = 'all-games' WHERE id = ?", [run.exam.id])
    assert main(["--db", str(data_home / "progress.db")]) == 1
    out = capsys.readouterr().out
    assert f"exams row id {run.exam.id} (uuid {run.exam.uuid})" in out
    assert "TAMPERED" in out


def test_the_command_line_says_the_report_in_catalan_with_lang(
    db: Database, data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 15: `--lang ca` says the report in Catalan, the row named as the records name it."""
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    with raw(data_home) as conn:
        conn.execute("UPDATE exams SET blueprint = 'all-games' WHERE id = ?", [run.exam.id])
    assert main(["--db", str(data_home / "progress.db"), "--lang", "ca"]) == 1
    out = capsys.readouterr().out
    assert f"taula exams, fila id {run.exam.id} (uuid {run.exam.uuid}): no coincideix" in out
    assert (
        "REGISTRES MANIPULATS: 1 PROBLEMA: s'han comprovat 1 examen (0 supervisats, "
        "1 autoavaluació, no supervisada) i 6 preguntes d'examen"
    ) in out
    assert "TAMPERED" not in out and "row" not in out


def test_a_deleted_item_is_named(db: Database, data_home: Path) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    with raw(data_home) as conn:
        conn.execute("DELETE FROM exam_items WHERE exam_id = ? AND position = 2", [run.exam.id])
    lines = "\n".join(verify(db).lines())
    assert f"exam_items row exam_id {run.exam.id}, position 2: is missing" in lines


def test_reordered_items_are_named(db: Database, data_home: Path) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    with raw(data_home) as conn:  # swap the answers at positions 0 and 1
        for old, new in ((0, 99), (1, 0), (99, 1)):
            conn.execute(
                "UPDATE exam_items SET position = ? WHERE exam_id = ? AND position = ?",
                [new, run.exam.id, old],
            )
    problems = verify(db).problems
    rows = {p.row.words() for p in problems if p.table == "exam_items"}
    assert {f"exam_id {run.exam.id}, position 0", f"exam_id {run.exam.id}, position 1"} <= rows


def test_an_edited_answer_is_named(db: Database, data_home: Path) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    attempt = exam_items(db, run.exam.id)[1]  # the wrong answer
    with raw(data_home) as conn:  # the append-only trigger has to be dropped first
        conn.execute("DROP TRIGGER attempts_no_update")
        conn.execute("UPDATE attempts SET correct = 1, score = 1 WHERE uuid = ?", [attempt])
    problems = verify(db).problems
    assert any(
        attempt in p.what.words() and p.row.words() == f"exam_id {run.exam.id}, position 1"
        for p in problems
    )


def test_deleting_an_earlier_exam_breaks_the_next_ones_seal(db: Database, data_home: Path) -> None:
    anna = add_trainee(db, "Anna")
    first = sit(db, anna.id, 1)
    second = sit(db, anna.id, 2)
    with raw(data_home) as conn:
        conn.execute("DELETE FROM exam_items WHERE exam_id = ?", [first.exam.id])
        conn.execute("DELETE FROM exams WHERE id = ?", [first.exam.id])
    text = "\n".join(verify(db).lines())
    assert f"exams row id {second.exam.id} (uuid {second.exam.uuid}): does not follow" in text
    assert f"session id {first.session_id}" in text  # its answers are still there


def test_deleting_the_newest_exam_is_caught_by_the_head(db: Database, data_home: Path) -> None:
    anna = add_trainee(db, "Anna")
    sit(db, anna.id, 1)
    last = sit(db, anna.id, 2)
    with raw(data_home) as conn:
        conn.execute("DROP TRIGGER attempts_no_delete")
        conn.execute("DELETE FROM exam_items WHERE exam_id = ?", [last.exam.id])
        conn.execute("DELETE FROM exams WHERE id = ?", [last.exam.id])
        conn.execute("DELETE FROM attempts WHERE session_id = ?", [last.session_id])
        conn.execute("DELETE FROM sessions WHERE id = ?", [last.session_id])
    text = "\n".join(verify(db).lines())
    assert "1 exam sealed at this station is missing" in text  # one: no "(s)"


def test_an_open_exam_verifies_and_its_answers_are_kept(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1, finish=False)
    assert verify(db).ok
    result = run.finish(abandoned=True)  # the window was closed
    assert result.abandoned and not result.passed
    assert len(exam_items(db, run.exam.id)) == 5
    assert verify(db).ok


def test_a_crash_between_a_commit_and_the_head_leaves_no_false_alarm(
    db: Database, data_home: Path
) -> None:
    """The head is written after each transaction commits (the exam's start, each answer, the
    result): a crash in between leaves it one step behind the database, which is no alarm; two
    steps behind is one (an old head put back, or records added)."""
    anna = add_trainee(db, "Anna")
    seal.ensure_station(db)
    heads = [seal.head_path().read_text(encoding="utf-8")]

    def step_done() -> None:
        heads.append(seal.head_path().read_text(encoding="utf-8"))
        seal.head_path().write_text(heads[-2], encoding="utf-8")  # as a crash would leave it
        assert verify(db).ok, verify(db).lines()
        if len(heads) >= 3:
            seal.head_path().write_text(heads[-3], encoding="utf-8")
            assert [p.table for p in verify(db).problems] == ["exams"], verify(db).lines()
        seal.head_path().write_text(heads[-1], encoding="utf-8")
        assert verify(db).ok

    for seed in (1, 2):
        run = ExamRun.begin(db, anna.id, small(), seed=seed)
        step_done()
        while run.current is not None:
            run.answer(right(run.current), 1.0)
            step_done()
        run.finish()
        step_done()
    assert len(set(heads)) == len(heads) == 17  # none, then 2 x (start, six answers, result)


def test_a_lost_station_key_stops_self_assessments_until_an_instructor_proctors(
    db: Database, data_home: Path
) -> None:
    anna = add_trainee(db, "Anna")
    nuria = instructor(db)
    school = school_key(db, nuria)
    first = sit(db, anna.id, 1)
    (data_home / "station.key").unlink()
    report = verify(db)
    assert report.cannot_check and not report.problems and not report.ok
    with pytest.raises(StationKeyMissingError):
        sit(db, anna.id, 2)
    sit(db, anna.id, 3, proctor=Proctor(nuria.id, school))  # a new station key is made
    report = verify(db)
    assert report.ok, report.lines()
    assert any(
        f"id {first.exam.id} " in note and "merged" in note for note in map(str, report.notes)
    )


def test_an_old_database_keeps_its_exams_as_legacy_and_signs_new_ones(data_home: Path) -> None:
    """A database from before signed seals (m006, an HMAC-sealed exam in it) is upgraded: the
    old exam is noted as not checked, new exams are signed, and marking a signed exam as legacy
    to strip its seals is caught."""
    path = data_home / "progress.db"
    old = Database(sqlite3.connect(path), execute_plugins=False)
    MIGRATIONS.apply(old, stop_before="m008_signed_exams")
    assert "m008_signed_exams" in step_names()
    old.execute(
        "INSERT INTO trainees (uuid, name, role, created) VALUES ('t-1', 'Anna', 'trainee', "
        "'2025-01-01T10:00:00.000000Z')"
    )
    old.execute(
        "INSERT INTO exams (uuid, trainee_id, blueprint, started, ended, result_json, sealed_by, "
        "seal_open, seal) VALUES ('e-1', 1, 'small', '2025-01-01T10:00:00.000000Z', "
        "'2025-01-01T10:10:00.000000Z', '{}', '0123456789abcdef', 'aa', 'bb')"
    )
    old.conn.commit()
    old.close()
    db = open_db(path, backup=False)
    try:
        assert db.execute("SELECT signer FROM exams").fetchall() == [("legacy",)]
        report = verify(db)
        assert report.ok and any("before signed seals" in str(n) for n in report.notes)
        run = sit(db, 1, 1)
        assert verify(db).ok
        with raw(data_home) as conn:
            conn.execute("UPDATE exams SET signer = 'legacy' WHERE id = ?", [run.exam.id])
        assert verify(db).problems
    finally:
        db.close()


def test_exams_merged_from_another_station_are_checked_by_their_signatures(
    db: Database, data_home: Path, tmp_path: Path
) -> None:
    """A trainee's bundle from a classroom station, with a proctored exam and a self-assessment
    (one still open), imported at the instructor's station: both verify there; an edit made
    to the merged rows is caught there too."""
    seal.ensure_station(db)
    nuria = instructor(db)
    school = school_key(db, nuria)
    folder = tmp_path / "classroom"
    classroom = open_db(folder / "progress.db", backup=False)
    try:
        keys.import_school_key(
            classroom,
            keys.export_school_key(school, "usb stick words"),
            "usb stick words",
            instructor(classroom).id,
            PASSPHRASE,
            folder=folder,
        )
        seal.ensure_station(classroom, folder)
        anna = add_trainee(classroom, "Anna")
        key = keys.unlock(classroom, 1, PASSPHRASE, folder=folder)
        proctored = sit(classroom, anna.id, 1, proctor=Proctor(1, key), folder=folder)
        sit(classroom, anna.id, 2, finish=False, folder=folder)
        assert verify(classroom, folder).ok
        export_station(classroom, tmp_path / "anna.bundle", anna.id)
    finally:
        classroom.close()
    import_station(db, tmp_path / "anna.bundle")
    report = verify(db)
    assert report.ok, report.lines()
    assert (report.proctored, report.self_assessed) == (1, 1)
    assert sum("merged" in str(note) for note in report.notes) == 2
    merged = db.execute("SELECT id FROM exams WHERE uuid = ?", [proctored.exam.uuid]).fetchone()
    with raw(data_home) as conn:
        conn.execute(
            "UPDATE exams SET result_json = replace(result_json, 'false', 'true') WHERE id = ?",
            merged,
        )
    assert verify(db).problems
