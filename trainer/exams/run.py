"""An exam sat for real: the sitting (pure) plus the progress tables and the seals.

An exam is either **proctored** (an instructor unlocked the school key with their passphrase to
start it: it is signed with the school key) or a **self-assessment, not proctored** (signed with
the station key, which anyone using the station can reach).

Every answer is committed as it is given (an attempt in a session of kind "exam", linked as the
exam's next item and sealed, in one transaction), so closing the window loses nothing; the
result is written and sealed, and the session closed, in one transaction when the exam ends,
whether finished, out of time or abandoned. The exam's row, its session and its opening seal
are written in one transaction too; the station's head file only after it commits.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

from trainer.drills.base import Question, Response
from trainer.exams import keys, seal
from trainer.exams.blueprint import Blueprint
from trainer.exams.details import PROCTORED, exam_details
from trainer.exams.keys import SigningKey
from trainer.exams.sitting import ExamResult, ExamSitting, ItemResult
from trainer.progress.accounts import Role, get_person
from trainer.progress.attempts import end_session, record_attempt, start_session
from trainer.progress.db import writing
from trainer.progress.exams import Exam, add_exam_item, finish_exam, get_exam, start_exam
from trainer.rulebooks import Rulebook, default


@dataclass(frozen=True)
class Proctor:
    """The instructor who starts the exam and the school key they unlocked for it."""

    instructor_id: int
    key: SigningKey


@dataclass
class ExamRun:
    db: Database
    trainee_id: int
    sitting: ExamSitting
    exam: Exam
    session_id: int
    signer: SigningKey  # the school key (proctored) or the station key (self-assessment)
    station: SigningKey  # the station's key: it signs the head
    folder: Path | None = None  # the data folder holding the station key and head
    result: ExamResult | None = None

    @classmethod
    def begin(
        cls,
        db: Database,
        trainee_id: int,
        blueprint: Blueprint,
        *,
        proctor: Proctor | None = None,
        seed: int | None = None,
        rulebook: Rulebook | None = None,
        folder: Path | None = None,
        now: datetime | None = None,
    ) -> ExamRun:
        """Start the exam: proctored when `proctor` is given, else a self-assessment."""
        rules = rulebook if rulebook is not None else default()
        chosen = seed if seed is not None else random.SystemRandom().getrandbits(32)
        sitting = ExamSitting.start(blueprint, chosen, rules)
        station = seal.ensure_station(db, folder, replace_lost=proctor is not None)
        signer = _signer(db, proctor, station, folder, now)
        trainee = get_person(db, trainee_id)
        details = exam_details(
            trainee,
            blueprint,
            rules,
            signer=signer,
            station=station,
            proctor=get_person(db, proctor.instructor_id) if proctor is not None else None,
            endorsement=keys.endorsement_for(db, station.public) if proctor is None else None,
        )
        with writing(db):
            session = start_session(db, trainee_id, "exam", now=now)
            exam = start_exam(db, trainee_id, blueprint.id, session_id=session.id, now=now)
            head = seal.seal_open(db, exam.id, signer, station, details)
        seal.write_head(head, station, folder)  # after the commit: it never runs ahead
        return cls(
            db, trainee_id, sitting, get_exam(db, exam.id), session.id, signer, station, folder
        )

    @property
    def proctored(self) -> bool:
        return self.signer.kind == "school"

    @property
    def kind(self) -> str:
        return PROCTORED if self.proctored else "self-assessment"

    @property
    def current(self) -> Question | None:
        current = self.sitting.current
        return current.question if current is not None else None

    def answer(self, response: Response, seconds: float) -> ItemResult:
        """Grade (UnparsableResponse leaves the question open) and commit the answer."""
        return self._store(self.sitting.answer(response, seconds))

    def time_out(self, seconds: float) -> ItemResult:
        return self._store(self.sitting.time_out(seconds))

    def _store(self, item: ItemResult) -> ItemResult:
        response = item.response or Response(item.question.kind, None)
        with writing(self.db):
            attempt = record_attempt(
                self.db,
                self.trainee_id,
                item.question,
                response,
                item.grade,
                session_id=self.session_id,
            )
            position = add_exam_item(self.db, self.exam.id, attempt)
            seal.seal_item(self.db, self.exam.id, position, self.signer)
        self._write_head()
        return item

    def _write_head(self) -> None:
        """After each commit (never before: the head never names what is not saved)."""
        seal.write_head(seal.station_head(self.db, self.station), self.station, self.folder)

    def finish(
        self, *, abandoned: bool = False, out_of_time: bool = False, now: datetime | None = None
    ) -> ExamResult:
        """End the exam (idempotent): result written and sealed, session closed, at once."""
        if self.result is not None:
            return self.result
        self.sitting.stop(abandoned=abandoned, out_of_time=out_of_time)
        result = self.sitting.result()
        with writing(self.db):
            finish_exam(self.db, self.exam.id, result.to_json(), now=now)
            end_session(self.db, self.session_id, now=now)
            seal.seal_close(self.db, self.exam.id, self.signer)
        self._write_head()
        self.exam = get_exam(self.db, self.exam.id)
        self.result = result
        return result

    @property
    def verification_code(self) -> str:
        row = self.db.execute("SELECT seal FROM exams WHERE id = ?", [self.exam.id]).fetchone()
        return seal.verification_code(str(row[0])) if row and row[0] else ""


def _signer(
    db: Database,
    proctor: Proctor | None,
    station: SigningKey,
    folder: Path | None,
    now: datetime | None,
) -> SigningKey:
    if proctor is None:
        return station
    if get_person(db, proctor.instructor_id).role is not Role.INSTRUCTOR:
        raise keys.KeyProblem("only an instructor can proctor an exam")
    if proctor.key.kind != "school" or proctor.key.public != keys.school_public(db):
        raise keys.SchoolKeyMismatchError("the key given is not this school's key")
    keys.endorse_station(db, proctor.key, station, now=now)
    return proctor.key
