"""Entry point of the desktop app (`dealer-trainer`, `make run`)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # pygame draws off screen, never a window

from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from sqlite_utils import Database

from trainer.progress.db import open_db
from trainer.progress.errors import CorruptDatabaseError, ProgressError
from ui.background import Background
from ui.context import AppContext
from ui.main_window import MainWindow
from ui.translations import LOCALES, compile_translations, install_language


def _open_database() -> tuple[object, str]:
    """The progress database (checked and migrated; today's backup is made once the window is
    up, see `_back_up_today`), and a message when a damaged file had to be moved aside."""
    try:
        return open_db(backup=False), ""
    except CorruptDatabaseError as problem:
        # The damaged file is kept beside the new one; nothing was deleted.
        return open_db(backup=False), str(problem)


def _back_up_today(window: MainWindow) -> None:
    """Today's backup of the progress file, made on a thread of its own once the event loop
    runs. On a class station (a million answers, about 1 GB) the copy takes seconds, which the
    first start of each day used to spend before the window appeared. A failed backup does not
    stop practice: it is reported on stderr and tried again at the next start."""
    path = window.context.db_path

    def work(db: Database) -> Path | None:
        from trainer.progress.backup import ensure_daily_backup

        return ensure_daily_backup(db, path)

    def failed(problem: Exception) -> None:
        print(f"Dealer Trainer: today's backup of {path} failed: {problem}", file=sys.stderr)

    job = Background(path, window)  # the window owns it; closing the window waits for it
    QTimer.singleShot(0, job, lambda: job.run(work, done=lambda _made: None, failed=failed))


def _seal_station(window: MainWindow) -> None:
    """The station key and its signed head, made on the first start (see
    `trainer.exams.seal.ensure_station`), once the window is up: from then on a missing one is
    reported by `verify`, never silently made again. A problem is reported, never fatal."""

    def work() -> None:
        from trainer.exams import seal
        from trainer.exams.keys import KeyProblem

        try:
            seal.ensure_station(window.context.db)
        except (KeyProblem, OSError) as problem:
            print(f"Dealer Trainer: {problem}", file=sys.stderr)

    QTimer.singleShot(0, window, work)


def build(settings: QSettings | None = None) -> tuple[QApplication, MainWindow]:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Dealer Trainer")
    app.setOrganizationName("Dealer Trainer")
    compile_translations()
    store = settings or QSettings()
    db, warning = _open_database()
    locale = str(store.value("language", "en"))
    if locale not in LOCALES:
        locale = "en"
    context = AppContext(db=db, settings=store, locale=locale)  # type: ignore[arg-type]
    install_language(locale)
    window = MainWindow(context)
    _back_up_today(window)
    _seal_station(window)
    _start_sound(window, store)
    window.apply_preferences()
    if warning:
        # Shown over the window without blocking start-up; the damaged file was kept.
        notice = QMessageBox(QMessageBox.Icon.Warning, window.tr("Progress file repaired"), warning)
        notice.setObjectName("repairNotice")
        notice.setParent(window, notice.windowFlags())
        notice.open()
        window.repair_notice = notice
    return app, window


class LazySound:
    """The sound board, started on the first sound: pygame's mixer costs a quarter of a
    second to load, which the app does not spend before its first window."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings
        self.enabled = settings.value("sound", True, type=bool)
        self.volume = int(settings.value("volume", 70)) / 100
        self._board: object | None = None
        self._failed = False

    def _ready(self) -> object | None:
        if not self.enabled or self._failed:
            return None
        if self._board is None:
            try:
                from ui.sound import SoundBoard

                self._board = SoundBoard(enabled=True, volume=self.volume)
            except Exception:
                self._failed = True
                return None
        self._board.volume = self.volume  # type: ignore[attr-defined]
        return self._board

    def play(self, cue: str) -> bool:
        board = self._ready()
        return bool(board.play(cue)) if board is not None else False  # type: ignore[attr-defined]

    def call_number(self, number: int, language: str) -> bool:
        """The croupier calls the winning number in the trainee's language."""
        board = self._ready()
        if board is None:
            return False
        return bool(board.call_number(number, language))  # type: ignore[attr-defined]


def _start_sound(window: MainWindow, settings: QSettings) -> None:
    window.sound = LazySound(settings)


def main() -> int:
    if sys.argv[1:2] == ["verify"]:
        # `dealer-trainer verify`: the exam records' tamper check, without opening a window.
        from trainer.exams.verify import main as verify

        return verify(sys.argv[2:])
    try:
        app, window = build()
    except ProgressError as problem:
        app = QApplication.instance() or QApplication(sys.argv)
        QMessageBox.critical(None, "Dealer Trainer", str(problem))
        return 1
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
