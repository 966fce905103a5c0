"""Where a file the app saves goes by default: the user's Documents folder, under a name
that says whose and when ("anna-garcia-2026-12-02.pdf"), never the app's own folder."""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> Path:
    """Where file dialogs start: the user's Documents folder (or home, when it has none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def file_stem(name: str) -> str:
    """A name as the start of a file name: "Anna García" -> "anna-garcia" (letters without
    accents, digits and hyphens, so it travels on any disk and in any mail)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def dated_name(stem: str, suffix: str, day: date) -> str:
    """ "anna-garcia-2026-12-02.csv"; a name with no letters left is "file-<day>"."""
    return f"{file_stem(stem) or 'file'}-{day.isoformat()}.{suffix}"


def suggested_path(stem: str, suffix: str, day: date | None = None) -> str:
    """A save dialog's starting file: Documents / "<stem>-<day>.<suffix>"."""
    return str(documents_folder() / dated_name(stem, suffix, day or date.today()))
