"""Learning: Continue practice against plain baselines, on a simulated learner.

Every answer goes through the real practice loop: the scheduler picks (drill, level), the drill
generates a question, the learner answers it right or wrong (the expected response or one that
differs in one place) in the time its model gives, the question grades it, and
`record_attempt` logs it with FSRS; a simulated clock moves through 30 days of one sitting a
day. The baselines see the same app: uniform picks any drill at random, round-robin cycles
through them; both at the drill's working level (the highest the app has unlocked).
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import pairwise
from pathlib import Path
from zoneinfo import ZoneInfo

from tests.bench.learner import QUICK, TYPICAL, Profile, SimulatedLearner
from tests.bench.table import Row
from tests.trainer.drills.test_catalog import wrong_response
from trainer.drills import catalog
from trainer.drills.base import Drill, expected_response
from trainer.practice_session import PracticeSession
from trainer.progress.accounts import add_trainee
from trainer.progress.db import close_db, open_db
from trainer.progress.mastery import Mastery, trainee_mastery
from trainer.progress.practice import MIX, PracticeMix, next_drill
from trainer.rulebooks import default

ZONE = ZoneInfo("Europe/Andorra")
START = datetime(2026, 3, 2, 18, 0, tzinfo=ZONE)
DAYS = 30
PER_DAY = 67  # about 2,000 answers in 30 days of one sitting a day
OVERHEAD_SECONDS = 4.0  # reading the question, the feedback, moving on
SEEDS = (1, 2, 3)
MASTER_CAP = 4000  # answers before "master everything" gives up
MASTER_IN_TIME = 0.80  # true chance of a right answer in time at level 4, every drill


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


Chooser = Callable[[random.Random], tuple[str, int]]


def _working_level(
    db: object, trainee_id: int, drills: list[Drill], now: datetime
) -> dict[str, int]:
    mastery = trainee_mastery(db, trainee_id, drills, now=now)  # type: ignore[arg-type]
    return {d: max(m.unlocked_levels) for d, m in mastery.items()}


def _choosers(
    db: object, trainee_id: int, drills: list[Drill], clock: Clock, mix: PracticeMix = MIX
) -> dict[str, Chooser]:
    order = [d.id for d in sorted(drills, key=lambda d: d.id)]
    turn = {"n": 0}

    def uniform(rng: random.Random) -> tuple[str, int]:
        drill_id = rng.choice(order)
        return drill_id, _working_level(db, trainee_id, drills, clock())[drill_id]

    def round_robin(rng: random.Random) -> tuple[str, int]:
        drill_id = order[turn["n"] % len(order)]
        turn["n"] += 1
        return drill_id, _working_level(db, trainee_id, drills, clock())[drill_id]

    def continue_practice(rng: random.Random) -> tuple[str, int]:
        return next_drill(db, trainee_id, rng, drills=drills, now=clock(), mix=mix)  # type: ignore[arg-type]

    return {"Continue practice": continue_practice, "uniform": uniform, "round-robin": round_robin}


@dataclass
class Outcome:
    proficient_top: int = 0
    in_time_top: float = 0.0
    retention_30: float = 0.0
    to_master: int = 0  # answers until every drill is mastered (MASTER_CAP when never)
    longest_gap_days: int = 0
    longest_run: int = 0


def _true_in_time(learner: SimulatedLearner, drills: list[Drill], moment: datetime) -> list[float]:
    return [learner.in_time_accuracy(d.id, 4, d.levels[4].target_seconds, moment) for d in drills]


def simulate(
    scheduler: str,
    seed: int,
    profile: Profile,
    folder: Path,
    mix: PracticeMix = MIX,
    *,
    until_mastered: bool = False,
) -> Outcome:
    """One learner, one scheduler: the outcomes after DAYS days; with `until_mastered`, the
    practice goes on (same pace) until every drill is mastered or MASTER_CAP answers."""
    drills = catalog.all()
    by_id = {d.id: d for d in drills}
    path = folder / f"{scheduler}-{seed}-{profile.name}.db"
    db = open_db(path)
    trainee = add_trainee(db, "Learner", now=START).id
    clock = Clock(START)
    learner = SimulatedLearner([d.id for d in drills], seed, profile)
    choose = _choosers(db, trainee, drills, clock, mix)[scheduler]
    practised_days: dict[str, list[int]] = {d.id: [] for d in drills}
    outcome = Outcome()
    run, last = 0, ""
    answers = 0
    day = 0
    while True:
        clock.now = START + timedelta(days=day)
        session = PracticeSession(
            db, trainee, default(), choose, rng=random.Random(f"{seed}:{day}"), clock=clock
        )
        for _ in range(PER_DAY):
            question = session.next_question()
            drill = by_id[question.drill_id]
            right, seconds = learner.answer(
                drill.id, question.level, question.target_seconds, clock.now
            )
            response = expected_response(question) if right else wrong_response(question)
            session.submit(response or expected_response(question), seconds)
            clock.now += timedelta(seconds=seconds + OVERHEAD_SECONDS)
            answers += 1
            if not practised_days[drill.id] or practised_days[drill.id][-1] != day:
                practised_days[drill.id].append(day)
            run = run + 1 if drill.id == last else 1
            last = drill.id
            if day < DAYS:
                outcome.longest_run = max(outcome.longest_run, run)
        session.finish()
        day += 1
        if day == DAYS:
            end = clock.now
            mastery = trainee_mastery(db, trainee, drills, now=end)
            outcome.proficient_top = sum(
                m.level(4).status >= Mastery.PROFICIENT for m in mastery.values()
            )
            outcome.in_time_top = statistics.mean(_true_in_time(learner, drills, end))
            outcome.retention_30 = statistics.mean(
                _true_in_time(learner, drills, end + timedelta(days=30))
            )
            outcome.longest_gap_days = _longest_gap(practised_days, DAYS)
        if day >= DAYS and not until_mastered:
            break
        if day >= DAYS and (
            min(_true_in_time(learner, drills, clock.now)) >= MASTER_IN_TIME
            or answers >= MASTER_CAP
        ):
            outcome.to_master = answers
            break
    close_db(db, path)
    return outcome


def _longest_gap(practised: dict[str, list[int]], days: int) -> int:
    """The most practice days in a row on which some drill got no answer (from day 0)."""
    worst = 0
    for seen in practised.values():
        marks = [-1, *(d for d in seen if d < days), days]
        worst = max(worst, *(b - a - 1 for a, b in pairwise(marks)))
    return worst


def _mean(outcomes: list[Outcome], name: str) -> float:
    return statistics.mean(float(getattr(o, name)) for o in outcomes)


METRICS = (
    ("proficient_top", "drills proficient at level 4", "{:.1f}", True),
    ("in_time_top", "true accuracy in time, level 4", "{:.3f}", True),
    ("retention_30", "same, 30 days later", "{:.3f}", True),
    ("to_master", f"answers to master all (cap {MASTER_CAP})", "{:.0f}", False),
    ("longest_gap_days", "longest gap (practice days)", "{:.1f}", False),
    ("longest_run", "longest run on one drill", "{:.1f}", False),
)


def run() -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        for profile, seeds, until in ((TYPICAL, SEEDS, False), (QUICK, SEEDS[:1], True)):
            results: dict[str, list[Outcome]] = {}
            for scheduler in ("Continue practice", "uniform", "round-robin"):
                results[scheduler] = []
                for seed in seeds:
                    print(f"  {profile.name}: {scheduler}, seed {seed}", file=sys.stderr)
                    outcome = simulate(scheduler, seed, profile, Path(tmp), until_mastered=until)
                    results[scheduler].append(outcome)
            metrics = METRICS if until else [m for m in METRICS if m[0] != "to_master"]
            rows.extend(_rows(profile, results, len(seeds), metrics))
    return rows


def _rows(
    profile: Profile,
    results: dict[str, list[Outcome]],
    seeds: int,
    metrics: Sequence[tuple[str, str, str, bool]],
) -> list[Row]:
    rows = []
    for name, label, fmt, higher_better in metrics:
        ours = _mean(results["Continue practice"], name)
        base = {s: _mean(results[s], name) for s in ("uniform", "round-robin")}
        measured = " / ".join(fmt.format(v) for v in (ours, base["uniform"], base["round-robin"]))
        note = ""
        if name in ("proficient_top", "in_time_top", "retention_30"):
            ok = all(ours >= 1.10 * b for b in base.values())
            note = "meets +10% on both" if ok else "MISSES +10% on a baseline"
        elif name == "to_master":
            ok = all(ours <= b / 1.10 for b in base.values())
            note = "meets 10% fewer than both" if ok else "MISSES 10% fewer on a baseline"
        elif name == "longest_gap_days":
            note = "meets <= 3" if ours <= 3 else "MISSES <= 3"
        elif name == "longest_run":
            note = "meets <= 5" if ours <= 5 else "MISSES <= 5"
        rows.append(
            Row(
                f"learning ({profile.name}, {seeds} seed{'s' if seeds > 1 else ''})",
                f"{label}: continue / uniform / round-robin",
                measured,
                "continue beats both by 10%" if higher_better else "",
                note,
            )
        )
    return rows
