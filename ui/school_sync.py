"""The station's link to the school server in the window: the background sync, its line in the
status bar ("synced", "n answers waiting"), and the source the instructor views read from.

Nothing here runs without a school server set (`trainer.school.setting`): the status bar is
not even created, and the instructor views read the station's own file as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow

from trainer.school import setting
from ui.context import AppContext

if TYPE_CHECKING:  # the rest is imported on first use: a station with no server never loads it
    from trainer.school.server import Connector
    from trainer.school.setting import ServerSetting
    from trainer.school.source import ClassSource
    from trainer.school.worker import SyncStatus, SyncWorker

POLL_MS = 1_000


def _connector(found: ServerSetting) -> Connector:
    from trainer.school.server import connect

    return lambda: connect(found)


def school_source(context: AppContext) -> ClassSource:
    """Where the instructor views read: the school's server when one is set, else the
    station's own file (`Station.class_source`)."""
    return context.station.class_source()


class SchoolSync(QObject):
    """Runs the sync worker while a school server is set, and keeps the status line."""

    def __init__(self, window: QMainWindow, context: AppContext) -> None:
        super().__init__(window)
        self.window = window
        self.context = context
        self.worker: SyncWorker | None = None
        self.label = QLabel()
        self.label.setObjectName("schoolSyncStatus")
        self._attached = False
        self._files_seen = 0
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.show_status)
        self.restart()

    def restart(self) -> None:
        """(Re)start for the setting as it is now (after the instructor changed it)."""
        self.stop()
        found = setting.load()
        if found is None:
            self.label.hide()
            return
        from trainer.school.worker import SyncWorker

        if not self._attached:
            self.window.statusBar().addPermanentWidget(self.label)
            self._attached = True
        # the worker thread opens its own connection to the file (sqlite3's rule)
        # the school's published blueprints and house rules land in the data folder, checked
        # against the rulebook in force (`trainer.school.pull.pull_files`)
        self.worker = SyncWorker(
            self.context.station.path,
            _connector(found),
            server=found.describe(),
            files=self.context.house_rules_path.parent,
            rulebook_id=self.context.station.rulebook.id,
        )
        self.worker.start()
        self.label.show()
        self.show_status()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        if self.worker is not None:
            self.worker.stop(timeout=5.0)
            self.worker = None

    def wake(self) -> None:
        """Send soon (after an answer): the worker does not wait for its next round."""
        if self.worker is not None:
            self.worker.wake()

    def show_status(self) -> None:
        if self.worker is None:
            return
        status = self.worker.status
        if status.files_changed != self._files_seen:  # new house rules: questions use them
            self._files_seen = status.files_changed
            self.context.load_rulebook()
        text = self.status_text(status)
        if status.refusals:  # the school's files this station does not load: the instructor
            # must hear of it (the house rules in force stay the station's own)
            text += " · " + self.tr("%n school file(s) refused", "", len(status.refusals))
        self.label.setText(text)
        locale = self.context.locale
        self.label.setToolTip(
            "\n".join(
                [self.tr("School server: {server}").format(server=self.worker.server)]
                + ([status.problem] if status.problem else [])
                + [refusal.words(locale) for refusal in status.refusals]
            )
        )

    def status_text(self, status: SyncStatus) -> str:
        if status.waiting is None:
            return self.tr("School server: connecting…")
        answers = status.waiting.answers
        if status.problem:
            return self.tr("School server unreachable · %n answer(s) waiting", "", answers)
        if status.synced:
            return self.tr("School server: synced")
        return self.tr("%n answer(s) waiting", "", answers) if answers else self.tr("Sending…")
