"""Instructor passphrases: salted scrypt hashes only, fixed parameters, wrong ones refused and
increasingly slowed; PIN-era instructors still get in and are asked for a passphrase."""

from __future__ import annotations

import hashlib
import os
from datetime import timedelta
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0
from trainer.progress.accounts import (
    POLICY,
    Credential,
    Role,
    add_instructor,
    add_trainee,
    check_pin,
    delay_after,
    get_person,
    list_people,
    rename,
    set_secret,
)
from trainer.progress.db import open_db
from trainer.progress.errors import (
    NotAnInstructorError,
    SecretRefusedError,
    UnknownTraineeError,
    WeakPinError,
)

MARTA = "green felt 24"  # an instructor passphrase: 8 characters or more
JOAN = "blue chip 99"


def test_people_have_roles_and_are_listed_by_name(db: Database) -> None:
    pere = add_trainee(db, "Pere", now=T0)
    anna = add_trainee(db, "  Anna ", now=T0)
    marta = add_instructor(db, "Marta", MARTA, now=T0)
    assert anna.name == "Anna" and anna.role is Role.TRAINEE
    assert marta.role is Role.INSTRUCTOR
    assert [p.name for p in list_people(db)] == ["Anna", "Marta", "Pere"]
    assert list_people(db, Role.TRAINEE) == [anna, pere]
    assert rename(db, pere.id, "Pere Joan").name == "Pere Joan"
    with pytest.raises(UnknownTraineeError):
        get_person(db, 999)
    with pytest.raises(ValueError):
        add_trainee(db, "   ")


