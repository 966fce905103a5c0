"""Spot ids read and written in one place (`trainer.games.spots`), and the croupier's calls of
roulette, boule and craps said from the message catalogues in Catalan, Spanish and English."""

from __future__ import annotations

import itertools

import pytest

from trainer.errors import RuleError
from trainer.games import boule, craps, roulette
from trainer.games.craps import StickCall
from trainer.games.spots import (
    boule_number,
    boule_number_of,
    in_box,
    layout_target,
    odds_base,
    odds_on,
    parse_craps,
    parse_roulette,
    player_target,
    plein,
    prisoner_target,
    roulette_spot,
)
from trainer.i18n import translate

LOCALES = ("ca", "es", "en")

# --------------------------------------------------------------------------- spot ids


def test_every_roulette_position_reads_back_to_its_kind_and_numbers() -> None:
    """RO-02 .. RO-09: each spot id on the layout gives back the kind and numbers it was
    written from (a column and a dozen by their index, a simple chance by its name)."""
    for spot, (kind, numbers) in roulette.SPOTS.items():
        parsed = parse_roulette(spot)
        assert parsed is not None and parsed.kind == kind, spot
        if kind in roulette.INSIDE_KINDS:
            assert parsed.numbers == tuple(sorted(numbers)), spot
            assert roulette_spot(kind, reversed(parsed.numbers)) == spot  # sorted when written
    assert plein(17) == "plein:17" and roulette_spot("cheval", (20, 17)) == "cheval:17-20"
    assert parse_roulette("column:1") == parse_roulette("column:1")
    assert parse_roulette("two_dozens:2-3").where == "2-3"  # type: ignore[union-attr]
    assert roulette_spot("rouge") == "rouge" and parse_roulette("rouge").where == ""  # type: ignore[union-attr]


@pytest.mark.parametrize("text", ["", "plein:", "plein:a", ":17", "red", "cheval:17--20"])
def test_a_malformed_roulette_id_is_not_read(text: str) -> None:
    assert parse_roulette(text) is None


def test_boule_ids() -> None:
    assert [boule_number(n) for n in (1, 9)] == ["number:1", "number:9"]
    assert [boule_number_of(s) for s in ("number:7", "rouge", "number:x")] == [7, None, None]
    assert set(boule.SPOTS) == {boule_number(n) for n in boule.NUMBERS} | set(boule.SIMPLE_CHANCES)


def test_craps_ids_read_whole() -> None:
    """CR-04: a come bet in its box; CR-11/CR-12: odds ride on a flat bet and know its box."""
    point = parse_craps("come:6")
    assert (point.kind, point.number, point.flat) == ("come_point", 6, True)
    odds = parse_craps(odds_on(in_box("dont_come", 4)))
    assert (odds.id, odds.kind, odds.number, odds.base) == (
        "odds:dont_come:4",
        "odds",
        4,
        "dont_come:4",
    )
    assert odds.lay_side and not parse_craps("odds:win").lay_side
    assert parse_craps("hard_8").number == 8 and parse_craps("field").number is None
    assert odds_base("odds:come:6") == "come:6" and odds_base("place:6") == "place:6"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("hard_5", "CR-09"),  # hardways are 4, 6, 8, 10
        ("come:7", "CR-04"),  # no box for 7
        ("place:11", "CR-13"),
        ("lay:3", "CR-14"),
        ("odds:field", "CR-11"),  # odds ride on a line bet or a come point only
        ("odds:come", "CR-11"),
        ("pass", "CR-02"),
    ],
)
def test_a_craps_id_off_the_layout_names_its_rule(text: str, rule: str) -> None:
    with pytest.raises(RuleError) as caught:
        parse_craps(text)
    assert caught.value.rule_id == rule


def test_table_targets() -> None:
    assert player_target("odds:come:6", "p2") == "odds:come:6@p2"
    assert [layout_target("rouge", n) for n in (1, 2)] == ["rouge", "rouge/2"]
    assert prisoner_target("pair") == "prison:pair"


# --------------------------------------------------------------------------- the calls


def _said(code: str, params: object, locale: str) -> str:
    words = translate(code, locale, {k: str(v) for k, v in dict(params).items()})  # type: ignore[call-overload]
    assert words != code and "{" not in words, (code, locale, words)
    return words


def test_ro_14_the_call_of_every_roulette_number_in_three_languages() -> None:
    # 23 is red, odd and passe (RO-01, RO-09): "Vint-i-tres, vermell, senar i passa".
    call = roulette.call(23)
    assert [_said(*call.message, loc) for loc in LOCALES] == [
        "23, vermell, senar i passa",
        "23, rojo, impar y pasa",
        "23, rouge, impair, passe",
    ]
    assert _said(*roulette.call(0).message, "ca") == "Zero"  # no simple chance on zero
    for number in roulette.NUMBERS:
        for locale in LOCALES:
            _said(*roulette.call(number).message, locale)


def test_bo_02_the_call_of_every_boule_number_in_three_languages() -> None:
    # 7 is red, odd and passe (BO-01, BO-02 DECISION passe 6-9); on the 5 no chance wins.
    assert _said(*boule.call(7).message, "es") == "7, rojo, impar y pasa"
    assert _said(*boule.call(5).message, "ca") == "5, cap jugada senzilla"
    for number in boule.NUMBERS:
        for locale in LOCALES:
            _said(*boule.call(number).message, locale)


def test_cr_19_every_stick_call_in_three_languages() -> None:
    """Every pair of dice with the puck off and on every point: a call in each language; the
    hard way, the easy way and the point set are told apart (CR-02, CR-09)."""
    for dice in itertools.product(range(1, 7), repeat=2):
        for point in (None, *craps.NUMBERS):
            for locale in LOCALES:
                _said(*StickCall(dice, point).message, locale)
    assert StickCall((4, 4), None).code == "point 8 (hard 8)"
    assert _said(*StickCall((4, 4), None).message, "ca") == (
        "8 amb doble de 4 (hard 8), el punt és 8"
    )
    assert _said(*StickCall((2, 6), 6).message, "es") == "8 sin doble (easy 8)"
    assert _said(*StickCall((3, 4), 5).message, "en") == "7, seven-out"
    for event in (
        craps.NoMoreBets(),
        craps.LastRollsAnnounced(3),
        craps.NoRoll((1, 2), "off_table"),
    ):
        assert _said(event.message, {}, "ca") in (
            "No hi van més apostes",
            "Les tres últimes tirades",
            "Tirada nul·la",
        )
