"""Connecting to the school server, testing the connection, and the roles an instructor creates.

Connections are short-lived and made by whoever needs one (the sync worker, an instructor
view): psycopg 3, a 5-second connect timeout, TCP keepalives so a dead network is noticed in
seconds rather than hours, and autocommit, each write opening its own transaction. psycopg is
imported only here, on first use: a station with no school server never loads it.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from trainer.school.server_schema import (
    INSTRUCTOR_GROUP,
    STATION_GROUP,
    ServerSchemaError,
    check_schema,
)
from trainer.school.setting import ServerSetting, password_for

if TYPE_CHECKING:
    import psycopg

CONNECT_TIMEOUT = 5  # seconds


def connect(
    setting: ServerSetting | str, password: str | None = None, **options: Any
) -> psycopg.Connection[Any]:
    """An autocommit connection; the password from the keyring unless one is given."""
    import psycopg

    if isinstance(setting, ServerSetting):
        conninfo = setting.conninfo
        secret = password if password is not None else password_for(setting)
    else:
        conninfo, secret = setting, password
    extra: dict[str, Any] = {
        "connect_timeout": CONNECT_TIMEOUT,
        "application_name": "dealer-trainer",
        "keepalives": 1,
        "keepalives_idle": 10,
        "keepalives_interval": 3,
        "keepalives_count": 3,
    }
    if secret:
        extra["password"] = secret
    extra.update(options)
    return psycopg.connect(conninfo, autocommit=True, **extra)


Connector = Callable[[], "psycopg.Connection[Any]"]


@dataclass(frozen=True)
class ConnectionCheck:
    """What "Test connection" found: `ok`, and what to tell the instructor."""

    ok: bool
    role: str = ""
    kind: str = ""  # "instructor", "station" or "owner" (may upgrade the schema)
    server_version: str = ""
    problem: str = ""  # why it failed: connection, password, schema, rights
    detail: str = ""


def test_connection(connector: Connector) -> ConnectionCheck:
    """Connect, then check the role's rights and the school schema, and say which failed."""
    import psycopg

    try:
        conn = connector()
    except psycopg.OperationalError as error:
        text = str(error).strip()
        problem = "password" if "password" in text.lower() else "connection"
        return ConnectionCheck(False, problem=problem, detail=text)
    with conn:
        role = str(conn.execute("SELECT session_user").fetchone()[0])  # type: ignore[index]
        version = str(conn.execute("SHOW server_version").fetchone()[0])  # type: ignore[index]
        kind = role_kind(conn)
        try:
            check_schema(conn)
        except ServerSchemaError as error:
            if kind == "owner":
                return ConnectionCheck(True, role, kind, version, "schema", error.reason)
            return ConnectionCheck(False, role, kind, version, "schema", error.reason)
        if not kind:
            return ConnectionCheck(
                False, role, kind, version, "rights", f"{role} is no station or instructor role"
            )
        return ConnectionCheck(True, role, kind, version)


def role_kind(conn: psycopg.Connection[Any]) -> str:
    """ "owner" (may create the schema and roles), "instructor", "station", or ""."""
    row = conn.execute(
        "SELECT r.rolsuper OR r.rolcreaterole, "
        "pg_has_role(session_user, %s, 'member') AND EXISTS "
        "(SELECT 1 FROM pg_roles WHERE rolname = %s), "
        "pg_has_role(session_user, %s, 'member') AND EXISTS "
        "(SELECT 1 FROM pg_roles WHERE rolname = %s) "
        "FROM pg_roles r WHERE r.rolname = session_user",
        [INSTRUCTOR_GROUP, INSTRUCTOR_GROUP, STATION_GROUP, STATION_GROUP],
    ).fetchone()
    if row is None:
        return ""
    if row[0]:
        return "owner"
    return "instructor" if row[1] else "station" if row[2] else ""


def _role_exists(conn: psycopg.Connection[Any], name: str) -> bool:
    return bool(conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", [name]).fetchone())


def create_station_role(
    conn: psycopg.Connection[Any], role_name: str, label: str = "", password: str = ""
) -> str:
    """A login role for one station (run by the school's owner role): a member of the station
    group, so it may add answers but never change or remove one. Returns its password (a new
    random one unless given), shown once to the instructor to type into that station."""
    return _create_role(conn, role_name, STATION_GROUP, label or role_name, password)


def create_instructor_role(
    conn: psycopg.Connection[Any], role_name: str, password: str = ""
) -> str:
    """A login role for an instructor's station: reads the whole school, merges people."""
    return _create_role(conn, role_name, INSTRUCTOR_GROUP, role_name, password)


def _create_role(
    conn: psycopg.Connection[Any], role_name: str, group: str, label: str, password: str
) -> str:
    from psycopg import sql

    if not role_name.replace("_", "").isalnum() or not role_name[0].isalpha():
        raise ValueError("a role name is letters, digits and underscores, starting with a letter")
    secret = password or secrets.token_urlsafe(18)
    with conn.transaction():
        if _role_exists(conn, role_name):
            raise ValueError(f"the role {role_name} exists already")
        conn.execute(
            sql.SQL("CREATE ROLE {} LOGIN PASSWORD {} IN ROLE {}").format(
                sql.Identifier(role_name), sql.Literal(secret), sql.Identifier(group)
            )
        )
        conn.execute(
            "INSERT INTO school.stations (role_name, label) VALUES (%s, %s)", [role_name, label]
        )
    return secret
