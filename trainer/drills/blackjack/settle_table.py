"""Settle a whole table (BJ-07..BJ-14): every bet still on the table after the dealer's hand,
its fate and amount, right to left as the engine settles it."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace

from trainer.cards import Card, Shoe, deck
from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.drills.blackjack.situations import answer_key, rounding, stake
from trainer.games.blackjack.hand import HandValue, hand_value
from trainer.games.blackjack.round import BetResult, Phase, Round
from trainer.games.blackjack.strategy import Decision, basic_strategy
from trainer.rulebooks import Rulebook

OUTCOME_TEXT = {
    "win": "common.outcome.win",
    "lose": "common.outcome.lose",
    "push": "common.outcome.push",
    "blackjack": "blackjack.outcome.blackjack",
    "insurance_win": "blackjack.outcome.insurance_win",
    "insurance_lose": "blackjack.outcome.insurance_lose",
    "returned": "blackjack.outcome.returned",
}


def settle_table_draft(rnd: Round, rulebook: Rulebook) -> Draft:
    """A round whose players and dealer have played (phase SETTLEMENT): the trainee settles
    every bet still on the table; the engine's settlement is the answer (BJ-09)."""
    if rnd.phase is not Phase.SETTLEMENT:
        raise ValueError("the round is not ready to settle")
    scene = rnd.scene()
    dealer = hand_value(rnd.dealer)
    rnd.settle()
    results = rnd.settlement
    if not results:
        raise ValueError("every bet was already collected")
    scene = replace(scene, highlight=tuple(r.spot for r in results))
    steps = [_dealer_step(rnd, dealer)]
    for r in results:
        steps += [_settle_step(r, rnd, scene.hands), *rounding(r)]
    outcomes = [k for k in OUTCOME_TEXT if k != "returned"]
    if rulebook.blackjack.dealer_blackjack_takes == "original_bets_only":
        outcomes.append("returned")
    return Draft(
        prompt=text("blackjack.settle-table.prompt"),
        scene=scene,
        kind="settlement",
        expected={r.spot: settlement_entry(answer_key(r), r.amount) for r in results},
        rules=tuple(sorted({"BJ-09", *(r.rule_id for r in results)})),
        solution=tuple(steps),
        options=tuple(
            Option(r.spot, text("blackjack.settle-table.item", spot=r.spot, stake=r.stake))
            for r in results
        ),
        outcomes=tuple(Option(k, Text(OUTCOME_TEXT[k])) for k in outcomes),
        hints=(text("blackjack.settle-table.hint"),),
    )


def _dealer_step(rnd: Round, dealer: HandValue) -> Text:
    if rnd.dealer_blackjack():
        return text("blackjack.settle-table.step_dealer_blackjack", "BJ-11")
    if dealer.bust:
        return text("blackjack.settle-table.step_dealer_bust", "BJ-09", total=dealer.total)
    return text("blackjack.settle-table.step_dealer", "BJ-09", total=dealer.total)


def _settle_step(result: BetResult, rnd: Round, hands: Mapping[str, object]) -> Text:
    hand_id = result.spot.split(":")[0]
    player = hand_value(rnd.hand_cards(hand_id)).total if hand_id in hands else 0
    return text(
        f"blackjack.settle-table.step_{answer_key(result)}",
        result.rule_id,
        spot=result.spot,
        stake=result.stake,
        amount=result.amount,
        player=player,
    )


_TABLE_BOXES = {1: 3, 2: 5, 3: 7, 4: 7}
MAX_HANDS = 4  # hands a drill player makes from one box by splitting


