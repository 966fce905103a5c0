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
from trainer.exams.practical import AreaGrade, Carried, TableArea, band, worst
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


def draw(
    blueprint: Blueprint,
    seed: int,
    rulebook: Rulebook | None = None,
    areas: Sequence[int] | None = None,
) -> list[ExamQuestion]:
    """Every question of the exam in the order asked: section by section, each section's drills
    taken in turn (in an order shuffled by the seed).

    No question comes twice in one sitting: a question whose content (`Question.content_key`:
    what the candidate sees and must answer) was already asked is drawn again. A drill whose
    questions are used up hands its turn to the section's next drill;
    `NotEnoughQuestionsError` when none has a new one left. `areas`: only these sections (a
    retake); table sections ask no questions."""
    rng = random.Random(seed)
    asked: set[str] = set()
    drawn: list[ExamQuestion] = []
    for index, section in enumerate(blueprint.sections):
        if areas is not None and index not in areas:
            continue
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
    """A section as graded: an area of the exam. A drills section counts its questions; a
    table section (`kind` "table") holds its session's figures in `table`. A retake's areas
    not sat again are `carried` from the exam where they were earned."""

    index: int
    name: dict[str, str]
    questions: int  # in the blueprint (0 for a table section)
    answered: int  # given an answer (late ones included)
    correct: int
    in_target: int
    pass_accuracy: int  # percent
    pass_speed: int  # percent
    kind: str = "drills"
    table: TableArea | None = None
    carried: Carried | None = None

    @property
    def accuracy(self) -> float:
        return self.correct / self.questions if self.questions else 0.0

    @property
    def speed(self) -> float:
        return self.in_target / self.questions if self.questions else 0.0

    @property
    def passed_accuracy(self) -> bool:
        # whole numbers only: 8 right of 10 against 80% is 800 >= 800, no float rounding
        return self.correct * 100 >= self.pass_accuracy * self.questions

    @property
    def passed_speed(self) -> bool:
        return self.in_target * 100 >= self.pass_speed * self.questions

    @property
    def grade(self) -> AreaGrade:
        """A, B, C or fail (`practical.py`): the worst of the section's marks."""
        if self.kind == "table":
            return self.table.grade if self.table is not None else "fail"
        return worst(
            (
                band(self.correct, self.questions, self.pass_accuracy),
                band(self.in_target, self.questions, self.pass_speed),
            )
        )

    @property
    def passed(self) -> bool:
        if self.kind == "table":
            return self.grade != "fail"
        return self.passed_accuracy and self.passed_speed

    @property
    def red_line(self) -> bool:
        """A failing red line was crossed here: the exam fails and no area is retaken."""
        return self.table is not None and bool(self.table.red_lines)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "index": self.index,
            "name": self.name,
            "questions": self.questions,
            "answered": self.answered,
            "correct": self.correct,
            "in_target": self.in_target,
            "pass_accuracy": self.pass_accuracy,
            "pass_speed": self.pass_speed,
            "passed": self.passed,
            "kind": self.kind,
            "grade": self.grade,
        }
        if self.table is not None:
            data["table"] = self.table.to_dict()
        if self.carried is not None:
            data["carried"] = self.carried.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SectionResult:
        table = data.get("table")
        carried = data.get("carried")
        return cls(
            int(data["index"]),
            {str(k): str(v) for k, v in data["name"].items()},
            int(data["questions"]),
            int(data["answered"]),
            int(data["correct"]),
            int(data["in_target"]),
            int(data["pass_accuracy"]),
            int(data["pass_speed"]),
            str(data.get("kind", "drills")),
            TableArea.from_dict(table) if isinstance(table, dict) else None,
            Carried.from_dict(carried) if isinstance(carried, dict) else None,
        )


@dataclass(frozen=True)
class ExamResult:
    blueprint: str
    seed: int
    sections: tuple[SectionResult, ...]
    abandoned: bool  # ended before the last question (window closed, or "end exam")
    out_of_time: bool  # the whole exam's time ran out
    retake_of: str = ""  # the uuid of the exam whose failed area this one sat again

    @property
    def passed(self) -> bool:
        return not self.abandoned and all(s.passed for s in self.sections)

    @property
    def red_line(self) -> bool:
        return any(s.red_line for s in self.sections)

    def retakeable(self) -> tuple[int, ...]:
        """The areas that may be sat again alone: the failed ones, when the exam failed on
        marks alone (see `practical.py`)."""
        if self.passed or self.abandoned or self.out_of_time or self.red_line:
            return ()
        return tuple(s.index for s in self.sections if not s.passed)

    @property
    def questions(self) -> int:
        return sum(s.questions for s in self.sections)

    @property
    def correct(self) -> int:
        return sum(s.correct for s in self.sections)

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "blueprint": self.blueprint,
            "seed": self.seed,
            "sections": [s.to_dict() for s in self.sections],
            "abandoned": self.abandoned,
            "out_of_time": self.out_of_time,
            "passed": self.passed,
            "correct": self.correct,
            "questions": self.questions,
        }
        if self.retake_of:
            data["retake_of"] = self.retake_of
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> ExamResult:
        data = json.loads(text)
        return cls(
            str(data["blueprint"]),
            int(data["seed"]),
            tuple(SectionResult.from_dict(s) for s in data["sections"]),
            bool(data["abandoned"]),
            bool(data["out_of_time"]),
            str(data.get("retake_of", "")),
        )


