"""Tamper evidence for exams: Ed25519 signatures chained per station, plus a signed head file.

Who signs (see `keys.py`): a proctored exam is signed with the school key, unlocked by the
instructor who proctors it; a self-assessment with the station key. Every signature is written
in the same transaction as the row it covers. What each signature covers:

- the **opening seal**: the exam's header (uuid, blueprint, start, station, signer), its
  trainee's uuid, its session's uuid, kind, start and trainee, the signed details (name,
  blueprint digest, rulebook and house rules, proctor) and the last seal of the exam before it
  at the same station (`seal_prev`: its closing seal, or its last item's while it was open), so
  deleting, inserting, reordering or reopening exams breaks a seal;
- each **item seal**: the previous item's seal (the first: the opening seal), its position,
  its attempt's uuid and a digest of the whole attempt row (trainee and session by uuid), so an
  edited, deleted, inserted or reordered answer breaks the chain;
- the **closing seal** is the certificate's signature: it signs the certificate payload (the
  details, the start and end, the result) with a link digest of the opening seal, the last item
  seal, the number of items, the session's end and the raw result and details columns. The
  certificate code carries the payload and this signature; see `certificate_code.py`.

Each exam's seals, in order, are its **steps**; the station's steps are its exams' steps one
after the other. The station's **head file** (`station.head`, signed with the station key)
holds how many exams the station has sealed and its last step, so deleting the newest exam, its
last answers or its result is caught. It is written after each transaction commits: after a
crash it can be one step behind the database, which `verify` accepts; it can never name a step
the database does not have.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from trainer import paths
from trainer.exams import keys, signing
from trainer.exams.keys import KeyProblem, SigningKey

HEAD_FILE = "station.head"
HEAD_FORMAT = "dealer-trainer station head v1"
LEGACY = "legacy"  # `signer` of exams sealed with the old HMAC scheme (before m008)


def head_path(folder: Path | None = None) -> Path:
    return (folder if folder is not None else paths.data_dir()) / HEAD_FILE


def canonical(data: Any) -> str:
    """The one JSON text of a value: what is signed, and what a certificate carries."""
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


# --------------------------------------------------------------------------- what is covered

_ATTEMPT = (
    "SELECT a.uuid, t.uuid, s.uuid, a.drill_id, a.level, a.seed, a.rulebook, a.question_json, "
    "a.response_json, a.correct, a.score, a.seconds, a.target_seconds, a.rules_json, "
    "a.app_version, a.ts, a.day FROM attempts AS a "
    "LEFT JOIN trainees AS t ON t.id = a.trainee_id "
    "LEFT JOIN sessions AS s ON s.id = a.session_id WHERE a.uuid = ?"
)


def attempt_digest(db: Database, attempt_uuid: str) -> str | None:
    """SHA-256 of every column of the attempt row, its trainee and session named by uuid (so
    the digest survives a merge into another station); None when the row is gone."""
    row = db.execute(_ATTEMPT, [attempt_uuid]).fetchone()
    if row is None:
        return None
    return hashlib.sha256(json.dumps(list(row), ensure_ascii=False).encode()).hexdigest()


_OPEN = (
    "SELECT e.uuid, t.uuid, s.uuid, s.kind, s.started, st.uuid, e.blueprint, e.started, "
    "e.sealed_by, e.signer, e.seal_prev, e.details_json FROM exams AS e "
    "LEFT JOIN trainees AS t ON t.id = e.trainee_id "
    "LEFT JOIN sessions AS s ON s.id = e.session_id "
    "LEFT JOIN trainees AS st ON st.id = s.trainee_id WHERE e.id = ?"
)


def open_parts(db: Database, exam_id: int) -> list[object]:
    row = db.execute(_OPEN, [exam_id]).fetchone()
    return list(row) if row is not None else []


def item_parts(
    previous: str, exam_uuid: str, position: int, attempt: str, digest: str | None
) -> list[object]:
    return [previous, exam_uuid, position, attempt, digest or ""]


def close_link(db: Database, exam_id: int) -> str:
    """Digest of what the certificate payload does not spell out but the closing seal must
    cover: the chain it ends, the session's end and the raw text of the signed columns."""
    row = db.execute(
        "SELECT e.seal_open, e.result_json, e.details_json, e.ended, s.ended FROM exams AS e "
        "LEFT JOIN sessions AS s ON s.id = e.session_id WHERE e.id = ?",
        [exam_id],
    ).fetchone()
    items = int(
        db.execute("SELECT count(*) FROM exam_items WHERE exam_id = ?", [exam_id]).fetchone()[0]
    )
    last = last_item_seal(db, exam_id)
    return hashlib.sha256(signing.message("exam-close", last, items, *row)).hexdigest()


