"""A coup written as the croupier's steps, in the order the procedure demands.

A game module (`games/*.py`) drives the engine through a coup (bets, cards, dice, the
settlement) and, as it goes, writes each duty the croupier owes as a `Step`: the act that does
it, the duty of `procedures.toml` it fulfils and the rule it is judged by. The engine decides
what happens (which card, which payout); the script only records what the croupier must do
about it, so the engine stays the one source of truth for every amount and decision.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from trainer.table.acts import Act, amount_text
from trainer.table.procedure import Duty, Procedure


@dataclass(frozen=True, slots=True)
class Step:
    act: Act
    duty: Duty
    rule: str  # the rule the act is judged by, one of `duty.rules`
    group: int = 0  # consecutive steps with the same non-zero group may come in any order
    cue: str = ""  # what happens at the table just before, as the trainee sees it
    incident: str = ""  # the incident this step is the remedy for
    detail: str = ""  # why this act: "3:2 on 25 = 37.50", shown with a hint
    reveals: str = ""  # what the act brings to light: the card dealt, the number


class Script:
    """The steps of one coup, written in order by a game module."""

    def __init__(self, procedure: Procedure) -> None:
        self.procedure = procedure
        self.steps: list[Step] = []
        self._cues: list[str] = []
        self._groups = 0

    def cue(self, text: str) -> None:
        """Something the trainee sees happen before the next step (a player's request, the
        ball falling); it is shown with the next step written."""
        self._cues.append(text)

    def group(self) -> int:
        """A new group id: steps written with it may be done in any order among themselves."""
        self._groups += 1
        return self._groups

    def add(
        self,
        duty_id: str,
        target: str = "",
        amount: Decimal | None = None,
        choice: str = "",
        *,
        rule: str = "",
        group: int = 0,
        incident: str = "",
        detail: str = "",
        reveals: str = "",
    ) -> Step:
        duty = self.procedure.duty(duty_id)
        rule = rule or duty.rule
        if rule not in duty.rules:
            raise ValueError(f"{self.procedure.game}: duty {duty_id} does not cite {rule}")
        step = Step(
            Act(duty.family, target, amount, choice),
            duty,
            rule,
            group,
            "; ".join(self._cues),
            incident,
            detail,
            reveals,
        )
        self._cues.clear()
        self.steps.append(step)
        return step


def bets_cue(bets: Iterable[tuple[str, Decimal]]) -> str:
    """The bets on the layout as the trainee sees them: "bets: box1 25, box3 10"."""
    return "bets: " + ", ".join(f"{target} {amount_text(amount)}" for target, amount in bets)
