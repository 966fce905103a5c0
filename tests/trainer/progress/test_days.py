"""Days practised: the streak and today's count, worked out by hand from the answers given."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from sqlite_utils import Database

from tests.trainer.progress.kit import CET, T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.days import answers_since, practised_days, streak, streak_from


def test_streak_counts_consecutive_days() -> None:
    days = [date(2025, 3, d) for d in (1, 2, 3, 5, 6)]
    # 5 and 6 March in a row; 1-3 March was the longest run
    assert streak_from(days, date(2025, 3, 6)).current == 2
    assert streak_from(days, date(2025, 3, 6)).longest == 3
    assert streak_from(days, date(2025, 3, 6)).practised_today
    # on the 7th, before practising, yesterday's streak is still alive
    alive = streak_from(days, date(2025, 3, 7))
    assert (alive.current, alive.practised_today) == (2, False)
    # a whole day missed breaks it
    assert streak_from(days, date(2025, 3, 8)).current == 0
    assert streak_from([], date(2025, 3, 8)).longest == 0


def test_streak_uses_local_days(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    # 23:50 on the 3rd and 00:10 on the 4th, local time: two days (in UTC both are the 3rd)
    answer(
        db, anna.id, "roulette.payout", 1, True, 2.0, now=datetime(2025, 3, 3, 23, 50, tzinfo=CET)
    )
    answer(
        db, anna.id, "roulette.payout", 1, True, 2.0, now=datetime(2025, 3, 4, 0, 10, tzinfo=CET)
    )
    assert streak(db, anna.id, now=datetime(2025, 3, 4, 12, 0, tzinfo=CET)).current == 2


def test_practised_days_are_distinct_and_in_order(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    for hours in (48, 0, 1, 49):  # two answers on the 5th, two on the 3rd, given out of order
        answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0 + timedelta(hours=hours))
    assert practised_days(db, anna.id) == [date(2025, 3, 3), date(2025, 3, 5)]


def test_answers_since_counts_one_trainees_answers_from_that_day(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    # Anna: 1 answer on the 3rd, 2 on the 4th (one wrong: still an answer); Pere: 1 on the 4th
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0)
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=T0 + timedelta(days=1))
    answer(db, anna.id, "craps.odds", 1, False, 3.0, now=T0 + timedelta(days=1, hours=2))
    answer(db, pere.id, "craps.odds", 1, True, 3.0, now=T0 + timedelta(days=1))
    assert answers_since(db, anna.id, date(2025, 3, 4)) == 2
    assert answers_since(db, anna.id, date(2025, 3, 3)) == 3  # 1 + 2
    assert answers_since(db, anna.id, date(2025, 3, 5)) == 0
    assert answers_since(db, pere.id, date(2025, 3, 4)) == 1


def test_answers_since_uses_the_local_day(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    # 00:10 on the 4th in Andorra is 23:10 on the 3rd in UTC: it counts for the 4th
    answer(
        db, anna.id, "roulette.payout", 1, True, 2.0, now=datetime(2025, 3, 4, 0, 10, tzinfo=CET)
    )
    assert answers_since(db, anna.id, date(2025, 3, 4)) == 1
