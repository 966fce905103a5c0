"""The station (`trainer.station`): stored answers read back and graded again, the writes it
makes announced with what they changed, the rulebook in force, the mistakes that can be asked
again."""

from __future__ import annotations

import json
import random
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.exam_kit import small, wrong
from tests.trainer.progress.kit import answer as fake_answer
from tests.trainer.station_kit import db_fixture, heard, station_fixture  # noqa: F401
from trainer.drills import catalog
from trainer.drills.base import Response, UnparsableResponse, expected_response
from trainer.progress.attempts import attempts_for, record_attempt
from trainer.progress.db import open_db
from trainer.progress.redo import to_redo
from trainer.station import Change, Changes, Station, read_answer

# --------------------------------------------------------------------------- read back


def test_a_stored_wrong_answer_is_graded_again_with_its_worked_solution(
    station: Station, db: Database
) -> None:
    # box 2 has a blackjack on a €30 bet (seed 7, level 1): BJ-10 pays 3 to 2, so €45
    question = catalog.get("blackjack.pay-blackjack").from_seed(7, 1)
    [bet] = question.scene.bets
    assert bet.amount == Decimal("30")
    given = Response("amount", "40", "en")
    trainee = station.add_trainee("Marta")
    record_attempt(db, trainee.id, question, given, question.grade(given, 4.5))
    [stored] = station.mistakes(trainee.id)
    assert stored.question == question and stored.response == given
    assert stored.grade is not None and not stored.grade.correct
    assert stored.grade.expected == "45"  # 30 × 3 ÷ 2 (BJ-10)
    assert stored.grade.seconds == 4.5  # the time it took then
    assert [s.rule for s in stored.solution] == ["BJ-10"]
    assert stored.solution == question.solution


def test_a_right_answer_read_back_is_right(station: Station, db: Database) -> None:
    question = catalog.get("blackjack.pay-blackjack").from_seed(7, 1)
    trainee = station.add_trainee("Marta")
    given = Response("amount", "45", "en")
    record_attempt(db, trainee.id, question, given, question.grade(given, 2.0))
    [attempt] = attempts_for(db, trainee.id)
    stored = read_answer(attempt)
    assert stored is not None and stored.grade is not None and stored.grade.correct


def test_a_question_in_an_old_format_is_left_out(station: Station, db: Database) -> None:
    trainee = station.add_trainee("Marta")
    fake_answer(db, trainee.id, "blackjack.pay-blackjack", 1, False, 3.0)  # no scene, no kind
    [attempt] = attempts_for(db, trainee.id)
    assert json.loads(attempt.question_json).get("scene") is None
    assert read_answer(attempt) is None
    assert station.mistakes(trainee.id) == []


def test_an_exam_question_not_answered_in_time_keeps_its_worked_solution(
    station: Station,
) -> None:
    trainee = station.add_trainee("Marta")
    run = station.begin_exam(trainee.id, small(), seed=2)
    asked = run.current
    assert asked is not None
    station.exam_time_out(run, 20.0)
    [stored] = station.exam_answers(run.exam.id)
    assert stored.question == asked
    assert stored.response is None and stored.grade is None  # nothing given, nothing graded
    assert stored.solution == asked.solution and stored.feedback == ()


# --------------------------------------------------------------------------- announcements


def test_each_practice_answer_saved_is_announced_once(station: Station) -> None:
    trainee = station.add_trainee("Marta")
    said = heard(station)
    session = station.practice(trainee.id, random.Random(1))
    question = session.next_question("blackjack.pay-blackjack", 1)
    assert said == []  # asking writes the session row, no answer
    with pytest.raises(UnparsableResponse):
        session.submit(Response("amount", "", "en"), 1.0)
    assert said == []  # refused: nothing recorded, nothing said
    session.submit(expected_response(question), 1.0)
    assert said == [frozenset({Change.ANSWERS})]
    session.submit(expected_response(session.next_question("chips.colour-up", 1)), 1.0)
    assert said == [frozenset({Change.ANSWERS})] * 2


