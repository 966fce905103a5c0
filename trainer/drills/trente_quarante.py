"""Trente et quarante drills: a row's total, the winning chances and the call, refait and prison.

Every question is a coup dealt by the engine (`trainer.games.trente_quarante`) from a stacked
shoe; every expected answer is the engine's: its `row_total`, its `Outcome.winners`, its
call (`call_of`) in each language, its settlement lines and refait choices. The drill only chooses
the situation.

Money (MO-01, MO-02, MO-05): every stake is one a player could make with the house chips within
TQ-05's limits, and every amount handed back (a half, a quarter, an eighth after repeated refaits,
a prisoner's value) is the engine's, rounded by the house setting; the worked solution shows the
exact figure, the rounding and its rule id.

Target times: no published per-decision standard for trente et quarante croupiers was found.
A row total is a running count the tailleur keeps while dealing (a few seconds), the call is a
reflex once the rows are counted, and a refait settlement scales with the bets on the layout;
level 4 is set at the pace of a working table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from trainer.cards import RANKS, SUITS, Card, Shoe
from trainer.drills.base import Draft, Drill, Option, Text, levels, settlement_entry, text
from trainer.drills.rounding import rounding_step
from trainer.games.trente_quarante import (
    CHANCES,
    Bet,
    Chance,
    Choice,
    Outcome,
    Pending,
    Phase,
    Prisoner,
    Settlement,
    Table,
    call_of,
    row_call_code,
    row_complete,
    row_total,
)
from trainer.i18n import translate
from trainer.money import Rounded, exact_text, stakes_between
from trainer.rulebooks import Rulebook
from trainer.scene import Scene

PREFIX = "trente_quarante"

# --------------------------------------------------------------------------- dealing rows


def _card(rng: random.Random) -> Card:
    return Card(rng.choice(RANKS), rng.choice(SUITS))


def _row(
    rng: random.Random,
    total: int | None = None,
    sizes: Sequence[int] = (),
    colour: str | None = None,
) -> list[Card]:
    """A finished row (TQ-02) dealt from random cards, with the total, length and first-card
    colour asked for (rejection sampling: every row is one a shoe could deal)."""
    for _ in range(5000):
        cards: list[Card] = []
        while not row_complete(cards):
            cards.append(_card(rng))
        if total is not None and row_total(cards) != total:
            continue
        if sizes and len(cards) not in sizes:
            continue
        if colour is not None and cards[0].colour != colour:
            continue
        return cards
    raise RuntimeError("no such row")  # pragma: no cover - every asked row is common


def _table(
    noir: Sequence[Card],
    rouge: Sequence[Card],
    rulebook: Rulebook,
    bets: Sequence[Bet] = (),
    prisoners: Sequence[Prisoner] = (),
    closing: bool = False,
) -> Table:
    """The engine's table with `bets` placed and both rows dealt from a stacked shoe."""
    shoe = Shoe.stacked([*noir, *rouge])
    table = Table(rulebook, shoe, prisoners, closing)
    for bet in bets:
        table.place_bet(bet)
    table.deal()
    return table


def _no_labels(scene: Scene, drop: Sequence[str], highlight: Sequence[str] = ()) -> Scene:
    """The felt without the labels that give the answer away (totals, the call)."""
    info = {k: v for k, v in scene.info.items() if k not in drop}
    return replace(scene, info=info, highlight=tuple(highlight))


def _said(code: str, params: dict[str, str] | None = None) -> dict[str, str]:
    """TQ-07: a call of the engine in the words of the catalogue: "fr" is the table's French
    (the catalogue's English wording), "ca" and "es" the seed's form a Catalan or Spanish
    trainee sees."""
    return {
        "fr": translate(code, "en", params),
        "ca": translate(code, "ca", params),
        "es": translate(code, "es", params),
    }


def _call_params(outcome: Outcome) -> dict[str, str]:
    call = call_of(outcome)
    return _said(call.code, call.params)


def _chance_text(chance: Chance) -> str:
    return f"{PREFIX}.chance.{chance}"


# --------------------------------------------------------------------------- row total

_ROW_SIZES = {1: (4,), 2: (4, 5), 3: (5, 6), 4: (6, 7, 8, 9)}


