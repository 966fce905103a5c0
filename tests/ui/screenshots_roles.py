"""Screenshots of the roles screens, taken offscreen in English, Catalan and Spanish:

    .venv/bin/python -m tests.ui.screenshots_roles [FOLDER]

Adding an instructor (with another instructor's approval), the settings' house rules locked
for a trainee, a protected trainee's profile, and a PIN-era instructor asked for a
passphrase. The English ones docs/instructors.md shows go to docs/screenshots; every one, in
every language, to FOLDER when given.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
IN_DOCS = ("app-add-instructor", "app-profile-pin", "app-passphrase-upgrade", "app-settings-locked")


def main(argv: list[str]) -> int:
    home = Path(tempfile.mkdtemp(prefix="dealer-trainer-roles-"))
    os.environ["DEALER_TRAINER_HOME"] = str(home)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication, QWidget

    from trainer.progress.accounts import add_instructor, add_trainee, set_secret
    from ui.app import build
    from ui.views.pin_dialog import PinDialog

    app, window = build(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    db = window.context.db
    nuria = add_instructor(db, "Núria", "green felt 24")
    old_timer = add_instructor(db, "Jordi", "blue chip 99", by=_credential(nuria.id))
    _make_pin_era(db, old_timer.id)
    anna = add_trainee(db, "Anna")
    add_trainee(db, "Pau")
    set_secret(db, anna.id, "1357")
    window.resize(1280, 800)
    window.show()
    everywhere = Path(argv[0]) if argv else None

    def settle() -> None:
        for _ in range(8):
            app.processEvents()

    def shot(widget: QWidget, name: str, locale: str) -> None:
        settle()
        image = widget.grab()
        in_docs = locale == "en" and name in IN_DOCS
        folders = ([DOCS] if in_docs else []) + ([everywhere] if everywhere else [])
        for folder in folders:
            folder.mkdir(parents=True, exist_ok=True)
            image.save(str(folder / f"{name}-{locale}.png"))
            print("wrote", folder / f"{name}-{locale}.png")

    for locale in ("en", "ca", "es"):
        window.set_language(locale)
        window.switch_trainee()
        settle()
        window.who.new_instructor()
        dialog = window.who.dialog
        assert dialog is not None
        dialog.name.setText("Laia")  # type: ignore[union-attr]
        dialog.pin.setText("a few words")  # type: ignore[union-attr]
        dialog.again.setText("a few words")  # type: ignore[union-attr]
        dialog.sponsor_pin.setText("wrong guess")  # type: ignore[union-attr]
        dialog.create_instructor()  # type: ignore[union-attr]  # refused: shows the message
        shot(dialog, "app-add-instructor", locale)
        dialog.reject()
        shot(window, "app-who-roles", locale)
        window.who._choose(anna)
        shot(window.who.dialog, "app-profile-pin", locale)  # type: ignore[arg-type]
        window.who.dialog.reject()  # type: ignore[union-attr]
        upgrade = PinDialog(window.context.station, old_timer, window)
        upgrade.pin.setText("2468")
        upgrade.try_secret()
        shot(upgrade, "app-passphrase-upgrade", locale)
        upgrade.reject()
        upgrade.deleteLater()
        _make_pin_era(db, old_timer.id)  # the check rehashed it: the next language asks again
        window.start_as(anna)
        window.show_view(window.settings_view)
        shot(window, "app-settings-locked", locale)
        window.settings_view.ask_instructor()
        shot(window.settings_view.dialog, "app-settings-approval", locale)  # type: ignore[arg-type]
        window.settings_view.dialog.reject()  # type: ignore[union-attr]
    window.close()
    QApplication.processEvents()
    return 0


def _credential(instructor_id: int) -> object:
    from trainer.progress.accounts import Credential

    return Credential(instructor_id, "green felt 24")


def _make_pin_era(db: object, person_id: int) -> None:
    """The row as the PIN-era code wrote it: "2468" under scrypt n=2^14."""
    salt = os.urandom(16)
    digest = hashlib.scrypt(b"2468", salt=salt, n=2**14, r=8, p=1, dklen=32)
    db.execute(  # type: ignore[attr-defined]
        "UPDATE trainees SET pin_hash = ?, pin_salt = ?, "
        "pin_kdf = 'scrypt:n=16384,r=8,p=1,dklen=32' WHERE id = ?",
        [digest, salt, person_id],
    )
    db.conn.commit()  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