def test_the_passphrase_is_never_stored_in_clear(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    row = db.execute(
        "SELECT pin_hash, pin_salt, pin_kdf FROM trainees WHERE id = ?", [marta.id]
    ).fetchone()
    assert MARTA.encode() not in bytes(row[0]) and len(row[0]) == 32
    assert len(row[1]) == 16
    assert row[2] == "scrypt:n=32768,r=8,p=1,dklen=32"  # n = 2^15, fixed in the code
    # a second instructor with the same passphrase gets a different salt and hash
    joan = add_instructor(db, "Joan", MARTA, by=Credential(marta.id, MARTA))
    other = db.execute("SELECT pin_hash, pin_salt FROM trainees WHERE id = ?", [joan.id]).fetchone()
    assert other[0] != row[0] and other[1] != row[1]


def test_the_right_passphrase_is_accepted_and_a_wrong_one_refused(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    accepted = check_pin(db, marta.id, MARTA, now=T0)
    assert accepted.accepted and not accepted.needs_passphrase
    refused = check_pin(db, marta.id, "green felt 25", now=T0)
    assert not refused.accepted and refused.failures == 1


def test_repeated_wrong_secrets_wait_longer_and_longer(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    moment = T0
    waits = []
    for _ in range(POLICY.free_failures + 4):
        result = check_pin(db, marta.id, "00000000", now=moment)
        waits.append(result.wait_seconds)
        moment += timedelta(seconds=result.wait_seconds)
    # three free typos, then 1, 2, 4, 8 seconds (doubling from first_delay_seconds = 1)
    assert waits == [0.0, 0.0, 0.0, 1.0, 2.0, 4.0, 8.0]


def test_during_the_wait_even_the_right_secret_is_not_looked_at(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    for _ in range(POLICY.free_failures + 1):
        check_pin(db, marta.id, "00000000", now=T0)
    early = check_pin(db, marta.id, MARTA, now=T0 + timedelta(seconds=0.5))
    assert not early.accepted
    assert early.wait_seconds == pytest.approx(0.5)
    assert early.failures == POLICY.free_failures + 1  # not counted as another failure
    later = check_pin(db, marta.id, MARTA, now=T0 + timedelta(seconds=1))
    assert later.accepted and later.failures == 0
    # success resets the count: the next typo is free again
    assert check_pin(db, marta.id, "00000000", now=T0 + timedelta(seconds=2)).wait_seconds == 0.0


def test_the_wait_survives_reopening_the_database(db: Database, db_path: Path) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    for _ in range(POLICY.free_failures + 1):
        check_pin(db, marta.id, "00000000", now=T0)
    again = open_db(db_path, backup=False)
    assert check_pin(again, marta.id, MARTA, now=T0).wait_seconds == 1.0
    again.close()


def test_the_delay_is_capped() -> None:
    assert delay_after(POLICY.free_failures + 100) == POLICY.max_delay_seconds


def test_an_instructor_needs_a_passphrase_of_eight_characters(db: Database) -> None:
    # A 4-digit PIN was enough before: 10,000 guesses, minutes offline from a copy of the file.
    with pytest.raises(WeakPinError):
        add_instructor(db, "Marta", "2468")
    with pytest.raises(WeakPinError):
        add_instructor(db, "Marta", "1234567")  # 7
    with pytest.raises(WeakPinError):
        add_instructor(db, "Marta", " " * 12)
    marta = add_instructor(db, "Marta", "12345678")  # 8 is enough
    with pytest.raises(WeakPinError):
        set_secret(db, marta.id, "97531", proof="12345678")
    set_secret(db, marta.id, JOAN, proof="12345678")
    assert not check_pin(db, marta.id, "12345678").accepted
    assert check_pin(db, marta.id, JOAN).accepted


def test_changing_a_passphrase_needs_the_current_one_or_another_instructor(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    joan = add_instructor(db, "Joan", JOAN, by=Credential(marta.id, MARTA))
    with pytest.raises(SecretRefusedError):
        set_secret(db, marta.id, "taken over!", proof="not her passphrase")
    assert check_pin(db, marta.id, MARTA).accepted
    # Marta forgot hers: Joan resets it with his own
    set_secret(db, marta.id, "a fresh start", proof=Credential(joan.id, JOAN))
    assert check_pin(db, marta.id, "a fresh start").accepted


def test_a_trainee_without_a_pin_has_nothing_to_check(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    with pytest.raises(NotAnInstructorError):
        check_pin(db, anna.id, "2468")


def _forge(db: Database, person_id: int, secret: str, n: int, r: int, p: int) -> None:
    """Write a row the way anyone with the file could: a hash of `secret` under parameters of
    their choosing, named in `pin_kdf` in the old format."""
    salt = os.urandom(16)
    digest = hashlib.scrypt(secret.encode(), salt=salt, n=n, r=r, p=p, dklen=32)
    db.execute(
        "UPDATE trainees SET pin_hash = ?, pin_salt = ?, pin_kdf = ? WHERE id = ?",
        [digest, salt, f"scrypt:n={n},r={r},p={p},dklen=32", person_id],
    )
    db.conn.commit()


def test_kdf_parameters_stored_in_a_row_are_never_trusted(db: Database) -> None:
    # Before: the row's n=2 was used as written, and the cheap hash accepted.
    marta = add_instructor(db, "Marta", MARTA)
    _forge(db, marta.id, MARTA, n=2, r=1, p=1)
    assert not check_pin(db, marta.id, MARTA).accepted
    _forge(db, marta.id, "0000", n=2, r=1, p=1)
    assert not check_pin(db, marta.id, "0000").accepted


def test_a_row_asking_for_a_huge_cost_is_refused_without_computing_it(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    db.execute(
        "UPDATE trainees SET pin_kdf = 'scrypt:n=1073741824,r=8,p=1,dklen=32' WHERE id = ?",
        [marta.id],
    )
    db.conn.commit()
    assert not check_pin(db, marta.id, MARTA).accepted  # no 1 TiB scrypt, no exception


def test_a_pin_era_instructor_gets_in_and_is_asked_for_a_passphrase(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    _forge(db, marta.id, "2468", n=2**14, r=8, p=1)  # exactly what the PIN-era code wrote
    first = check_pin(db, marta.id, "2468")
    assert first.accepted and first.needs_passphrase  # not locked out, but told
    kdf = db.execute("SELECT pin_kdf FROM trainees WHERE id = ?", [marta.id]).fetchone()[0]
    assert kdf == "scrypt:n=32768,r=8,p=1,dklen=32"  # rehashed at today's cost meanwhile
    assert check_pin(db, marta.id, "2468").needs_passphrase  # asked again until she chooses
    set_secret(db, marta.id, "roulette wheel", proof="2468")
    chosen = check_pin(db, marta.id, "roulette wheel")
    assert chosen.accepted and not chosen.needs_passphrase
    assert not check_pin(db, marta.id, "2468").accepted


def test_a_pin_era_instructor_with_a_long_pin_is_simply_rehashed(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    _forge(db, marta.id, "long enough pin", n=2**14, r=8, p=1)
    check = check_pin(db, marta.id, "long enough pin")
    assert check.accepted and not check.needs_passphrase
