"""An exam sat for real is stored with the progress tables and sealed; editing, deleting or
reordering any of its rows with sqlite3 makes `verify` fail naming the row."""

from __future__ import annotations

import json
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.exam_kit import right, small, wrong
from trainer.exams import seal
from trainer.exams.run import ExamRun
from trainer.exams.verify import find_code, main, verify
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import get_session
from trainer.progress.db import open_db
from trainer.progress.exams import exam_items, get_exam


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


def sit(db: Database, trainee_id: int, seed: int, finish: bool = True) -> ExamRun:
    run = ExamRun.begin(db, trainee_id, small(), seed=seed)
    answers = [right, wrong, right, right, right]
    for give in answers:
        assert run.current is not None
        run.answer(give(run.current), 2.0)
    if finish:
        run.time_out(20.0)
        run.finish()
    return run


def raw(data_home: Path) -> sqlite3.Connection:
    """A plain sqlite3 connection, as someone editing the file by hand would use."""
    return sqlite3.connect(data_home / "progress.db", isolation_level=None)


def test_an_exam_is_stored_in_an_exam_session_with_its_items_and_result(
    db: Database, data_home: Path
) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    exam = get_exam(db, run.exam.id)
    assert get_session(db, run.session_id).kind == "exam"
    assert len(exam_items(db, exam.id)) == 6
    result = json.loads(exam.result_json or "")
    # 3 right of 4 in "Payouts" (75% mark: pass), 1 of 2 in "Odds" (100% mark: fail)
    assert [s["correct"] for s in result["sections"]] == [3, 1]
    assert result["passed"] is False and result["seed"] == 1
    key_file = data_home / "seal.key"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert len(key_file.read_bytes()) == 32
    report = verify(db)
    assert report.ok, report.lines()
    assert (report.exams, report.items) == (1, 6)
    code = run.verification_code
    assert len(code) == 24 and find_code(db, code) == exam.id


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
    assert not report.ok
    assert [p.table for p in report.problems] == ["exams"]
    assert f"id {second.exam.id} (uuid {second.exam.uuid})" in str(report.problems[0])
    assert "result" in report.problems[0].what


def test_the_command_line_check_fails_naming_the_edited_row(
    db: Database, data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1)
    assert main(["--db", str(data_home / "progress.db"), "--code", run.verification_code]) == 0
    assert "intact" in capsys.readouterr().out
    with raw(data_home) as conn:
        conn.execute("UPDATE exams SET blueprint = 'all-games' WHERE id = ?", [run.exam.id])
    assert main(["--db", str(data_home / "progress.db")]) == 1
    out = capsys.readouterr().out
    assert f"exams row id {run.exam.id} (uuid {run.exam.uuid})" in out
    assert "PROBLEM" in out


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
        conn.execute(
            "UPDATE exam_items SET position = 99 WHERE exam_id = ? AND position = 0", [run.exam.id]
        )
        conn.execute(
            "UPDATE exam_items SET position = 0 WHERE exam_id = ? AND position = 1", [run.exam.id]
        )
        conn.execute(
            "UPDATE exam_items SET position = 1 WHERE exam_id = ? AND position = 99", [run.exam.id]
        )
    problems = verify(db).problems
    rows = {p.row for p in problems if p.table == "exam_items"}
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
        attempt in p.what and p.row == f"exam_id {run.exam.id}, position 1" for p in problems
    )


def test_deleting_an_earlier_exam_breaks_the_next_ones_seal(db: Database, data_home: Path) -> None:
    anna = add_trainee(db, "Anna")
    first = sit(db, anna.id, 1)
    second = sit(db, anna.id, 2)
    with raw(data_home) as conn:
        conn.execute("DELETE FROM exam_items WHERE exam_id = ?", [first.exam.id])
        conn.execute("DELETE FROM exams WHERE id = ?", [first.exam.id])
    text = "\n".join(verify(db).lines())
    assert f"exams row id {second.exam.id} (uuid {second.exam.uuid}): does not match" in text
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
    text = "\n".join(verify(db).lines())
    assert "1 exam(s) sealed at this station are missing" in text


def test_an_open_exam_verifies_and_its_answers_are_kept(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    run = sit(db, anna.id, 1, finish=False)
    assert verify(db).ok
    result = run.finish(abandoned=True)  # the window was closed
    assert result.abandoned and not result.passed
    assert len(exam_items(db, run.exam.id)) == 5
    assert verify(db).ok


def test_a_key_is_made_once_and_kept(data_home: Path) -> None:
    key = seal.load_or_create_key()
    assert seal.load_or_create_key() == key
    assert seal.station_of(key) != seal.station_of(b"x" * 32)
