"""Sitting an exam, without Qt or a database: draw the questions, take the answers, grade.

The questions come from a seed, so an exam can be drawn again exactly (for review, or to check
a result). A question answered after its time limit, or not answered at all, counts as wrong;
an exam that is abandoned (the window closed) fails, with the answers given so far kept.

Pass marks (per section, in percent of the section's questions, so questions never reached
count against the trainee):
- accuracy: answered right;
- speed: answered right within the level's target time (the drill's table speed; an untimed
  level counts every right answer as in time).
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from trainer.drills import catalog
from trainer.drills.base import Grade, Question, Response
from trainer.exams.blueprint import Blueprint, BlueprintError, Section
from trainer.rulebooks import Rulebook


@dataclass(frozen=True)
class ExamQuestion:
    section: int  # index into the blueprint's sections
    question: Question


TRIES_PER_DRILL = 1000  # fresh seeds tried on a drill before its questions count as used up


class NotEnoughQuestionsError(BlueprintError):
    """A section asks for more different questions than its drills can make at its level (a
    custom blueprint, say ten questions of a drill that has three at level 2)."""

    def __init__(self, blueprint: Blueprint, index: int) -> None:
        section = blueprint.sections[index]
        super().__init__(
            blueprint.source or blueprint.id,
            f"sections[{index}].questions",
            f"{section.questions} different questions cannot be drawn from "
            f"{', '.join(section.drills)} at level {section.level}; ask for fewer",
        )


def draw(blueprint: Blueprint, seed: int, rulebook: Rulebook | None = None) -> list[ExamQuestion]:
    """Every question of the exam in the order asked: section by section, each section's drills
    taken in turn (in an order shuffled by the seed).

    No question comes twice in one sitting: a question whose content (`Question.content_key`:
    what the candidate sees and must answer) was already asked is drawn again. A drill whose
    questions are used up hands its turn to the section's next drill;
    `NotEnoughQuestionsError` when none has a new one left."""
    rng = random.Random(seed)
    asked: set[str] = set()
    drawn: list[ExamQuestion] = []
    for index, section in enumerate(blueprint.sections):
        order = list(section.drills)
        rng.shuffle(order)
        for n in range(section.questions):
            turn = order[n % len(order) :] + order[: n % len(order)]
            question = _fresh(turn, section.level, rng, rulebook, asked)
            if question is None:
                raise NotEnoughQuestionsError(blueprint, index)
            asked.add(question.content_key())
            drawn.append(ExamQuestion(index, question))
    return drawn


def _fresh(
    drill_ids: Sequence[str],
    level: int,
    rng: random.Random,
    rulebook: Rulebook | None,
    asked: set[str],
) -> Question | None:
    """A question not asked yet, from the first of `drill_ids` that still has one."""
    for drill_id in drill_ids:
        drill = catalog.get(drill_id)
        for _ in range(TRIES_PER_DRILL):
            question = drill.from_seed(rng.getrandbits(32), level, rulebook)
            if question.content_key() not in asked:
                return question
    return None


@dataclass(frozen=True)
class ItemResult:
    """One question as sat: what was given (None when time ran out) and how it was graded."""

    section: int
    question: Question
    response: Response | None
    grade: Grade
    timed_out: bool  # not answered within the question's time limit

    @property
    def in_target(self) -> bool:
        """Right and within the level's target time: what the speed mark counts."""
        target = self.question.target_seconds
        return self.grade.correct and (target is None or self.grade.seconds <= target)


def unanswered_grade(question: Question, seconds: float) -> Grade:
    return Grade(
        correct=False,
        score=0.0,
        expected=question.expected,
        given=None,
        seconds=round(float(seconds), 3),
        target_seconds=question.target_seconds,
        rules=question.rules,
        solution=question.solution,
    )


@dataclass(frozen=True)
class SectionResult:
    index: int
    name: dict[str, str]
    questions: int  # in the blueprint
    answered: int  # given an answer (late ones included)
    correct: int
    in_target: int
    pass_accuracy: int  # percent
    pass_speed: int  # percent

    @property
    def accuracy(self) -> float:
        return self.correct / self.questions

    @property
    def speed(self) -> float:
        return self.in_target / self.questions

    @property
    def passed_accuracy(self) -> bool:
        # whole numbers only: 8 right of 10 against 80% is 800 >= 800, no float rounding
        return self.correct * 100 >= self.pass_accuracy * self.questions

    @property
    def passed_speed(self) -> bool:
        return self.in_target * 100 >= self.pass_speed * self.questions

    @property
    def passed(self) -> bool:
        return self.passed_accuracy and self.passed_speed

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "name": self.name,
            "questions": self.questions,
            "answered": self.answered,
            "correct": self.correct,
            "in_target": self.in_target,
            "pass_accuracy": self.pass_accuracy,
            "pass_speed": self.pass_speed,
            "passed": self.passed,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SectionResult:
        return cls(
            int(data["index"]),
            {str(k): str(v) for k, v in data["name"].items()},
            int(data["questions"]),
            int(data["answered"]),
            int(data["correct"]),
            int(data["in_target"]),
            int(data["pass_accuracy"]),
            int(data["pass_speed"]),
        )


