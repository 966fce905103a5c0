"""Entry point of the desktop app (`dealer-trainer`, `make run`)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # pygame draws off screen, never a window

import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from sqlite_utils import Database

from trainer.progress import clean_close, recovery
from trainer.progress.clock import local_now
from trainer.progress.db import open_db
from trainer.progress.errors import MovedAsideError, ProgressError
from trainer.station import Station
from ui import preferences
from ui.background import Background
from ui.context import AppContext
from ui.main_window import MainWindow
from ui.refcounts import pin_singletons
from ui.storage_messages import moved_aside_box, startup_problem_box, unexpected_error_box
from ui.translations import chosen_language, compile_translations, install_language

if TYPE_CHECKING:
    from ui.sound import SoundBoard

DAILY_CHECK_EVERY_MS = 60 * 60 * 1000  # look hourly whether the day's check is due


def _open_database() -> tuple[Database, MovedAsideError | None]:
    """The progress database (checked and migrated; today's backup is made once the window is
    up, see `_back_up_today`), and what had to be moved aside, if anything.

    This is the one place the shell holds the database itself: the app opens the file, before
    any window, to build the station every screen then asks (`AppContext`)."""
    try:
        return open_db(backup=False), None
    except MovedAsideError as moved:
        # The damaged file (or a foreign log) is kept beside the new one; nothing was deleted.
        return open_db(backup=False), moved


def _back_up_today(window: MainWindow) -> None:
    """Today's backup of the progress file, made on a thread of its own once the event loop
    runs. On a class station (a million answers, about 1 GB) the copy takes seconds, which the
    first start of each day used to spend before the window appeared. A failed backup does not
    stop practice: it is reported on stderr and tried again at the next start."""
    station = window.context.station
    path = station.path

    def work(worker: Station) -> Path | None:
        return worker.back_up_today()

    def failed(problem: Exception) -> None:
        print(f"Dealer Trainer: today's backup of {path} failed: {problem}", file=sys.stderr)

    job = Background(station, window)  # the window owns it; closing the window waits for it
    QTimer.singleShot(0, job, lambda: job.run(work, done=lambda _made: None, failed=failed))


def _seal_station(window: MainWindow) -> None:
    """The station key and its signed head, made on the first start (see
    `trainer.exams.seal.ensure_station`), once the window is up: from then on a missing one is
    reported by `verify`, never silently made again. A problem is reported, never fatal."""

    def work() -> None:
        from trainer.exams.keys import KeyProblem

        try:
            window.context.station.seal()
        except (KeyProblem, OSError) as problem:
            print(f"Dealer Trainer: {problem}", file=sys.stderr)

    QTimer.singleShot(0, window, work)


class DailyCheck(QObject):
    """The full check at least once a day while the trainer runs (a station left on for days
    is checked too), on a thread of its own. Damage found is marked (`clean_close`) so the
    next start sets the file aside, and the window says so at once."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("dailyCheck")
        self.main_window = window
        self.path = window.context.station.path
        self.job = Background(window.context.station, self)
        self.notice: QMessageBox | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(DAILY_CHECK_EVERY_MS)
        self.timer.timeout.connect(self.run)
        self.timer.start()

    def run(self, now: datetime | None = None) -> bool:
        """Start the check if a day has passed since the last one; True if it started."""
        moment = local_now(now)
        if not clean_close.check_due(self.path, moment):
            return False
        path = self.path

        def done(problem: recovery.Problem | None) -> None:
            if problem is None:
                clean_close.record_check(path, moment)
                return
            clean_close.mark_suspect(path, problem.reason)
            self._warn(problem)

        def failed(error: Exception) -> None:
            print(f"Dealer Trainer: the daily check of {path} failed: {error}", file=sys.stderr)

        return self.job.run(lambda _station: recovery.check_live(path), done, failed)

    def _warn(self, problem: recovery.Problem) -> None:
        text = QCoreApplication.translate(
            "Startup",
            "Today's check of the progress file found damage. Close Dealer Trainer and start "
            "it again: it sets the damaged file aside (kept, not deleted), starts a fresh one "
            "and keeps the backups from before for the instructor.",
        )
        title = QCoreApplication.translate("Startup", "Progress file damaged")
        notice = QMessageBox(QMessageBox.Icon.Warning, title, text)
        notice.setObjectName("damageNotice")
        notice.setDetailedText(problem.reason)
        notice.setParent(self.main_window, notice.windowFlags())
        notice.open()
        self.notice = notice


