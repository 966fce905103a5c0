"""Start-up: the home screen shows the trainee's real figures in its first paint, and today's
backup of the progress file is made once the window is up, off the GUI thread."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import QSettings, QThreadPool
from pytestqt.qtbot import QtBot

from tests.trainer.progress.kit import answer
from tests.ui.conftest import dispose
from trainer import paths
from trainer.progress.accounts import add_trainee
from trainer.progress.backup import list_backups
from ui.app import build
from ui.main_window import MainWindow

GAME_NAMES = [
    "Blackjack",
    "Punto banco",
    "Chemin de fer",
    "Trente et quarante",
    "Boule",
    "Roulette",
    "Craps",
    "Chips",  # the chip drills' tile, after the seven games
]


def test_home_shows_the_trainee_todays_answers_and_the_streak(window: MainWindow) -> None:
    db = window.context.db
    anna = add_trainee(db, "Anna")
    now = datetime.now().astimezone()
    # one answer yesterday, two today (one of them wrong, still an answer): a 2-day streak
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=now - timedelta(days=1))
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=now)
    answer(db, anna.id, "craps.odds", 1, False, 3.0, now=now)
    window.start_as(anna)
    home = window.home
    assert window.stack.currentWidget() is home
    assert home.greeting.text() == "Hello, Anna"
    assert home.today.text() == "Today: 2 answers · streak: 2 days (longest 2)"
    assert [card.text().split("\n")[0] for card in home.cards.values()] == GAME_NAMES


def test_todays_backup_is_made_once_the_window_is_up(qtbot: QtBot, settings: QSettings) -> None:
    _app, win = build(settings)
    try:
        path = win.context.db_path
        assert list_backups(path) == []  # not made before the window is shown
        win.show()
        qtbot.waitUntil(lambda: len(list_backups(path)) == 1, timeout=5000)
        day, copy = list_backups(path)[0]
        assert day == datetime.now().astimezone().date()
        kept = sqlite3.connect(str(copy))
        assert kept.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        kept.close()
    finally:
        dispose(win)


def test_a_failed_backup_is_reported_and_the_app_carries_on(
    qtbot: QtBot, settings: QSettings, capsys: pytest.CaptureFixture[str]
) -> None:
    (paths.data_dir() / "backups").write_text("a file where the backup folder should be")
    _app, win = build(settings)
    try:
        win.show()
        said: list[str] = []

        def reported() -> bool:
            said.append(capsys.readouterr().err)
            return "today's backup" in "".join(said)

        qtbot.waitUntil(reported, timeout=5000)
        assert QThreadPool.globalInstance().waitForDone(5000)
        anna = add_trainee(win.context.db, "Anna")
        win.start_as(anna)  # practice goes on
        assert win.home.greeting.text() == "Hello, Anna"
    finally:
        dispose(win)
