"""Insurance (BJ-11): the most a box may insure on the dealer's ace, or what a taken insurance
pays 2 to 1 when the dealer makes blackjack."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from decimal import Decimal

from trainer.cards import Card
from trainer.drills.base import Draft, Drill, levels, text
from trainer.drills.blackjack.situations import (
    of_value,
    other_boxes,
    payable,
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


def insurance_draft(
    cards: Sequence[Card | str],
    bets: Mapping[int, Decimal],
    box: int,
    rulebook: Rulebook,
    insured: Decimal | None = None,
) -> Draft:
    """With `insured` None: the dealer shows an ace; what is box `box`'s maximum insurance?
    Otherwise the box is insured for `insured`, every box stands, the dealer makes
    blackjack, and the engine's insurance payout is the answer (BJ-11)."""
    rnd = stacked_round(rulebook, cards, bets)
    rnd.deal()
    amount = bets[box]
    if insured is None:
        most = rnd.max_insurance(box)
        rnd.verify_insure(box, most)  # the maximum must be a bet the chips can make
        return Draft(
            prompt=text("blackjack.insurance.prompt_max", box=box, stake=amount),
            scene=rnd.scene(highlight=(f"box{box}",)),
            kind="amount",
            expected=str(most),
            rules=("BJ-11",),
            solution=(text("blackjack.insurance.step_max", "BJ-11", stake=amount, most=most),),
            hints=(text("blackjack.insurance.hint_max"),),
        )
    rnd.insure(box, insured)
    spot = f"box{box}:insurance"
    scene, result = stand_and_settle(rnd, spot)
    if not result.paid:
        raise ValueError("the dealer has no blackjack in this shoe")
    ratio = rulebook.blackjack.insurance_pays
    return Draft(
        prompt=text("blackjack.insurance.prompt_pay", box=box, insured=insured),
        scene=scene,
        kind="amount",
        expected=str(result.amount),
        rules=("BJ-11",),
        solution=(
            ratio_step("blackjack.insurance.step_pay", "BJ-11", insured, ratio.to, ratio.per),
            *rounding(result),
        ),
        hints=(text("blackjack.insurance.hint_pay"),),
    )


def build(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    for _ in range(200):
        amount = stake(rng, level, rulebook)
        boxes = other_boxes(rng, rulebook, 1 if level == 1 else rng.randint(2, 4))
        box = rng.choice(boxes)
        hands = {b: standing_hand(rng) for b in boxes}
        bets = {b: (amount if b == box else rulebook.blackjack.table_min) for b in boxes}
        up = of_value(rng, 1)
        mode = "max" if level == 1 else rng.choice(("max", "pay"))
        if mode == "max":
            cards = shoe_order(hands, [up])
            try:
                return insurance_draft(cards, bets, box, rulebook)
            except RuleError:
                continue  # half this stake is not a chip amount
        most = amount / 2
        choices = [most] if level <= 2 else [most, *(Decimal(n) for n in range(1, int(most)))]
        insured = rng.choice([c for c in choices if payable(c, rulebook)] or [most])
        cards = shoe_order(hands, [up, of_value(rng, 10)])
        try:
            return insurance_draft(cards, bets, box, rulebook, insured)
        except RuleError:
            continue
    raise RuntimeError("no insurable stake for this rulebook")  # pragma: no cover


DRILL = Drill(
    "blackjack.insurance",
    "blackjack",
    levels(
        None,
        8,
        6,
        5,
        ("maximum insurance, round stakes", "maximum or payout", "any amount", "awkward stakes"),
    ),
    build,
    source="no published standard found; one halving or doubling, a few seconds",
)
