"""Craps drills: odds, place, lay and proposition payouts, settling a roll, maximum bets, no
rolls.

Every question is a table set up in the craps engine (`trainer.games.craps`) with real bets and
rolled dice; every expected answer is the engine's: its roll settlement gives each bet's fate
and winnings, `max_stake` the limits (CR-11..CR-15), `is_valid_roll` the no-roll rule (CR-17).
The drill only chooses the situation and stakes a real table would see (stakes whose payout the
table's chips can make, as a croupier would ask a player to adjust an odds bet).

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
from functools import cache
from typing import get_args

from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.errors import RuleError
from trainer.games.craps import (
    ALWAYS_NO_ROLL,
    BetOutcome,
    CrapsTable,
    Landing,
    RollResult,
    is_valid_roll,
)
from trainer.games.craps_bets import (
    HARD_NUMBERS,
    MULTIPLE_KINDS,
    NUMBERS,
    ONE_ROLL_WINS,
    max_stake,
    parse_spot,
)
from trainer.money import Ratio, from_cents, round_payout, to_cents
from trainer.rulebooks import Rulebook, available, load
from trainer.rulebooks.sections import CrapsRules

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


@cache
def _halves(low: int, high: int) -> tuple[Decimal, ...]:
    """Every stake from `low` to `high` in steps of half a unit (a 0.50 chip)."""
    return tuple(_money(D(k) / 2) for k in range(2 * low, 2 * high + 1))


def _payable(amount: Decimal, rulebook: Rulebook) -> bool:
    """A payout the table's chips make exactly."""
    return amount % rulebook.chip_set.smallest == 0


def _win_of(stake: Decimal, ratio: Ratio, rulebook: Rulebook) -> Decimal:
    """Only to choose realistic stakes: the answer itself always comes from the engine."""
    return round_payout(ratio.exact(stake), rulebook.payout_rounding, rulebook.chip_set)


def _stake(
    rng: random.Random,
    candidates: Sequence[Decimal | int | str],
    ratio: Ratio,
    rulebook: Rulebook,
    limit: Decimal | None = None,
) -> Decimal:
    """A stake from `candidates` (under `limit`) whose payout the chips can make: random picks
    first (the lists are long at level 4), then the first that fits."""

    def fits(c: Decimal | int | str) -> bool:
        stake = D(c)
        in_limit = limit is None or stake <= limit
        return in_limit and _payable(_win_of(stake, ratio, rulebook), rulebook)

    for _ in range(50):
        pick = rng.choice(candidates)
        if fits(pick):
            return _money(D(pick))
    fitting = [c for c in candidates if fits(c)]
    if not fitting:  # pragma: no cover - every candidate list holds payable stakes
        raise RuntimeError("no payable stake")
    return _money(D(rng.choice(fitting)))


def _pay_step(
    code: str, rule: str, stake: Decimal, ratio: Ratio, pay: Decimal, **kw: object
) -> Text:
    return text(code, rule, stake=stake, ratio=ratio, pay=pay, **kw)


def _kind_key(spot: str) -> tuple[str, int | None]:
    """The message key of a spot's family and its number: "odds:come:6" -> ("odds_come_point",
    6); "hard_8" -> ("hard_8", None)."""
    parsed = parse_spot(spot)
    if parsed.kind == "odds":
        base = parse_spot(parsed.base)
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
        "win": "common.outcome.win",
        "lose": "common.outcome.lose",
        "push": "common.outcome.push",
        "stays": "craps.outcome.stays",
        "moved": "craps.outcome.moved",
        "even": "craps.outcome.even",
    }
    return tuple(Option(k, text(labels[k])) for k in keys)


# --------------------------------------------------------------------------- odds payout

_ODDS_FLATS = {
    1: (10, 20),
    2: (10, 15, 20, 25, 30, 40, 50),
    3: (15, 25, 35, 45, 55, 65, 75, 90, 110),
    4: (12, 17, 27, 35, 45, 65, 85, 115, 135, 165),
}


