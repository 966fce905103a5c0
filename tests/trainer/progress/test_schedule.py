"""FSRS scheduling: one card per trainee x drill x level, rated from correctness and speed."""

from __future__ import annotations

from datetime import timedelta

from fsrs import Rating, State
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.schedule import rating_for, rebuild_skill_states, skill_states


def test_rating_is_right_or_wrong_only() -> None:
    # Speed is judged outside FSRS (mastery's in-time share, the scheduler's weakness).
    assert rating_for(True) == Rating.Good
    assert rating_for(False) == Rating.Again


def test_each_answer_moves_its_own_card(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 2, False, 4.0, now=T0)  # Again
    answer(db, anna.id, "roulette.payout", 3, True, 4.0, now=T0)  # Good
    states = skill_states(db, anna.id)
    assert set(states) == {("roulette.payout", 2), ("roulette.payout", 3)}
    # the learning steps configured in schedule.py: Again 1 minute, Good 10 minutes
    assert states[("roulette.payout", 2)].due == T0 + timedelta(minutes=1)
    assert states[("roulette.payout", 3)].due == T0 + timedelta(minutes=10)


def test_a_slow_right_answer_is_not_a_hard_loop(db: Database) -> None:
    # Before: right but over the target was Hard, which kept a card at learning step 0 for
    # ever, so slow levels were always due. Now a right answer moves the card on, however slow.
    anna = add_trainee(db, "Anna")
    moment = T0
    for _ in range(4):
        answer(db, anna.id, "roulette.payout", 2, True, 60.0, now=moment)  # 10x the target
        moment += timedelta(days=1)
    card = skill_states(db, anna.id)[("roulette.payout", 2)].card
    assert card.state == State.Review
    assert card.due - moment >= timedelta(days=2)


def test_massed_answers_are_one_rating_per_sitting(db: Database) -> None:
    # Before: 20 fast right answers in a row were 20 Easy reviews, the last 1,220 days out.
    anna = add_trainee(db, "Anna")
    for n in range(20):
        answer(db, anna.id, "roulette.payout", 2, True, 1.0, now=T0 + timedelta(seconds=9 * n))
    once = add_trainee(db, "Once")
    answer(db, once.id, "roulette.payout", 2, True, 1.0, now=T0)
    massed = skill_states(db, anna.id)[("roulette.payout", 2)]
    single = skill_states(db, once.id)[("roulette.payout", 2)]
    assert massed.due == single.due == T0 + timedelta(minutes=10)
    assert massed.card.to_dict()["step"] == single.card.to_dict()["step"]


def test_the_next_sitting_rates_again(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    answer(db, anna.id, "roulette.payout", 2, True, 1.0, now=T0)
    first = skill_states(db, anna.id)[("roulette.payout", 2)].due
    answer(db, anna.id, "roulette.payout", 2, True, 1.0, now=T0 + timedelta(hours=4))
    assert skill_states(db, anna.id)[("roulette.payout", 2)].due > first


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
