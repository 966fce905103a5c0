"""A damaged, truncated or foreign file is moved aside (never lost) and a fresh one created."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.trainer.progress.kit import answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import count_attempts
from trainer.progress.db import close_db, open_db
from trainer.progress.errors import CorruptDatabaseError, ForeignLogError, NewerDatabaseError
from trainer.progress.migrations import MIGRATIONS, SET_NAME
from trainer.progress.recovery import problem_with

WHEN = datetime(2025, 3, 3, 8, 0, 0, tzinfo=UTC)


def _good_database(path: Path, answers: int = 200) -> None:
    db = open_db(path, backup=False)
    anna = add_trainee(db, "Anna")
    for n in range(answers):
        answer(db, anna.id, f"roulette.drill-{n % 7}", 1, n % 3 != 0, 2.0, seed=n)
    db.close()  # last connection: WAL checkpointed into the main file


def _expect_recovery(path: Path, original: bytes, label: str) -> Path:
    with pytest.raises(CorruptDatabaseError) as caught:
        open_db(path, backup=False, now=WHEN)
    error = caught.value
    assert error.path == path
    assert error.moved_to == path.with_name(f"progress.db.{label}-20250303T080000Z")
    assert error.moved_to.read_bytes() == original  # moved, byte for byte, not rewritten
    assert str(error.moved_to) in str(error)
    fresh = open_db(path, backup=False)  # a new, empty, working database is in place
    assert count_attempts(fresh) == 0
    assert fresh.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    fresh.close()
    return error.moved_to


def test_a_file_that_is_not_sqlite_is_moved_aside(db_path: Path) -> None:
    original = b"Dear instructor, these are my notes.\n" * 50
    db_path.write_bytes(original)
    _expect_recovery(db_path, original, "foreign")


def test_a_truncated_database_is_moved_aside(db_path: Path) -> None:
    _good_database(db_path)
    whole = db_path.read_bytes()
    page = int.from_bytes(whole[16:18], "big")
    assert len(whole) > 6 * page
    truncated = whole[: 3 * page]  # header intact, most pages gone
    db_path.write_bytes(truncated)
    _expect_recovery(db_path, truncated, "corrupt")


def test_a_database_with_scrambled_pages_fails_the_integrity_check(db_path: Path) -> None:
    _good_database(db_path)
    whole = bytearray(db_path.read_bytes())
    page = int.from_bytes(whole[16:18], "big")
    for n in range(2, len(whole) // page):  # keep page 1 (schema), scramble the rest
        whole[n * page + 8 : n * page + 40] = bytes(range(32))
    db_path.write_bytes(bytes(whole))
    _expect_recovery(db_path, bytes(whole), "corrupt")


def test_someone_elses_sqlite_database_is_moved_aside(db_path: Path) -> None:
    conn = sqlite3.connect(str(db_path))
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('escudella')")
    conn.commit()
    conn.close()
    original = db_path.read_bytes()
    moved = _expect_recovery(db_path, original, "foreign")
    kept = sqlite3.connect(str(moved))
    assert kept.execute("SELECT name FROM recipes").fetchall() == [("escudella",)]
    kept.close()


def test_its_wal_file_moves_with_it(db_path: Path) -> None:
    db_path.write_bytes(b"not a database at all" * 10)
    wal = Path(f"{db_path}-wal")
    wal.write_bytes(b"stale log")
    with pytest.raises(CorruptDatabaseError) as caught:
        open_db(db_path, backup=False, now=WHEN)
    assert Path(f"{caught.value.moved_to}-wal").read_bytes() == b"stale log"
    open_db(db_path, backup=False).close()


def test_a_second_recovery_in_the_same_second_does_not_overwrite_the_first(db_path: Path) -> None:
    db_path.write_bytes(b"first bad file" * 10)
    with pytest.raises(CorruptDatabaseError) as first:
        open_db(db_path, backup=False, now=WHEN)
    db_path.write_bytes(b"second bad file" * 10)
    with pytest.raises(CorruptDatabaseError) as second:
        open_db(db_path, backup=False, now=WHEN)
    assert first.value.moved_to != second.value.moved_to
    assert first.value.moved_to.read_bytes() == b"first bad file" * 10
    assert second.value.moved_to.read_bytes() == b"second bad file" * 10


def test_a_database_from_a_newer_trainer_is_refused_and_left_alone(db_path: Path) -> None:
    _good_database(db_path, answers=3)
    conn = sqlite3.connect(str(db_path))
    conn.execute(
        f"INSERT INTO {MIGRATIONS.migrations_table} (migration_set, name, applied_at) "
        "VALUES (?, 'm999_from_the_future', '2030-01-01')",
        [SET_NAME],
    )
    conn.commit()
    conn.close()
    before = db_path.read_bytes()
    with pytest.raises(NewerDatabaseError, match="m999_from_the_future"):
        open_db(db_path, backup=False)
    assert db_path.read_bytes() == before
    records = (".checked", ".closed-clean")  # the clean-close and last-check notes
    assert [p for p in db_path.parent.glob("progress.db.*") if p.suffix not in records] == []


def test_an_empty_file_is_a_new_database(db_path: Path) -> None:
    db_path.write_bytes(b"")
    db = open_db(db_path, backup=False)
    assert count_attempts(db) == 0
    db.close()


# --------------------------------------------------------------- a log that is not the file's


def _crash_image(folder: Path, names: list[str], *, base: list[str] | None = None) -> Path:
    """A progress file and its log as a crash leaves them: the last answers only in the log.

    The files are copied while the connection is open (no checkpoint moved the log into the
    file), exactly what a killed station leaves on disk.
    """
    live = folder / "live" / "progress.db"
    db = open_db(live, backup=False)
    for name in base or []:
        add_trainee(db, name)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the base is in the file itself
    db.execute("PRAGMA wal_autocheckpoint = 0")
    for name in names:
        add_trainee(db, name)
    image = folder / "image" / "progress.db"
    image.parent.mkdir(parents=True)
    shutil.copyfile(live, image)
    shutil.copyfile(f"{live}-wal", f"{image}-wal")
    db.conn.close()
    return image


def _names(path: Path) -> list[str]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
    try:
        return [str(r[0]) for r in conn.execute("SELECT name FROM trainees ORDER BY id")]
    finally:
        conn.close()


def test_another_databases_log_beside_the_file_is_set_aside_and_never_replayed(
    db_path: Path, tmp_path: Path
) -> None:
    db = open_db(db_path, backup=False)
    for n in range(40):
        add_trainee(db, f"ours {n}")
    close_db(db, db_path)
    # another station's log, copied beside our file (a sync tool, a careless copy)
    theirs = _crash_image(tmp_path / "other", [f"theirs {n}" for n in range(40)])
    foreign = Path(f"{theirs}-wal").read_bytes()
    Path(f"{db_path}-wal").write_bytes(foreign)
    original = db_path.read_bytes()

    with pytest.raises(ForeignLogError) as caught:
        open_db(db_path, backup=False, now=WHEN)
    assert db_path.read_bytes() == original, "the file itself was not written to"
    assert caught.value.moved_to == db_path.with_name(
        "progress.db.foreign-log-20250303T080000Z-wal"
    )
    assert caught.value.moved_to.read_bytes() == foreign  # kept, byte for byte
    assert not Path(f"{db_path}-wal").exists()
    reopened = open_db(db_path, backup=False)
    names = [str(r[0]) for r in reopened.execute("SELECT name FROM trainees ORDER BY id")]
    reopened.close()
    assert names == [f"ours {n}" for n in range(40)]


def test_the_stations_own_log_after_a_crash_is_replayed(tmp_path: Path) -> None:
    image = _crash_image(tmp_path, ["after the checkpoint"], base=["before the checkpoint"])
    assert _names(image) == ["before the checkpoint"]  # the file alone lacks the last answer
    db = open_db(image, backup=False)
    names = [str(r[0]) for r in db.execute("SELECT name FROM trainees ORDER BY id")]
    db.close()
    assert names == ["before the checkpoint", "after the checkpoint"]


def test_a_log_from_another_database_of_the_same_kind_is_told_apart_by_its_stamp(
    tmp_path: Path,
) -> None:
    """Our file has no people yet, so no row of ours is missing with their log: the header
    stamp (user_version, carried in the log's copy of page 1 once their file grew) tells."""
    ours = tmp_path / "ours" / "progress.db"
    open_db(ours, backup=False).close()
    theirs = _crash_image(tmp_path / "other", [f"theirs {n} " + "x" * 300 for n in range(30)])
    shutil.copyfile(f"{theirs}-wal", f"{ours}-wal")
    problem = problem_with(ours)
    assert problem is not None and problem.log_only
    assert "another database" in problem.reason


def test_examining_a_suspect_file_writes_nothing_beside_or_into_it(
    db_path: Path, tmp_path: Path
) -> None:
    db = open_db(db_path, backup=False)
    add_trainee(db, "Anna")
    close_db(db, db_path)
    theirs = _crash_image(tmp_path / "other", ["Pere"])
    shutil.copyfile(f"{theirs}-wal", f"{db_path}-wal")
    before = {p.name: p.read_bytes() for p in db_path.parent.iterdir() if p.is_file()}
    stamps = {p.name: p.stat().st_mtime_ns for p in db_path.parent.iterdir() if p.is_file()}

    assert problem_with(db_path, check=True) is not None
    after = {p.name: p.read_bytes() for p in db_path.parent.iterdir() if p.is_file()}
    assert after == before  # no -shm created, no byte of the file or its log changed
    assert {p.name: p.stat().st_mtime_ns for p in db_path.parent.iterdir()} == stamps


def test_a_file_another_trainer_is_writing_is_opened_not_moved(db_path: Path) -> None:
    """Another station process answers all the while: its log is live, not foreign."""
    from tests.trainer.progress.test_reliability import _saved, _spawn

    db = open_db(db_path, backup=False)
    anna = add_trainee(db, "Anna")
    db.close()
    child = _spawn("child_writer", db_path, anna.id, 0, 0)
    try:
        assert child.stdout is not None
        child.stdout.readline()  # it is answering
        for _ in range(5):
            opened = open_db(db_path, check=True, backup=False)
            opened.close()
    finally:
        child.kill()
        out, _err = child.communicate(timeout=10)
    assert not list(db_path.parent.glob("progress.db.corrupt-*"))
    assert not list(db_path.parent.glob("progress.db.foreign*"))
    db = open_db(db_path, backup=False)
    found = {str(r[0]) for r in db.execute("SELECT uuid FROM attempts")}
    db.close()
    assert set(_saved(out)) <= found
