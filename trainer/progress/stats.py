"""A trainee's figures for the UI, computed from the attempt log each time (no counters).

One indexed query fetches the few columns needed for all of a trainee's answers (20,000 rows
in a few milliseconds); grouping and medians are done in Python, which SQLite lacks.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlite_utils import Database

from trainer.progress.attempts import ATTEMPT_COLUMNS, Attempt, attempt_from_row, game_of
from trainer.progress.clock import local_now
from trainer.progress.days import Streak, streak_from
from trainer.progress.reports import monday_of

RECENT_MISTAKES = 20


@dataclass(frozen=True)
class Summary:
    """Answers grouped by a key (a drill id, a game, a day as YYYY-MM-DD, or a week as its
    Monday)."""

    key: str
    answers: int
    correct: int
    median_seconds: float | None

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0


@dataclass(frozen=True)
class DayActivity:
    day: date
    answers: int
    correct: int
    seconds: float  # time spent answering that day


# one answer as the statistics see it: drill id, local day, correct (0/1), seconds
Row = tuple[str, str, int, float]


def _rows(db: Database, trainee_id: int, since: date | None) -> list[Row]:
    sql = "SELECT drill_id, day, correct, seconds FROM attempts WHERE trainee_id = ?"
    params: list[object] = [trainee_id]
    if since is not None:
        sql += " AND day >= ?"
        params.append(since.isoformat())
    return list(db.execute(sql, params))


def summarise(keyed: Iterable[tuple[str, int, float]]) -> list[Summary]:
    """(key, correct, seconds) triples grouped by key, sorted by key."""
    right: dict[str, int] = defaultdict(int)
    times: dict[str, list[float]] = defaultdict(list)
    for key, correct, seconds in keyed:
        right[key] += correct
        times[key].append(seconds)
    return [
        Summary(key, len(times[key]), right[key], statistics.median(times[key]))
        for key in sorted(times)
    ]


def _by_drill(rows: Iterable[Row]) -> list[Summary]:
    return summarise((d, c, s) for d, _day, c, s in rows)


def _by_game(rows: Iterable[Row]) -> list[Summary]:
    games: dict[str, str] = {}
    for drill_id, *_rest in rows:
        if drill_id not in games:
            games[drill_id] = game_of(drill_id)
    return summarise((games[d], c, s) for d, _day, c, s in rows)


def _by_day(rows: Iterable[Row]) -> list[Summary]:
    return summarise((day, c, s) for _d, day, c, s in rows)


def by_drill(db: Database, trainee_id: int, *, since: date | None = None) -> list[Summary]:
    return _by_drill(_rows(db, trainee_id, since))


def by_game(db: Database, trainee_id: int, *, since: date | None = None) -> list[Summary]:
    return _by_game(_rows(db, trainee_id, since))


def by_day(db: Database, trainee_id: int, *, since: date | None = None) -> list[Summary]:
    return _by_day(_rows(db, trainee_id, since))


# one drill's answers as its charts see them: local day, correct (0/1), seconds
DrillRow = tuple[str, int, float]

# Served from the covering index `attempts_skill_window` (trainee_id, drill_id, level, ts,
# correct, seconds, target_seconds, day): one index range, no table rows read.
DRILL_HISTORY_SQL = (
    "SELECT day, correct, seconds FROM attempts WHERE trainee_id = ? AND drill_id = ?"
)


def _drill_rows(db: Database, trainee_id: int, drill_id: str, since: date | None) -> list[DrillRow]:
    sql = DRILL_HISTORY_SQL
    params: list[object] = [trainee_id, drill_id]
    if since is not None:
        sql += " AND day >= ?"
        params.append(since.isoformat())
    return list(db.execute(sql, params))


def drill_by_day(
    db: Database, trainee_id: int, drill_id: str, *, since: date | None = None
) -> list[Summary]:
    """One drill's answers (every level) grouped by local day, oldest first: the trainee's
    chart of that drill."""
    return summarise(_drill_rows(db, trainee_id, drill_id, since))


def drill_by_week(
    db: Database, trainee_id: int, drill_id: str, *, since: date | None = None
) -> list[Summary]:
    """One drill's answers grouped by week, keyed by the week's Monday (YYYY-MM-DD), oldest
    first: the instructor's chart of that drill. Weeks start on Monday as in `reports`."""
    rows = _drill_rows(db, trainee_id, drill_id, since)
    return summarise(
        (monday_of(date.fromisoformat(day)).isoformat(), right, secs) for day, right, secs in rows
    )


def activity_from(rows: Iterable[Row], start: date, end: date) -> list[DayActivity]:
    """Every day from `start` to `end` inclusive, zeros included (for a calendar or a chart)."""
    totals: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for _drill, key, right, secs in rows:
        cell = totals[key]
        cell[0] += 1
        cell[1] += right
        cell[2] += secs
    series = []
    day = start
    while day <= end:
        answers, correct, seconds = totals.get(day.isoformat(), (0, 0, 0.0))
        series.append(DayActivity(day, int(answers), int(correct), float(seconds)))
        day += timedelta(days=1)
    return series


def activity(db: Database, trainee_id: int, *, start: date, end: date) -> list[DayActivity]:
    rows = [r for r in _rows(db, trainee_id, start) if r[1] <= end.isoformat()]
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
    days = _by_day(rows)
    return TraineeStats(
        answers=len(rows),
        correct=sum(day.correct for day in days),
        median_seconds=statistics.median(r[3] for r in rows) if rows else None,
        drills=_by_drill(rows),
        games=_by_game(rows),
        days=days,
        streak=streak_from((date.fromisoformat(day.key) for day in days), today),
        activity=activity_from(rows, today - timedelta(days=activity_days - 1), today),
        mistakes=recent_mistakes(db, trainee_id),
    )
