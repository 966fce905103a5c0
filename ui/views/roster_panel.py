"""Trainees and classes, for the instructor: create and rename classes, put trainees in them,
rename trainees, archive them (out of the lists, never deleted) and bring them back.

Every action takes its value as an argument too (a name, a class), so it can be driven
without the dialog that asks for it. Each is written through the station, which announces it:
this panel, the class overview, the trainee detail and the who screen read it again from that
(`InstructorView.follows`), not from a refresh made here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.progress.accounts import Person
from trainer.progress.cohorts import NameTakenError
from ui.context import AppContext
from ui.tables import plain_headers
from ui.views.message import Message, Words

ARCHIVED_COLOUR = "#757575"
NO_CLASS = -1  # the class combo's "No class" (cohort ids start at 1)


class RosterPanel(QWidget):
    trainee_chosen = Signal(int)  # Enter or a double click on a trainee: open the detail

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        outer = QHBoxLayout(self)
        self.classes_box = QGroupBox()
        classes = QVBoxLayout(self.classes_box)
        self.classes = QListWidget()
        self.classes.setObjectName("rosterClasses")
        classes.addWidget(self.classes, 1)
        class_buttons = QHBoxLayout()
        self.new_class_button = QPushButton()
        self.new_class_button.setObjectName("newClass")
        self.new_class_button.clicked.connect(lambda: self.new_class())
        self.rename_class_button = QPushButton()
        self.rename_class_button.setObjectName("renameClass")
        self.rename_class_button.clicked.connect(lambda: self.rename_class())
        class_buttons.addWidget(self.new_class_button)
        class_buttons.addWidget(self.rename_class_button)
        classes.addLayout(class_buttons)
        outer.addWidget(self.classes_box, 1)

        self.people_box = QGroupBox()
        people = QVBoxLayout(self.people_box)
        self.show_archived = QCheckBox()
        self.show_archived.setObjectName("rosterShowArchived")
        self.show_archived.toggled.connect(lambda _on: self.refresh())
        people.addWidget(self.show_archived)
        self.table = QTableWidget(0, 3)
        plain_headers(self.table)
        self.table.setObjectName("rosterTrainees")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.currentCellChanged.connect(lambda *_: self._selection_changed())
        self.table.activated.connect(lambda _index: self._open_selected())
        people.addWidget(self.table, 1)
        actions = QHBoxLayout()
        self.class_label = QLabel()
        self.cohort = QComboBox()
        self.cohort.setObjectName("rosterClass")
        self.class_label.setBuddy(self.cohort)
        self.cohort.activated.connect(lambda _n: self.assign_selected(self.cohort.currentData()))
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("renameTrainee")
        self.rename_button.clicked.connect(lambda: self.rename_selected())
        self.archive_button = QPushButton()
        self.archive_button.setObjectName("archiveTrainee")
        self.archive_button.clicked.connect(self.toggle_archived)
        actions.addWidget(self.class_label)
        actions.addWidget(self.cohort, 1)
        actions.addSpacing(12)
        actions.addWidget(self.rename_button)
        actions.addWidget(self.archive_button)
        people.addLayout(actions)
        self.message = Message()
        self.message.setObjectName("rosterMessage")
        self.message.setWordWrap(True)
        people.addWidget(self.message)
        outer.addWidget(self.people_box, 3)
        self.retranslate()

    def retranslate(self) -> None:
        self.classes_box.setTitle(self.tr("Classes (trainees in each)"))
        self.people_box.setTitle(self.tr("Trainees"))
        self.new_class_button.setText(self.tr("&New class…"))
        self.rename_class_button.setText(self.tr("Rena&me class…"))
        self.show_archived.setText(self.tr("Show &archived trainees"))
        self.class_label.setText(self.tr("C&lass:"))
        self.rename_button.setText(self.tr("&Rename…"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Trainee"), self.tr("Class"), self.tr("Note")]
        )
        self._selection_changed()
        self.message.retranslate()

    # ----------------------------------------------------------- lists

    def refresh(self) -> None:
        station = self.context.station
        groups = station.cohorts()
        names = {g.id: g.name for g in groups}
        everyone = station.trainees(archived=True)
        members = station.memberships()
        counts = {g.id: 0 for g in groups}
        for person in everyone:
            if person.archived is None and person.id in members:
                counts[members[person.id]] += 1
        chosen_class = self.classes.currentItem()
        keep_class = chosen_class.data(Qt.ItemDataRole.UserRole) if chosen_class else None
        self.classes.clear()
        for group in groups:
            item = QListWidgetItem(f"{group.name} ({counts[group.id]})")
            item.setData(Qt.ItemDataRole.UserRole, group.id)
            self.classes.addItem(item)
            if group.id == keep_class:
                self.classes.setCurrentItem(item)
        if self.classes.currentItem() is None and self.classes.count():
            self.classes.setCurrentRow(0)
        self.cohort.clear()
        self.cohort.addItem(self.tr("No class"), NO_CLASS)
        for group in groups:
            self.cohort.addItem(group.name, group.id)
        self._fill_people(everyone, members, names)

    def _fill_people(
        self, everyone: list[Person], members: dict[int, int], names: dict[int, str]
    ) -> None:
        keep = self.selected()
        shown = [p for p in everyone if self.show_archived.isChecked() or p.archived is None]
        notes = self.context.station.notes()
        self.table.blockSignals(True)
        self.table.setRowCount(len(shown))
        for row, person in enumerate(shown):
            name = person.name
            if person.archived is not None:
                name = self.tr("{name} (archived)").format(name=person.name)
            note = notes.get(person.id, "")
            values = [name, names.get(members.get(person.id, 0), "—"), note.split("\n")[0]]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                item.setData(Qt.ItemDataRole.UserRole, person)
                if column == 2 and note:
                    item.setToolTip(note)
                if person.archived is not None:
                    item.setForeground(QColor(ARCHIVED_COLOUR))
                    font = QFont(item.font())
                    font.setItalic(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
        self.table.blockSignals(False)
        rows = [r for r in range(len(shown)) if keep is not None and shown[r].id == keep.id]
        self.table.setCurrentCell(rows[0] if rows else 0 if shown else -1, 0)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self._selection_changed()

    def selected(self) -> Person | None:
        item = self.table.item(self.table.currentRow(), 0)
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select(self, trainee_id: int) -> None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole).id == trainee_id:
                self.table.setCurrentCell(row, 0)

    def _open_selected(self) -> None:
        person = self.selected()
        if person is not None:
            self.trainee_chosen.emit(person.id)

    def _selection_changed(self) -> None:
        person = self.selected()
        for widget in (self.cohort, self.rename_button, self.archive_button):
            widget.setEnabled(person is not None)
        archived = person is not None and person.archived is not None
        self.archive_button.setText(self.tr("Res&tore") if archived else self.tr("Arc&hive"))
        self.archive_button.setToolTip(
            self.tr("Back in the lists, with everything they did")
            if archived
            else self.tr("Out of the lists; every answer and exam is kept")
        )
        if person is not None:
            current = self.context.station.cohort_of(person.id)
            found = self.cohort.findData(NO_CLASS if current is None else current)
            self.cohort.setCurrentIndex(max(found, 0))
        self.rename_class_button.setEnabled(self.classes.currentItem() is not None)

    def _ask(self, title: str, label: str, text: str = "") -> str | None:
        value, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, text)
        return value if ok else None

    def _say(self, words: Words) -> None:
        self.message.say(words)

    def _say_taken_class(self, name: str) -> None:
        self._say(lambda: self.tr("There is already a class called {name}.").format(name=name))

    # ----------------------------------------------------------- classes

    def new_class(self, name: str | None = None) -> None:
        name = name if name is not None else self._ask(self.tr("New class"), self.tr("Name:"))
        if name is None:
            return
        try:
            created = self.context.station.create_cohort(name)
        except NameTakenError as taken:
            self._say_taken_class(taken.name)
            return
        except ValueError:
            self._say(lambda: self.tr("Type a name first."))
            return
        self._say(lambda: self.tr("Class {name} created.").format(name=created.name))
        for row in range(self.classes.count()):
            if self.classes.item(row).data(Qt.ItemDataRole.UserRole) == created.id:
                self.classes.setCurrentRow(row)

    def rename_class(self, name: str | None = None) -> None:
        item = self.classes.currentItem()
        if item is None:
            return
        cohort = self.context.station.cohort(int(item.data(Qt.ItemDataRole.UserRole)))
        name = (
            name
            if name is not None
            else self._ask(self.tr("Rename the class"), self.tr("New name:"), cohort.name)
        )
        if name is None:
            return
        try:
            renamed = self.context.station.rename_cohort(cohort.id, name)
        except NameTakenError as taken:
            self._say_taken_class(taken.name)
            return
        except ValueError:
            self._say(lambda: self.tr("Type a name first."))
            return
        self._say(
            lambda: self.tr("Class {old} is now {new}.").format(old=cohort.name, new=renamed.name)
        )

    # ----------------------------------------------------------- trainees

    def assign_selected(self, cohort_id: int | None) -> None:
        person = self.selected()
        if person is None:
            return
        chosen = None if cohort_id is None or cohort_id == NO_CLASS else int(cohort_id)
        self.context.station.assign_cohort(person.id, chosen)
        name = self.cohort.itemText(max(self.cohort.findData(chosen or NO_CLASS), 0))
        self._say(
            lambda: (
                self.tr("{name} is now in {group}.").format(name=person.name, group=name)
                if chosen is not None
                else self.tr("{name} is in no class now.").format(name=person.name)
            )
        )

    def rename_selected(self, name: str | None = None) -> None:
        person = self.selected()
        if person is None:
            return
        name = (
            name
            if name is not None
            else self._ask(self.tr("Rename the trainee"), self.tr("New name:"), person.name)
        )
        if name is None:
            return
        try:
            renamed = self.context.station.rename_trainee(person.id, name)
        except NameTakenError as taken:
            other = taken.name
            self._say(lambda: self.tr("There is already someone called {name}.").format(name=other))
            return
        except ValueError:
            self._say(lambda: self.tr("Type a name first."))
            return
        self._say(lambda: self.tr("{old} is now {new}.").format(old=person.name, new=renamed.name))

    def toggle_archived(self) -> None:
        person = self.selected()
        if person is None:
            return
        if person.archived is None:
            self.context.station.archive(person.id)
            self._say(
                lambda: self.tr(
                    "{name} is archived: out of the lists, with every answer kept. Tick "
                    "“Show archived trainees” to find them again."
                ).format(name=person.name)
            )
        else:
            self.context.station.restore(person.id)
            self._say(lambda: self.tr("{name} is back in the lists.").format(name=person.name))
