"""Deciding whether the file at the database path is ours and sound, and moving it aside if not.

Nothing is ever deleted or overwritten, and nothing is written to a file while it is examined.
A read-write connection would replay the write-ahead log beside the file (`progress.db-wal`)
into it, and the last connection to close copies the log into the file: a log that belongs to
another database then overwrites this one. So the file and its log are copied into a private
folder and the copies are opened read-only (`mode=ro`: the file with its log; `immutable=1`:
the file alone). When the copy cannot be made (no space) the original is opened the same two
read-only ways; when another trainer keeps writing it while it is copied, it is live and read
through a read-only connection, which sees only committed data.

A log is trusted only when the file with it is sound and still holds what the file alone holds:
the same identity stamp in the header (`PRAGMA user_version`, set once per database), its first
person and its latest answer (people and answers are never deleted). Otherwise only the log is
moved aside and the file opens as it was.

A damaged, truncated or foreign file is renamed with the reason and a UTC timestamp (its `-wal`
and `-shm` companions with it, because a stale log beside a fresh database would be replayed
into it), so a technician can still recover from it.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from trainer.progress.clock import local_now
from trainer.progress.errors import NewerDatabaseError
from trainer.progress.migrations import MIGRATIONS, SET_NAME, step_names

SQLITE_HEADER = b"SQLite format 3\x00"
COMPANIONS = ("-wal", "-shm", "-journal")
LOG_COMPANIONS = ("-wal", "-shm")
COPY_ATTEMPTS = 3


@dataclass(frozen=True)
class Problem:
    label: str  # "corrupt", "foreign" or "foreign-log": goes into the moved file's name
    reason: str  # for the message shown to the user

    @property
    def log_only(self) -> bool:
        """Only the write-ahead log is at fault: the file itself is sound and stays."""
        return self.label == "foreign-log"


@dataclass(frozen=True)
class _Views:
    """How to open what is examined: with its log, and without it (None: there is no log)."""

    whole: str
    alone: str | None


def problem_with(path: Path, *, check: bool = True) -> Problem | None:
    """Why the file cannot be used, or None if it is ours (or absent or empty: a new file).

    With `check`, SQLite's quick check reads every page. Never writes to `path` or its log.
    """
    if not path.exists() or path.stat().st_size == 0:
        return None
    with path.open("rb") as handle:
        if handle.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
            return Problem("foreign", "it is not a SQLite database")
    if not check and not _has_log(path):
        # vouched for by a clean close: read the schema only, in place, writing nothing
        return _judge(_Views(_uri(path, "immutable=1"), None), path, check=False)
    with _copies(path) as views:
        return _judge(views, path, check=check)


def check_live(path: Path) -> Problem | None:
    """The quick check of a file this trainer has open (the daily check while it runs): its
    log is ours, so a read-only connection to the file itself is enough."""
    return _judge(_Views(_uri(path, "mode=ro"), None), path, check=True)


def _has_log(path: Path) -> bool:
    wal = Path(f"{path}-wal")
    return wal.exists() and wal.stat().st_size > 0


def _uri(path: Path, options: str) -> str:
    return f"{path.resolve().as_uri()}?{options}"


def _judge(views: _Views, path: Path, *, check: bool) -> Problem | None:
    problem = _inspect_uri(views.whole, path, check=check)
    if views.alone is None:
        return problem
    if problem is not None:
        if _inspect_uri(views.alone, path, check=check) is None:
            return Problem(
                "foreign-log", f"with it the file is unusable: {_lowercase(problem.reason)}"
            )
        return problem
    return _lineage(views, path)


def _lowercase(text: str) -> str:
    return text[:1].lower() + text[1:]


def _inspect_uri(uri: str, path: Path, *, check: bool) -> Problem | None:
    try:
        with closing(sqlite3.connect(uri, uri=True, timeout=10)) as conn:
            return _inspect(conn, path, check=check)
    except sqlite3.DatabaseError as error:
        return Problem("corrupt", f"SQLite reports: {error}")


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


# what the file alone holds that its log can never take away (no person or answer is deleted)
_KEPT_ROWS = (
    ("trainees", "SELECT id, uuid FROM trainees ORDER BY id LIMIT 1"),
    ("attempts", "SELECT id, uuid FROM attempts ORDER BY id DESC LIMIT 1"),
)


def _lineage(views: _Views, path: Path) -> Problem | None:
    """None when the log continues this file; a "foreign-log" problem when it would replace
    it with another database's pages."""
    assert views.alone is not None
    try:
        with (
            closing(sqlite3.connect(views.alone, uri=True)) as alone,
            closing(sqlite3.connect(views.whole, uri=True)) as whole,
        ):
            stamp = int(alone.execute("PRAGMA user_version").fetchone()[0])
            if stamp and int(whole.execute("PRAGMA user_version").fetchone()[0]) != stamp:
                return Problem("foreign-log", "it was written for another database")
            tables = {str(r[0]) for r in alone.execute("SELECT name FROM sqlite_master")}
            for table, sql in _KEPT_ROWS:
                row = alone.execute(sql).fetchone() if table in tables else None
                if row is None:
                    continue
                found = whole.execute(
                    f"SELECT 1 FROM {table} WHERE id = ? AND uuid = ?", list(row)
                ).fetchone()
                if found is None:
                    return Problem("foreign-log", f"with it the file would lose its {table}")
    except sqlite3.DatabaseError as error:
        return Problem("foreign-log", f"SQLite reports: {error}")
    return None


