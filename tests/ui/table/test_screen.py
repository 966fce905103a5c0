"""The table screen in the app: the entries on Home and on a game page open the setup (modes,
length, the house rules in force), Enter deals, Esc ends with the report, Esc again goes home;
the side panel answers each act in Learn and Guided and stays hidden in Practice; a session
bounded in minutes ends with the coup under way; the language switches during a session."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table.conftest import Start
from tests.ui.test_app import create_trainee
from trainer.table.acts import Act
from ui.main_window import MainWindow
from ui.translations import install_language


def test_home_and_a_game_page_open_the_setup_and_enter_deals(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    qtbot.mouseClick(window.home.table_button, Qt.MouseButton.LeftButton)
    screen = window.table
    assert window.stack.currentWidget() is screen
    assert screen.currentWidget() is screen.setup
    assert "BJ-10" in screen.setup.house.text()  # blackjack's rules in force, with their ids
    window.open_game("roulette")
    qtbot.mouseClick(window.game.table_button, Qt.MouseButton.LeftButton)
    assert screen.setup.chosen().game == "roulette"
    assert "RO-11" in screen.setup.house.text()
    screen.setup.mode_buttons["practice"].setChecked(True)
    screen.setup.by_minutes.setChecked(True)
    qtbot.keyClick(screen.setup.start_button, Qt.Key.Key_Return)
    session = screen.session
    assert screen.currentWidget() is session and session.session is not None
    assert session.session.mode.id == "practice" and session.deadline == 30 * 60
    assert not session.feedback.isVisible()  # Practice: a quiet mark, the list at the end
    qtbot.keyClick(session, Qt.Key.Key_Escape)
    assert screen.currentWidget() is screen.report and session.session is None
    qtbot.keyClick(screen.report, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.home


def test_learn_answers_each_act_with_the_act_expected_and_its_rule(start: Start) -> None:
    croupier = start("blackjack", "learn", coups=2, seed=3)
    view = croupier.view
    assert view.feedback.isVisible()
    step = view.session.expected() if view.session else None
    assert step is not None and step.act.family == "deal"
    assert "BJ-05" in view.feedback.next_label.text()  # the act due, with its rule
    view.act(Act("deal", "dealer"))  # the dealer's card before the boxes' (BJ-05)
    log = view.feedback.log.toPlainText()
    assert "✘" in log and "BJ-05" in log
    assert view.mark.text() == "✘"
    croupier.act(step.act)
    assert view.feedback.log.toPlainText().startswith("✔")


def test_a_red_line_is_named_in_the_panel(start: Start) -> None:
    croupier = start("blackjack", "guided", coups=2, seed=3)
    view = croupier.view
    assert view.session is not None
    while (step := view.session.expected()) is not None and step.duty.id != "dealer_draws":
        croupier.act(step.act, step.duty.id)
    view.act(Act("stand", "dealer"))  # BJ-08: below 17 the dealer draws
    log = view.feedback.log.toPlainText()
    assert "BJ-08" in log and "Red line: a wrong draw or stand" in log
    assert any(r.red_line == "wrong_draw" for r in view.session.records)


def test_a_session_in_minutes_ends_with_the_coup_under_way(start: Start) -> None:
    croupier = start("roulette", "practice", minutes=1, seed=9)
    croupier.view.deadline = 0.001  # a minute, as if it had gone by
    croupier.deal()
    report = croupier.view.report
    assert report is not None and report.coups == 1


def test_the_language_changes_during_a_session(start: Start) -> None:
    croupier = start("blackjack", "learn", coups=2, seed=3)
    view = croupier.view
    window = croupier.window
    try:
        window.set_language("ca")
        install_language("ca")
        QApplication.processEvents()  # the language change reaches every widget
        assert view.verb_buttons[0].text() == "F4  Es planta"
        assert view.tray.total_label.text().startswith("Safata: 0 €")
        assert view.call_label.text() == "Anunci (F3):"
    finally:
        window.set_language("en")
