"""Helpers for the house-rules tests: a file written where the app keeps it, and a guard that
turns a hang into a failure instead of a frozen test run."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType


class Hung(Exception):
    """Raised inside the code under test when it runs past its allowance."""


@contextmanager
def within(seconds: float) -> Iterator[None]:
    """Fail with `Hung` when the body runs longer than `seconds` of wall time (a SIGALRM timer:
    a loop in pure Python is interrupted; the main thread only, which is where pytest runs)."""

    def expire(signum: int, frame: FrameType | None) -> None:
        raise Hung(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def house_file(folder: Path, text: str) -> Path:
    path = folder / "house_rules.toml"
    path.write_text(text, "utf-8")
    return path
