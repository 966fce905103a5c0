"""The single-zero roulette layout as data: numbers, colours, wheel order, every legal bet
position, payouts, the croupier's payout order and complete bets (the house edges worked from
these tables are in `trainer.house_edge.wheels`).

Everything a drill or the table asks about the layout is answered from the tables built here
once, never from `if` chains: a position is legal because it is in `POSITIONS`, and it pays the
ratio the rulebook gives its kind.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Final

from trainer.errors import RuleError
from trainer.games import spots
from trainer.games.spots import parse_roulette, roulette_spot
from trainer.money import Ratio, Rounded
from trainer.money import payout as round_paid
from trainer.rulebooks import Rulebook
from trainer.rulebooks.sections import RouletteRules

# --------------------------------------------------------------------------- numbers (RO-01)

NUMBERS: Final = tuple(range(37))
# RO-01: the European wheel, clockwise from zero.
WHEEL_ORDER: Final = (
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10,
    5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
)  # fmt: skip
# RO-01: the red numbers; every other number but zero is black.
RED: Final = frozenset({1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36})
BLACK: Final = frozenset(range(1, 37)) - RED


def colour(number: int) -> str:
    """ "rouge", "noir", or "zero" for 0 (RO-01)."""
    check_number(number)
    if number == 0:
        return "zero"
    return "rouge" if number in RED else "noir"


def check_number(number: int) -> None:
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= 36:
        raise RuleError("RO-01", f"{number!r} is not on the wheel: the numbers are 0 to 36")


# --------------------------------------------------------------------------- bet kinds

INSIDE_KINDS: Final = ("plein", "cheval", "transversale", "carre", "sixain")
OUTSIDE_KINDS: Final = ("column", "dozen", "two_columns", "two_dozens")
SIMPLE_CHANCES: Final = spots.SIMPLE_CHANCES
KINDS: Final = (*INSIDE_KINDS, *OUTSIDE_KINDS, *SIMPLE_CHANCES)

# The rule that defines each kind, cited by every error and result about it.
KIND_RULE: Final[Mapping[str, str]] = {
    "plein": "RO-02",
    "cheval": "RO-03",
    "transversale": "RO-04",
    "carre": "RO-05",
    "sixain": "RO-06",
    "column": "RO-07",
    "dozen": "RO-07",
    "two_columns": "RO-08",
    "two_dozens": "RO-08",
    **{chance: "RO-09" for chance in SIMPLE_CHANCES},
}

# How each kind is described when a position is refused.
_KIND_WORDS: Final[Mapping[str, str]] = {
    "plein": "a plein is one number, 0 to 36",
    "cheval": "a cheval covers two numbers side by side on the layout, or 0 with 1, 2 or 3",
    "transversale": "a transversale is a row of three (1-2-3 .. 34-35-36), or 0-1-2 or 0-2-3",
    "carre": "a carré is four numbers meeting at a corner, or 0-1-2-3",
    "sixain": "a sixain is two rows side by side (1-6 .. 31-36)",
    "column": "a column is 1, 2 or 3",
    "dozen": "a dozen is 1 (1-12), 2 (13-24) or 3 (25-36)",
    "two_columns": "two columns are 1-2 or 2-3",
    "two_dozens": "two dozens are 1-2 or 2-3",
}


def _row(r: int) -> tuple[int, int, int]:
    """Row r (0..11) of the layout: 1-2-3, 4-5-6, ..., 34-35-36."""
    return (3 * r + 1, 3 * r + 2, 3 * r + 3)


def _dash(numbers: Iterable[int]) -> str:
    return "-".join(str(n) for n in sorted(numbers))


COLUMNS: Final = {c: frozenset(range(c, 37, 3)) for c in (1, 2, 3)}  # column 1: 1, 4 .. 34
DOZENS: Final = {d: frozenset(range(12 * d - 11, 12 * d + 1)) for d in (1, 2, 3)}
SIMPLE_NUMBERS: Final[Mapping[str, frozenset[int]]] = {
    "rouge": RED,
    "noir": BLACK,
    "pair": frozenset(range(2, 37, 2)),
    "impair": frozenset(range(1, 37, 2)),
    "manque": frozenset(range(1, 19)),
    "passe": frozenset(range(19, 37)),
}


def _inside_positions() -> dict[str, dict[frozenset[int], str]]:
    plein = [frozenset({n}) for n in NUMBERS]  # RO-02
    cheval = [frozenset({0, 1}), frozenset({0, 2}), frozenset({0, 3})]  # RO-03
    transversale = [frozenset({0, 1, 2}), frozenset({0, 2, 3})]  # RO-04
    carre = [frozenset({0, 1, 2, 3})]  # RO-05
    sixain = []  # RO-06
    for r in range(12):
        row = _row(r)
        transversale.append(frozenset(row))
        cheval += [frozenset({row[0], row[1]}), frozenset({row[1], row[2]})]
        if r < 11:
            below = _row(r + 1)
            cheval += [frozenset({a, a + 3}) for a in row]
            carre += [frozenset({a, a + 1, a + 3, a + 4}) for a in row[:2]]
            sixain.append(frozenset(row + below))
    groups = {
        "plein": plein,
        "cheval": cheval,
        "transversale": transversale,
        "carre": carre,
        "sixain": sixain,
    }
    return {kind: {ns: roulette_spot(kind, ns) for ns in sets} for kind, sets in groups.items()}


def _outside_positions() -> dict[str, dict[frozenset[int], str]]:
    pairs = (1, 2), (2, 3)
    return {
        "column": {ns: roulette_spot("column", (c,)) for c, ns in COLUMNS.items()},  # RO-07
        "dozen": {ns: roulette_spot("dozen", (d,)) for d, ns in DOZENS.items()},  # RO-07
        "two_columns": {  # RO-08
            COLUMNS[a] | COLUMNS[b]: roulette_spot("two_columns", (a, b)) for a, b in pairs
        },
        "two_dozens": {
            DOZENS[a] | DOZENS[b]: roulette_spot("two_dozens", (a, b)) for a, b in pairs
        },
        **{chance: {ns: roulette_spot(chance)} for chance, ns in SIMPLE_NUMBERS.items()},  # RO-09
    }


# kind -> {numbers covered: spot id (trainer/scene.py convention)}
POSITIONS: Final[Mapping[str, Mapping[frozenset[int], str]]] = {
    **_inside_positions(),
    **_outside_positions(),
}
# spot id -> (kind, numbers covered)
SPOTS: Final[Mapping[str, tuple[str, frozenset[int]]]] = {
    spot: (kind, numbers) for kind, table in POSITIONS.items() for numbers, spot in table.items()
}


def spots_winning_on(number: int) -> list[str]:
    """Every spot on the layout that wins when `number` comes, in layout order (RO-02..RO-09).

    On zero no simple chance wins; they go to prison or lose (RO-11)."""
    check_number(number)
    return [spot for spot, (_, numbers) in SPOTS.items() if number in numbers]


# --------------------------------------------------------------------------- bets


@dataclass(frozen=True, slots=True)
class Bet:
    """A stake on one legal position of the layout. Refused (`RuleError`) otherwise."""

    kind: str
    numbers: tuple[int, ...]
    stake: Decimal

    def __post_init__(self) -> None:
        if self.kind not in POSITIONS:
            raise RuleError("RO-02", f"'{self.kind}' is not a roulette bet; bets are {KINDS}")
        numbers = tuple(sorted(set(self.numbers)))
        if not numbers and self.kind in (*OUTSIDE_KINDS, *SIMPLE_CHANCES):
            raise RuleError(KIND_RULE[self.kind], f"say which {self.kind} (use Bet.from_spot)")
        object.__setattr__(self, "numbers", numbers)
        if frozenset(numbers) not in POSITIONS[self.kind]:
            words = _KIND_WORDS.get(self.kind, f"{self.kind} covers its own 18 numbers")
            raise RuleError(
                KIND_RULE[self.kind],
                f"{_dash(numbers) or 'nothing'} is not a {self.kind}: {words}",
            )
        stake = self.stake
        if not isinstance(stake, Decimal) or not stake.is_finite() or stake <= 0:
            raise RuleError("RO-12", f"a stake must be a positive amount, not {stake!r}")
        if stake != stake.quantize(Decimal("0.01")):
            raise RuleError("RO-12", f"a stake goes to the cent, not {stake}")

    @property
    def spot(self) -> str:
        """The betting spot id the felt and drills use ("cheval:17-20", "column:1", "rouge")."""
        return POSITIONS[self.kind][frozenset(self.numbers)]

    @classmethod
    def from_spot(cls, spot: str, stake: Decimal) -> Bet:
        try:
            kind, numbers = SPOTS[spot]
        except KeyError:
            parsed = parse_roulette(spot)
            kind = parsed.kind if parsed else spot
            rule = KIND_RULE.get(kind, "RO-02")
            words = _KIND_WORDS.get(kind, "see RO-02 .. RO-09 for the bets")
            raise RuleError(rule, f"'{spot}' is not a spot on the layout: {words}") from None
        return cls(kind, tuple(numbers), stake)

    def wins_on(self, number: int) -> bool:
        check_number(number)
        return number in self.numbers

    def with_stake(self, stake: Decimal) -> Bet:
        return Bet(self.kind, self.numbers, stake)


# --------------------------------------------------------------------------- payouts


def payout_key(kind: str) -> str:
    """The rulebook's `roulette.payouts` key for a kind: every simple chance shares "simple"."""
    return "simple" if kind in SIMPLE_CHANCES else kind


