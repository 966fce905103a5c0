"""Where the instructor views read from: this station's file, or the whole school's server.

The views ask a `ClassSource` for the class overview, for one trainee's whole record (a
database holding everything they did, under the same local id, which the trainee detail and
its report read with the station's own functions) and for the class's mistakes. Two sources
answer alike:

- `StationSource`: the station's own file (no server, or an instructor working offline);
- `SchoolSource`: the server. The overview is computed there (`overview.py`); a trainee's
  record is copied from every station's answers into a temporary database
  (`trainee_record`). A server that cannot be reached, or a role that may not read the whole
  school, makes it answer from the station instead, saying why (`problem`), so the views
  always show something.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from sqlite_utils import Database

from trainer.progress import classroom
from trainer.progress.classroom import ClassOverview, DrillMistakes
from trainer.progress.db import connect as connect_local
from trainer.progress.migrations import MIGRATIONS
from trainer.progress.protocols import DrillLike

if TYPE_CHECKING:
    import psycopg

    from trainer.school.server import Connector


class ClassSource(Protocol):
    @property
    def problem(self) -> str:
        """Why the last read fell back to the station alone ("" when it did not)."""

    @property
    def whole_school(self) -> bool: ...

    def class_overview(
        self,
        *,
        drills: Sequence[DrillLike] = (),
        cohort: int | None = None,
        archived: bool = False,
        now: datetime | None = None,
    ) -> ClassOverview: ...

    def trainee_record(self, trainee_id: int) -> Database:
        """A database with the trainee's whole record under `trainee_id`."""

    def class_mistakes(
        self, trainee_ids: Sequence[int], *, since: date, limit: int = 10
    ) -> list[DrillMistakes]: ...


@dataclass
class StationSource:
    db: Database
    problem: str = ""
    whole_school: bool = False

    def class_overview(
        self,
        *,
        drills: Sequence[DrillLike] = (),
        cohort: int | None = None,
        archived: bool = False,
        now: datetime | None = None,
    ) -> ClassOverview:
        return classroom.class_overview(
            self.db, drills=drills, cohort=cohort, archived=archived, now=now
        )

    def trainee_record(self, trainee_id: int) -> Database:
        return self.db

    def class_mistakes(
        self, trainee_ids: Sequence[int], *, since: date, limit: int = 10
    ) -> list[DrillMistakes]:
        return classroom.class_mistakes(self.db, trainee_ids, since=since, limit=limit)


