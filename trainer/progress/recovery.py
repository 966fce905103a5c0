"""Deciding whether the file at the database path is ours and sound, and moving it aside if not.

Nothing is ever deleted or overwritten: a damaged, truncated or foreign file is renamed with the
reason and a UTC timestamp (its `-wal` and `-shm` companions with it, because a stale WAL beside
a fresh database would be replayed into it), so a technician can still recover from it.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from trainer.progress.clock import local_now
from trainer.progress.errors import NewerDatabaseError
from trainer.progress.migrations import MIGRATIONS, SET_NAME, step_names

SQLITE_HEADER = b"SQLite format 3\x00"
COMPANIONS = ("-wal", "-shm", "-journal")


@dataclass(frozen=True)
class Problem:
    label: str  # "corrupt" or "foreign": goes into the moved file's name
    reason: str  # for the message shown to the user


def problem_with(path: Path, *, check: bool = True) -> Problem | None:
    """Why the file cannot be used, or None if it is ours (or absent or empty: a new file)."""
    if not path.exists() or path.stat().st_size == 0:
        return None
    with path.open("rb") as handle:
        if handle.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
            return Problem("foreign", "it is not a SQLite database")
    conn = sqlite3.connect(str(path), timeout=10)
    try:
        return _inspect(conn, path, check=check)
    except sqlite3.DatabaseError as error:
        return Problem("corrupt", f"SQLite reports: {error}")
    finally:
        conn.close()


def _inspect(conn: sqlite3.Connection, path: Path, *, check: bool) -> Problem | None:
    if check:
        found = [str(row[0]) for row in conn.execute("PRAGMA quick_check(5)")]
        if found != ["ok"]:
            return Problem("corrupt", "the integrity check failed: " + "; ".join(found))
    tables = {
        str(row[0])
        for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    }
    if not tables:
        return None
    if MIGRATIONS.migrations_table not in tables:
        return Problem("foreign", "it is a SQLite database, but not a Dealer Trainer progress file")
    applied = [
        str(row[0])
        for row in conn.execute(
            f"SELECT name FROM {MIGRATIONS.migrations_table} WHERE migration_set = ?",
            [SET_NAME],
        )
    ]
    if not applied:
        return Problem("foreign", "it is a SQLite database, but not a Dealer Trainer progress file")
    unknown = [name for name in applied if name not in step_names()]
    if unknown:
        raise NewerDatabaseError(path, unknown)
    return None


def move_aside(path: Path, label: str, *, now: datetime | None = None) -> Path:
    """Rename `path` (and its companions) to `<name>.<label>-<UTC stamp>`; return the new path."""
    stamp = local_now(now).astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    base = path.with_name(f"{path.name}.{label}-{stamp}")
    moved = base
    counter = 1
    while moved.exists() or any(Path(f"{moved}{s}").exists() for s in COMPANIONS):
        counter += 1
        moved = base.with_name(f"{base.name}-{counter}")
    path.rename(moved)
    for suffix in COMPANIONS:
        companion = Path(f"{path}{suffix}")
        if companion.exists():
            companion.rename(Path(f"{moved}{suffix}"))
    return moved
