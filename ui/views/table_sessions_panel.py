"""A trainee's sessions at the table, for My progress and the instructor's trainee detail: one
row per game (sessions played, the last timed pace against the game's target, red lines in the
last session and in all), then the sessions themselves, newest first; Enter or a double click
opens a session's report (`table_report_view.show_table_report`)."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.locale_format import format_day
from trainer.station import Station
from trainer.table.games import TABLE_GAMES
from trainer.table.history import GameTables, SessionInfo
from trainer.table.report_words import game_words, mode_words, pace_words
from ui.tables import plain_headers

SESSIONS_SHOWN = 30
RED = "#b00020"


def pace_cell(tables: GameTables) -> str:
    """ "68/h": the last timed session's coups an hour (its tooltip says it in words against
    the target), or "—" when none was timed."""
    pace = tables.last_pace
    if pace is None or pace.per_hour is None:
        return "—"
    return f"{round(pace.per_hour)}/h"


def _table(columns: int, name: str) -> QTableWidget:
    table = QTableWidget(0, columns)
    plain_headers(table)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(24)  # compact: the panel shares its column
    return table


class TableSessionsPanel(QWidget):
    open_session = Signal(int)  # a stored table session's id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.label)
        self.games = _table(4, "tableGames")
        self.games.setMaximumHeight(24 * 4 + 30)  # a few games; it scrolls past that
        self.games.setMinimumHeight(48)  # a header and a row: beside others in 700 pixels
        layout.addWidget(self.games, 2)
        self.sessions_label = QLabel()
        layout.addWidget(self.sessions_label)
        self.sessions = _table(5, "tableSessions")
        self.sessions.setMinimumHeight(48)
        self.sessions.doubleClicked.connect(lambda _index: self._open())
        self.sessions.installEventFilter(self)
        self.sessions_label.setBuddy(self.sessions)
        layout.addWidget(self.sessions, 3)
        self.found: list[SessionInfo] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(self.tr("At the table"))
        self.sessions_label.setText(self.tr("&Sessions (Enter opens the report)"))
        self.games.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Sessions"), self.tr("Last pace"), self.tr("Red lines")]
        )
        tips = (
            "",
            self.tr("Sessions played at this table"),
            self.tr("The last timed session's coups an hour"),
            self.tr("Red lines in the last session · in all"),
        )
        for column, tip in enumerate(tips):
            header = self.games.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        self.sessions.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Game · mode"),
                self.tr("Coups"),
                self.tr("Right"),
                self.tr("Red lines"),
            ]
        )

    def load(self, station: Station, trainee_id: int, locale: str) -> None:
        """`station`: this one, or a trainee's record copied from the school's server."""
        self.retranslate()
        by_game = station.tables_by_game([trainee_id])
        mine = [by_game[(trainee_id, g)] for g in TABLE_GAMES if (trainee_id, g) in by_game]
        self.games.setRowCount(max(1, len(mine)))
        if not mine:
            self.games.setSpan(0, 0, 1, 4)
            self.games.setItem(0, 0, QTableWidgetItem(self.tr("No session at the table yet")))
        else:
            self.games.clearSpans()
        for row, tables in enumerate(mine):
            values = [
                game_words(tables.game, locale),
                str(tables.sessions),
                pace_cell(tables),
                f"{tables.last_red_lines} · {tables.red_lines}",
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 2 and tables.last_pace is not None:
                    item.setToolTip(pace_words(tables.last_pace, locale))
                if column == 3 and tables.last_red_lines:
                    item.setForeground(Qt.GlobalColor.red)
                self.games.setItem(row, column, item)
        self._stretch(self.games)
        self.found = station.table_sessions(trainee_id)[:SESSIONS_SHOWN]
        self.sessions.setRowCount(len(self.found))
        for row, info in enumerate(self.found):
            values = [
                format_day(date.fromisoformat(info.started[:10]), locale),
                f"{game_words(info.game, locale)} · {mode_words(info.mode, locale)}",
                str(info.coups),
                f"{info.right}/{info.acts}",
                str(info.red_lines),
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column == 0:
                    item.setData(Qt.ItemDataRole.UserRole, info.id)
                if column == 4 and info.red_lines:
                    item.setForeground(Qt.GlobalColor.red)
                self.sessions.setItem(row, column, item)
        self._stretch(self.sessions, 1)
        if self.found:
            self.sessions.setCurrentCell(0, 0)

    @staticmethod
    def _stretch(table: QTableWidget, column: int = 0) -> None:
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)

    def chosen(self) -> int | None:
        row = self.sessions.currentRow()
        return self.found[row].id if 0 <= row < len(self.found) else None

    def _open(self) -> None:
        chosen = self.chosen()
        if chosen is not None:
            self.open_session.emit(chosen)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.sessions
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self._open()
            return True
        return super().eventFilter(watched, event)
