"""Contract tests that every drill in the catalogue must pass, whoever wrote it.

For each drill and level: a generated question graded with its own expected answer scores 1,
a wrong answer scores below 1 and reports the same expected value, the question survives a
JSON round trip, every message it uses exists in Catalan, Spanish and English, and across
1,000 seeds no question is malformed or repeats back-to-back.
"""

from __future__ import annotations

import random
import subprocess
import sys
from decimal import Decimal
from typing import Any

import pytest

from trainer.drills import catalog
from trainer.drills.base import (
    LEVELS,
    RESPONSE_KINDS,
    Drill,
    Question,
    Response,
    Text,
    UnparsableResponse,
    expected_response,
)
from trainer.i18n import missing, translate
from trainer.money import LOCALES

DRILLS = catalog.all()
IDS = [d.id for d in DRILLS]
SCENE_GAMES = {
    "blackjack",
    "punto_banco",
    "chemin_de_fer",
    "deux_tableaux",
    "trente_quarante",
    "boule",
    "roulette",
    "craps",
    "chips",
}


def wrong_response(q: Question) -> Response | None:
    """A response that differs from the expected answer in one place."""
    exp: Any = q.expected
    if q.kind == "amount":
        return Response("amount", str(Decimal(exp) + 1))
    if q.kind == "chips":
        chips = dict(exp["chips"])
        smallest = min(chips, key=Decimal)
        chips[smallest] += 1
        return Response("chips", chips)
    if q.kind == "choice":
        others = [k for k in q.option_keys() if k != exp]
        return Response("choice", others[0]) if others else None
    if q.kind == "choices":
        keys = list(q.option_keys())
        flipped = set(exp) ^ {keys[0]}
        return Response("choices", sorted(flipped))
    if q.kind == "ordering":
        if len(exp) < 2:
            return None
        return Response("ordering", [exp[1], exp[0], *exp[2:]])
    if q.kind == "settlement":
        value = {k: dict(v) for k, v in exp.items()}
        first = next(iter(value))
        value[first]["amount"] = str(Decimal(value[first]["amount"]) + 1)
        return Response("settlement", value)
    raise AssertionError(q.kind)


def texts_of(q: Question) -> list[Text]:
    found = [q.prompt, *q.solution, *q.hints]
    found += [o.label for o in q.options] + [o.label for o in q.outcomes]
    return found


def check_well_formed(drill: Drill, q: Question) -> None:
    assert q.drill_id == drill.id and q.kind in RESPONSE_KINDS
    assert q.scene.game in SCENE_GAMES
    assert q.target_seconds == drill.levels[q.level].target_seconds
    keys = q.option_keys()
    assert len(set(keys)) == len(keys), "option keys are unique"
    if q.kind == "amount":
        assert Decimal(q.expected) >= 0
    elif q.kind == "chips":
        total = sum(Decimal(v) * n for v, n in q.expected["chips"].items())
        assert total == Decimal(q.expected["total"])
    elif q.kind == "choice":
        assert q.expected in keys
    elif q.kind == "choices":
        assert set(q.expected) <= set(keys) and list(q.expected) == sorted(q.expected)
    elif q.kind == "ordering":
        assert sorted(q.expected) == sorted(keys) and q.expected
    elif q.kind == "settlement":
        outcomes = {o.key for o in q.outcomes}
        assert set(q.expected) == set(keys) and q.expected
        for entry in q.expected.values():
            assert entry["outcome"] in outcomes
            assert Decimal(entry["amount"]) >= 0
    assert q.rules or drill.game == "chips", "every question cites the rules it applies"


def test_catalogue_lists_drills_with_four_levels() -> None:
    assert DRILLS, "the catalogue is empty"
    for drill in DRILLS:
        assert tuple(sorted(drill.levels)) == LEVELS
        assert catalog.get(drill.id) is drill


@pytest.mark.parametrize("drill", DRILLS, ids=IDS)
def test_titles_and_instructions_in_three_languages(drill: Drill) -> None:
    for t in (drill.title, drill.instructions):
        assert missing(t.code) == [], f"{t.code} lacks {missing(t.code)}"


@pytest.mark.parametrize("drill", DRILLS, ids=IDS)
def test_expected_answer_scores_one_and_wrong_answer_less(drill: Drill) -> None:
    rng = random.Random(2026)
    for level in LEVELS:
        for _ in range(5):
            q = drill.generate(rng, level)
            check_well_formed(drill, q)
            for locale in LOCALES:
                grade = q.grade(expected_response(q, locale), seconds=3.0)
                assert grade.correct and grade.score == 1.0, (q.to_json(), grade)
            wrong = wrong_response(q)
            if wrong is not None:
                grade = q.grade(wrong, seconds=3.0)
                assert not grade.correct and grade.score < 1.0
                assert grade.expected == q.expected


@pytest.mark.parametrize("drill", DRILLS, ids=IDS)
def test_question_survives_json_round_trip_and_reproduces_from_seed(drill: Drill) -> None:
    rng = random.Random(7)
    for level in LEVELS:
        q = drill.generate(rng, level)
        again = Question.from_json(q.to_json())
        assert again == q
        assert again.to_json() == q.to_json()
        assert drill.from_seed(q.seed, level) == q


@pytest.mark.parametrize("drill", DRILLS, ids=IDS)
def test_every_message_exists_in_three_languages_and_renders(drill: Drill) -> None:
    rng = random.Random(11)
    for level in LEVELS:
        for _ in range(5):
            q = drill.generate(rng, level)
            for t in texts_of(q):
                assert missing(t.code) == [], f"{t.code} lacks {missing(t.code)}"
                for locale in LOCALES:
                    rendered = translate(t.code, locale, t.params)
                    assert "{" not in rendered, f"{t.code} [{locale}] left a field: {rendered}"


@pytest.mark.parametrize("drill", DRILLS, ids=IDS)
def test_thousand_seeds_well_formed_and_never_twice_in_a_row(drill: Drill) -> None:
    rng = random.Random(1000)
    previous: Question | None = None
    for n in range(1000):
        level = LEVELS[n % 4]
        q = drill.generate(
            rng, level, avoid=previous if previous and previous.level == level else None
        )
        check_well_formed(drill, q)
        if previous is not None and previous.level == level:
            assert q.content_key() != previous.content_key()
        previous = q


def test_unparsable_amount_is_not_a_wrong_answer() -> None:
    drill = catalog.get("chips.pay-with-chips")
    q = drill.generate(random.Random(3), 2)
    with pytest.raises(UnparsableResponse):
        q.grade(Response("chips", {"abc": "x"}), 2.0)


def test_cli_lists_the_catalogue() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "trainer.drills"], capture_output=True, text=True, check=True
    ).stdout
    for drill in DRILLS:
        assert drill.id in out
    assert f"{len(DRILLS)} drills" in out
