"""The house edge lab for the baccarat games: exact outcome probabilities by enumeration.

A coup is fully decided by at most six cards, and only their baccarat values (0-9) matter
(PB-01), so the enumeration runs over the shoe's counts of each value with card removal: six
decks hold 96 cards worth 0 (tens and court cards) and 24 of each value 1-9. Every deal is
weighted by the number of ordered six-card sequences of the shoe that produce it (a coup
that uses four cards leaves any two cards after it, and so on), so the totals are integers
that can be compared digit for digit with published counts, and the probabilities are exact
`Fraction`s.

Checked against published figures (tests/trainer/test_house_edge.py): the six- and eight-deck
counts of banker, player and tie sequences match casinoexploit.com/baccarat.html to the unit,
and the eight-deck probabilities match the Wizard of Odds, Baccarat Appendix 3.

The drawing rules are callbacks: punto banco asks the engine's tableau (`player_draws`,
`banker_draws`, PB-10/PB-11); chemin de fer asks its engine (`punter_action`,
`banker_action`, CF-03/CF-04) and resolves each "option" by a stated fixed strategy.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from trainer.games.baccarat.banked import CAGNOTTE_RATE
from trainer.games.baccarat.tableau import (
    Action,
    banker_action,
    banker_draws,
    player_draws,
    punter_action,
)
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import CheminDeFerRules, PuntoBancoRules

PlayerRule = Callable[[int], bool]  # two-card total (0-7) -> draws?
BankerRule = Callable[[int, int | None], bool]  # total, player's third value or None -> draws?

_STOOD = 10  # column of the banker table for "the player stood"


def shoe_counts(decks: int) -> tuple[int, ...]:
    """Cards of each baccarat value 0-9 in `decks` 52-card decks (PB-01): per deck, 16 worth
    0 (ten, jack, queen, king in four suits) and 4 of each value 1-9."""
    if decks < 1:
        raise ValueError("a shoe needs at least one deck")
    return (16 * decks,) + (4 * decks,) * 9


@dataclass(frozen=True)
class Outcomes:
    """Final (player total, banker total) weights, counted in ordered six-card sequences."""

    weights: tuple[int, ...]  # index player_total * 10 + banker_total

    @property
    def total(self) -> int:
        return sum(self.weights)

    def _count(self, keep: Callable[[int, int], bool]) -> int:
        return sum(w for i, w in enumerate(self.weights) if keep(*divmod(i, 10)))

    @property
    def player(self) -> int:
        return self._count(lambda p, b: p > b)

    @property
    def banker(self) -> int:
        return self._count(lambda p, b: b > p)

    @property
    def tie(self) -> int:
        return self._count(lambda p, b: p == b)

    def probability(self, side: str) -> Fraction:
        counts = {"player": self.player, "banker": self.banker, "tie": self.tie}
        return Fraction(counts[side], self.total)


def enumerate_coups(
    counts: Sequence[int],
    player_rule: PlayerRule = player_draws,
    banker_rule: BankerRule = banker_draws,
) -> Outcomes:
    """Every deal from a shoe holding `counts[v]` cards of baccarat value v, with removal.

    The deal order is PB-08 (player, banker, player, banker) but a two-card hand's weight does
    not depend on the order its cards came in, so each hand's two cards are taken as an
    unordered pair counted twice when they differ. A coup ends on a natural (PB-09), then the
    player's rule and the banker's rule decide the third cards.
    """
    c = list(counts)
    if len(c) != 10 or min(c) < 0:
        raise ValueError("counts are ten non-negative numbers, one per baccarat value 0-9")
    n = sum(c)
    if n < 6:
        raise ValueError("a coup may need six cards")
    draws_p = [player_rule(t) for t in range(8)]
    draws_b = [[banker_rule(t, x) for x in range(10)] + [banker_rule(t, None)] for t in range(8)]
    pad4, pad5 = (n - 4) * (n - 5), n - 5  # the unused cards after a 4- or 5-card coup
    out = [0] * 100
    for p1 in range(10):
        for p2 in range(p1, 10):
            wp = c[p1] * (c[p2] - (p1 == p2)) * (1 if p1 == p2 else 2)
            if wp <= 0:
                continue
            c[p1] -= 1
            c[p2] -= 1
            pt = (p1 + p2) % 10
            for b1 in range(10):
                for b2 in range(b1, 10):
                    wb = c[b1] * (c[b2] - (b1 == b2)) * (1 if b1 == b2 else 2)
                    if wb <= 0:
                        continue
                    c[b1] -= 1
                    c[b2] -= 1
                    _third_cards(c, pt, (b1 + b2) % 10, wp * wb, draws_p, draws_b, pad4, pad5, out)
                    c[b1] += 1
                    c[b2] += 1
            c[p1] += 1
            c[p2] += 1
    return Outcomes(tuple(out))


def _third_cards(
    c: list[int],
    pt: int,
    bt: int,
    w: int,
    draws_p: list[bool],
    draws_b: list[list[bool]],
    pad4: int,
    pad5: int,
    out: list[int],
) -> None:
    """Add the weights of every ending of a deal with two-card totals `pt` and `bt`."""
    if pt >= 8 or bt >= 8 or (not draws_p[pt] and not draws_b[bt][_STOOD]):
        out[pt * 10 + bt] += w * pad4  # PB-09 natural, or both stand
        return
    if not draws_p[pt]:  # the player stands, the banker draws
        for y in range(10):
            if c[y]:
                out[pt * 10 + (bt + y) % 10] += w * c[y] * pad5
        return
    row = draws_b[bt]
    for x in range(10):
        wx = w * c[x]
        if not wx:
            continue
        p3 = (pt + x) % 10
        if not row[x]:
            out[p3 * 10 + bt] += wx * pad5
            continue
        c[x] -= 1
        for y in range(10):
            if c[y]:
                out[p3 * 10 + (bt + y) % 10] += wx * c[y]
        c[x] += 1


# --------------------------------------------------------------------------- punto banco


@dataclass(frozen=True)
class BetEdge:
    """A bet's chance to win and the house edge: the house's expected gain per unit staked,
    pushes counted as bets that neither win nor lose."""

    bet: str
    win: Fraction
    edge: Fraction


def punto_banco_edges(rules: PuntoBancoRules, outcomes: Outcomes | None = None) -> list[BetEdge]:
    """PB-04, PB-05: player and banker (less commission) at their payouts, ties pushing them;
    tie at its payout. Ratios and the commission rate come from the rulebook."""
    o = outcomes or enumerate_coups(shoe_counts(rules.decks))
    p, b, t = o.probability("player"), o.probability("banker"), o.probability("tie")
    banker_net = rules.banker_pays.fraction * (1 - Fraction(rules.commission_rate))  # PB-04
    return [
        BetEdge("player", p, b - p * rules.player_pays.fraction),  # PB-04, tie pushes (PB-05)
        BetEdge("banker", b, p - b * banker_net),  # PB-04, tie pushes (PB-05)
        BetEdge("tie", t, (1 - t) - t * rules.tie_pays.fraction),  # PB-04
    ]


def punto_banco(rulebook: Rulebook) -> list[BetEdge]:
    return punto_banco_edges(rulebook.punto_banco)


# --------------------------------------------------------------------------- chemin de fer


@dataclass(frozen=True)
class CheminStrategy:
    """The fixed choices used where chemin de fer leaves one (CF-03, CF-04).

    `punter_on_5`: the punter's option on 5; "stand" is the croupier's advice (CF-03).
    `banker_options_draw`: the banker's two options (3 against a 9, 5 against a 4, CF-04);
    True draws in both, which is what the punto banco tableau does (PB-11).
    """

    punter_on_5: str = "stand"
    banker_options_draw: bool = True

    def describe(self) -> str:
        banker = "draws" if self.banker_options_draw else "stands"
        return (
            f"punter {self.punter_on_5}s on 5 (CF-03 advice); banker {banker} on its options "
            f"3 v 9 and 5 v 4 (CF-04)"
        )


def cf_punter_rule(strategy: CheminStrategy) -> PlayerRule:
    """CF-03 from the chemin de fer engine's table; the option on 5 as the strategy says."""

    def draws(total: int) -> bool:
        action = punter_action(total)  # CF-03
        if action is Action.OPTION:
            return strategy.punter_on_5 == "draw"
        return action is Action.DRAW

    return draws


