"""The coup in play as the felt shows it: the steps the procedure wrote, which of them the
trainee has done, and what the trainee actually set beside each winning bet.

The felt never shows the engine's final table: it shows the acts done so far. A card appears
when the trainee deals it, a losing bet leaves when it is collected, and a payout is the amount
the trainee paid, right or wrong (a wrong payout stays on the cloth until it is corrected).
What happens at the table without the croupier (the players' bets and decisions, the ball
falling) comes from the steps' cues, which the session shows as they happen.

The cue texts are the table's (`trainer.table.script`); `cue_parts`, `bets_in` and
`amount_in` read the few shapes the scenes need. DECISION: reading them here keeps the core
untouched; tests/ui/table/test_coup.py checks them against `bets_cue` so a change of format
fails at once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from trainer.table.script import Step

_AMOUNT = re.compile(r"€?\s*(\d[\d,]*(?:\.\d+)?)")


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

    def cues(self) -> list[str]:
        """Every cue part that has happened, in order."""
        return [
            part
            for index, step in enumerate(self.steps)
            if self.happened(index)
            for part in cue_parts(step.cue)
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


def cue_parts(cue: str) -> list[str]:
    """A step's cue as the separate things that happened ("; " joins them)."""
    return [part.strip() for part in cue.split("; ") if part.strip()]


def bets_in(part: str) -> list[tuple[str, Decimal]] | None:
    """The bets of a "bets: box1 25, box3 10" cue part; None for any other part."""
    if not part.startswith("bets: "):
        return None
    found: list[tuple[str, Decimal]] = []
    for item in part.removeprefix("bets: ").split(", "):
        target, _, amount = item.strip().rpartition(" ")
        value = _decimal(amount)
        if target and value is not None:
            found.append((target, value))
    return found


def amount_in(text: str) -> Decimal | None:
    """The first amount in a cue ("a player pushes €10 onto box2" → 10)."""
    match = _AMOUNT.search(text)
    return _decimal(match.group(1).replace(",", "")) if match else None


def _decimal(text: str) -> Decimal | None:
    try:
        value = Decimal(text)
    except InvalidOperation:
        return None
    return value if value.is_finite() else None
