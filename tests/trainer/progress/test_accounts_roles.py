"""Who may do what, enforced in the core: the first instructor, instructors added only with an
existing instructor's passphrase, trainees' optional profile PINs that instructors can always
open, and an old database (PIN era) upgraded without locking anyone out."""

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
    has_instructor,
    has_profile_pin,
    list_people,
    open_profile,
    remove_profile_pin,
    set_secret,
)
from trainer.progress.db import connect, open_db
from trainer.progress.errors import (
    NotAnInstructorError,
    SecretNeededError,
    SecretRefusedError,
    WeakPinError,
)
from trainer.progress.migrations import MIGRATIONS

MARTA = "green felt 24"
JOAN = "blue chip 99"


def test_the_first_instructor_of_a_station_is_created_freely(db: Database) -> None:
    add_trainee(db, "Anna")
    assert not has_instructor(db)
    marta = add_instructor(db, "Marta", MARTA)
    assert marta.role is Role.INSTRUCTOR and has_instructor(db)


def test_a_second_instructor_needs_an_instructors_passphrase(db: Database) -> None:
    # Before: anyone at the who screen made themselves an instructor, with every trainee's data.
    marta = add_instructor(db, "Marta", MARTA)
    with pytest.raises(SecretNeededError):
        add_instructor(db, "Pau", "let me in please")
    with pytest.raises(SecretRefusedError):
        add_instructor(db, "Pau", "let me in please", by=Credential(marta.id, "a good guess"))
    assert [p.name for p in list_people(db, Role.INSTRUCTOR)] == ["Marta"]
    joan = add_instructor(db, "Joan", JOAN, by=Credential(marta.id, MARTA))
    assert [p.name for p in list_people(db, Role.INSTRUCTOR)] == ["Joan", "Marta"]
    assert check_pin(db, joan.id, JOAN).accepted


def test_a_trainee_cannot_sponsor_an_instructor(db: Database) -> None:
    add_instructor(db, "Marta", MARTA)
    anna = add_trainee(db, "Anna")
    set_secret(db, anna.id, "1234")
    with pytest.raises(NotAnInstructorError):
        add_instructor(db, "Pau", "let me in please", by=Credential(anna.id, "1234"))


