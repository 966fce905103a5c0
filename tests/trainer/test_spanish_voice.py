"""The Spanish text speaks to the trainee one way: "usted", like the drills and the shell.

Text addressed to the user (instructions, hints, feedback, questions, the lessons) says
"escriba", "pulse", "su respuesta", "puede", "pague", "retira", "se planta". Commands keep
their own forms: buttons and menus the infinitive ("Guardar", "Volver"), the keys' and the
table bar's acts the third person that tells what the key does ("Termina la sesión y muestra
su informe", "Mueve la carta"). That third person reads like a "tú" imperative, so a shell
string that opens with one and does not end as a sentence is left alone as such a label.

Every Spanish string is read (`voice_kit`): each `<translation>` and `<numerusform>` of the
Qt shell's catalogue, each `es` of the core's TOML catalogues, and the Spanish lessons by
paragraph and list item. The patterns refuse what can only be "tú" said to the user, and the
second-person verbs are the ones the lessons used before they were put in "usted", so each
would catch one of them coming back. Not refused, because not ours or not said to the user:
the regulation's words quoted in a lesson (`>` lines, left out by `voice_kit`), the tables
(their cells name what a bet or a player does: "Retira", "Se paga"), the French calls and
the English names of craps (no word below is French or English), and the croupier's acts in
the third person ("el crupier retira con la raqueta"), which a "tú" imperative matches
only at the start of a clause. There the lessons put the croupier's act in the "usted"
imperative ("Retire la apuesta", "Anuncie su puntuación"): the "usted" present ("Retira la
apuesta") reads there as the "tú" imperative, so it is refused too; further on in a clause
the present is fine ("si hace Black Jack, retira las apuestas que pierden y paga").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from tests.trainer.voice_kit import (
    Text,
    findings,
    lesson_texts,
    toml_texts,
    ts_sources,
    ts_texts,
)
from trainer.lessons import LESSONS

# --------------------------------------------------------------------------- the "tú" forms

# Words that can only be "tú", wherever they stand: the pronoun and the possessives, the
# object pronoun ("te plantas", "una para ti"), and the verbs in the second person singular
# the lessons used ("pagas", "retiras", "te has pasado", "debes pedir", "tienes una sola
# carta"), with the "tú" imperatives no other person shares ("haz", "pon").
_TU_WORDS = (
    r"tú|tu|tus|tuyo|tuya|tuyos|tuyas|te|ti|contigo"
    r"|has|tienes|debes|puedes|quieres|sabes|eres|estás|vas|haces|das|pides|llegues"
    # the croupier's acts told in the second person
    r"|pagas|retiras|anuncias|ofreces|cobras|recoges|devuelves|lanzas|accionas|enseñas"
    r"|descubres|colocas|sacas|terminas|plantas|añades|calculas|redondeas"
    r"|haz|pon"
    # a "tú" imperative of an -ar verb with its pronoun (the "usted" one ends in -e:
    # "calcúlelo", "compruébelo", "anúncielo")
    r"|calcúlalo|compruébalo|anúncialo"
)
_TU_WORD = re.compile(rf"\b(?:{_TU_WORDS})\b", re.IGNORECASE)

# "te" after a verb: a "tú" imperative, which ends in -a or -e and, with "te" after it,
# carries a written accent ("asegúrate", "pregúntate", "apréndetelo"; not "límite", nor an
# adverb in -mente, nor a "usted" subjunctive: "acierte", "descarte"), or an infinitive the
# lessons used ("plantarte", "pasarte").
_TU_ENCLITIC = re.compile(
    r"\b\w*[áéíóú]\w*[ae]te(?:lo|la|los|las)?\b"
    r"|\b(?:plantar|pasar|asegurar|fijar|acordar)te\b",
    re.IGNORECASE,
)

# The "tú" imperatives the lessons used, at the start of a clause (the start of a string, a
# sentence, a list item, after ":" or ";", after an opening quote, or after "primero",
# "después" or "luego" opening one; not after "(": "(pregunta {item})" is the noun), where
# the same form cannot be the croupier's act in the third person, whose subject stands
# before it ("el crupier retira las perdedoras"). The "usted" ones: "diga",
# "pregunte", "calcule", "mire", "deje", "pague", "cuente", "lea", "redondee", "retire",
# "añada", "cobre", "anuncie", "compruebe", "elija", "escriba", "pulse".
_TU_IMPERATIVES = (
    r"di|pregunta|calcula|mira|deja|paga|cuenta|lee|redondea|retira|añade|cobra|anuncia"
    r"|comprueba|recuerda|elige|escribe|pulsa"
)
_TU_IMPERATIVE = re.compile(
    rf"(?:^|[.:;!?]\s+|[«\"]|(?:^|[.:;!?]\s+)(?:primero|después|luego),?\s+)"
    rf"(?:{_TU_IMPERATIVES})\b",
    re.IGNORECASE,
)

PATTERNS = (
    (_TU_WORD, "a word that can only be 'tú'"),
    (_TU_ENCLITIC, "a 'tú' verb with 'te' after it"),
    (_TU_IMPERATIVE, "a 'tú' imperative"),
)


# A few labels go on past their first words, and are allowed by name, each with its reason:
# in the shell by their English source,
COMMANDS = {
    "Chip tray: add a chip, from the smallest": (
        "a key's act in the shortcuts list, in the third person like its neighbours "
        "('Bandeja de fichas: quita la última ficha')"
    ),
}
# and in the core's catalogues by file and key.
CORE_LABELS = {
    "trainer/drills/messages/table.toml .report.drills": (
        "a heading of the table's report, 'Counts toward drills:': what counts"
    ),
}

_PLACEHOLDER = re.compile(r"\{[^{}]*\}")  # "{das}" is double after split, not "das"


def _is_label(pattern: re.Pattern[str], match: re.Match[str], text: str) -> bool:
    """A command's label in the shell: a third person opening a string that is not a
    sentence ("Termina la sesión (Esc)", "Pregunta: {seconds} / {limit}")."""
    return (
        pattern is _TU_IMPERATIVE
        and match.start() == 0
        and not match.group(0).lower().startswith(("primero", "después", "luego"))
        and not text.rstrip().endswith((".", "?", "!"))
    )


def tu_forms(texts: Iterable[Text], *, labels: bool = False) -> list[str]:
    """Each "tú" form in `texts` (placeholders aside), where it is; with `labels` (the
    shell), the commands' labels are left alone."""
    plain = (Text(t.where, _PLACEHOLDER.sub("{}", t.text)) for t in texts)
    return findings(plain, PATTERNS, _is_label if labels else None)


