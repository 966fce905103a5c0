"""A practice session: the loop the drill view runs, kept free of Qt so it is tested alone.

Ask → answer → the attempt is committed → feedback → next. An answer that cannot be read
raises `UnparsableResponse` and records nothing; a question that was never answered is simply
dropped when the session ends.

An answer that was graded but could not be written (a full disk, another program holding the
file) raises `AnswerNotSaved` with the real cause: it stays in memory (`unsaved`) and
`save_unsaved()` tries again under the same UUID, so it is never recorded twice. The session
row is written with the first answer that can be saved, so a full disk never stops a question
from being shown.
"""

from __future__ import annotations

import contextlib
import random
import statistics
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from sqlite_utils import Database

from trainer.drills import catalog
from trainer.drills.base import Grade, Question, Response
from trainer.progress.attempts import end_session, record_attempt, start_session
from trainer.progress.errors import WriteFailedError
from trainer.rulebooks import Rulebook

Chooser = Callable[[random.Random], tuple[str, int]]
Clock = Callable[[], datetime | None]


def _wall_clock() -> datetime | None:
    return None  # the progress store reads the real local time


@dataclass
class Answered:
    question: Question
    grade: Grade
    attempt_uuid: str


@dataclass(frozen=True)
class Unsaved:
    """A graded answer waiting to be written."""

    question: Question
    response: Response
    grade: Grade
    attempt_uuid: str


class AnswerNotSaved(Exception):
    """The answer was graded but not written; `cause` says why. It is kept in the session."""

    def __init__(self, grade: Grade, cause: WriteFailedError) -> None:
        self.grade = grade
        self.cause = cause
        super().__init__(f"the answer is not saved yet: {cause}")


@dataclass(frozen=True)
class Summary:
    questions: int
    correct: int
    median_seconds: float | None
    improved: tuple[str, ...]  # drills answered better here than in earlier sessions

    @property
    def accuracy(self) -> float | None:
        return self.correct / self.questions if self.questions else None


@dataclass
class PracticeSession:
    db: Database
    trainee_id: int
    rulebook: Rulebook
    choose: Chooser
    rng: random.Random = field(default_factory=random.Random)
    kind: str = "practice"
    clock: Clock = _wall_clock  # a simulated clock for the learning benchmark and tests
    session_id: int | None = None
    current: Question | None = None
    answered: list[Answered] = field(default_factory=list)
    unsaved: Unsaved | None = None
    on_saved: Callable[[], None] | None = None  # told after each answer is on disk
    _earlier_accuracy: dict[str, float] = field(default_factory=dict)

    def start(self) -> None:
        """Write the session row (once). Raises `WriteFailedError` when it cannot."""
        if self.session_id is None:
            self.session_id = start_session(
                self.db, self.trainee_id, self.kind, now=self.clock()
            ).id
            self._earlier_accuracy = _accuracy_by_drill(self.db, self.trainee_id)

    def _start_if_possible(self) -> None:
        """Questions are shown even when nothing can be written; the first answer saved
        writes the session row."""
        with contextlib.suppress(WriteFailedError):
            self.start()

    def next_question(self, drill_id: str | None = None, level: int | None = None) -> Question:
        """The next question: the one asked for, or the scheduler's choice; never the same
        question twice in a row."""
        self._start_if_possible()
        if drill_id is None or level is None:
            drill_id, level = self.choose(self.rng)
        drill = catalog.get(drill_id)
        avoid = self.current if self.current and self.current.drill_id == drill_id else None
        self.current = drill.generate(self.rng, level, self.rulebook, avoid=avoid)
        return self.current

    def replay(self, question: Question) -> Question:
        """Ask a stored question again exactly ("try again" on a past mistake)."""
        self._start_if_possible()
        self.current = question
        return question

    def submit(self, response: Response, seconds: float) -> Grade:
        """Grade and commit the answer before anything else is shown.

        `UnparsableResponse`: nothing recorded. `AnswerNotSaved`: graded, kept in `unsaved`.
        """
        if self.current is None:
            raise RuntimeError("no question is open")
        if self.unsaved is not None:
            raise RuntimeError("the last answer is not saved yet: save_unsaved() first")
        grade = self.current.grade(response, seconds)
        self.unsaved = Unsaved(self.current, response, grade, str(uuid.uuid4()))
        return self.save_unsaved()

    def save_unsaved(self) -> Grade:
        """Write the answer kept in `unsaved` (again); its grade once it is on disk."""
        pending = self.unsaved
        if pending is None:
            raise RuntimeError("no answer is waiting to be saved")
        try:
            self.start()
            record_attempt(
                self.db,
                self.trainee_id,
                pending.question,
                pending.response,
                pending.grade,
                session_id=self.session_id,
                attempt_uuid=pending.attempt_uuid,
                now=self.clock(),
            )
        except WriteFailedError as cause:
            raise AnswerNotSaved(pending.grade, cause) from cause
        self.unsaved = None
        self.answered.append(Answered(pending.question, pending.grade, pending.attempt_uuid))
        if self.on_saved is not None:
            self.on_saved()  # the station announces the new answer
        return pending.grade

    def finish(self) -> Summary:
        """End the session. An answer still unsaved is tried once more, then dropped (the
        drill view warns before it lets the trainee leave with one); a session end that
        cannot be written leaves the session open, which only its end time shows."""
        if self.unsaved is not None:
            try:
                self.save_unsaved()
            except AnswerNotSaved:
                self.unsaved = None
        if self.session_id is not None:
            with contextlib.suppress(WriteFailedError):
                end_session(self.db, self.session_id, now=self.clock())
        return self.summary()

    def summary(self) -> Summary:
        seconds = [a.grade.seconds for a in self.answered]
        now: dict[str, list[bool]] = {}
        for a in self.answered:
            now.setdefault(a.question.drill_id, []).append(a.grade.correct)
        improved = tuple(
            drill
            for drill, results in now.items()
            if drill in self._earlier_accuracy
            and sum(results) / len(results) > self._earlier_accuracy[drill]
        )
        return Summary(
            questions=len(self.answered),
            correct=sum(a.grade.correct for a in self.answered),
            median_seconds=statistics.median(seconds) if seconds else None,
            improved=improved,
        )


def _accuracy_by_drill(db: Database, trainee_id: int) -> dict[str, float]:
    rows = db.execute(
        "SELECT drill_id, AVG(correct) FROM attempts WHERE trainee_id = ? GROUP BY drill_id",
        [trainee_id],
    ).fetchall()
    return {str(drill): float(avg) for drill, avg in rows}
