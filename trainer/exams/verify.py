"""Check exam records and certificates.

    dealer-trainer verify [--db PATH] [--key school-key.pub]      # a progress database
    dealer-trainer verify CERTIFICATE.pdf | CODE [--key ...]       # a certificate

On a database every edited, deleted, inserted or reordered row, swapped name, replaced key or
rewritten seal is named; a missing or damaged key or head file is reported as CANNOT CHECK
(never as tampering, never as OK). A certificate is checked with the school's public key alone
(`school-key.pub` in the data folder, or `--key`), on any machine, and its signed details are
printed to compare with the paper.

The report is data, message codes of `trainer/drills/messages/verify.toml` and their values
(`Said`), put into words when it is read: in English on the command line (`--lang ca` or
`es` for the others), in the instructor's language in Instructor mode. Table and column names,
ids, uuids, paths and fingerprints are kept as the records write them.

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
from trainer.i18n import message_param, translate
from trainer.money import LOCALES
from trainer.progress.db import default_path, open_db

OK, TAMPERED, CANNOT_CHECK = 0, 1, 2
PREFIX = "verify."  # the report's messages: trainer/drills/messages/verify.toml


@dataclass(frozen=True)
class Said:
    """A message of the report, its code and values, put into words only when read (so the
    instructor reads it in their language, and a language change says it again)."""

    code: str
    params: tuple[tuple[str, str], ...] = ()

    def param(self) -> str:
        """As a `{x:message}` parameter of another message."""
        return message_param(PREFIX + self.code, dict(self.params))

    def words(self, locale: str = "en") -> str:
        return translate(PREFIX + self.code, locale, dict(self.params))


def said(code: str, **params: object) -> Said:
    """`Said` with its values as text; a value that is itself `Said` nests as a message."""
    return Said(
        code,
        tuple((k, v.param() if isinstance(v, Said) else str(v)) for k, v in params.items()),
    )


@dataclass(frozen=True)
class Problem:
    table: str  # the table the row is in; "" when the problem is a file's (`row` names it)
    row: Said  # the row by its key ("id 3 (uuid ...)", "exam_id 3, position 2"), or the file
    what: Said
    exam_id: int | None = None  # the exam the row belongs to, when known

    @property
    def where(self) -> Said:
        return said("where.row", table=self.table, row=self.row) if self.table else self.row

    def words(self, locale: str = "en") -> str:
        return said("line", where=self.where, what=self.what).words(locale)

    def __str__(self) -> str:
        return self.words()


@dataclass
class Report:
    exams: int = 0  # checked by signature
    items: int = 0
    proctored: int = 0
    self_assessed: int = 0
    problems: list[Problem] = field(default_factory=list)  # tampering
    cannot_check: list[Said] = field(default_factory=list)  # a key or head missing or damaged
    notes: list[Problem] = field(default_factory=list)  # neither: exams from other stations...

    @property
    def ok(self) -> bool:
        return not self.problems and not self.cannot_check

    @property
    def status(self) -> int:
        return TAMPERED if self.problems else CANNOT_CHECK if self.cannot_check else OK

    def unable(self, why: Said) -> None:
        if why not in self.cannot_check:
            self.cannot_check.append(why)

    def verdict(self) -> Said:
        if self.problems:
            return said("verdict.tampered", n=len(self.problems))
        return said("verdict.cannot" if self.cannot_check else "verdict.ok")

    def summary(self) -> Said:
        """The last line: the verdict and what was counted, each count with its plural."""
        return said(
            "summary",
            verdict=self.verdict(),
            exams=said("count.exams", n=self.exams),
            proctored=said("count.proctored", n=self.proctored),
            self_assessed=said("count.self_assessed", n=self.self_assessed),
            items=said("count.items", n=self.items),
        )

    def lines(self, locale: str = "en") -> list[str]:
        """The report in `locale`: the problems, what cannot be checked, the notes, the summary."""
        out = [p.words(locale) for p in self.problems]
        out += [said("cannot_line", why=why).words(locale) for why in self.cannot_check]
        out += [note.words(locale) for note in self.notes]
        out.append(self.summary().words(locale))
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
    station_file = keys.station_key_path(folder)
    try:
        anchors.station = keys.load_station_key(folder)
    except DamagedKeyFileError:
        report.unable(said("why.station_key_damaged", path=station_file))
    head_file = seal.head_path(folder)
    try:
        anchors.head = seal.read_head(folder)
    except DamagedHeadError:
        report.unable(said("why.head_damaged", path=head_file))
    missing_head = anchors.head is None and not head_file.exists()
    if missing_head and (anchors.station is not None or sealed):
        report.unable(said("why.head_missing", path=head_file))
    missing_key = anchors.station is None and not station_file.exists()
    if missing_key and (anchors.head is not None or sealed):
        report.unable(said("why.station_key_missing", path=station_file))
    if anchors.head is not None:
        if not anchors.head.valid:
            report.problems.append(
                Problem("", said("where.head", path=head_file), said("what.head_rewritten"))
            )
            anchors.head = None
        elif anchors.station is not None and anchors.head.public_key != anchors.station.public:
            report.problems.append(
                Problem(
                    "",
                    said("where.station_key", path=station_file),
                    said(
                        "what.key_not_head",
                        key=_fp(anchors.station.public),
                        head=_fp(anchors.head.public_key),
                    ),
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
            report.unable(said("why.school_key_missing", path=path))
        return None
    except DamagedKeyFileError:
        report.unable(said("why.school_key_damaged", path=path))
        return None
    if recorded is not None and recorded != trusted:
        report.problems.append(
            Problem(
                "",
                said("where.school_key", path=path),
                said("what.school_key_replaced", key=_fp(trusted), recorded=_fp(recorded)),
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


def _fp(public: str) -> Said:
    """A public key by its fingerprint, as the key files and the certificates show it."""
    try:
        return said("key", fingerprint=signing.grouped(signing.fingerprint(public)))
    except ValueError:
        return said("not_a_key")


def _fp_text(public: str) -> str:
    """The fingerprint in English, for the command line's certificate check."""
    return _fp(public).words()


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
    def name(self) -> Said:
        return said("row.exam", id=self.id, uuid=self.uuid)


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
                    Problem("exams", row.name, said("what.out_of_chain"), row.id)
                )
            previous = row
            own.append(row)
        elif row.sealed_by not in (None, anchors.own):
            report.notes.append(
                Problem("exams", row.name, said("what.merged", station=_fp_station(row.sealed_by)))
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
        report.problems.append(Problem("exams", row.name, said("what.legacy_stripped"), row.id))
        return
    report.notes.append(Problem("exams", row.name, said("what.legacy")))


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
            Problem("exams", row.name, said("what.not_sealed", columns=", ".join(missing)), row.id)
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
        report.problems.append(Problem("exams", row.name, said("what.other_trainee"), row.id))
    elif trainee.get("name") != row.trainee_name:
        renamed = said("what.renamed", sealed=trainee.get("name"), now=row.trainee_name)
        report.problems.append(Problem("exams", row.name, renamed, row.id))
    if signer and not signing.valid(
        signer, row.seal_open, "exam-open", *seal.open_parts(db, row.id)
    ):
        report.problems.append(Problem("exams", row.name, said("what.opening_seal"), row.id))
    _check_items(db, signer, row, report)
    _check_close(db, signer, row, report)


def _signer_trusted(row: _Row, details: dict[str, Any], anchors: Anchors, report: Report) -> bool:
    """Whether the key the row names may sign it; anything else is reported."""
    signer = str(row.signer)

    def bad(what: Said) -> bool:
        report.problems.append(Problem("exams", row.name, what, row.id))
        return False

    if details.get("signer") != signer or details.get("station") != row.sealed_by:
        return bad(said("what.signer_changed"))
    kind = details.get("kind")
    if kind == PROCTORED:
        if anchors.school is None:
            report.unable(said("why.proctored_need_school", row=row.name))
            return True
        if signer != anchors.school:
            return bad(said("what.forged_proctored", key=_fp(signer), school=_fp(anchors.school)))
        return True
    if kind != SELF_ASSESSMENT or not signing.is_public_key(signer):
        return bad(said("what.details_edited"))
    if signing.fingerprint(signer) != row.sealed_by:
        return bad(said("what.not_station_key", key=_fp(signer)))
    endorsement = details.get("endorsement")
    if isinstance(endorsement, dict) and anchors.school is not None:
        endorsed = endorsement.get("school") == anchors.school and keys.endorsement_valid(
            anchors.school, signer, endorsement.get("signature")
        )
        if not endorsed:
            return bad(said("what.endorsement"))
    return True


def _check_items(db: Database, signer: str, row: _Row, report: Report) -> None:
    items = db.execute(
        "SELECT position, attempt_uuid, seal FROM exam_items WHERE exam_id = ? ORDER BY position",
        [row.id],
    ).fetchall()
    previous = str(row.seal_open)
    for expected_position, (position, attempt, stored) in enumerate(items):
        report.items += 1
        where = said("row.item", exam=row.id, position=position)
        if position != expected_position:
            gap = said("row.item", exam=row.id, position=expected_position)
            report.problems.append(
                Problem("exam_items", gap, said("what.item_missing", position=position), row.id)
            )
        digest = seal.attempt_digest(db, str(attempt))
        if digest is None:
            report.problems.append(
                Problem(
                    "attempts",
                    said("row.uuid", uuid=attempt),
                    said("what.attempt_missing", item=where),
                    row.id,
                )
            )
        parts = seal.item_parts(previous, row.uuid, position, str(attempt), digest)
        if not signing.valid(signer, stored, "exam-item", *parts):
            report.problems.append(
                Problem("exam_items", where, said("what.item_seal", attempt=attempt), row.id)
            )
        previous = str(stored)


def _check_close(db: Database, signer: str, row: _Row, report: Report) -> None:
    if row.ended is None:
        if row.seal is not None:
            report.problems.append(Problem("exams", row.name, said("what.end_removed"), row.id))
        return
    if row.seal is None:
        report.problems.append(Problem("exams", row.name, said("what.closing_gone"), row.id))
        return
    payload = seal.canonical(seal.certificate_payload(db, row.id))
    if not signing.valid(signer, row.seal, "certificate", payload):
        report.problems.append(Problem("exams", row.name, said("what.result_edited"), row.id))
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
            what = said("what.table_session_gone", session=table["session"])
        elif records_digest(load_records(db, int(found[0]))) != table.get("digest"):
            what = said("what.table_acts_edited", session=table["session"])
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
    last = said("row.id", id=own[-1].id) if own else said("row.none")
    if head.exams > count:
        row = said("row.sealed_after", id=own[-1].id) if own else said("row.none")
        what = said("what.exams_deleted", n=head.exams - count)
    elif any(head.last == value for _number, value in station_steps):
        row, what = last, said("what.head_older")
    else:
        row, what = last, said("what.newest_replaced")
    report.problems.append(Problem("exams", row, what))


def _check_sessions(db: Database, report: Report) -> None:
    orphans = db.execute(
        "SELECT s.id, s.uuid FROM sessions AS s WHERE s.kind = 'exam' AND "
        "EXISTS (SELECT 1 FROM attempts AS a WHERE a.session_id = s.id) AND "
        "NOT EXISTS (SELECT 1 FROM exams AS e WHERE e.session_id = s.id) ORDER BY s.id"
    ).fetchall()
    for session_id, session_uuid in orphans:
        session = said("row.of_session", id=session_id, uuid=session_uuid)
        report.problems.append(Problem("exams", session, said("what.exam_deleted")))


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
        print(f"VERIFIED: a proctored exam, signed with the school key {_fp_text(str(school))}")
    elif result.status == "self-assessment":
        print(
            "VERIFIED as a SELF-ASSESSMENT, NOT PROCTORED: signed by station "
            f"{_fp_text(certificate.signer)}, which the school key {_fp_text(str(school))} endorsed"
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
    parser.add_argument(
        "--lang", choices=LOCALES, default="en", help="the report's language (default en)"
    )
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
        for line in report.lines(args.lang):
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
