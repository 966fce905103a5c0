"""Trente et quarante drills: a row's total, the winning chances and the call, refait and prison.

Every question is a coup dealt by the engine (`trainer.games.trente_quarante`) from a stacked
shoe; every expected answer is the engine's: its `row_total`, its `Outcome.winners`, its
`announce` in each language, its settlement lines and refait choices. The drill only chooses
the situation.

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
from trainer.games.trente_quarante import (
    CHANCES,
    Bet,
    Chance,
    Choice,
    Outcome,
    Prisoner,
    Settlement,
    Table,
    announce,
    row_call,
    row_complete,
    row_total,
)
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
    table = Table(rulebook.trente_quarante, shoe, list(prisoners), closing=closing)
    for bet in bets:
        table.place_bet(bet)
    table.deal()
    return table


def _no_labels(scene: Scene, drop: Sequence[str], highlight: Sequence[str] = ()) -> Scene:
    """The felt without the labels that give the answer away (totals, the call)."""
    info = {k: v for k, v in scene.info.items() if k not in drop}
    return replace(scene, info=info, highlight=tuple(highlight))


def _call_params(outcome: Outcome) -> dict[str, str]:
    """TQ-07: the engine's call in the three languages (the table calls it in French; a
    Catalan or Spanish trainee sees the seed's form)."""
    return {
        "fr": announce(outcome, "fr"),
        "ca": announce(outcome, "ca"),
        "es": announce(outcome, "es"),
    }


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
                fr=row_call(total, "fr"),
                ca=row_call(total, "ca"),
                es=row_call(total, "es"),
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

_STAKES = {
    1: (10, 20, 40, 50, 100, 200),
    2: (10, 20, 30, 50, 60, 100, 150),
    3: (15, 25, 35, 45, 70, 90, 125),
    4: (Decimal("12.50"), 15, 17, 25, 35, Decimal("37.50"), 55, 85, 115),
}
_OUTCOME = {
    "pay": "win",
    "collect": "lose",
    "push": "push",
    "half": "half",
    "prison": "prison",
    "release": "release",
}
REFAIT_OUTCOMES = ("win", "lose", "push", "half", "prison", "release")


@dataclass(frozen=True)
class Item:
    """One bet or prisoner of a refait question, with the player's wish when there is one."""

    key: str
    bet: Bet
    refaits: int  # 0: a bet placed this coup; k: a prisoner of k refaits in a row
    wish: Choice | None = None


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
    lines = table.settle()
    if table.phase == "refait":
        for item in items:
            index = next(n for n, p in enumerate(table.pending) if p.bet is item.bet)
            forced = table.pending[index].forced
            lines.append(table.choose(index, forced or item.wish or "half"))
    by_bet: dict[int, Settlement] = {id(line.bet): line for line in lines}
    expected: dict[str, dict[str, str]] = {}
    steps = [text(f"{PREFIX}.refait.step_coup", "TQ-07", **_call_params(outcome))]
    for item in items:
        line = by_bet.get(id(item.bet))
        if line is None:  # a prisoner through a void coup stays (TQ-04)
            value = next(p.value for p in table.prisoners if p.bet is item.bet)
            expected[item.key] = settlement_entry("prison", value)
            steps.append(text(f"{PREFIX}.refait.step_stays", "TQ-04", key=item.key, amount=value))
            continue
        outcome_key = _OUTCOME[line.action]
        amount = Decimal(0) if line.action == "push" else line.amount
        expected[item.key] = settlement_entry(outcome_key, amount)
        steps.append(
            text(f"{PREFIX}.refait.step_{outcome_key}", line.rule, key=item.key, amount=amount)
        )
    rules = sorted({"TQ-04", "RO-11", *(line.rule for line in lines)})
    return Draft(
        prompt=text(
            f"{PREFIX}.refait.prompt_last" if closing else f"{PREFIX}.refait.prompt",
            **_call_params(outcome),
        ),
        scene=scene,
        kind="settlement",
        expected=expected,
        rules=tuple(rules),
        solution=tuple(steps),
        options=tuple(Option(i.key, _item_label(i)) for i in items),
        outcomes=tuple(Option(k, text(f"{PREFIX}.refait.outcome.{k}")) for k in REFAIT_OUTCOMES),
        hints=(text(f"{PREFIX}.refait.hint", "RO-11"),),
    )


def _item_label(item: Item) -> Text:
    chance = _chance_text(item.bet.chance)
    if item.refaits:
        return text(
            f"{PREFIX}.refait.item_prisoner",
            key=item.key,
            chance=chance,
            stake=item.bet.amount,
            refaits=item.refaits,
            wish=f"{PREFIX}.refait.wish.{item.wish or 'none'}",
        )
    return text(
        f"{PREFIX}.refait.item_bet",
        key=item.key,
        chance=chance,
        stake=item.bet.amount,
        wish=f"{PREFIX}.refait.wish.{item.wish or 'none'}",
    )


def _items(rng: random.Random, level: int, count: int, prisoners: int, wishes: bool) -> list[Item]:
    items = []
    for n in range(count):
        chance: Chance = rng.choice(CHANCES)
        stake = Decimal(rng.choice(_STAKES[level]))
        wish: Choice | None = rng.choice(("half", "prison")) if wishes else None
        refaits = 1 if n < prisoners else 0
        items.append(Item(f"{n + 1}", Bet(f"p{n + 1}", chance, stake, distance=n), refaits, wish))
    return items


def _build_refait(rng: random.Random, level: int, rulebook: Rulebook) -> Draft:
    if level == 1:  # a refait, one or two bets: half back or prison
        items = _items(rng, level, rng.randint(1, 2), 0, True)
        return refait_draft(_row(rng, 31), _row(rng, 31), items, rulebook)
    if level == 2:  # a refait with several bets, then prisoners meet a decided coup
        if rng.random() < 0.5:
            items = _items(rng, level, rng.randint(2, 3), 0, True)
            return refait_draft(_row(rng, 31), _row(rng, 31), items, rulebook)
        noir, rouge = _announce_rows(rng, 1)
        items = _items(rng, level, rng.randint(2, 3), rng.randint(1, 2), False)
        return refait_draft(noir, rouge, items, rulebook)
    # levels 3-4: prisoners and new bets; a decided coup, a void one, or a second refait
    roll = rng.random()
    count = rng.randint(3, 4) if level == 3 else rng.randint(4, 6)
    prisoners = rng.randint(1, count - 1)
    if roll < 0.45:
        items = _items(rng, level, count, prisoners, True)
        closing = level == 4 and rng.random() < 0.3
        return refait_draft(_row(rng, 31), _row(rng, 31), items, rulebook, closing)
    noir, rouge = _announce_rows(rng, 2)
    return refait_draft(noir, rouge, _items(rng, level, count, prisoners, False), rulebook)


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
                "second refait, awkward stakes, last coup",
            ),
        ),
        _build_refait,
    ),
)
