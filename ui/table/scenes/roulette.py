"""Roulette's scene from the acts done: the players' chips (and the prisoners of the last zero,
RO-11) as the spin opens, a late or past-posted chip until it is pushed back (RO-13), the ball
in its pocket once it falls, the dolly once the trainee marks the number (RO-14), losers taken
and winners paid as the trainee does it (RO-14), halves and prisons (RO-11).

A prisoner is the bet "prison:rouge" in the acts and the felt's spot "rouge" in prison state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from trainer.rulebooks import Rulebook
from trainer.scene import BetState, Scene, SceneBet
from trainer.table.script import Step
from ui.table.coup import CoupView, Cue, cues_of

PRISON = "prison:"


@dataclass(slots=True)
class _Layout:
    bets: dict[str, SceneBet] = field(default_factory=dict)  # by the acts' target
    late: dict[str, SceneBet] = field(default_factory=dict)
    ball: int | None = None
    number: int | None = None


def build(view: CoupView, rulebook: Rulebook) -> Scene:
    layout = _Layout()
    chip = rulebook.roulette.table_min  # a past-posted chip: the table's smallest stake
    for index, step in enumerate(view.steps):
        if view.happened(index):
            for cue in cues_of(step):
                _cue(layout, cue, chip)
        if view.done[index]:
            _act(layout, step, view.paid)
    info = {"ball": str(layout.ball)} if layout.ball is not None and layout.number is None else {}
    bets = (*layout.bets.values(), *layout.late.values())
    return Scene("roulette", bets=bets, number=layout.number, info=info)


def _cue(layout: _Layout, cue: Cue, chip: Decimal) -> None:
    if cue.name == "bets":
        for target, amount in cue.bets():
            spot = target.removeprefix(PRISON)
            state: BetState = "prison" if target.startswith(PRISON) else "placed"
            layout.bets[target] = SceneBet(spot, amount, state)
    elif cue.name == "ball_falls" and cue.text("number").isdigit():
        layout.ball = int(cue.text("number"))
    elif cue.name == "late_bet":
        pushed, spot = cue.amount(), cue.text("spot")
        if pushed is not None:
            layout.late[spot] = SceneBet(spot, pushed)
    elif cue.name == "past_post":
        spot = cue.text("spot")
        layout.late[spot] = SceneBet(spot, chip)
    elif cue.name == "chip_in_wheel":
        layout.ball = None


def _act(layout: _Layout, step: Step, paid: Mapping[str, Decimal]) -> None:
    act = step.act
    target = act.target
    family = act.family
    if family == "mark" and act.choice.isdigit():
        layout.number = int(act.choice)
    elif family == "call" and act.choice == "no_hi_va_res":
        layout.ball = None  # RO-15: the ball is taken up and relaunched
    elif family in ("collect", "release", "half"):
        layout.bets.pop(target, None)  # taken, freed, or half back and half taken (RO-11)
    elif family == "pay" and target in layout.bets:
        bet = layout.bets[target]
        layout.bets[target] = SceneBet(bet.spot, bet.amount, "won", paid.get(target, act.amount))
    elif family == "prison" and target in layout.bets:
        bet = layout.bets.pop(target)
        layout.bets[PRISON + bet.spot] = SceneBet(bet.spot, bet.amount, "prison")
    elif family == "refuse":
        layout.late.pop(target, None)
