"""Whole shoes played by a fixed strategy, for the house edge bench and the engine's tests:
every box bets the same, every hand is played by the strategy, through the round's actions."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from trainer.cards import Shoe
from trainer.games.blackjack.round import Phase, Round
from trainer.games.blackjack.shoe import BlackjackShoe
from trainer.games.blackjack.strategy import Decision, Strategy, mimic_dealer
from trainer.rulebooks import Rulebook


@dataclass(frozen=True, slots=True)
class ShoeRun:
    """A shoe played to its cut card: each box's net result per round (main bets only)."""

    rounds: int
    box_nets: tuple[Decimal, ...]  # one per initial bet, doubles and splits included
    stake: Decimal

    @property
    def staked(self) -> Decimal:
        return self.stake * len(self.box_nets)

    @property
    def net(self) -> Decimal:
        return sum(self.box_nets, Decimal(0))


def play_out(rnd: Round, strategy: Strategy = mimic_dealer) -> None:
    """Deal a round whose bets are placed, play each hand by `strategy`, draw for the dealer
    (BJ-08) and settle (BJ-09)."""
    rnd.deal()
    while rnd.phase is Phase.PLAYERS:
        hand = rnd.hand_cards(rnd.current_hand_id or "")
        choice = strategy(Decision(hand, rnd.dealer[0], rnd.can_double(), rnd.can_split()))
        if choice == "hit" and rnd.can_hit():
            rnd.hit()
        elif choice == "double" and rnd.can_double():
            rnd.double()
        elif choice == "split" and rnd.can_split():
            rnd.split()
        else:
            rnd.stand()
    rnd.play_dealer()
    rnd.settle()


def _bet_every_box(rnd: Round, amount: Decimal) -> None:
    for box in range(1, rnd.box_count + 1):
        rnd.place_bet(box, amount)


def play_round(
    rulebook: Rulebook,
    shoe: Shoe,
    strategy: Strategy = mimic_dealer,
    stake: Decimal | None = None,
    boxes: int | None = None,
) -> Round:
    """One round with the same bet on every box, each hand played by `strategy`."""
    rnd = Round(rulebook, shoe, boxes)
    _bet_every_box(rnd, rulebook.blackjack.table_min if stake is None else stake)
    play_out(rnd, strategy)
    return rnd


def play_shoe(
    rulebook: Rulebook,
    shoe: Shoe,
    strategy: Strategy = mimic_dealer,
    stake: Decimal | None = None,
    boxes: int | None = None,
) -> ShoeRun:
    """Rounds until the cut card comes out; that round is the last (BJ-02)."""
    amount = rulebook.blackjack.table_min if stake is None else stake
    table = BlackjackShoe(rulebook, shoe, boxes)
    nets: list[Decimal] = []
    while table.can_start_round():
        table.start_round()
        rnd = table.round
        assert rnd is not None
        _bet_every_box(rnd, amount)
        play_out(rnd, strategy)
        by_box: dict[str, Decimal] = {}
        for result in rnd.results:
            box = result.spot.split(":")[0].split("-")[0]
            by_box[box] = by_box.get(box, Decimal(0)) + result.net
        nets.extend(by_box.values())
    return ShoeRun(len(table.rounds), tuple(nets), amount)
