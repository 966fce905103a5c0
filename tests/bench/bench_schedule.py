"""Continue practice's choice on a file the app wrote itself: every answer recorded through
`record_attempt` (no bulk insert, no ANALYZE: the app runs neither), one trainee with the
whole catalogue, at 2,000 and 20,000 answers spread over the weeks a trainee takes to give
them. Target: p95 at most 20 ms (issue 14), measured with the wall clock, not asserted."""

from __future__ import annotations

import random
import tempfile
from datetime import timedelta
from pathlib import Path

from tests.bench.table import Row, median_p95, timings_ms
from tests.trainer.progress.kit import T0, answer
from trainer.drills import catalog
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import start_session
from trainer.progress.db import close_db, open_db
from trainer.progress.practice import next_drill

TARGET_MS = 20.0
PER_DAY = 70


def _file(path: Path, answers: int) -> tuple[int, object]:
    """A station file with `answers` answers of one trainee, written the app's way."""
    db = open_db(path)
    trainee = add_trainee(db, "Anna", now=T0).id
    drills = catalog.all()
    rng = random.Random(answers)
    moment = T0
    for n in range(answers):
        if n % PER_DAY == 0:
            moment = T0 + timedelta(days=n // PER_DAY)
            start_session(db, trainee, now=moment)
        drill = rng.choice(drills)
        level = min(4, 1 + n * 4 // max(answers, 1) + rng.randrange(0, 2))
        moment += timedelta(seconds=9)
        answer(db, trainee, drill.id, level, rng.random() < 0.85, rng.uniform(2, 12), now=moment)
    return trainee, (db, moment)


def run() -> list[Row]:
    rows = []
    drills = catalog.all()
    with tempfile.TemporaryDirectory() as folder:
        for answers in (2_000, 20_000):
            path = Path(folder) / f"station-{answers}.db"
            trainee, (db, end) = _file(path, answers)
            rng = random.Random(1)
            samples = timings_ms(
                lambda db=db, t=trainee, e=end, r=rng: next_drill(db, t, r, drills=drills, now=e),
                40,
            )
            median, p95 = median_p95(samples)
            rows.append(
                Row(
                    "practice",
                    f"next_drill, {len(drills)} drills, {answers:,} answers (app-written file)",
                    f"median {median:.1f} ms, p95 {p95:.1f} ms",
                    f"p95 <= {TARGET_MS:.0f} ms",
                    "meets" if p95 <= TARGET_MS else "MISSES",
                )
            )
            close_db(db, path)  # type: ignore[arg-type]
    return rows
