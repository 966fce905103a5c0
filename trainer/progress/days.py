"""Days practised: the streak and how many answers today, from two small indexed queries.

Apart from `stats` (which brings the attempt log's readers and the FSRS scheduler with it) so
the home screen can show them in its very first paint.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING

from trainer.progress.clock import local_now

if TYPE_CHECKING:
    from sqlite_utils import Database


@dataclass(frozen=True)
class Streak:
    current: int  # consecutive days practised, ending today (or yesterday, if not yet today)
    longest: int
    practised_today: bool


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


def answers_since(db: Database, trainee_id: int, day: date) -> int:
    """Answers on `day` (a local date) or later: today's count on the home screen."""
    row = db.execute(
        "SELECT count(*) FROM attempts WHERE trainee_id = ? AND day >= ?",
        [trainee_id, day.isoformat()],
    ).fetchone()
    return int(row[0])
