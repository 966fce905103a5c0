from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import Database

from trainer.progress.db import open_db


@pytest.fixture
def db_path(data_home: Path) -> Path:
    return data_home / "progress.db"


@pytest.fixture
def db(db_path: Path) -> Iterator[Database]:
    database = open_db(db_path, backup=False)
    yield database
    database.close()
