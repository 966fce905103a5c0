"""Craps drills: odds, place, lay and proposition payouts, settling a roll, maximum bets, no
rolls.

Every question is a table set up in the craps engine (`trainer.games.craps`) with real bets and
rolled dice; every expected answer is the engine's: its roll settlement gives each bet's fate
and winnings (paid through `trainer.money.payout`: down to the chip, MO-02, or to the cent under
the house's `exact` setting, MO-05), `max_stake` the limits (CR-11..CR-15, MO-04),
`is_valid_roll` the no-roll rule (CR-17).

The drill only chooses the situation, with stakes a player could make (MO-01): chips of the
house set, within the table's limits and, where the house requires it, multiples of the minimum
(CR-15). Up to level 3 the stakes sit on the payout's base (a win that falls on a chip, as a
croupier would ask a player to adjust an odds bet); at level 4 any stake a player could make, and
the worked solution shows the exact win and its rounding.

Target times: no published per-payout standard for craps croupiers was found (dealer-school
pages describe the skills and the audition, not seconds). They are set so a level-4 trainee
keeps table pace: one payout is one multiplication (5 to 6 s), a seven-out paying several
don't bets or lay bets is a few (8 s), settling a layout scales with its bets, and a no-roll
call is a reflex (3 s).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from functools import cache
from typing import get_args

from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.drills.rounding import rounding_step
from trainer.errors import RuleError
from trainer.games.craps import (
    ALWAYS_NO_ROLL,
    HARD_NUMBERS,
    MULTIPLE_KINDS,
    NUMBERS,
    ONE_ROLL_WINS,
    BetOutcome,
    CrapsTable,
    Landing,
    RollResult,
    is_valid_roll,
    max_stake,
    multiple_max,
    stake_step,
)
from trainer.games.spots import in_box, odds_on, parse_craps
from trainer.money import Ratio, exact_text, from_cents, stakes_between, to_cents
from trainer.rulebooks import Rulebook, available, load

D = Decimal
Bet = tuple[str, str, Decimal]  # (player, spot, amount)
PLAYER = "p1"
PROPS = (
    *(f"hard_{n}" for n in HARD_NUMBERS),
    *(k for k in ONE_ROLL_WINS if k not in ("field", "under_7", "over_7")),
)

# --------------------------------------------------------------------------- engine helpers


def _dice_for(rng: random.Random, total: int) -> tuple[int, int]:
    pairs = [(a, total - a) for a in range(1, 7) if 1 <= total - a <= 6]
    return rng.choice(pairs)


def _rolled(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> tuple[CrapsTable, RollResult]:
    """The engine's table with these bets, rolled once (CR-16: no more bets, then the roll)."""
    table = CrapsTable.with_layout(rulebook, point, list(bets))
    table.call_no_more_bets()
    result = table.roll(*dice)
    assert isinstance(result, RollResult)
    return table, result


def _money(amount: Decimal) -> Decimal:
    """One written form per amount ("8.50", "81"), so answers and prompts read alike."""
    return from_cents(to_cents(amount))


def _shooter_bet(rulebook: Rulebook) -> Decimal:
    """CR-16: the shooter's line bet, twice the table minimum (10 at a 5 table)."""
    return _money(rulebook.craps.table_min * 2)


@cache
def _halves(low: int, high: int) -> tuple[Decimal, ...]:
    """Every stake from `low` to `high` in steps of half a unit (a 0.50 chip)."""
    return tuple(_money(D(k) / 2) for k in range(2 * low, 2 * high + 1))


def _makeable(rulebook: Rulebook, spot: str, stake: Decimal, limit: Decimal) -> bool:
    """A stake a player could make on `spot` (MO-01, CR-15): chips of the house set, at least
    the table minimum (odds ride on a flat bet: none), a multiple of it where the house
    requires, and no more than `limit`."""
    parsed = parse_craps(spot)
    rules = rulebook.craps
    low = D(0) if parsed.kind == "odds" else rules.table_min
    step = stake_step(parsed, rules, rulebook.chip_set)
    return low <= stake <= limit and stake % step == 0


def _on_base(stake: Decimal, ratio: Ratio, rulebook: Rulebook) -> bool:
    """The exact win falls on the smallest chip: no rounding (MO-02) to teach yet."""
    return ratio.exact(stake) % Fraction(rulebook.chip_set.smallest) == 0


