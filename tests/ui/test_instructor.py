"""Instructor mode driven for real, offscreen: the PIN (refused, throttled, accepted), a
trainee kept out, the first instructor created on first run, the class overview model, a
trainee's mistakes replayed on the felt, plans, station merge, reports and the seal check."""

from __future__ import annotations

import sqlite3
from datetime import date, timedelta
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCharts import QChart
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.trainer.exam_kit import SMALL, right
from tests.ui.instructor_kit import (
    PIN,
    answer_on,
    log_in_as_instructor,
    make_instructor,
    row_of,
    seed_class,
    series_points,
)
from trainer.exams.blueprint import load_all
from trainer.exams.run import ExamRun
from trainer.progress import plans
from trainer.progress.accounts import Role, add_trainee
from ui.main_window import MainWindow
from ui.views.class_model import CELL_ROLE, SORT_ROLE


def pdf_text(path: Path) -> str:
    text = " ".join(page.extract_text() for page in PdfReader(path).pages)
    return " ".join(text.split())


def test_a_wrong_pin_is_refused_and_the_right_one_opens_the_dashboard(
    qtbot: QtBot, window: MainWindow
) -> None:
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria", pin="1111")
    dialog = window.who.dialog
    assert dialog is not None and dialog.isVisible()
    assert "Wrong passphrase" in dialog.message.text()  # type: ignore[union-attr]
    assert window.context.trainee is None
    qtbot.keyClicks(dialog.pin, PIN)  # type: ignore[union-attr]
    qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)  # type: ignore[union-attr]
    mode = window
    assert window.context.trainee is not None
    assert window.context.trainee.role is Role.INSTRUCTOR
    assert window.stack.currentWidget() is mode.instructor
    assert mode.instructor.pages.currentWidget() is mode.instructor.tabs


def test_repeated_wrong_pins_show_the_wait(qtbot: QtBot, window: MainWindow) -> None:
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria", pin="0000")
    dialog = window.who.dialog
    for _ in range(3):  # three free typos (PinPolicy.free_failures), then a 1 s wait
        qtbot.keyClicks(dialog.pin, "0000")  # type: ignore[union-attr]
        qtbot.keyClick(dialog.pin, Qt.Key.Key_Return)  # type: ignore[union-attr]
    assert "Wait 1 s" in dialog.message.text()  # type: ignore[union-attr]
    assert not dialog.pin.isEnabled()  # type: ignore[union-attr]
    assert window.context.trainee is None


def test_a_trainee_cannot_open_instructor_mode(qtbot: QtBot, window: MainWindow) -> None:
    seed_class(window.context.db, ("Marta",), per_drill=2)
    make_instructor(window.context.db)
    window.who.refresh()
    window.who.people.setCurrentRow(0)  # names are sorted: Marta, Núria
    assert window.who.people.currentItem().text() == "Marta"
    qtbot.keyClick(window.who.people, Qt.Key.Key_Return)
    assert window.context.trainee is not None and window.context.trainee.name == "Marta"
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.who
    assert "PIN" in window.who.message.text()
    # even shown directly, the screen stays locked and loads nothing
    window.context.trainee = window.who.people.item(0).data(Qt.ItemDataRole.UserRole)
    view = window.instructor
    window.show_view(view)
    assert view.pages.currentWidget() is view.locked
    assert view.class_panel.model is None


def test_the_first_instructor_is_offered_on_first_run(qtbot: QtBot, window: MainWindow) -> None:
    who = window.who
    assert who.first_instructor.isVisible()
    qtbot.mouseClick(who.first_instructor, Qt.MouseButton.LeftButton)
    dialog = who.dialog
    qtbot.keyClicks(dialog.name, "Anna")  # type: ignore[union-attr]
    qtbot.keyClicks(dialog.pin, PIN)  # type: ignore[union-attr]
    qtbot.keyClicks(dialog.again, "2469")  # type: ignore[union-attr]
    dialog.create_instructor()  # type: ignore[union-attr]
    assert "differ" in dialog.message.text()  # type: ignore[union-attr]
    qtbot.keyClicks(dialog.again, PIN)  # type: ignore[union-attr]
    dialog.create_instructor()  # type: ignore[union-attr]
    assert window.context.trainee is not None and window.context.trainee.name == "Anna"
    assert window.stack.currentWidget() is window.instructor
    assert not who.first_instructor.isVisible()


