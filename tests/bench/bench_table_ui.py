"""Running the table on the screen (issue 17, performance): act → judged → felt painted, with
the felt animating as in the app (an act during an animation ends it first, as a trainee in a
hurry does), and the keys an expert needs per coup with the keyboard croupier of the tests.

Targets: act → felt updated p95 ≤ 30 ms (issue 17). Keys per coup turn into coups an hour at
an expert's 0.2 s a key plus the screen's own time (DECISION: a touch typist's pace; calls are
typed in full, letter by letter), against the issue's ≥ 100 blackjack rounds, ≥ 80 punto
banco coups and ≥ 60 roulette spins an hour.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.bench.table import Row, median_p95

GROUP = "table screen"
TARGET_MS = 30.0
KEY_SECONDS = 0.2
PACE = {"blackjack": 100, "roulette": 60, "punto_banco": 80}
COUPS = 20


class _Keys:
    """The few QtBot calls the croupiers make, through QTest (no pytest here)."""

    def keyClick(self, widget: Any, key: Any, modifier: Any = None) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.keyClick(widget, key, modifier or Qt.KeyboardModifier.NoModifier)

    def keyClicks(self, widget: Any, text: str) -> None:
        from PySide6.QtTest import QTest

        QTest.keyClicks(widget, text)


def _window() -> Any:
    os.environ["DEALER_TRAINER_HOME"] = tempfile.mkdtemp(prefix="bench-table-ui-")
    from PySide6.QtCore import QSettings

    from trainer.progress.accounts import add_trainee
    from ui.app import build

    home = Path(os.environ["DEALER_TRAINER_HOME"])
    settings = QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat)
    _app, window = build(settings)
    window.resize(1280, 800)
    window.show()
    window.start_as(add_trainee(window.context.db, "Bench"))
    return window


def _latency(window: Any, game: str) -> tuple[list[float], int]:
    from ui.table.session_view import TableSetup

    window.open_table(game)
    screen = window.table
    view = screen.session
    view.felt.animations_enabled = True
    view.measure_paint = True
    screen.deal(TableSetup(game, "table_ready", coups=COUPS, seed=77))
    acts = 0
    while view.session is not None:
        step = view.session.expected()
        assert step is not None
        view.act(step.act)
        acts += 1
    return list(view.latencies), acts


def _keys(window: Any, game: str) -> tuple[int, float]:
    from tests.ui.table.driver import KeyboardCroupier
    from ui.table.session_view import TableSetup

    window.open_table(game)
    screen = window.table
    screen.session.felt.animations_enabled = False
    screen.session.measure_paint = False
    screen.deal(TableSetup(game, "table_ready", coups=COUPS, seed=78))
    croupier = KeyboardCroupier(_Keys(), window)  # type: ignore[arg-type]
    start = time.perf_counter()
    croupier.deal()
    return croupier.keys, time.perf_counter() - start


def run() -> list[Row]:
    window = _window()
    rows = []
    from ui.table.scenes import GAMES

    for game in GAMES:
        samples, acts = _latency(window, game)
        median, p95 = median_p95(samples)
        verdict = "ok" if p95 <= TARGET_MS else "OVER TARGET"
        rows.append(
            Row(
                GROUP,
                f"{game}: act → judged → felt painted (1280x800)",
                f"median {median:.1f} ms, p95 {p95:.1f} ms",
                f"p95 <= {TARGET_MS:g} ms",
                f"{verdict}; worst {max(samples):.1f} ms; {acts} acts, {COUPS} coups",
            )
        )
        keys, seconds = _keys(window, game)
        per_coup = keys / COUPS
        pace = 3600 / (per_coup * KEY_SECONDS + seconds / COUPS)
        target = PACE.get(game)
        verdict = "" if target is None else "ok; " if pace >= target else "UNDER TARGET; "
        rows.append(
            Row(
                GROUP,
                f"{game}: keys an expert needs a coup",
                f"{per_coup:.0f} keys; {pace:.0f} coups an hour at {KEY_SECONDS:g} s a key",
                f">= {target} an hour" if target else "",
                f"{verdict}the screen's own time {seconds / COUPS * 1000:.0f} ms a coup; "
                "calls typed in full",
            )
        )
    window.close()
    return rows
