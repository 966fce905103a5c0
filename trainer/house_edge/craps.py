"""Exact house edge of every craps bet, from the rulebook's payouts and the dice (CR-01).

The edge is computed by settling the bet with the same `settle` the table uses, roll after roll,
as a small Markov chain solved exactly in fractions: a bet that stays (or moves to a box) is a
state, a win or a loss ends it. So a wrong payout in the rulebook or a wrong rule in `settle`
shows up here as a wrong edge, checked in the tests against figures worked out by hand.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from trainer.games.craps.bets import BET_KINDS, dice_outcomes, next_point, settle
from trainer.games.spots import in_box, odds_on, parse_craps
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import CrapsRules

Basis = Literal["resolved", "made"]
State = tuple[str, int | None]  # (spot id, table point)

_ONE_DIE_PAIR = Fraction(1, 36)  # CR-01


def _start(kind: str) -> State:
    if kind not in BET_KINDS:
        raise ValueError(f"unknown craps bet kind '{kind}'; known: {', '.join(BET_KINDS)}")
    head, _, number = kind.partition(":")
    if head == "odds_take":
        return odds_on(in_box("come", int(number))), None  # win and come odds pay alike (CR-11)
    if head == "odds_lay":
        return odds_on(in_box("dont_come", int(number))), None  # CR-12
    if kind in ("come", "dont_come"):
        return kind, 4  # made with a point on (CR-04); the come bet ignores which one
    return kind, None


def craps_edge(kind: str, rulebook: Rulebook, basis: Basis = "resolved") -> Fraction:
    """The house's expected gain per unit staked, exact.

    `basis="resolved"` (the default) is per bet resolved: a push (don't win or don't come on a
    come-out 12, CR-03) is not a decision and the bet plays on, so the edge is the expected loss
    given that the bet is finally won or lost. `basis="made"` counts a push as a decision worth
    zero (the edge per bet made). The two differ only for don't win and don't come. Rolls on
    which a bet stays are not decisions either way (this is not the per-roll edge).

    `kind` is one of `BET_KINDS`: "win", "odds_take:6", "place:4", "lay:10", "hard_8", "horn"...
    """
    start = _start(kind)
    rules = rulebook.craps
    states: list[State] = [start]
    rows: dict[State, tuple[dict[State, Fraction], Fraction]] = {}
    while len(rows) < len(states):
        state = next(s for s in states if s not in rows)
        moves, constant = _row(state, rules, basis)
        rows[state] = (moves, constant)
        states.extend(s for s in moves if s not in states)
    values = _solve(states, rows)
    return -values[start]


def _row(state: State, rules: CrapsRules, basis: Basis) -> tuple[dict[State, Fraction], Fraction]:
    """The expected value equation of one state: V = constant + sum(p * V(next))."""
    spot_id, point = state
    spot = parse_craps(spot_id)
    moves: dict[State, Fraction] = {}
    constant = Fraction(0)
    for die1, die2 in dice_outcomes():
        settlement = settle(spot, point, die1, die2, rules)
        if settlement.outcome == "won":
            assert settlement.ratio is not None
            constant += _ONE_DIE_PAIR * settlement.ratio.fraction
        elif settlement.outcome == "lost":
            constant -= _ONE_DIE_PAIR
        elif settlement.outcome == "push" and basis == "made":
            continue  # a decision worth nothing
        else:  # stays, a push on the "resolved" basis, or moved to a box (CR-04)
            moved = settlement.moved_to
            target_spot = spot_id if moved is None else in_box(spot.kind, moved)
            target = (target_spot, next_point(point, die1 + die2))
            moves[target] = moves.get(target, Fraction(0)) + _ONE_DIE_PAIR
    return moves, constant


def _solve(
    states: list[State], rows: dict[State, tuple[dict[State, Fraction], Fraction]]
) -> dict[State, Fraction]:
    """Gauss-Jordan elimination in fractions on (I - P) V = c."""
    index = {s: i for i, s in enumerate(states)}
    size = len(states)
    matrix = [[Fraction(0)] * (size + 1) for _ in range(size)]
    for state, (moves, constant) in rows.items():
        i = index[state]
        matrix[i][i] += 1
        for target, p in moves.items():
            matrix[i][index[target]] -= p
        matrix[i][size] = constant
    for col in range(size):
        pivot = next(r for r in range(col, size) if matrix[r][col] != 0)
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        lead = matrix[col][col]
        matrix[col] = [x / lead for x in matrix[col]]
        for r in range(size):
            if r != col and matrix[r][col] != 0:
                factor = matrix[r][col]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[col], strict=True)]
    return {s: matrix[index[s]][size] for s in states}
