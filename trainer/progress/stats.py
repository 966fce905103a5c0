"""A trainee's figures for the UI, computed from the attempt log each time (no counters).

One indexed query fetches the few columns needed for all of a trainee's answers (20,000 rows
in a few milliseconds); grouping and medians are done in Python, which SQLite lacks.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlite_utils import Database

from trainer.progress.attempts import ATTEMPT_COLUMNS, Attempt, attempt_from_row, game_of
from trainer.progress.clock import local_now

RECENT_MISTAKES = 20


@dataclass(frozen=True)
class Summary:
    """Answers grouped by a key (a drill id, a game, or a day as YYYY-MM-DD)."""

    key: str
    answers: int
    correct: int
    median_seconds: float | None

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0


@dataclass(frozen=True)
class Streak:
    current: int  # consecutive days practised, ending today (or yesterday, if not yet today)
    longest: int
    practised_today: bool


@dataclass(frozen=True)
class DayActivity:
    day: date
    answers: int
    correct: int
    seconds: float  # time spent answering that day


@dataclass(frozen=True)
class Row:
    drill_id: str
    day: str
    correct: bool
    seconds: float


def _rows(db: Database, trainee_id: int, since: date | None) -> list[Row]:
    sql = "SELECT drill_id, day, correct, seconds FROM attempts WHERE trainee_id = ?"
    params: list[object] = [trainee_id]
    if since is not None:
        sql += " AND day >= ?"
        params.append(since.isoformat())
    return [Row(str(d), str(day), bool(c), float(s)) for d, day, c, s in db.execute(sql, params)]


def summarise(rows: Iterable[Row], key: Callable[[Row], str]) -> list[Summary]:
    """Group rows by `key`, sorted by key."""
    groups: dict[str, list[Row]] = defaultdict(list)
    for row in rows:
        groups[key(row)].append(row)
    return [
        Summary(
            k,
            len(group),
            sum(r.correct for r in group),
            statistics.median(r.seconds for r in group),
        )
        for k, group in sorted(groups.items())
    ]


def by_drill(db: Database, trainee_id: int, *, since: date | None = None) -> list[Summary]:
    return summarise(_rows(db, trainee_id, since), lambda r: r.drill_id)


def by_game(db: Database, trainee_id: int, *, since: date | None = None) -> list[Summary]:
    return summarise(_rows(db, trainee_id, since), lambda r: game_of(r.drill_id))


def by_day(db: Database, trainee_id: int, *, since: date | None = None) -> list[Summary]:
    return summarise(_rows(db, trainee_id, since), lambda r: r.day)


def streak_from(days: Iterable[date], today: date) -> Streak:
    practised = sorted(set(days))
    longest = run = 0
    previous: date | None = None
    for day in practised:
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        longest = max(longest, run)
        previous = day
    done = set(practised)
    end = today if today in done else today - timedelta(days=1)
    current = 0
    while end - timedelta(days=current) in done:
        current += 1
    return Streak(current, longest, today in done)


def practised_days(db: Database, trainee_id: int) -> list[date]:
    rows = db.execute(
        "SELECT DISTINCT day FROM attempts WHERE trainee_id = ? ORDER BY day", [trainee_id]
    ).fetchall()
    return [date.fromisoformat(str(r[0])) for r in rows]


def streak(db: Database, trainee_id: int, *, now: datetime | None = None) -> Streak:
    return streak_from(practised_days(db, trainee_id), local_now(now).date())


def activity_from(rows: Iterable[Row], start: date, end: date) -> list[DayActivity]:
    """Every day from `start` to `end` inclusive, zeros included (for a calendar or a chart)."""
    totals: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for row in rows:
        cell = totals[row.day]
        cell[0] += 1
        cell[1] += row.correct
        cell[2] += row.seconds
    series = []
    day = start
    while day <= end:
        answers, correct, seconds = totals.get(day.isoformat(), (0, 0, 0.0))
        series.append(DayActivity(day, int(answers), int(correct), float(seconds)))
        day += timedelta(days=1)
    return series


def activity(db: Database, trainee_id: int, *, start: date, end: date) -> list[DayActivity]:
    rows = [r for r in _rows(db, trainee_id, start) if r.day <= end.isoformat()]
    return activity_from(rows, start, end)


def recent_mistakes(db: Database, trainee_id: int, limit: int = RECENT_MISTAKES) -> list[Attempt]:
    """The latest wrong answers, newest first, with the exact question shown and answer given."""
    rows = db.execute(
        f"SELECT {ATTEMPT_COLUMNS} FROM attempts WHERE trainee_id = ? AND correct = 0 "
        "ORDER BY ts DESC, id DESC LIMIT ?",
        [trainee_id, limit],
    ).fetchall()
    return [attempt_from_row(row) for row in rows]


@dataclass(frozen=True)
class TraineeStats:
    """Everything the trainee's statistics page shows, from one pass over the log."""

    answers: int
    correct: int
    median_seconds: float | None
    drills: Sequence[Summary]
    games: Sequence[Summary]
    days: Sequence[Summary]
    streak: Streak
    activity: Sequence[DayActivity]  # the last `activity_days` days, oldest first
    mistakes: Sequence[Attempt]


def trainee_stats(
    db: Database, trainee_id: int, *, now: datetime | None = None, activity_days: int = 90
) -> TraineeStats:
    today = local_now(now).date()
    rows = _rows(db, trainee_id, None)
    return TraineeStats(
        answers=len(rows),
        correct=sum(r.correct for r in rows),
        median_seconds=statistics.median(r.seconds for r in rows) if rows else None,
        drills=summarise(rows, lambda r: r.drill_id),
        games=summarise(rows, lambda r: game_of(r.drill_id)),
        days=summarise(rows, lambda r: r.day),
        streak=streak_from((date.fromisoformat(d) for d in {r.day for r in rows}), today),
        activity=activity_from(rows, today - timedelta(days=activity_days - 1), today),
        mistakes=recent_mistakes(db, trainee_id),
    )
