"""Baccarat à deux tableaux at the table, a coup worked out by hand (BD-02, BD-03, CF-02,
CF-03)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import verdict
from trainer.cards import Shoe
from trainer.games.baccarat.banked import PunterBet
from trainer.rulebooks import default
from trainer.table.games.deux_tableaux import DeuxTableauxTable
from trainer.table.session import TableSession

BETS = [
    PunterBet("p1", Decimal(60), "right", priority=1),
    PunterBet("p2", Decimal(30), "left", priority=2),
    PunterBet("p3", Decimal(40), "left", priority=3),
    PunterBet("p4", Decimal(20), "right", priority=4),
]
# right 9 + K = 9, a natural; left 2 + 4 = 6 stands; the banker 3 + T = 3 draws a 5: 8
CARDS = "9s 2d 3c Kh 4s Th 5d"


def test_bd02_bd03_a_limited_bank_of_100_covers_by_priority_and_each_side_settles_alone() -> None:
    book = default()
    table = DeuxTableauxTable(
        book,
        random.Random(1),
        0.0,
        bank=Decimal(100),
        bets=BETS,
        shoe=Shoe.stacked(CARDS.split()),
    )
    session = TableSession("deux_tableaux", "practice", rulebook=book, seed=1, coups=1, table=table)
    texts = [s.act.text for s in session.coup_steps()]
    assert texts == [
        "call no_more_bets",
        "deal right",
        "deal left",
        "deal banker",
        "deal right",
        "deal left",
        "deal banker",
        "announce natural right 9",  # CF-02: shown at once; settled against the banker's 3
        "stand left",  # CF-03: 6 stands
        "draw banker",  # BD-03: the banker's own choice (3: carta)
        "announce right punter",  # 9 beats 3
        "announce left banker",  # 8 beats 6
        "return right@p4",  # BD-02: 60 + 30 + 10 exhaust the bank of 100; p4 is void
        "collect left@p2",
        "collect left@p3",  # covered for the 10 left in the bank
        "pay right@p1 60",  # 1 to 1 on the covered 60; the banker lost 20 net: no cagnotte
        "clear",
    ]
    for act in texts[:8]:
        assert session.act(act).right
    assert verdict(session, "draw left") == ("wrong", "CF-03", "wrong_draw")
    assert session.act("stand left").right
    assert verdict(session, "stand banker") == ("wrong", "BD-03", "")  # he said carta
    for act in texts[9:12]:
        assert session.act(act).right
    assert verdict(session, "pay right@p1 60") == (
        "out_of_order",
        "BD-03",
        "paid_before_collecting",
    )
    assert verdict(session, "pay right@p4 20") == ("wrong", "BD-03", "")  # void, not won
