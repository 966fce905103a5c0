"""Lessons: one per game and language, shown in a QTextBrowser; rule ids are anchors that
drill feedback links to."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from trainer import lessons
from ui.context import AppContext
from ui.games import GAMES, game_name


class LessonView(QWidget):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
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

    def retranslate(self) -> None:
        self.label.setText(self.tr("Lesson:"))
        self.games.blockSignals(True)
        self.games.clear()
        for key in GAMES:
            self.games.addItem(game_name(key), key)
        self.games.setCurrentIndex(GAMES.index(self.game))
        self.games.blockSignals(False)
        self.show_lesson(self.game)

    def _pick(self, index: int) -> None:
        if index >= 0:
            self.show_lesson(str(self.games.itemData(index)))

    def show_lesson(self, game: str, rule_id: str | None = None) -> None:
        self.game = game
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
        game = lessons.game_of_rule(rule_id)
        if self.games.currentIndex() != GAMES.index(game):
            self.games.blockSignals(True)
            self.games.setCurrentIndex(GAMES.index(game))
            self.games.blockSignals(False)
        self.show_lesson(game, rule_id)
