"""Boule's scene from the acts done: the players' chips on the layout (a bet of the second
layout tagged "#2" on its spot), a late chip until it is pushed back (BO-04), the ball in its
hole and the dolly on the number once it falls (BO-01: the table's cue; boule's procedure has
no marking act), losers raked and winners paid as the trainee does it (BO-05).

The acts name a second layout's bet "rouge/2"; `LAYOUT_TAG` links the two (`ui.table.targets`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet
from trainer.table.script import Step
from ui.table.coup import CoupView, Cue, cues_of

LAYOUT_TAG = "#"  # a bet's label "#2": the second layout's chips on the same spot


def scene_bet(target: str, amount: Decimal) -> SceneBet:
    """The felt's bet for an act's target ("rouge/2" → rouge, tagged #2)."""
    spot, _, layout = target.partition("/")
    return SceneBet(spot, amount, label=f"{LAYOUT_TAG}{layout}" if layout else "")


@dataclass(slots=True)
class _Layout:
    bets: dict[str, SceneBet] = field(default_factory=dict)  # by the acts' target
    late: dict[str, SceneBet] = field(default_factory=dict)
    number: int | None = None


def build(view: CoupView, rulebook: Rulebook) -> Scene:
    layout = _Layout()
    for index, step in enumerate(view.steps):
        if view.happened(index):
            for cue in cues_of(step):
                _cue(layout, cue)
        if view.done[index]:
            _act(layout, step, view.paid)
    bets = (*layout.bets.values(), *layout.late.values())
    return Scene("boule", bets=bets, number=layout.number)


def _cue(layout: _Layout, cue: Cue) -> None:
    if cue.name == "bets":
        for target, amount in cue.bets():
            layout.bets[target] = scene_bet(target, amount)
    elif cue.name == "ball_falls" and cue.text("number").isdigit():
        layout.number = int(cue.text("number"))
    elif cue.name == "late_bet":
        pushed, spot = cue.amount(), cue.text("spot")
        if pushed is not None:
            layout.late[spot] = scene_bet(spot, pushed)


def _act(layout: _Layout, step: Step, paid: Mapping[str, Decimal]) -> None:
    act = step.act
    target = act.target
    if act.family == "collect":
        layout.bets.pop(target, None)
    elif act.family == "pay" and target in layout.bets:
        bet = layout.bets[target]
        payout = paid.get(target, act.amount)
        layout.bets[target] = SceneBet(bet.spot, bet.amount, "won", payout, bet.label)
    elif act.family == "refuse":
        layout.late.pop(target, None)
