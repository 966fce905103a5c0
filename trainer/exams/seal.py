"""Tamper evidence for exams: an HMAC-SHA256 chain keyed by a secret kept outside the database.

Each station has its own secret (`seal.key` in the data folder, 32 random bytes, created with
0600 permissions on first use). Seals chain so that a row cannot be edited, deleted or moved
without breaking a seal that only the key can remake:

- an exam's opening seal covers its header and the previous exam's opening seal (the station's
  exams in id order), so deleting or reordering exams breaks the next one;
- each item's seal covers the previous item's seal (the first: the exam's opening seal), its
  position, its attempt's UUID and a digest of the whole attempt row, so an edited, deleted or
  reordered item or answer breaks the chain;
- the closing seal covers the last item's seal, the number of items, the end time and the
  result, so a changed score or a trimmed exam is caught;
- a head file (`seal.head`, beside the key) holds how many exams the station has sealed and the
  last opening seal, so deleting the newest exam is caught too.

The database alone cannot forge seals; someone holding the key file can. This is evidence
against editing the progress file, not protection against the station's administrator.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from trainer import paths
from trainer.progress.attempts import ATTEMPT_COLUMNS

KEY_FILE = "seal.key"
HEAD_FILE = "seal.head"
KEY_BYTES = 32


def key_path(folder: Path | None = None) -> Path:
    return (folder if folder is not None else paths.data_dir()) / KEY_FILE


def head_path(folder: Path | None = None) -> Path:
    return (folder if folder is not None else paths.data_dir()) / HEAD_FILE


def load_key(folder: Path | None = None) -> bytes | None:
    path = key_path(folder)
    return path.read_bytes() if path.exists() else None


def load_or_create_key(folder: Path | None = None) -> bytes:
    """The station's secret, made on first use; only the owner may read it (0600)."""
    path = key_path(folder)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_bytes()
    with os.fdopen(fd, "wb") as handle:
        handle.write(os.urandom(KEY_BYTES))
        handle.flush()
        os.fsync(handle.fileno())
    return path.read_bytes()


def station_of(key: bytes) -> str:
    """A public name for the key (it reveals nothing of it): which station sealed a row."""
    return hashlib.sha256(b"dealer-trainer station\x00" + key).hexdigest()[:16]


def mac(key: bytes, *parts: object) -> str:
    """HMAC-SHA256 over an unambiguous encoding of the parts (a JSON list)."""
    message = json.dumps([None if p is None else str(p) for p in parts], ensure_ascii=False)
    return hmac.new(key, message.encode("utf-8"), hashlib.sha256).hexdigest()


def attempt_digest(db: Database, attempt_uuid: str) -> str | None:
    """SHA-256 of every column of the attempt row; None when the row is gone."""
    row = db.execute(
        f"SELECT {ATTEMPT_COLUMNS} FROM attempts WHERE uuid = ?", [attempt_uuid]
    ).fetchone()
    if row is None:
        return None
    return hashlib.sha256(json.dumps(list(row), ensure_ascii=False).encode()).hexdigest()


# --------------------------------------------------------------------------- what is covered


def open_mac(key: bytes, previous_open: str | None, row: Any) -> str:
    """row: uuid, trainee_id, session_id, blueprint, started."""
    return mac(key, "exam-open", previous_open or "", *row)


def item_mac(
    key: bytes, previous: str, exam_uuid: str, position: int, attempt: str, digest: str | None
) -> str:
    return mac(key, "exam-item", previous, exam_uuid, position, attempt, digest or "")


def close_mac(key: bytes, last: str, items: int, ended: str | None, result_json: str | None) -> str:
    return mac(key, "exam-close", last, items, ended or "", result_json or "")


# --------------------------------------------------------------------------- sealing


@dataclass(frozen=True)
class Head:
    station: str
    exams: int
    last_open: str


def read_head(folder: Path | None = None) -> Head | None:
    path = head_path(folder)
    if not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return Head(str(data["station"]), int(data["exams"]), str(data["last_open"]))


def _write_head(head: Head, folder: Path | None) -> None:
    path = head_path(folder)
    partial = path.with_name(path.name + ".partial")
    partial.write_text(
        json.dumps({"station": head.station, "exams": head.exams, "last_open": head.last_open}),
        encoding="utf-8",
    )
    partial.replace(path)


_HEADER = "uuid, trainee_id, session_id, blueprint, started"


def seal_open(db: Database, exam_id: int, key: bytes, folder: Path | None = None) -> str:
    """Seal a new exam's header onto the station's chain (call in the exam's write)."""
    station = station_of(key)
    previous = db.execute(
        "SELECT seal_open FROM exams WHERE sealed_by = ? AND id < ? ORDER BY id DESC LIMIT 1",
        [station, exam_id],
    ).fetchone()
    header = db.execute(f"SELECT {_HEADER} FROM exams WHERE id = ?", [exam_id]).fetchone()
    seal = open_mac(key, previous[0] if previous else None, header)
    db.execute(
        "UPDATE exams SET sealed_by = ?, seal_open = ? WHERE id = ?", [station, seal, exam_id]
    )
    count = int(
        db.execute("SELECT count(*) FROM exams WHERE sealed_by = ?", [station]).fetchone()[0]
    )
    _write_head(Head(station, count, seal), folder)
    return seal


def _last_seal(db: Database, exam_id: int, below: int | None = None) -> str:
    sql = "SELECT seal FROM exam_items WHERE exam_id = ?"
    params: list[object] = [exam_id]
    if below is not None:
        sql += " AND position < ?"
        params.append(below)
    sql += " ORDER BY position DESC LIMIT 1"
    row = db.execute(sql, params).fetchone()
    if row is not None:
        return str(row[0])
    return str(db.execute("SELECT seal_open FROM exams WHERE id = ?", [exam_id]).fetchone()[0])


def seal_item(db: Database, exam_id: int, position: int, key: bytes) -> str:
    exam_uuid = str(db.execute("SELECT uuid FROM exams WHERE id = ?", [exam_id]).fetchone()[0])
    attempt = str(
        db.execute(
            "SELECT attempt_uuid FROM exam_items WHERE exam_id = ? AND position = ?",
            [exam_id, position],
        ).fetchone()[0]
    )
    previous = _last_seal(db, exam_id, below=position)
    seal = item_mac(key, previous, exam_uuid, position, attempt, attempt_digest(db, attempt))
    db.execute(
        "UPDATE exam_items SET seal = ? WHERE exam_id = ? AND position = ?",
        [seal, exam_id, position],
    )
    return seal


def seal_close(db: Database, exam_id: int, key: bytes) -> str:
    ended, result = db.execute(
        "SELECT ended, result_json FROM exams WHERE id = ?", [exam_id]
    ).fetchone()
    items = int(
        db.execute("SELECT count(*) FROM exam_items WHERE exam_id = ?", [exam_id]).fetchone()[0]
    )
    seal = close_mac(key, _last_seal(db, exam_id), items, ended, result)
    db.execute("UPDATE exams SET seal = ? WHERE id = ?", [seal, exam_id])
    return seal


def verification_code(seal: str) -> str:
    """What a certificate prints: the first 80 bits of the closing seal, in groups of four."""
    head = seal[:20].upper()
    return "-".join(head[i : i + 4] for i in range(0, len(head), 4))


def normalise_code(code: str) -> str:
    return "".join(c for c in code.lower() if c in "0123456789abcdef")
