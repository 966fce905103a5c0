"""Asking for secrets: an instructor's passphrase, a protected trainee's PIN (or an instructor's
passphrase instead), an instructor's approval for an action, and a new instructor's details.

The rules are the core's (`trainer.progress.accounts`, asked through the station, whose writes
announce what changed); these dialogs only ask and show what the core said: a wrong secret,
the wait after repeated ones (counted down), and, when a PIN-era instructor gets in with a
short PIN, a page asking for a passphrase before going on.

Every dialog is opened with `open()` (window-modal, never a nested event loop), so the app and
its tests keep running while it is shown.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.progress.accounts import POLICY, Credential, Person, PinCheck, Role, min_length
from trainer.progress.errors import SecretNeededError, SecretRefusedError
from trainer.station import Station

RED = "color: #b00020;"


def secret_field(name: str, longest: int = 128) -> QLineEdit:
    field = QLineEdit()
    field.setObjectName(name)
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setMaxLength(longest)
    return field


def instructor_choice(station: Station, name: str, chosen: int | None = None) -> QComboBox:
    """The station's instructors by name, the one with id `chosen` selected."""
    box = QComboBox()
    box.setObjectName(name)
    fill_instructors(box, station, chosen)
    return box


def fill_instructors(box: QComboBox, station: Station, chosen: int | None = None) -> None:
    box.clear()
    for person in station.people(Role.INSTRUCTOR):
        box.addItem(person.name, person.id)
        if person.id == chosen:
            box.setCurrentIndex(box.count() - 1)


class SecretDialog(QDialog):
    """A page that asks, a red message line, OK and Cancel, the countdown of a wait, and the
    page a PIN-era instructor gets to choose a passphrase on. Subclasses fill `ask` and
    implement `try_secret`."""

    def __init__(self, station: Station, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.station = station
        self.wait_left = 0
        self.wrong = ""
        self.upgrading: tuple[Person, str] | None = None  # who, and the PIN they got in with
        layout = QVBoxLayout(self)
        self.pages = QStackedWidget()
        self.ask = QWidget()
        self.ask_layout = QVBoxLayout(self.ask)
        self.ask_layout.setContentsMargins(0, 0, 0, 0)
        self.pages.addWidget(self.ask)
        self.upgrade = self._upgrade_page()
        self.pages.addWidget(self.upgrade)
        layout.addWidget(self.pages)
        self.message = QLabel()
        self.message.setObjectName("pinMessage")
        self.message.setStyleSheet(RED)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.countdown = QTimer(self)
        self.countdown.setInterval(1000)
        self.countdown.timeout.connect(self._tick)
        self.setMinimumWidth(440)

    def _upgrade_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.setContentsMargins(0, 0, 0, 0)
        self.upgrade_note = QLabel()
        self.upgrade_note.setObjectName("upgradeNote")
        self.upgrade_note.setWordWrap(True)
        box.addWidget(self.upgrade_note)
        form = QFormLayout()
        self.new_passphrase = secret_field("newPassphrase")
        self.new_again = secret_field("newPassphraseAgain")
        form.addRow(
            QCoreApplication.translate("SecretDialog", "New passphrase"), self.new_passphrase
        )
        form.addRow(
            QCoreApplication.translate("SecretDialog", "New passphrase again"), self.new_again
        )
        box.addLayout(form)
        return page

    # ------------------------------------------------------------------ asking

    def _ok(self) -> None:
        if self.pages.currentWidget() is self.upgrade:
            self.save_passphrase()
        elif self.wait_left <= 0:
            self.try_secret()

    def try_secret(self) -> None:  # pragma: no cover - every subclass has its own
        raise NotImplementedError

    def checked(self, person: Person, secret: str, check: PinCheck) -> bool:
        """Show what a check said; True when it was accepted and nothing more is needed (a
        PIN-era instructor is first taken to the passphrase page)."""
        if check.accepted and check.needs_passphrase:
            self.upgrading = (person, secret)
            self.upgrade_note.setText(
                QCoreApplication.translate(
                    "SecretDialog",
                    "{name}, instructors now use a passphrase of at least {count} characters "
                    "instead of a PIN. Choose one to go on; your PIN will no longer work.",
                ).format(name=person.name, count=POLICY.instructor_min_length)
            )
            self.message.clear()
            self.pages.setCurrentWidget(self.upgrade)
            self.new_passphrase.setFocus()
            return False
        if check.accepted:
            return True
        self.refused(check.wait_seconds, person.role)
        return False

    def refused(self, wait_seconds: float, role: Role) -> None:
        wrong = (
            QCoreApplication.translate("SecretDialog", "Wrong passphrase.")
            if role is Role.INSTRUCTOR
            else QCoreApplication.translate("SecretDialog", "Wrong PIN.")
        )
        if wait_seconds > 0:
            self.wrong = wrong
            self.wait_left = math.ceil(wait_seconds)
            self._show_wait()
            self.countdown.start()
        else:
            self.message.setText(
                QCoreApplication.translate("SecretDialog", "{wrong} Try again.").format(wrong=wrong)
            )

    def _show_wait(self) -> None:
        self.message.setText(
            QCoreApplication.translate(
                "SecretDialog", "{wrong} Wait {seconds} s before trying again."
            ).format(wrong=self.wrong, seconds=self.wait_left)
        )
        self.ask.setEnabled(self.wait_left <= 0)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self.wait_left <= 0)

    def _tick(self) -> None:
        self.wait_left -= 1
        if self.wait_left <= 0:
            self.countdown.stop()
            self.message.setText(QCoreApplication.translate("SecretDialog", "You may try again."))
            self.ask.setEnabled(True)
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
            self.focusNextChild()
            return
        self._show_wait()

    # ------------------------------------------------------------------ PIN-era upgrade

    def save_passphrase(self) -> None:
        assert self.upgrading is not None
        person, old = self.upgrading
        new = self.new_passphrase.text()
        problem = passphrase_problem(new, self.new_again.text())
        if problem:
            self.message.setText(problem)
            self.new_passphrase.clear()
            self.new_again.clear()
            self.new_passphrase.setFocus()
            return
        self.station.set_secret(person.id, new, proof=old)
        self.upgraded(person, new)

    def upgraded(self, person: Person, passphrase: str) -> None:
        """The new passphrase is saved: finish as if it had been typed."""
        self.accept()


