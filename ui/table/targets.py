"""What the session's cursor moves over, and the act one key or one click does there.

The cursor is a croupier's attention: over the hands (in dealing order: BJ-05 box 1 first and
the dealer last; the player's hand before the banker's, PB-08) and over the bets on the cloth
(in settling order: right to left, the last box first, BJ-09; at craps the order the winners
are paid, line and come bets first, then odds, place, lay and the centre). Enter or Space does the
routine act there and moves on to the next one in order, so the routine of a coup (the next
card, the next bet) is one key each; arrows and Tab go anywhere else.

Nothing here asks the judge what is due: the act is read off the cloth as the trainee sees it
(a hand takes a card; the dealer, once he has his first, draws; a bet is collected, or paid
when the chip tray holds a payout), so a wrong key is a wrong act, judged as such.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Literal

from trainer.cards import parse_cards
from trainer.games.blackjack.hand import hand_value
from trainer.scene import Scene, SceneBet
from trainer.table.acts import Act
from ui.table.scenes.boule import LAYOUT_TAG
from ui.table.scenes.roulette import PRISON
from ui.table.scenes.trente_quarante import PLAYER

Kind = Literal["hand", "bet"]
_BOX = re.compile(r"^box(\d+)(?:-h(\d+))?(?::(\w+))?$")
_SEAT = re.compile(r"^seat(\d+):(\w+)$")
# a bet's place within its box when settling: the stake, its double, insurance, side bets
_SUFFIX_RANK = {"": 0, "double": 1, "insurance": 2}
BACCARAT = ("punto_banco", "chemin_de_fer", "deux_tableaux")


@dataclass(frozen=True, slots=True)
class Target:
    """A hand or a bet the trainee can act on: `ident` is the act's target ("box3",
    "prison:rouge"), `spot` the felt's id drawn and hit for it ("rouge")."""

    ident: str
    kind: Kind
    spot: str
    settled: bool = field(default=False, compare=False)  # a bet paid already

    @classmethod
    def hand(cls, ident: str) -> Target:
        return cls(ident, "hand", ident)

    @classmethod
    def bet(cls, bet: SceneBet, game: str = "") -> Target:
        ident = PRISON + bet.spot if bet.state == "prison" else bet.spot
        if bet.label.startswith(LAYOUT_TAG):  # boule's second layout: "rouge/2"
            ident = f"{bet.spot}/{bet.label.removeprefix(LAYOUT_TAG)}"
        elif PLAYER.match(bet.label) and game == "chemin_de_fer":  # a punter by his seat
            ident = bet.label
        elif PLAYER.match(bet.label):  # the chance or tableau and the player: "noir@p2"
            ident = f"{ident}@{bet.label}"
        return cls(ident, "bet", bet.spot, bet.payout is not None)


def zone_hand(zone: str) -> str:
    """The hand a zone of the cloth stands for when clicked: trente et quarante's row bands
    ("noir_row"), the place a blackjack box's cards go ("box3:cards", BJ-05: a card is dealt
    there); any other zone is its own name."""
    return zone.removesuffix("_row").removesuffix(":cards")


def targets_of(scene: Scene) -> list[Target]:
    """Every hand in dealing order, then every bet in settling order (those paid too: a
    wrong payout is corrected there)."""
    row = "_row" if scene.game == "trente_quarante" else ""  # the rows' band on the cloth
    hands = [Target(h, "hand", h + row) for h in scene.hands]
    # the bank's stake at chemin de fer and deux tableaux is a player's, no act is about it
    bets = sorted((b for b in scene.bets if b.spot != "bank"), key=_settle_key(scene.game))
    return hands + [Target.bet(b, scene.game) for b in bets]


def _settle_key(game: str) -> Callable[[SceneBet], tuple[int, ...]]:
    keys = {"blackjack": _box_order, "punto_banco": _seat_order, "craps": _craps_order}
    return keys.get(game, _scene_order)


