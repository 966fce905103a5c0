"""The croupier's calls in the trainee's language (`ui.table.calls`, `ui.table.numbers`):
numbers called as a croupier says them, the full RO-14 call, and every call read back from
what a trainee types: the words shown, other word orders, digits for numbers, accents left
out, French chance words. Expected words are written by hand from the lessons."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from trainer.table.acts import Act, same_act
from ui.table.calls import CallError, call_text, number_call, offered, read_call, stick_calls
from ui.table.numbers import number_name, plain, read_numbers
from ui.table.words import act_words
from ui.translations import install_language


@pytest.fixture
def lang(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    locale = str(request.param)
    install_language(locale)
    yield locale
    install_language("en")


@pytest.mark.parametrize(
    ("n", "ca", "es", "en"),
    [
        (0, "zero", "cero", "zero"),
        (1, "u", "uno", "one"),
        (16, "setze", "dieciséis", "sixteen"),
        (21, "vint-i-u", "veintiuno", "twenty-one"),
        (23, "vint-i-tres", "veintitrés", "twenty-three"),
        (30, "trenta", "treinta", "thirty"),
        (32, "trenta-dos", "treinta y dos", "thirty-two"),
        (36, "trenta-sis", "treinta y seis", "thirty-six"),
    ],
)
def test_numbers_are_named_as_croupiers_call_them(n: int, ca: str, es: str, en: str) -> None:
    assert (number_name(n, "ca"), number_name(n, "es"), number_name(n, "en")) == (ca, es, en)


def test_every_number_name_reads_back_in_every_language() -> None:
    for locale in ("ca", "es", "en"):
        for n in range(41):
            assert read_numbers(plain(number_name(n, locale)).split()) == [
                (n, 0, len(plain(number_name(n, locale)).split()))
            ]
    assert read_numbers(["treinta", "y", "un", "rojo"]) == [(31, 0, 3)]
    assert read_numbers(["vint", "i", "un"]) == [(21, 0, 3)]


@pytest.mark.parametrize(
    ("lang", "call"),
    [
        ("ca", "Vint-i-tres, vermell, senar i passa"),
        ("es", "Veintitrés, rojo, impar y pasa"),
        ("en", "Twenty-three, rouge, impair, passe"),
    ],
    indirect=["lang"],
)
def test_the_ro14_call_in_full(lang: str, call: str) -> None:
    """The roulette catalogue's call (`roulette.croupier.number`), the number in words."""
    assert number_call(23, ["rouge", "impair", "passe"], "roulette", lang) == call
    assert same_act(
        Act("announce", choice="23 rouge impair passe"), read_call(call, "roulette", lang)
    )


@pytest.mark.parametrize("lang", ["ca", "es", "en"], indirect=True)
def test_a_call_is_read_in_any_order_with_digits_and_french_words(lang: str) -> None:
    expected = Act("announce", choice="17 noir impair manque")
    for typed in (
        "17 noir impair manque",
        "disset negre senar manca",
        "diecisiete, negro, impar y falta",
        "seventeen black odd manque",
        "17, manca, negre, senar",
        "DIECISIETE NEGRO IMPAR FALTA",
    ):
        assert same_act(expected, read_call(typed, "roulette", lang)), typed
    assert read_call("zero", "roulette", lang) == Act("announce", choice="0")  # RO-14
    # a number called without its chances is shown as called (a wrong call, judged so)
    one = {"ca": "U", "es": "Uno", "en": "One"}[lang]
    assert act_words(Act("announce", choice="1"), "roulette", lang, "announce") == one


@pytest.mark.parametrize("lang", ["ca", "es", "en"], indirect=True)
def test_every_shown_call_reads_back_as_its_act(lang: str) -> None:
    """What the feedback shows as the expected call, typed back, is that call: every number
    of the wheel, every blackjack total, every baccarat announcement, every fixed call."""
    from trainer.games.boule import call as boule_call
    from trainer.games.roulette import call as roulette_call

    acts: list[tuple[str, Act, str]] = []
    for n in range(37):
        acts.append(("roulette", Act("announce", choice=roulette_call(n).code), "announce"))
    for n in range(1, 10):
        acts.append(("boule", Act("announce", choice=boule_call(n).code), "announce"))
    for said in [*map(str, range(17, 22)), "blackjack", "bust"]:
        acts.append(("blackjack", Act("announce", choice=said), "announce_total"))
    for hand in ("player", "banker"):
        for total in range(10):
            acts.append(
                ("punto_banco", Act("announce", choice=f"{hand} {total}"), "announce_totals")
            )
            acts.append(
                ("punto_banco", Act("announce", choice=f"{hand} {total}"), "announce_winner")
            )
        for total in (8, 9):
            acts.append(
                ("punto_banco", Act("announce", choice=f"natural {hand} {total}"), "natural")
            )
    acts += [
        ("punto_banco", Act("announce", choice=f"tie {t}"), "announce_winner") for t in range(10)
    ]
    acts += [("punto_banco", Act("burn", choice=str(n)), "burn") for n in range(1, 11)]
    for row in ("noir", "rouge"):
        for total in range(31, 41):
            acts.append(("trente_quarante", Act("announce", choice=f"{row} {total}"), "row_call"))
        for chance in ("couleur", "inverse"):
            acts.append(("trente_quarante", Act("announce", choice=f"{row} {chance}"), "announce"))
    acts += [("trente_quarante", Act("announce", choice=c), "announce") for c in ("void", "refait")]
    acts += [("craps", Act("call", choice=code), "stick_call") for code in stick_calls()]
    for total in range(10):
        for said in (f"punter {total}", f"banker {total}", f"tie {total}"):
            acts.append(("chemin_de_fer", Act("announce", choice=said), "announce_winner"))
    for hand in ("punter", "banker", "left", "right"):
        game = "chemin_de_fer" if hand in ("punter", "banker") else "deux_tableaux"
        for total in (8, 9):
            acts.append((game, Act("announce", choice=f"natural {hand} {total}"), "natural"))
    for side in ("left", "right"):
        for winner in ("banker", "punter", "tie"):
            acts.append(("deux_tableaux", Act("announce", choice=f"{side} {winner}"), ""))
        acts += [("deux_tableaux", Act(f, side), "") for f in ("draw", "stand")]
    acts += [("deux_tableaux", Act(f, "banker"), "") for f in ("draw", "stand")]
    games = ("blackjack", "roulette", "punto_banco", "boule", "trente_quarante", "craps")
    for game in (*games, "chemin_de_fer", "deux_tableaux"):
        acts += [(game, offer.act, "") for offer in offered(game, lang, "box3")]
    totals = {"noir": 32, "rouge": 37}  # TQ-07: the result begins with a row's digit
    for game, act, duty in acts:
        shown = act_words(act, game, lang, duty, totals)
        assert same_act(act, read_call(shown, game, lang, "box3")), (game, act.text, shown)


