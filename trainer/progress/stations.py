"""Several stations, one class: carry a trainee's log between stations as a bundle file.

A bundle is a small progress database (same schema, same migrations) holding one person, their
sessions, answers, exams (with their seals) and plans, plus a `bundle_info` table that
marks it as a bundle. PINs never leave the station. Importing merges by UUID: rows already
present are skipped, so importing the same bundle twice adds nothing. The bundle is copied and
upgraded to the current schema before merging, so bundles from older versions import too; the
user's file is never modified. Scheduler cards are rebuilt from the merged log afterwards.

A bundle is a file anyone can edit, so before anything is merged it is read through
(`bundle_check.py`: every value as the screens read it, every row the one person's), and it
may add to a person already on this station only if it carries their token (m008): set when
they were created, copied only with their data. That proves the bundle was made from a station
holding their data (a trainee cannot write answers into a classmate's log, nor close a
classmate's open exam); it does not prove which station, nor stop someone who holds one of
their bundles. Exam results carry their own signatures for that (see `trainer/exams`).
"""

from __future__ import annotations

import hmac
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, fields
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

import trainer
from trainer.progress.bundle_check import (
    BundlePerson,
    Reader,
    drill_question,
    drill_response,
    validate_bundle,
)
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import connect, writing
from trainer.progress.errors import ForeignBundleError, NotABundleError, UnknownTraineeError
from trainer.progress.migrations import MIGRATIONS, SET_NAME, step_names
from trainer.progress.recovery import SQLITE_HEADER
from trainer.progress.schedule import rebuild_skill_states

BUNDLE_FORMAT = "dealer-trainer-station-bundle"
BUNDLE_VERSION = "1"


@dataclass(frozen=True)
class BundleCounts:
    trainees: int = 0
    sessions: int = 0
    attempts: int = 0
    exams: int = 0
    exam_items: int = 0
    plans: int = 0

    @property
    def total(self) -> int:
        return sum(getattr(self, f.name) for f in fields(self))


@dataclass(frozen=True)
class ImportSummary:
    added: BundleCounts
    sessions_closed: int  # sessions (or exams) that had ended on the other station since
    trainee_uuid: str
    trainee_name: str

    @property
    def nothing_new(self) -> bool:
        return self.added.total == 0 and self.sessions_closed == 0


# what is copied, in foreign-key order: (table, columns) with local ids remapped by UUID
_COPY_EXPORT = (
    (
        "trainees",
        "id, uuid, name, role, created, bundle_token",
        "id = :t",
    ),
    ("sessions", "id, uuid, trainee_id, kind, started, ended", "trainee_id = :t"),
    (
        "attempts",
        "id, uuid, trainee_id, session_id, drill_id, level, seed, rulebook, question_json, "
        "response_json, correct, score, seconds, target_seconds, rules_json, app_version, ts, day",
        "trainee_id = :t",
    ),
    (
        "exams",
        "id, uuid, trainee_id, session_id, blueprint, started, ended, result_json, sealed_by, "
        "seal_open, seal, signer, seal_prev, details_json",
        "trainee_id = :t",
    ),
    (
        "exam_items",
        "exam_id, position, attempt_uuid, seal",
        "exam_id IN (SELECT id FROM src.exams WHERE trainee_id = :t)",
    ),
    (
        "plans",
        "id, uuid, trainee_id, drill_id, target_level, due_date, created, cancelled",
        "trainee_id = :t",
    ),
)


