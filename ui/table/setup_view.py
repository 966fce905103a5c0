"""Run the table, before the first card: the game, the mode (Learn, Guided, Practice, Table
ready), the session's length in coups or in minutes of dealing, and the house rules in force.

Enter starts (the Start button has the keyboard), Esc goes back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.table.procedure import modes
from ui.context import AppContext
from ui.table.house import house_lines
from ui.table.scenes import GAMES
from ui.table.session_view import TableSetup
from ui.table.words import mode_about, mode_words, table_name


class TableSetupView(QWidget):
    start = Signal(object)  # a TableSetup
    back = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableSetup")
        self.context = context
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 24px; font-weight: bold;")
        layout.addWidget(self.heading)
        form = QFormLayout()
        self.game = QComboBox()
        self.game.setObjectName("tableGame")
        for game in GAMES:
            self.game.addItem(game, game)
        self.game.currentIndexChanged.connect(self._show_house)
        self.game_label = QLabel()
        form.addRow(self.game_label, self.game)
        layout.addLayout(form)

        self.mode_box = QGroupBox()
        modes_layout = QVBoxLayout(self.mode_box)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        for mode in modes():
            button = QRadioButton()
            button.setObjectName(f"mode_{mode}")
            self.mode_group.addButton(button)
            self.mode_buttons[mode] = button
            modes_layout.addWidget(button)
        self.mode_buttons["learn"].setChecked(True)
        layout.addWidget(self.mode_box)

        self.length_box = QGroupBox()
        length = QHBoxLayout(self.length_box)
        self.by_coups = QRadioButton()
        self.by_coups.setObjectName("byCoups")
        self.by_coups.setChecked(True)
        self.coups = QSpinBox()
        self.coups.setObjectName("coups")
        self.coups.setRange(1, 500)
        self.coups.setValue(10)
        self.by_minutes = QRadioButton()
        self.by_minutes.setObjectName("byMinutes")
        self.minutes = QSpinBox()
        self.minutes.setObjectName("minutes")
        self.minutes.setRange(1, 240)
        self.minutes.setValue(30)
        for widget in (self.by_coups, self.coups, self.by_minutes, self.minutes):
            length.addWidget(widget)
        length.addStretch(1)
        layout.addWidget(self.length_box)

        self.house_box = QGroupBox()
        house = QVBoxLayout(self.house_box)
        self.house = QLabel()
        self.house.setObjectName("houseRules")
        self.house.setWordWrap(True)
        self.house.setTextFormat(Qt.TextFormat.RichText)
        house.addWidget(self.house)
        layout.addWidget(self.house_box)
        layout.addStretch(1)

        buttons = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back.emit)
        self.start_button = QPushButton()
        self.start_button.setObjectName("tableStart")
        self.start_button.setMinimumHeight(44)
        self.start_button.setDefault(True)
        self.start_button.setStyleSheet(
            "QPushButton { font-size: 18px; font-weight: bold; background: #1b5e20;"
            " color: white; border-radius: 8px; padding: 0 24px; }"
            "QPushButton:focus { border: 3px solid #ffd54f; }"
        )
        self.start_button.clicked.connect(self._start)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        self.retranslate()

    def focus_owner(self) -> QWidget:
        return self.start_button

    def choose(self, game: str) -> None:
        """Open on `game` (a game page's entry); the first game when it has no table yet."""
        index = self.game.findData(game)
        self.game.setCurrentIndex(max(0, index))
        self._show_house()

    def chosen(self) -> TableSetup:
        mode = next(m for m, b in self.mode_buttons.items() if b.isChecked())
        game = str(self.game.currentData())
        if self.by_minutes.isChecked():
            return TableSetup(game, mode, minutes=self.minutes.value())
        return TableSetup(game, mode, coups=self.coups.value())

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Run the table"))
        self.game_label.setText(self.tr("Game"))
        for index, game in enumerate(GAMES):
            self.game.setItemText(index, table_name(game, self.context.locale))
        self.mode_box.setTitle(self.tr("Mode"))
        for mode, button in self.mode_buttons.items():
            button.setText(f"{mode_words(mode, self.context.locale)} — {mode_about(mode)}")
        self.length_box.setTitle(self.tr("Length"))
        self.by_coups.setText(self.tr("Coups"))
        self.by_minutes.setText(self.tr("Minutes of dealing"))
        self.house_box.setTitle(self.tr("House rules in force"))
        self.back_button.setText(self.tr("Back (Esc)"))
        self.start_button.setText(self.tr("Deal (Enter)"))
        self._show_house()

    def _show_house(self) -> None:
        game = str(self.game.currentData() or GAMES[0])
        lines = house_lines(game, self.context.rulebook, self.context.locale)
        self.house.setText("<br>".join(lines))

    def _start(self) -> None:
        self.start.emit(self.chosen())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.back.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._start()
            return
        super().keyPressEvent(event)
