"""The class overview of the whole school, computed on the server: the same `ClassOverview`
a station computes from its own file (`trainer.progress.classroom`), from every station's
answers.

The trainees listed, their classes and the plans are the station's own pulled copy (the
instructor picks a class by its local id); their answers are read on the server, where each
person is found by UUID, together with anyone an instructor merged into them. The server reads
only what the overview shows: each practised level's last answers (`school.cells` says which
levels exist; one index range each, `attempts_window` holds every column read), the levels
under a top level that is not yet proficient, and one pass over the last days for the chart.
Each figure is then judged by the same functions the station uses (`mastery.level_mastery`,
`judge`, `levels_of`, `classroom.weakest_from`), so a school of one station reads exactly as
that station does: a test checks it.
"""

from __future__ import annotations

import heapq
import threading
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from trainer.progress import cohorts
from trainer.progress.accounts import Person
from trainer.progress.classroom import (
    ClassOverview,
    DayProgress,
    DrillMistakes,
    MatrixCell,
    matrix_cell,
    weakest_from,
)
from trainer.progress.clock import local_now
from trainer.progress.cohorts import memberships
from trainer.progress.mastery import (
    RULES,
    Answer,
    LevelMastery,
    Mastery,
    MasteryRules,
    level_mastery,
)
from trainer.progress.plans import PlanProgress, all_plans, plans_done
from trainer.progress.protocols import DrillLike
from trainer.progress.standing import Standing, level_target, level_targets, standing_from_windows

if TYPE_CHECKING:
    import psycopg

Cell = tuple[int, str, int]  # local trainee id, drill id, level
Windows = dict[Cell, list[Answer]]
Targets = Mapping[int, float | None]


@dataclass(frozen=True)
class Groups:
    """Local trainee id -> the server ids whose answers are theirs (themselves and anyone
    merged into them)."""

    members: dict[int, tuple[int, ...]]

    @property
    def pairs(self) -> tuple[list[int], list[int]]:
        servers, local = [], []
        for trainee, ids in self.members.items():
            for server_id in ids:
                servers.append(server_id)
                local.append(trainee)
        return servers, local


def groups_for(conn: psycopg.Connection[Any], people: Sequence[Person]) -> Groups:
    """Each person's server id and the ids merged into them; people the server does not have
    yet (not synced) have no answers there. A person merged into another is no group of their
    own: their answers count once, under the person they were merged into."""
    by_uuid = {p.uuid: p.id for p in people}
    rows = conn.execute(
        "SELECT p.id, p.uuid::text, coalesce(k.uuid, p.uuid)::text FROM school.people p "
        "LEFT JOIN school.people k ON k.uuid = p.merged_into "
        "WHERE p.uuid = ANY(%(u)s::uuid[]) OR p.merged_into = ANY(%(u)s::uuid[])",
        {"u": list(by_uuid)},
    ).fetchall()
    members: dict[int, list[int]] = defaultdict(list)
    for server_id, _own, kept in rows:
        local = by_uuid.get(str(kept))
        if local is not None:
            members[local].append(int(server_id))
    return Groups({t: tuple(sorted(ids)) for t, ids in members.items()})


def cells_of(conn: psycopg.Connection[Any], groups: Groups) -> dict[tuple[int, str], set[int]]:
    """(local trainee, drill) -> the levels practised."""
    servers, local = groups.pairs
    rows = conn.execute(
        "SELECT i.grp, c.drill_id, c.level FROM school.cells c "
        "JOIN unnest(%s::bigint[], %s::bigint[]) AS i(person_id, grp) USING (person_id)",
        [servers, local],
    ).fetchall()
    found: dict[tuple[int, str], set[int]] = defaultdict(set)
    for trainee, drill_id, level in rows:
        found[(int(trainee), str(drill_id))].add(int(level))
    return found


# one row per cell: its last answers as arrays, newest first (fewer rows to read than one
# per answer: the overview reads ~3,500 windows of 20)
_WINDOWS = """
SELECT w.grp, w.drill_id, w.level, a.correct, a.seconds, a.targets, a.ts
FROM unnest(%s::bigint[], %s::bigint[], %s::text[], %s::integer[])
    AS w(person_id, grp, drill_id, level)
CROSS JOIN LATERAL (
    SELECT array_agg(b.correct ORDER BY b.ts DESC, b.id DESC) AS correct,
        array_agg(b.seconds ORDER BY b.ts DESC, b.id DESC) AS seconds,
        array_agg(b.target_seconds ORDER BY b.ts DESC, b.id DESC) AS targets,
        array_agg(b.ts ORDER BY b.ts DESC, b.id DESC) AS ts
    FROM (
        SELECT c.id, c.correct, c.seconds, c.target_seconds, c.ts FROM school.attempts AS c
        WHERE c.person_id = w.person_id AND c.drill_id = w.drill_id AND c.level = w.level
        ORDER BY c.ts DESC, c.id DESC LIMIT %s
    ) AS b
) AS a
WHERE a.ts IS NOT NULL
"""


