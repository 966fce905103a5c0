"""Rolling daily backups: the first open of each local day copies the database with SQLite's
online backup API (consistent even while other processes write), keeping the last 7 days.

A backup is written under a temporary name and renamed when complete, so a crash half-way never
leaves a truncated file that looks like a good backup.
"""

from __future__ import annotations

import os
import re
import sqlite3
from datetime import date, datetime
from pathlib import Path

from sqlite_utils import Database

from trainer.progress.clock import local_now
from trainer.progress.recovery import move_aside

KEEP_DAYS = 7
FOLDER = "backups"
_NAME = re.compile(r"^progress-(\d{4}-\d{2}-\d{2})\.db$")


def backup_folder(db_path: Path) -> Path:
    return db_path.parent / FOLDER


def list_backups(db_path: Path) -> list[tuple[date, Path]]:
    """Backups beside `db_path`, newest first."""
    folder = backup_folder(db_path)
    if not folder.is_dir():
        return []
    found = []
    for item in folder.iterdir():
        match = _NAME.match(item.name)
        if match:
            found.append((date.fromisoformat(match.group(1)), item))
    return sorted(found, reverse=True)


def ensure_daily_backup(db: Database, db_path: Path, *, now: datetime | None = None) -> Path | None:
    """Today's backup if it had to be made now; None if it already existed."""
    today = local_now(now).date()
    folder = backup_folder(db_path)
    folder.mkdir(parents=True, exist_ok=True)
    final = folder / f"progress-{today.isoformat()}.db"
    if final.exists():
        return None
    partial = folder / f".progress-{today.isoformat()}.db.{os.getpid()}.partial"
    partial.unlink(missing_ok=True)
    target = sqlite3.connect(str(partial))
    try:
        db.conn.backup(target)
    finally:
        target.close()
    partial.replace(final)
    _prune(db_path)
    return final


def _prune(db_path: Path) -> None:
    for _day, old in list_backups(db_path)[KEEP_DAYS:]:
        old.unlink(missing_ok=True)


def restore_backup(backup: Path, db_path: Path, *, now: datetime | None = None) -> Path | None:
    """Put `backup` in place of the database; the current file is moved aside, not lost.

    Every connection to `db_path` must be closed first. Returns where the old file went.
    """
    moved = move_aside(db_path, "replaced", now=now) if db_path.exists() else None
    source = sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True)
    target = sqlite3.connect(str(db_path))
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()
    return moved
