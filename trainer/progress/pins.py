"""Secrets: instructor passphrases and trainee profile PINs, hashed, checked and throttled.

A secret is stored only as a salted scrypt hash. The hash's cost is fixed here, in the code:
a row names its parameters (`pin_kdf`), but that text is only looked up among the ones listed
in `KDFS`; a row naming anything else (`n=2`, a huge `n`, garbage) is never accepted, so a row
cannot be made cheap to brute-force or costly to check by editing it.

Wrong secrets are counted in the database (restarting the app does not reset the count) and,
past a few free typos, each one doubles the wait before the next try. Library code never
sleeps: `check` returns how long to wait.

Instructors keep their secret in their `trainees` row; a trainee's optional profile PIN lives
in `profile_pins` (the `trainees` table only allows instructors a hash). Both tables have the
same five columns, so one set of functions serves both.
"""

from __future__ import annotations

import hashlib
import hmac
import os
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlite_utils import Database

from trainer.progress.clock import local_now, parse_utc, utc_iso
from trainer.progress.db import writing


@dataclass(frozen=True)
class SecretPolicy:
    # A passphrase: the hash sits in a file any trainee at the station can copy, and 10,000
    # four-digit PINs fall to an offline guess in minutes whatever the hash costs.
    instructor_min_length: int = 8
    # A profile PIN only keeps a classmate out at the keyboard, where the throttle holds.
    trainee_min_length: int = 4
    free_failures: int = 3  # typos happen; the first three wrong secrets in a row cost nothing
    first_delay_seconds: float = 1.0  # then 1 s, 2 s, 4 s, ... doubling per wrong secret
    max_delay_seconds: float = 15 * 60  # capped so a forgetful instructor is not locked out all day


POLICY = SecretPolicy()


@dataclass(frozen=True)
class Kdf:
    n: int
    r: int
    p: int
    dklen: int

    @property
    def label(self) -> str:
        return f"scrypt:n={self.n},r={self.r},p={self.p},dklen={self.dklen}"


# scrypt n=2^15, r=8: 32 MiB and about 0.1 s here per check, so each offline guess costs the
# same; the passphrase's length (8 characters or more) is what puts guessing out of reach.
# The PIN era's n=2^14 is still read: an instructor who has not yet chosen a passphrase must
# still get in (and is rehashed at today's cost on the way).
CURRENT = Kdf(n=2**15, r=8, p=1, dklen=32)
LEGACY = Kdf(n=2**14, r=8, p=1, dklen=32)
KDFS = {kdf.label: kdf for kdf in (CURRENT, LEGACY)}
_MAX_MEMORY = 256 * 1024 * 1024


@dataclass(frozen=True)
class PinCheck:
    accepted: bool
    wait_seconds: float  # before the next try is even looked at; 0 when none
    failures: int  # wrong secrets in a row so far
    # Accepted, but the secret is a PIN-era one shorter than a passphrase: ask for a new one.
    needs_passphrase: bool = False


@dataclass(frozen=True)
class Store:
    """Where one kind of secret lives: a table and the column naming the person."""

    table: str
    key: str


INSTRUCTORS = Store("trainees", "id")
PROFILES = Store("profile_pins", "trainee_id")


def delay_after(failures: int, policy: SecretPolicy = POLICY) -> float:
    """Seconds to wait after `failures` wrong secrets in a row."""
    if failures <= policy.free_failures:
        return 0.0
    doubling = failures - policy.free_failures - 1
    return min(policy.max_delay_seconds, policy.first_delay_seconds * 2.0**doubling)


def derive(secret: str, salt: bytes, kdf: Kdf) -> bytes:
    return hashlib.scrypt(
        secret.encode("utf-8"),
        salt=salt,
        n=kdf.n,
        r=kdf.r,
        p=kdf.p,
        dklen=kdf.dklen,
        maxmem=_MAX_MEMORY,
    )


