"""The store takes the drill framework's real questions, responses and grades."""

from __future__ import annotations

import random

from sqlite_utils import Database

from tests.trainer.progress.kit import T0
from trainer.drills import catalog
from trainer.drills.base import Question, Response, expected_response
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import get_attempt, record_attempt
from trainer.progress.mastery import Mastery, drill_mastery
from trainer.progress.practice import next_drill


def test_a_real_question_is_stored_so_it_replays_and_regrades_exactly(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    rng = random.Random(2025)
    for drill in catalog.all()[:4]:
        question = drill.generate(rng, 2)
        response = expected_response(question, "ca")
        grade = question.grade(response, 1.5)
        stored = get_attempt(db, record_attempt(db, anna.id, question, response, grade, now=T0))
        replayed = Question.from_json(stored.question_json)
        assert replayed == question
        assert drill.from_seed(stored.seed, stored.level) == question  # the seed reproduces it
        again = replayed.grade(Response.from_json(stored.response_json), stored.seconds)
        assert again.correct and stored.correct
        assert stored.target_seconds == drill.levels[2].target_seconds
        assert stored.rules == grade.rules
        assert drill_mastery(db, anna.id, drill).level(2).status == Mastery.ATTEMPTED


def test_next_drill_draws_from_the_catalogue_by_default(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    ids = {d.id for d in catalog.all()}
    picks = {next_drill(db, anna.id, random.Random(n), now=T0) for n in range(30)}
    assert all(drill_id in ids and level == 1 for drill_id, level in picks)
    assert len(picks) > 5
