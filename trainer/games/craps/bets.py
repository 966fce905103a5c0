"""Craps bets: what each betting spot is, how one roll settles it, its limits and its edge.

Everything here is a pure function of a spot (`trainer.games.spots.parse_craps` reads its id),
the table's point, the dice and the rulebook's `[craps]` section, so the table (`table.py`),
the house-edge calculation (`trainer.house_edge.craps`) and the drills all settle a bet the
same way. A roll's outcome for a bet is said in the felt's words (`trainer.scene.BetState`):
"won", "lost", "push", "placed" (it stays for the next roll), "moved" (a come bet to its box),
"returned" (handed back at closing, CR-18).

Seed decisions taken here (RULES.md is silent, the seeds are read literally):
- Horn (CR-10): seed 000 "Horn. Que es paga quatre vegades l'aposta ... guanya si surt 2, 3, 12
  o 11". It is ONE bet paid 4 to 1 whichever of 2, 3, 11, 12 comes, not the American horn
  (four equal parts paid at their own odds).
- Don't win / don't come on 12 (CR-03): "dona resultat nul" is a push; the bet stays where it
  is for the next roll (as the seed's other "resultat nul" bets do).
- Odds, place, lay, big 6/8 and hardways are always working, on come-out rolls too: the seed
  says they follow their bet's fate (odds) or win "if the number comes before 7" and gives no
  "off" rule.
- A bet may be withdrawn only where the seed says so (CR-07, CR-09, CR-11..CR-14, and come bets
  in spain-1979, CR-05). Don't win / don't come are not withdrawable: the seed grants it
  nowhere.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from math import lcm
from typing import Literal

from trainer.errors import RuleError
from trainer.games.spots import CRAPS_HARD, CRAPS_LINE, CRAPS_NAMED, CrapsSpot
from trainer.money import (
    ChipSet,
    Ratio,
    Rounding,
    from_cents,
    min_stake_for_win,
    payout,
    to_cents,
    to_decimal,
)
from trainer.rulebooks.sections import CRAPS_NUMBERS, CrapsRules

Outcome = Literal["won", "lost", "push", "placed", "moved", "returned"]

NUMBERS: tuple[int, ...] = CRAPS_NUMBERS  # CR-02: the totals that become a point
HARD_NUMBERS: tuple[int, ...] = CRAPS_HARD  # CR-09
DIE_FACES = range(1, 7)

# CR-06, CR-08, CR-10: bets decided on the very next roll -> the totals that win them.
ONE_ROLL_WINS: dict[str, frozenset[int]] = {
    "field": frozenset({2, 3, 4, 9, 10, 11, 12}),  # CR-06
    "under_7": frozenset(range(2, 7)),  # CR-08
    "over_7": frozenset(range(8, 13)),  # CR-08
    "any_seven": frozenset({7}),  # CR-10
    "eleven": frozenset({11}),  # CR-10
    "any_craps": frozenset({2, 3, 12}),  # CR-10
    "craps_2": frozenset({2}),  # CR-10
    "craps_3": frozenset({3}),  # CR-10
    "craps_12": frozenset({12}),  # CR-10
    "horn": frozenset({2, 3, 11, 12}),  # CR-10: one bet, 4 to 1 on any of them
}
ONE_ROLL_RULE = {"field": "CR-06", "under_7": "CR-08", "over_7": "CR-08"}  # others CR-10

# CR-15: "jugades senzilles" (simple, max = simple_max) and "jugades múltiples" (multiple, max by
# their possible win).
SIMPLE_KINDS = frozenset(
    {"win", "dont_win", "come", "dont_come", "field", "big_6", "big_8", "under_7", "over_7"}
)
MULTIPLE_KINDS = frozenset(
    {"hard_4", "hard_6", "hard_8", "hard_10"}
    | {"any_seven", "eleven", "any_craps", "craps_2", "craps_3", "craps_12", "horn"}
)

# The `house_edge` kinds: every bet a player can make, numbered bets once per number. The
# one-word names are the spot ids' own (`trainer.games.spots`).
BET_KINDS: tuple[str, ...] = (
    *CRAPS_LINE,
    *(f"odds_take:{n}" for n in NUMBERS),
    *(f"odds_lay:{n}" for n in NUMBERS),
    *(f"place:{n}" for n in NUMBERS),
    *(f"lay:{n}" for n in NUMBERS),
    *CRAPS_NAMED,
)


def withdrawable(spot: CrapsSpot, rules: CrapsRules) -> bool:
    """Whether the player may take this bet back between rolls (see the module docstring)."""
    if spot.kind in ("win",):
        return False  # CR-05: win bets play until won or lost
    if spot.kind in ("come", "come_point"):
        return rules.come_withdrawable  # CR-05 (spain-1979, seed 001, names only Win)
    if spot.kind in ("odds", "place", "lay", "big_6", "big_8"):
        return True  # CR-11, CR-12, CR-13, CR-14, CR-07
    return spot.kind.startswith("hard_")  # CR-09


# --------------------------------------------------------------------------- one roll


@dataclass(frozen=True, slots=True)
class Settlement:
    """How one roll settles one bet. `ratio` is the payout of a win; `moved_to` the box a come
    or don't come bet goes to."""

    outcome: Outcome
    rule: str
    ratio: Ratio | None = None
    moved_to: int | None = None


