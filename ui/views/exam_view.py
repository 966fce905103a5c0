"""Exam mode: choose a blueprint, sit it, see the result.

While sitting there is no feedback and no hint until the end; the question's and the exam's
clocks are shown; a question is shown in the drill's `QuestionPanel` (its clock starts when
its scene is dealt, its answer slot keeps its height). Keys as in the drill view (Enter
submits and moves on, number keys choose). A question not answered in its time counts as
wrong and the next one comes; when the exam's time runs out, it ends. Leaving the screen or
closing the window ends the exam as failed, with the answers so far kept. The result shows
each section against its marks and its grade (A, B, C or fail), the missed and slowest
questions replayed on the felt with their worked solutions, and prints a certificate carrying
the signed result.

A practical's table section is dealt on the felt, on the table's own session view
(`exam_table.py`), in the exam's mode: a quiet mark per act, no help, the exam's clock running;
its session's report opens from the result. An exam that failed on marks alone offers a retake of
a failed area alone: on the result, or when the exam is chosen again.

An instructor proctors an exam by choosing their name and typing their passphrase before it
starts: that unlocks the school key (made then, the first time) which signs it. Without one it
is a self-assessment, not proctored, and every screen and paper says so.
"""

from __future__ import annotations

import dataclasses
from datetime import date
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drills.base import UnparsableResponse
from trainer.exams.blueprint import Blueprint, Catalogue, load_all, words_in
from trainer.exams.keys import KeyProblem
from trainer.exams.practical import RetakeRefused
from trainer.exams.run import ExamRun, Proctor
from trainer.exams.sitting import ExamResult, ItemResult, SectionResult, missed, slowest
from trainer.locale_format import (
    format_day,
    format_fixed,
    format_percent_of,
    format_seconds,
    format_target,
)
from trainer.progress.accounts import Role
from trainer.rulebooks.words import refusal_in
from trainer.table.procedure import procedure
from trainer.table.report import PaceResult, pace_verdict
from trainer.table.report_words import family_words, game_words, mode_words, pace_words
from ui.context import AppContext
from ui.reports import Reports
from ui.save_names import suggested_path
from ui.tables import plain_headers
from ui.views.exam_table import ExamTablePage
from ui.views.message import Message
from ui.views.question_panel import QuestionPanel
from ui.views.replay_panel import ReplayPanel
from ui.views.screen import Screen
from ui.words import problem_words, say

TICK_MS = 100


def _clock(seconds: float) -> str:
    whole = max(0, int(seconds))
    return f"{whole // 60:02d}:{whole % 60:02d}"


