"""Knowing that nobody touched the progress file since the trainer last closed it cleanly.

The integrity check on open reads the whole file: instant for a trainee's station, but about a
second warm and up to ten cold for an instructor's file of a million answers. Damage comes from
a crash, a power cut or another program writing the file, and each of those leaves a trace: the
trainer did not close cleanly, or the file's size or modification time changed since it did.
So a clean close records the file's size and time beside it, opening removes that record, and
the check is skipped only when the record is there and still matches.
"""

from __future__ import annotations

import json
from pathlib import Path

SUFFIX = ".closed-clean"


def _record_path(path: Path) -> Path:
    return path.with_name(path.name + SUFFIX)


def _signature(path: Path) -> dict[str, int]:
    stat = path.stat()
    return {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def mark_closed_clean(path: Path) -> None:
    """After the last connection is closed: the file as the trainer left it."""
    if path.exists() and not Path(f"{path}-wal").exists():
        _record_path(path).write_text(json.dumps(_signature(path)), "utf-8")


def closed_clean(path: Path) -> bool:
    """True when the file is exactly as the trainer left it at its last clean close."""
    record = _record_path(path)
    if not record.exists() or not path.exists() or Path(f"{path}-wal").exists():
        return False
    try:
        return bool(json.loads(record.read_text("utf-8")) == _signature(path))
    except (ValueError, OSError):
        return False


def forget(path: Path) -> None:
    """Opened: from now on only a new clean close vouches for the file."""
    _record_path(path).unlink(missing_ok=True)
