"""The instructor's view of the class: who stands where on which drill, what the class finds
hardest, and how practice goes day by day. All of it computed from the attempt log.

The matrix reads only each practised level's recent window (20 answers) through an index, so
it costs the same with a year of answers as with a week. Each cell is the drill's standing
(`standing.standing_of`: the highest level at least proficient), the same reading the trainee's
home screen counts; the weakest drills pool the answers at each trainee's highest level.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from sqlite_utils import Database

from trainer.progress import cohorts
from trainer.progress.accounts import Person, Role, list_people
from trainer.progress.clock import local_now
from trainer.progress.mastery import RULES, Answer, Mastery, MasteryRules, recent_windows
from trainer.progress.plans import PlanProgress, plan_progress
from trainer.progress.protocols import DrillLike
from trainer.progress.standing import Standing, class_standings
from trainer.table.games import TABLE_GAMES
from trainer.table.history import GameTables, tables_by_game


@dataclass(frozen=True)
class MatrixCell:
    """One trainee on one drill: the drill's standing (its level and status, with the figures
    of that level's recent window) and the level being worked on."""

    trainee_id: int
    drill_id: str
    level: int
    status: Mastery
    answers: int  # in the recent window at that level
    accuracy: float | None
    median_seconds: float | None
    target_seconds: float | None
    working_level: int


@dataclass(frozen=True)
class DrillWeakness:
    drill_id: str
    trainees: int  # who have practised it
    answers: int  # recent answers pooled over trainees and levels
    accuracy: float
    slowness: float | None  # median of seconds / target over timed answers; 1.0 = on target
    score: float  # share wrong + share of the target exceeded (capped at 1): higher is weaker


@dataclass(frozen=True)
class DayProgress:
    day: date
    answers: int
    correct: int
    median_seconds: float | None
    trainees: int  # how many practised that day

    @property
    def accuracy(self) -> float:
        return self.correct / self.answers if self.answers else 0.0


@dataclass(frozen=True)
class ClassOverview:
    trainees: Sequence[Person]
    matrix: Sequence[MatrixCell]
    weakest: Sequence[DrillWeakness]
    progress: Sequence[DayProgress]
    plans: Sequence[PlanProgress] = ()  # the open plans for the trainees shown
    # (trainee, game) -> their sessions at that game's table (trainer/table/history.py)
    tables: Mapping[tuple[int, str], GameTables] = field(default_factory=dict)

    def table_games(self) -> list[str]:
        """The games anyone shown has dealt at the table, in the regulation's order."""
        played = {game for _trainee, game in self.tables}
        return [game for game in TABLE_GAMES if game in played]


Windows = dict[tuple[int, str, int], list[Answer]]


def _class_windows(db: Database, trainee_ids: Iterable[int] | None) -> Windows:
    """Each trainee's highest practised level of each drill: what they work on."""
    ids = (
        list(trainee_ids)
        if trainee_ids is not None
        else [p.id for p in list_people(db, Role.TRAINEE)]
    )
    return recent_windows(db, ids, top_level_only=True)


def matrix_from(
    db: Database,
    top: Windows,
    drills: Sequence[DrillLike] = (),
    rules: MasteryRules = RULES,
    *,
    now: datetime | None = None,
) -> list[MatrixCell]:
    """One cell per (trainee, drill) practised: its standing (`standing.class_standings`, from
    the highest practised level's window and, where needed, the levels under it)."""
    found = class_standings(db, top, drills, rules, now=now)
    return [matrix_cell(trainee_id, standing) for (trainee_id, _d), standing in found.items()]


def matrix_cell(trainee_id: int, found: Standing) -> MatrixCell:
    """A class overview's cell: the level shown, and the level worked on."""
    shown = found.shown
    return MatrixCell(
        trainee_id,
        found.drill_id,
        shown.level,
        shown.status,
        shown.answers,
        shown.accuracy,
        shown.median_seconds,
        shown.target_seconds,
        found.working.level,
    )


def class_matrix(
    db: Database,
    *,
    drills: Sequence[DrillLike] = (),
    trainee_ids: Iterable[int] | None = None,
    now: datetime | None = None,
) -> list[MatrixCell]:
    """One cell per trainee x drill practised (trainees only, unless ids are given).

    Targets come from `drills` (the catalogue) where given, else from the answers' records.
    """
    return matrix_from(db, _class_windows(db, trainee_ids), drills, now=now)


