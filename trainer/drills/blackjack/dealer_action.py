"""The dealer's draw (BJ-08): must he draw again, or stand (soft 17 is the trap)?"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from decimal import Decimal

from trainer.cards import Card
from trainer.drills.base import Draft, Drill, Option, levels, text
from trainer.drills.blackjack.situations import (
    card,
    hide_totals,
    other_boxes,
    shoe_order,
    stacked_round,
    standing_hand,
)
from trainer.errors import RuleError
from trainer.games.blackjack.hand import hand_value, is_blackjack
from trainer.games.blackjack.round import Phase
from trainer.rulebooks import Rulebook


def dealer_action_draft(
    cards: Sequence[Card | str], bets: Mapping[int, Decimal], draws: int, rulebook: Rulebook
) -> Draft:
    """Every box stands; the dealer takes `draws` cards (each one the engine allows); must
    he draw again? The engine's `can_dealer_draw` answers (BJ-08)."""
    rnd = stacked_round(rulebook, cards, bets)
    rnd.deal()
    while rnd.phase is Phase.PLAYERS:
        rnd.stand()
    for _ in range(draws):
        rnd.dealer_draw()
    answer = "draw" if rnd.can_dealer_draw() else "stand"
    value = hand_value(rnd.dealer)
    softness = "hard" if not value.soft else "soft" if value.total >= 17 else "soft_under"
    return Draft(
        prompt=text("blackjack.dealer-action.prompt"),
        scene=hide_totals(rnd.scene(highlight=("dealer",))),
        kind="choice",
        expected=answer,
        rules=("BJ-08",),
        solution=(
            text(f"blackjack.dealer-action.step_{answer}_{softness}", "BJ-08", total=value.total),
        ),
        options=(Option("draw", text("common.draw")), Option("stand", text("common.stand"))),
        hints=(text("blackjack.dealer-action.hint"),),
    )


def _dealer_cards(rng: random.Random, level: int) -> list[Card]:
    """A dealer hand the dealer really reaches: he drew every card but the last (BJ-08)."""
    count = {1: 2, 2: 2, 3: rng.randint(2, 3), 4: rng.randint(3, 5)}[level]
    ace_share = 0.1 if level == 1 else 0.45
    while True:
        hand = [card(rng, "A") if rng.random() < ace_share else card(rng) for _ in range(count)]
        if level == 1 and any(c.rank == "A" for c in hand):
            continue
        values = [hand_value(hand[:n]) for n in range(1, count + 1)]
        if any(v.total >= 17 for v in values[:-1]) or is_blackjack(hand[:2]):
            continue
        final = values[-1]
        if final.bust or final.total < 12:
            continue
        if level >= 2 and rng.random() < 0.4 and not (final.soft and 16 <= final.total <= 18):
            continue  # soft 16, 17 and 18 come often: soft 17 is the rule people miss
        return hand


def build(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    while True:
        dealer = _dealer_cards(rng, level)
        boxes = other_boxes(rng, rulebook, rng.randint(1, 3))
        hands = {b: standing_hand(rng) for b in boxes}
        bets = {b: rulebook.blackjack.table_min for b in boxes}
        cards = shoe_order(hands, dealer, [card(rng) for _ in range(4)])
        try:
            return dealer_action_draft(cards, bets, len(dealer) - 1, rulebook)
        except RuleError:  # a house rule had the dealer stop earlier than this hand
            continue


DRILL = Drill(
    "blackjack.dealer-action",
    "blackjack",
    levels(None, 4, 3, 2, ("hard two-card totals", "soft totals", "three cards", "long hands")),
    build,
    source="no published standard found; the dealer's draw is a reflex",
)
