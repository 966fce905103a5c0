"""A blackjack shoe dealt to its cut card in the real app, in a real X window, by real key
events (xdotool): the issue's "a real window under Xvfb dealt a blackjack shoe to the cut card".

It starts its own X server and window manager (Xvfb and openbox on `--display`, :11 by default;
never a display someone else runs), opens the app there (the xcb platform, the felt animating
as for a trainee), signs a trainee in, opens Run the table (Ctrl+J), deals at Table ready
(incidents in a quarter of the rounds) and then plays every act with the keys a trainee would
press, sent to the X server: Tab to the hand or bet, Enter for the routine act, digit keys for
the tray's chips, the bar's F-keys, F3 and the call typed letter by letter. It knows what is
due as an expert does (`TableSession.expected()`), and acts only through the keyboard.

It stops once the round with the cut card (BJ-02: "last round" called) is settled, ends the
session with Esc (the report opens), and prints what it measured; `--shot` saves a picture
of the window as the X server shows it when the cut card is called. Exit status 0 when the
shoe was dealt with no finding.

    .venv/bin/python tools/xvfb_shoe.py [--display :11] [--shot PATH]

The session's seed is drawn as the setup screen draws it; it is printed, with the rest.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# Qt keys to X key names, for the keys the croupier presses
_X_NAMES = {
    "Key_Tab": "Tab",
    "Key_Backtab": "shift+Tab",
    "Key_Return": "Return",
    "Key_Enter": "Return",
    "Key_Escape": "Escape",
    "Key_Delete": "Delete",
    "Key_Backspace": "BackSpace",
    "Key_Left": "Left",
    "Key_Right": "Right",
    "Key_Up": "Up",
    "Key_Down": "Down",
    "Key_Space": "space",
    **{f"Key_F{n}": f"F{n}" for n in range(1, 13)},
    **{f"Key_{n}": str(n) for n in range(10)},
}


@contextmanager
def x_server(display: str) -> Iterator[None]:
    """Xvfb and openbox on `display`, stopped (by their own ids) when done."""
    number = display.lstrip(":")
    if Path(f"/tmp/.X{number}-lock").exists():
        raise SystemExit(f"display {display} is in use: choose another with --display")
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wm: subprocess.Popen[bytes] | None = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        env = {**os.environ, "DISPLAY": display}
        wm = subprocess.Popen(
            ["openbox"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        time.sleep(0.8)
        yield
    finally:
        for process in (wm, server):
            if process is not None:
                process.terminate()
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()


class XKeys:
    """What the test croupier asks of pytest-qt's `qtbot` (`keyClick`, `keyClicks`), done with
    xdotool through the X server. After each key it runs Qt's event loop until the app has
    received that key (counted by its X timestamp), so the croupier reads the screen after."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        self.app = app
        self.seen: set[tuple[int, int]] = set()
        self.sent = 0
        outer = self

        class Counter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.KeyPress and event.spontaneous():
                    key = event.key()  # type: ignore[attr-defined]
                    if key not in _MODIFIERS:
                        outer.seen.add((int(event.timestamp()), int(key)))  # type: ignore[attr-defined]
                return False

        self.counter = Counter()
        app.installEventFilter(self.counter)

    def keyClick(self, widget: Any, key: Any, modifier: Any = None) -> None:
        name = _X_NAMES.get(key.name)
        if name is None:
            raise ValueError(f"no X name for {key.name}")
        self._send(["xdotool", "key", "--delay", "4", name], 1)

    def keyClicks(self, widget: Any, text: str) -> None:
        if text:
            self._send(["xdotool", "type", "--delay", "4", text], len(text))

    def until(self, command: list[str], done: Any) -> None:
        """A key the app takes as a shortcut (no key press reaches a widget): sent, then the
        event loop runs until `done()`."""
        subprocess.run(command, check=True, timeout=30)
        deadline = time.monotonic() + 10
        while not done() and time.monotonic() < deadline:
            self.app.processEvents()
            time.sleep(0.001)
        if not done():
            raise RuntimeError(f"{' '.join(command)} did nothing")

    def _send(self, command: list[str], keys: int) -> None:
        subprocess.run(command, check=True, timeout=30)
        self.sent += keys
        deadline = time.monotonic() + 10
        while len(self.seen) < self.sent and time.monotonic() < deadline:
            self.app.processEvents()
            time.sleep(0.001)
        self.app.processEvents()
        if len(self.seen) < self.sent:
            raise RuntimeError(f"keys lost: {self.sent} sent, {len(self.seen)} received")


