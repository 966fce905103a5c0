"""Learning: Continue practice against plain baselines, on a simulated learner.

Every answer goes through the real practice loop: the scheduler picks (drill, level), the drill
generates a question, the learner answers it right or wrong (the expected response or one that
differs in one place) in the time its model gives, the question grades it, and
`record_attempt` logs it with FSRS; a simulated clock moves through one sitting a day. The
baselines see the same app: uniform picks any drill at random, round-robin cycles through
them; both at the drill's working level (the highest the app has unlocked).

Each run measures the issue's outcomes after 30 days (about 2,000 answers), then goes on at
the same pace until every drill's top level has been mastered by the app's rule, so "answers to
master everything" is measured for every scheduler (or reported as not reached at the cap).
The runs are independent, so they are shared between two processes.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import pairwise
from pathlib import Path
from zoneinfo import ZoneInfo

from tests.bench.learner import QUICK, TYPICAL, Profile, SimulatedLearner
from tests.bench.table import Row
from tests.trainer.drills.test_catalog import wrong_response
from trainer.drills import catalog
from trainer.drills.base import Drill, Grade, expected_response
from trainer.practice_session import PracticeSession
from trainer.progress.accounts import add_trainee
from trainer.progress.db import close_db, open_db
from trainer.progress.mastery import (
    RULES,
    Answer,
    DrillMastery,
    Mastery,
    levels_of,
    trainee_mastery,
)
from trainer.progress.practice import MIX, PracticeMix, next_drill
from trainer.rulebooks import default

ZONE = ZoneInfo("Europe/Andorra")
START = datetime(2026, 3, 2, 18, 0, tzinfo=ZONE)
DAYS = 30
PER_DAY = 67  # about 2,000 answers in 30 days of one sitting a day
OVERHEAD_SECONDS = 4.0  # reading the question, the feedback, moving on
SEEDS = (1, 2, 3)
PROFILES = (TYPICAL, QUICK)
SCHEDULERS = ("Continue practice", "uniform", "round-robin")
# Answers before "master everything" gives up: twice what the slowest baseline was measured
# to need on the typical learner (about 5,400), so no scheduler is cut short.
MASTER_CAP = 12_000


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


Chooser = Callable[[random.Random], tuple[str, int]]


class AppView:
    """The app's mastery rules applied to the answers as they are given, in memory: the
    baselines' working level (the highest unlocked, `levels_of`, exactly as the app works it
    out from its log) and when each drill's top level was first mastered (`judge`: 95% right
    of the last 20, 80% in time). Reading the log for every baseline pick cost more than the
    rest of the loop; the day-30 check compares this view with the log."""

    def __init__(self, drills: list[Drill]) -> None:
        self.targets = {d.id: {n: s.target_seconds for n, s in d.levels.items()} for d in drills}
        self.windows: dict[str, dict[int, list[Answer]]] = {d.id: {} for d in drills}
        self.mastered: set[str] = set()

    def record(self, drill_id: str, level: int, grade: Grade) -> None:
        window = self.windows[drill_id].setdefault(level, [])
        window.insert(0, Answer(grade.correct, grade.seconds, grade.target_seconds))
        del window[RULES.window :]
        if level == max(self.targets[drill_id]) and self.state(drill_id).level(level).earned >= (
            Mastery.MASTERED
        ):
            self.mastered.add(drill_id)

    def state(self, drill_id: str) -> DrillMastery:
        levels = levels_of(drill_id, self.windows[drill_id], self.targets[drill_id])
        return DrillMastery(drill_id, levels)

    def working_level(self, drill_id: str) -> int:
        return max(self.state(drill_id).unlocked_levels)

    def everything_mastered(self) -> bool:
        return len(self.mastered) == len(self.windows)


def _choosers(
    db: object, trainee_id: int, drills: list[Drill], clock: Clock, view: AppView, mix: PracticeMix
) -> dict[str, Chooser]:
    order = [d.id for d in sorted(drills, key=lambda d: d.id)]
    turn = {"n": 0}

    def uniform(rng: random.Random) -> tuple[str, int]:
        drill_id = rng.choice(order)
        return drill_id, view.working_level(drill_id)

    def round_robin(rng: random.Random) -> tuple[str, int]:
        drill_id = order[turn["n"] % len(order)]
        turn["n"] += 1
        return drill_id, view.working_level(drill_id)

    def continue_practice(rng: random.Random) -> tuple[str, int]:
        return next_drill(db, trainee_id, rng, drills=drills, now=clock(), mix=mix)  # type: ignore[arg-type]

    return {"Continue practice": continue_practice, "uniform": uniform, "round-robin": round_robin}


@dataclass
class Outcome:
    proficient_top: int = 0
    in_time_top: float = 0.0
    retention_30: float = 0.0
    to_master: int | None = None  # answers until every drill was mastered (None: the cap)
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
) -> Outcome:
    """One learner, one scheduler: the outcomes after DAYS days, then the practice goes on at
    the same pace until every drill has been mastered (or MASTER_CAP answers)."""
    drills = catalog.all()
    by_id = {d.id: d for d in drills}
    path = folder / f"{scheduler}-{seed}-{profile.name}.db"
    db = open_db(path)
    # A benchmark's file needs no power-cut safety: without a sync per answer the simulation
    # runs on the CPU, not the disk (the loop is otherwise the app's).
    db.execute("PRAGMA synchronous = OFF")
    trainee = add_trainee(db, "Learner", now=START).id
    clock = Clock(START)
    learner = SimulatedLearner([d.id for d in drills], seed, profile)
    view = AppView(drills)
    choose = _choosers(db, trainee, drills, clock, view, mix)[scheduler]
    practised_days: dict[str, list[int]] = {d.id: [] for d in drills}
    outcome = Outcome()
    run, last = 0, ""
    answers = 0
    day = 0
    while day < DAYS or (outcome.to_master is None and answers < MASTER_CAP):
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
            grade = session.submit(response or expected_response(question), seconds)
            view.record(drill.id, question.level, grade)
            clock.now += timedelta(seconds=seconds + OVERHEAD_SECONDS)
            answers += 1
            if outcome.to_master is None and view.everything_mastered():
                outcome.to_master = answers
            if not practised_days[drill.id] or practised_days[drill.id][-1] != day:
                practised_days[drill.id].append(day)
            run = run + 1 if drill.id == last else 1
            last = drill.id
            if day < DAYS:
                outcome.longest_run = max(outcome.longest_run, run)
        session.finish()
        day += 1
        if day == DAYS:
            _score(outcome, db, trainee, drills, learner, view, clock.now)
            outcome.longest_gap_days = _longest_gap(practised_days, DAYS)
    close_db(db, path)
    return outcome


def _score(
    outcome: Outcome,
    db: object,
    trainee: int,
    drills: list[Drill],
    learner: SimulatedLearner,
    view: AppView,
    end: datetime,
) -> None:
    """The day-30 outcomes: what the app shows, and the learner's true skill now and later."""
    mastery = trainee_mastery(db, trainee, drills, now=end)  # type: ignore[arg-type]
    for drill_id, state in mastery.items():
        if state.unlocked_levels != view.state(drill_id).unlocked_levels:
            raise AssertionError(f"the in-memory view disagrees with the log on {drill_id}")
    outcome.proficient_top = sum(m.level(4).status >= Mastery.PROFICIENT for m in mastery.values())
    outcome.in_time_top = statistics.mean(_true_in_time(learner, drills, end))
    outcome.retention_30 = statistics.mean(_true_in_time(learner, drills, end + timedelta(days=30)))