def _box_order(bet: SceneBet) -> tuple[int, ...]:
    """Blackjack: the last box first (BJ-09 right to left), a split box's last hand first, a
    hand's stake before its double, then insurance and side bets."""
    match = _BOX.match(bet.spot)
    if match is None:
        return (0, 0, 9)
    box, hand, suffix = match.groups()
    return (-int(box), -int(hand or 0), _SUFFIX_RANK.get(suffix or "", 3))


def _seat_order(bet: SceneBet) -> tuple[int, ...]:
    """Punto banco: the last seat first (PB-12 leaves the order within a sweep free)."""
    match = _SEAT.match(bet.spot)
    return (-int(match.group(1)),) if match else (0,)


def _craps_order(bet: SceneBet) -> tuple[int, ...]:
    """Craps: the order the winners are paid (the line and come bets, their odds, place,
    lay, then the field and the centre's bets; `trainer.table.games.craps`), so Enter after a
    payout goes to the next bet in that order; losers are collected in any order."""
    spot = bet.spot
    head = spot.partition(":")[0]
    rank = {"win": 0, "dont_win": 0, "come": 0, "dont_come": 0, "odds": 1, "place": 2, "lay": 3}
    return (rank.get(head, 4),)


def _scene_order(bet: SceneBet) -> tuple[int, ...]:
    """Any other table: the order the players put their chips down (a stable sort)."""
    return (0,)


def routine_act(target: Target, scene: Scene, tray: Decimal) -> Act | None:
    """The act Enter, Space or a click does on `target`: a card to a hand (a draw once the
    dealer or a baccarat hand has its first cards); a payout of the tray's chips beside a bet,
    or the bet collected when the tray is empty; a paid bet's payout corrected to the tray's
    chips (None with an empty tray: there is nothing to do to it)."""
    if target.kind == "bet":
        if before_the_ball_falls(scene):
            return None  # RO-14, BO-01: nothing is collected or paid before the number
        if target.settled:
            return Act("correct", target.ident, tray) if tray > 0 else None
        if tray > 0:
            return Act("pay", target.ident, tray)
        return Act("collect", target.ident)
    cards = len(scene.hands.get(target.ident, ()))
    if target.ident == "dealer" and cards >= 1:
        return Act("draw", "dealer")  # BJ-08: the dealer's first card comes in the deal
    if scene.game in BACCARAT and cards >= 2:
        return Act("draw", target.ident)  # PB-10, PB-11, CF-03, CF-04: the third card
    return Act("deal", target.ident)


WHEELS = ("roulette", "boule")


def before_the_ball_falls(scene: Scene) -> bool:
    """At the wheel games no bet is settled until the number is marked (RO-14, BO-01)."""
    return scene.game in WHEELS and scene.number is None


def busted(scene: Scene, hand: str) -> bool:
    """A blackjack player's hand over 21 (BJ-07): its bet is the next thing to take."""
    if scene.game != "blackjack" or hand == "dealer" or hand not in scene.hands:
        return False
    try:
        cards = parse_cards(scene.hands[hand])
    except ValueError:  # a card face down or not yet known
        return False
    return hand_value(cards).bust


def following(targets: list[Target], current: Target | None, kind: Kind) -> Target | None:
    """The target after `current` among those of `kind` (bets still to settle), round again
    after the last (the next card of the deal, the next bet to settle); the first when
    `current` is gone."""
    pool = [t for t in targets if t.kind == kind and not t.settled]
    if not pool:
        return None
    if current is None:
        return pool[0]
    order = [t.ident for t in targets]
    if current in pool:
        return pool[(pool.index(current) + 1) % len(pool)]
    if current.ident in order:  # the current one left (a collected bet): the next after it
        at = order.index(current.ident)
        later = [t for t in targets[at + 1 :] if t.kind == kind]
        return later[0] if later else pool[0]
    return pool[0]


def step_through(targets: list[Target], current: Target | None, step: int) -> Target | None:
    """The target `step` places from `current` (arrows, Tab), round the ends."""
    if not targets:
        return None
    if current not in targets:
        return targets[0] if step > 0 else targets[-1]
    assert current is not None
    return targets[(targets.index(current) + step) % len(targets)]