def next_point(point: int | None, total: int) -> int | None:
    """CR-02: the puck after a roll. A number on the come-out becomes the point; the point
    repeated or a seven ends it; anything else leaves it as it was."""
    if point is None:
        return total if total in NUMBERS else None
    if total in (point, 7):
        return None
    return point


def settle(
    spot: CrapsSpot, point: int | None, die1: int, die2: int, rules: CrapsRules
) -> Settlement:
    """How the roll (die1, die2) settles a bet on `spot` with the table's `point` (None: off)."""
    total = die1 + die2
    kind = spot.kind
    if kind in ONE_ROLL_WINS:
        return _one_roll(kind, total, rules)
    if kind in ("win", "come"):
        number = point if kind == "win" else None
        return _right_line(kind, number, total, rules)
    if kind in ("dont_win", "dont_come"):
        number = point if kind == "dont_win" else None
        return _wrong_line(kind, number, total, rules)
    if kind == "come_point":  # CR-04: the number before 7
        return _right_line("come", spot.number, total, rules)
    if kind == "dont_come_point":  # CR-04: 7 before the number
        return _wrong_line("dont_come", spot.number, total, rules)
    if kind == "odds":
        number = spot.number if spot.number is not None else point
        if number is None:
            raise RuleError("CR-11", "odds need a point: there is none on the table")
        if spot.lay_side:  # CR-12: win on 7, lose on the number
            return _number_bet(total, 7, number, "CR-12", rules.odds_lay[number])
        return _number_bet(total, number, 7, "CR-11", rules.odds_take[number])
    if kind == "place":  # CR-13: the number before 7
        assert spot.number is not None
        return _number_bet(total, spot.number, 7, "CR-13", rules.place[spot.number])
    if kind == "lay":  # CR-14: 7 before the number
        assert spot.number is not None
        return _number_bet(total, 7, spot.number, "CR-14", rules.lay[spot.number])
    if kind in ("big_6", "big_8"):  # CR-07: the number made any way before 7
        return _number_bet(total, int(kind[-1]), 7, "CR-07", rules.payouts[kind])
    if kind.startswith("hard_"):
        return _hardway(spot, die1, die2, rules)
    raise RuleError("CR-02", f"'{spot.id}' is not a craps bet")  # pragma: no cover - parsed


def _one_roll(kind: str, total: int, rules: CrapsRules) -> Settlement:
    rule = ONE_ROLL_RULE.get(kind, "CR-10")
    if total not in ONE_ROLL_WINS[kind]:
        return Settlement("lost", rule)
    key = f"field_{total}" if kind == "field" and total in (2, 12) else kind  # CR-06: 2 to 1
    return Settlement("won", rule, rules.payouts[key])


