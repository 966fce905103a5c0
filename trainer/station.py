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
from collections.abc import Callable, Iterable, Sequence
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
    from trainer.exams.run import ExamRun, Proctor
    from trainer.exams.sitting import ExamResult, ItemResult, RetakePlan
    from trainer.practice_session import Clock, PracticeSession
    from trainer.progress.attempts import Attempt
    from trainer.progress.mastery import DrillMastery
    from trainer.progress.plans import Plan
    from trainer.progress.redo import Redo
    from trainer.progress.reports import WeekPoint
    from trainer.progress.standing import Standing
    from trainer.progress.stats import Summary, TraineeStats
    from trainer.rulebooks import Rulebook
    from trainer.table.judge import Judgement


class Change(StrEnum):
    """What a write changed, as the screens showing it need to know."""

    ANSWERS = "answers"  # an answer recorded (practice or exam): counts, streaks, standings
    EXAMS = "exams"  # an exam begun or ended
    PEOPLE = "people"  # someone added, renamed, archived or restored
    CLASSES = "classes"  # a class made or renamed, a trainee moved, a note written
    PLANS = "plans"  # practice assigned or cancelled
    RULES = "rules"  # the rulebook or the house rules


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

    def exam_table_act(self, run: ExamRun, act: str, seconds: float) -> Judgement:
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
