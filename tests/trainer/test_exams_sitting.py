"""Sitting an exam without Qt: drawn from a seed, graded with no feedback until the end, per
section against its pass marks; late or missing answers count as wrong; abandoning fails."""

from __future__ import annotations

import pytest

from tests.trainer.exam_kit import right, small, wrong
from trainer.drills.base import Response, UnparsableResponse
from trainer.exams.sitting import ExamOverError, ExamResult, ExamSitting, draw, missed, slowest


def test_the_same_seed_draws_the_same_questions_section_by_section() -> None:
    blueprint = small()
    first = draw(blueprint, 42)
    again = draw(blueprint, 42)
    assert [q.question.to_json() for q in first] == [q.question.to_json() for q in again]
    assert [q.section for q in first] == [0, 0, 0, 0, 1, 1]
    # the section's two drills are taken in turn, at the section's level
    assert {q.question.drill_id for q in first[:4]} == {
        "blackjack.pay-blackjack",
        "roulette.multiples",
    }
    assert all(q.question.level == 2 for q in first)
    assert [q.question.to_json() for q in draw(blueprint, 43)] != [
        q.question.to_json() for q in first
    ]


def test_scores_per_section_against_accuracy_and_speed_marks() -> None:
    sitting = ExamSitting.start(small(), 7)
    # Section "Payouts" (4 questions, level 2: targets 8 s for both drills, limit 20 s):
    #   right in 3 s, right in 4 s, right in 10 s (over the 8 s target), wrong in 2 s.
    #   accuracy 3/4 = 75% >= 75% -> pass; speed: right within target 2/4 = 50% >= 50% -> pass.
    for response, seconds in ((right, 3.0), (right, 4.0), (right, 10.0), (wrong, 2.0)):
        question = sitting.current
        assert question is not None
        sitting.answer(response(question.question), seconds)
    # Section "Odds" (2 questions, marks 100% and 50%): right but after the 20 s limit
    # (counts wrong), then no answer at all. accuracy 0/2 -> fail; speed 0/2 -> fail.
    late = sitting.answer(right(sitting.current.question), 21.0)  # type: ignore[union-attr]
    assert late.timed_out and not late.grade.correct
    sitting.time_out(20.0)
    assert sitting.ended and sitting.current is None
    result = sitting.result()
    payouts, odds = result.sections
    assert (payouts.correct, payouts.in_target, payouts.questions) == (3, 2, 4)
    assert payouts.passed_accuracy and payouts.passed_speed and payouts.passed
    assert (odds.correct, odds.in_target, odds.answered) == (0, 0, 1)
    assert not odds.passed_accuracy and not odds.passed
    assert not result.passed and (result.correct, result.questions) == (3, 6)
    assert ExamResult.from_json(result.to_json()) == result


def test_all_right_in_time_passes() -> None:
    sitting = ExamSitting.start(small(), 3)
    while sitting.current is not None:
        sitting.answer(right(sitting.current.question), 1.0)
    result = sitting.result()
    assert result.passed and result.correct == 6
    assert [s.passed for s in result.sections] == [True, True]


def test_an_unreadable_answer_leaves_the_question_open() -> None:
    sitting = ExamSitting.start(small(), 5)
    first = sitting.current
    with pytest.raises(UnparsableResponse):
        sitting.answer(Response("amount", "abc"), 1.0)
    assert sitting.current == first and sitting.items == []


def test_abandoning_fails_and_keeps_the_answers_so_far() -> None:
    sitting = ExamSitting.start(small(), 11)
    for _ in range(4):
        sitting.answer(right(sitting.current.question), 1.0)  # type: ignore[union-attr]
    sitting.stop(abandoned=True)
    result = sitting.result()
    # the first section alone would pass (4/4), but an abandoned exam never passes
    assert result.sections[0].passed and result.abandoned and not result.passed
    assert len(sitting.items) == 4
    with pytest.raises(ExamOverError):
        sitting.answer(Response("amount", "1"), 1.0)


def test_out_of_time_counts_the_questions_not_reached_as_wrong() -> None:
    sitting = ExamSitting.start(small(), 13)
    sitting.answer(right(sitting.current.question), 1.0)  # type: ignore[union-attr]
    sitting.stop(out_of_time=True)
    result = sitting.result()
    # 1 right of 4 in the first section: 25% < 75%
    assert result.out_of_time and result.sections[0].correct == 1
    assert not result.sections[0].passed and not result.passed


def test_missed_and_slowest_questions_for_the_review() -> None:
    sitting = ExamSitting.start(small(), 17)
    answers = [(right, 2.0), (wrong, 1.0), (right, 7.0), (right, 4.0)]
    for response, seconds in answers:
        sitting.answer(response(sitting.current.question), seconds)  # type: ignore[union-attr]
    sitting.time_out(20.0)
    assert [i.grade.seconds for i in missed(sitting.items)] == [1.0, 20.0]
    # targets are all 8 s here: the slowest are 7 s, 4 s, 2 s (the timed-out one is not listed)
    assert [i.grade.seconds for i in slowest(sitting.items)] == [7.0, 4.0, 2.0]
