"""Redo my mistakes (issue 14): each recent mistake again until it is answered right twice,
all read from the attempt log."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.redo import next_redo, to_redo

PAYOUT, ODDS = "roulette.payout", "craps.odds"


def _at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def test_a_mistake_stays_until_answered_right_twice(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    answer(db, anna, PAYOUT, 2, False, 5.0, seed=7, now=T0)
    answer(db, anna, PAYOUT, 2, True, 5.0, seed=8, now=_at(1))  # another question: no matter
    [item] = to_redo(db, anna, now=_at(2))
    assert (item.drill_id, item.level, item.seed, item.right_since) == (PAYOUT, 2, 7, 0)
    assert '"seed": 7' in item.question_json  # the question as it was shown
    answer(db, anna, PAYOUT, 2, True, 4.0, seed=7, now=_at(3))
    assert [r.right_since for r in to_redo(db, anna, now=_at(4))] == [1]
    answer(db, anna, PAYOUT, 2, True, 4.0, seed=7, now=_at(5))
    assert to_redo(db, anna, now=_at(6)) == []


def test_a_miss_on_the_way_starts_the_two_again(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    answer(db, anna, PAYOUT, 2, False, 5.0, seed=7, now=T0)
    answer(db, anna, PAYOUT, 2, True, 4.0, seed=7, now=_at(1))
    answer(db, anna, PAYOUT, 2, False, 4.0, seed=7, now=_at(2))
    answer(db, anna, PAYOUT, 2, True, 4.0, seed=7, now=_at(3))
    [item] = to_redo(db, anna, now=_at(4))
    assert item.right_since == 1  # one right since the latest miss, not two in all
    # the same seed at another level, or by another trainee, is another question
    answer(db, anna, PAYOUT, 3, True, 4.0, seed=7, now=_at(5))
    pere = add_trainee(db, "Pere").id
    answer(db, pere, PAYOUT, 2, True, 4.0, seed=7, now=_at(6))
    assert [r.right_since for r in to_redo(db, anna, now=_at(7))] == [1]
    assert to_redo(db, pere, now=_at(7)) == []


def test_only_recent_mistakes_latest_first(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    answer(db, anna, ODDS, 1, False, 5.0, seed=1, now=T0)
    answer(db, anna, PAYOUT, 1, False, 5.0, seed=2, now=T0 + timedelta(days=10))
    answer(db, anna, PAYOUT, 1, False, 5.0, seed=3, now=T0 + timedelta(days=11))
    found = to_redo(db, anna, now=T0 + timedelta(days=15))  # 14 days back: from day 1
    assert [r.seed for r in found] == [3, 2]
    assert [r.seed for r in to_redo(db, anna, now=T0 + timedelta(days=15), limit=1)] == [3]


def test_the_next_one_goes_round_the_list(db: Database) -> None:
    anna = add_trainee(db, "Anna").id
    for seed in (1, 2, 3):
        answer(db, anna, PAYOUT, 1, False, 5.0, seed=seed, now=_at(seed))
    items = to_redo(db, anna, now=_at(10))
    assert [r.seed for r in items] == [3, 2, 1]
    first = next_redo(items, None)
    assert first is not None and first.seed == 3
    second = next_redo(items, first)
    assert second is not None and second.seed == 2
    third = next_redo(items, second)
    assert third is not None and third.seed == 1
    again = next_redo(items, third)
    assert again is not None and again.seed == 3  # round again
    # 2 cleared: after it comes the one missed before it
    left = [r for r in items if r.seed != 2]
    after_two = next_redo(left, second)
    assert after_two is not None and after_two.seed == 1
    assert next_redo([], first) is None
    [last] = [r for r in items if r.seed == 1]
    assert next_redo([last], last) == last  # the only one left comes back
