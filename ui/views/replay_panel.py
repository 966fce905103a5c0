"""A stored question replayed exactly: its scene on the felt, the prompt, the answer given and
the expected one (instructor review and exam results)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from trainer.drills import catalog
from trainer.drills.base import Question, Response
from ui.views.felts import make_felt
from ui.words import expected_text, given_text, say


class ReplayPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.felt = make_felt(animated=False)
        self.felt.setObjectName("replayFelt")
        self.felt.setMinimumHeight(220)
        self.felt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.felt, 1)
        self.words = QLabel()
        self.words.setObjectName("replayWords")
        self.words.setWordWrap(True)
        layout.addWidget(self.words)
        self.question: Question | None = None

    def show_question(
        self, question: Question, response: Response | None, locale: str, note: str = ""
    ) -> None:
        self.question = question
        self.felt.set_locale(locale)  # the cloth's print in the reader's words
        self.felt.set_scene(question.scene, animate=False)
        title = say(catalog.get(question.drill_id).title, locale)
        level = self.tr("level {level}").format(level=question.level)
        given = self.tr("Answer given")
        expected = self.tr("Expected")
        self.words.setText(
            f"<b>{title}</b> — {level}<br>"
            f"{say(question.prompt, locale)}<br>"
            f"<span style='color:#b00020'><b>{given}:</b> "
            f"{given_text(question, response, locale)}</span> &nbsp; "
            f"<span style='color:#1b5e20'><b>{expected}:</b> "
            f"{expected_text(question, locale)}</span>" + (f"<br>{note}" if note else "")
        )

    def clear(self) -> None:
        self.question = None
        self.felt.set_scene(None, animate=False)
        self.words.clear()
