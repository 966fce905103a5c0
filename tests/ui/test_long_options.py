"""Options that are sentences (chemin de fer's incidents, CF-06) stand one under another and
wrap: side by side in one row they ran off a 1366-wide window behind a horizontal scroll bar,
the first and last cut. Every option is shown whole, within the answer area's width."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.test_app import create_trainee
from ui.main_window import MainWindow


@pytest.mark.parametrize("locale", ["es", "ca", "en"])
def test_sentence_options_wrap_one_under_another_and_none_is_cut(
    qtbot: QtBot, window: MainWindow, locale: str
) -> None:
    create_trainee(qtbot, window)
    window.context.set_language(locale)
    window.resize(1366, 700)
    for level in (1, 2, 3):
        window.practise(("chemin_de_fer.incidents", level))
        for _ in range(5):
            QApplication.processEvents()
        view = window.drill
        area = view.areas["choice"]
        buttons = list(area.buttons.values())  # type: ignore[attr-defined]
        assert len(buttons) >= 3
        assert not view.answer_scroll.horizontalScrollBar().isVisible()
        width = view.answer_scroll.viewport().width()
        lefts = {b.geometry().left() for b in buttons}
        assert len(lefts) == 1  # one column
        for button in buttons:
            assert button.geometry().right() <= width
            assert button.height() >= button.heightForWidth(button.width())  # no line cut
        # and the keys still choose: the second option's digit
        qtbot.keyClick(view, Qt.Key.Key_2)
        assert area.chosen() == [area.order[1]]  # type: ignore[attr-defined]