def _right_line(kind: str, number: int | None, total: int, rules: CrapsRules) -> Settlement:
    """CR-02 (win) / CR-04 (come): 7 or 11 win, 2, 3, 12 lose, a number is the point; then
    the point wins and 7 loses."""
    rule = "CR-02" if kind == "win" else "CR-04"
    ratio = rules.payouts[kind]
    if number is None:
        if total in (7, 11):
            return Settlement("won", rule, ratio)
        if total in (2, 3, 12):
            return Settlement("lost", rule)
        if kind == "come":
            return Settlement("moved", rule, moved_to=total)  # CR-04: to the number's box
        return Settlement("placed", rule)  # CR-02: the total becomes the point
    if total == number:
        return Settlement("won", rule, ratio)
    if total == 7:
        return Settlement("lost", rule)
    return Settlement("placed", rule)


def _wrong_line(kind: str, number: int | None, total: int, rules: CrapsRules) -> Settlement:
    """CR-03 (don't win) / CR-04 (don't come): 2 or 3 win, 7 or 11 lose, 12 a push; then 7
    wins and the point loses."""
    rule = "CR-03" if kind == "dont_win" else "CR-04"
    ratio = rules.payouts[kind]
    if number is None:
        if total in (2, 3):
            return Settlement("won", rule, ratio)
        if total in (7, 11):
            return Settlement("lost", rule)
        if total == 12:
            return Settlement("push", rule)
        if kind == "dont_come":
            return Settlement("moved", rule, moved_to=total)  # CR-04
        return Settlement("placed", rule)
    if total == 7:
        return Settlement("won", rule, ratio)
    if total == number:
        return Settlement("lost", rule)
    return Settlement("placed", rule)


def _number_bet(total: int, wins_on: int, loses_on: int, rule: str, ratio: Ratio) -> Settlement:
    if total == wins_on:
        return Settlement("won", rule, ratio)
    if total == loses_on:
        return Settlement("lost", rule)
    return Settlement("placed", rule)


def _hardway(spot: CrapsSpot, die1: int, die2: int, rules: CrapsRules) -> Settlement:
    """CR-09: the double wins; 7 or the number made the easy way loses."""
    number = spot.number
    total = die1 + die2
    if total == number and die1 == die2:
        return Settlement("won", "CR-09", rules.payouts[spot.kind])
    if total == 7 or total == number:
        return Settlement("lost", "CR-09")
    return Settlement("placed", "CR-09")


# --------------------------------------------------------------------------- limits


def stake_step(spot: CrapsSpot, rules: CrapsRules, chips: ChipSet) -> Decimal:
    """The step between stakes a player could make on `spot` (MO-01): the smallest chip, and a
    multiple of the table minimum where the house requires it (CR-15, andorra-2025 only). Odds
    have no minimum of their own (they ride on a flat bet), so that requirement skips them."""
    if rules.bets_multiple_of_min and spot.kind != "odds":
        return from_cents(lcm(to_cents(chips.smallest), to_cents(rules.table_min)))
    return chips.smallest


