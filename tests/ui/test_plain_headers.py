"""Every table of the shell keeps its column headers in the plain font when a row is selected:
Qt turns them bold, wider than the width it fitted each column to, and the last header of the
trainee detail and of My progress was clipped at 1366×700 ("Mediana / objectiu",
"Temps mitjà")."""

from __future__ import annotations

from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import log_in_as_instructor, make_instructor
from tests.ui.test_app import create_trainee
from ui.main_window import MainWindow


def tables(window: MainWindow) -> list[QTableView]:
    found = window.findChildren(QTableView)
    assert found
    return found


def test_no_table_turns_its_headers_bold_with_the_selected_row(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    window.open_progress()
    window.open_exams()
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    seen = tables(window)
    assert len(seen) >= 8  # progress, exams, the instructor's panels, the table sessions
    bold = [
        t.objectName() or type(t.parent()).__name__
        for t in seen
        if t.horizontalHeader().highlightSections()
    ]
    assert bold == []
