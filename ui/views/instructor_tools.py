"""The instructor's tools: practice plans, station merge, reports (CSV and PDF), exam
blueprints, the check of the exam seals and the school key (shared, its public half exported).

Every action that asks for a file takes the path as an argument too, so it can be driven
without the file dialog (tests, scripted use).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.drills import catalog
from trainer.drills.base import Question, Response
from trainer.errors import RulebookError
from trainer.exams import keys, signing
from trainer.exams.blueprint import (
    Blueprint,
    BundledIdError,
    VersionClashError,
    add_user_blueprint,
    load_file,
)
from trainer.exams.keys import KeyProblem
from trainer.exams.sitting import draw
from trainer.locale_format import format_day
from trainer.progress.accounts import Role
from trainer.progress.cohorts import NO_COHORT
from trainer.progress.export import CsvWords
from trainer.progress.plans import Plan
from trainer.progress.stations import BundleCounts, ImportSummary
from trainer.rulebooks.words import refusal_in
from trainer.station import EVERYTHING, Station
from ui.background import Background
from ui.context import AppContext
from ui.games import game_name
from ui.reports import Reports
from ui.save_names import dated_name, documents_folder
from ui.tables import plain_headers
from ui.views.grouped_combo import GroupedCombo, fill_drills
from ui.views.message import Words
from ui.views.school_key_dialog import ShareKeyDialog
from ui.words import given_text, say

EVERYONE = "all"


def who_key(kind: str, ident: int) -> str:
    """A "For" choice's data: "all", "cohort:<id>" or "trainee:<id>"."""
    return f"{kind}:{ident}"


