"""Help → Keyboard shortcuts: every key the app answers to, on one page.

The menu part is read from the window's actions (their words and keys as the menus show
them, so the list cannot drift from the menus); the drill and exam keys, which are not menu
actions, follow in the dialog's own words.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


class ShortcutsDialog(QDialog):
    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        # Closed, it goes: the window is its parent, so each F1 left a page behind (1.5 MB a
        # time in the soak's memory).
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(560, 600)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setObjectName("shortcutsText")
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.text.setHtml(self.page(actions))

    def page(self, actions: Sequence[QAction]) -> str:
        menu_rows = [
            (action.shortcut().toString(QKeySequence.SequenceFormat.NativeText), action.text())
            for action in actions
            if not action.shortcut().isEmpty()
        ]
        drill_rows = [
            (self.tr("Enter"), self.tr("Submit the answer; again: the next question")),
            (self.tr("Esc"), self.tr("End the session (its summary shows); closes a rule first")),
            (
                self.tr("Esc elsewhere"),
                self.tr("Back home from a lesson, progress, settings or a game"),
            ),
            (
                self.tr("Any key during the deal"),
                self.tr("Show the end of the deal (a digit typed goes to the answer too)"),
            ),
            (
                "1 2 3 … 0",
                self.tr(
                    "Choose an option: a number option on its own digit, the others in the "
                    "order shown"
                ),
            ),
            (self.tr("Left / Right"), self.tr("Move through the options")),
            ("1 2 3 …", self.tr("Chip tray: add a chip, from the smallest")),
            (self.tr("Backspace"), self.tr("Chip tray: take the last chip back")),
            (self.tr("Ctrl+Up / Ctrl+Down"), self.tr("Move the selected item up or down")),
            (self.tr("Page Up / Page Down"), self.tr("Scroll the feedback or the rule shown")),
            (
                "Ctrl+M",
                self.tr("Write every stack's amount on the felt (again: only under the mouse)"),
            ),
            (self.tr("Tab"), self.tr("Next field (a settlement's result and amount)")),
        ]
        return (
            f"<h3>{html.escape(self.tr('Menus'))}</h3>"
            + _table(menu_rows)
            + f"<h3>{html.escape(self.tr('Drills and exams'))}</h3>"
            + _table(drill_rows)
        )


def _table(rows: Sequence[tuple[str, str]]) -> str:
    cells = "".join(
        f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(words)}</td></tr>"
        for keys, words in rows
    )
    return f'<table cellpadding="4">{cells}</table>'
