"""What the station's tests share: a real progress file in the test's data folder, the
station over it, and a listener that keeps what the station announces. Import the fixtures
by their function names (`db_fixture`, `station_fixture`); tests ask for `db` and `station`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import Database

from trainer.progress.db import open_db
from trainer.station import Changes, Station


@pytest.fixture(name="db")
def db_fixture(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


@pytest.fixture(name="station")
def station_fixture(db: Database) -> Station:
    return Station(db)


def heard(station: Station) -> list[Changes]:
    said: list[Changes] = []
    station.listen(said.append)
    return said
