"""Boule drills: settle a spin bet by bet (BO-02, BO-05), and take or refuse a bet by the
table's limits (BO-03).

The bets are laid on the engine's table (`trainer.games.boule`), the ball falls, and each
bet's fate and amount are the engine's settlement: the win set beside a winner (7 to 1 on a
number, 1 to 1 on a simple chance) or the stake raked in. The 5 comes up more often than its
one in nine, because the trap (every simple chance loses, BO-02) is what trainees miss. Every
stake is one a player could make: a whole number of the house's smallest chip, within the
limits (MO-01, BO-03).

The limits drill asks what the croupier does with a new bet: the maximum applies to each player
at the table, his chips on one spot of both layouts added up and other players' chips left
out, and a layout may open at twice the authorised minimum (BO-03). The answer is the engine's
own check of the bet.

Target times: no published standard for boule croupiers was found. Set from the roulette
payout drills' pace (a boule table turns faster and pays only two ratios): about 3 s a bet at
level 4, double that at level 2. A limit is judged at a glance while the chips are put down:
about 8 s at level 4.
"""

from __future__ import annotations

import random
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from trainer.drills.base import (
    Draft,
    Drill,
    Option,
    Text,
    amount_answer,
    levels,
    settlement_entry,
    text,
)
from trainer.drills.roulette import ca_number
from trainer.drills.rounding import rounding_step
from trainer.games.boule import NUMBERS, SIMPLE_CHANCES, SPOTS, Bet, Spin, Table
from trainer.games.spots import boule_number, boule_number_of
from trainer.money import on_chip
from trainer.rulebooks import Rulebook

_COUNTS = {1: (2, 2), 2: (3, 4), 3: (4, 5), 4: (5, 7)}
_FACTORS = {
    1: (1, 2, 5),
    2: (1, 2, 3, 5, 10),
    3: (2, 3, 4, 6, 7, 15),
    4: (Decimal("1.5"), Decimal("2.5"), 3, 7, 9, 13, 17),
}


def _spot_text_params(spot: str) -> dict[str, str]:
    number = boule_number_of(spot)
    if number is not None:
        return {"kind": "boule.kind.number", "where": f" {number}"}
    return {"kind": f"boule.kind.{spot}", "where": ""}


def _on_params(spot: str) -> dict[str, str]:
    """The spot after "on": "on number 7", "al número 7", "al vermell"."""
    number = boule_number_of(spot)
    if number is not None:
        return {"on": "boule.on.number", "where": f" {number}"}
    return {"on": f"boule.on.{spot}", "where": ""}


def _money(amount: Decimal) -> Decimal:
    cents = Decimal(amount).quantize(Decimal("0.01"))
    return cents if cents != cents.to_integral_value() else cents.quantize(Decimal(1))


# --------------------------------------------------------------------------- payout