def _odds_bet(
    rng: random.Random, level: int, rulebook: Rulebook, lay: bool, number: int, base: str
) -> list[Bet]:
    """A flat bet on `base` and odds on it: the full odds at level 1, any payable amount up to
    the maximum after (CR-11, CR-12)."""
    rules = rulebook.craps
    flat = D(rng.choice(_ODDS_FLATS[level]))
    spot = f"odds:{base}"
    limit = max_stake(parse_spot(spot), rules, flat, number)  # CR-11 / CR-12 maximum
    ratio = rules.odds_lay[number] if lay else rules.odds_take[number]
    if level == 1:
        candidates: list[Decimal] = [limit]
    else:
        step = D(ratio.per) if level < 4 else rulebook.chip_set.smallest
        candidates = [step * k for k in range(1, int(limit / step) + 1)]
    odds = _stake(rng, candidates, ratio, rulebook, limit)
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
    bets: list[Bet] = [] if on_line else [(PLAYER, line, D(10))]  # CR-16: the shooter
    for number, base in zip(numbers, bases, strict=True):
        bets += _odds_bet(rng, level, rulebook, lay, number, base)
    # CR-12: lay odds win on 7; CR-11: take odds win on their number before 7.
    return odds_draft(rulebook, point, bets, _dice_for(rng, 7 if lay else numbers[0]))


