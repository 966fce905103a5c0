"""Betting-spot ids of the wheel and dice games: the one place they are parsed and formatted.

`trainer/scene.py` lists the ids; they are the contract between the engines, the drills, the
felt (hit testing returns them) and the table session. Every module that builds an id from its
parts, or reads the parts back, does it here:

- roulette: "<kind>:<numbers>", the numbers sorted and joined by dashes, for the inside and
  outside bets ("plein:17", "cheval:17-20", "column:1", "two_dozens:2-3"), and the bare name
  of a simple chance ("rouge");
- boule: "number:<n>", or the bare name of a simple chance;
- craps: a bet's name ("win", "field", "hard_8"), a bet in a number's box "<family>:<n>"
  ("come:6", "place:8", "lay:4"), odds "odds:<the flat bet's spot>" ("odds:win",
  "odds:dont_come:6");
- the table session's targets, which name whose chips: "<spot>@<player>" (craps),
  "<spot>/<layout>" on a second boule layout, "prison:<spot>" a roulette prisoner.

Roulette and boule ids are read for their shape only: whether 17-20 is a cheval is the
layout's business (`trainer.games.roulette.layout`), which refuses a position naming its rule.
A craps id is read whole, its family, box and flat bet (`CrapsSpot`), because the family is
what every craps rule is about; a malformed one is refused naming the rule of its family.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from trainer.errors import RuleError
from trainer.rulebooks.sections import CRAPS_NUMBERS

SIMPLE_CHANCES: Final = ("rouge", "noir", "pair", "impair", "manque", "passe")

# --------------------------------------------------------------------------- roulette


@dataclass(frozen=True, slots=True)
class RouletteSpot:
    """A roulette id read back: its kind and the numbers written in it (none for a simple
    chance, whose numbers the layout knows)."""

    kind: str
    numbers: tuple[int, ...] = ()

    @property
    def where(self) -> str:
        """The numbers as the id writes them: "17-20", "1" for column 1, "" for a chance."""
        return "-".join(str(n) for n in self.numbers)


def roulette_spot(kind: str, numbers: Iterable[int] = ()) -> str:
    """The id of a roulette position: "cheval:17-20" (numbers sorted), "rouge"."""
    if kind in SIMPLE_CHANCES:
        return kind
    return f"{kind}:{'-'.join(str(n) for n in sorted(numbers))}"


def plein(number: int) -> str:
    return roulette_spot("plein", (number,))


def parse_roulette(spot: str) -> RouletteSpot | None:
    """The kind and numbers of a roulette id, or None when it is not shaped like one."""
    kind, colon, rest = spot.partition(":")
    if not colon:
        return RouletteSpot(kind) if kind in SIMPLE_CHANCES else None
    parts = rest.split("-")
    if not kind or not all(p.isdigit() for p in parts):
        return None
    return RouletteSpot(kind, tuple(int(p) for p in parts))


# --------------------------------------------------------------------------- boule

BOULE_NUMBER: Final = "number"


def boule_number(number: int) -> str:
    """The id of a boule number: "number:7"."""
    return f"{BOULE_NUMBER}:{number}"


def boule_number_of(spot: str) -> int | None:
    """The number a boule id bets on, or None for a simple chance (or any other id)."""
    head, colon, rest = spot.partition(":")
    return int(rest) if colon and head == BOULE_NUMBER and rest.isdigit() else None


# --------------------------------------------------------------------------- craps

CRAPS_LINE: Final = ("win", "dont_win", "come", "dont_come")
CRAPS_HARD: Final = (4, 6, 8, 10)  # CR-09
# The bets named by one word, besides the line bets (CR-06 .. CR-10).
CRAPS_NAMED: Final = (
    "field",
    "big_6",
    "big_8",
    "under_7",
    "over_7",
    *(f"hard_{n}" for n in CRAPS_HARD),
    "any_seven",
    "eleven",
    "any_craps",
    "craps_2",
    "craps_3",
    "craps_12",
    "horn",
)
ODDS: Final = "odds"


@dataclass(frozen=True, slots=True)
class CrapsSpot:
    """A craps id read back. `kind` is the family; `number` the box it sits on, if any;
    `base` the flat bet an odds bet rides on ("win", "dont_win", "come:6", "dont_come:6")."""

    id: str
    kind: str  # win dont_win come dont_come come_point dont_come_point odds place lay or a name
    number: int | None = None
    base: str = ""

    @property
    def lay_side(self) -> bool:
        """Bets on 7 before the number (the don't side): CR-03, CR-12, CR-14."""
        if self.kind == ODDS:
            return self.base.startswith("dont_")
        return self.kind in ("dont_win", "dont_come", "dont_come_point", "lay")

    @property
    def flat(self) -> bool:
        """A line bet or a come point, which odds may ride on (CR-11, CR-12)."""
        return self.kind in ("win", "dont_win", "come_point", "dont_come_point")


def parse_craps(spot: str) -> CrapsSpot:
    """A craps id read whole, or `RuleError` naming the rule of the bet family it fails."""
    head, _, rest = spot.partition(":")
    if spot in CRAPS_LINE or spot in CRAPS_NAMED:
        number = int(spot[5:]) if spot.startswith("hard_") else None
        return CrapsSpot(spot, spot, number)
    if head.startswith("hard"):
        raise RuleError("CR-09", f"hardways are 4, 6, 8 and 10, not '{spot}'")
    if head in ("come", "dont_come") and rest:
        return CrapsSpot(spot, f"{head}_point", _box(rest, "CR-04", spot))
    if head in ("place", "lay") and rest:
        return CrapsSpot(spot, head, _box(rest, "CR-13" if head == "place" else "CR-14", spot))
    if head == ODDS and rest:
        base = parse_craps(rest)
        if base.flat:
            return CrapsSpot(spot, ODDS, base.number, rest)
        raise RuleError("CR-11", f"odds ride on win, don't win or a come point, not '{rest}'")
    raise RuleError("CR-02", f"'{spot}' is not a craps betting spot")


def _box(text: str, rule: str, spot: str) -> int:
    number = int(text) if text.isdigit() else None
    if number not in CRAPS_NUMBERS:
        raise RuleError(rule, f"'{spot}': the boxes are 4, 5, 6, 8, 9 and 10")
    return number


def in_box(family: str, number: int) -> str:
    """A bet in a number's box: "come:6", "dont_come:6", "place:8", "lay:4"."""
    return f"{family}:{number}"


def odds_on(base: str) -> str:
    """The odds behind a flat bet: "odds:win", "odds:come:6"."""
    return f"{ODDS}:{base}"


def odds_base(spot: str) -> str:
    """The flat bet an odds id rides on, or the id itself when it is not odds: the felt draws
    odds beside their flat bet."""
    head, colon, rest = spot.partition(":")
    return rest if colon and head == ODDS else spot


# --------------------------------------------------------------------------- table targets


def player_target(spot: str, player: str) -> str:
    """One player's chips on a craps spot: "odds:come:6@p2"."""
    return f"{spot}@{player}"


def layout_target(spot: str, layout: int) -> str:
    """A boule bet on its layout: the id itself on the first, "rouge/2" on the second."""
    return spot if layout == 1 else f"{spot}/{layout}"


def prisoner_target(spot: str) -> str:
    """A roulette stake held in prison (RO-11): "prison:rouge"."""
    return f"prison:{spot}"
