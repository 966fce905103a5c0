"""The situations every blackjack drill builds on: cards drawn for a moment, the shoe order
that deals them (BJ-05), a round dealt from it by the engine, stakes a player could make, and
the worked-solution steps the drills share (a payout's ratio and its rounding).

Every question is a round dealt by the engine (`trainer.games.blackjack.round`) from a stacked
or a seeded shoe, and every expected answer is the engine's: its settlement gives each bet's
fate and amount, `max_insurance` the insurance limit, `hand_value` the reading,
`can_dealer_draw` the dealer's duty, `can_hit`/`can_double`/`can_split`/`can_insure` what a
player may do. A drill only chooses the situation to ask about. Each drill module's `*_draft`
function builds a question from an exact situation (tests use them with hand-picked cards);
its `build` picks a situation with the question's `rng`.

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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from functools import cache

from trainer.cards import RANKS, SUITS, Card, Shoe
from trainer.drills.base import Text, text
from trainer.drills.rounding import rounding_steps
from trainer.errors import ChipError, RuleError
from trainer.games.blackjack.hand import hand_value, is_blackjack
from trainer.games.blackjack.round import BetResult, Phase, Round
from trainer.money import ChipSet
from trainer.rulebooks import Rulebook
from trainer.scene import Scene

TENS = "TJQK"


def answer_key(result: BetResult) -> str:
    """The answer a trainee gives for one settled bet (a settlement question's outcome key):
    "win", "lose", "push", "returned", and, as the croupier pays them apart, "blackjack"
    (BJ-10) and "insurance_win" / "insurance_lose" (BJ-11)."""
    if result.rule_id == "BJ-11" and result.spot.endswith(":insurance"):
        return "insurance_win" if result.paid else "insurance_lose"
    if result.rule_id == "BJ-10" and result.paid:
        return "blackjack"
    return {"won": "win", "lost": "lose"}.get(result.outcome, result.outcome)


# --------------------------------------------------------------------------- cards


def card(rng: random.Random, ranks: str = RANKS) -> Card:
    return Card(rng.choice(ranks), rng.choice(SUITS))


def of_value(rng: random.Random, value: int) -> Card:
    """A random card worth `value` in blackjack (1 is an ace, 10 any ten or court card)."""
    return card(rng, TENS if value == 10 else RANKS[value - 1])


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


def stacked_round(
    rulebook: Rulebook,
    cards: Sequence[Card | str],
    bets: Mapping[int, Decimal],
    sevens_jackpot: Decimal | None = None,
) -> Round:
    """A round whose shoe holds exactly `cards` (checked against BJ-01), with `bets` placed."""
    parsed = _parse(cards)
    verify_shoe(parsed, rulebook)
    rnd = Round(rulebook, Shoe.stacked(parsed), sevens_jackpot=sevens_jackpot)
    for box, stake in sorted(bets.items()):
        rnd.place_bet(box, stake)
    return rnd


def standing_hand(rng: random.Random) -> tuple[Card, Card]:
    """Two cards a player stands on (hard 17-20, no pair of aces, no natural)."""
    while True:
        a, b = card(rng), card(rng)
        value = hand_value((a, b))
        if 17 <= value.total <= 20 and not value.soft:
            return a, b


def dealer_plays_to(rng: random.Random, up: Card, allow_blackjack: bool) -> list[Card]:
    """Cards after the dealer's first card; the engine decides how many he takes."""
    while True:
        rest = [card(rng) for _ in range(8)]
        if allow_blackjack or not is_blackjack([up, rest[0]]):
            return rest


def other_boxes(rng: random.Random, rulebook: Rulebook, count: int) -> list[int]:
    return sorted(rng.sample(range(1, rulebook.blackjack.boxes + 1), count))


def result_of(results: Sequence[BetResult], spot: str) -> BetResult:
    return next(r for r in results if r.spot == spot)


def stand_and_settle(rnd: Round, spot: str) -> tuple[Scene, BetResult]:
    """Every box stands, the dealer plays and the engine settles: the table as the croupier
    sees it before paying, `spot` highlighted, and that spot's result."""
    while rnd.phase is Phase.PLAYERS:
        rnd.stand()
    rnd.play_dealer()
    scene = rnd.scene(highlight=(spot,))
    rnd.settle()
    return scene, result_of(rnd.settlement, spot)


def hide_totals(scene: Scene) -> Scene:
    """The engine's scene labels each hand with its total; a reading question hides them
    (and keeps what the table shows: the cut card, the jackpot meter)."""
    kept = {k: v for k, v in scene.info.items() if k in ("phase", "last_of_shoe", "jackpot")}
    return replace(scene, info=kept)


# --------------------------------------------------------------------------- stakes


def chips_make(amount: Decimal, chips: ChipSet) -> bool:
    try:
        chips.breakdown(amount)
    except ChipError:
        return False
    return True


def payable(amount: Decimal, rulebook: Rulebook) -> bool:
    return chips_make(amount, rulebook.chip_set)


# Stakes by level: round at level 1, awkward at level 4 (BJ-04: within the table limits and
# in chips; each builder keeps only stakes whose answer the chips can pay).
def stake_choices(level: int, rulebook: Rulebook) -> tuple[Decimal, ...]:
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
    fits = tuple(s for s in stakes if low <= s <= high and chips_make(s, chips))
    return fits or (low,)


def stake(rng: random.Random, level: int, rulebook: Rulebook) -> Decimal:
    return rng.choice(stake_choices(level, rulebook))


# --------------------------------------------------------------------------- shared steps


def ratio_step(code: str, rule: str, stake: Decimal, to: int, per: int) -> Text:
    """ "stake × to ÷ per = exact": the exact figure before any rounding (MO-02, MO-05); a
    figure that does not fall on a cent (an odd house ratio) is left to the rounding step."""
    exact = Fraction(stake) * Fraction(to, per)
    if (exact * 100).denominator != 1:
        return text(f"{code}_ratio", rule, stake=stake, to=to, per=per)
    cents = Decimal(exact.numerator * 100 // exact.denominator) / 100
    shown = cents.quantize(Decimal(1) if cents == cents.to_integral_value() else Decimal("0.01"))
    return text(code, rule, stake=stake, to=to, per=per, exact=shown)


def rounding(result: BetResult) -> tuple[Text, ...]:
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
