"""A small class for the instructor tests and screenshots: trainees with real questions
answered (some wrong) over the last weeks, and an instructor."""

from __future__ import annotations

import random
from datetime import date, datetime, time, timedelta
from decimal import Decimal

from PySide6.QtCharts import QChart, QLineSeries
from PySide6.QtCore import QDateTime, Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot
from sqlite_utils import Database

from trainer.drills import catalog
from trainer.drills.base import Question, Response, expected_response
from trainer.progress.accounts import Credential, Person, add_instructor, add_trainee
from trainer.progress.attempts import record_attempt
from ui.main_window import MainWindow

PIN = "green felt 24"  # an instructor passphrase (8 characters or more)
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


def unlock_house_rules(window: MainWindow) -> Person:
    """An instructor approves changing the house rules in Settings (what the approval dialog
    does once their passphrase is right); the save itself checks the passphrase again."""
    instructor = make_instructor(window.context.db, "Laura")
    window.settings_view.unlock_house_rules(Credential(instructor.id, PIN))
    return instructor


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


def answer_on(
    db: Database, trainee_id: int, drill_id: str, level: int, day: date, right: bool, seconds: float
) -> None:
    """One real question of `drill_id` answered on `day` (at noon, local) in `seconds`."""
    question = catalog.get(drill_id).generate(random.Random(seconds), level)
    response = expected_response(question) if right else wrong_amount(question)
    grade = question.grade(response, seconds)
    assert grade.correct is right
    noon = datetime.combine(day, time(12, 0)).astimezone()
    record_attempt(db, trainee_id, question, response, grade, now=noon)


def series_points(chart: QChart, pick: str) -> list[tuple[date, float]]:
    """The (day, value) points of the series whose objectName (or, failing that, name) is
    `pick`; empty when there is none."""
    found = [s for s in chart.series() if pick in (s.objectName(), s.name())]
    if not found:
        return []
    [series] = found
    assert isinstance(series, QLineSeries)
    return [
        (QDateTime.fromMSecsSinceEpoch(int(p.x())).date().toPython(), p.y())  # type: ignore[misc]
        for p in series.points()
    ]


def row_of(table: QTableWidget, drill_id: str | None) -> int:
    """The one row of a drill table holding `drill_id` (None: the "All drills" row)."""
    role = Qt.ItemDataRole.UserRole
    [row] = [r for r in range(table.rowCount()) if table.item(r, 0).data(role) == drill_id]
    return row
