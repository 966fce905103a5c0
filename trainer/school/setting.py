"""Which school server a station uses: a PostgreSQL connection string or service name, kept in
the data folder (`school_server.toml`), and its password, kept only in the system keyring.

A connection string that carries a password is refused: the password goes to the keyring
(`keyring`, the platform's own store: Secret Service on Linux, the Keychain on macOS, the
Credential Manager on Windows). Where no keyring exists, a school uses libpq's own files
instead (a `pg_service.conf` service with a `.pgpass` file readable by its owner only), which
the setting then names as `service=NAME`; nothing of the password is written by the trainer.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

from trainer import paths

SETTING_FILE = "school_server.toml"
KEYRING_SERVICE = "dealer-trainer-school-server"


class SettingError(ValueError):
    """A connection string the station cannot use, with the reason."""


@dataclass(frozen=True)
class ServerSetting:
    conninfo: str  # "host=… dbname=… user=…", "postgresql://user@host/db" or "service=NAME"

    @property
    def parts(self) -> dict[str, str]:
        return parse_conninfo(self.conninfo)

    @property
    def keyring_user(self) -> str:
        """The keyring entry's name: who connects where (a password belongs to one role on
        one server)."""
        p = self.parts
        if "service" in p and len(p) == 1:
            return f"service={p['service']}"
        where = f"{p.get('host', 'localhost')}:{p.get('port', '5432')}/{p.get('dbname', '')}"
        return f"{p.get('user', '')}@{where}"

    def describe(self) -> str:
        return self.keyring_user


def parse_conninfo(conninfo: str) -> dict[str, str]:
    """The parts of a libpq connection string (key=value or URI), as libpq reads them."""
    from psycopg.conninfo import conninfo_to_dict

    try:
        found = conninfo_to_dict(conninfo.strip())
    except Exception as error:  # psycopg.ProgrammingError: libpq's own message
        raise SettingError(f"not a connection string: {error}") from None
    return {str(k): str(v) for k, v in found.items() if v is not None}


def checked(conninfo: str) -> ServerSetting:
    """A setting from what an instructor typed; refused when empty or carrying a password."""
    text = conninfo.strip()
    if not text:
        raise SettingError("a connection string or a service name is needed")
    if "=" not in text and "://" not in text:
        text = f"service={text}"  # a bare word names a service in pg_service.conf
    parts = parse_conninfo(text)
    if "password" in parts:
        raise SettingError("the password goes to the keyring, not into the connection string")
    if "service" not in parts and "dbname" not in parts:
        raise SettingError("name the school's database (dbname=…) or a service (service=…)")
    return ServerSetting(text)


def setting_path(folder: Path | None = None) -> Path:
    return (folder or paths.data_dir()) / SETTING_FILE


def load(folder: Path | None = None) -> ServerSetting | None:
    """The station's setting, or None when it uses no school server."""
    path = setting_path(folder)
    if not path.exists():
        return None
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        return checked(str(data.get("conninfo", "")))
    except (tomllib.TOMLDecodeError, SettingError, OSError):
        return None


def save(setting: ServerSetting, folder: Path | None = None) -> Path:
    """Write the setting (no password in it), replacing the file atomically."""
    path = setting_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    escaped = setting.conninfo.replace("\\", "\\\\").replace('"', '\\"')
    handle, temporary = tempfile.mkstemp(prefix=".school-", suffix=".tmp", dir=path.parent)
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write(f'# the school server this station syncs with\nconninfo = "{escaped}"\n')
    os.replace(temporary, path)
    return path


def forget(folder: Path | None = None) -> None:
    """Stop using a school server (the answers already sent stay on it)."""
    setting_path(folder).unlink(missing_ok=True)


class KeyringMissingError(RuntimeError):
    """This system has no keyring to keep the password in."""


def store_password(setting: ServerSetting, password: str) -> None:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError

    try:
        if password:
            keyring.set_password(KEYRING_SERVICE, setting.keyring_user, password)
        else:
            forget_password(setting)
    except NoKeyringError as error:
        raise KeyringMissingError(str(error)) from None
    except KeyringError as error:
        raise KeyringMissingError(str(error)) from None


def password_for(setting: ServerSetting) -> str | None:
    """The password kept for this setting, or None (none kept, or no keyring here: libpq then
    looks in `.pgpass` itself)."""
    import keyring
    from keyring.errors import KeyringError

    try:
        return keyring.get_password(KEYRING_SERVICE, setting.keyring_user)
    except KeyringError:
        return None


def forget_password(setting: ServerSetting) -> None:
    import keyring
    from keyring.errors import KeyringError, PasswordDeleteError

    with contextlib.suppress(PasswordDeleteError, KeyringError):
        keyring.delete_password(KEYRING_SERVICE, setting.keyring_user)
