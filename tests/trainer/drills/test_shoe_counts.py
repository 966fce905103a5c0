"""A shoe never holds more copies of a card than its decks have (BJ-01, PB-01, CF-01, TQ-01).

Every drill of every card game, at every level, over many seeds: no card appears in the scene
more often than the rulebook's decks allow. Every card shown counts: the hands (a busted
blackjack hand stays in view, split hands, the dealer's cards) and any card a table shows
apart from the hands (the punto banco burn card in `scene.info`). Seven 7♦ on a six-deck
blackjack table is a question no croupier could meet (issue 12: `blackjack.side-bets` level 4,
seeds 2100160819, 4046367227 and 455608632 showed that).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator

import pytest

from trainer.cards import Card
from trainer.drills import catalog
from trainer.drills.base import LEVELS, Drill, Question
from trainer.rulebooks import Rulebook, default

SEEDS = 1000
RULEBOOK = default()
CARD_GAMES = ("blackjack", "punto_banco", "chemin_de_fer", "trente_quarante")
# A card code as scenes write it ("7d", "Ts"), standing alone in an info label.
CARD_CODE = re.compile(r"(?<![\w])([2-9TJQKA][shdc])(?![\w])")

# Drills of other games that fail today: owned by other helpers, named here so the failure
# is visible and expected; remove an entry once its game is fixed. (none known)
KNOWN: dict[str, str] = {}


def _decks(game: str, rulebook: Rulebook) -> int:
    sections = {
        "blackjack": rulebook.blackjack.decks,  # BJ-01
        "punto_banco": rulebook.punto_banco.decks,  # PB-01
        "chemin_de_fer": rulebook.chemin_de_fer.decks,  # CF-01 (deux tableaux too)
        "trente_quarante": rulebook.trente_quarante.decks,  # TQ-01
    }
    return sections[game]


def cards_shown(q: Question) -> Iterator[Card]:
    """Every card the scene shows: each hand's cards, and card codes in its info labels; a
    card lying face down ("XX", trainer/scene.py; CF-02) shows nothing."""
    for cards in q.scene.hands.values():
        for code in cards:
            if code != "XX":
                yield Card.parse(code)
    for value in q.scene.info.values():
        for code in CARD_CODE.findall(value):
            yield Card.parse(code)


def _params() -> list[object]:
    out: list[object] = []
    for drill in catalog.all():
        if drill.game not in CARD_GAMES:
            continue
        marks = []
        if drill.id in KNOWN:
            marks.append(pytest.mark.xfail(reason=KNOWN[drill.id], strict=False))
        out.append(pytest.param(drill, id=drill.id, marks=marks))
    return out


def test_cards_shown_reads_hands_and_info_labels() -> None:
    from trainer.scene import Scene

    scene = Scene(
        "punto_banco",
        hands={"player": ("7d", "Ts"), "banker": ("7d",)},
        info={"burn": "7d", "player_total": "7", "phase": "dealer"},
    )
    q = Question(
        drill_id="punto_banco.x",
        level=1,
        seed=0,
        rulebook=RULEBOOK.id,
        prompt=catalog.all()[0].title,
        scene=scene,
        kind="choice",
        expected="",
        rules=(),
        solution=(),
        target_seconds=None,
    )
    counts = Counter(cards_shown(q))
    # three 7♦ (two hands and the burn label), one T♠; "7" alone is a total, not a card
    assert counts == Counter({Card("7", "d"): 3, Card("T", "s"): 1})


@pytest.mark.parametrize("drill", _params())
def test_no_card_shown_more_often_than_the_decks_hold(drill: Drill) -> None:
    decks = _decks(drill.game, RULEBOOK)
    for level in LEVELS:
        rng = random.Random(f"{drill.id}:{level}:shoe")
        for _ in range(SEEDS):
            q = drill.generate(rng, level)
            counts = Counter(cards_shown(q))
            over = {str(c): n for c, n in counts.items() if n > decks}
            assert not over, (
                f"{drill.id} level {level} seed {q.seed}: {over} in a {decks}-deck shoe"
            )


@pytest.mark.parametrize("seed", [2100160819, 4046367227, 455608632])
def test_bj_01_side_bets_seeds_of_the_issue_hold_at_most_six_of_a_card(seed: int) -> None:
    q = catalog.get("blackjack.side-bets").from_seed(seed, 4, RULEBOOK)
    counts = Counter(cards_shown(q))
    assert max(counts.values()) <= RULEBOOK.blackjack.decks == 6