def _stake(
    rng: random.Random,
    candidates: Sequence[Decimal | int | str],
    spot: str,
    ratio: Ratio,
    rulebook: Rulebook,
    limit: Decimal,
    level: int,
) -> Decimal:
    """A stake from `candidates` a player could make on `spot`; below level 4 one whose win
    falls on a chip. Random picks first (the lists are long at level 4), then any that fits."""

    def fits(c: Decimal | int | str) -> bool:
        stake = D(c)
        return _makeable(rulebook, spot, stake, limit) and (
            level >= 4 or _on_base(stake, ratio, rulebook)
        )

    for _ in range(50):
        pick = rng.choice(candidates)
        if fits(pick):
            return _money(D(pick))
    fitting: list[Decimal | int | str] = [c for c in candidates if fits(c)]
    if not fitting:  # a house rule (multiples of the minimum) emptied the list: every stake
        rules = rulebook.craps
        parsed = parse_craps(spot)
        low = rulebook.chip_set.smallest if parsed.kind == "odds" else rules.table_min
        multiple = rules.table_min if stake_step(parsed, rules, rulebook.chip_set) != low else None
        every = stakes_between(low, limit, rulebook.chip_set, multiple, most=1000)
        fitting = [c for c in every if fits(c)] or list(every)
    if not fitting:  # pragma: no cover - the minimum is always under the limit
        raise RuntimeError(f"no stake a player could make on {spot}")
    return _money(D(rng.choice(fitting)))


def _paid(code: str, o: BetOutcome, **kw: object) -> tuple[Text, ...]:
    """A winning bet's payout step. When the exact win falls between chips the step names the
    ratio and the rounding step says what is paid (MO-02, or MO-05 under `exact`)."""
    assert o.ratio is not None and o.paid is not None
    rounded = rounding_step(o.paid)
    ratio = {"to": o.ratio.to, "per": o.ratio.per}
    if rounded is None:
        return (text(code, o.rule, stake=o.stake, pay=o.winnings, **ratio, **kw),)
    return (text(f"{code}_rounded", o.rule, stake=o.stake, **ratio, **kw), rounded)


def _kind_key(spot: str) -> tuple[str, int | None]:
    """The message key of a spot's family and its number: "odds:come:6" -> ("odds_come_point",
    6); "hard_8" -> ("hard_8", None)."""
    parsed = parse_craps(spot)
    if parsed.kind == "odds":
        base = parse_craps(parsed.base)
        return f"odds_{base.kind}", base.number
    if parsed.kind.startswith("hard_"):
        return parsed.kind, None
    return parsed.kind, parsed.number


def _spot_text(spot: str) -> Text:
    """A bet's label with its box: "come:6" -> "Come bet on 6" (`craps.spot.*`)."""
    key, number = _kind_key(spot)
    if number is None:
        return text(f"craps.name.{key}")
    return text(f"craps.spot.{key}", number=number)


def _code(spot: str) -> str:
    """A bet's plain name, for use inside another message (`craps.name.*`)."""
    return f"craps.name.{_kind_key(spot)[0]}"


def _outcome_options(keys: Sequence[str]) -> tuple[Option, ...]:
    labels = {
        "won": "common.outcome.win",
        "lost": "common.outcome.lose",
        "push": "craps.outcome.push",  # CR-03: the seeds' "resultat nul" / "resultado nulo"
        "placed": "craps.outcome.stays",
        "moved": "craps.outcome.moved",
        "even": "craps.outcome.even",
    }
    return tuple(Option(k, text(labels[k])) for k in keys)


# --------------------------------------------------------------------------- odds payout

_NET = {"won": "win", "lost": "lose", "even": "even"}  # the net's wording (prop-payout.step_net_*)

_ODDS_FLATS = {
    1: (10, 20),
    2: (10, 15, 20, 25, 30, 40, 50),
    3: (15, 25, 35, 45, 55, 65, 75, 90, 110),
    4: (12, 17, 27, 35, 45, 65, 85, 115, 135, 165),
}


def _flat(
    rng: random.Random, rulebook: Rulebook, base: str, flats: Sequence[Decimal | int]
) -> Decimal:
    """A flat bet a player could make on `base` (MO-01, CR-15)."""
    limit = rulebook.craps.simple_max
    fitting = [D(f) for f in flats if _makeable(rulebook, base, D(f), limit)]
    return _money(rng.choice(fitting or [_shooter_bet(rulebook)]))


def _odds_bet(
    rng: random.Random, level: int, rulebook: Rulebook, lay: bool, number: int, base: str
) -> list[Bet]:
    """A flat bet on `base` and odds on it: the full odds at level 1, any amount a player could
    make up to the maximum after (CR-11, CR-12)."""
    rules = rulebook.craps
    flat = _flat(rng, rulebook, base, _ODDS_FLATS[level])
    spot = odds_on(base)
    limit = max_stake(parse_craps(spot), rules, rulebook.chip_set, flat, number)  # CR-11/CR-12
    ratio = rules.odds_lay[number] if lay else rules.odds_take[number]
    if level == 1:
        candidates: list[Decimal] = [limit]
    else:
        step = D(ratio.per) if level < 4 else rulebook.chip_set.smallest
        # a house's low odds maximum may hold no whole base: then the maximum itself
        candidates = [step * k for k in range(1, int(limit / step) + 1)] or [limit]
    odds = _stake(rng, candidates, spot, ratio, rulebook, limit, level)
    return [(PLAYER, base, flat), (PLAYER, spot, odds)]