def _example(text: str) -> list[Text]:
    return [Text("example", text)]


# --------------------------------------------------------------------------- the tests


def test_the_shell_speaks_to_the_trainee_as_usted() -> None:
    found = tu_forms(ts_texts("es", COMMANDS), labels=True)
    assert not found, "\n".join(found)


def test_the_core_catalogues_speak_to_the_trainee_as_usted() -> None:
    found = tu_forms(t for t in toml_texts("es") if t.where not in CORE_LABELS)
    assert not found, "\n".join(found)


def test_every_label_allowed_is_still_there() -> None:
    """An allowed label that left its catalogue must leave the list too, so the list stays
    short and each entry still names a real string."""
    assert not set(COMMANDS) - ts_sources("es"), set(COMMANDS) - ts_sources("es")
    keys = {t.where for t in toml_texts("es")}
    assert not set(CORE_LABELS) - keys, set(CORE_LABELS) - keys


@pytest.mark.parametrize("game", LESSONS)
def test_the_lessons_speak_to_the_trainee_as_usted(game: str) -> None:
    found = tu_forms(lesson_texts("es", game))
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "text",
    [
        "Tu respuesta",
        "Haz un anuncio completo (Intro lo anuncia, Esc lo deja)",
        "Elige una opción.",
        "Primero añade un alumno.",
    ],
)
def test_each_tu_form_the_shell_held_is_caught(text: str) -> None:
    assert tu_forms(_example(text), labels=True)