class ExamOverError(RuntimeError):
    """No question is open: the exam has ended."""


@dataclass
class ExamSitting:
    """An exam being sat: its questions in order, with each table section (`kind` "table")
    sat where it stands among them; a retake sits one area and carries the others."""

    blueprint: Blueprint
    seed: int
    questions: Sequence[ExamQuestion]
    items: list[ItemResult] = field(default_factory=list)
    ended: bool = False
    abandoned: bool = False
    out_of_time: bool = False
    tables: dict[int, TableArea] = field(default_factory=dict)  # table sections done
    retake: RetakePlan | None = None

    @classmethod
    def start(
        cls,
        blueprint: Blueprint,
        seed: int,
        rulebook: Rulebook | None = None,
        retake: RetakePlan | None = None,
    ) -> ExamSitting:
        areas = (retake.area,) if retake is not None else None
        sitting = cls(blueprint, seed, draw(blueprint, seed, rulebook, areas), retake=retake)
        sitting._check_end()
        return sitting

    @property
    def sat(self) -> tuple[int, ...]:
        """The sections sat in this sitting (a retake: its one area)."""
        if self.retake is not None:
            return (self.retake.area,)
        return tuple(range(len(self.blueprint.sections)))

    @property
    def next_question(self) -> ExamQuestion | None:
        if self.ended or len(self.items) >= len(self.questions):
            return None
        return self.questions[len(self.items)]

    @property
    def table_due(self) -> int | None:
        """The table section to deal now: one not yet dealt that comes before the next
        question's section (or any left once the questions are done)."""
        if self.ended:
            return None
        upcoming = self.next_question
        before = upcoming.section if upcoming is not None else len(self.blueprint.sections)
        for index in self.sat:
            section = self.blueprint.sections[index]
            if section.kind == "table" and index not in self.tables and index < before:
                return index
        return None

    @property
    def current(self) -> ExamQuestion | None:
        """The question to answer now; None while a table section is due, or once ended."""
        if self.table_due is not None:
            return None
        return self.next_question

    def section_of(self, exam_question: ExamQuestion) -> Section:
        return self.blueprint.sections[exam_question.section]

    def _open(self) -> ExamQuestion:
        current = self.current
        if current is None:
            raise ExamOverError("no question is open: the exam has ended or a table is due")
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
        self._check_end()
        return item

    def record_table(self, index: int, area: TableArea) -> None:
        """The table section due has been dealt (to its end, or cut short) and graded."""
        if self.table_due != index:
            raise ExamOverError(f"section {index} is not the table due")
        self.tables[index] = area
        self._check_end()

    def _check_end(self) -> None:
        if self.next_question is None and self.table_due is None:
            self.ended = True

    def stop(self, *, abandoned: bool = False, out_of_time: bool = False) -> None:
        """End the exam early: the questions not answered and the tables not dealt count as
        wrong."""
        if not self.ended:
            self.abandoned = abandoned
            self.out_of_time = out_of_time
        self.ended = True

    def result(self) -> ExamResult:
        carried = self.retake.carried if self.retake is not None else {}
        sections = []
        for index, section in enumerate(self.blueprint.sections):
            if index in carried:
                sections.append(carried[index])
            elif section.kind == "table":
                sections.append(self._table_result(index, section))
            else:
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
            self.blueprint.id,
            self.seed,
            tuple(sections),
            self.abandoned,
            self.out_of_time,
            self.retake.of_exam if self.retake is not None else "",
        )

    def _table_result(self, index: int, section: Section) -> SectionResult:
        area = self.tables.get(index) or TableArea(
            game=section.game,
            mode=section.mode,
            coups=0,
            planned=section.coups,
            right=0,
            acts=0,
            families=(),
            red_lines=(),
            per_hour=None,
            pace="untimed",
        )  # never dealt: the exam ended before it, a fail
        return SectionResult(
            index=index,
            name=dict(section.name),
            questions=0,
            answered=0,
            correct=0,
            in_target=0,
            pass_accuracy=0,
            pass_speed=0,
            kind="table",
            table=area,
        )


@dataclass(frozen=True)
class RetakePlan:
    """A retake ready to sit: the exam retaken (uuid), the one area sat again, and the other
    areas' results carried from it (each naming the exam where it was earned)."""

    of_exam: str
    area: int
    carried: dict[int, SectionResult] = field(default_factory=dict)


def missed(items: Sequence[ItemResult]) -> list[ItemResult]:
    return [i for i in items if not i.grade.correct]


def slowest(items: Sequence[ItemResult], count: int = 3) -> list[ItemResult]:
    """The answers that took longest against their target (or their time, when untimed)."""

    def pace(item: ItemResult) -> float:
        target = item.question.target_seconds
        return item.grade.seconds / target if target else item.grade.seconds

    answered = [i for i in items if not i.timed_out]
    return sorted(answered, key=pace, reverse=True)[:count]
