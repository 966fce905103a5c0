"""Practical exams: an exam's sections graded as areas A, B, C or fail, a table section graded
from its session's report, and the retake of one failed area alone.

Grades (DECISION: the regulation sets no scale; this one only refines the pass marks the
blueprint already states). A mark is met or not; above it, the room between the mark and 100%
is split in three: the top third is A, the middle B, the bottom C. A mark of 90% gives C from
90%, B from 93.3%, A from 96.7%; a mark of 100% met is A. An area's grade is its worst mark's:

- a drills section: its accuracy and its speed marks;
- a table section: each act family with a pass mark that came up in the session; the area
  fails when the session did not reach its last coup (ended early, out of time), and when any
  of the section's red lines was crossed, which also fails the whole exam: a red line is not
  retaken alone (DECISION, as at a dealer school's practical, where it ends the test). Pace
  below the game's target (a timed mode) keeps the area at C at best.

A retake sits one failed area again, under the same blueprint (same digest), and carries every
other area from the exam it retakes, each naming the exam where it was earned; an exam can be
retaken area by area only when it failed on marks alone (not passed, not ended early or out of
time, no red line).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from trainer.table.report import Report
from trainer.table.session import ActRecord

AreaGrade = Literal["A", "B", "C", "fail"]
GRADES: tuple[AreaGrade, ...] = ("A", "B", "C", "fail")


def band(right: int, total: int, mark: int) -> AreaGrade:
    """The grade of `right` out of `total` against a mark in percent, in whole numbers only
    (8 of 10 against 80% is exactly met: no float rounding)."""
    if total <= 0:
        return "A" if mark <= 0 else "fail"
    above = right * 100 - mark * total  # percent points above the mark, times `total`
    if above < 0:
        return "fail"
    room = (100 - mark) * total
    if room == 0 or 3 * above >= 2 * room:
        return "A"
    return "B" if 3 * above >= room else "C"


def worst(grades: Iterable[AreaGrade]) -> AreaGrade:
    found = list(grades)
    return max(found, key=GRADES.index) if found else "A"


def capped(grade: AreaGrade, at: AreaGrade) -> AreaGrade:
    """`grade`, but no better than `at`."""
    return worst((grade, at))


@dataclass(frozen=True)
class FamilyMark:
    family: str
    right: int
    total: int
    mark: int  # percent
    grade: AreaGrade

    def to_dict(self) -> dict[str, Any]:
        return {
            "family": self.family,
            "right": self.right,
            "total": self.total,
            "mark": self.mark,
            "grade": self.grade,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FamilyMark:
        grade = str(data["grade"])
        return cls(
            str(data["family"]),
            int(data["right"]),
            int(data["total"]),
            int(data["mark"]),
            grade if grade in GRADES else "fail",  # type: ignore[arg-type]
        )


@dataclass(frozen=True)
class TableArea:
    """A table section as sat: the session's figures, its marks and its grade."""

    game: str
    mode: str
    coups: int  # dealt
    planned: int  # the section's coups
    right: int  # acts right
    acts: int
    families: tuple[FamilyMark, ...]
    red_lines: tuple[str, ...]  # the failing red lines crossed, in order
    per_hour: float | None
    pace: str  # "below", "within", "above", "untimed"
    session: str = ""  # the stored table session's uuid
    digest: str = ""  # SHA-256 of its act rows (`records_digest`)
    grade: AreaGrade = "fail"

    @property
    def complete(self) -> bool:
        return self.coups >= self.planned

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "mode": self.mode,
            "coups": self.coups,
            "planned": self.planned,
            "right": self.right,
            "acts": self.acts,
            "families": [f.to_dict() for f in self.families],
            "red_lines": list(self.red_lines),
            "per_hour": self.per_hour,
            "pace": self.pace,
            "session": self.session,
            "digest": self.digest,
            "grade": self.grade,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TableArea:
        grade = str(data.get("grade", "fail"))
        per_hour = data.get("per_hour")
        return cls(
            game=str(data["game"]),
            mode=str(data["mode"]),
            coups=int(data["coups"]),
            planned=int(data["planned"]),
            right=int(data["right"]),
            acts=int(data["acts"]),
            families=tuple(FamilyMark.from_dict(f) for f in data.get("families", ())),
            red_lines=tuple(str(r) for r in data.get("red_lines", ())),
            per_hour=None if per_hour is None else float(per_hour),
            pace=str(data.get("pace", "untimed")),
            session=str(data.get("session", "")),
            digest=str(data.get("digest", "")),
            grade=grade if grade in GRADES else "fail",  # type: ignore[arg-type]
        )


def grade_table(
    report: Report,
    *,
    planned: int,
    pass_marks: dict[str, int],
    failing: Sequence[str],
    session: str = "",
    digest: str = "",
) -> TableArea:
    """AreaGrade a table section from its session's report (see the module's rules)."""
    families = tuple(
        FamilyMark(family, tally.right, tally.total, mark, band(tally.right, tally.total, mark))
        for family, mark in sorted(pass_marks.items())
        if (tally := report.by_family.get(family)) is not None and tally.total
    )
    crossed = tuple(r.red_line for r in report.red_lines if r.red_line in failing)
    grade = worst(f.grade for f in families)
    if report.pace.verdict == "below":
        grade = capped(grade, "C")
    if crossed or report.coups < planned:
        grade = "fail"
    return TableArea(
        game=report.game,
        mode=report.mode,
        coups=report.coups,
        planned=planned,
        right=report.acts.right,
        acts=report.acts.total,
        families=families,
        red_lines=crossed,
        # to the hundredth, as signed: the result reads back the same from its JSON
        per_hour=None if report.pace.per_hour is None else round(report.pace.per_hour, 2),
        pace=report.pace.verdict,
        session=session,
        digest=digest,
        grade=grade,
    )


def records_digest(records: Sequence[ActRecord]) -> str:
    """SHA-256 of a session's records in order (every field): signed with the result, so an
    act row edited after the exam no longer matches its certificate."""
    rows = [
        [
            r.coup,
            r.position,
            r.act,
            r.expected,
            r.verdict,
            round(r.seconds, 3),
            r.rule,
            r.red_line,
            r.family,
            r.duty,
            r.drill,
            r.incident,
            r.cue,
        ]
        for r in records
    ]
    text = json.dumps(rows, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Carried:
    """Where a retake's carried area was earned."""

    exam: str  # the exam's uuid
    day: str  # its date, YYYY-MM-DD

    def to_dict(self) -> dict[str, str]:
        return {"exam": self.exam, "day": self.day}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Carried:
        return cls(str(data["exam"]), str(data["day"]))


class RetakeRefused(ValueError):
    """A retake that may not be sat; `reason` is one of the codes below, for the message."""

    REASONS = (
        "not_finished",
        "passed",
        "ended_early",
        "red_line",
        "area_not_failed",
        "blueprint_changed",
        "other_trainee",
        "not_signed",
    )

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
