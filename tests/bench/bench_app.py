"""The trainee app: cold start to the home screen against a bare PySide6 window, and the
answer → graded → next question shown loop, per response kind."""

from __future__ import annotations

import os
import random
import tempfile
import time

from tests.bench.bench_startup import BARE_PAINT, cold_paint
from tests.bench.table import Row, median_p95

HOME = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QSettings
from ui.app import build
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
app, w = build(settings)
from trainer.progress.accounts import add_trainee, list_people
people = list_people(w.context.db) or [add_trainee(w.context.db, "Bench")]
marks = {}
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "painted" not in marks:
            marks["painted"] = time.time()
        return False
watch = FirstPaint(); w.home.installEventFilter(watch)
def filled():
    marks["filled"] = time.time()
    print(marks.get("painted", marks["filled"]), marks["filled"], flush=True)
    app.quit()
w.home.filled.connect(filled)
w.start_as(people[0]); w.show()
app.exec()
"""


def _answer_loop() -> list[Row]:
    from PySide6.QtCore import QSettings

    from trainer.drills import catalog
    from trainer.drills.base import expected_response
    from trainer.progress.accounts import add_trainee
    from ui.app import build

    rows = []
    with tempfile.TemporaryDirectory() as home:
        os.environ["DEALER_TRAINER_HOME"] = home
        settings = QSettings(os.path.join(home, "s.ini"), QSettings.Format.IniFormat)
        settings.setValue("animations", False)
        app, window = build(settings)
        window.resize(1280, 800)
        window.show()
        window.start_as(add_trainee(window.context.db, "Bench"))
        kinds: dict[str, str] = {}
        for drill in catalog.all():
            kinds.setdefault(drill.generate(random.Random(1), 3).kind, drill.id)
        for kind, drill_id in sorted(kinds.items()):
            window.practise((drill_id, 3))
            view = window.drill
            samples = []
            for _ in range(30):
                question = view.question
                assert question is not None
                session = view.session
                assert session is not None
                start = time.perf_counter()
                # The trainee's answer as the view would read it, then Enter, Enter.
                response = expected_response(question)
                area = view.areas[question.kind]
                area.response = lambda r=response: r  # type: ignore[method-assign]
                view.submit_or_next()  # graded, committed, feedback shown
                view.submit_or_next()  # next question on the felt
                app.processEvents()
                samples.append((time.perf_counter() - start) * 1000)
                del area.response
            median, p95 = median_p95(samples)
            rows.append(
                Row(
                    "app loop",
                    f"answer → graded → next shown ({kind}, {drill_id})",
                    f"median {median:.1f} ms, p95 {p95:.1f} ms",
                    "≤ 50 ms",
                    "ok" if p95 <= 50 else "over target",
                )
            )
        window.close()
    return rows


def run() -> list[Row]:
    with tempfile.TemporaryDirectory() as home:
        bare, _ = cold_paint(BARE_PAINT, home)
        painted, filled = cold_paint(HOME, home)
    verdict = "ok" if painted / bare <= 2.5 else "over target"
    return [
        Row(
            "start-up", "bare PySide6 window, cold, to first paint (median of 5)", f"{bare:.0f} ms"
        ),
        Row("start-up", "cold start to the home screen painted", f"{painted:.0f} ms"),
        Row("start-up", "ratio home painted / bare", f"{painted / bare:.2f}x", "≤ 2.5x", verdict),
        Row(
            "start-up",
            "cold start until the game cards show mastery",
            f"{filled:.0f} ms",
            note="loads every engine through the drill catalogue",
        ),
        *_answer_loop(),
    ]
