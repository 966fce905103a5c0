"""FSRS scheduling: one card per trainee x drill x level, rated from correctness and speed."""

from __future__ import annotations

from datetime import timedelta

import pytest
from fsrs import Rating, State
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.schedule import rating_for, rebuild_skill_states, skill_states


@pytest.mark.parametrize(
    ("correct", "seconds", "target", "expected"),
    [
        (False, 1.0, 6.0, Rating.Again),  # wrong is Again however fast
        (True, 30.0, None, Rating.Good),  # untimed level: right is Good
        (True, 7.0, 6.0, Rating.Hard),  # right but over the 6 s target
        (True, 6.0, 6.0, Rating.Good),  # exactly on target is within it
        (True, 3.1, 6.0, Rating.Good),
        (True, 3.0, 6.0, Rating.Easy),  # at most half the target (0.5 x 6 = 3 s)
    ],
)
def test_rating_from_correctness_and_speed(
    correct: bool, seconds: float, target: float | None, expected: Rating
) -> None:
    assert rating_for(correct, seconds, target) == expected


def test_each_answer_moves_its_own_card(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 2, False, 4.0, now=T0)  # Again
    answer(db, anna.id, "roulette.payout", 3, True, 4.0, now=T0)  # Good (4 s, target 6 s)
    answer(db, anna.id, "craps.odds", 2, True, 2.0, now=T0)  # Easy (2 s <= 3 s)
    states = skill_states(db, anna.id)
    assert set(states) == {("roulette.payout", 2), ("roulette.payout", 3), ("craps.odds", 2)}
    # the learning steps configured in schedule.py: Again 1 minute, Good 10 minutes;
    # Easy on a new card graduates it straight to review, days away
    assert states[("roulette.payout", 2)].due == T0 + timedelta(minutes=1)
    assert states[("roulette.payout", 3)].due == T0 + timedelta(minutes=10)
    assert states[("craps.odds", 2)].card.state == State.Review
    assert states[("craps.odds", 2)].due >= T0 + timedelta(days=1)


def test_cards_are_separate_per_trainee(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0)
    assert set(skill_states(db, anna.id)) == {("roulette.payout", 1)}
    assert skill_states(db, pere.id) == {}


def test_replaying_the_log_gives_the_same_cards(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    moment = T0
    for n in range(30):
        moment += timedelta(minutes=7 * (n % 5) + 1, days=n % 3)
        answer(db, anna.id, f"roulette.d{n % 3}", 1 + n % 2, n % 4 != 0, 2.0 + n % 7, now=moment)
    live = {k: (s.due, s.card.to_dict()) for k, s in skill_states(db, anna.id).items()}
    assert rebuild_skill_states(db, anna.id) == 30
    rebuilt = {k: (s.due, s.card.to_dict()) for k, s in skill_states(db, anna.id).items()}
    assert rebuilt == live
