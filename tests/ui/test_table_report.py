"""The table session report screen and its PDF, for a stored session played by a scripted
croupier with two known mistakes (`tests/trainer/table/played.py`: 125 of 127 acts right, pay
14/15, collect 14/15, one red line in coup 2, 67.7 rounds an hour): opened by id through
`show_table_report`, replayed act by act with the keyboard, printed, and left with Esc."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.trainer.table.played import play_and_store
from tests.ui.test_app import create_trainee
from tests.ui.test_exam import pdf_text
from ui.main_window import MainWindow
from ui.views.table_report_view import TableReportView, show_table_report


def stored(qtbot: QtBot, window: MainWindow) -> int:
    create_trainee(qtbot, window, "Laia")
    person = window.context.trainee
    assert person is not None
    return play_and_store(window.context.db, person.id)


def cells(table: object, column: int) -> list[str]:
    from PySide6.QtWidgets import QTableWidget

    assert isinstance(table, QTableWidget)
    return [table.item(row, column).text() for row in range(table.rowCount())]


def test_the_report_screen_shows_families_red_lines_pace_and_wrong_acts(
    qtbot: QtBot, window: MainWindow
) -> None:
    sid = stored(qtbot, window)
    view = show_table_report(window, sid)
    assert window.stack.currentWidget() is view
    assert view.heading.text() == "Blackjack at the table — Practice"
    assert "125 of 127 acts right" in view.summary.text()
    assert "1 red line" in view.summary.text()
    assert "68 rounds an hour, within the target (target 60 to 80)" in view.summary.text()
    families = dict(zip(cells(view.families, 0), cells(view.families, 1), strict=True))
    assert families["Payouts"] == "14/15" and families["Bets collected"] == "14/15"
    assert families["Cards dealt"] == "70/70"
    assert cells(view.red_lines, 0) == ["2"]
    assert cells(view.red_lines, 2) == ["BJ-09"]
    assert cells(view.red_lines, 1)[0].startswith("Paid a winner before every losing bet")
    assert cells(view.wrong, 1) == [  # in the order made
        "Pay · Box 4 · €10.50 — wrong",
        "Pay · Box 3 · €98 — out of order",
    ]
    assert cells(view.wrong, 2)[0] == "Pay · Box 4 · €10"
    assert cells(view.wrong, 2)[1] == "Collect · Box 3, under 13"
    assert cells(view.slowest, 2)[:2] == ["9.0 s", "7.0 s"]


def test_each_coup_replays_act_by_act_from_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    sid = stored(qtbot, window)
    view = show_table_report(window, sid)
    replay = view.replay
    assert window.focusWidget() is replay.acts
    # it opens on the first coup with a mistake, at the mistake: coup 1, "pay box4 10.50"
    assert replay.coup.currentData() == 1
    current = replay.current()
    assert current is not None and current.act == "pay box4 10.50"
    assert "Expected" in replay.detail.text() and "BJ-09" in replay.detail.text()
    qtbot.keyClick(replay.acts, Qt.Key.Key_Right)
    current = replay.current()
    assert current is not None and current.act == "correct box4 10" and current.right
    qtbot.keyClick(replay.acts, Qt.Key.Key_PageDown)
    assert replay.coup.currentData() == 2
    # coup 2's red line: the payout made before the under-13 loser was collected
    flagged = [replay.acts.item(n).text() for n in range(replay.acts.count())]
    assert sum(text.startswith("⚠") for text in flagged) == 1
    assert replay.acts.count() == 27 + 1  # its 27 steps and the refused payout


def test_the_pdf_holds_the_report(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    sid = stored(qtbot, window)
    view = show_table_report(window, sid)
    path = view.save_pdf(tmp_path / "session.pdf")
    assert path is not None and path.read_bytes().startswith(b"%PDF")
    text = pdf_text(path)
    for expected in (
        "Blackjack at the table — Practice",
        "Trainee: Laia",
        "5 coups",
        "125 of 127 acts right",
        "68 rounds an hour, within the target (target 60 to 80)",
        "1 red line",
        "Paid a winner before every losing bet was collected",
        "BJ-09",
        "Pay · Box 4 · €10.50",
        "Collect · Box 3, under 13",
        "14/15",
        "9.0 s",
    ):
        assert expected in text, expected


def test_the_pdf_reads_in_catalan(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    sid = stored(qtbot, window)
    window.set_language("ca")
    view = show_table_report(window, sid)
    path = view.save_pdf(tmp_path / "sessio.pdf")
    assert path is not None
    text = pdf_text(path)
    for expected in (
        "Blackjack a la taula — Pràctica",
        "125 de 127 accions correctes",  # 127 is "cent vint-i-set": "de" stays (trainer elide)
        "68 jugades per hora, dins de l'objectiu",
        "Ha pagat un guanyador abans de recollir totes les apostes perdedores",
        "Pagar · Casella 4 · 10,50 €",
    ):
        assert expected in text, expected
    window.set_language("en")


def test_esc_leaves_the_report_for_where_it_came_from(qtbot: QtBot, window: MainWindow) -> None:
    sid = stored(qtbot, window)
    window.open_progress()
    view = show_table_report(window, sid)
    assert isinstance(view, TableReportView)
    qtbot.keyClick(view.replay.acts, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.progress
    show_table_report(window, sid)
    window.go_home()
    show_table_report(window, sid)
    qtbot.keyClick(view.done_button, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.home


def test_a_rule_id_in_the_replay_opens_its_lesson_paragraph(
    qtbot: QtBot, window: MainWindow
) -> None:
    sid = stored(qtbot, window)
    view = show_table_report(window, sid)
    assert "rule:BJ-09" in view.replay.detail.text()
    view.replay.detail.linkActivated.emit("rule:BJ-09")
    assert window.stack.currentWidget() is window.lesson
