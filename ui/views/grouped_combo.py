"""A combo box whose choices come in groups under headings (the drills under their game, the
classes apart from the trainees), so a long list reads at a glance.

Headings cannot be chosen: the arrow keys and typed letters step over them, as over any
disabled item. In the open list each choice is indented under its heading; the closed box
shows the choice alone.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QPainter, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from trainer.drills import catalog
from ui.games import game_name
from ui.words import say

INDENT = 18  # pixels a choice sits right of its heading in the open list
HEADING_ROLE = Qt.ItemDataRole.UserRole + 1


class _Indented(QStyledItemDelegate):
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if not index.data(HEADING_ROLE):
            shifted = QStyleOptionViewItem(option)
            shifted.rect.adjust(INDENT, 0, 0, 0)
            option = shifted
        super().paint(painter, option, index)


class GroupedCombo(QComboBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items = QStandardItemModel(self)
        self.setModel(self.items)
        self.setItemDelegate(_Indented(self))
        self.setMaxVisibleItems(20)

    def clear_choices(self) -> None:
        self.items.clear()

    def add_heading(self, text: str) -> None:
        heading = QStandardItem(text)
        heading.setFlags(Qt.ItemFlag.NoItemFlags)  # neither selectable nor enabled
        heading.setData(True, HEADING_ROLE)
        font = QFont(self.font())
        font.setBold(True)
        heading.setFont(font)
        self.items.appendRow(heading)

    def add_choice(self, text: str, data: object) -> None:
        item = QStandardItem(text)
        item.setData(data, Qt.ItemDataRole.UserRole)
        self.items.appendRow(item)

    def choose(self, data: object) -> bool:
        """Make the choice holding `data` current; else the first choice. False if absent."""
        found = self.findData(data) if data is not None else -1
        if found < 0 or self.items.item(found).data(HEADING_ROLE):
            self.setCurrentIndex(self.first_choice())
            return False
        self.setCurrentIndex(found)
        return True

    def first_choice(self) -> int:
        for row in range(self.items.rowCount()):
            if not self.items.item(row).data(HEADING_ROLE):
                return row
        return -1


def fill_drills(combo: GroupedCombo, locale: str) -> None:
    """Every drill of the catalogue under its game's name, in the regulation's order; the
    chosen drill stays chosen (a language change rewrites the words)."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear_choices()
    drills = catalog.all()
    for game in catalog.games():
        combo.add_heading(game_name(game))
        for drill in drills:
            if drill.game == game:
                combo.add_choice(say(drill.title, locale), drill.id)
    combo.choose(chosen)
    combo.blockSignals(False)
