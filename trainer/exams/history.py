"""Exams as the instructor and the trainee review them: the stored result and, question by
question, what was asked, what was given and how it was graded."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlite_utils import Database

from trainer.exams import certificate_code
from trainer.exams.details import PROCTORED
from trainer.exams.seal import certificate_payload, verification_code
from trainer.exams.sitting import ExamResult
from trainer.progress.exams import Exam, exams_for, get_exam


@dataclass(frozen=True)
class ExamRecord:
    exam: Exam
    result: ExamResult | None  # None while the exam is open (or its result unreadable)
    code: str  # a short reference to the exam ("" before the exam is sealed)
    proctored: bool  # False: a self-assessment, not proctored (or sealed before signatures)
    certificate: str  # the signed result as a certificate code ("" before the exam ends)
    details: dict[str, Any] = field(default_factory=dict)  # what it was sat under, as signed


def exam_record(db: Database, exam_id: int) -> ExamRecord:
    exam = get_exam(db, exam_id)
    seal, details_json = db.execute(
        "SELECT seal, details_json FROM exams WHERE id = ?", [exam_id]
    ).fetchone()
    result = None
    if exam.result_json:
        try:
            result = ExamResult.from_json(exam.result_json)
        except (ValueError, KeyError, TypeError):
            result = None
    try:
        details = json.loads(details_json) if details_json else {}
    except ValueError:
        details = {}
    if not isinstance(details, dict):
        details = {}
    certificate = ""
    if seal and details and exam.ended is not None:
        certificate = certificate_code.encode(certificate_payload(db, exam_id), str(seal))
    return ExamRecord(
        exam,
        result,
        verification_code(str(seal)) if seal else "",
        details.get("kind") == PROCTORED,
        certificate,
        details,
    )


def exam_history(db: Database, trainee_id: int) -> list[ExamRecord]:
    """A trainee's exams, newest first."""
    return [exam_record(db, exam.id) for exam in exams_for(db, trainee_id)]