def weakest_from(windows: Windows, limit: int) -> list[DrillWeakness]:
    pooled: dict[str, list[Answer]] = defaultdict(list)
    who: dict[str, set[int]] = defaultdict(set)
    for (trainee_id, drill_id, _level), window in windows.items():
        pooled[drill_id].extend(window)
        who[drill_id].add(trainee_id)
    found = []
    for drill_id, answers in pooled.items():
        accuracy = sum(a.correct for a in answers) / len(answers)
        ratios = [a.seconds / a.target_seconds for a in answers if a.target_seconds]
        slowness = statistics.median(ratios) if ratios else None
        over = min(1.0, max(0.0, slowness - 1.0)) if slowness is not None else 0.0
        found.append(
            DrillWeakness(
                drill_id, len(who[drill_id]), len(answers), accuracy, slowness, 1 - accuracy + over
            )
        )
    found.sort(key=lambda w: (-w.score, w.drill_id))
    return found[:limit]


def weakest_drills(
    db: Database, *, limit: int = 5, trainee_ids: Iterable[int] | None = None
) -> list[DrillWeakness]:
    """The drills the class currently finds hardest: everyone's recent answers at the level
    each trainee is working at (their highest practised)."""
    return weakest_from(_class_windows(db, trainee_ids), limit)


def class_progress(
    db: Database, *, start: date, end: date, trainee_ids: Iterable[int] | None = None
) -> list[DayProgress]:
    """Day by day from `start` to `end` inclusive (idle days included, with zeros).

    Counts come from one pass over the covering index `attempts_day_class`; each day's median
    is then read from the same index, which is ordered by seconds within a day.
    """
    who = ""
    params: list[object] = []
    if trainee_ids is not None:
        ids = list(trainee_ids)
        # unary + keeps SQLite on the day index rather than one range per trainee
        who = f" AND +trainee_id IN ({', '.join('?' * len(ids))})"
        params = [*ids]
    totals = {
        str(day): (int(n), int(right), int(people))
        for day, n, right, people in db.execute(
            "SELECT day, count(*), sum(correct), count(DISTINCT trainee_id) FROM attempts "
            f"WHERE day BETWEEN ? AND ?{who} GROUP BY day",
            [start.isoformat(), end.isoformat(), *params],
        )
    }
    series = []
    day = start
    while day <= end:
        key = day.isoformat()
        n, right, people = totals.get(key, (0, 0, 0))
        median = None
        if n:
            median = float(
                db.execute(
                    "SELECT avg(seconds) FROM (SELECT seconds FROM attempts "
                    f"WHERE day = ?{who} ORDER BY seconds LIMIT ? OFFSET ?)",
                    [key, *params, 2 - n % 2, (n - 1) // 2],
                ).fetchone()[0]
            )
        series.append(DayProgress(day, n, right, median, people))
        day += timedelta(days=1)
    return series


def class_overview(
    db: Database,
    *,
    drills: Sequence[DrillLike] = (),
    days: int = 30,
    weakest: int = 5,
    now: datetime | None = None,
    cohort: int | None = None,
    archived: bool = False,
) -> ClassOverview:
    """Everything the class dashboard shows at once: trainees, matrix, weakest drills, the
    last `days` days of progress, the open plans' progress and the sessions at the table.
    `cohort`: one class only (or `cohorts.NO_COHORT`, the trainees in none); `archived`:
    archived trainees too."""
    trainees = cohorts.trainees(db, cohort=cohort, archived=archived)
    windows = recent_windows(db, [p.id for p in trainees], top_level_only=True)
    moment = local_now(now)
    today = moment.date()
    return ClassOverview(
        trainees=trainees,
        matrix=matrix_from(db, windows, drills, now=moment),
        weakest=weakest_from(windows, weakest),
        progress=class_progress(
            db,
            start=today - timedelta(days=days - 1),
            end=today,
            trainee_ids=[p.id for p in trainees],
        ),
        plans=plan_progress(db, drills, [p.id for p in trainees], now=now),
        tables=tables_by_game(db, [p.id for p in trainees]),
    )


@dataclass(frozen=True)
class DrillMistakes:
    drill_id: str
    mistakes: int
    answers: int
    trainees: int  # how many made at least one of the mistakes

    @property
    def share(self) -> float:
        return self.mistakes / self.answers if self.answers else 0.0


def class_mistakes(
    db: Database, trainee_ids: Sequence[int], *, since: date, limit: int = 10
) -> list[DrillMistakes]:
    """The drills with the most wrong answers since `since` (a local day) among the given
    trainees, most first (ties by id), for the class report's mistakes section."""
    ids = list(trainee_ids)
    if not ids:
        return []
    rows = db.execute(
        "SELECT drill_id, sum(correct = 0), count(*), "
        "count(DISTINCT CASE WHEN correct = 0 THEN trainee_id END) FROM attempts "
        f"WHERE day >= ? AND +trainee_id IN ({', '.join('?' * len(ids))}) GROUP BY drill_id",
        [since.isoformat(), *ids],
    ).fetchall()
    found = [DrillMistakes(str(d), int(m), int(n), int(t)) for d, m, n, t in rows if m]
    found.sort(key=lambda f: (-f.mistakes, f.drill_id))
    return found[:limit]