def _longest_gap(practised: dict[str, list[int]], days: int) -> int:
    """The most practice days in a row on which some drill got no answer (from day 0)."""
    worst = 0
    for seen in practised.values():
        marks = [-1, *(d for d in seen if d < days), days]
        worst = max(worst, *(b - a - 1 for a, b in pairwise(marks)))
    return worst


Job = tuple[str, int, Profile, PracticeMix]


def _job(job: Job) -> Outcome:
    scheduler, seed, profile, mix = job
    folder = "/dev/shm" if os.path.isdir("/dev/shm") else None  # memory, when there is one
    with tempfile.TemporaryDirectory(dir=folder) as tmp:
        outcome = simulate(scheduler, seed, profile, Path(tmp), mix)
    print(f"  {profile.name}: {scheduler}, seed {seed}: done", file=sys.stderr, flush=True)
    return outcome


def outcomes(
    schedulers: Sequence[str] = SCHEDULERS,
    profiles: Sequence[Profile] = PROFILES,
    seeds: Sequence[int] = SEEDS,
    mix: PracticeMix = MIX,
    workers: int = 2,
) -> dict[tuple[str, str], list[Outcome]]:
    """Every (scheduler, profile name) -> its outcomes over the seeds, in `workers` processes."""
    jobs = [(s, seed, p, mix) for p in profiles for s in schedulers for seed in seeds]
    # the longest runs (the baselines on the slow learner) first, so none is left till last
    jobs.sort(key=lambda j: (j[0] == "Continue practice", j[2].pace))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        done = list(pool.map(_job, jobs))
    results: dict[tuple[str, str], list[Outcome]] = {}
    for (scheduler, _seed, profile, _mix), outcome in zip(jobs, done, strict=True):
        results.setdefault((scheduler, profile.name), []).append(outcome)
    return results


