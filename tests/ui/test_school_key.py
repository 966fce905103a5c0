"""The school key in instructor mode: a holder shares it with another instructor (both type
their passphrase), its public half is exported for the machines that check certificates, and
the seal check tells "cannot check" apart from tampering."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.trainer.seal_kit import PASSPHRASE, instructor
from tests.ui.instructor_kit import log_in_as_instructor
from trainer.exams import keys, seal
from trainer.progress.accounts import add_instructor
from ui.main_window import MainWindow

JOAN = "joan's own passphrase"


def open_tools(qtbot: QtBot, window: MainWindow) -> None:
    log_in_as_instructor(qtbot, window, "Núria", PASSPHRASE)


def test_a_holder_shares_the_school_key_with_another_instructor(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    nuria = instructor(db)
    joan = instructor(db, "Joan", JOAN)
    made = keys.create_school_key(db, nuria.id, PASSPHRASE)
    open_tools(qtbot, window)
    tools = window.instructor.tools
    dialog = tools.share_key()
    assert dialog.holder.currentText() == "Núria" and dialog.recipient.currentText() == "Joan"
    qtbot.keyClicks(dialog.holder_secret, PASSPHRASE)
    qtbot.keyClicks(dialog.recipient_secret, "not joan's")
    dialog.share()
    assert dialog.message.text() == "Wrong passphrase for Joan." and not keys.has_copy(db, joan.id)
    qtbot.keyClicks(dialog.holder_secret, PASSPHRASE)
    qtbot.keyClicks(dialog.recipient_secret, JOAN)
    dialog.share()
    assert tools.output.toPlainText() == "Joan now holds a copy of the school key."
    assert keys.unlock(db, joan.id, JOAN).public == made.public


def test_the_public_key_is_exported_only_when_both_records_agree(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, data_home: Path
) -> None:
    db = window.context.db
    nuria = add_instructor(db, "Núria", PASSPHRASE)
    open_tools(qtbot, window)
    tools = window.instructor.tools
    tools.export_public_key(tmp_path / "school-key.pub")
    assert "no school key yet" in tools.output.toPlainText()
    made = keys.create_school_key(db, nuria.id, PASSPHRASE)
    tools.export_public_key(tmp_path / "school-key.pub")
    assert keys.read_public_file(tmp_path / "school-key.pub") == made.public
    assert "copy it to any computer that checks certificates" in tools.output.toPlainText()
    other = keys.SigningKey(keys.Ed25519PrivateKey.generate(), "school")
    keys.write_public_file(data_home / "school-key.pub", other.public)
    tools.export_public_key(tmp_path / "again.pub")
    assert not (tmp_path / "again.pub").exists()
    assert "different school keys" in tools.output.toPlainText()


def test_the_seal_check_says_when_it_cannot_check(
    qtbot: QtBot, window: MainWindow, data_home: Path
) -> None:
    db = window.context.db
    add_instructor(db, "Núria", PASSPHRASE)
    seal.ensure_station(db)
    open_tools(qtbot, window)
    tools = window.instructor.tools
    assert tools.verify_records()
    (data_home / seal.HEAD_FILE).write_text("{", encoding="utf-8")
    assert not tools.verify_records()
    text = tools.output.toPlainText()
    assert text.startswith("The exam records cannot be checked")
    assert "TAMPERED" not in text and "CANNOT CHECK" in text


def test_an_instructor_who_changes_their_passphrase_keeps_their_copy_of_the_key(
    qtbot: QtBot, window: MainWindow
) -> None:
    from ui.views.profile_pin_dialog import SecretChangeDialog

    db = window.context.db
    nuria = instructor(db)
    made = keys.create_school_key(db, nuria.id, PASSPHRASE)
    dialog = SecretChangeDialog(window.context.station, nuria, window)
    qtbot.keyClicks(dialog.proof, PASSPHRASE)
    qtbot.keyClicks(dialog.new, "a brand new passphrase")
    qtbot.keyClicks(dialog.again, "a brand new passphrase")
    dialog.try_secret()
    assert keys.unlock(db, nuria.id, "a brand new passphrase").public == made.public