_MODIFIERS: frozenset[int] = frozenset()


def deal_the_shoe(shot: Path | None) -> int:
    global _MODIFIERS
    home = tempfile.mkdtemp(prefix="dealer-trainer-xvfb-shoe-")
    os.environ["DEALER_TRAINER_HOME"] = home
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from PySide6.QtCore import QSettings, Qt

    from tests.ui.table.driver import KeyboardCroupier
    from trainer.progress.accounts import add_trainee
    from trainer.table.store import load_records
    from ui.app import build

    _MODIFIERS = frozenset(
        int(k) for k in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta)
    )
    settings = QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("sound", False)
    app, window = build(settings)
    window.resize(1280, 720)
    window.show()
    window.start_as(add_trainee(window.context.db, "Xvfb"))
    for _ in range(20):
        app.processEvents()
        time.sleep(0.02)
    wid = str(int(window.winId()))
    subprocess.run(["xdotool", "windowactivate", "--sync", wid], check=False, timeout=30)
    keys = XKeys(app)

    keys.until(  # Run the table: the setup
        ["xdotool", "key", "ctrl+j"], lambda: window.built("table") and window.table.isVisible()
    )
    setup = window.table.setup
    setup.choose("blackjack")
    setup.mode_buttons["table_ready"].setChecked(True)
    setup.coups.setValue(setup.coups.maximum())  # the shoe ends the dealing, not a count
    keys._send(["xdotool", "key", "Return"], 1)  # Deal (Enter)
    view = window.table.session
    session = view.session
    assert session is not None and session.game == "blackjack"
    croupier = KeyboardCroupier(keys, window)  # type: ignore[arg-type]
    started = time.monotonic()
    cut_round = 0
    acts = 0
    unjudged: list[str] = []  # acts the screen refused to judge (a key that did nothing)
    while view.session is not None:
        step = session.expected()
        if step is None:
            break
        before = len(session.records)
        croupier.act(step.act, step.duty.id)
        acts += 1
        if len(session.records) == before:
            unjudged.append(f"{step.act.text} ({step.duty.id}): {view.problem.text()}")
        if step.duty.id == "last_round":
            cut_round = session.coup_number  # BJ-02: the cut card came out in this round
            if shot is not None:  # the real window as the X server shows it, at the cut card
                shot.parent.mkdir(parents=True, exist_ok=True)
                subprocess.run(["import", "-window", wid, str(shot)], check=False, timeout=60)
        if cut_round and session.coups_dealt >= cut_round:
            break
    elapsed = time.monotonic() - started
    records = session.records
    store_id = view.store_id
    keys._send(["xdotool", "key", "Escape"], 1)  # ends the session: its report opens
    for _ in range(20):
        app.processEvents()
        time.sleep(0.02)
    on_report = type(window.stack.currentWidget()).__name__
    stored = load_records(window.context.db, store_id)
    wrong = [r for r in records if not r.right]
    red = [r for r in records if r.red_line]
    incidents = sorted({r.incident for r in records if r.incident})
    rounds = cut_round
    print(f"display {os.environ.get('DISPLAY')}, platform {app.platformName()}, window {wid}")
    print(f"blackjack, Table ready, seed {session.seed}, rulebook {session.rulebook.id}")
    print(f"cut card (BJ-02) in round {cut_round}; rounds dealt {rounds}; acts {acts}")
    print(f"keys sent through X {keys.sent} ({keys.sent / max(1, rounds):.0f} a round)")
    print(f"wrong acts {len(wrong)}; red lines {len(red)}; incidents met: {', '.join(incidents)}")
    print(f"acts stored {len(stored)} of {len(records)}; after Esc the screen is {on_report}")
    for line in unjudged:
        print(f"not judged: {line}")
    print(f"elapsed {elapsed:.0f} s: {rounds * 3600 / elapsed:.0f} rounds an hour at X speed")
    window.close()
    ok = cut_round > 0 and not wrong and not red and len(stored) == len(records)
    return 0 if ok and on_report == "TableReportView" else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--display", default=":11")
    parser.add_argument(
        "--shot", type=Path, default=None, help="a picture of the window at the cut card"
    )
    args = parser.parse_args()
    for tool in ("Xvfb", "openbox", "xdotool"):
        if shutil.which(tool) is None:
            print(f"{tool} is needed", file=sys.stderr)
            return 2
    with x_server(args.display):
        os.environ["DISPLAY"] = args.display
        return deal_the_shoe(args.shot)


if __name__ == "__main__":
    sys.exit(main())
