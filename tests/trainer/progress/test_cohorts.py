"""Classes (cohorts), archived and renamed trainees, notes, class plans and a plan's progress
(done / due) as the class overview shows it."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer, drill
from trainer.progress import cohorts
from trainer.progress.accounts import add_instructor, add_trainee, get_person, list_people
from trainer.progress.classroom import DrillMistakes, class_mistakes, class_overview
from trainer.progress.cohorts import NO_COHORT, NameTakenError, NotATraineeError
from trainer.progress.plans import assign_plan, cancel_plan, plan_progress, plans_for

PAYOUT = drill("roulette.payout")  # level 1 untimed, then 8, 6, 4 s
ODDS = drill("craps.odds")
DRILLS = [PAYOUT, ODDS]


def _right(db: Database, trainee: int, drill_id: str, level: int, n: int, at: datetime) -> None:
    for k in range(n):
        answer(db, trainee, drill_id, level, True, 2.0, now=at + timedelta(seconds=k))


def test_classes_are_created_renamed_and_never_named_alike(db: Database) -> None:
    morning = cohorts.create_cohort(db, "  Morning   group ", now=T0)
    assert morning.name == "Morning group"
    evening = cohorts.create_cohort(db, "Evening", now=T0)
    with pytest.raises(NameTakenError):
        cohorts.create_cohort(db, "MORNING GROUP")
    with pytest.raises(NameTakenError):
        cohorts.rename_cohort(db, evening.id, "morning group")
    with pytest.raises(ValueError):
        cohorts.create_cohort(db, "   ")
    assert cohorts.rename_cohort(db, morning.id, "Morning group").name == "Morning group"
    assert cohorts.rename_cohort(db, evening.id, "Afternoon").name == "Afternoon"
    assert [c.name for c in cohorts.list_cohorts(db)] == ["Afternoon", "Morning group"]


def test_a_trainee_is_in_one_class_at_most_and_can_move(db: Database) -> None:
    anna, pere, _laia = (add_trainee(db, n) for n in ("Anna", "Pere", "Laia"))
    morning = cohorts.create_cohort(db, "Morning")
    evening = cohorts.create_cohort(db, "Evening")
    cohorts.assign(db, anna.id, morning.id)
    cohorts.assign(db, pere.id, morning.id)
    cohorts.assign(db, anna.id, evening.id)  # a move, not a second class
    assert cohorts.cohort_of(db, anna.id) == evening.id
    assert [p.name for p in cohorts.trainees(db, cohort=morning.id)] == ["Pere"]
    assert [p.name for p in cohorts.trainees(db, cohort=evening.id)] == ["Anna"]
    assert [p.name for p in cohorts.trainees(db, cohort=NO_COHORT)] == ["Laia"]
    cohorts.assign(db, anna.id, None)
    assert cohorts.cohort_of(db, anna.id) is None
    assert [p.name for p in cohorts.trainees(db, cohort=NO_COHORT)] == ["Anna", "Laia"]
    marta = add_instructor(db, "Marta", "green felt 24")
    with pytest.raises(NotATraineeError):
        cohorts.assign(db, marta.id, morning.id)


def test_an_archived_trainee_leaves_the_lists_but_keeps_every_answer(db: Database) -> None:
    anna, pere = add_trainee(db, "Anna"), add_trainee(db, "Pere")
    answer(db, anna.id, "roulette.payout", 1, True, 3.0, now=T0)
    archived = cohorts.archive(db, anna.id, now=T0)
    assert archived.archived is not None
    assert [p.name for p in list_people(db)] == ["Pere"]  # the who screen's list
    assert [p.name for p in list_people(db, archived=True)] == ["Anna", "Pere"]
    assert [p.name for p in class_overview(db, now=T0).trainees] == ["Pere"]
    everyone = class_overview(db, now=T0, archived=True)
    assert [p.name for p in everyone.trainees] == ["Anna", "Pere"]
    assert [c.trainee_id for c in everyone.matrix] == [anna.id]
    assert db.execute("SELECT count(*) FROM attempts").fetchone()[0] == 1
    assert cohorts.restore(db, anna.id).archived is None
    assert [p.name for p in list_people(db)] == ["Anna", "Pere"]
    assert get_person(db, pere.id).archived is None
    marta = add_instructor(db, "Marta", "green felt 24")
    with pytest.raises(NotATraineeError):
        cohorts.archive(db, marta.id)


def test_a_trainee_is_renamed_unless_someone_has_the_name(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    cohorts.archive(db, pere.id)
    add_instructor(db, "Marta", "green felt 24")
    assert cohorts.rename_trainee(db, anna.id, " Anna  García ").name == "Anna García"
    for taken in ("pere", "MARTA"):  # archived people and instructors keep their names
        with pytest.raises(NameTakenError):
            cohorts.rename_trainee(db, anna.id, taken)
    assert cohorts.rename_trainee(db, anna.id, "anna garcía").name == "anna garcía"


def test_one_note_per_trainee_written_replaced_and_cleared(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    marta = add_instructor(db, "Marta", "green felt 24")
    assert cohorts.get_note(db, anna.id) is None
    note = cohorts.set_note(db, anna.id, " Slow on commissions.\n", by=marta.id, now=T0)
    assert note is not None and (note.text, note.updated_by) == ("Slow on commissions.", marta.id)
    cohorts.set_note(db, anna.id, "Better since March.", by=marta.id, now=T0)
    assert cohorts.notes(db) == {anna.id: "Better since March."}
    with pytest.raises(ValueError):
        cohorts.set_note(db, anna.id, "x" * (cohorts.NOTE_LIMIT + 1))
    assert cohorts.set_note(db, anna.id, "  ") is None
    assert cohorts.notes(db) == {}


def test_a_class_plan_applies_to_whoever_is_in_the_class(db: Database) -> None:
    anna, pere = add_trainee(db, "Anna"), add_trainee(db, "Pere")
    morning = cohorts.create_cohort(db, "Morning")
    cohorts.assign(db, anna.id, morning.id)
    plan = assign_plan(db, "craps.odds", 2, cohort_id=morning.id, now=T0)
    everyone = assign_plan(db, "roulette.payout", 1, now=T0)
    assert not plan.for_class and everyone.for_class
    assert [p.id for p in plans_for(db, anna.id)] == [plan.id, everyone.id]
    assert [p.id for p in plans_for(db, pere.id)] == [everyone.id]
    cohorts.assign(db, pere.id, morning.id)
    cohorts.assign(db, anna.id, None)
    assert [p.id for p in plans_for(db, pere.id)] == [plan.id, everyone.id]
    assert [p.id for p in plans_for(db, anna.id)] == [everyone.id]
    with pytest.raises(ValueError):
        assign_plan(db, "craps.odds", 2, trainee_id=anna.id, cohort_id=morning.id)


def test_a_plan_is_done_for_a_trainee_proficient_at_its_level_or_above(db: Database) -> None:
    anna, pere, laia = (add_trainee(db, n) for n in ("Anna", "Pere", "Laia"))
    morning = cohorts.create_cohort(db, "Morning")
    for person in (anna, pere):
        cohorts.assign(db, person.id, morning.id)
    # proficient (10 answers, at least 85% right: MasteryRules): Anna at level 2 and level 3,
    # Pere only at level 1, Laia (not in the class) at level 2
    _right(db, anna.id, "craps.odds", 1, 10, T0)
    _right(db, anna.id, "craps.odds", 2, 10, T0 + timedelta(minutes=1))
    _right(db, anna.id, "craps.odds", 3, 10, T0 + timedelta(minutes=2))
    _right(db, pere.id, "craps.odds", 1, 10, T0)
    _right(db, laia.id, "craps.odds", 1, 10, T0)
    _right(db, laia.id, "craps.odds", 2, 10, T0 + timedelta(minutes=1))
    # Pere at level 2: 9 answers, all right, is still one short of proficient
    _right(db, pere.id, "craps.odds", 2, 9, T0 + timedelta(minutes=1))
    due = date(2025, 3, 10)
    plan = assign_plan(db, "craps.odds", 2, cohort_id=morning.id, due=due, now=T0)
    ids = [anna.id, pere.id, laia.id]
    later = T0 + timedelta(hours=1)
    [progress] = plan_progress(db, DRILLS, ids, now=later)
    assert progress.plan == plan
    assert progress.trainees == (anna.id, pere.id)  # the class, not Laia
    assert progress.done == (anna.id,)  # level 3 proficient counts for a level-2 plan
    assert not progress.overdue(due) and progress.overdue(due + timedelta(days=1))
    answer(db, pere.id, "craps.odds", 2, True, 2.0, now=later)  # the tenth right answer
    [progress] = plan_progress(db, DRILLS, ids, now=later + timedelta(minutes=1))
    assert progress.done == (anna.id, pere.id)
    assert not progress.overdue(due + timedelta(days=1))  # everyone done: not overdue
    # a plan for one trainee shows only when that trainee is shown; cancelled plans never
    solo = assign_plan(db, "roulette.payout", 1, trainee_id=laia.id, now=T0)
    assert [p.plan.id for p in plan_progress(db, DRILLS, [anna.id, pere.id], now=later)] == [
        plan.id
    ]
    assert [p.plan.id for p in plan_progress(db, DRILLS, [laia.id], now=later)] == [solo.id]
    cancel_plan(db, solo.id, now=T0)
    assert plan_progress(db, DRILLS, [laia.id], now=later) == []


def test_the_class_overview_shows_one_class_and_its_plans(db: Database) -> None:
    anna, pere = add_trainee(db, "Anna"), add_trainee(db, "Pere")
    morning = cohorts.create_cohort(db, "Morning")
    cohorts.assign(db, anna.id, morning.id)
    answer(db, anna.id, "roulette.payout", 1, True, 3.0, now=T0)
    answer(db, pere.id, "craps.odds", 1, False, 3.0, now=T0)
    plan = assign_plan(db, "roulette.payout", 1, now=T0)
    view = class_overview(db, drills=DRILLS, now=T0, cohort=morning.id)
    assert [p.name for p in view.trainees] == ["Anna"]
    assert [c.drill_id for c in view.matrix] == ["roulette.payout"]
    assert [w.drill_id for w in view.weakest] == ["roulette.payout"]
    assert sum(d.answers for d in view.progress) == 1
    assert [(p.plan.id, p.trainees, p.done) for p in view.plans] == [(plan.id, (anna.id,), ())]
    rest = class_overview(db, drills=DRILLS, now=T0, cohort=NO_COHORT)
    assert [p.name for p in rest.trainees] == ["Pere"]


def test_the_class_mistakes_count_wrong_answers_per_drill_since_a_day(db: Database) -> None:
    anna, pere, laia = (add_trainee(db, n) for n in ("Anna", "Pere", "Laia"))
    day2 = T0 + timedelta(days=1)
    # odds: Anna 2 wrong of 3, Pere 1 wrong of 1 -> 3 mistakes of 4 answers by 2 trainees
    for right in (False, False, True):
        answer(db, anna.id, "craps.odds", 1, right, 2.0, now=day2)
    answer(db, pere.id, "craps.odds", 1, False, 2.0, now=day2)
    # payout: Anna 1 wrong of 2; the day before does not count; Laia is not asked about
    answer(db, anna.id, "roulette.payout", 1, False, 2.0, now=day2)
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=day2)
    answer(db, anna.id, "roulette.payout", 1, False, 2.0, now=T0)
    answer(db, laia.id, "roulette.payout", 1, False, 2.0, now=day2)
    answer(db, pere.id, "boule.payout", 1, True, 2.0, now=day2)  # no mistakes: left out
    found = class_mistakes(db, [anna.id, pere.id], since=day2.date())
    assert found == [
        DrillMistakes("craps.odds", 3, 4, 2),
        DrillMistakes("roulette.payout", 1, 2, 1),
    ]
    assert found[0].share == 0.75
    assert class_mistakes(db, [], since=day2.date()) == []
