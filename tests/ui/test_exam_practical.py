"""Practical exams in the exam screen, the table section dealt on the felt as at "Run the table"
(the table's own session view, hosted by the exam), by the keyboard alone: the questions
answered with their keys, then every coup dealt with Tab, Enter, the chip keys, the verbs'
function keys and full calls typed (`tests/ui/table/driver.py`).

- the small practical (tests/trainer/practical_kit.py): every area graded, the certificate
  lists the areas, the table session's report opens from the result, a failed area is retaken
  alone; nothing helps at the table (no panel, no act shown on request, Esc does not end it);
- each bundled practical (blackjack, punto banco, roulette), proctored, sat perfectly: passed,
  every area A, the certificate verified with the school key; and sat with a red line: failed
  with that red line, nothing retaken alone;
- the exam's clock running out, "End the exam" and a window closed mid-section: the acts given
  are stored, the exam ends as not passed (the drill exam's rule), and opened again it offers
  the whole exam only.
"""

from __future__ import annotations

import tomllib
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from tests.trainer.practical_kit import PRACTICAL
from tests.trainer.seal_kit import PASSPHRASE
from tests.ui.conftest import dispose
from tests.ui.table.driver import KeyboardCroupier, Mistakes, MouseCroupier
from tests.ui.test_app import create_trainee
from tests.ui.test_exam import pdf_text, type_answer
from trainer.exams import certificate_code, keys
from trainer.exams.blueprint import load_all
from trainer.exams.history import exam_record
from trainer.exams.verify import verify
from trainer.progress.accounts import Role, add_instructor
from trainer.progress.db import open_db
from trainer.table.store import load_records
from ui.app import build
from ui.main_window import MainWindow
from ui.views.exam_view import ExamView
from ui.views.table_report_view import TableReportView

SEED = 11  # the exam's: its questions and its tables' shoes, wheels and incidents


@pytest.fixture
def practical_blueprint(data_home: Path) -> None:
    (data_home / "exams").mkdir(exist_ok=True)
    (data_home / "exams" / "practical.toml").write_text(PRACTICAL, encoding="utf-8")


def open_exam(
    qtbot: QtBot, window: MainWindow, blueprint: str, seed: int | None = None
) -> ExamView:
    """The exam list by Ctrl+E and `blueprint` started: by Enter (a seed of its own), or with
    `seed` fixed (the questions, the tables' shoes and incidents drawn from it)."""
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    view = window.exam
    view.select(blueprint)
    if seed is None:
        qtbot.keyClick(view.blueprints, Qt.Key.Key_Return)
    else:
        view.start_selected(seed=seed)
    return view


def croupier(qtbot: QtBot, window: MainWindow) -> KeyboardCroupier:
    """A perfect croupier at the exam's felt, with the keyboard."""
    view = window.exam
    assert view.pages.currentWidget() is view.table_page
    felt = view.table_page.view
    assert window.focusWidget() is felt  # the felt has the keys from the first coup
    return KeyboardCroupier(qtbot, window, view=felt)


def answer(qtbot: QtBot, view: ExamView) -> None:
    """The question asked, answered right with its keys (an amount typed; a choice's key)."""
    question = view.run.current  # type: ignore[union-attr]
    assert question is not None
    assert "💡" not in view.prompt.text()  # no hints in an exam
    area = view.areas[question.kind]
    if question.kind == "amount":
        field = area.field  # type: ignore[attr-defined]
        qtbot.keyClicks(field, str(Decimal(str(question.expected))))
        qtbot.keyClick(field, Qt.Key.Key_Return)
        return
    assert question.kind == "choice", question.kind
    shortcuts = area.shortcuts  # type: ignore[attr-defined]  # the key shown on each button
    qtbot.keyClicks(view, shortcuts[question.expected].lower())
    qtbot.keyClick(view, Qt.Key.Key_Return)


def answer_all(qtbot: QtBot, view: ExamView) -> int:
    asked = 0
    while view.run is not None and view.run.result is None and view.run.current is not None:
        answer(qtbot, view)
        asked += 1
    return asked


# ---------------------------------------------------------------------- the small practical