def passphrase_problem(new: str, again: str, role: Role = Role.INSTRUCTOR) -> str:
    """What is wrong with a new secret typed twice, in words; "" when nothing."""
    shortest = min_length(role)
    if len(new) < shortest or not new.strip():
        if role is Role.INSTRUCTOR:
            return QCoreApplication.translate(
                "SecretDialog", "A passphrase needs at least {count} characters."
            ).format(count=shortest)
        return QCoreApplication.translate(
            "SecretDialog", "A PIN needs at least {count} characters."
        ).format(count=shortest)
    if new != again:
        if role is Role.INSTRUCTOR:
            return QCoreApplication.translate("SecretDialog", "The two passphrases differ.")
        return QCoreApplication.translate("SecretDialog", "The two PINs differ.")
    return ""


class PinDialog(SecretDialog):
    """Opening a person: an instructor with their passphrase; a protected trainee with their
    PIN or, chosen in `by`, an instructor's passphrase. Accepted only when the core agrees."""

    def __init__(self, station: Station, person: Person, parent: QWidget | None = None) -> None:
        super().__init__(station, parent)
        self.setObjectName("pinDialog")
        self.person = person
        instructor = person.role is Role.INSTRUCTOR
        self.prompt = QLabel(
            self.tr("Passphrase for {name}:").format(name=person.name)
            if instructor
            else self.tr("{name}'s profile is protected.").format(name=person.name)
        )
        self.prompt.setWordWrap(True)
        self.ask_layout.addWidget(self.prompt)
        self.by = QComboBox()
        self.by.setObjectName("openWith")
        if not instructor:
            self.by.addItem(self.tr("{name}'s PIN").format(name=person.name), None)
            for other in station.people(Role.INSTRUCTOR):
                self.by.addItem(
                    self.tr("the passphrase of {name} (instructor)").format(name=other.name),
                    other.id,
                )
            row = QFormLayout()
            row.addRow(self.tr("Open with"), self.by)
            self.ask_layout.addLayout(row)
        self.by.setVisible(not instructor)
        self.pin = secret_field("pin")
        self.ask_layout.addWidget(self.pin)
        self.setWindowTitle(self.tr("Instructor mode") if instructor else self.tr("Profile"))
        self.pin.setFocus()

    def try_secret(self) -> None:
        secret = self.pin.text()
        self.pin.clear()
        instructor_id = self.by.currentData() if self.by.count() else None
        if self.person.role is Role.INSTRUCTOR:
            check = self.station.check_secret(self.person.id, secret)
            who = self.person
        elif instructor_id is None:
            check = self.station.open_profile(self.person.id, pin=secret)
            who = self.person
        else:
            by = Credential(int(instructor_id), secret)
            check = self.station.open_profile(self.person.id, by=by)
            who = self.station.person(int(instructor_id))
        if self.checked(who, secret, check):
            self.accept()


