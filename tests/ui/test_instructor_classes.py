"""Instructor mode, issue 15: the plan's drill picker grouped by game, classes (create, rename,
assign), archived and renamed trainees, a note per trainee, plan progress in the class
overview, file dialogs that start in Documents with dated names, the CSV in the instructor's
words, and exam blueprints whose sections cannot be drawn without repeats refused. Driven by
keyboard where a person would use it."""

from __future__ import annotations

import csv
import io
import unicodedata
from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.trainer.exam_kit import SMALL
from tests.ui.instructor_kit import log_in_as_instructor, make_instructor, seed_class
from tests.ui.test_instructor import pdf_text as raw_pdf_text
from trainer.drills import catalog
from trainer.exams.blueprint import load_all
from trainer.progress import cohorts, plans
from trainer.progress.accounts import list_people
from ui.main_window import MainWindow
from ui.save_names import dated_name, documents_folder, file_stem
from ui.views.grouped_combo import HEADING_ROLE
from ui.views.instructor_view import InstructorView


def pdf_text(path: Path) -> str:
    """The PDF's words, ligatures undone ("ﬁ" is printed for "fi")."""
    return unicodedata.normalize("NFKC", raw_pdf_text(path))


def open_instructor(qtbot: QtBot, window: MainWindow) -> InstructorView:
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    return window.instructor


def test_the_drill_picker_groups_the_drills_under_their_games(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.plans)
    picker = view.plans.drill
    rows = [
        (bool(picker.itemData(r, HEADING_ROLE)), picker.itemData(r), picker.itemText(r))
        for r in range(picker.count())
    ]
    headings = [text for heading, _id, text in rows if heading]
    assert headings == ["Blackjack", "Punto banco", "Chemin de fer", "Trente et quarante",
                        "Boule", "Roulette", "Craps", "Chips"]  # fmt: skip
    # every drill once, under its own game's heading
    game = ""
    seen = []
    for heading, drill_id, text in rows:
        if heading:
            game = text
            continue
        seen.append(drill_id)
        assert catalog.get(drill_id).game == {
            "Blackjack": "blackjack", "Punto banco": "punto_banco",
            "Chemin de fer": "chemin_de_fer", "Trente et quarante": "trente_quarante",
            "Boule": "boule", "Roulette": "roulette", "Craps": "craps", "Chips": "chips",
        }[game]  # fmt: skip
    assert sorted(seen) == sorted(d.id for d in catalog.all())
    # a heading is never the choice: the first drill is, and the arrow keys step over headings
    assert picker.currentData() == catalog.all()[0].id
    last_blackjack = max(r for r, (_h, d, _t) in enumerate(rows) if d and d.startswith("black"))
    picker.setCurrentIndex(last_blackjack)
    picker.setFocus()
    qtbot.keyClick(picker, Qt.Key.Key_Down)
    assert picker.currentData() == "punto_banco.burn-count"
    qtbot.keyClick(picker, Qt.Key.Key_Up)
    assert picker.currentIndex() == last_blackjack
    # the choice survives a language change; the words follow it
    picker.choose("craps.odds-payout")
    window.set_language("ca")  # every view retranslates on the LanguageChange event
    qtbot.waitUntil(lambda: "Daus" in [picker.itemText(r) for r in range(picker.count())])
    assert picker.currentData() == "craps.odds-payout"
    assert picker.currentText() == "Pagar les jugades associades"


