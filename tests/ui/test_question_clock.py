"""The clock of a question starts when its scene has been dealt (issue 14: about 1.4 s of card
and chip movement was counted against 2-4 s targets). Animations on, as a trainee has them:
the answer area stays closed while the felt moves, opens when the felt says the animation is
over, and the seconds recorded run from then. Enter during the deal shows its end at once.

A first scene, or a new table, simply appears; the next question of the same table is dealt
over it, so each test answers one question first and times the second."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.test_app import create_trainee
from ui.main_window import MainWindow

PAUSE = 0.3  # the trainee's own thinking time after the deal, in seconds
CARD_TIME = 0.32  # ui.felt.animation: one card's flight from the shoe, the shortest deal

BLACKJACK_ONLY = """
id = "two-blackjacks"
time_limit_seconds = 600
[title]
en = "Two blackjacks"
[[sections]]
drills = ["blackjack.pay-blackjack"]
level = 2
questions = 2
seconds_per_question = 20
pass_accuracy = 50
pass_speed = 50
[sections.name]
en = "Payouts"
"""


def _last_seconds(window: MainWindow) -> float:
    row = window.context.db.execute("SELECT seconds FROM attempts ORDER BY id DESC").fetchone()
    return float(row[0])


def _first_blackjack_answered(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.practise(("blackjack.pay-blackjack", 2))
    view = window.drill
    assert view.answer_ready  # a first scene appears at once: nothing to wait for
    view.areas["amount"].field.setText("1")  # type: ignore[attr-defined]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.grade is not None


def test_a_drill_times_the_answer_from_the_end_of_the_deal(
    qtbot: QtBot, window: MainWindow
) -> None:
    _first_blackjack_answered(qtbot, window)
    assert window.context.settings.value("animations", True, type=bool)  # the default
    view = window.drill
    felt = view.felt
    area = view.areas["amount"]
    shown = time.perf_counter()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the next question: its cards are dealt
    question = view.question
    assert question is not None and view.grade is None
    assert felt.is_animating()  # type: ignore[attr-defined]
    assert view.clock.waiting and not view.answer_ready and not area.isEnabled()
    with qtbot.waitSignal(felt.animation_finished, timeout=5000):  # type: ignore[attr-defined]
        pass
    dealt = time.perf_counter()
    assert dealt - shown > CARD_TIME
    assert view.answer_ready and area.isEnabled()
    time.sleep(PAUSE)  # the clock is monotonic: at least PAUSE passes
    area.field.setText(str(question.expected))  # type: ignore[attr-defined]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    answered = time.perf_counter()
    assert view.grade is not None and view.grade.correct
    seconds = _last_seconds(window)
    assert seconds == view.grade.seconds
    # from the end of the deal to Enter: the deal itself is never counted
    assert PAUSE <= seconds <= answered - dealt + 0.02
    assert seconds < answered - shown - CARD_TIME


def test_enter_during_the_deal_shows_its_end_and_starts_the_clock(
    qtbot: QtBot, window: MainWindow
) -> None:
    _first_blackjack_answered(qtbot, window)
    view = window.drill
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the next question is dealt
    question = view.question
    assert question is not None and view.clock.waiting
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter again: the deal ends, nothing is read
    assert not view.felt.is_animating()  # type: ignore[attr-defined]
    assert view.answer_ready and view.grade is None
    assert window.context.db.execute("SELECT count(*) FROM attempts").fetchone()[0] == 1
    started = time.perf_counter()
    time.sleep(PAUSE)  # the clock is monotonic: at least PAUSE passes
    view.areas["amount"].field.setText(str(question.expected))  # type: ignore[attr-defined]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert PAUSE <= _last_seconds(window) <= time.perf_counter() - started + 0.02


def test_with_animations_off_the_clock_starts_with_the_question(
    qtbot: QtBot, window: MainWindow
) -> None:
    _first_blackjack_answered(qtbot, window)
    window.context.settings.setValue("animations", False)
    window.apply_preferences()
    view = window.drill
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not view.clock.waiting and view.answer_ready and view.areas["amount"].isEnabled()


def test_animations_set_off_before_the_first_drill_hold_from_its_first_question(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.context.settings.setValue("animations", False)
    _first_blackjack_answered(qtbot, window)  # the drill view is built here
    view = window.drill
    assert not view.felt.animations_enabled  # type: ignore[attr-defined]
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the same table again: nothing is dealt
    assert not view.clock.waiting and view.answer_ready


@pytest.fixture
def two_blackjacks(data_home: Path) -> None:
    (data_home / "exams").mkdir(exist_ok=True)
    (data_home / "exams" / "two.toml").write_text(BLACKJACK_ONLY, encoding="utf-8")


@pytest.mark.usefixtures("two_blackjacks")
def test_an_exam_question_is_timed_from_the_end_of_its_deal(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    view = window.exam
    view.felt.animations_enabled = True  # type: ignore[attr-defined]  # dealt, as in a drill
    view.select("two-blackjacks")
    view.start_selected(seed=4)
    area = view.areas["amount"]
    assert not view.question_clock.waiting and area.isEnabled()  # the first table appears
    area.field.setText("1")  # type: ignore[attr-defined]
    shown = time.perf_counter()
    view.submit()  # the second question is dealt over the first
    current = view.run.current  # type: ignore[union-attr]
    assert current is not None
    assert view.question_clock.waiting and not area.isEnabled()
    with qtbot.waitSignal(view.felt.animation_finished, timeout=5000):  # type: ignore[attr-defined]
        pass
    dealt = time.perf_counter()
    assert area.isEnabled()
    time.sleep(PAUSE)  # the clock is monotonic: at least PAUSE passes
    area.field.setText(str(current.expected))  # type: ignore[attr-defined]
    view.submit()
    answered = time.perf_counter()
    seconds = _last_seconds(window)
    assert PAUSE <= seconds <= answered - dealt + 0.02
    assert seconds < answered - shown - CARD_TIME
