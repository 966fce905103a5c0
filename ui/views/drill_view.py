"""The drill view: the felt shows the moment, the trainee answers, the feedback teaches.

Enter submits, Enter again moves on, Esc ends the session with a summary. An answer that
cannot be read (an empty amount, an empty settlement) shows its message under the field and
the question stays open; an answer that was read is committed before the feedback appears.
An answer that cannot be written (a full disk, another program holding the file) shows the
real cause, stays in memory, and Enter retries; ending the session then asks once before
leaving it behind.

The clock starts when the scene has been dealt (`QuestionClock`): the answer area opens then,
and Enter during the deal shows its end at once. A level that opens with an answer is
announced in the feedback. "Redo my mistakes" asks the recent mistakes again, each until it
has been answered right twice (`trainer.progress.redo`).

The keyboard is where the trainee types: the view names its focus owner (`focus_owner`: the
view itself while the deal runs, then the answer area's field, then Next), and a key typed
during the deal both ends the deal and reaches the field, so no digit is lost. The felt keeps
its size from question to feedback: the question is shown in the `QuestionPanel` the exam's
sitting page uses too, and the feedback takes the answer area's place in its slot of a fixed
height, scrolls inside it and says the answer given. A rule id in the feedback opens its
paragraph beside it (`RulePanel`) and the question stays.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.drills import catalog
from trainer.drills.base import Grade, Question, Response, UnparsableResponse
from trainer.locale_format import elide, format_seconds, format_target
from trainer.practice_session import AnswerNotSaved, PracticeSession
from trainer.progress.errors import WriteFailedError
from trainer.progress.mastery import DrillMastery
from trainer.progress.redo import RIGHT_TWICE, Redo, next_redo
from ui.context import AppContext
from ui.ports import Sound
from ui.storage_messages import write_failure_text
from ui.views.drill_notes import DrillNotes, drill_now
from ui.views.message import Message
from ui.views.question_panel import QuestionPanel
from ui.views.rule_panel import RulePanel
from ui.views.screen import Screen
from ui.words import expected_text, feedback_html, given_text, problem_words, say, steps_html


class DrillView(Screen):
    ended = Signal()  # Esc: the session is over (the window shows the summary)
    rule_clicked = Signal(str)  # "open the whole lesson" at this rule id (ends the session)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.session: PracticeSession | None = None
        self.question: Question | None = None
        self.grade: Grade | None = None
        self.chips: tuple[Decimal, ...] = ()
        self.fixed: tuple[str, int] | None = None  # practise one drill/level, else scheduler
        self.redoing: Redo | None = None  # "redo my mistakes": the mistake asked now
        self.redo_mode = False
        self._before: DrillMastery | None = None  # the drill before this answer (level-ups)
        self._given: Response | None = None  # the answer submitted, shown in the feedback
        self._feedback_notes: Callable[[], list[str]] = list  # a level opened, a redo's state
        self._save_cause: WriteFailedError | None = None  # why the answer is not saved yet
        self.notes = DrillNotes(self)
        self.ticker = QTimer(self)
        self.ticker.setInterval(100)
        self.ticker.timeout.connect(self._tick)

        layout = QVBoxLayout(self)
        # the felt, the question's line with its clock, the prompt and the answer slot: the
        # same panel as the exam's sitting page
        self.panel = QuestionPanel()
        self.panel.submitted.connect(self.submit_or_next)
        self.panel.ready.connect(self._answer_ready)
        layout.addWidget(self.panel, 1)
        self.felt = self.panel.felt
        self.sound: Sound | None = None  # the window's: right, wrong, the number called
        self.clock = self.panel.clock
        self.title = self.panel.title
        self.timer_label = self.panel.timer
        self.prompt = self.panel.prompt
        self.areas = self.panel.areas
        self.answer_scroll = self.panel.answer_scroll
        self.error = self.panel.error
        self.slot = self.panel.slot

        self.save_problem = Message()
        self.save_problem.setObjectName("saveProblem")
        self.save_problem.setWordWrap(True)
        self.save_problem.setStyleSheet(
            "background: #fff4e5; color: #7a3e00; border: 1px solid #e0a050; padding: 8px;"
        )
        self.save_problem.hide()
        self.panel.add_message(self.save_problem)
        self._leave_warned = False

        self.feedback = QTextBrowser()
        self.feedback.setObjectName("feedback")
        self.feedback.setOpenLinks(False)
        # Clicking a rule link must not take the keyboard from Next: Enter still moves on,
        # Page Up/Down scroll the feedback (see keyPressEvent).
        self.feedback.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.feedback.anchorClicked.connect(self._link)
        self.rule_panel = RulePanel()
        self.rule_panel.open_lesson.connect(self.rule_clicked.emit)
        self.feedback_page = QWidget()
        feedback_box = QHBoxLayout(self.feedback_page)
        feedback_box.setContentsMargins(0, 0, 0, 0)
        feedback_box.addWidget(self.feedback, 3)
        feedback_box.addWidget(self.rule_panel, 2)
        # the feedback takes the answer area's place in the slot: the felt keeps its size
        self.panel.add_page(self.feedback_page)

        buttons = QHBoxLayout()
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("submit")
        self.submit_button.clicked.connect(self.submit_or_next)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.request_end)
        buttons.addStretch(1)
        buttons.addWidget(self.end_button)
        buttons.addWidget(self.submit_button)
        layout.addLayout(buttons)
        self.retranslate()

    # ----------------------------------------------------------- session

    @property
    def language(self) -> str:
        """The trainee's language: the question, the answers, the feedback and the felt."""
        return self.context.locale

    def begin(
        self,
        session: PracticeSession,
        drill: tuple[str, int] | None = None,
        replay: Question | None = None,
        redo: bool = False,
    ) -> None:
        """Practise (the scheduler's choice, or `drill`), replay one question, or `redo`
        the recent mistakes."""
        self.session = session
        self.chips = session.rulebook.chip_set.values
        self.felt.set_rulebook(session.rulebook)  # the house's chips on the felt, as in the tray
        self.felt.set_locale(self.language)  # the cloth's words, tags and amounts in theirs
        self.fixed = drill
        self.redo_mode, self.redoing = redo, None
        if replay is not None:
            self.show_question(session.replay(replay))
        else:
            self.ask_next()

    def ask_next(self) -> None:
        assert self.session is not None
        if self.redo_mode:
            self._ask_redo()
            return
        drill_id, level = self.fixed if self.fixed else (None, None)
        self.show_question(self.session.next_question(drill_id, level))

    def _ask_redo(self) -> None:
        """The next mistake round the list; none left ends the session."""
        assert self.session is not None
        found = self.context.station.redo_questions(self.session.trainee_id, self.session.clock())
        chosen = next_redo([item for item, _q in found], self.redoing)
        if chosen is None:
            self.ended.emit()
            return
        self.redoing = chosen
        question = dict((item.key, q) for item, q in found)[chosen.key]
        self.show_question(self.session.replay(question))

    def show_question(self, question: Question) -> None:
        self.question = question
        self.grade = None
        self._clear_save_problem()
        self.rule_panel.hide()
        self._before = drill_now(self.context.station, self.session, question.drill_id)
        self.panel.ask(question, self.language, self.chips)
        self._say_question()
        self.submit_button.setText(self.tr("Submit (Enter)"))
        if self.isVisible():
            self.focus_owner().setFocus()  # the view while dealing, else the answer field
        self.ticker.start()
        self._tick()

    def _say_question(self) -> None:
        """The drill's title and the prompt (with its hints), in the language of the moment."""
        question = self.question
        assert question is not None
        title = self.tr("{title} — level {level}").format(
            title=say(catalog.get(question.drill_id).title, self.language), level=question.level
        )
        if self.redo_mode and self.redoing is not None:
            redo = self.tr("redo: right {right} of {needed}").format(
                right=self.redoing.right_since, needed=RIGHT_TWICE
            )
            title += " · " + elide(redo, self.language)
        self.title.setText(title)
        self.panel.say_prompt(self.language)

    @property
    def answer_ready(self) -> bool:
        """The question is open and its clock running (the scene is complete)."""
        return self.question is not None and self.grade is None and self.clock.running

    def _answer_ready(self) -> None:
        """The deal is done: the panel opened the answer area; the clock shows."""
        self._tick()

    def focus_owner(self) -> QWidget:
        """Who takes the keyboard now: the view during the deal (any key ends it), the answer
        area's field while the question is open, Next once it is answered (or Retry)."""
        if self.question is None:
            return self
        if self.grade is not None or (self.session and self.session.unsaved is not None):
            return self.submit_button
        if self.clock.waiting:
            return self
        return self.panel.answer_focus()

    # ----------------------------------------------------------- answering

    def submit_or_next(self) -> None:
        if self.session is None or self.question is None:
            return
        if self.grade is not None:
            self.ask_next()
            return
        if self.clock.waiting:  # Enter during the deal: show its end, then time the answer
            self.clock.skip()
            return
        try:
            if self.session.unsaved is not None:
                grade = self.session.save_unsaved()  # Retry: the answer given, unchanged
            else:
                response = self.panel.response()
                grade = self.session.submit(response, self.clock.seconds())
                self._given = response
        except UnparsableResponse as problem:
            refused = problem  # said again in a new language, while it is shown
            self.error.say(lambda: problem_words(refused, self.language))
            return
        except AnswerNotSaved as problem:
            self._show_save_problem(problem)
            return
        self._clear_save_problem()
        self.ticker.stop()
        self.grade = grade
        self.panel.close_answer()
        self.error.clear()
        self._feedback_notes = self._notes()
        self._show_feedback(grade)
        self.submit_button.setText(self.tr("Next (Enter)"))
        self.submit_button.setFocus()
        self._play("right" if grade.correct else "wrong")
        scene = self.question.scene
        if scene.game in ("roulette", "boule") and scene.number is not None:
            self._call_number(scene.number)

    def _show_save_problem(self, problem: AnswerNotSaved) -> None:
        """The answer is graded and kept; nothing more happens until it is on disk."""
        self.ticker.stop()
        self.panel.close_answer()
        self.error.clear()
        cause = self._save_cause = problem.cause
        self._leave_warned = False
        self.save_problem.say(lambda: write_failure_text(cause))
        self.save_problem.show()
        self.submit_button.setText(self.tr("Retry saving (Enter)"))
        self.submit_button.setFocus()

    def _clear_save_problem(self) -> None:
        self._save_cause = None
        self._leave_warned = False
        self.save_problem.clear()
        self.save_problem.hide()

    def request_end(self) -> None:
        """End the session (Esc, the End button); with an answer not yet saved, say so once
        first: ending then tries it one last time and leaves it if that fails too."""
        unsaved = self.session is not None and self.session.unsaved is not None
        cause = self._save_cause
        if unsaved and cause is not None and not self._leave_warned:
            self._leave_warned = True

            def said() -> str:
                warning = self.tr(
                    "Your answer is still not saved. Press Enter to retry, or end the session "
                    "again to leave without it."
                )
                return f"{write_failure_text(cause)}\n\n{warning}"

            self.save_problem.say(said)
            return
        self.ended.emit()

    def _notes(self) -> Callable[[], list[str]]:
        """A level this answer opened; in "redo my mistakes", where the mistake stands: read
        once the answer is committed, said in the language of the moment."""
        assert self.question is not None and self.session is not None
        session, before = self.session, self._before
        station = self.context.station
        after = self._before = drill_now(station, session, self.question.drill_id)
        redoing = self.redoing if self.redo_mode else None

        def notes() -> list[str]:
            said = self.notes.level_up(before, after)
            if redoing is None:
                return said
            return said + self.notes.redo(station, session, redoing)

        return notes

    def _show_feedback(self, grade: Grade) -> None:
        assert self.question is not None
        verdict_words = self.tr("Correct") if grade.correct else self.tr("Not quite")
        colour, mark = ("#1b5e20", "✔") if grade.correct else ("#b00020", "✘")
        verdict = f'<h3 style="color:{colour}">{mark} {verdict_words}</h3>'
        expected = expected_text(self.question, self.language)
        seconds = format_seconds(grade.seconds, self.language)
        timing = (
            self.tr("{seconds} (target {target})").format(
                seconds=seconds, target=format_target(grade.target_seconds, self.language)
            )
            if grade.target_seconds is not None
            else seconds
        )
        rules = " ".join(f'<a href="rule:{r}">{r}</a>' for r in grade.rules)
        notes = feedback_html(self.question, grade.feedback, self.language)
        labels = {
            "expected": self.tr("Expected"),
            "time": self.tr("Time"),
            "rules": self.tr("Rules"),
            "solution": self.tr("Worked solution"),
        }
        self.feedback.setHtml(
            f"{verdict}{''.join(self._feedback_notes())}{self._given_html(grade)}"
            f"<p><b>{labels['expected']}:</b> {expected} &nbsp; "
            f"<b>{labels['time']}:</b> {timing} &nbsp; <b>{labels['rules']}:</b> {rules}</p>"
            f"{notes}<p><b>{labels['solution']}</b></p>"
            f"{steps_html(grade.solution, self.language)}"
        )
        self.slot.setCurrentWidget(self.feedback_page)

    def _given_html(self, grade: Grade) -> str:
        """The answer the trainee gave, in words: struck through in red when it was wrong, so
        the chosen option (or amount) is plain beside the expected one."""
        if grade.correct or self.question is None:
            return ""
        given = given_text(self.question, self._given, self.language)
        label = self.tr("Your answer")
        return (
            f'<p><b>{label}:</b> <span style="color:#b00020; text-decoration: line-through;">'
            f"{given}</span> ✘</p>"
        )

    def _link(self, url: QUrl) -> None:
        """A rule id: its paragraph beside the feedback; the question stays."""
        target = url.toString()
        if target.startswith("rule:"):
            self.rule_panel.show_rule(target.removeprefix("rule:"), self.language)
            self.focus_owner().setFocus()

    def _play(self, cue: str) -> None:
        if self.sound is not None:
            self.sound.play(cue)

    def _call_number(self, number: int) -> None:
        if self.sound is not None:
            self.sound.call_number(number, self.language)

    # ----------------------------------------------------------- keys and timer

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if self.rule_panel.isVisible():  # Esc closes the rule's paragraph first
                self.rule_panel.hide()
                return
            self.request_end()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit_or_next()
            return
        if key == Qt.Key.Key_M and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.toggle_amounts()
            return
        if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown) and self.grade is not None:
            shown = self.rule_panel.text if self.rule_panel.isVisible() else self.feedback
            bar = shown.verticalScrollBar()
            step = bar.pageStep() if key == Qt.Key.Key_PageDown else -bar.pageStep()
            bar.setValue(bar.value() + step)
            return
        # during the deal any key shows its end and is not lost; then the area's own keys
        if self.question is not None and self.grade is None and self.panel.take_key(event, self):
            return
        super().keyPressEvent(event)

    def toggle_amounts(self) -> None:
        """Ctrl+M: every stack's amount written over it, or only the one under the mouse."""
        self.felt.set_show_amounts(not self.felt.show_amounts)

    def _tick(self) -> None:
        if self.question is None:
            return
        seconds = self.clock.seconds()
        target = self.question.target_seconds
        if target is None:
            self.timer_label.setText(
                self.tr("{seconds} (untimed)").format(
                    seconds=format_seconds(seconds, self.language)
                )
            )
            self.timer_label.setStyleSheet("font-size: 18px; font-weight: bold; color: #444;")
            return
        colour = "#1b5e20" if seconds <= target else "#b00020"
        self.timer_label.setText(
            f"{format_seconds(seconds, self.language)} / {format_target(target, self.language)}"
        )
        self.timer_label.setStyleSheet(f"font-size: 18px; font-weight: bold; color: {colour};")

    def stop(self) -> None:
        self.ticker.stop()
        self.panel.stop()

    def retranslate(self) -> None:
        """The buttons, and the question shown with what was said about it: its prompt, the
        answer area's options (as chosen so far), a message, the feedback, the rule panel and
        the felt's print."""
        self.end_button.setText(self.tr("End session (Esc)"))
        if self.session is not None and self.session.unsaved is not None:
            self.submit_button.setText(self.tr("Retry saving (Enter)"))
        elif self.grade is not None:
            self.submit_button.setText(self.tr("Next (Enter)"))
        else:
            self.submit_button.setText(self.tr("Submit (Enter)"))
        self.panel.retranslate(self.language)
        self.rule_panel.retranslate(self.language)
        self.save_problem.retranslate()
        if self.question is None:
            return
        self._say_question()
        if self.grade is not None:
            self._show_feedback(self.grade)
        self._tick()
