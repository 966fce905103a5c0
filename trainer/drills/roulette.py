"""Roulette drills: the payout order, picture bets, complete bets, multiples, outside bets,
which bets win, the call, en prison step by step, and the announced bets.

Every question is a spin of the engine (`trainer.games.roulette`): the bets are placed on a
`Table`, the ball falls on the chosen number, and the expected answer is read from the
engine's settlement, its `announcement`, its en prison results or its call expansions. The
drill only chooses the situation. Stakes in money are ones a player could make: whole numbers
of the house's smallest chip, within the table's limits (MO-01, RO-12), and the engine refuses
any other; drills that count in chips or units (multiples, the units of a complete bet or a
call) set the table's limits in those units. Where a payout or a take-back does not fall on
the smallest chip, the worked solution shows the exact figure and the rounding (MO-02, MO-05).

Target times: no published per-task standard for roulette croupiers was found (dealer-school
pages describe "payoff keys" and picture bets but give no times). They are set from the pace
of a full European table, about a spin a minute: at level 4 a multiple or the call is a
reflex (3 s), a picture or a whole layout's winners must be seen in about 10 to 12 s, so the
payout can start before the next "faites vos jeux"; levels 2 and 3 allow roughly double and
one and a half times that.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from decimal import Decimal

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
from trainer.drills.rounding import rounding_step
from trainer.games.roulette import (
    CALLS,
    INSIDE_KINDS,
    OUTSIDE_KINDS,
    POSITIONS,
    SIMPLE_CHANCES,
    SPOTS,
    Bet,
    ChoiceKey,
    Limits,
    PrisonChoice,
    Result,
    Spin,
    Table,
    announced,
    complete_bet,
    neighbours_of,
    ratio,
    spots_winning_on,
    value_in_prison,
)
from trainer.games.spots import parse_roulette, plein
from trainer.games.wheel import Announcement
from trainer.money import on_chip
from trainer.rulebooks import Rulebook
from trainer.scene import Scene

_BIG = Decimal(1_000_000)
# Limits for questions counted in chips or units, not money (multiples, a complete bet's or a
# call's units): one unit at least, no maximum to meet.
_COUNTING = Limits(Decimal(1), _BIG, _BIG)

# --------------------------------------------------------------------------- helpers

# Catalan elides the article before a number read with a vowel: "u" (1) and "onze" (11).
_CA_FORMS = {
    "al": ("al {}", "a l'{}"),
    "el": ("el {}", "l'{}"),
    "El": ("El {}", "L'{}"),
    "del": ("del {}", "de l'{}"),
    "per_al": ("per al {}", "per a l'{}"),
}


def ca_number(form: str, number: int) -> str:
    """A number with its Catalan article as a croupier writes it: "al 5" but "a l'1", "el 17"
    but "l'11". Catalan templates take it as a parameter; English and Spanish ignore it."""
    plain, elided = _CA_FORMS[form]
    return (elided if number in (1, 11) else plain).format(number)


def spot_text(spot: str) -> Text:
    """A spot's name in the trainee's language: "Cavall 17-20", "Vermell"."""
    return text("roulette.spot", **_spot_params(spot))


def _spot_params(spot: str) -> dict[str, str]:
    """The kind's message code and the numbers after a space ("" for a simple chance)."""
    kind, _ = SPOTS[spot]
    parsed = parse_roulette(spot)
    where = parsed.where if parsed else ""
    return {"kind": f"roulette.kind.{kind}", "where": f" {where}" if where else ""}


def _money(amount: Decimal) -> Decimal:
    """An amount as a croupier writes it: 12.50, 35 (never 2.5 or 5.0)."""
    cents = amount.quantize(Decimal("0.01"))
    return cents if cents != cents.to_integral_value() else cents.quantize(Decimal(1))


def _spin(
    rng: random.Random,
    rulebook: Rulebook,
    bets: Sequence[Bet],
    number: int,
    limits: Limits | None = None,
) -> Spin:
    """The engine's spin with `bets` placed and the ball fallen on `number`, not yet settled.
    The table keeps the rulebook's limits (RO-12) unless the question counts in units."""
    table = Table(rulebook, rng)
    if limits is not None:
        table.change_limits(limits)
    spin = _open(table)
    spin.place_all(bets)
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(number)
    return spin


def _open(table: Table, last: bool = False) -> Spin:
    table.open_spin(last)
    return table.spins[-1]


def _scene(spin: Spin, highlight: Sequence[str] = ()) -> Scene:
    """The felt before the payout: the bets placed, the dolly on the number; the croupier's
    call is left out (it would give answers away)."""
    scene = spin.scene()
    info = {k: v for k, v in scene.info.items() if k != "announce"}
    return replace(scene, highlight=tuple(highlight), info=info)


