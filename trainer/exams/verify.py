"""Check exam records and certificates.

    dealer-trainer verify [--db PATH] [--key school-key.pub]      # a progress database
    dealer-trainer verify CERTIFICATE.pdf | CODE [--key ...]       # a certificate

On a database every edited, deleted, inserted or reordered row, swapped name, replaced key or
rewritten seal is named; a missing or damaged key or head file is reported as CANNOT CHECK
(never as tampering, never as OK). A certificate is checked with the school's public key alone
(`school-key.pub` in the data folder, or `--key`), on any machine, and its signed details are
printed to compare with the paper.

Exit status: 0 OK / verified, 1 tampered / refused, 2 cannot check (or nothing to check).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from trainer.exams import certificate_code, keys, seal, signing
from trainer.exams.details import PROCTORED, SELF_ASSESSMENT
from trainer.exams.keys import DamagedKeyFileError, SigningKey
from trainer.exams.seal import LEGACY, DamagedHeadError, Head
from trainer.progress.db import default_path, open_db

OK, TAMPERED, CANNOT_CHECK = 0, 1, 2


@dataclass(frozen=True)
class Problem:
    table: str
    row: str  # how the row is named: "id 3 (uuid ...)" or "exam_id 3, position 2"
    what: str
    exam_id: int | None = None  # the exam the row belongs to, when known

    def __str__(self) -> str:
        return f"{self.table} row {self.row}: {self.what}"


@dataclass
class Report:
    exams: int = 0  # checked by signature
    items: int = 0
    proctored: int = 0
    self_assessed: int = 0
    problems: list[Problem] = field(default_factory=list)  # tampering
    cannot_check: list[str] = field(default_factory=list)  # a key or head missing or damaged
    notes: list[str] = field(default_factory=list)  # neither: exams from other stations, ...

    @property
    def ok(self) -> bool:
        return not self.problems and not self.cannot_check

    @property
    def status(self) -> int:
        return TAMPERED if self.problems else CANNOT_CHECK if self.cannot_check else OK

    def unable(self, why: str) -> None:
        if why not in self.cannot_check:
            self.cannot_check.append(why)

    def lines(self) -> list[str]:
        out = [str(p) for p in self.problems]
        out += [f"CANNOT CHECK: {why}" for why in self.cannot_check]
        out += list(self.notes)
        counted = (
            f"{self.exams} exams ({self.proctored} proctored, {self.self_assessed} "
            f"self-assessment(s), not proctored) and {self.items} exam items checked"
        )
        if self.problems:
            verdict = f"TAMPERED: {len(self.problems)} PROBLEM(S)"
        elif self.cannot_check:
            verdict = "CANNOT CHECK (see above)"
        else:
            verdict = "OK"
        out.append(f"{verdict}: {counted}")
        return out


# --------------------------------------------------------------------------- anchors


@dataclass
class Anchors:
    """What the check rests on, none of it from the database: the station key and its head,
    and the school's public key."""

    station: SigningKey | None = None
    head: Head | None = None
    school: str | None = None  # hex public key

    @property
    def own(self) -> str | None:
        """This station's fingerprint, from its key, else from its head."""
        if self.station is not None:
            return self.station.fingerprint
        return self.head.station if self.head is not None else None


def _anchors(db: Database, folder: Path | None, key_file: Path | None, report: Report) -> Anchors:
    anchors = Anchors()
    sealed = seal.sealed_exams(db) > 0
    try:
        anchors.station = keys.load_station_key(folder)
    except DamagedKeyFileError as error:
        report.unable(str(error))
    head_file = seal.head_path(folder)
    try:
        anchors.head = seal.read_head(folder)
    except DamagedHeadError as error:
        report.unable(f"{error}: cannot tell whether exams sealed here were deleted")
    missing_head = anchors.head is None and not head_file.exists()
    if missing_head and (anchors.station is not None or sealed):
        report.unable(
            f"the station head {head_file} is missing: cannot tell whether exams sealed here "
            "were deleted"
        )
    station_file = keys.station_key_path(folder)
    missing_key = anchors.station is None and not station_file.exists()
    if missing_key and (anchors.head is not None or sealed):
        report.unable(f"the station key {station_file} is missing")
    if anchors.head is not None:
        if not anchors.head.valid:
            report.problems.append(
                Problem("station head", str(head_file), "its signature does not match: rewritten")
            )
            anchors.head = None
        elif anchors.station is not None and anchors.head.public_key != anchors.station.public:
            report.problems.append(
                Problem(
                    "station key",
                    str(station_file),
                    f"is {_fp(anchors.station.public)}, but the head was signed by "
                    f"{_fp(anchors.head.public_key)}: the key or the head was replaced",
                )
            )
    anchors.school = _school_anchor(db, folder, key_file, report)
    return anchors


