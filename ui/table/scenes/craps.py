"""Craps' scene from the acts done: the players' chips on the layout as the roll opens (each
stack tagged with its player, "p3"; a bet carried from earlier rolls stays where it stands), the
puck ON the point or OFF (CR-02) as the trainee turns it, a late or past-posted chip and an odds
offer over the maximum until pushed back (CR-11, CR-12, CR-16), the dice once they stop (on a
stack of chips at the dice-on-chips incident, CR-17), losers taken, come bets moved to their
number (CR-04) and winners paid as the trainee does it (CR-19).

The acts name a bet by its spot and its player ("come:6@p2", "odds:win@p1"); the felt draws
the spot ("come:6") with the player's tag (`ui.table.targets` reads it back). The layout at
the start of the roll ("bets", "puck_shooter") is what lies on the cloth from the coup's first
step: a craps layout carries its bets from roll to roll.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet
from trainer.table.script import Step
from ui.table.coup import CoupView, Cue, cues_of

OPENING = ("bets", "puck_shooter")  # what lies on the layout when the roll opens


def scene_bet(target: str, amount: Decimal) -> SceneBet:
    """The felt's bet for an act's target ("come:6@p2" → come:6, tagged p2)."""
    spot, _, player = target.rpartition("@")
    return SceneBet(spot or target, amount, label=player if spot else "")


@dataclass(slots=True)
class _Layout:
    bets: dict[str, SceneBet] = field(default_factory=dict)  # by the acts' target
    late: dict[str, SceneBet] = field(default_factory=dict)
    puck: int | None = None
    dice: tuple[int, int] | None = None
    landing: str = ""


def build(view: CoupView, rulebook: Rulebook) -> Scene:
    layout = _Layout()
    chip = rulebook.craps.table_min  # a past-posted chip: the table's smallest stake
    opening = [c for step in view.steps for c in cues_of(step) if c.name in OPENING]
    for cue in opening:
        _cue(layout, cue, chip)
    for index, step in enumerate(view.steps):
        if view.happened(index):
            for cue in cues_of(step):
                if cue.name not in OPENING:
                    _cue(layout, cue, chip)
        if view.done[index]:
            _act(layout, step, view.paid)
    info = {"landing": layout.landing} if layout.landing else {}
    bets = (*layout.bets.values(), *layout.late.values())
    return Scene("craps", bets=bets, dice=layout.dice, puck=layout.puck, info=info)


def _cue(layout: _Layout, cue: Cue, chip: Decimal) -> None:
    name = cue.name
    if name == "bets":
        for target, amount in cue.bets():
            layout.bets[target] = scene_bet(target, amount)
    elif name == "puck_shooter":
        words = cue.text("choice").split()  # "off", "on 6"
        layout.puck = int(words[1]) if len(words) == 2 and words[1].isdigit() else None
    elif name == "dice_show":
        first, _, second = cue.text("dice").partition("-")
        if first.isdigit() and second.isdigit():
            layout.dice = (int(first), int(second))
    elif name == "dice_on_chips":
        layout.landing = "on_chips"  # CR-17: a die at rest on a stack
    elif name == "late_bet":
        pushed, target = cue.amount(), cue.text("spot")
        if pushed is not None:
            layout.late[target] = scene_bet(target, pushed)
    elif name == "past_post":
        target = cue.text("spot")
        layout.late[target] = scene_bet(target, chip)
    elif name == "odds_over":
        offered, player, base = cue.amount(), cue.text("spot"), cue.text("spot2")
        if offered is not None:
            target = f"odds:{base}@{player}"  # CR-11, CR-12: behind his line or come bet
            layout.late[target] = scene_bet(target, offered)


def _act(layout: _Layout, step: Step, paid: Mapping[str, Decimal]) -> None:
    act = step.act
    target = act.target
    family = act.family
    if family == "puck":
        words = act.choice.split()  # CR-02: "on 6" or "off"
        layout.puck = int(words[1]) if len(words) == 2 and words[1].isdigit() else None
    elif family == "collect":
        layout.bets.pop(target, None)
    elif family == "move" and target in layout.bets:  # CR-04: "come@p2" to the 6's box
        bet = layout.bets.pop(target)
        spot, _, player = target.rpartition("@")
        moved = f"{spot}:{act.choice}@{player}"
        layout.bets[moved] = SceneBet(f"{spot}:{act.choice}", bet.amount, label=bet.label)
    elif family == "pay" and target in layout.bets:
        bet = layout.bets[target]
        payout = paid.get(target, act.amount)
        layout.bets[target] = SceneBet(bet.spot, bet.amount, "won", payout, bet.label)
    elif family == "refuse":
        layout.late.pop(target, None)