@dataclass(frozen=True)
class ExamResult:
    blueprint: str
    seed: int
    sections: tuple[SectionResult, ...]
    abandoned: bool  # ended before the last question (window closed, or "end exam")
    out_of_time: bool  # the whole exam's time ran out

    @property
    def passed(self) -> bool:
        return not self.abandoned and all(s.passed for s in self.sections)

    @property
    def questions(self) -> int:
        return sum(s.questions for s in self.sections)

    @property
    def correct(self) -> int:
        return sum(s.correct for s in self.sections)

    def to_json(self) -> str:
        return json.dumps(
            {
                "blueprint": self.blueprint,
                "seed": self.seed,
                "sections": [s.to_dict() for s in self.sections],
                "abandoned": self.abandoned,
                "out_of_time": self.out_of_time,
                "passed": self.passed,
                "correct": self.correct,
                "questions": self.questions,
            },
            ensure_ascii=False,
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> ExamResult:
        data = json.loads(text)
        return cls(
            str(data["blueprint"]),
            int(data["seed"]),
            tuple(SectionResult.from_dict(s) for s in data["sections"]),
            bool(data["abandoned"]),
            bool(data["out_of_time"]),
        )


class ExamOverError(RuntimeError):
    """No question is open: the exam has ended."""


@dataclass
class ExamSitting:
    blueprint: Blueprint
    seed: int
    questions: Sequence[ExamQuestion]
    items: list[ItemResult] = field(default_factory=list)
    ended: bool = False
    abandoned: bool = False
    out_of_time: bool = False

    @classmethod
    def start(
        cls, blueprint: Blueprint, seed: int, rulebook: Rulebook | None = None
    ) -> ExamSitting:
        return cls(blueprint, seed, draw(blueprint, seed, rulebook))

    @property
    def current(self) -> ExamQuestion | None:
        if self.ended or len(self.items) >= len(self.questions):
            return None
        return self.questions[len(self.items)]

    def section_of(self, exam_question: ExamQuestion) -> Section:
        return self.blueprint.sections[exam_question.section]

    def _open(self) -> ExamQuestion:
        current = self.current
        if current is None:
            raise ExamOverError("the exam has ended")
        return current

    def answer(self, response: Response, seconds: float) -> ItemResult:
        """Grade an answer (no feedback is shown until the end). `UnparsableResponse` when it
        cannot be read: the question stays open. An answer given after the question's time
        limit is kept but counts as wrong."""
        current = self._open()
        grade = current.question.grade(response, seconds)
        late = seconds > self.section_of(current).seconds_per_question
        if late:
            grade = replace(grade, correct=False, score=0.0)
        return self._record(ItemResult(current.section, current.question, response, grade, late))

    def time_out(self, seconds: float) -> ItemResult:
        """The question's time ran out with no answer: wrong."""
        current = self._open()
        grade = unanswered_grade(current.question, seconds)
        return self._record(ItemResult(current.section, current.question, None, grade, True))

    def _record(self, item: ItemResult) -> ItemResult:
        self.items.append(item)
        if len(self.items) == len(self.questions):
            self.ended = True
        return item

    def stop(self, *, abandoned: bool = False, out_of_time: bool = False) -> None:
        """End the exam early: the questions not answered count as wrong."""
        if not self.ended:
            self.abandoned = abandoned
            self.out_of_time = out_of_time
        self.ended = True

    def result(self) -> ExamResult:
        sections = []
        for index, section in enumerate(self.blueprint.sections):
            mine = [i for i in self.items if i.section == index]
            sections.append(
                SectionResult(
                    index=index,
                    name=dict(section.name),
                    questions=section.questions,
                    answered=sum(i.response is not None for i in mine),
                    correct=sum(i.grade.correct for i in mine),
                    in_target=sum(i.in_target for i in mine),
                    pass_accuracy=section.pass_accuracy,
                    pass_speed=section.pass_speed,
                )
            )
        return ExamResult(
            self.blueprint.id, self.seed, tuple(sections), self.abandoned, self.out_of_time
        )


def missed(items: Sequence[ItemResult]) -> list[ItemResult]:
    return [i for i in items if not i.grade.correct]


def slowest(items: Sequence[ItemResult], count: int = 3) -> list[ItemResult]:
    """The answers that took longest against their target (or their time, when untimed)."""

    def pace(item: ItemResult) -> float:
        target = item.question.target_seconds
        return item.grade.seconds / target if target else item.grade.seconds

    answered = [i for i in items if not i.timed_out]
    return sorted(answered, key=pace, reverse=True)[:count]