def _school_anchor(
    db: Database, folder: Path | None, key_file: Path | None, report: Report
) -> str | None:
    path = key_file if key_file is not None else keys.school_public_path(folder)
    recorded = keys.school_public(db)
    try:
        trusted = keys.read_public_file(path)
    except FileNotFoundError:
        if recorded is not None or _needs_school_key(db):
            report.unable(
                f"the school's public key {path} is missing: proctored exams and station "
                "endorsements cannot be checked"
            )
        return None
    except DamagedKeyFileError as error:
        report.unable(f"{error}: proctored exams cannot be checked")
        return None
    if recorded is not None and recorded != trusted:
        report.problems.append(
            Problem(
                "school key",
                str(path),
                f"is {_fp(trusted)}, but this progress file's school key is {_fp(recorded)}: "
                "one of them was replaced",
            )
        )
    return trusted


def _needs_school_key(db: Database) -> bool:
    for (text,) in db.execute(
        "SELECT details_json FROM exams WHERE signer IS NOT NULL AND signer IS NOT ?", [LEGACY]
    ):
        details = _details(text)
        if details.get("kind") == PROCTORED or details.get("endorsement"):
            return True
    return False


def _fp(public: str) -> str:
    try:
        return signing.grouped(signing.fingerprint(public))
    except ValueError:
        return "(not a key)"


def _details(text: object) -> dict[str, Any]:
    try:
        data = json.loads(str(text)) if text is not None else None
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


# --------------------------------------------------------------------------- the database

_EXAMS = (
    "SELECT e.id, e.uuid, e.started, e.ended, e.sealed_by, e.signer, e.seal_prev, e.seal_open, "
    "e.seal, e.details_json, t.uuid, t.name FROM exams AS e "
    "LEFT JOIN trainees AS t ON t.id = e.trainee_id ORDER BY e.id"
)


@dataclass(frozen=True)
class _Row:
    id: int
    uuid: str
    started: str
    ended: str | None
    sealed_by: str | None
    signer: str | None
    seal_prev: str | None
    seal_open: str | None
    seal: str | None
    details_json: str | None
    trainee_uuid: str | None
    trainee_name: str | None

    @property
    def name(self) -> str:
        return f"id {self.id} (uuid {self.uuid})"


def verify(db: Database, folder: Path | None = None, key_file: Path | None = None) -> Report:
    report = Report()
    anchors = _anchors(db, folder, key_file, report)
    rows = [_Row(*r) for r in db.execute(_EXAMS).fetchall()]
    stations = {r.sealed_by for r in rows if r.signer not in (None, LEGACY)}
    previous: _Row | None = None  # this station's exam before the one being checked
    own: list[_Row] = []
    for row in rows:
        if row.signer == LEGACY:
            _legacy(row, stations, report)
            continue
        if not _sealed(row, report):
            continue
        if row.sealed_by == anchors.own:
            if not _follows(db, row, previous):
                report.problems.append(
                    Problem(
                        "exams",
                        row.name,
                        "does not follow the exam sealed before it at this station: an exam "
                        "was deleted, inserted, moved or reopened before it, or its last "
                        "answers deleted",
                        row.id,
                    )
                )
            previous = row
            own.append(row)
        elif row.sealed_by not in (None, anchors.own):
            report.notes.append(
                f"exams row {row.name}: sat at station {_fp_station(row.sealed_by)} (merged); "
                "checked by its signature (deletions can only be seen on that station)"
            )
        _check_exam(db, row, anchors, report)
    _check_head(db, anchors, own, report)
    _check_sessions(db, report)
    return report


def _follows(db: Database, row: _Row, previous: _Row | None) -> bool:
    """Whether the row's `seal_prev` is the last seal of the station's exam before it, or an
    earlier one of its seals when every later one was made after this exam started (two exams
    sat at once on the station)."""
    stored = row.seal_prev or ""
    if previous is None:
        return stored == ""
    before = seal.steps(db, previous.id)
    values = [value for value, _when in before]
    if values and stored == values[-1]:
        return True
    if stored not in values:
        return False
    later = before[values.index(stored) + 1 :]
    return all(when > str(row.started) for _value, when in later)


def _fp_station(fingerprint: str | None) -> str:
    return signing.grouped(fingerprint or "")


