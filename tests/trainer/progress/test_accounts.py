"""Instructor PINs: salted scrypt hashes only, wrong PINs refused and increasingly slowed."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0
from trainer.progress.accounts import (
    POLICY,
    Role,
    add_instructor,
    add_trainee,
    check_pin,
    delay_after,
    get_person,
    list_people,
    rename,
    set_pin,
)
from trainer.progress.db import open_db
from trainer.progress.errors import NotAnInstructorError, UnknownTraineeError, WeakPinError


def test_people_have_roles_and_are_listed_by_name(db: Database) -> None:
    pere = add_trainee(db, "Pere", now=T0)
    anna = add_trainee(db, "  Anna ", now=T0)
    marta = add_instructor(db, "Marta", "2468", now=T0)
    assert anna.name == "Anna" and anna.role is Role.TRAINEE
    assert marta.role is Role.INSTRUCTOR
    assert [p.name for p in list_people(db)] == ["Anna", "Marta", "Pere"]
    assert list_people(db, Role.TRAINEE) == [anna, pere]
    assert rename(db, pere.id, "Pere Joan").name == "Pere Joan"
    with pytest.raises(UnknownTraineeError):
        get_person(db, 999)
    with pytest.raises(ValueError):
        add_trainee(db, "   ")


def test_the_pin_is_never_stored_in_clear(db: Database) -> None:
    marta = add_instructor(db, "Marta", "2468")
    row = db.execute(
        "SELECT pin_hash, pin_salt, pin_kdf FROM trainees WHERE id = ?", [marta.id]
    ).fetchone()
    assert b"2468" not in bytes(row[0]) and len(row[0]) == 32
    assert len(row[1]) == 16
    assert row[2].startswith("scrypt:")
    # a second instructor with the same PIN gets a different salt and hash
    joan = add_instructor(db, "Joan", "2468")
    other = db.execute("SELECT pin_hash, pin_salt FROM trainees WHERE id = ?", [joan.id]).fetchone()
    assert other[0] != row[0] and other[1] != row[1]


def test_the_right_pin_is_accepted_and_a_wrong_one_refused(db: Database) -> None:
    marta = add_instructor(db, "Marta", "2468")
    assert check_pin(db, marta.id, "2468", now=T0).accepted
    refused = check_pin(db, marta.id, "1357", now=T0)
    assert not refused.accepted and refused.failures == 1


def test_repeated_wrong_pins_wait_longer_and_longer(db: Database) -> None:
    marta = add_instructor(db, "Marta", "2468")
    moment = T0
    waits = []
    for _ in range(POLICY.free_failures + 4):
        result = check_pin(db, marta.id, "0000", now=moment)
        waits.append(result.wait_seconds)
        moment += timedelta(seconds=result.wait_seconds)
    # three free typos, then 1, 2, 4, 8 seconds (doubling from first_delay_seconds = 1)
    assert waits == [0.0, 0.0, 0.0, 1.0, 2.0, 4.0, 8.0]


def test_during_the_wait_even_the_right_pin_is_not_looked_at(db: Database) -> None:
    marta = add_instructor(db, "Marta", "2468")
    for _ in range(POLICY.free_failures + 1):
        check_pin(db, marta.id, "0000", now=T0)
    early = check_pin(db, marta.id, "2468", now=T0 + timedelta(seconds=0.5))
    assert not early.accepted
    assert early.wait_seconds == pytest.approx(0.5)
    assert early.failures == POLICY.free_failures + 1  # not counted as another failure
    later = check_pin(db, marta.id, "2468", now=T0 + timedelta(seconds=1))
    assert later.accepted and later.failures == 0
    # success resets the count: the next typo is free again
    assert check_pin(db, marta.id, "0000", now=T0 + timedelta(seconds=2)).wait_seconds == 0.0


def test_the_wait_survives_reopening_the_database(db: Database, db_path: Path) -> None:
    marta = add_instructor(db, "Marta", "2468")
    for _ in range(POLICY.free_failures + 1):
        check_pin(db, marta.id, "0000", now=T0)
    again = open_db(db_path, backup=False)
    assert check_pin(again, marta.id, "2468", now=T0).wait_seconds == 1.0
    again.close()


def test_the_delay_is_capped() -> None:
    assert delay_after(POLICY.free_failures + 100) == POLICY.max_delay_seconds


def test_pins_belong_to_instructors_and_must_be_long_enough(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    with pytest.raises(NotAnInstructorError):
        check_pin(db, anna.id, "2468")
    with pytest.raises(NotAnInstructorError):
        set_pin(db, anna.id, "2468")
    with pytest.raises(WeakPinError):
        add_instructor(db, "Marta", "12")
    marta = add_instructor(db, "Marta", "2468")
    set_pin(db, marta.id, "97531")
    assert not check_pin(db, marta.id, "2468").accepted
    assert check_pin(db, marta.id, "97531").accepted
