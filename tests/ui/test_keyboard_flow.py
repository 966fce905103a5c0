"""Keyboard and flow (issue 15), offscreen: every screen gives the keyboard to its owner on
arrival, digits typed at once reach the first question (during the deal too), Ctrl+Up/Down
reorder in the list itself, a rule link shows its paragraph beside the feedback and the drill
stays, an empty settlement is refused, choice keys are digits, Help lists the shortcuts, the
window's size and position are kept, the chip drills have a home tile, a wrong answer is shown
as given, and the felt keeps its size when the feedback appears.

Keys are sent where the application sends them: to the widget that has the focus
(`focused()`), never to a widget picked by the test. `test_focus_wm.py` types the same way
with real X key events under a window manager."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QSettings, QSize, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QTextBrowser, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import log_in_as_instructor, make_instructor
from tests.ui.test_app import answer_by_keyboard, create_trainee
from trainer.drills import catalog
from trainer.drills.base import Question
from trainer.progress.attempts import count_attempts
from ui.main_window import MainWindow
from ui.views.answers import ORDERING_ROW_HEIGHT, shortcuts_for


def focused(window: MainWindow) -> QWidget:
    """The widget keys go to: the application's focus widget (the window's own focus child
    when the offscreen platform has not activated the window)."""
    widget = QApplication.focusWidget() or window.focusWidget()
    assert widget is not None
    return widget


def type_text(qtbot: QtBot, window: MainWindow, text: str) -> None:
    for char in text:
        qtbot.keyClicks(focused(window), char)


def attempts(window: MainWindow) -> int:
    assert window.context.trainee is not None
    return count_attempts(window.context.db, window.context.trainee.id)


def set_animations(window: MainWindow, on: bool) -> None:
    window.context.settings.setValue("animations", on)
    window.apply_preferences()


# --------------------------------------------------------------------------- focus on arrival


def test_the_who_screen_takes_a_first_name_at_once(qtbot: QtBot, window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.who
    assert focused(window) is window.who.name  # nobody yet: the name field
    type_text(qtbot, window, "Marta")
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert window.context.trainee is not None and window.context.trainee.name == "Marta"
    assert focused(window) is window.home.go  # home: Enter continues practice


def test_enter_on_continue_practice_starts_practice(qtbot: QtBot, window: MainWindow) -> None:
    """Qt's push buttons take Enter only in dialogs; the real app under a window manager showed
    Enter on the focused Continue practice doing nothing (Space worked)."""
    set_animations(window, False)
    type_text(qtbot, window, "Marta")
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert focused(window) is window.home.go
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.drill
    assert window.drill.question is not None


def test_every_screen_has_a_focus_owner(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.switch_trainee()
    assert focused(window) is window.who.people  # someone exists: the list, Enter starts
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.home
    assert focused(window) is window.home.go
    window.open_game("roulette")
    assert focused(window) is window.game.table
    window.open_lesson("roulette")
    assert focused(window) is window.lesson.browser
    window.open_progress()
    assert focused(window) is window.progress.drills
    window.show_view(window.settings_view)
    assert focused(window) is window.settings_view.language
    window.open_exams()
    assert focused(window) is window.exam.blueprints


def test_the_instructor_lands_on_the_class_table(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    instructor = window.instructor
    assert window.stack.currentWidget() is instructor
    assert focused(window) is instructor.class_panel.table


def test_arrows_and_enter_on_arrival_work_on_the_game_page(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.open_game("blackjack")
    qtbot.keyClick(focused(window), Qt.Key.Key_Down)
    second = window.game.drill_ids[1]
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.drill
    assert window.drill.question is not None and window.drill.question.drill_id == second


@pytest.mark.parametrize("animations", [False, True])
def test_digits_typed_at_once_reach_the_first_question(
    qtbot: QtBot, window: MainWindow, animations: bool
) -> None:
    """The first question of a session (its scene simply appears), typed into straight away;
    then the next one, typed into while its cards are still being dealt: the first key ends
    the deal and is kept. Nothing typed is lost."""
    create_trainee(qtbot, window)
    set_animations(window, animations)
    window.practise(("blackjack.pay-blackjack", 1))
    type_text(qtbot, window, "15")
    field = window.drill.areas["amount"].field  # type: ignore[attr-defined]
    assert field.text() == "15"
    assert focused(window) is field
    next_being_dealt(qtbot, window, animations)
    type_text(qtbot, window, "20")
    assert not window.drill.clock.waiting
    assert field.text() == "20"
    assert focused(window) is field


def next_being_dealt(qtbot: QtBot, window: MainWindow, animations: bool = True) -> None:
    """Answer (Enter, Enter) until the next question is dealt over the last one (a new table
    simply appears): with animations on, it is still moving when typing starts."""
    for _ in range(10):
        qtbot.keyClick(focused(window), Qt.Key.Key_Return)
        if window.drill.grade is None:  # an unreadable answer: give one
            type_text(qtbot, window, "1")
            qtbot.keyClick(focused(window), Qt.Key.Key_Return)
        assert window.drill.grade is not None
        qtbot.keyClick(focused(window), Qt.Key.Key_Return)
        assert window.drill.grade is None
        if window.drill.clock.waiting or not animations:
            break
    assert window.drill.clock.waiting is animations


def test_a_choice_key_typed_during_the_deal_is_the_choice(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    set_animations(window, True)
    window.practise(("blackjack.dealer-action", 1))
    type_text(qtbot, window, "1")
    next_being_dealt(qtbot, window)
    question = window.drill.question
    assert question is not None and question.kind == "choice" and window.drill.grade is None
    assert window.drill.clock.waiting
    area = window.drill.areas["choice"]
    keys = [o.key for o in question.options]
    type_text(qtbot, window, "2")
    assert area.chosen() == [keys[1]]  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- the drills


def test_choice_keys_are_digits_in_every_drill_and_language() -> None:
    # Draw and stand had D and S, mnemonic in English only ("demanar", "pedir"): digits now.
    assert shortcuts_for(["draw", "stand"]) == {"draw": "1", "stand": "2"}
    assert shortcuts_for(["stand", "draw", "natural"]) == {
        "stand": "1",
        "draw": "2",
        "natural": "3",
    }
    for drill in catalog.all():
        for level in drill.levels:
            question = drill.generate(random.Random(3), level)
            if question.kind not in ("choice", "choices"):
                continue
            keys = shortcuts_for([o.key for o in question.options])
            assert all(k.isdigit() for k in keys.values()), (drill.id, keys)
            assert len(set(keys.values())) == len(keys), (drill.id, keys)


def payout_order(window: MainWindow) -> Question:
    window.practise(("roulette.payout-order", 1))
    question = window.drill.question
    assert question is not None and question.kind == "ordering"
    return question


def test_ctrl_up_and_down_reorder_in_the_list_itself(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    question = payout_order(window)
    lst = window.drill.areas["ordering"].list  # type: ignore[attr-defined]
    assert focused(window) is lst
    order = [o.key for o in question.options]
    assert len(order) >= 2
    qtbot.keyClick(focused(window), Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    moved = [lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())]
    assert moved == [order[1], order[0], *order[2:]]
    assert lst.currentRow() == 1  # the item moved stays selected
    qtbot.keyClick(focused(window), Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    back = [lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())]
    assert back == order
    # rows are tall enough to read and pick (they were 14 px)
    assert lst.visualItemRect(lst.item(0)).height() >= ORDERING_ROW_HEIGHT


def settlement_drill() -> str:
    for drill in catalog.all():
        if drill.generate(random.Random(1), 1).kind == "settlement":
            return drill.id
    raise AssertionError("no settlement drill")


def test_an_empty_settlement_is_refused_and_nothing_recorded(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.practise((settlement_drill(), 1))
    view = window.drill
    assert focused(window) is next(iter(view.areas["settlement"].rows.values()))[0]  # type: ignore[attr-defined]
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert view.grade is None
    # what to do, not the generic "cannot be read"; and in the trainee's language
    assert view.error.text() == (
        "Settle the bets first: choose a result and type an amount for each."
    )
    window.context.set_language("ca")
    assert view.error.text() == (
        "Primer liquideu les apostes: trieu un resultat i escriviu un import per a cadascuna."
    )
    assert attempts(window) == 0
    # a result for one bet only: still refused, still nothing recorded
    combo = next(iter(view.areas["settlement"].rows.values()))[0]  # type: ignore[attr-defined]
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    if len(view.areas["settlement"].rows) > 1:  # type: ignore[attr-defined]
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert view.grade is None and attempts(window) == 0
        assert view.error.text() == "Trieu un resultat per a cada aposta."
    # filled in, it is graded and recorded
    question = view.question
    assert question is not None
    answer_by_keyboard(qtbot, window, question)
    assert view.grade is not None and view.grade.correct and attempts(window) == 1


def test_enter_with_a_bet_left_unsettled_puts_the_cursor_on_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A keyboard user settles row after row: a result and an amount for the first bet, Enter;
    the form is refused (nothing recorded) and the cursor goes to the next bet's result, so
    the next digit chooses it (before, it stayed in the first amount)."""
    create_trainee(qtbot, window)
    set_animations(window, False)
    for _ in range(40):  # a question with two bets or more
        window.practise((settlement_drill(), 1))
        rows = list(window.drill.areas["settlement"].rows.values())  # type: ignore[attr-defined]
        if len(rows) > 1:
            break
    assert len(rows) > 1
    (first, amount), (second, _second_amount) = rows[0], rows[1]
    assert focused(window) is first
    qtbot.keyClick(first, Qt.Key.Key_1)  # its first result, and on to the amount
    assert focused(window) is amount
    qtbot.keyClicks(amount, "5")
    qtbot.keyClick(amount, Qt.Key.Key_Return)
    assert window.drill.grade is None and attempts(window) == 0
    assert focused(window) is second
    qtbot.keyClick(second, Qt.Key.Key_1)
    assert second.currentIndex() == 0


