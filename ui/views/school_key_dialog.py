"""Sharing the school key: an instructor who holds it gives another instructor a copy of their
own. Both type their passphrase here; the copy is encrypted under the recipient's (see
`trainer/exams/keys.py`). Opened with `open()`, never a nested event loop."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from trainer.exams.keys import KeyProblem
from trainer.progress.accounts import Role
from trainer.station import Station


def _secret() -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    return field


class ShareKeyDialog(QDialog):
    """Accepted once the recipient holds a copy; `shared_with` names them."""

    def __init__(self, station: Station, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shareKeyDialog")
        self.station = station
        self.shared_with = ""
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.holder = QComboBox()
        self.holder.setObjectName("keyHolder")
        self.recipient = QComboBox()
        self.recipient.setObjectName("keyRecipient")
        for person in station.people(Role.INSTRUCTOR):
            target = self.holder if station.holds_school_key(person.id) else self.recipient
            target.addItem(person.name, person.id)
        self.holder_secret = _secret()
        self.holder_secret.setObjectName("holderPassphrase")
        self.recipient_secret = _secret()
        self.recipient_secret.setObjectName("recipientPassphrase")
        form.addRow(self.tr("Instructor who holds the key"), self.holder)
        form.addRow(self.tr("Their passphrase"), self.holder_secret)
        form.addRow(self.tr("Give a copy to"), self.recipient)
        form.addRow(self.tr("Their passphrase"), self.recipient_secret)
        layout.addLayout(form)
        self.message = QLabel()
        self.message.setObjectName("shareKeyMessage")
        self.message.setStyleSheet("color: #b00020;")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.share)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setWindowTitle(self.tr("Share the school key"))

    def share(self) -> None:
        holder, recipient = self.holder.currentData(), self.recipient.currentData()
        if holder is None or recipient is None:
            self.message.setText(self.tr("Choose an instructor on each side."))
            return
        secrets = (self.holder_secret.text(), self.recipient_secret.text())
        self.holder_secret.clear()
        self.recipient_secret.clear()
        for person, secret in ((int(holder), secrets[0]), (int(recipient), secrets[1])):
            check = self.station.check_secret(person, secret)
            if not check.accepted:
                self.message.setText(
                    self.tr("Wrong passphrase for {name}.").format(
                        name=self.holder.currentText()
                        if person == int(holder)
                        else self.recipient.currentText()
                    )
                )
                return
        try:
            self.station.share_school_key(int(holder), secrets[0], int(recipient), secrets[1])
        except KeyProblem as problem:
            self.message.setText(str(problem))
            return
        self.shared_with = self.recipient.currentText()
        self.accept()
