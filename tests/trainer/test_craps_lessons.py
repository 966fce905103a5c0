"""The craps lesson teaches issue 12's clarified rules in every language, with the worked
figures done by hand here: MO-04's maximum, the rounding of a payout, and what differs between
`andorra-2025` and `spain-1979` (CR-05, CR-14, CR-17, CR-18)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from trainer.lessons import load
from trainer.money import format_amount

LANGS = ("ca", "es", "en")


def money(amount: str, lang: str) -> str:
    return format_amount(Decimal(amount), lang)


def paragraph(text: str, rule: str) -> str:
    """The lesson's text from the rule's anchor to the next anchor, its lines joined (a quote
    may be wrapped)."""
    start = text.index(f'<a name="{rule}"></a>')
    end = text.find('<a name="', start + 1)
    return " ".join(text[start : end if end != -1 else len(text)].split())


@pytest.mark.parametrize("lang", LANGS)
def test_cr_15_mo_04_any_craps_maximum_is_71_50(lang: str) -> None:
    cr15 = paragraph(load("craps", lang).markdown, "CR-15")
    assert "500 ÷ 7" in cr15 and "MO-04" in cr15
    assert money("71.50", lang) in cr15  # 500 / 7 = 71.43 -> 71.50 on the 0.50 chip
    assert money("500.50", lang) in cr15  # 7 x 71.50
    assert money("75", lang) in cr15  # multiples of the 5 minimum: 75 (wins 525)
    assert money("18.50", lang) in cr15  # 150 % of 12.50 = 18.75 -> 18.50 (MO-01)


@pytest.mark.parametrize("lang", LANGS)
def test_mo_02_mo_05_rounding_worked_in_the_lesson(lang: str) -> None:
    text = load("craps", lang).markdown
    cr11 = paragraph(text, "CR-11")
    # odds of 7 on the 6 at 6 to 5: 8.40 -> 8 on the 0.50 chip (MO-02), 8.40 to the cent (MO-05)
    assert "7 × 6 ÷ 5" in cr11 and money("8", lang) in cr11 and money("8.40", lang) in cr11
    assert "MO-02" in cr11 and "MO-05" in cr11
    # place 5.50 on the 6 at 7 to 6: 6.4166... -> 6 or 6.41; lay 10 on the 4: 4.5454 -> 4.50 or 4.54
    for figure in ("6.41", "4.50", "4.54"):
        assert money(figure, lang) in text


@pytest.mark.parametrize("lang", LANGS)
def test_rulebook_differences_are_taught(lang: str) -> None:
    text = load("craps", lang).markdown
    assert "spain-1979" in paragraph(text, "CR-05")  # come bets may be withdrawn there
    cr14 = paragraph(text, "CR-14")
    assert "125%" in cr14 and {"ca": "DECISIÓ", "es": "DECISIÓN", "en": "DECISION"}[lang] in cr14
    cr17 = paragraph(text, "CR-17")
    assert "ambos dados hayan tocado el borde opuesto" in cr17  # seed 001, quoted
    assert "amb la intenció que ambdós daus toquin l'extrem oposat" in cr17  # seed 000, quoted
    assert "spain-1979" in paragraph(text, "CR-18")  # no closing announcement there


@pytest.mark.parametrize(("lang", "words"), [("ca", "resultat nul"), ("es", "resultado nulo")])
def test_cr_03_the_push_in_the_seeds_words(lang: str, words: str) -> None:
    assert words in paragraph(load("craps", lang).markdown, "CR-03")
