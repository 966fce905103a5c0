"""What a station takes from the school server: the roster, classes and plans (into its own
database), and the published exam blueprints and house rules (into its data folder).

The roster, classes and plans are small (a school's people, not its answers), so each pull
reads them whole and keeps, row by row, the later edit: the server's where its stamp is later
than the station's, the station's own otherwise (it is on its way up in the outbox). Two
stations that each created an "Anna" keep two people until an instructor merges them on the
server; the one merged away then arrives archived. The rows are written with
`school_applying` set, inside the pull's one transaction, so the outbox triggers leave them
alone: nothing pulled is sent back as this station's own edit.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from trainer.errors import RulebookError
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing

if TYPE_CHECKING:
    import psycopg


@dataclass
class PullResult:
    people_new: int = 0
    people_changed: int = 0
    cohorts_new: int = 0
    cohorts_changed: int = 0
    plans_new: int = 0
    plans_changed: int = 0

    @property
    def total(self) -> int:
        return sum(vars(self).values())


def _rows(conn: psycopg.Connection[Any], sql: str) -> list[dict[str, Any]]:
    cursor = conn.execute(sql)
    names = [d.name for d in cursor.description or ()]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def read_school(conn: psycopg.Connection[Any]) -> dict[str, list[dict[str, Any]]]:
    """The server's roster, classes and plans, read in one snapshot."""
    with conn.transaction():
        conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
        return {
            "cohorts": _rows(
                conn, "SELECT uuid::text, name, created, updated FROM school.cohorts ORDER BY id"
            ),
            "people": _rows(
                conn,
                "SELECT uuid::text, name, role, created, bundle_token, archived, "
                "cohort::text, updated, merged_into::text FROM school.people ORDER BY id",
            ),
            "plans": _rows(
                conn,
                "SELECT uuid::text, assigned_by::text, person::text, cohort::text, drill_id, "
                "target_level, due_date, created, cancelled, updated FROM school.plans "
                "ORDER BY id",
            ),
        }


def pull(db: Database, conn: psycopg.Connection[Any], server: str = "") -> PullResult:
    """Bring the roster, classes and plans up to the server's later edits."""
    school = read_school(conn)
    result = PullResult()
    with writing(db):
        db.execute(
            "INSERT INTO school_applying (one, server, since) VALUES (1, ?, ?)",
            [server, utc_iso(local_now())],
        )
        try:
            _apply_cohorts(db, school["cohorts"], result)
            _apply_people(db, school["people"], result)
            _apply_plans(db, school["plans"], result)
        finally:
            db.execute("DELETE FROM school_applying")
    return result


def _local(db: Database, table: str) -> dict[str, tuple[int, str]]:
    """uuid -> (id, updated stamp) of a local table."""
    return {
        str(u): (int(i), str(s or ""))
        for i, u, s in db.execute(f"SELECT id, uuid, updated FROM {table}").fetchall()
    }


def _apply_cohorts(db: Database, rows: list[dict[str, Any]], result: PullResult) -> None:
    local = _local(db, "cohorts")
    for row in rows:
        mine = local.get(row["uuid"])
        if mine is None:
            db.execute(
                "INSERT INTO cohorts (uuid, name, created, updated) VALUES (?, ?, ?, ?)",
                [row["uuid"], row["name"], row["created"], row["updated"]],
            )
            result.cohorts_new += 1
        elif row["updated"] > mine[1]:
            db.execute(
                "UPDATE cohorts SET name = ?, updated = ? WHERE id = ?",
                [row["name"], row["updated"], mine[0]],
            )
            result.cohorts_changed += 1


def _apply_people(db: Database, rows: list[dict[str, Any]], result: PullResult) -> None:
    local = _local(db, "trainees")
    cohorts = {u: i for u, (i, _s) in _local(db, "cohorts").items()}
    for row in rows:
        mine = local.get(row["uuid"])
        if mine is None:
            cursor = db.execute(
                "INSERT INTO trainees (uuid, name, role, created, bundle_token, archived, "
                "updated) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    row["uuid"],
                    row["name"],
                    row["role"],
                    row["created"],
                    row["bundle_token"],
                    row["archived"],
                    row["updated"],
                ],
            )
            person_id = int(cursor.lastrowid or 0)
            result.people_new += 1
        elif row["updated"] > mine[1]:
            person_id = mine[0]
            db.execute(
                "UPDATE trainees SET name = ?, archived = ?, updated = ? WHERE id = ?",
                [row["name"], row["archived"], row["updated"], person_id],
            )
            result.people_changed += 1
        else:
            continue
        if row["role"] == "trainee":
            _set_cohort(db, person_id, cohorts.get(row["cohort"] or ""), row["updated"])


def _set_cohort(db: Database, person_id: int, cohort_id: int | None, since: str) -> None:
    if cohort_id is None:
        db.execute("DELETE FROM cohort_members WHERE trainee_id = ?", [person_id])
        return
    db.execute(
        "INSERT INTO cohort_members (trainee_id, cohort_id, since) VALUES (?, ?, ?) "
        "ON CONFLICT (trainee_id) DO UPDATE SET cohort_id = excluded.cohort_id, "
        "since = excluded.since WHERE cohort_id <> excluded.cohort_id",
        [person_id, cohort_id, since],
    )


