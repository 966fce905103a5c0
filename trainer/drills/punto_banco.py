"""Punto banco drills: the tableau, totals, commission, tie payout, burn count, settlement.

Every question is a coup dealt by the engine (`trainer.games.punto_banco`) from a stacked
shoe, and every expected answer is the engine's: its tableau says draw or stand, its
`hand_total` gives the total, its settlement gives each bet's fate and amount, its burn gives
the number of cards burned. The drill only chooses the situation to ask about.

Target times: no published per-decision standard for punto banco croupiers was found (dealer
school and audition pages describe the skills, not times). They are set so that a level-4
trainee keeps a mini table's pace: the tableau and a burn count are reflexes (a few seconds),
a commission or a tie payout is one multiplication, and settling a coup scales with its bets.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Literal

from trainer.cards import RANKS, SUITS, Card, Shoe
from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.drills.rounding import rounding_step, rounding_steps
from trainer.games.baccarat.tableau import hand_total
from trainer.games.punto_banco import Coup, Outcome, PuntoBancoShoe, Result, Side
from trainer.money import Rounded, Rounding, stakes_between
from trainer.rulebooks import Rulebook
from trainer.scene import Scene

Hand = Literal["player", "banker"]
STOOD = None

# --------------------------------------------------------------------------- building coups


def _card(rng: random.Random, value: int) -> Card:
    """A random card of baccarat value `value` (0 is a ten or a court card, PB-01)."""
    ranks = "TJQK" if value == 0 else RANKS[value - 1]
    return Card(rng.choice(ranks), rng.choice(SUITS))


def _two_cards(rng: random.Random, total: int) -> tuple[Card, Card]:
    first = rng.randrange(10)
    return _card(rng, first), _card(rng, (total - first) % 10)


def _random_card(rng: random.Random) -> Card:
    return Card(rng.choice(RANKS), rng.choice(SUITS))


def _shoe_order(player: Sequence[Card], banker: Sequence[Card], rest: Sequence[Card]) -> list[Card]:
    """PB-08: the shoe order that deals these two-card hands: P, B, P, B, then the rest."""
    return [player[0], banker[0], player[1], banker[1], *rest]


def _coup_with_outcome(rng: random.Random, rulebook: Rulebook, outcome: Outcome) -> list[Card]:
    """Shoe cards for a coup the engine ends with `outcome` (ties are 1 coup in 10)."""
    for _ in range(500):
        cards = [_random_card(rng) for _ in range(6)]
        coup = Coup(rulebook, Shoe.stacked(cards))
        coup.play_out()
        if coup.outcome == outcome:
            return cards
    raise RuntimeError(f"no {outcome} coup found")  # pragma: no cover - p(fail) ~ 1e-23


# --------------------------------------------------------------------------- third card

# One tableau cell: which hand is asked, the player's and banker's two-card totals, and the
# player's third card value (None: the player stood).
Cell = tuple[Hand, int, int, int | None]

# DECISION: the cells trainees miss are taken to be those at the edge of a rule's range in
# each banker row (3 against 8 and 9; 4 against 0-1, 2, 7, 8-9; 5 against 3, 4, 7, 8; 6
# against 5, 6-7, 8 and with the player standing), the banker's 3-5 draw when the player
# stood, and the player's 5 against 6.
HARD_BANKER: tuple[tuple[int, int | None], ...] = (
    (3, 7), (3, 8), (3, 9),
    (4, 0), (4, 1), (4, 2), (4, 7), (4, 8), (4, 9),
    (5, 3), (5, 4), (5, 7), (5, 8),
    (6, 5), (6, 6), (6, 7), (6, 8), (6, None),
    (3, None), (4, None), (5, None), (7, None),
)  # fmt: skip
HARD_PLAYER = (5, 6)


def _banker_cell(rng: random.Random, banker: int, third: int | None) -> Cell:
    player = rng.randint(6, 7) if third is None else rng.randint(0, 5)  # PB-10
    return ("banker", player, banker, third)


def _any_banker_cell(rng: random.Random) -> Cell:
    return _banker_cell(rng, rng.randint(0, 7), rng.choice([*range(10), None]))


def _player_cell(rng: random.Random, player: int) -> Cell:
    return ("player", player, rng.randint(0, 7), None)


def _natural_cell(rng: random.Random) -> Cell:
    """A natural on either side, asked about the other hand (PB-09 trap)."""
    natural = rng.randint(8, 9)
    other = rng.randint(0, 7)
    hand: Hand = rng.choice(("player", "banker"))
    if hand == "player":  # the banker holds the natural, the player is asked
        return ("player", other, natural, None)
    return ("banker", natural, other, None)


def _pick_cell(rng: random.Random, level: int) -> Cell:
    roll = rng.random()
    if level == 1:  # the player's rule, the banker when the player stood, naturals
        if roll < 0.45:
            return _player_cell(rng, rng.randint(0, 7))
        if roll < 0.9:
            return _banker_cell(rng, rng.randint(0, 7), STOOD)
        return _natural_cell(rng)
    if level == 2:  # every cell of the tableau, evenly
        if roll < 0.15:
            return _player_cell(rng, rng.randint(0, 7))
        if roll < 0.2:
            return _natural_cell(rng)
        return _any_banker_cell(rng)
    hard_share = 0.65 if level == 3 else 0.8
    if roll < hard_share:
        if rng.random() < 0.1:
            return _player_cell(rng, rng.choice(HARD_PLAYER))
        return _banker_cell(rng, *rng.choice(HARD_BANKER))
    if roll < hard_share + 0.1:
        return _natural_cell(rng)
    return _any_banker_cell(rng)


def _cell_cards(rng: random.Random, cell: Cell) -> list[Card]:
    _, player, banker, third = cell
    rest = [_card(rng, third if third is not None else rng.randrange(10)), _random_card(rng)]
    return _shoe_order(_two_cards(rng, player), _two_cards(rng, banker), rest)


_ROW = {0: "any", 1: "any", 2: "any", 3: "not8", 4: "2to7", 5: "4to7", 6: "6to7", 7: "never"}


def third_card_draft(cards: Sequence[Card | str], hand: Hand, rulebook: Rulebook) -> Draft:
    """The question at the moment `hand` must be decided, for a coup dealt from `cards`.

    The engine deals (PB-08), stops on a natural (PB-09) and plays the player's hand by its
    own tableau before a banker question; its `can_draw_*` is the answer."""
    coup = Coup.stacked(rulebook, cards, play=False)
    coup.deal()
    p2, b2 = coup.player_total, coup.banker_total
    if coup.natural:
        answer = "natural"
        rule = "PB-09"
        natural_hand: Hand = "player" if p2 >= 8 and p2 >= b2 else "banker"
        steps = (
            text(
                f"punto_banco.third-card.step_natural_{natural_hand}",
                rule,
                total=p2 if natural_hand == "player" else b2,
            ),
        )
    elif hand == "player":
        answer = "draw" if coup.can_draw_player() else "stand"
        rule = "PB-10"
        steps = (text(f"punto_banco.third-card.step_player_{answer}", rule, total=p2),)
    else:
        coup.draw_player() if coup.can_draw_player() else coup.stand_player()
        answer = "draw" if coup.can_draw_banker() else "stand"
        rule = "PB-11"
        third = coup.player_third
        if third is None:
            step = text(f"punto_banco.third-card.step_stood_{answer}", rule, total=b2)
        else:
            step = text(
                f"punto_banco.third-card.step_third_{answer}",
                rule,
                total=b2,
                third=third.baccarat_value,
                row=f"punto_banco.third-card.row.{_ROW[b2]}",
            )
        steps = (step,)
    scene = coup.scene()
    return Draft(
        prompt=text(f"punto_banco.third-card.prompt_{hand}"),
        scene=_without_totals(scene, (hand,)),
        kind="choice",
        expected=answer,
        rules=(rule,),
        solution=steps,
        options=(
            Option("draw", text("common.draw")),
            Option("stand", text("common.stand")),
            Option("natural", text("punto_banco.third-card.natural")),
        ),
        hints=(
            text("punto_banco.third-card.hint_player", "PB-10"),
            text("punto_banco.third-card.hint_banker", "PB-11"),
        ),
    )


def _build_third_card(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    cell = _pick_cell(rng, level)
    return third_card_draft(_cell_cards(rng, cell), cell[0], rulebook)


# --------------------------------------------------------------------------- hand total


def hand_total_draft(cards: Sequence[Card | str], hand: Hand, rulebook: Rulebook) -> Draft:
    """The total of `hand` once the coup dealt from `cards` is played out (PB-01)."""
    coup = Coup.stacked(rulebook, cards)
    held = coup.player if hand == "player" else coup.banker
    total = hand_total(held)  # PB-01, the engine's total
    values = " + ".join(str(c.baccarat_value) for c in held)
    scene = coup.scene()
    return Draft(
        prompt=text(f"punto_banco.hand-total.prompt_{hand}"),
        scene=_without_totals(scene, (hand,)),
        kind="choice",
        expected=str(total),
        rules=("PB-01",),
        solution=(
            text(
                "punto_banco.hand-total.step",
                "PB-01",
                values=values,
                sum=sum(c.baccarat_value for c in held),
                total=total,
            ),
        ),
        options=tuple(
            Option(str(n), text("punto_banco.hand-total.option", n=n)) for n in range(10)
        ),
        hints=(text("punto_banco.hand-total.hint", "PB-01"),),
    )


def _wanted_hand(rng: random.Random, level: int) -> tuple[Hand, int]:
    """Which hand to ask about and how many cards it should hold."""
    hand: Hand = rng.choice(("player", "banker"))
    size = 2 if level == 1 else 3 if level >= 3 else rng.choice((2, 3))
    return hand, size


def _build_hand_total(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    hand, size = _wanted_hand(rng, level)
    for _ in range(500):
        cards = [_random_card(rng) for _ in range(6)]
        coup = Coup.stacked(rulebook, cards)
        held = coup.player if hand == "player" else coup.banker
        if len(held) != size:
            continue
        if level == 1 and any(c.baccarat_value == 0 for c in held):
            continue  # level 1: pip cards only
        return hand_total_draft(cards, hand, rulebook)
    raise RuntimeError("no coup with that hand found")  # pragma: no cover


# --------------------------------------------------------------------------- money drills

_BANKER_STAKES = {
    1: ("20", "40", "50", "100", "200", "500"),
    2: ("30", "60", "70", "120", "150", "300", "450"),
    3: ("15", "25", "35", "55", "85", "135", "265", "375"),
    4: ("12.50", "17.50", "37.50", "62.50", "115", "235", "335", "565", "785"),
}
_TIE_STAKES = {
    1: ("10", "20", "50", "100"),
    2: ("15", "25", "30", "40", "60", "75"),
    3: ("12", "17", "23", "35", "45", "65", "85"),
    4: ("12.50", "17.50", "27.50", "37.50", "62.50", "87.50", "95"),
}


def _allowed(coup: Coup, spot: str, stakes: Sequence[str]) -> list[Decimal]:
    """Stakes a player could make on `spot` at this house (PB-03, MO-01): the level's list as
    far as the engine accepts them (chips, limits, tie at most a tenth of the maximum,
    multiples of the minimum when the house requires them). When the house refuses most of
    the list, the stakes from the minimum to ten times it that it does accept."""
    allowed = [Decimal(s) for s in stakes if coup.can_place_bet(spot, Decimal(s))]
    if len(allowed) >= 2:
        return allowed
    rules = coup.rules
    multiple = rules.table_min if rules.bets_multiple_of_min else None
    chips = coup.book.chip_set
    # at most 200 of them: a house's fine chip could make tens of thousands to try
    between = stakes_between(rules.table_min, rules.table_min * 10, chips, multiple, most=200)
    return [s for s in between if coup.can_place_bet(spot, s)] or [rules.table_min]


def _policy(rulebook: Rulebook) -> str:
    """Which rounding the question states: to the smallest chip (MO-02/MO-03) or to the cent
    under the house's `exact` setting (MO-05). A trainee cannot answer without knowing it."""
    return "cent" if rulebook.payout_rounding is Rounding.EXACT else "chip"


