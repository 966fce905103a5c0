"""Level-1 hints teach a method and never give the answer away (issue 14): "3 to 2 is the stake
plus half the stake", not "20 pays 30" (a worked example that is the answer whenever the
stake is 20).

Over 200 level-1 questions of every drill, in en, ca and es:
- every question has a hint;
- a hint depends on nothing in the question: each hint reads the same for every question
  (its parameters, such as a commission rate, come from the rulebook);
- no hint contains a number the question asks for (the amount, a chip total, a settlement
  amount, a numeric choice such as a hand total). A hint may state the rule's own figures
  (a ratio, a card value, the bust line): those are listed below with their rule, and each
  must appear in every rendering of its hint, so it cannot be a number taken from a question.
"""

from __future__ import annotations

import random
import re
from collections import defaultdict
from decimal import Decimal, InvalidOperation

import pytest

from trainer.drills import catalog
from trainer.drills.base import Drill, Question
from trainer.i18n import translate

SEEDS = 200
LOCALES = ("en", "ca", "es")

# Figures of the rule a hint states, which the answer to some question may equal.
RULE_FIGURES: dict[str, frozenset[Decimal]] = {
    # BJ-02: an ace counts 1 or 11 (1 + 10), a hand over 21 is bust
    "blackjack.hand-total.hint": frozenset({Decimal(1), Decimal(10), Decimal(21)}),
    # BJ side bets: the ace counts 1 for over/under 13
    "blackjack.side-bets.hint": frozenset({Decimal(1), Decimal(13)}),
    # PB-01: tens and court cards count 0
    "punto_banco.hand-total.hint": frozenset({Decimal(0)}),
    # CF-05: the house's share, the rulebook's rate (5%)
    "chemin_de_fer.cagnotte.hint": frozenset({Decimal(5)}),
    # CR-14: lay pays 5 to 11 on 4 and 10, 5 to 8 on 5 and 9, 4 to 5 on 6 and 8
    "craps.lay-payout.hint": frozenset(Decimal(n) for n in (4, 5, 6, 8, 9, 10, 11)),
}

NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)?(?![.,]?\d)")


def numbers_in(words: str) -> set[Decimal]:
    """Every number written in a text: "2,50 €" and "2.50" are both 2.50."""
    found = set()
    for written in NUMBER.findall(words):
        try:
            found.add(Decimal(written.replace(",", ".")))
        except InvalidOperation:  # pragma: no cover - the pattern only takes numbers
            continue
    return found


def asked_numbers(question: Question) -> set[Decimal]:
    """The numbers a right answer gives (an option key that is not a number gives none)."""
    expected = question.expected
    if question.kind == "amount":
        return {Decimal(str(expected))}
    if question.kind == "chips":
        return {Decimal(str(expected["total"]))}
    if question.kind == "settlement":
        return {Decimal(str(e["amount"])) for e in expected.values()} - {Decimal(0)}
    keys = [expected] if question.kind == "choice" else list(expected)
    return {Decimal(str(k)) for k in keys if re.fullmatch(r"\d+(?:\.\d+)?", str(k))}


def level_one(drill: Drill) -> list[Question]:
    rng = random.Random(f"{drill.id}:hints")
    return [drill.from_seed(rng.getrandbits(32), 1) for _ in range(SEEDS)]


@pytest.mark.parametrize("drill", catalog.all(), ids=lambda d: d.id)
def test_level_one_hints_teach_without_giving_the_answer(drill: Drill) -> None:
    renderings: dict[tuple[str, str], set[str]] = defaultdict(set)
    given_away: list[str] = []
    for question in level_one(drill):
        assert question.hints, f"{drill.id} seed {question.seed}: a level-1 question lacks a hint"
        asked = asked_numbers(question)
        for hint in question.hints:
            for locale in LOCALES:
                words = translate(hint.code, locale, hint.params)
                renderings[(hint.code, locale)].add(words)
                shown = (numbers_in(words) & asked) - RULE_FIGURES.get(hint.code, frozenset())
                if shown:
                    given_away.append(f"seed {question.seed} {locale}: {sorted(shown)} in {words}")
    assert not given_away, given_away[:5]
    for (code, locale), texts in renderings.items():
        assert len(texts) == 1, f"{code} ({locale}) changes with the question: {sorted(texts)}"
        for figure in RULE_FIGURES.get(code, frozenset()):
            assert figure in numbers_in(next(iter(texts))), f"{code}: {figure} not in its text"


def test_a_worked_example_in_a_hint_is_caught() -> None:
    """The check itself: the old pay-blackjack hint ("20 pays 20 + 10 = 30") gives away the
    answer of a 20 stake, and the old place-payout one ("12 on the 6 is 2 × 7 = 14") that of
    a 12 on the 6."""
    old_blackjack = "3 to 2 is the stake plus half the stake: 20 pays 20 + 10 = 30."
    assert Decimal(30) in numbers_in(old_blackjack)
    assert Decimal(14) in numbers_in("Divide the stake: 12 on the 6 is 2 × 7 = 14.")
    assert numbers_in("2,50 € and 7") == {Decimal("2.50"), Decimal(7)}
