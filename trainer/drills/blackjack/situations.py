"""Blackjack drills: pay a blackjack, insurance, hand totals, the dealer's draw, what a player
may do, settling a whole table, side bets.

Every question is a round dealt by the engine (`trainer.games.blackjack`) from a stacked or a
seeded shoe, and every expected answer is the engine's: its settlement gives each bet's fate
and amount, `max_insurance` the insurance limit, `hand_value` the reading, `can_dealer_draw`
the dealer's duty, `can_hit`/`can_double`/`can_split`/`can_insure` what a player may do. The
drill only chooses the situation to ask about. Each `*_draft` function builds a question from
an exact situation (tests use them with hand-picked cards); each `_build_*` picks a situation
with the question's `rng`.

Target times: no published per-decision standard for blackjack croupiers was found (dealer
school and audition pages describe procedures, not times). They are set so that a level-4
trainee keeps a live table's pace: reading a total or the dealer's draw is a reflex (2-3 s),
a 3:2 or an insurance is one multiplication (4-5 s, the chips drill's standard), settling a
full seven-box table is about 4 s a bet.

Every payout is the engine's, rounded by the house setting (MO-02 down to the smallest chip,
MO-05 to the cent); the worked solution shows the exact figure and the rounding with its rule
(`trainer.drills.rounding`). Every stake shown is one a player could make: in chips, within the
table's limits (BJ-04), side bets within theirs (BJ-16 to BJ-18). Every shoe a drill stacks
holds no card more often than the rulebook's decks do (BJ-01).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from functools import cache

from trainer.cards import RANKS, SUITS, Card, Shoe, deck
from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.drills.rounding import rounding_steps
from trainer.errors import ChipError, RuleError
from trainer.games.blackjack import (
    Action,
    BetResult,
    Decision,
    HandValue,
    Phase,
    Round,
    SideBetKind,
    basic_strategy,
    hand_value,
    is_blackjack,
    over_under_total,
)
from trainer.money import ChipSet
from trainer.rulebooks import Rulebook
from trainer.scene import Scene

TENS = "TJQK"

# --------------------------------------------------------------------------- small helpers


def _card(rng: random.Random, ranks: str = RANKS) -> Card:
    return Card(rng.choice(ranks), rng.choice(SUITS))


def _of_value(rng: random.Random, value: int) -> Card:
    """A random card worth `value` in blackjack (1 is an ace, 10 any ten or court card)."""
    return _card(rng, TENS if value == 10 else RANKS[value - 1])


def _parse(cards: Sequence[Card | str]) -> list[Card]:
    return [c if isinstance(c, Card) else Card.parse(c) for c in cards]


def shoe_order(
    hands: Mapping[int, Sequence[Card]], dealer: Sequence[Card], rest: Sequence[Card] = ()
) -> list[Card]:
    """BJ-05: the shoe order that deals these two-card hands (boxes from the dealer's left),
    the dealer's first card, then `rest` for every later card, dealer's cards included."""
    order = sorted(hands)
    return [
        *(hands[b][0] for b in order),
        dealer[0],
        *(hands[b][1] for b in order),
        *dealer[1:],
        *rest,
    ]


def verify_shoe(cards: Iterable[Card], rulebook: Rulebook) -> None:
    """BJ-01: a shoe of `decks` decks holds each card at most `decks` times; a stacked shoe
    that holds more is a table no croupier meets (seven 7♦ in six decks)."""
    decks = rulebook.blackjack.decks
    over = sorted(str(c) for c, n in Counter(cards).items() if n > decks)
    if over:
        raise RuleError("BJ-01", f"{', '.join(over)}: more copies than {decks} decks hold")


def _round(
    rulebook: Rulebook,
    cards: Sequence[Card | str],
    bets: Mapping[int, Decimal],
    sevens_jackpot: Decimal | None = None,
) -> Round:
    parsed = _parse(cards)
    verify_shoe(parsed, rulebook)
    rnd = Round(rulebook, Shoe.stacked(parsed), sevens_jackpot=sevens_jackpot)
    for box, stake in sorted(bets.items()):
        rnd.place_bet(box, stake)
    return rnd


def _payable(amount: Decimal, rulebook: Rulebook) -> bool:
    return _chips_make(amount, rulebook.chip_set)


def _hide_totals(scene: Scene) -> Scene:
    """The engine's scene labels each hand with its total; a reading question hides them
    (and keeps what the table shows: the cut card, the jackpot meter)."""
    kept = {k: v for k, v in scene.info.items() if k in ("phase", "last_of_shoe", "jackpot")}
    return replace(scene, info=kept)


def _reading(value: HandValue) -> str:
    """An option key for a total: "17", "soft-17" or "bust"."""
    if value.bust:
        return "bust"
    return f"soft-{value.total}" if value.soft else str(value.total)


def _reading_text(key: str) -> Text:
    if key == "bust":
        return text("blackjack.total.bust")
    if key.startswith("soft-"):
        return text("blackjack.total.soft", total=key[5:])
    return text("blackjack.total.hard", total=key)


# Stakes by level: round at level 1, awkward at level 4 (BJ-04: within the table limits and
# in chips; each builder keeps only stakes whose answer the chips can pay).
def _stake_choices(level: int, rulebook: Rulebook) -> tuple[Decimal, ...]:
    rules = rulebook.blackjack
    return _stake_pool(level, rules.table_min, rules.table_max, rulebook.chip_set)


@cache
def _stake_pool(level: int, low: Decimal, high: Decimal, chips: ChipSet) -> tuple[Decimal, ...]:
    if level == 1:
        pool = [10, 20, 30, 40, 50, 100, 200]
    elif level == 2:
        pool = list(range(15, 155, 5))
    elif level == 3:
        pool = list(range(10, 201))
    else:
        pool = [n for n in range(11, 501) if n % 5]
    stakes = [Decimal(n) for n in pool]
    if level == 4:
        stakes += [Decimal(n) + Decimal("0.50") for n in range(10, 100)]
    fits = tuple(s for s in stakes if low <= s <= high and _chips_make(s, chips))
    return fits or (low,)


def _chips_make(amount: Decimal, chips: ChipSet) -> bool:
    try:
        chips.breakdown(amount)
    except ChipError:
        return False
    return True


def _stake(rng: random.Random, level: int, rulebook: Rulebook) -> Decimal:
    return rng.choice(_stake_choices(level, rulebook))


def _standing_hand(rng: random.Random) -> tuple[Card, Card]:
    """Two cards a player stands on (hard 17-20, no pair of aces, no natural)."""
    while True:
        a, b = _card(rng), _card(rng)
        value = hand_value((a, b))
        if 17 <= value.total <= 20 and not value.soft:
            return a, b


def _dealer_plays_to(rng: random.Random, up: Card, allow_blackjack: bool) -> list[Card]:
    """Cards after the dealer's first card; the engine decides how many he takes."""
    while True:
        rest = [_card(rng) for _ in range(8)]
        if allow_blackjack or not is_blackjack([up, rest[0]]):
            return rest


def _other_boxes(rng: random.Random, level: int, rulebook: Rulebook, count: int) -> list[int]:
    return sorted(rng.sample(range(1, rulebook.blackjack.boxes + 1), count))


def _result_of(results: Sequence[BetResult], spot: str) -> BetResult:
    return next(r for r in results if r.spot == spot)


# --------------------------------------------------------------------------- pay-blackjack


def pay_blackjack_draft(
    cards: Sequence[Card | str], bets: Mapping[int, Decimal], box: int, rulebook: Rulebook
) -> Draft:
    """Every box stands, the dealer plays, and the engine settles: box `box` holds a natural
    and its payout is the answer (BJ-10)."""
    rnd = _round(rulebook, cards, bets)
    rnd.deal()
    while rnd.phase is Phase.PLAYERS:
        rnd.stand()
    rnd.play_dealer()
    spot = f"box{box}"
    scene = rnd.scene(highlight=(spot,))
    result = _result_of(rnd.settle(), spot)
    if result.outcome != "blackjack":
        raise ValueError(f"{spot} is not a paid blackjack here: {result.outcome}")
    stake, ratio = bets[box], rulebook.blackjack.blackjack_pays
    steps = [_ratio_step("blackjack.pay-blackjack.step", "BJ-10", stake, ratio.to, ratio.per)]
    steps += _rounding(result)
    prompt = "prompt_elided" if elides_in_catalan(stake) else "prompt"
    return Draft(
        prompt=text(f"blackjack.pay-blackjack.{prompt}", box=box, stake=stake),
        scene=scene,
        kind="amount",
        expected=str(result.amount),
        rules=("BJ-10",),
        solution=tuple(steps),
        hints=(text("blackjack.pay-blackjack.hint"),),
    )


def _ratio_step(code: str, rule: str, stake: Decimal, to: int, per: int) -> Text:
    """ "stake × to ÷ per = exact": the exact figure before any rounding (MO-02, MO-05); a
    figure that does not fall on a cent (an odd house ratio) is left to the rounding step."""
    exact = Fraction(stake) * Fraction(to, per)
    if (exact * 100).denominator != 1:
        return text(f"{code}_ratio", rule, stake=stake, to=to, per=per)
    cents = Decimal(exact.numerator * 100 // exact.denominator) / 100
    shown = cents.quantize(Decimal(1) if cents == cents.to_integral_value() else Decimal("0.01"))
    return text(code, rule, stake=stake, to=to, per=per, exact=shown)


def _rounding(result: BetResult) -> tuple[Text, ...]:
    """The rounding step of a paid bet (MO-02 or MO-05), none when paid exactly."""
    return rounding_steps(result.rounding) if result.rounding is not None else ()


def elides_in_catalan(amount: Decimal) -> bool:
    """Whether Catalan elides "de" before `amount` ("una aposta d'11 €", "d'1,50 €"): the
    number is read starting with a vowel, "un" or "onze" (1, 11, 11.000-11.999, 1.000.000-
    1.999.999, ...), never "mil" (1.000-1.999 is "mil ...")."""
    whole = int(amount)
    groups: list[int] = []
    while True:
        groups.append(whole % 1000)
        whole //= 1000
        if not whole:
            break
    lead, place = groups[-1], len(groups) - 1
    if lead == 11:
        return True
    return lead == 1 and place != 1  # "un", "un milió"; "mil" for the thousands


def _build_pay_blackjack(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    for _ in range(200):
        stake = _stake(rng, level, rulebook)
        boxes = _other_boxes(rng, level, rulebook, 1 if level == 1 else rng.randint(2, 2 + level))
        box = rng.choice(boxes)
        hands = {b: _standing_hand(rng) for b in boxes}
        natural = [_of_value(rng, 1), _of_value(rng, 10)]
        rng.shuffle(natural)
        hands[box] = (natural[0], natural[1])
        up = _card(rng, "23456789" + TENS)
        bets = {b: (stake if b == box else rulebook.blackjack.table_min) for b in boxes}
        cards = shoe_order(hands, [up], _dealer_plays_to(rng, up, allow_blackjack=False))
        try:
            return pay_blackjack_draft(cards, bets, box, rulebook)
        except RuleError:  # BJ-01: a card more often than the decks hold; deal again
            continue
    raise RuntimeError("no blackjack to pay for this rulebook")  # pragma: no cover


# --------------------------------------------------------------------------- insurance


def insurance_draft(
    cards: Sequence[Card | str],
    bets: Mapping[int, Decimal],
    box: int,
    rulebook: Rulebook,
    insured: Decimal | None = None,
) -> Draft:
    """With `insured` None: the dealer shows an ace; what is box `box`'s maximum insurance?
    Otherwise the box is insured for `insured`, every box stands, the dealer makes
    blackjack, and the engine's insurance payout is the answer (BJ-11)."""
    rnd = _round(rulebook, cards, bets)
    rnd.deal()
    stake = bets[box]
    if insured is None:
        most = rnd.max_insurance(box)
        rnd.verify_insure(box, most)  # the maximum must be a bet the chips can make
        return Draft(
            prompt=text("blackjack.insurance.prompt_max", box=box, stake=stake),
            scene=rnd.scene(highlight=(f"box{box}",)),
            kind="amount",
            expected=str(most),
            rules=("BJ-11",),
            solution=(text("blackjack.insurance.step_max", "BJ-11", stake=stake, most=most),),
            hints=(text("blackjack.insurance.hint_max"),),
        )
    rnd.insure(box, insured)
    while rnd.phase is Phase.PLAYERS:
        rnd.stand()
    rnd.play_dealer()
    spot = f"box{box}:insurance"
    scene = rnd.scene(highlight=(spot,))
    result = _result_of(rnd.settle(), spot)
    if result.outcome != "insurance_win":
        raise ValueError("the dealer has no blackjack in this shoe")
    ratio = rulebook.blackjack.insurance_pays
    return Draft(
        prompt=text("blackjack.insurance.prompt_pay", box=box, insured=insured),
        scene=scene,
        kind="amount",
        expected=str(result.amount),
        rules=("BJ-11",),
        solution=(
            _ratio_step("blackjack.insurance.step_pay", "BJ-11", insured, ratio.to, ratio.per),
            *_rounding(result),
        ),
        hints=(text("blackjack.insurance.hint_pay"),),
    )


def _build_insurance(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    for _ in range(200):
        stake = _stake(rng, level, rulebook)
        boxes = _other_boxes(rng, level, rulebook, 1 if level == 1 else rng.randint(2, 4))
        box = rng.choice(boxes)
        hands = {b: _standing_hand(rng) for b in boxes}
        bets = {b: (stake if b == box else rulebook.blackjack.table_min) for b in boxes}
        up = _of_value(rng, 1)
        mode = "max" if level == 1 else rng.choice(("max", "pay"))
        if mode == "max":
            cards = shoe_order(hands, [up])
            try:
                return insurance_draft(cards, bets, box, rulebook)
            except RuleError:
                continue  # half this stake is not a chip amount
        most = stake / 2
        choices = [most] if level <= 2 else [most, *(Decimal(n) for n in range(1, int(most)))]
        insured = rng.choice([c for c in choices if _payable(c, rulebook)] or [most])
        cards = shoe_order(hands, [up, _of_value(rng, 10)])
        try:
            return insurance_draft(cards, bets, box, rulebook, insured)
        except RuleError:
            continue
    raise RuntimeError("no insurable stake for this rulebook")  # pragma: no cover


# --------------------------------------------------------------------------- hand-total


def hand_total_draft(
    cards: Sequence[Card | str], hits: int, rulebook: Rulebook, rng: random.Random
) -> Draft:
    """Box 1 is dealt two cards and hits `hits` times (the engine refuses a hit on 21, BJ-06);
    the trainee reads its total. `rng` only picks the wrong options shown.

    The convention, stated in the instructions, the prompt and the lesson, is the croupier's
    call: a soft hand (an ace counting 11, BJ-01) is named soft ("soft 17"), a number alone is
    a hard total. So "17" and "soft 17" may both be offered and exactly one is right."""
    rnd = _round(rulebook, cards, {1: rulebook.blackjack.table_min})
    rnd.deal()
    for _ in range(hits):
        rnd.hit()
    hand = rnd.hand_cards("box1")
    value = hand_value(hand)
    answer = _reading(value)
    options = [answer, *rng.sample(sorted(_misreadings(hand, value)), 3)]
    options.sort(key=_reading_order)
    hard = sum(c.blackjack_value for c in hand)
    if value.bust:
        step = text("blackjack.hand-total.step_bust", "BJ-07", hard=hard)
    elif value.soft:
        step = text("blackjack.hand-total.step_soft", "BJ-01", hard=hard, total=value.total)
    elif any(c.rank == "A" for c in hand):
        step = text("blackjack.hand-total.step_hard_ace", "BJ-01", hard=hard)
    else:
        step = text("blackjack.hand-total.step_hard", "BJ-01", hard=hard)
    return Draft(
        prompt=text("blackjack.hand-total.prompt"),
        scene=_hide_totals(rnd.scene(highlight=("box1",))),
        kind="choice",
        expected=answer,
        rules=("BJ-01",) if not value.bust else ("BJ-01", "BJ-07"),
        solution=(step,),
        options=tuple(Option(k, _reading_text(k)) for k in options),
        hints=(text("blackjack.hand-total.hint"),),
    )


def _misreadings(hand: Sequence[Card], value: HandValue) -> set[str]:
    """Plausible wrong readings: the ace counted the other way, soft read as hard, one off."""
    hard = sum(c.blackjack_value for c in hand)
    wrong: set[str] = set()
    for total in (value.total - 1, value.total + 1, hard, hard + 10, hard - 1, hard + 1):
        if 2 <= total <= 21:
            wrong.add(str(total))
        if 12 <= total <= 21:
            wrong.add(f"soft-{total}")
        if total > 21:
            wrong.add("bust")
    if value.bust:
        wrong |= {"20", "21", "soft-21"}
    wrong.discard(_reading(value))
    return wrong


def _reading_order(key: str) -> tuple[int, int]:
    if key == "bust":
        return (99, 0)
    return (int(key[5:]), 1) if key.startswith("soft-") else (int(key), 0)


_HAND_CARDS = {1: (2, 2), 2: (2, 3), 3: (3, 4), 4: (4, 6)}


def _build_hand_total(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    low, high = _HAND_CARDS[level]
    ace_share = {1: 0.15, 2: 0.35, 3: 0.3, 4: 0.25}[level]
    while True:
        count = rng.randint(low, high)
        hand = [_card(rng, "A" if rng.random() < ace_share else RANKS) for _ in range(count)]
        if is_blackjack(hand[:2]):
            continue
        totals = [hand_value(hand[:n]).total for n in range(2, count)]
        if any(t >= 21 for t in totals):
            continue  # BJ-06: no card on 21 or more
        if hand_value(hand).bust and level < 3:
            continue
        cards = shoe_order(
            {1: hand[:2]}, [_card(rng)], [*hand[2:], *(_card(rng) for _ in range(6))]
        )
        try:
            return hand_total_draft(cards, count - 2, rulebook, rng)
        except RuleError:  # BJ-01: a card more often than the decks hold; deal again
            continue


# --------------------------------------------------------------------------- dealer-action


def dealer_action_draft(
    cards: Sequence[Card | str], bets: Mapping[int, Decimal], draws: int, rulebook: Rulebook
) -> Draft:
    """Every box stands; the dealer takes `draws` cards (each one the engine allows); must
    he draw again? The engine's `can_dealer_draw` answers (BJ-08)."""
    rnd = _round(rulebook, cards, bets)
    rnd.deal()
    while rnd.phase is Phase.PLAYERS:
        rnd.stand()
    for _ in range(draws):
        rnd.dealer_draw()
    answer = "draw" if rnd.can_dealer_draw() else "stand"
    value = hand_value(rnd.dealer)
    softness = "hard" if not value.soft else "soft" if value.total >= 17 else "soft_under"
    return Draft(
        prompt=text("blackjack.dealer-action.prompt"),
        scene=_hide_totals(rnd.scene(highlight=("dealer",))),
        kind="choice",
        expected=answer,
        rules=("BJ-08",),
        solution=(
            text(f"blackjack.dealer-action.step_{answer}_{softness}", "BJ-08", total=value.total),
        ),
        options=(Option("draw", text("common.draw")), Option("stand", text("common.stand"))),
        hints=(text("blackjack.dealer-action.hint"),),
    )


def _dealer_cards(rng: random.Random, level: int) -> list[Card]:
    """A dealer hand the dealer really reaches: he drew every card but the last (BJ-08)."""
    count = {1: 2, 2: 2, 3: rng.randint(2, 3), 4: rng.randint(3, 5)}[level]
    ace_share = 0.1 if level == 1 else 0.45
    while True:
        hand = [_card(rng, "A") if rng.random() < ace_share else _card(rng) for _ in range(count)]
        if level == 1 and any(c.rank == "A" for c in hand):
            continue
        values = [hand_value(hand[:n]) for n in range(1, count + 1)]
        if any(v.total >= 17 for v in values[:-1]) or is_blackjack(hand[:2]):
            continue
        final = values[-1]
        if final.bust or final.total < 12:
            continue
        if level >= 2 and rng.random() < 0.4 and not (final.soft and 16 <= final.total <= 18):
            continue  # soft 16, 17 and 18 come often: soft 17 is the rule people miss
        return hand


def _build_dealer_action(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    while True:
        dealer = _dealer_cards(rng, level)
        boxes = _other_boxes(rng, level, rulebook, rng.randint(1, 3))
        hands = {b: _standing_hand(rng) for b in boxes}
        bets = {b: rulebook.blackjack.table_min for b in boxes}
        cards = shoe_order(hands, dealer, [_card(rng) for _ in range(4)])
        try:
            return dealer_action_draft(cards, bets, len(dealer) - 1, rulebook)
        except RuleError:  # a house rule had the dealer stop earlier than this hand
            continue


# --------------------------------------------------------------------------- may-double-split

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
    rnd = _round(rulebook, cards, bets)
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
    return _of_value(rng, value), _of_value(rng, value)


def _two_cards(rng: random.Random) -> tuple[Card, Card]:
    while True:
        a, b = _card(rng), _card(rng)
        if not is_blackjack([a, b]):
            return a, b


def _build_may_double_split(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    kinds = {
        1: ("two", "pair"),
        2: ("two", "pair", "three"),
        3: ("two", "pair", "three", "split", "split21"),
        4: ("two", "pair", "three", "split", "split21", "insurance"),
    }[level]
    while True:
        kind = rng.choice(kinds)
        boxes = _other_boxes(rng, level, rulebook, 1 if level <= 2 else rng.randint(1, 3))
        box = boxes[0]
        hands = {b: _two_cards(rng) for b in boxes}
        up = _card(rng, "23456789" + TENS)
        rest = [_card(rng) for _ in range(6)]
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
            ten = _of_value(rng, 10)
            hands[box] = (ten, _of_value(rng, 10))
            rest[0] = _of_value(rng, 1)
            actions = ["split"]
        else:  # insurance: the dealer's ace, maybe after another box took a third card
            up = _of_value(rng, 1)
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


# --------------------------------------------------------------------------- settle-table

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
    results = rnd.settle()
    if not results:
        raise ValueError("every bet was already collected")
    scene = replace(scene, highlight=tuple(r.spot for r in results))
    steps = [_dealer_step(rnd, dealer)]
    for r in results:
        steps += [_settle_step(r, rnd, scene.hands), *_rounding(r)]
    outcomes = [k for k in OUTCOME_TEXT if k != "returned"]
    if rulebook.blackjack.dealer_blackjack_takes == "original_bets_only":
        outcomes.append("returned")
    return Draft(
        prompt=text("blackjack.settle-table.prompt"),
        scene=scene,
        kind="settlement",
        expected={r.spot: settlement_entry(r.outcome, r.amount) for r in results},
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
        f"blackjack.settle-table.step_{result.outcome}",
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
        rnd.place_bet(box, _stake(rng, level, rulebook))
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


def _build_settle_table(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
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


# --------------------------------------------------------------------------- side-bets

SideBets = Mapping[tuple[int, SideBetKind], Decimal]


def side_bets_draft(
    cards: Sequence[Card | str],
    bets: Mapping[int, Decimal],
    side_bets: SideBets,
    hits: Sequence[int],
    rulebook: Rulebook,
    jackpot: Decimal | None = None,
) -> Draft:
    """Boxes with over/under 13 and sevens bets are dealt; the boxes in `hits` take one card
    (their third, for the sevens), all stand, the dealer plays; the engine settles the side
    bets (BJ-16, BJ-17). `jackpot` is what the table's sevens jackpot meter shows (BJ-17):
    the felt draws the meter and, with a sevens bet on the table, the prompt gives the meter
    and the prize list posted at the table, so every question can be answered from what is
    shown. At most one box may win the whole jackpot: the regulation does not say how two
    would share it."""
    rnd = _round(rulebook, cards, bets, sevens_jackpot=jackpot)
    for (box, kind), stake in sorted(side_bets.items()):
        rnd.place_side_bet(box, kind, stake)
    rnd.deal()
    while rnd.phase is Phase.PLAYERS:
        hand_id = rnd.current_hand_id or ""
        box = int(hand_id[3:].split("-")[0])
        if box in hits and len(rnd.hand_cards(hand_id)) == 2:
            rnd.hit()
        else:
            rnd.stand()
    rnd.play_dealer()
    scene = rnd.scene()
    results = [r for r in rnd.settle() if r.rule_id in ("BJ-16", "BJ-17")]
    if sum(r.outcome == "win" and r.detail == "jackpot" for r in results) > 1:
        raise ValueError("two boxes win the whole jackpot: how they share it is not a rule")
    scene = _hide_totals(replace(scene, highlight=tuple(r.spot for r in results)))
    sevens = any(kind == "sevens" for _box, kind in side_bets)
    steps = [step for r in results for step in _side_steps(r, rnd)]
    return Draft(
        prompt=_side_prompt(rulebook, jackpot) if sevens else text("blackjack.side-bets.prompt"),
        scene=scene,
        kind="settlement",
        expected={r.spot: settlement_entry(r.outcome, r.amount) for r in results},
        rules=tuple(sorted({r.rule_id for r in results})),
        solution=tuple(steps),
        options=tuple(
            Option(
                r.spot,
                text(
                    f"blackjack.side-bets.item_{r.spot.split(':')[1]}",
                    box=r.spot.split(":")[0][3:],
                    stake=r.stake,
                ),
            )
            for r in results
        ),
        outcomes=(
            Option("win", text("common.outcome.win")),
            Option("lose", text("common.outcome.lose")),
        ),
        hints=(text("blackjack.side-bets.hint"),),
    )


def _side_prompt(rulebook: Rulebook, jackpot: Decimal | None) -> Text:
    """BJ-17: the prize list posted at the table (the house's ratios) and, when the table has
    one, the jackpot meter's amount, in the prompt so that it is there at every level."""
    rules = rulebook.blackjack
    prizes = rules.sevens_prizes
    ratios = {
        "first": prizes.first_seven,
        "mixed": prizes.two_sevens_mixed,
        "suited": prizes.two_sevens_suited,
        "three": prizes.three_sevens_mixed,
    }
    params = {f"{k}_to": str(r.to) for k, r in ratios.items()}
    params |= {f"{k}_per": str(r.per) for k, r in ratios.items()}
    params["times"] = str(rules.sevens_jackpot_min_times)
    if jackpot is None:
        return Text("blackjack.side-bets.prompt_sevens", params)
    return Text("blackjack.side-bets.prompt_sevens_meter", params | {"jackpot": str(jackpot)})


def _side_steps(result: BetResult, rnd: Round) -> tuple[Text, ...]:
    """The step that settles one side bet, then its rounding (MO-02, MO-05) if any."""
    box = result.spot.split(":")[0]
    if result.rule_id == "BJ-16":
        total = over_under_total(rnd.hand_cards(box))  # this drill never splits
        step = text(
            f"blackjack.side-bets.step_{result.spot.split(':')[1]}_{result.outcome}",
            "BJ-16",
            total=total,
            stake=result.stake,
            amount=result.amount,
        )
    else:
        step = _sevens_step(result, rnd)
    return (step, *_rounding(result))


def _sevens_step(result: BetResult, rnd: Round) -> Text:
    prize = result.detail if result.outcome == "win" else "none"
    if prize == "jackpot":
        # BJ-17: the whole jackpot on the meter, never less than the floor
        floor = result.stake * rnd.rules.sevens_jackpot_min_times
        won = rnd.jackpot_prize(result.stake)
        on_meter = rnd.sevens_jackpot is not None and won == rnd.sevens_jackpot
        code = "step_sevens_jackpot" if on_meter else "step_sevens_jackpot_floor"
        return text(
            f"blackjack.side-bets.{code}",
            "BJ-17",
            stake=result.stake,
            times=rnd.rules.sevens_jackpot_min_times,
            floor=floor,
            prize=won,
            amount=result.amount,
        )
    if prize == "none":
        return text("blackjack.side-bets.step_sevens_none", "BJ-17", amount=result.amount)
    ratio = getattr(rnd.rules.sevens_prizes, prize)
    return text(
        f"blackjack.side-bets.step_sevens_{prize}",
        "BJ-17",
        stake=result.stake,
        amount=result.amount,
        to=ratio.to,
        per=ratio.per,
    )


_SEVENS = ("none", "first_seven", "two_sevens_mixed", "two_sevens_suited", "three_sevens_mixed")


def _sevens_cards(rng: random.Random, prize: str) -> tuple[list[Card], bool]:
    """A box's first three cards for a sevens prize, and whether it must hit for the third."""
    suit = rng.choice(SUITS)
    other = rng.choice([s for s in SUITS if s != suit])
    not_seven = "A234568" + TENS
    if prize == "none":
        return [_card(rng, not_seven), _card(rng, "7"), _card(rng)], False
    if prize == "first_seven":
        return [Card("7", suit), _card(rng, "23456" + TENS), _card(rng)], False
    if prize == "two_sevens_mixed":
        return [Card("7", suit), Card("7", other), _card(rng, not_seven)], rng.random() < 0.5
    if prize == "two_sevens_suited":
        return [Card("7", suit), Card("7", suit), _card(rng, not_seven)], rng.random() < 0.5
    third = Card("7", rng.choice(SUITS)) if prize == "three_sevens_mixed" else Card("7", suit)
    if prize == "three_sevens_mixed" and third.suit == suit:
        third = Card("7", other)
    return [Card("7", suit), Card("7", rng.choice(SUITS)), third], True


def _over_under_cards(rng: random.Random, level: int) -> list[Card]:
    """Two first cards; from level 2 often the traps: a natural (ace 1: 11), exactly 13."""
    if level >= 2 and rng.random() < 0.4:
        trap = rng.choice(("natural", "thirteen", "aces"))
        if trap == "natural":
            pair = [_of_value(rng, 1), _of_value(rng, 10)]
        elif trap == "aces":
            pair = [_of_value(rng, 1), _of_value(rng, 1)]
        else:
            first = rng.randint(3, 10)
            pair = [_of_value(rng, first), _of_value(rng, 13 - first)]
        rng.shuffle(pair)
        return [*pair, _card(rng)]
    return [_card(rng), _card(rng), _card(rng)]


def _jackpot_meter(rng: random.Random, level: int, rulebook: Rulebook) -> Decimal:
    """What the sevens jackpot meter shows (BJ-17): around the floor of the largest stake
    (5,000 x 5 = 25,000 at a 10 table), sometimes below it so the floor decides; whole euros
    up to level 3, with cents at level 4, where a jackpot is paid down to the chip (MO-02)."""
    rules = rulebook.blackjack
    top = _sevens_max(rulebook) * rules.sevens_jackpot_min_times
    euros = Decimal(rng.randint(int(top * Decimal("0.6")), int(top * Decimal("2.5"))))
    if level == 4 and rng.random() < 0.5:
        euros = (euros + Decimal(rng.randint(1, 99)) / 100).quantize(Decimal("0.01"))
    return euros


def _sevens_max(rulebook: Rulebook) -> Decimal:
    return Round(rulebook, Shoe.stacked([])).side_bet_max("sevens")  # BJ-17


def _sevens_stakes(rulebook: Rulebook) -> list[Decimal]:
    """Sevens stakes a player makes: chips up to half the table minimum (BJ-17)."""
    most = _sevens_max(rulebook)
    usual = (Decimal("0.50"), Decimal(1), Decimal(2), Decimal("2.50"), Decimal(5))
    return [s for s in usual if s <= most and _payable(s, rulebook)]


def _build_side_bets(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    rules = rulebook.blackjack
    sevens_stakes = _sevens_stakes(rulebook)
    prizes = {1: _SEVENS[:2], 2: _SEVENS[:4], 3: _SEVENS, 4: (*_SEVENS, "jackpot")}[level]
    meter = _jackpot_meter(rng, level, rulebook)
    while True:
        count = 1 if level <= 2 else rng.randint(2, 3)
        boxes = _other_boxes(rng, level, rulebook, count)
        hands: dict[int, list[Card]] = {}
        side: dict[tuple[int, SideBetKind], Decimal] = {}
        hits: list[int] = []
        jackpot_dealt = False  # one whole jackpot a round at most
        for box in boxes:
            sevens = level >= 2 and sevens_stakes and rng.random() < 0.6
            if level == 1:
                sevens = rng.random() < 0.3 and bool(sevens_stakes)
            if sevens:
                prize = rng.choice([p for p in prizes if p != "jackpot" or not jackpot_dealt])
                jackpot_dealt = jackpot_dealt or prize == "jackpot"
                if prize == "jackpot":
                    suit = rng.choice(SUITS)
                    hand, hit = [Card("7", suit)] * 3, True
                else:
                    hand, hit = _sevens_cards(rng, prize)
                side[(box, "sevens")] = rng.choice(sevens_stakes)
            else:
                hand, hit = _over_under_cards(rng, level), False
            if not sevens or level >= 3:
                kinds: list[SideBetKind] = ["over13", "under13"]
                for kind in rng.sample(kinds, rng.randint(1, 2) if level >= 2 else 1):
                    side[(box, kind)] = _side_stake(rng, level, rulebook)
            if hit and hand_value(hand[:2]).total >= 21:
                continue
            hands[box] = hand
            if hit:
                hits.append(box)
        if set(hands) != set(boxes):
            continue
        up = _card(rng)
        dealer_rest = _dealer_plays_to(rng, up, allow_blackjack=True)
        rest = [hands[b][2] for b in sorted(hits)] + dealer_rest
        cards = shoe_order({b: hands[b][:2] for b in boxes}, [up], rest)
        bets = {b: rules.table_min for b in boxes}
        try:
            return side_bets_draft(cards, bets, side, hits, rulebook, meter)
        except RuleError:  # BJ-01: a card more often than the decks hold; deal again
            continue


def _side_stake(rng: random.Random, level: int, rulebook: Rulebook) -> Decimal:
    return _stake(rng, min(level, 3), rulebook)


# --------------------------------------------------------------------------- the drills

DRILLS = (
    Drill(
        "blackjack.pay-blackjack",
        "blackjack",
        levels(
            None,
            8,
            6,
            4,
            (
                "round stakes",
                "multiples of 5",
                "any whole stake",
                "odd and half stakes, busy table",
            ),
        ),
        _build_pay_blackjack,
        source="no published standard found; 4 s at level 4 as the chips drill's 3:2 pace",
    ),
    Drill(
        "blackjack.insurance",
        "blackjack",
        levels(
            None,
            8,
            6,
            5,
            (
                "maximum insurance, round stakes",
                "maximum or payout",
                "any amount",
                "awkward stakes",
            ),
        ),
        _build_insurance,
        source="no published standard found; one halving or doubling, a few seconds",
    ),
    Drill(
        "blackjack.hand-total",
        "blackjack",
        levels(
            None, 4, 3, 2, ("two cards", "aces, up to three cards", "three-four cards", "up to six")
        ),
        _build_hand_total,
        source="no published standard found; a dealer announces totals as he deals",
    ),
    Drill(
        "blackjack.dealer-action",
        "blackjack",
        levels(None, 4, 3, 2, ("hard two-card totals", "soft totals", "three cards", "long hands")),
        _build_dealer_action,
        source="no published standard found; the dealer's draw is a reflex",
    ),
    Drill(
        "blackjack.may-double-split",
        "blackjack",
        levels(
            None,
            8,
            6,
            5,
            ("first two cards", "three cards", "split hands", "insurance window too"),
        ),
        _build_may_double_split,
        source="no published standard found; the dealer offers the options as the turn comes",
    ),
    Drill(
        "blackjack.settle-table",
        "blackjack",
        levels(
            None, 40, 40, 35, ("three boxes", "five boxes, doubles", "seven boxes", "busy table")
        ),
        _build_settle_table,
        source="no published standard found; about 4 s a bet on a full table",
    ),
    Drill(
        "blackjack.side-bets",
        "blackjack",
        levels(None, 12, 15, 15, ("one bet", "over/under traps", "several boxes", "jackpots")),
        _build_side_bets,
        source="no published standard found; a few seconds a side bet",
    ),
)
