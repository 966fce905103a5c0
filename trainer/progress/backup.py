"""Rolling daily backups: the first open of each local day copies the database with SQLite's
online backup API (consistent even while other processes write), keeping the last 7 days.

A backup is written under a temporary name and renamed when complete, so a crash half-way never
leaves a truncated file that looks like a good backup.

When the progress file is replaced (a damaged file moved aside, or a backup restored), the
backups taken before are the only good copies left, and a week of use would prune them all: so
they move into a folder of their own (`backups/kept-before-…/`) that pruning never reads, until
an instructor discards it (`discard_kept`).
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
KEPT_PREFIX = "kept-"
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
    """Only the rolling backups directly in the folder: kept folders are never read here."""
    for _day, old in list_backups(db_path)[KEEP_DAYS:]:
        old.unlink(missing_ok=True)


def keep_backups(db_path: Path, label: str) -> Path | None:
    """Move every rolling backup into `backups/kept-<label>/`, out of pruning's reach; the
    folder, or None when there was no backup to keep."""
    found = list_backups(db_path)
    if not found:
        return None
    kept = backup_folder(db_path) / f"{KEPT_PREFIX}{label}"
    counter = 1
    while kept.exists():
        counter += 1
        kept = kept.with_name(f"{KEPT_PREFIX}{label}-{counter}")
    kept.mkdir(parents=True)
    for _day, item in found:
        item.rename(kept / item.name)
    return kept


def list_kept(db_path: Path) -> list[Path]:
    """Folders of backups kept from before a replacement, oldest first."""
    folder = backup_folder(db_path)
    if not folder.is_dir():
        return []
    found = [p for p in folder.iterdir() if p.is_dir() and p.name.startswith(KEPT_PREFIX)]
    return sorted(found, key=lambda p: p.stat().st_mtime_ns)


def kept_backups(kept: Path) -> list[tuple[date, Path]]:
    """The backups in one kept folder, newest first."""
    found = []
    for item in kept.iterdir():
        match = _NAME.match(item.name)
        if match:
            found.append((date.fromisoformat(match.group(1)), item))
    return sorted(found, reverse=True)


def discard_kept(db_path: Path, kept: Path) -> None:
    """An instructor's decision: delete one kept folder (and nothing outside the backups)."""
    if kept.resolve().parent != backup_folder(db_path).resolve() or not kept.name.startswith(
        KEPT_PREFIX
    ):
        raise ValueError(f"{kept} is not a folder of kept backups")
    for item in kept.iterdir():
        item.unlink()
    kept.rmdir()


def restore_backup(backup: Path, db_path: Path, *, now: datetime | None = None) -> Path | None:
    """Put `backup` in place of the database; the current file is moved aside, not lost, and
    the rolling backups are kept out of pruning's reach (see `keep_backups`).

    Every connection to `db_path` must be closed first. Returns where the old file went.
    """
    moved = move_aside(db_path, "replaced", now=now) if db_path.exists() else None
    source = sqlite3.connect(f"{backup.resolve().as_uri()}?immutable=1", uri=True)
    target = sqlite3.connect(str(db_path))
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()
    keep_backups(db_path, f"before-{moved.name}" if moved else "before-restore")
    return moved
