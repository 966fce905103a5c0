"""Trainees and instructors. Instructors unlock the class dashboard with a PIN.

A PIN is stored only as a salted scrypt hash. Wrong PINs are counted in the database (so
restarting the app does not reset the count) and, past a few free typos, each one doubles the
wait before the next try. Library code never sleeps: `check_pin` returns how long to wait.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum
from typing import Any

from sqlite_utils import Database

from trainer.progress.clock import local_now, parse_utc, utc_iso
from trainer.progress.db import writing
from trainer.progress.errors import NotAnInstructorError, UnknownTraineeError, WeakPinError


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


@dataclass(frozen=True)
class PinPolicy:
    min_length: int = 4  # a 4-digit PIN, like a bank card: short enough to type at the table
    free_failures: int = 3  # typos happen; the first three wrong PINs in a row cost nothing
    first_delay_seconds: float = 1.0  # then 1 s, 2 s, 4 s, ... doubling per wrong PIN
    max_delay_seconds: float = 15 * 60  # capped so a forgetful instructor is not locked out all day


POLICY = PinPolicy()
# scrypt cost: n=2^14, r=8 (16 MiB, ~50 ms here), the interactive-login figure from the scrypt
# paper; the throttle, not the hash, is what stops guessing a 4-digit PIN at the keyboard.
SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_LEN = 2**14, 8, 1, 32


@dataclass(frozen=True)
class PinCheck:
    accepted: bool
    wait_seconds: float  # before the next try is even looked at; 0 when none
    failures: int  # wrong PINs in a row so far


_COLUMNS = "id, uuid, name, role, created"


def _person(row: Any) -> Person:
    return Person(int(row[0]), str(row[1]), str(row[2]), Role(row[3]), str(row[4]))


def add_trainee(db: Database, name: str, *, now: datetime | None = None) -> Person:
    return _add(db, name, Role.TRAINEE, now)


def add_instructor(db: Database, name: str, pin: str, *, now: datetime | None = None) -> Person:
    _require_pin_shape(pin)
    with writing(db):
        person = _add(db, name, Role.INSTRUCTOR, now)
        set_pin(db, person.id, pin)
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


def list_people(db: Database, role: Role | None = None) -> list[Person]:
    """Everyone (or one role), by name."""
    if role is None:
        rows = db.execute(f"SELECT {_COLUMNS} FROM trainees ORDER BY name, id").fetchall()
    else:
        rows = db.execute(
            f"SELECT {_COLUMNS} FROM trainees WHERE role = ? ORDER BY name, id", [role.value]
        ).fetchall()
    return [_person(row) for row in rows]


def rename(db: Database, person_id: int, name: str) -> Person:
    get_person(db, person_id)
    with writing(db):
        db.execute("UPDATE trainees SET name = ? WHERE id = ?", [name.strip(), person_id])
    return get_person(db, person_id)


def _require_pin_shape(pin: str) -> None:
    if len(pin) < POLICY.min_length:
        raise WeakPinError(f"a PIN needs at least {POLICY.min_length} characters")


def _hash(pin: str, salt: bytes, kdf: str) -> bytes:
    params = dict(part.split("=") for part in kdf.removeprefix("scrypt:").split(","))
    return hashlib.scrypt(
        pin.encode("utf-8"),
        salt=salt,
        n=int(params["n"]),
        r=int(params["r"]),
        p=int(params["p"]),
        dklen=int(params["dklen"]),
        maxmem=256 * 1024 * 1024,
    )


def set_pin(db: Database, instructor_id: int, pin: str) -> None:
    """Replace an instructor's PIN (and clear any wrong-PIN wait)."""
    _require_pin_shape(pin)
    if get_person(db, instructor_id).role is not Role.INSTRUCTOR:
        raise NotAnInstructorError(instructor_id)
    salt = os.urandom(16)
    kdf = f"scrypt:n={SCRYPT_N},r={SCRYPT_R},p={SCRYPT_P},dklen={SCRYPT_LEN}"
    digest = _hash(pin, salt, kdf)
    with writing(db):
        db.execute(
            "UPDATE trainees SET pin_hash = ?, pin_salt = ?, pin_kdf = ?, failed_pins = 0, "
            "pin_retry_after = NULL WHERE id = ?",
            [digest, salt, kdf, instructor_id],
        )


def delay_after(failures: int, policy: PinPolicy = POLICY) -> float:
    """Seconds to wait after `failures` wrong PINs in a row."""
    if failures <= policy.free_failures:
        return 0.0
    doubling = failures - policy.free_failures - 1
    return min(policy.max_delay_seconds, policy.first_delay_seconds * 2.0**doubling)


def check_pin(
    db: Database, instructor_id: int, pin: str, *, now: datetime | None = None
) -> PinCheck:
    """Accept or refuse a PIN. During a wait the PIN is not even compared (and not counted)."""
    moment = local_now(now)
    row = db.execute(
        "SELECT role, pin_hash, pin_salt, pin_kdf FROM trainees WHERE id = ?", [instructor_id]
    ).fetchone()
    if row is None:
        raise UnknownTraineeError(instructor_id)
    if row[0] != Role.INSTRUCTOR.value:
        raise NotAnInstructorError(instructor_id)
    waiting = _waiting(db, instructor_id, moment)
    if waiting is not None:
        return waiting
    right = row[1] is not None and hmac.compare_digest(
        _hash(pin, bytes(row[2]), str(row[3])), bytes(row[1])
    )
    with writing(db):
        waiting = _waiting(db, instructor_id, moment)  # another window may have tried meanwhile
        if waiting is not None:
            return waiting
        if right:
            db.execute(
                "UPDATE trainees SET failed_pins = 0, pin_retry_after = NULL WHERE id = ?",
                [instructor_id],
            )
            return PinCheck(True, 0.0, 0)
        failures = int(
            db.execute("SELECT failed_pins FROM trainees WHERE id = ?", [instructor_id]).fetchone()[
                0
            ]
        )
        failures += 1
        wait = delay_after(failures)
        retry = utc_iso(moment + timedelta(seconds=wait)) if wait else None
        db.execute(
            "UPDATE trainees SET failed_pins = ?, pin_retry_after = ? WHERE id = ?",
            [failures, retry, instructor_id],
        )
    return PinCheck(False, wait, failures)


def _waiting(db: Database, instructor_id: int, moment: datetime) -> PinCheck | None:
    row = db.execute(
        "SELECT failed_pins, pin_retry_after FROM trainees WHERE id = ?", [instructor_id]
    ).fetchone()
    if row[1] is None:
        return None
    remaining = (parse_utc(str(row[1])) - moment).total_seconds()
    return PinCheck(False, remaining, int(row[0])) if remaining > 0 else None