def _apply_plans(db: Database, rows: list[dict[str, Any]], result: PullResult) -> None:
    local = _local(db, "plans")
    people = {u: i for u, (i, _s) in _local(db, "trainees").items()}
    cohorts = {u: i for u, (i, _s) in _local(db, "cohorts").items()}
    for row in rows:
        mine = local.get(row["uuid"])
        if mine is not None and not row["updated"] > mine[1]:
            continue
        values = [
            people.get(row["assigned_by"] or ""),
            people.get(row["person"] or ""),
            cohorts.get(row["cohort"] or ""),
            row["drill_id"],
            row["target_level"],
            row["due_date"],
            row["cancelled"],
            row["updated"],
        ]
        if (row["person"] and values[1] is None) or (row["cohort"] and values[2] is None):
            continue  # for someone this station does not hold: not its business
        if mine is None:
            db.execute(
                "INSERT INTO plans (assigned_by, trainee_id, cohort_id, drill_id, target_level, "
                "due_date, cancelled, updated, uuid, created) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [*values, row["uuid"], row["created"]],
            )
            result.plans_new += 1
        else:
            db.execute(
                "UPDATE plans SET assigned_by = ?, trainee_id = ?, cohort_id = ?, drill_id = ?, "
                "target_level = ?, due_date = ?, cancelled = ?, updated = ? WHERE id = ?",
                [*values, mine[0]],
            )
            result.plans_changed += 1


# ---------------------------------------------------------------- blueprints and house rules


@dataclass(frozen=True)
class Refusal:
    """A published file this station does not load: the blueprint (id and version) or the
    house rules (id ""), and the loader's refusal, which carries its message code."""

    error: RulebookError
    blueprint: str = ""
    version: int = 0

    def words(self, locale: str = "en") -> str:
        """Said as Settings says a refusal (`refusal_in`), in `locale`."""
        from trainer.i18n import translate
        from trainer.rulebooks.words import refusal_in

        refusal = refusal_in(self.error, locale)
        if not self.blueprint:
            return translate("school.refused.house_rules", locale, {"refusal": refusal})
        params = {"id": self.blueprint, "version": str(self.version), "refusal": refusal}
        return translate("school.refused.blueprint", locale, params)


@dataclass
class FilesResult:
    blueprints: tuple[str, ...] = ()  # ids added or raised to a new version
    house_rules: bool = False  # the house rules file was replaced
    refusals: tuple[Refusal, ...] = ()  # what was published but does not load here, and why

    @property
    def refused(self) -> tuple[str, ...]:
        """The refusals in English (the sync's log)."""
        return self.refused_in("en")

    def refused_in(self, locale: str) -> tuple[str, ...]:
        return tuple(refusal.words(locale) for refusal in self.refusals)


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def pull_files(
    conn: psycopg.Connection[Any], folder: Path, rulebook_id: str, *, blueprints: Path | None = None
) -> FilesResult:
    """Take the newest version of each published blueprint not held here, and the house rules
    in force (the last published), each checked as the app checks its own files first."""
    from trainer.exams.blueprint import BlueprintError, add_user_blueprint
    from trainer.house_rules import check

    added: list[str] = []
    refused: list[Refusal] = []
    rows = conn.execute(
        "SELECT DISTINCT ON (id) id, version, toml FROM school.blueprints ORDER BY id, version DESC"
    ).fetchall()
    target = blueprints if blueprints is not None else folder / "exams"
    for blueprint_id, version, source in rows:
        held = target / f"{blueprint_id}.toml"
        if held.exists() and held.read_text(encoding="utf-8") == source:
            continue  # pulled in an earlier round: nothing new
        with tempfile.TemporaryDirectory() as scratch:
            path = Path(scratch) / f"{blueprint_id}.toml"
            path.write_text(str(source), encoding="utf-8")
            try:
                found = add_user_blueprint(path, target)
            except BlueprintError as error:
                refused.append(Refusal(error, str(blueprint_id), int(version)))
                continue
            if (target / f"{blueprint_id}.toml").read_text(encoding="utf-8") == source and (
                found.version == version
            ):
                added.append(str(blueprint_id))
    latest = conn.execute(
        "SELECT toml, digest FROM school.house_rules ORDER BY id DESC LIMIT 1"
    ).fetchone()
    replaced = False
    if latest is not None:
        path = folder / "house_rules.toml"
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current is None or digest(current) != str(latest[1]):
            try:
                check(str(latest[0]), rulebook_id, path)
            except RulebookError as error:
                refused.append(Refusal(error))
            else:
                _replace_file(path, str(latest[0]))
                replaced = True
    return FilesResult(tuple(added), replaced, tuple(refused))


def _replace_file(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".pulled-", suffix=".tmp", dir=path.parent)
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)


def publish_files(conn: psycopg.Connection[Any], folder: Path) -> FilesResult:
    """An instructor's station publishes its custom blueprints and its house rules."""
    from trainer.exams.blueprint import load_all

    published = []
    catalogue = load_all(folder / "exams")
    for blueprint in catalogue.blueprints:
        if not blueprint.custom:
            continue
        source = (folder / "exams" / blueprint.source).read_text(encoding="utf-8")
        row = conn.execute(
            "SELECT school.publish_blueprint(%s, %s, %s, %s)",
            [blueprint.id, blueprint.version, blueprint.digest, source],
        ).fetchone()
        if row and row[0]:
            published.append(blueprint.id)
    path = folder / "house_rules.toml"
    replaced = False
    if path.exists():
        text = path.read_text(encoding="utf-8")
        row = conn.execute(
            "SELECT school.publish_house_rules(%s, %s)", [text, digest(text)]
        ).fetchone()
        replaced = bool(row and row[0])
    return FilesResult(tuple(published), replaced)
