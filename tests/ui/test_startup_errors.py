"""When the progress file cannot be used the app says why in a window, never a traceback; when
something had to be moved aside it says what and where; the daily check runs while it is up."""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.trainer.progress.disks import tmpfs
from tests.ui.conftest import dispose
from trainer.progress import clean_close
from trainer.progress.accounts import add_trainee
from trainer.progress.clock import local_now
from trainer.progress.db import close_db, open_db
from trainer.progress.errors import DataFolderError, NewerDatabaseError, WriteFailedError
from ui.app import DailyCheck, build, main
from ui.main_window import MainWindow
from ui.storage_messages import startup_problem
from ui.translations import install_language

SHOTS = Path(os.environ["DEALER_TRAINER_SHOTS"]) if os.environ.get("DEALER_TRAINER_SHOTS") else None


def _shot(widget: object, name: str) -> None:
    if SHOTS is not None:
        QApplication.processEvents()
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / f"{name}.png"))  # type: ignore[attr-defined]


@pytest.fixture
def english() -> Iterator[None]:
    install_language("en")
    yield
    install_language("en")


# ----------------------------------------------------------------- the words


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(
    ("kind", "advice"),
    [
        ("not_a_folder", "is a file, not a folder"),
        ("is_a_folder", "Move or rename that folder"),
        ("read_only", "cannot be written"),
        ("full", "Free some space"),
        ("unreadable", "cannot be opened"),
    ],
)
def test_each_data_folder_problem_says_what_and_what_to_do(kind: str, advice: str) -> None:
    text = startup_problem(DataFolderError(Path("/srv/dealer"), kind, "errno"))
    assert "/srv/dealer" in text and advice in text
    assert "Traceback" not in text


@pytest.mark.usefixtures("english")
def test_a_newer_file_and_a_held_lock_are_explained() -> None:
    newer = startup_problem(NewerDatabaseError(Path("/d/progress.db"), ["m999"]))
    assert "newer version" in newer and "left untouched" in newer
    busy = startup_problem(WriteFailedError(Path("/d/progress.db"), "busy", "database is locked"))
    assert "Another program is holding" in busy


def test_the_words_follow_the_language(qapp: QApplication) -> None:
    try:
        install_language("ca")
        ca = startup_problem(DataFolderError(Path("/srv/dealer"), "read_only", "errno"))
        install_language("es")
        es = startup_problem(DataFolderError(Path("/srv/dealer"), "read_only", "errno"))
    finally:
        install_language("en")
    en = startup_problem(DataFolderError(Path("/srv/dealer"), "read_only", "errno"))
    assert len({ca, es, en}) == 3 and all("/srv/dealer" in t for t in (ca, es, en))


# ----------------------------------------------------------------- the window, from main()


def _run_main_and_capture(name: str) -> tuple[int, str, str]:
    """Run the real entry point; the problem window it shows is read, pictured and closed."""
    seen: dict[str, str] = {}

    def capture() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, capture)
            return
        seen["title"], seen["text"] = box.windowTitle(), box.text()
        seen["name"] = box.objectName()
        _shot(box, name)
        box.done(0)

    QTimer.singleShot(0, capture)
    code = main()
    assert seen.get("name") == "startupProblem", seen
    return code, seen["title"], seen["text"]


@pytest.mark.usefixtures("english")
def test_main_shows_a_window_when_the_home_is_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home.txt"
    home.write_text("a note, not a folder")
    monkeypatch.setenv("DEALER_TRAINER_HOME", str(home))
    code, title, text = _run_main_and_capture("startup-home-is-a-file")
    assert code == 1 and title == "Dealer Trainer cannot start"
    assert str(home) in text and "DEALER_TRAINER_HOME" in text
    assert home.read_text() == "a note, not a folder"


@pytest.mark.usefixtures("english")
def test_main_shows_a_window_when_a_folder_stands_where_the_file_should(
    data_home: Path,
) -> None:
    (data_home / "progress.db").mkdir()
    code, _title, text = _run_main_and_capture("startup-folder-instead-of-file")
    assert code == 1 and str(data_home / "progress.db") in text and "is a folder" in text


@pytest.mark.usefixtures("english")
def test_main_shows_a_window_when_the_folder_is_read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tmpfs(tmp_path / "ro", "1m", read_only=True) as folder:
        monkeypatch.setenv("DEALER_TRAINER_HOME", str(folder))
        code, _title, text = _run_main_and_capture("startup-read-only")
    assert code == 1 and "cannot be written" in text


# ----------------------------------------------------------------- what was moved aside


