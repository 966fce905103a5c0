"""Mastery per drill level, in the four steps Khan Academy uses, judged on recent answers.

Only the last `window` answers at a level count: a trainee who struggled last month and is
reliable now is reliable now. Mastery needs both accuracy and table speed; proficiency needs
accuracy alone, because a new croupier must first be right, then fast. Speed is the share of
answers within the level's target, not a median, so nine answers at twenty times the target
cannot hide behind eleven quick ones. A level unlocks when the one below is proficient (or once
it has been practised, so a bad day never re-locks it). Skills fade: a level not practised for
`decay_days` counts as familiar at most until a short check (`check_answers` right in a row)
shows it is still there. A drill's standing is its highest level at least proficient
(`DrillMastery.achieved`): every screen and report counts that.

Answers come from two append-only logs: the drills' attempts, and the table acts that answer
a step of a drill's skill at a table session (`table_acts` rows with a level, m012; see
`trainer/table/store.py`). A level's window is the newest answers of both, merged by time.
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import IntEnum
from typing import NamedTuple

from sqlite_utils import Database

from trainer.progress.clock import local_now, parse_utc
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
    Mastered at 95% of a full window with at least 80% of the answers within the level's target
    (for an untimed level, accuracy alone): right and fast enough for a live table.
    Not practised for 21 days: familiar at most, until 3 right answers in a row after the gap.
    """

    window: int = 20
    familiar_answers: int = 5
    familiar_accuracy: float = 0.70
    proficient_answers: int = 10
    proficient_accuracy: float = 0.85
    mastered_answers: int = 20
    mastered_accuracy: float = 0.95
    mastered_in_time: float = 0.80
    decay_days: int = 21
    check_answers: int = 3


RULES = MasteryRules()


class Answer(NamedTuple):
    """The part of an attempt mastery looks at (newest first in a window). A named tuple:
    the class dashboard builds about 25,000 of them."""

    correct: bool
    seconds: float
    target_seconds: float | None
    ts: str = ""  # UTC ISO; empty when the time does not matter (no decay is judged)


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
    in_time: float | None = None  # share of the window within the target (None: untimed)
    stale: bool = False  # faded: not practised for a while and not yet checked again
    earned: Mastery = Mastery.NOT_STARTED  # what the answers earned before any fading


def in_time_share(window: Sequence[Answer], target: float | None) -> float | None:
    if target is None or not window:
        return None
    return sum(a.seconds <= target for a in window) / len(window)


def stale(window: Sequence[Answer], now: datetime | None, rules: MasteryRules = RULES) -> bool:
    """True when the skill may have faded: the newest answer is older than `decay_days`, or
    the answers since the last such gap are not yet `check_answers` right in a row."""
    if now is None or not window or not window[0].ts:
        return False
    gap = timedelta(days=rules.decay_days)
    newest = parse_utc(window[0].ts)
    if local_now(now) - newest > gap:
        return True
    if newest - parse_utc(window[-1].ts) <= gap:  # the window spans no gap at all
        return False
    times = [parse_utc(a.ts) for a in window]
    for newer, older in enumerate(times[1:]):
        if times[newer] - older > gap:
            return not _right_in_a_row(window[: newer + 1], rules.check_answers)
    return False


def _right_in_a_row(answers: Sequence[Answer], count: int) -> bool:
    run = 0
    for answer in answers:
        run = run + 1 if answer.correct else 0
        if run >= count:
            return True
    return False


def judge(
    window: Sequence[Answer],
    target: float | None,
    rules: MasteryRules = RULES,
    now: datetime | None = None,
) -> Mastery:
    """The status earned by these answers against this target (faded skills capped)."""
    if not window:
        return Mastery.NOT_STARTED
    accuracy = sum(a.correct for a in window) / len(window)
    return (
        _status(len(window), accuracy, in_time_share(window, target), rules)
        if not (stale(window, now, rules))
        else min(_status(len(window), accuracy, in_time_share(window, target), rules), _FADED)
    )


_FADED = Mastery.FAMILIAR  # the most a faded skill counts for until it is checked again


def _status(answers: int, accuracy: float, share: float | None, rules: MasteryRules) -> Mastery:
    fast = share is None or share >= rules.mastered_in_time
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
    now: datetime | None = None,
) -> LevelMastery:
    answers = len(window)
    if not answers:
        return LevelMastery(drill_id, level, Mastery.NOT_STARTED, 0, None, None, target, unlocked)
    accuracy = sum(a.correct for a in window) / answers
    share = in_time_share(window, target)
    faded = stale(window, now, rules)
    status = _status(answers, accuracy, share, rules)
    return LevelMastery(
        drill_id=drill_id,
        level=level,
        status=min(status, _FADED) if faded else status,
        answers=answers,
        accuracy=accuracy,
        median_seconds=statistics.median(a.seconds for a in window),
        target_seconds=target,
        unlocked=unlocked,
        in_time=share,
        stale=faded,
        earned=status,
    )


Cell = tuple[int, str, int]  # trainee id, drill id, level

