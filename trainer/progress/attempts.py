"""The append-only answer log (like Anki's revlog): one row per answer, written at once.

`record_attempt` commits before it returns, so the answer is on disk before the next question
is shown; in the same transaction it moves the skill's FSRS card on. Triggers refuse any UPDATE
or DELETE of a row (see `migrations.py`): statistics come from this log and nothing else.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlite_utils import Database

import trainer
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing
from trainer.progress.protocols import GradeLike, QuestionLike, ResponseLike
from trainer.progress.schedule import review_skill


@dataclass(frozen=True)
class Session:
    id: int
    uuid: str
    trainee_id: int
    kind: str  # "practice" or "exam"
    started: str
    ended: str | None


def start_session(
    db: Database, trainee_id: int, kind: str = "practice", *, now: datetime | None = None
) -> Session:
    if kind not in ("practice", "exam"):
        raise ValueError(f"a session is 'practice' or 'exam', not {kind!r}")
    with writing(db):
        cursor = db.execute(
            "INSERT INTO sessions (uuid, trainee_id, kind, started) VALUES (?, ?, ?, ?)",
            [str(uuid.uuid4()), trainee_id, kind, utc_iso(local_now(now))],
        )
    return get_session(db, int(cursor.lastrowid or 0))


def end_session(db: Database, session_id: int, *, now: datetime | None = None) -> Session:
    with writing(db):
        db.execute(
            "UPDATE sessions SET ended = ? WHERE id = ? AND ended IS NULL",
            [utc_iso(local_now(now)), session_id],
        )
    return get_session(db, session_id)


def get_session(db: Database, session_id: int) -> Session:
    row = db.execute(
        "SELECT id, uuid, trainee_id, kind, started, ended FROM sessions WHERE id = ?",
        [session_id],
    ).fetchone()
    if row is None:
        raise LookupError(f"no session with id {session_id}")
    return Session(int(row[0]), str(row[1]), int(row[2]), str(row[3]), str(row[4]), row[5])


_INSERT = (
    "INSERT INTO attempts (uuid, trainee_id, session_id, drill_id, level, seed, rulebook, "
    "question_json, response_json, correct, score, seconds, target_seconds, rules_json, "
    "app_version, ts, day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def record_attempt(
    db: Database,
    trainee_id: int,
    question: QuestionLike,
    response: ResponseLike,
    grade: GradeLike,
    *,
    session_id: int | None = None,
    now: datetime | None = None,
    attempt_uuid: str | None = None,
) -> str:
    """Log one answer and reschedule its skill; committed on return. Returns the attempt UUID.

    A write that fails raises `WriteFailedError` (see `db.writing`) and records nothing; the
    caller may try again with the same `attempt_uuid`, and an answer already recorded under
    it (a commit that reached the disk but was reported as failed) is not recorded twice.
    """
    moment = local_now(now)
    attempt_uuid = attempt_uuid or str(uuid.uuid4())
    with writing(db):
        if db.execute("SELECT 1 FROM attempts WHERE uuid = ?", [attempt_uuid]).fetchone():
            return attempt_uuid
        db.execute(
            _INSERT,
            [
                attempt_uuid,
                trainee_id,
                session_id,
                question.drill_id,
                question.level,
                question.seed,
                question.rulebook,
                question.to_json(),
                response.to_json(),
                int(grade.correct),
                float(grade.score),
                float(grade.seconds),
                grade.target_seconds,
                json.dumps(list(grade.rules)),
                trainer.__version__,
                utc_iso(moment),
                moment.date().isoformat(),
            ],
        )
        review_skill(db, trainee_id, question.drill_id, question.level, grade.correct, moment)
    return attempt_uuid


@dataclass(frozen=True)
class Attempt:
    uuid: str
    trainee_id: int
    session_id: int | None
    drill_id: str
    level: int
    seed: int
    rulebook: str
    question_json: str
    response_json: str
    correct: bool
    score: float
    seconds: float
    target_seconds: float | None
    rules: tuple[str, ...]
    app_version: str
    ts: str  # UTC ISO
    day: str  # local date the answer was given

    @property
    def game(self) -> str:
        return game_of(self.drill_id)


def game_of(drill_id: str) -> str:
    """`blackjack.pay-blackjack` -> `blackjack` (drill ids are `game.skill`)."""
    return drill_id.split(".", 1)[0]


ATTEMPT_COLUMNS = (
    "uuid, trainee_id, session_id, drill_id, level, seed, rulebook, question_json, "
    "response_json, correct, score, seconds, target_seconds, rules_json, app_version, ts, day"
)


def attempt_from_row(row: Any) -> Attempt:
    return Attempt(
        uuid=str(row[0]),
        trainee_id=int(row[1]),
        session_id=row[2],
        drill_id=str(row[3]),
        level=int(row[4]),
        seed=int(row[5]),
        rulebook=str(row[6]),
        question_json=str(row[7]),
        response_json=str(row[8]),
        correct=bool(row[9]),
        score=float(row[10]),
        seconds=float(row[11]),
        target_seconds=row[12],
        rules=tuple(json.loads(row[13])),
        app_version=str(row[14]),
        ts=str(row[15]),
        day=str(row[16]),
    )


def get_attempt(db: Database, attempt_uuid: str) -> Attempt:
    row = db.execute(
        f"SELECT {ATTEMPT_COLUMNS} FROM attempts WHERE uuid = ?", [attempt_uuid]
    ).fetchone()
    if row is None:
        raise LookupError(f"no attempt {attempt_uuid}")
    return attempt_from_row(row)


def attempts_for(
    db: Database,
    trainee_id: int,
    *,
    drill_id: str | None = None,
    session_id: int | None = None,
    limit: int | None = None,
) -> list[Attempt]:
    """A trainee's answers, newest first (optionally one drill or one session)."""
    where = ["trainee_id = ?"]
    params: list[Any] = [trainee_id]
    if drill_id is not None:
        where.append("drill_id = ?")
        params.append(drill_id)
    if session_id is not None:
        where.append("session_id = ?")
        params.append(session_id)
    sql = (
        f"SELECT {ATTEMPT_COLUMNS} FROM attempts WHERE {' AND '.join(where)} "
        "ORDER BY ts DESC, id DESC"
    )
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    return [attempt_from_row(row) for row in db.execute(sql, params).fetchall()]


def count_attempts(db: Database, trainee_id: int | None = None) -> int:
    if trainee_id is None:
        return int(db.execute("SELECT count(*) FROM attempts").fetchone()[0])
    return int(
        db.execute("SELECT count(*) FROM attempts WHERE trainee_id = ?", [trainee_id]).fetchone()[0]
    )
