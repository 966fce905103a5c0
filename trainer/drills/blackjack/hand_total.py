"""Read a hand's total (BJ-01, BJ-07) the way the croupier calls it: "17", "soft 17", bust."""

from __future__ import annotations

import random
from collections.abc import Sequence

from trainer.cards import RANKS, Card
from trainer.drills.base import Draft, Drill, Option, Text, levels, text
from trainer.drills.blackjack.situations import card, hide_totals, shoe_order, stacked_round
from trainer.errors import RuleError
from trainer.games.blackjack.hand import HandValue, hand_value, is_blackjack
from trainer.rulebooks import Rulebook


def _reading(value: HandValue) -> str:
    """An option key for a total: "17", "soft-17" or "bust"."""
    if value.bust:
        return "bust"
    return f"soft-{value.total}" if value.soft else str(value.total)


def _reading_text(key: str) -> Text:
    if key == "bust":
        return text("blackjack.total.bust")
    if key.startswith("soft-"):
        return text("blackjack.total.soft", total=key[5:])
    return text("blackjack.total.hard", total=key)


def hand_total_draft(
    cards: Sequence[Card | str], hits: int, rulebook: Rulebook, rng: random.Random
) -> Draft:
    """Box 1 is dealt two cards and hits `hits` times (the engine refuses a hit on 21, BJ-06);
    the trainee reads its total. `rng` only picks the wrong options shown.

    The convention, stated in the instructions, the prompt and the lesson, is the croupier's
    call: a soft hand (an ace counting 11, BJ-01) is named soft ("soft 17"), a number alone is
    a hard total. So "17" and "soft 17" may both be offered and exactly one is right."""
    rnd = stacked_round(rulebook, cards, {1: rulebook.blackjack.table_min})
    rnd.deal()
    for _ in range(hits):
        rnd.hit()
    hand = rnd.hand_cards("box1")
    value = hand_value(hand)
    answer = _reading(value)
    options = [answer, *rng.sample(sorted(_misreadings(hand, value)), 3)]
    options.sort(key=_reading_order)
    hard = sum(c.blackjack_value for c in hand)
    if value.bust:
        step = text("blackjack.hand-total.step_bust", "BJ-07", hard=hard)
    elif value.soft:
        step = text("blackjack.hand-total.step_soft", "BJ-01", hard=hard, total=value.total)
    elif any(c.rank == "A" for c in hand):
        step = text("blackjack.hand-total.step_hard_ace", "BJ-01", hard=hard)
    else:
        step = text("blackjack.hand-total.step_hard", "BJ-01", hard=hard)
    return Draft(
        prompt=text("blackjack.hand-total.prompt"),
        scene=hide_totals(rnd.scene(highlight=("box1",))),
        kind="choice",
        expected=answer,
        rules=("BJ-01",) if not value.bust else ("BJ-01", "BJ-07"),
        solution=(step,),
        options=tuple(Option(k, _reading_text(k)) for k in options),
        hints=(text("blackjack.hand-total.hint"),),
    )


def _misreadings(hand: Sequence[Card], value: HandValue) -> set[str]:
    """Plausible wrong readings: the ace counted the other way, soft read as hard, one off."""
    hard = sum(c.blackjack_value for c in hand)
    wrong: set[str] = set()
    for total in (value.total - 1, value.total + 1, hard, hard + 10, hard - 1, hard + 1):
        if 2 <= total <= 21:
            wrong.add(str(total))
        if 12 <= total <= 21:
            wrong.add(f"soft-{total}")
        if total > 21:
            wrong.add("bust")
    if value.bust:
        wrong |= {"20", "21", "soft-21"}
    wrong.discard(_reading(value))
    return wrong


def _reading_order(key: str) -> tuple[int, int]:
    if key == "bust":
        return (99, 0)
    return (int(key[5:]), 1) if key.startswith("soft-") else (int(key), 0)


_HAND_CARDS = {1: (2, 2), 2: (2, 3), 3: (3, 4), 4: (4, 6)}


def build(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    low, high = _HAND_CARDS[level]
    ace_share = {1: 0.15, 2: 0.35, 3: 0.3, 4: 0.25}[level]
    while True:
        count = rng.randint(low, high)
        hand = [card(rng, "A" if rng.random() < ace_share else RANKS) for _ in range(count)]
        if is_blackjack(hand[:2]):
            continue
        totals = [hand_value(hand[:n]).total for n in range(2, count)]
        if any(t >= 21 for t in totals):
            continue  # BJ-06: no card on 21 or more
        if hand_value(hand).bust and level < 3:
            continue
        cards = shoe_order({1: hand[:2]}, [card(rng)], [*hand[2:], *(card(rng) for _ in range(6))])
        try:
            return hand_total_draft(cards, count - 2, rulebook, rng)
        except RuleError:  # BJ-01: a card more often than the decks hold; deal again
            continue


DRILL = Drill(
    "blackjack.hand-total",
    "blackjack",
    levels(
        None, 4, 3, 2, ("two cards", "aces, up to three cards", "three-four cards", "up to six")
    ),
    build,
    source="no published standard found; a dealer announces totals as he deals",
)
