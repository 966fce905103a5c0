"""Sending a station's log to the school server: idempotent, in order, resumable.

Three streams leave the station, each from where the last one stopped (`school_sync`):

1. the outbox (`school_outbox`, filled by triggers): people, classes, plans, sessions, exams
   and their items and seals, table sessions, public keys, each sent as it stands now;
2. attempts, in local id order, in batches: COPY into a temporary table, then one
   `INSERT … ON CONFLICT (uuid) DO NOTHING`;
3. table acts, the same way, keyed by (table session, position).

Each batch is one server transaction, and the station's position moves on only after the
server has committed it. A batch cut off (the network drops, the server restarts, the station
is killed) is either wholly on the server or not at all; sent again, its rows already there
are skipped by UUID, so nothing is lost and nothing doubles. Every batch also sends the people
and sessions its rows refer to, so a batch never depends on an earlier one having arrived.
Rows are inserted in UUID order, so two stations sending the same rows at once (the same
bundle imported on both) queue behind each other instead of deadlocking.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing

if TYPE_CHECKING:
    import psycopg

BATCH = 5_000  # answers per server transaction: ~1 s of work on a slow link
OUTBOX_BATCH = 500

STREAMS = ("outbox", "attempts", "table_acts")


class SyncError(RuntimeError):
    """The server refused a batch for a reason sending it again will not fix."""


def position(db: Database, stream: str) -> int:
    row = db.execute("SELECT position FROM school_sync WHERE stream = ?", [stream]).fetchone()
    return int(row[0]) if row else 0


def _advance(db: Database, stream: str, to: int) -> None:
    with writing(db):
        db.execute(
            "INSERT INTO school_sync (stream, position, updated) VALUES (?, ?, ?) "
            "ON CONFLICT (stream) DO UPDATE SET position = max(position, excluded.position), "
            "updated = excluded.updated",
            [stream, to, utc_iso(local_now())],
        )
        if stream == "outbox":  # sent entries are not needed again; the newest one stays, so
            # the ids (no AUTOINCREMENT) keep growing
            db.execute("DELETE FROM school_outbox WHERE id < ?", [to])


@dataclass(frozen=True)
class Waiting:
    """What is still to send: the status bar's "n answers waiting"."""

    answers: int
    acts: int
    changes: int

    @property
    def nothing(self) -> bool:
        return not (self.answers or self.acts or self.changes)


def waiting(db: Database) -> Waiting:
    def after(table: str, stream: str) -> int:
        return int(
            db.execute(
                f"SELECT count(*) FROM {table} WHERE id > ?", [position(db, stream)]
            ).fetchone()[0]
        )

    return Waiting(
        after("attempts", "attempts"),
        after("table_acts", "table_acts"),
        after("school_outbox", "outbox"),
    )


@dataclass
class PushResult:
    answers_sent: int = 0  # rows in the batches sent
    answers_new: int = 0  # of which the server did not have yet
    acts_sent: int = 0
    acts_new: int = 0
    changes_sent: int = 0
    batches: int = 0
    counts: dict[str, int] = field(default_factory=dict)


def _limits(db: Database) -> dict[str, int]:
    """The newest row of each stream, read in one snapshot: every answer up to its limit then
    has its session and person in the outbox up to that limit."""
    conn = db.conn
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN")
    try:
        found = {
            stream: int(conn.execute(f"SELECT coalesce(max(id), 0) FROM {table}").fetchone()[0])
            for stream, table in (
                ("outbox", "school_outbox"),
                ("attempts", "attempts"),
                ("table_acts", "table_acts"),
            )
        }
    finally:
        if own:
            conn.execute("COMMIT")
    return found


Stop = Callable[[], bool]


def push(
    db: Database,
    conn: psycopg.Connection[Any],
    *,
    batch: int = BATCH,
    stop: Stop | None = None,
    after_batch: Callable[[str, int], None] | None = None,
) -> PushResult:
    """Send everything waiting, oldest first; `stop()` true ends it between two batches.
    `after_batch(stream, position)` is told each position reached (progress, tests)."""
    result = PushResult()
    limits = _limits(db)
    for stream, send in (
        ("outbox", _send_outbox),
        ("attempts", _send_attempts),
        ("table_acts", _send_acts),
    ):
        while not (stop and stop()):
            start = position(db, stream)
            if start >= limits[stream]:
                break
            size = OUTBOX_BATCH if stream == "outbox" else batch
            reached = send(db, conn, start, limits[stream], size, result)
            _advance(db, stream, reached)
            result.batches += 1
            if after_batch is not None:
                after_batch(stream, reached)
    return result


