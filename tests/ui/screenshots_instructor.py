"""Screenshots of instructor and exam mode for docs/instructors.md, taken offscreen:

    .venv/bin/python -m tests.ui.screenshots_instructor

A temporary data folder gets a class of six trainees (real questions, answered over the last
weeks with different skill), an instructor and one finished exam; the window is grabbed at
1280x800.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
DRILLS = (
    "blackjack.pay-blackjack",
    "blackjack.insurance",
    "blackjack.dealer-action",
    "punto_banco.commission",
    "punto_banco.third-card",
    "roulette.multiples",
    "roulette.complete-bets",
    "craps.odds-payout",
    "craps.place-payout",
)
TRAINEES = (
    ("Marta", 0.93, 0.8),
    ("Jordi", 0.8, 1.1),
    ("Laia", 0.97, 0.6),
    ("Pau", 0.7, 1.4),
    ("Aina", 0.88, 0.9),
    ("Oriol", 0.76, 1.2),
)


def _wrong(question, rng):  # type: ignore[no-untyped-def]
    from decimal import Decimal

    from trainer.drills.base import Response, expected_response

    if question.kind == "amount":
        return Response("amount", str(Decimal(str(question.expected)) + rng.choice((1, 5, 10))))
    if question.kind == "choice":
        other = [o.key for o in question.options if o.key != question.expected]
        return Response("choice", rng.choice(other))
    if question.kind == "ordering":
        return Response("ordering", list(reversed(question.expected)))
    if question.kind == "choices":
        return Response("choices", [o.key for o in question.options][:1])
    if question.kind == "settlement":
        value = {k: dict(v) for k, v in question.expected.items()}
        first = next(iter(value))
        value[first]["amount"] = str(Decimal(value[first]["amount"]) + 5)
        return Response("settlement", value)
    return expected_response(question)


def seed(db) -> None:  # type: ignore[no-untyped-def]
    from trainer.drills import catalog
    from trainer.drills.base import expected_response
    from trainer.progress.accounts import add_trainee
    from trainer.progress.attempts import record_attempt

    rng = random.Random(9)
    now = datetime.now().astimezone()
    for name, skill, pace in TRAINEES:
        person = add_trainee(db, name)
        for drill_id in DRILLS:
            drill = catalog.get(drill_id)
            count = rng.randint(14, 30)
            for k in range(count):
                level = 2 if k < count // 2 else 3
                question = drill.generate(rng, level)
                right = rng.random() < skill
                response = expected_response(question) if right else _wrong(question, rng)
                target = question.target_seconds or 6.0
                seconds = round(target * pace * rng.lognormvariate(0, 0.3), 2)
                when = now - timedelta(days=27 - (27 * k) // count, hours=rng.randint(0, 6))
                record_attempt(
                    db, person.id, question, response, question.grade(response, seconds), now=when
                )


def organise(db, instructor_id: int) -> None:  # type: ignore[no-untyped-def]
    """Two classes, a note, an archived trainee and three plans (one overdue)."""
    from datetime import date

    from trainer.progress import cohorts, plans
    from trainer.progress.accounts import list_people

    people = {p.name: p.id for p in list_people(db)}
    morning = cohorts.create_cohort(db, "Morning group")
    evening = cohorts.create_cohort(db, "Evening group")
    for name in ("Marta", "Jordi", "Laia"):
        cohorts.assign(db, people[name], morning.id)
    for name in ("Pau", "Aina"):
        cohorts.assign(db, people[name], evening.id)
    cohorts.archive(db, people["Oriol"])
    cohorts.set_note(
        db,
        people["Marta"],
        "Getting faster at commissions. Check insurance payouts next week.",
        by=instructor_id,
    )
    today = date.today()
    plans.assign_plan(
        db, "blackjack.pay-blackjack", 3, cohort_id=morning.id, due=today - timedelta(days=1)
    )
    plans.assign_plan(db, "roulette.multiples", 3, due=today + timedelta(days=7))
    plans.assign_plan(
        db, "craps.odds-payout", 2, trainee_id=people["Pau"], due=today + timedelta(days=3)
    )


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="dealer-trainer-shots-"))
    os.environ["DEALER_TRAINER_HOME"] = str(home)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from trainer.drills.base import expected_response
    from trainer.exams.blueprint import load_all
    from trainer.exams.run import ExamRun
    from trainer.progress.accounts import add_instructor, list_people
    from ui.app import build

    app, window = build(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    db = window.context.db
    seed(db)
    marta = next(p for p in list_people(db) if p.name == "Marta")
    run = ExamRun.begin(db, marta.id, load_all().get("punto-banco-croupier"), seed=4)
    rng = random.Random(2)
    while run.current is not None:
        q = run.current
        run.answer(expected_response(q) if rng.random() < 0.85 else _wrong(q, rng), 3.0)
    run.finish()
    instructor = add_instructor(db, "Núria", "green felt 24")
    organise(db, instructor.id)
    window.resize(1280, 800)
    window.show()
    OUT.mkdir(parents=True, exist_ok=True)

    def shot(name: str) -> None:
        for _ in range(5):
            app.processEvents()
        window.grab().save(str(OUT / name))
        print("wrote", OUT / name)

    window.context.trainee = instructor
    mode = window
    mode.open_instructor()
    mode.instructor.class_panel.table.sortByColumn(
        0, __import__("PySide6.QtCore").QtCore.Qt.SortOrder.AscendingOrder
    )
    shot("app-dashboard.png")
    mode.instructor.open_trainee(marta.id)
    shot("app-trainee-detail.png")
    view = mode.instructor
    view.tabs.setCurrentWidget(view.roster)
    view.roster.show_archived.setChecked(True)
    view.roster.select(marta.id)
    shot("app-roster.png")
    view.tabs.setCurrentWidget(view.plans)
    view.plans.drill.choose("roulette.complete-bets")
    shot("app-plans.png")
    window.context.trainee = marta
    mode.open_exams()
    exam = mode.exam
    exam.select("roulette-croupier")
    exam.start_selected(seed=11)
    q = exam.run.current  # type: ignore[union-attr]
    field = exam.areas[q.kind]
    if q.kind == "amount":
        field.field.setText("3")  # type: ignore[attr-defined]
    import time

    until = time.monotonic() + 4.2  # a few seconds on the clocks
    while time.monotonic() < until:
        app.processEvents()
        time.sleep(0.05)
    shot("app-exam.png")
    rng = random.Random(3)
    while exam.run is not None and exam.run.current is not None:
        q = exam.run.current
        right = rng.random() < 0.8
        exam.run.answer(expected_response(q) if right else _wrong(q, rng), rng.uniform(2, 14))
    exam.end_exam()
    shot("app-exam-result.png")
    window.close()
    QApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
