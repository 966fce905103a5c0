"""Punto banco's scene from the acts done: the first card of a new shoe turned up before the
burn (PB-07), the bets (PB-08), the player's and banker's cards as dealt and drawn (PB-08,
PB-10, PB-11), losers taken and winners paid as the trainee does it (PB-12), commissions
marked in the seats' boxes (PB-04), the table cleared.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet
from trainer.table.script import Step
from ui.table.coup import CoupView, Cue, cues_of, misdealt_card

HANDS = ("player", "banker")


@dataclass(slots=True)
class _Table:
    hands: dict[str, list[str]] = field(default_factory=lambda: {h: [] for h in HANDS})
    bets: dict[str, SceneBet] = field(default_factory=dict)
    late: dict[str, SceneBet] = field(default_factory=dict)
    burn: str = ""


def build(view: CoupView, rulebook: Rulebook) -> Scene:
    table = _Table()
    for index, step in enumerate(view.steps):
        if view.happened(index):
            for cue in cues_of(step):
                _cue(table, cue)
            if step.act.family == "burn" and not view.done[index]:
                table.burn = step.reveals  # PB-07: the first card is turned up to be read
        misdealt = misdealt_card(view, index, face_up=False)  # PB-08: dealt face down
        if misdealt is not None and misdealt[0] in table.hands:
            table.hands[misdealt[0]].append(misdealt[1])
        elif view.done[index]:
            _act(table, step, view.paid)
    info = {"burn": table.burn} if table.burn else {}
    hands = {hand: tuple(cards) for hand, cards in table.hands.items()}
    bets = (*table.bets.values(), *table.late.values())
    return Scene("punto_banco", hands=hands, bets=bets, info=info)


def _cue(table: _Table, cue: Cue) -> None:
    if cue.name == "bets":
        for spot, amount in cue.bets():
            table.bets[spot] = SceneBet(spot, amount)
    elif cue.name == "late_bet":
        pushed, spot = cue.amount(), cue.text("spot")
        if pushed is not None:
            table.late[spot] = SceneBet(spot, pushed)


def _act(table: _Table, step: Step, paid: Mapping[str, Decimal]) -> None:
    act = step.act
    target = act.target
    if act.family in ("deal", "draw") and step.reveals and target in table.hands:
        table.hands[target].append(step.reveals)
    elif act.family == "collect":
        table.bets.pop(target, None)
    elif act.family == "pay" and target in table.bets:
        bet = table.bets[target]
        table.bets[target] = SceneBet(bet.spot, bet.amount, "won", paid.get(target, act.amount))
    elif act.family == "commission":
        spot = f"{target}:commission"  # PB-04: marked in the seat's box
        amount = paid.get(target, act.amount)
        if amount:
            table.bets[spot] = SceneBet(spot, amount)
    elif act.family == "refuse":
        table.late.pop(target, None)
    elif act.family == "clear":
        table.hands = {h: [] for h in HANDS}
        table.bets.clear()
        table.late.clear()
