"""The engine contract (issue 16, section 1) for the wheel and dice games: boule, roulette and
craps, each driven through actions alone by a seeded random player.

Every driver offers, at each point, legal moves and illegal ones the rules name: a bet after
"no hi van més apostes" (RO-13, BO-04, CR-16), a number off the wheel (RO-01, BO-01), a stake
off the chip (MO-01) or over the maximum (RO-12, BO-03, CR-11..CR-15), odds or a come bet
with the puck off (CR-04, CR-11), a settlement before the ball falls. The checks of
`contract.py` then hold on every step: can ⇔ verify, a refused action names its rule and
changes neither the state nor the events, each action returns the frozen event it appended;
a seed reproduces the session; every scene survives JSON.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from decimal import Decimal

import pytest

from tests.trainer.games.contract import (
    Driver,
    Move,
    check_scene_round_trip,
    check_seed_reproduces,
    play,
)
from trainer.errors import RuleError
from trainer.games import boule, craps, roulette
from trainer.games.wheel import BallFell, BetPlaced, Phase, Settled, SpinOpened
from trainer.rulebooks import default
from trainer.scene import Scene

SEEDS = (1, 2, 3)
PLAYERS = ("p1", "p2", "p3")

# --------------------------------------------------------------------------- boule

BOULE_SPINS = 8


def _boule_start(rulebook: object, rng: random.Random) -> boule.Table:
    return boule.Table(rulebook, rng)  # type: ignore[arg-type]


def _boule_stake(table: boule.Table, rng: random.Random) -> Decimal:
    """A stake a player might offer: within the limits mostly, now and then off the chip
    (MO-01), below the minimum or over the number maximum (BO-03)."""
    limits = table.limits
    return rng.choice(
        (
            limits.table_min,
            limits.table_min * rng.randint(1, 20),
            limits.table_min + Decimal("0.25"),  # MO-01: off the 0.50 chip
            limits.table_min / 2,  # BO-03: below the minimum
            limits.number_max + limits.table_min,  # BO-03: over a number's maximum
        )
    )


def _boule_moves(state: object, rng: random.Random) -> Sequence[Move]:
    table = state
    assert isinstance(table, boule.Table)
    spin = table.spin
    layouts = rng.choice(((1, 1), (1, 2), (2, 1), (2, 2), (1,)))  # (2, 2) and (1,): BO-03
    if spin is None:
        return [Move(table, "open_spin"), Move(table, "open_layouts", (layouts,))]
    bets = [
        boule.Bet(rng.choice(sorted(boule.SPOTS)), _boule_stake(table, rng), rng.randint(1, 3))
        for _ in range(3)  # layout 3 is not on the table (BO-03)
    ]
    number = rng.choice((*boule.NUMBERS, 0, 10))  # BO-01: 0 and 10 are not on the boule
    return [
        *(Move(spin, "place", (bet, rng.choice(PLAYERS))) for bet in bets),
        Move(spin, "no_more_bets"),
        Move(spin, "ball_falls", ()),
        Move(spin, "ball_falls", (number,)),
        Move(spin, "settle"),
        Move(table, "open_spin"),
        Move(table, "open_layouts", (layouts,)),
    ]


BOULE = Driver(
    name="boule",
    rulebook=default,
    start=_boule_start,
    moves=_boule_moves,
    events=lambda state: state.events,  # type: ignore[attr-defined]
    scene=lambda state: state.scene(),  # type: ignore[attr-defined]
    finished=lambda state: len(state.spins) >= BOULE_SPINS and state.spin is None,  # type: ignore[attr-defined]
)

# --------------------------------------------------------------------------- roulette

ROULETTE_SPINS = 10
_CALLS = (("voisins", None), ("tiers", None), ("orphelins", None), ("neighbours", 17))


def _roulette_start(rulebook: object, rng: random.Random) -> roulette.Table:
    return roulette.Table(rulebook, rng)  # type: ignore[arg-type]


def _roulette_stake(table: roulette.Table, rng: random.Random) -> Decimal:
    """Within the limits mostly; now and then off the chip (MO-01), below the minimum or over
    a plein's maximum (RO-12)."""
    limits = table.limits
    return rng.choice(
        (
            limits.table_min,
            limits.table_min * rng.randint(1, 10),
            limits.table_min + Decimal("0.25"),  # MO-01
            limits.table_min / 2,  # RO-12: below the minimum
            limits.plein_max + limits.table_min,  # RO-12: over a plein's maximum
        )
    )


