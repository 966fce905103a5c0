"""Punto banco at the table, coups worked out by hand from the tableau (PB-04 .. PB-12)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import until, verdict
from trainer.cards import Shoe
from trainer.games.punto_banco import PuntoBancoShoe
from trainer.rulebooks import default
from trainer.table.games.punto_banco import PuntoBancoTable
from trainer.table.session import TableSession

BETS = [
    ("seat1:player", Decimal(20)),
    ("seat2:banker", Decimal(15)),
    ("seat3:tie", Decimal(10)),
]
# the burn card 2 and the two cards it burns (PB-07); coup 1; coup 2
CARDS = "2c 3d 4d  2h 5s 3c Kd 4h 3s  Tc 7h 6d Qs"


def _session() -> TableSession:
    book = default()
    shoe = PuntoBancoShoe(book, Shoe.stacked(CARDS.split()))
    table = PuntoBancoTable(book, random.Random(1), 0.0, bets=BETS, shoe=shoe)
    return TableSession("punto_banco", "practice", rulebook=book, seed=1, coups=2, table=table)


def test_pb07_to_pb12_the_player_draws_on_5_and_the_banker_on_5_against_a_4() -> None:
    session = _session()
    assert [s.act.text for s in session.coup_steps(1)] == [
        "burn 2",  # PB-07: the first card is a 2, two cards burned
        "call no_more_bets",  # PB-08
        "deal player",  # PB-08: 1st and 3rd to the player, 2nd and 4th to the banker
        "deal banker",
        "deal player",
        "deal banker",
        "announce player 5",  # 2 + 3 (PB-12)
        "announce banker 5",  # 5 + K = 5
        "draw player",  # PB-10: 0-5 draws; the card is a 4: 9
        "draw banker",  # PB-11: 5 draws against a third card of 4-7; a 3: 8
        "announce player 9",
        "collect seat2:banker",  # PB-12: losers first
        "collect seat3:tie",
        "pay seat1:player 20",  # PB-04: 1 to 1
        "clear",
    ]
    until(session, "draw player")
    assert verdict(session, "stand player") == ("wrong", "PB-10", "wrong_draw")
    assert session.act("draw player").right
    assert verdict(session, "stand banker") == ("wrong", "PB-11", "wrong_draw")
    until(session, "collect seat2:banker")
    assert verdict(session, "pay seat1:player 20") == (
        "out_of_order",
        "PB-12",
        "paid_before_collecting",
    )


def test_pb04_mo03_the_banker_wins_and_the_commission_is_rounded_up_to_the_chip() -> None:
    session = _session()
    until(session, "clear")
    session.act("clear")
    texts = [s.act.text for s in session.due()]
    assert texts == ["call no_more_bets"]
    assert [s.act.text for s in session.progress()[0]] == [
        "call no_more_bets",
        "deal player",
        "deal banker",
        "deal player",
        "deal banker",
        "announce player 6",  # T + 6
        "announce banker 7",  # 7 + Q
        "stand player",  # PB-10: 6 stands
        "stand banker",  # PB-11: the player stood, 7 stands
        "announce banker 7",
        "collect seat1:player",
        "collect seat3:tie",
        # PB-04: 15 at 1 to 1 less 5%: 0.75 is rounded UP to the 0.50 chip, 1.00 (MO-03)
        "pay seat2:banker 14",
        "clear",
    ]
    until(session, "stand player")
    assert verdict(session, "draw player") == ("wrong", "PB-10", "wrong_draw")
    until(session, "pay seat2:banker 14")
    assert verdict(session, "pay seat2:banker 14.25") == ("wrong", "PB-04", "")
    session.act("clear")
    session.close()
    found = [r for r in session.records if r.red_line == "payout_uncorrected"]
    assert [(r.rule, r.expected, r.drill) for r in found] == [
        ("PB-04", "correct seat2:banker 14", "punto_banco.commission")
    ]


def test_pb10_standing_the_player_before_the_totals_are_announced_is_still_a_wrong_draw() -> None:
    session = _session()
    until(session, "announce player 5")
    assert verdict(session, "stand player") == ("wrong", "PB-10", "wrong_draw")