def store_secret(db: Database, store: Store, person_id: int, secret: str) -> None:
    """Hash `secret` with the current parameters and clear any wait (callers check rights)."""
    salt = os.urandom(16)
    digest = derive(secret, salt, CURRENT)
    with writing(db):
        if store is PROFILES:
            db.execute(
                "INSERT INTO profile_pins (trainee_id, pin_hash, pin_salt, pin_kdf) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (trainee_id) DO UPDATE SET "
                "pin_hash = excluded.pin_hash, pin_salt = excluded.pin_salt, "
                "pin_kdf = excluded.pin_kdf, failed_pins = 0, pin_retry_after = NULL",
                [person_id, digest, salt, CURRENT.label],
            )
            return
        db.execute(
            f"UPDATE {store.table} SET pin_hash = ?, pin_salt = ?, pin_kdf = ?, failed_pins = 0, "
            f"pin_retry_after = NULL WHERE {store.key} = ?",
            [digest, salt, CURRENT.label, person_id],
        )


def has_secret(db: Database, store: Store, person_id: int) -> bool:
    row = db.execute(
        f"SELECT pin_hash FROM {store.table} WHERE {store.key} = ?", [person_id]
    ).fetchone()
    return row is not None and row[0] is not None


def _matches(row: Any, secret: str) -> tuple[bool, Kdf | None]:
    """(right, the parameters used) for a row of (pin_hash, pin_salt, pin_kdf)."""
    kdf = KDFS.get(str(row[2])) if row is not None and row[0] is not None else None
    if kdf is None or row[1] is None:
        return False, None  # no secret, or parameters this code did not write: never accepted
    digest = derive(secret, bytes(row[1]), kdf)
    return hmac.compare_digest(digest, bytes(row[0])), kdf


def check(
    db: Database,
    store: Store,
    person_id: int,
    secret: str,
    *,
    min_length: int = 0,
    now: datetime | None = None,
) -> PinCheck:
    """Accept or refuse a secret. During a wait it is not even compared (and not counted).

    An accepted PIN-era hash is rehashed with today's parameters; a right secret shorter than
    `min_length` (a PIN-era instructor PIN) is accepted and flagged (`needs_passphrase`), so
    the caller asks for a passphrase instead of locking the instructor out.
    """
    moment = local_now(now)
    waiting = _waiting(db, store, person_id, moment)
    if waiting is not None:
        return waiting
    row = db.execute(
        f"SELECT pin_hash, pin_salt, pin_kdf FROM {store.table} WHERE {store.key} = ?",
        [person_id],
    ).fetchone()
    right, kdf = _matches(row, secret)
    with writing(db):
        waiting = _waiting(db, store, person_id, moment)  # another window may have tried meanwhile
        if waiting is not None:
            return waiting
        if right:
            if kdf is not CURRENT:
                store_secret(db, store, person_id, secret)  # rehashed at today's cost
            _reset(db, store, person_id)
            return PinCheck(True, 0.0, 0, needs_passphrase=len(secret) < min_length)
        return _count_failure(db, store, person_id, moment)


def _reset(db: Database, store: Store, person_id: int) -> None:
    db.execute(
        f"UPDATE {store.table} SET failed_pins = 0, pin_retry_after = NULL WHERE {store.key} = ?",
        [person_id],
    )


def _count_failure(db: Database, store: Store, person_id: int, moment: datetime) -> PinCheck:
    row = db.execute(
        f"SELECT failed_pins FROM {store.table} WHERE {store.key} = ?", [person_id]
    ).fetchone()
    failures = (int(row[0]) if row is not None else 0) + 1
    wait = delay_after(failures)
    retry = utc_iso(moment + timedelta(seconds=wait)) if wait else None
    db.execute(
        f"UPDATE {store.table} SET failed_pins = ?, pin_retry_after = ? WHERE {store.key} = ?",
        [failures, retry, person_id],
    )
    return PinCheck(False, wait, failures)


def _waiting(db: Database, store: Store, person_id: int, moment: datetime) -> PinCheck | None:
    row = db.execute(
        f"SELECT failed_pins, pin_retry_after FROM {store.table} WHERE {store.key} = ?",
        [person_id],
    ).fetchone()
    if row is None or row[1] is None:
        return None
    try:
        remaining = (parse_utc(str(row[1])) - moment).total_seconds()
    except ValueError:
        return None  # a damaged time: no wait (whoever can edit the file can clear it anyway)
    return PinCheck(False, remaining, int(row[0])) if remaining > 0 else None
