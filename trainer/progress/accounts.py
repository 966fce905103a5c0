"""Trainees and instructors, and who may do what. The rules live here, not in the screens, so
no window (or script) can skip them:

- Anyone at the station may add a trainee and practise as an unprotected trainee.
- The first instructor of a station is created freely (a fresh station has nobody to ask);
  every later one needs an existing instructor's passphrase (`add_instructor(..., by=...)`).
- An instructor's secret is a passphrase of at least 8 characters. A PIN-era instructor with a
  4-digit PIN still gets in, and the check says a passphrase is needed (`needs_passphrase`).
- A trainee may protect their profile with a short PIN; an instructor can always open it, and
  reset or remove it, with their own passphrase.
- Changing a secret needs the current one or an instructor's passphrase; a trainee's first PIN
  needs nothing.

Hashing, fixed KDF parameters and the wrong-secret throttle are in `pins.py`.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlite_utils import Database

from trainer.progress import pins
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing
from trainer.progress.errors import (
    NotAnInstructorError,
    SecretNeededError,
    SecretRefusedError,
    UnknownTraineeError,
    WeakPinError,
)
from trainer.progress.pins import POLICY, PinCheck, SecretPolicy, delay_after

__all__ = [
    "POLICY",
    "Credential",
    "Person",
    "PinCheck",
    "Role",
    "SecretPolicy",
    "add_instructor",
    "add_trainee",
    "authorise",
    "check_pin",
    "delay_after",
    "get_person",
    "has_instructor",
    "has_profile_pin",
    "list_people",
    "min_length",
    "open_profile",
    "protected_profiles",
    "remove_profile_pin",
    "rename",
    "set_secret",
]


class Role(StrEnum):
    TRAINEE = "trainee"
    INSTRUCTOR = "instructor"


@dataclass(frozen=True)
class Person:
    id: int
    uuid: str
    name: str
    role: Role
    created: str  # UTC ISO
    archived: str | None = None  # UTC ISO when an instructor archived them (see cohorts.py)


@dataclass(frozen=True)
class Credential:
    """An instructor and the passphrase they typed, handed to an action that needs one; the
    action checks it itself (and a wrong one counts towards the throttle)."""

    instructor_id: int
    secret: str = ""

    def __repr__(self) -> str:  # never print the secret in a traceback or a log
        return f"Credential(instructor_id={self.instructor_id})"


_COLUMNS = "id, uuid, name, role, created, archived"


def _person(row: Any) -> Person:
    return Person(int(row[0]), str(row[1]), str(row[2]), Role(row[3]), str(row[4]), row[5])


def min_length(role: Role) -> int:
    """The shortest secret a person of `role` may choose."""
    if role is Role.INSTRUCTOR:
        return POLICY.instructor_min_length
    return POLICY.trainee_min_length


def _require_shape(secret: str, role: Role) -> None:
    shortest = min_length(role)
    if len(secret) < shortest or not secret.strip():
        kind = "an instructor passphrase" if role is Role.INSTRUCTOR else "a PIN"
        raise WeakPinError(f"{kind} needs at least {shortest} characters")


def add_trainee(db: Database, name: str, *, now: datetime | None = None) -> Person:
    return _add(db, name, Role.TRAINEE, now)


def has_instructor(db: Database) -> bool:
    """Whether an instructor can unlock this station (one with a secret set here). Until then
    the first instructor is created freely; instructors merged in from another station's
    bundle carry no secret and do not count."""
    row = db.execute(
        "SELECT 1 FROM trainees WHERE role = 'instructor' AND pin_hash IS NOT NULL LIMIT 1"
    ).fetchone()
    return row is not None


def add_instructor(
    db: Database,
    name: str,
    passphrase: str,
    *,
    by: Credential | None = None,
    now: datetime | None = None,
) -> Person:
    """A new instructor. The station's first needs nothing; any later one needs `by`, an
    existing instructor's passphrase (raises `SecretNeededError` or `SecretRefusedError`)."""
    _require_shape(passphrase, Role.INSTRUCTOR)
    sponsored = has_instructor(db)
    if sponsored:
        authorise(db, by, what="adding an instructor", now=now)
    with writing(db):
        if not sponsored and has_instructor(db):  # another window created the first meanwhile
            raise SecretNeededError("adding an instructor")
        person = _add(db, name, Role.INSTRUCTOR, now)
        pins.store_secret(db, pins.INSTRUCTORS, person.id, passphrase)
    return person


def _add(db: Database, name: str, role: Role, now: datetime | None) -> Person:
    clean = name.strip()
    if not clean:
        raise ValueError("a name is needed")
    with writing(db):
        cursor = db.execute(
            "INSERT INTO trainees (uuid, name, role, created) VALUES (?, ?, ?, ?)",
            [str(uuid.uuid4()), clean, role.value, utc_iso(local_now(now))],
        )
        new_id = int(cursor.lastrowid or 0)
    return get_person(db, new_id)


def get_person(db: Database, person_id: int) -> Person:
    row = db.execute(f"SELECT {_COLUMNS} FROM trainees WHERE id = ?", [person_id]).fetchone()
    if row is None:
        raise UnknownTraineeError(person_id)
    return _person(row)