def windows_for(
    conn: psycopg.Connection[Any], groups: Groups, cells: Iterable[Cell], size: int
) -> Windows:
    """The last `size` answers of each cell, newest first (as `mastery.recent_windows`)."""
    columns: tuple[list[int], list[int], list[str], list[int]] = ([], [], [], [])
    for trainee, drill_id, level in cells:
        for server_id in groups.members.get(trainee, ()):
            columns[0].append(server_id)
            columns[1].append(trainee)
            columns[2].append(drill_id)
            columns[3].append(level)
    if not columns[0]:
        return {}
    rows = conn.cursor(binary=True).execute(_WINDOWS, [*columns, size]).fetchall()
    found: Windows = {}
    for trainee, drill_id, level, correct, seconds, targets, ts in rows:
        cell = (int(trainee), str(drill_id), int(level))
        answers = list(map(Answer, correct, seconds, targets, ts))
        if cell in found:  # several people's windows: the newest `size` of them together
            answers = heapq.nlargest(size, [*found[cell], *answers], key=lambda a: a.ts)
        found[cell] = answers
    return found


def _standing(
    drill_id: str,
    top_level: int,
    window: Sequence[Answer],
    lower: Mapping[int, Sequence[Answer]],
    known: Targets | None,
    rules: MasteryRules,
    moment: datetime,
    judged_top: LevelMastery | None = None,
) -> Standing:
    """The station's standing rule (`standing.standing_from_windows`), with the lower levels'
    windows read from the server beforehand (and the top level judged already, when given)."""
    return standing_from_windows(
        drill_id,
        top_level,
        window,
        lambda level: lower.get(level, ()),
        known,
        rules,
        moment,
        judged_top,
    )


def _matrix(
    conn: psycopg.Connection[Any],
    groups: Groups,
    practised: Mapping[tuple[int, str], set[int]],
    top: Windows,
    drills: Sequence[DrillLike],
    rules: MasteryRules,
    moment: datetime,
) -> list[MatrixCell]:
    targets = level_targets(drills)
    judged = {
        (trainee, drill_id, level): level_mastery(
            drill_id,
            level,
            window,
            level_target(level, window, targets.get(drill_id)),
            True,
            rules,
            moment,
        )
        for (trainee, drill_id, level), window in top.items()
    }
    below = [
        (trainee, drill_id, level)
        for (trainee, drill_id, top_level), state in judged.items()
        if state.status < Mastery.PROFICIENT
        for level in practised.get((trainee, drill_id), set())
        if level < top_level
    ]
    lower = windows_for(conn, groups, below, rules.window)
    cells = []
    for (trainee, drill_id, top_level), window in sorted(top.items()):
        under = {lv: lower.get((trainee, drill_id, lv), []) for lv in range(1, top_level)}
        found = _standing(
            drill_id,
            top_level,
            window,
            under,
            targets.get(drill_id),
            rules,
            moment,
            judged[(trainee, drill_id, top_level)],
        )
        cells.append(matrix_cell(trainee, found))
    return cells


def class_progress(
    conn: psycopg.Connection[Any], groups: Groups, *, start: date, end: date
) -> list[DayProgress]:
    """As `classroom.class_progress`: day by day, idle days with zeros. The answers come from
    one pass over `attempts_day` (each day's answers in order of seconds, so the median's
    sort is done), who practised from the small `active_days`."""
    servers, local = groups.pairs
    totals = {
        day: (int(n), int(right), float(median))
        for day, n, right, median in conn.execute(
            "SELECT a.day, count(*), sum(a.correct::integer), "
            "percentile_cont(0.5) WITHIN GROUP (ORDER BY a.seconds) FROM school.attempts a "
            "WHERE a.day BETWEEN %s AND %s AND a.person_id = ANY(%s::bigint[]) GROUP BY a.day",
            [start, end, servers],
        ).fetchall()
    }
    people = {
        day: int(n)
        for day, n in conn.execute(
            "SELECT d.day, count(DISTINCT i.grp) FROM school.active_days d "
            "JOIN unnest(%s::bigint[], %s::bigint[]) AS i(person_id, grp) USING (person_id) "
            "WHERE d.day BETWEEN %s AND %s GROUP BY d.day",
            [servers, local, start, end],
        ).fetchall()
    }
    series = []
    day = start
    while day <= end:
        n, right, median = totals.get(day, (0, 0, 0.0))
        series.append(DayProgress(day, n, right, median if n else None, people.get(day, 0)))
        day += timedelta(days=1)
    return series


