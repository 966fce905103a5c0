"""Table sessions in the progress database (migration m010): a row per session, an
append-only row per act. Each act is written as it is judged, so a crash loses nothing the
trainee did; the report and every coup's replay are read back from the rows alone."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlite_utils import Database

import trainer
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing
from trainer.table.session import ActRecord

_FIELDS = (
    "coup",
    "position",
    "act",
    "expected",
    "verdict",
    "seconds",
    "rule",
    "red_line",
    "family",
    "duty",
    "drill_id",
    "incident",
    "cue",
)


def start_table_session(
    db: Database,
    trainee_id: int,
    game: str,
    mode: str,
    rulebook: str,
    seed: int,
    planned_coups: int | None = None,
    *,
    now: datetime | None = None,
) -> int:
    with writing(db):
        cursor = db.execute(
            "INSERT INTO table_sessions (uuid, trainee_id, game, mode, rulebook, seed, "
            "planned_coups, app_version, started) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                str(uuid.uuid4()),
                trainee_id,
                game,
                mode,
                rulebook,
                seed,
                planned_coups,
                trainer.__version__,
                utc_iso(local_now(now)),
            ],
        )
    return int(cursor.lastrowid or 0)


def record_acts(
    db: Database, session_id: int, records: list[ActRecord], *, now: datetime | None = None
) -> None:
    """Append records (those not yet written: the caller passes the new ones)."""
    ts = utc_iso(local_now(now))
    rows = [
        [
            session_id,
            r.coup,
            r.position,
            r.act,
            r.expected,
            r.verdict,
            r.seconds,
            r.rule,
            r.red_line,
            r.family,
            r.duty,
            r.drill,
            r.incident,
            r.cue,
            ts,
        ]
        for r in records
    ]
    with writing(db):
        db.conn.executemany(
            f"INSERT INTO table_acts (session_id, {', '.join(_FIELDS)}, ts) "
            f"VALUES ({', '.join('?' * (len(_FIELDS) + 2))})",
            rows,
        )


def end_table_session(
    db: Database, session_id: int, coups: int, *, now: datetime | None = None
) -> None:
    with writing(db):
        db.execute(
            "UPDATE table_sessions SET ended = ?, coups = ? WHERE id = ? AND ended IS NULL",
            [utc_iso(local_now(now)), coups, session_id],
        )


def load_records(db: Database, session_id: int) -> tuple[ActRecord, ...]:
    rows = db.execute(
        f"SELECT {', '.join(_FIELDS)} FROM table_acts WHERE session_id = ? ORDER BY position",
        [session_id],
    ).fetchall()
    return tuple(
        ActRecord(
            coup=int(row[0]),
            position=int(row[1]),
            act=str(row[2]),
            expected=str(row[3]),
            verdict=str(row[4]),
            seconds=float(row[5]),
            rule=str(row[6]),
            red_line=str(row[7]),
            family=str(row[8]),
            duty=str(row[9]),
            drill=str(row[10]),
            incident=str(row[11]),
            cue=str(row[12]),
        )
        for row in rows
    )
