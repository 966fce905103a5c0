"""The keys that sign exams: the school's, unlocked only by an instructor, and the station's.

- **School key** (Ed25519): signs proctored exams. Its private half is never stored in clear:
  each instructor holds a copy encrypted (AES-256-GCM) under a key derived from their own
  passphrase with scrypt, at fixed parameters written here (never read from a row, so a row
  cannot weaken them). An instructor who proctors an exam unlocks it with their passphrase; it
  stays in memory for that exam only. Its public half is in the progress file and in
  `school-key.pub` in the data folder: copy that file to any machine that must check
  certificates (it is all `verify` needs there).
- **Station key** (Ed25519, `station.key` in the data folder, 0600): signs self-assessments,
  which nobody proctors. Anyone who can read the data folder can use it, so a self-assessment
  is evidence against editing the progress file, not against the station's own user. When an
  instructor unlocks the school key on a station, the school key endorses the station key, so a
  self-assessment certificate shows it was sat on one of the school's stations.
"""

from __future__ import annotations

import hashlib
import os
import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat
from sqlite_utils import Database

from trainer import paths
from trainer.exams import signing
from trainer.progress.accounts import Role, get_person
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing
from trainer.progress.errors import ProgressError

STATION_KEY_FILE = "station.key"
SCHOOL_PUBLIC_FILE = "school-key.pub"
PUBLIC_FILE_TAG = "ed25519"

MIN_PASSPHRASE = 8
# scrypt at n=2^16, r=8 (64 MiB, about 0.3 s here): each guess at a stolen copy costs that much
# memory and time. Fixed in the code on purpose: the parameters are never read from the file.
SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_LEN = 2**16, 8, 1, 32
SALT_BYTES, NONCE_BYTES = 16, 12

Kind = Literal["school", "station"]


class KeyProblem(ProgressError):
    """A key cannot be used; the message says why and what to do."""


class WeakPassphraseError(KeyProblem):
    pass


class NoSchoolKeyError(KeyProblem):
    pass


class SchoolKeyExistsError(KeyProblem):
    pass


class NoCopyError(KeyProblem):
    """The instructor holds no copy of the school key."""


class WrongPassphraseError(KeyProblem):
    pass


class SchoolKeyMismatchError(KeyProblem):
    """Two places that must hold the same school key do not: one of them was replaced."""


class DamagedKeyFileError(KeyProblem):
    pass


@dataclass(frozen=True)
class SigningKey:
    """A private key ready to sign, with its public half (hex)."""

    private: Ed25519PrivateKey
    kind: Kind

    @property
    def public(self) -> str:
        return signing.public_hex(self.private)

    @property
    def fingerprint(self) -> str:
        return signing.fingerprint(self.public)


def _folder(folder: Path | None) -> Path:
    return folder if folder is not None else paths.data_dir()


def _raw(private: Ed25519PrivateKey) -> bytes:
    return private.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())


# --------------------------------------------------------------------------- station key


def station_key_path(folder: Path | None = None) -> Path:
    return _folder(folder) / STATION_KEY_FILE


def load_station_key(folder: Path | None = None) -> SigningKey | None:
    """The station's key; None when there is none; `DamagedKeyFileError` when unreadable."""
    path = station_key_path(folder)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise DamagedKeyFileError(f"the station key {path} cannot be read: {error}") from None
    if len(data) != 32:
        raise DamagedKeyFileError(f"the station key {path} is damaged ({len(data)} bytes)")
    return SigningKey(Ed25519PrivateKey.from_private_bytes(data), "station")


def station_key(folder: Path | None = None) -> SigningKey:
    """The station's key, made on first use; only the owner may read it (0600)."""
    path = station_key_path(folder)
    private = Ed25519PrivateKey.generate()
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        found = load_station_key(folder)
        assert found is not None
        return found
    with os.fdopen(fd, "wb") as handle:
        handle.write(_raw(private))
        handle.flush()
        os.fsync(handle.fileno())
    return SigningKey(private, "station")


# --------------------------------------------------------------------------- the public file


def school_public_path(folder: Path | None = None) -> Path:
    return _folder(folder) / SCHOOL_PUBLIC_FILE


def public_file_text(public: str) -> str:
    return (
        "# Dealer Trainer: the school's public key. Certificates and exam records signed with\n"
        "# the school key are checked against it; it cannot sign anything.\n"
        f"# fingerprint {signing.grouped(signing.fingerprint(public))}\n"
        f"{PUBLIC_FILE_TAG} {public}\n"
    )


