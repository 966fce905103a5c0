"""Money: ratios, typed amounts, display, chips and the rounding policy."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.errors import AmountError, ChipError
from trainer.money import (
    LOCALES,
    Chip,
    ChipSet,
    Ratio,
    Rounding,
    chip_breakdown,
    chips_total,
    deduction,
    exact_text,
    format_amount,
    min_stake_for_win,
    on_chip,
    parse_amount,
    payout,
    round_payout,
    stakes_between,
)
from trainer.rulebooks import default

D = Decimal


# --------------------------------------------------------------------------- ratios


@pytest.mark.parametrize(
    ("text", "to", "per"),
    [
        ("3:2", 3, 2),
        ("3 to 2", 3, 2),
        ("3 a 2", 3, 2),
        ("7 per 6", 7, 6),  # the Catalan seed: "7 per 6" is 7 to 6 (CR-13)
        ("7 por 6", 7, 6),  # the Spanish seed
        ("5 to 11", 5, 11),
        (" 1 : 2 ", 1, 2),
    ],
)
def test_ratio_parses_to_forms(text: str, to: int, per: int) -> None:
    assert Ratio.parse(text) == Ratio(to, per)


def test_ratio_for_form_includes_the_stake() -> None:
    # "30 for 1" returns 30 including the 1 staked: 29 to 1.
    assert Ratio.parse("30 for 1") == Ratio(29, 1)
    # "9 for 5" returns 9 per 5 staked: 4 to 5.
    assert Ratio.parse("9 for 5") == Ratio(4, 5)
    assert Ratio(29, 1).for_form() == "30 for 1"
    # The two forms differ: "30 to 1" is not "30 for 1".
    assert Ratio.parse("30 to 1") != Ratio.parse("30 for 1")


@pytest.mark.parametrize("bad", ["", "3", "3:", "a:b", "3 for 5", "-3:2", "3:0"])
def test_ratio_refuses_malformed_text(bad: str) -> None:
    with pytest.raises(ValueError):
        Ratio.parse(bad)


def test_ratio_pay_gives_winnings_without_stake() -> None:
    assert Ratio(3, 2).pay(D(35)) == D("52.50")  # BJ-10: 35 x 3 / 2
    assert Ratio(6, 5).pay(D(10)) == D(12)  # CR-11 odds on 6: 10 x 6 / 5
    assert Ratio(7, 6).pay(D(12)) == D(14)  # CR-13 place 6
    assert Ratio(1, 2).pay(D(20)) == D(10)  # RO-08
    # A part-cent is dropped: 5 to 11 on 10 is 4.5454..., paid 4.54.
    assert Ratio(5, 11).pay(D(10)) == D("4.54")
    assert Ratio(5, 11).exact(D(10)) == Fraction(50, 11)


# --------------------------------------------------------------------------- amounts


@pytest.mark.parametrize(
    ("text", "locale", "value"),
    [
        ("37.50", "en", "37.50"),
        ("37,50", "ca", "37.50"),
        ("37,50", "es", "37.50"),
        ("37.5", "en", "37.5"),
        ("37½", "en", "37.5"),
        ("37 ½", "ca", "37.5"),
        ("1.250,00", "ca", "1250"),
        ("1.250,00", "es", "1250"),
        ("1,250.00", "en", "1250"),
        ("€37.50", "en", "37.50"),
        ("37,50 €", "es", "37.50"),
        ("  52.50  ", "en", "52.50"),
        ("1.250", "es", "1250"),  # thousands separator of the locale
        ("1,250", "en", "1250"),
        ("1,250,000", "en", "1250000"),
        ("0,5", "ca", "0.5"),
        ("35", "ca", "35"),
        ("37.50", "es", "37.50"),  # a dot with two decimals cannot be thousands
        ("37.505,5", "en", "37505.5"),  # both separators: the last one is the decimal
        ("12€50", "ca", "12.50"),  # the euro sign where the decimal goes, as often written
        ("7€50", "es", "7.50"),
        ("7€50", "en", "7.50"),
        ("7 € 50", "ca", "7.50"),
        ("1 250,50", "ca", "1250.50"),  # a space between thousands, as printed in ca/es
        ("1 250,50", "es", "1250.50"),
        ("1 250.50", "en", "1250.50"),
    ],
)
def test_parse_amount_accepts_what_croupiers_type(text: str, locale: str, value: str) -> None:
    assert parse_amount(text, locale) == D(value)


@pytest.mark.parametrize(
    ("text", "locale", "hint"),
    [
        ("1,250", "ca", "ambiguous"),  # comma is Catalan decimal, but 3 digits: thousands?
        ("1.250", "en", "ambiguous"),
        ("abc", "en", "not an amount"),
        ("", "es", "type an amount"),
        ("12.345", "en", "ambiguous"),
        ("1.2345", "ca", "groups of three"),
        ("1000000000", "en", "more than any table"),
        ("-5", "en", "negative"),
        ("1,2,3", "en", "groups of three"),
        ("3½5", "en", "½"),
        ("1.250.50", "es", "groups of three"),
        ("1$2", "en", "currency sign between"),  # never digits joined across a sign
        ("12€5", "ca", "currency sign between"),
        ("1€2,50", "es", "currency sign between"),
        ("0.001", "ca", "to the cent"),  # not read as 1 (a thousands group after 0)
        ("0.001", "es", "to the cent"),
        ("0,001", "en", "to the cent"),
    ],
)
def test_parse_amount_refuses_with_a_message(text: str, locale: str, hint: str) -> None:
    with pytest.raises(AmountError) as info:
        parse_amount(text, locale)
    assert hint in str(info.value)


def test_format_amount_by_locale() -> None:
    assert format_amount(D("37.5"), "ca") == "37,50 €"
    assert format_amount(D("37.50"), "es") == "37,50 €"
    assert format_amount(D("37.50"), "en") == "€37.50"
    assert format_amount(D("1250"), "en") == "€1,250"
    assert format_amount(D("1250.5"), "es") == "1.250,50 €"


amounts = st.decimals(min_value=0, max_value=10_000_000, places=2, allow_nan=False)


@settings(max_examples=300)
@given(amount=amounts, locale=st.sampled_from(LOCALES))
def test_parse_of_format_is_identity(amount: Decimal, locale: str) -> None:
    assert parse_amount(format_amount(amount, locale), locale) == amount


@settings(max_examples=500)
@given(text=st.text(), locale=st.sampled_from(LOCALES))
def test_parse_amount_raises_only_amount_error(text: str, locale: str) -> None:
    try:
        value = parse_amount(text, locale)
    except AmountError:
        return
    assert value >= 0 and value == value.quantize(D("0.01"))


@settings(max_examples=300)
@given(text=st.text(alphabet="0123456789.,€ ½-", max_size=12), locale=st.sampled_from(LOCALES))
def test_parse_amount_on_amount_like_text(text: str, locale: str) -> None:
    # Amount-like noise either parses to a value that displays and parses back the same,
    # or is refused with AmountError; nothing else escapes.
    try:
        value = parse_amount(text, locale)
    except AmountError:
        return
    assert parse_amount(format_amount(value, locale), locale) == value


# --------------------------------------------------------------------------- chips

SET = default().chip_set


def test_fewest_chips_for_a_blackjack_payout() -> None:
    # 52.50 = 2 x 25 + 1 x 2.50
    assert chip_breakdown(D("52.50"), SET) == {D(25): 2, D("2.50"): 1}


def test_amount_the_set_cannot_make_is_an_error() -> None:
    no_small = ChipSet([Chip(D(5), "red"), Chip(D(25), "green"), Chip(D(100), "black")])
    with pytest.raises(ChipError, match="cannot be made"):
        chip_breakdown(D("22.50"), no_small)


def test_non_canonical_set_still_gives_fewest_chips() -> None:
    # With 1, 3 and 4: greedy pays 6 as 4+1+1 (3 chips); the fewest is 3+3 (2 chips).
    odd = ChipSet([Chip(D(1), "white"), Chip(D(3), "x"), Chip(D(4), "y")])
    assert not odd.canonical
    assert chip_breakdown(D(6), odd) == {D(3): 2}
    # 1006 = 250 x 4 + 2 x 3: 252 chips, and no fewer since 1006 / 4 > 251.
    assert sum(chip_breakdown(D(1006), odd).values()) == 252
    assert chips_total(chip_breakdown(D(1006), odd)) == D(1006)


def test_default_set_is_canonical() -> None:
    assert SET.canonical


@settings(max_examples=300)
@given(cents=st.integers(min_value=0, max_value=5_000_000))
def test_breakdown_sums_to_the_amount(cents: int) -> None:
    amount = D(cents) / 100
    try:
        counts = chip_breakdown(amount, SET)
    except ChipError:
        assert cents % 50, "every multiple of the 0.50 chip can be paid"
        return
    assert chips_total(counts) == amount
    assert all(n > 0 for n in counts.values())


@settings(max_examples=100)
@given(
    values=st.lists(st.integers(min_value=1, max_value=40), min_size=1, max_size=4, unique=True),
    amount=st.integers(min_value=0, max_value=400),
)
def test_breakdown_is_fewest_against_brute_force(values: list[int], amount: int) -> None:
    chips = ChipSet([Chip(D(v), f"c{v}") for v in values])
    best: list[int | None] = [0] + [None] * amount
    for n in range(1, amount + 1):
        options = [best[n - v] for v in values if v <= n and best[n - v] is not None]
        best[n] = min(o for o in options if o is not None) + 1 if options else None
    if best[amount] is None:
        with pytest.raises(ChipError):
            chip_breakdown(D(amount), chips)
    else:
        counts = chip_breakdown(D(amount), chips)
        assert chips_total(counts) == amount
        assert sum(counts.values()) == best[amount]


# --------------------------------------------------------------------------- rounding


def test_rounding_policy_exact_pays_to_the_cent() -> None:
    # Lay 4 at 5 to 11 on 10: 50/11 = 4.5454... -> 4.54 to the cent.
    assert round_payout(Fraction(50, 11), Rounding.EXACT, SET) == D("4.54")


def test_rounding_policy_down_to_chip() -> None:
    # 4.5454 down to the 0.50 chip: 4.50; 52.50 stays 52.50.
    assert round_payout(Fraction(50, 11), Rounding.DOWN_TO_CHIP, SET) == D("4.50")
    assert round_payout(D("52.50"), Rounding.DOWN_TO_CHIP, SET) == D("52.50")
    assert round_payout(D("52.49"), Rounding.DOWN_TO_CHIP, SET) == D("52.00")


def test_mo_02_payout_rounds_down_to_the_smallest_chip() -> None:
    # 3 to 2 on 7.50 = 11.25: the croupier pays 11.00 with 0.50 the smallest chip (MO-02).
    paid = payout(Fraction(45, 4), Rounding.DOWN_TO_CHIP, SET)
    assert (paid.exact, paid.amount, paid.rule) == (Fraction(45, 4), D("11"), "MO-02")
    assert paid.rounded
    # Half back of 2.50 en prison = 1.25 -> 1.00 (MO-02).
    assert payout(Fraction(5, 4), Rounding.DOWN_TO_CHIP, SET).amount == D("1")


def test_mo_03_deduction_rounds_up_to_the_smallest_chip() -> None:
    # 5% of 17.50 = 0.875: the commission taken is 1.00 (MO-03).
    taken = deduction(Fraction(7, 8), Rounding.DOWN_TO_CHIP, SET)
    assert (taken.amount, taken.rule) == (D("1"), "MO-03")
    # 5% of 10 = 0.50 falls on the chip: nothing rounded.
    exact = deduction(Fraction(1, 2), Rounding.DOWN_TO_CHIP, SET)
    assert (exact.amount, exact.rule, exact.rounded) == (D("0.5"), "", False)


def test_mo_05_exact_setting_pays_down_and_deducts_up_to_the_cent() -> None:
    assert payout(Fraction(50, 11), Rounding.EXACT, SET).amount == D("4.54")
    taken = deduction(Fraction(7, 8), Rounding.EXACT, SET)
    assert (taken.amount, taken.rule) == (D("0.88"), "MO-05")
    assert payout(Fraction(45, 4), Rounding.EXACT, SET).rule == ""  # 11.25 is a cent amount


def test_mo_04_smallest_stake_on_the_chip_for_a_win() -> None:
    # Any craps 7 to 1, simple-bet maximum win 500: 500/7 = 71.43 -> 71.50 wins 500.50.
    assert min_stake_for_win(Ratio(7, 1), D(500), SET) == D("71.50")
    # A win that falls exactly: 35 to 1 for 350 needs 10.
    assert min_stake_for_win(Ratio(35, 1), D(350), SET) == D("10")


def test_mo_01_stakes_a_player_could_make() -> None:
    assert stakes_between(D("9.70"), D("11"), SET) == [D("10"), D("10.50"), D("11")]
    # Multiples of a 10 minimum (PB-03, CR-15) within 10..40.
    assert stakes_between(D(10), D(40), SET, multiple_of=D(10)) == [D(v) for v in (10, 20, 30, 40)]
    assert on_chip(D("12.50"), SET) and not on_chip(D("12.25"), SET)


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (Fraction(7, 8), "0.875"),
        (Fraction(35, 3), "11.6667…"),
        (Fraction(5), "5"),
        (Fraction(1, 20), "0.05"),
    ],
)
def test_exact_amounts_in_worked_solutions(value: Fraction, shown: str) -> None:
    assert exact_text(value) == shown
