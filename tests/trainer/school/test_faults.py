"""Faults on the way to the server: the connection killed mid-push, the server restarting, a
station killed mid-sync, two processes sending one bundle at once, four stations and an
instructor at once. Every time: every answer on the server once, none missing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.pg_fixtures import School
from tests.pg_server import Server
from tests.trainer.school.kit import Station, server_uuids
from trainer.progress.stations import export_station
from trainer.school.push import push, waiting
from trainer.school.server import connect
from trainer.school.worker import SyncWorker

pytestmark = pytest.mark.school

ROOT = Path(__file__).resolve().parents[3]


def _child(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.trainer.school.child_station", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def _server_set(school: School) -> list[str]:
    with school.owner() as conn:
        return server_uuids(conn)


def _kill_backends(school: School, role: str) -> int:
    with school.owner() as conn:
        rows = conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE usename = %s AND state IN ('active', 'idle in transaction')",
            [role],
        ).fetchall()
    return len(rows)


def _wait_synced(worker: SyncWorker, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not worker.status.synced:
        worker.wake()
        time.sleep(0.05)
    assert worker.status.synced, worker.status


def test_the_network_drops_mid_push(school: School, tmp_path: Path) -> None:
    """The backend serving the station is killed while batches are in flight (three times):
    the batch in hand is rolled back on the server, the worker reconnects and sends it again."""
    station = Station.open(tmp_path / "one")
    made = set(station.practise(station.trainee("Anna"), 2400))
    dsn = school.station("one")
    role = school.roles[-1]
    worker = SyncWorker(station.path, lambda: connect(dsn), interval=0.05, batch=30)
    worker.start()
    killed = 0
    deadline = time.monotonic() + 30
    while killed < 3 and time.monotonic() < deadline:
        if 0 < len(_server_set(school)) < len(made):
            killed += _kill_backends(school, role)
            worker.wake()
        time.sleep(0.02)
    _wait_synced(worker)
    worker.stop()
    assert killed >= 1
    found = _server_set(school)
    assert len(found) == len(set(found)) == len(made)
    assert set(found) == made


def test_the_connection_dies_inside_a_batch_transaction(school: School, tmp_path: Path) -> None:
    """Killed between the COPY and the INSERT of one batch: nothing of it stays."""
    import psycopg

    station = Station.open(tmp_path / "one")
    made = set(station.practise(station.trainee("Anna"), 30))
    dsn = school.station("one")
    conn = connect(dsn)
    pid = conn.info.backend_pid
    original = conn.cursor

    def cursor_then_kill(*args: object, **kwargs: object) -> object:
        with school.owner() as owner:
            owner.execute("SELECT pg_terminate_backend(%s)", [pid])
        return original(*args, **kwargs)  # type: ignore[arg-type]

    conn.cursor = cursor_then_kill  # type: ignore[method-assign]
    try:
        push(station.db, conn, batch=10)
    except psycopg.OperationalError:
        pass
    else:
        raise AssertionError("the push should have lost its connection")
    assert _server_set(school) == []  # the batch was inside a transaction: rolled back
    assert waiting(station.db).answers == 30
    with connect(dsn) as again:
        push(station.db, again, batch=10)
    assert set(_server_set(school)) == made and waiting(station.db).nothing


def test_the_server_restarts_mid_sync(school: School, pg_server: Server, tmp_path: Path) -> None:
    station = Station.open(tmp_path / "one")
    made = set(station.practise(station.trainee("Anna"), 4000))
    dsn = school.station("one")
    worker = SyncWorker(station.path, lambda: connect(dsn), interval=0.05, batch=25)
    worker.start()
    deadline = time.monotonic() + 30
    while not _server_set(school) and time.monotonic() < deadline:
        time.sleep(0.01)
    pg_server.restart()  # "fast" shutdown: every connection is cut, the batch in hand too
    with school.owner() as owner:
        at_restart = len(server_uuids(owner))
    assert 0 < at_restart < len(made)  # it did restart in the middle of the sync
    _wait_synced(worker)
    worker.stop()
    found = _server_set(school)
    assert sorted(found) == sorted(made)


def test_a_station_killed_mid_sync_resumes_with_nothing_lost(
    school: School, tmp_path: Path
) -> None:
    station = Station.open(tmp_path / "one")
    made = set(station.practise(station.trainee("Anna"), 3000))
    station.db.close()
    dsn = school.station("one")
    child = _child("sync", str(tmp_path / "one"), dsn, "20")
    assert child.stdout is not None
    for line in child.stdout:  # a few batches in, then SIGKILL: no chance to tidy up
        if line.startswith("attempts") and int(line.split()[1]) > 400:
            child.send_signal(signal.SIGKILL)
            break
    child.wait(30)
    assert child.returncode == -signal.SIGKILL
    partial = _server_set(school)
    assert 0 < len(partial) < len(made)
    again = _child("sync", str(tmp_path / "one"), dsn, "500")
    _out, err = again.communicate(timeout=60)
    assert again.returncode == 0, err
    found = _server_set(school)
    assert len(found) == len(set(found)) and set(found) == made
    reopened = Station.open(tmp_path / "one")
    assert waiting(reopened.db).nothing


def test_two_processes_send_the_same_bundle_at_once(school: School, tmp_path: Path) -> None:
    station = Station.open(tmp_path / "one")
    anna = station.trainee("Anna")
    made = set(station.practise(anna, 800))
    bundle = tmp_path / "anna.dtbundle"
    export_station(station.db, bundle, anna)
    first, second = school.station("a"), school.station("b")
    children = [_child("bundle", dsn, str(bundle)) for dsn in (first, second)]
    results = []
    for child in children:
        out, err = child.communicate(timeout=60)
        assert child.returncode == 0, err
        results.append(json.loads(out))
    # each answer was new to exactly one of the two: the other found it there already
    assert sum(r["new"] for r in results) == 800
    found = _server_set(school)
    assert len(found) == len(set(found)) and set(found) == made


def test_four_stations_and_an_instructor(school: School, tmp_path: Path) -> None:
    """Four station processes answer and sync at once while an instructor process reads the
    class overview: every answer appears there once."""
    per_station = 300
    names = [f"Trainee {n}" for n in range(4)]
    stations = [
        _child(
            "station", str(tmp_path / f"s{n}"), school.station(f"s{n}"), names[n], str(per_station)
        )
        for n in range(4)
    ]
    watcher = _child(
        "instructor", str(tmp_path / "instructor"), school.instructor(), str(4 * per_station)
    )
    for child in stations:
        out, err = child.communicate(timeout=150)
        assert child.returncode == 0, err
        assert json.loads(out)["synced"], (out, err)
    out, err = watcher.communicate(timeout=150)
    assert watcher.returncode == 0, err
    seen = json.loads(out)
    assert seen["answers"] == 4 * per_station
    assert seen["trainees"] == names and seen["with_cells"] == 4
    found = _server_set(school)
    assert len(found) == len(set(found)) == 4 * per_station


def test_a_round_that_fails_unexpectedly_is_reported_and_tried_again(
    school: School, tmp_path: Path
) -> None:
    """A fault nobody foresaw (here the connector raising a plain RuntimeError) must not end
    the sync thread: the status bar says why, and the next round sends everything."""
    station = Station.open(tmp_path / "one")
    made = set(station.practise(station.trainee("Anna"), 50))
    dsn = school.station("one")
    calls = []

    def flaky() -> psycopg.Connection[Any]:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("a fault of ours")
        return connect(dsn)

    seen: list[str] = []
    worker = SyncWorker(
        station.path, flaky, interval=0.05, on_round=lambda s: seen.append(s.problem)
    )
    worker.start()
    _wait_synced(worker)
    worker.stop()
    assert seen[0] == "a fault of ours"
    assert set(_server_set(school)) == made
