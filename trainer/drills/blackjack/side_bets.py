"""Side bets (BJ-16, BJ-17): over/under 13 on the first two cards, the sevens on the first
three, with the prize list and the jackpot meter posted at the table."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from decimal import Decimal

from trainer.cards import SUITS, Card, Shoe
from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.drills.blackjack.situations import (
    TENS,
    answer_key,
    card,
    dealer_plays_to,
    hide_totals,
    of_value,
    other_boxes,
    payable,
    rounding,
    shoe_order,
    stacked_round,
    stake,
)
from trainer.errors import RuleError
from trainer.games.blackjack.hand import hand_value, over_under_total
from trainer.games.blackjack.round import BetResult, Phase, Round, SideBetKind
from trainer.rulebooks import Rulebook

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
    rnd = stacked_round(rulebook, cards, bets, sevens_jackpot=jackpot)
    for (box, kind), amount in sorted(side_bets.items()):
        rnd.place_side_bet(box, kind, amount)
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
    rnd.settle()
    results = [r for r in rnd.settlement if r.rule_id in ("BJ-16", "BJ-17")]
    if sum(r.paid and r.detail == "jackpot" for r in results) > 1:
        raise ValueError("two boxes win the whole jackpot: how they share it is not a rule")
    scene = hide_totals(replace(scene, highlight=tuple(r.spot for r in results)))
    sevens = any(kind == "sevens" for _box, kind in side_bets)
    steps = [step for r in results for step in _side_steps(r, rnd)]
    return Draft(
        prompt=_side_prompt(rulebook, jackpot) if sevens else text("blackjack.side-bets.prompt"),
        scene=scene,
        kind="settlement",
        expected={r.spot: settlement_entry(answer_key(r), r.amount) for r in results},
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
            f"blackjack.side-bets.step_{result.spot.split(':')[1]}_{answer_key(result)}",
            "BJ-16",
            total=total,
            stake=result.stake,
            amount=result.amount,
        )
    else:
        step = _sevens_step(result, rnd)
    return (step, *rounding(result))


def _sevens_step(result: BetResult, rnd: Round) -> Text:
    prize = result.detail if result.paid else "none"
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
        return [card(rng, not_seven), card(rng, "7"), card(rng)], False
    if prize == "first_seven":
        return [Card("7", suit), card(rng, "23456" + TENS), card(rng)], False
    if prize == "two_sevens_mixed":
        return [Card("7", suit), Card("7", other), card(rng, not_seven)], rng.random() < 0.5
    if prize == "two_sevens_suited":
        return [Card("7", suit), Card("7", suit), card(rng, not_seven)], rng.random() < 0.5
    third = Card("7", rng.choice(SUITS)) if prize == "three_sevens_mixed" else Card("7", suit)
    if prize == "three_sevens_mixed" and third.suit == suit:
        third = Card("7", other)
    return [Card("7", suit), Card("7", rng.choice(SUITS)), third], True


def _over_under_cards(rng: random.Random, level: int) -> list[Card]:
    """Two first cards; from level 2 often the traps: a natural (ace 1: 11), exactly 13."""
    if level >= 2 and rng.random() < 0.4:
        trap = rng.choice(("natural", "thirteen", "aces"))
        if trap == "natural":
            pair = [of_value(rng, 1), of_value(rng, 10)]
        elif trap == "aces":
            pair = [of_value(rng, 1), of_value(rng, 1)]
        else:
            first = rng.randint(3, 10)
            pair = [of_value(rng, first), of_value(rng, 13 - first)]
        rng.shuffle(pair)
        return [*pair, card(rng)]
    return [card(rng), card(rng), card(rng)]


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
    return [s for s in usual if s <= most and payable(s, rulebook)]


def build(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    rules = rulebook.blackjack
    sevens_stakes = _sevens_stakes(rulebook)
    prizes = {1: _SEVENS[:2], 2: _SEVENS[:4], 3: _SEVENS, 4: (*_SEVENS, "jackpot")}[level]
    meter = _jackpot_meter(rng, level, rulebook)
    while True:
        count = 1 if level <= 2 else rng.randint(2, 3)
        boxes = other_boxes(rng, rulebook, count)
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
        up = card(rng)
        dealer_rest = dealer_plays_to(rng, up, allow_blackjack=True)
        rest = [hands[b][2] for b in sorted(hits)] + dealer_rest
        cards = shoe_order({b: hands[b][:2] for b in boxes}, [up], rest)
        bets = {b: rules.table_min for b in boxes}
        try:
            return side_bets_draft(cards, bets, side, hits, rulebook, meter)
        except RuleError:  # BJ-01: a card more often than the decks hold; deal again
            continue


def _side_stake(rng: random.Random, level: int, rulebook: Rulebook) -> Decimal:
    return stake(rng, min(level, 3), rulebook)


DRILL = Drill(
    "blackjack.side-bets",
    "blackjack",
    levels(None, 12, 15, 15, ("one bet", "over/under traps", "several boxes", "jackpots")),
    build,
    source="no published standard found; a few seconds a side bet",
)
