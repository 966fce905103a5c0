"""Figures for the instructor's trainee report: accuracy week by week, per game.

Weeks start on Monday (the local day of each answer), so a report printed mid-week shows the
week so far as its last point.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, timedelta

from sqlite_utils import Database

from trainer.progress.attempts import game_of


@dataclass(frozen=True)
class WeekPoint:
    week: date  # the Monday
    answers: int
    correct: int

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0


def monday_of(day: date) -> date:
    return day - timedelta(days=day.weekday())


def weekly_by_game(
    db: Database, trainee_id: int, *, since: date | None = None
) -> dict[str, list[WeekPoint]]:
    """Per game, one point per week practised, oldest first."""
    sql = "SELECT drill_id, day, correct FROM attempts WHERE trainee_id = ?"
    params: list[object] = [trainee_id]
    if since is not None:
        sql += " AND day >= ?"
        params.append(since.isoformat())
    totals: dict[tuple[str, date], list[int]] = defaultdict(lambda: [0, 0])
    for drill_id, day, correct in db.execute(sql, params):
        cell = totals[(game_of(str(drill_id)), monday_of(date.fromisoformat(str(day))))]
        cell[0] += 1
        cell[1] += int(correct)
    out: dict[str, list[WeekPoint]] = defaultdict(list)
    for (game, week), (answers, correct) in sorted(totals.items()):
        out[game].append(WeekPoint(week, answers, correct))
    return dict(out)
