"""The drill view's feedback announces a level the answer opened, and "Redo my mistakes" (My
progress) asks each recent mistake again, round the list, until it is answered right twice
(issue 14)."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import wrong_amount
from tests.ui.test_app import answer_by_keyboard, create_trainee, deal_done
from trainer.drills import catalog
from trainer.drills.base import Question, expected_response
from trainer.progress.attempts import record_attempt
from ui.main_window import MainWindow

PAY = "blackjack.pay-blackjack"


def _record(window: MainWindow, question: Question, right: bool, when: datetime) -> None:
    person = window.context.trainee
    assert person is not None
    response = expected_response(question) if right else wrong_amount(question)
    record_attempt(
        window.context.db, person.id, question, response, question.grade(response, 3.0), now=when
    )


def _answer_wrong(qtbot: QtBot, window: MainWindow) -> None:
    deal_done(qtbot, window)
    question = window.drill.question
    assert question is not None
    window.drill.areas["amount"].field.setText(wrong_amount(question).value)  # type: ignore[attr-defined]
    qtbot.keyClick(window.drill, Qt.Key.Key_Return)


def test_the_answer_that_makes_level_1_proficient_announces_level_2(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    rng = random.Random(3)
    start = datetime.now().astimezone() - timedelta(hours=2)
    # 8 right and 1 wrong at level 1: 9 answers, one short of the 10 proficiency needs
    for n in range(9):
        question = catalog.get(PAY).generate(rng, 1)
        _record(window, question, n != 4, start + timedelta(minutes=n))
    window.practise((PAY, 1))
    answer_by_keyboard(qtbot, window, window.drill.question)  # type: ignore[arg-type]
    feedback = window.drill.feedback.toPlainText()
    assert "Level up! Level 2 is open: you are proficient at level 1." in feedback  # 9/10
    qtbot.keyClick(window.drill, Qt.Key.Key_Return)
    answer_by_keyboard(qtbot, window, window.drill.question)  # type: ignore[arg-type]
    assert "Level up" not in window.drill.feedback.toPlainText()  # level 2 was open already


def test_redo_my_mistakes_asks_each_until_right_twice(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    rng = random.Random(8)
    first, second = (catalog.get(PAY).generate(rng, 2) for _ in range(2))
    earlier = datetime.now().astimezone() - timedelta(days=1)
    _record(window, first, False, earlier)
    _record(window, second, False, earlier + timedelta(minutes=1))  # the latest mistake
    _record(window, catalog.get(PAY).generate(rng, 2), True, earlier + timedelta(minutes=2))
    window.open_progress()
    button = window.progress.redo
    assert button.text() == "Redo my mistakes (2)" and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    view = window.drill
    assert window.stack.currentWidget() is view and view.redo_mode

    def asked() -> int:
        assert view.question is not None
        return view.question.seed

    def feedback() -> str:
        return view.feedback.toPlainText()

    assert asked() == second.seed and view.question == second  # exactly as it was shown
    assert "redo: right 0 of 2" in view.title.text()
    answer_by_keyboard(qtbot, window, view.question)  # type: ignore[arg-type]
    assert "Right once: it comes back once more." in feedback()
    assert "Mistakes left to redo: 2" in feedback()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert asked() == first.seed  # round the list: the other one
    _answer_wrong(qtbot, window)
    assert "It comes back until you answer it right twice." in feedback()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert asked() == second.seed and "redo: right 1 of 2" in view.title.text()
    answer_by_keyboard(qtbot, window, view.question)  # type: ignore[arg-type]
    assert "Cleared: answered right twice." in feedback()
    assert "Mistakes left to redo: 1" in feedback()
    for note in ("Right once", "Cleared"):  # the last one comes back until it is done
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert asked() == first.seed
        answer_by_keyboard(qtbot, window, view.question)  # type: ignore[arg-type]
        assert note in feedback()
    assert "No mistakes left to redo." in feedback()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # nothing left: the session ends
    assert window.stack.currentWidget() is window.home
    if hasattr(window, "summary_box"):
        window.summary_box.close()
    window.open_progress()
    assert window.progress.redo.text() == "Redo my mistakes (0)"
    assert not window.progress.redo.isEnabled()