def read_public_file(path: Path) -> str:
    """The hex public key in a `school-key.pub` file. `FileNotFoundError` when there is none,
    `DamagedKeyFileError` when it holds no valid key."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise
    except (OSError, UnicodeDecodeError) as error:
        raise DamagedKeyFileError(f"{path} cannot be read: {error}") from None
    for line in text.splitlines():
        tag, _, value = line.strip().partition(" ")
        if tag == PUBLIC_FILE_TAG and signing.is_public_key(value.strip().lower()):
            return value.strip().lower()
    raise DamagedKeyFileError(f"{path} holds no school public key")


def write_public_file(path: Path, public: str) -> None:
    partial = path.with_name(path.name + ".partial")
    partial.write_text(public_file_text(public), encoding="utf-8")
    partial.replace(path)


# --------------------------------------------------------------------------- school key


def school_public(db: Database) -> str | None:
    """The school's public key as this progress file records it (None before one is made)."""
    row = db.execute("SELECT public_key FROM school_keys ORDER BY created LIMIT 1").fetchone()
    return str(row[0]) if row else None


def has_copy(db: Database, instructor_id: int) -> bool:
    public = school_public(db)
    if public is None:
        return False
    row = db.execute(
        "SELECT 1 FROM school_key_copies WHERE instructor_id = ? AND fingerprint = ?",
        [instructor_id, signing.fingerprint(public)],
    ).fetchone()
    return row is not None


def _derive(passphrase: str, salt: bytes) -> bytes:
    return hashlib.scrypt(
        passphrase.encode("utf-8"),
        salt=salt,
        n=SCRYPT_N,
        r=SCRYPT_R,
        p=SCRYPT_P,
        dklen=SCRYPT_LEN,
        maxmem=256 * 1024 * 1024,
    )


def _instructor_uuid(db: Database, instructor_id: int) -> str:
    person = get_person(db, instructor_id)
    if person.role is not Role.INSTRUCTOR:
        raise KeyProblem(f"{person.name} is not an instructor")
    return person.uuid


def _bound_to(fingerprint: str, holder: str) -> bytes:
    """What a copy is bound to (AES-GCM associated data): a copy moved to another instructor's
    row, or to another key, does not decrypt."""
    return signing.message("school-key-copy", fingerprint, holder)


def _seal_private(private: Ed25519PrivateKey, passphrase: str, bound: bytes) -> tuple[bytes, ...]:
    if len(passphrase) < MIN_PASSPHRASE:
        raise WeakPassphraseError(
            f"the school key needs a passphrase of at least {MIN_PASSPHRASE} characters"
        )
    salt, nonce = os.urandom(SALT_BYTES), os.urandom(NONCE_BYTES)
    wrapped = AESGCM(_derive(passphrase, salt)).encrypt(nonce, _raw(private), bound)
    return salt, nonce, wrapped


def _open_private(
    passphrase: str, salt: bytes, nonce: bytes, wrapped: bytes, bound: bytes
) -> Ed25519PrivateKey:
    try:
        raw = AESGCM(_derive(passphrase, salt)).decrypt(nonce, wrapped, bound)
    except InvalidTag:
        raise WrongPassphraseError(
            "this passphrase does not unlock the school key (after a passphrase was reset by "
            "another instructor, the key has to be shared again)"
        ) from None
    return Ed25519PrivateKey.from_private_bytes(raw)


def wrap_for(
    db: Database,
    unlocked: SigningKey,
    instructor_id: int,
    passphrase: str,
    *,
    now: datetime | None = None,
) -> None:
    """Give an instructor their own copy of the unlocked school key, under their passphrase
    (replacing any copy they had)."""
    if unlocked.kind != "school" or unlocked.public != school_public(db):
        raise SchoolKeyMismatchError("only this school's unlocked key can be shared")
    holder = _instructor_uuid(db, instructor_id)
    salt, nonce, wrapped = _seal_private(
        unlocked.private, passphrase, _bound_to(unlocked.fingerprint, holder)
    )
    with writing(db):
        db.execute(
            "INSERT OR REPLACE INTO school_key_copies "
            "(instructor_id, fingerprint, salt, nonce, wrapped, created) VALUES (?, ?, ?, ?, ?, ?)",
            [instructor_id, unlocked.fingerprint, salt, nonce, wrapped, utc_iso(local_now(now))],
        )


