"""A damaged, truncated or foreign file is moved aside (never lost) and a fresh one created."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.trainer.progress.kit import answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import count_attempts
from trainer.progress.db import open_db
from trainer.progress.errors import CorruptDatabaseError, NewerDatabaseError
from trainer.progress.migrations import MIGRATIONS, SET_NAME

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
