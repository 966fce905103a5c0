"""The Catalan text speaks to the trainee one way: "vós" (Softcatalà's style guide).

Text addressed to the user (instructions, placeholders, tooltips, hints, errors, feedback,
questions, the lessons) uses the "vós" form: "escriviu", "premeu", "la vostra resposta",
"podeu". Commands the user gives the app (buttons, menu items, the keys' and the table bar's
acts) keep the short imperative ("Desa", "Torna-ho a provar", "Mou la carta"); those are not
spoken to the user, and the few a pattern below would take for "tu" are allowed by name.

Every Catalan string is read: each `<translation>` and `<numerusform>` of the Qt shell's
catalogue, each `ca` of the core's TOML catalogues (drill messages, exams), and the Catalan
lessons. The patterns are the "tu" forms these texts held before they were made one voice,
so each would catch one of them coming back. The regulation's words quoted in a lesson (`>`
lines) and the French calls of trente et quarante ("noir gagne et couleur") are not ours.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.trainer.voice_kit import Text, findings, lesson_texts, toml_texts, ts_sources, ts_texts
from trainer.lessons import LESSONS

# --------------------------------------------------------------------------- the "tu" forms

_APOSTROPHE = "['’]"

# Words that can only be "tu" (a pronoun, a possessive, a verb in the second person
# singular), wherever they stand.
_TU_WORDS = (
    r"tu|teu|teva|teus|teves"  # "la teva resposta", "un naip per a tu"
    r"|pots|vols|tens|has|hauries|podries|saps|ets|estàs|fas|dius"  # "has de", "com el dius"
    r"|prem"  # "prem Retorn": only the trainee presses keys, so never the third person here
    # the croupier's acts told in the second person ("reculls l'aposta", "pagues")
    r"|dones|reculls|pagues|cobres|anuncies|proposes|retires|retornes|acciones|llences"
    r"|col·loques|acabes|extreus|descobreixes|ensenyes|demanes|treus|arribis"
)
_TU_WORD = re.compile(rf"\b(?:{_TU_WORDS})\b", re.IGNORECASE)

# "et" and "t'" as the object pronoun ("et dones", "t'has de plantar") and after a verb
# ("assegura't", "pregunta't", "aprèn-te"); not the French "et" of "trente et quarante" and
# the calls, nor the English "don't" of craps.
_TU_PRONOUN = re.compile(
    rf"\bet\b(?! couleur| quarante)|\bt{_APOSTROPHE}\w|(?<!\bdon){_APOSTROPHE}t\b|-te\b",
    re.IGNORECASE,
)

# A "tu" imperative with a pronoun after it: "mou-lo", "calcula-ho", "compta-hi", "dona'n".
# The "vós" imperative ends in -u ("moveu-lo"), infinitives in -r or -re ("treure-la"),
# gerunds in -t; so a verb ending in -a, -e (not -re) or -i before the pronoun is "tu".
_TU_ENCLITIC = re.compile(
    rf"\b\w{{2,}}(?<!r)[aei](?:-(?:ho|hi|lo|la|los|les|li|ne|nos)\b|{_APOSTROPHE}(?:n|l|ls|ns)\b)",
    re.IGNORECASE,
)

# The "tu" imperatives the app's instructions used, at the start of a clause (the start of
# a string, a sentence, a list item, after ":" or ";", or after "primer"/"després"), where
# the same form cannot be the third person ("la casa liquida al cèntim" has its subject
# before it). "Torna-ho a provar" is a button, but not inside a sentence.
_TU_IMPERATIVES = (
    r"escriu|tria|liquida|posa|mou|fes|digues|calcula|mira|deixa|paga|cobra|llegeix"
    r"|comprova|arrodoneix|recull|afegeix|aprèn|assegura|anuncia|retira"
)
_TU_IMPERATIVE = re.compile(
    rf"(?:^|[.:;!?]\s+|[(«\"]|\b(?:primer|després),?\s+)(?:{_TU_IMPERATIVES})\b"
    r"|(?<!^)\btorna-ho a provar\b",
    re.IGNORECASE,
)

PATTERNS = (
    (_TU_WORD, "a word that can only be 'tu'"),
    (_TU_PRONOUN, "the pronoun 'et'/'t''"),
    (_TU_ENCLITIC, "a 'tu' imperative with its pronoun"),
    (_TU_IMPERATIVE, "a 'tu' imperative"),
)
_LABEL_RULES = (_TU_ENCLITIC, _TU_IMPERATIVE)

# The shell's commands (buttons, menu items, the table bar's acts, the keys' acts) keep the
# short imperative: "Afegeix alumne", "Torna-ho a provar (Retorn)", "Anuncia el doble". A
# shell string that starts with an imperative and does not end as a sentence (".", "?",
# "!") is such a label; one that ends as a sentence ("Tria un resultat per a cada aposta.")
# is said to the trainee. These labels go further than their first word, so they are
# allowed by their English source, each with its reason:
COMMANDS = {
    "Chip tray: add a chip, from the smallest": "a key's act in the shortcuts list",
    "A card in hand. Enter: {act}; Esc: put it back": (
        "the keys' acts, named as the table's bar names them ('Retorn: Reparteix')"
    ),
}


def _is_label(pattern: re.Pattern[str], match: re.Match[str], text: str) -> bool:
    """A command's label: an imperative opening a shell string that is not a sentence."""
    return (
        pattern in _LABEL_RULES
        and match.start() == 0
        and not match.group(0).lower().startswith(("primer", "després"))
        and not text.rstrip().endswith((".", "?", "!"))
    )


