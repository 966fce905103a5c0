"""Knowing when the progress file must be read through: after an unclean close, once a day, and
after SQLite called it malformed.

The integrity check on open reads the whole file: instant for a trainee's station, but about a
second warm and up to ten cold for an instructor's file of a million answers. Damage comes from
a crash, a power cut or another program writing the file, and most of those leave a trace: the
trainer did not close cleanly, or the file's size or modification time changed since it did.
So a clean close records the file's size and time beside it, opening removes that record, and
the check is skipped only when the record is there and still matches.

A program can also change bytes and put the size and time back. Two more records catch that:
the time of the last full check (`.checked`: the check runs again when it is a day old), and a
`.suspect` mark left when SQLite reported the file malformed during a write (the next open
checks it, and a clean close does not vouch for it meanwhile).
"""

from __future__ import annotations

import contextlib
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

SUFFIX = ".closed-clean"
CHECKED_SUFFIX = ".checked"
SUSPECT_SUFFIX = ".suspect"
CHECK_EVERY = timedelta(days=1)


def _record_path(path: Path, suffix: str = SUFFIX) -> Path:
    return path.with_name(path.name + suffix)


def _signature(path: Path) -> dict[str, int]:
    stat = path.stat()
    return {"size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def mark_closed_clean(path: Path) -> None:
    """After the last connection is closed: the file as the trainer left it (not vouched for
    while it is marked suspect)."""
    if path.exists() and not Path(f"{path}-wal").exists() and not is_suspect(path):
        _write(_record_path(path), json.dumps(_signature(path)))


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


def record_check(path: Path, when: datetime) -> None:
    """The full check passed at `when`: the next one is due a day later; a suspect mark goes."""
    _write(_record_path(path, CHECKED_SUFFIX), when.astimezone(UTC).isoformat())
    _record_path(path, SUSPECT_SUFFIX).unlink(missing_ok=True)


def last_check(path: Path) -> datetime | None:
    try:
        text = _record_path(path, CHECKED_SUFFIX).read_text("utf-8").strip()
        moment = datetime.fromisoformat(text)
    except (OSError, ValueError):
        return None
    return moment if moment.tzinfo is not None else None


def check_due(path: Path, now: datetime) -> bool:
    """True when the file was never fully checked, or not in the last day (or the clock went
    back past the last check)."""
    last = last_check(path)
    return last is None or not (last <= now < last + CHECK_EVERY)


def mark_suspect(path: Path, reason: str) -> None:
    """SQLite found damage while the file was in use: check it at the next open."""
    _write(_record_path(path, SUSPECT_SUFFIX), reason)
    forget(path)


def is_suspect(path: Path) -> bool:
    return _record_path(path, SUSPECT_SUFFIX).exists()


def _write(record: Path, text: str) -> None:
    """Best effort: a record that cannot be written only means one more full check."""
    with contextlib.suppress(OSError):
        record.write_text(text, "utf-8")