def create_school_key(
    db: Database,
    instructor_id: int,
    passphrase: str,
    *,
    folder: Path | None = None,
    now: datetime | None = None,
) -> SigningKey:
    """Make the school key (once per school), the instructor's copy of it and
    `school-key.pub`; the station key is endorsed."""
    if school_public(db) is not None:
        raise SchoolKeyExistsError("this school already has a key: unlock it instead")
    pub_path = school_public_path(folder)
    if pub_path.exists():
        raise SchoolKeyExistsError(
            f"{pub_path} already names a school key: import that key (Share the school key) "
            "instead of making a new one"
        )
    key = SigningKey(Ed25519PrivateKey.generate(), "school")
    with writing(db):
        db.execute(
            "INSERT INTO school_keys (fingerprint, public_key, created) VALUES (?, ?, ?)",
            [key.fingerprint, key.public, utc_iso(local_now(now))],
        )
        wrap_for(db, key, instructor_id, passphrase, now=now)
        _endorse_this_station(db, key, folder, now)
    write_public_file(pub_path, key.public)
    return key


def unlock(
    db: Database,
    instructor_id: int,
    passphrase: str,
    *,
    folder: Path | None = None,
    now: datetime | None = None,
) -> SigningKey:
    """The school key, decrypted with the instructor's passphrase; checked against the public
    key on record and in `school-key.pub` (written if missing), and the station endorsed."""
    public = school_public(db)
    if public is None:
        raise NoSchoolKeyError("there is no school key yet: an instructor must create it")
    pub_path = school_public_path(folder)
    on_file = _public_on_file(pub_path)
    if on_file is not None and on_file != public:
        raise SchoolKeyMismatchError(
            f"the school key in the progress file is not the one in {pub_path}: one of them was "
            "replaced; nothing is signed until this is sorted out"
        )
    fingerprint = signing.fingerprint(public)
    holder = _instructor_uuid(db, instructor_id)
    row = db.execute(
        "SELECT salt, nonce, wrapped FROM school_key_copies "
        "WHERE instructor_id = ? AND fingerprint = ?",
        [instructor_id, fingerprint],
    ).fetchone()
    if row is None:
        raise NoCopyError(
            "you hold no copy of the school key: an instructor who holds one can share it with "
            "you (Instructor mode, Stations and reports)"
        )
    private = _open_private(
        passphrase, bytes(row[0]), bytes(row[1]), bytes(row[2]), _bound_to(fingerprint, holder)
    )
    key = SigningKey(private, "school")
    if key.public != public:
        raise SchoolKeyMismatchError("your copy does not hold this school's key: it was replaced")
    if on_file is None:
        write_public_file(pub_path, public)
    _endorse_this_station(db, key, folder, now)
    return key


def rewrap(db: Database, instructor_id: int, old: str, new: str) -> None:
    """After an instructor changes passphrase: their copy, re-encrypted under the new one."""
    wrap_for(db, unlock(db, instructor_id, old), instructor_id, new)


def _public_on_file(path: Path) -> str | None:
    """The key in `school-key.pub`; None when missing; a damaged file is kept beside (never
    deleted) and treated as missing, since the caller is about to write the true key."""
    try:
        return read_public_file(path)
    except FileNotFoundError:
        return None
    except DamagedKeyFileError:
        path.replace(path.with_name(f"{path.name}.damaged-{uuid.uuid4().hex[:8]}"))
        return None


# --------------------------------------------------------------------------- moving the key


EXPORT_FORMAT = "dealer-trainer school key v1"


def export_school_key(unlocked: SigningKey, transfer_passphrase: str) -> str:
    """The school key for another station of the school, encrypted under a passphrase chosen
    for the move (text, safe to carry on a USB stick)."""
    bound = signing.message("school-key-transfer", unlocked.public)
    salt, nonce, wrapped = _seal_private(unlocked.private, transfer_passphrase, bound)
    return "\n".join([EXPORT_FORMAT, unlocked.public, salt.hex(), nonce.hex(), wrapped.hex(), ""])