METRICS = (
    ("proficient_top", "drills proficient at level 4", "{:.1f}", True),
    ("in_time_top", "true accuracy in time, level 4", "{:.3f}", True),
    ("retention_30", "same, 30 days later", "{:.3f}", True),
    ("to_master", "answers until every drill was mastered", "{:.0f}", False),
    ("longest_gap_days", "longest gap, worst seed (practice days)", "{:.0f}", False),
    ("longest_run", "longest run on one drill, worst seed", "{:.0f}", False),
)


def run() -> list[Row]:
    results = outcomes()
    rows: list[Row] = []
    for profile in PROFILES:
        by_scheduler = {s: results[(s, profile.name)] for s in SCHEDULERS}
        rows.extend(_rows(profile, by_scheduler, len(SEEDS)))
    return rows


def ceilings(profile: Profile, seeds: Sequence[int] = SEEDS) -> dict[str, float]:
    """The best any schedule could reach on this learner (mean over seeds and drills): every
    drill fully learnt and practised every day of the DAYS (`SimulatedLearner.ceiling`)."""
    drills = catalog.all()
    found: dict[str, list[float]] = {"in_time_top": [], "retention_30": []}
    for seed in seeds:
        learner = SimulatedLearner([d.id for d in drills], seed, profile)
        for name, later in (("in_time_top", 0.0), ("retention_30", 30.0)):
            found[name].append(
                statistics.mean(learner.ceiling(d.id, 4, DAYS, later) for d in drills)
            )
    return {name: statistics.mean(values) for name, values in found.items()}


def figure(outcomes: list[Outcome], name: str) -> float:
    """The mean over seeds; the worst seed for the spacing guards; "answers to master" counts
    a run that never got there as the cap (so a mean with one is a lower bound)."""
    if name in ("longest_gap_days", "longest_run"):
        return float(max(getattr(o, name) for o in outcomes))
    if name == "to_master":
        return statistics.mean(
            float(MASTER_CAP if o.to_master is None else o.to_master) for o in outcomes
        )
    return statistics.mean(float(getattr(o, name)) for o in outcomes)


def _shown(outcomes: list[Outcome], name: str, fmt: str) -> str:
    text = fmt.format(figure(outcomes, name))
    if name == "to_master" and any(o.to_master is None for o in outcomes):
        missed = sum(o.to_master is None for o in outcomes)
        text = f">{text} ({missed} not reached)"
    return text


def verdict(name: str, ours: float, base: Sequence[float]) -> str:
    if name in ("proficient_top", "in_time_top", "retention_30"):
        ok = all(ours >= 1.10 * b for b in base)
        return "meets +10% on both" if ok else "MISSES +10% on a baseline"
    if name == "to_master":
        ok = all(ours <= b / 1.10 for b in base)
        return "meets 10% fewer than both" if ok else "MISSES 10% fewer on a baseline"
    if name == "longest_gap_days":
        return "meets <= 3" if ours <= 3 else "MISSES <= 3"
    return "meets <= 5" if ours <= 5 else "MISSES <= 5"


def _rows(profile: Profile, results: dict[str, list[Outcome]], seeds: int) -> list[Row]:
    rows = []
    best = ceilings(profile)
    for name, label, fmt, higher_better in METRICS:
        ours = figure(results["Continue practice"], name)
        base = [figure(results[s], name) for s in ("uniform", "round-robin")]
        measured = " / ".join(_shown(results[s], name, fmt) for s in SCHEDULERS)
        if name == "to_master" and any(o.to_master is None for o in results["Continue practice"]):
            note = "MISSES: not reached within the cap"
        else:
            note = verdict(name, ours, base)
        if name in best:
            needed = 1.10 * max(base)
            ceiling = fmt.format(best[name])
            if needed <= best[name]:
                share = f"{needed / best[name]:.0%} of the learner's ceiling {ceiling}"
            else:
                share = f"above the learner's ceiling {ceiling}: unreachable"
            note += f" (+10% needs {fmt.format(needed)}, {share})"
        rows.append(
            Row(
                f"learning ({profile.name}, {seeds} seeds)",
                f"{label}: continue / uniform / round-robin",
                measured,
                "continue beats both by 10%" if higher_better or name == "to_master" else "",
                note,
            )
        )
    return rows
