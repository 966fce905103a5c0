"""Settings shows a refused house rule with the file, the field and what is allowed, in the
trainee's language where the screen has words of its own; a damaged house file on disk is
reported and practice goes on under the regulation (issue 13: "1e30" crashed practice and
settings, a "7 red" chip set froze a drill)."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tests.ui.conftest import dispose
from tests.ui.instructor_kit import unlock_house_rules
from trainer.drills import catalog
from ui.main_window import MainWindow


def typed(window: MainWindow, section: str, name: str, value: str) -> None:
    field = window.settings_view.fields[(section, name)]
    assert isinstance(field, QLineEdit)
    field.setText(value)


def test_a_refused_amount_names_the_file_and_the_field(qtbot: QtBot, window: MainWindow) -> None:
    """10.25 is an amount but not one of 0.50 chips (MO-01): the loader refuses it."""
    view = window.settings_view
    unlock_house_rules(window)
    typed(window, "blackjack", "table_min", "10.25")
    assert not view.save_house_rules()
    message = view.message.text()
    assert message.startswith("Not saved: house_rules.toml, blackjack.table_min: "), message
    assert "(MO-01)" in message
    assert not window.context.house_rules_path.exists()


@pytest.mark.parametrize("value", ["1e30", "1e-99999999", "ten", ""])
def test_text_that_is_no_amount_is_refused_in_the_field_it_was_typed_in(
    qtbot: QtBot, window: MainWindow, value: str
) -> None:
    """Issue 13's "1e30" (it crashed practice) never reaches the file: the field says so."""
    view = window.settings_view
    unlock_house_rules(window)
    typed(window, "blackjack", "table_min", value)
    assert not view.save_house_rules()
    message = view.message.text()
    assert message.startswith("Not saved: Blackjack: table minimum (BJ-04): "), message
    assert view.fields[("blackjack", "table_min")].text() == value  # kept, to be corrected
    assert not window.context.house_rules_path.exists()


def test_a_chip_set_of_one_seven_is_refused_in_catalan(qtbot: QtBot, window: MainWindow) -> None:
    view = window.settings_view
    view.language.setCurrentIndex(view.language.findData("ca"))
    unlock_house_rules(window)
    view.chips.setText("7 red")
    assert not view.save_house_rules()
    message = view.message.text()
    assert message.startswith("No desat: house_rules.toml, chips: "), message
    assert "fitxes de la més petita, que val 7 €" in message  # a minimum of 10 is no sevens
    assert not window.context.house_rules_path.exists()


def test_a_house_file_that_no_table_could_run_on_disk_is_reported_and_practice_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    path = window.context.house_rules_path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[blackjack]\ntable_min = "1e30"\n[[chips]]\nvalue = "7"\ncolour = "red"\n')
    window.context.load_rulebook()
    problem = window.context.rulebook_problem
    assert str(path) in problem and "blackjack.table_min" in problem
    assert window.context.rulebook.blackjack.table_min == Decimal(10)  # the regulation's
    window.show_view(window.settings_view)
    window.settings_view.load_values()
    assert "blackjack.table_min" in window.settings_view.message.text()
    for drill in catalog.all():  # practice under the regulation: no loop, no crash
        drill.generate(random.Random(1), 4, window.context.rulebook)


def test_a_write_the_folder_refuses_is_a_message_not_a_traceback(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = window.settings_view
    unlock_house_rules(window)
    path = window.context.house_rules_path
    path.mkdir(parents=True)  # a folder where the file should be: the replace fails
    typed(window, "punto_banco", "commission_rate", "4")
    assert not view.save_house_rules()
    assert view.message.text().startswith(f"Not saved: {path}: "), view.message.text()
    assert path.is_dir()


def test_the_chip_set_reads_in_the_trainees_language_and_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """In Catalan the field shows "0,50 gris, 1 blanc, 2,50 rosa…" (it showed "0.50 grey"),
    reads back to the house's words, follows a language change, and a text that is not chips
    is refused in Catalan."""
    from ui.views.settings_view import parse_chips

    view = window.settings_view
    view.language.setCurrentIndex(view.language.findData("ca"))
    qtbot.waitUntil(lambda: view.chips.text().startswith("0,50 gris, 1 blanc, 2,50 rosa"))
    assert "1000 groc" in view.chips.text()
    pairs = parse_chips(view.chips.text(), view.colour_words())
    assert pairs is not None
    assert pairs[:3] == [("0.50", "grey"), ("1", "white"), ("2.50", "pink")]
    view.chips.setText("0,50 gris, 5 vermell, 25 verd")  # an edit, then Spanish
    view.language.setCurrentIndex(view.language.findData("es"))
    qtbot.waitUntil(lambda: view.chips.text() == "0,50 gris, 5 rojo, 25 verde")
    view.language.setCurrentIndex(view.language.findData("ca"))
    unlock_house_rules(window)
    view.chips.setText("cinc fitxes vermelles")
    assert not view.save_house_rules()
    assert "escriviu cada fitxa amb un valor i un color" in view.message.text()
    assert not window.context.house_rules_path.exists()


@pytest.mark.parametrize(
    ("locale", "says"),
    [
        ("ca", "10 € no és un nombre sencer de fitxes de la més petita, que val 7 € (MO-01)"),
        ("es", "10 € no es un número entero de fichas de la más pequeña, que vale 7 € (MO-01)"),
    ],
)
def test_a_bad_house_file_at_start_up_is_said_in_the_users_language(
    qtbot: QtBot, settings: QSettings, locale: str, says: str
) -> None:
    """Issue 15: a house file of sevens was refused in English in a Catalan app. Written to
    disk before the app starts, it is said at start-up in the status bar and in Settings in
    the user's language, with its rule id, and again in the other language after a change."""
    from tests.trainer.test_rulebook_words import english_left
    from trainer.paths import data_dir
    from trainer.rulebooks import HOUSE_RULES_FILE
    from ui.app import build

    path = data_dir() / HOUSE_RULES_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('[[chips]]\nvalue = "7"\ncolour = "red"\n', "utf-8")
    settings.setValue("language", locale)
    _app, window = build(settings)
    window.show()
    try:
        notice = window.house_rules_notice
        assert notice.isVisible()
        assert says in notice.text(), notice.text()
        assert not english_left(notice.text().replace(str(path), "")), notice.text()
        window.show_view(window.settings_view)
        message = window.settings_view.message.text()
        assert says in message and str(path) in message, message
        other = "es" if locale == "ca" else "ca"
        window.context.set_language(other)
        assert "(MO-01)" in window.settings_view.message.text()
        assert window.settings_view.message.text() != message
        assert notice.text() != "" and "(MO-01)" in notice.text()
    finally:
        dispose(window)
