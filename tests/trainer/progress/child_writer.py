"""A trainee station in a separate process, for the crash and concurrency tests.

Usage: python -m tests.trainer.progress.child_writer DB TRAINEE_ID START_AT END_AT
Answers in a loop from START_AT until END_AT (Unix times; END_AT 0 = forever) and prints each
attempt UUID only after `record_attempt` has returned, i.e. after the commit.
"""

from __future__ import annotations

import sys
import time
from datetime import datetime
from pathlib import Path

from tests.trainer.progress.kit import Grade, Question, Response
from trainer.progress.attempts import record_attempt
from trainer.progress.db import open_db


def main(db_path: str, trainee_id: int, start_at: float, end_at: float) -> None:
    db = open_db(Path(db_path))
    while time.time() < start_at:
        time.sleep(0.005)
    n = 0
    while end_at == 0 or time.time() < end_at:
        n += 1
        made = record_attempt(
            db,
            trainee_id,
            Question(f"roulette.drill-{n % 5}", 1 + n % 2, n),
            Response(str(n)),
            Grade(n % 4 != 0, 1.0 + n % 7, 6.0),
            now=datetime.now().astimezone(),
        )
        sys.stdout.write(made + "\n")
        sys.stdout.flush()
    db.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]))
