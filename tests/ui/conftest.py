"""A real app window on a temporary data folder and settings file, for pytest-qt tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from pytestqt.qtbot import QtBot

from ui.app import build
from ui.main_window import MainWindow


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: QtBot, settings: QSettings) -> Iterator[MainWindow]:
    _app, win = build(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    dispose(win)


def dispose(win: MainWindow) -> None:
    """Close and delete a window before closing its database, so that no later language
    change reaches a window whose database is gone."""
    db = win.context.db
    win.close()
    win.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    QCoreApplication.processEvents()  # what the close queued (a last table write) runs first
    db.close()
