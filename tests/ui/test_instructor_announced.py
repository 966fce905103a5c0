"""The instructor's writes go through the station, which announces them (issue 15, "one door
from the shell into the core"): a trainee renamed or archived in the roster, a PIN set, a
trainee put in a class, a plan assigned or a note kept shows in the other screens (the class
overview, the trainee detail, the who screen, the trainee's home) with no reload, and the
screen shown is read again at once. Real widgets, a real SQLite file."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import log_in_as_instructor, make_instructor, seed_class
from trainer.drills import catalog
from trainer.locale_format import format_day
from trainer.progress.db import open_db
from trainer.progress.stations import export_station
from trainer.station import Change, Changes
from ui.main_window import MainWindow
from ui.views.instructor_view import InstructorView
from ui.words import say


def open_instructor(qtbot: QtBot, window: MainWindow) -> InstructorView:
    make_instructor(window.context.db)
    log_in_as_instructor(qtbot, window, "Núria")
    assert window.stack.currentWidget() is window.instructor
    return window.instructor


def overview_names(view: InstructorView) -> list[str]:
    model = view.class_panel.model
    assert model is not None
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def roster_names(view: InstructorView) -> list[str]:
    table = view.roster.table
    return [table.item(row, 0).text() for row in range(table.rowCount())]


def detail_names(view: InstructorView) -> list[str]:
    combo = view.detail.trainee
    return [combo.itemText(row) for row in range(combo.count())]


def who_names(window: MainWindow) -> list[str]:
    people = window.who.people
    return [people.item(row).text() for row in range(people.count())]


def heard(window: MainWindow) -> list[Changes]:
    said: list[Changes] = []
    window.context.station.listen(said.append)
    return said


def test_a_trainee_renamed_in_the_roster_shows_everywhere_without_a_reload(
    qtbot: QtBot, window: MainWindow
) -> None:
    marta, jordi, _laia = seed_class(window.context.db, per_drill=1)
    view = open_instructor(qtbot, window)
    view.open_trainee(jordi.id)  # the detail was filled with the old name
    assert view.detail.trainee.currentText() == "Jordi"
    view.tabs.setCurrentWidget(view.roster)
    said = heard(window)
    view.roster.select(jordi.id)
    view.roster.rename_selected("Jordi Puig")
    assert said == [frozenset({Change.PEOPLE})]
    # the roster shown is read again from the announcement
    assert roster_names(view) == ["Jordi Puig", "Laia", "Marta"]
    assert view.roster.message.text() == "Jordi is now Jordi Puig."
    view.tabs.setCurrentWidget(view.class_panel)
    assert overview_names(view) == ["Jordi Puig", "Laia", "Marta"]
    view.tabs.setCurrentWidget(view.detail)
    assert detail_names(view) == ["Jordi Puig", "Laia", "Marta"]
    assert view.detail.trainee.currentData() == jordi.id
    window.switch_trainee()
    assert "Jordi Puig" in who_names(window) and "Jordi" not in who_names(window)
    assert marta.name in who_names(window)


def test_a_trainee_archived_in_the_roster_leaves_the_overview_the_detail_and_who(
    qtbot: QtBot, window: MainWindow
) -> None:
    _marta, jordi, _laia = seed_class(window.context.db, per_drill=1)
    view = open_instructor(qtbot, window)
    assert overview_names(view) == ["Jordi", "Laia", "Marta"]
    view.tabs.setCurrentWidget(view.roster)
    view.roster.select(jordi.id)
    qtbot.mouseClick(view.roster.archive_button, Qt.MouseButton.LeftButton)
    assert roster_names(view) == ["Laia", "Marta"]
    view.tabs.setCurrentWidget(view.class_panel)
    assert overview_names(view) == ["Laia", "Marta"]
    view.tabs.setCurrentWidget(view.detail)
    assert detail_names(view) == ["Laia", "Marta"]
    window.switch_trainee()
    assert not any(name.startswith("Jordi") for name in who_names(window))


def test_a_class_chosen_in_the_roster_shows_in_the_detail_and_the_overview_filter(
    qtbot: QtBot, window: MainWindow
) -> None:
    marta, _jordi, _laia = seed_class(window.context.db, per_drill=1)
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.roster)
    roster = view.roster
    roster.new_class("Morning")
    assert roster.classes.item(0).text() == "Morning (0)"  # read again, announced
    roster.select(marta.id)
    roster.cohort.setFocus()
    qtbot.keyClick(roster.cohort, Qt.Key.Key_Down)  # "No class" -> "Morning": assigned at once
    assert roster.classes.item(0).text() == "Morning (1)"
    view.open_trainee(marta.id)
    assert view.detail.cohort.text() == "Class: Morning"
    view.tabs.setCurrentWidget(view.class_panel)
    panel = view.class_panel
    classes = [panel.cohort.itemText(row) for row in range(panel.cohort.count())]
    assert classes == ["All trainees", "Morning", "In no class"]
    panel.cohort.setCurrentIndex(1)
    panel.cohort.activated.emit(1)  # as a choice made in the box
    assert overview_names(view) == ["Marta"]


def test_a_plan_assigned_shows_in_its_list_the_overview_and_the_trainee_s_home(
    qtbot: QtBot, window: MainWindow
) -> None:
    marta, _jordi, _laia = seed_class(window.context.db, per_drill=1)
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.plans)
    panel = view.plans
    panel.who.choose(f"trainee:{marta.id}")
    panel.drill.choose("roulette.multiples")
    panel.level.setValue(3)
    panel.due.setDate(date.today() + timedelta(days=7))
    said = heard(window)
    qtbot.mouseClick(panel.assign, Qt.MouseButton.LeftButton)
    assert said == [frozenset({Change.PLANS})]
    # the list shown is read again from the announcement
    assert panel.table.rowCount() == 1 and panel.table.item(0, 0).text() == "Marta"
    view.tabs.setCurrentWidget(view.class_panel)
    plans = view.class_panel.plans
    assert plans.rowCount() == 1
    assert plans.item(0, 1).text() == "Marta" and plans.item(0, 3).text() == "0/1"
    # Marta's home lists what she was asked to practise, read again when she comes in
    window.start_as(marta)
    title = say(catalog.get("roulette.multiples").title, "en")
    due = format_day(date.today() + timedelta(days=7), "en")  # the date as the locale writes it
    qtbot.waitUntil(
        lambda: window.home.plans.text() == f"Assigned by your instructor: {title} L3 ({due})"
    )
    # cancelled: the list shown empties at once
    log_in_as_instructor(qtbot, window, "Núria")
    view.tabs.setCurrentWidget(view.plans)
    panel.table.setCurrentCell(0, 0)
    qtbot.mouseClick(panel.cancel, Qt.MouseButton.LeftButton)
    assert panel.table.rowCount() == 0


def test_a_note_kept_in_the_detail_shows_in_the_roster(qtbot: QtBot, window: MainWindow) -> None:
    marta, _jordi, _laia = seed_class(window.context.db, per_drill=1)
    view = open_instructor(qtbot, window)
    view.open_trainee(marta.id)
    detail = view.detail
    detail.note.setFocus()
    qtbot.keyClicks(detail.note, "Slow on commissions")
    qtbot.mouseClick(detail.save_note_button, Qt.MouseButton.LeftButton)
    assert detail.note_saved.text() == "Saved."
    assert detail.note.toPlainText() == "Slow on commissions"
    view.tabs.setCurrentWidget(view.roster)
    row = roster_names(view).index("Marta")
    assert view.roster.table.item(row, 2).text() == "Slow on commissions"


def test_the_tab_shown_is_read_again_at_once_when_the_station_writes(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A write made anywhere else (another screen, a dialog, a merge) reaches the overview on
    show: no tab change, no refresh call."""
    _marta, jordi, _laia = seed_class(window.context.db, per_drill=1)
    view = open_instructor(qtbot, window)
    assert view.tabs.currentWidget() is view.class_panel
    station = window.context.station
    station.rename_trainee(jordi.id, "Jordi Puig")
    assert overview_names(view) == ["Jordi Puig", "Laia", "Marta"]
    station.add_trainee("Pau")
    assert overview_names(view) == ["Jordi Puig", "Laia", "Marta", "Pau"]
    view.open_trainee(jordi.id)
    station.rename_trainee(jordi.id, "Jordi P.")
    assert view.detail.trainee.currentText() == "Jordi P."


