"""Start-up: the app's first shown window against a bare PySide6 window, both started cold
in a fresh process the same way, in the same run."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from tests.bench.table import Row

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1024, 700); w.show()
QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
app.exec()
"""

APP = """
import sys
from PySide6.QtCore import QTimer
from ui.app import build
app, w = build(); w.show()
QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
app.exec()
"""


def _cold_start_ms(script: str, runs: int = 5) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        ).stdout
        samples.append((time.perf_counter() - start) * 1000)
        assert "shown" in out
    return statistics.median(samples)


def run() -> list[Row]:
    bare = _cold_start_ms(BARE)
    app = _cold_start_ms(APP)
    return [
        Row("start-up", "bare PySide6 window, cold (median of 5)", f"{bare:.0f} ms"),
        Row("start-up", "Dealer Trainer first window, cold", f"{app:.0f} ms"),
        Row("start-up", "ratio app / bare", f"{app / bare:.2f}x", "≤ 2.5x"),
    ]
