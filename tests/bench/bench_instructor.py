"""Instructor mode on the million-answer database (50 trainees x 20,000 answers, the generator
of `bench_progress.py`, cached): the time to open the class overview.

- query + model: `class_overview` (matrix, weakest drills, 30 days) and the Qt table model
  behind a sorting proxy, sorted by a drill column (every cell's sort key is read);
- the whole panel: `ClassPanel.refresh()` with its table view, weakest list and chart.
"""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from tests.bench.bench_progress import DASHBOARD_MS, DRILLS, END, _row, cache_path, generate
from tests.bench.table import Row, timings_ms
from trainer.progress.classroom import class_overview
from trainer.progress.db import open_db


def run() -> list[Row]:
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtWidgets import QApplication

    from ui.context import AppContext
    from ui.views.class_model import sorted_proxy
    from ui.views.instructor_view import ClassPanel, build_model

    app = QApplication.instance() or QApplication(sys.argv[:1])
    path = cache_path()
    if not path.exists():
        print(f"generating the benchmark database in {path}...", file=sys.stderr)
        generate(path)
    db = open_db(path, backup=False)

    def model_only() -> None:
        overview = class_overview(db, drills=DRILLS, now=END)
        model = build_model(overview, "en", "Trainee")
        proxy = sorted_proxy(model)
        proxy.sort(1, Qt.SortOrder.AscendingOrder)
        assert model.rowCount() == 50 and model.columnCount() == 25

    rows = [
        _row(
            "class overview: query + sorted table model (50 x 24)",
            timings_ms(model_only, 10),
            DASHBOARD_MS,
        )
    ]
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        panel = ClassPanel(AppContext(db=db, settings=settings))
        panel.resize(1240, 700)
        rows.append(
            _row(
                "class overview panel refresh (table, weakest, chart)",
                timings_ms(panel.refresh, 10),
                DASHBOARD_MS,
                ", on the real catalogue's targets",
            )
        )
        panel.deleteLater()
        app.processEvents()
    db.close()
    return [replace(r, group="instructor") for r in rows]


if __name__ == "__main__":
    for row in run():
        print(row)
