"""Boule at the table, spins worked out by hand (BO-01 .. BO-05)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import verdict
from trainer.rulebooks import default
from trainer.table.games.boule import BouleTable
from trainer.table.session import TableSession

LAYOUT = [
    ("p1", "number:7", Decimal(4), 1),
    ("p2", "rouge", Decimal(10), 1),
    ("p3", "passe", Decimal("2.50"), 2),
    ("p4", "pair", Decimal(6), 1),
    ("p5", "number:5", Decimal(2), 2),
]


def _session(number: int) -> TableSession:
    book = default()
    table = BouleTable(book, random.Random(1), 0.0, layout=LAYOUT, numbers=[number])
    return TableSession("boule", "practice", rulebook=book, seed=1, coups=1, table=table)


def test_bo01_bo02_bo05_seven_wins_the_number_rouge_and_passe() -> None:
    session = _session(7)
    texts = [s.act.text for s in session.coup_steps()]
    assert texts[:4] == [
        "call facin_joc",  # BO-04
        "launch",
        "call no_more_bets",  # BO-04
        "announce 7 rouge impair passe",  # BO-01: 7 is red; BO-02: passe is 6-9
    ]
    assert set(texts[4:6]) == {"collect pair", "collect number:5/2"}  # BO-05: losers first
    assert set(texts[6:]) == {
        "pay number:7 28",  # BO-02: 7 to 1 on 4
        "pay rouge 10",  # 1 to 1
        "pay passe/2 2.50",  # 1 to 1, on the second layout
    }
    for act in texts[:4]:
        assert session.act(act).right
    assert verdict(session, "pay rouge 10") == ("out_of_order", "BO-05", "paid_before_collecting")
    assert session.act("collect number:5/2").right
    assert session.act("collect pair").right
    assert verdict(session, "pay number:7 24") == ("wrong", "BO-02", "")


def test_bo02_on_the_5_every_simple_chance_loses() -> None:
    session = _session(5)
    texts = [s.act.text for s in session.coup_steps()]
    assert texts[3] == "announce 5"  # BO-01: the 5 is neither red nor black
    assert set(texts[4:8]) == {
        "collect number:7",
        "collect rouge",
        "collect passe/2",
        "collect pair",
    }
    assert texts[8:] == ["pay number:5/2 14"]  # 7 to 1 on 2
    rules = {s.act.target: s.rule for s in session.coup_steps() if s.act.family == "collect"}
    assert rules == {"number:7": "BO-05", "rouge": "BO-02", "passe/2": "BO-02", "pair": "BO-02"}