def _rules_with(*rounded: Rounded | None) -> tuple[str, ...]:
    """The rounding rules a question applied (MO-02, MO-03, MO-05), for its citations."""
    return tuple(sorted({r.rule for r in rounded if r is not None and r.rule}))


def _percent(rate: Decimal) -> str:
    """0.05 -> "5", 0.025 -> "2.5"."""
    value = rate * 100
    return (
        str(value.quantize(Decimal(1)))
        if value == value.to_integral_value()
        else str(value.normalize())
    )


def _without_totals(scene: Scene, highlight: tuple[str, ...]) -> Scene:
    """The felt without the totals label, when reading the totals is the skill asked."""
    info = {k: v for k, v in scene.info.items() if not k.endswith("_total")}
    return replace(scene, info=info, highlight=highlight)


def _seat(rng: random.Random, rulebook: Rulebook) -> int:
    return rng.randint(1, rulebook.punto_banco.seats)


def commission_draft(
    cards: Sequence[Card | str], seat: int, stake: Decimal, rulebook: Rulebook
) -> Draft:
    """A banker win: what is paid (commission taken at once) or what the commission box is
    owed (end of shoe), PB-04, from the engine's settlement. The commission is an amount the
    house takes: rounded up to the smallest chip (MO-03) or to the cent (MO-05); the worked
    solution shows the exact figure and the rounding."""
    spot = f"seat{seat}:banker"
    coup = Coup.stacked(rulebook, cards, [(spot, stake)])
    scene = coup.scene()  # before settlement: the payout is the question
    (result,) = coup.settle().results
    rules = rulebook.punto_banco
    rate = _percent(rules.commission_rate)
    deferred = result.commission_deferred
    win_rounded, commission = result.rounded
    steps: list[Text] = [
        text(
            "punto_banco.commission.step_win",
            "PB-04",
            stake=stake,
            ratio=rules.banker_pays,
            win=result.win,
        ),
        *rounding_steps(win_rounded),
    ]
    step = rounding_step(commission)
    if step is None:
        steps.append(
            text(
                "punto_banco.commission.step_commission",
                "PB-04",
                rate=rate,
                win=result.win,
                commission=result.commission,
            )
        )
    else:
        steps += [
            text("punto_banco.commission.step_commission_of", "PB-04", rate=rate, win=result.win),
            step,
        ]
    if deferred:
        steps.append(text("punto_banco.commission.step_box", "PB-04", commission=result.commission))
    else:
        steps.append(
            text(
                "punto_banco.commission.step_net",
                "PB-04",
                win=result.win,
                commission=result.commission,
                paid=result.amount,
            )
        )
    mode = "box" if deferred else "pay"
    return Draft(
        prompt=text(
            f"punto_banco.commission.prompt_{mode}_{_policy(rulebook)}",
            stake=stake,
            rate=rate,
            chip=rulebook.chip_set.smallest,
        ),
        scene=replace(scene, highlight=(spot,)),
        kind="amount",
        expected=str(result.commission if deferred else result.amount),
        rules=("PB-04", *_rules_with(win_rounded, commission)),
        solution=tuple(steps),
        hints=(text("punto_banco.commission.hint", "MO-03", rate=rate),),
    )