def _build_odds(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    lay = level > 1 and rng.random() < 0.5
    count = rng.randint(2, 3) if level == 4 and lay else 1
    numbers = rng.sample(NUMBERS, k=count)
    line, come = ("dont_win", "dont_come") if lay else ("win", "come")
    on_line = level == 1 or rng.random() < 0.6
    bases = [line if i == 0 and on_line else f"{come}:{n}" for i, n in enumerate(numbers)]
    others = [n for n in NUMBERS if n not in numbers]
    point = numbers[0] if on_line else rng.choice([None, *others])
    bets: list[Bet] = [] if on_line else [(PLAYER, line, _shooter_bet(rulebook))]  # CR-16
    for number, base in zip(numbers, bases, strict=True):
        bets += _odds_bet(rng, level, rulebook, lay, number, base)
    # CR-12: lay odds win on 7; CR-11: take odds win on their number before 7.
    return odds_draft(rulebook, point, bets, _dice_for(rng, 7 if lay else numbers[0]))


def odds_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Pay the odds that win on this roll: every odds bet on the layout is asked about."""
    table, result = _rolled(rulebook, point, bets, dice)
    odds = [o for o in result.outcomes if parse_craps(o.spot).kind == "odds" and o.outcome == "won"]
    paid = sum((o.winnings for o in odds), D(0))
    steps: list[Text] = []
    for o in odds:
        number = _spot_number(o.spot, result)
        steps += _paid("craps.odds-payout.step", o, number=number, spot=_code(o.spot))
    if len(odds) > 1:
        steps.append(text("craps.odds-payout.step_total", total=_money(paid)))
        prompt = text("craps.odds-payout.prompt_seven", count=len(odds))
    else:
        prompt = text(
            "craps.odds-payout.prompt",
            spot=_code(odds[0].spot),
            number=_spot_number(odds[0].spot, result),
            stake=odds[0].stake,
            total=result.total,
        )
    return Draft(
        prompt=prompt,
        scene=table.scene(result, tuple(o.spot for o in odds), reveal=False),
        kind="amount",
        expected=str(_money(paid)),
        rules=tuple(sorted({o.rule for o in odds})),
        solution=tuple(steps),
        hints=(text("craps.odds-payout.hint", "CR-11"),),
    )


def _spot_number(spot: str, result: RollResult) -> int:
    number = parse_craps(spot).number or result.point_before
    assert number is not None
    return number


# --------------------------------------------------------------------------- place payout


def _place_candidates(level: int, number: int) -> Sequence[Decimal]:
    """Stakes a player places: units of 5 (6 on the 6 and 8) at first, any stake at level 4."""
    unit = 6 if number in (6, 8) else 5
    if level == 1:
        return [D(unit), D(2 * unit)]
    if level == 2:
        return [D(unit * k) for k in range(1, 13)]
    if level == 3:
        return [D(unit * k) for k in range(5, 61)]
    return _halves(5, 500)


def _build_place(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    rules = rulebook.craps
    count = {1: 1, 2: rng.randint(1, 2), 3: rng.randint(2, 4), 4: 6}[level]
    numbers = sorted(rng.sample(NUMBERS, k=count))
    bets: list[Bet] = [(PLAYER, "win", _shooter_bet(rulebook))]  # CR-16: the shooter's line bet
    for n in numbers:
        spot = in_box("place", n)
        limit = max_stake(parse_craps(spot), rules, rulebook.chip_set, None, None)  # CR-13
        candidates = _place_candidates(level, n)
        bets.append(
            (PLAYER, spot, _stake(rng, candidates, spot, rules.place[n], rulebook, limit, level))
        )
    dice = _dice_for(rng, rng.choice(numbers))
    return place_draft(rulebook, rng.choice([None, *NUMBERS]), bets, dice)


def place_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Pay the place bet on the number just rolled."""
    table, result = _rolled(rulebook, point, bets, dice)
    winner = result.total
    won = result.of(in_box("place", winner))
    return Draft(
        prompt=text("craps.place-payout.prompt", number=winner, stake=won.stake),
        scene=table.scene(result, (won.spot,), reveal=False),
        kind="amount",
        expected=str(won.winnings),
        rules=(won.rule,),
        solution=_paid("craps.place-payout.step", won, number=winner),
        hints=(text("craps.place-payout.hint", "CR-13"),),
    )


# --------------------------------------------------------------------------- lay payout

_LAY_UNITS = {4: 11, 10: 11, 5: 8, 9: 8, 6: 5, 8: 5}  # the stake that wins a round amount


def _lay_candidates(level: int, number: int) -> Sequence[Decimal]:
    unit = _LAY_UNITS[number]
    if level == 1:
        return [D(unit * k) for k in (1, 2, 4)]
    if level == 2:
        return [D(unit * k) for k in range(1, 11)]
    if level == 3:
        return [D(unit * k) for k in range(2, 41)]
    return _halves(5, 1000)


def _build_lay(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    rules = rulebook.craps
    count = {1: 1, 2: rng.randint(1, 2), 3: rng.randint(2, 3), 4: rng.randint(3, 5)}[level]
    numbers = sorted(rng.sample(NUMBERS, k=count))
    bets: list[Bet] = [(PLAYER, "dont_win", _shooter_bet(rulebook))]  # CR-16
    for n in numbers:
        spot = in_box("lay", n)
        limit = max_stake(parse_craps(spot), rules, rulebook.chip_set, None, None)  # CR-14
        candidates = _lay_candidates(level, n)
        bets.append(
            (PLAYER, spot, _stake(rng, candidates, spot, rules.lay[n], rulebook, limit, level))
        )
    return lay_draft(rulebook, rng.choice(NUMBERS), bets, _dice_for(rng, 7))  # CR-14: 7 first


def lay_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Pay every lay bet a seven has won."""
    table, result = _rolled(rulebook, point, bets, dice)
    lays = [o for o in result.outcomes if parse_craps(o.spot).kind == "lay" and o.outcome == "won"]
    paid = sum((o.winnings for o in lays), D(0))
    steps: list[Text] = []
    for o in lays:
        steps += _paid("craps.lay-payout.step", o, number=_spot_number(o.spot, result))
    if len(lays) > 1:
        steps.append(text("craps.lay-payout.step_total", total=_money(paid)))
    one = "_one" if len(lays) == 1 else ""
    return Draft(
        prompt=text(f"craps.lay-payout.prompt{one}", count=len(lays)),
        scene=table.scene(result, tuple(o.spot for o in lays), reveal=False),
        kind="amount",
        expected=str(_money(paid)),
        rules=("CR-14",),
        solution=tuple(steps),
        hints=(text("craps.lay-payout.hint", "CR-14"),),
    )


# --------------------------------------------------------------------------- prop payout

_PROP_STAKES = {
    1: (5, 10),
    2: (5, 10, 15, 20, 25),
    3: (5, 6, 7, 10, 12, 15, 20, 25),
    4: _halves(5, 30),
}


def _winning_dice(rng: random.Random, spot: str) -> tuple[int, int]:
    hard = parse_craps(spot)
    if hard.kind.startswith("hard_") and hard.number is not None:
        half = hard.number // 2
        return half, half  # CR-09: the double
    return _dice_for(rng, rng.choice(sorted(ONE_ROLL_WINS[spot])))


def _build_prop(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    rules = rulebook.craps
    count = {1: 1, 2: rng.randint(1, 2), 3: rng.randint(3, 4), 4: rng.randint(5, 7)}[level]
    spots = rng.sample(PROPS, k=count)
    bets: list[Bet] = [(PLAYER, "win", _shooter_bet(rulebook))]  # CR-16
    for spot in spots:
        limit = max_stake(parse_craps(spot), rules, rulebook.chip_set, None, None)  # CR-15
        ratio = rules.payouts[spot]
        bets.append(
            (PLAYER, spot, _stake(rng, _PROP_STAKES[level], spot, ratio, rulebook, limit, level))
        )
    dice = _winning_dice(rng, rng.choice(spots))
    return prop_draft(rulebook, rng.choice([None, *NUMBERS]), bets, dice)


def prop_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Settle every proposition bet (hardways, one-roll bets, horn) and the player's net."""
    table, result = _rolled(rulebook, point, bets, dice)
    props = [o for o in result.outcomes if o.spot in PROPS]
    spots = [o.spot for o in props]
    expected = {
        o.spot: settlement_entry(o.outcome, o.winnings if o.outcome == "won" else _taken(o))
        for o in props
    }
    options = [Option(o.spot, _spot_text(o.spot)) for o in props]
    steps = [step for o in props for step in _prop_steps(o)]
    if len(props) > 1:
        # the player's net on the props alone (the shooter's line bet is not asked)
        net = sum((o.winnings for o in props), D(0)) - sum((_taken(o) for o in props), D(0))
        outcome = "won" if net > 0 else "lost" if net < 0 else "even"
        expected["net"] = settlement_entry(outcome, _money(abs(net)))
        options.append(Option("net", text("craps.prop-payout.net")))
        steps.append(
            text(
                f"craps.prop-payout.step_net_{_NET[outcome]}",
                "CR-10",
                net=_money(abs(net)),
            )
        )
    return Draft(
        prompt=text("craps.prop-payout.prompt", total=result.total, die1=dice[0], die2=dice[1]),
        scene=table.scene(result, tuple(spots), reveal=False),
        kind="settlement",
        expected=expected,
        rules=tuple(sorted({o.rule for o in props})),
        solution=tuple(steps),
        options=tuple(options),
        outcomes=_outcome_options(("won", "lost", "placed", "even")),
        hints=(text("craps.prop-payout.hint", "CR-09"),),
    )


def _taken(outcome: BetOutcome) -> Decimal:
    """What the house collects from a bet on this roll."""
    return outcome.stake if outcome.outcome == "lost" else D(0)


def _prop_steps(o: BetOutcome) -> tuple[Text, ...]:
    if o.outcome == "won":
        return _paid("craps.prop-payout.step_win", o, spot=_code(o.spot))
    if o.outcome == "lost":
        return (text("craps.prop-payout.step_lose", o.rule, spot=_code(o.spot), stake=o.stake),)
    return (text("craps.prop-payout.step_stays", o.rule, spot=_code(o.spot)),)


# --------------------------------------------------------------------------- roll resolution

_COME = ("come", "dont_come", "come_point", "dont_come_point")
_RESOLUTION_POOL = {
    1: ("win", "dont_win"),
    2: ("win", "dont_win", *_COME),
    3: (*_COME, "odds", "place", "lay", "field", "big_6", "big_8"),
    4: (*_COME, "odds", "place", "lay", "field", "big_6", "big_8", "under_7", "over_7", "prop"),
}
_RESOLUTION_COUNT = {1: (1, 2), 2: (2, 4), 3: (4, 6), 4: (6, 9)}


def _resolution_layout(
    rng: random.Random, level: int, point: int | None, minimum: Decimal
) -> list[Bet]:
    """Bets a player would make (multiples of 5 at the decree's 5 table, of the minimum's
    fifth at another: whole minimums, CR-15); the engine then keeps the legal ones."""
    stakes = (10, 20, 25, 30) if level < 3 else (10, 15, 25, 30, 35, 40, 60)
    unit = minimum / 5
    line = "win" if level == 1 or rng.random() < 0.6 else "dont_win"
    bets: list[Bet] = [(PLAYER, line, _money(rng.choice(stakes) * unit))]
    if level == 1 and rng.random() < 0.5:
        other = "dont_win" if line == "win" else "win"
        bets.append((PLAYER, other, _money(rng.choice(stakes) * unit)))
    low, high = _RESOLUTION_COUNT[level]
    for _ in range(rng.randint(low, high) - len(bets)):
        family = rng.choice(_RESOLUTION_POOL[level])
        bets.append((PLAYER, _spot_of(rng, family), _money(rng.choice(stakes) * unit)))
    return bets


def _spot_of(rng: random.Random, family: str) -> str:
    number = rng.choice(NUMBERS)
    if family in ("come_point", "dont_come_point"):
        return in_box(family.removesuffix("_point"), number)
    if family in ("place", "lay"):
        return in_box(family, number)
    if family == "odds":
        return odds_on(rng.choice(("win", "dont_win", in_box("come", number))))
    if family == "prop":
        return rng.choice(PROPS)
    return family


def _legal_table(
    rng: random.Random, level: int, rulebook: Rulebook, point: int | None, wanted: list[Bet]
) -> list[Bet]:
    """Keep the wanted bets the engine accepts (one per spot, limits, odds on a flat bet)."""
    kept: list[Bet] = []
    seen: set[str] = set()
    for bet in wanted:
        if bet[1] in seen:
            continue
        spot = parse_craps(bet[1])
        amount = bet[2]
        try:
            if spot.kind == "odds":  # full odds on the flat bet (CR-11, CR-12)
                base = dict((s, a) for _, s, a in kept).get(spot.base)
                amount = max_stake(spot, rulebook.craps, rulebook.chip_set, base, point)
            CrapsTable.with_layout(rulebook, point, [*kept, (PLAYER, bet[1], amount)])
        except RuleError:  # the engine refuses this bet in this state
            continue
        kept.append((PLAYER, bet[1], amount))
        seen.add(bet[1])
    return kept


def _build_resolution(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    point = None if level == 1 and rng.random() < 0.4 else rng.choice([None, *NUMBERS, *NUMBERS])
    wanted = _resolution_layout(rng, level, point, rulebook.craps.table_min)
    bets = _legal_table(rng, level, rulebook, point, wanted)
    return resolution_draft(rulebook, point, bets, (rng.randint(1, 6), rng.randint(1, 6)))


def resolution_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Every bet on the layout: wins (paid), loses (taken), push, stays or moves."""
    table, result = _rolled(rulebook, point, bets, dice)
    expected = {
        o.spot: settlement_entry(o.outcome, o.winnings if o.outcome == "won" else _taken(o))
        for o in result.outcomes
    }
    steps = [step for o in result.outcomes for step in _resolution_steps(o)]
    return Draft(
        prompt=text(
            f"craps.roll-resolution.prompt_{'off' if point is None else 'on'}",
            total=result.total,
            die1=dice[0],
            die2=dice[1],
            point=point or "",
        ),
        scene=table.scene(result, (), reveal=False),
        kind="settlement",
        expected=expected,
        rules=tuple(sorted({o.rule for o in result.outcomes})),
        solution=tuple(steps),
        options=tuple(Option(o.spot, _spot_text(o.spot)) for o in result.outcomes),
        outcomes=_outcome_options(("won", "lost", "push", "placed", "moved")),  # CR-03: push
        hints=(text("craps.roll-resolution.hint", "CR-02"),),
    )


def _resolution_steps(o: BetOutcome) -> tuple[Text, ...]:
    number = _kind_key(o.spot)[1]
    box = "" if number is None else f" {number}"
    if o.outcome == "won":
        return _paid("craps.roll-resolution.step_won", o, spot=_code(o.spot), box=box)
    return (
        text(
            f"craps.roll-resolution.step_{o.outcome}",
            o.rule,
            spot=_code(o.spot),
            box=box,
            stake=o.stake,
            to=o.moved_to or "",
        ),
    )


# --------------------------------------------------------------------------- maximum bets

_MAX_FAMILIES = {
    1: ("odds_take", "place"),
    2: ("odds_take", "odds_lay", "place"),
    3: ("odds_lay", "lay", "multiple", "place"),
    4: ("odds_take", "odds_lay", "place", "lay", "multiple"),
}
_MAX_FLATS = {
    1: (10, 20, 50, 100),
    2: (10, 15, 20, 25, 40, 50, 100),
    3: (15, 25, 35, 45, 55, 75, 125),
    4: (D("12.50"), 17, 35, 45, 85, D("117.50"), 135, 165, 285),
}
_TIMES = {1: "once", 2: "twice", 3: "thrice"}


def _table_rulebook(rng: random.Random, level: int, rulebook: Rulebook) -> Rulebook:
    """At level 4 the house sets its own limits within CR-15: another simple maximum, how many
    simple wins a multiple bet may reach, and (andorra-2025 only) multiples of the minimum."""
    rules = rulebook.craps
    if level < 4:
        return rulebook
    low, high = rules.simple_max_times_min_low, rules.simple_max_times_min_high
    times = [t for t in (100, 200, 300, 400, 500, 1000) if low <= t <= high]
    if not times:  # the house's own range holds none of these: its own table
        return rulebook
    try:
        house = replace(
            rules,
            simple_max=rules.table_min * rng.choice(times),
            multiple_max_times=rng.randint(
                rules.multiple_max_times_low, rules.multiple_max_times_high
            ),
            bets_multiple_of_min=rules.bets_multiple_of_min
            or (rules.multiple_of_min_option and rng.random() < 0.3),
        )
        return replace(rulebook, craps=house)
    except ValueError:  # not a table the rulebook allows (limits, MO-01): the house's own
        return rulebook


def _build_max(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    book = _table_rulebook(rng, level, rulebook)
    family = rng.choice(_MAX_FAMILIES[level])
    number = rng.choice(NUMBERS)
    point: int | None = None
    layout: list[Bet] = [(PLAYER, "win", _shooter_bet(book))]
    if family in ("odds_take", "odds_lay"):
        lay = family == "odds_lay"
        come = "dont_come" if lay else "come"
        base = rng.choice(("dont_win" if lay else "win", in_box(come, number)))
        point = number if base in ("win", "dont_win") else rng.choice(NUMBERS)
        layout = [(PLAYER, base, _flat(rng, book, base, _MAX_FLATS[level]))]
        if base.startswith("dont_come"):
            layout.insert(0, (PLAYER, "dont_win", _shooter_bet(book)))
        elif base.startswith("come"):
            layout.insert(0, (PLAYER, "win", _shooter_bet(book)))
        spot = odds_on(base)
    elif family == "multiple":
        spot = rng.choice(sorted(MULTIPLE_KINDS))
    else:
        spot = in_box(family, number)
    return max_draft(book, spot, point, layout)


def max_draft(rulebook: Rulebook, spot: str, point: int | None, layout: Sequence[Bet]) -> Draft:
    """The largest bet the engine allows on `spot` with this layout (CR-11..CR-15, MO-04)."""
    rules = rulebook.craps
    table = CrapsTable.with_layout(rulebook, point, list(layout))
    parsed = parse_craps(spot)
    flat = table.stake(PLAYER, parsed.base) if parsed.base else None
    limit = max_stake(parsed, rules, rulebook.chip_set, flat, point)
    assert table.can_place_bet(PLAYER, spot, limit)  # the engine's own check agrees
    rule = _max_rule(spot)
    house = "multiples" if rules.bets_multiple_of_min else "chips"
    return Draft(
        prompt=text(
            f"craps.max-bet.prompt_{_max_family(spot)}",
            spot=_code(spot),
            number=_number_of(spot, point),
            flat=flat or "",
            minimum=rules.table_min,
            simple_max=rules.simple_max,
            times=f"craps.max-bet.times.{_TIMES[rules.multiple_max_times]}",
            house=f"craps.max-bet.house.{house}",
        ),
        scene=table.scene(highlight=(spot,)),
        kind="amount",
        expected=str(_money(limit)),
        rules=(rule,),
        solution=_max_steps(spot, rule, rulebook, flat, point, _money(limit)),
        hints=(text(f"craps.max-bet.hint_{rule[-2:]}", rule),),
    )


def _number_of(spot: str, point: int | None) -> int | str:
    parsed = parse_craps(spot)
    return parsed.number or point or ""


def _max_family(spot: str) -> str:
    kind = parse_craps(spot).kind
    return kind if kind in ("odds", "place", "lay") else "multiple"


def _max_rule(spot: str) -> str:
    parsed = parse_craps(spot)
    if parsed.kind == "odds":
        return "CR-12" if parsed.lay_side else "CR-11"
    return {"place": "CR-13", "lay": "CR-14"}.get(parsed.kind, "CR-15")


def _max_steps(
    spot: str,
    rule: str,
    rulebook: Rulebook,
    flat: Decimal | None,
    point: int | None,
    limit: Decimal,
) -> tuple[Text, ...]:
    rules = rulebook.craps
    parsed = parse_craps(spot)
    number = parsed.number or point or 4
    if parsed.kind == "odds":
        assert flat is not None
        lay = parsed.lay_side
        percent = rules.odds_lay_max_percent[number] if lay else rules.odds_take_max_percent
        exact = Fraction(flat) * percent / 100
        return _percent_steps("craps.max-bet.step_odds", rule, exact, limit, flat, percent)
    if parsed.kind in ("place", "lay"):
        table_pct = rules.place_max_percent if parsed.kind == "place" else rules.lay_max_percent
        percent = table_pct[number]
        exact = Fraction(rules.simple_max) * percent / 100
        simple_max = rules.simple_max
        return _percent_steps("craps.max-bet.step_number", rule, exact, limit, simple_max, percent)
    return _multiple_steps(spot, rulebook)


def _percent_steps(
    code: str, rule: str, exact: Fraction, limit: Decimal, of: Decimal, percent: int
) -> tuple[Text, ...]:
    """A limit set as a percentage: the amount itself, or, when it falls between stakes a
    player can make, the last stake under it (MO-01)."""
    if exact == Fraction(limit):
        return (text(code, rule, of=of, percent=percent, limit=limit),)
    return (
        text(f"{code}_between", rule, of=of, percent=percent, exact=exact_text(exact)),
        text("craps.max-bet.step_floor", "MO-01", limit=limit),
    )


def _multiple_steps(spot: str, rulebook: Rulebook) -> tuple[Text, ...]:
    """CR-15 and MO-04 worked out: the win to reach, the exact stake that wins it, the stake on
    the chip (or on the multiple of the minimum) that reaches it, or CR-15's ceiling."""
    rules = rulebook.craps
    m = multiple_max(spot, rules, rulebook.chip_set)
    target = text(
        f"craps.max-bet.step_target_{_TIMES[m.times]}",
        "CR-15",
        simple_max=rules.simple_max,
        simple_win=m.simple_win,
        target=m.target,
    )
    ratio = {"to": m.ratio.to, "per": m.ratio.per}
    if not m.capped and Fraction(m.stake) == m.exact:
        return (
            target,
            text("craps.max-bet.step_exact", "CR-15", target=m.target, limit=m.stake, **ratio),
        )
    exact = text(
        "craps.max-bet.step_exact_stake",
        "CR-15",
        target=m.target,
        exact=exact_text(m.exact),
        **ratio,
    )
    amounts = {"target": m.target, "limit": m.stake, "win": m.win}
    if m.capped:
        last = text("craps.max-bet.step_capped", "CR-15", up=m.rounded_up, cap=m.cap, **amounts)
    elif m.step != rulebook.chip_set.smallest:
        last = text("craps.max-bet.step_up_multiple", "CR-15", minimum=rules.table_min, **amounts)
    else:
        last = text("craps.max-bet.step_up", "MO-04", **amounts)
    return (target, exact, last)


# --------------------------------------------------------------------------- no roll

# Every landing of CR-17, in the engine's order: a valid throw first, then dice on chips and a
# throw short of the far end (the two the rulebooks decide differently), then the no rolls.
_LANDINGS: tuple[Landing, ...] = get_args(Landing)


def _build_no_roll(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    book = rulebook
    if level >= 3:
        book = load(rng.choice([r for r in available() if _has_craps_choice(r)]))
    # a valid throw, then the two landings the rulebooks decide differently, then the rest
    ruled = 4 if level >= 2 else 2
    weights = [3, ruled, ruled] + [1] * (len(_LANDINGS) - 3)
    landing = rng.choices(_LANDINGS, weights)[0]
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    point = rng.choice([None, *NUMBERS])
    stake = _shooter_bet(book) * rng.choice((1, 2))
    return no_roll_draft(book, landing, dice, point, stake)


def no_roll_draft(
    book: Rulebook, landing: Landing, dice: tuple[int, int], point: int | None, stake: Decimal
) -> Draft:
    """Is this throw a roll at this table? The engine's CR-17 answers."""
    table = CrapsTable.with_layout(book, point, [(PLAYER, "win", stake)])
    valid = is_valid_roll(landing, book)  # CR-17
    scene = replace(
        table.scene(),
        dice=dice,
        info={"landing": landing, "rulebook": book.id},
    )
    reason = "always" if landing in ALWAYS_NO_ROLL else landing
    return Draft(
        prompt=text(
            "craps.no-roll.prompt",
            landing=f"craps.landing.{landing}",
            rulebook=f"craps.rulebook.{book.id}",
        ),
        scene=scene,
        kind="choice",
        expected="valid" if valid else "no_roll",
        rules=("CR-17",),
        solution=(
            text(
                f"craps.no-roll.step_{reason}",
                "CR-17",
                landing=f"craps.landing.{landing}",
                rulebook=f"craps.rulebook.{book.id}",
            ),
        ),
        options=(
            Option("valid", text("craps.no-roll.valid")),
            Option("no_roll", text("craps.no-roll.no_roll")),
        ),
        hints=(text("craps.no-roll.hint", "CR-17"),),
    )


def _has_craps_choice(rulebook_id: str) -> bool:
    return rulebook_id in ("andorra-2025", "spain-1979")


# --------------------------------------------------------------------------- catalogue

# Targets: see the module docstring (no published per-payout standard found).
DRILLS = (
    Drill(
        "craps.odds-payout",
        "craps",
        levels(
            None,
            8,
            6,
            6,
            (
                "full odds behind the win bet",
                "take and lay odds on line and come bets",
                "odd amounts of odds",
                "awkward odds; a seven-out paying every don't odds",
            ),
        ),
        _build_odds,
        source="no published standard found; one multiplication at table pace",
    ),
    Drill(
        "craps.place-payout",
        "craps",
        levels(None, 8, 6, 5, ("one place bet", "one or two", "several", "all six, any stake")),
        _build_place,
        source="no published standard found; one multiplication at table pace",
    ),
    Drill(
        "craps.lay-payout",
        "craps",
        levels(None, 10, 9, 8, ("one lay bet", "one or two", "two or three", "three to five")),
        _build_lay,
        source="no published standard found; a seven pays every lay bet",
    ),
    Drill(
        "craps.prop-payout",
        "craps",
        levels(None, 10, 15, 20, ("one prop", "one or two", "three or four", "five to seven")),
        _build_prop,
        source="no published standard found; about 3 s a bet plus the net",
    ),
    Drill(
        "craps.roll-resolution",
        "craps",
        levels(
            None,
            20,
            30,
            40,
            ("line bets", "come bets and their boxes", "odds, place, lay, field", "everything"),
        ),
        _build_resolution,
        source="no published standard found; about 5 s a bet",
    ),
    Drill(
        "craps.max-bet",
        "craps",
        levels(
            None,
            10,
            8,
            6,
            ("odds and place", "lay odds", "lay and multiple bets", "any bet, any house maximum"),
        ),
        _build_max,
        source="no published standard found",
    ),
    Drill(
        "craps.no-roll",
        "craps",
        levels(None, 5, 4, 3, ("this table", "this table", "either rulebook", "either, fast")),
        _build_no_roll,
        source="no published standard found; a stickman calls a no roll at once",
    ),
)