def ratio(kind: str, rules: RouletteRules) -> Ratio:
    """RO-02..RO-09: the ratio the rulebook gives this kind."""
    return rules.payouts[payout_key(kind)]


def payout_rounded(bet: Bet, number: int, rulebook: Rulebook) -> Rounded:
    """The winnings set beside `bet` when `number` comes, with the exact figure they came from;
    the stake is kept besides (RO-10).

    The ratio is the rulebook's (RO-02..RO-09); a win that does not fall on the house's
    smallest chip (1 to 2 on 7.50 is 3.75) is rounded down to it, 3.50 (MO-02), or to the cent
    under the `exact` setting (MO-05). Zero on a simple chance pays nothing here: the bet goes
    to prison or loses (RO-11)."""
    won = bet.wins_on(number)
    exact = ratio(bet.kind, rulebook.roulette).exact(bet.stake) if won else Fraction(0)
    return round_paid(exact, rulebook.payout_rounding, rulebook.chip_set)


def payout(bet: Bet, number: int, rulebook: Rulebook) -> Decimal:
    """The amount paid beside `bet` when `number` comes (see `payout_rounded`)."""
    return payout_rounded(bet, number, rulebook).amount


def total_payout(bets: Iterable[Bet], number: int, rulebook: Rulebook) -> Decimal:
    """What the croupier pushes out for all the winners on `number` (stakes stay, RO-10); each
    bet is paid, and rounded (MO-02), on its own."""
    return sum((payout(b, number, rulebook) for b in bets), Decimal(0))


