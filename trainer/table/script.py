"""A coup written as the croupier's steps, in the order the procedure demands.

A game module (`games/*.py`) drives the engine through a coup (bets, cards, dice, the
settlement) and, as it goes, writes each duty the croupier owes as a `Step`: the act that does
it, the duty of `procedures.toml` it fulfils and the rule it is judged by. The engine decides
what happens (which card, which payout); the script only records what the croupier must do
about it, so the engine stays the one source of truth for every amount and decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from trainer.table.acts import Act
from trainer.table.procedure import Duty, Procedure
from trainer.table.words import Message, message, pack, stakes


@dataclass(frozen=True, slots=True)
class Step:
    act: Act
    duty: Duty
    rule: str  # the rule the act is judged by, one of `duty.rules`
    group: int = 0  # consecutive steps with the same non-zero group may come in any order
    cue: str = ""  # what happens at the table just before (messages: `words.words` shows it)
    incident: str = ""  # the incident this step is the remedy for
    detail: str = ""  # why this act, shown with a hint (messages): "37,50 € on 25 €"
    reveals: str = ""  # what the act brings to light: the card dealt ("Td"), the number


class Script:
    """The steps of one coup, written in order by a game module."""

    def __init__(self, procedure: Procedure) -> None:
        self.procedure = procedure
        self.steps: list[Step] = []
        self._cues: list[Message] = []
        self._groups = 0

    def cue(self, code: str | Message, **params: object) -> None:
        """Something the trainee sees happen before the next step (a player's request, the
        ball falling): a message `table.cue.<code>` of the catalogue with its parameters (see
        `trainer.table.words`); it is shown with the next step written."""
        item = code if isinstance(code, dict) else message(f"table.cue.{code}", **params)
        self._cues.append(item)

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
        detail: Sequence[Message] = (),
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
            pack(self._cues),
            incident,
            pack(detail),
            reveals,
        )
        self._cues.clear()
        self.steps.append(step)
        return step


def bets_cue(bets: Iterable[tuple[str, Decimal]]) -> Message:
    """The bets on the layout as the trainee sees them: "Bets: Box 1: €25, Box 3: €10"."""
    return message("table.cue.bets", bets=stakes(bets))


def detail(code: str, **params: object) -> list[Message]:
    """A worked detail shown with a hint: the message `table.detail.<code>`."""
    return [message(f"table.detail.{code}", **params)]