def export_station(
    db: Database, path: Path, trainee_id: int, *, now: datetime | None = None
) -> BundleCounts:
    """Write one person's data to a self-contained bundle at `path` (replaced if present)."""
    person = db.execute("SELECT uuid FROM trainees WHERE id = ?", [trainee_id]).fetchone()
    if person is None:
        raise UnknownTraineeError(trainee_id)
    source = str(db.execute("PRAGMA database_list").fetchone()[2])
    partial = path.with_name(path.name + ".partial")
    partial.unlink(missing_ok=True)
    bundle = connect(partial)
    try:
        MIGRATIONS.apply(bundle)  # rollback-journal mode: one file, no -wal beside it
        bundle.execute("CREATE TABLE bundle_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        bundle.execute("ATTACH DATABASE ? AS src", [source])
        counts: dict[str, int] = {}
        # a deferred transaction: only the bundle is written, the station's file is only read,
        # so trainees answering meanwhile are not held up
        with bundle.atomic():
            for table, columns, where in _COPY_EXPORT:
                cursor = bundle.execute(
                    f"INSERT INTO main.{table} ({columns}) "
                    f"SELECT {columns} FROM src.{table} WHERE {where}",
                    {"t": trainee_id},
                )
                counts[table] = cursor.rowcount
            bundle.conn.executemany(
                "INSERT INTO bundle_info VALUES (?, ?)",
                [
                    ("format", BUNDLE_FORMAT),
                    ("format_version", BUNDLE_VERSION),
                    ("trainee_uuid", str(person[0])),
                    ("exported_at", utc_iso(local_now(now))),
                    ("app_version", trainer.__version__),
                ],
            )
        bundle.execute("DETACH DATABASE src")
    finally:
        bundle.close()
    partial.replace(path)
    return BundleCounts(**counts)


def _check_bundle(path: Path) -> None:
    if not path.is_file():
        raise NotABundleError(path, "there is no such file")
    with path.open("rb") as handle:
        if handle.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
            raise NotABundleError(path, "it is not a SQLite database")
    # immutable: the user's file is only read, and no -wal or -shm appears beside it
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
    try:
        try:
            info = dict(conn.execute("SELECT key, value FROM bundle_info").fetchall())
            steps = [
                str(r[0])
                for r in conn.execute(
                    f"SELECT name FROM {MIGRATIONS.migrations_table} WHERE migration_set = ?",
                    [SET_NAME],
                )
            ]
        except sqlite3.DatabaseError:
            raise NotABundleError(path, "it has no bundle marker") from None
    finally:
        conn.close()
    if info.get("format") != BUNDLE_FORMAT:
        raise NotABundleError(path, "it has no bundle marker")
    if info.get("format_version") != BUNDLE_VERSION or any(s not in step_names() for s in steps):
        raise NotABundleError(path, "it was written by a newer version of Dealer Trainer")


# merge statements, in foreign-key order; `b` is the attached bundle, :person the local id of
# the bundle's one person (every row of the bundle is theirs, see `validate_bundle`), so a
# bundle only ever matches that person's sessions and exams here
_MERGE = (
    (
        "trainees",
        """INSERT INTO main.trainees (uuid, name, role, created, bundle_token)
        SELECT b.uuid, b.name, b.role, b.created, b.bundle_token FROM b.trainees AS b
        WHERE NOT EXISTS (SELECT 1 FROM main.trainees m WHERE m.uuid = b.uuid) ORDER BY b.id""",
    ),
    (
        "sessions",
        """INSERT INTO main.sessions (uuid, trainee_id, kind, started, ended)
        SELECT s.uuid, :person, s.kind, s.started, s.ended FROM b.sessions AS s
        WHERE NOT EXISTS (SELECT 1 FROM main.sessions m WHERE m.uuid = s.uuid) ORDER BY s.id""",
    ),
    (
        "attempts",
        """INSERT INTO main.attempts (uuid, trainee_id, session_id, drill_id, level, seed,
            rulebook, question_json, response_json, correct, score, seconds, target_seconds,
            rules_json, app_version, ts, day)
        SELECT a.uuid, :person, ms.id, a.drill_id, a.level, a.seed, a.rulebook, a.question_json,
            a.response_json, a.correct, a.score, a.seconds, a.target_seconds, a.rules_json,
            a.app_version, a.ts, a.day FROM b.attempts AS a
        LEFT JOIN b.sessions AS bs ON bs.id = a.session_id
        LEFT JOIN main.sessions AS ms ON ms.uuid = bs.uuid AND ms.trainee_id = :person
        WHERE NOT EXISTS (SELECT 1 FROM main.attempts m WHERE m.uuid = a.uuid)
        ORDER BY a.ts, a.id""",
    ),
    (
        "exams",
        """INSERT INTO main.exams (uuid, trainee_id, session_id, blueprint, started, ended,
            result_json, sealed_by, seal_open, seal, signer, seal_prev, details_json)
        SELECT e.uuid, :person, ms.id, e.blueprint, e.started, e.ended, e.result_json,
            e.sealed_by, e.seal_open, e.seal, e.signer, e.seal_prev, e.details_json
        FROM b.exams AS e
        LEFT JOIN b.sessions AS bs ON bs.id = e.session_id
        LEFT JOIN main.sessions AS ms ON ms.uuid = bs.uuid AND ms.trainee_id = :person
        WHERE NOT EXISTS (SELECT 1 FROM main.exams m WHERE m.uuid = e.uuid) ORDER BY e.id""",
    ),
    (
        "exam_items",
        """INSERT INTO main.exam_items (exam_id, position, attempt_uuid, seal)
        SELECT me.id, i.position, i.attempt_uuid, i.seal FROM b.exam_items AS i
        JOIN b.exams AS be ON be.id = i.exam_id
        JOIN main.exams AS me ON me.uuid = be.uuid AND me.trainee_id = :person
        WHERE NOT EXISTS (SELECT 1 FROM main.exam_items m
            WHERE m.exam_id = me.id AND m.position = i.position)""",
    ),
    (
        "plans",
        """INSERT INTO main.plans (uuid, trainee_id, drill_id, target_level, due_date, created,
            cancelled)
        SELECT p.uuid, :person, p.drill_id, p.target_level, p.due_date, p.created, p.cancelled
        FROM b.plans AS p
        WHERE NOT EXISTS (SELECT 1 FROM main.plans m WHERE m.uuid = p.uuid) ORDER BY p.id""",
    ),
)

# a session, exam or plan of this person that was still open when an earlier bundle came
_CLOSE = (
    """UPDATE main.sessions SET ended = (SELECT s.ended FROM b.sessions s WHERE s.uuid =
        main.sessions.uuid) WHERE ended IS NULL AND trainee_id = :person AND uuid IN
        (SELECT uuid FROM b.sessions WHERE ended IS NOT NULL)""",
    """UPDATE main.exams SET (ended, result_json, sealed_by, seal_open, seal, signer, seal_prev,
        details_json) = (SELECT e.ended, e.result_json, e.sealed_by, e.seal_open, e.seal,
        e.signer, e.seal_prev, e.details_json FROM b.exams e
        WHERE e.uuid = main.exams.uuid) WHERE ended IS NULL AND trainee_id = :person AND uuid IN
        (SELECT uuid FROM b.exams WHERE ended IS NOT NULL)""",
    """UPDATE main.plans SET cancelled = (SELECT p.cancelled FROM b.plans p WHERE p.uuid =
        main.plans.uuid) WHERE cancelled IS NULL AND trainee_id = :person AND uuid IN
        (SELECT uuid FROM b.plans WHERE cancelled IS NOT NULL)""",
)


def import_station(
    db: Database,
    path: Path,
    *,
    read_question: Reader | None = None,
    read_response: Reader | None = None,
) -> ImportSummary:
    """Merge a bundle into this station's database; safe to repeat.

    Refuses, naming the reason and changing nothing: a file that is not a bundle
    (`NotABundleError`), a bundle with a value a screen could not show (`DamagedBundleError`,
    naming the table, row and field; questions and responses are read with `read_question` and
    `read_response`, the drills' own readers by default), and a bundle that would add to a
    person already here without carrying that person's token (`ForeignBundleError`).
    """
    path = Path(path)
    _check_bundle(path)
    readers = (read_question or drill_question, read_response or drill_response)
    with tempfile.TemporaryDirectory(prefix="dealer-trainer-import-") as folder:
        copy = Path(folder) / "bundle.db"
        shutil.copyfile(path, copy)
        person = _upgraded_person(copy, path, readers)
        _check_provenance(db, path, person)
        db.execute("ATTACH DATABASE ? AS b", [str(copy)])
        try:
            summary = _merge(db, person)
        finally:
            db.execute("DETACH DATABASE b")
    return summary


def _upgraded_person(copy: Path, path: Path, readers: tuple[Reader, Reader]) -> BundlePerson:
    """Bring the copy to the current schema and check it through; the person it carries."""
    upgraded = connect(copy)
    try:
        MIGRATIONS.apply(upgraded)
        return validate_bundle(upgraded, path, *readers)
    except sqlite3.DatabaseError as error:
        raise NotABundleError(path, f"it is damaged (SQLite reports: {error})") from None
    finally:
        upgraded.close()


def _check_provenance(db: Database, path: Path, person: BundlePerson) -> None:
    """A person already here gets rows only from a bundle made from their own data: it carries
    their token, which was set when they were created and travels only with their data."""
    local = db.execute(
        "SELECT name, bundle_token FROM trainees WHERE uuid = ?", [person.uuid]
    ).fetchone()
    if local is None:
        return
    mine = str(local[1] or "")
    if not mine or not hmac.compare_digest(mine, person.token):
        raise ForeignBundleError(path, str(local[0]))


def _merge(db: Database, person: BundlePerson) -> ImportSummary:
    added: dict[str, int] = {}
    closed = 0
    with writing(db):
        trainees = db.execute(_MERGE[0][1]).rowcount
        local = int(
            db.execute("SELECT id FROM trainees WHERE uuid = ?", [person.uuid]).fetchone()[0]
        )
        added["trainees"] = trainees
        for table, sql in _MERGE[1:]:
            added[table] = db.execute(sql, {"person": local}).rowcount
        for sql in _CLOSE:
            closed += db.execute(sql, {"person": local}).rowcount
        if added["attempts"]:
            rebuild_skill_states(db, local)
    return ImportSummary(BundleCounts(**added), closed, person.uuid, person.name)
