"""Checking a station bundle through before anything of it is merged.

A bundle is a file anyone can edit. The screens read what it brings as the app wrote it: rule
ids as a JSON list, questions that the drill framework can draw again, days and times in the
store's formats, numbers in range. One bad value (`rules_json = '{'`, a question that is not a
question, a day that is not a date) would break the progress screen of whoever it was merged
into, so each row is read as the screens read it and the first bad field is named. Every row
must also belong to the bundle's one person, as `export_station` writes it.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from trainer.progress.clock import parse_utc
from trainer.progress.errors import DamagedBundleError, NotABundleError

Reader = Callable[[str], object]  # raises ValueError, KeyError or TypeError on a bad text

DRILL_ID = re.compile(r"^[a-z][a-z0-9_]*\.[a-z0-9][a-z0-9_-]*$")
MAX_TEXT = 200  # names, ids and versions
MAX_LEVEL = 99
MAX_SECONDS = 24 * 3600.0


@dataclass(frozen=True)
class BundlePerson:
    bundle_id: int
    uuid: str
    name: str
    token: str


def drill_question(text: str) -> object:
    """The drills' own reader (loaded only when a bundle is imported)."""
    from trainer.drills.base import Question

    return Question.from_json(text)


def drill_response(text: str) -> object:
    from trainer.drills.base import Response

    return Response.from_json(text)


# ----------------------------------------------------------------------- one value


class _Bad(Exception):
    """A field's value is refused; the message completes "the field X …"."""