def floor_to(amount: Fraction | Decimal, step: Decimal) -> Decimal:
    """The largest stake on `step` not above `amount`: where a limit says "at most" (CR-11 ..
    CR-14, a simple maximum), the maximum is the last stake a player could make under it."""
    units = Fraction(amount) / Fraction(step)
    return from_cents(to_cents(step) * (units.numerator // units.denominator))


def _ceil_to(amount: Decimal, step: Decimal) -> Decimal:
    units = Fraction(amount) / Fraction(step)
    return from_cents(to_cents(step) * -(-units.numerator // units.denominator))


def _percent(amount: Decimal, percent: int) -> Fraction:
    return Fraction(amount) * percent / 100


def max_stake(
    spot: CrapsSpot, rules: CrapsRules, chips: ChipSet, flat: Decimal | None, point: int | None
) -> Decimal:
    """The largest stake a player could make on `spot`. `flat` is the bet an odds bet rides on;
    `point` the table's point (for odds on win / don't win).

    CR-11: take odds up to the flat bet. CR-12: lay odds 200/150/120 % of the flat bet.
    CR-13: place up to the simple maximum (120 % on 6, 8). CR-14: lay 220/160/125 % of it.
    CR-15: simple bets up to the simple maximum; multiple bets by their possible win (MO-04,
    `multiple_max`). A percentage that falls between chips is brought down to the last stake
    on the chip under it (MO-01): lay odds of 150 % on a flat 12.50 are 18.75, so 18.50.
    """
    step = stake_step(spot, rules, chips)
    if spot.kind == "odds":
        number = spot.number if spot.number is not None else point
        if flat is None or number is None:
            raise RuleError("CR-11", "odds need a flat bet with a point")
        if spot.lay_side:
            return floor_to(_percent(flat, rules.odds_lay_max_percent[number]), step)  # CR-12
        return floor_to(_percent(flat, rules.odds_take_max_percent), step)  # CR-11
    if spot.kind == "place":
        assert spot.number is not None
        return floor_to(_percent(rules.simple_max, rules.place_max_percent[spot.number]), step)
    if spot.kind == "lay":
        assert spot.number is not None
        return floor_to(_percent(rules.simple_max, rules.lay_max_percent[spot.number]), step)
    if spot.kind in MULTIPLE_KINDS:
        return multiple_max(spot.kind, rules, chips).stake
    return floor_to(rules.simple_max, step)  # CR-15: simple bets (come points keep their limit)


@dataclass(frozen=True, slots=True)
class MultipleMax:
    """CR-15's maximum for a multiple bet, worked out so a drill can show every step: the win
    of a maximum simple bet, the win the house allows (`times` that), the exact stake that
    wins it and the stake a player can make (MO-04)."""

    ratio: Ratio
    simple_win: Decimal
    times: int
    target: Decimal
    exact: Fraction
    step: Decimal
    rounded_up: Decimal  # the smallest stake on `step` that wins at least `target` (MO-04)
    cap: Decimal  # three times the simple win (`multiple_max_times_high`), CR-15's ceiling
    stake: Decimal  # the maximum
    win: Decimal  # what the maximum wins

    @property
    def capped(self) -> bool:
        """Rounding up would pass CR-15's ceiling, so the maximum is the last stake under it."""
        return self.stake != self.rounded_up


def multiple_max(kind: str, rules: CrapsRules, chips: ChipSet) -> MultipleMax:
    """CR-15 with MO-04: the maximum stake on a multiple bet is the smallest stake on the chip
    whose possible win is at least `multiple_max_times` simple-maximum wins. Any craps at 7 to 1
    with a 500 simple maximum: 500 / 7 = 71.43 is not a stake, 71.50 is (it wins 500.50).

    CR-15 also caps the win at three times the simple win (`multiple_max_times_high`); should
    the rounded-up stake pass that cap, the last stake under it is the maximum instead.
    """
    ratio = rules.payouts[kind]
    simple_win = to_decimal(rules.payouts["win"].exact(rules.simple_max))
    target = simple_win * rules.multiple_max_times
    step = stake_step(CrapsSpot(kind, kind), rules, chips)
    up = min_stake_for_win(ratio, target, chips)  # MO-04
    if step != chips.smallest:
        up = _ceil_to(up, step)  # CR-15: the house requires multiples of the minimum
    cap = simple_win * rules.multiple_max_times_high
    stake = min(up, floor_to(Fraction(cap) / ratio.fraction, step))  # CR-15: at most 3 times
    win = payout(ratio.exact(stake), Rounding.EXACT, chips).amount
    exact = Fraction(target) / ratio.fraction
    return MultipleMax(
        ratio, simple_win, rules.multiple_max_times, target, exact, step, up, cap, stake, win
    )


# --------------------------------------------------------------------------- dice


def dice_outcomes() -> Iterator[tuple[int, int]]:
    """CR-01: the 36 equally likely (die1, die2) pairs."""
    for die1 in DIE_FACES:
        for die2 in DIE_FACES:
            yield die1, die2
