"""Rulebooks: the bundled books load, carry the regulation's numbers, and house overrides are
validated with messages that name the file, the field and what is allowed."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from tests.trainer.house_kit import house_file, within
from trainer import rulebooks
from trainer.errors import RulebookError
from trainer.money import Ratio, Rounding
from trainer.rulebooks.sections import (
    BlackjackRules,
    CheminDeFerRules,
    CrapsRules,
    PuntoBancoRules,
    TrenteQuaranteRules,
)


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


# --------------------------------------------------------------------------- bounds (issue 13)
# Every amount, ratio, fraction and count of a house file is bounded before any arithmetic, so a
# value is refused with the file and the field, fast; never a crash, a hang or a table that a
# drill cannot run.

AMOUNT_FIELDS = [
    "blackjack.table_min",
    "blackjack.table_max",
    "punto_banco.table_min",
    "punto_banco.table_max",
    "chemin_de_fer.bank_max",
    "trente_quarante.table_min",
    "trente_quarante.table_max",
    "boule.table_min",
    "boule.number_max",
    "boule.simple_max",
    "roulette.table_min",
    "roulette.plein_max",
    "roulette.simple_max",
    "craps.table_min",
    "craps.simple_max",
]
NOT_AMOUNTS = [
    "1e30",  # crashed practice and settings (decimal.InvalidOperation)
    "1E+3",
    "1e-99999999",  # hung the loader
    "1e99999999",
    "-5",
    "+5",
    "5.001",
    "0.005",
    "1000000000",  # above MAX_AMOUNT
    " 5",
    "5 ",
    "5_0",
    "NaN",
    "sNaN",
    "Infinity",
    "0x10",
    "٥",  # an Arabic-Indic five: Decimal() reads it, a croupier's sheet does not
    "1,5",
    "",
    "9" * 5000,
]


def refusal(tmp_path: Path, text: str, rulebook_id: str = "andorra-2025") -> RulebookError:
    """The refusal of house rules `text`, which must come fast and name the house file."""
    path = house_file(tmp_path, text)
    with within(2), pytest.raises(RulebookError) as info:
        rulebooks.load(rulebook_id, house_rules=path)
    assert info.value.source == str(path), info.value
    return info.value


@pytest.mark.parametrize("field", AMOUNT_FIELDS)
def test_an_amount_that_is_not_plain_digits_and_cents_is_refused(
    tmp_path: Path, field: str
) -> None:
    section, name = field.split(".")
    for raw in NOT_AMOUNTS:
        error = refusal(tmp_path, f'[{section}]\n{name} = "{raw}"\n')
        assert error.field == field, (raw, error)


@pytest.mark.parametrize("field", AMOUNT_FIELDS)
def test_a_stake_limit_of_nothing_is_refused(tmp_path: Path, field: str) -> None:
    section, name = field.split(".")
    error = refusal(tmp_path, f'[{section}]\n{name} = "0"\n')
    assert error.field.startswith(section + "."), error


def test_mo_01_a_stake_limit_off_the_smallest_chip_is_refused(tmp_path: Path) -> None:
    # MO-01: the default smallest chip is 0.50, so no player can stake exactly 10.25.
    error = refusal(tmp_path, '[blackjack]\ntable_min = "10.25"\n')
    assert error.field == "blackjack.table_min"
    assert "smallest chip" in error.problem


def test_a_whole_number_amount_is_read_as_euros(tmp_path: Path) -> None:
    book = rulebooks.load(house_rules=house_file(tmp_path, "[blackjack]\ntable_min = 20\n"))
    assert book.blackjack.table_min == Decimal(20)


def test_a_chip_set_of_one_seven_is_refused_naming_the_chips(tmp_path: Path) -> None:
    # "7 red" from the settings screen: no table minimum of the rulebook is a whole number of
    # sevens (MO-01), and the blackjack drills used to loop forever looking for a stake.
    error = refusal(tmp_path, '[[chips]]\nvalue = "7"\ncolour = "red"\n')
    assert error.field == "chips"
    assert "smallest chip" in error.problem


@pytest.mark.parametrize(
    ("chips", "says"),
    [
        ('[[chips]]\nvalue = "1e30"\ncolour = "red"\n', "not an amount"),
        ('[[chips]]\nvalue = "0.005"\ncolour = "red"\n', "not an amount"),
        ('[[chips]]\nvalue = "-1"\ncolour = "red"\n', "not an amount"),
        ("".join(f'[[chips]]\nvalue = "{n}"\ncolour = "red"\n' for n in range(1, 15)), "12 chips"),
        ('[[chips]]\nvalue = "0.50"\ncolour = "grey"\nname = "half"\n', "'value' and 'colour'"),
        ("chips = []\n", "at least one chip"),
    ],
)
def test_a_chip_set_out_of_bounds_is_refused(tmp_path: Path, chips: str, says: str) -> None:
    error = refusal(tmp_path, chips)
    assert error.field.startswith("chips"), error
    assert says in str(error)


@pytest.mark.parametrize(
    ("override", "field"),
    [
        ('[blackjack]\nside_bet_max_fraction_of_min = "1e-99999999"\n', "side_bet_max"),
        ('[blackjack]\nside_bet_max_fraction_of_min = "0"\n', "side_bet_max"),
        ('[blackjack]\nside_bet_max_fraction_of_min = "3/4"\n', "side_bet_max"),  # BJ-17: half
        ('[blackjack]\nside_bet_max_fraction_of_min = "1/0"\n', "side_bet_max"),
        ('[punto_banco]\ntie_max_fraction_of_max = "1/5"\n', "tie_max"),  # PB-03: a tenth
        ('[punto_banco]\ntie_max_fraction_of_max = "1/99999999999"\n', "tie_max"),
        ('[blackjack]\nblackjack_pays = "0:1"\n', "blackjack_pays"),
        ('[blackjack]\nblackjack_pays = "3:0"\n', "blackjack_pays"),
        ('[blackjack]\nblackjack_pays = "' + "9" * 4000 + ':1"\n', "blackjack_pays"),
        ('[roulette.payouts]\nplein = "100000:1"\n', "roulette.payouts.plein"),
        ("[blackjack]\nsevens_jackpot_min_times = 9223372036854775807\n", "sevens_jackpot"),
        ("[craps]\nodds_take_max_percent = 9223372036854775807\n", "odds_take_max_percent"),
        ("[craps.place_max_percent]\n6 = -120\n", "craps.place_max_percent.6"),
        ("[craps.lay_max_percent]\n4 = 99999999999\n", "craps.lay_max_percent.4"),
        ("[craps]\nsimple_max_times_min_high = 9223372036854775807\n", "simple_max_times"),
        ('name = ""\n', "name"),
    ],
)
def test_every_number_is_bounded(tmp_path: Path, override: str, field: str) -> None:
    assert field in refusal(tmp_path, override).field


@pytest.mark.parametrize(
    ("override", "field"),
    [
        ('colour = "red"\n', "colour"),
        ('[extras]\nfoo = "1"\n', "extras"),
        ('[roulette.payouts]\nsurprise = "1:1"\n', "roulette.payouts.surprise"),
        ('[craps.payouts]\nsurprise = "1:1"\n', "craps.payouts.surprise"),
        ('[craps.place]\n11 = "1:1"\n', "craps.place.11"),
        ('[craps.place]\n04 = "9:5"\n', "craps.place.04"),
        ('[craps.odds_lay_max_percent]\n"+4" = 200\n', "craps.odds_lay_max_percent.+4"),
        ('[blackjack.sevens_prizes]\nfourth_seven = "1:1"\n', "blackjack.sevens_prizes.fourth"),
        ('[chemin_de_fer]\ncagnotte_rate = "0.04"\n', "chemin_de_fer.cagnotte_rate"),
    ],
)
def test_unknown_keys_are_refused_at_every_level(tmp_path: Path, override: str, field: str) -> None:
    error = refusal(tmp_path, override)
    assert error.field.startswith(field), error
    assert "unknown" in error.problem


# --------------------------------------------------------------------------- the right file
# A cross-field check fails on a field the house did not write: the house file is still what
# broke it, and the refusal names the house file and the field the house changed.


@pytest.mark.parametrize(
    ("override", "field"),
    [
        ('[blackjack]\ntable_min = "600"\n', "blackjack.table_min"),  # above the 500 maximum
        ("[blackjack]\ndecks = 1\n", "blackjack.decks"),  # the 78-card cut card falls outside
        ('[punto_banco]\ntable_min = "100"\n', "punto_banco.table_min"),  # PB-03: 10 x, not 20
        ('[trente_quarante]\ntable_min = "100"\n', "trente_quarante.table_min"),  # TQ-05
        ('[boule]\ntable_min = "5"\n', "boule.table_min"),  # BO-03: 100 is 20 x 5, not 40
        ('[roulette]\ntable_min = "200"\n', "roulette.table_min"),  # above the plein maximum
        ('[craps]\ntable_min = "50"\n', "craps.table_min"),  # CR-15: 500 is 10 x 50
        ("[craps]\nsimple_max_times_min_low = 200\n", "craps.simple_max_times_min_low"),
        ("[craps]\nmultiple_max_times_high = 0\n", "craps.multiple_max_times_high"),
        ('[[chips]]\nvalue = "3"\ncolour = "red"\n', "chips"),  # MO-01: 10 is not 3s
    ],
)
def test_a_cross_field_refusal_names_the_house_file_and_its_field(
    tmp_path: Path, override: str, field: str
) -> None:
    assert refusal(tmp_path, override).field == field


def test_spain_1979_house_refusal_names_the_house_file(tmp_path: Path) -> None:
    error = refusal(tmp_path, "[craps]\nbets_multiple_of_min = true\n", "spain-1979")
    assert error.field == "craps.bets_multiple_of_min"


def test_a_complete_rulebook_file_is_named_in_its_own_refusals(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    path.write_text(
        'id = "club"\nname = "Club"\nextends = "andorra-2025"\n[blackjack]\ndecks = 1\n', "utf-8"
    )
    with pytest.raises(RulebookError) as info:
        rulebooks.load_file(path)
    assert (info.value.source, info.value.field) == (str(path), "blackjack.decks")


@pytest.mark.parametrize(
    "text",
    ["a = " + "[" * 5000 + "]" * 5000 + "\n", "a" + ".a" * 3000 + " = 1\n", "x" * 300_000],
)
def test_a_monstrous_file_is_refused_not_a_crash(tmp_path: Path, text: str) -> None:
    refusal(tmp_path, text)


def test_a_folder_where_the_file_should_be_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "house_rules.toml"
    folder.mkdir()
    with pytest.raises(RulebookError) as info:
        rulebooks.load(house_rules=folder)
    assert info.value.source == str(folder)


# --------------------------------------------------------------------------- whole-book checks
# Found by the house-rules property test: files the field checks accepted that no table (or no
# drill of it) could run.


def test_a_chip_set_largest_first_cannot_pay_in_fewest_chips_is_refused(tmp_path: Path) -> None:
    # 4 = 2 + 2, but a croupier paying largest first gives 2.50 + 0.50 + 0.50 + 0.50 (MO-01);
    # the fewest-chips search behind such a set made the insurance drill take two seconds.
    chips = ("0.50 grey", "2 green", "2.50 pink", "10 blue", "25 black")
    text = "".join(
        f'[[chips]]\nvalue = "{v}"\ncolour = "{c}"\n' for v, c in (x.split() for x in chips)
    )
    error = refusal(tmp_path, text)
    assert error.field == "chips"
    assert "€4: €2 + €2, not €2.50 + €0.50 + €0.50 + €0.50" in error.problem


@pytest.mark.parametrize(
    ("override", "field", "says"),
    [
        # PB-03: a twelfth of 1,000 is no stake (it broke format_amount mid-question)
        ('[punto_banco]\ntie_max_fraction_of_max = "1/12"\n', "tie_max_fraction", "MO-01"),
        ('[punto_banco]\ntie_max_fraction_of_max = "1/3"\n', "tie_max_fraction", "1/10"),
        # PB-03: a tie maximum of 5 below the 10 minimum: no tie bet at all
        ('[punto_banco]\ntie_max_fraction_of_max = "1/200"\n', "tie_max_fraction", "PB-03"),
        # RO-12: a column or dozen is limited to half the simple maximum, here below 5
        ('[roulette]\nsimple_max = "8"\n', "roulette.simple_max", "RO-12"),
        # CR-15: the decrees' range is 20 or 100 to 1,000 times the minimum
        ("[craps]\nsimple_max_times_min_low = 1\n", "simple_max_times_min_low", "outside"),
        ("[craps.lay_max_percent]\n4 = 0\n", "craps.lay_max_percent.4", "outside"),
        # CR-14: a lay maximum of 1 % of a 100 simple maximum is 1, below the 5 minimum
        (
            '[craps]\nsimple_max = "100"\nmultiple_max_times = 3\n[craps.lay_max_percent]\n4 = 1\n',
            "craps.lay_max_percent.4",
            "CR-14",
        ),
        # CR-11: no odds at all leaves the odds drill nothing to pay
        ("[craps]\nodds_take_max_percent = 0\n", "odds_take_max_percent", "CR-11"),
        # CR-15, MO-04: at a 100 simple maximum (20 x 5), craps 2 at 30 to 1 may stake 3.50
        ('[craps]\nsimple_max = "100"\n', "craps.simple_max", "Craps 2"),
    ],
)
def test_a_bet_no_player_could_make_is_refused(
    tmp_path: Path, override: str, field: str, says: str
) -> None:
    error = refusal(tmp_path, override)
    assert field in error.field, error
    assert says in str(error)


def test_a_craps_table_at_twenty_times_with_triple_multiple_bets_loads(tmp_path: Path) -> None:
    # CR-15: the same 100 simple maximum is a table once multiple bets may win three times it.
    path = house_file(tmp_path, '[craps]\nsimple_max = "100"\nmultiple_max_times = 3\n')
    assert rulebooks.load(house_rules=path).craps.simple_max == Decimal(100)


def test_a_chip_set_largest_first_cannot_even_make_an_amount_is_refused_fast(
    tmp_path: Path,
) -> None:
    # 1, 2 and 2.50: largest first leaves 0.50 of 3 unpaid (2.50, then no 0.50 chip), which
    # 2 + 1 pays. Looking for an amount paid with too many chips instead (there is none) hung
    # the loader for seconds.
    chips = ("1 orange", "2 blue", "2.50 yellow", "50 green", "1000 red", "5000 yellow")
    text = "".join(
        f'[[chips]]\nvalue = "{v}"\ncolour = "{c}"\n' for v, c in (x.split() for x in chips)
    )
    error = refusal(tmp_path, text)
    assert error.field == "chips"
    assert "€3: €2 + €1, which largest first cannot make" in error.problem


def test_every_number_field_is_bounded() -> None:
    # Issue 13: every field is validated with bounds. Whole numbers, rates and fractions carry
    # them in their metadata; amounts and ratios are bounded by their type (at most
    # MAX_AMOUNT, at most cents; 1 to 1,000 each side); tables of numbers in their section.
    def walk(cls: type) -> list[tuple[str, type, Mapping[str, object]]]:
        hints = typing.get_type_hints(cls)
        found = []
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            kind = hints[f.name]
            if dataclasses.is_dataclass(kind) and kind is not Ratio:
                found += walk(kind)  # type: ignore[arg-type]
            else:
                found.append((f"{cls.__name__}.{f.name}", kind, f.metadata))
        return found

    for section in (BlackjackRules, PuntoBancoRules, CheminDeFerRules, TrenteQuaranteRules):
        for name, kind, meta in walk(section):
            if kind in (int, Fraction) or "places" in meta:
                assert "max" in meta and ("min" in meta or "above" in meta), name
    for name, kind, meta in walk(CrapsRules):
        if kind is int:
            assert "max" in meta and "min" in meta, name
