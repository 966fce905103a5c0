"""Nothing is lost: a station killed mid-answer, and several stations writing while one reads.

These run real processes on one database file, as a classroom would.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from tests.trainer.progress.kit import T0
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import count_attempts
from trainer.progress.db import open_db

ROOT = Path(__file__).resolve().parents[3]


def _spawn(module: str, *args: object) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", f"tests.trainer.progress.{module}", *map(str, args)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
    )


def _saved(output: str) -> list[str]:
    """Complete lines only: a line cut by the kill was never reported as saved."""
    lines = output.split("\n")[:-1]
    for line in lines:
        uuid.UUID(line)
    return lines


def test_a_station_killed_at_a_random_moment_loses_no_reported_answer(db_path: Path) -> None:
    db = open_db(db_path, now=T0)
    anna = add_trainee(db, "Anna")
    db.close()
    delay = random.Random().uniform(0.2, 0.8)  # any moment will do; printed if it fails
    child = _spawn("child_writer", db_path, anna.id, 0, 0)
    assert child.stdout is not None
    first = child.stdout.readline()  # it is answering
    time.sleep(delay)
    child.send_signal(signal.SIGKILL)
    rest, errors = child.communicate(timeout=10)
    assert child.returncode == -signal.SIGKILL
    saved = _saved(first + rest)
    assert saved, (delay, errors)

    db = open_db(db_path, backup=False)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    found = {str(r[0]) for r in db.execute("SELECT uuid FROM attempts")}
    assert set(saved) <= found, f"lost answers after a kill at {delay:.3f} s"
    # at most the one answer in flight was committed without being reported
    assert len(found) - len(saved) <= 1
    db.close()


def test_four_writers_and_a_reader_at_once(db_path: Path) -> None:
    db = open_db(db_path, now=T0)
    trainees = [add_trainee(db, f"Trainee {n}").id for n in range(4)]
    db.close()
    start = time.time() + 3.0  # time for the five interpreters to start, on a busy machine too
    end = start + 2.0
    writers = [_spawn("child_writer", db_path, t, start, end) for t in trainees]
    reader = _spawn("child_reader", db_path, start, end)
    outputs = [w.communicate(timeout=30) for w in writers]
    read_out, read_err = reader.communicate(timeout=30)

    for writer, (_out, err) in zip(writers, outputs, strict=True):
        assert writer.returncode == 0, err
        assert "locked" not in err and "busy" not in err
    assert reader.returncode == 0, read_err
    saved = [line for out, _err in outputs for line in _saved(out)]
    per_writer = [len(_saved(out)) for out, _err in outputs]
    assert min(per_writer) > 0 and len(saved) > 100, per_writer  # each really wrote

    db = open_db(db_path, backup=False)
    found = {str(r[0]) for r in db.execute("SELECT uuid FROM attempts")}
    assert found == set(saved) and len(saved) == len(found)  # every row accounted for
    assert count_attempts(db) == len(saved)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    counts = [int(line) for line in read_out.split()]
    assert len(counts) > 5, counts  # the reader kept reading while they wrote
    assert counts == sorted(counts)  # and never saw the log shrink
