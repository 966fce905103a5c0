"""The lesson "Money at the table" in the app: offered after the seven games under its own
translated name, opened at the paragraph of an MO rule, and reached from a real drill's feedback
link (the MO-02 step of a blackjack paid 3 to 2 and rounded down to the chip), after which the
lesson screen still works as before."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from tests.ui.test_app import answer_by_keyboard, create_trainee
from trainer.drills import catalog
from trainer.games import GAMES
from ui.main_window import MainWindow

NAMES = {"en": "Money at the table", "ca": "Els diners a la taula", "es": "El dinero en la mesa"}


def set_language(qtbot: QtBot, window: MainWindow, locale: str) -> None:
    window.set_language(locale)  # what the Settings language list does
    qtbot.waitUntil(lambda: window.lesson.games.itemText(0) == "Blackjack", timeout=10_000)
    qtbot.waitUntil(
        lambda: window.lesson.games.itemText(window.lesson.games.count() - 1) == NAMES[locale],
        timeout=10_000,
    )


def paragraph_top(browser: QTextBrowser, rule_id: str) -> float:
    """Where the paragraph that teaches `rule_id` starts in the laid-out document (pixels)."""
    found = browser.document().find(f"{rule_id} —")
    assert not found.isNull(), rule_id
    return browser.document().documentLayout().blockBoundingRect(found.block()).top()


def scrolled_to(browser: QTextBrowser, rule_id: str) -> bool:
    """The rule's paragraph is at the top of the view, or the view is scrolled as far as it goes
    with the paragraph in sight (the last rules of a lesson cannot reach the top)."""
    bar = browser.verticalScrollBar()
    top = paragraph_top(browser, rule_id)
    if bar.value() == bar.maximum():
        return bar.value() <= top <= bar.value() + browser.viewport().height()
    return abs(bar.value() - top) <= 2


def selector_keys(window: MainWindow) -> list[object]:
    combo = window.lesson.games
    return [combo.itemData(i) for i in range(combo.count())]


def test_the_money_lesson_comes_after_the_seven_games(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.open_lesson("craps")
    # The seven games in the regulation's order, a separator (no key), then the MO lesson.
    assert selector_keys(window) == [*GAMES, None, "money"]
    combo = window.lesson.games
    assert combo.currentData() == "craps"  # opening a game's lesson shows it in the selector
    assert combo.itemText(combo.count() - 1) == "Money at the table"
    combo.setCurrentIndex(combo.findData("money"))
    assert window.lesson.game == "money"
    assert window.lesson.browser.toPlainText().startswith("Money at the table")
    assert "MO-05 — Settling to the cent." in window.lesson.browser.toPlainText()


@pytest.mark.parametrize("locale", ["ca", "es"])
def test_the_money_lesson_is_named_and_shown_in_the_language(
    qtbot: QtBot, window: MainWindow, locale: str
) -> None:
    create_trainee(qtbot, window)
    window.open_rule("MO-03")
    set_language(qtbot, window, locale)
    # The language change keeps the money lesson open, now in the trainee's language.
    assert window.lesson.game == "money"
    assert window.lesson.games.currentData() == "money"
    assert window.lesson.games.currentText() == NAMES[locale]
    assert window.lesson.browser.toPlainText().startswith(NAMES[locale])
    assert not window.lesson.notice.text()  # a real translation, not the English fallback


@pytest.mark.parametrize("rule_id", ["MO-01", "MO-02", "MO-03", "MO-04", "MO-05"])
def test_show_rule_opens_the_money_lesson_at_the_paragraph(
    qtbot: QtBot, window: MainWindow, rule_id: str
) -> None:
    create_trainee(qtbot, window)
    window.open_rule(rule_id)
    assert window.stack.currentWidget() is window.lesson
    assert window.lesson.game == "money"
    assert window.lesson.games.currentData() == "money"
    qtbot.waitUntil(lambda: scrolled_to(window.lesson.browser, rule_id), timeout=10_000)


def test_a_rule_that_no_lesson_teaches_is_reported_not_raised(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    window.open_rule("MO-06")  # RULES.md stops at MO-05
    assert "MO-06" in window.lesson.browser.toPlainText()
    window.open_rule("MO-05")
    assert window.lesson.game == "money"


def click_link(qtbot: QtBot, browser: QTextBrowser, text: str, href: str) -> None:
    """Click, with the mouse, the first link whose text is `text`, as a trainee would."""
    found = browser.document().find(text)
    assert not found.isNull(), text
    cursor = QTextCursor(browser.document())
    cursor.setPosition(found.selectionStart() + 1)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    where = browser.cursorRect(cursor).center()
    assert browser.anchorAt(where) == href
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_the_mo_02_link_of_a_drill_opens_the_money_lesson_there(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    # A blackjack of 66.50 pays 66.50 × 3 ÷ 2 = 99.75, rounded down to the 0.50 chip: 99.50.
    question = catalog.get("blackjack.pay-blackjack").generate(random.Random(2), 4)
    assert [s.rule for s in question.solution if s.rule.startswith("MO")] == ["MO-02"]
    window.practise((question.drill_id, question.level), replay=question)
    answer_by_keyboard(qtbot, window, question)
    feedback = window.drill.feedback
    assert window.drill.grade is not None and feedback.isVisible()
    click_link(qtbot, feedback, "MO-02", "rule:MO-02")
    # the paragraph shows beside the feedback; its "whole lesson" link opens the lesson there
    panel = window.drill.rule_panel
    assert panel.isVisible() and window.stack.currentWidget() is window.drill
    click_link(qtbot, panel.text, "Open the whole lesson", "lesson:MO-02")
    lesson = window.lesson
    assert window.stack.currentWidget() is lesson
    assert (lesson.game, lesson.games.currentData()) == ("money", "money")
    qtbot.waitUntil(lambda: scrolled_to(lesson.browser, "MO-02"), timeout=10_000)
    # Still usable: the selector changes lesson both ways, and a game's rule link still works.
    lesson.games.setCurrentIndex(lesson.games.findData("blackjack"))
    assert lesson.browser.toPlainText().startswith("Blackjack")
    lesson.games.setCurrentIndex(lesson.games.findData("money"))
    assert lesson.browser.toPlainText().startswith("Money at the table")
    window.open_rule("BJ-10")
    assert (lesson.game, lesson.games.currentData()) == ("blackjack", "blackjack")
    qtbot.waitUntil(lambda: scrolled_to(lesson.browser, "BJ-10"), timeout=10_000)
