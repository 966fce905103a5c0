"""Setting, changing or removing a secret from the who screen: a trainee's optional profile PIN
(the first one needs nothing; changing or removing it needs it or an instructor's passphrase)
and an instructor's passphrase (the current one, or another instructor's, for a forgotten one).
The core (`accounts.set_secret`, `remove_profile_pin`, through the station) checks every right;
this only asks."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QWidget

from trainer.progress.accounts import Credential, Person, Role
from trainer.progress.errors import SecretRefusedError
from trainer.station import Station
from ui.views.pin_dialog import SecretDialog, passphrase_problem, secret_field


class SecretChangeDialog(SecretDialog):
    def __init__(self, station: Station, person: Person, parent: QWidget | None = None) -> None:
        super().__init__(station, parent)
        self.setObjectName("secretChangeDialog")
        self.person = person
        self.instructor = person.role is Role.INSTRUCTOR
        self.protected = self.instructor or station.has_profile_pin(person.id)
        self.heading = QLabel(self._heading())
        self.heading.setWordWrap(True)
        self.ask_layout.addWidget(self.heading)
        form = QFormLayout()
        self.by = QComboBox()
        self.by.setObjectName("confirmWith")
        self.proof = secret_field("proof")
        if self.protected:
            own = (
                self.tr("{name}'s current passphrase")
                if self.instructor
                else self.tr("{name}'s current PIN")
            )
            self.by.addItem(own.format(name=person.name), None)
            for other in station.people(Role.INSTRUCTOR):
                if other.id != person.id:
                    self.by.addItem(
                        self.tr("the passphrase of {name} (instructor)").format(name=other.name),
                        other.id,
                    )
            form.addRow(self.tr("Confirm with"), self.by)
            form.addRow("", self.proof)
        self.new = secret_field("newSecret")
        self.again = secret_field("newSecretAgain")
        if self.instructor:
            form.addRow(self.tr("New passphrase"), self.new)
            form.addRow(self.tr("New passphrase again"), self.again)
        else:
            form.addRow(self.tr("New PIN"), self.new)
            form.addRow(self.tr("New PIN again"), self.again)
        self.ask_layout.addLayout(form)
        self.remove = self.buttons.addButton(
            self.tr("Remove the PIN"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.remove.setObjectName("removePin")
        self.remove.setVisible(self.protected and not self.instructor)
        self.remove.clicked.connect(self.remove_pin)
        self.setWindowTitle(self.tr("Passphrase") if self.instructor else self.tr("Profile PIN"))
        (self.proof if self.protected else self.new).setFocus()

    def _heading(self) -> str:
        if self.instructor:
            return self.tr("Change the passphrase of {name}.").format(name=self.person.name)
        if self.protected:
            return self.tr("Change or remove the PIN that protects {name}'s profile.").format(
                name=self.person.name
            )
        return self.tr(
            "Protect {name}'s profile with a PIN: others then need it (or an instructor's "
            "passphrase) to practise as {name}."
        ).format(name=self.person.name)

    def _proof(self) -> str | Credential | None:
        if not self.protected:
            return None
        secret = self.proof.text()
        self.proof.clear()
        chosen = self.by.currentData()
        return secret if chosen is None else Credential(int(chosen), secret)

    def _prover_role(self, proof: str | Credential | None) -> Role:
        if isinstance(proof, Credential):
            return self.station.person(proof.instructor_id).role
        return self.person.role

    def try_secret(self) -> None:
        problem = passphrase_problem(self.new.text(), self.again.text(), self.person.role)
        if problem:
            self.message.setText(problem)
            self.again.clear()
            return
        proof = self._proof()
        try:
            # an instructor's copy of the school key follows the passphrase (the station's)
            self.station.set_secret(self.person.id, self.new.text(), proof=proof)
        except SecretRefusedError as refused:
            self.refused(refused.wait_seconds, self._prover_role(proof))
            return
        self.accept()

    def remove_pin(self) -> None:
        if self.wait_left > 0:
            return
        proof = self._proof()
        try:
            self.station.remove_profile_pin(self.person.id, proof=proof)
        except SecretRefusedError as refused:
            self.refused(refused.wait_seconds, self._prover_role(proof))
            return
        self.accept()
