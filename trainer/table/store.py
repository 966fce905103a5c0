"""Table sessions in the progress database (migrations m011, m012): a row per session, an
append-only row per act. Each act is written as it is judged, so a crash loses nothing the
trainee did; the report and every coup's replay are read back from the rows alone.

Drills: an act that answers a step of a drill's skill (`ActRecord.counts`) is written with
the trainee, the level it counts at and that level's target, and moves the drill level's
FSRS card in the same transaction, as `record_attempt` does for a drill's answer: mastery
(`trainer.progress.mastery`) reads it beside the attempts, so the standing, the level gates
and Continue practice see table work. The level is the drill's working level (the highest
unlocked) when the session begins, fixed for the session in `table_sessions.levels_json`.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from datetime import datetime

from sqlite_utils import Database

import trainer
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing
from trainer.progress.mastery import trainee_mastery
from trainer.progress.protocols import DrillLike
from trainer.progress.schedule import review_skill
from trainer.table.procedure import procedure
from trainer.table.session import ActRecord

Levels = Mapping[str, tuple[int, float | None]]  # drill id -> (level, target seconds)

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
    drills: Sequence[DrillLike] | None = None,
) -> int:
    """A new session row; `drills` are the catalogue's (the drills the game's duties use are
    looked up in it; the whole catalogue by default)."""
    moment = local_now(now)
    levels = working_levels(db, trainee_id, game, drills, moment)
    with writing(db):
        cursor = db.execute(
            "INSERT INTO table_sessions (uuid, trainee_id, game, mode, rulebook, seed, "
            "planned_coups, app_version, started, levels_json) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                str(uuid.uuid4()),
                trainee_id,
                game,
                mode,
                rulebook,
                seed,
                planned_coups,
                trainer.__version__,
                utc_iso(moment),
                json.dumps({d: list(lv) for d, lv in sorted(levels.items())}),
            ],
        )
    return int(cursor.lastrowid or 0)


def working_levels(
    db: Database,
    trainee_id: int,
    game: str,
    drills: Sequence[DrillLike] | None,
    now: datetime,
) -> dict[str, tuple[int, float | None]]:
    """Each drill the game's duties use, at the level the trainee works on (the highest
    unlocked, where Continue practice would ask it), with that level's target."""
    used = {duty.drill for phase in procedure(game).phases for duty in phase.duties if duty.drill}
    if drills is None:
        from trainer.drills import catalog

        drills = catalog.all()
    chosen = [d for d in drills if d.id in used]
    states = trainee_mastery(db, trainee_id, chosen, now=now)
    levels = {}
    for drill in chosen:
        level = max(states[drill.id].unlocked_levels)
        levels[drill.id] = (level, drill.levels[level].target_seconds)
    return levels


def _levels(db: Database, session_id: int) -> tuple[int, Levels]:
    row = db.execute(
        "SELECT trainee_id, levels_json FROM table_sessions WHERE id = ?", [session_id]
    ).fetchone()
    if row is None:
        raise LookupError(f"no table session with id {session_id}")
    raw = json.loads(row[1])
    return int(row[0]), {
        d: (int(lv), None if t is None else float(t)) for d, (lv, t) in raw.items()
    }


def record_acts(
    db: Database, session_id: int, records: list[ActRecord], *, now: datetime | None = None
) -> None:
    """Append records (those not yet written: the caller passes the new ones); each that
    counts toward a drill moves that drill level's card (FSRS) in the same transaction."""
    moment = local_now(now)
    ts = utc_iso(moment)
    trainee_id, levels = _levels(db, session_id)
    counted = [levels.get(r.drill) if r.counts else None for r in records]
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
            None if level is None else trainee_id,
            None if level is None else level[0],
            None if level is None else level[1],
        ]
        for r, level in zip(records, counted, strict=True)
    ]
    with writing(db):
        db.conn.executemany(
            f"INSERT INTO table_acts (session_id, {', '.join(_FIELDS)}, ts, trainee_id, level, "
            f"target_seconds) VALUES ({', '.join('?' * (len(_FIELDS) + 5))})",
            rows,
        )
        for r, level in zip(records, counted, strict=True):
            if level is not None:
                review_skill(db, trainee_id, r.drill, level[0], r.right, moment)


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
        f"SELECT {', '.join(_FIELDS)}, level IS NOT NULL FROM table_acts WHERE session_id = ? "
        "ORDER BY position",
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
            counts=bool(row[13]),
        )
        for row in rows
    )