def _build_commission(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    seat = _seat(rng, rulebook)
    empty = Coup(rulebook, Shoe.stacked([]))
    stake = rng.choice(_allowed(empty, f"seat{seat}:banker", _BANKER_STAKES[level]))
    cards = _coup_with_outcome(rng, rulebook, "banker")
    return commission_draft(cards, seat, stake, rulebook)


def tie_payout_draft(
    cards: Sequence[Card | str], seat: int, stake: Decimal, rulebook: Rulebook
) -> Draft:
    """A tie: the tie bet's winnings (PB-04); the engine settles it."""
    spot = f"seat{seat}:tie"
    coup = Coup.stacked(rulebook, cards, [(spot, stake)])
    scene = coup.scene()
    (result,) = coup.settle().results
    ratio = rulebook.punto_banco.tie_pays
    return Draft(
        prompt=text("punto_banco.tie-payout.prompt", stake=stake, ratio=ratio),
        scene=replace(scene, highlight=(spot,)),
        kind="amount",
        expected=str(result.amount),
        rules=("PB-04", "PB-05", *_rules_with(*result.rounded)),
        solution=(
            text(
                "punto_banco.tie-payout.step", "PB-04", stake=stake, ratio=ratio, pay=result.amount
            ),
            *rounding_steps(*result.rounded),
        ),
        hints=(text("punto_banco.tie-payout.hint", "PB-05"),),
    )


def _build_tie_payout(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    seat = _seat(rng, rulebook)
    empty = Coup(rulebook, Shoe.stacked([]))
    stake = rng.choice(_allowed(empty, f"seat{seat}:tie", _TIE_STAKES[level]))
    cards = _coup_with_outcome(rng, rulebook, "tie")
    return tie_payout_draft(cards, seat, stake, rulebook)


# --------------------------------------------------------------------------- burn count


def burn_count_draft(first: Card | str, rulebook: Rulebook) -> Draft:
    """PB-07: the engine turns `first` and burns; the answer is how many cards it burned."""
    card = first if isinstance(first, Card) else Card.parse(first)
    filler = [Card("2", "c")] * 16
    table = PuntoBancoShoe(rulebook, Shoe.stacked([card, *filler]))
    burned = table.burn()
    count = len(burned.burned)
    scene = Coup(rulebook, Shoe.stacked([]), burn=burned.first).scene()
    return Draft(
        prompt=text("punto_banco.burn-count.prompt", card=f"punto_banco.rank.{card.rank}"),
        scene=scene,
        kind="choice",
        expected=str(count),
        rules=("PB-07",),
        solution=(
            text(
                "punto_banco.burn-count.step_court"
                if card.rank in "TJQK"
                else "punto_banco.burn-count.step_one"
                if count == 1
                else "punto_banco.burn-count.step",
                "PB-07",
                card=f"punto_banco.rank.{card.rank}",
                count=count,
            ),
        ),
        options=tuple(
            # 0 is offered: reading a court card at its hand value (0) is the usual slip.
            Option(str(n), text("punto_banco.burn-count.option", n=n))
            for n in range(11)
        ),
        hints=(text("punto_banco.burn-count.hint", "PB-07"),),
    )


def _build_burn_count(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    if level == 1:
        rank = rng.choice("A23456789")
    elif level == 2:
        rank = rng.choice(RANKS)
    else:  # tens and court cards, which count 0 in a hand but 10 here, half the time
        rank = rng.choice("TJQK") if rng.random() < 0.5 else rng.choice("A23456789")
    return burn_count_draft(Card(rank, rng.choice(SUITS)), rulebook)


# --------------------------------------------------------------------------- settle a coup

_OUTCOME_KEY = {"won": "win", "lost": "lose", "push": "push"}
_SETTLE_SHAPE = {  # bets on the layout, outcome weights (player, banker, tie)
    1: (2, (4, 4, 2)),
    2: (3, (4, 4, 2)),
    3: (4, (3, 3, 3)),
    4: (6, (3, 3, 3)),
}


def _result_steps(result: Result) -> tuple[Text, ...]:
    """One bet's line of the worked solution; a banker win shows its commission and how it was
    rounded (PB-04, MO-03), any other win how its payout was rounded (MO-02)."""
    bet = result.bet
    commission = result.commission_rounded
    if result.outcome == "won" and commission is not None and not result.commission_deferred:
        line = text(
            "punto_banco.settle-coup.step_win_banker",
            result.rule_id,
            seat=bet.seat,
            win=result.win,
            commission=result.commission,
            amount=result.amount,
        )
        return (line, *rounding_steps(*result.rounded))
    line = text(
        f"punto_banco.settle-coup.step_{_OUTCOME_KEY[result.outcome]}",
        result.rule_id,
        seat=bet.seat,
        side=f"punto_banco.side.{bet.side}",
        amount=result.amount,
    )
    steps = (line, *rounding_steps(*result.rounded[:1]))
    if commission is not None and result.commission_deferred:  # PB-04, end of shoe
        box = text("punto_banco.commission.step_box", "PB-04", commission=result.commission)
        return (*steps, box, *rounding_steps(commission))
    return steps


def settle_coup_draft(
    cards: Sequence[Card | str], bets: Sequence[tuple[str, Decimal]], rulebook: Rulebook
) -> Draft:
    """Every bet of a finished coup, settled by the engine in croupier order (PB-12)."""
    coup = Coup.stacked(rulebook, cards, bets)
    scene = coup.scene()
    results = coup.settle().results
    expected = {r.bet.spot: settlement_entry(_OUTCOME_KEY[r.outcome], r.amount) for r in results}
    rounded = [x for r in results for x in r.rounded]
    rules = sorted({"PB-12", *(r.rule_id for r in results), *_rules_with(*rounded)})
    options = tuple(
        Option(
            bet.spot,
            text(
                "punto_banco.settle-coup.spot", seat=bet.seat, side=f"punto_banco.side.{bet.side}"
            ),
        )
        for bet in coup.bets
    )
    return Draft(
        prompt=text(
            f"punto_banco.settle-coup.prompt_{_policy(rulebook)}"
            if any(r.commission_rounded for r in results)
            else "punto_banco.settle-coup.prompt",
            winner=f"punto_banco.outcome.{coup.outcome}",
            player=coup.player_total,
            banker=coup.banker_total,
            chip=rulebook.chip_set.smallest,
        ),
        scene=scene,
        kind="settlement",
        expected=expected,
        rules=tuple(rules),
        solution=(
            text("punto_banco.settle-coup.step_order", "PB-12"),
            *(step for r in results for step in _result_steps(r)),
        ),
        options=options,
        outcomes=(
            Option("win", text("common.outcome.win")),
            Option("lose", text("common.outcome.lose")),
            Option("push", text("common.outcome.push")),
        ),
        hints=(text("punto_banco.settle-coup.hint", "PB-05"),),
    )


def _build_settle_coup(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    count, weights = _SETTLE_SHAPE[level]
    outcome: Outcome = rng.choices(("player", "banker", "tie"), weights)[0]
    seats = rulebook.punto_banco.seats
    spots = [f"seat{s}:{side}" for s in range(1, seats + 1) for side in ("player", "banker", "tie")]
    empty = Coup(rulebook, Shoe.stacked([]))
    bets: list[tuple[str, Decimal]] = []
    for spot in rng.sample(spots, k=min(count, len(spots))):
        side: Side = spot.split(":")[1]  # type: ignore[assignment]
        table = _TIE_STAKES if side == "tie" else _BANKER_STAKES
        bets.append((spot, rng.choice(_allowed(empty, spot, table[level]))))
    bets.sort(key=lambda b: (int(b[0].split(":")[0][4:]), b[0]))
    return settle_coup_draft(_coup_with_outcome(rng, rulebook, outcome), bets, rulebook)


# --------------------------------------------------------------------------- catalogue

DRILLS = (
    Drill(
        "punto_banco.third-card",
        "punto_banco",
        levels(
            None,
            6,
            4,
            3,
            (
                "player's rule, banker when the player stood, naturals",
                "every tableau cell",
                "mostly the cells trainees miss",
                "the cells trainees miss, at table speed",
            ),
        ),
        _build_third_card,
    ),
    Drill(
        "punto_banco.hand-total",
        "punto_banco",
        levels(None, 4, 4, 3, ("two pip cards", "two cards", "three cards", "three cards, fast")),
        _build_hand_total,
    ),
    Drill(
        "punto_banco.commission",
        "punto_banco",
        levels(None, 8, 6, 5, ("round stakes", "mixed stakes", "odd stakes", "awkward stakes")),
        _build_commission,
    ),
    Drill(
        "punto_banco.tie-payout",
        "punto_banco",
        levels(None, 6, 5, 4, ("round stakes", "mixed stakes", "odd stakes", "half-chip stakes")),
        _build_tie_payout,
    ),
    Drill(
        "punto_banco.burn-count",
        "punto_banco",
        levels(None, 4, 3, 2, ("pip cards", "any card", "court cards often", "at table speed")),
        _build_burn_count,
    ),
    Drill(
        "punto_banco.settle-coup",
        "punto_banco",
        levels(None, 25, 35, 45, ("two bets", "three bets", "four bets", "six bets")),
        _build_settle_coup,
    ),
)