# ---------------------------------------------------------------- the rows, as the server takes


def _chunks(items: Sequence[str], size: int = 900) -> Iterable[Sequence[str]]:
    for n in range(0, len(items), size):
        yield items[n : n + size]


def _select(db: Database, sql: str, keys: Iterable[str]) -> list[dict[str, Any]]:
    """Rows of `sql` (whose WHERE ends in `IN ({keys})`) as dicts, for any number of keys."""
    out: list[dict[str, Any]] = []
    for part in _chunks(sorted(set(keys))):
        cursor = db.execute(sql.format(keys=", ".join("?" * len(part))), list(part))
        names = [d[0] for d in cursor.description]
        out.extend(dict(zip(names, row, strict=True)) for row in cursor.fetchall())
    return out


_PEOPLE = (
    "SELECT t.uuid, t.name, t.role, t.created, t.bundle_token, t.archived, c.uuid AS cohort, "
    "coalesce(t.updated, substr(t.created, 1, 23) || 'Z') AS updated FROM trainees t "
    "LEFT JOIN cohort_members m ON m.trainee_id = t.id LEFT JOIN cohorts c ON c.id = m.cohort_id "
    "WHERE t.uuid IN ({keys})"
)
_COHORTS = (
    "SELECT uuid, name, created, coalesce(updated, substr(created, 1, 23) || 'Z') AS updated "
    "FROM cohorts WHERE uuid IN ({keys})"
)
_PLANS = (
    "SELECT p.uuid, a.uuid AS assigned_by, t.uuid AS person, c.uuid AS cohort, p.drill_id, "
    "p.target_level, p.due_date, p.created, p.cancelled, "
    "coalesce(p.updated, substr(p.created, 1, 23) || 'Z') AS updated FROM plans p "
    "LEFT JOIN trainees a ON a.id = p.assigned_by LEFT JOIN trainees t ON t.id = p.trainee_id "
    "LEFT JOIN cohorts c ON c.id = p.cohort_id WHERE p.uuid IN ({keys})"
)
_SESSIONS = (
    "SELECT s.uuid, t.uuid AS person, s.kind, s.started, s.ended FROM sessions s "
    "JOIN trainees t ON t.id = s.trainee_id WHERE s.uuid IN ({keys})"
)
_EXAMS = (
    "SELECT e.uuid, t.uuid AS person, s.uuid AS session, e.blueprint, e.started, e.ended, "
    "e.result_json, e.sealed_by, e.seal_open, e.seal, e.signer, e.seal_prev, e.details_json "
    "FROM exams e JOIN trainees t ON t.id = e.trainee_id "
    "LEFT JOIN sessions s ON s.id = e.session_id WHERE e.uuid IN ({keys})"
)
_EXAM_ITEMS = (
    "SELECT e.uuid AS exam, i.position, i.attempt_uuid, i.seal FROM exam_items i "
    "JOIN exams e ON e.id = i.exam_id WHERE e.uuid IN ({keys}) ORDER BY e.id, i.position"
)
_TABLE_SESSIONS = (
    "SELECT s.uuid, t.uuid AS person, s.game, s.mode, s.rulebook, s.seed, s.planned_coups, "
    "s.app_version, s.started, s.ended, s.coups FROM table_sessions s "
    "JOIN trainees t ON t.id = s.trainee_id WHERE s.uuid IN ({keys})"
)
_KEYS = "SELECT fingerprint, public_key, created FROM school_keys WHERE fingerprint IN ({keys})"
_ENDORSEMENTS = (
    "SELECT station, public_key, school, signature, created FROM station_endorsements "
    "WHERE station IN ({keys})"
)


def _put(conn: psycopg.Connection[Any], function: str, rows: list[dict[str, Any]]) -> int:
    if not rows:
        return 0
    found = conn.execute(f"SELECT school.{function}(%s::jsonb)", [json.dumps(rows)]).fetchone()
    return int(found[0]) if found else 0


def _check_people(conn: psycopg.Connection[Any], people: Iterable[str]) -> None:
    wanted = sorted(set(people))
    if not wanted:
        return
    found = conn.execute(
        "SELECT count(*) FROM school.people WHERE uuid = ANY(%s::uuid[])", [wanted]
    ).fetchone()
    if found is None or int(found[0]) != len(wanted):
        raise SyncError("the server is missing people this station's rows refer to")


@dataclass
class _Entities:
    """Outbox keys by kind, with what they refer to added."""

    keys: dict[str, set[str]] = field(default_factory=dict)

    def add(self, kind: str, values: Iterable[str | None]) -> None:
        self.keys.setdefault(kind, set()).update(v for v in values if v)

    def get(self, kind: str) -> set[str]:
        return self.keys.get(kind, set())


