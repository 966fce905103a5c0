"""Boule drill: settle a spin of la boule, bet by bet (BO-02, BO-05).

The bets are laid on the engine's table (`trainer.games.boule`), the ball falls, and each
bet's fate and amount are the engine's settlement: the win set beside a winner (7 to 1 on a
number, 1 to 1 on a simple chance) or the stake raked in. The 5 comes up more often than its
one in nine, because the trap (every simple chance loses, BO-02) is what trainees miss.

Target times: no published standard for boule croupiers was found. Set from the roulette
payout drills' pace (a boule table turns faster and pays only two ratios): about 3 s a bet at
level 4, double that at level 2.
"""

from __future__ import annotations

import random
from decimal import Decimal

from trainer.drills.base import Draft, Drill, Option, levels, settlement_entry, text
from trainer.games.boule import NUMBERS, SIMPLE_CHANCES, SPOTS, Bet, Table
from trainer.rulebooks import Rulebook

_COUNTS = {1: (2, 2), 2: (3, 4), 3: (4, 5), 4: (5, 7)}
_FACTORS = {
    1: (1, 2, 5),
    2: (1, 2, 3, 5, 10),
    3: (2, 3, 4, 6, 7, 15),
    4: (Decimal("1.5"), Decimal("2.5"), 3, 7, 9, 13, 17),
}


def _spot_text_params(spot: str) -> dict[str, str]:
    if spot.startswith("number:"):
        return {"kind": "boule.kind.number", "where": f" {spot.partition(':')[2]}"}
    return {"kind": f"boule.kind.{spot}", "where": ""}


def _money(amount: Decimal) -> Decimal:
    cents = Decimal(amount).quantize(Decimal("0.01"))
    return cents if cents != cents.to_integral_value() else cents.quantize(Decimal(1))


def _build_payout(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    low, high = _COUNTS[level]
    count = rng.randint(low, high)
    spots = [rng.choice([f"number:{n}" for n in NUMBERS])]
    spots += rng.sample(SIMPLE_CHANCES, 1)
    while len(spots) < count:
        spot = rng.choice(sorted(SPOTS))
        if spot not in spots:
            spots.append(spot)
    rng.shuffle(spots)
    base = rulebook.boule.table_min
    bets = [Bet(s, _money(base * Decimal(rng.choice(_FACTORS[level])))) for s in spots]
    number = 5 if rng.random() < 0.2 else rng.choice(NUMBERS)
    # Stakes are 1 to 17 times the minimum: within BO-03's limits at any house.
    spin = Table(rulebook).open_spin()
    for bet in bets:
        spin.place(bet)
    spin.no_more_bets()
    spin.ball_falls(number)
    scene = spin.scene()
    results = spin.settle()
    expected = {}
    steps = []
    for r in results:
        outcome = "win" if r.outcome == "won" else "lose"
        expected[r.spot] = settlement_entry(outcome, _money(r.amount))
        code = "boule.payout.step_win" if outcome == "win" else "boule.payout.step_lose"
        if outcome == "lose" and number == 5 and r.bet.simple:
            code = "boule.payout.step_five"
        steps.append(
            text(code, r.rule_id, stake=r.bet.stake, amount=r.amount, **_spot_text_params(r.spot))
        )
    return Draft(
        prompt=text("boule.payout.prompt", number=number),
        scene=scene,
        kind="settlement",
        expected=expected,
        rules=("BO-02", "BO-05"),
        solution=tuple(steps),
        options=tuple(Option(s, text("boule.spot", **_spot_text_params(s))) for s in spots),
        outcomes=(
            Option("win", text("common.outcome.win")),
            Option("lose", text("common.outcome.lose")),
        ),
        hints=(text("boule.payout.hint"),),
    )


DRILLS = (
    Drill(
        "boule.payout",
        "boule",
        levels(None, 20, 15, 10, ("2 bets", "3-4 bets", "4-5 bets", "5-7 bets, odd stakes")),
        _build_payout,
    ),
)