def odds_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Pay the odds that win on this roll: every odds bet on the layout is asked about."""
    table, result = _rolled(rulebook, point, bets, dice)
    odds = [o for o in result.outcomes if o.spot.startswith("odds:") and o.result == "win"]
    paid = sum((o.winnings for o in odds), D(0))
    steps = []
    for o in odds:
        number = _spot_number(o.spot, result)
        lay = parse_spot(o.spot).lay_side
        ratio = rulebook.craps.odds_lay[number] if lay else rulebook.craps.odds_take[number]
        steps.append(
            _pay_step(
                "craps.odds-payout.step",
                o.rule,
                o.stake,
                ratio,
                o.winnings,
                number=number,
                spot=_code(o.spot),
            )
        )
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
    number = parse_spot(spot).number or result.point_before
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
    bets: list[Bet] = [(PLAYER, "win", D(10))]  # CR-16: the shooter's line bet
    for n in numbers:
        limit = max_stake(parse_spot(f"place:{n}"), rules, None, None)  # CR-13
        stake = _stake(rng, _place_candidates(level, n), rules.place[n], rulebook, limit)
        bets.append((PLAYER, f"place:{n}", stake))
    dice = _dice_for(rng, rng.choice(numbers))
    return place_draft(rulebook, rng.choice([None, *NUMBERS]), bets, dice)


def place_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Pay the place bet on the number just rolled."""
    rules = rulebook.craps
    table, result = _rolled(rulebook, point, bets, dice)
    winner = result.total
    won = result.of(f"place:{winner}")
    return Draft(
        prompt=text("craps.place-payout.prompt", number=winner, stake=won.stake),
        scene=table.scene(result, (won.spot,), reveal=False),
        kind="amount",
        expected=str(won.winnings),
        rules=(won.rule,),
        solution=(
            _pay_step(
                "craps.place-payout.step",
                won.rule,
                won.stake,
                rules.place[winner],
                won.winnings,
                number=winner,
            ),
        ),
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
    bets: list[Bet] = [(PLAYER, "dont_win", D(10))]  # CR-16
    for n in numbers:
        limit = max_stake(parse_spot(f"lay:{n}"), rules, None, None)  # CR-14
        stake = _stake(rng, _lay_candidates(level, n), rules.lay[n], rulebook, limit)
        bets.append((PLAYER, f"lay:{n}", stake))
    return lay_draft(rulebook, rng.choice(NUMBERS), bets, _dice_for(rng, 7))  # CR-14: 7 first


def lay_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Pay every lay bet a seven has won."""
    rules = rulebook.craps
    table, result = _rolled(rulebook, point, bets, dice)
    lays = [o for o in result.outcomes if o.spot.startswith("lay:") and o.result == "win"]
    paid = sum((o.winnings for o in lays), D(0))
    steps = [
        _pay_step(
            "craps.lay-payout.step",
            o.rule,
            o.stake,
            rules.lay[_spot_number(o.spot, result)],
            o.winnings,
            number=_spot_number(o.spot, result),
        )
        for o in lays
    ]
    if len(lays) > 1:
        steps.append(text("craps.lay-payout.step_total", total=_money(paid)))
    return Draft(
        prompt=text("craps.lay-payout.prompt", count=len(lays)),
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
    if spot.startswith("hard_"):
        half = int(spot[5:]) // 2
        return half, half  # CR-09: the double
    return _dice_for(rng, rng.choice(sorted(ONE_ROLL_WINS[spot])))


def _build_prop(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    rules = rulebook.craps
    count = {1: 1, 2: rng.randint(1, 2), 3: rng.randint(3, 4), 4: rng.randint(5, 7)}[level]
    spots = rng.sample(PROPS, k=count)
    bets: list[Bet] = [(PLAYER, "win", D(10))]  # CR-16
    for spot in spots:
        limit = max_stake(parse_spot(spot), rules, None, None)  # CR-15, multiple bets
        stake = _stake(rng, _PROP_STAKES[level], rules.payouts[spot], rulebook, limit)
        bets.append((PLAYER, spot, stake))
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
        o.spot: settlement_entry(o.result, o.winnings if o.result == "win" else _taken(o))
        for o in props
    }
    options = [Option(o.spot, _spot_text(o.spot)) for o in props]
    steps = [_prop_step(o, rulebook) for o in props]
    if len(props) > 1:
        # the player's net on the props alone (the shooter's line bet is not asked)
        net = sum((o.winnings for o in props), D(0)) - sum((_taken(o) for o in props), D(0))
        outcome = "win" if net > 0 else "lose" if net < 0 else "even"
        expected["net"] = settlement_entry(outcome, _money(abs(net)))
        options.append(Option("net", text("craps.prop-payout.net")))
        steps.append(
            text(
                "craps.prop-payout.step_net",
                "CR-10",
                net=_money(abs(net)),
                way=f"craps.prop-payout.way.{outcome}",
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
        outcomes=_outcome_options(("win", "lose", "stays", "even")),
        hints=(text("craps.prop-payout.hint", "CR-09"),),
    )


def _taken(outcome: BetOutcome) -> Decimal:
    """What the house collects from a bet on this roll."""
    return outcome.stake if outcome.result == "lose" else D(0)


def _prop_step(o: BetOutcome, rulebook: Rulebook) -> Text:
    if o.result == "win":
        ratio = rulebook.craps.payouts[o.spot]
        return _pay_step(
            "craps.prop-payout.step_win", o.rule, o.stake, ratio, o.winnings, spot=_code(o.spot)
        )
    if o.result == "lose":
        return text("craps.prop-payout.step_lose", o.rule, spot=_code(o.spot), stake=o.stake)
    return text("craps.prop-payout.step_stays", o.rule, spot=_code(o.spot))


# --------------------------------------------------------------------------- roll resolution

_COME = ("come", "dont_come", "come_point", "dont_come_point")
_RESOLUTION_POOL = {
    1: ("win", "dont_win"),
    2: ("win", "dont_win", *_COME),
    3: (*_COME, "odds", "place", "lay", "field", "big_6", "big_8"),
    4: (*_COME, "odds", "place", "lay", "field", "big_6", "big_8", "under_7", "over_7", "prop"),
}
_RESOLUTION_COUNT = {1: (1, 2), 2: (2, 4), 3: (4, 6), 4: (6, 9)}


def _resolution_layout(rng: random.Random, level: int, point: int | None) -> list[Bet]:
    stakes = (10, 20, 25, 30) if level < 3 else (10, 15, 25, 30, 35, 40, 60)
    line = "win" if level == 1 or rng.random() < 0.6 else "dont_win"
    bets: list[Bet] = [(PLAYER, line, D(rng.choice(stakes)))]
    if level == 1 and rng.random() < 0.5:
        other = "dont_win" if line == "win" else "win"
        bets.append((PLAYER, other, D(rng.choice(stakes))))
    low, high = _RESOLUTION_COUNT[level]
    for _ in range(rng.randint(low, high) - len(bets)):
        family = rng.choice(_RESOLUTION_POOL[level])
        bets.append((PLAYER, _spot_of(rng, family), D(rng.choice(stakes))))
    return bets


def _spot_of(rng: random.Random, family: str) -> str:
    number = rng.choice(NUMBERS)
    if family in ("come_point", "dont_come_point"):
        return f"{family[:-6]}:{number}"
    if family in ("place", "lay"):
        return f"{family}:{number}"
    if family == "odds":
        return rng.choice(("odds:win", "odds:dont_win", f"odds:come:{number}"))
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
        spot = parse_spot(bet[1])
        amount = bet[2]
        try:
            if spot.kind == "odds":  # full odds on the flat bet (CR-11, CR-12)
                base = dict((s, a) for _, s, a in kept).get(spot.base)
                amount = max_stake(spot, rulebook.craps, base, point)
            CrapsTable.with_layout(rulebook, point, [*kept, (PLAYER, bet[1], amount)])
        except RuleError:  # the engine refuses this bet in this state
            continue
        kept.append((PLAYER, bet[1], amount))
        seen.add(bet[1])
    return kept


def _build_resolution(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    point = None if level == 1 and rng.random() < 0.4 else rng.choice([None, *NUMBERS, *NUMBERS])
    bets = _legal_table(rng, level, rulebook, point, _resolution_layout(rng, level, point))
    return resolution_draft(rulebook, point, bets, (rng.randint(1, 6), rng.randint(1, 6)))


def resolution_draft(
    rulebook: Rulebook, point: int | None, bets: Sequence[Bet], dice: tuple[int, int]
) -> Draft:
    """Every bet on the layout: wins (paid), loses (taken), push, stays or moves."""
    table, result = _rolled(rulebook, point, bets, dice)
    expected = {
        o.spot: settlement_entry(o.result, o.winnings if o.result == "win" else _taken(o))
        for o in result.outcomes
    }
    steps = [_resolution_step(o) for o in result.outcomes]
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
        outcomes=_outcome_options(("win", "lose", "push", "stays", "moved")),
        hints=(text("craps.roll-resolution.hint", "CR-02"),),
    )


def _resolution_step(o: BetOutcome) -> Text:
    number = _kind_key(o.spot)[1]
    return text(
        f"craps.roll-resolution.step_{o.result}",
        o.rule,
        spot=_code(o.spot),
        box="" if number is None else f" {number}",
        stake=o.stake,
        pay=o.winnings,
        to=o.moved_to or "",
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


def _table_rulebook(rng: random.Random, level: int, rulebook: Rulebook) -> Rulebook:
    """At level 4 the house sets another simple maximum within CR-15's range."""
    rules = rulebook.craps
    if level < 4:
        return rulebook
    low, high = rules.simple_max_times_min_low, rules.simple_max_times_min_high
    times = [t for t in (100, 200, 300, 400, 500, 1000) if low <= t <= high]
    simple_max = rules.table_min * rng.choice(times)
    return replace(rulebook, craps=replace(rules, simple_max=simple_max))


def _build_max(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    book = _table_rulebook(rng, level, rulebook)
    family = rng.choice(_MAX_FAMILIES[level])
    number = rng.choice(NUMBERS)
    flat = D(rng.choice(_MAX_FLATS[level]))
    point: int | None = None
    layout: list[Bet] = [(PLAYER, "win", D(10))]
    if family in ("odds_take", "odds_lay"):
        lay = family == "odds_lay"
        base = rng.choice(("dont_win", f"dont_come:{number}") if lay else ("win", f"come:{number}"))
        point = number if base in ("win", "dont_win") else rng.choice(NUMBERS)
        layout = [(PLAYER, base, flat)]
        if base.startswith("dont_come"):
            layout.insert(0, (PLAYER, "dont_win", D(10)))
        elif base.startswith("come"):
            layout.insert(0, (PLAYER, "win", D(10)))
        spot = f"odds:{base}"
    elif family == "multiple":
        spot = rng.choice(sorted(MULTIPLE_KINDS))
    else:
        spot = f"{family}:{number}"
    return max_draft(book, spot, point, layout)


def max_draft(rulebook: Rulebook, spot: str, point: int | None, layout: Sequence[Bet]) -> Draft:
    """The largest bet the engine allows on `spot` with this layout (CR-11..CR-15)."""
    rules = rulebook.craps
    table = CrapsTable.with_layout(rulebook, point, list(layout))
    limit = max_stake(parse_spot(spot), rules, table.stake(PLAYER, _base_of(spot)), point)
    assert table.can_place_bet(PLAYER, spot, limit)  # the engine's own check agrees
    rule = _max_rule(spot)
    return Draft(
        prompt=text(
            f"craps.max-bet.prompt_{_max_family(spot)}",
            spot=_code(spot),
            number=_number_of(spot, point),
            flat=table.stake(PLAYER, _base_of(spot)) if _base_of(spot) else "",
            minimum=rules.table_min,
            simple_max=rules.simple_max,
            times=rules.multiple_max_times,
        ),
        scene=table.scene(highlight=(spot,)),
        kind="amount",
        expected=str(_money(limit)),
        rules=(rule,),
        solution=(_max_step(spot, rule, rules, table, point, _money(limit)),),
        hints=(text(f"craps.max-bet.hint_{rule[-2:]}", rule),),
    )


def _base_of(spot: str) -> str:
    return parse_spot(spot).base


def _number_of(spot: str, point: int | None) -> int | str:
    parsed = parse_spot(spot)
    return parsed.number or point or ""


def _max_family(spot: str) -> str:
    kind = parse_spot(spot).kind
    return kind if kind in ("odds", "place", "lay") else "multiple"


def _max_rule(spot: str) -> str:
    parsed = parse_spot(spot)
    if parsed.kind == "odds":
        return "CR-12" if parsed.lay_side else "CR-11"
    return {"place": "CR-13", "lay": "CR-14"}.get(parsed.kind, "CR-15")


def _max_step(
    spot: str,
    rule: str,
    rules: CrapsRules,
    table: CrapsTable,
    point: int | None,
    limit: Decimal,
) -> Text:
    parsed = parse_spot(spot)
    number = parsed.number or point
    if parsed.kind == "odds":
        flat = table.stake(PLAYER, parsed.base)
        percent = (
            rules.odds_lay_max_percent[number or 4]
            if parsed.lay_side
            else rules.odds_take_max_percent
        )
        return text("craps.max-bet.step_odds", rule, flat=flat, percent=percent, limit=limit)
    if parsed.kind in ("place", "lay"):
        table_pct = rules.place_max_percent if parsed.kind == "place" else rules.lay_max_percent
        percent = table_pct[number or 4]
        return text(
            "craps.max-bet.step_number",
            rule,
            simple_max=rules.simple_max,
            percent=percent,
            limit=limit,
        )
    ratio = rules.payouts[spot]
    return text(
        "craps.max-bet.step_multiple",
        rule,
        simple_max=rules.simple_max,
        times=rules.multiple_max_times,
        ratio=ratio,
        limit=limit,
    )


# --------------------------------------------------------------------------- no roll

# Every landing of CR-17, in the engine's order: a valid throw first, then dice on chips.
_LANDINGS: tuple[Landing, ...] = get_args(Landing)


def _build_no_roll(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    book = rulebook
    if level >= 3:
        book = load(rng.choice([r for r in available() if _has_craps_choice(r)]))
    weights = [3, 4 if level >= 2 else 2] + [1] * (len(_LANDINGS) - 2)
    landing = rng.choices(_LANDINGS, weights)[0]
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    point = rng.choice([None, *NUMBERS])
    return no_roll_draft(book, landing, dice, point, D(rng.choice((10, 20, 25))))


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