@pytest.mark.parametrize(
    "text",
    [
        'Di "blando" cuando un as cuenta 11',
        "das una carta a cada mano empezando por tu izquierda, y una para ti",
        "Mientras juegan los jugadores, tú tienes una sola carta",
        "Antes de dar, asegúrate de que la decisión del jugador es clara.",
        "por debajo de 17 debes pedir, con 17 o más debes plantarte.",
        "Un as cuenta 11 siempre que así llegues a 17–21: te plantas con 17 blando.",
        "Si te has pasado de 21, pagas todas las apuestas que sigan sobre la mesa.",
        "luego recoges las cartas, boca abajo al descartador, las tuyas en último lugar.",
        "Calcúlalo como apuesta × 3 ÷ 2:",
        "El marcador del jackpot: lee los dos antes de pagar.",
        "Apréndetelo por colores:",
        "Cuenta en ella: 11 € equivalen a 22 fichas grises.",
        "El método: calcula el importe exacto; mira cuántas fichas caben; deja lo que sobra.",
        "Compruébalo al revés: 17,50 × 0,95 = 16,625.",
        "Pregúntate quién lo da.",
        "Paga o cobra con el mínimo de fichas, y anúncialo.",
        "Sacas la primera carta y la descubres.",
        "las colocas a tu derecha; después las de la banca, a tu izquierda.",
        "Retiras negro e inverso; pagas color y después rojo.",
        "pagas el izquierdo y cobras el derecho.",
        "Retira los 3 € del 3. Después añade las ganancias.",
        "accionas el disco en sentido contrario y lanzas la bola en sentido inverso",
        "Con un sabot manual la enseñas al público y anuncias: última mano.",
    ],
)
def test_each_tu_form_the_lessons_held_is_caught(text: str) -> None:
    assert tu_forms(_example(text))


@pytest.mark.parametrize(
    "text",
    [
        "Su respuesta",
        "Escriba un importe y pulse Intro: la bandeja lo forma con el mínimo de fichas",
        "Da una carta a cada mano empezando por su izquierda, y una para usted.",
        "Antes de dar, asegúrese de que la decisión del jugador es clara.",
        "Un as cuenta 11 siempre que así llegue a 17–21: se planta con 17 blando.",
        "Si se ha pasado de 21, paga todas las apuestas que sigan sobre la mesa.",
        "Calcúlelo como apuesta × 3 ÷ 2. Compruébelo al revés. Apréndasela de memoria.",
        "Pregúntese quién lo da. Pague o cobre, y anúncielo.",
        "El crupier retira con la raqueta todas las apuestas perdedoras y paga.",
        "El jefe de mesa recoge la bola y se la da al crupier.",
        "La suerte asociada se pone cerca y por fuera de la apuesta sencilla; aparte, en parte.",
        "deux, noir gagne et couleur",
        "Don't Come: el crupier coloca la apuesta en la casilla de ese número.",
        "Lo cobra inmediatamente, y ostensiblemente lo muestra.",
        "El punto debe plantarse con 6.",
        "Fecha límite. Volverá a salir hasta que la acierte dos veces. Las descarte.",
        "Doblar después de separar: {das}",
        "falta (pregunta {item:message}): borrada",
    ],
)
def test_the_usted_form_and_the_third_person_pass(text: str) -> None:
    assert not tu_forms(_example(text))


@pytest.mark.parametrize(
    "text",
    ["Termina la sesión (Esc)", "Mueve la carta", "Lanza ↻", "Pregunta: {seconds} / {limit}"],
)
def test_a_command_in_the_shell_keeps_its_third_person(text: str) -> None:
    assert not tu_forms(_example(text), labels=True)
