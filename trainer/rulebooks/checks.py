"""Checks that need the whole book: the chip set against every game's limits (MO-01), and every
bet of a game against its own limits. A book that passes is one every table can run: each
stake limit is a stake a player makes, and each bet has at least one stake between its
minimum and its maximum.

Each check raises `FieldProblem` naming the field it refuses (dotted, from the top of the
book) and the fields it read, so the refusal names the field the house file changed.
"""

from __future__ import annotations

from decimal import ROUND_DOWN, Decimal
from functools import cache
from typing import TYPE_CHECKING

from trainer.money import ChipSet, from_cents, on_chip, to_cents
from trainer.rulebooks.schema import FieldProblem

if TYPE_CHECKING:
    from trainer.rulebooks import Rulebook

CHIPS_MAX = 12  # a chip set is a rack's few colours
# The largest chip in units of the finest step the set makes (0.50 to 1000: 2,000). More makes
# "the fewest chips" a search over hundreds of thousands of amounts.
CHIP_SPAN_MAX = 20_000


def check(book: Rulebook) -> None:
    chip_set(book.chip_set)
    limits_on_chip(book)
    craps_bets(book)


def chip_set(chips: ChipSet) -> None:
    """A rack a croupier pays from: at most 12 chips, a sane span, and largest-first gives the
    fewest chips (a croupier pays and colours up largest first, and every chips drill expects
    the fewest chips)."""
    if len(chips.chips) > CHIPS_MAX:
        raise FieldProblem.coded("chips", "chips_many", n=len(chips.chips), most=CHIPS_MAX)
    problem = _rack_problem(chips.values)
    if problem:
        code, params = problem
        raise FieldProblem.coded("chips", code, (), **dict(params))


# A refusal's message code and its parameters, or None.
Problem = tuple[str, tuple[tuple[str, str], ...]] | None


@cache
def _rack_problem(values: tuple[Decimal, ...]) -> Problem:
    """What is wrong with a rack of these values (largest first), or None (cached: a drill
    that varies a table's limits rebuilds the book)."""
    finest = min(values)
    for value in values:
        finest = _gcd(finest, value)
    if max(values) / finest > CHIP_SPAN_MAX:
        said = (("low", str(finest)), ("high", str(max(values))), ("most", str(CHIP_SPAN_MAX)))
        return "chips_span", said
    return _largest_first_wrong([int(v / finest) for v in values], finest)


def _gcd(a: Decimal, b: Decimal) -> Decimal:
    while b:
        a, b = b, a % b
    return a


