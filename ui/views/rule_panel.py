"""The paragraph of a rule, shown beside a drill's feedback when its rule id is clicked.

A rule link used to open the lesson screen, which ended the session with no summary and no way
back to the question. The panel shows the lesson's part for that rule (`Lesson.rule_markdown`)
in the trainee's language, and the drill stays where it was: Enter still moves on, Esc closes
the panel. "Open the whole lesson" ends the session (with its summary) and opens the lesson
there, for a trainee who wants to read on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer import lessons


class RulePanel(QFrame):
    open_lesson = Signal(str)  # a rule id: the whole lesson, at its paragraph

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.rule_id = ""
        self.language = "en"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        head = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("rulePanelHeading")
        self.heading.setStyleSheet("font-weight: bold;")
        self.close_button = QPushButton("×")
        self.close_button.setObjectName("closeRulePanel")
        self.close_button.setFlat(True)
        self.close_button.setFixedWidth(28)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.hide)
        head.addWidget(self.heading, 1)
        head.addWidget(self.close_button)
        layout.addLayout(head)
        self.text = QTextBrowser()
        self.text.setObjectName("rulePanelText")
        self.text.setOpenLinks(False)
        self.text.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays with the drill
        self.text.anchorClicked.connect(self._link)
        layout.addWidget(self.text, 1)
        self.hide()

    def show_rule(self, rule_id: str, locale: str) -> None:
        """Show what the lesson says about `rule_id` (or why it cannot)."""
        self.rule_id, self.language = rule_id, locale
        self.heading.setText(self.tr("Rule {rule}").format(rule=rule_id))
        self.close_button.setToolTip(self.tr("Close (Esc)"))
        try:
            lesson = lessons.load(lessons.game_of_rule(rule_id), locale)
        except lessons.LessonError as problem:
            self.text.setPlainText(
                self.tr("This lesson cannot be shown: {problem}").format(problem=problem)
            )
            self.show()
            return
        body = lessons.to_html(lesson.rule_markdown(rule_id))
        more = self.tr("Open the whole lesson (ends the session)")
        self.text.setHtml(f'{body}<p><a href="lesson:{rule_id}">{more}</a></p>')
        self.show()

    def retranslate(self, locale: str) -> None:
        """The paragraph shown, again in `locale`."""
        if not self.isHidden() and self.rule_id:
            self.show_rule(self.rule_id, locale)

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith("lesson:"):
            self.open_lesson.emit(target.removeprefix("lesson:"))
