"""A blackjack shoe dealt to its cut card in a real X window by real key events (issue 17:
"a real window under Xvfb dealt a blackjack shoe to the cut card"): `tools/xvfb_shoe.py` run
on an X server of its own. Slow (about a minute): `pytest -m slow tests/ui/table`."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
TOOLS = ("Xvfb", "openbox", "xdotool")


def free_display() -> str:
    """A display number nobody runs (the shared machine has others' servers on :7, :8...)."""
    for n in range(11, 60):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return f":{n}"
    raise AssertionError("no free display between :11 and :59")


@pytest.mark.slow
@pytest.mark.skipif(
    not all(shutil.which(tool) for tool in TOOLS), reason="needs Xvfb, openbox and xdotool"
)
def test_a_blackjack_shoe_is_dealt_to_the_cut_card_in_a_real_window() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "xvfb_shoe.py"), "--display", free_display()],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    out = done.stdout
    assert done.returncode == 0, out + done.stderr
    assert "platform xcb" in out  # a real X window, not the offscreen platform
    assert "cut card (BJ-02) in round" in out and "wrong acts 0; red lines 0" in out
    assert "after Esc the screen is TableReportView" in out