def fill_who(
    combo: GroupedCombo, station: Station, everyone: str, classes: str, people: str
) -> None:
    """Everyone, then each class, then each trainee (not archived), under headings."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear_choices()
    combo.add_choice(everyone, EVERYONE)
    groups = station.cohorts()
    if groups:
        combo.add_heading(classes)
        for group in groups:
            combo.add_choice(group.name, who_key("cohort", group.id))
    trainees = station.people(Role.TRAINEE)
    if trainees:
        combo.add_heading(people)
        for person in trainees:
            combo.add_choice(person.name, who_key("trainee", person.id))
    combo.choose(chosen)
    combo.blockSignals(False)


class PlansPanel(QWidget):
    """Assign a drill up to a level, by a date, to one trainee, one class or everyone; each
    open plan with how many of those it applies to are done."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        layout = QVBoxLayout(self)
        self.form_box = QGroupBox()
        form = QFormLayout(self.form_box)
        self.who = GroupedCombo()
        self.who.setObjectName("planTrainee")
        self.drill = GroupedCombo()
        self.drill.setObjectName("planDrill")
        self.level = QSpinBox()
        self.level.setObjectName("planLevel")
        self.level.setRange(1, 4)
        self.level.setValue(3)
        self.due = QDateEdit()
        self.due.setObjectName("planDue")
        self.due.setCalendarPopup(True)
        self.due.setDate(QDate.currentDate().addDays(7))
        self.labels = [QLabel() for _ in range(4)]
        for label, field in zip(
            self.labels, (self.who, self.drill, self.level, self.due), strict=True
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        self.assign = QPushButton()
        self.assign.setObjectName("assignPlan")
        self.assign.clicked.connect(self.assign_plan)
        form.addRow(self.assign)
        layout.addWidget(self.form_box)
        self.table = QTableWidget(0, 5)
        plain_headers(self.table)
        self.table.setObjectName("plansTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.cancel = QPushButton()
        self.cancel.setObjectName("cancelPlan")
        self.cancel.clicked.connect(self.cancel_selected)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.cancel)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.form_box.setTitle(self.tr("New practice plan"))
        for label, text in zip(
            self.labels,
            (self.tr("F&or"), self.tr("&Drill"), self.tr("Target &level"), self.tr("Due &by")),
            strict=True,
        ):
            label.setText(text)
        self.assign.setText(self.tr("&Assign"))
        self.cancel.setText(self.tr("Cancel the selected plan"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("For"),
                self.tr("Drill"),
                self.tr("Target level"),
                self.tr("Due by"),
                self.tr("Done"),
            ]
        )
        fill_drills(self.drill, self.context.locale)

    def refresh(self) -> None:
        station, locale = self.context.station, self.context.locale
        fill_who(
            self.who, station, self.tr("Every trainee"), self.tr("Classes"), self.tr("Trainees")
        )
        fill_drills(self.drill, locale)
        titles = {d.id: say(d.title, locale) for d in station.drills()}
        shown = [p.id for p in station.people(Role.TRAINEE)]
        progress = {p.plan.id: p for p in station.plan_progress(shown)}
        active = station.plans()
        today = date.today()
        self.table.setRowCount(len(active))
        for row, plan in enumerate(active):
            done = progress.get(plan.id)
            late = done is not None and done.overdue(today)
            values = [
                plan_for(station, plan, self.tr("Every trainee")),
                titles.get(plan.drill_id, plan.drill_id),
                str(plan.target_level),
                format_day(plan.due_date, self.context.locale) if plan.due_date else "—",
                f"{len(done.done)}/{len(done.trainees)}" if done is not None else "—",
            ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, plan.id)
                if late and column >= 3:
                    item.setForeground(QColor(OVERDUE))
                    item.setToolTip(self.tr("Overdue: not everyone is done"))
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def assign_plan(self) -> None:
        """The plan written; this list, the class overview and the trainee's home follow the
        station's announcement (`Change.PLANS`)."""
        instructor = self.context.trainee
        chosen = str(self.who.currentData() or EVERYONE)
        kind, _sep, ident = chosen.partition(":")
        due = self.due.date()
        self.context.station.assign_plan(
            str(self.drill.currentData()),
            self.level.value(),
            trainee_id=int(ident) if kind == "trainee" else None,
            cohort_id=int(ident) if kind == "cohort" else None,
            due=date(due.year(), due.month(), due.day()),
            by=instructor.id if instructor is not None else None,
        )

    def cancel_selected(self) -> None:
        item = self.table.item(self.table.currentRow(), 0)
        if item is not None:
            self.context.station.cancel_plan(int(item.data(Qt.ItemDataRole.UserRole)))


OVERDUE = "#b00020"


def plan_for(station: Station, plan: Plan, everyone: str) -> str:
    """Whom a plan is for, in words: a trainee's name, a class's name, or `everyone`."""
    owner = station.plan_owner(plan)
    return everyone if owner is None else owner


class ToolsPanel(QWidget):
    """Station merge, reports, blueprints and the seal check; what happened is shown below."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.trainee_label = QLabel()
        self.trainee = QComboBox()
        self.trainee.setObjectName("toolsTrainee")
        self.trainee_label.setBuddy(self.trainee)
        self.class_label = QLabel()
        self.cohort = QComboBox()
        self.cohort.setObjectName("toolsClass")
        self.class_label.setBuddy(self.cohort)
        row.addWidget(self.trainee_label)
        row.addWidget(self.trainee, 1)
        row.addSpacing(16)
        row.addWidget(self.class_label)
        row.addWidget(self.cohort, 1)
        layout.addLayout(row)
        self.buttons: dict[str, QPushButton] = {}
        self.station_box = QGroupBox()
        self.reports_box = QGroupBox()
        self.exams_box = QGroupBox()
        groups = (
            (self.station_box, ("import", "export_bundle", "school")),
            (self.reports_box, ("csv_trainee", "csv_class", "pdf_trainee", "pdf_class")),
            (self.exams_box, ("blueprint", "verify", "share_key", "export_key")),
        )
        slots = {
            "import": lambda: self.import_bundle(),
            "export_bundle": lambda: self.export_bundle(),
            "school": lambda: self.school_server(),
            "csv_trainee": lambda: self.export_attempts(whole_class=False),
            "csv_class": lambda: self.export_attempts(whole_class=True),
            "pdf_trainee": lambda: self.trainee_pdf(),
            "pdf_class": lambda: self.class_pdf(),
            "blueprint": lambda: self.add_blueprint(),
            "verify": lambda: self.verify_records(),
            "share_key": lambda: self.share_key(),
            "export_key": lambda: self.export_public_key(),
        }
        for box, names in groups:
            box_layout = QHBoxLayout(box)
            for name in names:
                button = QPushButton()
                button.setObjectName(f"tool_{name}")
                button.clicked.connect(slots[name])
                box_layout.addWidget(button)
                self.buttons[name] = button
            box_layout.addStretch(1)
            layout.addWidget(box)
        self.background = Background(context.station, self)
        self.background.busy_changed.connect(self._set_busy)
        self.output = QPlainTextEdit()
        self._said: Words | None = None  # what the output says
        self.output.setObjectName("toolsOutput")
        self.output.setReadOnly(True)
        layout.addWidget(self.output, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.trainee_label.setText(self.tr("&Trainee:"))
        self.class_label.setText(self.tr("C&lass:"))
        self.station_box.setTitle(self.tr("Stations"))
        self.reports_box.setTitle(self.tr("Reports"))
        self.exams_box.setTitle(self.tr("Exams"))
        texts = {
            "import": self.tr("Import a station bundle…"),
            "export_bundle": self.tr("Export the trainee's bundle…"),
            "school": self.tr("School server…"),
            "csv_trainee": self.tr("Trainee's attempts (CSV)…"),
            "csv_class": self.tr("Class attempts (CSV)…"),
            "pdf_trainee": self.tr("Trainee report (PDF)…"),
            "pdf_class": self.tr("Class report (PDF)…"),
            "blueprint": self.tr("Add an exam blueprint…"),
            "verify": self.tr("Verify exam records"),
            "share_key": self.tr("Share the school key…"),
            "export_key": self.tr("Export the school's public key…"),
        }
        for name, text in texts.items():
            self.buttons[name].setText(text)
        if self._said is not None:
            self.output.setPlainText(self._said())

    def refresh(self) -> None:
        chosen = self.trainee.currentData()
        self.trainee.clear()
        for person in self.context.station.people(Role.TRAINEE):
            self.trainee.addItem(person.name, person.id)
        self.trainee.setCurrentIndex(max(0, self.trainee.findData(chosen)))
        fill_classes(
            self.cohort, self.context.station, self.tr("All trainees"), self.tr("In no class")
        )

    def say(self, words: Words) -> None:
        """Show what happened; said again in the new language after a language change."""
        self._said = words
        self.output.setPlainText(words())

    def school_server(self) -> None:
        """The station's school server (instructors only: this panel is instructor mode's)."""
        from ui.views.school_server_dialog import open_for

        dialog = open_for(self.context, self)
        sync = getattr(self.window(), "school_sync", None)
        if dialog is not None and sync is not None:
            dialog.saved.connect(sync.restart)

    def _open(self, title: str, pattern: str) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self, title, str(documents_folder()), pattern)
        return Path(name) if name else None

    def _save(self, title: str, stem: str, suffix: str) -> Path | None:
        """Ask where to save, starting in Documents with "<stem>-<today>.<suffix>"."""
        suggested = documents_folder() / dated_name(stem, suffix, date.today())
        name, _ = QFileDialog.getSaveFileName(self, title, str(suggested), f"*.{suffix}")
        return Path(name) if name else None

    def _class_choice(self) -> tuple[int | None, str]:
        """The class chosen (None: all trainees) and the stem of its files' names."""
        value = self.cohort.currentData()
        if value is None:
            return None, self.tr("class", "the start of a file name: class-2026-12-02.pdf")
        if value == NO_COHORT:
            return value, self.tr("no-class", "a file name: the trainees in no class")
        return value, self.context.station.cohort(value).name

    def _trainee_id(self) -> int | None:
        value = self.trainee.currentData()
        if value is None:
            self.say(lambda: self.tr("Add a trainee first."))
        return None if value is None else int(value)

    def _in_background(self, work: Callable[[Station], Any], done: Callable[[Any], None]) -> None:
        """File work on a class's log can take seconds: run it off the GUI thread (on a
        worker's station: `ui.background`)."""
        self.say(lambda: self.tr("Working…"))
        started = self.background.run(work, done, self._failed)
        if not started:
            self.say(lambda: self.tr("Another task is still running; wait for it to finish."))

    def _failed(self, problem: Exception) -> None:
        self.say(lambda: str(problem))

    def _refused(self, problem: Exception) -> None:
        """ "Refused:" and why; a rulebook's refusal in the language of the moment."""

        def why() -> str:
            if isinstance(problem, RulebookError):
                return refusal_in(problem, self.context.locale)
            return str(problem)

        self.say(lambda: self.tr("Refused: {problem}").format(problem=why()))

    def _set_busy(self, busy: bool) -> None:
        for name in ("import", "export_bundle", "csv_trainee", "csv_class"):
            self.buttons[name].setEnabled(not busy)

    def import_bundle(self, path: Path | None = None) -> None:
        path = path or self._open(self.tr("Import a station bundle"), "*.dtbundle *.db")
        if path is None:
            return
        chosen = path
        self._in_background(lambda worker: worker.import_bundle(chosen), self._imported)

    def _imported(self, summary: ImportSummary) -> None:
        """Merged on the worker's connection: announced here, on the window's station, so
        every screen reads the new answers, people, classes and plans."""
        self.context.station.announce(*EVERYTHING)
        added = summary.added
        if summary.nothing_new:
            self.say(
                lambda: self.tr("{name}: nothing new, this bundle was already merged.").format(
                    name=summary.trainee_name
                )
            )
        else:
            self.say(
                lambda: self.tr(
                    "{name}: added {attempts} answers, {sessions} sessions, {exams} exams, "
                    "{plans} plans ({closed} sessions closed since)."
                ).format(
                    name=summary.trainee_name,
                    attempts=added.attempts,
                    sessions=added.sessions,
                    exams=added.exams,
                    plans=added.plans,
                    closed=summary.sessions_closed,
                )
            )

    def export_bundle(self, path: Path | None = None) -> None:
        trainee_id = self._trainee_id()
        if trainee_id is None:
            return
        name = self.context.station.person(trainee_id).name
        path = path or self._save(self.tr("Export the trainee's bundle"), name, "dtbundle")
        if path is None:
            return
        chosen = path

        def done(counts: BundleCounts) -> None:
            self.say(
                lambda: self.tr(
                    "{name}: {attempts} answers and {exams} exams written to {path}"
                ).format(name=name, attempts=counts.attempts, exams=counts.exams, path=chosen)
            )

        self._in_background(lambda worker: worker.export_bundle(chosen, trainee_id), done)

    def export_attempts(self, whole_class: bool, path: Path | None = None) -> None:
        """One trainee's answers, or the chosen class's (every trainee not archived, when
        no class is chosen), in the instructor's words."""
        station = self.context.station
        if whole_class:
            cohort, stem = self._class_choice()
            trainee_id = None
            trainee_ids: list[int] | None = [p.id for p in station.trainees(cohort=cohort)]
        else:
            trainee_id, trainee_ids = self._trainee_id(), None
            if trainee_id is None:
                return
            stem = station.person(trainee_id).name
        path = path or self._save(self.tr("Export attempts"), stem, "csv")
        if path is None:
            return
        chosen = path
        words = self.csv_words()

        def done(rows: int) -> None:
            self.say(
                lambda: self.tr("{rows} answers written to {path}").format(rows=rows, path=chosen)
            )

        self._in_background(
            lambda worker: worker.export_csv(
                chosen, trainee_id=trainee_id, trainee_ids=trainee_ids, words=words
            ),
            done,
        )

    def csv_words(self) -> CsvWords:
        """The columns and words in the instructor's language; numbers with the decimal mark
        of this computer's regional settings, which is what its spreadsheet expects."""
        locale = self.context.locale
        return CsvWords(
            locale=locale,
            headers=(
                self.tr("Date"),
                self.tr("Trainee"),
                self.tr("Game"),
                self.tr("Drill"),
                self.tr("Level"),
                self.tr("Question"),
                self.tr("Given"),
                self.tr("Expected"),
                self.tr("Right"),
                self.tr("Seconds"),
            ),
            yes=self.tr("yes"),
            no=self.tr("no"),
            games={g: game_name(g) for g in catalog.GAME_ORDER},
            answer=answer_words,
            decimal=QLocale.system().decimalPoint() or ".",
        )

    def trainee_pdf(self, path: Path | None = None) -> None:
        trainee_id = self._trainee_id()
        if trainee_id is None:
            return
        station = self.context.station
        person = station.person(trainee_id)
        path = path or self._save(self.tr("Trainee report"), person.name, "pdf")
        if path is None:
            return
        record = station.trainee_record(trainee_id)  # every station's, when a server is set
        try:
            Reports(self.context.locale).trainee_report(record, person, path)
        finally:
            record.release()
        self.say(lambda: self.tr("Report written to {path}").format(path=path))

    def class_pdf(self, path: Path | None = None) -> None:
        cohort, stem = self._class_choice()
        path = path or self._save(self.tr("Class report"), stem, "pdf")
        if path is None:
            return
        title = self.cohort.currentText()
        Reports(self.context.locale).class_report(
            self.context.station, path, cohort=cohort, title=title
        )
        self.say(lambda: self.tr("Report written to {path}").format(path=path))

    def add_blueprint(self, path: Path | None = None) -> None:
        path = path or self._open(self.tr("Add an exam blueprint"), "*.toml")
        if path is None:
            return
        try:
            check_drawable(load_file(path))
            blueprint = add_user_blueprint(path)
        except BundledIdError as clash:
            bundled = clash
            self.say(
                lambda: self.tr(
                    "Refused: '{id}' is the id of an exam that comes with the trainer, and it "
                    "cannot be replaced. Give your blueprint an id of its own in {file}."
                ).format(id=bundled.blueprint_id, file=bundled.source)
            )
            return
        except VersionClashError as clash:
            version = clash
            self.say(
                lambda: self.tr(
                    "Refused: the custom exam '{id}' version {version} is already added with "
                    "other questions or marks. Raise its version (version = {next}) to "
                    "replace it."
                ).format(id=version.blueprint_id, version=version.version, next=version.version + 1)
            )
            return
        except RulebookError as problem:
            self._refused(problem)
            return
        self.say(
            lambda: self.tr(
                "Custom exam '{title}' (id '{id}', version {version}) added ({questions} "
                "questions)."
            ).format(
                title=blueprint.title_in(self.context.locale),
                id=blueprint.id,
                version=blueprint.version,
                questions=blueprint.questions,
            )
        )

    def verify_records(self) -> bool:
        report = self.context.station.verify_exams()

        def words() -> str:
            if report.ok:
                head = self.tr("Every exam record is intact.")
            elif report.problems:
                head = self.tr("Some exam records were changed:")
            else:
                head = self.tr(
                    "The exam records cannot be checked: a key or head file is missing or damaged."
                )
            return "\n".join([head, *report.lines(self.context.locale)])

        self.say(words)
        return report.ok

    def share_key(self) -> ShareKeyDialog:
        """Open the dialog in which a holder of the school key gives another instructor a
        copy (window-modal, so the app keeps running)."""
        dialog = ShareKeyDialog(self.context.station, self)
        dialog.accepted.connect(
            lambda: self.say(
                lambda: self.tr("{name} now holds a copy of the school key.").format(
                    name=dialog.shared_with
                )
            )
        )
        dialog.open()
        return dialog

    def export_public_key(self, path: Path | None = None) -> None:
        try:
            public = self.context.station.school_public_key()
        except KeyProblem as problem:
            self._refused(problem)
            return
        path = path or self._ask_public_key_path()
        if path is None:
            return
        keys.write_public_file(path, public)
        self.say(
            lambda: self.tr(
                "The school's public key (fingerprint {fingerprint}) was written to {path}: copy "
                "it to any computer that checks certificates."
            ).format(fingerprint=signing.grouped(signing.fingerprint(public)), path=path)
        )

    def _ask_public_key_path(self) -> Path | None:
        suggested = documents_folder() / keys.SCHOOL_PUBLIC_FILE
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("The school's public key"), str(suggested), "*.pub"
        )
        return Path(name) if name else None


def fill_classes(combo: QComboBox, station: Station, everyone: str, no_class: str) -> None:
    """All trainees (data None), each class (its id), then the trainees in no class."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    combo.addItem(everyone, None)
    groups = station.cohorts()
    for group in groups:
        combo.addItem(group.name, group.id)
    if groups:
        combo.addItem(no_class, NO_COHORT)
    found = combo.findData(chosen) if chosen is not None else 0
    combo.setCurrentIndex(max(found, 0))
    combo.blockSignals(False)


def answer_words(question: Question, response: Response | None, locale: str) -> str:
    """An answer as the feedback words it, in plain text (for the CSV)."""
    return html.unescape(given_text(question, response, locale))


def check_drawable(blueprint: Blueprint, seeds: int = 5) -> None:
    """Refuse (NotEnoughQuestionsError) a blueprint that asks a section for more different
    questions than its drills make: tried on a few seeds before it is added."""
    for seed in range(seeds):
        draw(blueprint, seed)
