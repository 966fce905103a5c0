"""Small real question, response and grade types for the progress tests.

They satisfy `trainer.progress.protocols` the way `trainer.drills.base` objects do, so the store
is tested on its own contract (they are not stand-ins for any behaviour of ours).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

from sqlite_utils import Database

from trainer.progress.attempts import record_attempt

# A fixed zone an hour east of UTC (Andorra in winter), so local days differ from UTC days.
CET = timezone(timedelta(hours=1))
T0 = datetime(2025, 3, 3, 9, 0, tzinfo=CET)  # a Monday morning


@dataclass(frozen=True)
class Question:
    drill_id: str
    level: int
    seed: int
    rulebook: str = "andorra-2025"
    prompt: str = "Pay 3:2 on 25"

    def to_json(self) -> str:
        return json.dumps(
            {
                "drill_id": self.drill_id,
                "level": self.level,
                "seed": self.seed,
                "rulebook": self.rulebook,
                "prompt": self.prompt,
            },
            ensure_ascii=False,
        )


@dataclass(frozen=True)
class Response:
    value: str

    def to_json(self) -> str:
        return json.dumps({"kind": "amount", "value": self.value}, ensure_ascii=False)


@dataclass(frozen=True)
class Grade:
    correct: bool
    seconds: float
    target_seconds: float | None = 6.0
    score: float = -1.0  # -1: derive from correct
    rules: tuple[str, ...] = field(default=("BJ-08",))

    def __post_init__(self) -> None:
        if self.score == -1.0:
            object.__setattr__(self, "score", 1.0 if self.correct else 0.0)


@dataclass(frozen=True)
class LevelSpec:
    target_seconds: float | None


@dataclass(frozen=True)
class Drill:
    id: str
    game: str
    levels: dict[int, LevelSpec]


def drill(drill_id: str, targets: tuple[float | None, ...] = (None, 8.0, 6.0, 4.0)) -> Drill:
    return Drill(
        drill_id,
        drill_id.split(".")[0],
        {n: LevelSpec(t) for n, t in enumerate(targets, start=1)},
    )


def answer(
    db: Database,
    trainee_id: int,
    drill_id: str,
    level: int,
    correct: bool,
    seconds: float,
    *,
    target: float | None = 6.0,
    now: datetime = T0,
    seed: int = 1,
    session_id: int | None = None,
) -> str:
    return record_attempt(
        db,
        trainee_id,
        Question(drill_id, level, seed),
        Response("37.50" if correct else "30"),
        Grade(correct, seconds, target),
        session_id=session_id,
        now=now,
    )


def read_question(text: str) -> Question:
    """The kit's own reader for bundles (the app's default reads drill questions)."""
    raw = json.loads(text)
    return Question(str(raw["drill_id"]), int(raw["level"]), int(raw["seed"]), str(raw["rulebook"]))


def read_response(text: str) -> Response:
    raw = json.loads(text)
    if raw["kind"] != "amount":
        raise ValueError(f"a kit response is an amount, not {raw['kind']!r}")
    return Response(str(raw["value"]))
