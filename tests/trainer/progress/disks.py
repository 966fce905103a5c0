"""Real small and read-only disks for the storage-failure tests: a tmpfs mounted for the test.

Mounting needs root (CAP_SYS_ADMIN); elsewhere the tests that need it are skipped, and the
SQLite-level simulations (`max_page_count`) still run.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def tmpfs(folder: Path, size: str, *, read_only: bool = False) -> Iterator[Path]:
    """`folder` as a fresh tmpfs of `size` (e.g. "600k"), unmounted afterwards."""
    if os.name != "posix" or os.geteuid() != 0:
        pytest.skip("mounting a small disk needs root")
    folder.mkdir(parents=True, exist_ok=True)
    options = f"size={size}" + (",ro" if read_only else "")
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if made.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def fill(folder: Path) -> Path:
    """Take every free byte of the disk with one file; delete it to free the space."""
    filler = folder / "filler"
    with filler.open("wb", buffering=0) as handle:
        try:
            while handle.write(b"\0" * 4096):
                pass
        except OSError:
            pass
    return filler
