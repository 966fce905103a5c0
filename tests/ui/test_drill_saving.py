"""An answer the drill view cannot save: the trainee sees why, the answer stays, Enter retries.

Real failures, not stand-ins: SQLite's page limit fills the file up, and a second connection
holds the write lock as another program would.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.test_app import answer_by_keyboard, create_trainee, drills_by_kind
from trainer.progress.attempts import count_attempts
from ui.main_window import MainWindow

SHOTS = (
    Path(os.environ.get("DEALER_TRAINER_SHOTS", ""))
    if os.environ.get("DEALER_TRAINER_SHOTS")
    else None
)


def _shot(widget: object, name: str) -> None:
    """Save what the trainee sees, when DEALER_TRAINER_SHOTS names a folder."""
    if SHOTS is not None:
        QApplication.processEvents()  # the layout settles, as it does before a real paint
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / f"{name}.png"))  # type: ignore[attr-defined]


def _practise(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.practise((drills_by_kind()["amount"], 2))


def _answer(qtbot: QtBot, window: MainWindow) -> None:
    q = window.drill.question
    assert q is not None
    answer_by_keyboard(qtbot, window, q)


def _saved(window: MainWindow) -> int:
    return count_attempts(window.context.db)


def test_a_full_disk_shows_the_cause_keeps_the_answer_and_enter_retries(
    qtbot: QtBot, window: MainWindow
) -> None:
    _practise(qtbot, window)
    db = window.context.db
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")
    view = window.drill
    for _ in range(300):  # answer until the file cannot grow
        _answer(qtbot, window)
        if view.save_problem.isVisible():
            break
        qtbot.keyClick(view, Qt.Key.Key_Return)  # next question
    assert view.save_problem.isVisible()
    assert "The disk is full" in view.save_problem.text()
    assert "kept here" in view.save_problem.text() and "rollback" not in view.save_problem.text()
    assert view.grade is None and not view.feedback.isVisible()  # no feedback before it is saved
    assert view.submit_button.text() == "Retry saving (Enter)"
    _shot(window, "drill-disk-full")
    before = _saved(window)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # still full: still kept, still explained
    assert view.save_problem.isVisible() and _saved(window) == before
    db.execute(f"PRAGMA max_page_count = {pages * 20}")  # space again
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not view.save_problem.isVisible()
    assert view.grade is not None and view.grade.correct and view.feedback.isVisible()
    assert _saved(window) == before + 1
    assert view.submit_button.text() == "Next (Enter)"


@pytest.fixture
def held_lock(window: MainWindow) -> Iterator[sqlite3.Connection]:
    """Another program holds the write lock. The window's connection waits 2.5 s in the app;
    here 50 ms, so the test does not sit through the wait."""
    window.context.db.execute("PRAGMA busy_timeout = 50")
    other = sqlite3.connect(str(window.context.db_path), isolation_level=None)
    yield other
    if other.in_transaction:
        other.execute("ROLLBACK")
    other.close()


def test_another_programs_lock_is_named_and_the_retry_goes_through(
    qtbot: QtBot, window: MainWindow, held_lock: sqlite3.Connection
) -> None:
    _practise(qtbot, window)
    held_lock.execute("BEGIN IMMEDIATE")
    view = window.drill
    _answer(qtbot, window)
    assert view.save_problem.isVisible()
    assert "Another program is holding the progress file locked" in view.save_problem.text()
    assert "database is locked" in view.save_problem.text()  # SQLite's own words, for a tech
    _shot(window, "drill-locked")
    held_lock.execute("ROLLBACK")  # the other program lets go
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.grade is not None and _saved(window) == 1


def test_ending_with_an_unsaved_answer_asks_once(
    qtbot: QtBot, window: MainWindow, held_lock: sqlite3.Connection
) -> None:
    _practise(qtbot, window)
    held_lock.execute("BEGIN IMMEDIATE")
    view = window.drill
    _answer(qtbot, window)
    ended: list[bool] = []
    view.ended.connect(lambda: ended.append(True))
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert ended == [] and "still not saved" in view.save_problem.text()
    _shot(window, "drill-leave-unsaved")
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # the trainee insists
    assert ended == [True]
    assert window.stack.currentWidget() is window.home  # back home, no traceback
