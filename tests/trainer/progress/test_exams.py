"""Exam storage: blueprint, items in order (by attempt UUID), result; closed once finished."""

from __future__ import annotations

import sqlite3
from datetime import timedelta

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import start_session
from trainer.progress.exams import (
    ExamClosedError,
    add_exam_item,
    exam_items,
    exams_for,
    finish_exam,
    start_exam,
)


def test_an_exam_records_its_answers_in_order_and_its_result(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    session = start_session(db, anna.id, "exam", now=T0)
    exam = start_exam(db, anna.id, "audition-blackjack", session_id=session.id, now=T0)
    first = answer(db, anna.id, "blackjack.pay", 4, True, 3.0, session_id=session.id)
    second = answer(db, anna.id, "blackjack.pay", 4, False, 3.0, session_id=session.id)
    assert add_exam_item(db, exam.id, first) == 0
    assert add_exam_item(db, exam.id, second) == 1
    assert exam_items(db, exam.id) == [first, second]
    done = finish_exam(
        db, exam.id, '{"passed": false, "score": 0.5}', now=T0 + timedelta(minutes=9)
    )
    assert done.ended == "2025-03-03T08:09:00.000000Z"
    assert done.result_json == '{"passed": false, "score": 0.5}'
    with pytest.raises(ExamClosedError):
        add_exam_item(db, exam.id, first)
    with pytest.raises(ExamClosedError):
        finish_exam(db, exam.id, "{}")
    assert exams_for(db, anna.id) == [done]


def test_an_item_must_be_a_recorded_answer(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    exam = start_exam(db, anna.id, "audition-roulette", now=T0)
    with pytest.raises(sqlite3.IntegrityError):
        add_exam_item(db, exam.id, "not-an-attempt")
    assert exam_items(db, exam.id) == []
