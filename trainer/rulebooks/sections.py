"""The typed sections of a rulebook, one per game. Each field's comment names its rule.

A check that spans fields (a maximum that must lie within a multiple of the minimum) lives in
the section's `__post_init__` and names the field it refuses and the fields it read, so a
refusal names the field the house changed. Every number is bounded: a value outside is
refused here, never met by a drill that cannot run with it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Literal

from trainer.money import Ratio
from trainer.rulebooks.schema import FieldProblem

# A stake limit above this is no table this trainer drills; it keeps the largest win (500 to 1,
# three times that for a craps multiple bet) below `trainer.money.MAX_AMOUNT`.
LIMIT_MAX = Decimal(100_000)
# BJ-17: the sevens jackpot floor (largest sevens stake x the times) a meter may show.
JACKPOT_FLOOR_MAX = Decimal(10_000_000)
PERCENT_MAX = 1000  # CR-11..CR-14: a maximum as a percentage of a bet; the decree's is 220


def _within_times(
    name: str, value: Decimal, base: Decimal, low: int, high: int, *involves: str
) -> None:
    if not base * low <= value <= base * high:
        raise FieldProblem.coded(
            name, "times_min", ("table_min", *involves), value=value, low=low, high=high, base=base
        )


def _min_below_max(low: Decimal, high: Decimal, high_name: str) -> None:
    if low <= 0:
        raise FieldProblem.coded("table_min", "min_nothing", value=low)
    if high < low:
        raise FieldProblem.coded(high_name, "below_min", ("table_min",), value=high, low=low)


def _limits(**amounts: Decimal) -> None:
    for name, amount in amounts.items():
        if not 0 < amount <= LIMIT_MAX:
            raise FieldProblem.coded(name, "limit", value=amount, most=LIMIT_MAX)


def _keys(name: str, table: Mapping[str, object], allowed: frozenset[str]) -> None:
    """A payouts table names every bet the game settles, and nothing else."""
    for key in table:
        if key not in allowed:
            raise FieldProblem.coded(
                f"{name}.{key}", "unknown_field", allowed=", ".join(sorted(allowed))
            )
    missing = allowed - set(table)
    if missing:
        raise FieldProblem.coded(name, "payouts_missing", names=", ".join(sorted(missing)))


@dataclass(frozen=True)
class SevensPrizes:
    """BJ-17 minimum payouts; three suited sevens win the jackpot."""

    first_seven: Ratio
    two_sevens_mixed: Ratio
    two_sevens_suited: Ratio
    three_sevens_mixed: Ratio


@dataclass(frozen=True)
class BlackjackRules:
    decks: int = field(metadata={"min": 1, "max": 8})  # BJ-01
    boxes: int = field(metadata={"min": 6, "max": 9})  # BJ-03
    bets_per_box: int = field(metadata={"min": 1, "max": 3})  # BJ-03
    table_min: Decimal  # BJ-04
    table_max: Decimal  # BJ-04
    cut_card_from_end: int = field(metadata={"min": 1, "max": 416})  # BJ-02
    dealer_stands_soft_17: bool  # BJ-08
    win_pays: Ratio  # BJ-10
    blackjack_pays: Ratio  # BJ-10
    insurance_pays: Ratio  # BJ-11
    dealer_blackjack_takes: Literal["all_bets", "original_bets_only"]  # BJ-12
    doubling: Literal["any_two", "nine_ten_eleven"]  # BJ-15
    double_after_split: bool  # BJ-15
    resplit: bool  # BJ-13
    over_under_pays: Ratio  # BJ-16
    # BJ-17, BJ-18: at most half the minimum (a house may allow less, never nothing)
    side_bet_max_fraction_of_min: Fraction = field(metadata={"above": 0, "max": Fraction(1, 2)})
    sevens_jackpot_min_times: int = field(metadata={"min": 5000, "max": 100_000})  # BJ-17
    sevens_prizes: SevensPrizes  # BJ-17

    def __post_init__(self) -> None:
        _limits(table_min=self.table_min, table_max=self.table_max)
        _min_below_max(self.table_min, self.table_max, "table_max")
        if self.cut_card_from_end >= self.decks * 52:
            raise FieldProblem.coded("cut_card_from_end", "cut_card", ("decks",))
        frac = self.side_bet_max_fraction_of_min
        floor = self.table_min * frac.numerator / frac.denominator * self.sevens_jackpot_min_times
        if floor > JACKPOT_FLOOR_MAX:
            raise FieldProblem.coded(
                "sevens_jackpot_min_times",
                "jackpot_floor",
                ("table_min", "side_bet_max_fraction_of_min"),
                value=floor,
                most=JACKPOT_FLOOR_MAX,
            )


@dataclass(frozen=True)
class PuntoBancoRules:
    decks: int = field(metadata={"min": 1, "max": 8})  # PB-01
    seats: int = field(metadata={"min": 1, "max": 9})  # PB-02
    bets_per_box: int = field(metadata={"min": 1, "max": 3})  # PB-02
    table_min: Decimal  # PB-03
    table_max: Decimal  # PB-03
    # PB-03: tie bets at most a tenth of the table maximum (a house may allow less)
    tie_max_fraction_of_max: Fraction = field(metadata={"above": 0, "max": Fraction(1, 10)})
    player_pays: Ratio  # PB-04
    banker_pays: Ratio  # PB-04
    commission_rate: Decimal = field(
        metadata={"min": Decimal(0), "max": Decimal("0.25"), "places": 4}
    )  # PB-04: a rate, to a hundredth of a percent
    commission_collection: Literal["immediate", "end_of_shoe"]  # PB-04
    tie_pays: Ratio  # PB-04
    stop_card_from_end: int = field(metadata={"min": 1, "max": 52})  # PB-06
    bets_multiple_of_min: bool = False  # PB-03: the casino may require multiples of the minimum

    def __post_init__(self) -> None:
        _limits(table_min=self.table_min, table_max=self.table_max)
        _min_below_max(self.table_min, self.table_max, "table_max")
        _within_times("table_max", self.table_max, self.table_min, 20, 100)  # PB-03
        if self.tie_max < self.table_min:  # PB-03: a tie bet is at least the minimum too
            raise FieldProblem.coded(
                "tie_max_fraction_of_max",
                "tie_below_min",
                ("table_max", "table_min"),
                value=self.tie_max,
                low=self.table_min,
            )

    @property
    def tie_max(self) -> Decimal:
        """PB-03: tie bets at most a tenth of the table maximum."""
        frac = self.tie_max_fraction_of_max
        return self.table_max * frac.numerator / frac.denominator


@dataclass(frozen=True)
class CheminDeFerRules:
    """No cagnotte rate here: CF-05's 5% is fixed by the decree, not a house setting
    (`trainer.games.chemin_de_fer.CAGNOTTE_RATE`); a house file that sets one is refused."""

    decks: int = field(metadata={"min": 1, "max": 8})  # CF-01
    punter_option_on_5: bool  # CF-03
    bank_mode: Literal["limited", "open"]  # BD-02
    bank_max: Decimal  # BD-02
    stop_card_from_end: int = field(metadata={"min": 1, "max": 52})  # CF-06 (seed 000 8.VII)

    def __post_init__(self) -> None:
        _limits(bank_max=self.bank_max)


@dataclass(frozen=True)
class TrenteQuaranteRules:
    decks: int = field(metadata={"min": 1, "max": 8})  # TQ-01
    table_min: Decimal  # TQ-05
    table_max: Decimal  # TQ-05
    pays: Ratio  # TQ-03
    stop_card_from_end: int = field(metadata={"min": 1, "max": 52})  # TQ-06
    en_prison: bool  # TQ-04

    def __post_init__(self) -> None:
        _limits(table_min=self.table_min, table_max=self.table_max)
        _min_below_max(self.table_min, self.table_max, "table_max")
        _within_times("table_max", self.table_max, self.table_min, 100, 1000)  # TQ-05


@dataclass(frozen=True)
class BouleRules:
    table_min: Decimal  # BO-03
    number_max: Decimal  # BO-03
    simple_max: Decimal  # BO-03
    number_pays: Ratio  # BO-02
    simple_pays: Ratio  # BO-02
    # BO-03: one entry per layout (one or two), its minimum as 1 or 2 times the authorised
    # one; at least one layout keeps the authorised minimum. The maxima apply per player.
    layout_min_times: tuple[int, ...] = (1, 1)

    def __post_init__(self) -> None:
        _limits(table_min=self.table_min, number_max=self.number_max, simple_max=self.simple_max)
        _min_below_max(self.table_min, self.number_max, "number_max")
        _within_times("number_max", self.number_max, self.table_min, 40, 100)  # BO-03
        _within_times("simple_max", self.simple_max, self.table_min, 200, 500)  # BO-03
        times = self.layout_min_times
        if not 1 <= len(times) <= 2 or any(t not in (1, 2) for t in times) or 1 not in times:
            raise FieldProblem.coded(
                "layout_min_times", "boule_layouts", value=", ".join(str(t) for t in times)
            )


ROULETTE_PAYOUTS = frozenset(
    {
        *("plein", "cheval", "transversale", "carre", "sixain", "column", "dozen"),
        *("two_columns", "two_dozens", "simple"),
    }
)


@dataclass(frozen=True)
class RouletteRules:
    table_min: Decimal  # RO-12
    plein_max: Decimal  # RO-12
    simple_max: Decimal  # RO-12
    en_prison: bool  # RO-11
    announced_bets: bool  # house option
    payouts: Mapping[str, Ratio]  # RO-02 .. RO-09

    def __post_init__(self) -> None:
        _limits(table_min=self.table_min, plein_max=self.plein_max, simple_max=self.simple_max)
        _min_below_max(self.table_min, self.plein_max, "plein_max")
        if self.simple_max < 2 * self.table_min:  # RO-12: a column or dozen takes half of it
            raise FieldProblem.coded(
                "simple_max",
                "roulette_simple",
                ("table_min",),
                value=self.simple_max,
                low=self.table_min,
            )
        _keys("payouts", self.payouts, ROULETTE_PAYOUTS)


CRAPS_NUMBERS = (4, 5, 6, 8, 9, 10)
_NUMBERS_SAID = ", ".join(str(n) for n in CRAPS_NUMBERS)
CRAPS_PAYOUTS = frozenset(
    {
        *("win", "dont_win", "come", "dont_come", "field", "field_2", "field_12", "big_6"),
        *("big_8", "under_7", "over_7", "hard_4", "hard_10", "hard_6", "hard_8", "any_seven"),
        *("eleven", "any_craps", "craps_2", "craps_3", "craps_12", "horn"),
    }
)


@dataclass(frozen=True)
class CrapsRules:
    table_min: Decimal  # CR-15
    simple_max: Decimal  # CR-15
    # CR-15: the decrees' range, 20 (andorra-2025) or 100 (spain-1979) to 1,000 times
    simple_max_times_min_low: int = field(metadata={"min": 20, "max": 1000})
    simple_max_times_min_high: int = field(metadata={"min": 20, "max": 1000})
    # CR-15: a multiple bet's maximum wins at least once and at most three times the simple win
    multiple_max_times_low: int = field(metadata={"min": 1, "max": 3})
    multiple_max_times_high: int = field(metadata={"min": 1, "max": 3})
    multiple_max_times: int = field(metadata={"min": 1, "max": 3})
    dice_on_chips_valid: bool  # CR-17
    # CR-17: spain-1979 (seed 001) counts a throw only "después de que ambos dados hayan tocado
    # el borde opuesto"; andorra-2025 (seed 000) asks only "la intenció" that both touch it.
    throw_must_touch_far_end: bool
    # CR-18: "les tres últimes tirades" is andorra-2025's closing; seed 001 has no such rule.
    closing_announcement: bool
    last_rolls_announced: int = field(metadata={"min": 1, "max": 10})  # CR-18
    odds_take_max_percent: int = field(metadata={"min": 0, "max": PERCENT_MAX})  # CR-11
    payouts: Mapping[str, Ratio]  # CR-02 .. CR-10
    odds_take: Mapping[int, Ratio]  # CR-11
    odds_lay: Mapping[int, Ratio]  # CR-12
    odds_lay_max_percent: Mapping[int, int]  # CR-12
    place: Mapping[int, Ratio]  # CR-13
    place_max_percent: Mapping[int, int]  # CR-13
    lay: Mapping[int, Ratio]  # CR-14
    lay_max_percent: Mapping[int, int]  # CR-14
    # CR-05: andorra-2025 (seed 000) forbids withdrawing win AND come bets; spain-1979 (seed 001)
    # names only Win ("Las apuestas colocadas sobre Win no pueden ser retiradas").
    come_withdrawable: bool = False
    # CR-15: andorra-2025 lets the casino require bets in multiples of the minimum; seed 001
    # (spain-1979) has no such clause, so there the option is off and cannot be set.
    multiple_of_min_option: bool = False
    bets_multiple_of_min: bool = False

    def __post_init__(self) -> None:
        _limits(table_min=self.table_min, simple_max=self.simple_max)
        _min_below_max(self.table_min, self.simple_max, "simple_max")
        if self.bets_multiple_of_min and not self.multiple_of_min_option:
            raise FieldProblem.coded(
                "bets_multiple_of_min", "no_multiple_option", ("multiple_of_min_option",)
            )
        if self.simple_max_times_min_low > self.simple_max_times_min_high:
            raise FieldProblem.coded(
                "simple_max_times_min_low",
                "low_above_high",
                ("simple_max_times_min_high",),
                value=self.simple_max_times_min_low,
                high=self.simple_max_times_min_high,
            )
        _within_times(
            "simple_max",
            self.simple_max,
            self.table_min,
            self.simple_max_times_min_low,
            self.simple_max_times_min_high,
            "simple_max_times_min_low",
            "simple_max_times_min_high",
        )
        if (
            not self.multiple_max_times_low
            <= self.multiple_max_times
            <= self.multiple_max_times_high
        ):
            raise FieldProblem.coded(
                "multiple_max_times",
                "outside",
                ("multiple_max_times_low", "multiple_max_times_high"),
                value=self.multiple_max_times,
                low=self.multiple_max_times_low,
                high=self.multiple_max_times_high,
            )
        _keys("payouts", self.payouts, CRAPS_PAYOUTS)
        for name in ("odds_take", "odds_lay", "odds_lay_max_percent", "place"):
            self._all_numbers(name)
        for name in ("place_max_percent", "lay", "lay_max_percent"):
            self._all_numbers(name)
        for name in ("odds_lay_max_percent", "place_max_percent", "lay_max_percent"):
            for number, percent in getattr(self, name).items():
                if not 1 <= percent <= PERCENT_MAX:
                    raise FieldProblem.coded(
                        f"{name}.{number}", "outside", value=percent, low=1, high=PERCENT_MAX
                    )

    def _all_numbers(self, name: str) -> None:
        table = getattr(self, name)
        for key in table:
            if key not in CRAPS_NUMBERS:
                raise FieldProblem.coded(f"{name}.{key}", "unknown_field", allowed=_NUMBERS_SAID)
        if set(table) != set(CRAPS_NUMBERS):
            raise FieldProblem.coded(name, "craps_numbers", allowed=_NUMBERS_SAID)
