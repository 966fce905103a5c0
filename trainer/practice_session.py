"""A practice session: the loop the drill view runs, kept free of Qt so it is tested alone.

Ask → answer → the attempt is committed → feedback → next. An answer that cannot be read
raises `UnparsableResponse` and records nothing; a question that was never answered is simply
dropped when the session ends.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from sqlite_utils import Database

from trainer.drills import catalog
from trainer.drills.base import Grade, Question, Response
from trainer.progress.attempts import end_session, record_attempt, start_session
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
    _earlier_accuracy: dict[str, float] = field(default_factory=dict)

    def start(self) -> None:
        if self.session_id is None:
            self.session_id = start_session(
                self.db, self.trainee_id, self.kind, now=self.clock()
            ).id
            self._earlier_accuracy = _accuracy_by_drill(self.db, self.trainee_id)

    def next_question(self, drill_id: str | None = None, level: int | None = None) -> Question:
        """The next question: the one asked for, or the scheduler's choice; never the same
        question twice in a row."""
        self.start()
        if drill_id is None or level is None:
            drill_id, level = self.choose(self.rng)
        drill = catalog.get(drill_id)
        avoid = self.current if self.current and self.current.drill_id == drill_id else None
        self.current = drill.generate(self.rng, level, self.rulebook, avoid=avoid)
        return self.current

    def replay(self, question: Question) -> Question:
        """Ask a stored question again exactly ("try again" on a past mistake)."""
        self.start()
        self.current = question
        return question

    def submit(self, response: Response, seconds: float) -> Grade:
        """Grade and commit the answer before anything else is shown."""
        if self.current is None:
            raise RuntimeError("no question is open")
        grade = self.current.grade(response, seconds)  # UnparsableResponse: nothing recorded
        attempt = record_attempt(
            self.db,
            self.trainee_id,
            self.current,
            response,
            grade,
            session_id=self.session_id,
            now=self.clock(),
        )
        self.answered.append(Answered(self.current, grade, attempt))
        return grade

    def finish(self) -> Summary:
        if self.session_id is not None:
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
