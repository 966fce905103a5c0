"""Roulette at the table, spins worked out by hand from the rules (seed 002, RO-11..RO-15)."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import verdict
from trainer.rulebooks import default
from trainer.table.games.roulette import RouletteTable
from trainer.table.session import TableSession
from trainer.table.words import words

LAYOUT = [
    ("p1", "plein:17", Decimal(10)),
    ("p2", "cheval:17-20", Decimal(10)),
    ("p3", "rouge", Decimal(20)),
    ("p4", "dozen:2", Decimal(10)),
    ("p5", "column:3", Decimal(10)),
    ("p6", "column:2", Decimal("7.50")),
]


def _session(numbers: list[int], coups: int = 1, **kwargs: object) -> TableSession:
    book = default()
    table = RouletteTable(book, random.Random(4), 0.0, layout=LAYOUT, numbers=numbers)
    return TableSession(
        "roulette", "practice", rulebook=book, seed=2, coups=coups, table=table, **kwargs
    )  # type: ignore[arg-type]


def test_ro13_ro14_seventeen_announced_marked_losers_collected_winners_paid_in_order() -> None:
    session = _session([17])
    steps = session.coup_steps()
    first = steps[0]
    last_turned = words(first.cue, "en").rsplit(" ", 1)[-1]  # "The wheel last turned …"
    assert last_turned in ("clockwise", "anticlockwise")
    wheel = "anticlockwise" if last_turned == "clockwise" else "clockwise"  # RO-13
    assert [s.act.text for s in steps] == [
        f"launch {wheel}",
        "call no_more_bets",  # RO-13
        "announce 17 noir impair manque",  # RO-14: 17 is black (RO-01), odd, 1-18
        "mark 17",
        "collect rouge",  # RO-14: the losers first, in any order
        "collect column:3",
        "pay column:2 15",  # RO-07: 2 to 1 on 7.50; columns and dozens first, in any order
        "pay dozen:2 20",  # RO-07: 2 to 1
        "pay cheval:17-20 170",  # RO-03: 17 to 1
        "pay plein:17 350",  # RO-02: 35 to 1, the pleins last
    ]
    wrong = "clockwise" if wheel == "anticlockwise" else "anticlockwise"
    assert verdict(session, f"launch {wrong}") == ("wrong", "RO-13", "")
    assert session.act(f"launch {wheel}").right
    assert verdict(session, "announce 17 noir impair manque") == (
        "out_of_order",
        "RO-13",
        "",
    )
    assert session.act("call no_more_bets").right
    assert verdict(session, "announce 17 rouge impair manque") == ("wrong", "RO-14", "")
    assert session.act("announce 17 manque noir impair").right  # the chances in any order
    assert session.act("mark 17").right
    assert verdict(session, "pay dozen:2 20") == (
        "out_of_order",
        "RO-14",
        "paid_before_collecting",
    )
    assert session.act("collect column:3").right  # any order among the losers
    assert session.act("collect rouge").right
    assert verdict(session, "pay plein:17 350") == ("out_of_order", "RO-14", "skipped")
    assert session.act("pay dozen:2 20").right
    assert session.act("pay column:2 15").right
    assert verdict(session, "pay cheval:17-20 160") == ("wrong", "RO-03", "")
    assert verdict(session, "correct cheval:17-20 170") == ("right", "RO-03", "")
    assert verdict(session, "pay plein:17 340") == ("wrong", "RO-02", "")
    assert session.finished
    session.close()
    found = [r for r in session.records if r.red_line == "payout_uncorrected"]
    assert [(r.rule, r.expected) for r in found] == [("RO-02", "correct plein:17 350")]


def test_ro11_ro13_zero_after_seventeen_the_wheel_turns_the_other_way_and_rouge_is_caught() -> None:
    session = _session([17, 0], coups=2)
    first = session.coup_steps(1)[0].act.choice
    while session.prompt().coup == 1:
        step = session.expected()
        assert step is not None
        assert session.act(step.act).right
    launch = session.expected()
    assert launch is not None and launch.act.family == "launch"
    assert launch.act.choice != first  # RO-13: opposite to the last spin
    texts = []
    while not session.finished:
        step = session.expected()
        assert step is not None
        texts.append(step.act.text)
        assert session.act(step.act).right
    assert texts[2] == "announce 0"  # RO-14: no simple chance wins on zero
    rouge = [t for t in texts if t.endswith(" rouge") or " rouge " in t]
    # RO-11: rouge (20) either takes half back (10) or goes to prison whole
    assert rouge in (["half rouge 10"], ["prison rouge"])
    for spot in ("plein:17", "cheval:17-20", "dozen:2", "column:3", "column:2"):
        assert f"collect {spot}" in texts


def test_ro13_ro15_a_late_bet_and_a_chip_in_the_wheel_have_their_remedies() -> None:
    session = _session([5], incident_rate=1.0, incidents=("late_bet",))
    steps = session.coup_steps()
    refuse = next(s for s in steps if s.incident)
    assert (refuse.act.family, refuse.rule) == ("refuse", "RO-13")
    assert steps.index(refuse) == 2  # just after "no hi van més apostes"
    session.act(steps[0].act)
    session.act(steps[1].act)
    assert verdict(session, f"accept {refuse.act.target}") == (
        "wrong",
        "RO-13",
        "accepted_late_bet",
    )
    assert verdict(session, steps[3].act.text) == ("wrong", "RO-13", "missed_incident")
    assert session.act(refuse.act).right

    session = _session([5], incident_rate=1.0, incidents=("chip_in_wheel",))
    texts = [s.act.text for s in session.coup_steps()]
    wheel = texts[0].split()[1]
    # RO-15: "no hi va res", then the ball is launched again (the wheel keeps its way)
    assert texts[:4] == [
        f"launch {wheel}",
        "call no_hi_va_res",
        f"launch {wheel}",
        "call no_more_bets",
    ]
    session.act(texts[0])
    assert verdict(session, f"launch {wheel}") == ("wrong", "RO-15", "missed_incident")
    assert verdict(session, "call no_more_bets") == ("wrong", "RO-15", "missed_incident")
    assert session.act("call no_hi_va_res").right