@pytest.mark.usefixtures("english")
def test_a_foreign_log_is_set_aside_and_said_so(
    qtbot: QtBot, data_home: Path, tmp_path: Path
) -> None:
    ours = data_home / "progress.db"
    db = open_db(ours, backup=False)
    for n in range(20):
        add_trainee(db, f"ours {n}")
    close_db(db, ours)
    other = tmp_path / "other" / "progress.db"
    theirs = open_db(other, backup=False)
    theirs.execute("PRAGMA wal_autocheckpoint = 0")
    for n in range(20):
        add_trainee(theirs, f"theirs {n} " + "x" * 200)
    shutil.copyfile(f"{other}-wal", f"{ours}-wal")
    theirs.conn.close()
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    _app, win = build(settings)
    try:
        notice = win.repair_notice
        assert notice is not None and notice.windowTitle() == "Log file set aside"
        assert "Your progress file was not changed" in notice.text()
        _shot(notice, "notice-log-set-aside")
        names = [str(r[0]) for r in win.context.db.execute("SELECT name FROM trainees")]
        assert names == [f"ours {n}" for n in range(20)]
    finally:
        dispose(win)


@pytest.mark.usefixtures("english")
def test_a_replaced_file_names_where_the_damaged_one_and_the_old_backups_are(
    data_home: Path, tmp_path: Path
) -> None:
    ours = data_home / "progress.db"
    open_db(ours, now=local_now() - timedelta(days=1)).close()  # yesterday's backup
    ours.write_bytes(b"a shopping list, not a database" * 50)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    _app, win = build(settings)
    try:
        notice = win.repair_notice
        assert notice is not None and notice.windowTitle() == "Progress file replaced"
        assert notice.text().startswith("Progress file replaced: the damaged file is kept at")
        assert "until an instructor discards them" in notice.text()
        _shot(notice, "notice-file-replaced")
    finally:
        dispose(win)


# ----------------------------------------------------------------- the daily check


def _wait_for(qtbot: QtBot, check: DailyCheck) -> None:
    qtbot.waitUntil(lambda: not check.job.busy, timeout=10_000)


def test_the_daily_check_runs_while_the_app_is_up_and_records_itself(
    qtbot: QtBot, window: MainWindow
) -> None:
    check = window.findChild(DailyCheck, "dailyCheck")
    assert check is not None and check.timer.isActive()
    path = window.context.db_path
    assert not check.run()  # checked at start: not due
    later = local_now() + timedelta(days=1, hours=1)
    assert check.run(now=later)
    _wait_for(qtbot, check)
    assert clean_close.last_check(path) == later.astimezone(clean_close.last_check(path).tzinfo)  # type: ignore[union-attr]
    assert check.notice is None


@pytest.mark.usefixtures("english")
def test_the_daily_check_finds_damage_marks_the_file_and_says_so(
    qtbot: QtBot, window: MainWindow
) -> None:
    path = window.context.db_path
    db = window.context.db
    for n in range(300):
        add_trainee(db, f"trainee {n:03d} " + "x" * 200)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # every page in the file itself
    size = path.stat().st_size
    with path.open("r+b") as handle:  # another program scribbles over a page
        handle.seek(size - 2 * 4096 + 100)
        handle.write(b"\xff" * 3000)
    check = window.findChild(DailyCheck, "dailyCheck")
    assert check is not None
    assert check.run(now=local_now() + timedelta(days=2))
    _wait_for(qtbot, check)
    assert clean_close.is_suspect(path)  # the next start checks it and sets it aside
    assert check.notice is not None and check.notice.windowTitle() == "Progress file damaged"
    _shot(check.notice, "notice-daily-check-damage")


def test_an_error_no_screen_handled_is_shown_not_lost(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    from ui.app import install_error_window

    monkeypatch.setattr(sys, "excepthook", lambda *_args: None)  # keep pytest's output clean
    report = install_error_window(window)
    error = WriteFailedError(Path("/d/progress.db"), "full", "database or disk is full")
    report(WriteFailedError, error, None)
    boxes = [b for b in window.findChildren(QMessageBox) if b.objectName() == "unexpectedError"]
    assert boxes and "The disk is full" in boxes[-1].text()
    _shot(boxes[-1], "notice-unexpected-error")
    report(sqlite3.OperationalError, sqlite3.OperationalError("no such table: x"), None)
    boxes = [b for b in window.findChildren(QMessageBox) if b.objectName() == "unexpectedError"]
    assert "no such table: x" in boxes[-1].text() and "already saved are safe" in boxes[-1].text()
