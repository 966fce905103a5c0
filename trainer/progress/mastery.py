"""Mastery per drill level, in the four steps Khan Academy uses, judged on recent answers.

Only the last `window` answers at a level count: a trainee who struggled last month and is
reliable now is reliable now. Mastery needs both accuracy and table speed; proficiency needs
accuracy alone, because a new croupier must first be right, then fast. A level unlocks when
the one below is proficient (or once it has been practised, so a bad day never re-locks it).
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple

from sqlite_utils import Database

from trainer.progress.protocols import DrillLike


class Mastery(IntEnum):
    NOT_STARTED = 0
    ATTEMPTED = 1
    FAMILIAR = 2
    PROFICIENT = 3
    MASTERED = 4


@dataclass(frozen=True)
class MasteryRules:
    """Thresholds, on the last `window` answers at one level.

    20 answers: enough that 95% means at most one slip (19/20), few enough to reflect this week.
    Familiar at 70% of at least 5 answers (Khan Academy's "familiar" floor): the idea is there.
    Proficient at 85% of at least 10: the procedure is reliable, speed not yet judged.
    Mastered at 95% of a full window and a median time at or under the level's target (for an
    untimed level, accuracy alone): right and fast enough for a live table.
    """

    window: int = 20
    familiar_answers: int = 5
    familiar_accuracy: float = 0.70
    proficient_answers: int = 10
    proficient_accuracy: float = 0.85
    mastered_answers: int = 20
    mastered_accuracy: float = 0.95


RULES = MasteryRules()


class Answer(NamedTuple):
    """The part of an attempt mastery looks at (newest first in a window). A named tuple:
    the class dashboard builds about 25,000 of them."""

    correct: bool
    seconds: float
    target_seconds: float | None


@dataclass(frozen=True)
class LevelMastery:
    drill_id: str
    level: int
    status: Mastery
    answers: int  # in the window
    accuracy: float | None
    median_seconds: float | None
    target_seconds: float | None
    unlocked: bool


def judge(window: Sequence[Answer], target: float | None, rules: MasteryRules = RULES) -> Mastery:
    """The status earned by these answers against this target."""
    if not window:
        return Mastery.NOT_STARTED
    answers = len(window)
    accuracy = sum(a.correct for a in window) / answers
    median = statistics.median(a.seconds for a in window)
    fast = target is None or median <= target
    if answers >= rules.mastered_answers and accuracy >= rules.mastered_accuracy and fast:
        return Mastery.MASTERED
    if answers >= rules.proficient_answers and accuracy >= rules.proficient_accuracy:
        return Mastery.PROFICIENT
    if answers >= rules.familiar_answers and accuracy >= rules.familiar_accuracy:
        return Mastery.FAMILIAR
    return Mastery.ATTEMPTED


def level_mastery(
    drill_id: str,
    level: int,
    window: Sequence[Answer],
    target: float | None,
    unlocked: bool,
    rules: MasteryRules = RULES,
) -> LevelMastery:
    answers = len(window)
    return LevelMastery(
        drill_id=drill_id,
        level=level,
        status=judge(window, target, rules),
        answers=answers,
        accuracy=sum(a.correct for a in window) / answers if answers else None,
        median_seconds=statistics.median(a.seconds for a in window) if answers else None,
        target_seconds=target,
        unlocked=unlocked,
    )


Cell = tuple[int, str, int]  # trainee id, drill id, level


def recent_windows(
    db: Database,
    trainee_ids: Iterable[int] | None = None,
    window: int = RULES.window,
    *,
    top_level_only: bool = False,
) -> dict[Cell, list[Answer]]:
    """The last `window` answers of every (trainee, drill, level) practised, newest first.

    With `top_level_only`, only each trainee's highest practised level of each drill (what the
    class dashboard shows). Driven by `skill_states` (one row per practised level) with one
    index range per level, so the cost grows with the levels practised, not the log's size.
    """
    cells = "skill_states"
    if top_level_only:
        cells = (
            "(SELECT trainee_id, drill_id, max(level) AS level FROM skill_states "
            "GROUP BY trainee_id, drill_id)"
        )
    where = ""
    params: list[object] = []
    if trainee_ids is not None:
        ids = list(trainee_ids)
        where = f"WHERE s.trainee_id IN ({', '.join('?' * len(ids))})"
        params = [*ids]
    # every answer at or after the `window`-th newest one, read in index order from the
    # covering index `attempts_skill_window` (ties on the boundary are trimmed below). CROSS
    # JOIN keeps the practised levels as the outer loop: SQLite's planner otherwise may scan a
    # trainee's whole log and run the subquery once per answer.
    rows = db.execute(
        f"""
        SELECT s.trainee_id, s.drill_id, s.level, b.correct, b.seconds, b.target_seconds
        FROM {cells} AS s
        CROSS JOIN attempts AS b
            ON b.trainee_id = s.trainee_id AND b.drill_id = s.drill_id AND b.level = s.level
            AND b.ts >= coalesce((
                SELECT c.ts FROM attempts AS c
                WHERE c.trainee_id = s.trainee_id AND c.drill_id = s.drill_id
                    AND c.level = s.level
                ORDER BY c.ts DESC LIMIT 1 OFFSET ?
            ), '')
        {where}
        ORDER BY s.trainee_id, s.drill_id, s.level, b.ts, b.id
        """,
        [window - 1, *params],
    ).fetchall()
    found: dict[Cell, list[Answer]] = defaultdict(list)
    for trainee_id, drill_id, level, correct, seconds, target in rows:
        found[(trainee_id, drill_id, level)].append(Answer(bool(correct), seconds, target))
    for answers in found.values():
        answers.reverse()
        del answers[window:]
    return dict(found)


def levels_of(
    drill_id: str,
    windows: Mapping[int, Sequence[Answer]],
    targets: Mapping[int, float | None] | None = None,
    rules: MasteryRules = RULES,
) -> tuple[LevelMastery, ...]:
    """Every level of one drill for one trainee, with unlocking worked out bottom-up.

    `targets` are the catalogue's (level -> seconds); without them a level is judged against
    the target recorded with its most recent answer.
    """
    levels = sorted(set(targets or {}) | set(windows)) or [1]
    out: list[LevelMastery] = []
    previous_ready = True  # the level below is proficient; level 1 is always open
    for level in levels:
        window = list(windows.get(level, ()))
        if targets is not None and level in targets:
            target = targets[level]
        else:
            target = window[0].target_seconds if window else None
        unlocked = level == levels[0] or previous_ready or bool(window)
        result = level_mastery(drill_id, level, window, target, unlocked, rules)
        out.append(result)
        previous_ready = result.status >= Mastery.PROFICIENT
    return tuple(out)


@dataclass(frozen=True)
class DrillMastery:
    drill_id: str
    levels: tuple[LevelMastery, ...]

    @property
    def current(self) -> LevelMastery:
        """The highest level practised (or level 1 if none): what the trainee is working on."""
        practised = [lv for lv in self.levels if lv.answers]
        return practised[-1] if practised else self.levels[0]

    @property
    def unlocked_levels(self) -> tuple[int, ...]:
        return tuple(lv.level for lv in self.levels if lv.unlocked)

    def level(self, number: int) -> LevelMastery:
        for lv in self.levels:
            if lv.level == number:
                return lv
        raise KeyError(number)


def _targets(drill: DrillLike) -> dict[int, float | None]:
    return {number: spec.target_seconds for number, spec in drill.levels.items()}


def trainee_mastery(
    db: Database,
    trainee_id: int,
    drills: Sequence[DrillLike],
    rules: MasteryRules = RULES,
) -> dict[str, DrillMastery]:
    """Mastery of every given drill (practised or not) for one trainee, by drill id."""
    windows = recent_windows(db, [trainee_id], rules.window)
    by_drill: dict[str, dict[int, list[Answer]]] = defaultdict(dict)
    for (_t, drill_id, level), window in windows.items():
        by_drill[drill_id][level] = window
    return {
        drill.id: DrillMastery(
            drill.id, levels_of(drill.id, by_drill.get(drill.id, {}), _targets(drill), rules)
        )
        for drill in drills
    }


def drill_mastery(
    db: Database, trainee_id: int, drill: DrillLike, rules: MasteryRules = RULES
) -> DrillMastery:
    return trainee_mastery(db, trainee_id, [drill], rules)[drill.id]