def last_item_seal(db: Database, exam_id: int, below: int | None = None) -> str:
    """The seal an item chains onto: the last item's before `below`, else the opening seal."""
    sql = "SELECT seal FROM exam_items WHERE exam_id = ?"
    params: list[object] = [exam_id]
    if below is not None:
        sql += " AND position < ?"
        params.append(below)
    sql += " ORDER BY position DESC LIMIT 1"
    row = db.execute(sql, params).fetchone()
    if row is not None:
        return str(row[0])
    opening = db.execute("SELECT seal_open FROM exams WHERE id = ?", [exam_id]).fetchone()
    return str(opening[0]) if opening is not None else ""


def _loads(text: object) -> Any:
    try:
        return json.loads(str(text)) if text is not None else None
    except ValueError:
        return None


def certificate_payload(db: Database, exam_id: int) -> dict[str, Any]:
    """What the closing seal signs and the certificate carries, read from the rows."""
    row = db.execute(
        "SELECT uuid, started, ended, result_json, details_json FROM exams WHERE id = ?",
        [exam_id],
    ).fetchone()
    return {
        "v": 1,
        "exam": row[0],
        "started": row[1],
        "ended": row[2],
        "result": _loads(row[3]),
        "details": _loads(row[4]),
        "link": close_link(db, exam_id),
    }


# --------------------------------------------------------------------------- sealing


def steps(db: Database, exam_id: int) -> list[tuple[str, str]]:
    """The exam's seals in the order they were made, each with when: (opening seal, start),
    (item seal, its answer's time) ..., (closing seal, end) once it is closed."""
    exam = db.execute(
        "SELECT seal_open, started, seal, ended FROM exams WHERE id = ?", [exam_id]
    ).fetchone()
    if exam is None or exam[0] is None:
        return []
    out = [(str(exam[0]), str(exam[1]))]
    out += [
        (str(item_seal), str(ts or ""))
        for item_seal, ts in db.execute(
            "SELECT i.seal, a.ts FROM exam_items AS i LEFT JOIN attempts AS a "
            "ON a.uuid = i.attempt_uuid WHERE i.exam_id = ? ORDER BY i.position",
            [exam_id],
        )
    ]
    if exam[2] is not None:
        out.append((str(exam[2]), str(exam[3] or "")))
    return out


def previous_exam(db: Database, station: str, exam_id: int) -> int | None:
    """The station's exam sealed before `exam_id` (None for its first)."""
    row = db.execute(
        "SELECT id FROM exams WHERE sealed_by = ? AND id < ? AND signer IS NOT NULL "
        "AND signer IS NOT ? ORDER BY id DESC LIMIT 1",
        [station, exam_id, LEGACY],
    ).fetchone()
    return int(row[0]) if row else None


def last_step(db: Database, exam_id: int | None) -> str:
    found = steps(db, exam_id) if exam_id is not None else []
    return found[-1][0] if found else ""


def seal_open(
    db: Database, exam_id: int, signer: SigningKey, station: SigningKey, details: dict[str, Any]
) -> Head:
    """Sign a new exam's header onto the station's chain (inside the exam's transaction);
    returns the head to write once the transaction has committed."""
    db.execute(
        "UPDATE exams SET sealed_by = ?, signer = ?, seal_prev = ?, details_json = ? WHERE id = ?",
        [
            station.fingerprint,
            signer.public,
            last_step(db, previous_exam(db, station.fingerprint, exam_id)),
            canonical(details),
            exam_id,
        ],
    )
    seal = signing.sign(signer.private, "exam-open", *open_parts(db, exam_id))
    db.execute("UPDATE exams SET seal_open = ? WHERE id = ?", [seal, exam_id])
    return station_head(db, station)


def station_head(db: Database, station: SigningKey) -> Head:
    """The head as it stands in the database: what to write after a commit."""
    newest = db.execute(
        "SELECT max(id) FROM exams WHERE sealed_by = ? AND signer IS NOT NULL AND signer IS NOT ?",
        [station.fingerprint, LEGACY],
    ).fetchone()[0]
    return Head(
        station.fingerprint,
        station.public,
        sealed_exams(db, station.fingerprint),
        last_step(db, newest),
        "",
    )


def seal_item(db: Database, exam_id: int, position: int, signer: SigningKey) -> str:
    exam_uuid = str(db.execute("SELECT uuid FROM exams WHERE id = ?", [exam_id]).fetchone()[0])
    attempt = str(
        db.execute(
            "SELECT attempt_uuid FROM exam_items WHERE exam_id = ? AND position = ?",
            [exam_id, position],
        ).fetchone()[0]
    )
    parts = item_parts(
        last_item_seal(db, exam_id, below=position),
        exam_uuid,
        position,
        attempt,
        attempt_digest(db, attempt),
    )
    seal = signing.sign(signer.private, "exam-item", *parts)
    db.execute(
        "UPDATE exam_items SET seal = ? WHERE exam_id = ? AND position = ?",
        [seal, exam_id, position],
    )
    return seal


