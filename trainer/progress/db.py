"""Opening the progress file: one SQLite database per station, in the data folder.

Every connection gets the same settings: WAL (an instructor can read while trainees write),
`synchronous=FULL` (a committed answer survives a power cut, not only a crash; it costs about
0.3 ms a commit here), foreign keys on, and a busy timeout so a second process waits its turn
instead of failing. Writes go through `writing()`, which takes the write lock up front
(`BEGIN IMMEDIATE`) so two writers never deadlock upgrading a read lock, and retries if the
lock stays busy past the timeout. A damaged or foreign file is moved aside (see `recovery.py`).
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

from trainer import paths
from trainer.progress import clean_close, recovery
from trainer.progress.errors import CorruptDatabaseError
from trainer.progress.migrations import MIGRATIONS

DB_FILENAME = "progress.db"
BUSY_TIMEOUT_MS = 10_000
WRITE_RETRIES = 5  # after each busy timeout; a writer holds the lock for a millisecond or two
RETRY_PAUSE_SECONDS = 0.05


def default_path() -> Path:
    return paths.data_dir() / DB_FILENAME


def connect(path: Path) -> Database:
    """A configured connection with no checks and no migrations (for backups and bundles)."""
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    # No sqlite-utils plugins: whatever else is installed must not change our connection, and
    # finding them reads every installed package's metadata (about 12 ms at start-up).
    db = Database(conn, execute_plugins=False)
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA synchronous = FULL")
    return db


def open_db(
    path: Path | str | None = None,
    *,
    check: bool | None = None,
    backup: bool = True,
    now: datetime | None = None,
) -> Database:
    """The station's progress database, checked, migrated and backed up for the day.

    `check`: run SQLite's integrity check (True), skip it (False), or (None, the default) run it
    unless the file is exactly as a clean close (`close_db`) left it.

    Raises `CorruptDatabaseError` when the file was unusable: it has then been moved aside and
    a fresh database created, so calling `open_db` again succeeds. `NewerDatabaseError` when a
    newer trainer wrote the file (left untouched).
    """
    target = Path(path) if path is not None else default_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    if check is None:
        # The full check only when the file may have been hurt since a clean close.
        check = not clean_close.closed_clean(target)
    clean_close.forget(target)
    problem = recovery.problem_with(target, check=check)
    if problem is not None:
        moved_to = recovery.move_aside(target, problem.label, now=now)
        _prepare(connect(target)).close()
        raise CorruptDatabaseError(target, moved_to, problem.reason)
    db = _prepare(connect(target))
    if backup:
        from trainer.progress.backup import ensure_daily_backup

        ensure_daily_backup(db, target, now=now)
    return db


def close_db(db: Database, path: Path) -> None:
    """Close the app's connection and record a clean close (see `clean_close`)."""
    db.close()
    clean_close.mark_closed_clean(path)


def _prepare(db: Database) -> Database:
    db.enable_wal()
    if MIGRATIONS.pending(db):
        with writing(db):
            MIGRATIONS.apply(db)
    return db


def is_busy(error: sqlite3.OperationalError) -> bool:
    text = str(error).lower()
    return "locked" in text or "busy" in text


@contextmanager
def writing(db: Database) -> Iterator[Database]:
    """One short write transaction: committed on exit, rolled back on error.

    Nested use joins the outer transaction (as a savepoint), so a function that writes can be
    called inside a bigger import without committing half of it.
    """
    if db.conn.in_transaction:
        with db.atomic():
            yield db
        return
    _begin_immediate(db.conn)
    try:
        yield db
    except BaseException:
        if db.conn.in_transaction:
            db.conn.execute("ROLLBACK")
        raise
    _commit(db.conn)


def _begin_immediate(conn: sqlite3.Connection) -> None:
    for attempt in range(WRITE_RETRIES + 1):
        try:
            conn.execute("BEGIN IMMEDIATE")
            return
        except sqlite3.OperationalError as error:
            if not is_busy(error) or attempt == WRITE_RETRIES:
                raise
            time.sleep(RETRY_PAUSE_SECONDS * (attempt + 1))


def _commit(conn: sqlite3.Connection) -> None:
    for attempt in range(WRITE_RETRIES + 1):
        try:
            conn.execute("COMMIT")
            return
        except sqlite3.OperationalError as error:
            if not is_busy(error) or attempt == WRITE_RETRIES:
                conn.execute("ROLLBACK")
                raise
            time.sleep(RETRY_PAUSE_SECONDS * (attempt + 1))
