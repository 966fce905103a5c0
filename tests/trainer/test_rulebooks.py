"""Rulebooks: the bundled books load, carry the regulation's numbers, and house overrides are
validated with messages that name the file, the field and what is allowed."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from trainer import rulebooks
from trainer.errors import RulebookError
from trainer.money import Ratio, Rounding


def test_default_rulebook_is_andorra_2025_with_the_regulation_numbers() -> None:
    book = rulebooks.default()
    assert book.id == "andorra-2025"
    assert rulebooks.available()[0] == "andorra-2025"
    assert book.blackjack.blackjack_pays == Ratio(3, 2)  # BJ-10
    assert book.blackjack.dealer_stands_soft_17  # BJ-08
    assert book.blackjack.side_bet_max_fraction_of_min == Fraction(1, 2)  # BJ-17
    assert book.punto_banco.tie_pays == Ratio(8, 1)  # PB-04
    assert book.punto_banco.commission_rate == Decimal("0.05")  # PB-04 DECISION
    assert book.punto_banco.tie_max == book.punto_banco.table_max / 10  # PB-03
    assert book.roulette.payouts["two_dozens"] == Ratio(1, 2)  # RO-08
    assert book.craps.place[6] == Ratio(7, 6)  # CR-13
    assert book.craps.lay[4] == Ratio(5, 11)  # CR-14
    assert book.craps.odds_lay_max_percent[4] == 200  # CR-12
    assert book.craps.dice_on_chips_valid  # CR-17
    assert book.payout_rounding is Rounding.DOWN_TO_CHIP  # MO-01..MO-03


def test_spain_1979_changes_only_craps() -> None:
    spain, andorra = rulebooks.load("spain-1979"), rulebooks.default()
    assert not spain.craps.dice_on_chips_valid  # CR-17
    assert spain.craps.simple_max_times_min_low == 100  # CR-15
    assert spain.blackjack == andorra.blackjack
    assert spain.roulette == andorra.roulette


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "house_rules.toml"
    path.write_text(text, "utf-8")
    return path


def test_house_override_changes_a_setting(tmp_path: Path) -> None:
    path = write(tmp_path, '[punto_banco]\ncommission_rate = "0.04"\n')
    book = rulebooks.load(house_rules=path)
    assert book.punto_banco.commission_rate == Decimal("0.04")
    assert book.punto_banco.tie_pays == Ratio(8, 1)


@pytest.mark.parametrize(
    ("override", "field", "says"),
    [
        ('[blackjack]\ndoubling = "always"\n', "blackjack.doubling", "choose one of"),
        ("[blackjack]\nboxes = 12\n", "blackjack.boxes", "outside 6 to 9"),
        ('[blackjack]\ncolour = "red"\n', "blackjack.colour", "unknown field"),
        (
            '[punto_banco]\ncommission_rate = "abc"\n',
            "punto_banco.commission_rate",
            "not an amount",
        ),
        ("[punto_banco]\ncommission_rate = 0.05\n", "punto_banco.commission_rate", "never a float"),
        ('[punto_banco]\ntable_max = "5000"\n', "punto_banco.table_max", "20 to 100 times"),
        ('[craps.place]\n6 = "seven to six"\n', "craps.place.6", "not a payout ratio"),
        ('payout_rounding = "up"\n', "payout_rounding", "choose one of"),
        ('[boule]\nsimple_max = "20"\n', "boule.simple_max", "200 to 500 times"),
        ('id = "mine"\n', "id", "cannot change"),
        ('[[chips]]\nvalue = "5"\ncolour = "chartreuse"\n', "chips[0].colour", "not a chip colour"),
        ('[[chips]]\nvalue = "0"\ncolour = "red"\n', "chips[0].value", "more than nothing"),
        (
            '[[chips]]\nvalue = "5"\ncolour = "red"\n[[chips]]\nvalue = "5"\ncolour = "blue"\n',
            "chips",
            "one chip per value",
        ),
    ],
)
def test_bad_override_names_file_field_and_allowed(
    tmp_path: Path, override: str, field: str, says: str
) -> None:
    path = write(tmp_path, override)
    with pytest.raises(RulebookError) as info:
        rulebooks.load(house_rules=path)
    assert info.value.field == field
    assert info.value.source == str(path)
    assert says in str(info.value)


def test_malformed_toml_is_refused_with_the_file_name(tmp_path: Path) -> None:
    path = write(tmp_path, "[blackjack\n")
    with pytest.raises(RulebookError, match="not valid TOML") as info:
        rulebooks.load(house_rules=path)
    assert str(path) in str(info.value)


def test_unknown_rulebook_lists_the_available_ones() -> None:
    with pytest.raises(RulebookError, match="andorra-2025"):
        rulebooks.load("monaco-1900")


def test_a_complete_rulebook_file_extending_a_bundled_one(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    path.write_text('id = "club"\nname = "Club"\nextends = "andorra-2025"\n', "utf-8")
    book = rulebooks.load_file(path)
    assert book.id == "club" and book.blackjack.decks == 6


def test_house_chip_set_replaces_the_regulation_set(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        '[[chips]]\nvalue = "1"\ncolour = "white"\n[[chips]]\nvalue = "5"\ncolour = "red"\n'
        '[[chips]]\nvalue = "25"\ncolour = "green"\n',
    )
    book = rulebooks.load(house_rules=path)
    assert book.chip_set.values == (Decimal(25), Decimal(5), Decimal(1))
    # 37 = 25 + 5 + 5 + 1 + 1: five chips from this set.
    assert sum(book.chip_set.breakdown(Decimal(37)).values()) == 5
