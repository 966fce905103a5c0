"""The table speaks the trainee's language (issue 16 §1: calls and spot words are message
keys): every cue, act, worked detail, hint, duty, incident and red line of every table over
sessions with every incident is rendered in ca, es and en from the catalogue, and checked: no
message code or raw bet id shows, and Catalan and Spanish pass the drills' wording checks."""

from __future__ import annotations

import re

import pytest

from tests.trainer.drills.test_wording import BAD
from tests.trainer.table.croupier import deal_perfectly
from trainer.i18n import catalogue, missing
from trainer.money import LOCALES
from trainer.rulebooks import default
from trainer.table.acts import Act
from trainer.table.games import TABLE_GAMES
from trainer.table.procedure import procedure, red_line_words, red_lines
from trainer.table.session import TableSession
from trainer.table.words import act_words, target_words, unpack, words

# a code, a raw id of the act notation or a Python repr left in text meant for a reader
LEAKS = re.compile(
    r"\btable\.[a-z_]+\.|\b(?:box|seat|p)\d+\b|@p\d|\w+:\w+[:@]|_|\{|\}|\bNone\b|\[\]|'code'"
)


def _texts(game: str, locale: str) -> set[str]:
    session = TableSession(game, "table_ready", rulebook=default(), seed=5, coups=150)
    deal_perfectly(session)
    found: set[str] = set()
    for coup in range(1, 151):
        for step in session.coup_steps(coup):
            for stored in (step.cue, step.detail):
                if stored:
                    assert unpack(stored) is not None, stored  # messages, never free text
                    found.add(words(stored, locale))
            found.add(act_words(step.act, locale))
            found.add(step.duty.words(locale))
            if step.act.target:
                found.add(target_words(step.act.target, locale))
    for incident in procedure(game).incidents:
        found.add(incident.words(locale))
    return found


def test_every_table_message_is_in_the_three_languages() -> None:
    codes = [c for c in catalogue() if c.startswith("table.")]
    assert len(codes) > 300
    assert {c: missing(c) for c in codes if missing(c)} == {}
    for game in TABLE_GAMES:
        for phase in procedure(game).phases:
            for duty in phase.duties:
                assert f"table.duty.{game}.{duty.id}" in catalogue()
        for incident in procedure(game).incidents:
            assert f"table.incident.{game}.{incident.id}" in catalogue()
    for red_line in red_lines():
        assert all(red_line_words(red_line, loc) != f"table.red_line.{red_line}" for loc in LOCALES)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", TABLE_GAMES)
def test_every_word_of_a_table_reads_in_the_language(game: str, locale: str) -> None:
    for said in _texts(game, locale):
        assert said and not LEAKS.search(said), said
        for pattern, why in BAD.get(locale, ()):
            assert not re.search(pattern, said, flags=re.IGNORECASE), (said, why)


def test_bets_and_hands_in_words() -> None:
    assert target_words("box3", "ca") == "Casella 3"
    assert target_words("seat2:banker", "es") == "Asiento 2, banca"
    assert target_words("plein:17", "ca") == "Ple 17"
    assert target_words("prison:rouge", "es") == "Prisión: Rojo"
    assert target_words("come:6@p2", "ca") == "Come al 6 (jugador 2)"
    assert target_words("couleur@p4", "en") == "Couleur (player 4)"
    assert target_words("impair/2", "ca") == "Senar (drap 2)"
    assert target_words("p3", "es") == "Jugador 3"
    assert act_words(Act("pay", "box1", __import__("decimal").Decimal("37.5")), "ca") == (
        "Pagueu: Casella 1, 37,50 €"
    )
    assert act_words(Act("call", choice="no_more_bets"), "es") == "Anuncie: «No va más»"
    assert act_words(Act("stand", "player"), "ca") == "El punt es planta"
    assert act_words(Act("burn", choice="1"), "ca") == "Cremeu 1 carta"
    assert act_words(Act("announce", choice="17, noir, impair, manque"), "es") == (
        "Anuncie: «17, negro, impar, falta»"
    )
