"""Every answer is one row, committed before `record_attempt` returns, and never changed."""

from __future__ import annotations

import sqlite3
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlite_utils import Database

import trainer
from tests.trainer.progress.kit import CET, T0, Grade, Question, Response, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import (
    attempts_for,
    count_attempts,
    end_session,
    get_attempt,
    record_attempt,
    start_session,
)


def test_record_attempt_stores_everything_and_returns_a_uuid(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    session = start_session(db, anna.id, now=T0)
    question = Question("blackjack.pay-blackjack", 3, 12345, prompt="Paga 3:2 sobre 25 €")
    made = record_attempt(
        db,
        anna.id,
        question,
        Response("37,50"),
        Grade(True, 4.25, 6.0, score=1.0, rules=("BJ-08", "BJ-09")),
        session_id=session.id,
        now=T0 + timedelta(seconds=5),
    )
    assert uuid.UUID(made).version == 4
    stored = get_attempt(db, made)
    assert stored.trainee_id == anna.id
    assert stored.session_id == session.id
    assert (stored.drill_id, stored.game, stored.level, stored.seed) == (
        "blackjack.pay-blackjack",
        "blackjack",
        3,
        12345,
    )
    assert stored.rulebook == "andorra-2025"
    assert stored.question_json == question.to_json()  # the exact question, accents included
    assert "€" in stored.question_json
    assert stored.response_json == Response("37,50").to_json()
    assert (stored.correct, stored.score, stored.seconds, stored.target_seconds) == (
        True,
        1.0,
        4.25,
        6.0,
    )
    assert stored.rules == ("BJ-08", "BJ-09")
    assert stored.app_version == trainer.__version__
    # 09:00:05 at UTC+1 is 08:00:05 UTC, on local day 2025-03-03
    assert stored.ts == "2025-03-03T08:00:05.000000Z"
    assert stored.day == "2025-03-03"


def test_the_day_of_an_answer_is_the_local_day(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    # 00:30 on 4 March in UTC+1 is still 3 March in UTC: the trainee practised on the 4th
    late = datetime(2025, 3, 4, 0, 30, tzinfo=CET)
    made = answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=late)
    assert get_attempt(db, made).day == "2025-03-04"
    assert get_attempt(db, made).ts.startswith("2025-03-03T23:30")


def test_an_answer_is_committed_before_record_attempt_returns(db: Database, db_path: Path) -> None:
    anna = add_trainee(db, "Anna")
    made = answer(db, anna.id, "roulette.payout", 1, True, 2.0)
    assert not db.conn.in_transaction
    other = sqlite3.connect(str(db_path))  # another process's view of the file
    assert other.execute("SELECT count(*) FROM attempts WHERE uuid = ?", [made]).fetchone() == (1,)
    other.close()


def test_attempts_are_append_only(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    made = answer(db, anna.id, "roulette.payout", 1, False, 2.0)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("UPDATE attempts SET correct = 1 WHERE uuid = ?", [made])
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("DELETE FROM attempts WHERE uuid = ?", [made])
    with pytest.raises(sqlite3.IntegrityError):
        db.execute("DELETE FROM trainees WHERE id = ?", [anna.id])  # its answers hold it
    assert get_attempt(db, made).correct is False
    assert count_attempts(db) == 1


def test_a_failed_answer_write_leaves_nothing_behind(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    with pytest.raises(sqlite3.IntegrityError):
        answer(db, anna.id, "roulette.payout", 1, True, -1.0)  # negative time is refused
    assert count_attempts(db) == 0
    assert db.execute("SELECT count(*) FROM skill_states").fetchone()[0] == 0
    answer(db, anna.id, "roulette.payout", 1, True, 1.0)
    assert count_attempts(db) == 1


def test_attempts_for_lists_newest_first_and_filters(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    session = start_session(db, anna.id, now=T0)
    first = answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0, session_id=session.id)
    second = answer(db, anna.id, "craps.odds", 1, True, 2.0, now=T0 + timedelta(minutes=1))
    answer(db, pere.id, "roulette.payout", 1, True, 2.0)
    assert [a.uuid for a in attempts_for(db, anna.id)] == [second, first]
    assert [a.uuid for a in attempts_for(db, anna.id, drill_id="roulette.payout")] == [first]
    assert [a.uuid for a in attempts_for(db, anna.id, session_id=session.id)] == [first]
    assert [a.uuid for a in attempts_for(db, anna.id, limit=1)] == [second]
    assert count_attempts(db, anna.id) == 2


def test_sessions_start_and_end_once(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    session = start_session(db, anna.id, "exam", now=T0)
    assert session.kind == "exam" and session.ended is None
    ended = end_session(db, session.id, now=T0 + timedelta(minutes=20))
    assert ended.ended == "2025-03-03T08:20:00.000000Z"
    again = end_session(db, session.id, now=T0 + timedelta(hours=2, minutes=20))
    assert again.ended == ended.ended
    with pytest.raises(ValueError):
        start_session(db, anna.id, "homework")


def test_a_utc_time_is_stored_as_given(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    made = answer(
        db,
        anna.id,
        "roulette.payout",
        1,
        True,
        2.0,
        now=datetime(2025, 1, 1, 12, 0, tzinfo=UTC),
    )
    assert get_attempt(db, made).ts == "2025-01-01T12:00:00.000000Z"


def test_a_retried_answer_under_the_same_uuid_is_recorded_once(db: Database) -> None:
    """A commit that reached the disk but was reported as failed is retried by the drill view
    with the same UUID: the log still holds the answer once."""
    anna = add_trainee(db, "Anna")
    question, response, grade = Question("roulette.payout", 1, 5), Response("35"), Grade(True, 2.0)
    first = record_attempt(db, anna.id, question, response, grade, attempt_uuid="retry-me")
    again = record_attempt(db, anna.id, question, response, grade, attempt_uuid="retry-me")
    assert first == again == "retry-me"
    assert count_attempts(db, anna.id) == 1
