"""Instructor PIN: asking for it (with the wait after repeated wrong PINs shown and counted
down) and creating an instructor (name and PIN twice).

Both dialogs are opened with `open()` (window-modal, never a nested event loop), so the app
and its tests keep running while they are shown.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)
from sqlite_utils import Database

from trainer.progress.accounts import POLICY, Person, add_instructor, check_pin, list_people


def _pin_field() -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setMaxLength(32)
    return field


class PinDialog(QDialog):
    """Accepted only when `check_pin` accepts the PIN typed."""

    def __init__(self, db: Database, person: Person, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pinDialog")
        self.db = db
        self.person = person
        self.wait_left = 0
        layout = QVBoxLayout(self)
        self.prompt = QLabel(self.tr("PIN for {name}:").format(name=person.name))
        layout.addWidget(self.prompt)
        self.pin = _pin_field()
        self.pin.setObjectName("pin")
        layout.addWidget(self.pin)
        self.message = QLabel()
        self.message.setObjectName("pinMessage")
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.try_pin)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.countdown = QTimer(self)
        self.countdown.setInterval(1000)
        self.countdown.timeout.connect(self._tick)
        self.setWindowTitle(self.tr("Instructor mode"))
        self.pin.setFocus()

    def try_pin(self) -> None:
        if self.wait_left > 0:
            return
        check = check_pin(self.db, self.person.id, self.pin.text())
        self.pin.clear()
        if check.accepted:
            self.accept()
            return
        if check.wait_seconds > 0:
            self.wait_left = math.ceil(check.wait_seconds)
            self._show_wait()
            self.countdown.start()
        else:
            self.message.setText(self.tr("Wrong PIN. Try again."))

    def _show_wait(self) -> None:
        self.message.setText(
            self.tr("Wrong PIN. Wait {seconds} s before trying again.").format(
                seconds=self.wait_left
            )
        )
        self.pin.setEnabled(self.wait_left <= 0)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.wait_left <= 0)

    def _tick(self) -> None:
        self.wait_left -= 1
        if self.wait_left <= 0:
            self.countdown.stop()
            self.message.setText(self.tr("You may try again."))
            self.pin.setEnabled(True)
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
            self.pin.setFocus()
            return
        self._show_wait()


class NewInstructorDialog(QDialog):
    """Name and PIN twice; `created` holds the new instructor once accepted."""

    def __init__(self, db: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newInstructorDialog")
        self.db = db
        self.created: Person | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("instructorName")
        self.pin = _pin_field()
        self.pin.setObjectName("newPin")
        self.again = _pin_field()
        self.again.setObjectName("newPinAgain")
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("PIN"), self.pin)
        form.addRow(self.tr("PIN again"), self.again)
        layout.addLayout(form)
        self.message = QLabel()
        self.message.setObjectName("newInstructorMessage")
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.create)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setWindowTitle(self.tr("New instructor"))

    def create(self) -> None:
        name = self.name.text().strip()
        if not name:
            self.message.setText(self.tr("Type a name first."))
            return
        if name.casefold() in {p.name.casefold() for p in list_people(self.db)}:
            self.message.setText(
                self.tr("There is already someone called {name}.").format(name=name)
            )
            return
        if len(self.pin.text()) < POLICY.min_length:
            self.message.setText(
                self.tr("A PIN needs at least {count} characters.").format(count=POLICY.min_length)
            )
            return
        if self.pin.text() != self.again.text():
            self.message.setText(self.tr("The two PINs differ."))
            self.again.clear()
            return
        self.created = add_instructor(self.db, name, self.pin.text())
        self.accept()