def test_class_overview_sorts_and_opens_a_trainee_with_mistakes_on_the_felt(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    people = seed_class(db)
    make_instructor(db)
    log_in_as_instructor(qtbot, window, "Núria")
    panel = window.instructor.class_panel
    model = panel.model
    assert model is not None
    assert model.rowCount() == 3 and model.columnCount() == 5  # name + the 4 drills practised
    proxy = panel.table.model()
    names = [proxy.index(r, 0).data() for r in range(3)]
    assert names == ["Jordi", "Laia", "Marta"]
    # Marta (every 3rd answer wrong: 8/12 = 67% on the last window) sorts lowest by mastery
    panel.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert proxy.index(0, 0).data() == "Marta"
    cell = proxy.index(0, 1).data(CELL_ROLE)
    assert cell.accuracy == 8 / 12 and cell.level == 2
    assert proxy.index(0, 1).data(SORT_ROLE) < proxy.index(2, 1).data(SORT_ROLE)
    assert "67%" in proxy.index(0, 1).data()
    assert panel.weakest.count() == 4
    # double-click opens the trainee's detail; the newest mistake is replayed on the felt
    panel._open_trainee(proxy.index(0, 0))
    detail = window.instructor.detail
    assert window.instructor.tabs.currentWidget() is detail
    assert detail.trainee.currentData() == people[0].id
    assert detail.mistakes.count() == 16  # 4 drills x 12 answers, every 3rd wrong
    assert detail.drills.rowCount() == 1 + 4  # "All drills", then the 4 drills practised
    shown = detail.replay_panel.question
    assert shown is not None
    felt_scene = detail.replay_panel.felt.scene  # type: ignore[attr-defined]
    assert felt_scene == shown.scene
    assert "Expected" in detail.replay_panel.words.text()


def test_plans_station_merge_reports_and_blueprints(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    db = window.context.db
    people = seed_class(db, ("Marta", "Jordi"), per_drill=4)
    make_instructor(db)
    log_in_as_instructor(qtbot, window, "Núria")
    view = window.instructor
    view.tabs.setCurrentWidget(view.plans)
    panel = view.plans
    panel.drill.setCurrentIndex(panel.drill.findData("roulette.multiples"))
    panel.level.setValue(4)
    panel.assign_plan()
    [plan] = plans.all_plans(db)
    assert (plan.trainee_id, plan.drill_id, plan.target_level) == (None, "roulette.multiples", 4)
    assert panel.table.rowCount() == 1
    view.tabs.setCurrentWidget(view.tools)
    tools = view.tools
    tools.trainee.setCurrentIndex(tools.trainee.findData(people[0].id))
    bundle = tmp_path / "marta.dtbundle"
    # File work runs off the GUI thread; the panel reports when it is done.
    tools.export_bundle(bundle)
    qtbot.waitUntil(lambda: "16 answers" in tools.output.toPlainText(), timeout=10_000)
    tools.import_bundle(bundle)
    qtbot.waitUntil(lambda: "nothing new" in tools.output.toPlainText(), timeout=10_000)
    tools.export_attempts(whole_class=True, path=tmp_path / "all.csv")
    qtbot.waitUntil(lambda: "32 answers" in tools.output.toPlainText(), timeout=10_000)
    assert not tools.background.busy and tools.buttons["csv_class"].isEnabled()
    tools.trainee_pdf(tmp_path / "marta.pdf")
    text = pdf_text(tmp_path / "marta.pdf")
    assert "Progress report: Marta" in text and "Pay a blackjack" in text
    tools.class_pdf(tmp_path / "class.pdf")
    text = pdf_text(tmp_path / "class.pdf")
    assert "Class report" in text and "Jordi" in text and "Marta" in text
    bad = tmp_path / "bad.toml"
    bad.write_text(SMALL.replace("pass_speed = 50", "pass_speed = 150", 1), encoding="utf-8")
    tools.add_blueprint(bad)
    assert "sections[0].pass_speed" in tools.output.toPlainText()
    good = tmp_path / "good.toml"
    good.write_text(SMALL, encoding="utf-8")
    tools.add_blueprint(good)
    assert "small" in {b.id for b in load_all().blueprints}


def test_the_verify_button_names_an_edited_exam_row(
    qtbot: QtBot, window: MainWindow, data_home: Path, tmp_path: Path
) -> None:
    db = window.context.db
    [marta] = seed_class(db, ("Marta",), per_drill=1)
    (data_home / "exams").mkdir()
    (data_home / "exams" / "small.toml").write_text(SMALL, encoding="utf-8")
    run = ExamRun.begin(db, marta.id, load_all().get("small"), seed=3)
    while run.current is not None:
        run.answer(right(run.current), 1.0)
    run.finish()
    make_instructor(db)
    log_in_as_instructor(qtbot, window, "Núria")
    tools = window.instructor.tools
    assert tools.verify_records()
    assert "intact" in tools.output.toPlainText()
    with sqlite3.connect(data_home / "progress.db") as conn:
        conn.execute("UPDATE exams SET started = '2020-01-01T00:00:00.000000Z'")
    conn.close()
    assert not tools.verify_records()
    assert f"exams row id {run.exam.id} (uuid {run.exam.uuid})" in tools.output.toPlainText()
    # issue 15: in Catalan and Spanish too, said again when the language changes
    window.context.set_language("ca")
    said = tools.output.toPlainText()
    assert f"taula exams, fila id {run.exam.id} (uuid {run.exam.uuid}): no coincideix" in said
    assert "REGISTRES MANIPULATS: 2 PROBLEMES: s'han comprovat 1 examen" in said
    assert " row " not in said and "TAMPERED" not in said
    window.context.set_language("es")
    said = tools.output.toPlainText()
    assert f"tabla exams, fila id {run.exam.id} (uuid {run.exam.uuid}): no coincide" in said
    assert "REGISTROS MANIPULADOS: 2 PROBLEMAS: se han comprobado 1 examen" in said
    window.context.set_language("en")


def test_trainee_detail_charts_the_chosen_drill_week_by_week(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    pay, multiples = "blackjack.pay-blackjack", "roulette.multiples"
    marta = add_trainee(db, "Marta")
    this_monday = date.today() - timedelta(days=date.today().weekday())
    m1, m2 = this_monday - timedelta(days=7), this_monday - timedelta(days=14)
    # pay a blackjack, level 2 (target 8 s): two weeks ago Monday right 4 s, wrong 6 s and
    # Wednesday right 9 s; this Monday right 5 s, right 7 s
    answer_on(db, marta.id, pay, 2, m2, True, 4.0)
    answer_on(db, marta.id, pay, 2, m2, False, 6.0)
    answer_on(db, marta.id, pay, 2, m2 + timedelta(days=2), True, 9.0)
    answer_on(db, marta.id, pay, 2, this_monday, True, 5.0)
    answer_on(db, marta.id, pay, 2, this_monday, True, 7.0)
    # multiples: two weeks ago level 2 right 6 s; last week level 3 (target 5 s) wrong 3 s,
    # right 4 s, right 8 s, right 10 s
    answer_on(db, marta.id, multiples, 2, m2, True, 6.0)
    for ok, seconds in ((False, 3.0), (True, 4.0), (True, 8.0), (True, 10.0)):
        answer_on(db, marta.id, multiples, 3, m1 + timedelta(days=1), ok, seconds)
    make_instructor(db)
    log_in_as_instructor(qtbot, window, "Núria")
    window.instructor.open_trainee(marta.id)
    detail = window.instructor.detail
    table = detail.drills

    def chart() -> QChart:  # the chart view gets a new chart at each choice
        return detail.chart_view.chart()

    # "All drills" first and chosen: accuracy per game, week by week
    assert table.currentRow() == row_of(table, None) == 0
    by_game_blackjack = [(m2, pytest.approx(200 / 3)), (this_monday, 100.0)]  # 2 of 3; 2 of 2
    by_game_roulette = [(m2, 100.0), (m1, 75.0)]  # 1 of 1; 3 of 4
    assert series_points(chart(), "Blackjack") == by_game_blackjack
    assert series_points(chart(), "Roulette") == by_game_roulette

    # the keyboard down to pay-a-blackjack: its weeks and its level-2 target
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert detail.chosen == pay and table.currentRow() == row_of(table, pay)
    assert series_points(chart(), "accuracy") == by_game_blackjack
    assert series_points(chart(), "speed") == [(m2, 6.0), (this_monday, 6.0)]  # 4 6 9; (5 + 7) / 2
    assert [v for _d, v in series_points(chart(), "target")] == [8.0, 8.0]
    assert series_points(chart(), "Roulette") == []

    # the mouse on multiples: every level's answers by week, the target of level 3 (now)
    rect = table.visualItemRect(table.item(row_of(table, multiples), 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert detail.chosen == multiples
    assert series_points(chart(), "accuracy") == by_game_roulette
    assert series_points(chart(), "speed") == [(m2, 6.0), (m1, 6.0)]  # 3 4 8 10: (4 + 8) / 2
    assert [v for _d, v in series_points(chart(), "target")] == [5.0, 5.0]
    assert "Multiples" in chart().title()

    # Ctrl+Home back to "All drills": the per-game chart again
    qtbot.keyClick(table, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert detail.chosen is None and table.currentRow() == 0
    assert series_points(chart(), "Blackjack") == by_game_blackjack
    assert series_points(chart(), "Roulette") == by_game_roulette
    assert series_points(chart(), "speed") == []
