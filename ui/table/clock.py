"""The session clock: it runs only while the trainee can act.

Cards, chips and the ball take a moment to reach their places on the felt; the trainee cannot
act on a table still moving, so that time is not theirs (as `ui.views.question_clock` does for
a drill's question). The clock stops when a scene starts moving (`hold`) and starts again when
the felt emits `animation_finished`; an act made during an animation ends it first. Each act's
seconds are the acting time since the act before (`take`); their sum is the pure dealing time
the pace is measured on (`trainer.table.report`). Stopped (`stop`) it counts nothing: a paused
session, the report.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, Signal


class SessionClock(QObject):
    running_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QElapsedTimer()
        self._banked = 0  # ms counted since the last act, while running
        self._total = 0  # ms of acting time in the session
        self._stopped = True

    @property
    def running(self) -> bool:
        return self._timer.isValid()

    def start(self) -> None:
        """The trainee can act (a session begins, or the felt stopped moving)."""
        self._stopped = False
        if not self._timer.isValid():
            self._timer.start()
            self.running_changed.emit(True)

    def hold(self) -> None:
        """The felt is moving: the time until it stops is not the trainee's."""
        if self._timer.isValid():
            self._banked += self._timer.elapsed()
            self._timer.invalidate()
            self.running_changed.emit(False)

    def resume(self) -> None:
        """The felt stopped: the clock runs again, unless the session was stopped."""
        if not self._stopped:
            self.start()

    def stop(self) -> None:
        self.hold()
        self._stopped = True

    def take(self) -> float:
        """Seconds of acting time since the previous act (the act now made), in the total."""
        pending = self._banked + (self._timer.elapsed() if self._timer.isValid() else 0)
        self._banked = 0
        self._total += pending
        if self._timer.isValid():
            self._timer.restart()
        return pending / 1000

    def seconds(self) -> float:
        """Acting time of the whole session so far (the act under way included)."""
        pending = self._banked + (self._timer.elapsed() if self._timer.isValid() else 0)
        return (self._total + pending) / 1000
