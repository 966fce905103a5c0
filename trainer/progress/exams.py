"""Storage for timed exams: which blueprint, when, which answers (by attempt UUID, in the order
asked) and the result. Grading and blueprints belong to the exam module that uses this.

A finished exam is closed: no more items, no second result.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlite_utils import Database

from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing


class ExamClosedError(ValueError):
    """The exam already has a result."""


@dataclass(frozen=True)
class Exam:
    id: int
    uuid: str
    trainee_id: int
    session_id: int | None
    blueprint: str
    started: str
    ended: str | None
    result_json: str | None


_COLUMNS = "id, uuid, trainee_id, session_id, blueprint, started, ended, result_json"


def _exam(row: Any) -> Exam:
    return Exam(
        int(row[0]), str(row[1]), int(row[2]), row[3], str(row[4]), str(row[5]), row[6], row[7]
    )


def start_exam(
    db: Database,
    trainee_id: int,
    blueprint: str,
    *,
    session_id: int | None = None,
    now: datetime | None = None,
) -> Exam:
    with writing(db):
        cursor = db.execute(
            "INSERT INTO exams (uuid, trainee_id, session_id, blueprint, started) "
            "VALUES (?, ?, ?, ?, ?)",
            [str(uuid.uuid4()), trainee_id, session_id, blueprint, utc_iso(local_now(now))],
        )
    return get_exam(db, int(cursor.lastrowid or 0))


def get_exam(db: Database, exam_id: int) -> Exam:
    row = db.execute(f"SELECT {_COLUMNS} FROM exams WHERE id = ?", [exam_id]).fetchone()
    if row is None:
        raise LookupError(f"no exam with id {exam_id}")
    return _exam(row)


def add_exam_item(db: Database, exam_id: int, attempt_uuid: str) -> int:
    """Link an answer to the exam as its next item; returns its position (from 0)."""
    with writing(db):
        if get_exam(db, exam_id).ended is not None:
            raise ExamClosedError(f"exam {exam_id} is finished")
        position = int(
            db.execute(
                "SELECT coalesce(max(position) + 1, 0) FROM exam_items WHERE exam_id = ?",
                [exam_id],
            ).fetchone()[0]
        )
        db.execute(
            "INSERT INTO exam_items (exam_id, position, attempt_uuid) VALUES (?, ?, ?)",
            [exam_id, position, attempt_uuid],
        )
    return position


def exam_items(db: Database, exam_id: int) -> list[str]:
    """The exam's attempt UUIDs in the order asked."""
    rows = db.execute(
        "SELECT attempt_uuid FROM exam_items WHERE exam_id = ? ORDER BY position", [exam_id]
    ).fetchall()
    return [str(r[0]) for r in rows]


def finish_exam(
    db: Database, exam_id: int, result_json: str, *, now: datetime | None = None
) -> Exam:
    with writing(db):
        if get_exam(db, exam_id).ended is not None:
            raise ExamClosedError(f"exam {exam_id} is finished")
        db.execute(
            "UPDATE exams SET ended = ?, result_json = ? WHERE id = ?",
            [utc_iso(local_now(now)), result_json, exam_id],
        )
    return get_exam(db, exam_id)


def exams_for(db: Database, trainee_id: int) -> list[Exam]:
    """A trainee's exams, newest first."""
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM exams WHERE trainee_id = ? ORDER BY started DESC, id DESC",
        [trainee_id],
    ).fetchall()
    return [_exam(row) for row in rows]
