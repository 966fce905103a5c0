"""What every table of the shell shares."""

from __future__ import annotations

from PySide6.QtWidgets import QTableView


def plain_headers(table: QTableView) -> QTableView:
    """Column headers that stay in the plain font when a row is selected. Qt sets them bold
    for the selected row's columns, wider than the width it sized each column for from the
    plain font: a last header fitted to its text was clipped ("Mediana / objectiu", "Temps
    mitjà" at 1366×700)."""
    table.horizontalHeader().setHighlightSections(False)
    return table