def _play_for_drill(rnd: Round, rng: random.Random, level: int) -> None:
    """Players who split and double readily, so the table has work to settle."""
    if rnd.insurance_open and level >= 3:
        for box in rnd.boxes_in_play:
            if rng.random() < 0.4 and rnd.can_insure(box, rnd.max_insurance(box)):
                rnd.insure(box, rnd.max_insurance(box))
    while rnd.phase is Phase.PLAYERS:
        hand_id = rnd.current_hand_id or ""
        hand = rnd.hand_cards(hand_id)
        box = int(hand_id[3:].split("-")[0])
        can_double = level >= 2 and rnd.can_double()
        # BJ-13 allows resplits as often as pairs come; players at a real table stop at about
        # four hands and keep a pair of tens, so the drill does too (the felt stays readable).
        can_split = level >= 3 and rnd.can_split() and len(rnd.hand_ids(box)) < MAX_HANDS
        eager = 1.0 if level == 4 else 0.8
        tens = hand_value(hand).total == 20 and not hand_value(hand).soft
        if can_split and not tens and rng.random() < eager:
            rnd.split()
        elif can_double and hand_value(hand).total in (9, 10, 11) and rng.random() < eager:
            rnd.double()
        else:
            choice = basic_strategy(Decision(hand, rnd.dealer[0], can_double, can_split))
            if choice == "hit" and rnd.can_hit():
                rnd.hit()
            elif choice == "double" and can_double:
                rnd.double()
            elif choice == "split" and can_split:
                rnd.split()
            else:
                rnd.stand()
    rnd.play_dealer()


def _table_round(rng: random.Random, level: int, rulebook: Rulebook) -> Round:
    """A shuffled shoe, arranged at levels 3 and 4 so that one box is dealt a pair and (level
    4) another a hard 9-11: the table then has a split and a double to settle."""
    count = min(_TABLE_BOXES[level], rulebook.blackjack.boxes)
    boxes = sorted(rng.sample(range(1, rulebook.blackjack.boxes + 1), count))
    cards = deck() * rulebook.blackjack.decks
    rng.shuffle(cards)
    picks = rng.sample(range(count), 2)
    if level >= 3:
        _arrange(cards, picks[0], count + 1 + picks[0], lambda a, b: a == b and a != 10)
    if level == 4:
        _arrange(cards, picks[1], count + 1 + picks[1], lambda a, b: 9 <= a + b <= 11 and a > 1)
    rnd = Round(rulebook, Shoe.stacked(cards))
    for box in boxes:
        rnd.place_bet(box, stake(rng, level, rulebook))
    rnd.deal()
    _play_for_drill(rnd, rng, level)
    return rnd


def _arrange(cards: list[Card], first: int, second: int, fits: Callable[[int, int], bool]) -> None:
    """Swap a card from deeper in the shoe into `second` so the two cards at `first` and
    `second` satisfy `fits` on their blackjack values (the order of the rest is kept)."""
    deep = range(2 * len(cards) // 3, len(cards))
    if not any(fits(cards[first].blackjack_value, cards[k].blackjack_value) for k in deep):
        small = next((k for k in deep if 2 <= cards[k].blackjack_value <= 5), None)
        if small is None:  # a short shoe (BJ-01: one or two decks): deal it as it is
            return
        cards[first], cards[small] = cards[small], cards[first]
    value = cards[first].blackjack_value
    match = next((k for k in deep if fits(value, cards[k].blackjack_value)), None)
    if match is not None:  # else a short shoe: the caller deals another
        cards[second], cards[match] = cards[match], cards[second]


def _busy_enough(rnd: Round, level: int) -> bool:
    kinds = {e.kind for e in rnd.events}
    if level == 3:
        return bool(kinds & {"split", "double"})
    if level == 4:
        return {"split", "double"} <= kinds
    return True


def build(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    for _ in range(300):
        rnd = _table_round(rng, level, rulebook)
        if level == 1 and rnd.dealer[0].rank == "A":
            continue  # level 1 leaves insurance out
        if not _busy_enough(rnd, level):
            continue
        try:
            return settle_table_draft(rnd, rulebook)
        except ValueError:
            continue
    raise RuntimeError("no table to settle")  # pragma: no cover


DRILL = Drill(
    "blackjack.settle-table",
    "blackjack",
    levels(None, 40, 40, 35, ("three boxes", "five boxes, doubles", "seven boxes", "busy table")),
    build,
    source="no published standard found; about 4 s a bet on a full table",
)
