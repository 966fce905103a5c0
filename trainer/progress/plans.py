"""Practice an instructor assigns: a drill up to a target level, for one trainee or the class.

A plan with no trainee applies to everyone. It is never deleted, only cancelled, so what was
asked of a trainee stays on record. `next_drill` favours planned drills until the trainee is
proficient at the target level.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlite_utils import Database

from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing


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

    @property
    def for_class(self) -> bool:
        return self.trainee_id is None


_COLUMNS = "id, uuid, assigned_by, trainee_id, drill_id, target_level, due_date, created, cancelled"


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
    )


def assign_plan(
    db: Database,
    drill_id: str,
    target_level: int,
    *,
    trainee_id: int | None = None,
    due: date | None = None,
    assigned_by: int | None = None,
    now: datetime | None = None,
) -> Plan:
    with writing(db):
        cursor = db.execute(
            "INSERT INTO plans (uuid, assigned_by, trainee_id, drill_id, target_level, due_date, "
            "created) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                str(uuid.uuid4()),
                assigned_by,
                trainee_id,
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
    """The trainee's own plans and the class's, soonest due first (undated last)."""
    sql = f"SELECT {_COLUMNS} FROM plans WHERE (trainee_id = ? OR trainee_id IS NULL)"
    if not include_cancelled:
        sql += " AND cancelled IS NULL"
    sql += " ORDER BY due_date IS NULL, due_date, id"
    return [_plan(row) for row in db.execute(sql, [trainee_id]).fetchall()]


def all_plans(db: Database, *, include_cancelled: bool = False) -> list[Plan]:
    sql = f"SELECT {_COLUMNS} FROM plans"
    if not include_cancelled:
        sql += " WHERE cancelled IS NULL"
    sql += " ORDER BY due_date IS NULL, due_date, id"
    return [_plan(row) for row in db.execute(sql).fetchall()]