def _legacy(row: _Row, stations: set[str | None], report: Report) -> None:
    if row.sealed_by is not None and row.sealed_by in stations:
        report.problems.append(
            Problem(
                "exams",
                row.name,
                "is marked as sealed before signed seals, but by a station that signs: its "
                "seals were stripped",
                row.id,
            )
        )
        return
    report.notes.append(
        f"exams row {row.name}: sealed before signed seals (old scheme), not checked"
    )


def _sealed(row: _Row, report: Report) -> bool:
    missing = [
        name
        for name, value in (
            ("sealed_by", row.sealed_by),
            ("signer", row.signer),
            ("seal_open", row.seal_open),
            ("details_json", row.details_json),
        )
        if value is None
    ]
    if missing:
        report.problems.append(
            Problem(
                "exams",
                row.name,
                f"is not sealed ({', '.join(missing)} removed): it was inserted or its seals "
                "were stripped",
                row.id,
            )
        )
        return False
    return True


def _check_exam(db: Database, row: _Row, anchors: Anchors, report: Report) -> None:
    details = _details(row.details_json)
    signer = str(row.signer)
    report.exams += 1
    if not _signer_trusted(row, details, anchors, report):
        signer = ""  # every signature check below then fails: already reported
    elif details.get("kind") == PROCTORED:
        report.proctored += 1
    else:
        report.self_assessed += 1
    trainee = details.get("trainee") or {}
    if not isinstance(trainee, dict) or trainee.get("uuid") != row.trainee_uuid:
        report.problems.append(
            Problem(
                "exams",
                row.name,
                "belongs to another trainee than the one it was sealed for: its trainee_id or "
                "the trainee's uuid was changed",
                row.id,
            )
        )
    elif trainee.get("name") != row.trainee_name:
        report.problems.append(
            Problem(
                "exams",
                row.name,
                f"was sealed for {trainee.get('name')!r} but its trainee row now reads "
                f"{row.trainee_name!r}: the trainee was renamed or names were swapped",
                row.id,
            )
        )
    if signer and not signing.valid(
        signer, row.seal_open, "exam-open", *seal.open_parts(db, row.id)
    ):
        report.problems.append(
            Problem(
                "exams",
                row.name,
                "does not match its opening seal: the row, its details, its trainee or its "
                "session row was edited",
                row.id,
            )
        )
    _check_items(db, signer, row, report)
    _check_close(db, signer, row, report)


def _signer_trusted(row: _Row, details: dict[str, Any], anchors: Anchors, report: Report) -> bool:
    """Whether the key the row names may sign it; anything else is reported."""
    signer = str(row.signer)

    def bad(what: str) -> bool:
        report.problems.append(Problem("exams", row.name, what, row.id))
        return False

    if details.get("signer") != signer or details.get("station") != row.sealed_by:
        return bad("its signer or station was changed (sealed_by or signer edited)")
    kind = details.get("kind")
    if kind == PROCTORED:
        if anchors.school is None:
            report.unable(f"proctored exams (first: exams row {row.name}) need the school key")
            return True
        if signer != anchors.school:
            return bad(
                f"claims to be proctored but was signed with key {_fp(signer)}, not the "
                f"school's key {_fp(anchors.school)}: forged, or the key was replaced"
            )
        return True
    if kind != SELF_ASSESSMENT or not signing.is_public_key(signer):
        return bad("its details are unreadable or edited")
    if signing.fingerprint(signer) != row.sealed_by:
        return bad(f"was signed with key {_fp(signer)}, which is not its station's key")
    endorsement = details.get("endorsement")
    if isinstance(endorsement, dict) and anchors.school is not None:
        endorsed = endorsement.get("school") == anchors.school and keys.endorsement_valid(
            anchors.school, signer, endorsement.get("signature")
        )
        if not endorsed:
            return bad("its station endorsement is not the school's")
    return True


def _check_items(db: Database, signer: str, row: _Row, report: Report) -> None:
    items = db.execute(
        "SELECT position, attempt_uuid, seal FROM exam_items WHERE exam_id = ? ORDER BY position",
        [row.id],
    ).fetchall()
    previous = str(row.seal_open)
    for expected_position, (position, attempt, stored) in enumerate(items):
        report.items += 1
        where = f"exam_id {row.id}, position {position}"
        if position != expected_position:
            report.problems.append(
                Problem(
                    "exam_items",
                    f"exam_id {row.id}, position {expected_position}",
                    f"is missing: the item was deleted (or the one at position {position} "
                    "inserted)",
                    row.id,
                )
            )
        digest = seal.attempt_digest(db, str(attempt))
        if digest is None:
            report.problems.append(
                Problem(
                    "attempts", f"uuid {attempt}", f"is missing (item {where}): deleted", row.id
                )
            )
        parts = seal.item_parts(previous, row.uuid, position, str(attempt), digest)
        if not signing.valid(signer, stored, "exam-item", *parts):
            report.problems.append(
                Problem(
                    "exam_items",
                    where,
                    f"does not match its seal: the item was edited, inserted or reordered, an "
                    f"item before it deleted, or its answer (attempts row uuid {attempt}) edited",
                    row.id,
                )
            )
        previous = str(stored)


