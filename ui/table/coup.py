"""The coup in play as the felt shows it: the steps the procedure wrote, which of them the
trainee has done, and what the trainee actually set beside each winning bet.

The felt never shows the engine's final table: it shows the acts done so far. A card appears
when the trainee deals it, a losing bet leaves when it is collected, and a payout is the amount
the trainee paid, right or wrong (a wrong payout stays on the cloth until it is corrected).
What happens at the table without the croupier (the players' bets and decisions, the ball
falling) comes from the steps' cues, which the session shows as they happen.

A cue is stored as messages of the table's catalogue (`trainer.table.words`: a JSON list of
`{"code", "params"}`); the scenes read their codes and parameters (`Cue`), never the words a
trainee reads, so the felt is the same in every language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from trainer.table.script import Step
from trainer.table.words import Message, unpack

CUE = "table.cue."


@dataclass(frozen=True, slots=True)
class Cue:
    """One thing that happened at the table: the cue's name ("bets", "plays", "late_bet") and
    its parameters as stored (plain text; `bets` a list of [spot, amount])."""

    name: str
    params: Mapping[str, object] = field(default_factory=dict)

    def text(self, key: str) -> str:
        return str(self.params.get(key, ""))

    def amount(self, key: str = "amount") -> Decimal | None:
        return decimal(self.text(key))

    def bets(self) -> list[tuple[str, Decimal]]:
        """The bets of a "bets" cue, in the order the players put them down."""
        found: list[tuple[str, Decimal]] = []
        raw = self.params.get("bets")
        for item in raw if isinstance(raw, list) else []:
            spot, amount = (str(item[0]), decimal(str(item[1]))) if len(item) == 2 else ("", None)
            if spot and amount is not None:
                found.append((spot, amount))
        return found


def cues_of(step: Step) -> list[Cue]:
    """A step's cue as the separate things that happened before it."""
    return cues_in(step.cue)


def cues_in(stored: str) -> list[Cue]:
    """A stored cue (a JSON list of messages) as the things that happened."""
    return [as_cue(m) for m in unpack(stored) or []]


def as_cue(item: Message) -> Cue:
    code = str(item.get("code", ""))
    params = item.get("params") or {}
    return Cue(code.removeprefix(CUE), dict(params) if isinstance(params, dict) else {})


def decimal(text: str) -> Decimal | None:
    try:
        value = Decimal(text)
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


@dataclass(frozen=True, slots=True)
class CoupView:
    """One coup: its steps, the done flags, and the amounts the trainee paid by target."""

    game: str
    number: int
    steps: tuple[Step, ...]
    done: tuple[bool, ...]
    paid: Mapping[str, Decimal] = field(default_factory=dict)

    @property
    def cursor(self) -> int:
        """The first step not done (the length when every step is done)."""
        for index, flag in enumerate(self.done):
            if not flag:
                return index
        return len(self.steps)

    @property
    def complete(self) -> bool:
        return all(self.done)

    def happened(self, index: int) -> bool:
        """Whether step `index`'s cue has happened: it is done, or due now or before."""
        return index <= self.cursor or self.done[index]

    def cues(self) -> list[Cue]:
        """Every cue that has happened, in order."""
        return [
            cue
            for index, step in enumerate(self.steps)
            if self.happened(index)
            for cue in cues_of(step)
        ]

    def latest_cue(self) -> str:
        """The cue of the step due now (what just happened at the table), "" if none."""
        cursor = self.cursor
        return self.steps[cursor].cue if cursor < len(self.steps) else ""

    def last_cue(self) -> str:
        """The latest cue that has happened in the coup (it stays shown until the next)."""
        for index in range(min(self.cursor, len(self.steps) - 1), -1, -1):
            if self.steps[index].cue:
                return self.steps[index].cue
        return ""


def misdealt_card(view: CoupView, index: int, face_up: bool) -> tuple[str, str] | None:
    """A card dealt out of order (BJ-05, PB-08, CF-06): the step "move <where it landed>
    <where it belongs>" shows the card where it landed (face down at baccarat) until the
    trainee moves it, then where it belongs. Returns (hand, card), or None for another step."""
    step = view.steps[index]
    act = step.act
    if act.family != "move" or not step.reveals or not act.choice:
        return None
    if view.done[index]:
        return act.choice, step.reveals
    if view.happened(index):
        return act.target, step.reveals if face_up else "XX"
    return None
