"""The who screen's roles, driven for real offscreen: adding an instructor needs another
instructor's passphrase, a trainee's profile PIN (and an instructor opening it instead), and a
PIN-era instructor asked for a passphrase on their next unlock."""

from __future__ import annotations

import hashlib
import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import PIN, log_in_as_instructor, make_instructor
from trainer.progress.accounts import (
    Role,
    add_trainee,
    check_pin,
    has_profile_pin,
    list_people,
    set_secret,
)
from ui.main_window import MainWindow
from ui.views.pin_dialog import NewInstructorDialog, PinDialog
from ui.views.profile_pin_dialog import SecretChangeDialog


def press_ok(dialog: object) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # type: ignore[attr-defined]


def choose(qtbot: QtBot, window: MainWindow, name: str) -> None:
    who = window.who
    who.refresh()
    [row] = [r for r in range(who.people.count()) if who.people.item(r).text().startswith(name)]
    who.people.setCurrentRow(row)
    qtbot.keyClick(who.people, Qt.Key.Key_Return)


def instructors(window: MainWindow) -> list[str]:
    return [p.name for p in list_people(window.context.db, Role.INSTRUCTOR)]


def test_adding_an_instructor_needs_an_instructors_passphrase(
    qtbot: QtBot, window: MainWindow
) -> None:
    # Before: "Add instructor…" asked no one, and the new instructor saw every trainee's data.
    make_instructor(window.context.db)
    who = window.who
    who.refresh()
    assert who.add_instructor.isVisible() and not who.first_instructor.isVisible()
    qtbot.mouseClick(who.add_instructor, Qt.MouseButton.LeftButton)
    dialog = who.dialog
    assert isinstance(dialog, NewInstructorDialog) and dialog.isVisible()
    assert dialog.sponsor.isVisible() and dialog.sponsor.currentText() == "Núria"
    qtbot.keyClicks(dialog.name, "Pau")
    qtbot.keyClicks(dialog.pin, "my own passphrase")
    qtbot.keyClicks(dialog.again, "my own passphrase")
    press_ok(dialog)  # no approval typed
    assert "Wrong passphrase" in dialog.message.text()
    qtbot.keyClicks(dialog.sponsor_pin, "a good guess")
    press_ok(dialog)
    assert "Wrong passphrase" in dialog.message.text()
    assert instructors(window) == ["Núria"] and window.context.trainee is None
    qtbot.keyClicks(dialog.sponsor_pin, PIN)
    press_ok(dialog)
    assert instructors(window) == ["Núria", "Pau"]
    assert window.context.trainee is not None and window.context.trainee.name == "Pau"
    assert window.stack.currentWidget() is window.instructor


def test_a_new_instructor_needs_eight_characters(qtbot: QtBot, window: MainWindow) -> None:
    who = window.who
    qtbot.mouseClick(who.first_instructor, Qt.MouseButton.LeftButton)
    dialog = who.dialog
    assert isinstance(dialog, NewInstructorDialog)
    assert not dialog.sponsor.isVisible()  # the station's first: nobody to ask
    assert "first one" in dialog.approval.text()
    qtbot.keyClicks(dialog.name, "Anna")
    qtbot.keyClicks(dialog.pin, "2468")
    qtbot.keyClicks(dialog.again, "2468")
    press_ok(dialog)
    assert "at least 8 characters" in dialog.message.text()
    assert instructors(window) == []