def _roulette_moves(state: object, rng: random.Random) -> Sequence[Move]:
    table = state
    assert isinstance(table, roulette.Table)
    spin = table.spin
    base = table.limits.table_min
    limits = roulette.Limits(base, table.limits.plein_max * rng.choice((1, 2)), base * 400)
    if spin is None:
        last = len(table.spins) + 1 >= ROULETTE_SPINS
        return [Move(table, "open_spin", (last,)), Move(table, "change_limits", (limits,))]
    bets = [
        roulette.Bet.from_spot(rng.choice(sorted(roulette.SPOTS)), _roulette_stake(table, rng))
        for _ in range(2)
    ]
    bets.append(roulette.Bet.from_spot(rng.choice(roulette.SIMPLE_CHANCES), base * 2))
    name, number = rng.choice(_CALLS)
    pending = spin.pending_choices()
    choices = [Move(spin, "choose", (key, rng.choice(("half", "prison")))) for key in pending]
    choices.append(Move(spin, "choose", (roulette.ChoiceKey("p9", "rouge"), "half")))  # no stake
    if pending:
        choices.append(Move(spin, "choose", (pending[0], "all")))  # RO-11: half or prison
    return [
        *(Move(spin, "place", (bet, rng.choice(PLAYERS))) for bet in bets),
        Move(spin, "place_call", (name, base, rng.choice(PLAYERS), number, 2)),
        Move(spin, "launch"),
        Move(spin, "no_more_bets"),
        Move(spin, "no_hi_va_res", (rng.choice(roulette.table.VOID_REASONS),)),
        Move(spin, "ball_falls", ()),
        Move(spin, "ball_falls", (rng.choice((0, 0, 17, 37)),)),  # 37: RO-01, off the wheel
        *choices,
        Move(spin, "settle"),
        Move(table, "open_spin", (False,)),
        Move(table, "change_limits", (limits,)),
    ]


ROULETTE = Driver(
    name="roulette",
    rulebook=default,
    start=_roulette_start,
    moves=_roulette_moves,
    events=lambda state: state.events,  # type: ignore[attr-defined]
    scene=lambda state: state.scene(),  # type: ignore[attr-defined]
    finished=lambda state: state.closed,  # type: ignore[attr-defined]
)

# --------------------------------------------------------------------------- craps

_CRAPS_SPOTS = (
    "win",
    "dont_win",
    "come",
    "dont_come",
    "odds:win",
    "odds:dont_win",
    "odds:come:6",
    "place:6",
    "place:8",
    "lay:4",
    "field",
    "big_8",
    "hard_6",
    "any_seven",
    "horn",
)
_LANDINGS = ("table", "table", "table", "table", "off_table", "on_chips", "stacked")


def _craps_start(rulebook: object, rng: random.Random) -> craps.CrapsTable:
    return craps.CrapsTable(rulebook, players=PLAYERS)  # type: ignore[arg-type]


def _craps_amount(table: craps.CrapsTable, rng: random.Random) -> Decimal:
    """A stake a player might offer: within the limits mostly; now and then off the chip
    (MO-01), below the minimum or far over the maximum (CR-11 .. CR-15)."""
    low = table.rules.table_min
    return rng.choice(
        (
            low,
            low * rng.randint(1, 6),
            low + Decimal("0.25"),  # MO-01
            low / 2,  # CR-15: below the minimum
            table.rules.simple_max * 10,  # CR-11 .. CR-15: over every maximum
        )
    )


