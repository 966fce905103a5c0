"""Practice an instructor assigns: a drill up to a target level, for one trainee, one class
(cohort) or everyone.

A plan with neither a trainee nor a class applies to everyone; a class's plan applies to
whoever is in the class now. It is never deleted, only cancelled, so what was asked of a
trainee stays on record. `next_drill` favours planned drills until the trainee is proficient
at the target level, which is also when the plan counts as done for them
(`DrillMastery.achieved`, the standing every screen shows).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlite_utils import Database

from trainer.progress.clock import local_now, utc_iso
from trainer.progress.cohorts import memberships
from trainer.progress.db import writing
from trainer.progress.mastery import Answer, DrillMastery, levels_of, recent_windows
from trainer.progress.protocols import DrillLike


@dataclass(frozen=True)
class Plan:
    id: int
    uuid: str
    assigned_by: int | None
    trainee_id: int | None  # None: the whole class
    drill_id: str
    target_level: int
    due_date: date | None
    created: str
    cancelled: str | None
    cohort_id: int | None = None  # one class's plan (trainee_id is then None)

    @property
    def for_class(self) -> bool:
        """For everyone (no trainee and no class)."""
        return self.trainee_id is None and self.cohort_id is None


_COLUMNS = (
    "id, uuid, assigned_by, trainee_id, drill_id, target_level, due_date, created, cancelled, "
    "cohort_id"
)


def _plan(row: Any) -> Plan:
    return Plan(
        int(row[0]),
        str(row[1]),
        row[2],
        row[3],
        str(row[4]),
        int(row[5]),
        date.fromisoformat(row[6]) if row[6] else None,
        str(row[7]),
        row[8],
        row[9],
    )


def assign_plan(
    db: Database,
    drill_id: str,
    target_level: int,
    *,
    trainee_id: int | None = None,
    cohort_id: int | None = None,
    due: date | None = None,
    assigned_by: int | None = None,
    now: datetime | None = None,
) -> Plan:
    """A plan for one trainee, one class, or (neither given) everyone."""
    if trainee_id is not None and cohort_id is not None:
        raise ValueError("a plan is for one trainee or for one class, not both")
    with writing(db):
        cursor = db.execute(
            "INSERT INTO plans (uuid, assigned_by, trainee_id, cohort_id, drill_id, "
            "target_level, due_date, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                str(uuid.uuid4()),
                assigned_by,
                trainee_id,
                cohort_id,
                drill_id,
                target_level,
                due.isoformat() if due else None,
                utc_iso(local_now(now)),
            ],
        )
    return get_plan(db, int(cursor.lastrowid or 0))


def cancel_plan(db: Database, plan_id: int, *, now: datetime | None = None) -> Plan:
    with writing(db):
        db.execute(
            "UPDATE plans SET cancelled = ? WHERE id = ? AND cancelled IS NULL",
            [utc_iso(local_now(now)), plan_id],
        )
    return get_plan(db, plan_id)


def get_plan(db: Database, plan_id: int) -> Plan:
    row = db.execute(f"SELECT {_COLUMNS} FROM plans WHERE id = ?", [plan_id]).fetchone()
    if row is None:
        raise LookupError(f"no plan with id {plan_id}")
    return _plan(row)


def plans_for(db: Database, trainee_id: int, *, include_cancelled: bool = False) -> list[Plan]:
    """The trainee's own plans, their class's and everyone's, soonest due first (undated
    last)."""
    sql = (
        f"SELECT {_COLUMNS} FROM plans WHERE (trainee_id = ? OR (trainee_id IS NULL AND "
        "(cohort_id IS NULL OR cohort_id = "
        "(SELECT cohort_id FROM cohort_members WHERE trainee_id = ?))))"
    )
    if not include_cancelled:
        sql += " AND cancelled IS NULL"
    sql += " ORDER BY due_date IS NULL, due_date, id"
    return [_plan(row) for row in db.execute(sql, [trainee_id, trainee_id]).fetchall()]


def all_plans(db: Database, *, include_cancelled: bool = False) -> list[Plan]:
    sql = f"SELECT {_COLUMNS} FROM plans"
    if not include_cancelled:
        sql += " WHERE cancelled IS NULL"
    sql += " ORDER BY due_date IS NULL, due_date, id"
    return [_plan(row) for row in db.execute(sql).fetchall()]


@dataclass(frozen=True)
class PlanProgress:
    """How far the trainees a plan applies to have got: `done` reached the target level
    (proficient or better there, or at a level above)."""

    plan: Plan
    trainees: tuple[int, ...]  # ids it applies to, among those asked about
    done: tuple[int, ...]

    def overdue(self, today: date) -> bool:
        """Past its due date with someone not done yet."""
        due = self.plan.due_date
        return due is not None and today > due and len(self.done) < len(self.trainees)


def plan_progress(
    db: Database,
    drills: Sequence[DrillLike],
    trainee_ids: Sequence[int],
    *,
    now: datetime | None = None,
) -> list[PlanProgress]:
    """Every open plan that applies to some of `trainee_ids` (the trainees shown), soonest due
    first, with who of them is done. One read of the answers for all of them."""
    shown = list(trainee_ids)
    open_plans = all_plans(db)
    if not open_plans or not shown:
        return []
    by_cell: dict[tuple[int, str], dict[int, list[Answer]]] = {}
    for (trainee_id, drill_id, level), window in recent_windows(db, shown).items():
        by_cell.setdefault((trainee_id, drill_id), {})[level] = window
    return plans_done(
        open_plans,
        memberships(db),
        drills,
        shown,
        lambda trainee_id, drill_id: by_cell.get((trainee_id, drill_id), {}),
        local_now(now),
    )


def plans_done(
    open_plans: Sequence[Plan],
    members: Mapping[int, int],
    drills: Sequence[DrillLike],
    shown: Sequence[int],
    windows_of: Callable[[int, str], Mapping[int, Sequence[Answer]]],
    moment: datetime,
) -> list[PlanProgress]:
    """Who of `shown` each plan applies to and who of them is done (the planned level
    achieved), each trainee's windows by level read through `windows_of` (the station's file,
    or the school's server)."""
    known = {d.id: d for d in drills}
    found = []
    for plan in open_plans:
        if plan.trainee_id is not None:
            applies = [t for t in shown if t == plan.trainee_id]
        elif plan.cohort_id is not None:
            applies = [t for t in shown if members.get(t) == plan.cohort_id]
        else:
            applies = list(shown)
        if not applies:
            continue
        drill = known.get(plan.drill_id)
        targets = {n: s.target_seconds for n, s in drill.levels.items()} if drill else None
        done = []
        for trainee_id in applies:
            levels = levels_of(
                plan.drill_id, windows_of(trainee_id, plan.drill_id), targets, now=moment
            )
            achieved = DrillMastery(plan.drill_id, levels).achieved
            if achieved is not None and achieved.level >= plan.target_level:
                done.append(trainee_id)
        found.append(PlanProgress(plan, tuple(applies), tuple(done)))
    return found