@pytest.mark.usefixtures("practical_blueprint")
def test_a_practical_dealt_on_the_felt_grades_every_area_and_prints_them(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    create_trainee(qtbot, window, "Laia")
    view = open_exam(qtbot, window, "practical")
    assert "a session at the blackjack table, 3 coups in practice mode" in (view.description.text())
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    dealer = croupier(qtbot, window)
    felt = dealer.view
    page = view.table_page
    assert felt.felt.isVisible() and felt.tray.isVisible()  # the table's own felt and tray
    assert page.section.text() == "Practical · At the table"
    assert page.timer.text().startswith("Exam: ")
    assert not felt.feedback.isVisible() and not felt.end_button.isVisible()
    # nothing helps in an exam: ? shows no act, Esc does not end the section
    dealer.type("?")
    assert felt.problem.text() == ""
    dealer.press(Qt.Key.Key_Escape)
    assert felt.session is not None and view.pages.currentWidget() is page
    acts = dealer.deal()
    assert acts > 30 and felt.mark.text() == "✔"  # a quiet mark, the act never named
    assert view.pages.currentWidget() is view.result_page
    assert view.verdict.text().startswith("Passed")
    assert [view.sections.item(r, 5).text() for r in range(2)] == ["A", "A"]
    assert view.sections.item(1, 1).text() == f"{acts}/{acts} acts"
    assert view.table_report_button.isVisible() and not view.retake_button.isVisible()
    path = view.save_certificate(tmp_path / "certificate.pdf")
    assert path is not None
    text = pdf_text(path)
    for expected in ("Area", "Grade", "Payouts", "At the table", f"{acts}/{acts} acts", "3 coups"):
        assert expected in text, expected
    assert verify(window.context.db).ok
    view.open_table_report()
    report = window.stack.currentWidget()
    assert isinstance(report, TableReportView)
    assert report.summary.text().startswith(f"{acts} of {acts} acts right")
    qtbot.keyClick(report.replay.acts, Qt.Key.Key_Escape)  # back to the exam's result
    assert window.stack.currentWidget() is view and view.pages.currentWidget() is view.result_page


@pytest.mark.usefixtures("practical_blueprint")
def test_an_area_failed_on_its_mark_is_retaken_alone_from_the_result(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    create_trainee(qtbot, window, "Pol")
    view = open_exam(qtbot, window, "practical")
    type_answer(qtbot, window, False)  # one of two wrong against a mark of 100%
    type_answer(qtbot, window, True)
    croupier(qtbot, window).deal()
    assert view.verdict.text().startswith("Not passed")
    assert [view.sections.item(r, 5).text() for r in range(2)] == ["fail", "A"]
    assert view.retake_button.isVisible()
    first = view.run.exam.uuid  # type: ignore[union-attr]
    view.retake_button.click()
    assert view.pages.currentWidget() is view.choose_page
    assert view.retake.currentData() is not None
    assert view.retake.currentText().startswith("Retake “Payouts” alone")
    qtbot.keyClick(view.start_button, Qt.Key.Key_Return)
    assert view.pages.currentWidget() is view.sit_page
    assert len(view.run.sitting.questions) == 2  # type: ignore[union-attr]
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    assert view.pages.currentWidget() is view.result_page  # no table: it is carried
    assert view.verdict.text().startswith("Passed")
    assert "At the table</b>: carried from the exam of" in view.practical.text()
    path = view.save_certificate(tmp_path / "retake.pdf")
    assert path is not None
    text = pdf_text(path)
    assert "A retake: one failed area sat again, the others carried." in text
    assert "At the table: carried from the exam of" in text and first in text.replace(" ", "")


@pytest.mark.usefixtures("practical_blueprint")
def test_the_felt_of_a_practical_takes_the_mouse_as_at_run_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window, "Jordi")
    # seed 7: box 4's bet (six stacks) covers the whole box at this felt's size; its card is
    # dealt by a click where the card goes (an exam started by Enter drew one such seed in
    # eight and failed on CI)
    view = open_exam(qtbot, window, "practical", seed=7)
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    mouse = MouseCroupier(qtbot, window, view.table_page.view)
    acts = mouse.deal()
    assert mouse.clicks > acts // 2  # hands, bets and the float's chips clicked on the felt
    assert view.verdict.text().startswith("Passed")
    assert [view.sections.item(r, 5).text() for r in range(2)] == ["A", "A"]


@pytest.mark.usefixtures("practical_blueprint")
def test_the_language_changed_at_the_table_changes_the_exams_words_and_the_felts(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window, "Laia")
    view = open_exam(qtbot, window, "practical", seed=SEED)  # the first acts are cards
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    page = view.table_page
    assert page.end_button.text() == "End the exam"
    window.set_language("ca")
    assert page.end_button.text() == "Acaba l'examen"
    assert page.section.text() == "Pràctica · A la taula"
    assert page.kind.text() == "Autoavaluació, sense supervisió"
    assert page.timer.text().startswith("Examen: ")
    assert page.view.title.text() == "Blackjack · Pràctica"
    dealer = croupier(qtbot, window)
    for _ in range(6):  # a few acts in Catalan, then back to English (QTest types no "é")
        step = dealer.session.expected()
        assert step is not None and step.act.family == "deal"
        dealer.act(step.act, step.duty.id)
    window.set_language("en")
    croupier(qtbot, window).deal()
    assert view.verdict.text().startswith("Passed")
    assert [view.sections.item(r, 5).text() for r in range(2)] == ["A", "A"]


# ---------------------------------------------------------------------- the bundled practicals

PRACTICALS = ("blackjack-practical", "punto-banco-practical", "roulette-practical")
# a red line each table can show (tests/ui/table/test_sessions.py RED_LINES)
RED_LINE = {
    "blackjack-practical": "paid_before_collecting",
    "punto-banco-practical": "wrong_draw",
    "roulette-practical": "skipped",
}


def start_proctored(qtbot: QtBot, window: MainWindow, blueprint: str) -> ExamView:
    """An instructor proctors (the school key signs the exam), then the candidate sits it."""
    instructor = add_instructor(window.context.db, "Núria", PASSPHRASE)
    create_trainee(qtbot, window, "Marta")
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    view = window.exam
    view.select(blueprint)
    view.choose_proctor(instructor.id)
    qtbot.keyClicks(view.passphrase, PASSPHRASE)
    view.start_selected(seed=SEED)  # Enter on the passphrase, with the exam's seed fixed
    assert view.pages.currentWidget() is view.sit_page, view.proctor_message.text()
    return view


@pytest.mark.parametrize("blueprint", PRACTICALS)
def test_a_bundled_practical_sat_perfectly_on_the_felt_passes_with_every_area_a(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, data_home: Path, blueprint: str
) -> None:
    sections = load_all().get(blueprint).sections
    table = next(s for s in sections if s.kind == "table")
    view = start_proctored(qtbot, window, blueprint)
    assert answer_all(qtbot, view) == sections[0].questions
    dealer = croupier(qtbot, window)
    assert dealer.game == table.game and dealer.session.mode.id == "table_ready"
    assert dealer.session.rulebook is view.run.rulebook  # type: ignore[union-attr]
    acts = dealer.deal()
    assert view.pages.currentWidget() is view.result_page
    run = view.run
    assert run is not None and run.result is not None
    assert view.verdict.text().startswith("Passed"), view.verdict.text()
    assert [view.sections.item(r, 5).text() for r in range(len(sections))] == ["A", "A"]
    area = run.result.sections[1].table
    assert area is not None
    assert (area.coups, area.planned, area.right, area.acts) == (10, 10, acts, acts)
    assert area.red_lines == () and {f.grade for f in area.families} == {"A"}
    # every act dealt is stored, as judged
    assert len(load_records(window.context.db, run.table_id)) == acts  # type: ignore[arg-type]
    path = view.save_certificate(tmp_path / "certificate.pdf")
    assert path is not None
    text = pdf_text(path)
    assert "Proctored by Núria" in text and "A" in text
    for section in sections:
        assert section.name["en"] in text
    code = certificate_code.find_in_pdf(path.read_bytes())
    assert code is not None
    school = keys.read_public_file(keys.school_public_path(data_home))
    checked = certificate_code.check(certificate_code.decode(code), school)
    assert checked.status == "proctored" and checked.verified, checked.reasons
    assert verify(window.context.db, data_home).ok


@pytest.mark.parametrize("blueprint", PRACTICALS)
def test_a_red_line_on_the_felt_fails_the_practical_and_is_not_retaken_alone(
    qtbot: QtBot, window: MainWindow, blueprint: str
) -> None:
    red_line = RED_LINE[blueprint]
    create_trainee(qtbot, window, "Pol")
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    view = window.exam
    view.select(blueprint)
    view.start_selected(seed=SEED)  # Enter, with the exam's seed fixed
    answer_all(qtbot, view)
    dealer = croupier(qtbot, window)
    mistakes = Mistakes([red_line])
    dealer.deal(mistakes)
    assert mistakes.pending == [], f"no place to cross {red_line}"
    run = view.run
    assert run is not None and run.result is not None and run.result.red_line
    assert view.verdict.text().startswith("Not passed")
    assert view.sections.item(1, 5).text() == "fail"
    area = run.result.sections[1].table
    assert area is not None and area.red_lines == (red_line,)
    assert "A red line was crossed at the table" in view.practical.text()
    assert not view.retake_button.isVisible()


# ---------------------------------------------------------------------- ending mid-section

TABLE_ONLY = """
id = "table-only"
time_limit_seconds = 10
[title]
en = "At the table"
[[sections]]
kind = "table"
game = "blackjack"
mode = "table_ready"
coups = 5
pass_marks = { pay = 90 }
[sections.name]
en = "Dealing"
"""


def a_few_acts(qtbot: QtBot, window: MainWindow, count: int) -> KeyboardCroupier:
    dealer = croupier(qtbot, window)
    for _ in range(count):
        step = dealer.session.expected()
        assert step is not None
        dealer.act(step.act, step.duty.id)
    return dealer


def test_the_exams_clock_running_out_at_the_table_ends_it_with_the_acts_kept(
    qtbot: QtBot, window: MainWindow, data_home: Path
) -> None:
    assert tomllib.loads(TABLE_ONLY)["time_limit_seconds"] == 10  # the shortest allowed
    (data_home / "exams").mkdir(exist_ok=True)
    (data_home / "exams" / "table-only.toml").write_text(TABLE_ONLY, encoding="utf-8")
    create_trainee(qtbot, window)
    view = open_exam(qtbot, window, "table-only")
    dealer = a_few_acts(qtbot, window, 4)
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.result_page, timeout=15_000)
    run = view.run
    assert run is not None and run.result is not None and run.result.out_of_time
    assert dealer.view.session is None  # the felt let go of the table
    area = run.result.sections[0].table
    assert area is not None and area.grade == "fail" and area.coups < area.planned
    assert len(load_records(window.context.db, run.table_id)) >= 4  # type: ignore[arg-type]
    assert "out of time" in view.verdict.text()


