"""Opening the progress file: one SQLite database per station, in the data folder.

Every connection gets the same settings: WAL (an instructor can read while trainees write),
`synchronous=FULL` (a committed answer survives a power cut, not only a crash; it costs about
0.3 ms a commit here), foreign keys on, and a short busy timeout. Writes go through `writing()`,
which takes the write lock up front (`BEGIN IMMEDIATE`) so two writers never deadlock upgrading
a read lock. Another trainer holds the lock for a millisecond or two; a program that holds it
longer makes the write fail after `BUSY_TIMEOUT_MS` with a `WriteFailedError` saying so (the
window freezes that long, not a minute), and the caller keeps what it meant to write and offers
to try again. Every storage failure (disk full, read-only, malformed, I/O) is reported the same
way with its real cause. A damaged or foreign file is moved aside (see `recovery.py`).
"""

from __future__ import annotations

import random
import sqlite3
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

from trainer import paths
from trainer.progress import clean_close, recovery
from trainer.progress.clock import local_now
from trainer.progress.errors import (
    CorruptDatabaseError,
    DataFolderError,
    ForeignLogError,
    WriteFailedError,
)
from trainer.progress.migrations import MIGRATIONS

DB_FILENAME = "progress.db"
BUSY_TIMEOUT_MS = 2_500  # how long a write waits for another program's lock before it fails


def default_path() -> Path:
    try:
        return paths.data_dir() / DB_FILENAME
    except OSError as error:
        raise _folder_error(Path(error.filename or "."), error) from error


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

    `check`: run SQLite's quick check over every page (True), skip it (False), or (None, the
    default) run it unless the file is exactly as a clean close (`close_db`) left it, was
    checked in the last day and was not reported malformed since.

    Raises `CorruptDatabaseError` when the file was unusable: it has then been moved aside and
    a fresh database created, so calling `open_db` again succeeds. `ForeignLogError` when only
    the log beside it did not belong to it (moved aside; the file is untouched and opens again).
    `NewerDatabaseError` when a newer trainer wrote the file (left untouched). `DataFolderError`
    when the folder or file cannot be used at all (nothing changed).
    """
    target = Path(path) if path is not None else default_path()
    moment = local_now(now)
    try:
        _usable_folder(target)
        if check is None:
            check = (
                not clean_close.closed_clean(target)
                or clean_close.check_due(target, moment)
                or clean_close.is_suspect(target)
            )
        clean_close.forget(target)
        _recover(target, check=check, now=moment)
        db = _open_prepared(target, moment)
    except OSError as error:
        raise _folder_error(Path(error.filename or target), error) from error
    except sqlite3.OperationalError as error:
        if _kind(error) not in ("read_only", "io"):
            raise
        raise DataFolderError(target, "unreadable", str(error)) from error
    except WriteFailedError as error:
        if error.kind not in ("read_only", "full", "io"):
            raise
        raise DataFolderError(target, error.kind, error.detail) from error
    if backup:
        from trainer.progress.backup import ensure_daily_backup

        try:
            ensure_daily_backup(db, target, now=now)
        except (OSError, sqlite3.Error) as error:
            # the station still works; the backup is tried again at the next open
            print(f"Dealer Trainer: today's backup of {target} failed: {error}", file=sys.stderr)
    return db


def _open_prepared(target: Path, moment: datetime) -> Database:
    """Connect and migrate. A file that turns out malformed here (it was trusted without a
    check) is checked at once, and set aside if the check confirms it."""
    db = connect(target)
    try:
        return _prepare(db)
    except (WriteFailedError, sqlite3.DatabaseError) as error:
        db.close()
        kind = error.kind if isinstance(error, WriteFailedError) else _kind(error)
        if kind == "damaged":
            _recover(target, check=True, now=moment)
        raise


def _recover(target: Path, *, check: bool, now: datetime) -> None:
    problem = recovery.problem_with(target, check=check)
    if problem is not None and problem.log_only:
        moved_to = recovery.move_log_aside(target, problem.label, now=now)
        raise ForeignLogError(target, moved_to, problem.reason)
    if problem is not None:
        from trainer.progress.backup import keep_backups

        moved_to = recovery.move_aside(target, problem.label, now=now)
        kept = keep_backups(target, f"before-{moved_to.name}")
        _prepare(connect(target)).close()
        raise CorruptDatabaseError(target, moved_to, problem.reason, kept)
    if check:
        clean_close.record_check(target, now)


def _usable_folder(target: Path) -> None:
    """Refuse at once, with the reason, a data folder that cannot hold the progress file."""
    folder = target.parent
    if folder.exists() and not folder.is_dir():
        raise DataFolderError(folder, "not_a_folder", "it is a file, not a folder")
    folder.mkdir(parents=True, exist_ok=True)
    if target.is_dir():
        raise DataFolderError(target, "is_a_folder", "it is a folder, not a progress file")
    try:
        with tempfile.TemporaryFile(dir=folder, prefix=".write-test-"):
            pass
    except OSError as error:
        raise DataFolderError(
            folder, "read_only", f"the folder cannot be written ({error})"
        ) from error


def _folder_error(path: Path, error: OSError) -> DataFolderError:
    if isinstance(error, FileExistsError | NotADirectoryError):
        return DataFolderError(path, "not_a_folder", "it is a file, not a folder")
    if isinstance(error, IsADirectoryError):
        return DataFolderError(path, "is_a_folder", "it is a folder, not a progress file")
    return DataFolderError(path, "read_only", str(error))


def close_db(db: Database, path: Path) -> None:
    """Close the app's connection and record a clean close (see `clean_close`)."""
    db.close()
    clean_close.mark_closed_clean(path)