class InstructorSecretDialog(SecretDialog):
    """An instructor approves an action (changing the house rules) with their passphrase;
    `credential` holds it once accepted, for the action to check again in the core."""

    def __init__(
        self,
        station: Station,
        purpose: str,
        chosen: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(station, parent)
        self.setObjectName("instructorSecretDialog")
        self.credential: Credential | None = None
        self.purpose = QLabel(purpose)
        self.purpose.setWordWrap(True)
        self.ask_layout.addWidget(self.purpose)
        form = QFormLayout()
        self.instructor = instructor_choice(station, "instructor", chosen)
        self.pin = secret_field("pin")
        form.addRow(self.tr("Instructor"), self.instructor)
        form.addRow(self.tr("Passphrase"), self.pin)
        self.ask_layout.addLayout(form)
        self.setWindowTitle(self.tr("Instructor's approval"))
        self.pin.setFocus()

    def try_secret(self) -> None:
        if self.instructor.currentData() is None:
            self.message.setText(self.tr("There is no instructor yet."))
            return
        instructor_id = int(self.instructor.currentData())
        secret = self.pin.text()
        self.pin.clear()
        check = self.station.check_secret(instructor_id, secret)
        who = self.station.person(instructor_id)
        if self.checked(who, secret, check):
            self.credential = Credential(instructor_id, secret)
            self.accept()

    def upgraded(self, person: Person, passphrase: str) -> None:
        self.credential = Credential(person.id, passphrase)
        self.accept()


class NewInstructorDialog(SecretDialog):
    """Name and passphrase twice; once the station has an instructor, one of them approves with
    their passphrase (`sponsor`, `sponsor_pin`). `created` holds the new instructor."""

    def __init__(self, station: Station, parent: QWidget | None = None) -> None:
        super().__init__(station, parent)
        self.setObjectName("newInstructorDialog")
        self.created: Person | None = None
        self.first = not station.has_instructor()
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("instructorName")
        self.pin = secret_field("newPin")
        self.again = secret_field("newPinAgain")
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Passphrase"), self.pin)
        form.addRow(self.tr("Passphrase again"), self.again)
        self.ask_layout.addLayout(form)
        hint = QLabel(
            self.tr(
                "At least {count} characters: a few words are easy to remember and hard to guess."
            ).format(count=POLICY.instructor_min_length)
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #555;")
        self.ask_layout.addWidget(hint)
        self.approval = QLabel()
        self.approval.setObjectName("approvalNote")
        self.approval.setWordWrap(True)
        self.ask_layout.addWidget(self.approval)
        sponsor_form = QFormLayout()
        self.sponsor = instructor_choice(station, "sponsor")
        self.sponsor_pin = secret_field("sponsorPin")
        self.sponsor_label = QLabel(self.tr("Approved by"))
        self.sponsor_pin_label = QLabel(self.tr("Their passphrase"))
        sponsor_form.addRow(self.sponsor_label, self.sponsor)
        sponsor_form.addRow(self.sponsor_pin_label, self.sponsor_pin)
        self.ask_layout.addLayout(sponsor_form)
        self._show_approval()
        self.setWindowTitle(
            self.tr("The first instructor") if self.first else self.tr("New instructor")
        )

    def _show_approval(self) -> None:
        self.approval.setText(
            self.tr("This station has no instructor yet: the first one needs nobody's approval.")
            if self.first
            else self.tr("An instructor of this station approves with their passphrase.")
        )
        for widget in (self.sponsor, self.sponsor_pin, self.sponsor_label, self.sponsor_pin_label):
            widget.setVisible(not self.first)

    def try_secret(self) -> None:
        self.create_instructor()

    def create_instructor(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.message.setText(self.tr("Type a name first."))
            return
        if name.casefold() in {p.name.casefold() for p in self.station.people()}:
            self.message.setText(
                self.tr("There is already someone called {name}.").format(name=name)
            )
            return
        problem = passphrase_problem(self.pin.text(), self.again.text())
        if problem:
            self.message.setText(problem)
            self.again.clear()
            return
        sponsor = None
        if not self.first:
            sponsor = Credential(int(self.sponsor.currentData()), self.sponsor_pin.text())
            self.sponsor_pin.clear()
        try:
            self.created = self.station.add_instructor(name, self.pin.text(), by=sponsor)
        except SecretNeededError:  # another window created the first instructor meanwhile
            self.first = False
            fill_instructors(self.sponsor, self.station)
            self._show_approval()
            self.message.setText(self.tr("An instructor now exists: ask them to approve."))
            return
        except SecretRefusedError as refused:
            self.refused(refused.wait_seconds, Role.INSTRUCTOR)
            return
        self.accept()
