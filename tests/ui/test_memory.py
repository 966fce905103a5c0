"""Long practice leaves nothing behind (issue 15: "a two-hour soak shows stable memory").

The soak of the real app (docs/soak.md) crept by about half a megabyte a minute. Its driver
starts a session, answers, and ends it with Esc: about three sessions a minute, each closed
with its summary. Each summary was a message box the window kept after it closed (five
widgets and, under X, a window of its own: about 0.25 MB each). Here the app is driven the
same way, by keys to whoever has the focus, across the scheduler's drills and games: after a
warm-up, 300 more questions in 100 sessions leave the widget count where it was and no
summary behind but the one shown last.

Counts, not memory: a process's resident size on a shared machine says too little.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.test_app import answer_by_keyboard, create_trainee, drills_by_kind
from trainer.drills import catalog
from ui.main_window import MainWindow

QUESTIONS_PER_SESSION = 3


def focused(window: MainWindow) -> QWidget:
    widget = QApplication.focusWidget() or window.focusWidget()
    assert widget is not None
    return widget


def flushed_widget_count() -> int:
    """Widgets alive once the deletions already asked for have happened."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    return len(QApplication.allWidgets())


def summaries(window: MainWindow) -> list[QMessageBox]:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    return [b for b in window.findChildren(QMessageBox) if b.objectName() == "summary"]


def one_session(qtbot: QtBot, window: MainWindow) -> None:
    """Enter on Continue practice, three questions answered by keys, Esc: the summary, which
    Enter closes."""
    assert window.stack.currentWidget() is window.home
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.drill
    for n in range(QUESTIONS_PER_SESSION):
        question = window.drill.question
        assert question is not None
        answer_by_keyboard(qtbot, window, question)
        assert window.drill.grade is not None
        if n < QUESTIONS_PER_SESSION - 1:
            qtbot.keyClick(focused(window), Qt.Key.Key_Return)  # the next question
    qtbot.keyClick(focused(window), Qt.Key.Key_Escape)
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox) and box.objectName() == "summary"
    assert f"Questions: {QUESTIONS_PER_SESSION}" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert not box.isVisible()


def same_questions(qtbot: QtBot, window: MainWindow) -> None:
    """The same question of each kind asked and answered, so that every answer area holds
    the same widgets at each count (a choice's buttons, a settlement's rows are the last
    question's own); then home again."""
    for drill_id in drills_by_kind().values():
        question = catalog.get(drill_id).generate(random.Random(4), 2)
        window.practise((question.drill_id, question.level), replay=question)
        answer_by_keyboard(qtbot, window, question)
    window.go_home()


def test_three_hundred_questions_leave_no_widget_behind(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.context.settings.setValue("animations", False)
    window.apply_preferences()
    for _ in range(10):  # warm-up: every screen and area the drills need is built
        one_session(qtbot, window)
    same_questions(qtbot, window)
    before = flushed_widget_count()
    drills: set[str] = set()
    for _ in range(300 // QUESTIONS_PER_SESSION):
        one_session(qtbot, window)
        assert window.session is None
        drills.add(window.drill.question.drill_id if window.drill.question else "")
    same_questions(qtbot, window)
    after = flushed_widget_count()
    assert len({d.split(".")[0] for d in drills}) >= 3  # the scheduler's drills, several games
    assert after - before == 0, f"{after - before} widgets more after 300 questions"
    assert len(summaries(window)) <= 1, "closed summaries are kept by the window"


def test_the_felts_pictures_stay_bounded_however_many_stakes_are_asked(qtbot: QtBot) -> None:
    """The felt caches each picture it draws by what it shows: a text, a stack of chips, a
    card at a size. Questions bring new stakes without end, so those kept for ever grew the
    app by about a megabyte every eighty questions (tools/memprobe.py). A thousand questions'
    tables, every drill at every level, draw more stacks and texts than are kept: the oldest
    go, and a table drawn again is drawn from the cache alone."""
    from ui.felt import art, stacks
    from ui.felt.widget import FeltWidget

    felt = FeltWidget()
    qtbot.addWidget(felt)
    felt.resize(1100, 420)
    felt.animations_enabled = False
    felt.set_show_amounts(True)  # the amount tags too (Ctrl+M)
    bounded = {
        "texts": (art.text_surface, art.KEEP_TEXTS),
        "stacks": (art.stack_columns, art.KEEP),
        "amounts": (stacks._stack, art.KEEP),
        "cards": (art.card_surface, art.KEEP),
    }
    drawn_before = {name: fn.cache_info().misses for name, (fn, _) in bounded.items()}
    drills = [(d, level) for d in catalog.all() for level in d.levels]
    rng = random.Random(15)
    scene = None
    for n in range(1000):
        drill, level = drills[n % len(drills)]
        scene = drill.generate(random.Random(rng.randrange(10**9)), level).scene
        felt.set_scene(scene)
        felt.render_image()
    for name, (fn, keep) in bounded.items():
        assert fn.cache_info().currsize <= keep, f"{name}: more pictures kept than {keep}"
    drawn = {name: fn.cache_info().misses - drawn_before[name] for name, (fn, _) in bounded.items()}
    assert drawn["stacks"] > art.KEEP  # the run drew more stacks than are kept
    again = {name: fn.cache_info().misses for name, (fn, _) in bounded.items()}
    felt.set_scene(scene)
    felt.render_image()
    assert {name: fn.cache_info().misses for name, (fn, _) in bounded.items()} == again