def _prepare(db: Database) -> Database:
    db.enable_wal()
    if MIGRATIONS.pending(db):
        with writing(db):
            MIGRATIONS.apply(db)
    if not db.execute("PRAGMA user_version").fetchone()[0]:
        # The file's identity: a log written for another database carries another stamp in
        # its copy of the header, and is not replayed into this one (see `recovery.py`).
        with writing(db):
            db.execute(f"PRAGMA user_version = {random.randint(1, 2**31 - 1)}")
    return db


def db_file(db: Database) -> Path:
    """The file a connection has open."""
    row = db.execute("PRAGMA database_list").fetchone()
    return Path(str(row[2]))


def is_busy(error: sqlite3.OperationalError) -> bool:
    return _kind(error) == "busy"


_KINDS = {
    "SQLITE_FULL": "full",
    "SQLITE_BUSY": "busy",
    "SQLITE_LOCKED": "busy",
    "SQLITE_READONLY": "read_only",
    "SQLITE_PERM": "read_only",
    "SQLITE_CORRUPT": "damaged",
    "SQLITE_NOTADB": "damaged",
    "SQLITE_IOERR": "io",
    "SQLITE_CANTOPEN": "io",
}


def _kind(error: sqlite3.Error) -> str | None:
    """What a SQLite error means for the user, from its result code (None: not a storage
    problem, e.g. a constraint, which stays the caller's own error)."""
    name = str(getattr(error, "sqlite_errorname", "") or "")
    for prefix, kind in _KINDS.items():
        if name == prefix or name.startswith(prefix + "_"):
            return kind
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return "busy"
    if "malformed" in text:
        return "damaged"
    return None


def _failure(db: Database, error: sqlite3.Error) -> WriteFailedError | None:
    kind = _kind(error)
    if kind is None:
        return None
    try:
        path = db_file(db)
    except sqlite3.Error:
        path = Path("progress.db")
    if kind == "damaged":
        clean_close.mark_suspect(path, str(error))
    return WriteFailedError(path, kind, str(error))


@contextmanager
def writing(db: Database) -> Iterator[Database]:
    """One short write transaction: committed on exit, rolled back on error.

    Nested use joins the outer transaction (as a savepoint), so a function that writes can be
    called inside a bigger import without committing half of it. A storage failure raises
    `WriteFailedError` with its real cause, and nothing of the transaction is kept.
    """
    if db.conn.in_transaction:
        with db.atomic():
            yield db
        return
    try:
        db.conn.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as error:
        _raise_failure(db, error)
        raise
    try:
        yield db
    except BaseException as error:
        _rollback(db.conn)
        if isinstance(error, sqlite3.Error):
            _raise_failure(db, error)
        raise
    try:
        db.conn.execute("COMMIT")
    except sqlite3.Error as error:
        _rollback(db.conn)
        _raise_failure(db, error)
        raise


def _raise_failure(db: Database, error: sqlite3.Error) -> None:
    failure = _failure(db, error)
    if failure is not None:
        raise failure from error


def _rollback(conn: sqlite3.Connection) -> None:
    """Undo what is left of the transaction. SQLite has often rolled it back already (a full
    disk at COMMIT does): then there is nothing to do, and the first error is the one kept."""
    if not conn.in_transaction:
        return
    with suppress(sqlite3.Error):
        conn.execute("ROLLBACK")
