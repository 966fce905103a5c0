"""A simulated trainee, to judge the practice scheduler by what a learner gets out of it.

The learner is a model, fixed before any scheduler was tuned against it, with the shapes the
learning literature agrees on and nothing the scheduler can see:

- accuracy per drill and level follows an exponential learning curve in the answers given
  (practice at one level transfers partly to the levels next to it);
- answer time falls with practice towards a floor below the level's target;
- what was learnt fades between sittings (exponential forgetting), and spaced practice makes
  it fade more slowly than massed practice (stability grows once per sitting day);
- drills differ: some are learnt in a handful of answers, others need many (the spread is
  drawn per drill from the learner's seed).

The scheduler only ever sees what the app sees: questions, graded answers, times.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from datetime import datetime

LEVELS = (1, 2, 3, 4)
TRANSFER_DOWN = 0.6  # an answer at level L counts this much at each level below
TRANSFER_UP = 0.3  # and this much at the level above


@dataclass(frozen=True)
class Profile:
    """How fast this kind of learner learns; `pace` divides every drill's answers-to-learn."""

    name: str
    pace: float = 1.0
    first_stability_days: float = 2.0
    spaced_gain: float = 2.0  # how much a sitting after some forgetting adds to stability


TYPICAL = Profile("typical learner")
QUICK = Profile("quick learner", pace=2.5, first_stability_days=3.0)


@dataclass
class DrillSkill:
    """The learner's hidden state for one drill."""

    answers_to_learn: dict[int, float]  # learning-curve constant per level
    start_accuracy: dict[int, float]
    start_time_ratio: float  # first answers take this many times the target
    floor_time_ratio: float  # practised answers settle at this share of the target
    speed_answers: float  # answers for the time to fall most of the way
    practice: dict[int, float] = field(default_factory=lambda: dict.fromkeys(LEVELS, 0.0))
    stability_days: float = 2.0
    last_practised: datetime | None = None
    practice_days: set[str] = field(default_factory=set)

    def retention(self, moment: datetime) -> float:
        if self.last_practised is None:
            return 1.0
        days = max(0.0, (moment - self.last_practised).total_seconds() / 86400)
        return math.exp(-days / self.stability_days)

    def learnt(self, level: int) -> float:
        """Share of the possible gain learnt at `level` (0 to 1), before forgetting."""
        return 1.0 - math.exp(-self.practice[level] / self.answers_to_learn[level])

    def accuracy(self, level: int, moment: datetime) -> float:
        gain = self.learnt(level) * self.retention(moment)
        start = self.start_accuracy[level]
        return start + (0.98 - start) * gain

    def time_ratio(self, level: int, moment: datetime) -> float:
        """Expected answer time as a multiple of the level's target."""
        fluency = (1.0 - math.exp(-self.practice[level] / self.speed_answers)) * self.retention(
            moment
        )
        return self.floor_time_ratio + (self.start_time_ratio - self.floor_time_ratio) * (
            1.0 - fluency
        )


class SimulatedLearner:
    """One trainee: answers questions, learns from each answer, forgets between sittings."""

    def __init__(self, drill_ids: list[str], seed: int, profile: Profile = TYPICAL) -> None:
        rng = random.Random(f"learner:{seed}")
        self.profile = profile
        self.rng = random.Random(f"answers:{seed}")
        self.skills: dict[str, DrillSkill] = {}
        for drill_id in sorted(drill_ids):
            base = rng.uniform(1.0, 8.0) / profile.pace  # easy drills ~1, hard ones ~8
            start = rng.uniform(0.4, 0.75)
            self.skills[drill_id] = DrillSkill(
                answers_to_learn={lv: base * (1.0 + 0.25 * (lv - 1)) for lv in LEVELS},
                start_accuracy={lv: max(0.05, start - 0.08 * (lv - 1)) for lv in LEVELS},
                start_time_ratio=rng.uniform(1.8, 3.5),
                floor_time_ratio=rng.uniform(0.45, 0.8),
                speed_answers=rng.uniform(4.0, 16.0) / profile.pace,
                stability_days=profile.first_stability_days,
            )

    def answer(
        self, drill_id: str, level: int, target: float | None, moment: datetime
    ) -> tuple[bool, float]:
        """(right?, seconds) for one question, then learn from it."""
        skill = self.skills[drill_id]
        correct = self.rng.random() < skill.accuracy(level, moment)
        reference = target if target is not None else 8.0
        seconds = reference * skill.time_ratio(level, moment) * math.exp(self.rng.gauss(0, 0.25))
        self._learn(skill, level, moment)
        return correct, round(seconds, 2)

    def _learn(self, skill: DrillSkill, level: int, moment: datetime) -> None:
        # What was forgotten is relearnt first: practice after a gap restores before it adds.
        kept = skill.retention(moment)
        for lv in LEVELS:
            skill.practice[lv] *= 0.5 + 0.5 * kept
        skill.practice[level] += 1.0
        if level > 1:
            skill.practice[level - 1] += TRANSFER_DOWN
        if level > 2:
            skill.practice[level - 2] += TRANSFER_DOWN / 2
        if level < 4:
            skill.practice[level + 1] += TRANSFER_UP
        day = moment.date().isoformat()
        if day not in skill.practice_days:
            if skill.practice_days:
                # The spacing effect: a sitting strengthens memory most when much had faded
                # (retrieval after forgetting), little when it was still fresh.
                skill.stability_days *= 1.0 + self.profile.spaced_gain * (1.0 - kept) + 0.1
            skill.practice_days.add(day)
        skill.last_practised = moment

    def in_time_accuracy(
        self, drill_id: str, level: int, target: float | None, moment: datetime
    ) -> float:
        """The true chance of a right answer within the target at `moment` (no learning)."""
        skill = self.skills[drill_id]
        accuracy = skill.accuracy(level, moment)
        if target is None:
            return accuracy
        return accuracy * _share_in_time(skill.time_ratio(level, moment))

    def ceiling(self, drill_id: str, level: int, practice_days: int, days_later: float) -> float:
        """The most any schedule could get out of this learner: the true chance of a right
        answer in time `days_later` days after the last of `practice_days` daily sittings,
        with the level fully learnt and as fluent as it can be. Daily sittings give the most
        stability this model allows (each day adds to it once, and a longer gap adds less per
        day than a day's sitting does), so no schedule over as many days does better. The
        bench shows it beside the measured figures: a target above it cannot be met."""
        skill = self.skills[drill_id]
        stability = self.profile.first_stability_days
        for _ in range(practice_days - 1):
            kept = math.exp(-1.0 / stability)
            stability *= 1.0 + self.profile.spaced_gain * (1.0 - kept) + 0.1
        kept = math.exp(-days_later / stability)
        start = skill.start_accuracy[level]
        accuracy = start + (0.98 - start) * kept
        ratio = skill.floor_time_ratio + (skill.start_time_ratio - skill.floor_time_ratio) * (
            1.0 - kept
        )
        return accuracy * _share_in_time(ratio)


def _share_in_time(ratio: float) -> float:
    """Log-normal time around the expected ratio: P(ratio * noise <= 1)."""
    z = -math.log(ratio) / 0.25
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2)))
