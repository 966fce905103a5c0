"""The connection every part of the app shares: our settings, and nothing from outside."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import hookimpl
from sqlite_utils.plugins import pm

from trainer.progress.db import open_db


class _Intruder:
    """A sqlite-utils plugin as another installed package could register one."""

    __name__ = "intruder"

    @hookimpl
    def prepare_connection(self, conn: sqlite3.Connection) -> None:
        conn.create_function("intruder", 0, lambda: "changed")


@pytest.fixture
def intruder() -> Iterator[None]:
    plugin = _Intruder()
    pm.register(plugin, name="intruder")
    yield
    pm.unregister(plugin)


@pytest.mark.usefixtures("intruder")
def test_an_installed_sqlite_utils_plugin_never_touches_the_progress_connection(
    db_path: Path,
) -> None:
    db = open_db(db_path, backup=False)
    with pytest.raises(sqlite3.OperationalError, match="no such function"):
        db.execute("SELECT intruder()")
    db.close()


def test_the_connection_has_the_documented_settings(db_path: Path) -> None:
    db = open_db(db_path, backup=False)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] == 2_500  # short: see test_locks
    db.close()
