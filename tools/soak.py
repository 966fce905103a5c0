"""A long soak of the real app in a real X window, driven by real key events (xdotool), the
way a trainee drills: a name, Continue practice, digits and Enter for answers, Enter for the
next question, now and then Home, Help, the amounts key, a language change.

It watches two things a trainee would suffer from: the app dying (its process ends) and memory
creeping up (RSS sampled every minute). Run it on a display with a window manager:

    Xvfb :7 -screen 0 1366x768x24 &  DISPLAY=:7 openbox &
    DISPLAY=:7 .venv/bin/python tools/soak.py --minutes 120 --log soak.csv

It prints a table at the end (minute, RSS MB, answers typed) and exits non-zero on a crash.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def key(*keys: str) -> None:
    subprocess.run(["xdotool", "key", "--delay", "80", *keys], check=False, timeout=30)


def type_text(text: str) -> None:
    subprocess.run(["xdotool", "type", "--delay", "60", text], check=False, timeout=30)


def focus_app(pid: int) -> None:
    found = subprocess.run(
        ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(pid)],
        capture_output=True,
        text=True,
        check=False,
        timeout=30,
    )
    windows = found.stdout.split()
    if windows:
        subprocess.run(["xdotool", "windowactivate", windows[-1]], check=False, timeout=30)


def one_answer(rng: random.Random) -> None:
    """An answer as a trainee types it: a few of a choice digit, an amount, Tab to the next
    field, Down in a list; then Enter, and Enter again for the next question (or to clear a
    refusal). Random keys reach every kind of answer area, settlement forms included."""
    for _ in range(rng.randint(1, 4)):
        move = rng.randrange(4)
        if move == 0:
            type_text(str(rng.randint(1, 4)))
        elif move == 1:
            type_text(f"{rng.randint(1, 400)}{rng.choice(['', ',50'])}")
        elif move == 2:
            key("Tab")
        else:
            key("Down")
    key("Return")
    time.sleep(rng.uniform(0.3, 1.5))
    key("Return")
    time.sleep(rng.uniform(0.3, 1.0))


def detour(rng: random.Random) -> None:
    """Now and then what a trainee does between answers."""
    choice = rng.randrange(5)
    if choice == 0:  # home and back into practice
        key("Escape")
        time.sleep(0.5)
        key("Return")
    elif choice == 1:  # the shortcuts help
        key("F1")
        time.sleep(0.8)
        key("Escape")
    elif choice == 2:  # show the amounts on the felt, then hide them
        key("ctrl+m")
        time.sleep(0.5)
        key("ctrl+m")
    elif choice == 3:  # the last game's lesson, and back
        key("ctrl+l")
        time.sleep(1.0)
        key("Escape")
    else:  # redo mistakes or continue
        key("Escape")
        time.sleep(0.5)
        key("Return")
    time.sleep(0.5)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=120)
    parser.add_argument("--log", type=Path, default=Path("soak.csv"))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="dealer-soak-"))
    env = {**os.environ, "DEALER_TRAINER_HOME": str(home), "QT_QPA_PLATFORM": "xcb"}
    app = subprocess.Popen([sys.executable, "-m", "ui.app"], cwd=ROOT, env=env)
    rng = random.Random(args.seed)
    time.sleep(8)
    focus_app(app.pid)
    type_text(f"Soak{args.seed}")
    key("Return")
    time.sleep(1.5)
    key("Return")  # Continue practice: the home screen's focus owner
    time.sleep(2)
    start = time.monotonic()
    next_sample = start
    answers = 0
    rows: list[tuple[int, float, int]] = []
    with args.log.open("w") as log:
        log.write("minute,rss_mb,answers\n")
        while time.monotonic() - start < args.minutes * 60:
            if app.poll() is not None:
                print(f"CRASH: the app ended with code {app.returncode} after {answers} answers")
                return 1
            if time.monotonic() >= next_sample:
                minute = round((time.monotonic() - start) / 60)
                rows.append((minute, rss_mb(app.pid), answers))
                log.write(f"{minute},{rows[-1][1]:.1f},{answers}\n")
                log.flush()
                next_sample += 60
                focus_app(app.pid)  # a dialog left open must not swallow the rest
            one_answer(rng)
            answers += 1
            if rng.random() < 0.08:
                detour(rng)
    app.terminate()
    app.wait(timeout=30)
    print(f"{'minute':>6} {'RSS MB':>8} {'answers':>8}")
    for minute, rss, count in rows[:: max(1, len(rows) // 24)] + rows[-1:]:
        print(f"{minute:>6} {rss:>8.1f} {count:>8}")
    first = rows[min(5, len(rows) - 1)][1]
    print(f"RSS after 5 min {first:.1f} MB, at the end {rows[-1][1]:.1f} MB; no crash")
    print(f"data folder: {home}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
