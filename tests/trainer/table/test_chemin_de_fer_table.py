"""Chemin de fer at the table, coups worked out by hand from the tables (CF-01 .. CF-06)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import until, verdict
from trainer.cards import Shoe
from trainer.rulebooks import default
from trainer.table.games.chemin_de_fer import CheminDeFerTable
from trainer.table.session import TableSession
from trainer.table.words import words


def _session(cards: str, stakes: list[tuple[str, str]], error_rate: float = 0.0) -> TableSession:
    book = default()
    table = CheminDeFerTable(
        book,
        random.Random(1),
        error_rate,
        bank=Decimal(200),
        stakes=[(p, Decimal(a)) for p, a in stakes],
        shoe=Shoe.stacked(cards.split()),
    )
    return TableSession("chemin_de_fer", "practice", rulebook=book, seed=1, coups=1, table=table)


def test_cf03_cf04_cf05_punter_3_draws_banker_6_stands_against_a_9_cagnotte_on_110() -> None:
    # punter 3 + K = 3 draws (CF-03) a 9: 2; banker 2 + 4 = 6 against a third card 9 stands
    # (PB-11, not one of CF-04's options); 6 beats 2: the bank wins 50 + 60 = 110 and the
    # house takes 5%: 5.50, on the 0.50 chip (CF-05).
    session = _session("3s 2d Kh 4c 9h", [("p2", "50"), ("p3", "60")])
    assert [s.act.text for s in session.coup_steps()] == [
        "call no_more_bets",
        "deal punter",  # CF-02: the punter first
        "deal banker",
        "deal punter",
        "deal banker",
        "draw punter",
        "stand banker",
        "announce banker 6",
        "collect p2",
        "collect p3",
        "cagnotte 5.50",
        "clear",
    ]
    until(session, "draw punter")
    assert verdict(session, "stand punter") == ("wrong", "CF-03", "wrong_draw")
    assert session.act("draw punter").right
    assert verdict(session, "draw banker") == ("wrong", "CF-04", "wrong_draw")
    until(session, "collect p2")
    assert session.act("collect p3").right  # the stakes in any order
    assert verdict(session, "pay p2 50") == ("wrong", "CF-01", "")  # the bank won
    assert session.act("collect p2").right
    assert verdict(session, "cagnotte 5") == ("wrong", "CF-05", "")
    assert verdict(session, "correct cagnotte 5.50") == ("right", "CF-05", "")
    assert session.act("clear").right
    session.close()
    assert [(r.rule, r.red_line) for r in session.records if r.red_line] == [
        ("CF-03", "wrong_draw"),
        ("CF-04", "wrong_draw"),
    ]


def test_cf02_mo03_a_banker_natural_and_a_cagnotte_rounded_up() -> None:
    # punter 7 + T = 7; banker 5 + 3 = 8, a natural shown at once (CF-02); the bank wins 35:
    # 5% is 1.75, rounded UP to the 0.50 chip: 2.00 (MO-03).
    session = _session("7d 5c Tc 3h", [("p4", "35")])
    assert [s.act.text for s in session.coup_steps()][5:] == [
        "announce natural banker 8",
        "announce banker 8",
        "collect p4",
        "cagnotte 2",
        "clear",
    ]
    until(session, "announce natural banker 8")
    assert verdict(session, "stand punter") == ("not_allowed", "CF-02", "")
    until(session, "cagnotte 2")
    wrong = session.act("cagnotte 1.75")  # the exact 5%, not rounded to the chip
    assert (wrong.verdict.value, wrong.rule) == ("wrong", "CF-05")
    assert wrong.expected is not None
    assert words(wrong.expected.detail, "en") == (
        "5% of the banker's win, €35: €2; Exactly 1.75; an amount the house takes is "
        "rounded up to the smallest chip: take €2 (MO-03)."
    )


def test_cf03_a_punter_who_says_the_wrong_word_is_held_to_the_table() -> None:
    # with every player erring, the punter on 3 says "no" and the banker on 6 against a 9
    # says "carta": the croupier's acts are still the tables' (CF-03, CF-04)
    session = _session("3s 2d Kh 4c 9h", [("p2", "50")], error_rate=1.0)
    steps = {s.act.text: words(s.cue, "en") for s in session.coup_steps()}
    assert steps["draw punter"] == "The punter (3) says “no”"
    assert steps["stand banker"] == "The banker (6) says “carta”"
    until(session, "draw punter")
    assert verdict(session, "stand punter") == ("wrong", "CF-03", "wrong_draw")
