"""How an instructor organises the people of a station: classes (cohorts), trainees renamed or
archived, and a note per trainee.

- A trainee belongs to one class at most; moving them to another class, or to none, changes
  nothing they did.
- Nobody is ever deleted: an archived trainee (a course finished, someone who left) keeps every
  answer and exam, and only drops out of the lists (the who screen, the class overview) until
  restored. Instructors are not archived: their rows sign exams and plans.
- Names, of people and of classes, are unique ignoring case, so the lists never show two alike.

All of this stays on the station: station bundles carry answers, not how a school files them.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime

from sqlite_utils import Database

from trainer.progress.accounts import Person, Role, get_person, list_people, rename
from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import writing

NOTE_LIMIT = 4000  # characters: a note is a few lines, not a file


class NameTakenError(ValueError):
    """Another person (or class) already has this name, ignoring case."""

    def __init__(self, name: str) -> None:
        super().__init__(f"the name {name!r} is already taken")
        self.name = name


class NotATraineeError(ValueError):
    """Only trainees are archived or put in classes."""


@dataclass(frozen=True)
class Cohort:
    id: int
    uuid: str
    name: str
    created: str  # UTC ISO


def _clean(name: str) -> str:
    clean = " ".join(name.split())
    if not clean:
        raise ValueError("a name is needed")
    return clean


def _cohort(row: tuple[object, ...]) -> Cohort:
    return Cohort(int(str(row[0])), str(row[1]), str(row[2]), str(row[3]))


def list_cohorts(db: Database) -> list[Cohort]:
    """Every class, by name."""
    rows = db.execute("SELECT id, uuid, name, created FROM cohorts ORDER BY name, id").fetchall()
    return [_cohort(row) for row in rows]


def get_cohort(db: Database, cohort_id: int) -> Cohort:
    row = db.execute(
        "SELECT id, uuid, name, created FROM cohorts WHERE id = ?", [cohort_id]
    ).fetchone()
    if row is None:
        raise LookupError(f"no class with id {cohort_id}")
    return _cohort(row)


def _check_cohort_name(db: Database, name: str, keep: int | None = None) -> str:
    clean = _clean(name)
    for other in list_cohorts(db):
        if other.id != keep and other.name.casefold() == clean.casefold():
            raise NameTakenError(clean)
    return clean


def create_cohort(db: Database, name: str, *, now: datetime | None = None) -> Cohort:
    clean = _check_cohort_name(db, name)
    with writing(db):
        cursor = db.execute(
            "INSERT INTO cohorts (uuid, name, created) VALUES (?, ?, ?)",
            [str(uuid.uuid4()), clean, utc_iso(local_now(now))],
        )
    return get_cohort(db, int(cursor.lastrowid or 0))


def rename_cohort(db: Database, cohort_id: int, name: str) -> Cohort:
    get_cohort(db, cohort_id)
    clean = _check_cohort_name(db, name, keep=cohort_id)
    with writing(db):
        db.execute("UPDATE cohorts SET name = ? WHERE id = ?", [clean, cohort_id])
    return get_cohort(db, cohort_id)


def _trainee(db: Database, trainee_id: int) -> Person:
    person = get_person(db, trainee_id)
    if person.role is not Role.TRAINEE:
        raise NotATraineeError(f"{person.name} is an instructor, not a trainee")
    return person


def assign(
    db: Database, trainee_id: int, cohort_id: int | None, *, now: datetime | None = None
) -> None:
    """Put a trainee in a class (`None`: in none)."""
    _trainee(db, trainee_id)
    if cohort_id is not None:
        get_cohort(db, cohort_id)
    with writing(db):
        if cohort_id is None:
            db.execute("DELETE FROM cohort_members WHERE trainee_id = ?", [trainee_id])
        else:
            db.execute(
                "INSERT INTO cohort_members (trainee_id, cohort_id, since) VALUES (?, ?, ?) "
                "ON CONFLICT (trainee_id) DO UPDATE SET cohort_id = excluded.cohort_id, "
                "since = excluded.since WHERE cohort_id <> excluded.cohort_id",
                [trainee_id, cohort_id, utc_iso(local_now(now))],
            )


def cohort_of(db: Database, trainee_id: int) -> int | None:
    row = db.execute(
        "SELECT cohort_id FROM cohort_members WHERE trainee_id = ?", [trainee_id]
    ).fetchone()
    return None if row is None else int(row[0])


def memberships(db: Database) -> dict[int, int]:
    """Trainee id -> class id, for everyone in a class."""
    return {
        int(t): int(c) for t, c in db.execute("SELECT trainee_id, cohort_id FROM cohort_members")
    }


NO_COHORT = 0  # `trainees(cohort=NO_COHORT)`: the trainees in no class


def trainees(db: Database, *, cohort: int | None = None, archived: bool = False) -> list[Person]:
    """The trainees, by name: all of them (`cohort` None), one class's, or those in no class
    (`NO_COHORT`); archived ones only when `archived`."""
    people = list_people(db, Role.TRAINEE, archived=archived)
    if cohort is None:
        return people
    members = memberships(db)
    wanted = None if cohort == NO_COHORT else cohort
    return [p for p in people if members.get(p.id) == wanted]


def rename_trainee(db: Database, trainee_id: int, name: str) -> Person:
    """A new name (spaces tidied); refused when someone else has it, ignoring case."""
    _trainee(db, trainee_id)
    clean = _clean(name)
    for other in list_people(db, archived=True):
        if other.id != trainee_id and other.name.casefold() == clean.casefold():
            raise NameTakenError(clean)
    return rename(db, trainee_id, clean)


def archive(db: Database, trainee_id: int, *, now: datetime | None = None) -> Person:
    """Keep a trainee out of the lists; their answers, exams and plans stay as they are."""
    _trainee(db, trainee_id)
    with writing(db):
        db.execute(
            "UPDATE trainees SET archived = ? WHERE id = ? AND archived IS NULL",
            [utc_iso(local_now(now)), trainee_id],
        )
    return get_person(db, trainee_id)


def restore(db: Database, trainee_id: int) -> Person:
    _trainee(db, trainee_id)
    with writing(db):
        db.execute("UPDATE trainees SET archived = NULL WHERE id = ?", [trainee_id])
    return get_person(db, trainee_id)


@dataclass(frozen=True)
class Note:
    trainee_id: int
    text: str
    updated: str  # UTC ISO
    updated_by: int | None  # the instructor who wrote it


def get_note(db: Database, trainee_id: int) -> Note | None:
    row = db.execute(
        "SELECT trainee_id, note, updated, updated_by FROM trainee_notes WHERE trainee_id = ?",
        [trainee_id],
    ).fetchone()
    return None if row is None else Note(int(row[0]), str(row[1]), str(row[2]), row[3])


def set_note(
    db: Database,
    trainee_id: int,
    text: str,
    *,
    by: int | None = None,
    now: datetime | None = None,
) -> Note | None:
    """Write the trainee's note (an empty text removes it); returns what is stored."""
    get_person(db, trainee_id)
    clean = text.strip()
    if len(clean) > NOTE_LIMIT:
        raise ValueError(f"a note holds {NOTE_LIMIT} characters at most")
    with writing(db):
        if not clean:
            db.execute("DELETE FROM trainee_notes WHERE trainee_id = ?", [trainee_id])
        else:
            db.execute(
                "INSERT INTO trainee_notes (trainee_id, note, updated, updated_by) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (trainee_id) DO UPDATE SET "
                "note = excluded.note, updated = excluded.updated, "
                "updated_by = excluded.updated_by",
                [trainee_id, clean, utc_iso(local_now(now)), by],
            )
    return get_note(db, trainee_id)


def notes(db: Database) -> dict[int, str]:
    """Trainee id -> note, for everyone with one."""
    return {int(t): str(n) for t, n in db.execute("SELECT trainee_id, note FROM trainee_notes")}