def list_people(db: Database, role: Role | None = None, *, archived: bool = False) -> list[Person]:
    """Everyone (or one role), by name; archived trainees only when `archived` is True (they
    are never deleted, only kept out of the lists)."""
    where = [] if archived else ["archived IS NULL"]
    params: list[object] = []
    if role is not None:
        where.append("role = ?")
        params.append(role.value)
    clause = f" WHERE {' AND '.join(where)}" if where else ""
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM trainees{clause} ORDER BY name, id", params
    ).fetchall()
    return [_person(row) for row in rows]


def rename(db: Database, person_id: int, name: str) -> Person:
    get_person(db, person_id)
    with writing(db):
        db.execute("UPDATE trainees SET name = ? WHERE id = ?", [name.strip(), person_id])
    return get_person(db, person_id)


def _store(person: Person) -> pins.Store:
    return pins.INSTRUCTORS if person.role is Role.INSTRUCTOR else pins.PROFILES


def has_profile_pin(db: Database, trainee_id: int) -> bool:
    person = get_person(db, trainee_id)
    return person.role is Role.TRAINEE and pins.has_secret(db, pins.PROFILES, trainee_id)


def protected_profiles(db: Database) -> frozenset[int]:
    """The ids of the trainees who protected their profile with a PIN (for a list's marks)."""
    return frozenset(int(row[0]) for row in db.execute("SELECT trainee_id FROM profile_pins"))


def check_pin(
    db: Database, person_id: int, secret: str, *, now: datetime | None = None
) -> PinCheck:
    """An instructor's passphrase (or PIN-era PIN), or a protected trainee's profile PIN.
    Raises `NotAnInstructorError` for a trainee with no PIN: there is nothing to check."""
    person = get_person(db, person_id)
    if person.role is Role.TRAINEE and not pins.has_secret(db, pins.PROFILES, person_id):
        raise NotAnInstructorError(person_id)
    shortest = POLICY.instructor_min_length if person.role is Role.INSTRUCTOR else 0
    return pins.check(db, _store(person), person_id, secret, min_length=shortest, now=now)


def authorise(
    db: Database,
    by: Credential | None,
    *,
    what: str = "this",
    now: datetime | None = None,
) -> PinCheck:
    """Raise unless `by` is an instructor with their right secret; the accepted check is
    returned (its `needs_passphrase` tells a PIN-era instructor to choose a passphrase)."""
    if by is None:
        raise SecretNeededError(what)
    if get_person(db, by.instructor_id).role is not Role.INSTRUCTOR:
        raise NotAnInstructorError(by.instructor_id)
    result = check_pin(db, by.instructor_id, by.secret, now=now)
    if not result.accepted:
        raise SecretRefusedError(by.instructor_id, result.wait_seconds, result.failures)
    return result


def _prove(
    db: Database, person: Person, proof: str | Credential | None, now: datetime | None
) -> None:
    """The person's own current secret, or an instructor's passphrase; raises otherwise."""
    if isinstance(proof, Credential):
        authorise(db, proof, what=f"changing the secret of person {person.id}", now=now)
        return
    if proof is None:
        raise SecretNeededError(f"changing the secret of person {person.id}")
    result = pins.check(db, _store(person), person.id, proof, now=now)
    if not result.accepted:
        raise SecretRefusedError(person.id, result.wait_seconds, result.failures)


def set_secret(
    db: Database,
    person_id: int,
    secret: str,
    *,
    proof: str | Credential | None = None,
    now: datetime | None = None,
) -> None:
    """Set or replace an instructor's passphrase or a trainee's profile PIN (clearing any wait).

    `proof` is the person's current secret, or an instructor's `Credential` (an instructor
    resets a forgotten one). A trainee with no PIN yet needs no proof.
    """
    person = get_person(db, person_id)
    _require_shape(secret, person.role)
    if person.role is Role.INSTRUCTOR or pins.has_secret(db, pins.PROFILES, person_id):
        _prove(db, person, proof, now)
    pins.store_secret(db, _store(person), person_id, secret)


def remove_profile_pin(
    db: Database,
    trainee_id: int,
    *,
    proof: str | Credential | None = None,
    now: datetime | None = None,
) -> None:
    """Unprotect a trainee's profile: their PIN or an instructor's passphrase is needed."""
    person = get_person(db, trainee_id)
    if person.role is not Role.TRAINEE:
        raise ValueError("an instructor always keeps a passphrase")
    if not pins.has_secret(db, pins.PROFILES, trainee_id):
        return
    _prove(db, person, proof, now)
    with writing(db):
        db.execute("DELETE FROM profile_pins WHERE trainee_id = ?", [trainee_id])


def open_profile(
    db: Database,
    trainee_id: int,
    *,
    pin: str | None = None,
    by: Credential | None = None,
    now: datetime | None = None,
) -> PinCheck:
    """May this trainee's profile be opened? An unprotected one: yes. A protected one: with
    its PIN, or with an instructor's passphrase (`by`), which always opens it."""
    person = get_person(db, trainee_id)
    if person.role is not Role.TRAINEE:
        raise ValueError("an instructor is opened with their passphrase (check_pin)")
    if by is not None:
        try:
            return authorise(db, by, what="opening a protected profile", now=now)
        except SecretRefusedError as refused:
            return PinCheck(False, refused.wait_seconds, refused.failures)
    if not pins.has_secret(db, pins.PROFILES, trainee_id):
        return PinCheck(True, 0.0, 0)
    return pins.check(db, pins.PROFILES, trainee_id, pin or "", now=now)