def send_entities(db: Database, conn: psycopg.Connection[Any], wanted: _Entities) -> int:
    """Put the rows named (and the people and sessions they refer to) in one transaction."""
    sessions = _select(db, _SESSIONS, wanted.get("session"))
    exams = _select(db, _EXAMS, wanted.get("exam"))
    tables = _select(db, _TABLE_SESSIONS, wanted.get("table_session"))
    extra = _select(db, _SESSIONS, (e["session"] for e in exams if e["session"]))
    plans = _select(db, _PLANS, wanted.get("plan"))
    wanted.add("person", (r["person"] for r in [*sessions, *exams, *tables, *extra]))
    wanted.add("person", (r["person"] for r in plans))
    wanted.add("person", (r["assigned_by"] for r in plans))
    people = _select(db, _PEOPLE, wanted.get("person"))
    wanted.add("cohort", (p["cohort"] for p in people))
    wanted.add("cohort", (p["cohort"] for p in plans))
    cohorts = _select(db, _COHORTS, wanted.get("cohort"))
    items = _select(db, _EXAM_ITEMS, wanted.get("exam"))
    seen_sessions = {s["uuid"] for s in sessions}
    sessions += [s for s in extra if s["uuid"] not in seen_sessions]
    with conn.transaction():
        changed = _put(conn, "put_cohorts", cohorts)
        changed += _put(conn, "put_people", people)
        _check_people(conn, (r["person"] for r in [*sessions, *exams, *tables]))
        changed += _put(conn, "put_plans", plans)
        changed += _put(conn, "put_sessions", sessions)
        changed += _put(conn, "put_exams", exams)
        changed += _put(conn, "put_exam_items", items)
        changed += _put(conn, "put_table_sessions", tables)
        changed += _put(conn, "put_keys", _select(db, _KEYS, wanted.get("key")))
        endorsements = _select(db, _ENDORSEMENTS, wanted.get("endorsement"))
        changed += _put(conn, "put_endorsements", endorsements)
    return changed


def _send_outbox(
    db: Database,
    conn: psycopg.Connection[Any],
    start: int,
    limit: int,
    size: int,
    result: PushResult,
) -> int:
    rows = db.execute(
        "SELECT id, kind, key FROM school_outbox WHERE id > ? AND id <= ? ORDER BY id LIMIT ?",
        [start, limit, size],
    ).fetchall()
    wanted = _Entities()
    for _id, kind, key in rows:
        wanted.add(str(kind), [str(key)])
    result.counts["changes"] = result.counts.get("changes", 0) + send_entities(db, conn, wanted)
    result.changes_sent += len(rows)
    return int(rows[-1][0]) if rows else limit


# ---------------------------------------------------------------- answers and acts, in bulk

_STAGING_ATTEMPTS = """
CREATE TEMP TABLE IF NOT EXISTS staging_attempts (
    uuid uuid, person uuid, session uuid, drill_id text, level integer, seed bigint,
    rulebook text, question_json text, response_json text, correct boolean,
    score double precision, seconds double precision, target_seconds double precision,
    rules_json text, app_version text, ts text, day date
) ON COMMIT DELETE ROWS
"""
_STAGED = (
    "uuid, person, session, drill_id, level, seed, rulebook, question_json, response_json, "
    "correct, score, seconds, target_seconds, rules_json, app_version, ts, day"
)
_LOCAL_ATTEMPTS = (
    "SELECT a.id, a.uuid, t.uuid, s.uuid, a.drill_id, a.level, a.seed, a.rulebook, "
    "a.question_json, a.response_json, a.correct, a.score, a.seconds, a.target_seconds, "
    "a.rules_json, a.app_version, a.ts, a.day FROM attempts a "
    "JOIN trainees t ON t.id = a.trainee_id LEFT JOIN sessions s ON s.id = a.session_id "
    "WHERE a.id > ? AND a.id <= ? ORDER BY a.id LIMIT ?"
)
_INSERT_ATTEMPTS = """
INSERT INTO school.attempts (uuid, person_id, session_id, drill_id, level, seed, rulebook,
    question_json, response_json, correct, score, seconds, target_seconds, rules_json,
    app_version, ts, day)
SELECT s.uuid, p.id, ss.id, s.drill_id, s.level, s.seed, s.rulebook, s.question_json,
    s.response_json, s.correct, s.score, s.seconds, s.target_seconds, s.rules_json,
    s.app_version, s.ts, s.day
FROM staging_attempts AS s
JOIN school.people AS p ON p.uuid = s.person
LEFT JOIN school.sessions AS ss ON ss.uuid = s.session
ORDER BY s.uuid
ON CONFLICT (uuid) DO NOTHING
"""