def tu_forms(texts: Iterator[Text], *, labels: bool = False) -> list[str]:
    """Each "tu" form in `texts`, where it is; with `labels` (the shell), commands' labels
    are left alone."""
    return findings(texts, PATTERNS, _is_label if labels else None)


# --------------------------------------------------------------------------- the tests


def test_the_shell_speaks_to_the_trainee_as_vos() -> None:
    found = tu_forms(ts_texts("ca", COMMANDS), labels=True)
    assert not found, "\n".join(found)


def test_the_core_catalogues_speak_to_the_trainee_as_vos() -> None:
    found = tu_forms(toml_texts("ca"))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game", LESSONS)
def test_the_lessons_speak_to_the_trainee_as_vos(game: str) -> None:
    found = tu_forms(lesson_texts("ca", game))
    assert not found, "\n".join(found)


def test_every_command_allowed_is_still_in_the_shell() -> None:
    """An allowed command that left the catalogue must leave the list too, so the list stays
    short and each entry still names a real button or key."""
    sources = ts_sources("ca")
    assert not set(COMMANDS) - sources, set(COMMANDS) - sources


@pytest.mark.parametrize(
    "text",
    [
        "Escriu un import i prem Retorn: la safata el fa amb el mínim de fitxes",
        "La teva resposta",
        "Primer liquida les apostes: tria un resultat i escriu un import per a cadascuna.",
        "Tria un resultat per a cada aposta.",
        "No hi ha res sota el cursor: mou-lo amb les fletxes o el tabulador.",
        "l'anunci sencer, com el dius a la taula; Retorn l'anuncia",
        "Contrasenya incorrecta. Torna-ho a provar.",
    ],
)
def test_each_tu_form_the_shell_held_is_caught(text: str) -> None:
    assert tu_forms(iter([Text("example", text)]), labels=True)


@pytest.mark.parametrize(
    "text",
    [
        "per sota de 17 has de demanar, amb 17 o més t'has de plantar",
        "Un as compta 11 sempre que així arribis a 17: et plantes amb 17 tou.",
        "Abans de donar, assegura't que la decisió del jugador és clara.",
        "Anuncies la puntuació; reculls les perdedores i pagues les guanyadores.",
        "dues cartes de tres. Calcula-ho com aposta × 3 ÷ 2:",
        "Aprèn-te la taula de memòria",
        "El mètode: calcula l'import exacte; mira quantes fitxes hi caben; paga la resta.",
    ],
)
def test_each_tu_form_the_lessons_held_is_caught(text: str) -> None:
    assert tu_forms(iter([Text("example", text)]))


@pytest.mark.parametrize(
    "text",
    [
        "Escriviu un import i premeu Retorn: la safata el fa amb el mínim de fitxes",
        "La vostra resposta",
        "Primer liquideu les apostes: trieu un resultat i escriviu un import per a cadascuna.",
        "No hi ha res sota el cursor: moveu-lo amb les fletxes o el tabulador.",
        "Apreneu-vos la taula de memòria. Compteu-hi.",
        "la casa liquida al cèntim: {amount:money}",
        "El jugador A posa {stake:money} al 8. Accepteu l'aposta?",
        "Torna a sortir el zero, i ara el jugador retira la seva part.",
        "El cap de taula recull la bola i la dona al crupier.",
        "deux, noir gagne et couleur",
        "Trente et quarante",
        "Aposta de don't come",
        "Acaba la sessió (se'n mostra el resum)",
        "no es pot treure-la ni moure-la",
    ],
)
def test_the_vos_form_and_the_third_person_pass(text: str) -> None:
    assert not tu_forms(iter([Text("example", text)]))


@pytest.mark.parametrize(
    "text",
    ["Torna-ho a provar (Retorn)", "Afegeix alumne", "Anuncia el doble", "Tria…", "Mou la carta"],
)
def test_a_command_in_the_shell_keeps_the_short_imperative(text: str) -> None:
    assert not tu_forms(iter([Text("example", text)]), labels=True)