@pytest.mark.parametrize("lang", ["ca", "es", "en"], indirect=True)
def test_words_that_are_no_call_are_refused(lang: str) -> None:
    for game, typed in (
        ("roulette", "17 negre senar blau"),  # a word that is no chance
        ("roulette", "hola"),
        ("blackjack", "17 18"),
        ("punto_banco", "cartes"),
    ):
        with pytest.raises(CallError):
            read_call(typed, game, lang)
    with pytest.raises(CallError):
        read_call("   ", "roulette", lang)


@pytest.mark.parametrize("lang", ["ca", "es"], indirect=True)
def test_calls_are_shown_in_the_trainee_s_language(lang: str) -> None:
    words = {
        "ca": (
            "No hi van més apostes",
            "Carta per al punt",
            "Guanya la banca amb 7",
            "La banca té 19",
        ),
        "es": ("No va más", "Carta para el punto", "Gana la banca con 7", "La banca tiene 19"),
    }[lang]
    assert call_text(Act("call", choice="no_more_bets"), "roulette", lang) == words[0]
    assert act_words(Act("draw", "player"), "punto_banco", lang) == words[1]
    assert (
        call_text(Act("announce", choice="banker 7"), "punto_banco", lang, "announce_winner")
        == words[2]
    )
    assert call_text(Act("announce", choice="19"), "blackjack", lang) == words[3]


@pytest.mark.parametrize(
    ("lang", "hard", "seven_out", "point"),
    [
        ("ca", "8 amb doble de 4 (hard 8)", "7, seven-out", "5, el punt és 5"),
        ("es", "8 con doble de 4 (hard 8)", "7, seven-out", "5, el punto es 5"),
        ("en", "Hard 8", "7, seven-out", "5, the point is 5"),
    ],
    indirect=["lang"],
)
def test_the_stickman_s_calls_are_the_craps_catalogue_s_cr19(
    lang: str, hard: str, seven_out: str, point: str
) -> None:
    """CR-19: a roll called as the stickman calls it (seeds 000/001: "doble", seven-out), in
    the words of the craps catalogue, and read back whichever way it is typed."""
    said = {
        code: call_text(Act("call", choice=code), "craps", lang)
        for code in ("hard 8", "seven-out", "point 5 (5)")
    }
    assert said == {"hard 8": hard, "seven-out": seven_out, "point 5 (5)": point}
    assert read_call("hard 8", "craps", lang) == Act("call", choice="hard 8")
    assert read_call("onze" if lang == "ca" else "11", "craps", lang) == Act("call", choice="11")
    assert read_call("puck on 6", "craps", lang) == Act("puck", choice="on 6")  # CR-02


@pytest.mark.parametrize("lang", ["ca", "es"], indirect=True)
def test_trente_et_quarante_calls_the_winning_row_s_digit_tq07(lang: str) -> None:
    """TQ-07: "dos, vermell i color guanyen": the digit of the winning row (32), then the
    winning row and colour; a row called by its own digit."""
    totals = {"noir": 35, "rouge": 32}
    result = Act("announce", choice="rouge couleur")
    row = Act("announce", choice="rouge 32")
    expected = {
        "ca": ("Dos vermell i color guanyen", "Vermell: dos"),
        "es": ("Dos rojo y color ganan", "Rojo: dos"),
    }[lang]
    assert act_words(result, "trente_quarante", lang, "announce", totals) == expected[0]
    assert act_words(row, "trente_quarante", lang, "row_call", totals) == expected[1]


def test_a_verb_that_is_a_call_is_named_by_the_call_s_words() -> None:
    """One source: the bar's "no more bets", "facin joc", "no roll" and "stop card" are the
    table catalogue's calls, in the trainee's language."""
    from ui.table.verbs import verbs_for

    labels = {
        (game, verb.key): verb.label("ca")
        for game in ("roulette", "boule", "craps", "trente_quarante")
        for verb in verbs_for(game)
    }
    assert labels[("roulette", "no_more_bets")] == "No hi van més apostes"
    assert labels[("boule", "facin_joc")] == "Facin joc"
    assert labels[("craps", "no_roll")] == "Tirada nul·la"
    assert labels[("trente_quarante", "stop_card")] == "Carta de detenció: última jugada"
