"""Start-up: the app's first window (who is practising) against a bare PySide6 window, both
started cold in a fresh process and timed to their first paint, in the same run."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from tests.bench.table import Row

BARE_PAINT = """
import time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1024, 700)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(time.time(), time.time(), flush=True)
            app.quit()
        return False
watch = FirstPaint(); w.installEventFilter(watch)
w.show()
app.exec()
"""

FIRST_WINDOW = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QSettings
from ui.app import build
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
app, w = build(settings)
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print(time.time(), time.time(), flush=True)
            app.quit()
        return False
watch = FirstPaint(); w.who.installEventFilter(watch)
w.show()
app.exec()
"""


def cold_paint(script: str, home: str, runs: int = 5) -> tuple[float, float]:
    """(ms from launch to the first paint, ms until the script's work is done), medians."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DEALER_TRAINER_HOME=home)
    painted, filled = [], []
    for _ in range(runs):
        start = time.time()
        out = subprocess.run(
            [sys.executable, "-c", script, os.path.join(home, "settings.ini")],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        painted.append((float(out[0]) - start) * 1000)
        filled.append((float(out[1]) - start) * 1000)
    return statistics.median(painted), statistics.median(filled)


def run() -> list[Row]:
    with tempfile.TemporaryDirectory() as home:
        bare, _ = cold_paint(BARE_PAINT, home)
        first, _ = cold_paint(FIRST_WINDOW, home)
    return [
        Row(
            "start-up", "bare PySide6 window, cold, to first paint (median of 5)", f"{bare:.0f} ms"
        ),
        Row(
            "start-up", "Dealer Trainer first window (who is practising) painted", f"{first:.0f} ms"
        ),
        Row("start-up", "ratio first window / bare", f"{first / bare:.2f}x"),
    ]
