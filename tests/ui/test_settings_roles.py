"""Settings: trainees see the rulebook, house rules and chip set read-only; an instructor's
passphrase unlocks them (the dialog asks), the save checks it again, and leaving the screen
locks them."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import PIN, make_instructor
from trainer.progress.accounts import Credential, set_secret
from ui.main_window import MainWindow
from ui.views.pin_dialog import InstructorSecretDialog


def open_settings(window: MainWindow) -> None:
    window.show_view(window.settings_view)


def rate_field(window: MainWindow) -> QLineEdit:
    field = window.settings_view.fields[("punto_banco", "commission_rate")]
    assert isinstance(field, QLineEdit)
    return field


def test_a_trainee_sees_the_house_rules_read_only_and_cannot_save_them(
    qtbot: QtBot, window: MainWindow
) -> None:
    # Before: anyone typed a rate or a chip set and saved it, and exams ran under it.
    make_instructor(window.context.db)
    open_settings(window)
    view = window.settings_view
    assert rate_field(window).isReadOnly() and view.chips.isReadOnly()
    assert not view.rulebook.isEnabled()
    combos = [w for w in view.fields.values() if isinstance(w, QComboBox)]
    assert combos and not any(w.isEnabled() for w in combos)
    assert not view.save.isVisible() and not view.reset.isVisible()
    assert view.unlock.isVisible() and view.unlock.isEnabled()
    assert "only an instructor" in view.lock_note.text()
    rate_field(window).setText("4")  # even typed into programmatically
    assert not view.save_house_rules()
    assert "an instructor must unlock" in view.message.text()
    assert not window.context.house_rules_path.exists()
    assert not view.reset_house_rules()


def test_an_instructors_passphrase_unlocks_and_the_save_writes(
    qtbot: QtBot, window: MainWindow
) -> None:
    make_instructor(window.context.db)
    open_settings(window)
    view = window.settings_view
    qtbot.mouseClick(view.unlock, Qt.MouseButton.LeftButton)
    dialog = view.dialog
    assert isinstance(dialog, InstructorSecretDialog) and dialog.isVisible()
    assert dialog.instructor.currentText() == "Núria"
    qtbot.keyClicks(dialog.pin, "a good guess")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert "Wrong passphrase" in dialog.message.text()
    assert rate_field(window).isReadOnly()
    qtbot.keyClicks(dialog.pin, PIN)
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert not rate_field(window).isReadOnly() and view.rulebook.isEnabled()
    assert view.save.isVisible() and not view.unlock.isVisible()
    rate_field(window).setText("4")
    view.chips.setText("1 white, 5 red, 25 green, 100 black")
    qtbot.mouseClick(view.save, Qt.MouseButton.LeftButton)
    assert "Saved" in view.message.text()
    assert window.context.rulebook.punto_banco.commission_rate == Decimal("0.04")
    assert window.context.rulebook.chip_set.values[-1] == Decimal(1)
    # Leaving the screen locks it again.
    window.go_home() if window.context.trainee else window.show_view(window.who)
    open_settings(window)
    assert rate_field(window).isReadOnly() and view.unlock.isVisible()
    assert rate_field(window).text() == "4%"  # the saved value, shown read-only


def test_the_save_checks_the_passphrase_again(qtbot: QtBot, window: MainWindow) -> None:
    db = window.context.db
    nuria = make_instructor(db)
    open_settings(window)
    view = window.settings_view
    view.unlock_house_rules(Credential(nuria.id, PIN))
    set_secret(db, nuria.id, "changed meanwhile", proof=PIN)  # e.g. from another window
    rate_field(window).setText("4")
    assert not view.save_house_rules()
    assert "passphrase was refused" in view.message.text()
    assert rate_field(window).isReadOnly()  # locked again
    assert not window.context.house_rules_path.exists()


def test_a_station_without_an_instructor_shows_how_to_get_one(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_settings(window)
    view = window.settings_view
    assert not view.unlock.isEnabled()
    assert "Create the first instructor" in view.lock_note.text()


def test_a_pin_era_instructor_unlocking_is_asked_for_a_passphrase(
    qtbot: QtBot, window: MainWindow
) -> None:
    import hashlib
    import os

    db = window.context.db
    nuria = make_instructor(db)
    salt = os.urandom(16)
    digest = hashlib.scrypt(b"2468", salt=salt, n=2**14, r=8, p=1, dklen=32)
    db.execute(
        "UPDATE trainees SET pin_hash = ?, pin_salt = ?, "
        "pin_kdf = 'scrypt:n=16384,r=8,p=1,dklen=32' WHERE id = ?",
        [digest, salt, nuria.id],
    )
    db.conn.commit()
    open_settings(window)
    view = window.settings_view
    view.ask_instructor()
    dialog = view.dialog
    assert isinstance(dialog, InstructorSecretDialog)
    qtbot.keyClicks(dialog.pin, "2468")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert dialog.pages.currentWidget() is dialog.upgrade
    assert rate_field(window).isReadOnly()
    qtbot.keyClicks(dialog.new_passphrase, "roulette wheel")
    qtbot.keyClicks(dialog.new_again, "roulette wheel")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not rate_field(window).isReadOnly()
    rate_field(window).setText("4")
    assert view.save_house_rules()  # with the new passphrase
