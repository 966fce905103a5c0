"""Sessions at the table in My progress, the instructor's trainee detail and the class overview:
a column (or a section) per game with the sessions played, the last pace and the red lines,
and each session's report opened from its row. The session is the scripted one of
`tests/trainer/table/played.py` (1 red line, 67.7 rounds an hour)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from tests.trainer.table.played import play_and_store
from tests.ui.instructor_kit import log_in_as_instructor, make_instructor, seed_class
from tests.ui.test_app import create_trainee
from trainer.progress.accounts import add_trainee
from ui.main_window import MainWindow
from ui.views.class_model import SORT_ROLE
from ui.views.table_report_view import TableReportView


def row(table: QTableWidget, n: int) -> list[str]:
    return [table.item(n, c).text() for c in range(table.columnCount())]


def test_my_progress_lists_the_table_per_game_and_opens_a_session(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window, "Laia")
    person = window.context.trainee
    assert person is not None
    sid = play_and_store(window.context.db, person.id)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    panel = window.progress.tables
    assert panel.games.rowCount() == 1
    # game, sessions, last pace, red lines (last session · all)
    assert row(panel.games, 0) == ["Blackjack", "1", "68/h", "1 · 1"]
    pace = panel.games.item(0, 2).toolTip()
    assert pace == "68 rounds an hour, within the target (target 60 to 80)"
    assert row(panel.sessions, 0)[1:] == ["Blackjack · Practice", "5", "125/127", "1"]
    panel.sessions.setFocus()
    qtbot.keyClick(panel.sessions, Qt.Key.Key_Return)
    report = window.stack.currentWidget()
    assert isinstance(report, TableReportView) and report.session_id == sid
    qtbot.keyClick(report.replay.acts, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.progress


def test_my_progress_says_when_no_session_was_dealt(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window, "Pol")
    window.open_progress()
    assert window.progress.tables.games.item(0, 0).text() == "No session at the table yet"
    assert window.progress.tables.sessions.rowCount() == 0


def test_the_class_overview_has_a_table_column_and_the_detail_a_table_section(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    people = seed_class(db)  # Marta, Jordi, Laia with drills answered
    play_and_store(db, people[2].id)  # Laia deals the scripted session
    play_and_store(db, add_trainee(db, "Pere").id)  # Pere only at the table
    make_instructor(db)
    log_in_as_instructor(qtbot, window, "Núria")
    panel = window.instructor.class_panel
    model = panel.model
    assert model is not None
    # name + the drills practised (the 4 answered, and those the table's acts count toward)
    # + one table column (only blackjack was dealt)
    assert len(model.drills) > 4 and "blackjack.pay-blackjack" in model.drills
    assert model.columnCount() == 1 + len(model.drills) + 1
    assert model.table_games == ["blackjack"]
    table_column = 1 + len(model.drills)
    header = model.headerData(table_column, Qt.Orientation.Horizontal)
    assert header == "Blackjack\nat the table"
    names = [model.trainees[r].name for r in range(model.rowCount())]
    laia = model.index(names.index("Laia"), table_column)
    assert laia.data() == "1 session\n68/h · ⚠ 1"
    assert "1 in the last session" in laia.data(Qt.ItemDataRole.ToolTipRole)
    assert "68 rounds an hour, within the target" in laia.data(Qt.ItemDataRole.ToolTipRole)
    marta = model.index(names.index("Marta"), table_column)
    assert marta.data() == "–" and marta.data(SORT_ROLE) == -1
    # Pere, who has answered no drill, is a row of his own with his table cell
    assert model.index(names.index("Pere"), table_column).data() == "1 session\n68/h · ⚠ 1"
    # the trainee detail lists Laia's table session, and Enter opens its report
    panel.trainee_chosen.emit(people[2].id)
    detail = window.instructor.detail
    assert row(detail.tables.games, 0) == ["Blackjack", "1", "68/h", "1 · 1"]
    detail.tables.sessions.setFocus()
    qtbot.keyClick(detail.tables.sessions, Qt.Key.Key_Return)
    report = window.stack.currentWidget()
    assert isinstance(report, TableReportView)
    qtbot.keyClick(report.replay.acts, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.instructor


def test_the_table_words_follow_the_language(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window, "Laia")
    person = window.context.trainee
    assert person is not None
    play_and_store(window.context.db, person.id)
    window.set_language("ca")
    window.open_progress()
    panel = window.progress.tables
    assert panel.label.text() == "A la taula"
    assert row(panel.games, 0) == ["Blackjack", "1", "68/h", "1 · 1"]
    assert panel.games.item(0, 2).toolTip().startswith("68 jugades per hora, dins de")
    assert row(panel.sessions, 0)[1] == "Blackjack · Pràctica"
    window.set_language("es")
    window.open_progress()
    assert panel.games.item(0, 2).toolTip().startswith("68 jugadas por hora, dentro del")
    window.set_language("en")


def test_the_trainee_and_class_pdfs_list_the_sessions_at_the_table(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from tests.ui.test_exam import pdf_text
    from ui.reports import Reports

    db = window.context.db
    people = seed_class(db, ("Marta", "Laia"))
    play_and_store(db, people[1].id)
    reports = Reports("en")
    reports.trainee_report(window.context.station, people[1], tmp_path / "laia.pdf")
    text = pdf_text(tmp_path / "laia.pdf")
    assert "At the table" in text and "Blackjack 1 68 rounds an hour 1 · 1" in text
    reports.class_report(window.context.station, tmp_path / "class.pdf")
    text = pdf_text(tmp_path / "class.pdf")
    assert "Laia Blackjack 1 68 rounds an hour 1 · 1" in text and "Marta Blackjack" not in text
