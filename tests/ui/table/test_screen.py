"""The table screen in the app: the entries on Home and on a game page open the setup (modes,
length, the house rules in force), Enter deals, Esc ends with the report, Esc again goes home;
the side panel answers each act in Learn and Guided (a wrong one with the core's hint) and stays
hidden in Practice; "?" shows the act due, which then counts toward no drill; a card dealt out
of order is picked up and put on its hand by keys and by the mouse; a session
bounded in minutes ends with the coup under way; the language switches during a session."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table.conftest import Start
from tests.ui.table.driver import KeyboardCroupier, MouseCroupier
from tests.ui.test_app import create_trainee
from trainer.table.acts import Act
from ui.main_window import MainWindow
from ui.translations import install_language
from ui.views.table_report_view import TableReportView


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
    report = window.stack.currentWidget()  # the stored session's report (one report screen)
    assert isinstance(report, TableReportView) and session.session is None
    assert report.heading.text().startswith("Roulette")
    qtbot.keyClick(report.focus_owner(), Qt.Key.Key_Escape)
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


def test_guided_answers_a_wrong_act_with_the_session_s_hint(start: Start) -> None:
    """The panel says the act expected in words with its rule, then the duty and the worked
    figure (`TableSession.why`; BJ-05: the boxes before the dealer). The notation typed at the
    command line ("[deal box2]") is not shown: nobody types it here."""
    croupier = start("blackjack", "guided", coups=2, seed=3)
    view = croupier.view
    assert view.session is not None
    step = view.session.expected()
    assert step is not None and step.act.target != "dealer"
    judgement = view.act(Act("deal", "dealer"))
    assert judgement is not None and not judgement.right
    shown = view.feedback.log.toPlainText()
    why = view.session.why(judgement, "en")
    assert why and why in shown
    assert f"[{step.act.text}]" not in shown and "BJ-05" in shown


def test_question_mark_shows_the_act_due_and_it_then_counts_toward_no_drill(
    start: Start,
) -> None:
    croupier = start("blackjack", "practice", coups=2, seed=3)
    view = croupier.view
    assert view.session is not None
    step = view.session.expected()
    assert step is not None
    croupier.type("?")
    assert step.rule in view.problem.text() and "due:" in view.problem.text()
    croupier.act(step.act, step.duty.id)
    record = view.session.records[-1]
    assert record.right and not record.counts  # shown on request: no drill answer (issue 16)


def test_question_mark_gives_no_help_at_table_ready(start: Start) -> None:
    croupier = start("blackjack", "table_ready", coups=2, seed=3, incident_rate=0.0)
    croupier.type("?")
    assert croupier.view.problem.text() == ""


@pytest.mark.parametrize("game", ["blackjack", "punto_banco", "chemin_de_fer"])
def test_a_card_dealt_out_of_order_is_moved_to_its_hand_by_keys(start: Start, game: str) -> None:
    """BJ-05, PB-08, CF-06: the card lies on the hand it landed on; "Move the card" picks it
    up there and Enter puts it on the hand it was meant for; the deal goes on in order."""
    croupier = start(
        game, "table_ready", coups=3, seed=4, incident_rate=1.0, incidents=("card_out_of_order",)
    )
    view = croupier.view
    assert view.session is not None
    while (step := view.session.expected()) is not None and step.act.family != "move":
        croupier.act(step.act, step.duty.id)
    assert step is not None and view.scene is not None
    landed, meant = step.act.target, step.act.choice
    assert view.scene.hands[landed][-1] in (step.reveals, "XX")  # where it landed
    assert view.at is not None and view.at.ident == landed  # the cursor goes there
    before = len(view.scene.hands[meant])
    croupier.act(step.act, step.duty.id)
    record = view.session.records[-1]
    assert record.right and record.act == f"move {landed} {meant}"
    assert len(view.scene.hands[meant]) == before + 1
    # chemin de fer's first two cards stay face down until shown (CF-02)
    shown = "XX" if game == "chemin_de_fer" else step.reveals
    assert view.scene.hands[meant][-1] == shown


def test_a_card_dealt_out_of_order_is_moved_with_the_mouse(start: Start) -> None:
    keyboard = start(
        "blackjack",
        "table_ready",
        coups=3,
        seed=4,
        incident_rate=1.0,
        incidents=("card_out_of_order",),
    )
    croupier = MouseCroupier(keyboard.qtbot, keyboard.window)
    croupier.deal()
    report = croupier.view.report
    assert report is not None and report.wrong == () and report.red_lines == ()
    assert report.by_family["move"].right >= 1


@pytest.mark.parametrize("seed", [2, 3, 7])
def test_after_the_card_that_busts_a_hand_enter_collects_its_bet_bj07(
    start: Start, seed: int
) -> None:
    """BJ-07: a bust is taken at once. The croupier's next routine act is that bet, so the
    cursor goes to it and Enter collects it; before, Enter dealt the dead hand another card."""
    croupier = start("blackjack", "learn", coups=1, seed=seed)
    collected = False
    while not collected:
        step = croupier.session.expected()
        assert step is not None and step.act.family in ("deal", "draw", "collect"), step
        croupier.press(Qt.Key.Key_Return)
        collected = step.duty.id == "collect_bust"
    verdicts = [r.verdict for r in croupier.session.records]
    assert verdicts and set(verdicts) == {"right"}, verdicts


def _act_until(croupier: KeyboardCroupier, duty: str) -> None:
    while (step := croupier.session.expected()) is not None and step.duty.id != duty:
        croupier.act(step.act, step.duty.id)


def test_chemin_de_fer_cards_stay_face_down_until_the_totals_are_called_cf02(
    start: Start,
) -> None:
    """CF-02 (seed 000): punter and banker get two cards face down and each looks at his own;
    the third card is dealt face up; everything is turned over when the totals are called.
    Seed 5: the punter stands on 7, the banker draws to 2 (no natural)."""
    croupier = start("chemin_de_fer", "learn", coups=1, seed=5)
    _act_until(croupier, "punter_stands")
    scene = croupier.view.scene
    assert scene is not None
    assert scene.hands["punter"] == ("XX", "XX") and scene.hands["banker"] == ("XX", "XX")
    _act_until(croupier, "announce_winner")  # the banker's third card is down, face up
    scene = croupier.view.scene
    assert scene is not None
    assert len(scene.hands["banker"]) == 3 and "XX" not in scene.hands["banker"]
    assert "XX" not in scene.hands["punter"]  # turned over for the call


def test_chemin_de_fer_a_natural_is_shown_at_once_and_the_other_hand_too_cf02(
    start: Start,
) -> None:
    """CF-02: a hand of 8 or 9 is turned over at once ("abat") and the opponent shows his.
    Seed 1: the punter has 9 (9♦ J♣) on his two cards."""
    croupier = start("chemin_de_fer", "learn", coups=1, seed=1)
    _act_until(croupier, "natural")
    scene = croupier.view.scene
    assert scene is not None
    assert scene.hands["punter"] == ("9d", "Jc") and "XX" not in scene.hands["banker"]


def test_enter_settles_no_bet_before_the_ball_falls_ro14(start: Start) -> None:
    """RO-14, BO-01: at the start of a spin the cursor is on a bet, but nothing is collected
    or paid before the number: Enter does nothing wrong, says why, and offers no act."""
    croupier = start("roulette", "learn", coups=1, seed=2)
    view = croupier.view
    assert view.at is not None and view.at.kind == "bet"
    croupier.press(Qt.Key.Key_Return)
    assert view.session is not None and view.session.records == ()
    assert "ball" in view.problem.text() and "RO-14" in view.problem.text()
    assert "Enter" not in view.cursor_label.text()
