"""The class overview as a Qt table model: trainees × drills, each cell the trainee's standing on
the drill (the highest level at least proficient, as on the trainee's home screen) with that
level's accuracy and median time against the target, and "→ n" when a higher level is being
worked on.

Cells are coloured by mastery; a median slower than the target is written in red. Sorting goes
through a `QSortFilterProxyModel` on `SORT_ROLE` (mastery, then accuracy; names for column 0).

After the drills, one column per game anyone shown has dealt at the table ("Blackjack, at the
table"): sessions played, the last timed pace in coups an hour and the red lines of the last
session (red when there were any); the tooltip spells it out against the game's target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from trainer.locale_format import format_fixed, format_percent_of, format_seconds, format_target
from trainer.progress.classroom import ClassOverview, MatrixCell
from trainer.progress.mastery import Mastery
from trainer.progress.protocols import DrillLike
from trainer.table.history import GameTables
from trainer.table.report_words import game_words, pace_words

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
CELL_ROLE = Qt.ItemDataRole.UserRole + 2  # the MatrixCell, or None

# light tones of the mastery colours used on the home screen, so dark text stays readable
CELL_COLOURS = {
    Mastery.NOT_STARTED: "#eeeeee",
    Mastery.ATTEMPTED: "#ffe0b2",
    Mastery.FAMILIAR: "#fff59d",
    Mastery.PROFICIENT: "#c8e6c9",
    Mastery.MASTERED: "#bbdefb",
}
SLOW = "#b00020"
TABLE_COLOUR = "#e0f2f1"  # the table columns, apart from the drills' mastery colours


def abbreviation(status: Mastery) -> str:
    """The short mark of a mastery state in the cells, in the UI language (the tooltip and the
    legend spell it out)."""
    marks = {
        Mastery.NOT_STARTED: "–",
        Mastery.ATTEMPTED: QCoreApplication.translate("mastery", "A", "short for Attempted"),
        Mastery.FAMILIAR: QCoreApplication.translate("mastery", "F", "short for Familiar"),
        Mastery.PROFICIENT: QCoreApplication.translate("mastery", "P", "short for Proficient"),
        Mastery.MASTERED: QCoreApplication.translate("mastery", "M", "short for Mastered"),
    }
    return marks[status]


Index = QModelIndex | QPersistentModelIndex


def drill_columns(overview: ClassOverview, catalogue: Sequence[DrillLike]) -> list[str]:
    """The drills anyone has practised, in catalogue order (then any unknown ids)."""
    practised = {c.drill_id for c in overview.matrix}
    known = [d.id for d in catalogue if d.id in practised]
    return known + sorted(practised - set(known))


class ClassModel(QAbstractTableModel):
    def __init__(
        self,
        overview: ClassOverview,
        catalogue: Sequence[DrillLike],
        titles: dict[str, str],
        mastery_names: dict[Mastery, str],
        trainee_header: str,
        games: dict[str, str] | None = None,
        archived_mark: str = "",
        locale: str = "en",
        working_words: str = "working on L{level}",
    ) -> None:
        super().__init__()
        self.archived_mark = archived_mark  # "archived": after an archived trainee's name
        self.working_words = working_words  # translated by the view: "{level}" is filled
        self.games = games or {}  # drill id -> game name, shown above the title
        self.trainees = list(overview.trainees)
        self.drills = drill_columns(overview, catalogue)
        self.titles = titles
        self.names = mastery_names
        self.trainee_header = trainee_header
        self.locale = locale  # numbers in the cells are written in the UI language
        self.cells: dict[tuple[int, str], MatrixCell] = {
            (c.trainee_id, c.drill_id): c for c in overview.matrix
        }
        self.table_games = overview.table_games()
        self.tables: dict[tuple[int, str], GameTables] = dict(overview.tables)
        self.games_by_key = {g: game_words(g, locale) for g in self.table_games}

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.trainees)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.drills) + len(self.table_games) + 1

    def cell(self, row: int, column: int) -> MatrixCell | None:
        if column == 0 or column > len(self.drills):
            return None
        return self.cells.get((self.trainees[row].id, self.drills[column - 1]))

    def table_game(self, column: int) -> str | None:
        """The game of a table column (None for the name and drill columns)."""
        index = column - 1 - len(self.drills)
        return self.table_games[index] if 0 <= index < len(self.table_games) else None

    def table_cell(self, row: int, column: int) -> GameTables | None:
        game = self.table_game(column)
        return self.tables.get((self.trainees[row].id, game)) if game else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        person = self.trainees[row]
        if column == 0:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                if person.archived is not None and self.archived_mark:
                    return f"{person.name} ({self.archived_mark})"
                return person.name
            if role == Qt.ItemDataRole.FontRole and person.archived is not None:
                italic = QFont()
                italic.setItalic(True)
                return italic
            if role == SORT_ROLE:
                return person.name.casefold()
            if role == Qt.ItemDataRole.UserRole:
                return person.id
            return None
        if self.table_game(column) is not None:
            return self._table_data(row, column, role)
        cell = self.cell(row, column)
        status = cell.status if cell is not None else Mastery.NOT_STARTED
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(cell)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(cell, person.name, self.drills[column - 1])
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(QColor(CELL_COLOURS[status]))
        if role == Qt.ItemDataRole.ForegroundRole:
            slow = cell is not None and _slow(cell)
            return QBrush(QColor(SLOW if slow else "#212121"))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == SORT_ROLE:
            accuracy = cell.accuracy if cell is not None and cell.accuracy is not None else -1.0
            return int(status) * 10 + (cell.level if cell else 0) + (accuracy + 1) / 10
        if role == CELL_ROLE:
            return cell
        if role == Qt.ItemDataRole.UserRole:
            return person.id
        return None

    def _table_data(self, row: int, column: int, role: int) -> Any:
        tables = self.table_cell(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return table_text(tables)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._table_tooltip(tables, self.trainees[row].name, column)
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(
                QColor(TABLE_COLOUR if tables is not None else CELL_COLOURS[Mastery.NOT_STARTED])
            )
        if role == Qt.ItemDataRole.ForegroundRole:
            red = tables is not None and tables.last_red_lines > 0
            return QBrush(QColor(SLOW if red else "#212121"))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == SORT_ROLE:
            return tables.sessions if tables is not None else -1
        if role == Qt.ItemDataRole.UserRole:
            return self.trainees[row].id
        return None

    def _table_tooltip(self, tables: GameTables | None, name: str, column: int) -> str:
        game = self.games_by_key.get(self.table_game(column) or "", "")
        if tables is None:
            return QCoreApplication.translate(
                "ClassModel", "{name} — {game}: no session at the table"
            ).format(name=name, game=game)
        pace = (
            pace_words(tables.last_pace, self.locale)
            if tables.last_pace is not None
            else QCoreApplication.translate("ClassModel", "no timed session")
        )
        return QCoreApplication.translate(
            "ClassModel",
            "{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} "
            "in the last session, {all} in all",
        ).format(
            name=name,
            game=game,
            sessions=QCoreApplication.translate("ClassModel", "%n session(s)", "", tables.sessions),
            pace=pace,
            last=tables.last_red_lines,
            all=tables.red_lines,
        )

    def _text(self, cell: MatrixCell | None) -> str:
        if cell is None:
            return "–"
        locale = self.locale
        accuracy = format_percent_of(cell.accuracy, locale) if cell.accuracy is not None else "—"
        median = (
            format_fixed(cell.median_seconds, locale) if cell.median_seconds is not None else "—"
        )
        target = (
            f"/{format_target(cell.target_seconds, locale)}"
            if cell.target_seconds is not None
            else " s"
        )
        above = f"→{cell.working_level}" if cell.working_level > cell.level else ""
        return f"{abbreviation(cell.status)}{cell.level}{above} · {accuracy}\n{median}{target}"

    def _tooltip(self, cell: MatrixCell | None, name: str, drill_id: str) -> str:
        title = self.titles.get(drill_id, drill_id)
        if cell is None:
            return f"{name} — {title}: {self.names[Mastery.NOT_STARTED]}"
        locale = self.locale
        accuracy = format_percent_of(cell.accuracy, locale) if cell.accuracy is not None else "—"
        median = (
            format_seconds(cell.median_seconds, locale) if cell.median_seconds is not None else "—"
        )
        target = (
            format_target(cell.target_seconds, locale) if cell.target_seconds is not None else "—"
        )
        working = self.working_words.format(level=cell.working_level)
        return (
            f"{name} — {title} (L{cell.level}): {self.names[cell.status]}, {accuracy}, "
            f"{median} / {target}, n={cell.answers}; {working}"
        )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        game = self.table_game(section)
        if game is not None:
            name = self.games_by_key.get(game, game)
            if role == Qt.ItemDataRole.DisplayRole:
                return QCoreApplication.translate("ClassModel", "{game}\nat the table").format(
                    game=name
                )
            if role == Qt.ItemDataRole.ToolTipRole:
                return QCoreApplication.translate(
                    "ClassModel",
                    "{game} at the table: sessions played, the last timed pace (coups an hour) "
                    "and the red lines of the last session",
                ).format(game=name)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == 0:
                return self.trainee_header
            drill_id = self.drills[section - 1]
            return _short(self.games.get(drill_id, ""), self.titles.get(drill_id, drill_id))
        if role == Qt.ItemDataRole.ToolTipRole and section > 0:
            return self.titles.get(self.drills[section - 1], self.drills[section - 1])
        return None


def table_text(tables: GameTables | None) -> str:
    """A table column's cell: "3 sessions", then "68/h · ⚠ 1" (the last timed pace, and the
    last session's red lines: ✓ when none)."""
    if tables is None:
        return "–"
    pace = tables.last_pace
    speed = f"{round(pace.per_hour)}/h" if pace is not None and pace.per_hour else "—"
    red = f"⚠ {tables.last_red_lines}" if tables.last_red_lines else "✓"
    sessions = QCoreApplication.translate("ClassModel", "%n session(s)", "", tables.sessions)
    return f"{sessions}\n{speed} · {red}"


def _slow(cell: MatrixCell) -> bool:
    return (
        cell.median_seconds is not None
        and cell.target_seconds is not None
        and cell.median_seconds > cell.target_seconds
    )


def _short(game: str, title: str, width: int = 15) -> str:
    """Header text: the game, then the title wrapped to narrow lines (three at most)."""
    lines: list[str] = []
    for word in title.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > 3:
        lines = [*lines[:2], lines[2] + "…"]
    return "\n".join([game, *lines] if game else lines)


def sorted_proxy(model: ClassModel) -> QSortFilterProxyModel:
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    return proxy