@contextmanager
def _copies(path: Path) -> Iterator[_Views]:
    """The file and its log copied into a private folder, opened read-only there; the original
    opened read-only when it cannot be copied or keeps changing (a trainer is writing it)."""
    log = _has_log(path)
    try:
        folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-inspect-"))
    except OSError:
        yield _in_place(path, log)
        return
    try:
        yield _copy_views(path, folder / path.name, log)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _copy_views(path: Path, copy: Path, log: bool) -> _Views:
    try:
        stable = _stable_copy(path, copy, log)
    except OSError:
        return _in_place(path, log)
    if not stable:
        # live: another trainer commits to it; a read-only connection sees committed data
        return _Views(_uri(path, "mode=ro"), None)
    return _Views(_uri(copy, "mode=ro"), _uri(copy, "immutable=1") if log else None)


def _in_place(path: Path, log: bool) -> _Views:
    """No room for a copy: read-only connections to the original still never write to it."""
    if not log:
        return _Views(_uri(path, "immutable=1"), None)
    return _Views(_uri(path, "mode=ro"), _uri(path, "immutable=1"))


def _signature(path: Path) -> tuple[tuple[int, int], ...]:
    out = []
    for name in (str(path), f"{path}-wal"):
        try:
            stat = Path(name).stat()
        except FileNotFoundError:
            out.append((-1, -1))
            continue
        out.append((stat.st_size, stat.st_mtime_ns))
    return tuple(out)


def _stable_copy(path: Path, copy: Path, log: bool) -> bool:
    """Copy the file (and its log): True once a copy was made while neither changed."""
    for _attempt in range(COPY_ATTEMPTS):
        before = _signature(path)
        shutil.copyfile(path, copy)
        if log:
            shutil.copyfile(f"{path}-wal", f"{copy}-wal")
        if _signature(path) == before:
            return True
    return False


def move_aside(path: Path, label: str, *, now: datetime | None = None) -> Path:
    """Rename `path` (and its companions) to `<name>.<label>-<UTC stamp>`; return the new path."""
    moved = _free_name(path, label, now)
    path.rename(moved)
    for suffix in COMPANIONS:
        companion = Path(f"{path}{suffix}")
        if companion.exists():
            companion.rename(Path(f"{moved}{suffix}"))
    return moved


def move_log_aside(path: Path, label: str, *, now: datetime | None = None) -> Path:
    """Rename only the log of `path` (and its index) to `<name>.<label>-<UTC stamp>-wal`; the
    file stays. Returns where the log went."""
    base = _free_name(path, label, now)
    moved = Path(f"{base}-wal")
    for suffix in LOG_COMPANIONS:
        companion = Path(f"{path}{suffix}")
        if companion.exists():
            companion.rename(Path(f"{base}{suffix}"))
    return moved


def _free_name(path: Path, label: str, now: datetime | None) -> Path:
    stamp = local_now(now).astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    base = path.with_name(f"{path.name}.{label}-{stamp}")
    moved = base
    counter = 1
    while moved.exists() or any(Path(f"{moved}{s}").exists() for s in COMPANIONS):
        counter += 1
        moved = base.with_name(f"{base.name}-{counter}")
    return moved
