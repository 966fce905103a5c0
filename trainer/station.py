"""The station: the one door from the shell into the core, as Anki's `Collection` is.

A station is this computer's progress database, the rulebook in force (the chosen rulebook
with the house's rules over it) and the drill catalogue. The shell asks it questions and gets
decoded objects back (people, questions, stored answers re-graded, standings, statistics,
sessions, exams), so no screen holds SQL or decodes stored JSON; and it writes through it, so
every write says what it changed: `listen(callback)` is told the set of `Change`s after each
write, and the screens showing figures read them again from that instead of being refreshed by
hand.

The heavy parts of the core (the catalogue's engines, the statistics, the scheduler) are
imported on first use, as before: the home screen's first paint needs none of them.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from sqlite_utils import Database

from trainer.errors import RulebookError
from trainer.progress import days
from trainer.progress.accounts import Credential, Person, Role
from trainer.progress.db import db_file

if TYPE_CHECKING:
    from trainer.drills.base import Drill, Grade, Question, Response, Text
    from trainer.exams.blueprint import Blueprint
    from trainer.exams.history import ExamRecord
    from trainer.exams.keys import SigningKey
    from trainer.exams.run import ExamRun, Proctor
    from trainer.exams.sitting import ExamResult, ItemResult, RetakePlan
    from trainer.exams.verify import Report as SealReport
    from trainer.practice_session import Clock, PracticeSession
    from trainer.progress.accounts import PinCheck
    from trainer.progress.attempts import Attempt
    from trainer.progress.cohorts import Cohort, Note
    from trainer.progress.export import CsvWords
    from trainer.progress.mastery import DrillMastery
    from trainer.progress.plans import Plan, PlanProgress
    from trainer.progress.redo import Redo
    from trainer.progress.reports import WeekPoint
    from trainer.progress.standing import Standing
    from trainer.progress.stations import BundleCounts, ImportSummary
    from trainer.progress.stats import Summary, TraineeStats
    from trainer.rulebooks import Rulebook
    from trainer.school.source import ClassSource
    from trainer.table.acts import Act
    from trainer.table.history import GameTables, SessionInfo, StoredSession
    from trainer.table.judge import Judgement
    from trainer.table.session import ActRecord


class Change(StrEnum):
    """What a write changed, as the screens showing it need to know."""

    ANSWERS = "answers"  # an answer recorded (practice or exam): counts, streaks, standings
    EXAMS = "exams"  # an exam begun or ended
    PEOPLE = "people"  # someone added, renamed, archived or restored
    CLASSES = "classes"  # a class made or renamed, a trainee moved, a note written
    PLANS = "plans"  # practice assigned or cancelled
    RULES = "rules"  # the rulebook or the house rules
    TABLES = "tables"  # a session at the table begun, its acts written, or ended
    SECRETS = "secrets"  # a PIN or passphrase set or removed, the school key made or shared


#: what merging another station's bundle can bring: everything a screen shows
EVERYTHING = frozenset(Change)


Changes = frozenset[Change]
Listener = Callable[[Changes], None]


@dataclass(frozen=True)
class StoredAnswer:
    """A recorded answer read back: the question exactly as shown, the answer as given (None:
    not answered in time), and the grade it gets again now, so a review shows what was wrong
    and the worked solution as the trainee saw them."""

    attempt: Attempt
    question: Question
    response: Response | None
    grade: Grade | None  # None when the answer cannot be graded again (none was given)

    @property
    def solution(self) -> tuple[Text, ...]:
        """The worked solution (the question carries it even when no answer was given)."""
        return self.grade.solution if self.grade is not None else self.question.solution

    @property
    def feedback(self) -> tuple[Text, ...]:
        """What was wrong, item by item (empty when right or not answered)."""
        return self.grade.feedback if self.grade is not None else ()


def read_answer(attempt: Attempt) -> StoredAnswer | None:
    """The attempt decoded and graded again; None for a question stored in a format this
    version cannot read (it cannot be drawn again)."""
    from trainer.drills.base import Question, Response, UnparsableResponse

    try:
        question = Question.from_json(attempt.question_json)
    except (ValueError, KeyError, TypeError):
        return None
    try:
        response: Response | None = Response.from_json(attempt.response_json)
    except (ValueError, KeyError, TypeError):
        response = None
    if response is not None and response.value is None:
        response = None  # an exam question not answered in time
    grade = None
    if response is not None:
        with contextlib.suppress(UnparsableResponse, ValueError, KeyError, TypeError):
            grade = question.grade(response, attempt.seconds)
    return StoredAnswer(attempt, question, response, grade)


def read_answers(attempts: Iterable[Attempt]) -> list[StoredAnswer]:
    """Those of `attempts` that can be read back, in their order."""
    return [found for found in map(read_answer, attempts) if found is not None]


class Station:
    """The database, the rulebook in force and the catalogue, behind one object."""

    def __init__(
        self,
        db: Database,
        *,
        rulebook: str | Callable[[], str | None] | None = None,
        house_rules: Path | None = None,
    ) -> None:
        """`rulebook`: its id, or where the choice is kept (read each time the rulebook is
        loaded; None: the default); `house_rules`: the house's overrides file."""
        self.db = db
        self.house_rules_path = house_rules
        self._choice = rulebook if callable(rulebook) else (lambda: rulebook)
        self._rulebook: Rulebook | None = None
        self._rulebook_problem = ""
        self._rulebook_error: RulebookError | None = None
        self._listeners: list[Listener] = []
        self._copy = False  # a connection of a worker thread, or a record copied from the school
        self._source: tuple[str, ClassSource] | None = None  # (the server setting, its source)

    @classmethod
    def on_copy(cls, db: Database) -> Station:
        """A station on another connection: a worker thread's own to this file (sqlite3
        connections belong to the thread that made them), or a trainee's record copied from
        the school's server. `release` closes it; it never marks the file closed clean."""
        station = cls(db)
        station._copy = True
        return station

    @classmethod
    def for_worker(cls, path: Path) -> Station:
        """A station on a connection of its own to the file at `path`, made in the thread
        that will use it (`release` when done)."""
        from trainer.progress.db import connect

        return cls.on_copy(connect(path))

    def release(self) -> None:
        """Close a copy (`on_copy`); this station's own connection stays open (`close`)."""
        if self._copy:
            self.db.close()

    # ------------------------------------------------------------------ announcements

    def listen(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` with what changed after every write; returns how to stop."""
        self._listeners.append(listener)

        def stop() -> None:
            with contextlib.suppress(ValueError):
                self._listeners.remove(listener)

        return stop

    def announce(self, *changes: Change) -> None:
        """Tell every listener (a write made elsewhere in the core, or by a session)."""
        said = frozenset(changes)
        for listener in list(self._listeners):
            listener(said)

    def writes_seen(self) -> tuple[int, int]:
        """A mark that moves with every write to the file, announced or not: the rows this
        connection changed, and the commits of other connections (`PRAGMA data_version`:
        the school sync's worker). A screen filled at one mark is out of date at another,
        even after a write made without the station."""
        (version,) = self.db.execute("PRAGMA data_version").fetchone()
        return (self.db.conn.total_changes, int(version))

    # ------------------------------------------------------------------ the file

    @property
    def path(self) -> Path:
        """The progress file (worker threads open connections of their own to it)."""
        return db_file(self.db)

    def close(self) -> None:
        """A clean close: no full check at the next start."""
        from trainer.progress.db import close_db

        close_db(self.db, self.path)

    # ------------------------------------------------------------------ the rulebook

    @property
    def rulebook(self) -> Rulebook:
        """The chosen rulebook with the house's rules, read on first use."""
        if self._rulebook is None:
            self._load_rulebook()
        assert self._rulebook is not None
        return self._rulebook

    @property
    def rulebook_problem(self) -> str:
        """Why the house-rules file was refused (the plain rulebook is used then), or ""."""
        _ = self.rulebook
        return self._rulebook_problem

    @property
    def rulebook_error(self) -> RulebookError | None:
        """The refusal of the house-rules file, to be said in the reader's language
        (`trainer.rulebooks.words.refusal_in`), or None."""
        _ = self.rulebook
        return self._rulebook_error

    def reload_rulebook(self) -> None:
        """The chosen rulebook and the house rules read again when next asked for (either
        changed)."""
        self._rulebook = None
        self.announce(Change.RULES)

    def _load_rulebook(self) -> None:
        """A bad house-rules file is reported and the plain rulebook used, so a typo never
        stops practice."""
        from trainer import rulebooks

        chosen = self._choice() or rulebooks.DEFAULT_RULEBOOK
        if chosen not in rulebooks.available():
            chosen = rulebooks.DEFAULT_RULEBOOK
        path = self.house_rules_path
        try:
            self._rulebook = rulebooks.load(chosen, path if path and path.exists() else None)
            self._rulebook_problem, self._rulebook_error = "", None
        except RulebookError as error:
            self._rulebook = rulebooks.load(chosen)
            self._rulebook_problem, self._rulebook_error = str(error), error

    def save_house_rules(self, text: str, rulebook_id: str, *, by: Credential | None) -> None:
        """Check the instructor, then the rules, then write them and use them (the errors of
        `trainer.house_rules.save`; nothing changes on a refusal)."""
        from trainer import house_rules

        assert self.house_rules_path is not None
        house_rules.save(self.db, self.house_rules_path, text, rulebook_id, by=by)
        self.reload_rulebook()

    def remove_house_rules(self, *, by: Credential | None) -> None:
        """Back to the regulation's values (`trainer.house_rules.remove`)."""
        from trainer import house_rules

        assert self.house_rules_path is not None
        house_rules.remove(self.db, self.house_rules_path, by=by)
        self.reload_rulebook()

    # ------------------------------------------------------------------ the catalogue

    @staticmethod
    def catalogue_loaded() -> bool:
        """Whether the drills' engines are loaded yet (the first time takes a moment)."""
        from trainer.drills import catalog

        return catalog.loaded()

    @staticmethod
    def drills(game: str | None = None) -> list[Drill]:
        """Every drill in the catalogue's order, or one game's."""
        from trainer.drills import catalog

        found = catalog.all()
        return found if game is None else [d for d in found if d.game == game]

    @staticmethod
    def drill(drill_id: str) -> Drill | None:
        """One drill, None for an id no longer in the catalogue."""
        from trainer.drills import catalog

        return {d.id: d for d in catalog.all()}.get(drill_id)

    # ------------------------------------------------------------------ people

    def people(self, role: Role | None = None, *, archived: bool = False) -> list[Person]:
        from trainer.progress.accounts import list_people

        return list_people(self.db, role, archived=archived)

    def person(self, person_id: int) -> Person:
        from trainer.progress.accounts import get_person

        return get_person(self.db, person_id)

    def has_instructor(self) -> bool:
        from trainer.progress.accounts import has_instructor

        return has_instructor(self.db)

    def protected_profiles(self) -> frozenset[int]:
        """The trainees whose profile opens with a PIN."""
        from trainer.progress.accounts import protected_profiles

        return protected_profiles(self.db)

    def add_trainee(self, name: str) -> Person:
        from trainer.progress.accounts import add_trainee

        person = add_trainee(self.db, name)
        self.announce(Change.PEOPLE)
        return person

    def add_instructor(self, name: str, passphrase: str, *, by: Credential | None) -> Person:
        """The station's first instructor needs nobody; a later one `by` an instructor's
        passphrase (`SecretNeededError`, `SecretRefusedError`)."""
        from trainer.progress.accounts import add_instructor

        person = add_instructor(self.db, name, passphrase, by=by)
        self.announce(Change.PEOPLE, Change.SECRETS)
        return person

    def rename_trainee(self, trainee_id: int, name: str) -> Person:
        """`NameTakenError` when someone else has the name, `ValueError` for no name."""
        from trainer.progress.cohorts import rename_trainee

        person = rename_trainee(self.db, trainee_id, name)
        self.announce(Change.PEOPLE)
        return person

    def archive(self, trainee_id: int) -> Person:
        """Out of the lists, every answer and exam kept."""
        from trainer.progress.cohorts import archive

        person = archive(self.db, trainee_id)
        self.announce(Change.PEOPLE)
        return person

    def restore(self, trainee_id: int) -> Person:
        from trainer.progress.cohorts import restore

        person = restore(self.db, trainee_id)
        self.announce(Change.PEOPLE)
        return person

    # ------------------------------------------------------------------ secrets

    def has_profile_pin(self, trainee_id: int) -> bool:
        from trainer.progress.accounts import has_profile_pin

        return has_profile_pin(self.db, trainee_id)

    def check_secret(self, person_id: int, secret: str) -> PinCheck:
        """An instructor's passphrase or a protected trainee's PIN (a wrong one is counted:
        the wait after repeated ones is the core's)."""
        from trainer.progress.accounts import check_pin

        return check_pin(self.db, person_id, secret)

    def open_profile(
        self, trainee_id: int, *, pin: str | None = None, by: Credential | None = None
    ) -> PinCheck:
        """May a protected profile open: with its PIN, or an instructor's passphrase `by`."""
        from trainer.progress.accounts import open_profile

        return open_profile(self.db, trainee_id, pin=pin, by=by)

    def set_secret(
        self, person_id: int, secret: str, *, proof: str | Credential | None = None
    ) -> None:
        """Set or change a PIN or passphrase (`SecretRefusedError`); an instructor's copy of
        the school key follows the passphrase it is under when they changed it themselves."""
        from trainer.exams import keys
        from trainer.progress.accounts import set_secret

        set_secret(self.db, person_id, secret, proof=proof)
        if isinstance(proof, str) and keys.has_copy(self.db, person_id):
            keys.rewrap(self.db, person_id, proof, secret)
        self.announce(Change.PEOPLE, Change.SECRETS)  # the lists mark protected profiles

    def remove_profile_pin(self, trainee_id: int, *, proof: str | Credential | None) -> None:
        from trainer.progress.accounts import remove_profile_pin

        remove_profile_pin(self.db, trainee_id, proof=proof)
        self.announce(Change.PEOPLE, Change.SECRETS)

    def holds_school_key(self, instructor_id: int) -> bool:
        from trainer.exams import keys

        return keys.has_copy(self.db, instructor_id)

    def school_key(self, instructor_id: int, passphrase: str) -> SigningKey:
        """The school key unlocked with an instructor's passphrase, made with it the first
        time (`KeyProblem` when it cannot be)."""
        from trainer.exams import keys

        if keys.school_public(self.db) is not None:
            return keys.unlock(self.db, instructor_id, passphrase)
        key = keys.create_school_key(self.db, instructor_id, passphrase)
        self.announce(Change.SECRETS)
        return key

    def share_school_key(
        self, holder_id: int, holder_secret: str, recipient_id: int, recipient_secret: str
    ) -> None:
        """A holder gives another instructor a copy under their passphrase (`KeyProblem`)."""
        from trainer.exams import keys

        keys.share(self.db, holder_id, holder_secret, recipient_id, recipient_secret)
        self.announce(Change.SECRETS)

    def school_public_key(self) -> str:
        """The school's public key, to check certificates elsewhere (`KeyProblem`)."""
        from trainer.exams import keys

        return keys.public_for_export(self.db)

    # ------------------------------------------------------------------ classes and notes

    def cohorts(self) -> list[Cohort]:
        from trainer.progress.cohorts import list_cohorts

        return list_cohorts(self.db)

    def cohort(self, cohort_id: int) -> Cohort:
        from trainer.progress.cohorts import get_cohort

        return get_cohort(self.db, cohort_id)

    def cohort_of(self, trainee_id: int) -> int | None:
        from trainer.progress.cohorts import cohort_of

        return cohort_of(self.db, trainee_id)

    def memberships(self) -> dict[int, int]:
        """Each trainee in a class: trainee id -> class id."""
        from trainer.progress.cohorts import memberships

        return memberships(self.db)

    def trainees(self, *, cohort: int | None = None, archived: bool = False) -> list[Person]:
        """The trainees of a class (`cohorts.NO_COHORT`: in none; None: all)."""
        from trainer.progress.cohorts import trainees

        return trainees(self.db, cohort=cohort, archived=archived)

    def create_cohort(self, name: str) -> Cohort:
        """`NameTakenError`, or `ValueError` for no name."""
        from trainer.progress.cohorts import create_cohort

        made = create_cohort(self.db, name)
        self.announce(Change.CLASSES)
        return made

    def rename_cohort(self, cohort_id: int, name: str) -> Cohort:
        from trainer.progress.cohorts import rename_cohort

        renamed = rename_cohort(self.db, cohort_id, name)
        self.announce(Change.CLASSES)
        return renamed

    def assign_cohort(self, trainee_id: int, cohort_id: int | None) -> None:
        """Put a trainee in a class (None: in no class)."""
        from trainer.progress.cohorts import assign

        assign(self.db, trainee_id, cohort_id)
        self.announce(Change.CLASSES)

    def notes(self) -> dict[int, str]:
        from trainer.progress.cohorts import notes

        return notes(self.db)

    def note(self, trainee_id: int) -> Note | None:
        from trainer.progress.cohorts import get_note

        return get_note(self.db, trainee_id)

    def set_note(self, trainee_id: int, text: str, *, by: int | None) -> Note | None:
        """Keep an instructor's note (empty: removed; `ValueError` when too long)."""
        from trainer.progress.cohorts import set_note

        note = set_note(self.db, trainee_id, text, by=by)
        self.announce(Change.CLASSES)
        return note

    # ------------------------------------------------------------------ a trainee's figures

    def streak(self, trainee_id: int) -> days.Streak:
        return days.streak(self.db, trainee_id)

    def answers_since(self, trainee_id: int, day: date) -> int:
        return days.answers_since(self.db, trainee_id, day)

    def standings(
        self, trainee_id: int, drills: Sequence[Drill] | None = None
    ) -> dict[str, Standing]:
        """Each drill's standing (the highest level at least proficient, the level worked)."""
        from trainer.progress.standing import standings

        return standings(self.db, trainee_id, self.drills() if drills is None else drills)

    def mastery(
        self, trainee_id: int, drill: Drill | str, *, now: datetime | None = None
    ) -> DrillMastery | None:
        """One drill's mastery level by level (None for a drill no longer in the catalogue)."""
        from trainer.progress.mastery import drill_mastery

        found = self.drill(drill) if isinstance(drill, str) else drill
        return drill_mastery(self.db, trainee_id, found, now=now) if found else None

    def by_drill(self, trainee_id: int) -> list[Summary]:
        from trainer.progress import stats

        return stats.by_drill(self.db, trainee_id)

    def trainee_stats(self, trainee_id: int) -> TraineeStats:
        from trainer.progress import stats

        return stats.trainee_stats(self.db, trainee_id)

    def drill_by_day(self, trainee_id: int, drill_id: str) -> list[Summary]:
        from trainer.progress import stats

        return stats.drill_by_day(self.db, trainee_id, drill_id)

    def drill_by_week(self, trainee_id: int, drill_id: str) -> list[Summary]:
        from trainer.progress import stats

        return stats.drill_by_week(self.db, trainee_id, drill_id)

    def weekly_by_game(self, trainee_id: int) -> dict[str, list[WeekPoint]]:
        from trainer.progress.reports import weekly_by_game

        return weekly_by_game(self.db, trainee_id)

    def mistakes(self, trainee_id: int, limit: int | None = None) -> list[StoredAnswer]:
        """The latest wrong answers, newest first, read back and graded again."""
        from trainer.progress import stats

        found = (
            stats.recent_mistakes(self.db, trainee_id)
            if limit is None
            else stats.recent_mistakes(self.db, trainee_id, limit)
        )
        return read_answers(found)

    def redo_questions(
        self, trainee_id: int, now: datetime | None = None
    ) -> list[tuple[Redo, Question]]:
        """The mistakes to redo that can be asked again: drills still in the catalogue,
        questions still readable (My progress counts these on its button)."""
        from trainer.drills.base import Question
        from trainer.progress.redo import to_redo

        found = []
        known = {d.id for d in self.drills()}
        for item in to_redo(self.db, trainee_id, now=now):
            if item.drill_id not in known:
                continue
            try:
                found.append((item, Question.from_json(item.question_json)))
            except (ValueError, KeyError, TypeError):
                continue  # a question from an older format cannot be drawn again
        return found

    def plans_for(self, trainee_id: int) -> list[Plan]:
        from trainer.progress import plans

        return plans.plans_for(self.db, trainee_id)

    # ------------------------------------------------------------------ practice plans

    def plans(self) -> list[Plan]:
        """Every open plan."""
        from trainer.progress import plans

        return plans.all_plans(self.db)

    def plan_progress(self, trainee_ids: Sequence[int]) -> list[PlanProgress]:
        """Each open plan for some of `trainee_ids`, with who of them is done."""
        from trainer.progress import plans

        return plans.plan_progress(self.db, self.drills(), trainee_ids)

    def plan_owner(self, plan: Plan) -> str | None:
        """The name of the trainee or class a plan is for; None when it is for everyone."""
        if plan.trainee_id is not None:
            return self.person(plan.trainee_id).name
        if plan.cohort_id is not None:
            return self.cohort(plan.cohort_id).name
        return None

    def assign_plan(
        self,
        drill_id: str,
        level: int,
        *,
        trainee_id: int | None = None,
        cohort_id: int | None = None,
        due: date | None = None,
        by: int | None = None,
    ) -> Plan:
        """A plan for one trainee, one class, or (neither) everyone."""
        from trainer.progress import plans

        plan = plans.assign_plan(
            self.db,
            drill_id,
            level,
            trainee_id=trainee_id,
            cohort_id=cohort_id,
            due=due,
            assigned_by=by,
        )
        self.announce(Change.PLANS)
        return plan

    def cancel_plan(self, plan_id: int) -> Plan:
        from trainer.progress import plans

        plan = plans.cancel_plan(self.db, plan_id)
        self.announce(Change.PLANS)
        return plan

    # ------------------------------------------------------------------ practice

    def practice(
        self,
        trainee_id: int,
        rng: random.Random | None = None,
        *,
        clock: Clock | None = None,
    ) -> PracticeSession:
        """A practice session for the trainee, the scheduler choosing the drills; each answer
        it records is announced (`Change.ANSWERS`)."""
        from trainer.practice_session import PracticeSession
        from trainer.progress.practice import next_drill

        db = self.db
        session = PracticeSession(
            db,
            trainee_id,
            self.rulebook,
            lambda chooser: next_drill(db, trainee_id, chooser),
            rng or random.Random(),
            on_saved=lambda: self.announce(Change.ANSWERS),
        )
        if clock is not None:
            session.clock = clock
        return session

    # ------------------------------------------------------------------ exams

    def begin_exam(
        self,
        trainee_id: int,
        blueprint: Blueprint,
        *,
        seed: int | None = None,
        proctor: Proctor | None = None,
        retake: RetakePlan | None = None,
    ) -> ExamRun:
        """Seal and open an exam under the rulebook in force (`KeyProblem` when it cannot be
        sealed); `retake`: one failed area of an earlier exam sat again alone."""
        from trainer.exams.run import ExamRun

        run = ExamRun.begin(
            self.db,
            trainee_id,
            blueprint,
            seed=seed,
            rulebook=self.rulebook,
            proctor=proctor,
            retake=retake,
        )
        self.announce(Change.EXAMS)
        return run

    def exam_answer(self, run: ExamRun, response: Response, seconds: float) -> ItemResult:
        """Grade and commit an exam answer (`UnparsableResponse`: nothing recorded)."""
        item = run.answer(response, seconds)
        self.announce(Change.ANSWERS)
        return item

    def exam_time_out(self, run: ExamRun, seconds: float) -> ItemResult:
        """The question's time ran out: recorded as not answered."""
        item = run.time_out(seconds)
        self.announce(Change.ANSWERS)
        return item

    def exam_table_act(self, run: ExamRun, act: Act | str, seconds: float) -> Judgement:
        """One act at an exam's table, judged and stored (`ActSyntaxError`: nothing stored);
        table acts count toward the drills' mastery."""
        judgement = run.table_act(act, seconds)
        self.announce(Change.ANSWERS)
        return judgement

    def finish_exam(
        self, run: ExamRun, *, abandoned: bool = False, out_of_time: bool = False
    ) -> ExamResult:
        """End the exam (idempotent): its result written and sealed."""
        ended = run.result is None
        result = run.finish(abandoned=abandoned, out_of_time=out_of_time)
        if ended:
            self.announce(Change.EXAMS)
        return result

    def exam_record(self, exam_id: int) -> ExamRecord:
        from trainer.exams.history import exam_record

        return exam_record(self.db, exam_id)

    def exam_history(self, trainee_id: int) -> list[ExamRecord]:
        from trainer.exams.history import exam_history

        return exam_history(self.db, trainee_id)

    def exam_answers(self, exam_id: int) -> list[StoredAnswer]:
        """An exam's answers in the order sat, read back and graded again."""
        from trainer.progress.attempts import get_attempt
        from trainer.progress.exams import exam_items

        return read_answers(get_attempt(self.db, uuid) for uuid in exam_items(self.db, exam_id))

    def plan_retake(
        self, exam_id: int, area: int, blueprint: Blueprint, trainee_id: int
    ) -> RetakePlan:
        """One failed area of an earlier exam to sit again alone (`RetakeRefused`)."""
        from trainer.exams.run import plan_retake

        return plan_retake(self.db, exam_id, area, blueprint, trainee_id)

    def verify_exams(self) -> SealReport:
        """The exam records' seals checked (nothing is written)."""
        from trainer.exams.verify import verify

        return verify(self.db)

    def seal(self) -> None:
        """The station key and its signed head, made on the first start (`KeyProblem`)."""
        from trainer.exams import seal

        seal.ensure_station(self.db)

    # ------------------------------------------------------------------ the table

    def begin_table(
        self, trainee_id: int, game: str, mode: str, seed: int, coups: int | None
    ) -> int:
        """A session at the table stored under the rulebook in force; its id."""
        from trainer.table.store import start_table_session

        found = start_table_session(self.db, trainee_id, game, mode, self.rulebook.id, seed, coups)
        self.announce(Change.TABLES)
        return found

    def table_acts(self, session_id: int, records: Sequence[ActRecord]) -> None:
        """Acts judged at the table, written as they come; those that count toward a drill
        move its level (`Change.ANSWERS` too)."""
        from trainer.table.store import record_acts

        record_acts(self.db, session_id, list(records))
        self.announce(Change.TABLES, Change.ANSWERS)

    def end_table(self, session_id: int, coups: int) -> None:
        from trainer.table.store import end_table_session

        end_table_session(self.db, session_id, coups)
        self.announce(Change.TABLES)

    def table_session(self, session_id: int) -> StoredSession:
        """A stored session with its records and report."""
        from trainer.table.history import stored_session

        return stored_session(self.db, session_id)

    def table_sessions(self, trainee_id: int) -> list[SessionInfo]:
        """A trainee's sessions at the table, newest first."""
        from trainer.table.history import sessions_of

        return sessions_of(self.db, trainee_id)

    def tables_by_game(self, trainee_ids: Sequence[int]) -> Mapping[tuple[int, str], GameTables]:
        from trainer.table.history import tables_by_game

        return tables_by_game(self.db, list(trainee_ids))

    # ------------------------------------------------------------------ the school

    def class_source(self) -> ClassSource:
        """Where the instructor's views read: the school's server when one is set, else this
        file; remade when the setting changes."""
        from trainer.school import setting
        from trainer.school.source import SchoolSource, StationSource

        found = setting.load()
        key = found.conninfo if found is not None else ""
        if self._source is not None and self._source[0] == key:
            return self._source[1]
        source: ClassSource
        if found is None:
            source = StationSource(self.db)
        else:
            from trainer.school.server import connect

            server = found
            source = SchoolSource(self.db, lambda: connect(server))
        self._source = (key, source)
        return source

    def trainee_record(self, trainee_id: int) -> Station:
        """A trainee's whole record asked as a station: this one, or every station's answers
        copied from the school's server (`release` it when done)."""
        record = self.class_source().trainee_record(trainee_id)
        return self if record is self.db else Station.on_copy(record)

    # ------------------------------------------------------------------ files

    def back_up_today(self) -> Path | None:
        """Today's backup of the file, if not made yet (a worker's station does it)."""
        from trainer.progress.backup import ensure_daily_backup

        return ensure_daily_backup(self.db, self.path)

    def export_bundle(self, path: Path, trainee_id: int) -> BundleCounts:
        """One person's data written to a bundle for another station."""
        from trainer.progress.stations import export_station

        return export_station(self.db, path, trainee_id)

    def import_bundle(self, path: Path) -> ImportSummary:
        """Another station's bundle merged in (on a worker's station the window's announces
        `EVERYTHING` when it is done)."""
        from trainer.progress.stations import import_station

        summary = import_station(self.db, path)
        self.announce(*EVERYTHING)
        return summary

    def export_csv(
        self,
        path: Path,
        *,
        trainee_id: int | None = None,
        trainee_ids: Sequence[int] | None = None,
        words: CsvWords | None = None,
    ) -> int:
        """Answers in plain columns; the rows written."""
        from trainer.progress.export import export_csv

        return export_csv(
            self.db,
            path,
            trainee_id=trainee_id,
            trainee_ids=None if trainee_ids is None else list(trainee_ids),
            words=words,
        )
