"""A station process for the school tests: `python -m tests.trainer.school.child_station`.

station FOLDER DSN NAME ANSWERS   a trainee NAME answers ANSWERS questions while the
                                  background worker syncs; exits once all is sent
sync FOLDER DSN BATCH             one push of the station's log in batches of BATCH
bundle DSN PATH                   import a station bundle into the server
instructor FOLDER DSN TOTAL       pull and read the class overview until it counts
                                  TOTAL answers; prints the figures as JSON
"""

from __future__ import annotations

import json
import sys
import time
from datetime import timedelta
from pathlib import Path


def station(folder: Path, dsn: str, name: str, answers: int) -> None:
    from tests.trainer.progress.kit import answer
    from trainer.progress.accounts import add_trainee
    from trainer.progress.clock import local_now
    from trainer.progress.db import open_db
    from trainer.school.server import connect
    from trainer.school.worker import SyncWorker

    folder.mkdir(parents=True, exist_ok=True)
    db = open_db(folder / "progress.db", backup=False)
    trainee = add_trainee(db, name).id
    worker = SyncWorker(folder / "progress.db", lambda: connect(dsn), interval=0.05, batch=40)
    worker.start()
    start = local_now() - timedelta(hours=2)
    for n in range(answers):
        answer(
            db,
            trainee,
            f"roulette.skill-{n % 3}",
            1,
            n % 5 != 0,
            3.0,
            now=start + timedelta(seconds=n),
            seed=n,
        )
        if n % 25 == 0:
            worker.wake()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        worker.wake()
        status = worker.status
        if status.synced:
            break
        time.sleep(0.05)
    stopped = worker.stop()
    status = worker.status
    print(
        json.dumps(
            {
                "synced": status.synced,
                "problem": status.problem,
                "waiting": repr(status.waiting),  # None: no round ever finished
                "stopped": stopped,  # False: a round was still stuck after the deadline
            }
        )
    )


def sync(folder: Path, dsn: str, batch: int) -> None:
    from trainer.progress.db import connect as connect_local
    from trainer.school.push import push
    from trainer.school.server import connect

    db = connect_local(folder / "progress.db")
    with connect(dsn) as conn:
        push(db, conn, batch=batch, after_batch=lambda s, p: print(s, p, flush=True))
    print("done", flush=True)


def bundle(dsn: str, path: Path) -> None:
    from tests.trainer.progress.kit import read_question, read_response
    from trainer.school.bundles import import_bundle
    from trainer.school.server import connect

    with connect(dsn) as conn:
        result = import_bundle(conn, path, read_question=read_question, read_response=read_response)
    print(json.dumps({"sent": result.answers_sent, "new": result.answers_new}))


def instructor(folder: Path, dsn: str, total: int) -> None:
    from trainer.progress.db import open_db
    from trainer.school.overview import class_overview
    from trainer.school.pull import pull
    from trainer.school.server import connect

    folder.mkdir(parents=True, exist_ok=True)
    db = open_db(folder / "progress.db", backup=False)
    deadline = time.monotonic() + 90
    seen = -1
    with connect(dsn) as conn:
        while time.monotonic() < deadline:
            pull(db, conn)
            overview = class_overview(db, conn)
            seen = sum(d.answers for d in overview.progress)
            if seen >= total:
                break
            time.sleep(0.1)
    print(
        json.dumps(
            {
                "answers": seen,
                "trainees": sorted(p.name for p in overview.trainees),
                "with_cells": len({c.trainee_id for c in overview.matrix}),
            }
        )
    )


if __name__ == "__main__":
    kind, *rest = sys.argv[1:]
    if kind == "station":
        station(Path(rest[0]), rest[1], rest[2], int(rest[3]))
    elif kind == "sync":
        sync(Path(rest[0]), rest[1], int(rest[2]))
    elif kind == "bundle":
        bundle(rest[0], Path(rest[1]))
    elif kind == "instructor":
        instructor(Path(rest[0]), rest[1], int(rest[2]))
