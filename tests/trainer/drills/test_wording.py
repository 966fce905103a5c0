"""Words a Catalan or Spanish croupier would not correct: every message every drill shows
(prompt, options, outcomes, hints, worked solution) at every level over 200 seeds, rendered in
ca and es, checked against known bad patterns (issue: elision, plurals of one, amounts with a
dot decimal or a leading euro sign)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from trainer.drills import catalog
from trainer.drills.base import LEVELS, Drill, Question, Text
from trainer.i18n import translate

SEEDS = 200

# The number itself, not the start of "1.170" or "1,50".
WHOLE = r"(?![\d.,]?\d)"
# (pattern, why) — each one a mistake found by a reader of the drills.
BAD: dict[str, tuple[tuple[str, str], ...]] = {
    "ca": (
        (r"(?<![\d.,])\b1 [a-zà-ú]+s\b", "a plural noun after 1"),
        (r"\bde 1(1)?" + WHOLE, "'de 1' / 'de 11' elide to 'd'1' / 'd'11'"),
        (r"\bel 1(1)?" + WHOLE, "'el 1' / 'el 11' elide to 'l'1' / 'l'11'"),
        (r"\bal 1(1)?" + WHOLE, "'al 1' / 'al 11' are 'a l'1' / 'a l'11'"),
        (r"\bdel 1(1)?" + WHOLE, "'del 1' / 'del 11' are 'de l'1' / 'de l'11'"),
        (r"\bun Sisena\b|\bun sisena\b", "sisena is feminine"),
        (r"\bbanc seguit\b", "the call is 'banca seguida'"),
        (r"\brisc real\b", "'probabilitats reals'"),
    ),
    "es": (
        (r"(?<![\d.,])\b1 [a-zá-ú]+s\b", "a plural noun after 1"),
        (r"\bun Sexta\b|\bun sexta\b", "sexta is feminine"),
    ),
}
# --- roulette and boule (helper `wheel`): more mistakes found in their drills. Case matters
# in some of them, hence the scoped (?-i:...).
BAD["ca"] += (
    (
        r"\b(un|una) (?-i:Ple|Cavall|Fila|Quadre|Sisena)\b",
        "a bet named with a capital mid-sentence",
    ),
    (r"\bfila transversal guanyador\b|\bsisena guanyador\b", "feminine: 'guanyadora'"),
    (r"\bun (fila|sisena)\b", "fila transversal and sisena are feminine: 'una'"),
    (r"\ba (?-i:Vermell|Negre|Parell|Senar|Manca|Passa|Falta)\b", "'al vermell', 'a manca'"),
    (r"\w/es\b|\w\(e?s\)", "a plural with a slash or brackets: one message per number"),
    (r"\bper al 1(1)?" + WHOLE, "'per al 1' is 'per a l'1'"),
)
BAD["es"] += (
    (r"\bun (seisena|transversal)\b", "seisena and transversal are feminine: 'una'"),
    (r"\b(seisena|transversal) ganador\b", "feminine: 'ganadora'"),
    (r"\ba (?-i:Rojo|Negro|Par|Impar|Falta|Pasa)\b", "'al rojo', 'a falta'"),
    (r"\w/es\b|\w\(e?s\)", "a plural with a slash or brackets: one message per number"),
)
# --- end of roulette and boule

# An amount in ca/es has a decimal comma and the euro sign after it: "2,50 €".
DOT_AMOUNT = re.compile(r"\d\.\d{2}\s?€|€\s?\d")


def _texts(q: Question) -> Iterator[Text]:
    yield q.prompt
    yield from q.solution
    yield from q.hints
    for option in (*q.options, *q.outcomes):
        yield option.label


@pytest.mark.parametrize("locale", ["ca", "es"])
@pytest.mark.parametrize("drill", catalog.all(), ids=lambda d: d.id)
def test_messages_read_as_a_croupier_writes_them(drill: Drill, locale: str) -> None:
    problems: set[str] = set()
    for level in LEVELS:
        rng = random.Random(f"{drill.id}:{level}:{locale}")
        for _ in range(SEEDS):
            q = drill.generate(rng, level)
            for t in _texts(q):
                words = translate(t.code, locale, t.params)
                for pattern, why in BAD[locale]:
                    if re.search(pattern, words, re.IGNORECASE):
                        problems.add(f"{t.code}: {why}: {words!r}")
                if DOT_AMOUNT.search(words):
                    problems.add(f"{t.code}: amount not written as '2,50 €': {words!r}")
    assert not problems, "\n".join(sorted(problems)[:40])
