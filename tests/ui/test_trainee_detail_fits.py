"""The trainee detail's drill table at a laptop's 1366×700, in every language: each column's
header is drawn whole, inside its section's margins, and no column runs past the table's edge.
The class is the screenshots' class of thirty (`class_kit.populate`).

(A guard, not a replay: the clipped "Mediana / objectiu" seen in the screenshots at 1366×700
came with a vertical scroll bar this test's window does not get; the header is now "Temps",
with the full wording in its tooltip, and headers no longer turn bold with a selected row.)"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot

from tests.ui.class_kit import populate
from ui.main_window import MainWindow


@pytest.mark.parametrize("locale", ["ca", "es", "en"])
def test_every_header_of_the_drill_table_reads_whole_at_1366x700(
    qtbot: QtBot, window: MainWindow, locale: str
) -> None:
    klass = populate(window.context.db, size=30)
    window.context.set_language(locale)
    window.resize(1366, 700)
    window.context.trainee = klass.instructor
    window.open_instructor()
    window.instructor.open_trainee(klass.candidate.id)
    for _ in range(10):
        QApplication.processEvents()
    table = window.instructor.detail.drills
    assert table.isVisible() and table.rowCount() > 3
    header = table.horizontalHeader()
    sizes = [header.sectionSize(c) for c in range(table.columnCount())]
    image = header.grab().toImage()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        assert item is not None
        # the text as drawn keeps the style's margin from the section's right edge (a clipped
        # header's last letter runs into it; the header is bold while a row is selected)
        right = header.sectionViewportPosition(column) + sizes[column] - 1
        inked = [
            x
            for x in range(right - margin + 1, right + 1)
            for y in range(image.height())
            if QColor(image.pixel(x, y)).lightness() < 110
        ]
        assert not inked, (locale, item.text(), sizes)
    assert sum(sizes) <= table.viewport().width(), (locale, sizes, table.viewport().width())