def test_a_digit_on_a_bets_result_chooses_it_and_moves_to_the_amount(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Typing on a settlement row: the result's digit (shown before each result) chooses it and
    the amount field takes the next keys; before, a digit on the list did nothing."""
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.practise((settlement_drill(), 1))
    area = window.drill.areas["settlement"]
    combo, amount = next(iter(area.rows.values()))  # type: ignore[attr-defined]
    assert focused(window) is combo
    assert combo.itemText(1).startswith("2 ")
    qtbot.keyClicks(combo, "2")
    assert combo.currentIndex() == 1
    assert focused(window) is amount
    qtbot.keyClicks(focused(window), "15")
    assert amount.text() == "15"


def click_link(qtbot: QtBot, browser: QTextBrowser, text: str, href: str) -> None:
    """Click, with the mouse, the first link whose text is `text`."""
    found = browser.document().find(text)
    assert not found.isNull(), text
    cursor = QTextCursor(browser.document())
    cursor.setPosition(found.selectionStart() + 1)
    browser.setTextCursor(cursor)
    browser.ensureCursorVisible()
    where = browser.cursorRect(cursor).center()
    assert browser.anchorAt(where) == href
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=where)


def answer_wrong(qtbot: QtBot, window: MainWindow) -> None:
    type_text(qtbot, window, "1")
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert window.drill.grade is not None and not window.drill.grade.correct


def test_a_rule_link_shows_the_paragraph_beside_and_the_drill_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.practise(("blackjack.pay-blackjack", 1))
    answer_wrong(qtbot, window)
    view = window.drill
    click_link(qtbot, view.feedback, "BJ-10", "rule:BJ-10")
    panel = view.rule_panel
    assert panel.isVisible()
    assert panel.text.toPlainText().startswith("BJ-10 — Payouts.")  # the lesson's paragraph
    assert window.stack.currentWidget() is view and window.session is not None
    # Esc closes the paragraph, not the session; Enter goes on to the next question
    qtbot.keyClick(focused(window), Qt.Key.Key_Escape)
    assert not panel.isVisible() and window.session is not None
    click_link(qtbot, view.feedback, "BJ-10", "rule:BJ-10")
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    assert view.grade is None and not panel.isVisible()
    assert window.stack.currentWidget() is view


def test_the_rule_panel_speaks_the_trainees_language(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.set_language("ca")
    window.practise(("blackjack.pay-blackjack", 1))
    answer_wrong(qtbot, window)
    view = window.drill
    click_link(qtbot, view.feedback, "BJ-10", "rule:BJ-10")
    assert view.rule_panel.text.toPlainText().startswith("BJ-10 — Pagaments.")


def test_the_whole_lesson_ends_the_session_with_its_summary(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    # A blackjack of 66.50 pays 66.50 × 3 ÷ 2 = 99.75, rounded down to the 0.50 chip: 99.50
    question = catalog.get("blackjack.pay-blackjack").generate(random.Random(2), 4)
    assert [s.rule for s in question.solution if s.rule.startswith("MO")] == ["MO-02"]
    window.practise((question.drill_id, question.level), replay=question)
    answer_by_keyboard(qtbot, window, question)
    view = window.drill
    click_link(qtbot, view.feedback, "MO-02", "rule:MO-02")
    panel = view.rule_panel
    assert "MO-02" in panel.text.toPlainText()
    click_link(qtbot, panel.text, "Open the whole lesson", "lesson:MO-02")
    assert window.stack.currentWidget() is window.lesson
    assert window.lesson.game == "money"
    assert window.session is None
    assert "Questions: 1" in window.summary_box.text()


def test_a_wrong_answer_is_shown_as_given(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.practise(("blackjack.dealer-action", 1))
    question = window.drill.question
    assert question is not None and question.kind == "choice"
    keys = [o.key for o in question.options]
    wrong = next(k for k in keys if k != question.expected)
    type_text(qtbot, window, shortcuts_for(keys)[wrong])
    qtbot.keyClick(focused(window), Qt.Key.Key_Return)
    label = next(o.label for o in question.options if o.key == wrong)
    from ui.words import say

    html = window.drill.feedback.toHtml()
    text = window.drill.feedback.toPlainText()
    assert f"Your answer: {say(label, 'en')} ✘" in text
    assert "line-through" in html  # struck through, in red


# --------------------------------------------------------------------------- the window


def test_help_lists_every_shortcut(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    qtbot.keyClick(focused(window), Qt.Key.Key_F1)
    dialog = window.shortcuts_dialog
    assert dialog.isVisible()
    text = dialog.text.toPlainText()
    for keys, words in [
        ("Ctrl+P", "Continue practice"),
        ("Ctrl+H", "Home"),
        ("Ctrl+L", "Lessons"),
        ("Ctrl+E", "Exams"),
        ("Ctrl+I", "Instructor mode"),
        ("Ctrl+T", "Switch trainee"),
        ("F1", "Keyboard shortcuts"),
        ("Ctrl+Up / Ctrl+Down", "Move the selected item"),
        ("Esc", "End the session"),
    ]:
        assert keys in text and words in text, (keys, words)
    assert [a.text() for a in window.help_menu.actions()] == ["Keyboard shortcuts"]
    dialog.close()
    window.set_language("es")
    qtbot.waitUntil(lambda: window.help_menu.title() == "A&yuda", timeout=10_000)
    window.show_shortcuts()
    assert "Ejercicios y exámenes" in window.shortcuts_dialog.text.toPlainText()


def test_a_closed_help_page_is_gone(qtbot: QtBot, window: MainWindow) -> None:
    """Each F1 built a page the window kept after it closed (the soak's memory grew 1.5 MB a
    time); closed pages are deleted, so twenty F1s leave none behind."""
    from ui.views.shortcuts_dialog import ShortcutsDialog

    create_trainee(qtbot, window)
    for _ in range(20):
        window.show_shortcuts()
        window.shortcuts_dialog.close()
    qtbot.waitUntil(lambda: not window.findChildren(ShortcutsDialog), timeout=10_000)


def test_size_and_position_are_saved_as_they_change(
    qtbot: QtBot, window: MainWindow, settings: QSettings
) -> None:
    """Saved a moment after a move or a resize, not only on a clean close (a crash keeps
    them). The offscreen screen is smaller than the window, so the restored size is checked
    in a real window (`test_focus_wm.py`)."""
    window.save_geometry()
    first = settings.value("geometry")
    window.move(QPoint(40, 30))
    qtbot.waitUntil(lambda: settings.value("geometry") != first, timeout=10_000)
    moved = settings.value("geometry")
    window.resize(QSize(1100, 720))
    qtbot.waitUntil(lambda: settings.value("geometry") != moved, timeout=10_000)


def test_the_chip_drills_have_a_home_tile(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.home.fill_cards()
    tile = window.home.cards["chips"]
    assert tile.text().startswith("Chips\n0 of 2 drills proficient")
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game
    chip_drills = {d.id for d in catalog.all() if d.game == "chips"}
    assert set(window.game.drill_ids) == chip_drills and chip_drills
    window.game.lesson.click()  # the chips are taught by "Money at the table"
    assert window.lesson.game == "money"


@pytest.mark.parametrize("size", [QSize(1366, 700), QSize(1280, 800), QSize(1024, 700)])
def test_the_felt_keeps_its_size_when_the_feedback_appears(
    qtbot: QtBot, window: MainWindow, size: QSize
) -> None:
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.resize(size)
    for drill_id in ("blackjack.pay-blackjack", "roulette.payout-order", settlement_drill()):
        window.practise((drill_id, 1))
        QApplication.processEvents()
        view = window.drill
        before = view.felt.geometry()
        question = view.question
        assert question is not None
        answer_by_keyboard(qtbot, window, question)
        QApplication.processEvents()
        assert view.grade is not None, view.error.text()
        assert view.felt.geometry() == before, drill_id
        # the feedback lies inside the view, wraps its lines and scrolls inside when long
        feedback = view.feedback
        bottom = feedback.mapTo(view, QPoint(0, feedback.height())).y()
        assert feedback.isVisible() and bottom <= view.height()
        assert feedback.horizontalScrollBar().maximum() == 0
        assert feedback.height() >= 150


def test_a_short_answer_area_is_not_given_a_long_ones_height(
    qtbot: QtBot, window: MainWindow
) -> None:
    """After a seven-bet settlement, a three-option choice sits under its question with no
    scroll bar: the answer stack takes the size of the area shown only."""
    create_trainee(qtbot, window)
    set_animations(window, False)
    window.resize(QSize(1366, 700))
    long_form = catalog.get("blackjack.settle-table").generate(random.Random(3), 2)
    assert len(long_form.options) == 7  # seven bets to settle
    window.practise(("blackjack.settle-table", 2), replay=long_form)
    window.practise(("punto_banco.third-card", 2))
    QApplication.processEvents()
    view = window.drill
    assert view.answer_scroll.verticalScrollBar().maximum() == 0
    first = next(iter(view.areas["choice"].buttons.values()))  # type: ignore[attr-defined]
    assert first.mapTo(view.answer_scroll, QPoint(0, 0)).y() < 40  # right at the top


def test_escape_on_a_screen_away_from_practice_goes_home(qtbot: QtBot, window: MainWindow) -> None:
    """A lesson, progress, settings or a game page: Esc goes home (found in the soak: a trainee
    who opened a lesson with Ctrl+L had no key to leave it)."""
    set_animations(window, False)
    create_trainee(qtbot, window)
    openers = [
        lambda: window.open_lesson("blackjack"),
        window.open_progress,
        lambda: window.show_view(window.settings_view),
        lambda: window.open_game("roulette"),
    ]
    for open_screen in openers:
        open_screen()
        assert window.stack.currentWidget() is not window.home
        qtbot.keyClick(focused(window), Qt.Key.Key_Escape)
        assert window.stack.currentWidget() is window.home


def test_the_first_window_fits_a_small_screen() -> None:
    """1280×800 where it fits; on a 1366×768 laptop the window and its title bar stay on the
    screen, so the Submit button at the bottom is seen."""
    from ui.main_window import first_size

    assert first_size(QSize(1920, 1080)) == QSize(1280, 800)
    small = first_size(QSize(1366, 768))
    assert small.width() == 1280 and small.height() + 30 <= 768
