"""Exact house edges of roulette and boule, worked from the layouts and the rulebook's ratios.

Every number is equally likely (RO-01: 37 pockets; BO-01: 18 holes, each number twice), so a
bet covering k of n numbers at w to 1 gives the player k/n * w - (n - k)/n per unit staked;
the edge is the house's side of it. En prison (RO-11) gives a simple chance back part of its
stake on zero instead of losing it.
"""

from __future__ import annotations

from fractions import Fraction

from trainer.errors import RuleError
from trainer.games import boule
from trainer.games.roulette.layout import POSITIONS, SIMPLE_CHANCES, ratio
from trainer.money import Ratio
from trainer.rulebooks.sections import BouleRules, RouletteRules


def _edge(covered: int, numbers: int, pays: Ratio) -> Fraction:
    """The house's share of a bet covering `covered` of `numbers` equally likely numbers."""
    p = Fraction(covered, numbers)
    return -(p * pays.fraction - (1 - p))


def roulette_edge(
    kind: str, rules: RouletteRules, *, en_prison: bool = False, choice: str = "half"
) -> Fraction:
    """The house's exact share of each stake on a roulette bet of `kind` (RO-02 .. RO-09).

    For a simple chance with `en_prison` (RO-11), `choice` is what the player does at every
    zero: "half" (take half back) or "prison" (stay in, losing half the value at each later
    zero). Without en prison a simple chance simply loses on zero."""
    if kind not in POSITIONS:
        raise RuleError("RO-02", f"'{kind}' is not a roulette bet")
    numbers = next(iter(POSITIONS[kind]))
    edge = _edge(len(numbers), 37, ratio(kind, rules))
    if en_prison and kind in SIMPLE_CHANCES:
        # A zero (1/37) no longer loses the stake outright; the player keeps, on average, the
        # share `_prison_share` of it (RO-11).
        edge -= Fraction(1, 37) * _prison_share(choice)
    return edge


def _prison_share(choice: str) -> Fraction:
    """The expected share of the original stake a simple chance gets back after one zero."""
    if choice == "half":
        return Fraction(1, 2)  # RO-11: take half, the other half is lost
    if choice == "prison":
        # In prison at full value v. Next spin: 18/37 released (v back), 18/37 lost, 1/37 zero:
        # the value halves and the same choice repeats, so R(v) = 18/37 v + 1/37 R(v/2); R is
        # linear, R = c v with c = 18/37 + c/74, c = 36/73.
        return Fraction(36, 73)
    raise ValueError(f"choice is 'half' or 'prison', not {choice!r}")


def boule_edge(spot: str, rules: BouleRules) -> Fraction:
    """The house's exact share of each stake on a boule spot: 9 equally likely numbers, the
    5 in no simple chance (BO-01, BO-02)."""
    if spot not in boule.SPOTS:
        raise RuleError("BO-02", f"'{spot}' is not a boule bet")
    return _edge(len(boule.SPOTS[spot]), 9, boule.ratio(spot, rules))