# The logs answers are read from, each with its covering index of the same shape and how it
# says "right": a drill's answers, and the table acts that count toward a drill (m012).
_SOURCES = (
    ("attempts", "attempts_skill_window", "b.correct"),
    ("table_acts", "table_acts_skill_window", "b.verdict = 'right'"),
)


def _newest(
    found: Mapping[Cell, list[tuple[str, int, int, Answer]]], window: int
) -> dict[Cell, list[Answer]]:
    """Each cell's answers of every log, newest first (by time, then log, then row), trimmed
    to the window."""
    out = {}
    for cell, rows in found.items():
        rows.sort(reverse=True)
        out[cell] = [answer for *_key, answer in rows[:window]]
    return out


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
    # every answer at or after the `window`-th newest one of each log, read in index order
    # from its covering index (ties on the boundary are trimmed below). CROSS JOIN keeps the
    # practised levels as the outer loop, and INDEXED BY names the index: on a file without
    # ANALYZE statistics (every file the app writes) the planner otherwise picks
    # `attempts_trainee_time` and reads the trainee's whole log (300 ms instead of 8 ms at
    # 2,000 answers).
    found: dict[Cell, list[tuple[str, int, int, Answer]]] = defaultdict(list)
    for source, (table, index, right) in enumerate(_SOURCES):
        rows = db.execute(
            f"""
            SELECT s.trainee_id, s.drill_id, s.level, {right}, b.seconds, b.target_seconds,
                b.ts, b.id
            FROM {cells} AS s
            CROSS JOIN {table} AS b INDEXED BY {index}
                ON b.trainee_id = s.trainee_id AND b.drill_id = s.drill_id
                AND b.level = s.level
                AND b.ts >= coalesce((
                    SELECT c.ts FROM {table} AS c
                    WHERE c.trainee_id = s.trainee_id AND c.drill_id = s.drill_id
                        AND c.level = s.level
                    ORDER BY c.ts DESC LIMIT 1 OFFSET ?
                ), '')
            {where}
            """,
            [window - 1, *params],
        ).fetchall()
        for trainee_id, drill_id, level, correct, seconds, target, ts, row in rows:
            answer = Answer(bool(correct), seconds, target, ts)
            found[(trainee_id, drill_id, level)].append((ts, source, row, answer))
    return _newest(found, window)


def level_window(
    db: Database, trainee_id: int, drill_id: str, level: int, size: int = RULES.window
) -> list[Answer]:
    """One level's last `size` answers of both logs, newest first (as `recent_windows` gives
    them); the indexes are named: without ANALYZE statistics the planner picks the
    trainee's time index."""
    found: dict[Cell, list[tuple[str, int, int, Answer]]] = defaultdict(list)
    cell = (trainee_id, drill_id, level)
    for source, (table, index, right) in enumerate(_SOURCES):
        rows = db.execute(
            f"SELECT {right}, b.seconds, b.target_seconds, b.ts, b.id FROM {table} AS b "
            f"INDEXED BY {index} WHERE b.trainee_id = ? AND b.drill_id = ? AND b.level = ? "
            "ORDER BY b.ts DESC, b.id DESC LIMIT ?",
            [*cell, size],
        ).fetchall()
        for correct, seconds, target, ts, row in rows:
            found[cell].append((ts, source, row, Answer(bool(correct), seconds, target, ts)))
    return _newest(found, size).get(cell, [])


def levels_of(
    drill_id: str,
    windows: Mapping[int, Sequence[Answer]],
    targets: Mapping[int, float | None] | None = None,
    rules: MasteryRules = RULES,
    now: datetime | None = None,
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
        result = level_mastery(drill_id, level, window, target, unlocked, rules, now)
        out.append(result)
        # a faded level still opens the one above: it was shown, and the check is due anyway
        previous_ready = result.earned >= Mastery.PROFICIENT
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
    def achieved(self) -> LevelMastery | None:
        """The highest level at least proficient: the drill's standing on every screen."""
        done = [lv for lv in self.levels if lv.status >= Mastery.PROFICIENT]
        return done[-1] if done else None

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
    *,
    now: datetime | None = None,
) -> dict[str, DrillMastery]:
    """Mastery of every given drill (practised or not) for one trainee, by drill id, as of
    `now` (the wall clock when None): skills not practised for a while have faded."""
    moment = local_now(now)
    windows = recent_windows(db, [trainee_id], rules.window)
    by_drill: dict[str, dict[int, list[Answer]]] = defaultdict(dict)
    for (_t, drill_id, level), window in windows.items():
        by_drill[drill_id][level] = window
    return {
        drill.id: DrillMastery(
            drill.id,
            levels_of(drill.id, by_drill.get(drill.id, {}), _targets(drill), rules, moment),
        )
        for drill in drills
    }


def drill_mastery(
    db: Database,
    trainee_id: int,
    drill: DrillLike,
    rules: MasteryRules = RULES,
    *,
    now: datetime | None = None,
) -> DrillMastery:
    return trainee_mastery(db, trainee_id, [drill], rules, now=now)[drill.id]
