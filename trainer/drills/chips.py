"""Chip handling drills: pay an amount in the fewest chips, colour up a stack.

The amounts come from the table's own payouts (rulebook ratios on a stake) and the answer
from the table's chip set, so the drill follows any house chip set.
"""

from __future__ import annotations

import random
from decimal import Decimal

from trainer.drills.base import Draft, Drill, chips_answer, levels, text
from trainer.money import Ratio, round_payout
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet

# Stakes by level: round at level 1, awkward at level 4 (with half-chip stakes).
_STAKES = {
    1: (5, 10, 20, 25, 50),
    2: (15, 30, 35, 45, 60, 75),
    3: (17, 35, 55, 65, 85, 115, 135),
    4: (Decimal("12.50"), 37, 55, 85, Decimal("117.50"), 135, 165, 285),
}


def _payouts(rulebook: Rulebook) -> list[tuple[str, Ratio, str]]:
    """(what is paid, ratio, rule) pairs a croupier meets at this house's tables."""
    return [
        ("blackjack", rulebook.blackjack.blackjack_pays, "BJ-10"),
        ("cheval", rulebook.roulette.payouts["cheval"], "RO-03"),
        ("transversale", rulebook.roulette.payouts["transversale"], "RO-04"),
        ("carre", rulebook.roulette.payouts["carre"], "RO-05"),
        ("sixain", rulebook.roulette.payouts["sixain"], "RO-06"),
        ("place_6", rulebook.craps.place[6], "CR-13"),
        ("odds_5", rulebook.craps.odds_take[5], "CR-11"),
    ]


def _build_pay(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    for _ in range(100):
        what, ratio, rule = rng.choice(_payouts(rulebook))
        stake = Decimal(rng.choice(_STAKES[level]))
        amount = round_payout(ratio.exact(stake), rulebook.payout_rounding, rulebook.chip_set)
        try:
            answer = chips_answer(amount, rulebook)
        except ValueError:
            continue  # a stake this chip set cannot pay exactly: pick another
        break
    else:  # pragma: no cover - the default chip set pays every stake above
        raise RuntimeError("no payable stake for this chip set")
    fewest = ", ".join(f"{n} × {v}" for v, n in answer["chips"].items())
    return Draft(
        prompt=text(
            "chips.pay-with-chips.prompt", what=f"chips.bet.{what}", stake=stake, ratio=ratio
        ),
        scene=Scene(
            game="chips",
            bets=(SceneBet("stake", stake, label=what),),
            info={"ratio": str(ratio), "pays": what},
        ),
        kind="chips",
        expected=answer,
        rules=(rule,),
        solution=(
            text("chips.pay-with-chips.step_ratio", rule, stake=stake, ratio=ratio, amount=amount),
            text("chips.pay-with-chips.step_chips", amount=amount, chips=fewest),
        ),
        hints=(text("chips.pay-with-chips.hint"),),
    )


def _build_colour_up(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    small = sorted(rulebook.chip_set.values)[: 3 + min(level, 3)]
    counts: dict[Decimal, int] = {}
    for value in rng.sample(small, k=min(len(small), 1 + level)):
        counts[value] = rng.randint(3, 6 + 4 * level)
    total = sum((v * n for v, n in counts.items()), Decimal(0))
    answer = chips_answer(total, rulebook)
    fewest = ", ".join(f"{n} × {v}" for v, n in answer["chips"].items())
    bets = tuple(SceneBet(f"stack:{v}", v * n, label=str(n)) for v, n in sorted(counts.items()))
    return Draft(
        prompt=text("chips.colour-up.prompt"),
        scene=Scene(game="chips", bets=bets, info={"colour_up": "1"}),
        kind="chips",
        expected=answer,
        rules=(),
        solution=(
            text("chips.colour-up.step_total", total=total),
            text("chips.colour-up.step_chips", total=total, chips=fewest),
        ),
        hints=(text("chips.colour-up.hint"),),
    )


# Targets: no published dealer-school standard for these skills was found; set from the
# blackjack payout standard (a 3:2 paid in about 3 s by a working dealer) scaled for counting.
DRILLS = (
    Drill(
        "chips.pay-with-chips",
        "chips",
        levels(None, 10, 7, 5, ("round stakes", "mixed stakes", "odd stakes", "awkward stakes")),
        _build_pay,
    ),
    Drill(
        "chips.colour-up",
        "chips",
        levels(None, 15, 10, 7, ("two colours", "three colours", "four colours", "five colours")),
        _build_colour_up,
    ),
)