def _text(value: Any, limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _Bad("is empty or not text")
    if len(value) > limit:
        raise _Bad(f"is longer than {limit} characters")
    return value


def _time(value: Any) -> None:
    try:
        parse_utc(_text(value))
    except ValueError:
        raise _Bad(f"is not a UTC time like 2025-03-03T08:00:00.000000Z: {value!r}") from None


def _time_or_none(value: Any) -> None:
    if value is not None:
        _time(value)


def _day(value: Any) -> None:
    try:
        if len(_text(value)) != 10:
            raise ValueError
        date.fromisoformat(value)
    except ValueError:
        raise _Bad(f"is not a date like 2025-03-03: {value!r}") from None


def _day_or_none(value: Any) -> None:
    if value is not None:
        _day(value)


def _integer(value: Any, low: int, high: int) -> None:
    if not isinstance(value, int) or not low <= value <= high:
        raise _Bad(f"is not a whole number from {low} to {high}: {value!r}")


def _number(value: Any, low: float, high: float) -> None:
    if not isinstance(value, int | float) or not math.isfinite(value) or not low <= value <= high:
        raise _Bad(f"is not a number from {low:g} to {high:g}: {value!r}")


def _number_or_none(value: Any, low: float, high: float) -> None:
    if value is not None:
        _number(value, low, high)


def _one_of(value: Any, allowed: Iterable[str]) -> None:
    if value not in tuple(allowed):
        raise _Bad(f"is not one of {', '.join(allowed)}: {value!r}")


def _drill_id(value: Any) -> None:
    if not DRILL_ID.match(_text(value)):
        raise _Bad(f"is not a drill id like roulette.payout: {value!r}")


def _json(value: Any) -> Any:
    if not isinstance(value, str):
        raise _Bad("is not JSON text")
    try:
        return json.loads(value)
    except ValueError:
        raise _Bad(f"is not valid JSON: {value[:40]!r}") from None


def _rule_ids(value: Any) -> None:
    found = _json(value)
    if not isinstance(found, list) or not all(isinstance(r, str) and r for r in found):
        raise _Bad(f"is not a list of rule ids: {value[:40]!r}")


def _json_object_or_none(value: Any) -> None:
    if value is not None and not isinstance(_json(value), dict):
        raise _Bad("is not a JSON object")


def _read_with(reader: Reader, what: str) -> Callable[[Any], None]:
    def check(value: Any) -> None:
        if not isinstance(value, str):
            raise _Bad(f"is not {what}")
        try:
            reader(value)
        except (ValueError, KeyError, TypeError, AttributeError, IndexError) as error:
            raise _Bad(f"is not {what} the trainer can read ({type(error).__name__})") from None

    return check


# ----------------------------------------------------------------------- rows


def _checks(read_question: Reader, read_response: Reader) -> dict[str, dict[str, Any]]:
    """Per table, per column: the check its values must pass."""
    return {
        "trainees": {
            "uuid": _text,
            "name": _text,
            "role": lambda v: _one_of(v, ("trainee", "instructor")),
            "created": _time,
            "bundle_token": _text,
        },
        "sessions": {
            "uuid": _text,
            "kind": lambda v: _one_of(v, ("practice", "exam")),
            "started": _time,
            "ended": _time_or_none,
        },
        "attempts": {
            "uuid": _text,
            "drill_id": _drill_id,
            "level": lambda v: _integer(v, 1, MAX_LEVEL),
            "seed": lambda v: _integer(v, -(2**63), 2**63 - 1),
            "rulebook": _text,
            "question_json": _read_with(read_question, "a question"),
            "response_json": _read_with(read_response, "a response"),
            "correct": lambda v: _integer(v, 0, 1),
            "score": lambda v: _number(v, 0.0, 1.0),
            "seconds": lambda v: _number(v, 0.0, MAX_SECONDS),
            "target_seconds": lambda v: _number_or_none(v, 0.0, MAX_SECONDS),
            "rules_json": _rule_ids,
            "app_version": _text,
            "ts": _time,
            "day": _day,
        },
        "exams": {
            "uuid": _text,
            "blueprint": _text,
            "started": _time,
            "ended": _time_or_none,
            "result_json": _json_object_or_none,
        },
        "exam_items": {
            "position": lambda v: _integer(v, 0, 10_000),
            "attempt_uuid": _text,
        },
        "plans": {
            "uuid": _text,
            "drill_id": _drill_id,
            "target_level": lambda v: _integer(v, 1, MAX_LEVEL),
            "due_date": _day_or_none,
            "created": _time,
            "cancelled": _time_or_none,
        },
    }


def validate_bundle(
    bundle: Database, path: Path, read_question: Reader, read_response: Reader
) -> BundlePerson:
    """Check every table a bundle brings (at the current schema); its one person."""
    person = _person(bundle, path)
    for table, columns in _checks(read_question, read_response).items():
        _check_table(bundle, path, table, columns)
    _check_owner(bundle, path, person)
    return person


def _person(bundle: Database, path: Path) -> BundlePerson:
    try:
        info = dict(bundle.execute("SELECT key, value FROM bundle_info").fetchall())
    except sqlite3.DatabaseError:
        raise NotABundleError(path, "it has no bundle marker") from None
    wanted = info.get("trainee_uuid")
    if not isinstance(wanted, str) or not wanted:
        raise NotABundleError(path, "its bundle marker names no person")
    _require_tables(bundle, path)
    rows = bundle.execute("SELECT id, uuid, name, bundle_token FROM trainees").fetchall()
    if len(rows) != 1 or rows[0][1] != wanted:
        raise NotABundleError(
            path, f"it should hold exactly one person, {wanted}, and holds {len(rows)}"
        )
    bundle_id, uuid, name, token = rows[0]
    return BundlePerson(int(bundle_id), str(uuid), str(name), str(token or ""))


def _require_tables(bundle: Database, path: Path) -> None:
    """Every table and column an export writes (a file with the marker and nothing else would
    otherwise fail half-way through the merge with "no such table")."""
    for table, columns in _checks(str, str).items():
        found = {str(r[1]) for r in bundle.execute(f"PRAGMA table_info({table})").fetchall()}
        if not found:
            raise NotABundleError(path, f"it has no {table} table")
        missing = sorted(set(columns) - found)
        if missing:
            raise NotABundleError(path, f"its {table} table lacks {', '.join(missing)}")


def _check_table(bundle: Database, path: Path, table: str, columns: dict[str, Any]) -> None:
    names = list(columns)
    key = "exam_id || ':' || position" if table == "exam_items" else "id"
    cursor = bundle.execute(f"SELECT {key}, {', '.join(names)} FROM {table}")
    for row in cursor:
        for name, value in zip(names, row[1:], strict=True):
            try:
                columns[name](value)
            except _Bad as bad:
                raise DamagedBundleError(path, table, row[0], name, str(bad)) from None


def _check_owner(bundle: Database, path: Path, person: BundlePerson) -> None:
    """Every row belongs to the bundle's person, and every exam item to one of their answers."""
    for table in ("sessions", "attempts", "exams", "plans"):
        other = bundle.execute(
            f"SELECT id FROM {table} WHERE trainee_id IS NOT ? LIMIT 1", [person.bundle_id]
        ).fetchone()
        if other is not None:
            raise DamagedBundleError(
                path, table, other[0], "trainee_id", f"names someone other than {person.name}"
            )
    checks = (
        ("attempts", "session_id", "session_id NOT IN (SELECT id FROM sessions)"),
        ("exams", "session_id", "session_id NOT IN (SELECT id FROM sessions)"),
    )
    for table, field, where in checks:
        other = bundle.execute(
            f"SELECT id FROM {table} WHERE {field} IS NOT NULL AND {where} LIMIT 1"
        ).fetchone()
        if other is not None:
            raise DamagedBundleError(path, table, other[0], field, "is not in the bundle")
    stray = bundle.execute(
        "SELECT exam_id || ':' || position, "
        "exam_id NOT IN (SELECT id FROM exams) FROM exam_items WHERE "
        "exam_id NOT IN (SELECT id FROM exams) "
        "OR attempt_uuid NOT IN (SELECT uuid FROM attempts) LIMIT 1"
    ).fetchone()
    if stray is not None:
        field = "exam_id" if stray[1] else "attempt_uuid"
        raise DamagedBundleError(path, "exam_items", stray[0], field, "is not in the bundle")
