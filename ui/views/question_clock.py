"""The clock of one question, started when the question can be answered.

Cards and chips take about a second and a half to reach their places on the felt; a trainee
cannot answer a scene still being dealt, so that time is not theirs. `arm()` is called once
the scene is set: with nothing moving the clock starts at once, otherwise when the felt emits
`animation_finished`, and `ready` tells the view to open the answer area. `skip()` (Enter
during the deal) ends the animation, so the clock starts then. The drill and exam views use
it alike, and `seconds()` is what they record.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, Signal

from ui.ports import Felt


class QuestionClock(QObject):
    ready = Signal()  # the scene is complete: the answer area may take the answer

    def __init__(self, felt: Felt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.felt = felt
        self._timer = QElapsedTimer()
        self._waiting = False
        felt.animation_finished.connect(self._scene_complete)

    @property
    def waiting(self) -> bool:
        """True while the scene is still moving (the answer area stays closed)."""
        return self._waiting

    @property
    def running(self) -> bool:
        return self._timer.isValid()

    def arm(self) -> None:
        """Call right after the question's scene is set on the felt."""
        self._timer.invalidate()
        if self.felt.is_animating():
            self._waiting = True
        else:
            self._start()

    def skip(self) -> None:
        """The trainee does not wait for the deal: show the end of it and start now."""
        if not self._waiting:
            return
        self.felt.skip_animation()  # emits animation_finished, which starts the clock
        if self._waiting:
            self._start()

    def stop(self) -> None:
        self._waiting = False
        self._timer.invalidate()

    def seconds(self) -> float:
        """Seconds since the question could be answered; 0 while the scene is moving."""
        return self._timer.elapsed() / 1000 if self._timer.isValid() else 0.0

    def _scene_complete(self) -> None:
        if self._waiting:
            self._start()

    def _start(self) -> None:
        self._waiting = False
        self._timer.start()
        self.ready.emit()
