"""A write that cannot happen says why (a full disk, another program's lock),
leaves nothing half-written, and works when tried again once the cause is gone."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from tests.trainer.progress.disks import fill, tmpfs
from tests.trainer.progress.kit import answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import count_attempts
from trainer.progress.db import BUSY_TIMEOUT_MS, open_db
from trainer.progress.errors import WriteFailedError


def test_a_full_database_is_reported_as_full_and_the_retry_works(db_path: Path) -> None:
    """SQLite's own limit on the file's pages: the disk is full from SQLite's point of view."""
    db = open_db(db_path, backup=False)
    anna = add_trainee(db, "Anna")
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")
    saved = 0
    with pytest.raises(WriteFailedError) as caught:
        for n in range(200):
            answer(db, anna.id, "roulette.payout", 1, True, 2.0, seed=n)
            saved += 1
    assert caught.value.kind == "full"
    assert "full" in caught.value.detail and "rollback" not in str(caught.value)
    assert count_attempts(db) == saved  # the failed answer left nothing behind
    db.execute(f"PRAGMA max_page_count = {pages * 10}")  # space again
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, seed=999)
    assert count_attempts(db) == saved + 1
    db.close()


def test_a_disk_that_fills_up_at_commit_shows_the_real_cause(tmp_path: Path) -> None:
    """A real full disk: the log cannot grow at COMMIT and SQLite rolls the transaction back
    itself; the old code then ran ROLLBACK again and showed only "cannot rollback - no
    transaction is active"."""
    with tmpfs(tmp_path / "disk", "600k") as disk:
        db = open_db(disk / "progress.db", backup=False)
        anna = add_trainee(db, "Anna")
        answer(db, anna.id, "roulette.payout", 1, True, 2.0)
        filler = fill(disk)
        with pytest.raises(WriteFailedError) as caught:
            for n in range(200):
                answer(db, anna.id, "roulette.payout", 1, True, 2.0, seed=n)
        assert caught.value.kind == "full", caught.value
        assert "cannot rollback" not in str(caught.value)
        assert isinstance(caught.value.__cause__, sqlite3.OperationalError)
        saved = count_attempts(db)
        filler.unlink()  # the trainee's answer is retried once there is room
        answer(db, anna.id, "roulette.payout", 1, True, 2.0, seed=1000)
        assert count_attempts(db) == saved + 1
        db.close()


def test_another_program_holding_the_write_lock_fails_the_write_in_seconds(
    db_path: Path,
) -> None:
    db = open_db(db_path, backup=False)
    anna = add_trainee(db, "Anna")
    other = sqlite3.connect(str(db_path), isolation_level=None)  # a second, real program
    other.execute("BEGIN IMMEDIATE")  # holds the write lock and sits on it
    try:
        started = time.monotonic()
        with pytest.raises(WriteFailedError) as caught:
            answer(db, anna.id, "roulette.payout", 1, True, 2.0)
        waited = time.monotonic() - started
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert caught.value.kind == "busy"
    # it waited for the lock, then gave up within seconds (the upper margin for a loaded CI
    # machine, where the busy handler's sleeps run late)
    assert BUSY_TIMEOUT_MS / 1000 - 0.5 <= waited < BUSY_TIMEOUT_MS / 1000 + 5.0
    assert count_attempts(db) == 0
    answer(db, anna.id, "roulette.payout", 1, True, 2.0)  # the lock is free: it goes through
    assert count_attempts(db) == 1
    db.close()
