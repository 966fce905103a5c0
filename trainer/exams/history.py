"""Exams as the instructor and the trainee review them: the stored result and, question by
question, what was asked, what was given and how it was graded."""

from __future__ import annotations

from dataclasses import dataclass

from sqlite_utils import Database

from trainer.drills.base import Question, Response
from trainer.exams.seal import verification_code
from trainer.exams.sitting import ExamResult
from trainer.progress.attempts import Attempt, get_attempt
from trainer.progress.exams import Exam, exam_items, exams_for, get_exam


@dataclass(frozen=True)
class ExamRecord:
    exam: Exam
    result: ExamResult | None  # None while the exam is open (or its result unreadable)
    code: str  # the certificate's verification code ("" before the exam is sealed)


def exam_record(db: Database, exam_id: int) -> ExamRecord:
    exam = get_exam(db, exam_id)
    seal = db.execute("SELECT seal FROM exams WHERE id = ?", [exam_id]).fetchone()[0]
    result = None
    if exam.result_json:
        try:
            result = ExamResult.from_json(exam.result_json)
        except (ValueError, KeyError, TypeError):
            result = None
    return ExamRecord(exam, result, verification_code(str(seal)) if seal else "")


def exam_history(db: Database, trainee_id: int) -> list[ExamRecord]:
    """A trainee's exams, newest first."""
    return [exam_record(db, exam.id) for exam in exams_for(db, trainee_id)]


@dataclass(frozen=True)
class ReviewItem:
    position: int
    question: Question
    response: Response | None  # None: not answered in time
    attempt: Attempt


def review_items(db: Database, exam_id: int) -> list[ReviewItem]:
    out = []
    for position, attempt_uuid in enumerate(exam_items(db, exam_id)):
        attempt = get_attempt(db, attempt_uuid)
        response = Response.from_json(attempt.response_json)
        out.append(
            ReviewItem(
                position,
                Question.from_json(attempt.question_json),
                None if response.value is None else response,
                attempt,
            )
        )
    return out
