"""Every test runs headless and with a data folder of its own."""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Property tests judge what is computed, not how fast: a shared CI machine under load can take
# more than hypothesis's 200 ms for one example (speed is measured in `make bench`)
settings.register_profile(
    "dealer-trainer", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("dealer-trainer")

# a real PostgreSQL server for the school tests (`pg_server`, `school`), started on first use
pytest_plugins = ["tests.pg_fixtures"]

# DEALER_TRAINER_TEST_PLATFORM=xcb runs the Qt tests in real X windows (tests/ui/test_focus_wm.py
# types there with a window manager running); every other run is offscreen.
os.environ["QT_QPA_PLATFORM"] = os.environ.get("DEALER_TRAINER_TEST_PLATFORM", "offscreen")
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


@pytest.fixture(autouse=True)
def data_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("dealer-trainer-home")
    monkeypatch.setenv("DEALER_TRAINER_HOME", str(home))
    monkeypatch.setenv("QT_QPA_PLATFORM", os.environ["QT_QPA_PLATFORM"])
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    yield home


_exit_status: list[int] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _exit_status.append(int(exitstatus))


def _leave_without_final_collection() -> None:
    """After the run is over and reported, leave without CPython's final garbage collection.

    With PySide6 and pygame both loaded, that last collection can abort the interpreter
    ("bool_dealloc: deallocating True or False", a reference-count bug inside a C extension,
    seen after the felt's click tests followed by the instructor tests). Every result has been
    printed by then; this keeps pytest's own exit status instead of a crash's.
    """
    if _exit_status:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_exit_status[-1])


atexit.register(_leave_without_final_collection)