def test_a_protected_profile_opens_with_its_pin_or_an_instructors_passphrase(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    make_instructor(db)
    anna = add_trainee(db, "Anna")
    set_secret(db, anna.id, "1357")
    window.who.refresh()
    assert window.who.people.item(0).text() == "Anna (protected)"
    choose(qtbot, window, "Anna")
    dialog = window.who.dialog
    assert isinstance(dialog, PinDialog) and dialog.by.isVisible()
    qtbot.keyClicks(dialog.pin, "2468")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert "Wrong PIN" in dialog.message.text() and window.context.trainee is None
    qtbot.keyClicks(dialog.pin, "1357")
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert window.context.trainee is not None and window.context.trainee.name == "Anna"
    # An instructor opens it with her own passphrase.
    window.switch_trainee()
    choose(qtbot, window, "Anna")
    dialog = window.who.dialog
    assert isinstance(dialog, PinDialog)
    dialog.by.setCurrentIndex(dialog.by.findText("the passphrase of Núria (instructor)"))
    qtbot.keyClicks(dialog.pin, "1357")  # Anna's PIN is not Núria's passphrase
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert "Wrong passphrase" in dialog.message.text() and window.context.trainee is None
    qtbot.keyClicks(dialog.pin, PIN)
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)
    assert window.context.trainee is not None and window.context.trainee.name == "Anna"
    assert window.stack.currentWidget() is window.home  # as Anna, not in instructor mode


def test_an_unprotected_trainee_opens_at_once_and_can_add_a_pin(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    anna = add_trainee(db, "Anna")
    window.who.refresh()
    qtbot.mouseClick(window.who.change_secret, Qt.MouseButton.LeftButton)
    dialog = window.who.dialog
    assert isinstance(dialog, SecretChangeDialog)
    assert not dialog.proof.isVisible()  # her first PIN needs nothing
    qtbot.keyClicks(dialog.new, "1357")
    qtbot.keyClicks(dialog.again, "1375")
    press_ok(dialog)
    assert "differ" in dialog.message.text() and not has_profile_pin(db, anna.id)
    qtbot.keyClicks(dialog.again, "1357")
    press_ok(dialog)
    assert has_profile_pin(db, anna.id)
    assert window.who.people.item(0).text() == "Anna (protected)"
    # Removing it needs it (or an instructor).
    qtbot.mouseClick(window.who.change_secret, Qt.MouseButton.LeftButton)
    dialog = window.who.dialog
    assert isinstance(dialog, SecretChangeDialog) and dialog.remove.isVisible()
    qtbot.keyClicks(dialog.proof, "0000")
    dialog.remove.click()
    assert "Wrong PIN" in dialog.message.text() and has_profile_pin(db, anna.id)
    qtbot.keyClicks(dialog.proof, "1357")
    dialog.remove.click()
    assert not has_profile_pin(db, anna.id)
    assert window.who.people.item(0).text() == "Anna"


def test_a_pin_era_instructor_is_asked_for_a_passphrase_and_gets_in(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    nuria = make_instructor(db)
    salt = os.urandom(16)  # her row as the PIN-era code wrote it: 4 digits, n=2^14
    digest = hashlib.scrypt(b"2468", salt=salt, n=2**14, r=8, p=1, dklen=32)
    db.execute(
        "UPDATE trainees SET pin_hash = ?, pin_salt = ?, "
        "pin_kdf = 'scrypt:n=16384,r=8,p=1,dklen=32' WHERE id = ?",
        [digest, salt, nuria.id],
    )
    db.conn.commit()
    log_in_as_instructor(qtbot, window, "Núria", pin="2468")
    dialog = window.who.dialog
    assert isinstance(dialog, PinDialog) and dialog.isVisible()
    assert dialog.pages.currentWidget() is dialog.upgrade
    assert "passphrase of at least 8 characters" in dialog.upgrade_note.text()
    assert window.context.trainee is None  # not in yet
    qtbot.keyClicks(dialog.new_passphrase, "2468")
    qtbot.keyClicks(dialog.new_again, "2468")
    press_ok(dialog)
    assert "at least 8 characters" in dialog.message.text()
    qtbot.keyClicks(dialog.new_passphrase, "roulette wheel")
    qtbot.keyClicks(dialog.new_again, "roulette wheel")
    press_ok(dialog)
    assert window.context.trainee is not None and window.context.trainee.name == "Núria"
    assert window.stack.currentWidget() is window.instructor
    assert check_pin(db, nuria.id, "roulette wheel").accepted
    assert not check_pin(db, nuria.id, "2468").accepted
