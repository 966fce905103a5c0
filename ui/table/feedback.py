"""The side panel of Learn and Guided: the act due (Learn), then each act as it is judged,
newest first, with what was expected and the rule, whose id opens its lesson paragraph beside
it (`ui.views.rule_panel.RulePanel`). The session goes on: the panel never takes the keyboard
from the felt, and nothing in it has to be dismissed.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import QFrame, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ui.views.rule_panel import RulePanel

KEPT = 40  # acts kept in the panel (the report has them all)


def rule_link(rule: str) -> str:
    return f'<a href="rule:{html.escape(rule)}"><b>{html.escape(rule)}</b></a>' if rule else ""


class FeedbackPanel(QFrame):
    open_lesson = Signal(str)  # "open the whole lesson" at a rule (ends the session)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableFeedback")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.locale_name = "en"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.next_label = QLabel()
        self.next_label.setObjectName("tableNext")
        self.next_label.setWordWrap(True)
        self.next_label.setTextFormat(Qt.TextFormat.RichText)
        self.next_label.setStyleSheet(
            "background: #e8f5e9; border: 1px solid #a5d6a7; padding: 6px; font-size: 15px;"
        )
        self.next_label.linkActivated.connect(self._link_text)
        layout.addWidget(self.next_label)
        self.log = QTextBrowser()
        self.log.setObjectName("tableLog")
        self.log.setOpenLinks(False)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the felt
        self.log.anchorClicked.connect(self._link)
        layout.addWidget(self.log, 3)
        self.rule_panel = RulePanel()
        self.rule_panel.open_lesson.connect(self.open_lesson.emit)
        layout.addWidget(self.rule_panel, 2)
        self.entries: list[str] = []

    def set_locale(self, locale: str) -> None:
        self.locale_name = locale

    def show_next(self, html_text: str) -> None:
        """The act due (Learn mode); hidden when empty."""
        self.next_label.setText(html_text)
        self.next_label.setVisible(bool(html_text))

    def add(self, entry_html: str) -> None:
        self.entries.insert(0, entry_html)
        del self.entries[KEPT:]
        self.log.setHtml("".join(self.entries))

    def clear(self) -> None:
        self.entries = []
        self.log.clear()
        self.rule_panel.hide()
        self.show_next("")

    def show_rule(self, rule: str) -> None:
        self.rule_panel.show_rule(rule, self.locale_name)

    def retranslate(self) -> None:
        self.rule_panel.retranslate(self.locale_name)

    def _link(self, url: QUrl) -> None:
        self._link_text(url.toString())

    def _link_text(self, target: str) -> None:
        if target.startswith("rule:"):
            self.show_rule(target.removeprefix("rule:"))