def _check_close(db: Database, signer: str, row: _Row, report: Report) -> None:
    if row.ended is None:
        if row.seal is not None:
            report.problems.append(Problem("exams", row.name, "its end time was removed", row.id))
        return
    if row.seal is None:
        report.problems.append(
            Problem("exams", row.name, "finished but its closing seal is gone", row.id)
        )
        return
    payload = seal.canonical(seal.certificate_payload(db, row.id))
    if not signing.valid(signer, row.seal, "certificate", payload):
        report.problems.append(
            Problem(
                "exams",
                row.name,
                "its result or end time was edited, its session's end changed, or items were "
                "added or deleted after it was sealed",
                row.id,
            )
        )
        return
    _check_tables(db, row, report)


def _check_tables(db: Database, row: _Row, report: Report) -> None:
    """A practical's table sections: the signed result names each table session's uuid and
    the digest of its act rows; the rows must still be there and give that digest."""
    from trainer.exams.practical import records_digest
    from trainer.table.store import load_records

    result = _details(
        db.execute("SELECT result_json FROM exams WHERE id = ?", [row.id]).fetchone()[0]
    )
    for section in result.get("sections") or []:
        table = section.get("table") if isinstance(section, dict) else None
        if not isinstance(table, dict) or not table.get("session"):
            continue
        found = db.execute(
            "SELECT id FROM table_sessions WHERE uuid = ?", [str(table["session"])]
        ).fetchone()
        if found is None:
            what = f"its table session {table['session']} is gone: deleted"
        elif records_digest(load_records(db, int(found[0]))) != table.get("digest"):
            what = f"the acts of its table session {table['session']} were edited or deleted"
        else:
            continue
        report.problems.append(Problem("table_acts", row.name, what, row.id))


def _check_head(db: Database, anchors: Anchors, own: list[_Row], report: Report) -> None:
    """The head must name the station's last step, or the one before (a crash between a commit
    and the head's write leaves it one step behind)."""
    head = anchors.head
    if head is None:
        return
    station_steps = [
        (number, value)
        for number, row in enumerate(own, 1)
        for value, _when in seal.steps(db, row.id)
    ]
    if head.exams == 0 and head.last == "" and len(station_steps) <= 1:
        return
    if (head.exams, head.last) in station_steps[-2:]:
        return
    count = len(own)
    if head.exams > count:
        row, what = (
            f"sealed after id {own[-1].id if own else '(none)'}",
            f"{head.exams - count} exam(s) sealed at this station are missing: deleted",
        )
    elif any(head.last == value for _number, value in station_steps):
        row, what = (
            f"id {own[-1].id}",
            "the station's head is older than its records: an old head was put back, or "
            "records were added after it",
        )
    else:
        row, what = (
            f"id {own[-1].id if own else '(none)'}",
            "the newest records are not those the station wrote last: the newest exam, its "
            "last answers or its result were deleted, reopened or replaced",
        )
    report.problems.append(Problem("exams", row, what))


def _check_sessions(db: Database, report: Report) -> None:
    orphans = db.execute(
        "SELECT s.id, s.uuid FROM sessions AS s WHERE s.kind = 'exam' AND "
        "EXISTS (SELECT 1 FROM attempts AS a WHERE a.session_id = s.id) AND "
        "NOT EXISTS (SELECT 1 FROM exams AS e WHERE e.session_id = s.id) ORDER BY s.id"
    ).fetchall()
    for session_id, session_uuid in orphans:
        report.problems.append(
            Problem(
                "exams",
                f"of session id {session_id} (uuid {session_uuid})",
                "is missing: the exam session has answers but its exam was deleted",
            )
        )


def find_code(db: Database, code: str) -> int | None:
    """The exam a short reference (or a full certificate code) points at, if any."""
    if certificate_code.normalise(code).find(certificate_code.PREFIX) >= 0:
        try:
            exam_uuid = certificate_code.decode(code).payload.get("exam")
        except certificate_code.BadCodeError:
            return None
        row = db.execute("SELECT id FROM exams WHERE uuid = ?", [str(exam_uuid)]).fetchone()
        return int(row[0]) if row else None
    wanted = seal.normalise_code(code)
    if len(wanted) < 8:
        return None
    for exam_id, closing in db.execute("SELECT id, seal FROM exams WHERE seal IS NOT NULL"):
        if str(closing).startswith(wanted):
            return int(exam_id)
    return None


