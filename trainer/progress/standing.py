"""A drill's standing: the one reading of mastery that every screen and report shows.

The home count, the game pages, the class overview, the trainee detail and the printed reports
all read a drill through `standing_of`, so they always agree. The standing is
`DrillMastery.achieved`, the highest level at least proficient: opening a new level never
lowers it (before, the home count read the highest level practised, so "L1 proficient" became
"L2 attempted" as soon as the trainee tried level 2, while the class report said otherwise).
Below proficient the standing is the best status reached, at its highest level, so a trainee
familiar at level 1 reads "familiar", not "attempted". Every function takes `now`: a skill not
practised for a while has faded (see `mastery`), and every screen judges it at the same moment.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from sqlite_utils import Database

from trainer.progress.clock import local_now
from trainer.progress.mastery import (
    RULES,
    Answer,
    DrillMastery,
    LevelMastery,
    Mastery,
    MasteryRules,
    judge,
    level_mastery,
    level_window,
    trainee_mastery,
)
from trainer.progress.protocols import DrillLike


@dataclass(frozen=True)
class Standing:
    """Where a trainee stands on one drill: `shown` is the level the status is read at,
    `working` the level being worked on (the highest unlocked, as the scheduler asks)."""

    drill_id: str
    shown: LevelMastery
    working: LevelMastery

    @property
    def level(self) -> int:
        return self.shown.level

    @property
    def status(self) -> Mastery:
        return self.shown.status

    @property
    def proficient(self) -> bool:
        """Counted on the home screen and in the reports: proficient or mastered."""
        return self.shown.status >= Mastery.PROFICIENT

    @property
    def mastered(self) -> bool:
        return self.shown.status == Mastery.MASTERED


def standing_of(state: DrillMastery) -> Standing:
    achieved = state.achieved
    if achieved is not None:
        shown = achieved
    else:
        practised = [lv for lv in state.levels if lv.answers]
        shown = max(practised, key=lambda lv: (lv.status, lv.level), default=state.levels[0])
    working = state.level(max(state.unlocked_levels))
    return Standing(state.drill_id, shown, working)


def standings(
    db: Database,
    trainee_id: int,
    drills: Sequence[DrillLike],
    rules: MasteryRules = RULES,
    *,
    now: datetime | None = None,
) -> dict[str, Standing]:
    """Every given drill's standing for one trainee, by drill id, as of `now`."""
    states = trainee_mastery(db, trainee_id, drills, rules, now=local_now(now))
    return {drill_id: standing_of(state) for drill_id, state in states.items()}


class HasStatus(Protocol):
    """A standing, or a class-matrix cell made from one."""

    @property
    def status(self) -> Mastery: ...


def proficient_count(found: Iterable[HasStatus]) -> int:
    """The home screen's "n of m drills proficient", the trainee report's and the class
    report's count: standings at least proficient."""
    return sum(1 for s in found if s.status >= Mastery.PROFICIENT)


Windows = Mapping[tuple[int, str, int], Sequence[Answer]]
Targets = Mapping[int, float | None]


def class_standings(
    db: Database,
    top: Windows,
    drills: Sequence[DrillLike] = (),
    rules: MasteryRules = RULES,
    *,
    now: datetime | None = None,
) -> dict[tuple[int, str], Standing]:
    """The standings `standings` gives, for a whole class: from the window of each cell's
    highest practised level (`recent_windows(..., top_level_only=True)`, which the dashboard
    reads anyway) and, only where that level is below proficient, the levels under it, one
    window at a time from the highest down until one is proficient. On the benchmark's class
    (50 trainees x 24 drills x 4 levels) that reads 1,200 windows and the lower ones needed,
    not all 4,800."""
    moment = local_now(now)
    targets = level_targets(drills)
    return {
        (trainee_id, drill_id): _cell_standing(
            db, trainee_id, drill_id, level, window, targets.get(drill_id), rules, moment
        )
        for (trainee_id, drill_id, level), window in sorted(top.items())
    }


def _cell_standing(
    db: Database,
    trainee_id: int,
    drill_id: str,
    top_level: int,
    window: Sequence[Answer],
    known: Targets | None,
    rules: MasteryRules,
    moment: datetime,
) -> Standing:
    return standing_from_windows(
        drill_id,
        top_level,
        window,
        lambda level: _window(db, trainee_id, drill_id, level, rules.window),
        known,
        rules,
        moment,
    )


def standing_from_windows(
    drill_id: str,
    top_level: int,
    window: Sequence[Answer],
    window_of: Callable[[int], Sequence[Answer]],
    known: Targets | None,
    rules: MasteryRules,
    moment: datetime,
    judged_top: LevelMastery | None = None,
) -> Standing:
    """One drill's standing from its highest practised level's `window`; the levels below are
    read through `window_of` (the station's file, or windows the school's server gave) one at
    a time from the highest down, only until one is proficient."""

    def judged(level: int, answers: Sequence[Answer]) -> LevelMastery:
        target = level_target(level, answers, known)
        return level_mastery(drill_id, level, answers, target, True, rules, moment)

    top_state = judged_top or judged(top_level, window)
    # the first proficient level met from the top, else the best status at its highest level
    best = (top_state.status, top_level)
    lower: dict[int, Sequence[Answer]] = {}
    level = top_level - 1
    while best[0] < Mastery.PROFICIENT and level >= 1:
        answers = window_of(level)
        if answers:
            lower[level] = answers
            best = max(
                best, (judge(answers, level_target(level, answers, known), rules, moment), level)
            )
        level -= 1
    shown = top_state if best[1] == top_level else judged(best[1], lower[best[1]])
    # as `levels_of` unlocks: the level above the top one opens once the top one is
    # proficient (or faded from proficient); nothing higher is open
    target = level_target(top_level, window, known)
    ready = top_state.status >= Mastery.PROFICIENT or (
        top_state.stale and judge(window, target, rules) >= Mastery.PROFICIENT
    )
    opens = ready and known is not None and top_level + 1 in known
    working = judged(top_level + 1, []) if opens else top_state
    return Standing(drill_id, shown, working)


def level_targets(drills: Sequence[DrillLike]) -> dict[str, dict[int, float | None]]:
    return {d.id: {n: s.target_seconds for n, s in d.levels.items()} for d in drills}


def level_target(level: int, window: Sequence[Answer], known: Targets | None) -> float | None:
    """The catalogue's target for the level, else the one recorded with its latest answer."""
    if known is not None and level in known:
        return known[level]
    return window[0].target_seconds if window else None


def _window(db: Database, trainee_id: int, drill_id: str, level: int, size: int) -> list[Answer]:
    """One level's last `size` answers of drills and table, newest first."""
    return level_window(db, trainee_id, drill_id, level, size)


def newly_unlocked(before: DrillMastery, after: DrillMastery) -> int | None:
    """The highest level that `after` opens and `before` did not (a level-up), or None."""
    opened = set(after.unlocked_levels) - set(before.unlocked_levels)
    return max(opened) if opened else None