def _craps_moves(state: object, rng: random.Random) -> Sequence[Move]:
    table = state
    assert isinstance(table, craps.CrapsTable)
    held = sorted(table.bets)
    withdraw = [Move(table, "withdraw", key) for key in held[:3]]
    withdraw.append(Move(table, "withdraw", ("p3", "field")))  # CR-05: nothing there
    bets = [
        Move(table, "place_bet", (rng.choice(PLAYERS), rng.choice(_CRAPS_SPOTS), amount))
        for amount in (_craps_amount(table, rng), _craps_amount(table, rng))
    ]
    line = rng.choice(("win", "dont_win"))
    rolls = sum(isinstance(e, craps.RollResult) for e in table.events)
    # The table closes (CR-18) only after a long hand, so most hands end on the seven-out.
    closing = [Move(table, "announce_last_rolls")] if rolls >= 12 else []
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    return [
        *bets,
        Move(table, "place_bet", (table.shooter, line, table.rules.table_min)),  # CR-16
        *withdraw,
        Move(table, "call_no_more_bets"),
        Move(table, "roll", (*dice, rng.choice(_LANDINGS))),
        Move(table, "roll", (dice[0], 7)),  # CR-01: a die shows 1 to 6
        Move(table, "refuse_dice"),
        *closing,
    ]


def _craps_finished(state: object) -> bool:
    """A shooter's hand is over: the first seven-out, or the table closed (CR-02, CR-18)."""
    assert isinstance(state, craps.CrapsTable)
    sevened = any(isinstance(e, craps.RollResult) and e.seven_out for e in state.events)
    return sevened or state.phase is craps.Phase.CLOSED


CRAPS = Driver(
    name="craps",
    rulebook=default,
    start=_craps_start,
    moves=_craps_moves,
    events=lambda state: state.events,  # type: ignore[attr-defined]
    scene=lambda state: state.scene(),  # type: ignore[attr-defined]
    finished=_craps_finished,
)

DRIVERS = (BOULE, ROULETTE, CRAPS)


# --------------------------------------------------------------------------- the checks


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.name)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_whole_session_through_actions_alone(driver: Driver, seed: int) -> None:
    """can ⇔ verify for every offered move; refusals change nothing; events come back."""
    events = play(driver, seed)
    assert events, f"{driver.name}: nothing happened"


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.name)
def test_a_seed_reproduces_the_session(driver: Driver) -> None:
    check_seed_reproduces(driver, 11)


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.name)
def test_scenes_survive_json(driver: Driver) -> None:
    check_scene_round_trip(driver, 5, samples=200)


def _refusals(driver: Driver, seeds: Sequence[int]) -> set[tuple[str, str]]:
    """Every (move, rule) refused on the way through whole games: the refusals the checks
    above met, so a driver that offered no illegal move could not pass unnoticed."""
    met: set[tuple[str, str]] = set()
    for seed in seeds:
        rng = random.Random(seed)
        state = driver.start(driver.rulebook(), random.Random(seed))
        while not driver.finished(state):
            offered = driver.moves(state, rng)
            for move in offered:
                try:
                    getattr(move.target, f"verify_{move.name}")(*move.args)
                except RuleError as refused:
                    met.add((move.name, refused.rule_id))
            rng.choice([move for move in offered if move.verify_allows()]).act()
    return met


