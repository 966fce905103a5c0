"""An instructor station reading the class while trainees write, for the concurrency test.

Usage: python -m tests.trainer.progress.child_reader DB START_AT END_AT
Prints the attempt count seen by each pass of the class dashboard.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from trainer.progress.attempts import count_attempts
from trainer.progress.classroom import class_overview
from trainer.progress.db import open_db


def main(db_path: str, start_at: float, end_at: float) -> None:
    db = open_db(Path(db_path))
    while time.time() < start_at:
        time.sleep(0.005)
    while time.time() < end_at:
        class_overview(db)
        sys.stdout.write(f"{count_attempts(db)}\n")
        sys.stdout.flush()
        time.sleep(0.01)
    db.close()


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]))
