"""What to practise next: due reviews mixed with new material, leaning on weak spots and plans.

Every unlocked level of every drill is a candidate with a weight; one is drawn with the
`random.Random` passed in, so the same database, time and generator give the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlite_utils import Database

from trainer.progress.clock import local_now
from trainer.progress.mastery import LevelMastery, Mastery, trainee_mastery
from trainer.progress.plans import plans_for
from trainer.progress.protocols import DrillLike
from trainer.progress.schedule import skill_states


@dataclass(frozen=True)
class PracticeMix:
    """Weights of the draw.

    Due reviews weigh most: a skill FSRS expects to be fading is what costs money at a table.
    A level never tried weighs half as much, so progress continues without crowding out
    reviews. Skills not yet due keep a small weight, so a session never runs dry. Weakness
    (share wrong + share slower than target, on the recent window) multiplies a weight by up
    to 1 + 2 * 2 = 5, so the weakest and slowest skills come round most often. An instructor's
    plan multiplies the planned drill's levels up to the target by 4 until it is reached.
    """

    due: float = 3.0
    new: float = 1.5
    not_due: float = 0.3
    weakness_gain: float = 2.0
    planned: float = 4.0


MIX = PracticeMix()


@dataclass(frozen=True)
class Candidate:
    drill_id: str
    level: int
    weight: float
    reason: str  # "due", "new" or "not due" (for a "why this drill" hint)


def weakness(level: LevelMastery) -> float:
    """0 (all right, on time) to 2 (all wrong, and at least twice the target time)."""
    if not level.answers or level.accuracy is None:
        return 0.0
    slow = 0.0
    if level.target_seconds and level.median_seconds is not None:
        slow = min(1.0, max(0.0, level.median_seconds / level.target_seconds - 1.0))
    return (1.0 - level.accuracy) + slow


def candidates(
    db: Database,
    trainee_id: int,
    drills: Sequence[DrillLike],
    *,
    now: datetime | None = None,
    mix: PracticeMix = MIX,
) -> list[Candidate]:
    moment = local_now(now).astimezone(UTC)
    mastery = trainee_mastery(db, trainee_id, drills)
    states = skill_states(db, trainee_id)
    plan_targets: dict[str, int] = {}
    for plan in plans_for(db, trainee_id):
        plan_targets[plan.drill_id] = max(plan_targets.get(plan.drill_id, 0), plan.target_level)
    out = []
    for drill in sorted(drills, key=lambda d: d.id):
        drill_state = mastery[drill.id]
        target_level = plan_targets.get(drill.id, 0)
        plan_open = (
            target_level > 0
            and target_level in drill_state.unlocked_levels
            and drill_state.level(target_level).status < Mastery.PROFICIENT
        ) or (target_level > max(drill_state.unlocked_levels, default=0))
        for level in drill_state.levels:
            if not level.unlocked:
                continue
            state = states.get((drill.id, level.level))
            if state is None:
                weight, reason = mix.new, "new"
            elif state.due <= moment:
                weight, reason = mix.due, "due"
            else:
                weight, reason = mix.not_due, "not due"
            weight *= 1.0 + mix.weakness_gain * weakness(level)
            if plan_open and level.level <= target_level:
                weight *= mix.planned
            out.append(Candidate(drill.id, level.level, weight, reason))
    return out


def next_drill(
    db: Database,
    trainee_id: int,
    rng: random.Random,
    *,
    drills: Sequence[DrillLike] | None = None,
    game: str | None = None,
    now: datetime | None = None,
    mix: PracticeMix = MIX,
) -> tuple[str, int]:
    """(drill id, level) to ask next. `drills` defaults to the catalogue; `game` narrows it."""
    pool = list(drills) if drills is not None else _catalogue()
    if game is not None:
        pool = [d for d in pool if d.game == game]
    if not pool:
        raise ValueError(f"no drills to choose from{f' in {game}' if game else ''}")
    options = candidates(db, trainee_id, pool, now=now, mix=mix)
    chosen = rng.choices(options, weights=[c.weight for c in options])[0]
    return chosen.drill_id, chosen.level


def _catalogue() -> list[DrillLike]:
    from trainer.drills import catalog

    return list(catalog.all())