_UNIT_FACTORS = {
    1: (Decimal(1), Decimal(2)),
    2: (Decimal(1), Decimal(2), Decimal(4)),
    3: (Decimal(1), Decimal(2), Decimal(3), Decimal(5)),
    4: (Decimal("1.5"), Decimal("2.5"), Decimal(3), Decimal(7)),
}


def _unit(
    rng: random.Random,
    level: int,
    rulebook: Rulebook,
    fits: Callable[[Decimal], bool] = lambda _: True,
) -> Decimal:
    """The value of one chip: the table minimum at level 1, awkward values at level 4; always
    a stake a player could make (MO-01: on the chip, at least the minimum, within the lowest
    maximum of the table, RO-12) that `fits`."""
    base = rulebook.roulette.table_min
    limits = Limits.of(rulebook.roulette)
    lowest = min(limits.max_for("plein"), limits.max_for("column"))
    units = [
        _money(base * f)
        for f in _UNIT_FACTORS[level]
        if on_chip(base * f, rulebook.chip_set) and base * f <= lowest and fits(base * f)
    ]
    return rng.choice(units) if units else base


def _stake(rng: random.Random, unit: Decimal, most: int, kind: str, rulebook: Rulebook) -> Decimal:
    """1 to `most` chips of `unit`, no more than the table's maximum for `kind` (RO-12)."""
    top = Limits.of(rulebook.roulette).max_for(kind)
    return _money(unit * rng.randint(1, max(1, min(most, int(top / unit)))))


def _pay_steps(results: Sequence[Result[Bet]], rulebook: Rulebook) -> list[Text]:
    """Each winner's payout, then its rounding when it is not a whole number of chips."""
    steps = []
    for r in results:
        if r.outcome == "won":
            steps.append(
                text(
                    "roulette.step.pay",
                    r.rule_id,
                    stake=r.bet.stake,
                    ratio=ratio(r.bet.kind, rulebook.roulette),
                    paid=r.paid,
                    **_spot_params(r.spot),
                )
            )
            rounded = rounding_step(r.rounding) if r.rounding else None
            if rounded is not None:
                steps.append(rounded)
    return steps


def _winnings(results: Sequence[Result[Bet]]) -> Decimal:
    return _money(sum((r.paid for r in results if r.outcome == "won"), Decimal(0)))


def _random_spot(rng: random.Random, kinds: Sequence[str]) -> str:
    kind = rng.choice(list(kinds))
    return rng.choice(sorted(POSITIONS[kind].values()))


# --------------------------------------------------------------------------- payout order