# --------------------------------------------------------------------------- certificates


def verify_certificate(text: str, key_file: Path | None, folder: Path | None) -> int:
    """Print the verdict and the signed details of a pasted code or a certificate PDF."""
    try:
        certificate = certificate_code.decode(text)
    except certificate_code.BadCodeError as error:
        print(f"REFUSED: {error}")
        return TAMPERED
    path = key_file if key_file is not None else keys.school_public_path(folder)
    school: str | None
    try:
        school = keys.read_public_file(path)
    except FileNotFoundError:
        school = None
    except DamagedKeyFileError as error:
        print(f"CANNOT CHECK: {error}")
        return CANNOT_CHECK
    result = certificate_code.check(certificate, school)
    if result.status == "proctored":
        print(f"VERIFIED: a proctored exam, signed with the school key {_fp(str(school))}")
    elif result.status == "self-assessment":
        print(
            "VERIFIED as a SELF-ASSESSMENT, NOT PROCTORED: signed by station "
            f"{_fp(certificate.signer)}, which the school key {_fp(str(school))} endorsed"
        )
    elif result.status == "cannot-check":
        print(f"CANNOT CHECK: {'; '.join(result.reasons)}")
    elif result.status == "unendorsed":
        print(f"NOT VERIFIED: {'; '.join(result.reasons)}")
    else:
        print(f"REFUSED: {'; '.join(result.reasons)}")
    if result.signed:
        print("Signed details (compare them with the paper):")
        for line in certificate_code.describe(certificate):
            print(line)
    return OK if result.verified else CANNOT_CHECK if result.status == "cannot-check" else TAMPERED


def _certificate_text(target: str) -> str | None:
    """The code in a certificate PDF, or the target itself when it is a pasted code."""
    if certificate_code.normalise(target).startswith(certificate_code.PREFIX):
        return target
    path = Path(target)
    try:
        data = path.read_bytes()
    except OSError as error:
        print(f"REFUSED: {target} is neither a certificate code nor a readable file ({error})")
        return None
    code = certificate_code.find_in_pdf(data)
    if code is None:
        print(f"REFUSED: {path} carries no certificate code")
    return code


# --------------------------------------------------------------------------- command line


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="dealer-trainer verify",
        description="Check exam records (no argument) or a certificate (a PDF or a pasted code).",
    )
    parser.add_argument(
        "certificate", nargs="*", help="a certificate PDF, or its code (DTC1...) pasted"
    )
    parser.add_argument("--db", type=Path, default=None, help="progress database to check")
    parser.add_argument("--key", type=Path, default=None, help="the school's school-key.pub")
    parser.add_argument("--code", default=None, help="an exam's reference or certificate code")
    args = parser.parse_args(argv)
    folder = args.db.parent if args.db is not None else None
    if args.certificate:
        text = _certificate_text(" ".join(args.certificate))
        return TAMPERED if text is None else verify_certificate(text, args.key, folder)
    path = args.db if args.db is not None else default_path()
    if not path.exists():
        print(f"no progress database at {path}", file=sys.stderr)
        return CANNOT_CHECK
    db = open_db(path, backup=False)
    try:
        report = verify(db, folder, args.key)
        for line in report.lines():
            print(line)
        if args.code is not None:
            return _report_code(db, args.code, report)
    finally:
        db.close()
    return report.status


def _report_code(db: Database, code: str, report: Report) -> int:
    exam_id = find_code(db, code)
    if exam_id is None:
        print(f"code {code}: no exam carries it")
        return TAMPERED
    details = _details(
        db.execute("SELECT details_json FROM exams WHERE id = ?", [exam_id]).fetchone()[0]
    )
    kind = "proctored" if details.get("kind") == PROCTORED else "self-assessment, not proctored"
    broken = [p for p in report.problems if p.exam_id in (exam_id, None)]
    if broken:
        print(f"code {code}: exam id {exam_id} ({kind}), its records were tampered with")
        return TAMPERED
    if report.cannot_check:
        print(f"code {code}: exam id {exam_id} ({kind}), CANNOT CHECK (see above)")
        return CANNOT_CHECK
    print(f"code {code}: exam id {exam_id} ({kind}), its records are intact")
    return OK


if __name__ == "__main__":
    sys.exit(main())