def test_exam_answers_and_its_end_are_announced(station: Station) -> None:
    trainee = station.add_trainee("Marta")
    said = heard(station)
    run = station.begin_exam(trainee.id, small(), seed=2)
    assert said == [frozenset({Change.EXAMS})]
    assert run.current is not None
    station.exam_answer(run, wrong(run.current), 2.0)
    assert said[-1] == frozenset({Change.ANSWERS})
    station.finish_exam(run, abandoned=True)
    station.finish_exam(run, abandoned=True)  # already over: nothing new to say
    assert said == [
        frozenset({Change.EXAMS}),
        frozenset({Change.ANSWERS}),
        frozenset({Change.EXAMS}),
    ]


def test_a_trainee_added_is_announced_and_a_listener_can_stop(station: Station) -> None:
    said: list[Changes] = []
    stop = station.listen(said.append)
    station.add_trainee("Marta")
    stop()
    station.add_trainee("Jordi")
    assert said == [frozenset({Change.PEOPLE})]


# --------------------------------------------------------------------------- the rulebook


def test_the_rulebook_chosen_is_read_where_the_choice_is_kept(db: Database) -> None:
    chosen: list[str | None] = [None]
    station = Station(db, rulebook=lambda: chosen[0])
    assert station.rulebook.id == "andorra-2025"  # none chosen: the default
    said = heard(station)
    chosen[0] = "spain-1979"
    assert station.rulebook.id == "andorra-2025"  # kept until it is read again
    station.reload_rulebook()
    assert said == [frozenset({Change.RULES})]
    assert station.rulebook.id == "spain-1979"


def test_a_refused_house_rules_file_is_reported_and_the_plain_rulebook_used(
    db: Database, data_home: Path
) -> None:
    path = data_home / "house_rules.toml"
    path.write_text('[punto_banco]\ncommission_rate = "lots"\n', encoding="utf-8")
    station = Station(db, house_rules=path)
    assert station.rulebook.punto_banco.commission_rate == Decimal("0.05")  # PB-04
    assert "commission_rate" in station.rulebook_problem
    path.write_text('[punto_banco]\ncommission_rate = "0.04"\n', encoding="utf-8")
    station.reload_rulebook()
    assert station.rulebook.punto_banco.commission_rate == Decimal("0.04")
    assert station.rulebook_problem == ""


# --------------------------------------------------------------------------- redo


def test_mistakes_to_redo_are_those_that_can_be_asked_again(station: Station, db: Database) -> None:
    trainee = station.add_trainee("Marta")
    question = catalog.get("blackjack.pay-blackjack").from_seed(7, 1)
    given = Response("amount", "40", "en")
    record_attempt(db, trainee.id, question, given, question.grade(given, 3.0))
    now = datetime.now().astimezone()
    fake_answer(db, trainee.id, "blackjack.pay-blackjack", 1, False, 3.0, now=now)  # unreadable
    fake_answer(db, trainee.id, "gone.drill", 1, False, 3.0, now=now)  # no longer offered
    assert len(to_redo(db, trainee.id)) == 3
    [(item, again)] = station.redo_questions(trainee.id)
    assert again == question and item.drill_id == "blackjack.pay-blackjack"


def test_the_writes_mark_moves_with_any_write_and_not_with_a_read(
    station: Station, db: Database, data_home: Path
) -> None:
    trainee = station.add_trainee("Marta")
    mark = station.writes_seen()
    station.trainee_stats(trainee.id)
    station.mistakes(trainee.id)
    assert station.writes_seen() == mark  # reading writes nothing
    fake_answer(db, trainee.id, "blackjack.pay-blackjack", 1, True, 3.0)  # not through it
    assert station.writes_seen() != mark
    mark = station.writes_seen()
    other = open_db(data_home / "progress.db", backup=False)  # another connection's commit
    try:
        fake_answer(other, trainee.id, "blackjack.pay-blackjack", 1, True, 3.0, seed=2)
    finally:
        other.close()
    assert station.writes_seen() != mark
