"""A trainee's figures, worked out by hand from the answers given."""

from __future__ import annotations

import json
from datetime import date, timedelta

from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.stats import (
    Summary,
    activity,
    by_day,
    by_drill,
    by_game,
    recent_mistakes,
    trainee_stats,
)

DAY1 = T0  # Monday 3 March 2025, 09:00 local
DAY2 = T0 + timedelta(days=1)


def _practice(db: Database) -> int:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    # day 1: roulette.payout 3 answers (right 2 s, right 4 s, wrong 9 s)
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=DAY1)
    answer(db, anna.id, "roulette.payout", 1, True, 4.0, now=DAY1 + timedelta(minutes=1))
    answer(db, anna.id, "roulette.payout", 1, False, 9.0, now=DAY1 + timedelta(minutes=2))
    # day 2: roulette.neighbours 1 right 5 s; craps.odds 2 answers (wrong 6 s, right 8 s)
    answer(db, anna.id, "roulette.neighbours", 1, True, 5.0, now=DAY2)
    answer(db, anna.id, "craps.odds", 1, False, 6.0, now=DAY2 + timedelta(minutes=1))
    answer(db, anna.id, "craps.odds", 1, True, 8.0, now=DAY2 + timedelta(minutes=2))
    answer(db, pere.id, "craps.odds", 1, False, 1.0, now=DAY2)  # someone else's: not counted
    return anna.id


def test_by_drill(db: Database) -> None:
    anna = _practice(db)
    assert by_drill(db, anna) == [
        Summary("craps.odds", 2, 1, 7.0),  # median of 6 and 8
        Summary("roulette.neighbours", 1, 1, 5.0),
        Summary("roulette.payout", 3, 2, 4.0),  # median of 2, 4, 9
    ]
    assert by_drill(db, anna)[2].accuracy == 2 / 3


def test_by_game(db: Database) -> None:
    anna = _practice(db)
    assert by_game(db, anna) == [
        Summary("craps", 2, 1, 7.0),
        Summary("roulette", 4, 3, 4.5),  # times 2, 4, 5, 9: median (4 + 5) / 2
    ]


def test_by_day_and_since(db: Database) -> None:
    anna = _practice(db)
    assert by_day(db, anna) == [
        Summary("2025-03-03", 3, 2, 4.0),
        Summary("2025-03-04", 3, 2, 6.0),  # times 5, 6, 8
    ]
    assert [s.key for s in by_drill(db, anna, since=date(2025, 3, 4))] == [
        "craps.odds",
        "roulette.neighbours",
    ]


def test_activity_lists_every_day_including_idle_ones(db: Database) -> None:
    anna = _practice(db)
    series = activity(db, anna, start=date(2025, 3, 2), end=date(2025, 3, 5))
    assert [(a.day.day, a.answers, a.correct, a.seconds) for a in series] == [
        (2, 0, 0, 0.0),
        (3, 3, 2, 15.0),  # 2 + 4 + 9
        (4, 3, 2, 19.0),  # 5 + 6 + 8
        (5, 0, 0, 0.0),
    ]


def test_recent_mistakes_are_the_latest_twenty_with_their_questions(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    for n in range(25):
        answer(db, anna.id, "roulette.payout", 1, False, 3.0, now=T0 + timedelta(minutes=n), seed=n)
        answer(
            db, anna.id, "roulette.payout", 1, True, 3.0, now=T0 + timedelta(minutes=n, seconds=30)
        )
    mistakes = recent_mistakes(db, anna.id)
    assert [m.seed for m in mistakes] == list(range(24, 4, -1))  # newest first, 24 down to 5
    assert all(not m.correct for m in mistakes)
    assert json.loads(mistakes[0].question_json)["seed"] == 24
    assert json.loads(mistakes[0].response_json) == {"kind": "amount", "value": "30"}


def test_trainee_stats_bundles_the_same_figures(db: Database) -> None:
    anna = _practice(db)
    stats = trainee_stats(db, anna, now=DAY2 + timedelta(hours=3), activity_days=7)
    assert (stats.answers, stats.correct) == (6, 4)
    assert stats.median_seconds == 5.5  # times 2, 4, 5, 6, 8, 9
    assert stats.drills == by_drill(db, anna)
    assert stats.games == by_game(db, anna)
    assert stats.days == by_day(db, anna)
    assert (stats.streak.current, stats.streak.longest) == (2, 2)
    assert len(stats.activity) == 7 and stats.activity[-1].day == date(2025, 3, 4)
    assert [m.drill_id for m in stats.mistakes] == ["craps.odds", "roulette.payout"]


def test_an_empty_log_gives_empty_figures(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    stats = trainee_stats(db, anna.id, now=T0)
    assert (stats.answers, stats.median_seconds, stats.drills, stats.mistakes) == (0, None, [], [])
    assert stats.streak.current == 0