def build(settings: QSettings | None = None) -> tuple[QApplication, MainWindow]:
    pin_singletons()  # before the window's first Qt calls: see ui/refcounts.py
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Dealer Trainer")
    app.setOrganizationName("Dealer Trainer")
    compile_translations()
    store = settings or QSettings()
    db, moved = _open_database()
    locale = chosen_language(store.value("language"))
    context = AppContext(db=db, settings=store, locale=locale)
    install_language(locale)
    window = MainWindow(context)
    _back_up_today(window)
    _seal_station(window)
    DailyCheck(window)
    _start_sound(window, store)
    window.apply_preferences()
    if moved is not None:
        # Shown over the window without blocking start-up; what was moved is kept.
        notice = moved_aside_box(window, moved)
        notice.open()
        window.repair_notice = notice
    return app, window


class LazySound:
    """The sound board, started on the first sound: pygame's mixer costs a quarter of a
    second to load, which the app does not spend before its first window."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings
        self.enabled = preferences.sound_on(settings)
        self.volume = preferences.volume_percent(settings) / 100
        self._board: SoundBoard | None = None
        self._failed = False

    def _ready(self) -> SoundBoard | None:
        if not self.enabled or self._failed:
            return None
        if self._board is None:
            try:
                from ui.sound import SoundBoard

                self._board = SoundBoard(enabled=True, volume=self.volume)
            except Exception:
                self._failed = True
                return None
        self._board.volume = self.volume
        return self._board

    def play(self, cue: str) -> bool:
        board = self._ready()
        return board.play(cue) if board is not None else False

    def call_number(self, number: int, language: str) -> bool:
        """The croupier calls the winning number in the trainee's language."""
        board = self._ready()
        if board is None:
            return False
        return board.call_number(number, language)

    def call_no_more_bets(self, language: str) -> bool:
        """The croupier closes the bets in the trainee's language (the table screen)."""
        board = self._ready()
        return board.call_no_more_bets(language) if board is not None else False


def _start_sound(window: MainWindow, settings: QSettings) -> None:
    window.sound = LazySound(settings)


def main() -> int:
    if sys.argv[1:2] == ["verify"]:
        # `dealer-trainer verify`: the exam records' tamper check, without opening a window.
        from trainer.exams.verify import main as verify

        return verify(sys.argv[2:])
    try:
        app, window = build()
    except (ProgressError, OSError, sqlite3.Error) as problem:
        show_startup_problem(problem)
        return 1
    install_error_window(window)
    window.show()
    return app.exec()


def show_startup_problem(problem: BaseException) -> int:
    """A window saying why the app cannot start (in the saved language), instead of a
    traceback; waits until it is closed."""
    if QApplication.instance() is None:
        QApplication(sys.argv)
    install_language(
        chosen_language(QSettings("Dealer Trainer", "Dealer Trainer").value("language"))
    )
    return startup_problem_box(problem).exec()


def install_error_window(parent: QWidget) -> Callable[..., None]:
    """An error no screen handled (in a Qt slot, nothing else would catch it) is printed for
    the technician as before and shown in a window; the app goes on."""
    previous = sys.excepthook

    def report(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        previous(kind, error, trace)
        if isinstance(error, Exception):
            box = unexpected_error_box(parent, error)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # not kept by the window
            box.open()

    sys.excepthook = report
    return report


if __name__ == "__main__":
    sys.exit(main())
