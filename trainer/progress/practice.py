"""What to practise next: one candidate per drill, at the level the trainee is working on.

The design, in one paragraph (docs/practice.md says the same for instructors):
every drill offers one candidate, its working level (the highest level the trainee has
unlocked). While that level is not yet learnt (below the top: proficient; the top level:
mastered, right and in time) the drill is being *learnt*: it is drawn with a steady weight
that grows with the level reached, so drills are pushed through their levels rather than left
half-learnt, because acquisition needs answers now, not on a spaced schedule. A top level that
is right but not yet fast keeps its answer every practice day and otherwise weighs little, so
the extra answers go to levels still to be learnt: speed comes with practice spread over days,
and polishing the drills furthest on while others wait below the top was measured to be the
wrong way round. Once the top level is mastered the drill is *reviewed*: FSRS, which models
forgetting, says when it is due (one rating per skill per sitting, right or wrong; speed is
judged against the target here, outside FSRS); a due review weighs most, a fresh one little,
and the shakiest (wrong or slow answers) weigh more. Two guards keep practice spread the way
spacing research says it should be: a drill being learnt that went unanswered on a practice
day is brought back with a weight nothing else matches (a learnt one after three), and a
drill just answered loses most of its weight for the next pick and cannot run past
`run_limit` answers in a row. An instructor's open plan multiplies its drill's weight. One
candidate is drawn with the `random.Random` passed in, so the same database, time and
generator give the same choice.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlite_utils import Database

from trainer.progress.clock import local_now, parse_utc
from trainer.progress.mastery import DrillMastery, LevelMastery, Mastery, trainee_mastery
from trainer.progress.plans import plans_for
from trainer.progress.protocols import DrillLike
from trainer.progress.schedule import skill_states


@dataclass(frozen=True)
class PracticeMix:
    """The weights of the draw, and the two spacing guards."""

    learn: float = 2.0  # working level not yet proficient
    due: float = 3.0  # top level mastered and FSRS says it is fading
    not_due: float = 0.3  # top level mastered and still fresh
    # Weakness (0..2) multiplies a reviewed drill's weight by up to 1 + 2 * 2 = 5: of the
    # skills already learnt, the shakiest come round first. While a drill is being learnt,
    # progress weighs instead (`level_gain` per level reached): measured on the simulated
    # learner (tests/bench/bench_learning.py), pushing drills through their levels beat
    # sending the extra answers to the weakest ones on every outcome.
    weakness_gain: float = 2.0
    learn_weakness_gain: float = 0.0
    level_gain: float = 1.0
    # A drill whose top level is proficient but not yet mastered is polishing speed: it keeps
    # its answer every practice day (the spacing guard below) and weighs `speed` x `learn`
    # otherwise, so the extra answers go to levels still to be learnt. Measured: at the full
    # top-level weight, the drills furthest on took the extra answers for speed while others
    # stayed below the top, and a quick learner ended behind round-robin on every outcome.
    speed: float = 0.25
    planned: float = 4.0  # an instructor's open plan
    # Practice days without an answer before a drill is brought back: a skill being learnt
    # every sitting (spaced over days it sticks; left for days it slips back), a learnt one
    # at least every third sitting, sooner when FSRS says it is due.
    starving_days: int = 1
    starving_days_learnt: int = 3
    starving: float = 25.0
    repeat: float = 0.25  # weight kept by the drill answered last, per answer of its run
    run_limit: int = 3  # never more answers than this in a row on one drill


MIX = PracticeMix()


@dataclass(frozen=True)
class Candidate:
    drill_id: str
    level: int
    weight: float
    reason: str  # "learn", "due", "review", "planned" or "starving" (a "why this drill" hint)


def weakness(level: LevelMastery) -> float:
    """0 (all right, all in time) to 2 (all wrong, none in time) on the recent window."""
    if not level.answers or level.accuracy is None:
        return 0.0
    slow = 0.0 if level.in_time is None else 1.0 - level.in_time
    return (1.0 - level.accuracy) + slow


def working_level(state: DrillMastery) -> LevelMastery:
    """The level the trainee works on: the highest unlocked one."""
    return state.level(max(state.unlocked_levels))


def learnt_at(level: LevelMastery, state: DrillMastery) -> Mastery:
    """When a drill moves from learning to spaced review: a level below the top is learnt
    once proficient (the next one opens); the top level once mastered, right and in time,
    because table speed is the skill's last part to come."""
    top = max(lv.level for lv in state.levels)
    return Mastery.MASTERED if level.level == top else Mastery.PROFICIENT