def _build_payout_order(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    number = rng.randint(1, 36)
    by_kind: dict[str, list[str]] = {}
    for spot in spots_winning_on(number):
        by_kind.setdefault(SPOTS[spot][0], []).append(spot)
    count = {1: 3, 2: 5, 3: 7, 4: 9}[level]
    kinds = rng.sample(sorted(by_kind), count)
    winners = [rng.choice(by_kind[k]) for k in kinds]
    losers: list[str] = []
    if level >= 3:  # losing bets on the layout: collected first, never paid (RO-14)
        while len(losers) < level - 1:
            spot = _random_spot(rng, INSIDE_KINDS)
            if number not in SPOTS[spot][1] and spot not in losers:
                losers.append(spot)
    unit = _unit(rng, level, rulebook)
    bets = [Bet.from_spot(s, _stake(rng, unit, 3, SPOTS[s][0], rulebook)) for s in winners + losers]
    rng.shuffle(bets)
    spin = _spin(rng, rulebook, bets, number)
    scene = _scene(spin, highlight=winners)
    results = spin.settle().results
    order = [r.spot for r in results if r.outcome == "won"]  # RO-14, by the engine
    shuffled = list(order)
    while len(shuffled) > 1 and shuffled == order:
        rng.shuffle(shuffled)
    steps = [text("roulette.payout-order.step_collect", "RO-14")]
    steps += [
        text("roulette.payout-order.step", "RO-14", n=i, **_spot_params(spot))
        for i, spot in enumerate(order, 1)
    ]
    return Draft(
        prompt=text("roulette.payout-order.prompt", number=number, ca_at=ca_number("al", number)),
        scene=scene,
        kind="ordering",
        expected=order,
        rules=("RO-14",),
        solution=tuple(steps),
        options=tuple(Option(s, spot_text(s)) for s in shuffled),
        hints=(text("roulette.payout-order.hint"),),
    )


# --------------------------------------------------------------------------- picture bets


def _build_picture_bets(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    number = rng.randint(0 if level >= 3 else 1, 36)
    unit = _unit(rng, level, rulebook)
    around = {b.spot: b.kind for b in complete_bet(number, unit)}  # every inside spot on N
    straight = plein(number)
    others = sorted(s for s in around if s != straight)
    if level == 1:
        chevals = [s for s in others if around[s] == "cheval"]
        picked = rng.sample(chevals, rng.randint(1, min(2, len(chevals))))
    elif level == 2:
        pool = [s for s in others if around[s] in ("cheval", "carre")]
        picked = rng.sample(pool, rng.randint(2, min(4, len(pool))))
    else:
        picked = rng.sample(others, rng.randint(3, min(6, len(others))))
    chips_max = {1: 1, 2: 3, 3: 5, 4: 5}[level]
    spots = [straight, *picked]
    if level == 4:  # chips just beside the number, which lose
        while len(spots) < len(picked) + 3:
            near = _random_spot(rng, ("cheval", "carre"))
            if number not in SPOTS[near][1] and near not in spots:
                spots.append(near)
    bets = [Bet.from_spot(s, _stake(rng, unit, chips_max, SPOTS[s][0], rulebook)) for s in spots]
    spin = _spin(rng, rulebook, bets, number)
    scene = _scene(spin)
    results = spin.settle().results
    total = _winnings(results)
    steps = _pay_steps(results, rulebook)
    steps.append(text("roulette.step.total", "RO-10", total=total))
    return Draft(
        prompt=text(
            "roulette.picture-bets.prompt", number=number, unit=unit, ca_el=ca_number("el", number)
        ),
        scene=scene,
        kind="amount",
        expected=amount_answer(total),
        rules=("RO-02", "RO-03", "RO-04", "RO-05", "RO-06", "RO-10"),
        solution=tuple(steps),
        hints=(text("roulette.picture-bets.hint"),),
    )


# --------------------------------------------------------------------------- complete bets


def _within_limits(bets: Sequence[Bet], rulebook: Rulebook) -> bool:
    limits = Limits.of(rulebook.roulette)
    return all(limits.table_min <= b.stake <= limits.max_for(b.kind) for b in bets)


def _units_text(code: str, units: Decimal, **params: str) -> Text:
    """A count of units or chips, with its own message for one (no plural after 1)."""
    return text(f"{code}_one" if units == 1 else code, units=units, **params)


def _build_complete_bets(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    number = rng.randint(0, 36)
    ask = {
        1: "units",
        2: rng.choice(("units", "cost")),
        3: rng.choice(("cost", "payout")),
        4: rng.choice(("payout", "neighbour")),
    }[level]
    if ask == "units":  # counted in units, not money
        unit, limits = Decimal(1), _COUNTING
    else:  # every position within the table's limits (RO-12)
        unit = _unit(
            rng, level, rulebook, lambda u: _within_limits(complete_bet(number, u), rulebook)
        )
        limits = None
    bets = complete_bet(number, unit)
    falls = number
    if ask == "neighbour":  # a number that shares some positions with N, but is not N
        falls = rng.choice(
            sorted({n for b in bets for n in b.numbers} - {number}),
        )
    spin = _spin(rng, rulebook, bets, falls, limits)
    staked = sum((b.stake for b in spin.bets.values()), Decimal(0))
    if ask == "units":
        steps = [
            _units_text("roulette.complete-bets.step_units_at", b.stake, **_spot_params(b.spot))
            for b in bets
        ]
        steps.append(text("roulette.complete-bets.step_units", units=staked))
    else:
        steps = [
            text("roulette.complete-bets.step_stake_at", stake=b.stake, **_spot_params(b.spot))
            for b in bets
        ]
        steps.append(text("roulette.complete-bets.step_cost", cost=staked))
    if ask in ("units", "cost"):
        scene = replace(_scene(spin), number=None)
        if ask == "units":  # the answer is a count, shown as "8 units", never "8 €"
            scene = replace(scene, info={**scene.info, "unit": "units"})
        answer = staked
        prompt_code = f"roulette.complete-bets.prompt_{ask}"
        rules: tuple[str, ...] = ("RO-02", "RO-03", "RO-04", "RO-05", "RO-06")
    else:
        scene = _scene(spin)
        results = spin.settle().results
        answer = _winnings(results)
        steps = _pay_steps(results, rulebook)
        steps.append(text("roulette.step.total", "RO-10", total=answer))
        prompt_code = "roulette.complete-bets.prompt_payout"
        rules = ("RO-02", "RO-03", "RO-04", "RO-05", "RO-06", "RO-10")
    return Draft(
        prompt=text(
            prompt_code,
            number=number,
            unit=unit,
            falls=falls,
            ca_el=ca_number("el", number),
            ca_El=ca_number("El", number),
            ca_at=ca_number("al", falls),
        ),
        scene=scene,
        kind="amount",
        expected=amount_answer(answer),
        rules=rules,
        solution=tuple(steps),
        hints=(text("roulette.complete-bets.hint"),),
    )


# --------------------------------------------------------------------------- multiples

_MULTIPLE_KINDS = ("plein", "cheval", "transversale", "carre", "sixain")
_CHIP_RANGES = {1: (1, 10), 2: (1, 20), 3: (11, 40), 4: (13, 99)}


def _build_multiples(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    kinds = _MULTIPLE_KINDS if level >= 2 else ("plein", "cheval", "carre")
    spot = _random_spot(rng, kinds)
    kind, numbers = SPOTS[spot]
    chips = Decimal(rng.randint(*_CHIP_RANGES[level]))
    number = rng.choice(sorted(numbers))
    # Stakes counted in chips, so the table's limits are in chips too.
    spin = _spin(rng, rulebook, [Bet.from_spot(spot, chips)], number, _COUNTING)
    scene = _scene(spin, highlight=[spot])
    (result,) = spin.settle().results
    r = ratio(kind, rulebook.roulette)
    prompt = "roulette.multiples.prompt_one" if chips == 1 else "roulette.multiples.prompt"
    return Draft(
        prompt=text(prompt, chips=chips, what=f"roulette.winning.{kind}"),
        scene=replace(scene, info={**scene.info, "unit": "chips"}),
        kind="amount",
        expected=amount_answer(result.paid),
        rules=(result.rule_id.split(",")[0],),
        solution=(
            text("roulette.multiples.step", result.rule_id, chips=chips, ratio=r, paid=result.paid),
        ),
        hints=(text(f"roulette.multiples.hint_{kind}"),),
    )


# --------------------------------------------------------------------------- outside bets

_OUTSIDE_COUNTS = {1: (1, 1), 2: (2, 3), 3: (3, 4), 4: (4, 5)}
_OUTSIDE_FACTORS = {
    1: (Decimal(1), Decimal(2), Decimal(4)),
    2: (Decimal(1), Decimal(2), Decimal(3), Decimal(6)),
    3: (Decimal(2), Decimal(3), Decimal(5), Decimal("1.5"), Decimal("2.5")),
    4: (Decimal("1.3"), Decimal("1.5"), Decimal("2.3"), Decimal("2.5"), Decimal("3.5"), Decimal(7)),
}


def _build_outside_bets(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    """Columns and dozens 2 to 1, two columns and two dozens 1 to 2, simple chances 1 to 1;
    from level 3, stakes whose 1-to-2 win is not a whole number of chips (MO-02)."""
    number = rng.randint(1, 36)
    kinds = ("column", "dozen") if level == 1 else (*OUTSIDE_KINDS, *SIMPLE_CHANCES)
    if level >= 3:  # at least one bet at 1 to 2 (RO-08)
        first = [_random_spot(rng, ("two_columns", "two_dozens"))]
    else:
        first = [_random_spot(rng, kinds)]
    spots = first
    low, high = _OUTSIDE_COUNTS[level]
    count = rng.randint(low, high)
    while len(spots) < count:
        spot = _random_spot(rng, kinds)
        if spot not in spots:
            spots.append(spot)
    rng.shuffle(spots)
    base = rulebook.roulette.table_min
    limits = Limits.of(rulebook.roulette)
    bets = []
    for spot in spots:
        stakes = [
            _money(base * f)
            for f in _OUTSIDE_FACTORS[level]
            if on_chip(base * f, rulebook.chip_set)
            and base <= base * f <= limits.max_for(SPOTS[spot][0])
        ]
        bets.append(Bet.from_spot(spot, rng.choice(stakes or [base])))
    spin = _spin(rng, rulebook, bets, number)
    scene = _scene(spin)
    results = spin.settle().results
    expected = {}
    steps = [text("roulette.outside-bets.step_collect", "RO-14")]
    for r in results:
        expected[r.spot] = settlement_entry(r.outcome, r.amount)  # won: paid; lost: collected
    steps += _pay_steps(results, rulebook)
    return Draft(
        prompt=text("roulette.outside-bets.prompt", number=number, ca_at=ca_number("al", number)),
        scene=scene,
        kind="settlement",
        expected=expected,
        rules=("RO-07", "RO-08", "RO-09", "RO-10"),
        solution=tuple(steps),
        options=tuple(Option(s, spot_text(s)) for s in spots),
        outcomes=(
            Option("won", text("common.outcome.win")),
            Option("lost", text("common.outcome.lose")),
        ),
        hints=(text("roulette.outside-bets.hint"),),
    )


# --------------------------------------------------------------------------- winning bets


def _build_winning_bets(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    number = rng.randint(0 if level >= 3 else 1, 36)
    count = {1: 4, 2: 6, 3: 8, 4: 12}[level]
    winning = spots_winning_on(number)
    if number == 0:
        winning += list(SIMPLE_CHANCES)  # the trap: on zero they go to prison (RO-11)
    spots: list[str] = []
    while len(spots) < count:
        roll = rng.random()
        if roll < 0.45:
            spot = rng.choice(winning)
        elif roll < 0.8:  # a near miss: a position on a layout neighbour of N
            near = min(36, max(0, number + rng.choice((-3, -1, 1, 3))))
            spot = rng.choice(spots_winning_on(near) or [plein(0)])
        else:
            spot = _random_spot(rng, list(POSITIONS))
        if spot not in spots:
            spots.append(spot)
    unit = _unit(rng, min(level, 2), rulebook)
    spin = _spin(rng, rulebook, [Bet.from_spot(s, unit) for s in spots], number)
    for key in spin.pending_choices():  # zero: the simple chances wait in prison
        spin.choose(key, "prison")
    scene = _scene(spin)
    results = spin.settle().results
    won = sorted(r.spot for r in results if r.outcome == "won")
    steps = [text("roulette.winning-bets.step", "RO-14", **_spot_params(s)) for s in won]
    if not won:
        steps.append(text("roulette.winning-bets.step_none", "RO-14"))
    if number == 0:
        steps.append(text("roulette.winning-bets.step_zero", "RO-11"))
    return Draft(
        prompt=text("roulette.winning-bets.prompt", number=number, ca_at=ca_number("al", number)),
        scene=scene,
        kind="choices",
        expected=won,
        rules=("RO-01", "RO-09", "RO-11", "RO-14") if number == 0 else ("RO-01", "RO-14"),
        solution=tuple(steps),
        options=tuple(Option(s, spot_text(s)) for s in spots),
        hints=(text("roulette.winning-bets.hint"),),
    )


# --------------------------------------------------------------------------- the call

_FLIPS = {"rouge": "noir", "noir": "rouge", "pair": "impair", "impair": "pair"}
_FLIPS |= {"manque": "passe", "passe": "manque"}


def _call_text(code: str) -> Text:
    """A call as the croupier says it, from its code ("17 noir impair manque", "0")."""
    number, *chances = code.split()
    return Text(*Announcement("roulette", int(number), tuple(chances)).message)


def _build_announce(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    number = rng.randint(0, 36) if level >= 3 else rng.randint(1, 36)
    bet = Bet.from_spot(plein(number), rulebook.roulette.table_min)
    spin = _spin(rng, rulebook, [bet], number)
    said = spin.call()  # RO-14, by the engine
    if number == 0:
        fakes = [f"0 {c} {p} {h}" for c in ("rouge", "noir") for p in ("pair", "impair")
                 for h in ("manque", "passe")]  # fmt: skip
    else:
        chances = said.chances
        fakes = []
        for i in range(3):
            flipped = list(chances)
            flipped[i] = _FLIPS[flipped[i]]
            fakes.append(" ".join([str(number), *flipped]))
        if level == 4:
            fakes.append(" ".join([str(number), *(_FLIPS[c] for c in chances)]))
    call_code = said.code
    options = [call_code, *rng.sample(fakes, min(len(fakes), {1: 1, 2: 2, 3: 3, 4: 3}[level]))]
    rng.shuffle(options)
    return Draft(
        prompt=text("roulette.announce.prompt", number=number, ca_at=ca_number("al", number)),
        scene=replace(_scene(spin), bets=()),
        kind="choice",
        expected=call_code,
        rules=("RO-01", "RO-09", "RO-14"),
        solution=(text("roulette.announce.step", "RO-14"), _call_text(call_code)),
        options=tuple(Option(o, _call_text(o)) for o in options),
        hints=(text("roulette.announce.hint"),),
    )


# --------------------------------------------------------------------------- en prison

_ROUND_MINIMA = tuple(Decimal(m) for m in (2, 5, 10, 15, 20, 25, 50, 100))
_PRISON_STEPS = {
    1: ("half", "release"),
    2: ("half", "release", "second_half", "second_value"),
    3: ("release", "second_half", "second_value", "last_spin"),
    4: ("second_half", "second_value", "last_spin", "below_min", "release"),
}
# Stakes as multiples of the table minimum: even ones at levels 1-2, whose halves and quarters
# fall on the chip, so the question is RO-11 alone; from level 3 any stake a player could
# make, whose take-back may need rounding down to the chip (MO-02).
_PRISON_FACTORS = {
    1: (Decimal(2), Decimal(4), Decimal(6), Decimal(8), Decimal(10)),
    2: (Decimal(2), Decimal(4), Decimal(6), Decimal(8), Decimal(10)),
    3: (Decimal("1.5"), Decimal(2), Decimal("2.5"), Decimal(3), Decimal(5), Decimal(7)),
    4: (Decimal("1.5"), Decimal("2.5"), Decimal(3), Decimal(7), Decimal(9), Decimal(13)),
}


def _prison_table(rng: random.Random, rulebook: Rulebook, minimum: Decimal | None = None) -> Table:
    """The rulebook's table; `minimum` when the question sets its own (RO-12: the casino may
    change a table's limits during the session). The table plays en prison as RO-11 has it,
    also for a house that does not offer it: the drill teaches the decree's rule."""
    table = Table(rulebook, rng)
    if not table.rules.en_prison:
        table.rules = replace(table.rules, en_prison=True)
    if minimum is not None:
        limits = table.limits
        table.change_limits(
            Limits(minimum, max(limits.plein_max, minimum), max(limits.simple_max, 2 * minimum))
        )
    return table


def _zero_spin(table: Table, bet: Bet | None, choice: PrisonChoice | None, last: bool) -> Spin:
    spin = _open(table, last)
    if bet is not None:
        spin.place(bet)
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(0)
    if choice is not None:
        for key in spin.pending_choices():
            spin.choose(key, choice)
    return spin


def _prison_stake(rng: random.Random, level: int, zeros: int, rulebook: Rulebook) -> Decimal:
    base = rulebook.roulette.table_min
    chips = rulebook.chip_set
    most = rulebook.roulette.simple_max  # RO-12
    stakes = [
        _money(base * f)
        for f in _PRISON_FACTORS[level]
        if on_chip(base * f, chips)
        and (level >= 3 or on_chip(base * f / 2**zeros, chips))
        and base * f <= most
    ]
    return rng.choice(stakes or [base])


def _build_en_prison(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    step = rng.choice(_PRISON_STEPS[level])
    chance = rng.choice(SIMPLE_CHANCES)
    zeros = {"half": 1, "second_half": 2, "second_value": 2, "last_spin": rng.randint(1, 3)}
    zeros_now = zeros.get(step, 2)
    stake = _prison_stake(rng, level, zeros_now, rulebook)
    bet = Bet.from_spot(chance, stake)
    params = {"chance": f"roulette.kind.{chance}", "on": f"roulette.on.{chance}"}
    params["stake"] = str(stake)
    if step == "below_min":
        return _below_min(rng, rulebook, bet, params)
    table = _prison_table(rng, rulebook)
    if step == "release":
        return _release(rng, table, bet, params)
    for _ in range(zeros_now - 1):  # earlier zeros, each time left in prison
        _zero_spin(table, bet if not table.prisoners else None, "prison", last=False).settle()
    first = None if table.prisoners else bet
    last = step == "last_spin"
    choice: PrisonChoice | None = None if last else ("prison" if step == "second_value" else "half")
    spin = _zero_spin(table, first, choice, last=last)
    scene = _scene(spin)
    (result,) = spin.settle().results
    answer = result.kept if step == "second_value" else result.returned
    params |= {"zeros": str(zeros_now), "answer": str(answer)}
    steps = [text(f"roulette.en-prison.step_{step}", "RO-11", **params)]
    rounded = rounding_step(result.rounding) if result.rounding else None
    if rounded is not None:
        steps.append(rounded)
    return Draft(
        prompt=text(f"roulette.en-prison.prompt_{step}", **params),
        scene=scene,
        kind="amount",
        expected=amount_answer(answer),
        rules=("RO-11",),
        solution=tuple(steps),
        hints=(text("roulette.en-prison.hint"),),
    )


def _release(rng: random.Random, table: Table, bet: Bet, params: dict[str, str]) -> Draft:
    """A prisoner on the next spin: released unpaid if its chance wins, else lost (RO-11)."""
    _zero_spin(table, bet, "prison", last=False).settle()
    spin = _open(table)
    spin.launch()
    spin.no_more_bets()
    number = spin.ball_falls(rng.randint(1, 36)).number
    scene = _scene(spin)
    (result,) = spin.settle().results
    options = (
        Option("released", text("roulette.en-prison.option_released")),
        Option("lost", text("roulette.en-prison.option_lost")),
        Option("paid", text("roulette.en-prison.option_paid")),
    )
    return Draft(
        prompt=text(
            "roulette.en-prison.prompt_release",
            number=number,
            ca_at=ca_number("al", number),
            **params,
        ),
        scene=scene,
        kind="choice",
        expected=result.prison,  # "released" or "lost", by the engine (RO-11)
        rules=("RO-11",),
        solution=(text(f"roulette.en-prison.step_{result.prison}", "RO-11", **params),),
        options=options,
        hints=(text("roulette.en-prison.hint_release"),),
    )


def _below_min(rng: random.Random, rulebook: Rulebook, bet: Bet, params: dict[str, str]) -> Draft:
    """After a second zero the prisoner is worth half; with the table minimum above that, RO-11
    keeps it in prison with no choice; with the minimum not above it, it may choose."""
    stake = bet.stake
    worth = value_in_prison(stake, 2, rulebook)  # by the engine, down to the chip (MO-02)
    value = worth.amount
    stays = rng.random() < 0.5
    # A round table minimum that the stake met when it was laid (RO-12), above or not above
    # the value after the second zero.
    minima = [m for m in _ROUND_MINIMA if (value < m) == stays and m <= stake]
    minimum = rng.choice(minima) if minima else stake
    table = _prison_table(rng, rulebook, minimum)
    _zero_spin(table, bet, "prison", last=False).settle()
    spin = _zero_spin(table, None, None, last=False)
    key = ChoiceKey("", bet.spot, True)
    answer_key = "chooses" if key in spin.pending_choices() else "stays"
    value = spin.choice_options(key)[1]
    steps = [text(f"roulette.en-prison.step_{answer_key}", "RO-11", minimum=minimum, value=value)]
    rounded = rounding_step(worth)
    if rounded is not None:
        steps.append(rounded)
    options = (
        Option("stays", text("roulette.en-prison.option_stays")),
        Option("chooses", text("roulette.en-prison.option_chooses")),
    )
    return Draft(
        prompt=text("roulette.en-prison.prompt_below_min", minimum=minimum, **params),
        scene=_scene(spin),
        kind="choice",
        expected=answer_key,
        rules=("RO-11", "RO-12"),
        solution=tuple(steps),
        options=options,
    )


# --------------------------------------------------------------------------- announced bets

_CALL_NAMES = tuple(CALLS)


def _build_announced_bets(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    if level == 1:
        return _call_units(rng, rulebook)
    if level == 2 or (level == 3 and rng.random() < 0.5):
        return _call_positions(rng)
    if level == 3:
        return _neighbour_positions(rng)
    return _call_payout(rng, rulebook)


def _call_prompt(code: str, name: str, number: int | None, n: int, **params: str) -> Text:
    """The prompt naming a call: "voisins du zéro", or "17 and 2 neighbours" ("17 and 1
    neighbour" for one: no plural after 1)."""
    if name == "neighbours":
        assert number is not None
        suffix = "_neighbour" if n == 1 else "_neighbours"
        forms = {"ca_El": ca_number("El", number), "ca_per_al": ca_number("per_al", number)}
        return text(f"{code}{suffix}", number=number, n=n, **forms, **params)
    return text(code, call=f"roulette.call.{name}", **params)


def _call_units(rng: random.Random, rulebook: Rulebook) -> Draft:
    name = rng.choice((*_CALL_NAMES, "neighbours", "neighbours"))
    number = rng.randint(0, 36) if name == "neighbours" else None
    n = rng.randint(1, 4)
    bets = announced(name, Decimal(1), number, n)
    table = Table(rulebook, rng)
    table.change_limits(_COUNTING)  # counted in chips
    spin = _open(table)
    spin.place_all(bets)  # the call as the engine expands it
    units = sum((b.stake for b in spin.bets.values()), Decimal(0))
    steps = [
        _units_text("roulette.announced-bets.step_chip", b.stake, **_spot_params(b.spot))
        for b in bets
    ]
    steps.append(text("roulette.announced-bets.step_chips", units=units))
    return Draft(
        prompt=_call_prompt("roulette.announced-bets.prompt_units", name, number, n),
        scene=replace(spin.scene(), info={**spin.scene().info, "unit": "chips"}),
        kind="amount",
        expected=amount_answer(units),
        rules=("RO-01", "RO-16"),
        solution=tuple(steps),
        hints=(text("roulette.announced-bets.hint"),),
    )


def _call_positions(rng: random.Random) -> Draft:
    name = rng.choice(_CALL_NAMES)
    real = [b.spot for b in announced(name, Decimal(1))]
    others = [
        b.spot for other in _CALL_NAMES if other != name for b in announced(other, Decimal(1))
    ]
    fakes: list[str] = []
    while len(fakes) < 4:
        spot = rng.choice(others) if rng.random() < 0.5 else _random_spot(rng, ("cheval", "carre"))
        if spot not in real and spot not in fakes:
            fakes.append(spot)
    options = real + fakes
    rng.shuffle(options)
    return Draft(
        prompt=text("roulette.announced-bets.prompt_positions", call=f"roulette.call.{name}"),
        scene=Scene(game="roulette"),
        kind="choices",
        expected=sorted(real),
        rules=("RO-01", "RO-16"),
        solution=tuple(
            _units_text("roulette.announced-bets.step_chip", b.stake, **_spot_params(b.spot))
            for b in announced(name, Decimal(1))
        ),
        options=tuple(Option(s, spot_text(s)) for s in options),
    )


def _neighbour_positions(rng: random.Random) -> Draft:
    number = rng.randint(0, 36)
    n = rng.randint(1, 3)
    real = [plein(x) for x in neighbours_of(number, n)]  # RO-01 order, by the engine
    wider = [plein(x) for x in neighbours_of(number, n + 2)]
    layout = [plein(x) for x in (number - 3, number - 1, number + 1, number + 3) if 0 <= x <= 36]
    options = sorted(set(real + wider + layout), key=lambda s: min(SPOTS[s][1]))
    return Draft(
        prompt=_call_prompt("roulette.announced-bets.prompt", "neighbours", number, n),
        scene=Scene(game="roulette", number=number),
        kind="choices",
        expected=sorted(real),
        rules=("RO-01", "RO-16"),
        solution=(
            text(
                "roulette.announced-bets.step_neighbours",
                "RO-16",
                numbers=" ".join(str(x) for x in neighbours_of(number, n)),
            ),
        ),
        options=tuple(Option(s, spot_text(s)) for s in options),
    )


def _call_payout(rng: random.Random, rulebook: Rulebook) -> Draft:
    name = rng.choice((*_CALL_NAMES, "neighbours"))
    number = rng.randint(0, 36) if name == "neighbours" else None
    n = rng.randint(1, 2)
    unit = _unit(
        rng, 4, rulebook, lambda u: _within_limits(announced(name, u, number, n), rulebook)
    )
    bets = announced(name, unit, number, n)
    covered = sorted({x for b in bets for x in b.numbers})
    falls = rng.choice(covered) if rng.random() < 0.85 else rng.randint(0, 36)
    spin = _spin(rng, rulebook, bets, falls)
    scene = _scene(spin)
    results = spin.settle().results
    total = _winnings(results)
    steps = _pay_steps(results, rulebook)
    steps.append(text("roulette.step.total", "RO-10", total=total))
    return Draft(
        prompt=_call_prompt(
            "roulette.announced-bets.prompt_payout",
            name,
            number,
            n,
            unit=str(unit),
            falls=str(falls),
            ca_at=ca_number("al", falls),
        ),
        scene=scene,
        kind="amount",
        expected=amount_answer(total),
        rules=("RO-01", "RO-02", "RO-03", "RO-04", "RO-05", "RO-10", "RO-16"),
        solution=tuple(steps),
    )


# --------------------------------------------------------------------------- catalogue

DRILLS = (
    Drill(
        "roulette.payout-order",
        "roulette",
        levels(None, 20, 15, 10, ("3 winners", "5 winners", "7 winners and losers", "9 winners")),
        _build_payout_order,
    ),
    Drill(
        "roulette.picture-bets",
        "roulette",
        levels(None, 30, 20, 12, ("plein and chevals", "chevals and carrés", "any", "awkward")),
        _build_picture_bets,
    ),
    Drill(
        "roulette.complete-bets",
        "roulette",
        levels(None, 20, 12, 8, ("units", "cost", "payout", "neighbour wins")),
        _build_complete_bets,
    ),
    Drill(
        "roulette.multiples",
        "roulette",
        levels(None, 8, 5, 3, ("1-10 chips", "1-20 chips", "11-40 chips", "13-99 chips")),
        _build_multiples,
    ),
    Drill(
        "roulette.outside-bets",
        "roulette",
        levels(
            None,
            20,
            15,
            10,
            ("a column or dozen", "2-3 bets", "3-4 bets, 1 to 2", "4-5 bets, odd stakes"),
        ),
        _build_outside_bets,
    ),
    Drill(
        "roulette.winning-bets",
        "roulette",
        levels(None, 25, 18, 12, ("4 bets", "6 bets", "8 bets, zero", "12 bets")),
        _build_winning_bets,
    ),
    Drill(
        "roulette.announce",
        "roulette",
        levels(None, 6, 4, 3, ("2 calls", "3 calls", "4 calls, zero", "4 calls")),
        _build_announce,
    ),
    Drill(
        "roulette.en-prison",
        "roulette",
        levels(None, 20, 15, 10, ("first zero", "second zero", "last spin", "all steps")),
        _build_en_prison,
    ),
    Drill(
        "roulette.announced-bets",
        "roulette",
        levels(None, 25, 18, 12, ("chips", "positions", "neighbours", "payout")),
        _build_announced_bets,
    ),
)
