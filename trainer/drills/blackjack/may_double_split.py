"""What the player of the hand in play may do (BJ-06, BJ-11, BJ-13..BJ-15): hit, stand,
double, split, insure; the engine's `can_*` answers and its `verify_*` says why not."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from decimal import Decimal

from trainer.cards import Card
from trainer.drills.base import Draft, Drill, Option, Text, levels, text
from trainer.drills.blackjack.situations import (
    TENS,
    card,
    of_value,
    other_boxes,
    shoe_order,
    stacked_round,
)
from trainer.errors import RuleError
from trainer.games.blackjack.hand import hand_value, is_blackjack
from trainer.games.blackjack.round import Round
from trainer.games.blackjack.strategy import Action
from trainer.rulebooks import Rulebook

ACTIONS: tuple[str, ...] = ("hit", "stand", "double", "split", "insure")


def may_double_split_draft(
    cards: Sequence[Card | str],
    bets: Mapping[int, Decimal],
    actions: Sequence[Action],
    rulebook: Rulebook,
    offer_insurance: bool = False,
) -> Draft:
    """The round is dealt and `actions` are played in turn; for the hand now in play, what
    may its player do? The engine's `can_*` answers; its `verify_*` names the rule that
    forbids each refused action."""
    rnd = stacked_round(rulebook, cards, bets)
    rnd.deal()
    for step in actions:
        getattr(rnd, step)()
    hand_id = rnd.current_hand_id
    if hand_id is None:
        raise ValueError("no hand is in play after these actions")
    box = int(hand_id[3:].split("-")[0])
    smallest = rulebook.chip_set.smallest
    checks = {
        "hit": rnd.verify_hit,
        "stand": rnd.verify_stand,
        "double": rnd.verify_double,
        "split": rnd.verify_split,
        "insure": lambda: rnd.verify_insure(box, smallest),
    }
    offered = ACTIONS if offer_insurance else ACTIONS[:4]
    allowed: list[str] = []
    steps: list[Text] = []
    for action in offered:
        try:
            checks[action]()
        except RuleError as refused:
            steps.append(text(_refusal(action, refused, rnd), refused.rule_id))
        else:
            allowed.append(action)
            steps.append(text(f"blackjack.may-double-split.yes_{action}", _RULE[action]))
    rules = tuple(sorted({s.rule for s in steps if s.rule}))
    return Draft(
        prompt=text("blackjack.may-double-split.prompt", hand=hand_id),
        scene=rnd.scene(highlight=(hand_id,)),
        kind="choices",
        expected=sorted(allowed),
        rules=rules,
        solution=tuple(steps),
        options=tuple(Option(a, text(f"blackjack.action.{a}")) for a in offered),
        hints=(text("blackjack.may-double-split.hint"),),
    )


_RULE = {"hit": "BJ-06", "stand": "BJ-06", "double": "BJ-15", "split": "BJ-13", "insure": "BJ-11"}


def _refusal(action: str, refused: RuleError, rnd: Round) -> str:
    """The message code that says why the engine refused `action` (its rule id, and for a
    rule with several conditions, which one)."""
    base = f"blackjack.may-double-split.no_{action}"
    hand_id = rnd.current_hand_id or ""
    two_cards = len(rnd.hand_cards(hand_id)) == 2
    if refused.rule_id == "BJ-15":  # double
        if not two_cards:
            return base + "_two_cards"
        return base + ("_after_split" if "split" in refused.reason else "_nine_ten_eleven")
    if refused.rule_id == "BJ-13":  # split
        if not two_cards:
            return base + "_two_cards"
        return base + ("_resplit" if "resplit" in refused.reason else "_not_pair")
    if refused.rule_id == "BJ-11":  # insure
        return base + ("_closed" if "third card" in refused.reason else "_no_ace")
    return f"{base}_{refused.rule_id.lower().replace('-', '')}"


def _pair(rng: random.Random) -> tuple[Card, Card]:
    value = rng.choice((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10))
    return of_value(rng, value), of_value(rng, value)


def _two_cards(rng: random.Random) -> tuple[Card, Card]:
    while True:
        a, b = card(rng), card(rng)
        if not is_blackjack([a, b]):
            return a, b


def build(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    kinds = {
        1: ("two", "pair"),
        2: ("two", "pair", "three"),
        3: ("two", "pair", "three", "split", "split21"),
        4: ("two", "pair", "three", "split", "split21", "insurance"),
    }[level]
    while True:
        kind = rng.choice(kinds)
        boxes = other_boxes(rng, rulebook, 1 if level <= 2 else rng.randint(1, 3))
        box = boxes[0]
        hands = {b: _two_cards(rng) for b in boxes}
        up = card(rng, "23456789" + TENS)
        rest = [card(rng) for _ in range(6)]
        actions: list[Action] = []
        if kind == "pair":
            hands[box] = _pair(rng)
        elif kind == "three":
            while hand_value([*hands[box], rest[0]]).total > 21:
                hands[box] = _two_cards(rng)
            actions = ["hit"]
        elif kind == "split":
            pair = _pair(rng)
            if pair[0].rank == "A":
                continue  # split aces are over at once (BJ-14): nothing to ask
            hands[box] = pair
            actions = ["split"]
        elif kind == "split21":
            ten = of_value(rng, 10)
            hands[box] = (ten, of_value(rng, 10))
            rest[0] = of_value(rng, 1)
            actions = ["split"]
        else:  # insurance: the dealer's ace, maybe after another box took a third card
            up = of_value(rng, 1)
            if len(boxes) > 1 and rng.random() < 0.5:
                box = boxes[1]
                while hand_value([*hands[boxes[0]], rest[0]]).total >= 21:
                    hands[boxes[0]] = _two_cards(rng)
                actions = ["hit", "stand"]
        bets = {b: rulebook.blackjack.table_min for b in boxes}
        cards = shoe_order(hands, [up], rest)
        try:
            draft = may_double_split_draft(cards, bets, actions, rulebook, level >= 3)
        except (RuleError, ValueError):
            continue  # a natural skipped the box, or a hit went bust: pick again
        if draft.prompt.params["hand"].startswith(f"box{box}"):
            return draft


DRILL = Drill(
    "blackjack.may-double-split",
    "blackjack",
    levels(
        None,
        8,
        6,
        5,
        ("first two cards", "three cards", "split hands", "insurance window too"),
    ),
    build,
    source="no published standard found; the dealer offers the options as the turn comes",
)
