"""A practical exam in the exam screen, by keyboard alone: two questions, then three rounds of
blackjack dealt through the minimal act entry (↑ ↓ to the act, Enter, the amount or words typed,
Enter); the result grades each area, opens the table session's report and prints a certificate
listing the areas; a failed area is retaken alone from the result, the other carried."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.trainer.practical_kit import PRACTICAL
from tests.ui.test_app import create_trainee
from tests.ui.test_exam import pdf_text, type_answer
from trainer.table.acts import FAMILIES
from ui.main_window import MainWindow
from ui.views.exam_table import CHOICE_TYPED, acts_on_offer
from ui.views.exam_view import ExamView
from ui.views.table_report_view import TableReportView


@pytest.fixture
def practical_blueprint(data_home: Path) -> None:
    (data_home / "exams").mkdir(exist_ok=True)
    (data_home / "exams" / "practical.toml").write_text(PRACTICAL, encoding="utf-8")


def open_practical(qtbot: QtBot, window: MainWindow) -> ExamView:
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    view = window.exam
    view.select("practical")
    qtbot.keyClick(view.blueprints, Qt.Key.Key_Return)
    return view


def deal_by_keyboard(qtbot: QtBot, view: ExamView) -> int:
    """Deal the table section as a perfect croupier with the keyboard; returns the acts."""
    entry = view.table_entry
    acts = 0
    while view.run is not None and view.run.table is not None:
        step = view.run.table.expected()
        assert step is not None
        act = step.act
        # the offer: the act without what is typed (an amount, an announcement's words)
        typed_choice = act.family in CHOICE_TYPED or " " in act.choice
        offer = " ".join(
            p for p in (act.family, act.target, "" if typed_choice else act.choice) if p
        )
        needs = FAMILIES[act.family][1] or (typed_choice and bool(act.choice))
        offered = entry.offered()
        wanted = offer + " " if needs else offer
        assert wanted in offered, (wanted, offered)
        qtbot.keyClick(entry.offers, Qt.Key.Key_Home)
        for _ in range(offered.index(wanted)):
            qtbot.keyClick(entry.offers, Qt.Key.Key_Down)
        qtbot.keyClick(entry.offers, Qt.Key.Key_Return)
        if needs:
            rest = " ".join(
                p
                for p in (
                    "" if act.amount is None else str(act.amount),
                    act.choice if typed_choice else "",
                )
                if p
            )
            assert entry.line.hasFocus() or not view.isVisible()
            qtbot.keyClicks(entry.line, rest)
            qtbot.keyClick(entry.line, Qt.Key.Key_Return)
        acts += 1
    return acts


@pytest.mark.usefixtures("practical_blueprint")
def test_a_practical_sat_by_keyboard_grades_every_area_and_prints_them(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    create_trainee(qtbot, window, "Laia")
    view = open_practical(qtbot, window)
    assert "a session at the Blackjack table, 3 coups in Practice mode" in (view.description.text())
    type_answer(qtbot, window, True)
    type_answer(qtbot, window, True)
    assert view.pages.currentWidget() is view.table_page
    assert window.focusWidget() is view.table_entry.offers
    acts = deal_by_keyboard(qtbot, view)
    assert acts > 30
    assert view.pages.currentWidget() is view.result_page
    assert view.verdict.text().startswith("Passed")
    grades = [view.sections.item(r, 5).text() for r in range(2)]
    assert grades == ["A", "A"]
    assert view.sections.item(1, 1).text() == f"{acts}/{acts} acts"
    assert view.table_report_button.isVisible() and not view.retake_button.isVisible()
    path = view.save_certificate(tmp_path / "certificate.pdf")
    assert path is not None
    text = pdf_text(path)
    for expected in ("Area", "Grade", "Payouts", "At the table", f"{acts}/{acts} acts", "3 coups"):
        assert expected in text, expected
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
    view = open_practical(qtbot, window)
    type_answer(qtbot, window, False)  # one of two wrong against a mark of 100%
    type_answer(qtbot, window, True)
    deal_by_keyboard(qtbot, view)
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


def test_the_acts_on_offer_never_tell_which_is_due() -> None:
    """A settlement offers collect and pay for every bet still to settle, in a fixed order,
    with no amount: the list alone does not say who won (BJ-09 is the trainee's to apply)."""
    from tests.trainer.table.played import COUPS, GAME, MODE, SEED
    from trainer.rulebooks import default
    from trainer.table.session import TableSession

    session = TableSession(GAME, MODE, rulebook=default(), seed=SEED, coups=COUPS)
    step = session.expected()
    while step is not None and step.act.family != "collect":
        session.act(step.act, seconds=1.0)
        step = session.expected()
    offered = acts_on_offer(session)
    # coup 1 (played.py): box2 busts and is collected; boxes 1, 3 and 4 are to be paid
    for target in ("box1", "box2", "box3", "box4"):
        assert f"collect {target}" in offered and f"pay {target} " in offered
    families = [o.split()[0] for o in offered]
    assert families == sorted(families, key=list(FAMILIES).index)  # deal, ..., collect, pay
    pays = [o for o in offered if o.startswith("pay ")]
    assert all(len(o.split()) == 2 and o.endswith(" ") for o in pays)  # the amount is typed
