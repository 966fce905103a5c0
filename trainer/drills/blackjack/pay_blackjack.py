"""Pay a blackjack (BJ-10): 3 to 2 on the stake, rounded by the house setting (MO-02, MO-05)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from decimal import Decimal

from trainer.cards import Card
from trainer.drills.base import Draft, Drill, levels, text
from trainer.drills.blackjack.situations import (
    TENS,
    card,
    dealer_plays_to,
    elides_in_catalan,
    of_value,
    other_boxes,
    ratio_step,
    rounding,
    shoe_order,
    stacked_round,
    stake,
    stand_and_settle,
    standing_hand,
)
from trainer.errors import RuleError
from trainer.rulebooks import Rulebook


def pay_blackjack_draft(
    cards: Sequence[Card | str], bets: Mapping[int, Decimal], box: int, rulebook: Rulebook
) -> Draft:
    """Every box stands, the dealer plays, and the engine settles: box `box` holds a natural
    and its payout is the answer (BJ-10)."""
    rnd = stacked_round(rulebook, cards, bets)
    rnd.deal()
    spot = f"box{box}"
    scene, result = stand_and_settle(rnd, spot)
    if not (result.paid and result.rule_id == "BJ-10"):
        raise ValueError(f"{spot} is not a paid blackjack here: {result.outcome}")
    stake, ratio = bets[box], rulebook.blackjack.blackjack_pays
    steps = [ratio_step("blackjack.pay-blackjack.step", "BJ-10", stake, ratio.to, ratio.per)]
    steps += rounding(result)
    prompt = "prompt_elided" if elides_in_catalan(stake) else "prompt"
    return Draft(
        prompt=text(f"blackjack.pay-blackjack.{prompt}", box=box, stake=stake),
        scene=scene,
        kind="amount",
        expected=str(result.amount),
        rules=("BJ-10",),
        solution=tuple(steps),
        hints=(text("blackjack.pay-blackjack.hint"),),
    )


def build(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    for _ in range(200):
        amount = stake(rng, level, rulebook)
        boxes = other_boxes(rng, rulebook, 1 if level == 1 else rng.randint(2, 2 + level))
        box = rng.choice(boxes)
        hands = {b: standing_hand(rng) for b in boxes}
        natural = [of_value(rng, 1), of_value(rng, 10)]
        rng.shuffle(natural)
        hands[box] = (natural[0], natural[1])
        up = card(rng, "23456789" + TENS)
        bets = {b: (amount if b == box else rulebook.blackjack.table_min) for b in boxes}
        cards = shoe_order(hands, [up], dealer_plays_to(rng, up, allow_blackjack=False))
        try:
            return pay_blackjack_draft(cards, bets, box, rulebook)
        except RuleError:  # BJ-01: a card more often than the decks hold; deal again
            continue
    raise RuntimeError("no blackjack to pay for this rulebook")  # pragma: no cover


DRILL = Drill(
    "blackjack.pay-blackjack",
    "blackjack",
    levels(
        None,
        8,
        6,
        4,
        ("round stakes", "multiples of 5", "any whole stake", "odd and half stakes, busy table"),
    ),
    build,
    source="no published standard found; 4 s at level 4 as the chips drill's 3:2 pace",
)