def test_a_plan_for_a_class_shows_who_is_done_in_the_overview(
    qtbot: QtBot, window: MainWindow
) -> None:
    db = window.context.db
    marta, jordi, _laia = seed_class(db)  # 12 answers per drill at level 2
    morning = cohorts.create_cohort(db, "Morning")
    cohorts.assign(db, marta.id, morning.id)
    cohorts.assign(db, jordi.id, morning.id)
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.plans)
    panel = view.plans
    # For: everyone, then the classes, then the trainees, each group under its heading
    items = [panel.who.itemText(r) for r in range(panel.who.count())]
    assert items == ["Every trainee", "Classes", "Morning", "Trainees", "Jordi", "Laia", "Marta"]
    panel.who.choose(f"cohort:{morning.id}")
    panel.drill.choose("blackjack.pay-blackjack")
    panel.level.setValue(2)
    panel.due.setDate(date.today() - timedelta(days=1))  # already due
    panel.assign_plan()
    [plan] = plans.all_plans(db)
    assert (plan.cohort_id, plan.trainee_id, plan.target_level) == (morning.id, None, 2)
    # seed_class: trainee n gets every (n + 3)th answer wrong; pay-blackjack is drill 0, so
    # Marta (n 0) misses 4 of 12 (67%) and Jordi (n 1) 3 of 12 (75%): neither is proficient
    # at level 2 (85% needed), so none of the class's 2 is done, and the plan is overdue
    assert panel.table.item(0, 0).text() == "Morning"
    assert panel.table.item(0, 4).text() == "0/2"
    view.tabs.setCurrentWidget(view.class_panel)
    overview = view.class_panel
    assert overview.plans.rowCount() == 1
    assert overview.plans.item(0, 1).text() == "Morning"
    assert overview.plans.item(0, 3).text() == "0/2"
    assert overview.plans.item(0, 0).foreground().color().name() == "#b00020"  # overdue
    # one class at a time: Laia is in none
    overview.cohort.setCurrentIndex(overview.cohort.findData(cohorts.NO_COHORT))
    overview.refresh()
    assert overview.model is not None and [p.name for p in overview.model.trainees] == ["Laia"]
    assert overview.plans.rowCount() == 0  # the class's plan is not hers


def test_classes_renames_and_the_archive_by_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    db = window.context.db
    marta, jordi, _laia = seed_class(db, per_drill=2)
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.roster)
    roster = view.roster
    roster.new_class("Evening")
    roster.new_class("evening")  # names differ by more than case, or are refused
    assert "already a class called evening" in roster.message.text()
    roster.rename_class("Evening group")
    assert [c.name for c in cohorts.list_cohorts(db)] == ["Evening group"]
    # Marta to the evening class, with the keyboard on the class box
    roster.select(marta.id)
    roster.cohort.setFocus()
    qtbot.keyClick(roster.cohort, Qt.Key.Key_Down)  # "No class" -> "Evening group"
    [group] = cohorts.list_cohorts(db)
    assert roster.cohort.currentData() == group.id
    assert cohorts.cohort_of(db, marta.id) == group.id  # chosen by key: assigned at once
    assert roster.classes.item(0).text() == "Evening group (1)"
    roster.select(jordi.id)
    roster.rename_selected("marta")
    assert "already someone called marta" in roster.message.text()
    roster.rename_selected("Jordi Puig")
    assert {p.name for p in list_people(db)} >= {"Jordi Puig", "Marta"}
    # archive Jordi by keyboard: gone from the who screen and the overview, kept on record
    roster.select(jordi.id)
    roster.archive_button.setFocus()
    qtbot.keyClick(roster.archive_button, Qt.Key.Key_Space)
    assert "archived" in roster.message.text()
    assert [roster.table.item(r, 0).text() for r in range(roster.table.rowCount())] == [
        "Laia",
        "Marta",
    ]
    view.tabs.setCurrentWidget(view.class_panel)
    assert view.class_panel.model is not None
    assert [p.name for p in view.class_panel.model.trainees] == ["Laia", "Marta"]
    view.class_panel.show_archived.setChecked(True)
    assert [p.name for p in view.class_panel.model.trainees] == ["Jordi Puig", "Laia", "Marta"]
    name = view.class_panel.model.index(0, 0).data()
    assert name == "Jordi Puig (archived)"
    window.who.refresh()
    names = [window.who.people.item(r).text() for r in range(window.who.people.count())]
    assert not any("Jordi" in n for n in names) and "Marta" in names
    window.who.name.setText("jordi puig")  # an archived name is still taken
    window.who._create()
    assert "already someone called jordi puig" in window.who.message.text()
    answers = db.execute("SELECT count(*) FROM attempts WHERE trainee_id = ?", [jordi.id])
    assert answers.fetchone()[0] == 8  # 4 drills x 2 answers, all kept
    # restore: back in the lists
    view.tabs.setCurrentWidget(view.roster)
    roster.show_archived.setChecked(True)
    roster.select(jordi.id)
    assert roster.archive_button.text() == "Res&tore"
    roster.toggle_archived()
    assert [p.name for p in cohorts.trainees(db)] == ["Jordi Puig", "Laia", "Marta"]
    # Enter on a trainee opens their detail
    roster.select(jordi.id)
    roster.table.setFocus()
    qtbot.keyClick(roster.table, Qt.Key.Key_Return)
    assert view.tabs.currentWidget() is view.detail
    assert view.detail.trainee.currentData() == jordi.id