def test_a_pin_set_on_the_who_screen_marks_the_profile_there_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    marta, _jordi, _laia = seed_class(window.context.db, per_drill=1)
    window.switch_trainee()
    who = window.who
    assert "Marta" in who_names(window)
    row = who_names(window).index("Marta")
    who.people.setCurrentRow(row)
    who.edit_secret()
    dialog = who.dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.new, "2468")  # type: ignore[union-attr]
    qtbot.keyClicks(dialog.again, "2468")  # type: ignore[union-attr]
    qtbot.keyClick(dialog.again, Qt.Key.Key_Return)  # type: ignore[union-attr]
    assert not dialog.isVisible()
    assert "Marta (protected)" in who_names(window)  # no refresh call: announced
    assert window.context.station.has_profile_pin(marta.id)


def test_a_bundle_merged_in_the_background_shows_in_every_screen(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """The merge runs on a worker's own connection; the window's station announces it when it
    is done, so the tab shown and the others read the new trainee without a reload."""
    seed_class(window.context.db, ("Marta",), per_drill=1)
    other = open_db(tmp_path / "other-station.db", backup=False)
    [pau] = seed_class(other, ("Pau",), per_drill=1)
    export_station(other, tmp_path / "pau.dtbundle", pau.id)
    other.close()
    view = open_instructor(qtbot, window)
    view.tabs.setCurrentWidget(view.tools)
    tools = view.tools
    assert [tools.trainee.itemText(r) for r in range(tools.trainee.count())] == ["Marta"]
    tools.import_bundle(tmp_path / "pau.dtbundle")
    qtbot.waitUntil(lambda: "Pau: added 4 answers" in tools.output.toPlainText(), timeout=10_000)
    assert [tools.trainee.itemText(r) for r in range(tools.trainee.count())] == ["Marta", "Pau"]
    view.tabs.setCurrentWidget(view.class_panel)
    assert overview_names(view) == ["Marta", "Pau"]
    window.switch_trainee()
    assert "Pau" in who_names(window)


def test_a_class_or_note_written_while_the_detail_is_shown_reads_only_those_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The detail's class line and note follow the write at once; the rest of the trainee's
    record (a copy fetched from the server, with a school server) is not read again."""
    marta, _jordi, _laia = seed_class(window.context.db, per_drill=1)
    view = open_instructor(qtbot, window)
    view.open_trainee(marta.id)
    detail = view.detail
    assert detail.cohort.text() == "In no class"
    read: list[int] = []
    station = window.context.station
    real = station.trainee_record

    def counted(trainee_id: int) -> object:
        read.append(trainee_id)
        return real(trainee_id)

    monkeypatch.setattr(station, "trainee_record", counted)  # the real one, counted
    morning = station.create_cohort("Morning")
    station.assign_cohort(marta.id, morning.id)
    assert detail.cohort.text() == "Class: Morning"
    station.set_note(marta.id, "Check insurance payouts", by=None)
    assert detail.note.toPlainText() == "Check insurance payouts"
    assert read == []  # the record was not fetched again
    station.rename_trainee(marta.id, "Marta Puig")  # a name: the whole detail again
    assert detail.trainee.currentText() == "Marta Puig" and read == [marta.id]
