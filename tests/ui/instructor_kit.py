"""A small class for the instructor tests and screenshots: trainees with real questions
answered (some wrong) over the last weeks, and an instructor."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from decimal import Decimal

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlite_utils import Database

from trainer.drills import catalog
from trainer.drills.base import Question, Response, expected_response
from trainer.progress.accounts import Person, add_instructor, add_trainee
from trainer.progress.attempts import record_attempt
from ui.main_window import MainWindow

PIN = "2468"
AMOUNT_DRILLS = (
    "blackjack.pay-blackjack",
    "roulette.multiples",
    "craps.odds-payout",
    "punto_banco.commission",
)


def wrong_amount(question: Question) -> Response:
    return Response("amount", str(Decimal(str(question.expected)) + 1))


def seed_class(
    db: Database, names: tuple[str, ...] = ("Marta", "Jordi", "Laia"), per_drill: int = 12
) -> list[Person]:
    """Each trainee answers `per_drill` questions of each amount drill at level 2 over the last
    three weeks; trainee n gets every (n + 3)th answer wrong."""
    rng = random.Random(5)
    people = [add_trainee(db, name) for name in names]
    start = datetime.now().astimezone() - timedelta(days=20)
    for n, person in enumerate(people):
        for d, drill_id in enumerate(AMOUNT_DRILLS):
            drill = catalog.get(drill_id)
            for k in range(per_drill):
                question = drill.generate(rng, 2)
                bad = (k + d) % (n + 3) == 0
                response = wrong_amount(question) if bad else expected_response(question)
                seconds = 3.0 + (k % 5) + n * 2
                grade = question.grade(response, seconds)
                when = start + timedelta(days=(k * 20) // per_drill, minutes=d * 10 + k)
                record_attempt(db, person.id, question, response, grade, now=when)
    return people


def make_instructor(db: Database, name: str = "Núria") -> Person:
    return add_instructor(db, name, PIN)


def log_in_as_instructor(qtbot: QtBot, window: MainWindow, name: str, pin: str = PIN) -> None:
    """Choose the instructor on the who screen and type the PIN, by keyboard."""
    window.switch_trainee()
    who = window.who
    who.refresh()
    for row in range(who.people.count()):
        if who.people.item(row).text().startswith(name):
            who.people.setCurrentRow(row)
    qtbot.keyClick(who.people, Qt.Key.Key_Return)
    dialog = who.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.pin, pin)  # type: ignore[union-attr]
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)  # type: ignore[union-attr]