def import_school_key(
    db: Database,
    text: str,
    transfer_passphrase: str,
    instructor_id: int,
    passphrase: str,
    *,
    folder: Path | None = None,
    now: datetime | None = None,
) -> SigningKey:
    """Take in a key made by `export_school_key`: recorded as this station's school key with a
    copy for the instructor. Refused if this station already has a different school key."""
    lines = text.strip().splitlines()
    if len(lines) != 5 or lines[0] != EXPORT_FORMAT or not signing.is_public_key(lines[1]):
        raise KeyProblem("this is not a school key exported by Dealer Trainer")
    public = lines[1]
    try:
        salt, nonce, wrapped = (bytes.fromhex(part) for part in lines[2:])
    except ValueError:
        raise KeyProblem("this school key file is damaged") from None
    bound = signing.message("school-key-transfer", public)
    key = SigningKey(_open_private(transfer_passphrase, salt, nonce, wrapped, bound), "school")
    if key.public != public:
        raise KeyProblem("this school key file is damaged")
    recorded = school_public(db)
    on_file = _public_on_file(school_public_path(folder))
    if (recorded is not None and recorded != public) or (on_file not in (None, public)):
        raise SchoolKeyMismatchError("this station already has a different school key")
    with writing(db):
        if recorded is None:
            db.execute(
                "INSERT INTO school_keys (fingerprint, public_key, created) VALUES (?, ?, ?)",
                [key.fingerprint, public, utc_iso(local_now(now))],
            )
        wrap_for(db, key, instructor_id, passphrase, now=now)
        _endorse_this_station(db, key, folder, now)
    write_public_file(school_public_path(folder), public)
    return key


# --------------------------------------------------------------------------- endorsement


@dataclass(frozen=True)
class Endorsement:
    """The school key's signature on a station key: this station belongs to the school."""

    school: str  # the school's public key (hex)
    signature: str

    def to_dict(self) -> dict[str, str]:
        return {"school": self.school, "signature": self.signature}


def endorsement_valid(school_public_key: str, station_public_key: str, signature: object) -> bool:
    return signing.valid(school_public_key, signature, "station-endorsement", station_public_key)


def _endorse_this_station(
    db: Database, school: SigningKey, folder: Path | None, now: datetime | None
) -> None:
    """Endorse the station key if the station has one (it is made with its head, see
    `seal.ensure_station`; a station without one is endorsed at a later unlock)."""
    try:
        station = load_station_key(folder)
    except DamagedKeyFileError:
        return
    if station is not None:
        endorse_station(db, school, station, now=now)


def endorse_station(
    db: Database, school: SigningKey, station: SigningKey, *, now: datetime | None = None
) -> Endorsement:
    found = endorsement_for(db, station.public, school.public)
    if found is not None:
        return found
    signature = signing.sign(school.private, "station-endorsement", station.public)
    with writing(db):
        db.execute(
            "INSERT OR REPLACE INTO station_endorsements "
            "(station, public_key, school, signature, created) VALUES (?, ?, ?, ?, ?)",
            [
                station.fingerprint,
                station.public,
                school.fingerprint,
                signature,
                utc_iso(local_now(now)),
            ],
        )
    return Endorsement(school.public, signature)


def endorsement_for(
    db: Database, station_public_key: str, school_public_key: str | None = None
) -> Endorsement | None:
    """A valid endorsement of this station key by the school key on record (or the one
    given); None when there is none."""
    school = school_public_key or school_public(db)
    if school is None:
        return None
    row = db.execute(
        "SELECT signature FROM station_endorsements WHERE station = ? AND school = ?",
        [signing.fingerprint(station_public_key), signing.fingerprint(school)],
    ).fetchone()
    if row is None or not endorsement_valid(school, station_public_key, row[0]):
        return None
    return Endorsement(school, str(row[0]))


def share(
    db: Database,
    holder_id: int,
    holder_passphrase: str,
    recipient_id: int,
    recipient_passphrase: str,
    *,
    folder: Path | None = None,
) -> None:
    """An instructor who holds the school key gives another instructor a copy of their own:
    both type their passphrase (the copy is encrypted under the recipient's)."""
    unlocked = unlock(db, holder_id, holder_passphrase, folder=folder)
    wrap_for(db, unlocked, recipient_id, recipient_passphrase)


def public_for_export(db: Database, folder: Path | None = None) -> str:
    """The school's public key to hand out, only when the progress file and `school-key.pub`
    agree on it (`KeyProblem` otherwise, with what to do)."""
    recorded = school_public(db)
    if recorded is None:
        raise NoSchoolKeyError(
            "there is no school key yet: it is made when an instructor proctors the first exam"
        )
    try:
        on_file = read_public_file(school_public_path(folder))
    except FileNotFoundError:
        return recorded
    if on_file != recorded:
        raise SchoolKeyMismatchError(
            "the progress file and school-key.pub name different school keys: one of them was "
            "replaced (Verify exam records)"
        )
    return recorded
