"""The shell's one door into the core (issue 15, "The shell's structure"): no SQL and no stored
JSON decoded in `ui/`; one question panel for the drill and the exam's sitting page; a write
announced by the station refreshes the screens that show it, with no refresh call; a review
shows the worked solution of a stored question again."""

from __future__ import annotations

import random
import re
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.trainer.exam_kit import SMALL
from tests.ui.instructor_kit import log_in_as_instructor, make_instructor
from trainer.drills import catalog
from trainer.drills.base import Response, expected_response
from trainer.progress.accounts import Person
from trainer.progress.attempts import record_attempt
from ui.main_window import MainWindow
from ui.views.question_panel import QuestionPanel

UI = Path(__file__).resolve().parents[2] / "ui"

# What only the station (trainer/station.py) and the core may do: run SQL on the database,
# index its tables, or decode a stored question or answer.
FORBIDDEN = re.compile(r"\.execute\(|\.executemany\(|\.db\[|\bdb\.query\(|\.from_json\(")


def test_no_sql_and_no_stored_json_decoded_anywhere_in_the_shell() -> None:
    found = [
        f"{path.relative_to(UI.parent)}:{number}: {line.strip()}"
        for path in sorted(UI.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if FORBIDDEN.search(line)
    ]
    assert found == []


# The database itself: a screen that holds it writes without the station, so nothing is
# announced and other screens show stale figures. Only the context (which keeps it for tests
# and tools that fill a station) and the app (which opens the file to build the station) may.
DATABASE = re.compile(r"\w\.db\b|\bsqlite_utils\b")
MAY_HOLD_THE_DATABASE = {"ui/context.py", "ui/app.py"}


def test_no_screen_holds_the_database_only_the_station() -> None:
    found = [
        f"{path.relative_to(UI.parent)}:{number}: {line.strip()}"
        for path in sorted(UI.rglob("*.py"))
        if str(path.relative_to(UI.parent)) not in MAY_HOLD_THE_DATABASE
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if DATABASE.search(line)
    ]
    assert found == []


def test_the_database_pattern_finds_what_it_forbids() -> None:
    for line in (
        "fill_classes(self.cohort, self.context.db, everyone)",
        "db = self.context.db",
        "self.db = db",
        "set_secret(self.db, person.id, new)",
        "from sqlite_utils import Database",
        "found = window.context.station.db",
    ):
        assert DATABASE.search(line), line
    # a file pattern in a dialog is not the database
    assert not DATABASE.search('self._open(self.tr("Import"), "*.dtbundle *.db")')


def test_the_pattern_finds_what_it_forbids() -> None:
    """The grep above would see each of these (so an empty result means something)."""
    for line in (
        'db.execute("SELECT 1")',
        'self.context.db["attempts"].rows',
        "db.query('SELECT 1')",
        "Question.from_json(text)",
        "Response.from_json(attempt.response_json)",
    ):
        assert FORBIDDEN.search(line), line


@pytest.fixture
def small_exam(data_home: Path) -> None:
    (data_home / "exams").mkdir(exist_ok=True)
    (data_home / "exams" / "small.toml").write_text(SMALL, encoding="utf-8")


def sit_small_exam(window: MainWindow) -> None:
    window.open_exams()
    window.exam.select("small")
    window.exam.start_selected(seed=3)
    assert window.exam.pages.currentWidget() is window.exam.sit_page


def start(window: MainWindow, name: str = "Marta") -> Person:
    person = window.context.station.add_trainee(name)
    window.start_as(person)
    return person


def answer_once(window: MainWindow, person: Person, right: bool = True) -> None:
    """One answer written by a practice session of the station, not through any screen."""
    session = window.context.station.practice(person.id, random.Random(4))
    question = session.next_question("blackjack.pay-blackjack", 1)
    response = expected_response(question) if right else Response("amount", "1")
    session.submit(response, 2.0)
    session.finish()


@pytest.mark.usefixtures("small_exam")
def test_the_drill_and_the_exam_sitting_page_show_questions_in_one_panel_class(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window)
    window.practise(("blackjack.pay-blackjack", 1))
    sit_small_exam(window)
    drill, exam = window.drill, window.exam
    assert type(drill.panel) is QuestionPanel and type(exam.panel) is QuestionPanel
    for view in (drill, exam):
        panel = view.panel
        # the felt, the prompt, the answer areas and the question's clock are the panel's
        assert view.felt is panel.felt and view.areas is panel.areas
        assert view.prompt is panel.prompt
        assert panel.isAncestorOf(panel.felt) and panel.isAncestorOf(panel.slot)
    assert drill.clock is drill.panel.clock and exam.question_clock is exam.panel.clock


@pytest.mark.usefixtures("small_exam")
def test_the_exam_page_keeps_its_layout_when_an_answer_is_refused(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The exam's answer slot has a fixed height, as the drill's: a refusal's message appears
    inside it and nothing above moves."""
    start(window)
    window.resize(QSize(1366, 700))
    sit_small_exam(window)
    exam = window.exam
    QApplication.processEvents()
    slot = exam.panel.slot
    assert slot.minimumHeight() == slot.maximumHeight()  # fixed
    felt, prompt = exam.felt.geometry(), exam.prompt.geometry()
    current = exam.run.current if exam.run is not None else None
    assert current is not None
    if current.kind == "amount":
        exam.areas["amount"].field.setText("")  # type: ignore[attr-defined]
    exam.submit()  # an empty answer: refused, the question stays
    QApplication.processEvents()
    assert exam.error.text()
    assert exam.felt.geometry() == felt and exam.prompt.geometry() == prompt


def test_an_answer_written_refreshes_home_through_the_announcement(
    qtbot: QtBot, window: MainWindow
) -> None:
    person = start(window)
    home = window.home
    assert window.stack.currentWidget() is home
    assert home.today.text().startswith("Today: 0 answers")
    answer_once(window, person)  # no screen is told: the station announces the write
    assert home.today.text().startswith("Today: 1 answer ·")
    answer_once(window, person, right=False)  # a wrong answer is an answer too
    assert home.today.text().startswith("Today: 2 answers ·")


def test_an_answer_written_refreshes_my_progress_shown_or_not(
    qtbot: QtBot, window: MainWindow
) -> None:
    person = start(window)
    window.open_progress()
    progress = window.progress
    assert progress.totals.text().startswith("0 answers")
    assert progress.mistakes.count() == 0
    answer_once(window, person, right=False)  # shown: read again at once
    assert progress.totals.text().startswith("1 answer ·")
    assert progress.mistakes.count() == 1
    window.go_home()
    answer_once(window, person)  # hidden: read again when next shown, and only then
    assert progress.totals.text().startswith("1 answer ·")
    window.open_progress()
    assert progress.totals.text().startswith("2 answers ·")


def test_answers_given_in_the_drill_reach_home_without_a_refresh_call(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window)
    window.context.settings.setValue("animations", False)
    window.apply_preferences()
    window.practise(("blackjack.pay-blackjack", 1))
    drill = window.drill
    question = drill.question
    assert question is not None
    drill.areas["amount"].field.setText(str(question.expected))  # type: ignore[attr-defined]
    drill.submit_or_next()
    assert drill.grade is not None and drill.grade.correct
    drill.request_end()  # Esc: the session ends and home is shown
    assert window.stack.currentWidget() is window.home
    assert window.home.today.text().startswith("Today: 1 answer ·")


def test_a_trainee_review_shows_the_worked_solution_of_a_stored_mistake(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    marta = window.context.station.add_trainee("Marta")
    question = catalog.get("blackjack.pay-blackjack").from_seed(7, 1)
    # the moment: a blackjack on a €30 bet in box 2; BJ-10 pays 3 to 2, so €45 by hand
    [bet] = question.scene.bets
    assert bet.amount == Decimal("30")
    given = Response("amount", "40", "en")
    record_attempt(db, marta.id, question, given, question.grade(given, 4.0))
    make_instructor(db)
    log_in_as_instructor(qtbot, window, "Núria")
    window.instructor.open_trainee(marta.id)
    detail = window.instructor.detail
    assert detail.mistakes.count() == 1
    panel = detail.replay_panel
    assert panel.question == question
    words = panel.words.text()
    assert "€40" in words and "€45" in words  # the answer given and the one expected
    solution = panel.solution.toPlainText()
    assert "Worked solution" in solution
    assert "BJ-10" in solution and "€30 × 3 ÷ 2 = €45" in solution


@pytest.mark.usefixtures("small_exam")
def test_an_exam_result_review_shows_the_worked_solution(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    sit_small_exam(window)
    exam = window.exam
    exam.areas["amount"].field.setText("1")  # type: ignore[attr-defined]
    exam.submit()  # a wrong answer, then the exam is left
    exam.end_exam(abandoned=True)
    assert exam.review.count() == 1
    shown = exam.replay_panel.question
    assert shown is not None
    solution = exam.replay_panel.solution.toPlainText()
    assert "Worked solution" in solution
    for rule in shown.rules:
        assert rule in solution


def test_a_write_made_without_the_station_shows_when_the_screen_is_next_shown(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A write the station did not announce (the school's sync, a core function) is
    seen by the file's write mark: the screen reads its figures again when next shown."""
    person = start(window)
    question = catalog.get("blackjack.pay-blackjack").from_seed(7, 1)
    given = expected_response(question)
    record_attempt(window.context.db, person.id, question, given, question.grade(given, 2.0))
    assert window.home.today.text().startswith("Today: 0 answers")  # not announced
    window.open_progress()
    window.go_home()
    assert window.home.today.text().startswith("Today: 1 answer ·")
