"""MO-01..MO-03: under the default rounding every stake a drill shows and every amount it
expects is a whole number of the house's smallest chip, and within the table's limits.

Every drill, every level, 1,000 seeds (the issue's contract). A croupier pays and takes only
chips, so an expected 16.62 or a stake of 7.25 is a question no croupier could answer.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from decimal import Decimal

import pytest

from trainer.drills import catalog
from trainer.drills.base import LEVELS, Drill, Question
from trainer.money import on_chip
from trainer.rulebooks import default

SEEDS = 1000
RULEBOOK = default()


def _amounts(q: Question) -> Iterator[tuple[str, Decimal]]:
    """Every amount the question shows or expects, named for the failure message."""
    for bet in q.scene.bets:
        yield f"stake at {bet.spot}", bet.amount
        if bet.payout is not None:
            yield f"payout beside {bet.spot}", bet.payout
    if q.kind == "amount":
        yield "expected amount", Decimal(str(q.expected))
    elif q.kind == "chips":
        yield "expected chips total", Decimal(str(q.expected["total"]))
    elif q.kind == "settlement":
        for key, item in q.expected.items():
            if item.get("amount") not in (None, ""):
                yield f"expected amount for {key}", Decimal(str(item["amount"]))


@pytest.mark.parametrize("drill", catalog.all(), ids=lambda d: d.id)
def test_mo_01_every_amount_is_payable_with_the_house_chips(drill: Drill) -> None:
    chips = RULEBOOK.chip_set
    for level in LEVELS:
        rng = random.Random(f"{drill.id}:{level}")
        for _ in range(SEEDS):
            q = drill.generate(rng, level)
            for what, amount in _amounts(q):
                assert on_chip(amount, chips), (
                    f"{drill.id} level {level} seed {q.seed}: {what} {amount} is not a whole "
                    f"number of the smallest chip {chips.smallest} (MO-01..MO-03)"
                )