@pytest.mark.parametrize(
    ("driver", "rules"),
    [
        (
            BOULE,
            {("place", "BO-04"), ("place", "BO-03"), ("place", "MO-01"), ("ball_falls", "BO-01")},
        ),
        (
            ROULETTE,
            {
                ("place", "RO-13"),  # after "no hi van més apostes"
                ("place", "RO-12"),
                ("place", "MO-01"),
                ("ball_falls", "RO-01"),  # 37 is not on the wheel
                ("no_hi_va_res", "RO-15"),
                ("choose", "RO-11"),
                ("change_limits", "RO-12"),  # not while bets are down
            },
        ),
        (
            CRAPS,
            {
                ("place_bet", "CR-16"),  # after "no hi van més apostes"
                ("place_bet", "CR-15"),
                ("place_bet", "MO-01"),
                ("place_bet", "CR-04"),  # a come bet with the puck off
                ("place_bet", "CR-11"),  # odds with no flat bet or no point
                ("withdraw", "CR-05"),
                ("roll", "CR-01"),  # a die shows 1 to 6
                ("roll", "CR-16"),  # the throw comes after the call
                ("refuse_dice", "CR-02"),  # the shooter keeps the dice on a point
            },
        ),
    ],
    ids=lambda v: v.name if isinstance(v, Driver) else "",
)
def test_the_drivers_offer_the_illegal_moves_the_rules_name(
    driver: Driver, rules: set[tuple[str, str]]
) -> None:
    assert rules <= _refusals(driver, SEEDS)


def test_bo_04_bo_05_a_boule_session_is_every_spin_in_order() -> None:
    """Each spin of the log runs "facin joc", bets, the call, the ball, the settlement, and
    the settlement accounts for every bet placed (BO-05)."""
    events = play(BOULE, 7, check=False)
    opened = [e for e in events if isinstance(e, SpinOpened)]
    settled = [e for e in events if isinstance(e, Settled)]
    fell = [e for e in events if isinstance(e, BallFell)]
    assert [e.spin for e in opened] == list(range(1, BOULE_SPINS + 1))
    assert len(settled) == len(fell) == BOULE_SPINS
    for s, f in zip(settled, fell, strict=True):
        for r in s.results:
            assert r.outcome == ("won" if f.number in r.bet.numbers else "lost")


def test_ro_11_ro_14_a_roulette_session_ends_on_its_last_spin_with_every_chip_accounted() -> None:
    """The session closes after the spin opened as the last (RO-11): no prisoner is left, and
    every spin's settlement accounts for the chips placed and the prisoners it carried."""
    events = play(ROULETTE, 4, check=False)
    opened = [e for e in events if isinstance(e, SpinOpened)]
    assert len(opened) == ROULETTE_SPINS and opened[-1].last
    assert isinstance(events[-1], Settled)
    placed = [e for e in events if isinstance(e, BetPlaced)]
    assert any(e.call for e in placed)  # announced bets were taken (RO-16)
    settled = [e for e in events if isinstance(e, Settled)]
    for r in (r for s in settled for r in s.results):
        assert r.on_table == r.collected + r.returned + r.kept
    assert not any(r.outcome == "prison" for r in settled[-1].results)


@pytest.mark.parametrize("seed", (1, 3, 4, 6, 7))
def test_cr_02_cr_16_a_shooters_hand_ends_on_the_seven_out(seed: int) -> None:
    """Rolls only after "no hi van més apostes" (CR-16); each roll accounts for every chip;
    the hand ends on a seven with the puck on, the puck goes off and the dice pass (CR-02)."""
    events = play(CRAPS, seed, check=False)
    rolls = [e for e in events if isinstance(e, craps.RollResult)]
    for before, e in itertools.pairwise(events):
        if isinstance(e, craps.RollResult):
            assert isinstance(before, (craps.NoMoreBets, craps.NoRoll))
    for r in rolls:
        assert sum(o.stake for o in r.outcomes) == r.collected + r.returned_stakes + r.staying
    last = rolls[-1]
    assert last.seven_out and last.point_after is None
    assert last.next_shooter != last.shooter
    assert last.call.code == "seven-out"


def test_bo_04_a_refused_late_bet_leaves_the_log_as_it_was() -> None:
    table = boule.Table(default(), random.Random(0))
    table.open_spin()
    spin = table.spins[-1]
    spin.place(boule.Bet("rouge", Decimal(10)), "p1")
    spin.no_more_bets()
    before = table.events
    late = Move(spin, "place", (boule.Bet("noir", Decimal(10)), "p2"))
    assert not late.can()
    assert spin.phase is Phase.CLOSED and table.events == before
    assert Scene.from_json(table.scene().to_json()) == table.scene()