@pytest.mark.usefixtures("practical_blueprint")
def test_end_the_exam_at_the_table_ends_it_as_not_passed_with_the_acts_kept(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    view = open_exam(qtbot, window, "practical")
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    a_few_acts(qtbot, window, 5)
    qtbot.mouseClick(view.table_page.end_button, Qt.MouseButton.LeftButton)
    run = view.run
    assert run is not None and run.result is not None and run.result.abandoned
    assert view.pages.currentWidget() is view.result_page
    assert view.verdict.text().startswith("Not passed") and "ended early" in view.verdict.text()
    assert len(load_records(window.context.db, run.table_id)) == 5  # type: ignore[arg-type]
    assert not view.retake_button.isVisible()  # ended early: sat again whole


@pytest.mark.usefixtures("practical_blueprint")
def test_a_window_closed_at_the_table_keeps_the_acts_and_reopens_on_the_whole_exam(
    qtbot: QtBot, window: MainWindow, settings: QSettings
) -> None:
    create_trainee(qtbot, window, "Laia")
    view = open_exam(qtbot, window, "practical")
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    a_few_acts(qtbot, window, 6)
    run = view.run
    assert run is not None and run.table_id is not None
    table_id, exam_id = run.table_id, run.exam.id
    path = window.context.db_path
    window.close()  # the exam ends as not passed (as a drill exam), its acts written
    db = open_db(path, backup=False)  # what the next start of the app finds in the file
    try:
        assert len(load_records(db, table_id)) == 6
        record = exam_record(db, exam_id)
        assert record.result is not None and record.result.abandoned
        assert not record.result.passed
        area = record.result.sections[1].table
        assert area is not None and area.grade == "fail" and area.coups < area.planned
        assert verify(db).ok
    finally:
        db.close()
    # opened again: the exam is over; choosing it offers the whole exam only
    _app, again = build(settings)
    again.show()
    qtbot.waitExposed(again)
    try:
        laia = next(p for p in again.context.station.people(Role.TRAINEE) if p.name == "Laia")
        again.start_as(laia)
        again.open_exams()
        again.exam.select("practical")
        retakes = again.exam.retake
        assert [retakes.itemText(i) for i in range(retakes.count())] == ["The whole exam"]
        assert [r.exam.id for r in again.context.station.exam_history(laia.id)] == [exam_id]
    finally:
        dispose(again)
