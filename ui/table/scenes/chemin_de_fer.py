"""Chemin de fer's and baccarat à deux tableaux's scenes from the acts done: the bank and the
punters' stakes (CF-06; each punter tagged with his seat, "p5"), a late stake until pushed back,
the hands as dealt and drawn (CF-02, CF-03, CF-04, BD-03), stakes collected, paid or handed
back as the trainee does it (CF-01, BD-02, BD-03), the table cleared.

Chemin de fer's acts name a punter by his seat ("pay p5 100"), deux tableaux's by the side
and seat ("pay right@p2 15.50"); the felt draws chemin de fer's punters on "punter", deux
tableaux's on their tableau ("left", "right"), tagged with the seat (`ui.table.targets`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from trainer.cards import parse_cards
from trainer.games.baccarat.tableau import NATURALS, hand_total
from trainer.rulebooks import Rulebook
from trainer.scene import Scene, SceneBet
from trainer.table.script import Step
from ui.table.coup import CoupView, Cue, cues_of, misdealt_card

HANDS = {"chemin_de_fer": ("punter", "banker"), "deux_tableaux": ("right", "left", "banker")}


def scene_bet(game: str, target: str, amount: Decimal) -> SceneBet:
    """The felt's stake for an act's target: "p5" → punter, p5; "right@p2" → right, p2."""
    if game == "chemin_de_fer":
        return SceneBet("punter", amount, label=target)
    side, _, player = target.partition("@")
    return SceneBet(side, amount, label=player)


@dataclass(slots=True)
class _Table:
    game: str
    hands: dict[str, list[str]] = field(default_factory=dict)
    bets: dict[str, SceneBet] = field(default_factory=dict)  # by the acts' target
    late: dict[str, SceneBet] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.hands = {h: [] for h in HANDS[self.game]}


def build(view: CoupView, rulebook: Rulebook) -> Scene:
    table = _Table(view.game)
    for index, step in enumerate(view.steps):
        if view.happened(index):
            for cue in cues_of(step):
                _cue(table, cue)
        misdealt = misdealt_card(view, index, face_up=False)  # CF-06: face down, unseen
        if misdealt is not None and misdealt[0] in table.hands:
            table.hands[misdealt[0]].append(misdealt[1])
        elif view.done[index]:
            _act(table, step, view.paid)
    hands = {hand: tuple(cards) for hand, cards in table.hands.items()}
    if view.game == "chemin_de_fer" and not _shown(view, hands):
        hands = {hand: _face_down(cards) for hand, cards in hands.items()}
    bets = (*table.bets.values(), *table.late.values())
    return Scene(view.game, hands=hands, bets=bets)


SHOWDOWN = ("natural", "announce_winner")  # the croupier calls what he sees turned over


def _shown(view: CoupView, hands: Mapping[str, tuple[str, ...]]) -> bool:
    """CF-02 (seed 000, chemin de fer): the first two cards go to punter and banker face down
    and each looks at his own; a hand of 8 or 9 is turned over at once ("abat") and the other
    must show his too; otherwise both are turned at the end of the coup, when the totals are
    called. Until then the croupier sees backs, as at the table."""
    if any(_natural(cards) for cards in hands.values()):
        return True
    return any(
        step.duty.id in SHOWDOWN and view.happened(index) for index, step in enumerate(view.steps)
    )


def _natural(cards: tuple[str, ...]) -> bool:
    if len(cards) < 2 or "XX" in cards[:2]:
        return False
    return hand_total(parse_cards(cards[:2])) in NATURALS


def _face_down(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The first two cards face down; a third card is always dealt face up (CF-04, seed 000:
    "la tercera carta es dona sempre descoberta")."""
    return tuple("XX" if n < 2 else card for n, card in enumerate(cards))


def _cue(table: _Table, cue: Cue) -> None:
    if cue.name == "bank":
        amount = cue.amount()
        if amount is not None:
            table.bets["bank"] = SceneBet("bank", amount, label="banker")
    elif cue.name == "bets":
        for target, amount in cue.bets():
            table.bets[target] = scene_bet(table.game, target, amount)
    elif cue.name in ("late_bet_bank", "late_bet"):  # "p4" at chemin de fer, "left@p4"
        pushed, target = cue.amount(), cue.text("spot")
        if pushed is not None:
            table.late[target] = scene_bet(table.game, target, pushed)


def _act(table: _Table, step: Step, paid: Mapping[str, Decimal]) -> None:
    act = step.act
    target = act.target
    if act.family in ("deal", "draw") and step.reveals and target in table.hands:
        table.hands[target].append(step.reveals)
    elif act.family in ("collect", "return"):
        table.bets.pop(target, None)  # a loser taken; a void stake handed back (BD-02)
    elif act.family == "pay" and target in table.bets:
        bet = table.bets[target]
        payout = paid.get(target, act.amount)
        table.bets[target] = SceneBet(bet.spot, bet.amount, "won", payout, bet.label)
    elif act.family == "refuse":
        table.late.pop(target, None)
    elif act.family == "clear":
        table.hands = {h: [] for h in HANDS[table.game]}
        table.bets.clear()
        table.late.clear()