def row_total_draft(
    noir: Sequence[Card], rouge: Sequence[Card], row: str, rulebook: Rulebook
) -> Draft:
    """TQ-01/TQ-02: the total of `row` as the engine counts it."""
    table = _table(noir, rouge, rulebook)
    cards = table.noir if row == "noir" else table.rouge
    total = row_total(cards)  # TQ-01, the engine's count
    values = " + ".join(str(c.count_value) for c in cards)
    return Draft(
        prompt=text(f"{PREFIX}.row-total.prompt", row=f"{PREFIX}.row.{row}"),
        scene=_no_labels(table.scene(), ("noir", "rouge", "call"), (row,)),
        kind="choice",
        expected=str(total),
        rules=("TQ-01", "TQ-02", "TQ-07"),
        solution=(
            text(f"{PREFIX}.row-total.step", "TQ-01", values=values, total=total),
            text(
                f"{PREFIX}.row-total.step_stop",
                "TQ-07",
                total=total,
                **_said(row_call_code(total)),
            ),
        ),
        options=tuple(
            Option(str(n), text(f"{PREFIX}.row-total.option", n=n)) for n in range(31, 41)
        ),
        hints=(text(f"{PREFIX}.row-total.hint", "TQ-01"),),
    )


def _build_row_total(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    row = rng.choice(("noir", "rouge"))
    sizes = _ROW_SIZES[level]
    noir = _row(rng, sizes=sizes if row == "noir" else ())
    rouge = _row(rng, sizes=sizes if row == "rouge" else ())
    return row_total_draft(noir, rouge, row, rulebook)


# --------------------------------------------------------------------------- announce


def _call_key(outcome: Outcome) -> str:
    kind = outcome.kind
    if kind == "refait":
        return "refait"
    if kind == "void":
        return f"void-{outcome.noir}"
    digit = min(outcome.noir, outcome.rouge) % 10
    return f"{outcome.winning_row}-{outcome.colour_chance}-{digit}"


def _flip(colour: str) -> str:
    return "red" if colour == "black" else "black"


def _candidate_calls(outcome: Outcome) -> list[Outcome]:
    """The true outcome and the slips a croupier makes: the other row, the other colour
    chance, the losing row's digit, a void or a refait called by mistake."""
    n, r, c = outcome.noir, outcome.rouge, outcome.first_colour
    flipped = _flip(c)
    found = [
        outcome,
        Outcome(n, r, flipped),  # type: ignore[arg-type]
        Outcome(r, n, c),
        Outcome(r, n, flipped),  # type: ignore[arg-type]
        Outcome(31, 31, c),
    ]
    if outcome.kind == "decided":
        low, high = min(n, r), max(n, r)
        if high < 40:  # the losing row's digit called for the winner's
            found.append(Outcome(high, 40, c) if n < r else Outcome(40, high, c))
        found.append(Outcome(low, low, c))
    else:
        found.append(Outcome(33, 35, c) if n != 33 else Outcome(34, 36, c))
    unique: dict[str, Outcome] = {}
    for candidate in found:
        unique.setdefault(_call_key(candidate), candidate)
    return list(unique.values())


def _announce_steps(table: Table) -> tuple[Text, ...]:
    outcome = table.outcome
    assert outcome is not None
    steps = [text(f"{PREFIX}.announce.step_rows", "TQ-02", noir=outcome.noir, rouge=outcome.rouge)]
    if outcome.kind == "refait":
        steps.append(text(f"{PREFIX}.announce.step_refait", "TQ-04"))
    elif outcome.kind == "void":
        steps.append(text(f"{PREFIX}.announce.step_void", "TQ-04", total=outcome.noir))
    else:
        row, chance = outcome.winning_row, outcome.colour_chance
        assert row is not None and chance is not None
        colour = f"{PREFIX}.colour.{outcome.first_colour}"
        steps += [
            text(
                f"{PREFIX}.announce.step_winner",
                "TQ-03",
                row=f"{PREFIX}.row.{row}",
                chance=_chance_text(row),
            ),
            text(
                f"{PREFIX}.announce.step_colour",
                "TQ-03",
                colour=colour,
                row=f"{PREFIX}.row.{row}",
                chance=_chance_text(chance),
            ),
        ]
    steps.append(text(f"{PREFIX}.announce.step_call", "TQ-07", **_call_params(outcome)))
    return tuple(steps)


def announce_draft(
    noir: Sequence[Card],
    rouge: Sequence[Card],
    mode: str,
    rulebook: Rulebook,
    shuffle: random.Random,
) -> Draft:
    """`mode` "chances": which chances win (TQ-03, TQ-04); "call": the croupier's call (TQ-07).
    The options of a call question are shuffled with `shuffle`."""
    table = _table(noir, rouge, rulebook)
    outcome = table.outcome
    assert outcome is not None
    steps = _announce_steps(table)
    scene = table.scene()
    if mode == "chances":
        return Draft(
            prompt=text(f"{PREFIX}.announce.prompt_chances"),
            scene=_no_labels(scene, ("call",)),
            kind="choices",
            expected=sorted(outcome.winners),
            rules=("TQ-03", "TQ-04"),
            solution=steps,
            options=tuple(Option(c, text(_chance_text(c))) for c in CHANCES),
            hints=(text(f"{PREFIX}.announce.hint", "TQ-03"),),
        )
    calls = _candidate_calls(outcome)
    shuffle.shuffle(calls)
    return Draft(
        prompt=text(f"{PREFIX}.announce.prompt_call"),
        scene=_no_labels(scene, ("call", "noir", "rouge")),
        kind="choice",
        expected=_call_key(outcome),
        rules=("TQ-03", "TQ-04", "TQ-07"),
        solution=steps,
        options=tuple(
            Option(_call_key(c), text(f"{PREFIX}.announce.call", **_call_params(c))) for c in calls
        ),
        hints=(text(f"{PREFIX}.announce.hint", "TQ-03"),),
    )


def _announce_rows(rng: random.Random, level: int) -> tuple[list[Card], list[Card]]:
    roll = rng.random()
    if level >= 3 and roll < 0.08:  # refait
        return _row(rng, 31), _row(rng, 31)
    if level >= 2 and roll < 0.2:  # void
        total = rng.randint(32, 40)
        return _row(rng, total), _row(rng, total)
    for _ in range(100):
        noir, rouge = _row(rng), _row(rng)
        if row_total(noir) != row_total(rouge):
            return noir, rouge
    raise RuntimeError("no decided coup")  # pragma: no cover


def _build_announce(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    noir, rouge = _announce_rows(rng, level)
    mode = "chances" if level <= 2 else "call"
    return announce_draft(noir, rouge, mode, rulebook, rng)


# --------------------------------------------------------------------------- refait

# Stakes by level (MO-01, TQ-05): every stake from the table minimum up to 15 times it that the
# house chips make, in multiples of 10 at level 1, of 5 at level 2, of 1 at level 3, and of the
# smallest chip at level 4 (37.50: a quarter of it, 9.375, has to be rounded).
_STAKE_MULTIPLE: dict[int, Decimal | None] = {1: Decimal(10), 2: Decimal(5), 3: Decimal(1), 4: None}
_STAKE_SPAN = 15
_MOST = 1000  # stakes listed for one question: a house's fine chip could make millions
_OUTCOME = {
    "pay": "win",
    "collect": "lose",
    "push": "push",
    "half": "half",
    "prison": "prison",
    "release": "release",
}
REFAIT_OUTCOMES = ("win", "lose", "push", "half", "prison", "release")
_PARTS = (2, 4, 8, 16)  # the parts a refait step names in words: half, quarter, eighth…


def stakes(level: int, rulebook: Rulebook) -> list[Decimal]:
    """The stakes a refait question may show at `level`: whole chips within TQ-05's limits."""
    rules, chips = rulebook.trente_quarante, rulebook.chip_set
    high = min(rules.table_max, rules.table_min * _STAKE_SPAN)
    found = stakes_between(rules.table_min, high, chips, _STAKE_MULTIPLE[level], most=_MOST)
    return found or stakes_between(rules.table_min, rules.table_max, chips, most=_MOST)


@dataclass(frozen=True)
class Item:
    """One bet or prisoner of a refait question, with the player's wish when there is one."""

    key: str
    bet: Bet
    refaits: int  # 0: a bet placed this coup; k: a prisoner of k refaits in a row
    wish: Choice | None = None


def _divisor(item: Item, line: Settlement) -> int:
    """What the original stake was divided by for `line` (RO-11: counted on the stake)."""
    halvings = max(item.refaits - 1, 0)
    if line.act == "half":
        halvings = item.refaits + 1
    elif line.act == "prison":
        halvings = item.refaits
    return int(2**halvings)


def _worth_step(key: str, stake: Decimal, divisor: int, value: Rounded) -> Text | None:
    """A prisoner's value that had to be rounded (MO-02 down to the chip, MO-05 to the cent)."""
    if not value.rule:
        return None
    code = "worth_cent" if value.rule == "MO-05" else "worth_down"
    return text(
        f"{PREFIX}.refait.{code}",
        value.rule,
        key=key,
        stake=stake,
        divisor=divisor,
        exact=exact_text(value.exact),
        amount=value.amount,
    )


def _item_steps(item: Item, line: Settlement) -> list[Text]:
    """The worked step for one settled bet or prisoner, and its rounding when there was one."""
    outcome_key = _OUTCOME[line.act]
    amount = Decimal(0) if line.act == "push" else line.amount
    divisor = _divisor(item, line)
    params: dict[str, object] = {"key": item.key, "amount": amount, "stake": item.bet.amount}
    code = f"{PREFIX}.refait.step_{outcome_key}"
    if line.act == "half":
        part = f"{PREFIX}.part.{divisor}" if divisor in _PARTS else f"{PREFIX}.part.other"
        params |= {"part": part, "divisor": divisor}
    elif line.act in ("prison", "release", "collect") and divisor > 1:
        code += "_part"
        params["divisor"] = divisor
    steps = [text(code, line.rule, **params)]
    rounded = line.rounded
    if rounded is not None and line.act in ("half", "release", "pay"):
        step = rounding_step(rounded)  # MO-02 / MO-05: an amount handed to the player
    elif rounded is not None:
        step = _worth_step(item.key, item.bet.amount, divisor, rounded)
    else:
        step = None
    return steps + ([step] if step is not None else [])


def _forced_step(key: str, pending: Pending, closing: bool) -> Text:
    """Why RO-11 overrides the player's wish: below the minimum, last coup, or no prison."""
    if pending.forced == "prison":
        return text(f"{PREFIX}.refait.forced.prison", "RO-11", key=key, amount=pending.stays.amount)
    reason = "last" if closing else "no_prison"
    return text(f"{PREFIX}.refait.forced.{reason}", "RO-11", key=key)


def _stays_steps(item: Item, value: Rounded) -> list[Text]:
    """A prisoner through a void coup: it stays, worth what it was worth (TQ-04)."""
    divisor = 2 ** (item.refaits - 1)
    code = f"{PREFIX}.refait.step_stays" + ("_part" if divisor > 1 else "")
    params = {"key": item.key, "amount": value.amount, "stake": item.bet.amount}
    steps = [text(code, "TQ-04", divisor=divisor, **params)]
    worth = _worth_step(item.key, item.bet.amount, divisor, value)
    return steps + ([worth] if worth is not None else [])


def refait_draft(
    noir: Sequence[Card],
    rouge: Sequence[Card],
    items: Sequence[Item],
    rulebook: Rulebook,
    closing: bool = False,
) -> Draft:
    """Every bet and prisoner of a coup settled by the engine; after a refait each takes its
    player's wish unless the rules impose the other (RO-11)."""
    bets = [i.bet for i in items if i.refaits == 0]
    prisoners = [Prisoner(i.bet, i.refaits) for i in items if i.refaits > 0]
    table = _table(noir, rouge, rulebook, bets, prisoners, closing)
    scene = table.scene()
    outcome = table.outcome
    assert outcome is not None
    table.settle()
    lines = list(table.settlements)
    why: dict[str, Text] = {}
    if table.phase is Phase.REFAIT:
        for item in items:
            index = next(n for n, p in enumerate(table.pending) if p.bet is item.bet)
            pending = table.pending[index]
            if pending.forced is not None and pending.forced != item.wish:
                why[item.key] = _forced_step(item.key, pending, closing)
            lines.append(table.choose(index, pending.forced or item.wish or "half").line)
    by_bet: dict[int, Settlement] = {id(line.bet): line for line in lines}
    expected: dict[str, dict[str, str]] = {}
    steps = [text(f"{PREFIX}.refait.step_coup", "TQ-07", **_call_params(outcome))]
    for item in items:
        line = by_bet.get(id(item.bet))
        if line is None:  # a prisoner through a void coup stays (TQ-04)
            value = next(table.prison_value(p) for p in table.prisoners if p.bet is item.bet)
            expected[item.key] = settlement_entry("prison", value.amount)
            steps += _stays_steps(item, value)
            continue
        amount = Decimal(0) if line.act == "push" else line.amount
        expected[item.key] = settlement_entry(_OUTCOME[line.act], amount)
        steps += _item_steps(item, line)
        steps += [why[item.key]] if item.key in why else []
    rules = sorted({"TQ-04", "RO-11", *(line.rule for line in lines), *(s.rule for s in steps)})
    return Draft(
        prompt=text(
            f"{PREFIX}.refait.prompt_last" if closing else f"{PREFIX}.refait.prompt",
            **_call_params(outcome),
        ),
        scene=scene,
        kind="settlement",
        expected=expected,
        rules=tuple(r for r in rules if r),
        solution=tuple(steps),
        options=tuple(Option(i.key, _item_label(i)) for i in items),
        outcomes=tuple(Option(k, text(f"{PREFIX}.refait.outcome.{k}")) for k in REFAIT_OUTCOMES),
        hints=(text(f"{PREFIX}.refait.hint", "RO-11"),),
    )


def _item_label(item: Item) -> Text:
    """The bet as the trainee reads it: stake, chance, refaits in a row and the player's wish
    ("1: 37,50 € al vermell, a la presó després d'un refait"), with no plural after one."""
    params: dict[str, str] = {
        "key": item.key,
        "on": f"{PREFIX}.on.{item.bet.chance}",
        "stake": str(item.bet.amount),
        "wish": f"{PREFIX}.refait.wish.{item.wish or 'none'}",
    }
    if item.refaits == 0:
        return text(f"{PREFIX}.refait.item_bet", **params)
    if item.refaits == 1:  # no plural after one (issue 12)
        return text(f"{PREFIX}.refait.item_prisoner_one", **params)
    return text(f"{PREFIX}.refait.item_prisoner", refaits=item.refaits, **params)


def _items(
    rng: random.Random, level: int, count: int, prisoners: int, wishes: bool, book: Rulebook
) -> list[Item]:
    pool = stakes(level, book)
    items = []
    for n in range(count):
        chance: Chance = rng.choice(CHANCES)
        stake = rng.choice(pool)
        wish: Choice | None = rng.choice(("half", "prison")) if wishes else None
        refaits = 0
        if n < prisoners:  # level 4: some prisoners have sat through two refaits already
            refaits = 2 if level == 4 and rng.random() < 0.35 else 1
        items.append(Item(f"{n + 1}", Bet(f"p{n + 1}", chance, stake, distance=n), refaits, wish))
    return items


def _build_refait(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    if level == 1:  # a refait, one or two bets: half back or prison
        items = _items(rng, level, rng.randint(1, 2), 0, True, rulebook)
        return refait_draft(_row(rng, 31), _row(rng, 31), items, rulebook)
    if level == 2:  # a refait with several bets, then prisoners meet a decided coup
        if rng.random() < 0.5:
            items = _items(rng, level, rng.randint(2, 3), 0, True, rulebook)
            return refait_draft(_row(rng, 31), _row(rng, 31), items, rulebook)
        noir, rouge = _announce_rows(rng, 1)
        items = _items(rng, level, rng.randint(2, 3), rng.randint(1, 2), False, rulebook)
        return refait_draft(noir, rouge, items, rulebook)
    # levels 3-4: prisoners and new bets; a decided coup, a void one, or a second refait
    roll = rng.random()
    count = rng.randint(3, 4) if level == 3 else rng.randint(4, 6)
    prisoners = rng.randint(1, count - 1)
    if roll < 0.45:
        items = _items(rng, level, count, prisoners, True, rulebook)
        closing = level == 4 and rng.random() < 0.3
        return refait_draft(_row(rng, 31), _row(rng, 31), items, rulebook, closing)
    noir, rouge = _announce_rows(rng, 2)
    items = _items(rng, level, count, prisoners, False, rulebook)
    return refait_draft(noir, rouge, items, rulebook)


# --------------------------------------------------------------------------- catalogue

DRILLS = (
    Drill(
        "trente_quarante.row-total",
        "trente_quarante",
        levels(None, 6, 6, 5, ("four-card rows", "four or five cards", "five or six", "long rows")),
        _build_row_total,
    ),
    Drill(
        "trente_quarante.announce",
        "trente_quarante",
        levels(
            None,
            8,
            6,
            5,
            (
                "winning chances, totals shown",
                "winning chances, void coups",
                "the call, refaits",
                "the call, at table speed",
            ),
        ),
        _build_announce,
    ),
    Drill(
        "trente_quarante.refait",
        "trente_quarante",
        levels(
            None,
            30,
            40,
            50,
            (
                "half or prison",
                "several bets; prisoners released or lost",
                "prisoners and new bets",
                "third refait, stakes to the chip, last coup",
            ),
        ),
        _build_refait,
    ),
)
