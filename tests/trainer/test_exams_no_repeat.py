"""An exam never asks the same question twice in one sitting (same content: what the candidate
sees and must answer, `Question.content_key`), over many sittings of every bundled exam and of
custom blueprints dense enough that drawing at random would repeat."""

from __future__ import annotations

import tomllib
from collections import Counter

import pytest

from trainer.exams.blueprint import Blueprint, load_all, parse
from trainer.exams.sitting import ExamSitting, NotEnoughQuestionsError, draw


def blueprint(drills: list[str], level: int, questions: int) -> Blueprint:
    """A custom blueprint of one section, written as an instructor's file would be."""
    listed = ", ".join(f'"{d}"' for d in drills)
    text = f"""
id = "dense"
time_limit_seconds = 600
[title]
en = "Dense"
[[sections]]
drills = [{listed}]
level = {level}
questions = {questions}
seconds_per_question = 30
pass_accuracy = 80
pass_speed = 50
[sections.name]
en = "Only section"
"""
    return parse(tomllib.loads(text), "dense.toml")


def repeats(questions: list[str]) -> list[str]:
    return [key for key, n in Counter(questions).items() if n > 1]


@pytest.mark.parametrize("exam", [b.id for b in load_all().blueprints if not b.custom])
def test_no_bundled_exam_repeats_a_question_over_many_sittings(exam: str) -> None:
    chosen = load_all().get(exam)
    for seed in range(60):
        keys = [q.question.content_key() for q in draw(chosen, seed)]
        assert len(keys) == chosen.questions
        assert repeats(keys) == [], (exam, seed)


def test_a_drill_with_few_questions_never_repeats_one_in_a_sitting() -> None:
    # roulette.announce at level 3 makes about 37 different questions: 20 drawn at random
    # would almost surely repeat one (birthday odds over 99%); the sitting never does
    dense = blueprint(["roulette.announce"], 3, 20)
    for seed in range(150):
        keys = [q.question.content_key() for q in draw(dense, seed)]
        assert len(keys) == 20 and repeats(keys) == [], seed


def test_a_sitting_answered_through_asks_each_question_once() -> None:
    dense = blueprint(["roulette.announce", "craps.max-bet"], 3, 24)
    sitting = ExamSitting.start(dense, 5)
    seen: list[str] = []
    while sitting.current is not None:
        question = sitting.current.question
        seen.append(question.content_key())
        sitting.time_out(1.0)
    assert len(seen) == 24 and repeats(seen) == []


def test_a_drill_used_up_hands_its_turns_to_the_next_drill() -> None:
    # roulette.announced-bets at level 2 has 3 different questions: of 8 turns shared with
    # roulette.multiples, it can take 3 at most; multiples takes the rest
    mixed = blueprint(["roulette.announced-bets", "roulette.multiples"], 2, 8)
    for seed in range(10):
        drawn = [q.question for q in draw(mixed, seed)]
        keys = [q.content_key() for q in drawn]
        assert len(keys) == 8 and repeats(keys) == []
        by_drill = Counter(q.drill_id for q in drawn)
        assert by_drill["roulette.announced-bets"] <= 3
        assert by_drill["roulette.multiples"] >= 5


def test_more_questions_than_the_drills_can_make_is_refused_naming_the_section() -> None:
    too_many = blueprint(["roulette.announced-bets"], 2, 4)  # 3 different questions at most
    with pytest.raises(NotEnoughQuestionsError) as refused:
        draw(too_many, 1)
    assert refused.value.field == "sections[0].questions"
    assert "roulette.announced-bets" in str(refused.value)


def test_the_same_seed_still_draws_the_same_exam() -> None:
    dense = blueprint(["roulette.announce"], 3, 20)
    first = [q.question.to_json() for q in draw(dense, 9)]
    assert first == [q.question.to_json() for q in draw(dense, 9)]
