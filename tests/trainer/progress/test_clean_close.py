"""The full integrity check runs unless the file is exactly as a clean close left it, was
checked in the last day, and no write found it malformed since."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from trainer.progress.accounts import add_trainee
from trainer.progress.clean_close import check_due, closed_clean, is_suspect, last_check
from trainer.progress.db import close_db, connect, open_db
from trainer.progress.errors import CorruptDatabaseError, WriteFailedError


def filled_file(tmp_path: Path) -> Path:
    """A progress file with enough pages that damage deep inside is not in the header."""
    path = tmp_path / "progress.db"
    db = open_db(path, backup=False)
    for n in range(300):
        add_trainee(db, f"trainee {n:03d} " + "x" * 200)
    close_db(db, path)
    return path


def damage_inside(path: Path) -> None:
    """Scramble a page near the end, then put size and time back as they were."""
    before = path.stat()
    with path.open("r+b") as handle:
        handle.seek(before.st_size - 2 * 4096 + 100)
        handle.write(b"\xff" * 3000)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


def damage_table(path: Path, table: str) -> None:
    """Scramble every page of one table past its header (found with SQLite's dbstat), then put
    size and time back as they were: any write to that table meets the damage."""
    before = path.stat()
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
    pages = [int(r[0]) for r in conn.execute("SELECT pageno FROM dbstat WHERE name = ?", [table])]
    size = int(conn.execute("PRAGMA page_size").fetchone()[0])
    conn.close()
    with path.open("r+b") as handle:
        for number in pages:
            handle.seek((number - 1) * size + 8)
            handle.write(bytes(range(32)))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


def test_a_clean_close_is_recorded_and_opening_forgets_it(tmp_path: Path) -> None:
    path = filled_file(tmp_path)
    assert closed_clean(path)
    db = open_db(path, backup=False)
    assert not closed_clean(path), "while open, only a new clean close vouches for the file"
    close_db(db, path)
    assert closed_clean(path)


def test_a_crash_leaves_no_record(tmp_path: Path) -> None:
    path = filled_file(tmp_path)
    db = open_db(path, backup=False)
    add_trainee(db, "answered before the crash")
    # The process dies: the connection goes away without close_db.
    db.conn.close()
    assert not closed_clean(path)


def test_a_file_changed_after_the_close_is_checked_and_moved_aside(tmp_path: Path) -> None:
    path = filled_file(tmp_path)
    with path.open("r+b") as handle:  # another program writes into the file
        handle.seek(path.stat().st_size - 2 * 4096 + 100)
        handle.write(b"\xff" * 3000)
    assert not closed_clean(path)
    with pytest.raises(CorruptDatabaseError) as info:
        open_db(path, backup=False)
    assert info.value.moved_to.exists()


def test_the_check_is_skipped_only_for_an_untouched_file(tmp_path: Path) -> None:
    path = filled_file(tmp_path)
    damage_inside(path)  # same size and time: indistinguishable without reading every page
    assert closed_clean(path)
    db = open_db(path, backup=False)  # trusted: the full check is not run
    db.close()
    # Opening forgot the record, so the next open reads every page and finds the damage.
    with pytest.raises(CorruptDatabaseError):
        open_db(path, backup=False)


def test_an_explicit_check_always_runs(tmp_path: Path) -> None:
    path = filled_file(tmp_path)
    damage_inside(path)
    with pytest.raises(CorruptDatabaseError):
        open_db(path, check=True, backup=False)


def test_a_connection_left_open_elsewhere_keeps_the_check(tmp_path: Path) -> None:
    path = filled_file(tmp_path)
    other = connect(path)  # another station process still has the file open
    other.execute("PRAGMA journal_mode = wal")
    other.execute("CREATE TABLE IF NOT EXISTS scratch (n INTEGER)")
    db = open_db(path, backup=False)
    close_db(db, path)
    assert not closed_clean(path), "the other process's log is still beside the file"
    other.close()


def test_damage_behind_the_same_size_and_time_is_found_by_the_daily_check(
    tmp_path: Path,
) -> None:
    path = filled_file(tmp_path)  # its first open checked it, just now
    damage_inside(path)
    assert closed_clean(path)
    db = open_db(path, backup=False)  # checked less than a day ago: trusted
    close_db(db, path)
    assert closed_clean(path)
    a_day_later = datetime.now().astimezone() + timedelta(days=1, minutes=1)
    with pytest.raises(CorruptDatabaseError):
        open_db(path, backup=False, now=a_day_later)


def test_the_daily_check_is_recorded_and_due_again_a_day_later(tmp_path: Path) -> None:
    path = tmp_path / "progress.db"
    monday = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
    assert check_due(path, monday)  # never checked
    close_db(open_db(path, backup=False, now=monday), path)
    assert last_check(path) == monday
    assert not check_due(path, monday + timedelta(hours=23))
    assert check_due(path, monday + timedelta(hours=24))
    assert check_due(path, monday - timedelta(hours=1))  # the clock went back: check
    close_db(open_db(path, backup=False, now=monday + timedelta(hours=25)), path)
    assert last_check(path) == monday + timedelta(hours=25)


def test_a_write_that_finds_the_file_malformed_makes_the_next_open_check_it(
    tmp_path: Path,
) -> None:
    path = filled_file(tmp_path)
    damage_table(path, "trainees")  # so that adding a person meets it for sure
    db = open_db(path, backup=False)  # trusted: closed clean and checked today
    with pytest.raises(WriteFailedError) as caught:
        add_trainee(db, "after the damage")
    assert caught.value.kind == "damaged" and "malformed" in caught.value.detail
    assert is_suspect(path)
    close_db(db, path)  # a clean close does not vouch for a file SQLite called malformed
    assert not closed_clean(path)
    with pytest.raises(CorruptDatabaseError) as moved:
        open_db(path, backup=False)
    assert moved.value.moved_to.exists()
    fresh = open_db(path, backup=False)  # the new file is checked and the mark is gone
    assert not is_suspect(path)
    close_db(fresh, path)
    assert closed_clean(path)


def test_a_trusted_file_found_malformed_while_opening_is_checked_and_set_aside_at_once(
    tmp_path: Path,
) -> None:
    from trainer.progress.migrations import MIGRATIONS

    path = filled_file(tmp_path)
    damage_table(path, MIGRATIONS.migrations_table)  # read by every open, before any write
    assert closed_clean(path)
    with pytest.raises(CorruptDatabaseError) as caught:
        open_db(path, backup=False)  # trusted, but SQLite calls it malformed on the way in
    assert caught.value.moved_to.exists()
    open_db(path, backup=False).close()  # and the fresh file opens
