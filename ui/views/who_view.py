"""Who is practising: pick a trainee or create one (name only). Remembers the last one.

Choosing an instructor asks for their passphrase; choosing a trainee who protected their
profile asks for the PIN (or an instructor's passphrase). The first instructor is offered while
the station has none; after that, adding one needs an instructor's approval (the core checks
it). A trainee's PIN and an instructor's passphrase are set or changed from here too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.progress.accounts import Person, Role
from trainer.station import Change
from ui.context import AppContext
from ui.views.message import Message
from ui.views.screen import Screen

if TYPE_CHECKING:
    from ui.views.pin_dialog import NewInstructorDialog, PinDialog
    from ui.views.profile_pin_dialog import SecretChangeDialog


class WhoView(Screen):
    chosen = Signal(object)  # the Person who will practise (an instructor after the PIN check)
    follows = frozenset({Change.PEOPLE})  # the names listed, instructors and protected marks

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(80, 40, 80, 40)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 26px; font-weight: bold;")
        layout.addWidget(self.heading)
        self.people = QListWidget()
        self.people.setObjectName("people")
        self.people.setStyleSheet("font-size: 18px;")
        self.people.itemActivated.connect(self._activate)
        layout.addWidget(self.people, 1)
        row = QHBoxLayout()
        self.name = QLineEdit()
        self.name.setObjectName("newName")
        self.name.returnPressed.connect(self._create)
        self.add_button = QPushButton()
        self.add_button.setObjectName("createTrainee")
        self.add_button.clicked.connect(self._create)
        row.addWidget(self.name, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        self.message = Message()
        self.message.setStyleSheet("color: #b00020;")
        layout.addWidget(self.message)
        staff = QHBoxLayout()
        self.first_instructor = QPushButton()
        self.first_instructor.setObjectName("firstInstructor")
        self.first_instructor.setStyleSheet("background: #fff3e0;")
        self.first_instructor.clicked.connect(self.new_instructor)
        self.add_instructor = QPushButton()
        self.add_instructor.setObjectName("addInstructor")
        self.add_instructor.clicked.connect(self.new_instructor)
        self.change_secret = QPushButton()
        self.change_secret.setObjectName("changeSecret")
        self.change_secret.clicked.connect(self.edit_secret)
        staff.addWidget(self.first_instructor, 1)
        staff.addStretch(1)
        staff.addWidget(self.change_secret)
        staff.addWidget(self.add_instructor)
        layout.addLayout(staff)
        self.dialog: PinDialog | NewInstructorDialog | SecretChangeDialog | None = None
        self.start = QPushButton()
        self.start.setObjectName("start")
        self.start.setMinimumHeight(44)
        self.start.clicked.connect(self._start)
        layout.addWidget(self.start)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Who is practising?"))
        self.name.setPlaceholderText(self.tr("New trainee's name"))
        self.add_button.setText(self.tr("Add trainee"))
        self.start.setText(self.tr("Start (Enter)"))
        self.first_instructor.setText(
            self.tr("No instructor yet: create the first instructor (name and passphrase)")
        )
        self.add_instructor.setText(self.tr("Add instructor…"))
        self.change_secret.setText(self.tr("PIN or passphrase…"))
        self.change_secret.setToolTip(
            self.tr(
                "Protect the chosen trainee's profile with a PIN, or change a PIN or an "
                "instructor's passphrase"
            )
        )
        self.message.retranslate()
        self.refresh()

    def about_to_show(self) -> None:
        """Always read again: the list is short, and PINs set or names changed in instructor
        mode show at once."""
        self.refresh()

    def refresh(self) -> None:
        last = self.context.settings.value("last_trainee")
        self.people.clear()
        station = self.context.station
        protected = station.protected_profiles()
        for person in station.people():
            label = person.name
            if person.role is Role.INSTRUCTOR:
                label = self.tr("{name} (instructor)").format(name=person.name)
            elif person.id in protected:
                label = self.tr("{name} (protected)").format(name=person.name)
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, person)
            self.people.addItem(item)
            if last is not None and str(person.id) == str(last):
                self.people.setCurrentItem(item)
        first = not station.has_instructor()
        self.first_instructor.setVisible(first)
        self.add_instructor.setVisible(not first)
        if self.people.currentItem() is None and self.people.count():
            self.people.setCurrentRow(0)

    def _select(self, person: Person) -> None:
        for row in range(self.people.count()):
            item = self.people.item(row)
            if item.data(Qt.ItemDataRole.UserRole).id == person.id:
                self.people.setCurrentItem(item)

    def focus_owner(self) -> QWidget:
        """The list (Enter starts the one chosen); on a first run, with nobody yet, the name
        field, so the first name is typed at once."""
        return self.people if self.people.count() else self.name

    def _create(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.message.say(lambda: self.tr("Type a name first."))
            return
        existing = {p.name.casefold() for p in self.context.station.people(archived=True)}
        if name.casefold() in existing:
            self.message.say(
                lambda: self.tr("There is already someone called {name}.").format(name=name)
            )
            return
        person = self.context.station.add_trainee(name)  # the list shows it (announced)
        self.name.clear()
        self.message.clear()
        self.context.settings.setValue("last_trainee", person.id)
        self._select(person)
        self.focus_owner().setFocus()
        self._choose(person)

    def _activate(self, item: QListWidgetItem) -> None:
        self._choose(item.data(Qt.ItemDataRole.UserRole))

    def _start(self) -> None:
        item = self.people.currentItem()
        if item is None:
            self.message.say(lambda: self.tr("Add a trainee to begin."))
            return
        self._choose(item.data(Qt.ItemDataRole.UserRole))

    def _choose(self, person: Person) -> None:
        station = self.context.station
        if person.role is Role.INSTRUCTOR or station.has_profile_pin(person.id):
            from ui.views.pin_dialog import PinDialog

            self.dialog = PinDialog(station, person, self)
            self.dialog.accepted.connect(lambda: self._chosen(person))
            self.dialog.open()
            return
        self._chosen(person)

    def _chosen(self, person: Person) -> None:
        self.context.settings.setValue("last_trainee", person.id)
        self.chosen.emit(person)

    def new_instructor(self) -> None:
        from ui.views.pin_dialog import NewInstructorDialog

        dialog = NewInstructorDialog(self.context.station, self)
        dialog.accepted.connect(lambda: self._instructor_created(dialog))
        self.dialog = dialog
        dialog.open()

    def _instructor_created(self, dialog: NewInstructorDialog) -> None:
        """The list already shows them (the station announced the new person)."""
        if dialog.created is not None:
            self.context.settings.setValue("last_trainee", dialog.created.id)
            self._chosen(dialog.created)

    def edit_secret(self) -> None:
        """Set, change or remove the chosen person's PIN or passphrase."""
        from ui.views.profile_pin_dialog import SecretChangeDialog

        item = self.people.currentItem()
        if item is None:
            self.message.say(lambda: self.tr("Choose someone in the list first."))
            return
        person = item.data(Qt.ItemDataRole.UserRole)
        dialog = SecretChangeDialog(self.context.station, person, self)  # the mark follows
        self.dialog = dialog
        dialog.open()