def _plan_progress(
    db: Database,
    conn: psycopg.Connection[Any],
    groups: Groups,
    practised: Mapping[tuple[int, str], set[int]],
    known: Windows,
    drills: Sequence[DrillLike],
    shown: Sequence[int],
    moment: datetime,
) -> list[PlanProgress]:
    """As `plans.plan_progress`, with each planned drill's windows read on the server."""
    open_plans = all_plans(db)
    if not open_plans or not shown:
        return []
    planned = {p.drill_id for p in open_plans}
    wanted = [
        (trainee, drill_id, level)
        for (trainee, drill_id), levels in practised.items()
        if drill_id in planned
        for level in levels
        if (trainee, drill_id, level) not in known
    ]
    windows = {**known, **windows_for(conn, groups, wanted, RULES.window)}

    def windows_of(trainee: int, drill_id: str) -> dict[int, list[Answer]]:
        levels = practised.get((trainee, drill_id), set())
        return {lv: windows.get((trainee, drill_id, lv), []) for lv in levels}

    return plans_done(open_plans, memberships(db), drills, shown, windows_of, moment)


def class_overview(
    db: Database,
    conn: psycopg.Connection[Any],
    *,
    drills: Sequence[DrillLike] = (),
    days: int = 30,
    weakest: int = 5,
    now: datetime | None = None,
    cohort: int | None = None,
    archived: bool = False,
    connector: Callable[[], psycopg.Connection[Any]] | None = None,
) -> ClassOverview:
    """`classroom.class_overview` over the whole school: the station's (pulled) roster,
    every station's answers. With `connector`, the day-by-day figures are read at the same
    time on a second connection (the server works on both at once)."""
    people = cohorts.trainees(db, cohort=cohort, archived=archived)
    groups = groups_for(conn, people)
    trainees = [p for p in people if p.id in groups.members or not _merged_away(conn, p)]
    rules = RULES
    moment = local_now(now)
    today = moment.date()
    span = {"start": today - timedelta(days=days - 1), "end": today}
    progress: list[list[DayProgress]] = []
    reader = None
    if connector is not None:

        def read_progress() -> None:
            import psycopg

            try:
                with connector() as second:
                    progress.append(class_progress(second, groups, **span))
            except psycopg.Error:
                pass  # read again below, on the first connection

        reader = threading.Thread(target=read_progress, name="class-progress")
        reader.start()
    practised = cells_of(conn, groups)
    top_cells = [(t, d, max(levels)) for (t, d), levels in practised.items()]
    top = windows_for(conn, groups, top_cells, rules.window)
    matrix = _matrix(conn, groups, practised, top, drills, rules, moment)
    plans = _plan_progress(
        db, conn, groups, practised, top, drills, [p.id for p in trainees], moment
    )
    if reader is not None:
        reader.join()
    return ClassOverview(
        trainees=trainees,
        matrix=matrix,
        weakest=weakest_from(top, weakest),
        progress=progress[0] if progress else class_progress(conn, groups, **span),
        plans=plans,
    )


def _merged_away(conn: psycopg.Connection[Any], person: Person) -> bool:
    row = conn.execute(
        "SELECT merged_into IS NOT NULL FROM school.people WHERE uuid = %s::uuid", [person.uuid]
    ).fetchone()
    return bool(row and row[0])


def class_mistakes(
    conn: psycopg.Connection[Any], groups: Groups, *, since: date, limit: int = 10
) -> list[DrillMistakes]:
    """As `classroom.class_mistakes`, over the school."""
    servers, local = groups.pairs
    if not servers:
        return []
    rows = conn.execute(
        "SELECT a.drill_id, sum((NOT a.correct)::integer), count(*), "
        "count(DISTINCT CASE WHEN NOT a.correct THEN i.grp END) FROM school.attempts a "
        "JOIN unnest(%s::bigint[], %s::bigint[]) AS i(person_id, grp) "
        "ON i.person_id = a.person_id WHERE a.day >= %s GROUP BY a.drill_id",
        [servers, local, since],
    ).fetchall()
    found = [DrillMistakes(str(d), int(m), int(n), int(t)) for d, m, n, t in rows if m]
    found.sort(key=lambda f: (-f.mistakes, f.drill_id))
    return found[:limit]
