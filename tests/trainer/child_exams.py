"""A station sitting exams one after another until it is killed (for test_exams_crash).

    python -m tests.trainer.child_exams DATA_FOLDER TRAINEE_ID INSTRUCTOR_ID PASSPHRASE

Prints "ready" once the school key is unlocked, then a line per exam finished; every other
exam is proctored.
"""

from __future__ import annotations

import sys
from itertools import count
from pathlib import Path

from tests.trainer.exam_kit import right, small, wrong
from trainer.exams import keys
from trainer.exams.run import ExamRun, Proctor
from trainer.progress.db import open_db


def main(folder: Path, trainee_id: int, instructor_id: int, passphrase: str) -> None:
    db = open_db(folder / "progress.db", backup=False)
    proctor = Proctor(instructor_id, keys.unlock(db, instructor_id, passphrase, folder=folder))
    print("ready", flush=True)
    blueprint = small()
    for n in count():
        run = ExamRun.begin(
            db, trainee_id, blueprint, seed=n, proctor=proctor if n % 2 else None, folder=folder
        )
        while run.current is not None:
            run.answer((right if n % 3 else wrong)(run.current), 1.0)
        run.finish()
        print("exam", run.exam.id, flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
