"""The station's school server, set by an instructor: a PostgreSQL connection string or a
service name, the password (kept in the system keyring, never in a file), "Test connection",
and, for the school's owner role, creating or upgrading the school's schema.

Opened from instructor mode's tools only (`open_for` refuses anyone else); `saved` is emitted
once the setting is written, so the window restarts its sync.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.progress.accounts import Role
from trainer.school import setting
from trainer.school.setting import KeyringMissingError, ServerSetting, SettingError
from ui.context import AppContext

if TYPE_CHECKING:
    from trainer.school.server import Connector


class SchoolServerDialog(QDialog):
    saved = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schoolServerDialog")
        self.context = context
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.conninfo = QLineEdit()
        self.conninfo.setObjectName("schoolConninfo")
        self.conninfo.setPlaceholderText("host=school dbname=dealer_school user=station_1")
        self.password = QLineEdit()
        self.password.setObjectName("schoolPassword")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.conninfo_label = QLabel()
        self.conninfo_label.setBuddy(self.conninfo)
        self.password_label = QLabel()
        self.password_label.setBuddy(self.password)
        form.addRow(self.conninfo_label, self.conninfo)
        form.addRow(self.password_label, self.password)
        layout.addLayout(form)
        self.test_button = QPushButton()
        self.test_button.setObjectName("schoolTest")
        self.test_button.clicked.connect(self.test)
        self.migrate_button = QPushButton()
        self.migrate_button.setObjectName("schoolMigrate")
        self.migrate_button.clicked.connect(self.migrate)
        self.migrate_button.hide()
        self.publish_button = QPushButton()
        self.publish_button.setObjectName("schoolPublish")
        self.publish_button.clicked.connect(self.publish)
        self.publish_button.hide()
        self.new_role = QLineEdit()
        self.new_role.setObjectName("schoolNewRole")
        self.new_role.setPlaceholderText("station_01")
        self.new_role.hide()
        self.create_button = QPushButton()
        self.create_button.setObjectName("schoolCreateRole")
        self.create_button.clicked.connect(self.create_station)
        self.create_button.hide()
        self.forget_button = QPushButton()
        self.forget_button.setObjectName("schoolForget")
        self.forget_button.clicked.connect(self.forget)
        for button in (
            self.test_button,
            self.migrate_button,
            self.publish_button,
            self.new_role,
            self.create_button,
            self.forget_button,
        ):
            layout.addWidget(button)
        self.message = QLabel()
        self.message.setObjectName("schoolResult")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        current = setting.load()
        self.conninfo.setText(current.conninfo if current is not None else "")
        self.forget_button.setEnabled(current is not None)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("School server"))
        self.intro.setText(
            self.tr(
                "Every answer is kept on this station first, then sent to the school's "
                "PostgreSQL server, which gives back the trainees, classes, plans, exam "
                "blueprints and house rules of the whole school."
            )
        )
        self.conninfo_label.setText(self.tr("&Connection string or service name:"))
        self.password_label.setText(self.tr("&Password (kept in the system keyring):"))
        self.test_button.setText(self.tr("&Test connection"))
        self.migrate_button.setText(self.tr("Create or upgrade the school's tables"))
        self.publish_button.setText(
            self.tr("Publish this station's exam blueprints and house rules to the school")
        )
        self.create_button.setText(self.tr("Create a login role for a station"))
        self.forget_button.setText(self.tr("Stop using a school server"))

    def _setting(self) -> ServerSetting | None:
        try:
            return setting.checked(self.conninfo.text())
        except SettingError as error:
            self.message.setText(self.tr("Not a usable setting: {reason}").format(reason=error))
            return None

    def _connector(self, found: ServerSetting) -> Connector:
        from trainer.school.server import connect

        typed = self.password.text()
        return lambda: connect(found, typed or None)

    def test(self) -> bool:
        """Connect with what is typed; say what was found (the role, what it may do)."""
        from trainer.school.server import test_connection

        found = self._setting()
        if found is None:
            return False
        check = test_connection(self._connector(found))
        self.migrate_button.setVisible(check.kind == "owner" and check.problem == "schema")
        self.publish_button.setVisible(check.ok and check.kind in ("instructor", "owner"))
        self.new_role.setVisible(check.ok and check.kind == "owner")
        self.create_button.setVisible(check.ok and check.kind == "owner")
        if check.ok and not check.problem:
            kinds = {
                "station": self.tr("a station"),
                "instructor": self.tr("an instructor's station (reads the whole school)"),
                "owner": self.tr("the school's owner"),
            }
            self.message.setText(
                self.tr("Connected as {role}, {kind}; PostgreSQL {version}.").format(
                    role=check.role,
                    kind=kinds.get(check.kind, check.kind),
                    version=check.server_version,
                )
            )
            return True
        reasons = {
            "connection": self.tr("The server cannot be reached."),
            "password": self.tr("The server refused the role or its password."),
            "schema": self.tr("The server has no school tables yet, or older ones."),
            "rights": self.tr("This role is neither a station's nor an instructor's."),
        }
        self.message.setText(f"{reasons.get(check.problem, check.problem)}\n{check.detail}")
        return False

    def migrate(self) -> None:
        from trainer.school.server_schema import migrate

        found = self._setting()
        if found is None:
            return
        with self._connector(found)() as conn:
            ran = migrate(conn)
        self.message.setText(self.tr("School tables ready (%n step(s) run).", "", len(ran)))
        self.migrate_button.hide()

    def create_station(self) -> None:
        """A role of its own for one more station (the school's owner only): its password is
        shown here once, to be typed on that station."""
        from trainer.school.server import create_station_role

        found = self._setting()
        if found is None:
            return
        role = self.new_role.text().strip()
        try:
            with self._connector(found)() as conn:
                password = create_station_role(conn, role)
        except ValueError as error:
            self.message.setText(str(error))
            return
        self.message.setText(
            self.tr("Role {role} created. Its password, shown only now: {password}").format(
                role=role, password=password
            )
        )
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def publish(self) -> None:
        """Every station takes them at its next round (each checks them first)."""
        from trainer import paths
        from trainer.school.pull import publish_files

        found = self._setting()
        if found is None:
            return
        with self._connector(found)() as conn:
            done = publish_files(conn, paths.data_dir())
        self.message.setText(
            self.tr(
                "Published: %n new blueprint(s); house rules {what}.", "", len(done.blueprints)
            ).format(what=self.tr("updated") if done.house_rules else self.tr("unchanged"))
        )

    def save(self) -> None:
        found = self._setting()
        if found is None:
            return
        typed = self.password.text()
        if typed:
            try:
                setting.store_password(found, typed)
            except KeyringMissingError:
                self.message.setText(
                    self.tr(
                        "This system has no keyring to keep the password in. Name a service "
                        "instead (service=…) whose password is in a .pgpass file."
                    )
                )
                return
        setting.save(found)
        self.saved.emit()
        self.accept()

    def forget(self) -> None:
        current = setting.load()
        if current is not None:
            setting.forget_password(current)
        setting.forget()
        self.conninfo.clear()
        self.forget_button.setEnabled(False)
        self.message.setText(self.tr("This station no longer uses a school server."))
        self.saved.emit()


def open_for(context: AppContext, parent: QWidget | None = None) -> SchoolServerDialog | None:
    """The dialog, for an instructor only (None for anyone else)."""
    person = context.trainee
    if person is None or person.role is not Role.INSTRUCTOR:
        return None
    dialog = SchoolServerDialog(context, parent)
    dialog.open()
    return dialog