def test_a_note_per_trainee_typed_and_saved_in_the_detail(qtbot: QtBot, window: MainWindow) -> None:
    db = window.context.db
    marta, jordi, _laia = seed_class(db, per_drill=1)
    view = open_instructor(qtbot, window)
    view.open_trainee(marta.id)
    detail = view.detail
    detail.note.setFocus()
    qtbot.keyClicks(detail.note, "Slow on commissions")
    qtbot.keyClick(detail.note, Qt.Key.Key_Tab)  # Tab leaves the note for the next field
    assert detail.note.toPlainText() == "Slow on commissions"
    qtbot.mouseClick(detail.save_note_button, Qt.MouseButton.LeftButton)
    note = cohorts.get_note(db, marta.id)
    assert note is not None and note.text == "Slow on commissions"
    assert note.updated_by == window.context.trainee.id  # type: ignore[union-attr]
    assert detail.note_saved.text() == "Saved."
    view.open_trainee(jordi.id)
    assert detail.note.toPlainText() == ""
    view.open_trainee(marta.id)
    assert detail.note.toPlainText() == "Slow on commissions"
    assert detail.cohort.text() == "In no class"


def test_the_file_dialogs_start_in_documents_with_dated_names(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    db = window.context.db
    seed_class(db, ("Anna García",), per_drill=1)
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.tools)
    asked: list[tuple[str, str]] = []

    def save_as(_parent: object, _title: str, suggested: str, pattern: str) -> tuple[str, str]:
        asked.append((suggested, pattern))
        return "", ""  # the instructor cancels

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    tools = view.tools
    tools.export_attempts(whole_class=False)
    tools.class_pdf()
    today = date.today().isoformat()
    documents = documents_folder()
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert documents == (Path(location) if Path(location).is_dir() else Path.home())
    assert asked == [
        (str(documents / f"anna-garcia-{today}.csv"), "*.csv"),
        (str(documents / f"class-{today}.pdf"), "*.pdf"),
    ]
    # in Catalan, a class's report is named after the class
    morning = cohorts.create_cohort(db, "Grup del matí")
    window.set_language("ca")
    tools.refresh()
    tools.cohort.setCurrentIndex(tools.cohort.findData(morning.id))
    tools.class_pdf()
    assert asked[-1][0] == str(documents / f"grup-del-mati-{today}.pdf")
    tools.cohort.setCurrentIndex(0)
    tools.class_pdf()
    assert asked[-1][0] == str(documents / f"classe-{today}.pdf")


def test_file_names_lose_accents_and_spaces() -> None:
    assert file_stem("Anna García") == "anna-garcia"
    assert file_stem("  Núria  Puigcerdà-Ollé ") == "nuria-puigcerda-olle"
    assert file_stem("Grup de l'Òscar (tarda)") == "grup-de-l-oscar-tarda"
    assert dated_name("Anna García", "csv", date(2026, 12, 2)) == "anna-garcia-2026-12-02.csv"
    assert dated_name("¡¿!?", "pdf", date(2026, 12, 2)) == "file-2026-12-02.pdf"