def _send_attempts(
    db: Database,
    conn: psycopg.Connection[Any],
    start: int,
    limit: int,
    size: int,
    result: PushResult,
) -> int:
    rows = db.execute(_LOCAL_ATTEMPTS, [start, limit, size]).fetchall()
    if not rows:
        return limit
    wanted = _Entities()
    wanted.add("person", (str(r[2]) for r in rows))
    wanted.add("session", (str(r[3]) for r in rows if r[3] is not None))
    result.answers_new += copy_attempts(db, conn, [r[1:] for r in rows], wanted)
    result.answers_sent += len(rows)
    return int(rows[-1][0])


def copy_attempts(
    db: Database, conn: psycopg.Connection[Any], rows: Sequence[Sequence[Any]], wanted: _Entities
) -> int:
    """The people and sessions referred to (a short transaction of their own), then the
    answers in one transaction; returns how many answers the server did not have."""
    send_entities(db, conn, wanted)
    with conn.transaction():
        conn.execute(_STAGING_ATTEMPTS)
        with conn.cursor().copy(f"COPY staging_attempts ({_STAGED}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(_attempt_row(row))
        _check_staged(conn, "staging_attempts", "person", "people", "rows refer to people")
        added = conn.execute(_INSERT_ATTEMPTS).rowcount
    return int(added)


def _attempt_row(row: Sequence[Any]) -> tuple[Any, ...]:
    values = list(row)
    values[9] = bool(values[9])  # correct: 0/1 here, boolean there
    return tuple(values)


def _check_staged(
    conn: psycopg.Connection[Any], staging: str, column: str, parents: str, what: str
) -> None:
    """Refuse the batch (rolled back) if a staged row's `column` names no row of the server's
    `school.<parents>`: the insert's join would drop the row silently."""
    missing = conn.execute(
        f"SELECT count(*) FROM {staging} s WHERE NOT EXISTS "
        f"(SELECT 1 FROM school.{parents} p WHERE p.uuid = s.{column})"
    ).fetchone()
    if missing is not None and int(missing[0]):
        raise SyncError(f"{missing[0]} {what} the server does not have")


_STAGING_ACTS = """
CREATE TEMP TABLE IF NOT EXISTS staging_acts (
    table_session uuid, coup integer, position integer, act text, expected text,
    verdict text, seconds double precision, rule text, red_line text, family text, duty text,
    drill_id text, incident text, cue text, ts text
) ON COMMIT DELETE ROWS
"""
_ACT_FIELDS = (
    "coup, position, act, expected, verdict, seconds, rule, red_line, family, duty, drill_id, "
    "incident, cue, ts"
)
_LOCAL_ACTS = (
    f"SELECT a.id, s.uuid, t.uuid, {', '.join('a.' + f.strip() for f in _ACT_FIELDS.split(','))} "
    "FROM table_acts a JOIN table_sessions s ON s.id = a.session_id "
    "JOIN trainees t ON t.id = s.trainee_id WHERE a.id > ? AND a.id <= ? ORDER BY a.id LIMIT ?"
)
_INSERT_ACTS = f"""
INSERT INTO school.table_acts (session_id, {_ACT_FIELDS})
SELECT t.id, {", ".join("s." + f.strip() for f in _ACT_FIELDS.split(","))}
FROM staging_acts AS s JOIN school.table_sessions AS t ON t.uuid = s.table_session
ORDER BY t.id, s.position
ON CONFLICT (session_id, position) DO NOTHING
"""


def _send_acts(
    db: Database,
    conn: psycopg.Connection[Any],
    start: int,
    limit: int,
    size: int,
    result: PushResult,
) -> int:
    rows = db.execute(_LOCAL_ACTS, [start, limit, size]).fetchall()
    if not rows:
        return limit
    wanted = _Entities()
    wanted.add("table_session", (str(r[1]) for r in rows))
    send_entities(db, conn, wanted)
    with conn.transaction():
        conn.execute(_STAGING_ACTS)
        with conn.cursor().copy(
            f"COPY staging_acts (table_session, {_ACT_FIELDS}) FROM STDIN"
        ) as copy:
            for row in rows:
                copy.write_row((row[1], *row[3:]))
        _check_staged(
            conn,
            "staging_acts",
            "table_session",
            "table_sessions",
            "table acts refer to table sessions",
        )
        result.acts_new += int(conn.execute(_INSERT_ACTS).rowcount)
    result.acts_sent += len(rows)
    return int(rows[-1][0])
