"""Screenshots of every trainee screen: `python -m tests.ui.screenshots_app [lang] [folder]`.

Runs the real app on a throw-away data folder (offscreen, or on a real display under xvfb-run
when QT_QPA_PLATFORM=xcb), answers a few questions so the progress screens have something to
show, and saves one PNG per screen; then a class of 30 trainees and an exam sat fill the
instructor and exam screens. The English set goes in docs/screenshots for the README.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
SIZE = tuple(int(v) for v in os.environ.get("SHOT_SIZE", "1280x800").split("x"))


def wrong_response(question: Any, lang: str) -> Any:
    """A plausible mistake: a payout off by one unit, or another option."""
    from decimal import Decimal

    from trainer.drills.base import Response, expected_response

    right = expected_response(question, lang)
    if question.kind == "amount":
        return Response("amount", str(Decimal(question.expected) + 1), lang)
    if question.kind == "choice":
        others = [o.key for o in question.options if o.key != question.expected]
        return Response("choice", others[0], lang) if others else right
    if question.kind == "ordering" and len(question.expected) > 1:
        order = list(question.expected)
        order[0], order[1] = order[1], order[0]
        return Response("ordering", order, lang)
    return right


def main(lang: str = "en", folder: str = "docs/screenshots") -> int:
    home = tempfile.mkdtemp(prefix="dealer-trainer-shots-")
    os.environ["DEALER_TRAINER_HOME"] = home
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from trainer.drills import catalog
    from trainer.drills.base import expected_response
    from trainer.progress.accounts import add_trainee
    from trainer.progress.attempts import record_attempt
    from ui.app import build

    settings = QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", lang)
    settings.setValue("animations", False)
    app, window = build(settings)
    window.resize(*SIZE)
    window.show()
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)

    def shot(name: str) -> None:
        for _ in range(10):
            QApplication.processEvents()
        window.grab().save(str(out / f"app-{name}-{lang}.png"))

    for name in ("Marta Puig", "Jordi Vidal", "Lucía Gómez"):
        add_trainee(window.context.db, name)
    window.who.refresh()
    shot("who")
    window.who._start()
    rng = random.Random(4)
    drills = [
        "blackjack.pay-blackjack",
        "punto_banco.third-card",
        "roulette.payout-order",
        "craps.odds-payout",
        "chips.pay-with-chips",
        "blackjack.insurance",
    ]
    # Three weeks of practice, getting better and faster, so the progress screens have a story.
    person = window.context.trainee
    assert person is not None
    today = datetime.now()
    for days_ago in range(20, -1, -1):
        if days_ago % 7 in (5, 6) and days_ago:
            continue  # days off
        skill = 0.55 + 0.4 * (20 - days_ago) / 20
        for n in range(rng.randint(6, 14)):
            drill = catalog.get(drills[(n + days_ago) % len(drills)])
            question = drill.generate(rng, 2, window.context.rulebook)
            right = rng.random() < skill
            response = expected_response(question, lang)
            if not right:
                response = wrong_response(question, lang)
            seconds = rng.uniform(2, 12) * (1.3 - skill * 0.6)
            grade = question.grade(response, seconds)
            record_attempt(
                window.context.db,
                person.id,
                question,
                response,
                grade,
                now=today - timedelta(days=days_ago, minutes=n),
            )
    for n in range(6):
        drill_id = drills[n % len(drills)]
        window.practise((drill_id, 2))
        question = window.drill.question
        assert question is not None and window.drill.session is not None
        window.drill.session.submit(expected_response(question, lang), rng.uniform(2, 6))
    window.end_session()
    if hasattr(window, "summary_box"):
        window.summary_box.close()
    window.go_home()
    shot("home")
    window.open_game("roulette")
    shot("game")
    window.practise(("craps.odds-payout", 3))
    shot("drill")
    area = window.drill.areas["amount"]
    area.field.setText("12")  # type: ignore[attr-defined]
    window.drill.submit_or_next()
    shot("drill-feedback")
    window.practise(("blackjack.settle-table", 2))
    shot("drill-settlement")
    window.end_session()
    window.open_progress()
    shot("progress")
    window.open_rule("CR-11")
    shot("lesson")
    settings.setValue("animations", True)  # off above only so drills are caught at rest
    window.show_view(window.settings_view)
    window.settings_view.animations.setChecked(True)
    shot("settings")
    instructor_and_exam_shots(window, shot)
    # the window and its children go before Python's own teardown does, in an order Qt
    # chooses (else the interpreter's exit crashed now and then, after every picture)
    from tests.ui.conftest import dispose

    dispose(window)
    app.processEvents()
    return 0


def instructor_and_exam_shots(window: Any, shot: Any) -> None:
    """The instructor's screens with a class of 30 (weeks of answers, classes, plans, a note)
    and the exam screens (the list, a sitting, a result), each as its user reaches it."""
    from tests.ui.class_kit import populate, sit_exam, wrong
    from trainer.drills.base import expected_response

    db = window.context.db
    klass = populate(db)
    sit_exam(db, klass.candidate)
    window.context.trainee = klass.instructor
    window.open_instructor()
    view = window.instructor
    view.tabs.setCurrentWidget(view.class_panel)
    shot("instructor-class")
    view.open_trainee(klass.candidate.id)
    view.detail.mistakes.setCurrentRow(0)
    shot("instructor-trainee")
    view.tabs.setCurrentWidget(view.roster)
    view.roster.show_archived.setChecked(True)
    view.roster.select(klass.candidate.id)
    shot("instructor-roster")
    view.tabs.setCurrentWidget(view.plans)
    shot("instructor-plans")
    view.tabs.setCurrentWidget(view.tools)
    shot("instructor-tools")
    window.context.trainee = klass.candidate
    window.open_exams()
    exam = window.exam
    exam.select("roulette-croupier")
    shot("exam-list")
    exam.start_selected(seed=11)
    shot("exam-sitting")
    rng = random.Random(3)
    while exam.run is not None and exam.run.current is not None:
        question = exam.run.current
        right = rng.random() < 0.8
        response = expected_response(question) if right else wrong(question, rng)
        exam.run.answer(response, rng.uniform(2, 14))
    exam.end_exam()
    exam.review.setCurrentRow(0)
    shot("exam-result")


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
