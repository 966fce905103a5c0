"""Blackjack's scene from the acts done: cards as they are dealt (BJ-05, BJ-06), a split box's
hands side by side (BJ-13), the double's stake beside the hand (BJ-15), insurance on the line
(BJ-11), losers taken and winners paid as the trainee does it (BJ-07, BJ-09), the table
cleared (BJ-09).

Hand ids follow `trainer.scene`: "box3" for a box's one hand, "box3-h1", "box3-h2" once it is
split (the new hand goes just after the split one, so a resplit renumbers the later hands,
as the engine does).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from trainer.rulebooks import Rulebook
from trainer.scene import BetState, Scene, SceneBet
from trainer.table.script import Step
from ui.table.coup import CoupView, Cue, cues_of, misdealt_card

_HAND = re.compile(r"^box(\d+)(?:-h(\d+))?$")


@dataclass(slots=True)
class _Hand:
    cards: list[str] = field(default_factory=list)
    stake: Decimal | None = None  # None once collected
    double: Decimal | None = None
    stake_paid: Decimal | None = None
    double_paid: Decimal | None = None


@dataclass(slots=True)
class _Table:
    boxes: dict[int, list[_Hand]] = field(default_factory=dict)
    dealer: list[str] = field(default_factory=list)
    others: dict[str, SceneBet] = field(default_factory=dict)  # insurance and side bets
    late: dict[str, SceneBet] = field(default_factory=dict)  # a bet pushed in after the deal

    def hand(self, hand_id: str) -> _Hand | None:
        match = _HAND.match(hand_id)
        if match is None:
            return None
        hands = self.boxes.setdefault(int(match.group(1)), [])
        index = int(match.group(2)) - 1 if match.group(2) else 0
        while len(hands) <= index:
            hands.append(_Hand())
        return hands[index]

    def split(self, hand_id: str) -> None:
        match = _HAND.match(hand_id)
        hand = self.hand(hand_id)
        if match is None or hand is None or len(hand.cards) < 2:
            return
        hands = self.boxes[int(match.group(1))]
        index = hands.index(hand)
        moved = hand.cards.pop()
        hands.insert(index + 1, _Hand([moved], hand.stake))


def build(view: CoupView, rulebook: Rulebook) -> Scene:
    table = _Table()
    for index, step in enumerate(view.steps):
        if view.happened(index):
            for cue in cues_of(step):
                _cue(table, cue)
        misdealt = misdealt_card(view, index, face_up=True)  # BJ-05: cards are dealt face up
        if misdealt is not None:
            _card(table, *misdealt)
        elif view.done[index]:
            _act(table, step, view.paid)
    return _scene(table)


def _cue(table: _Table, cue: Cue) -> None:
    if cue.name == "bets":
        for spot, amount in cue.bets():
            if _HAND.match(spot):
                hand = table.hand(spot)
                assert hand is not None
                hand.stake = amount
            else:
                table.others[spot] = SceneBet(spot, amount)
    elif cue.name == "plays" and cue.text("choice") == "double":
        hand = table.hand(cue.text("spot"))
        if hand is not None:
            hand.double = hand.stake  # BJ-15: an equal bet
    elif cue.name == "insures":
        stake = cue.amount()
        spot = f"{cue.text('spot')}:insurance"
        if stake is not None:
            table.others[spot] = SceneBet(spot, stake)
    elif cue.name == "late_bet":
        pushed, spot = cue.amount(), cue.text("spot")
        if pushed is not None:
            table.late[spot] = SceneBet(spot, pushed)


def _card(table: _Table, target: str, card: str) -> None:
    if target == "dealer":
        table.dealer.append(card)
    else:
        hand = table.hand(target)
        if hand is not None:
            hand.cards.append(card)


def _act(table: _Table, step: Step, paid: Mapping[str, Decimal]) -> None:
    act = step.act
    target = act.target
    if act.family in ("deal", "draw") and step.reveals:
        _card(table, target, step.reveals)
    elif act.family == "split":
        table.split(target)
    elif act.family == "collect":
        _settle(table, target, None)
        if step.rule == "BJ-07":  # a bust: the dealer takes its cards at once too
            hand = table.hand(target)
            if hand is not None:
                hand.cards.clear()
    elif act.family == "pay":
        _settle(table, target, paid.get(target, act.amount))
    elif act.family == "refuse":
        table.late.pop(target, None)
    elif act.family == "clear":
        table.boxes.clear()
        table.dealer.clear()
        table.others.clear()
        table.late.clear()


def _settle(table: _Table, target: str, payout: Decimal | None) -> None:
    """Collect (`payout` None) or pay the bet `target`."""
    base, _, suffix = target.partition(":")
    hand = table.hand(base) if suffix in ("", "double") else None
    if hand is not None:
        if suffix == "double":
            if payout is None:
                hand.double = None
            else:
                hand.double_paid = payout
        elif payout is None:
            hand.stake = None
        else:
            hand.stake_paid = payout
        return
    bet = table.others.get(target)
    if bet is None:
        return
    if payout is None:
        del table.others[target]
    else:
        table.others[target] = SceneBet(bet.spot, bet.amount, "won", payout)


def _scene(table: _Table) -> Scene:
    hands: dict[str, tuple[str, ...]] = {}
    bets: list[SceneBet] = []
    for number in sorted(table.boxes):
        box = table.boxes[number]
        for index, hand in enumerate(box):
            hand_id = f"box{number}" if len(box) == 1 else f"box{number}-h{index + 1}"
            if hand.cards or hand.stake is not None or hand.double is not None:
                hands[hand_id] = tuple(hand.cards)
            if hand.stake is not None:
                state: BetState = "won" if hand.stake_paid is not None else "placed"
                bets.append(SceneBet(hand_id, hand.stake, state, hand.stake_paid))
            if hand.double is not None:
                state = "won" if hand.double_paid is not None else "placed"
                bets.append(SceneBet(f"{hand_id}:double", hand.double, state, hand.double_paid))
    hands["dealer"] = tuple(table.dealer)
    bets.extend(table.others.values())
    bets.extend(table.late.values())
    return Scene("blackjack", hands=hands, bets=tuple(bets))