def cf_banker_rule(strategy: CheminStrategy) -> BankerRule:
    """CF-04 from the chemin de fer engine (PB-11 with two options); the options resolved by
    the strategy."""

    def draws(total: int, third: int | None) -> bool:
        action = banker_action(total, third)  # CF-04
        if action is Action.OPTION:
            return strategy.banker_options_draw
        return action is Action.DRAW

    return draws


@dataclass(frozen=True)
class CheminEdges:
    strategy: CheminStrategy
    punter_win: Fraction
    banker_win: Fraction
    void: Fraction  # CF-01: equal totals void the coup
    banker_edge_before_cagnotte: Fraction  # banker's expected gain per unit, cagnotte aside
    banker_edge_after_cagnotte: Fraction  # CF-05: the house's share taken off bank wins
    house_take: Fraction  # cagnotte collected per unit of bank stake


def chemin_de_fer_edges(
    rules: CheminDeFerRules,
    strategy: CheminStrategy | None = None,
    outcomes: Outcomes | None = None,
) -> CheminEdges:
    """CF-01, CF-05: the punter plays the player's part, the banker the banker's."""
    strat = strategy or CheminStrategy()
    o = outcomes or enumerate_coups(
        shoe_counts(rules.decks), cf_punter_rule(strat), cf_banker_rule(strat)
    )
    p, b, t = o.probability("player"), o.probability("banker"), o.probability("tie")
    cagnotte = CAGNOTTE_RATE  # CF-05: fixed by the decree
    return CheminEdges(
        strategy=strat,
        punter_win=p,
        banker_win=b,
        void=t,
        banker_edge_before_cagnotte=b - p,
        banker_edge_after_cagnotte=b * (1 - cagnotte) - p,
        house_take=b * cagnotte,
    )


def percent(value: Fraction, places: int = 4) -> str:
    """A fraction as a percentage for reports ("1.0558%")."""
    scaled = round(value * 100 * 10**places)
    sign = "-" if scaled < 0 else ""
    whole, part = divmod(abs(scaled), 10**places)
    return f"{sign}{whole}.{part:0{places}d}%"