def test_wrong_sponsor_passphrases_are_throttled_like_any_other(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    wrong = Credential(marta.id, "guess guess")
    waits = []
    for _ in range(POLICY.free_failures + 2):
        with pytest.raises(SecretRefusedError) as refused:
            add_instructor(db, "Pau", "let me in please", by=wrong, now=T0)
        waits.append(refused.value.wait_seconds)
    # three free typos, a 1 s wait, then (during the wait) the same 1 s left, not counted
    assert waits == [0.0, 0.0, 0.0, 1.0, 1.0]
    with pytest.raises(SecretRefusedError):  # even the right one, during the wait
        add_instructor(db, "Joan", JOAN, by=Credential(marta.id, MARTA), now=T0)
    later = T0 + timedelta(seconds=1)
    add_instructor(db, "Joan", JOAN, by=Credential(marta.id, MARTA), now=later)


def test_instructors_merged_from_another_station_cannot_unlock_and_do_not_count(
    db: Database,
) -> None:
    # A station bundle brings instructors' names, never their secrets.
    db.execute(
        "INSERT INTO trainees (uuid, name, role, created) VALUES "
        "('u-1', 'Remote', 'instructor', '2025-01-01T10:00:00.000000Z')"
    )
    db.conn.commit()
    remote = next(p for p in list_people(db) if p.name == "Remote")
    assert not has_instructor(db)
    assert not check_pin(db, remote.id, "").accepted
    with pytest.raises(SecretNeededError):  # nobody claims the secretless row
        set_secret(db, remote.id, "mine now, thanks")
    with pytest.raises(SecretRefusedError):
        set_secret(db, remote.id, "mine now, thanks", proof="")
    marta = add_instructor(db, "Marta", MARTA)  # the station's first, freely
    set_secret(db, remote.id, "welcome back", proof=Credential(marta.id, MARTA))
    assert check_pin(db, remote.id, "welcome back").accepted


def test_a_profile_is_open_until_its_trainee_protects_it(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    assert not has_profile_pin(db, anna.id)
    assert open_profile(db, anna.id).accepted
    set_secret(db, anna.id, "1357")  # her first PIN needs nothing
    assert has_profile_pin(db, anna.id)
    assert not open_profile(db, anna.id).accepted
    assert not open_profile(db, anna.id, pin="2468").accepted
    assert open_profile(db, anna.id, pin="1357").accepted


def test_a_profile_pin_is_short_but_not_empty(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    with pytest.raises(WeakPinError):
        set_secret(db, anna.id, "135")
    set_secret(db, anna.id, "1357")
    assert check_pin(db, anna.id, "1357").accepted
    assert not check_pin(db, anna.id, "1357").needs_passphrase  # trainees keep short PINs


def test_an_instructor_always_opens_a_protected_profile(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    anna = add_trainee(db, "Anna")
    set_secret(db, anna.id, "1357")
    assert open_profile(db, anna.id, by=Credential(marta.id, MARTA)).accepted
    assert not open_profile(db, anna.id, by=Credential(marta.id, "1357")).accepted
    pere = add_trainee(db, "Pere")
    set_secret(db, pere.id, "9999")
    with pytest.raises(NotAnInstructorError):  # a classmate's PIN is not an instructor's
        open_profile(db, anna.id, by=Credential(pere.id, "9999"))


def test_changing_or_removing_a_profile_pin_needs_it_or_an_instructor(db: Database) -> None:
    marta = add_instructor(db, "Marta", MARTA)
    anna = add_trainee(db, "Anna")
    set_secret(db, anna.id, "1357")
    with pytest.raises(SecretNeededError):  # a classmate cannot lock her out
        set_secret(db, anna.id, "0000")
    with pytest.raises(SecretRefusedError):
        remove_profile_pin(db, anna.id, proof="0000")
    set_secret(db, anna.id, "2468", proof="1357")
    assert open_profile(db, anna.id, pin="2468").accepted
    # She forgot it: an instructor removes it with her own passphrase.
    remove_profile_pin(db, anna.id, proof=Credential(marta.id, MARTA))
    assert not has_profile_pin(db, anna.id)
    assert open_profile(db, anna.id).accepted


def test_wrong_profile_pins_are_throttled_and_counted_in_the_database(
    db: Database, db_path: Path
) -> None:
    anna = add_trainee(db, "Anna")
    set_secret(db, anna.id, "1357")
    for _ in range(POLICY.free_failures + 1):
        open_profile(db, anna.id, pin="0000", now=T0)
    again = open_db(db_path, backup=False)
    waiting = open_profile(again, anna.id, pin="1357", now=T0)
    assert not waiting.accepted and waiting.wait_seconds == 1.0
    assert open_profile(again, anna.id, pin="1357", now=T0 + timedelta(seconds=1)).accepted
    again.close()


def test_a_pin_era_database_upgrades_and_its_instructor_still_gets_in(tmp_path: Path) -> None:
    """A station's file from before profile PINs: an instructor with a 4-digit PIN hashed the
    old way (n=2^14). After the upgrade she gets in with it, is asked for a passphrase, and the
    station's trainees can protect their profiles."""
    path = tmp_path / "old.db"
    old = connect(path)
    MIGRATIONS.apply(old, stop_before="m007_profile_pins")
    salt = os.urandom(16)
    digest = hashlib.scrypt(b"2468", salt=salt, n=2**14, r=8, p=1, dklen=32)
    old.execute(
        "INSERT INTO trainees (uuid, name, role, created, pin_hash, pin_salt, pin_kdf) VALUES "
        "('i-1', 'Marta', 'instructor', '2024-01-01T10:00:00.000000Z', ?, ?, "
        "'scrypt:n=16384,r=8,p=1,dklen=32')",
        [digest, salt],
    )
    old.execute(
        "INSERT INTO trainees (uuid, name, role, created) VALUES "
        "('t-1', 'Anna', 'trainee', '2024-01-01T10:00:00.000000Z')"
    )
    old.conn.commit()
    old.close()

    db = open_db(path, backup=False)
    marta, anna = (next(p for p in list_people(db) if p.name == n) for n in ("Marta", "Anna"))
    assert has_instructor(db)
    with pytest.raises(SecretNeededError):
        add_instructor(db, "Pau", "let me in please")
    unlocked = check_pin(db, marta.id, "2468")
    assert unlocked.accepted and unlocked.needs_passphrase
    set_secret(db, marta.id, "roulette wheel", proof="2468")
    assert not check_pin(db, marta.id, "roulette wheel").needs_passphrase
    set_secret(db, anna.id, "1357")
    assert open_profile(db, anna.id, pin="1357").accepted
    db.close()