def test_the_class_csv_is_in_the_instructors_words(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    db = window.context.db
    marta, _jordi, laia = seed_class(db, per_drill=1)
    morning = cohorts.create_cohort(db, "Matí")
    cohorts.assign(db, marta.id, morning.id)
    cohorts.assign(db, laia.id, morning.id)
    view = open_instructor(qtbot, window)
    window.set_language("es")
    view.tabs.setCurrentWidget(view.tools)
    tools = view.tools
    tools.refresh()
    tools.cohort.setCurrentIndex(tools.cohort.findData(morning.id))
    path = tmp_path / "matí.csv"
    tools.export_attempts(whole_class=True, path=path)
    qtbot.waitUntil(lambda: path.exists() and not tools.background.busy, timeout=10_000)
    assert str(path) in tools.output.toPlainText()
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    delimiter = ";" if tools.csv_words().decimal == "," else ","
    rows = list(csv.reader(io.StringIO(raw[3:].decode("utf-8")), delimiter=delimiter))
    assert rows[0] == ["Fecha", "Alumno", "Juego", "Ejercicio", "Nivel", "Pregunta",
                       "Respuesta dada", "Respuesta esperada", "Correcta", "Segundos"]  # fmt: skip
    body = rows[1:]
    assert len(body) == 8 and {r[1] for r in body} == {"Laia", "Marta"}  # 4 drills x 2
    pay = [r for r in body if r[3] == "Pagar un BlackJack"]
    assert {r[2] for r in pay} == {"Blackjack"} and all("€" in r[6] for r in pay)
    assert {r[8] for r in body} <= {"sí", "no"}
    assert all(r[5] and "{" not in r[5] for r in body)  # the question in words, no JSON


def test_the_class_report_of_one_class_has_a_column_per_game_and_mistakes(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    db = window.context.db
    marta, _jordi, _laia = seed_class(db, per_drill=6)
    morning = cohorts.create_cohort(db, "Morning")
    cohorts.assign(db, marta.id, morning.id)
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.tools)
    tools = view.tools
    tools.cohort.setCurrentIndex(tools.cohort.findData(morning.id))
    tools.class_pdf(tmp_path / "morning.pdf")
    text = pdf_text(tmp_path / "morning.pdf")
    assert "Class report: Morning" in text
    assert "Marta" in text and "Jordi" not in text and "Laia" not in text
    for game in ("Blackjack", "Punto banco", "Chemin de fer", "Roulette", "Craps"):
        assert game in text
    assert "Mistakes, last 30 days" in text
    tools.trainee.setCurrentIndex(tools.trainee.findData(marta.id))
    tools.trainee_pdf(tmp_path / "marta.pdf")
    text = pdf_text(tmp_path / "marta.pdf")
    assert "By game" in text and "Drills proficient or better" in text
    assert "Recent mistakes" in text and "Expected" in text


def test_a_blueprint_that_would_repeat_questions_is_refused(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    view = open_instructor(qtbot, window)
    tools = view.tools
    # roulette.announced-bets makes 3 different questions at level 2: 4 cannot be asked
    greedy = SMALL.replace(
        'drills = ["craps.odds-payout"]\nlevel = 2\nquestions = 2',
        'drills = ["roulette.announced-bets"]\nlevel = 2\nquestions = 4',
    )
    assert greedy != SMALL
    path = tmp_path / "greedy.toml"
    path.write_text(greedy, encoding="utf-8")
    tools.add_blueprint(path)
    said = tools.output.toPlainText()
    assert said.startswith("Refused:") and "sections[1].questions" in said
    assert "small" not in {b.id for b in load_all().blueprints}
