"""Counts and dates on the table screens in the reader's language (issue 15): Catalan elides
"de" before a count read with a vowel ("Jugada 1 d'11"; "de 8" stays: "vuit"), and the
report's date is the locale's, not ISO."""

from __future__ import annotations

from datetime import UTC, datetime

from pytestqt.qtbot import QtBot

from tests.trainer.table.played import play_and_store
from tests.ui.table.conftest import Start
from tests.ui.test_app import create_trainee
from ui.main_window import MainWindow
from ui.views.table_report_view import show_table_report

# CLDR's medium dates, month by month, written out by hand ("2 de des. 2026" / "2 dic 2026").
CA_MONTHS = ("de gen.", "de febr.", "de març", "d’abr.", "de maig", "de juny", "de jul.",
             "d’ag.", "de set.", "d’oct.", "de nov.", "de des.")  # fmt: skip
ES_MONTHS = ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic")
EN_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def test_the_coup_count_elides_in_catalan(start: Start, window: MainWindow) -> None:
    start("blackjack", "learn", coups=11, seed=3)
    view = window.table.session
    assert view.coup_label.text() == "Coup 1 of 11"
    window.set_language("ca")
    assert view.coup_label.text() == "Jugada 1 d'11"
    window.set_language("es")
    assert view.coup_label.text() == "Jugada 1 de 11"
    window.set_language("en")


def test_eight_coups_keep_de_in_catalan(start: Start, window: MainWindow) -> None:
    start("blackjack", "learn", coups=8, seed=3)
    window.set_language("ca")
    assert window.table.session.coup_label.text() == "Jugada 1 de 8"
    window.set_language("en")


def test_the_report_shows_the_day_as_the_locale_writes_it(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window, "Laia")
    person = window.context.trainee
    assert person is not None
    sid = play_and_store(window.context.db, person.id)
    day = datetime.now(UTC).date()  # the session was stored just now (its stamp is UTC)
    view = show_table_report(window, sid)
    said = view.subheading.text()
    assert f"{EN_MONTHS[day.month - 1]} {day.day}, {day.year}" in said
    assert day.isoformat() not in said
    window.set_language("ca")
    said = view.subheading.text()
    assert f"Laia · {day.day} {CA_MONTHS[day.month - 1]} {day.year} · 5 jugades" in said
    # 127 is "cent vint-i-set": no elision, "125 de 127" as before
    assert "125 de 127 accions correctes" in view.summary.text()
    window.set_language("es")
    assert f"{day.day} {ES_MONTHS[day.month - 1]} {day.year}" in view.subheading.text()
    window.set_language("en")