def _build_payout(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    low, high = _COUNTS[level]
    count = rng.randint(low, high)
    spots = [boule_number(rng.choice(NUMBERS))]
    spots += rng.sample(SIMPLE_CHANCES, 1)
    while len(spots) < count:
        spot = rng.choice(sorted(SPOTS))
        if spot not in spots:
            spots.append(spot)
    rng.shuffle(spots)
    base = rulebook.boule.table_min
    stakes = [
        _money(base * Decimal(f))
        for f in _FACTORS[level]
        if on_chip(base * Decimal(f), rulebook.chip_set)
    ]
    bets = [Bet(s, rng.choice(stakes or [base])) for s in spots]
    number = 5 if rng.random() < 0.2 else rng.choice(NUMBERS)
    # Stakes are 1 to 17 times the minimum, on the first layout: within BO-03's limits at any
    # house (a number maximum is at least 40 times the minimum).
    table = Table(rulebook, rng)
    table.open_spin()
    spin = table.spins[-1]
    for bet in bets:
        spin.place(bet)
    spin.no_more_bets()
    spin.ball_falls(number)
    scene = spin.scene()
    results = spin.settle().results
    expected = {}
    steps: list[Text] = []
    for r in results:
        expected[r.spot] = settlement_entry(r.outcome, _money(r.amount))
        code = "boule.payout.step_win" if r.outcome == "won" else "boule.payout.step_lose"
        if r.outcome == "lost" and number == 5 and r.bet.simple:
            code = "boule.payout.step_five"
        steps.append(
            text(code, r.rule_id, stake=r.bet.stake, amount=r.amount, **_spot_text_params(r.spot))
        )
        rounded = rounding_step(r.rounding) if r.rounding else None
        if rounded is not None:  # MO-02: a house ratio off the chip
            steps.append(rounded)
    return Draft(
        prompt=text("boule.payout.prompt", number=number, ca_at=ca_number("al", number)),
        scene=scene,
        kind="settlement",
        expected=expected,
        rules=("BO-02", "BO-05"),
        solution=tuple(steps),
        options=tuple(Option(s, text("boule.spot", **_spot_text_params(s))) for s in spots),
        outcomes=(
            Option("won", text("common.outcome.win")),
            Option("lost", text("common.outcome.lose")),
        ),
        hints=(text("boule.payout.hint"),),
    )


# --------------------------------------------------------------------------- limits (BO-03)

_PLAYER, _OTHER = "A", "B"
_VERDICTS = ("accept", "refuse_max", "refuse_min")


def _chips(rng: random.Random, low: Decimal, high: Decimal, unit: Decimal) -> Decimal:
    """A stake from `low` to `high` in whole `unit`s (MO-01); `low` when the range is empty."""
    first = int((low / unit).to_integral_value(rounding=ROUND_CEILING))
    last = int((high / unit).to_integral_value(rounding=ROUND_FLOOR))
    return _money(unit * rng.randint(first, max(first, last)))


def _limits_table(rng: random.Random, level: int, rulebook: Rulebook) -> Table:
    """The rulebook's table; from level 3 the director may have opened one layout at twice the
    authorised minimum (BO-03)."""
    table = Table(rulebook, rng)
    if level >= 3 and table.limits.layouts == 2:
        times = rng.choice(((1, 2), (2, 1), (1, 1)))
        if table.can_open_layouts(times):
            table.open_layouts(times)
    return table


def _build_limits(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    table = _limits_table(rng, level, rulebook)
    limits = table.limits
    chip = rulebook.chip_set.smallest
    spot = boule_number(rng.choice(NUMBERS)) if rng.random() < 0.5 else None
    spot = spot or rng.choice(SIMPLE_CHANCES)
    top = limits.max_for(spot)
    # Stakes as players lay them: whole minimums on a number, five minimums on a chance; the
    # smallest chip only to fall short of a minimum or, at level 4, as an odd amount.
    unit = limits.table_min * (1 if boule_number_of(spot) is not None else 5)
    unit = chip if level == 4 and rng.random() < 0.3 else unit
    layout = rng.randint(1, limits.layouts) if level >= 3 else 1
    other = 2 if layout == 1 else 1
    table.open_spin()
    spin = table.spins[-1]
    # What the player already has on the spot: on this layout from level 2, on the other one
    # at level 4; another player's chips there from level 3 (they never count, BO-03).
    held_here = held_there = Decimal(0)
    if level >= 2 and rng.random() < 0.8:
        held_here = _chips(rng, limits.min_on(layout), top * Decimal("0.7"), unit)
        spin.place(Bet(spot, held_here, layout), _PLAYER)
    if level >= 4 and limits.layouts == 2 and rng.random() < 0.7:
        held_there = _chips(rng, limits.min_on(other), (top - held_here) * Decimal("0.6"), unit)
        if spin.can_place(Bet(spot, held_there, other), _PLAYER):
            spin.place(Bet(spot, held_there, other), _PLAYER)
        else:
            held_there = Decimal(0)
    theirs = Decimal(0)
    if level >= 3:
        theirs = _chips(rng, limits.min_on(1), top, unit)
        spin.place(Bet(spot, theirs), _OTHER)
    held = spin.held_by(_PLAYER, spot)
    if level == 4 and rng.random() < 0.4:
        return _room_draft(spin, spot, held_here, held_there, theirs, layout)
    verdict = rng.choice(_VERDICTS if held_here == 0 else ("accept", "refuse_max"))
    low = limits.min_on(layout)
    if verdict == "refuse_min":  # short of the layout's minimum, maybe not of the authorised
        floor = limits.table_min if low > limits.table_min and rng.random() < 0.7 else chip
        stake = _chips(rng, floor, low - chip, chip)
    elif verdict == "refuse_max":
        stake = _chips(rng, top - held + chip, top - held + 5 * unit, unit)
    else:
        stake = _chips(rng, max(low - held_here, chip), top - held, unit)
    bet = Bet(spot, stake, layout)
    answer = (
        "refuse_min"
        if spin.below_minimum(bet, _PLAYER)
        else "refuse_max"
        if spin.above_maximum(bet, _PLAYER)
        else "accept"
    )  # the engine's own check (BO-03)
    assert spin.can_place(bet, _PLAYER) == (answer == "accept")
    params = _limits_params(spin, spot, layout, held_here, held_there, theirs)
    steps = _limits_steps(spin, bet, held, params)
    steps.append(text(f"boule.limits.step_{answer}", "BO-03", **params, stake=stake))
    return Draft(
        prompt=text(_limits_prompt(held_here, held_there, theirs), **params, stake=stake),
        scene=spin.scene(),
        kind="choice",
        expected=answer,
        rules=("BO-03",),
        solution=tuple(steps),
        options=tuple(Option(v, text(f"boule.limits.option_{v}")) for v in _VERDICTS),
        hints=(text("boule.limits.hint"),),
    )


def _limits_prompt(held_here: Decimal, held_there: Decimal, theirs: Decimal) -> str:
    """The prompt that names what lies on the spot already: nothing, the player's chips on
    this layout, the other or both, and another player's."""
    held = {(False, False): "empty", (True, False): "held", (False, True): "there"}
    key = held.get((bool(held_here), bool(held_there)), "both")
    return f"boule.limits.prompt_{key}{'_other' if theirs else ''}"


def _limits_params(
    spin: Spin,
    spot: str,
    layout: int,
    held_here: Decimal,
    held_there: Decimal,
    theirs: Decimal,
) -> dict[str, str]:
    limits = spin.table.limits
    return {
        **_on_params(spot),
        "layout": str(layout),
        "other": "2" if layout == 1 else "1",
        "layout_min": str(limits.min_on(layout)),
        "table_min": str(limits.table_min),
        "max": str(limits.max_for(spot)),
        "max_kind": f"boule.limits.max_{'simple' if spot in SIMPLE_CHANCES else 'number'}",
        "held_here": str(held_here),
        "held_there": str(held_there),
        "theirs": str(theirs),
    }


def _limits_steps(spin: Spin, bet: Bet, held: Decimal, params: dict[str, str]) -> list[Text]:
    limits = spin.table.limits
    times = limits.layout_min_times[bet.layout - 1]
    steps = [text(f"boule.limits.step_min_{times}", "BO-03", **params)]
    total = held + bet.stake
    steps.append(
        text("boule.limits.step_total", "BO-03", **params, held=held, stake=bet.stake, total=total)
    )
    if Decimal(params["theirs"]):
        steps.append(text("boule.limits.step_others", "BO-03", **params))
    return steps


def _room_draft(
    spin: Spin, spot: str, held_here: Decimal, held_there: Decimal, theirs: Decimal, layout: int
) -> Draft:
    """How much more the player may put on the spot, both layouts together (BO-03)."""
    room = spin.room(_PLAYER, spot)  # by the engine
    held = spin.held_by(_PLAYER, spot)
    params = _limits_params(spin, spot, layout, held_here, held_there, theirs)
    steps = [text("boule.limits.step_room", "BO-03", **params, held=held, room=room)]
    if theirs:
        steps.append(text("boule.limits.step_others", "BO-03", **params))
    code = _limits_prompt(held_here, held_there, theirs).replace("prompt_", "room_")
    return Draft(
        prompt=text(code, **params),
        scene=spin.scene(),
        kind="amount",
        expected=amount_answer(room),
        rules=("BO-03",),
        solution=tuple(steps),
        hints=(text("boule.limits.hint"),),
    )


DRILLS = (
    Drill(
        "boule.payout",
        "boule",
        levels(None, 20, 15, 10, ("2 bets", "3-4 bets", "4-5 bets", "5-7 bets, odd stakes")),
        _build_payout,
    ),
    Drill(
        "boule.limits",
        "boule",
        levels(
            None,
            15,
            12,
            8,
            ("one bet", "the player's chips add up", "two layouts, others' chips", "all"),
        ),
        _build_limits,
    ),
)
