"""A stored question replayed exactly: its scene on the felt, the prompt, the answer given and
the expected one, then what was wrong and the worked solution, as the trainee's feedback said
them (instructor review and exam results). A stored answer is graded again when it is read
back (`trainer.station.StoredAnswer`), so the review teaches what the feedback taught."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.drills import catalog
from trainer.drills.base import Grade, Question, Response
from trainer.station import StoredAnswer
from ui.views.felts import make_felt
from ui.words import expected_text, feedback_html, given_text, say, steps_html


class ReplayPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.felt = make_felt(animated=False)
        self.felt.setObjectName("replayFelt")
        # Small enough that the felt, the words and the solution all fit a 1366x700 window's
        # trainee detail: squeezed below their minimum, Qt drew the words over the felt.
        self.felt.setMinimumHeight(100)
        self.felt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.felt, 3)
        self.words = QLabel()
        self.words.setObjectName("replayWords")
        self.words.setWordWrap(True)
        self.words.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        words_area = QScrollArea()  # a long prompt scrolls instead of pushing into the felt
        words_area.setFrameShape(QFrame.Shape.NoFrame)
        words_area.setWidgetResizable(True)
        words_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        words_area.setWidget(self.words)
        words_area.setMinimumHeight(48)
        words_area.setMaximumHeight(110)
        layout.addWidget(words_area, 1)
        self.solution = QTextBrowser()
        self.solution.setObjectName("replaySolution")
        self.solution.setOpenLinks(False)  # a rule id is shown, the review stays
        self.solution.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.solution.setMinimumHeight(50)  # it scrolls
        layout.addWidget(self.solution, 1)
        self.question: Question | None = None

    def show_answer(self, stored: StoredAnswer, locale: str, note: str = "") -> None:
        """A recorded answer, graded again: its feedback and worked solution shown too."""
        self.show_question(stored.question, stored.response, locale, note, stored.grade)

    def show_question(
        self,
        question: Question,
        response: Response | None,
        locale: str,
        note: str = "",
        grade: Grade | None = None,
    ) -> None:
        self.question = question
        self.felt.set_locale(locale)  # the cloth's print in the reader's words
        self.felt.set_scene(question.scene, animate=False)
        title = say(catalog.get(question.drill_id).title, locale)
        level = self.tr("level {level}").format(level=question.level)
        given = self.tr("Answer given")
        expected = self.tr("Expected")
        right = grade is not None and grade.correct  # a right answer is not shown in red
        self.words.setText(
            f"<b>{title}</b> — {level}<br>"
            f"{say(question.prompt, locale)}<br>"
            f"<span style='color:{'#1b5e20' if right else '#b00020'}'><b>{given}:</b> "
            f"{given_text(question, response, locale)}</span> &nbsp; "
            f"<span style='color:#1b5e20'><b>{expected}:</b> "
            f"{expected_text(question, locale)}</span>" + (f"<br>{note}" if note else "")
        )
        wrong = feedback_html(question, grade.feedback, locale) if grade is not None else ""
        steps = grade.solution if grade is not None else question.solution
        heading = self.tr("Worked solution")
        self.solution.setHtml(f"{wrong}<p><b>{heading}</b></p>{steps_html(steps, locale)}")

    def clear(self) -> None:
        self.question = None
        self.felt.set_scene(None, animate=False)
        self.words.clear()
        self.solution.clear()
