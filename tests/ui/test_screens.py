"""The shell's structure (issue 15): every screen of the window is built and shown one way
(a `Screen` in the stack, shown by `show_view`, the keyboard given to its focus owner); a
language change is announced once, after the translators are in place, and no widget answers
Qt's language events on its own; the felt a screen asks for may be the plain stand-in."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import log_in_as_instructor, make_instructor
from tests.ui.test_app import create_trainee
from ui.main_window import MainWindow
from ui.views.felts import PlainFelt
from ui.views.question_clock import QuestionClock
from ui.views.screen import Screen

UI = Path(__file__).resolve().parents[2] / "ui"


def test_every_screen_is_a_screen_shown_through_show_view(qtbot: QtBot, window: MainWindow) -> None:
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")  # the instructor can open every screen
    screens = [
        window.who,
        window.home,
        window.game,
        window.drill,
        window.lesson,
        window.progress,
        window.settings_view,
        window.exam,
        window.instructor,
    ]
    stacked = [window.stack.widget(n) for n in range(window.stack.count())]
    assert sorted(map(id, stacked)) == sorted(map(id, screens))
    assert all(isinstance(screen, Screen) for screen in stacked)
    for screen in screens[1:]:  # the who screen would sign the instructor out
        if screen is window.drill:
            continue  # reached by practising, which asks a question first
        window.show_view(screen)
        assert window.stack.currentWidget() is screen
        assert QApplication.focusWidget() is screen.focus_owner()


def test_the_language_is_announced_once_when_every_word_is_ready(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    heard: list[tuple[str, str, str]] = []

    def listen(locale: str) -> None:
        # what a screen reads when it is told: Qt's translation and the context's locale
        words = QCoreApplication.translate("WhoView", "Who is practising?")
        heard.append((locale, window.context.locale, words))

    window.context.signals.language_changed.connect(listen)
    window.set_language("ca")
    window.set_language("es")
    assert heard == [("ca", "ca", "Qui practica?"), ("es", "es", "¿Quién practica?")]
    assert window.context.settings.value("language") == "es"  # remembered


def test_no_widget_answers_qt_language_events_on_its_own() -> None:
    """One mechanism: no `changeEvent` or event filter reacting to LanguageChange in ui/ (only
    `install_language` tells Qt's own widgets, when no translator change told them)."""
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        methods = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
        assert "changeEvent" not in methods, path
        names = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        if path.name != "translations.py":
            assert "LanguageChange" not in names, path


def test_a_plain_felt_answers_what_the_screens_ask(qtbot: QtBot) -> None:
    felt = PlainFelt()
    qtbot.addWidget(felt)
    clock = QuestionClock(felt)
    felt.set_scene(None)
    clock.arm()  # nothing moves on a plain felt: the question can be answered at once
    assert clock.running and not clock.waiting
    felt.set_show_amounts(True)
    assert felt.show_amounts
