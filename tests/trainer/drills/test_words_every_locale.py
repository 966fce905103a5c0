"""Every word a drill shows, in Catalan, Spanish and English, over many seeds: no identifier
meant for the code ("box6", "seat2:banker", "punter1", "4s", "dont_win"), no HTML entity
("Don&#x27;t win"), no "(s)" plural, no template left unfilled and no Catalan term in English
(issue 15, Words). The prompt, options, outcomes, hints, worked solution, title, instructions,
level notes and the feedback of a wrong settlement are all read."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from decimal import Decimal

import pytest

from trainer.drills import catalog
from trainer.drills.base import LEVELS, Drill, Question, Response, Text
from trainer.i18n import translate

SEEDS = 60
LOCALES = ("ca", "es", "en")

# (pattern, why), matched case-sensitively on the rendered words
RAW = (
    (r"\b(?:box|seat|punter|p)\d+\b", "a spot id"),
    (r"\b[a-z_]+:[a-z0-9_-]+\b", "a bet key 'name:detail'"),
    (r"\b[a-z]+_[a-z_]+\b", "a snake_case key"),
    (r"\b[a-z_]+\.[a-z0-9_-]+\.[a-z0-9_.-]+\b", "a message code"),
    (r"\b(?:10|[2-9TJQK])[shdc]\b|\bA[hdc]\b", "a card id"),
    (r"&#?\w+;", "an HTML entity"),
    (r"\w\((?:e?s)\)|\w/(?:e?s)\b", "a plural with brackets or a slash"),
    (r"[{}]", "a template field left unfilled"),
)
BY_LOCALE = {
    "ca": ((r"\btransversale\b", "the French key of the transversal"),),
    "es": ((r"\btransversale\b", "the French key of the transversal"),),
    # English plural digits ("three 7s") are words; Catalan terms are not English.
    "en": ((r"\bep[íi]graf", "'epígraf' is Catalan: 'heading'"),),
}
CARD_PLURAL_EN = re.compile(r"\b[2-9]s\b")


def _wrong_settlement(q: Question) -> Response:
    wrong = {
        item: {"outcome": want["outcome"], "amount": str(Decimal(want["amount"]) + 1)}
        for item, want in q.expected.items()
    }
    return Response("settlement", wrong, "en")


def _texts(drill: Drill, q: Question) -> Iterator[Text]:
    yield drill.title
    yield drill.instructions
    note = drill.level_note(q.level)
    if note is not None:
        yield note
    yield q.prompt
    yield from q.solution
    yield from q.hints
    for option in (*q.options, *q.outcomes):
        yield option.label
    if q.kind == "settlement":
        yield from q.grade(_wrong_settlement(q), 1.0).feedback


def problems_in(words: str, code: str, locale: str) -> list[str]:
    found = []
    if words == code:
        found.append(f"{code}: no words, the code itself")
    for pattern, why in (*RAW, *BY_LOCALE[locale]):
        match = re.search(pattern, words)
        if match and not (locale == "en" and CARD_PLURAL_EN.fullmatch(match.group(0))):
            found.append(f"{code} [{locale}]: {why} {match.group(0)!r}: {words!r}")
    return found


@pytest.mark.parametrize("drill", catalog.all(), ids=lambda d: d.id)
def test_every_message_reads_as_words_in_every_language(drill: Drill) -> None:
    problems: set[str] = set()
    for level in LEVELS:
        rng = random.Random(f"{drill.id}:{level}:words")
        for _ in range(SEEDS):
            q = drill.generate(rng, level)
            for t in _texts(drill, q):
                for locale in LOCALES:
                    problems.update(
                        problems_in(translate(t.code, locale, t.params), t.code, locale)
                    )
    assert not problems, "\n".join(sorted(problems)[:30])


@pytest.mark.parametrize(
    ("words", "locale"),
    [
        ("Check the bet at box6.", "en"),
        ("Reviseu l'aposta de seat2:banker.", "ca"),
        ("punter1 guanya", "es"),
        ("La primera carta és 4s.", "ca"),
        ("Don&#x27;t win", "en"),
        ("1 ficha(s)", "es"),
        ("Decree, epígraf 8", "en"),
        ("Pay the {stake:money} bet", "en"),
        ("dont_win", "en"),
    ],
)
def test_the_patterns_catch_what_a_reader_found(words: str, locale: str) -> None:
    assert problems_in(words, "x", locale)


@pytest.mark.parametrize(
    ("words", "locale"),
    [
        ("Three 7s of the same suit: pay €20.", "en"),
        ("Un 7 i un As: 18 punts, 3:2.", "ca"),
        ("Carré 25-26-28-29: 2 chips.", "en"),
        ("Decree, heading 8, VII. Course of play: the croupier shuffles.", "en"),
    ],
)
def test_the_patterns_leave_good_words_alone(words: str, locale: str) -> None:
    assert problems_in(words, "x", locale) == []
