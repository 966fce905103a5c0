"""Exams sat for the seal, key and certificate tests: an instructor with a passphrase, the
school key, proctored exams and self-assessments, and a plain sqlite3 connection to edit the
file as someone with a database editor would."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlite_utils import Database

from tests.trainer.exam_kit import right, small, wrong
from trainer.exams import keys
from trainer.exams.keys import SigningKey
from trainer.exams.run import ExamRun, Proctor
from trainer.progress.accounts import Credential, Person, Role, add_instructor, list_people

PASSPHRASE = "correct horse battery"
ANSWERS = (right, wrong, right, right, right)  # then the last question times out


def instructor(db: Database, name: str = "Núria", passphrase: str = PASSPHRASE) -> Person:
    """The station's first instructor, or a later one approved by the first (whose passphrase
    is `PASSPHRASE`)."""
    first = next(iter(list_people(db, Role.INSTRUCTOR)), None)
    approval = Credential(first.id, PASSPHRASE) if first is not None else None
    return add_instructor(db, name, passphrase, by=approval)


def school_key(db: Database, person: Person, folder: Path | None = None) -> SigningKey:
    return keys.create_school_key(db, person.id, PASSPHRASE, folder=folder)


def sit(
    db: Database,
    trainee_id: int,
    seed: int,
    *,
    proctor: Proctor | None = None,
    finish: bool = True,
    folder: Path | None = None,
) -> ExamRun:
    """Six questions: right, wrong, right, right, right, then (when finished) a time-out."""
    run = ExamRun.begin(db, trainee_id, small(), seed=seed, proctor=proctor, folder=folder)
    for give in ANSWERS:
        assert run.current is not None
        run.answer(give(run.current), 2.0)
    if finish:
        run.time_out(20.0)
        run.finish()
    return run


def raw(folder: Path) -> sqlite3.Connection:
    """A plain sqlite3 connection in autocommit, as someone editing the file by hand."""
    return sqlite3.connect(folder / "progress.db", isolation_level=None)
