"""Home: continue practice (the scheduler's next drill), the seven games with the trainee's
mastery, today's count and streak. Game page: the drills of a game with the level worked on,
mastery, accuracy and median time. Both read each drill's standing (`trainer.progress.standing`:
the highest level at least proficient), as the class overview and the reports do."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.locale_format import (
    elide,
    format_day,
    format_percent_of,
    format_seconds,
    format_target,
)
from trainer.progress.mastery import Mastery
from trainer.progress.standing import Standing, proficient_count
from trainer.station import Change
from ui.context import AppContext
from ui.games import HOME_TILES, game_name
from ui.tables import plain_headers
from ui.views.screen import Screen

if TYPE_CHECKING:
    from trainer.drills.base import Drill


def mastery_name(level: Mastery) -> str:
    from PySide6.QtCore import QCoreApplication

    names = {
        Mastery.NOT_STARTED: QCoreApplication.translate("mastery", "Not started"),
        Mastery.ATTEMPTED: QCoreApplication.translate("mastery", "Attempted"),
        Mastery.FAMILIAR: QCoreApplication.translate("mastery", "Familiar"),
        Mastery.PROFICIENT: QCoreApplication.translate("mastery", "Proficient"),
        Mastery.MASTERED: QCoreApplication.translate("mastery", "Mastered"),
    }
    return names[level]


def standing_text(found: Standing) -> str:
    """ "Proficient (L1)": the status with the level it was reached at ("Not started" alone)."""
    from PySide6.QtCore import QCoreApplication

    if found.status == Mastery.NOT_STARTED:
        return mastery_name(found.status)
    return QCoreApplication.translate("mastery", "{status} (L{level})").format(
        status=mastery_name(found.status), level=found.level
    )


MASTERY_COLOURS = {
    Mastery.NOT_STARTED: "#9e9e9e",
    Mastery.ATTEMPTED: "#ef6c00",
    Mastery.FAMILIAR: "#f9a825",
    Mastery.PROFICIENT: "#43a047",
    Mastery.MASTERED: "#1565c0",
}


class HomeView(Screen):
    continue_practice = Signal()
    open_game = Signal(str)
    run_table = Signal(str)  # a game, or "" to choose one (ui.table)
    filled = Signal()  # the game cards show the trainee's mastery
    # today's count and streak, each game's standing, the plans, the name
    follows = frozenset({Change.ANSWERS, Change.PLANS, Change.PEOPLE})

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.greeting = QLabel()
        self.greeting.setObjectName("greeting")
        self.greeting.setStyleSheet("font-size: 24px; font-weight: bold;")
        layout.addWidget(self.greeting)
        self.today = QLabel()
        self.today.setObjectName("today")
        self.today.setStyleSheet("font-size: 15px; color: #444;")
        layout.addWidget(self.today)
        self.plans = QLabel()
        self.plans.setObjectName("plans")
        self.plans.setWordWrap(True)
        self.plans.setStyleSheet("color: #6a1b9a;")
        layout.addWidget(self.plans)
        self.go = QPushButton()
        self.go.setObjectName("continuePractice")
        self.go.setMinimumHeight(56)
        self.go.setStyleSheet(
            "QPushButton { font-size: 20px; font-weight: bold; background: #1b5e20;"
            " color: white; border-radius: 8px; }"
            "QPushButton:focus { border: 3px solid #ffd54f; }"  # where Enter goes on arrival
        )
        self.go.clicked.connect(self.continue_practice.emit)
        layout.addWidget(self.go)
        self.table_button = QPushButton()
        self.table_button.setObjectName("runTable")
        self.table_button.setMinimumHeight(36)
        self.table_button.clicked.connect(lambda: self.run_table.emit(""))
        layout.addWidget(self.table_button)
        self.grid = QGridLayout()
        self.grid.setSpacing(12)
        layout.addLayout(self.grid)
        layout.addStretch(1)
        self.cards: dict[str, QPushButton] = {}
        self._fill_pending = False
        for n, game in enumerate(HOME_TILES):
            card = QPushButton()
            card.setObjectName(f"game_{game}")
            card.setMinimumHeight(96)
            card.setStyleSheet(
                "QPushButton { text-align: left; padding: 12px; font-size: 15px;"
                " background: #0b5d3b; color: white; border-radius: 10px; }"
                "QPushButton:focus { border: 3px solid #ffd54f; }"
            )
            card.clicked.connect(lambda _=False, g=game: self.open_game.emit(g))
            self.grid.addWidget(card, n // 4, n % 4)
            self.cards[game] = card
        self.refresh()

    def focus_owner(self) -> QWidget:
        """Continue practice: Enter (or Space) starts; Tab reaches the game tiles."""
        return self.go

    def retranslate(self) -> None:
        self.refresh()  # every word on home is part of its figures

    def refresh(self) -> None:
        person = self.context.trainee
        if person is None:
            return
        self.greeting.setText(self.tr("Hello, {name}").format(name=person.name))
        self.go.setText(self.tr("▶  Continue practice (Ctrl+P)"))
        self.table_button.setText(self.tr("Run the table (Ctrl+J)"))
        station = self.context.station
        # Two small queries (not `stats`, which loads the log's readers and the scheduler):
        # the home screen shows them in its first paint.
        streak = station.streak(person.id)
        count = station.answers_since(person.id, date.today())
        self.today.setText(
            self.tr("Today: {answers} · streak: {streak} (longest {longest})").format(
                answers=self.tr("%n answer(s)", "", count),
                streak=self.tr("%n day(s)", "", streak.current),
                longest=streak.longest,
            )
        )
        if station.catalogue_loaded():
            self.fill_cards()
        else:
            for game, card in self.cards.items():
                card.setText(game_name(game))  # in the current language until filled
            # The first time, the catalogue loads every engine: paint the screen first, then
            # fill the cards (and fill them anyway if the screen is not painted soon).
            self._fill_pending = True
            self.update()
            QTimer.singleShot(250, self, self._fill_if_pending)  # dies with the screen

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._fill_pending:
            QTimer.singleShot(0, self, self._fill_if_pending)

    def _fill_if_pending(self) -> None:
        if not self.isVisible():  # left (the window closed): filled when painted again
            return
        if self._fill_pending:
            self._fill_pending = False
            self.fill_cards()

    def fill_cards(self) -> None:
        """Each game's mastery and the instructor's plans (needs the drill catalogue)."""
        person = self.context.trainee
        if person is None:
            return
        drills = self.context.station.drills()
        found = self.context.station.standings(person.id, drills)
        for game, card in self.cards.items():
            ids = [d.id for d in drills if d.game == game]
            proficient = proficient_count(found[i] for i in ids)
            card.setText(
                f"{game_name(game)}\n"
                + elide(
                    self.tr("{proficient} of {total} drills proficient").format(
                        proficient=proficient, total=len(ids)
                    ),
                    self.context.locale,
                )
            )
        self.plans.setText(self._plans_text())
        self.filled.emit()

    def _plans_text(self) -> str:
        person = self.context.trainee
        assert person is not None
        station = self.context.station
        assigned = station.plans_for(person.id)
        if not assigned:
            return ""
        from ui.words import say  # the drill framework, loaded with the catalogue by now

        titles = {d.id: say(d.title, self.context.locale) for d in station.drills()}
        items = ", ".join(
            f"{titles[p.drill_id]} "
            + self.tr("L{level}").format(level=p.target_level)
            + (f" ({format_day(p.due_date, self.context.locale)})" if p.due_date else "")
            for p in assigned
            if p.drill_id in titles
        )
        return self.tr("Assigned by your instructor: {items}").format(items=items)


class GameView(Screen):
    practise = Signal(str, int)  # drill id, level
    learn = Signal(str)  # game
    run_table = Signal(str)  # game (ui.table)
    follows = frozenset({Change.ANSWERS})  # each drill's level, mastery and figures

    COLUMNS = 5

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.game = "blackjack"
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.lesson = QPushButton()
        self.lesson.setObjectName("learnRules")
        self.lesson.clicked.connect(lambda: self.learn.emit(self.game))
        self.table_button = QPushButton()
        self.table_button.setObjectName("runTable")
        self.table_button.clicked.connect(lambda: self.run_table.emit(self.game))
        head.addWidget(self.heading, 1)
        head.addWidget(self.table_button)
        head.addWidget(self.lesson)
        layout.addLayout(head)
        self.table = QTableWidget(0, self.COLUMNS)
        plain_headers(self.table)
        self.table.setObjectName("drillTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.cellActivated.connect(lambda row, _c: self._start(row))
        layout.addWidget(self.table, 1)
        self.about = QLabel()
        self.about.setObjectName("drillAbout")
        self.about.setWordWrap(True)
        self.about.setStyleSheet("font-size: 14px; padding: 6px;")
        layout.addWidget(self.about)
        row = QHBoxLayout()
        self.level_label = QLabel()
        self.level = QComboBox()
        self.level.setObjectName("level")
        self.start = QPushButton()
        self.start.setObjectName("practiseDrill")
        self.start.clicked.connect(lambda: self._start(self.table.currentRow()))
        row.addStretch(1)
        row.addWidget(self.level_label)
        row.addWidget(self.level)
        row.addWidget(self.start)
        layout.addLayout(row)
        self.table.currentCellChanged.connect(lambda r, *_: self._levels_for(r))
        self.drill_ids: list[str] = []

    def show_game(self, game: str) -> None:
        self.game = game
        self.refresh()

    def retranslate(self) -> None:
        """The same drill and level stay chosen."""
        row, level = self.table.currentRow(), self.level.currentIndex()
        self.refresh()
        if 0 < row < self.table.rowCount():
            self.table.setCurrentCell(row, 0)
        if 0 <= level < self.level.count():
            self.level.setCurrentIndex(level)

    def refresh(self) -> None:
        person = self.context.trainee
        if person is None:
            return
        from ui.words import say

        locale = self.context.locale
        self.heading.setText(game_name(self.game))
        self.lesson.setText(self.tr("Learn the rules (Ctrl+L)"))
        self.table_button.setText(self.tr("Run the table (Ctrl+J)"))
        self.level_label.setText(self.tr("Level"))
        self.start.setText(self.tr("Practise (Enter)"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Drill"),
                self.tr("Level"),
                self.tr("Mastery"),
                self.tr("Accuracy"),
                self.tr("Median time / target"),
            ]
        )
        station = self.context.station
        drills = station.drills(self.game)
        found = station.standings(person.id, drills)
        summaries = {s.key: s for s in station.by_drill(person.id)}
        self.table.setRowCount(len(drills))
        self.drill_ids = [d.id for d in drills]
        for row, drill in enumerate(drills):
            standing = found[drill.id]
            working = standing.working.level  # the level Enter practises
            summary = summaries.get(drill.id)
            target = drill.levels[working].target_seconds
            accuracy = format_percent_of(summary.accuracy, locale) if summary else "—"
            median = (
                format_seconds(summary.median_seconds, locale)
                if summary and summary.median_seconds
                else "—"
            )
            timing = f"{median} / {format_target(target, locale)}" if target else f"{median} / —"
            cells = [
                say(drill.title, locale),
                str(working),
                standing_text(standing),
                accuracy,
                timing,
            ]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if column == 2:
                    item.setForeground(Qt.GlobalColor.white)
                    from PySide6.QtGui import QColor

                    item.setBackground(QColor(MASTERY_COLOURS[standing.status]))
                self.table.setItem(row, column, item)
        if drills:
            self.table.setCurrentCell(0, 0)
            self._levels_for(0)

    def focus_owner(self) -> QWidget:
        """The drill list: arrows choose a drill, Enter practises it."""
        return self.table

    def _levels_for(self, row: int) -> None:
        person = self.context.trainee
        if row < 0 or row >= len(self.drill_ids) or person is None:
            return
        drill = self.context.station.drill(self.drill_ids[row])
        if drill is None:
            return
        self.about.setText(self._about(drill))
        state = self.context.station.mastery(person.id, drill)
        assert state is not None
        self.level.clear()
        for number in state.unlocked_levels:
            self.level.addItem(str(number), number)
        self.level.setCurrentIndex(self.level.count() - 1)

    def _about(self, drill: Drill) -> str:
        """What the drill asks, and what changes from level to level."""
        from ui.words import say

        locale = self.context.locale
        parts = []
        for n, spec in sorted(drill.levels.items()):
            target = (
                format_target(spec.target_seconds, locale)
                if spec.target_seconds
                else self.tr("untimed")
            )
            note = drill.level_note(n)
            parts.append(
                self.tr("L{level}: {note}, {target}").format(
                    level=n, note=say(note, locale), target=target
                )
                if note
                else self.tr("L{level}: {target}").format(level=n, target=target)
            )
        levels = "  ·  ".join(parts)
        return f"<b>{say(drill.instructions, self.context.locale)}</b><br>{levels}"

    def _start(self, row: int) -> None:
        if 0 <= row < len(self.drill_ids):
            level = int(self.level.currentData() or 1)
            self.practise.emit(self.drill_ids[row], level)
