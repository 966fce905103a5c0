"""One question on screen, as the drill view and the exam's sitting page both show it.

From the top: the felt with the question's scene, a line naming the question with its clock
(`timer`; the exam adds its own clock beside it), the prompt, and one slot of a fixed height
holding the answer area for the question's kind (`ui.views.answers`) with the line saying why
an answer cannot be read. The slot keeps its height whatever it shows (the drill puts its
feedback there in place of the answer area): the felt above never changes size, so nothing on
the screen jumps while a question is answered. Long contents scroll inside.

The question's clock (`QuestionClock`) starts once the scene is dealt: until then the answer
area is closed, and a key typed during the deal ends the deal and still reaches the answer
field (`take_key`). The views decide what Enter does and what is recorded.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.base import Question, Response
from ui.views.answers import AREAS, AnswerArea, show_area
from ui.views.felts import make_felt
from ui.views.message import Message
from ui.views.question_clock import QuestionClock
from ui.words import say


def slot_height(view_height: int) -> int:
    """The height shared by the answer area and what takes its place (the drill's feedback): a
    third of the panel, within reason. Fixed for a given window, so the felt above keeps its
    size."""
    return max(170, min(320, view_height * 3 // 10))


class QuestionPanel(QWidget):
    submitted = Signal()  # Enter in the answer area (the view decides what it means)
    ready = Signal()  # the scene is dealt: the answer area is open and the clock runs

    def __init__(
        self, *, animated: bool = True, felt_height: int = 220, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.question: Question | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.felt = make_felt(animated=animated)
        self.felt.setMinimumHeight(felt_height)
        self.felt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.felt, 5)
        self.clock = QuestionClock(self.felt, self)
        self.clock.ready.connect(self._open_answer)

        self.lines = QVBoxLayout()  # what a view says above the question's line
        layout.addLayout(self.lines)
        self.head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("questionTitle")
        self.title.setStyleSheet("color: #666;")
        self.timer = QLabel()
        self.timer.setObjectName("questionTimer")
        self.timer.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.head.addWidget(self.title, 1)
        self.head.addWidget(self.timer)
        layout.addLayout(self.head)

        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 19px;")
        layout.addWidget(self.prompt)

        self.answers = QStackedWidget()
        self.areas: dict[str, AnswerArea] = {}
        for kind, cls in AREAS.items():
            area = cls()
            area.submitted.connect(self.submitted.emit)
            self.areas[kind] = area
            self.answers.addWidget(area)
        self.answer_scroll = QScrollArea()
        self.answer_scroll.setWidget(self.answers)
        self.answer_scroll.setWidgetResizable(True)
        self.answer_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.error = Message()
        self.error.setObjectName("answerError")
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setWordWrap(True)
        self.answer_page = QWidget()
        self.answer_box = QVBoxLayout(self.answer_page)
        self.answer_box.setContentsMargins(0, 0, 0, 0)
        self.answer_box.addWidget(self.answer_scroll, 1)
        self.answer_box.addWidget(self.error)

        self.slot = QStackedWidget()
        self.slot.setObjectName("answerSlot")
        self.slot.addWidget(self.answer_page)
        self.slot.setFixedHeight(slot_height(800))
        layout.addWidget(self.slot)

    # ----------------------------------------------------------- built by the views

    def add_line(self, widget: QWidget) -> None:
        """A line of the view's own between the felt and the question's line."""
        self.lines.addWidget(widget)

    def add_clock(self, widget: QWidget, spacing: int = 24) -> None:
        """Another clock beside the question's (the exam's time)."""
        self.head.addSpacing(spacing)
        self.head.addWidget(widget)

    def add_message(self, widget: QWidget) -> None:
        """A message under the answer area, inside the slot."""
        self.answer_box.addWidget(widget)

    def add_page(self, page: QWidget) -> None:
        """What may take the answer area's place in the slot (the drill's feedback)."""
        self.slot.addWidget(page)

    # ----------------------------------------------------------- a question

    @property
    def area(self) -> AnswerArea | None:
        """The answer area of the question shown."""
        return self.areas[self.question.kind] if self.question is not None else None

    def ask(self, question: Question, locale: str, chips: tuple[Decimal, ...]) -> AnswerArea:
        """Show `question`: its scene dealt on the felt, its answer area in the slot (closed
        until the deal ends), the clock armed. The view says the title and prompt."""
        self.question = question
        self.error.clear()
        self.show_answer_page()
        self.felt.set_scene(question.scene)
        area = self.areas[question.kind]
        show_area(self.answers, area)
        area.setEnabled(True)
        area.set_question(question, locale, chips)
        self.clock.arm()
        if self.clock.waiting:  # the deal is on the felt: the answer area opens after it
            area.setEnabled(False)
        return area

    def say_prompt(self, locale: str, hints: bool = True) -> None:
        """The prompt (with its hints, unless the view holds them back) in `locale`."""
        question = self.question
        if question is None:
            return
        prompt = say(question.prompt, locale)
        if hints and question.hints:
            hint = " ".join(say(h, locale) for h in question.hints)
            prompt = self.tr("{prompt}\nHint: {hint}").format(prompt=prompt, hint=hint)
        self.prompt.setText(prompt)

    def retranslate(self, locale: str) -> None:
        """The felt's print, the answer area's options and the message, in `locale`."""
        self.felt.set_locale(locale)
        self.error.retranslate()
        if self.area is not None:
            self.area.retranslate(locale)

    def response(self) -> Response:
        """What the trainee gave (`UnparsableResponse` when it cannot be read)."""
        assert self.area is not None
        return self.area.response()

    def close_answer(self) -> None:
        """Answered (or waiting to be saved): the answer area takes no more input."""
        if self.area is not None:
            self.area.setEnabled(False)

    def show_answer_page(self) -> None:
        self.slot.setCurrentWidget(self.answer_page)

    def answer_focus(self) -> QWidget:
        """Who takes the keyboard while the question is open: the panel during the deal (any
        key ends it), then the answer area's field."""
        if self.area is None or self.clock.waiting:
            return self
        return self.area.focus_target()

    def _open_answer(self) -> None:
        if self.area is not None:
            self.area.setEnabled(True)
            if self.isVisible():
                self.area.focus_target().setFocus()
        self.ready.emit()

    def stop(self) -> None:
        self.clock.stop()

    # ----------------------------------------------------------- keys

    def take_key(self, event: QKeyEvent, view: QWidget) -> bool:
        """A key typed while the question is open: during the deal it ends the deal and
        still reaches the answer field; else the answer area's own keys (number keys). True
        if it was used. `view` holds the field the key may go on to."""
        if self.clock.waiting:
            self.clock.skip()
            target = QApplication.focusWidget()
            if event.text() and target not in (None, view) and view.isAncestorOf(target):
                copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text())
                QApplication.sendEvent(target, copy)
            return True
        area = self.area
        return area is not None and area.isEnabled() and area.take_key(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.slot.setFixedHeight(slot_height(event.size().height()))
        super().resizeEvent(event)
