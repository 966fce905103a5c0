"""An answer that cannot be written is kept with its real cause and saved by a retry, once."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator

import pytest
from sqlite_utils import Database

from trainer import rulebooks
from trainer.drills import catalog
from trainer.drills.base import expected_response
from trainer.practice_session import AnswerNotSaved, PracticeSession
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import count_attempts
from trainer.progress.db import db_file, open_db

DRILL = catalog.all()[0].id


@pytest.fixture
def session() -> Iterator[PracticeSession]:
    db = open_db(backup=False)
    anna = add_trainee(db, "Anna")
    yield PracticeSession(
        db, anna.id, rulebooks.default(), lambda _rng: (DRILL, 1), random.Random(7)
    )
    db.close()


def _answer_right(session: PracticeSession) -> None:
    question = session.next_question()
    return session.submit(expected_response(question, "en"), 1.5)  # type: ignore[return-value]


@pytest.fixture
def held_lock(session: PracticeSession) -> Iterator[sqlite3.Connection]:
    """Another program holding the write lock; the trainee's connection waits 50 ms here."""
    session.db.execute("PRAGMA busy_timeout = 50")
    other = sqlite3.connect(str(db_file(session.db)), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    yield other
    if other.in_transaction:
        other.execute("ROLLBACK")
    other.close()


def test_an_answer_on_a_full_disk_is_kept_and_saved_by_the_retry(
    session: PracticeSession,
) -> None:
    db: Database = session.db
    _answer_right(session)
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(AnswerNotSaved) as caught:
        for _ in range(300):
            _answer_right(session)
    assert caught.value.cause.kind == "full"
    assert caught.value.grade.correct  # graded: the feedback can wait for the disk
    kept = session.unsaved
    assert kept is not None and kept.grade is caught.value.grade
    saved = count_attempts(db)
    with pytest.raises(AnswerNotSaved):
        session.save_unsaved()  # still full: still kept
    assert session.unsaved is kept and count_attempts(db) == saved
    db.execute(f"PRAGMA max_page_count = {pages * 20}")
    assert session.save_unsaved() is kept.grade
    assert session.unsaved is None and count_attempts(db) == saved + 1
    assert session.answered[-1].attempt_uuid == kept.attempt_uuid
    assert session.summary().questions == saved + 1  # every answer saved, counted once


def test_questions_are_shown_while_another_program_holds_the_file(
    session: PracticeSession, held_lock: sqlite3.Connection
) -> None:
    question = session.next_question()  # the session row could not be written: no matter
    assert session.session_id is None
    with pytest.raises(AnswerNotSaved) as caught:
        session.submit(expected_response(question, "en"), 2.0)
    assert caught.value.cause.kind == "busy"
    held_lock.execute("ROLLBACK")  # the other program lets go
    session.save_unsaved()
    assert session.session_id is not None
    row = session.db.execute("SELECT session_id FROM attempts").fetchone()
    assert row[0] == session.session_id


def test_ending_with_an_unsaved_answer_tries_once_more_and_never_raises(
    session: PracticeSession, held_lock: sqlite3.Connection
) -> None:
    with pytest.raises(AnswerNotSaved):
        _answer_right(session)
    assert session.unsaved is not None
    summary = session.finish()  # the lock is still held: the answer is dropped, quietly
    assert summary.questions == 0 and session.unsaved is None
