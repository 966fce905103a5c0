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

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
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
    levels_of,
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


def standings_from_windows(
    windows: Windows,
    drills: Sequence[DrillLike] = (),
    rules: MasteryRules = RULES,
    *,
    now: datetime | None = None,
) -> dict[tuple[int, str], Standing]:
    """(trainee id, drill id) -> standing for every drill practised, from the windows of all
    practised levels (`mastery.recent_windows`), judged as `trainee_mastery` judges them:
    against the catalogue's targets where the drill is known, else the recorded ones."""
    moment = local_now(now)
    targets = {d.id: {n: s.target_seconds for n, s in d.levels.items()} for d in drills}
    cells: dict[tuple[int, str], dict[int, Sequence[Answer]]] = defaultdict(dict)
    for (trainee_id, drill_id, level), window in windows.items():
        cells[(trainee_id, drill_id)][level] = window
    return {
        key: standing_of(
            DrillMastery(key[1], levels_of(key[1], by_level, targets.get(key[1]), rules, moment))
        )
        for key, by_level in sorted(cells.items())
    }


def newly_unlocked(before: DrillMastery, after: DrillMastery) -> int | None:
    """The highest level that `after` opens and `before` did not (a level-up), or None."""
    opened = set(after.unlocked_levels) - set(before.unlocked_levels)
    return max(opened) if opened else None
