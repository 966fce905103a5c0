"""Lessons: one per game and language, shown in a QTextBrowser; rule ids are anchors that
drill feedback links to. After the seven games, apart behind a separator, comes the lesson every
game shares, "Money at the table" (the MO rules: chips and rounding)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from trainer import lessons
from ui.context import AppContext
from ui.games import GAMES, game_name
from ui.views.screen import Screen


class LessonView(Screen):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.game = "blackjack"
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.label = QLabel()
        self.games = QComboBox()
        self.games.setObjectName("lessonGame")
        self.games.currentIndexChanged.connect(self._pick)
        row.addWidget(self.label)
        row.addWidget(self.games)
        row.addStretch(1)
        layout.addLayout(row)
        self.notice = QLabel()
        self.notice.setStyleSheet("color: #8a6d00;")
        layout.addWidget(self.notice)
        self.browser = QTextBrowser()
        self.browser.setObjectName("lessonText")
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser, 1)
        self.retranslate()

    def focus_owner(self) -> QWidget:
        """The text: arrows and Page Up/Down read on; Tab reaches the lesson chooser."""
        return self.browser

    def retranslate(self) -> None:
        self.label.setText(self.tr("Lesson:"))
        self.games.blockSignals(True)
        self.games.clear()
        for key in GAMES:
            self.games.addItem(game_name(key), key)
        # The shared lesson is not a game: a separator sets it apart (it takes an index of its
        # own, so entries are found by their key, never by position).
        self.games.insertSeparator(self.games.count())
        self.games.addItem(game_name(lessons.MONEY), lessons.MONEY)
        self._select(self.game)
        self.games.blockSignals(False)
        self.show_lesson(self.game)

    def _select(self, key: str) -> None:
        """Show `key` in the selector without re-loading the lesson."""
        index = self.games.findData(key)
        if index >= 0 and index != self.games.currentIndex():
            blocked = self.games.blockSignals(True)
            self.games.setCurrentIndex(index)
            self.games.blockSignals(blocked)

    def _pick(self, index: int) -> None:
        key = self.games.itemData(index)
        if index >= 0 and isinstance(key, str):
            self.show_lesson(key)

    def show_lesson(self, game: str, rule_id: str | None = None) -> None:
        self.game = game
        self._select(game)
        self.notice.clear()
        try:
            lesson = lessons.load(game, self.context.locale)
        except lessons.LessonError as problem:
            self.browser.setPlainText(
                self.tr("This lesson cannot be shown: {problem}").format(problem=problem)
            )
            return
        if lesson.fallback:
            self.notice.setText(self.tr("This lesson is not yet translated; showing English."))
        self.browser.setHtml(lesson.html())
        if rule_id:
            self.browser.scrollToAnchor(rule_id)

    def show_rule(self, rule_id: str) -> None:
        """Open the lesson that teaches `rule_id` at its paragraph ("MO-03" opens the money
        lesson, whichever game's drill linked to it)."""
        try:
            game = lessons.game_of_rule(rule_id)
        except lessons.LessonError as problem:  # a link naming no rule: say so, stay usable
            self.browser.setPlainText(
                self.tr("This lesson cannot be shown: {problem}").format(problem=problem)
            )
            return
        self.show_lesson(game, rule_id)