class ExamView(Screen):
    lists_table_sessions = True  # a session's report goes back here

    done = Signal()  # the trainee left the result (or the chooser)

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.catalogue = Catalogue((), ())
        self.run: ExamRun | None = None
        self.chips: tuple[Decimal, ...] = ()
        self.exam_clock = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self._tick)
        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        self._build_choose()
        self._build_sit()
        self._build_table()
        self._build_result()
        self.retranslate()

    # ----------------------------------------------------------- pages

    def _build_choose(self) -> None:
        self.choose_page = QWidget()
        box = QVBoxLayout(self.choose_page)
        box.setContentsMargins(60, 24, 60, 24)
        self.choose_heading = QLabel()
        self.choose_heading.setStyleSheet("font-size: 24px; font-weight: bold;")
        box.addWidget(self.choose_heading)
        self.choose_note = QLabel()
        self.choose_note.setWordWrap(True)
        box.addWidget(self.choose_note)
        self.blueprints = QListWidget()
        self.blueprints.setObjectName("blueprints")
        self.blueprints.setStyleSheet("font-size: 17px;")
        self.blueprints.currentItemChanged.connect(lambda _a, _b: self._chosen_changed())
        self.blueprints.itemDoubleClicked.connect(lambda _item: self.start_selected())
        box.addWidget(self.blueprints, 2)
        self.description = QLabel()
        self.description.setObjectName("blueprintDescription")
        self.description.setWordWrap(True)
        self.description.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(self.description, 2)
        self.problems = Message()
        self.problems.setObjectName("blueprintProblems")
        self.problems.setStyleSheet("color: #b00020;")
        self.problems.setWordWrap(True)
        box.addWidget(self.problems)
        box.addLayout(self._build_proctoring())
        retake_row = QHBoxLayout()
        self.retake_label = QLabel()
        self.retake = QComboBox()
        self.retake.setObjectName("retakeArea")
        self.retake_label.setBuddy(self.retake)
        retake_row.addWidget(self.retake_label)
        retake_row.addWidget(self.retake, 1)
        box.addLayout(retake_row)
        self.start_button = QPushButton()
        self.start_button.setObjectName("startExam")
        self.start_button.setMinimumHeight(44)
        self.start_button.clicked.connect(self.start_selected)
        box.addWidget(self.start_button)
        self.pages.addWidget(self.choose_page)

    def _build_proctoring(self) -> QVBoxLayout:
        """Who proctors: nobody (a self-assessment) or an instructor with their passphrase."""
        box = QVBoxLayout()
        row = QHBoxLayout()
        self.proctor_label = QLabel()
        self.proctor = QComboBox()
        self.proctor.setObjectName("proctor")
        self.proctor.currentIndexChanged.connect(lambda _i: self._proctor_changed())
        self.passphrase = QLineEdit()
        self.passphrase.setObjectName("proctorPassphrase")
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        row.addWidget(self.proctor_label)
        row.addWidget(self.proctor, 1)
        row.addWidget(self.passphrase, 1)
        box.addLayout(row)
        self.proctor_message = Message()
        self.proctor_message.setObjectName("proctorMessage")
        self.proctor_message.setStyleSheet("color: #b00020;")
        self.proctor_message.setWordWrap(True)
        box.addWidget(self.proctor_message)
        return box

    def _build_sit(self) -> None:
        self.sit_page = QWidget()
        box = QVBoxLayout(self.sit_page)
        # the felt, the question's line with its clock, the prompt and the answer slot: the
        # drill's panel, so a question looks and answers the same in both; a question's time
        # starts when its scene is dealt (the exam's own clock runs on)
        self.panel = QuestionPanel(animated=False, felt_height=280)
        self.panel.submitted.connect(self.submit)
        box.addWidget(self.panel, 1)
        self.felt = self.panel.felt
        self.question_clock = self.panel.clock
        self.areas = self.panel.areas
        self.prompt = self.panel.prompt
        self.error = self.panel.error
        self.error.setObjectName("examError")
        self.where = self.panel.title
        self.where.setObjectName("examWhere")
        self.question_timer = self.panel.timer
        self.sitting_kind = QLabel()
        self.sitting_kind.setObjectName("sittingKind")
        self.sitting_kind.setStyleSheet("font-weight: bold;")
        self.panel.add_line(self.sitting_kind)
        self.exam_timer = QLabel()
        self.exam_timer.setObjectName("examTimer")
        self.exam_timer.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.panel.add_clock(self.exam_timer)
        buttons = QHBoxLayout()
        self.end_button = QPushButton()
        self.end_button.setObjectName("endExam")
        self.end_button.clicked.connect(lambda: self.end_exam(abandoned=True))
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("submitExam")
        self.submit_button.clicked.connect(self.submit)
        buttons.addStretch(1)
        buttons.addWidget(self.end_button)
        buttons.addWidget(self.submit_button)
        box.addLayout(buttons)
        self.pages.addWidget(self.sit_page)

    def _build_table(self) -> None:
        """The page of a table section: the felt, as in "Run the table" (`exam_table.py`)."""
        self.table_page = ExamTablePage(self.context)
        self.table_page.end_requested.connect(lambda: self.end_exam(abandoned=True))
        self.table_page.section_done.connect(self._ask)
        self.table_timer = self.table_page.timer
        self.pages.addWidget(self.table_page)

    def _build_result(self) -> None:
        self.result_page = QWidget()
        box = QVBoxLayout(self.result_page)
        self.verdict = QLabel()
        self.verdict.setObjectName("examVerdict")
        self.verdict.setStyleSheet("font-size: 24px; font-weight: bold;")
        box.addWidget(self.verdict)
        self.kind_label = QLabel()
        self.kind_label.setObjectName("examKind")
        self.kind_label.setStyleSheet("font-size: 16px; font-weight: bold;")
        box.addWidget(self.kind_label)
        self.code_label = QLabel()
        self.code_label.setObjectName("examCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.code_label)
        self.sections = QTableWidget(0, 6)
        plain_headers(self.sections)
        self.sections.setObjectName("examSections")
        self.sections.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sections.verticalHeader().hide()
        self.sections.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        box.addWidget(self.sections)
        self.practical = QLabel()
        self.practical.setObjectName("examPractical")
        self.practical.setWordWrap(True)
        self.practical.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(self.practical)
        split = QSplitter(Qt.Orientation.Horizontal)
        review = QWidget()
        review_box = QVBoxLayout(review)
        review_box.setContentsMargins(0, 0, 0, 0)
        self.review_label = QLabel()
        review_box.addWidget(self.review_label)
        self.review = QListWidget()
        self.review.setObjectName("examReview")
        self.review.currentItemChanged.connect(lambda item, _old: self._replay(item))
        review_box.addWidget(self.review)
        split.addWidget(review)
        self.replay_panel = ReplayPanel()
        split.addWidget(self.replay_panel)
        split.setSizes([380, 700])
        box.addWidget(split, 1)
        buttons = QHBoxLayout()
        self.certificate_button = QPushButton()
        self.certificate_button.setObjectName("certificate")
        self.certificate_button.clicked.connect(lambda: self.save_certificate())
        self.done_button = QPushButton()
        self.done_button.setObjectName("examDone")
        self.done_button.clicked.connect(self.leave)
        self.table_report_button = QPushButton()
        self.table_report_button.setObjectName("examTableReport")
        self.table_report_button.clicked.connect(self.open_table_report)
        self.retake_button = QPushButton()
        self.retake_button.setObjectName("examRetake")
        self.retake_button.clicked.connect(self.offer_retake)
        buttons.addWidget(self.table_report_button)
        buttons.addWidget(self.retake_button)
        buttons.addStretch(1)
        buttons.addWidget(self.certificate_button)
        buttons.addWidget(self.done_button)
        box.addLayout(buttons)
        self.pages.addWidget(self.result_page)

    def retranslate(self) -> None:
        self.choose_heading.setText(self.tr("Exams"))
        self.choose_note.setText(
            self.tr(
                "A timed self-assessment before certification: no feedback until the end, "
                "each question and the whole exam have a time limit, and a question not "
                "answered in time counts as wrong. Leaving the exam ends it as not passed."
            )
        )
        self.start_button.setText(self.tr("Start the exam (Enter)"))
        self.proctor_label.setText(self.tr("Proctored by:"))
        self.passphrase.setPlaceholderText(self.tr("the instructor's passphrase"))
        if self.proctor.count():
            self.proctor.setItemText(0, self.tr("Nobody: self-assessment, not proctored"))
        self.submit_button.setText(self.tr("Submit (Enter)"))
        self.end_button.setText(self.tr("End the exam"))
        self.review_label.setText(self.tr("Missed and slowest questions (select to replay)"))
        self.certificate_button.setText(self.tr("Certificate (PDF)…"))
        self.done_button.setText(self.tr("Done"))
        self.retake_label.setText(self.tr("&Sit:"))
        self.table_report_button.setText(self.tr("Table session report…"))
        self.retake_button.setText(self.tr("Retake the failed area…"))
        self.table_page.retranslate()
        self.sections.setHorizontalHeaderLabels(
            [
                self.tr("Section"),
                self.tr("Right"),
                self.tr("Accuracy (mark)"),
                self.tr("In target time (mark)"),
                self.tr("Result"),
                self.tr("Grade"),
            ]
        )
        for message in (self.problems, self.proctor_message):
            message.retranslate()
        self.panel.retranslate(self.context.locale)
        page = self.pages.currentWidget()
        if page is self.choose_page:
            self._fill_blueprints()
            self._describe()
        elif page is self.sit_page and self.sitting:
            self._say_question()
            self._tick()
        elif page is self.table_page and self.sitting:
            self.table_page.say(self._kind_words(), self._table_where())
            self._tick()
        elif page is self.result_page and self.run is not None and self.run.result is not None:
            self._say_result(self.run.result)

    # ----------------------------------------------------------- choosing

    def show_choices(self) -> None:
        self.catalogue = load_all()
        self._fill_blueprints(keep=False)
        self._fill_proctors()
        self.pages.setCurrentWidget(self.choose_page)
        self.blueprints.setFocus()

    def _fill_blueprints(self, keep: bool = True) -> None:
        """The exams in the list (with `keep`, the one chosen stays chosen; else the first),
        and the files refused."""
        chosen = self.selected() if keep else None
        locale = self.context.locale
        self.blueprints.blockSignals(True)
        self.blueprints.clear()
        for blueprint in self.catalogue.blueprints:
            item = QListWidgetItem(
                self.tr("{title} — {questions}, {minutes} min").format(
                    title=blueprint.title_in(locale),
                    questions=self.tr("%n question(s)", "", blueprint.questions),
                    minutes=round(blueprint.time_limit_seconds / 60),
                )
            )
            item.setData(Qt.ItemDataRole.UserRole, blueprint.id)
            self.blueprints.addItem(item)
        self.blueprints.blockSignals(False)
        if self.blueprints.count():
            self.blueprints.setCurrentRow(0)
        if chosen is not None:
            self.select(chosen.id)
        problems = self.catalogue.problems
        self.problems.say(
            lambda: "\n".join(
                self.tr("Exam file refused: {problem}").format(
                    problem=refusal_in(p, self.context.locale)
                )
                for p in problems
            )
        )

    def _fill_proctors(self) -> None:
        self.proctor.clear()
        self.proctor.addItem(self.tr("Nobody: self-assessment, not proctored"), None)
        for person in self.context.station.people(Role.INSTRUCTOR):
            self.proctor.addItem(person.name, person.id)
        self.proctor.setCurrentIndex(0)
        self.proctor_message.clear()
        self._proctor_changed()

    def choose_proctor(self, instructor_id: int | None) -> None:
        """Select the proctor (None: nobody) as the combo box would."""
        self.proctor.setCurrentIndex(max(0, self.proctor.findData(instructor_id)))

    def _proctor_changed(self) -> None:
        proctored = self.proctor.currentData() is not None
        self.passphrase.setEnabled(proctored)
        self.passphrase.clear()
        if proctored:
            self.passphrase.setFocus()

    def _unlock(self) -> Proctor | None:
        """The chosen instructor's passphrase checked (with the wrong-passphrase wait) and the
        school key unlocked with it, or made with it the first time; None, with the reason
        shown, when that fails."""
        instructor_id = int(self.proctor.currentData())
        passphrase = self.passphrase.text()
        self.passphrase.clear()
        station = self.context.station
        check = station.check_secret(instructor_id, passphrase)
        if not check.accepted:
            wait = round(check.wait_seconds)
            self.proctor_message.say(
                lambda: (
                    self.tr("Wrong passphrase. Wait {seconds} s before trying again.").format(
                        seconds=wait
                    )
                    if wait > 0
                    else self.tr("Wrong passphrase. Try again.")
                )
            )
            return None
        try:
            key = station.school_key(instructor_id, passphrase)  # made the first time
        except KeyProblem as problem:
            refused = problem
            self.proctor_message.say(
                lambda: self.tr("The school key cannot be used: {problem}").format(problem=refused)
            )
            return None
        return Proctor(instructor_id, key)

    def selected(self) -> Blueprint | None:
        item = self.blueprints.currentItem()
        if item is None:
            return None
        return self.catalogue.get(str(item.data(Qt.ItemDataRole.UserRole)))

    def select(self, blueprint_id: str) -> None:
        for row in range(self.blueprints.count()):
            if self.blueprints.item(row).data(Qt.ItemDataRole.UserRole) == blueprint_id:
                self.blueprints.setCurrentRow(row)

    def _describe(self) -> None:
        blueprint = self.selected()
        if blueprint is None:
            self.description.clear()
            return
        from trainer.drills import catalog

        locale = self.context.locale
        rows = []
        for section in blueprint.sections:
            if section.kind == "table":
                rows.append(f"<li>{self._table_words(section)}</li>")
                continue
            drills = ", ".join(say(catalog.get(d).title, locale) for d in section.drills)
            rows.append(
                "<li>"
                + self.tr(
                    "<b>{name}</b>: {questions} at level {level}, {seconds} each "
                    "({drills}). Pass: {accuracy} right, {speed} right within the target time."
                ).format(
                    name=words_in(section.name, locale),
                    questions=self.tr("%n question(s)", "", section.questions),
                    level=section.level,
                    seconds=format_target(section.seconds_per_question, locale),
                    drills=drills,
                    accuracy=format_percent_of(section.pass_accuracy / 100, locale),
                    speed=format_percent_of(section.pass_speed / 100, locale),
                )
                + "</li>"
            )
        self.description.setText("<ul>" + "".join(rows) + "</ul>")

    def _table_words(self, section: object) -> str:
        from trainer.exams.blueprint import Section

        assert isinstance(section, Section)
        locale = self.context.locale
        marks = ", ".join(
            self.tr("{family} {mark}").format(
                family=family_words(family, locale),
                mark=format_percent_of(mark / 100, locale),
            )
            for family, mark in section.pass_marks.items()
        )
        return self.tr(
            "<b>{name}</b>: a session at the {game} table, {coups} in {mode} mode (no "
            "prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam."
        ).format(
            name=words_in(section.name, locale),
            # a common noun mid-sentence: "la taula de ruleta", not "de Ruleta"
            game=_mid_sentence(game_words(section.game, locale)),
            coups=self.tr("%n coup(s)", "", section.coups),
            mode=_mid_sentence(mode_words(section.mode, locale)),
            marks=marks or "—",
        )

    # ----------------------------------------------------------- retakes

    def _chosen_changed(self) -> None:
        self._describe()
        self._fill_retakes()

    def _fill_retakes(self) -> None:
        """The whole exam, or a failed area of the trainee's latest sitting of it when that
        failed on marks alone (`practical.py`)."""
        self.retake.clear()
        self.retake.addItem(self.tr("The whole exam"), None)
        blueprint = self.selected()
        person = self.context.trainee
        if blueprint is None or person is None:
            self.retake.setEnabled(False)
            return
        latest = next(
            (
                r
                for r in self.context.station.exam_history(person.id)
                if r.exam.blueprint == blueprint.id and r.result is not None
            ),
            None,
        )
        if latest is not None and latest.result is not None:
            for index in latest.result.retakeable():
                name = words_in(latest.result.sections[index].name, self.context.locale)
                self.retake.addItem(
                    self.tr("Retake “{area}” alone (exam of {day})").format(
                        area=name,
                        day=format_day(
                            date.fromisoformat(latest.exam.started[:10]), self.context.locale
                        ),
                    ),
                    (latest.exam.id, index),
                )
        self.retake.setEnabled(self.retake.count() > 1)

    def offer_retake(self) -> None:
        """From the result: back to the chooser with the failed area chosen."""
        if self.run is None or self.run.result is None:
            return
        blueprint_id = self.run.sitting.blueprint.id
        self.run = None
        self.show_choices()
        self.select(blueprint_id)
        if self.retake.count() > 1:
            self.retake.setCurrentIndex(1)
        self.start_button.setFocus()

    # ----------------------------------------------------------- sitting

    def start_selected(self, seed: int | None = None) -> None:
        blueprint = self.selected()
        person = self.context.trainee
        if blueprint is None or person is None:
            return
        proctor = None
        if self.proctor.currentData() is not None:
            proctor = self._unlock()
            if proctor is None:
                return
        retake = None
        chosen = self.retake.currentData()
        try:
            if chosen is not None:
                retake = self.context.station.plan_retake(
                    chosen[0], chosen[1], blueprint, person.id
                )
            self.run = self.context.station.begin_exam(
                person.id, blueprint, seed=seed, proctor=proctor, retake=retake
            )
        except RetakeRefused as refused:
            self.proctor_message.setText(self._refusal(refused.reason))
            return
        except KeyProblem as problem:
            sealing = problem
            self.proctor_message.say(
                lambda: self.tr("The exam cannot be sealed: {problem}").format(problem=sealing)
            )
            return
        self.chips = self.context.rulebook.chip_set.values
        self.felt.set_locale(self.context.locale)  # the cloth's print in the trainee's words
        self.pages.setCurrentWidget(self.sit_page)
        self.exam_clock.start()
        self._ask()
        self.ticker.start()

    def _refusal(self, reason: str) -> str:
        words = {
            "blueprint_changed": self.tr(
                "This exam has changed since it was sat: sit the whole exam again."
            ),
            "not_signed": self.tr(
                "The earlier result does not match its signature: sit the whole exam again."
            ),
        }
        return words.get(reason, self.tr("That area cannot be retaken alone: sit the whole exam."))

    def _kind_words(self) -> str:
        """ "Proctored by …" or "Self-assessment, not proctored", from the signed details."""
        assert self.run is not None
        proctor = self.context.station.exam_record(self.run.exam.id).details.get("proctor")
        if isinstance(proctor, dict):
            return self.tr("Proctored by {name}").format(name=proctor.get("name", "?"))
        return self.tr("Self-assessment, not proctored")

    def feedback_free(self) -> bool:
        """While sitting, nothing tells whether an answer was right (for the tests)."""
        return self.error.text() == "" and not self.result_page.isVisible()

    @property
    def sitting(self) -> bool:
        return self.run is not None and self.run.result is None

    def _ask(self) -> None:
        assert self.run is not None
        if self.run.table_due is not None:
            self._deal_table()
            return
        current = self.run.sitting.current
        if current is None:
            self.end_exam()
            return
        self.pages.setCurrentWidget(self.sit_page)
        # no hints in an exam: the question is asked without them
        self.panel.ask(
            dataclasses.replace(current.question, hints=()), self.context.locale, self.chips
        )
        self._say_question()
        self._tick()

    def _say_question(self) -> None:
        """Who proctors, where the candidate is, the prompt (no hints in an exam) and the
        answer area's words, in the language of the moment."""
        assert self.run is not None
        current = self.run.sitting.current
        if current is None:
            return
        locale = self.context.locale
        self.sitting_kind.setText(self._kind_words())
        self.where.setText(
            self.tr("{title} · question {number} of {total} · {section}").format(
                title=self.run.sitting.blueprint.title_in(locale),
                number=len(self.run.sitting.items) + 1,
                total=len(self.run.sitting.questions),
                section=words_in(self.run.sitting.section_of(current).name, locale),
            )
        )
        self.panel.say_prompt(locale, hints=False)

    def _deal_table(self) -> None:
        """Seat the table of the section due on the felt and give it the keyboard."""
        assert self.run is not None
        self.question_clock.stop()
        self.table_page.deal(self.run, self._kind_words(), self._table_where())
        self.pages.setCurrentWidget(self.table_page)
        self._tick()
        if self.isVisible():
            self.table_page.view.take_keys()

    def _table_where(self) -> str:
        assert self.run is not None
        index = self.run.table_due
        blueprint = self.run.sitting.blueprint
        section = blueprint.sections[index] if index is not None else None
        return self.tr("{title} · {section}").format(
            title=blueprint.title_in(self.context.locale),
            section=words_in(section.name, self.context.locale) if section else "",
        )

    def focus_owner(self) -> QWidget:
        """The exam list while choosing, the answer field while sitting (the view during the
        deal: any key ends it), the Done button on the result."""
        page = self.pages.currentWidget()
        if page is self.choose_page:
            return self.blueprints
        if page is self.result_page:
            return self.done_button
        if page is self.table_page:
            return self.table_page.focus_owner()
        current = self.run.current if self.sitting and self.run is not None else None
        if current is None or self.question_clock.waiting:
            return self
        return self.panel.answer_focus()

    def submit(self) -> None:
        if not self.sitting or self.pages.currentWidget() is not self.sit_page:
            return
        assert self.run is not None
        current = self.run.current
        if current is None:
            return
        if self.question_clock.waiting:  # Enter during the deal: show its end
            self.question_clock.skip()
            return
        seconds = self.question_clock.seconds()
        try:
            self.context.station.exam_answer(self.run, self.panel.response(), seconds)
        except UnparsableResponse as problem:
            refused = problem
            self.error.say(lambda: problem_words(refused, self.context.locale))
            return
        self._ask()

    def _tick(self) -> None:
        if not self.sitting:
            self.ticker.stop()
            return
        assert self.run is not None
        current = self.run.sitting.current
        blueprint = self.run.sitting.blueprint
        total = self.exam_clock.elapsed() / 1000
        if total >= blueprint.time_limit_seconds:
            self.end_exam(out_of_time=True)
            return
        exam_words = self.tr("Exam: {elapsed} / {limit}").format(
            elapsed=_clock(total), limit=_clock(blueprint.time_limit_seconds)
        )
        self.table_timer.setText(exam_words)
        if current is None:
            return
        limit = self.run.sitting.section_of(current).seconds_per_question
        seconds = self.question_clock.seconds()
        if seconds >= limit:
            self.context.station.exam_time_out(self.run, seconds)
            self._ask()
            return
        colour = "#b00020" if limit - seconds <= 5 else "#1b5e20"
        self.question_timer.setText(
            self.tr("Question: {seconds} / {limit}").format(
                seconds=format_fixed(seconds, self.context.locale, 0),
                limit=format_target(limit, self.context.locale),
            )
        )
        self.question_timer.setStyleSheet(f"font-size: 18px; font-weight: bold; color: {colour};")
        self.exam_timer.setText(
            self.tr("Exam: {elapsed} / {limit}").format(
                elapsed=_clock(total), limit=_clock(blueprint.time_limit_seconds)
            )
        )

    def end_exam(self, *, abandoned: bool = False, out_of_time: bool = False) -> None:
        """Finish the exam (all answered, out of time, or abandoned) and show the result."""
        if self.run is None or self.run.result is not None:
            return
        self.ticker.stop()
        self.panel.stop()
        self.table_page.release()  # a section under way: the run closes and stores it
        result = self.context.station.finish_exam(
            self.run, abandoned=abandoned, out_of_time=out_of_time
        )
        self.show_result(result)

    def abandon(self) -> None:
        """The window is closing or the trainee left the screen: the exam fails, answers kept."""
        if self.sitting:
            self.ticker.stop()
            self.table_page.release()
            assert self.run is not None
            self.context.station.finish_exam(self.run, abandoned=True)

    def hideEvent(self, event: QHideEvent) -> None:
        if not event.spontaneous():  # leaving the screen, not minimising the window
            self.abandon()
        super().hideEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        on_page = self.pages.currentWidget()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if on_page is self.choose_page:
                self.start_selected()
            elif on_page is self.sit_page:
                self.submit()
            elif on_page is self.table_page:
                self.table_page.view.take_keys()  # never leaves the exam by accident
            else:
                self.leave()
            return
        current = self.run.current if self.run is not None else None
        # during the deal any key shows its end and is not lost; then the area's own keys
        if on_page is self.sit_page and current is not None and self.panel.take_key(event, self):
            return
        super().keyPressEvent(event)

    # ----------------------------------------------------------- result

    def show_result(self, result: ExamResult) -> None:
        self.review.clear()  # a new result starts on its first question
        self._say_result(result)
        self.pages.setCurrentWidget(self.result_page)
        self.done_button.setFocus()

    def _say_result(self, result: ExamResult) -> None:
        """The verdict, each section against its marks, and the questions to review (the one
        chosen stays chosen), in the language of the moment."""
        assert self.run is not None
        if result.passed:
            text, colour = self.tr("Passed"), "#1b5e20"
        else:
            text, colour = self.tr("Not passed"), "#b00020"
        self.verdict.setText(
            self.tr("{verdict}: {correct} of {questions} right").format(
                verdict=text, correct=result.correct, questions=result.questions
            )
            + (
                " · "
                + self.tr("%n area(s) not passed", "", sum(not a.passed for a in result.sections))
                if any(a.kind == "table" for a in result.sections) and not result.passed
                else ""
            )
            + (" — " + self.tr("ended early") if result.abandoned else "")
            + (" — " + self.tr("out of time") if result.out_of_time else "")
        )
        self.verdict.setStyleSheet(f"font-size: 24px; font-weight: bold; color: {colour};")
        self.kind_label.setText(
            self._kind_words()
            + " — "
            + (
                self.tr("signed with the school key")
                if self.run.proctored
                else self.tr("signed by this station only")
            )
        )
        self.code_label.setText(
            self.tr("Reference: {code}").format(code=self.run.verification_code)
        )
        self.sections.setRowCount(len(result.sections))
        for row, section in enumerate(result.sections):
            for column, value in enumerate(self._section_cells(section)):
                item = QTableWidgetItem(value)
                if column in (4, 5):
                    item.setForeground(
                        Qt.GlobalColor.darkGreen if section.passed else Qt.GlobalColor.red
                    )
                self.sections.setItem(row, column, item)
        header = self.sections.horizontalHeader()
        for column in range(1, 6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.sections.setFixedHeight(
            header.sizeHint().height()
            + sum(self.sections.rowHeight(r) for r in range(self.sections.rowCount()))
            + 4
        )
        self.practical.setText(self._practical_words(result))
        self.practical.setVisible(bool(self.practical.text()))
        self.table_report_button.setVisible(self.run.table_id is not None)
        self.retake_button.setVisible(bool(result.retakeable()))
        self._fill_review(self.run.sitting.items)

    def _section_cells(self, section: SectionResult) -> list[str]:
        locale = self.context.locale
        verdict = self.tr("Passed") if section.passed else self.tr("Not passed")
        grade = self.tr("fail") if section.grade == "fail" else section.grade
        table = section.table
        if section.kind == "table" and table is not None:
            return [
                words_in(section.name, locale),
                self.tr("{right}/{acts} acts").format(right=table.right, acts=table.acts),
                self.tr("%n coup(s)", "", table.coups) + f" / {table.planned}",
                self.tr("%n red line(s)", "", len(table.red_lines)),
                verdict,
                grade,
            ]
        return [
            words_in(section.name, locale),
            f"{section.correct}/{section.questions}",
            f"{format_percent_of(section.accuracy, locale)} "
            f"({format_percent_of(section.pass_accuracy / 100, locale)})",
            f"{format_percent_of(section.speed, locale)} "
            f"({format_percent_of(section.pass_speed / 100, locale)})",
            verdict,
            grade,
        ]

    def _practical_words(self, result: ExamResult) -> str:
        """Each table area's marks, pace and red lines; each carried area's origin; why no
        area can be retaken after a red line."""
        locale = self.context.locale
        lines = []
        for section in result.sections:
            name = words_in(section.name, locale)
            table = section.table
            if table is not None:
                marks = ", ".join(
                    self.tr("{family} {right}/{total} (mark {mark}, {grade})").format(
                        family=family_words(f.family, locale),
                        right=f.right,
                        total=f.total,
                        mark=format_percent_of(f.mark / 100, locale),
                        grade=self.tr("fail") if f.grade == "fail" else f.grade,
                    )
                    for f in table.families
                )
                pace = PaceResult(
                    0.0, table.per_hour, procedure(table.game).pace, pace_verdict(table.pace)
                )
                lines.append(
                    f"<b>{name}</b>: {marks or '—'}. "
                    + self.tr("Pace: {pace}").format(pace=pace_words(pace, locale))
                )
            if section.carried is not None:
                lines.append(
                    self.tr("<b>{name}</b>: carried from the exam of {day}").format(
                        name=name, day=section.carried.day
                    )
                )
        if result.red_line:
            lines.append(
                "<span style='color:#b00020'>"
                + self.tr(
                    "A red line was crossed at the table: the exam is not passed, and it "
                    "is sat again whole."
                )
                + "</span>"
            )
        return "<br>".join(lines)

    def open_table_report(self) -> None:
        """The report of the table session dealt in this exam."""
        if self.run is None or self.run.table_id is None:
            return
        self.context.signals.table_report.emit(self.run.table_id)

    def _fill_review(self, items: list[ItemResult]) -> None:
        row = self.review.currentRow()
        self.review.clear()
        shown: list[ItemResult] = []
        for item in missed(items) + slowest(items):
            if item not in shown:
                shown.append(item)
        locale = self.context.locale
        from trainer.drills import catalog

        for item in shown:
            title = say(catalog.get(item.question.drill_id).title, locale)
            if item.response is None:
                why = self.tr("not answered in time")
            elif not item.grade.correct:
                why = self.tr("wrong") if not item.timed_out else self.tr("too late")
            else:
                why = self.tr("right")
            entry = QListWidgetItem(
                self.tr("{number}. {title} · {seconds} · {why}").format(
                    number=items.index(item) + 1,
                    title=title,
                    seconds=format_seconds(item.grade.seconds, self.context.locale),
                    why=why,
                )
            )
            entry.setData(Qt.ItemDataRole.UserRole, item)
            self.review.addItem(entry)
        if self.review.count():
            self.review.setCurrentRow(row if 0 <= row < self.review.count() else 0)
        else:
            self.replay_panel.clear()

    def _replay(self, entry: QListWidgetItem | None) -> None:
        if entry is None:
            return
        item: ItemResult = entry.data(Qt.ItemDataRole.UserRole)
        target = item.question.target_seconds
        locale = self.context.locale
        note = self.tr("Time: {seconds} (target {target})").format(
            seconds=format_seconds(item.grade.seconds, locale),
            target=format_target(target, locale) if target else "—",
        )
        self.replay_panel.show_question(
            item.question, item.response, self.context.locale, note, item.grade
        )

    def save_certificate(self, path: Path | None = None) -> Path | None:
        if self.run is None or self.run.result is None:
            return None
        if path is None:
            who = self.context.trainee.name if self.context.trainee else ""
            start = suggested_path(f"{who} certificate", "pdf")  # Documents, not the app's folder
            name, _ = QFileDialog.getSaveFileName(self, self.tr("Certificate"), start, "*.pdf")
            if not name:
                return None
            path = Path(name)
        Reports(self.context.locale).certificate(self.context.station, self.run.exam.id, path)
        return path

    def leave(self) -> None:
        self.run = None
        self.done.emit()


def _mid_sentence(name: str) -> str:
    """A game's or mode's name inside a sentence: "la taula de ruleta, en mode a punt per a
    la taula", not "de Ruleta, en mode A punt"."""
    return name[:1].lower() + name[1:]
