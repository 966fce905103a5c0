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
# ---- trente et quarante and chip drills (issue 12, helper tq) ------------------------------
# A chip line is "2 × 2,50 €": the count bare, the chip as money; never "2 × 2.50" nor
# "2 € × 2,50 €".
_CHIP_LINES = (
    (
        r"\b\d+ × \d+(?:[.,]\d+)?(?!\s?€|[\d.,]*\d)\s*(?:[,.;)]|$)",
        "a chip value without the € sign",
    ),
    (r"\d\s?€\s?×\s?\d+(?:[.,]\d+)?\s?€", "a chip count shown as euros"),
)
BAD["ca"] = (
    BAD["ca"]
    + _CHIP_LINES
    + (
        (r"\b(?:al|del|el) invers\b", "'invers' elides: 'a l'invers', 'de l'invers', 'l'invers'"),
        (r"\bfila (?:negre|vermell)\b", "fila is feminine: 'fila negra', 'fila vermella'"),
        (r"\bjugada nul(?!·l)\b", "'jugada nul·la'"),
        (r"\ba el\b|\bde el\b", "'a el' / 'de el' are 'al' / 'del'"),
    )
)
BAD["es"] = (
    BAD["es"]
    + _CHIP_LINES
    + (
        (r"\by inverso\b", "'y' becomes 'e' before i-: 'e inverso'"),
        (r"\bfila (?:negro|rojo)\b", "fila is feminine: 'fila negra', 'fila roja'"),
        (r"\ba el\b|\bde el\b", "'a el' / 'de el' are 'al' / 'del'"),
    )
)
# ---- end of the trente et quarante and chip block ---------------------------------------------

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
