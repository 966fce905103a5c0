"""Craps at the table, rolls worked out by hand (CR-02 .. CR-19)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import verdict
from trainer.rulebooks import Rulebook, default, load
from trainer.table.games.craps import CrapsTableSteps
from trainer.table.session import TableSession
from trainer.table.words import words

D = Decimal
ROLLS = [
    ((3, 3), [("p1", "win", D(10)), ("p2", "dont_win", D(10)), ("p3", "field", D(5))]),
    ((4, 4), [("p1", "odds:win", D(10)), ("p5", "place:8", D(12)), ("p6", "come", D(10))]),
    ((2, 4), []),
]


def _session(book: Rulebook | None = None, **kwargs: object) -> TableSession:
    book = book or default()
    table = CrapsTableSteps(book, random.Random(1), 0.0, rolls=ROLLS)
    return TableSession("craps", "practice", rulebook=book, seed=1, coups=3, table=table, **kwargs)  # type: ignore[arg-type]


def _deal_coup(session: TableSession) -> list[str]:
    coup = session.prompt().coup
    texts = []
    while session.prompt().coup == coup and not session.finished:
        step = session.expected()
        assert step is not None
        texts.append(step.act.text)
        assert session.act(step.act).right
    return texts


def test_cr02_cr04_cr11_cr13_a_point_of_6_a_place_8_a_come_bet_and_the_point_made() -> None:
    session = _session()
    assert _deal_coup(session) == [
        "call no_more_bets",  # CR-16
        "call point 6 (hard 6)",  # CR-19: 3-3 on the come-out sets the point
        "puck on 6",  # CR-02
        "collect field@p3",  # CR-06: 6 is not a field number
    ]
    assert _deal_coup(session) == [
        "call no_more_bets",
        "call hard 8",
        "move come@p6 8",  # CR-04: the come bet goes to the 8's box
        "pay place:8@p5 14",  # CR-13: 7 to 6 on 12
    ]
    steps = [s.act.text for s in session.due()]
    assert steps == ["call no_more_bets"]
    assert session.act("call no_more_bets").right
    assert verdict(session, "call seven-out") == ("wrong", "CR-19", "")
    assert session.act("call easy 6").right  # 2-4: the point is made
    assert verdict(session, "puck on 6") == ("wrong", "CR-02", "")
    assert session.act("puck off").right
    assert verdict(session, "pay odds:win@p1 12") == (
        "out_of_order",
        "CR-19",
        "paid_before_collecting",
    )
    assert session.act("collect dont_win@p2").right  # CR-03: don't win loses to the point
    assert verdict(session, "pay odds:win@p1 12") == ("out_of_order", "CR-19", "skipped")
    assert session.act("pay win@p1 10").right  # CR-02: 1 to 1
    assert verdict(session, "pay odds:win@p1 10") == ("wrong", "CR-11", "")  # 6 to 5: 12
    assert session.act("correct odds:win@p1 12").right
    assert session.finished


def test_cr17_a_throw_off_the_table_is_a_no_roll_and_dice_on_chips_depend_on_the_rulebook() -> None:
    session = _session(incident_rate=1.0, incidents=("dice_off_table",))
    texts = [s.act.text for s in session.coup_steps()]
    assert texts[:3] == ["call no_more_bets", "call no_roll", "call point 6 (hard 6)"]
    session.act("call no_more_bets")
    assert verdict(session, "call point 6 (hard 6)") == ("wrong", "CR-17", "missed_incident")
    assert session.act("call no_roll").right

    session = _session(incident_rate=1.0, incidents=("dice_on_chips",))
    session.act("call no_more_bets")
    # andorra-2025: "si els daus cauen damunt fitxes de joc, la tirada és vàlida"
    assert verdict(session, "call no_roll") == ("wrong", "CR-17", "")
    assert session.act("call point 6 (hard 6)").right

    session = _session(load("spain-1979"), incident_rate=1.0, incidents=("dice_on_chips",))
    texts = [s.act.text for s in session.coup_steps()]
    assert texts[:3] == ["call no_more_bets", "call no_roll", "call point 6 (hard 6)"]


def test_cr11_cr12_odds_over_the_maximum_are_refused() -> None:
    session = TableSession(
        "craps", "practice", rulebook=default(), seed=5, coups=60, player_error_rate=0.5
    )
    checked = 0
    while not session.finished:
        step = session.expected()
        assert step is not None
        if step.duty.id == "refuse_over_max":
            # three times the flat bet: over the flat bet behind win and come (CR-11) and over
            # 200% behind don't win and don't come (CR-12)
            rule = "CR-12" if step.act.target.startswith("odds:dont") else "CR-11"
            assert step.rule == rule and "odds behind" in words(step.cue, "en")
            assert verdict(session, f"accept {step.act.target}") == ("wrong", rule, "")
            checked += 1
        assert session.act(step.act).right
    assert checked >= 3
