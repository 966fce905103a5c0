"""Settings' decimal house rules in the user's locale (issue 15, "Words": the punto banco
commission showed "0.05"): the commission is a percentage ("5 %" in Catalan and Spanish,
"5%" in English) stored as the rulebook's exact rate, every amount is money ("10 €"), and
text that is neither is refused in the user's language with nothing lost."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import unlock_house_rules
from ui.main_window import MainWindow
from ui.views.house_values import FieldTextError, parse_rate
from ui.views.settings_view import HOUSE_FIELDS

NBSP = " "  # the fields' no-break spaces (CLDR's) compared as plain ones


def plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


RATE = ("punto_banco", "commission_rate")


def field(window: MainWindow, key: tuple[str, str]) -> QLineEdit:
    widget = window.settings_view.fields[key]
    assert isinstance(widget, QLineEdit)
    return widget


def in_language(window: MainWindow, locale: str) -> None:
    view = window.settings_view
    view.language.setCurrentIndex(view.language.findData(locale))


@pytest.mark.parametrize(
    ("typed", "rate"),
    [
        ("5", "0.05"),
        ("5 %", "0.05"),
        ("5%", "0.05"),
        ("5,0", "0.05"),
        ("4,5", "0.045"),
        ("4.5 %", "0.045"),
        ("4,25", "0.0425"),  # PB-04: a rate to a hundredth of a percent
        ("0,5 %", "0.005"),  # under 1 %, with its sign: a half per cent
        ("0", "0"),
    ],
)
def test_a_typed_percentage_is_the_exact_rate(typed: str, rate: str) -> None:
    assert parse_rate(typed) == Decimal(rate)
    assert str(parse_rate(typed)) == rate  # written to the file as the rulebook writes it


@pytest.mark.parametrize(
    ("typed", "kind"),
    [
        ("0,05", "bare_fraction"),
        ("0.05", "bare_fraction"),
        ("5,125", "places"),
        ("cinc", "not_percent"),
        ("5 %%", "not_percent"),
        ("-5", "not_percent"),
        (" ", "empty"),
    ],
)
def test_text_that_is_no_percentage_is_refused_not_guessed(typed: str, kind: str) -> None:
    with pytest.raises(FieldTextError) as refused:
        parse_rate(typed)
    assert refused.value.kind == kind


@pytest.mark.parametrize(
    ("locale", "rate", "minimum"),
    [("ca", f"5{NBSP}%", f"10{NBSP}€"), ("es", f"5{NBSP}%", f"10{NBSP}€"), ("en", "5%", "€10")],
)
def test_the_commission_shows_as_a_percentage_and_amounts_as_money(
    qtbot: QtBot, window: MainWindow, locale: str, rate: str, minimum: str
) -> None:
    in_language(window, locale)
    assert plain(field(window, RATE).text()) == rate
    assert plain(field(window, ("blackjack", "table_min")).text()) == minimum
    decimal_fields = [key for *key, kind in HOUSE_FIELDS if isinstance(kind, str)]
    assert len(decimal_fields) == 7  # every decimal house rule the screen edits
    for section, name in decimal_fields:  # none shows a bare "0.05" or "10"
        text = field(window, (section, name)).text()
        assert "%" in text or "€" in text, (name, text)


def test_a_percentage_typed_in_catalan_is_saved_as_the_exact_rate(
    qtbot: QtBot, window: MainWindow
) -> None:
    in_language(window, "ca")
    unlock_house_rules(window)
    field(window, RATE).setText("4,5")
    field(window, ("blackjack", "table_min")).setText("12,50")
    assert window.settings_view.save_house_rules(), window.settings_view.message.text()
    book = window.context.rulebook
    assert book.punto_banco.commission_rate == Decimal("0.045")  # PB-04, exact
    assert book.blackjack.table_min == Decimal("12.50")  # BJ-04
    saved = window.context.house_rules_path.read_text("utf-8")
    assert 'commission_rate = "0.045"' in saved and 'table_min = "12.50"' in saved
    window.settings_view.load_values()
    assert plain(field(window, RATE).text()) == f"4,5{NBSP}%"
    assert plain(field(window, ("blackjack", "table_min")).text()) == f"12,50{NBSP}€"
    in_language(window, "en")  # the same values in English's percent and money
    assert field(window, RATE).text() == "4.5%"
    assert field(window, ("blackjack", "table_min")).text() == "€12.50"


@pytest.mark.parametrize(
    ("locale", "typed", "says"),
    [
        ("ca", "0,05", "escriviu la comissió com a percentatge, per exemple 5"),
        ("es", "0,05", "escriba la comisión como porcentaje, por ejemplo 5"),
        ("en", "0.05", "write the commission as a percentage, like 5%"),
        ("ca", "30", "la comissió va des del 0"),
        ("es", "5,125", "un porcentaje tiene como mucho dos decimales"),
        ("ca", "molt", "escriviu un percentatge, per exemple 5"),
    ],
)
def test_a_rate_that_is_no_percentage_is_refused_in_the_users_language(
    qtbot: QtBot, window: MainWindow, locale: str, typed: str, says: str
) -> None:
    in_language(window, locale)
    unlock_house_rules(window)
    field(window, RATE).setText(typed)
    assert not window.settings_view.save_house_rules()
    message = window.settings_view.message.text()
    assert says in message, message
    assert "PB-04" in message  # the field's label names its rule
    assert field(window, RATE).text() == typed  # nothing lost: corrected, not retyped
    assert not window.context.house_rules_path.exists()


def test_an_amount_that_is_no_amount_is_refused_in_catalan(
    qtbot: QtBot, window: MainWindow
) -> None:
    in_language(window, "ca")
    unlock_house_rules(window)
    field(window, ("roulette", "plein_max")).setText("1,000")  # a thousand, or one?
    assert not window.settings_view.save_house_rules()
    message = window.settings_view.message.text()
    assert message.startswith("No desat: "), message
    assert "és ambigu" in message and "(RO-12)" in message, message
    assert field(window, ("roulette", "plein_max")).text() == "1,000"
    in_language(window, "es")  # said again in Spanish; the typed text stays
    assert "es ambiguo" in window.settings_view.message.text()
    assert field(window, ("roulette", "plein_max")).text() == "1,000"
