"""The school key: made once, held by each instructor as a copy encrypted under their own
passphrase (scrypt at parameters fixed in the code), unlocked only with it; the station key;
the school key's endorsement of the station."""

from __future__ import annotations

import hashlib
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlite_utils import Database

from tests.trainer.seal_kit import PASSPHRASE, instructor, raw, school_key
from trainer.exams import keys, seal, signing
from trainer.exams.keys import (
    NoCopyError,
    NoSchoolKeyError,
    SchoolKeyExistsError,
    SchoolKeyMismatchError,
    WeakPassphraseError,
    WrongPassphraseError,
)
from trainer.progress.accounts import add_trainee
from trainer.progress.db import open_db


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


def test_the_school_key_is_made_once_and_its_private_half_is_never_stored_in_clear(
    db: Database, data_home: Path
) -> None:
    nuria = instructor(db)
    key = school_key(db, nuria)
    assert key.kind == "school" and keys.school_public(db) == key.public
    assert keys.read_public_file(data_home / "school-key.pub") == key.public
    private = key.private.private_bytes_raw()
    for path in data_home.iterdir():
        if path.is_file():
            assert private not in path.read_bytes(), path.name
            assert private.hex().encode() not in path.read_bytes(), path.name
            assert PASSPHRASE.encode() not in path.read_bytes(), path.name
    with pytest.raises(SchoolKeyExistsError):
        keys.create_school_key(db, nuria.id, PASSPHRASE)


def test_unlocking_needs_the_instructors_own_passphrase(db: Database) -> None:
    nuria = instructor(db)
    made = school_key(db, nuria)
    assert keys.unlock(db, nuria.id, PASSPHRASE).public == made.public
    with pytest.raises(WrongPassphraseError):
        keys.unlock(db, nuria.id, "correct horse batterx")
    joan = instructor(db, "Joan", "another passphrase")
    with pytest.raises(NoCopyError):
        keys.unlock(db, joan.id, "another passphrase")
    keys.wrap_for(db, made, joan.id, "another passphrase")
    assert keys.unlock(db, joan.id, "another passphrase").public == made.public
    with pytest.raises(WrongPassphraseError):
        keys.unlock(db, joan.id, PASSPHRASE)  # Núria's passphrase does not open Joan's copy


def test_a_copy_moved_to_another_instructor_does_not_open(db: Database, data_home: Path) -> None:
    nuria = instructor(db)
    school_key(db, nuria)
    joan = instructor(db, "Joan", "another passphrase")
    with raw(data_home) as conn:  # Joan takes Núria's copy as his own
        conn.execute("UPDATE school_key_copies SET instructor_id = ?", [joan.id])
    with pytest.raises(WrongPassphraseError):
        keys.unlock(db, joan.id, PASSPHRASE)


def test_the_kdf_parameters_come_from_the_code_not_from_a_row(db: Database) -> None:
    """No row says how hard the passphrase is to guess: the copy decrypts only with the key
    scrypt gives at the code's fixed cost (n=2^16, r=8, p=1), worked out here independently."""
    nuria = instructor(db)
    made = school_key(db, nuria)
    columns = {row[1] for row in db.execute("PRAGMA table_info(school_key_copies)").fetchall()}
    assert columns == {"instructor_id", "fingerprint", "salt", "nonce", "wrapped", "created"}
    salt, nonce, wrapped = db.execute(
        "SELECT salt, nonce, wrapped FROM school_key_copies"
    ).fetchone()
    derived = hashlib.scrypt(
        PASSPHRASE.encode(), salt=salt, n=2**16, r=8, p=1, dklen=32, maxmem=2**28
    )
    bound = signing.message("school-key-copy", made.fingerprint, nuria.uuid)
    assert AESGCM(derived).decrypt(nonce, wrapped, bound) == made.private.private_bytes_raw()
    weak = hashlib.scrypt(PASSPHRASE.encode(), salt=salt, n=2, r=8, p=1, dklen=32)
    with pytest.raises(InvalidTag):
        AESGCM(weak).decrypt(nonce, wrapped, bound)


def test_a_short_passphrase_cannot_hold_the_school_key(db: Database) -> None:
    nuria = instructor(db)
    with pytest.raises(WeakPassphraseError):
        keys.create_school_key(db, nuria.id, "2468")
    assert keys.school_public(db) is None


