"""Trente et quarante's scene from the acts done: the players' chips on the four chances
(tagged with their player, "p3"; prisoners of a refait in prison, TQ-04), the noir row then the
rouge row as the cards are dealt (TQ-02), losers taken, winners paid, prisoners freed as the
trainee does it (TQ-03, TQ-07), the cards cleared (TQ-07). The row totals are not shown: the
croupier counts and calls them.

The acts name a bet "couleur@p1" ("prison:couleur@p1" for a prisoner): the felt's spot and
the player's tag (`PLAYER`, read back in `ui.table.targets`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from trainer.rulebooks import Rulebook
from trainer.scene import BetState, Scene, SceneBet
from trainer.table.script import Step
from ui.table.coup import CoupView, Cue, cues_of

PLAYER = re.compile(r"^p\d+$")  # a bet's label that names its player: "couleur@p1"
ROWS = ("noir", "rouge")


def scene_bet(target: str, amount: Decimal) -> SceneBet:
    """The felt's bet for an act's target ("prison:couleur@p1" → couleur, p1, in prison)."""
    state: BetState = "prison" if target.startswith("prison:") else "placed"
    chance, _, player = target.removeprefix("prison:").partition("@")
    return SceneBet(chance, amount, state, label=player)


@dataclass(slots=True)
class _Table:
    rows: dict[str, list[str]] = field(default_factory=lambda: {r: [] for r in ROWS})
    bets: dict[str, SceneBet] = field(default_factory=dict)  # by the acts' target
    late: dict[str, SceneBet] = field(default_factory=dict)


def build(view: CoupView, rulebook: Rulebook) -> Scene:
    table = _Table()
    for index, step in enumerate(view.steps):
        if view.happened(index):
            for cue in cues_of(step):
                _cue(table, cue)
        if view.done[index]:
            _act(table, step, view.paid)
    hands = {row: tuple(cards) for row, cards in table.rows.items()}
    return Scene("trente_quarante", hands=hands, bets=(*table.bets.values(), *table.late.values()))


def _cue(table: _Table, cue: Cue) -> None:
    if cue.name == "bets":
        for target, amount in cue.bets():
            table.bets[target] = scene_bet(target, amount)
    elif cue.name == "late_bet":
        pushed, target = cue.amount(), cue.text("spot")  # "noir@p3"
        if pushed is not None:
            table.late[target] = scene_bet(target, pushed)


def _act(table: _Table, step: Step, paid: Mapping[str, Decimal]) -> None:
    act = step.act
    target = act.target
    family = act.family
    if family == "deal" and step.reveals and target in table.rows:
        table.rows[target].append(step.reveals)
    elif family in ("collect", "release", "half"):
        table.bets.pop(target, None)  # taken; freed unpaid; half back and half taken (TQ-04)
    elif family == "pay" and target in table.bets:
        bet = table.bets[target]
        payout = paid.get(target, act.amount)
        table.bets[target] = SceneBet(bet.spot, bet.amount, "won", payout, bet.label)
    elif family == "prison" and target in table.bets:
        bet = table.bets.pop(target)
        table.bets[f"prison:{target}"] = SceneBet(bet.spot, bet.amount, "prison", label=bet.label)
    elif family == "refuse":
        table.late.pop(target, None)
    elif family == "clear":
        table.rows = {r: [] for r in ROWS}
        table.bets = {t: b for t, b in table.bets.items() if b.state == "prison"}
        table.late.clear()
