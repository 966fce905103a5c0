"""Chip handling drills: pay an amount in the fewest chips, colour up a stack.

The amounts come from the table's own payouts (rulebook ratios on a stake, rounded by the house
setting through `trainer.money.payout`, MO-02/MO-05) and the answer from the table's chip set,
so the drill follows any house chip set. Every stake is one a player could make at that game's
table: whole chips, within its limits (MO-01).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal
from math import lcm

from trainer.drills.base import Draft, Drill, Text, chips_answer, levels, text
from trainer.drills.rounding import rounding_step
from trainer.games.roulette import Limits
from trainer.money import Ratio, on_chip, payout, stakes_between
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet


@dataclass(frozen=True, slots=True)
class Payout:
    """A payout a croupier meets at this house's tables, with the stakes its table allows."""

    what: str
    ratio: Ratio
    rule: str
    low: Decimal
    high: Decimal


def house_payouts(rulebook: Rulebook) -> list[Payout]:
    bj, craps = rulebook.blackjack, rulebook.craps
    wheel = Limits.of(rulebook.roulette)
    roulette = rulebook.roulette.payouts

    def inside(kind: str, rule: str) -> Payout:  # RO-12: the inside maxima by numbers covered
        return Payout(kind, roulette[kind], rule, wheel.table_min, wheel.max_for(kind))

    place_max = craps.simple_max * craps.place_max_percent[6] / 100  # CR-13
    odds_max = craps.simple_max * craps.odds_take_max_percent / 100  # CR-11, on a maximum flat bet
    return [
        Payout("blackjack", bj.blackjack_pays, "BJ-10", bj.table_min, bj.table_max),
        inside("cheval", "RO-03"),
        inside("transversale", "RO-04"),
        inside("carre", "RO-05"),
        inside("sixain", "RO-06"),
        Payout("place_6", craps.place[6], "CR-13", craps.table_min, place_max),
        Payout("odds_5", craps.odds_take[5], "CR-11", craps.table_min, odds_max),
    ]


# Stakes by level: at levels 1-2 round stakes that the ratio pays exactly (multiples of 10, then
# of 5, and of the ratio's base: a place 6 in sixes); at level 3 any whole euro, at level 4 any
# whole number of the smallest chip, where the payout may have to be rounded down (MO-02).
_UNIT = {1: 10, 2: 5}
_CAP = {1: Decimal(100), 2: Decimal(150), 3: Decimal(200), 4: Decimal(300)}
_MOST = 1000  # stakes listed for one question: a house's fine chip could make millions


def stakes(level: int, pay: Payout, rulebook: Rulebook) -> list[Decimal]:
    """Every stake a player could make for `pay` at `level` (MO-01, the game's limits)."""
    chips = rulebook.chip_set
    if level in _UNIT:
        multiple: Decimal | None = Decimal(lcm(_UNIT[level], pay.ratio.per))
    else:
        multiple = Decimal(1) if level == 3 else None
    found = stakes_between(pay.low, min(pay.high, _CAP[level]), chips, multiple, most=_MOST)
    return found or stakes_between(pay.low, pay.high, chips, most=_MOST)


def _chip_lines(answer: dict[str, object]) -> tuple[Text, ...]:
    """One line per chip value, the count then the chip as money ("2 × 2,50 €")."""
    counts = answer["chips"]
    assert isinstance(counts, dict)
    return tuple(text("chips.chip_line", n=n, value=v) for v, n in counts.items())


def pay_draft(pay: Payout, stake: Decimal, rulebook: Rulebook) -> Draft:
    """Pay `stake` at `pay`'s ratio in the fewest chips: the exact win, rounded by the house
    setting (MO-02 down to the chip, MO-05 to the cent), then the chips."""
    paid = payout(pay.ratio.exact(stake), rulebook.payout_rounding, rulebook.chip_set)
    answer = chips_answer(paid.amount, rulebook)
    if paid.rule:
        ratio = text(
            "chips.pay-with-chips.step_ratio_exact",
            pay.rule,
            stake=stake,
            ratio=pay.ratio,
            to=pay.ratio.to,
            per=pay.ratio.per,
        )
    else:
        ratio = text(
            "chips.pay-with-chips.step_ratio",
            pay.rule,
            stake=stake,
            ratio=pay.ratio,
            amount=paid.amount,
        )
    rounding = rounding_step(paid)  # MO-02 / MO-05
    return Draft(
        prompt=text(
            "chips.pay-with-chips.prompt",
            what=f"chips.bet.{pay.what}",
            stake=stake,
            ratio=pay.ratio,
        ),
        scene=Scene(
            game="chips",
            bets=(SceneBet("stake", stake, label=pay.what),),
            info={"ratio": str(pay.ratio), "pays": pay.what},
        ),
        kind="chips",
        expected=answer,
        rules=tuple(r for r in (pay.rule, paid.rule) if r),
        solution=(
            ratio,
            *((rounding,) if rounding is not None else ()),
            text("chips.pay-with-chips.step_chips", amount=paid.amount),
            *_chip_lines(answer),
        ),
        hints=(text("chips.pay-with-chips.hint"),),
    )


def _build_pay(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    for _ in range(100):
        pay = rng.choice(house_payouts(rulebook))
        stake = rng.choice(stakes(level, pay, rulebook))
        win = payout(pay.ratio.exact(stake), rulebook.payout_rounding, rulebook.chip_set)
        if on_chip(win.amount, rulebook.chip_set):
            return pay_draft(pay, stake, rulebook)
    # MO-05: a house settling to the cent may owe what no chip makes; such a win is paid in
    # cash, not in a chip drill. The default rounding (MO-02) is always on the chip.
    raise RuntimeError("no payout this chip set can make")  # pragma: no cover


def _build_colour_up(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    small = sorted(rulebook.chip_set.values)[: 3 + min(level, 3)]
    counts: dict[Decimal, int] = {}
    for value in rng.sample(small, k=min(len(small), 1 + level)):
        counts[value] = rng.randint(3, 6 + 4 * level)
    total = sum((v * n for v, n in counts.items()), Decimal(0))
    answer = chips_answer(total, rulebook)
    bets = tuple(SceneBet(f"stack:{v}", v * n, label=str(n)) for v, n in sorted(counts.items()))
    return Draft(
        prompt=text("chips.colour-up.prompt"),
        scene=Scene(game="chips", bets=bets, info={"colour_up": "1"}),
        kind="chips",
        expected=answer,
        rules=(),
        solution=(
            *(
                text("chips.colour-up.step_stack", n=n, value=v, amount=v * n)
                for v, n in sorted(counts.items())
            ),
            text("chips.colour-up.step_total", total=total),
            text("chips.colour-up.step_chips", total=total),
            *_chip_lines(answer),
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
