"""An exam sat for real: the sitting (pure) plus the progress tables and the seals.

Every answer is committed as it is given (an attempt in a session of kind "exam", linked as the
exam's next item and sealed, in one transaction), so closing the window loses nothing; the
result is written and sealed when the exam ends, whether finished, out of time or abandoned.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlite_utils import Database

from trainer.drills.base import Question, Response
from trainer.exams import seal
from trainer.exams.blueprint import Blueprint
from trainer.exams.sitting import ExamResult, ExamSitting, ItemResult
from trainer.progress.attempts import end_session, record_attempt, start_session
from trainer.progress.db import writing
from trainer.progress.exams import Exam, add_exam_item, finish_exam, get_exam, start_exam
from trainer.rulebooks import Rulebook


@dataclass
class ExamRun:
    db: Database
    trainee_id: int
    sitting: ExamSitting
    exam: Exam
    session_id: int
    key: bytes
    folder: Path | None = None  # where the seal key lives (the data folder by default)
    result: ExamResult | None = None

    @classmethod
    def begin(
        cls,
        db: Database,
        trainee_id: int,
        blueprint: Blueprint,
        *,
        seed: int | None = None,
        rulebook: Rulebook | None = None,
        folder: Path | None = None,
        now: datetime | None = None,
    ) -> ExamRun:
        chosen = seed if seed is not None else random.SystemRandom().getrandbits(32)
        sitting = ExamSitting.start(blueprint, chosen, rulebook)
        key = seal.load_or_create_key(folder)
        session = start_session(db, trainee_id, "exam", now=now)
        with writing(db):
            exam = start_exam(db, trainee_id, blueprint.id, session_id=session.id, now=now)
            seal.seal_open(db, exam.id, key, folder)
        return cls(db, trainee_id, sitting, get_exam(db, exam.id), session.id, key, folder)

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
            seal.seal_item(self.db, self.exam.id, position, self.key)
        return item

    def finish(
        self, *, abandoned: bool = False, out_of_time: bool = False, now: datetime | None = None
    ) -> ExamResult:
        """End the exam (idempotent): result written and sealed, session closed."""
        if self.result is not None:
            return self.result
        self.sitting.stop(abandoned=abandoned, out_of_time=out_of_time)
        result = self.sitting.result()
        with writing(self.db):
            finish_exam(self.db, self.exam.id, result.to_json(), now=now)
            seal.seal_close(self.db, self.exam.id, self.key)
        end_session(self.db, self.session_id, now=now)
        self.exam = get_exam(self.db, self.exam.id)
        self.result = result
        return result

    @property
    def verification_code(self) -> str:
        row = self.db.execute("SELECT seal FROM exams WHERE id = ?", [self.exam.id]).fetchone()
        return seal.verification_code(str(row[0])) if row and row[0] else ""
