"""Long work off the GUI thread: exports and imports that may take seconds on a class's log.

The work runs in Qt's thread pool on a station of its own (`Station.for_worker`: a connection
to the same file made in that thread, since sqlite3 connections belong to the thread that made
them) and hands its result back to the GUI thread through a
queued signal. The window stays responsive; the caller shows "working…" and waits for `done`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from trainer.station import Station

Work = Callable[[Station], Any]


class _Relay(QObject):
    finished = Signal(object)
    failed = Signal(object)


class _Job(QRunnable):
    def __init__(self, db_path: Path, work: Work, relay: _Relay) -> None:
        super().__init__()
        self.db_path = db_path
        self.work = work
        self.relay = relay

    def run(self) -> None:
        """Whatever goes wrong, opening the connection included, goes back as `failed`: an
        exception must not escape a pool thread, where nothing would catch it."""
        station = None
        try:
            station = Station.for_worker(self.db_path)
            result = self.work(station)
        except Exception as problem:
            self.relay.failed.emit(problem)
        else:
            self.relay.finished.emit(result)
        finally:
            if station is not None:
                station.release()


class Background(QObject):
    """Runs one job at a time for a view; `busy` tells the view to disable its buttons."""

    busy_changed = Signal(bool)

    def __init__(self, station: Station, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path = station.path
        self.busy = False
        self._relay: _Relay | None = None

    def run(
        self,
        work: Work,
        done: Callable[[Any], None],
        failed: Callable[[Exception], None],
    ) -> bool:
        """Start `work(station)` (a worker's station on the same file); False (and nothing
        started) while another job runs."""
        if self.busy:
            return False
        relay = _Relay(self)
        relay.finished.connect(lambda result: self._end(relay, done, result))
        relay.failed.connect(lambda problem: self._end(relay, failed, problem))
        self._relay = relay
        self._set_busy(True)
        QThreadPool.globalInstance().start(_Job(self.db_path, work, relay))
        return True

    def _end(self, relay: _Relay, then: Callable[[Any], None], value: Any) -> None:
        relay.deleteLater()
        self._relay = None
        self._set_busy(False)
        then(value)

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit(busy)

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the pool is idle (tests and closing the window)."""
        return QThreadPool.globalInstance().waitForDone(msecs)
