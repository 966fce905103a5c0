"""The background sync: push what waits, pull what changed, again every little while.

It runs in a thread of its own with its own SQLite connection, so a trainee answering never
waits for the network: their answer is committed locally first and leaves with the next
round. A round that fails (no network, the server restarting, a password refused) is tried
again after a pause that doubles up to a minute; nothing is lost meanwhile, the answers simply
wait. `status` says what the status bar shows: "synced" or "n answers waiting", and why not.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from trainer.progress.clock import local_now, utc_iso
from trainer.progress.db import connect as connect_local
from trainer.progress.errors import WriteFailedError
from trainer.school.pull import PullResult, Refusal, pull
from trainer.school.push import BATCH, PushResult, SyncError, Waiting, push, waiting
from trainer.school.server_schema import ServerSchemaError, check_schema

if TYPE_CHECKING:
    import psycopg

    from trainer.school.server import Connector

log = logging.getLogger(__name__)

INTERVAL = 15.0  # seconds between rounds when all is well
LONGEST_PAUSE = 60.0  # after failures, at most this long between tries


@dataclass(frozen=True)
class SyncStatus:
    waiting: Waiting | None = None
    synced_at: str = ""  # UTC ISO of the last round that sent everything
    problem: str = ""  # why the last round failed ("" when it did not)
    running: bool = False
    files_changed: int = 0  # rounds that brought new blueprints or house rules
    refusals: tuple[Refusal, ...] = ()  # published files this station could not load, and why

    @property
    def synced(self) -> bool:
        return not self.problem and self.waiting is not None and self.waiting.nothing


def sync_once(
    db: Database,
    conn: psycopg.Connection[Any],
    *,
    server: str = "",
    batch: int = BATCH,
    stop: Callable[[], bool] | None = None,
) -> tuple[PushResult, PullResult]:
    """One round: everything waiting goes up, then the roster, classes and plans come down."""
    sent = push(db, conn, batch=batch, stop=stop)
    got = pull(db, conn, server)
    return sent, got


def _problem(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__


class SyncWorker:
    """`start()`, `wake()` (after an answer: send it soon), `stop()`; `status` at any time."""

    def __init__(
        self,
        db_path: Path,
        connector: Connector,
        *,
        interval: float = INTERVAL,
        batch: int = BATCH,
        server: str = "",
        on_round: Callable[[SyncStatus], None] | None = None,
        files: Path | None = None,
        rulebook_id: str = "",
    ) -> None:
        """`files`: the data folder, where published blueprints and house rules (checked
        against `rulebook_id`) are written; None: this worker takes none."""
        self.db_path = db_path
        self.connector = connector
        self.interval = interval
        self.batch = batch
        self.server = server
        self.on_round = on_round
        self.files = files
        self.rulebook_id = rulebook_id
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self._status = SyncStatus()
        self._thread: threading.Thread | None = None

    @property
    def status(self) -> SyncStatus:
        with self._lock:
            return self._status

    def _set(self, **changes: Any) -> SyncStatus:
        with self._lock:
            self._status = replace(self._status, **changes)
            return self._status

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="school-sync", daemon=True)
        self._set(running=True)
        self._thread.start()

    def wake(self) -> None:
        self._wake.set()

    def stop(self, timeout: float = 10.0) -> bool:
        """Ask the thread to finish after the batch in hand; True when it has."""
        self._stopping.set()
        self._wake.set()
        if self._thread is None:
            return True
        self._thread.join(timeout)
        done = not self._thread.is_alive()
        if done:
            self._set(running=False)
        return done

    def _run(self) -> None:
        db = connect_local(self.db_path)
        conn: psycopg.Connection[Any] | None = None
        pause = 1.0
        try:
            while not self._stopping.is_set():
                conn, ok = self._round(db, conn)
                pause = self.interval if ok else min(max(pause * 2, 1.0), LONGEST_PAUSE)
                self._wake.wait(pause)
                self._wake.clear()
        finally:
            if conn is not None:
                conn.close()
            db.close()

    def _round(
        self, db: Database, conn: psycopg.Connection[Any] | None
    ) -> tuple[psycopg.Connection[Any] | None, bool]:
        import psycopg

        try:
            if conn is None or conn.closed or conn.broken:
                conn = self.connector()
                check_schema(conn)
            sync_once(db, conn, server=self.server, batch=self.batch, stop=self._stopping.is_set)
            changed, refusals = self._files(conn)
            status = self._set(
                waiting=waiting(db),
                problem="",
                synced_at=utc_iso(local_now()),
                files_changed=self.status.files_changed + changed,
                refusals=refusals,
            )
            ok = True
        except (
            psycopg.Error,
            OSError,
            SyncError,
            ServerSchemaError,
            WriteFailedError,
            sqlite3.Error,
        ) as error:
            _close(conn)
            conn = None
            status = self._set(problem=_problem(error), waiting=_waiting_or_none(db))
            ok = False
        except Exception as error:  # a fault of ours must not end the sync thread for good:
            # answers would wait silently until the app restarts; say it and try again later
            log.exception("school sync round failed")
            _close(conn)
            conn = None
            status = self._set(problem=_problem(error), waiting=_waiting_or_none(db))
            ok = False
        if self.on_round is not None:
            self.on_round(status)
        return conn, ok

    def _files(self, conn: psycopg.Connection[Any]) -> tuple[int, tuple[Refusal, ...]]:
        """The blueprints and house rules the school published (a round's last step): 1 when
        this round brought something new (the window then reads its rules again), and what
        was refused here."""
        if self.files is None:
            return 0, ()
        from trainer.school.pull import pull_files

        found = pull_files(conn, self.files, self.rulebook_id)
        return int(bool(found.blueprints or found.house_rules)), found.refusals


def _close(conn: psycopg.Connection[Any] | None) -> None:
    """A failed round leaves its connection in an unknown state: the next round opens another."""
    if conn is not None:
        conn.close()


def _waiting_or_none(db: Database) -> Waiting | None:
    try:
        return waiting(db)
    except sqlite3.Error:
        return None