def test_there_is_nothing_to_unlock_before_the_key_is_made(db: Database) -> None:
    nuria = instructor(db)
    with pytest.raises(NoSchoolKeyError):
        keys.unlock(db, nuria.id, PASSPHRASE)


def test_a_trainee_holds_no_copy(db: Database) -> None:
    made = school_key(db, instructor(db))
    anna = add_trainee(db, "Anna")
    with pytest.raises(keys.KeyProblem, match="not an instructor"):
        keys.wrap_for(db, made, anna.id, "a long passphrase")


def test_a_replaced_public_key_file_stops_the_unlock(db: Database, data_home: Path) -> None:
    nuria = instructor(db)
    school_key(db, nuria)
    forged = keys.SigningKey(Ed25519PrivateKey.generate(), "school")
    keys.write_public_file(data_home / "school-key.pub", forged.public)
    with pytest.raises(SchoolKeyMismatchError):
        keys.unlock(db, nuria.id, PASSPHRASE)


def test_a_replaced_school_key_row_stops_the_unlock(db: Database, data_home: Path) -> None:
    nuria = instructor(db)
    school_key(db, nuria)
    forged = keys.SigningKey(Ed25519PrivateKey.generate(), "school")
    with raw(data_home) as conn:
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("UPDATE school_keys SET public_key = ?", [forged.public])
    with pytest.raises(SchoolKeyMismatchError):
        keys.unlock(db, nuria.id, PASSPHRASE)


def test_a_lost_public_key_file_is_written_again_at_the_next_unlock(
    db: Database, data_home: Path
) -> None:
    nuria = instructor(db)
    made = school_key(db, nuria)
    (data_home / "school-key.pub").unlink()
    keys.unlock(db, nuria.id, PASSPHRASE)
    assert keys.read_public_file(data_home / "school-key.pub") == made.public


def test_the_school_key_moves_to_another_station_under_a_transfer_passphrase(
    db: Database, tmp_path: Path
) -> None:
    nuria = instructor(db)
    made = school_key(db, nuria)
    text = keys.export_school_key(made, "for the usb stick")
    assert made.private.private_bytes_raw().hex() not in text
    folder = tmp_path / "station-2"
    other = open_db(folder / "progress.db", backup=False)
    try:
        joan = instructor(other, "Joan", "joan's passphrase")
        with pytest.raises(WrongPassphraseError):
            keys.import_school_key(other, text, "wrong words", joan.id, "joan's passphrase")
        keys.import_school_key(
            other, text, "for the usb stick", joan.id, "joan's passphrase", folder=folder
        )
        assert keys.unlock(other, joan.id, "joan's passphrase", folder=folder).public == made.public
        assert keys.read_public_file(folder / "school-key.pub") == made.public
    finally:
        other.close()


def test_the_station_key_is_private_and_the_school_endorses_it(
    db: Database, data_home: Path
) -> None:
    station = seal.ensure_station(db)
    path = data_home / "station.key"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert seal.ensure_station(db).public == station.public
    assert keys.endorsement_for(db, station.public) is None
    nuria = instructor(db)
    made = school_key(db, nuria)
    endorsement = keys.endorsement_for(db, station.public)
    assert endorsement is not None and endorsement.school == made.public
    assert keys.endorsement_valid(made.public, station.public, endorsement.signature)
    other = keys.SigningKey(Ed25519PrivateKey.generate(), "station")
    assert not keys.endorsement_valid(made.public, other.public, endorsement.signature)


def test_a_damaged_station_key_is_reported_not_replaced(db: Database, data_home: Path) -> None:
    seal.ensure_station(db)
    (data_home / "station.key").write_bytes(b"short")
    with pytest.raises(keys.DamagedKeyFileError):
        seal.ensure_station(db)
    assert (data_home / "station.key").read_bytes() == b"short"


def test_a_copy_follows_its_instructors_new_passphrase(db: Database) -> None:
    nuria = instructor(db)
    made = school_key(db, nuria)
    keys.rewrap(db, nuria.id, PASSPHRASE, "a brand new passphrase")
    assert keys.unlock(db, nuria.id, "a brand new passphrase").public == made.public
    with pytest.raises(WrongPassphraseError):
        keys.unlock(db, nuria.id, PASSPHRASE)