def _largest_first_wrong(units: list[int], finest: Decimal) -> Problem:
    """The smallest amount that largest-first pays with more chips than needed ("4: 2 + 2,
    not 2.50 + 0.50 + 0.50 + 0.50"), or cannot pay though the chips make it, or None. By
    Kozen and Zaks, largest-first right below the sum of the two largest chips is right
    everywhere, so only those amounts (in `finest` steps, `units` largest first) are tried."""
    limit = units[0] + units[1] if len(units) > 1 else 0
    count: list[int | None] = [0] + [None] * limit  # fewest chips for each amount
    last = [0] * (limit + 1)  # a chip of one fewest way, to write it out
    for n in range(1, limit + 1):
        for u in units:
            before = count[n - u] if u <= n else None
            if before is not None and (count[n] is None or before + 1 < (count[n] or 0)):
                count[n], last[n] = before + 1, u
    for n in range(1, limit + 1):
        if count[n] is None:
            continue
        greedy, rest = [], n
        for u in units:
            greedy += [u] * (rest // u)
            rest %= u
        if rest or len(greedy) > (count[n] or 0):
            fewest, m = [], n
            while m:
                fewest.append(last[m])
                m -= last[m]
            said = " + ".join(_amount(u, finest) for u in sorted(fewest, reverse=True))
            if rest:
                return "chips_greedy_cannot", (("amount", _amount(n, finest)), ("fewest", said))
            paid = " + ".join(_amount(u, finest) for u in greedy)
            return "chips_greedy", (
                ("amount", _amount(n, finest)),
                ("fewest", said),
                ("paid", paid),
            )
    return None


def _amount(units: int, finest: Decimal) -> str:
    return str(from_cents(to_cents(finest * units)))


def stake_limits(book: Rulebook) -> dict[str, Decimal]:
    """Every stake limit of the book by its dotted field: each one a stake a player makes."""
    return {
        "blackjack.table_min": book.blackjack.table_min,
        "blackjack.table_max": book.blackjack.table_max,
        "punto_banco.table_min": book.punto_banco.table_min,
        "punto_banco.table_max": book.punto_banco.table_max,
        "punto_banco.tie_max_fraction_of_max": book.punto_banco.tie_max,
        "chemin_de_fer.bank_max": book.chemin_de_fer.bank_max,
        "trente_quarante.table_min": book.trente_quarante.table_min,
        "trente_quarante.table_max": book.trente_quarante.table_max,
        "boule.table_min": book.boule.table_min,
        "boule.number_max": book.boule.number_max,
        "boule.simple_max": book.boule.simple_max,
        "roulette.table_min": book.roulette.table_min,
        "roulette.plein_max": book.roulette.plein_max,
        "roulette.simple_max": book.roulette.simple_max,
        "craps.table_min": book.craps.table_min,
        "craps.simple_max": book.craps.simple_max,
    }


def limits_on_chip(book: Rulebook) -> None:
    """MO-01: every stake limit is a stake a player can make, a whole number of the smallest
    chip (a set of sevens cannot make a table minimum of 10; a tie maximum of a third of 1,000
    is no stake at all)."""
    smallest = book.chip_set.smallest
    for path, amount in stake_limits(book).items():
        if not on_chip(amount, book.chip_set):
            involves = ("chips", "punto_banco.table_max") if "tie" in path else ("chips",)
            # a third of a maximum is no amount of money: said as the number it is
            cents = amount.quantize(Decimal("0.01"), ROUND_DOWN)
            code = "off_chip" if amount == cents else "off_cent"
            raise FieldProblem.coded(path, code, involves, value=cents, chip=smallest)


def craps_bets(book: Rulebook) -> None:
    """CR-11 .. CR-15: every craps bet has a maximum a player can reach from the table minimum
    (odds from one chip on a minimum flat bet). A lay maximum of 1 % of the simple maximum,
    or a 30 to 1 bet whose possible win caps its stake below the minimum, is no bet at all."""
    from trainer.games.craps.bets import BET_KINDS, max_stake
    from trainer.games.spots import parse_craps

    rules, chips = book.craps, book.chip_set
    for kind in BET_KINDS:
        family, _, number = kind.partition(":")
        flat, point, low = None, None, rules.table_min
        if family in ("odds_take", "odds_lay"):
            spot = parse_craps("odds:win" if family == "odds_take" else "odds:dont_win")
            flat, point, low = rules.table_min, int(number), chips.smallest
        else:
            spot = parse_craps(kind)
        most = max_stake(spot, rules, chips, flat, point)
        if most < low:
            field, rule = _craps_field(family, number)
            raise FieldProblem.coded(
                field,
                "craps_no_bet",
                (*_CRAPS_READ, *(_CRAPS_MULTIPLE_READ if rule.startswith("CR-15,") else ())),
                bet=_bet_words(family, number),
                most=most,
                low=low,
                rule=rule,
            )


_CRAPS_READ = ("craps.table_min", "craps.simple_max", "chips", "craps.bets_multiple_of_min")
_CRAPS_MULTIPLE_READ = ("craps.multiple_max_times", "craps.payouts.win")


def _bet_words(family: str, number: str) -> str:
    """A craps bet as a message parameter, named in the reader's language (the seeds keep
    most bet names in English in Catalan and Spanish too)."""
    from trainer.i18n import message_param

    if family in ("odds_take", "odds_lay"):
        name = "odds_win" if family == "odds_take" else "odds_dont_win"
        return message_param(f"craps.name.{name}")
    if number:
        return message_param(f"craps.spot.{family}", {"number": number})
    return message_param(f"craps.name.{family}")


def _craps_field(family: str, number: str) -> tuple[str, str]:
    """The field that sets a craps bet's maximum, and its rule."""
    if family == "odds_take":
        return "craps.odds_take_max_percent", "CR-11"
    if family == "odds_lay":
        return f"craps.odds_lay_max_percent.{number}", "CR-12"
    if family == "place":
        return f"craps.place_max_percent.{number}", "CR-13"
    if family == "lay":
        return f"craps.lay_max_percent.{number}", "CR-14"
    if family.startswith("hard_") or family in ("any_seven", "eleven", "any_craps", "horn"):
        return f"craps.payouts.{family}", "CR-15, MO-04"
    if family.startswith("craps_"):
        return f"craps.payouts.{family}", "CR-15, MO-04"
    return "craps.simple_max", "CR-15"