def _unreachable(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


@dataclass
class SchoolSource:
    """The server through `connector`; the station's roster (pulled first) names the people."""

    db: Database
    connector: Connector
    problem: str = ""
    records: dict[int, Path] = field(default_factory=dict)
    _folder: tempfile.TemporaryDirectory[str] | None = None

    @property
    def whole_school(self) -> bool:
        return not self.problem

    @contextmanager
    def _server(self) -> Iterator[psycopg.Connection[Any]]:
        with self.connector() as conn:
            yield conn

    def _fallback(self, error: BaseException) -> StationSource:
        self.problem = _unreachable(error)
        return StationSource(self.db, self.problem)

    def class_overview(
        self,
        *,
        drills: Sequence[DrillLike] = (),
        cohort: int | None = None,
        archived: bool = False,
        now: datetime | None = None,
    ) -> ClassOverview:
        import psycopg

        from trainer.school import overview
        from trainer.school.pull import pull

        try:
            with self._server() as conn:
                pull(self.db, conn)
                found = overview.class_overview(
                    self.db,
                    conn,
                    drills=drills,
                    cohort=cohort,
                    archived=archived,
                    now=now,
                    connector=self.connector,
                )
        except psycopg.Error as error:
            return self._fallback(error).class_overview(
                drills=drills, cohort=cohort, archived=archived, now=now
            )
        self.problem = ""
        return found

    def trainee_record(self, trainee_id: int) -> Database:
        import psycopg

        if self._folder is None:
            self._folder = tempfile.TemporaryDirectory(prefix="dealer-trainer-record-")
        path = Path(self._folder.name) / f"trainee-{trainee_id}.db"
        try:
            with self._server() as conn:
                trainee_record(self.db, conn, trainee_id, path)
        except psycopg.Error as error:
            return self._fallback(error).trainee_record(trainee_id)
        self.problem = ""
        return connect_local(path)

    def class_mistakes(
        self, trainee_ids: Sequence[int], *, since: date, limit: int = 10
    ) -> list[DrillMistakes]:
        import psycopg

        from trainer.progress.accounts import get_person
        from trainer.school import overview

        try:
            with self._server() as conn:
                people = [get_person(self.db, t) for t in trainee_ids]
                groups = overview.groups_for(conn, people)
                found = overview.class_mistakes(conn, groups, since=since, limit=limit)
        except psycopg.Error as error:
            return self._fallback(error).class_mistakes(trainee_ids, since=since, limit=limit)
        self.problem = ""
        return found


# ------------------------------------------------------------------ one trainee's whole record

_RECORD_SESSIONS = """
SELECT s.uuid::text, s.kind, s.started, s.ended FROM school.sessions s
WHERE s.person_id = ANY(%s::bigint[]) ORDER BY s.started, s.id
"""
_RECORD_ATTEMPTS = """
SELECT a.uuid::text, s.uuid::text, a.drill_id, a.level, a.seed, a.rulebook, a.question_json,
    a.response_json, a.correct::integer, a.score, a.seconds, a.target_seconds, a.rules_json,
    a.app_version, a.ts, a.day::text
FROM school.attempts a LEFT JOIN school.sessions s ON s.id = a.session_id
WHERE a.person_id = ANY(%s::bigint[]) ORDER BY a.ts, a.id
"""
_RECORD_EXAMS = """
SELECT e.uuid::text, s.uuid::text, e.blueprint, e.started, e.ended, e.result_json, e.sealed_by,
    e.seal_open, e.seal, e.signer, e.seal_prev, e.details_json
FROM school.exams e LEFT JOIN school.sessions s ON s.id = e.session_id
WHERE e.person_id = ANY(%s::bigint[]) ORDER BY e.started, e.id
"""
_RECORD_ITEMS = """
SELECT e.uuid::text, i.position, i.attempt_uuid::text, i.seal FROM school.exam_items i
JOIN school.exams e ON e.id = i.exam_id WHERE e.person_id = ANY(%s::bigint[])
ORDER BY e.id, i.position
"""


def trainee_record(db: Database, conn: psycopg.Connection[Any], trainee_id: int, path: Path) -> int:
    """Write the trainee's record from every station (and anyone merged into them) to a fresh
    progress file at `path`, the person under the station's own id; returns the answers."""
    from trainer.progress.accounts import get_person
    from trainer.school.overview import groups_for

    person = get_person(db, trainee_id)
    ids = list(groups_for(conn, [person]).members.get(trainee_id, ()))
    path.unlink(missing_ok=True)
    record = connect_local(path)
    try:
        record.execute("PRAGMA journal_mode = OFF")
        record.execute("PRAGMA synchronous = OFF")
        MIGRATIONS.apply(record)
        _copy_person(db, record, trainee_id)
        answers = _copy_from_server(record, conn, trainee_id, ids)
        _note_levels(record, trainee_id)
    finally:
        record.close()
    return answers


def _note_levels(record: Database, trainee_id: int) -> None:
    """One `skill_states` row per level practised: the windows the views read start from
    these rows. The scheduler's cards are not rebuilt (1.5 s of replaying 20,000 answers): a
    record is read by the instructor's views, which never schedule; its cards are empty."""
    with record.conn:
        record.execute(
            "INSERT INTO skill_states (trainee_id, drill_id, level, card_json, due, updated) "
            "SELECT ?, drill_id, level, '{}', max(ts), max(ts) FROM attempts "
            "WHERE trainee_id = ? GROUP BY drill_id, level",
            [trainee_id, trainee_id],
        )


def _copy_person(db: Database, record: Database, trainee_id: int) -> None:
    """The person, their class and the plans that apply to them, as the station has them."""
    source = str(db.execute("PRAGMA database_list").fetchone()[2])
    record.execute("ATTACH DATABASE ? AS station", [source])
    try:
        with record.conn:
            record.execute(
                "INSERT INTO school_applying VALUES (1, 'record', '')"
            )  # no outbox in a copy
            record.execute(
                "INSERT INTO trainees (id, uuid, name, role, created, archived, bundle_token) "
                "SELECT id, uuid, name, role, created, archived, bundle_token "
                "FROM station.trainees WHERE id = ?",
                [trainee_id],
            )
            record.execute(
                "INSERT INTO cohorts (id, uuid, name, created) SELECT c.id, c.uuid, c.name, "
                "c.created FROM station.cohorts c JOIN station.cohort_members m "
                "ON m.cohort_id = c.id WHERE m.trainee_id = ?",
                [trainee_id],
            )
            record.execute(
                "INSERT INTO cohort_members SELECT * FROM station.cohort_members "
                "WHERE trainee_id = ?",
                [trainee_id],
            )
    finally:
        record.execute("DETACH DATABASE station")


def _copy_from_server(
    record: Database, conn: psycopg.Connection[Any], trainee_id: int, ids: list[int]
) -> int:
    sessions = conn.execute(_RECORD_SESSIONS, [ids]).fetchall()
    with record.conn:
        record.conn.executemany(
            "INSERT INTO sessions (uuid, trainee_id, kind, started, ended) VALUES (?, ?, ?, ?, ?)",
            [(s[0], trainee_id, s[1], s[2], s[3]) for s in sessions],
        )
        local = {str(u): int(i) for i, u in record.execute("SELECT id, uuid FROM sessions")}
        answers = 0
        with conn.cursor() as cursor:
            cursor.execute(_RECORD_ATTEMPTS, [ids])
            while rows := cursor.fetchmany(5_000):
                record.conn.executemany(
                    "INSERT INTO attempts (uuid, trainee_id, session_id, drill_id, level, seed, "
                    "rulebook, question_json, response_json, correct, score, seconds, "
                    "target_seconds, rules_json, app_version, ts, day) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(r[0], trainee_id, local.get(r[1] or ""), *r[2:]) for r in rows],
                )
                answers += len(rows)
        for exam in conn.execute(_RECORD_EXAMS, [ids]).fetchall():
            record.execute(
                "INSERT INTO exams (uuid, trainee_id, session_id, blueprint, started, ended, "
                "result_json, sealed_by, seal_open, seal, signer, seal_prev, details_json) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [exam[0], trainee_id, local.get(exam[1] or ""), *exam[2:]],
            )
        exams = {str(u): int(i) for i, u in record.execute("SELECT id, uuid FROM exams")}
        record.conn.executemany(
            "INSERT INTO exam_items (exam_id, position, attempt_uuid, seal) VALUES (?, ?, ?, ?)",
            [(exams[r[0]], r[1], r[2], r[3]) for r in conn.execute(_RECORD_ITEMS, [ids])],
        )
    return answers