# RO-14: winners are paid in this order, after the losing bets are collected.
PAYOUT_ORDER: Final = (
    "two_columns",
    "column",
    "two_dozens",
    "dozen",
    "rouge",
    "noir",
    "pair",
    "impair",
    "passe",
    "manque",
    "sixain",
    "transversale",
    "carre",
    "cheval",
    "plein",
)
PAYOUT_GROUPS: Final = (
    ("two_columns", "column", "two_dozens", "dozen"),
    SIMPLE_CHANCES,
    ("sixain", "transversale", "carre", "cheval"),
    ("plein",),
)


def payment_rank(kind: str) -> int:
    return PAYOUT_ORDER.index(kind)  # RO-14


def payment_order(bets: Iterable[Bet], number: int) -> list[Bet]:
    """The winning bets of a spin in the order the croupier pays them (RO-14); bets of the same
    kind keep their order on the layout. Losing bets are collected before any of these."""
    winners = [b for b in bets if b.wins_on(number)]
    return sorted(winners, key=lambda b: payment_rank(b.kind))


# --------------------------------------------------------------------------- complete bets

# Units a dealer puts on each position of a complete ("full") bet.
COMPLETE_UNITS: Final[Mapping[str, int]] = {
    "plein": 1,
    "cheval": 2,
    "transversale": 3,
    "carre": 4,
    "sixain": 6,
}


def complete_bet(number: int, unit: Decimal) -> list[Bet]:
    """A number played complete: every inside position that holds it, each with as many units
    as it has numbers (plein 1, cheval 2, transversale or trio 3, carré or first four 4,
    sixain 6). 17 takes 40 units, 0 takes 17."""
    check_number(number)
    bets = []
    for kind, units in COMPLETE_UNITS.items():
        for numbers in POSITIONS[kind]:
            if number in numbers:
                bets.append(Bet(kind, tuple(numbers), unit * units))
    return bets
