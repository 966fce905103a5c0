"""Numbers, amounts, plurals and error messages in the reader's language (issue 15, Words).

Expected strings are written by hand from CLDR's rules for Catalan, Spanish and English: a
decimal comma and a thousands dot in ca/es, "1 dia" but "0 dies", "2 dies", "5 dies"; nothing
is copied from the code under test.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from datetime import date
from decimal import Decimal

import pytest

from trainer.drills import catalog
from trainer.drills.base import (
    LEVELS,
    Option,
    Question,
    Response,
    ResponseKind,
    UnparsableResponse,
    text,
)
from trainer.errors import AmountError
from trainer.i18n import _flatten, catalogue, missing, plural_param, translate
from trainer.locale_format import (
    format_day,
    format_number,
    format_percent_of,
    format_seconds,
    format_target,
    plural_category,
)
from trainer.money import format_amount, parse_amount
from trainer.scene import Scene

NBSP = "\u00a0"

# --------------------------------------------------------------------------- plurals


@pytest.mark.parametrize("locale", ["ca", "es", "en"])
@pytest.mark.parametrize(
    ("count", "category"), [(0, "other"), (1, "one"), (2, "other"), (5, "other")]
)
def test_cldr_plural_category_of_0_1_2_5(locale: str, count: int, category: str) -> None:
    # ca, es and en: "one" is exactly 1; 0 is plural in all three ("0 dies", "0 días").
    assert plural_category(count, locale) == category


@pytest.mark.parametrize(
    ("locale", "words"),
    [
        ("ca", ["0 fitxes", "1 fitxa", "2 fitxes", "5 fitxes"]),
        ("es", ["0 fichas", "1 ficha", "2 fichas", "5 fichas"]),
        ("en", ["0 chips", "1 chip", "2 chips", "5 chips"]),
    ],
)
def test_plural_message_picks_the_form_by_cldr_rule(locale: str, words: list[str]) -> None:
    rendered = [translate("answers.count.chips", locale, {"n": str(n)}) for n in (0, 1, 2, 5)]
    assert rendered == words


@pytest.mark.parametrize(
    ("fewest", "words"),
    [
        ("1", "Importe correcto, pero 3 fichas cuando basta una."),
        ("2", "Importe correcto, pero 3 fichas cuando bastan 2."),
    ],
)
def test_too_many_chips_agrees_with_the_fewest_count(fewest: str, words: str) -> None:
    assert translate("common.chips.not_fewest", "es", {"used": "3", "fewest": fewest}) == words


def test_plural_count_is_grouped_by_locale() -> None:
    assert translate("answers.count.units", "ca", {"n": "1250"}) == "1.250 unitats"
    assert translate("answers.count.units", "en", {"n": "1250"}) == "1,250 units"


def test_plural_message_names_its_counting_parameter() -> None:
    assert plural_param("answers.count.cards") == "n"
    assert plural_param("common.yes") is None


def test_plural_forms_must_include_other_and_name_the_parameter() -> None:
    with pytest.raises(ValueError, match="'other'"):
        list(_flatten("x", {"plural": "n", "en": {"one": "1 chip"}, "ca": "a", "es": "b"}))
    with pytest.raises(ValueError, match="plural"):
        list(_flatten("x", {"en": {"one": "1 chip", "other": "{n} chips"}}))


def test_every_plural_message_has_the_forms_each_language_needs() -> None:
    plurals = [code for code in catalogue() if plural_param(code)]
    assert plurals, "the catalogue has plural messages"
    assert [code for code in plurals if missing(code)] == []


# --------------------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    ("locale", "seconds", "target", "share"),
    [
        ("ca", "11,6 s", "2,5 s", f"77{NBSP}%"),
        ("es", "11,6 s", "2,5 s", f"77{NBSP}%"),
        ("en", "11.6 s", "2.5 s", "77%"),
    ],
)
def test_seconds_targets_and_percentages_by_locale(
    locale: str, seconds: str, target: str, share: str
) -> None:
    assert format_seconds(11.62, locale) == seconds
    assert format_target(2.5, locale) == target
    assert format_target(6.0, locale) == "6 s"
    assert format_percent_of(0.77, locale) == share


@pytest.mark.parametrize(
    ("locale", "small", "grouped"),
    [("ca", "0,05", "1.250,5"), ("es", "0,05", "1.250,5"), ("en", "0.05", "1,250.5")],
)
def test_decimal_numbers_keep_every_digit(locale: str, small: str, grouped: str) -> None:
    assert format_number(Decimal("0.05"), locale) == small
    assert format_number(Decimal("1250.5"), locale) == grouped
    assert format_number(Decimal("0.8750"), locale).rstrip("0") in ("0,875", "0.875")


def test_number_spec_writes_each_number_of_an_expression() -> None:
    # common.rounding.down: "Exactly {exact:number}; ...: pay {amount:money}."
    words = translate("common.rounding.down", "es", {"exact": "11.6667…", "amount": "11.50"})
    assert words.startswith("Exactamente 11,6667…;") and words.endswith("pague 11,50 €.")


@pytest.mark.parametrize(
    ("locale", "words"),
    [("ca", "5 de gen. 2026"), ("es", "5 ene 2026"), ("en", "Jan 5, 2026")],
)
def test_days_by_locale(locale: str, words: str) -> None:
    assert format_day(date(2026, 1, 5), locale) == words


@pytest.mark.parametrize(
    ("amount", "ca", "es", "en"),
    [
        ("2.50", "2,50 €", "2,50 €", "€2.50"),
        ("35", "35 €", "35 €", "€35"),
        ("1250.50", "1.250,50 €", "1.250,50 €", "€1,250.50"),
        # Spanish groups four digits too (trainer.locale_format: typed back the same way)
        ("1250", "1.250 €", "1.250 €", "€1,250"),
        ("-7.05", "-7,05 €", "-7,05 €", "-€7.05"),
    ],
)
def test_amounts_keep_their_written_form(amount: str, ca: str, es: str, en: str) -> None:
    value = Decimal(amount)
    assert (format_amount(value, "ca"), format_amount(value, "es")) == (ca, es)
    assert format_amount(value, "en") == en


# --------------------------------------------------------------------------- errors in words

ENGLISH = re.compile(r"\b(the|an|is|not|type|write|amount|digits|between)\b", re.IGNORECASE)


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("", "answers.amount.empty"),
        ("abc", "answers.amount.not_digits"),
        ("-5", "answers.amount.negative"),
        ("1,2,3,4", "answers.amount.groups"),
        ("12€5", "answers.amount.sign_inside"),
        ("1.250,5.0", "answers.amount.mixed"),
        ("2,5555", "answers.amount.cents"),
        ("1.2½", "answers.amount.half"),
        ("9999999999", "answers.amount.too_large"),
    ],
)
def test_amount_errors_carry_a_message_code_read_in_every_language(typed: str, code: str) -> None:
    with pytest.raises(AmountError) as caught:
        parse_amount(typed, "ca")
    assert caught.value.code == code
    for locale in ("ca", "es"):
        words = translate(code, locale, caught.value.params)
        assert words != code and not ENGLISH.search(words), words
    assert translate(code, "en", caught.value.params) != translate(code, "ca", caught.value.params)


def test_ambiguous_separator_is_explained_in_catalan() -> None:
    with pytest.raises(AmountError) as caught:
        parse_amount("1,250", "ca")
    words = translate(caught.value.code, "ca", caught.value.params)
    assert words == "«1,250» és ambigu: «,» separa els decimals o els milers? Escriviu 1.250,50."


def _question(kind: ResponseKind, expected: object) -> Question:
    """A question of `kind` with two options, "a" and "b" (any drill's will do as a base)."""
    base = catalog.all()[0].generate(random.Random(1), 1)
    return replace(
        base,
        kind=kind,
        options=(Option("a", text("common.yes")), Option("b", text("common.no"))),
        expected=expected,
    )


@pytest.mark.parametrize(
    ("kind", "value", "code"),
    [
        ("amount", "abc", "answers.amount.not_digits"),
        ("amount", "", "answers.amount.empty"),
        ("choice", "zzz", "answers.choice.one"),
        ("choices", ["zzz"], "answers.choice.shown"),
        ("ordering", ["a"], "answers.ordering.once"),
        ("chips", {"1": "x"}, "answers.chips.whole"),
        ("chips", {"1": "-1"}, "answers.chips.negative"),
    ],
)
def test_unreadable_answers_say_why_in_the_readers_language(
    kind: str, value: object, code: str
) -> None:
    expected: object = ["a", "b"] if kind == "ordering" else "a"
    question = _question(kind, expected)  # type: ignore[arg-type]
    with pytest.raises(UnparsableResponse) as caught:
        question.grade(Response(kind, value, "es"), 1.0)  # type: ignore[arg-type]
    assert caught.value.words.code == code
    words = translate(code, "es", caught.value.words.params)
    assert words != code and not ENGLISH.search(words)


def test_settlement_feedback_names_the_bet_in_words() -> None:
    drill = catalog.get("punto_banco.settle-coup")
    question = drill.generate(random.Random(3), 2)
    wrong = {
        item: {"outcome": want["outcome"], "amount": str(Decimal(want["amount"]) + 1)}
        for item, want in question.expected.items()
    }
    grade = question.grade(Response("settlement", wrong, "en"), 1.0)
    assert grade.feedback
    for locale in ("ca", "es", "en"):
        for note in grade.feedback:
            words = translate(note.code, locale, note.params)
            assert not re.search(r"seat\d|\w+:\w+|[{}]", words), words
    first = next(iter(question.expected))
    label = next(o.label for o in question.options if o.key == first)
    assert translate(label.code, "ca", label.params) in translate(
        grade.feedback[0].code, "ca", grade.feedback[0].params
    )


def test_feedback_stored_with_a_spot_id_still_reads_in_words() -> None:
    words = translate("common.settlement.wrong_item", "ca", {"item": "box6"})
    assert words == "Reviseu aquesta aposta: Casella 6."


# --------------------------------------------------------------------------- level notes


@pytest.mark.parametrize("drill", catalog.all(), ids=lambda d: d.id)
def test_level_notes_are_written_in_every_language(drill: object) -> None:
    for level in LEVELS:
        spec = drill.levels[level]  # type: ignore[attr-defined]
        note = drill.level_note(level)  # type: ignore[attr-defined]
        assert note is not None, "every level says what changes"
        assert missing(note.code) == []
        assert translate(note.code, "en") == spec.note  # the catalogue listing's words


def test_scene_info_unit_survives_a_replay() -> None:
    scene = Scene(game="roulette", info={"unit": "chips"})
    assert Scene.from_dict(scene.to_dict()).info["unit"] == "chips"