def seal_close(db: Database, exam_id: int, signer: SigningKey) -> str:
    """Sign the certificate payload (inside the transaction that writes the result)."""
    seal = signing.sign(signer.private, "certificate", canonical(certificate_payload(db, exam_id)))
    db.execute("UPDATE exams SET seal = ? WHERE id = ?", [seal, exam_id])
    return seal


# --------------------------------------------------------------------------- the head file


class DamagedHeadError(ValueError):
    """The head file exists but cannot be read as a head."""


@dataclass(frozen=True)
class Head:
    station: str  # fingerprint of the station key
    public_key: str  # the station key (hex) that signs the head
    exams: int  # exams sealed at this station so far
    last: str  # the station's last step: the newest exam's last seal ("" before any)
    signature: str

    def parts(self) -> list[object]:
        return [self.station, self.public_key, self.exams, self.last]

    @property
    def valid(self) -> bool:
        return signing.fingerprint(self.public_key) == self.station and signing.valid(
            self.public_key, self.signature, "station-head", *self.parts()
        )


def read_head(folder: Path | None = None) -> Head | None:
    """The head; None when there is none; `DamagedHeadError` when it is not one."""
    path = head_path(folder)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise DamagedHeadError(f"{path} cannot be read: {error}") from None
    try:
        if data["format"] != HEAD_FORMAT:
            raise DamagedHeadError(f"{path} is not a station head")
        exams = data["exams"]
        if not isinstance(exams, int) or isinstance(exams, bool) or exams < 0:
            raise DamagedHeadError(f"{path}: 'exams' is not a count")
        return Head(
            str(data["station"]),
            str(data["public_key"]),
            exams,
            str(data["last"]),
            str(data["signature"]),
        )
    except (KeyError, TypeError):
        raise DamagedHeadError(f"{path} is not a station head") from None


def write_head(head: Head, station: SigningKey, folder: Path | None = None) -> None:
    """Sign and write the head (atomically: a crash leaves the old head or the new one)."""
    signed = Head(
        station.fingerprint,
        station.public,
        head.exams,
        head.last,
        signing.sign(
            station.private,
            "station-head",
            station.fingerprint,
            station.public,
            head.exams,
            head.last,
        ),
    )
    path = head_path(folder)
    partial = path.with_name(path.name + ".partial")
    partial.write_text(
        json.dumps(
            {
                "format": HEAD_FORMAT,
                "station": signed.station,
                "public_key": signed.public_key,
                "exams": signed.exams,
                "last": signed.last,
                "signature": signed.signature,
            },
            indent=1,
        ),
        encoding="utf-8",
    )
    partial.replace(path)


class StationKeyMissingError(KeyProblem):
    """Exams were sealed here but the station key is gone: nothing new is sealed with a fresh
    one, which would hide the loss."""


def sealed_exams(db: Database, station: str | None = None) -> int:
    sql = "SELECT count(*) FROM exams WHERE signer IS NOT NULL AND signer IS NOT ?"
    params: list[object] = [LEGACY]
    if station is not None:
        sql += " AND sealed_by = ?"
        params.append(station)
    return int(db.execute(sql, params).fetchone()[0])


def ensure_station(
    db: Database, folder: Path | None = None, *, replace_lost: bool = False
) -> SigningKey:
    """The station key and its head, both made together on first use (the app does it at
    start), so that from then on a missing key or head means someone removed it.

    A missing key is not silently remade when this progress file holds signed exams
    (`StationKeyMissingError`), unless `replace_lost` (an instructor proctoring, who is told):
    the old exams are then checked as another station's."""
    key = keys.load_station_key(folder)
    if key is None:
        if head_path(folder).exists() or sealed_exams(db) > 0:
            if not replace_lost:
                raise StationKeyMissingError(
                    f"the station key {keys.station_key_path(folder)} is missing, yet exams were "
                    "sealed on this station: restore it from a copy, or let an instructor "
                    "proctor the next exam (a new station key is then made)"
                )
            _keep_aside(head_path(folder))
        key = keys.station_key(folder)
    if not head_path(folder).exists() and sealed_exams(db, key.fingerprint) == 0:
        write_head(Head(key.fingerprint, key.public, 0, "", ""), key, folder)
    return key


def _keep_aside(path: Path) -> None:
    if path.exists():
        path.replace(path.with_name(f"{path.name}.old-{uuid.uuid4().hex[:8]}"))


# --------------------------------------------------------------------------- references


def verification_code(seal: str) -> str:
    """A short reference to an exam (the first 80 bits of its closing seal, in groups of four):
    what the result screen shows and `verify --code` finds in a progress file."""
    head = seal[:20].upper()
    return "-".join(head[i : i + 4] for i in range(0, len(head), 4))


def normalise_code(code: str) -> str:
    return "".join(c for c in code.lower() if c in "0123456789abcdef")
