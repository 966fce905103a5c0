"""Catalan elides "de" before a number read beginning with a vowel sound (issue 15: "125 de 127
accions correctes" is right, "3 de 11" is not): "u"/"un" and "onze" lead; "vuit", "mil",
"cent" do not. Readings written out by hand."""

from __future__ import annotations

import pytest

from trainer.locale_format import elide, reads_with_vowel


@pytest.mark.parametrize(
    ("number", "vowel"),
    [
        (1, True),  # u / un
        (11, True),  # onze
        (8, False),  # vuit: a consonant sound, "de vuit"
        (80, False),  # vuitanta
        (10, False),  # deu
        (12, False),  # dotze
        (18, False),  # divuit
        (100, False),  # cent
        (111, False),  # cent onze
        (127, False),  # cent vint-i-set
        (1000, False),  # mil
        (1500, False),  # mil cinc-cents
        (11000, True),  # onze mil
        (11500, True),  # onze mil cinc-cents
        (100000, False),  # cent mil
        (1000000, True),  # un milió
        (1000000000, False),  # mil milions
        (11000000, True),  # onze milions
        (0, False),  # zero
    ],
)
def test_which_numbers_are_read_with_a_vowel(number: int, vowel: bool) -> None:
    assert reads_with_vowel(number) is vowel


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("125 de 127 accions correctes", "125 de 127 accions correctes"),
        ("3 de 11 accions correctes", "3 d'11 accions correctes"),
        ("1 de 1 accions correctes", "1 d'1 accions correctes"),
        ("Jugada 2 de 8", "Jugada 2 de 8"),
        ("Jugada 4 de 11", "Jugada 4 d'11"),
        ("repetició: 1 de 2 encerts", "repetició: 1 de 2 encerts"),
        ("la fitxa de 1,50 €", "la fitxa d'1,50 €"),
        ("una banca de 11.000 €", "una banca d'11.000 €"),
        ("una banca de 1.000 €", "una banca de 1.000 €"),
        ("De 1 a 6", "D'1 a 6"),
        ("Competent en 2 de 11 exercicis", "Competent en 2 d'11 exercicis"),
        ("dels 11 exercicis", "dels 11 exercicis"),  # "de" only, whole word
        ("de 18 exercicis", "de 18 exercicis"),
    ],
)
def test_catalan_elides_de_before_those_numbers(text: str, expected: str) -> None:
    assert elide(text, "ca") == expected


def test_other_languages_are_left_as_they_are() -> None:
    assert elide("3 de 11 acciones correctas", "es") == "3 de 11 acciones correctas"
    assert elide("3 of 11 acts right", "en") == "3 of 11 acts right"
