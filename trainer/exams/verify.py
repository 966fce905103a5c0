"""Check the exam seals: report every edited, deleted or reordered row, naming it.

`dealer-trainer-verify [--db PATH] [--code CODE]` prints what it found and exits 1 when any
seal is broken (the instructor's "Verify exam records" button shows the same report).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from trainer.exams import seal
from trainer.progress.db import default_path, open_db


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
    exams: int = 0  # checked against this station's key
    items: int = 0
    problems: list[Problem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # not failures: exams from other stations

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        out = [str(p) for p in self.problems] + list(self.notes)
        verdict = "OK" if self.ok else f"{len(self.problems)} PROBLEM(S)"
        out.append(f"{verdict}: {self.exams} exams and {self.items} exam items checked")
        return out


_EXAMS = (
    "SELECT id, uuid, trainee_id, session_id, blueprint, started, ended, result_json, "
    "sealed_by, seal_open, seal FROM exams ORDER BY id"
)


def verify(db: Database, folder: Path | None = None) -> Report:
    report = Report()
    key = seal.load_key(folder)
    rows = db.execute(_EXAMS).fetchall()
    if key is None:
        if any(r[8] for r in rows):
            report.problems.append(
                Problem("seal key", str(seal.key_path(folder)), "missing: nothing can be checked")
            )
        return report
    station = seal.station_of(key)
    previous_open: str | None = None
    for row in rows:
        exam_id, exam_uuid = int(row[0]), str(row[1])
        name = f"id {exam_id} (uuid {exam_uuid})"
        if row[8] is None:
            report.notes.append(f"exams row {name}: not sealed here (merged from another station)")
            continue
        if row[8] != station:
            report.notes.append(f"exams row {name}: sealed by station {row[8]}, verify it there")
            continue
        report.exams += 1
        expected = seal.open_mac(key, previous_open, row[1:6])
        if row[9] != expected:
            report.problems.append(
                Problem(
                    "exams",
                    name,
                    "does not match its seal: the row was edited, or an exam before it was "
                    "deleted or moved",
                    exam_id,
                )
            )
        previous_open = str(row[9])
        last = _check_items(db, key, exam_id, exam_uuid, previous_open, report)
        _check_close(db, key, row, name, last, report)
    _check_head(folder, station, report, rows, previous_open)
    _check_sessions(db, report)
    return report


def _check_items(
    db: Database, key: bytes, exam_id: int, exam_uuid: str, opening: str, report: Report
) -> str:
    items = db.execute(
        "SELECT position, attempt_uuid, seal FROM exam_items WHERE exam_id = ? ORDER BY position",
        [exam_id],
    ).fetchall()
    previous = opening
    for expected_position, (position, attempt, stored) in enumerate(items):
        report.items += 1
        where = f"exam_id {exam_id}, position {position}"
        if position != expected_position:
            report.problems.append(
                Problem(
                    "exam_items",
                    f"exam_id {exam_id}, position {expected_position}",
                    "is missing: the item was deleted",
                    exam_id,
                )
            )
        digest = seal.attempt_digest(db, str(attempt))
        if digest is None:
            report.problems.append(
                Problem(
                    "attempts", f"uuid {attempt}", f"is missing (item {where}): deleted", exam_id
                )
            )
        want = seal.item_mac(key, previous, exam_uuid, position, str(attempt), digest)
        if stored != want:
            report.problems.append(
                Problem(
                    "exam_items",
                    where,
                    f"does not match its seal: the item was edited or reordered, an item "
                    f"before it deleted, or its answer (attempts row uuid {attempt}) edited",
                    exam_id,
                )
            )
        previous = str(stored)
    return previous


def _check_close(
    db: Database, key: bytes, row: Sequence[Any], name: str, last: str, report: Report
) -> None:
    exam_id, ended, result, closing = row[0], row[6], row[7], row[10]
    if ended is None:
        if closing is not None:
            report.problems.append(Problem("exams", name, "its end time was removed", int(exam_id)))
        return
    if closing is None:
        report.problems.append(
            Problem("exams", name, "finished but its closing seal is gone", int(exam_id))
        )
        return
    count = int(
        db.execute("SELECT count(*) FROM exam_items WHERE exam_id = ?", [exam_id]).fetchone()[0]
    )
    if closing != seal.close_mac(key, last, count, str(ended), str(result)):
        report.problems.append(
            Problem(
                "exams",
                name,
                "its result or end time was edited, or items were added or deleted after it "
                "was sealed",
                int(exam_id),
            )
        )


def _check_head(
    folder: Path | None,
    station: str,
    report: Report,
    rows: Sequence[Sequence[object]],
    last_open: str | None,
) -> None:
    head = seal.read_head(folder)
    if head is None or head.station != station:
        if report.exams:
            report.problems.append(
                Problem("seal head", str(seal.head_path(folder)), "missing or not this station's")
            )
        return
    if report.exams < head.exams:
        report.problems.append(
            Problem(
                "exams",
                f"sealed after id {_last_id(rows, station)}",
                f"{head.exams - report.exams} exam(s) sealed at this station are missing: deleted",
            )
        )
    elif last_open != head.last_open:
        report.problems.append(
            Problem(
                "exams",
                f"id {_last_id(rows, station)}",
                "the newest sealed exam is not the one the station sealed last: replaced or "
                "deleted",
            )
        )


def _last_id(rows: Sequence[Sequence[object]], station: str) -> str:
    ids = [str(r[0]) for r in rows if r[8] == station]
    return ids[-1] if ids else "(none)"


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
    """The exam whose certificate carries `code`, if any."""
    wanted = seal.normalise_code(code)
    if len(wanted) < 8:
        return None
    for exam_id, closing in db.execute("SELECT id, seal FROM exams WHERE seal IS NOT NULL"):
        if str(closing).startswith(wanted):
            return int(exam_id)
    return None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="dealer-trainer-verify",
        description="Check that no exam record was edited, deleted or reordered.",
    )
    parser.add_argument("--db", type=Path, default=None, help="progress database to check")
    parser.add_argument("--code", default=None, help="a certificate's verification code")
    args = parser.parse_args(argv)
    path = args.db if args.db is not None else default_path()
    if not path.exists():
        print(f"no progress database at {path}", file=sys.stderr)
        return 2
    folder = path.parent if args.db is not None else None
    db = open_db(path, backup=False)
    try:
        report = verify(db, folder)
        for line in report.lines():
            print(line)
        if args.code is not None:
            exam_id = find_code(db, args.code)
            if exam_id is None:
                print(f"code {args.code}: no exam carries it")
                return 1
            broken = [p for p in report.problems if p.exam_id in (exam_id, None)]
            status = "its records are intact" if not broken else "its records were tampered with"
            print(f"code {args.code}: exam id {exam_id}, {status}")
            if broken:
                return 1
    finally:
        db.close()
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