@dataclass(frozen=True)
class _Recent:
    """What the spacing guards need: the last answers' drills and practice days."""

    run_drill: str
    run_length: int
    days_since: dict[str, int]  # drill -> practice days since its last answer
    practice_days: int  # for a drill never answered: every practice day so far

    def unanswered_days(self, drill_id: str) -> int:
        return self.days_since.get(drill_id, self.practice_days)


def _recent(db: Database, trainee_id: int, limit: int, moment: datetime) -> _Recent:
    rows = db.execute(
        "SELECT drill_id FROM attempts WHERE trainee_id = ? ORDER BY ts DESC, id DESC LIMIT ?",
        [trainee_id, limit],
    ).fetchall()
    run_drill = str(rows[0][0]) if rows else ""
    run = 0
    for (drill_id,) in rows:
        if drill_id != run_drill:
            break
        run += 1
    # Practice days, newest first, from the sessions (a few rows a day, never the log): drill
    # sessions and table sessions alike.
    days: list[str] = []
    for (started,) in db.execute(
        "SELECT started FROM sessions WHERE trainee_id = ? UNION ALL "
        "SELECT started FROM table_sessions WHERE trainee_id = ? ORDER BY started DESC LIMIT 200",
        [trainee_id, trainee_id],
    ).fetchall():
        day = parse_utc(str(started)).astimezone(moment.tzinfo).date().isoformat()
        if not days or days[-1] != day:
            days.append(day)
    last_by_drill: dict[str, str] = {}
    for drill_id, updated in db.execute(
        "SELECT drill_id, max(updated) FROM skill_states WHERE trainee_id = ? GROUP BY drill_id",
        [trainee_id],
    ).fetchall():
        last = parse_utc(str(updated)).astimezone(moment.tzinfo)
        last_by_drill[str(drill_id)] = last.date().isoformat()
    days_since = {
        drill_id: sum(1 for day in days if day > last) for drill_id, last in last_by_drill.items()
    }
    return _Recent(run_drill, run, days_since, len(days))


def candidates(
    db: Database,
    trainee_id: int,
    drills: Sequence[DrillLike],
    *,
    now: datetime | None = None,
    mix: PracticeMix = MIX,
) -> list[Candidate]:
    moment = local_now(now)
    mastery = trainee_mastery(db, trainee_id, drills, now=moment)
    states = skill_states(db, trainee_id)
    recent = _recent(db, trainee_id, mix.run_limit, moment)
    plan_targets: dict[str, int] = {}
    for plan in plans_for(db, trainee_id):
        plan_targets[plan.drill_id] = max(plan_targets.get(plan.drill_id, 0), plan.target_level)
    out = []
    for drill in sorted(drills, key=lambda d: d.id):
        state = mastery[drill.id]
        level = working_level(state)
        if level.status < learnt_at(level, state):
            weight, reason = mix.learn * (1.0 + mix.level_gain * (level.level - 1)), "learn"
            if level.status >= Mastery.PROFICIENT:  # the top level: right, not yet fast
                weight = mix.learn * mix.speed
        else:
            card = states.get((drill.id, level.level))
            due = card is None or card.due <= moment.astimezone(UTC)
            weight, reason = (mix.due, "due") if due else (mix.not_due, "review")
        gain = mix.learn_weakness_gain if reason == "learn" else mix.weakness_gain
        weight *= 1.0 + gain * weakness(level)
        target = plan_targets.get(drill.id, 0)
        reached = state.achieved.level if state.achieved else 0
        if target > reached:  # the plan is open until its level is proficient
            weight *= mix.planned
            reason = "planned"
        limit = mix.starving_days if reason in ("learn", "planned") else mix.starving_days_learnt
        if recent.unanswered_days(drill.id) >= limit:
            # as strong for a fresh review as for a drill being learnt: a review drawn at its
            # own small weight lost the day to the starving learners and went 4 days unasked
            weight = max(weight, mix.learn) * mix.starving
            reason = "starving"
        if drill.id == recent.run_drill:
            weight = 0.0 if recent.run_length >= mix.run_limit else weight * mix.repeat
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
    if not any(c.weight > 0 for c in options):  # one drill only, at its run limit
        return options[0].drill_id, options[0].level
    chosen = rng.choices(options, weights=[c.weight for c in options])[0]
    return chosen.drill_id, chosen.level


def _catalogue() -> list[DrillLike]:
    from trainer.drills import catalog

    return list(catalog.all())
