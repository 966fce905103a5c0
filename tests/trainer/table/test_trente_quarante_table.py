"""Trente et quarante at the table, coups worked out by hand (TQ-02 .. TQ-07)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import until, verdict
from trainer.cards import Shoe
from trainer.games.trente_quarante import Bet
from trainer.rulebooks import default
from trainer.table.games.trente_quarante import TrenteQuaranteTable
from trainer.table.session import TableSession

BETS = [
    Bet("p1", "noir", Decimal(20), distance=0),
    Bet("p2", "rouge", Decimal(10), distance=2),
    Bet("p3", "couleur", Decimal(15), distance=1),
    Bet("p4", "inverse", Decimal("12.50"), distance=3),
    Bet("p5", "couleur", Decimal(10), distance=3),
]


def _session(cards: str) -> TableSession:
    book = default()
    table = TrenteQuaranteTable(
        book, random.Random(1), 0.0, bets=BETS, shoe=Shoe.stacked(cards.split())
    )
    return TableSession("trente_quarante", "practice", rulebook=book, seed=1, coups=1, table=table)


def test_tq02_tq03_tq07_noir_32_beats_rouge_33_and_inverse_wins() -> None:
    # noir K 9 5 8 = 32 (TQ-02: stop at 31 or more), rouge Q T 7 6 = 33; 32 is nearer 31, noir
    # wins; noir's first card (K of hearts) is red, not the winning row's colour: inverse.
    session = _session("Kh 9s 5c 8d  Qs Tc 7h 6d")
    texts = [s.act.text for s in session.coup_steps()]
    assert set(texts[11:14]) == {  # TQ-07: losers first, in any order
        "collect rouge@p2",
        "collect couleur@p3",
        "collect couleur@p5",
    }
    assert texts[:11] + texts[14:] == [
        "deal noir",
        "deal noir",
        "deal noir",
        "deal noir",
        "announce noir 32",
        "deal rouge",
        "deal rouge",
        "deal rouge",
        "deal rouge",
        "announce rouge 33",
        "announce noir inverse",
        "pay inverse@p4 12.50",  # TQ-07: couleur/inverse first; 1 to 1 (TQ-03)
        "pay noir@p1 20",
        "clear",
    ]
    until(session, "announce noir 32")
    assert verdict(session, "deal noir") == ("wrong", "TQ-02", "")  # noir is complete
    assert verdict(session, "announce noir 31") == ("wrong", "TQ-07", "")
    assert session.act("announce noir 32").right
    assert verdict(session, "deal noir") == ("wrong", "TQ-02", "")
    until(session, "announce noir inverse")
    assert verdict(session, "announce rouge couleur") == ("wrong", "TQ-07", "")
    assert session.act("announce inverse noir").right  # the words in any order
    assert session.act("collect couleur@p5").right
    assert verdict(session, "pay inverse@p4 12.50") == (
        "out_of_order",
        "TQ-07",
        "paid_before_collecting",
    )
    until(session, "pay inverse@p4 12.50")
    assert verdict(session, "pay noir@p1 20") == ("out_of_order", "TQ-07", "skipped")


def test_tq04_a_refait_31_31_halves_or_imprisons_every_stake() -> None:
    session = _session("Ts Tc Th As  Qd Jh 9c 2s")
    texts = [s.act.text for s in session.coup_steps()]
    assert texts[:11] == [
        *["deal noir"] * 4,
        "announce noir 31",
        *["deal rouge"] * 4,
        "announce rouge 31",
        "announce refait",  # TQ-04: 31-31
    ]
    halves = {  # RO-11 by TQ-04: half of each stake back, down to the 0.50 chip (MO-02)
        "noir@p1": "10",
        "rouge@p2": "5",
        "couleur@p3": "7.50",
        "inverse@p4": "6",  # 6.25 paid 6.00
        "couleur@p5": "5",
    }
    for text in texts[11:-1]:
        family, target, *amount = text.split()
        assert family in ("half", "prison")
        assert amount == ([halves[target]] if family == "half" else [])
    assert len(texts[11:-1]) == len(BETS) and texts[-1] == "clear"
