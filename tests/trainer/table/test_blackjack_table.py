"""Blackjack at the table, rounds worked out by hand from the rules: the steps the croupier
owes, and the rule and red line of each wrong act."""

from __future__ import annotations

import random
from decimal import Decimal

from tests.trainer.table.croupier import verdict
from trainer.cards import Shoe
from trainer.rulebooks import default
from trainer.table.games.blackjack import BlackjackTable
from trainer.table.procedure import procedure
from trainer.table.script import Script
from trainer.table.session import TableSession


def _session(seats: dict[int, str], cards: str, mode: str = "practice") -> TableSession:
    book = default()
    table = BlackjackTable(
        book,
        random.Random(1),
        0.0,
        seats={box: Decimal(stake) for box, stake in seats.items()},
        shoe=Shoe.stacked(cards.split()),
    )
    return TableSession("blackjack", mode, rulebook=book, seed=1, coups=1, table=table)


def _texts(session: TableSession) -> list[str]:
    return [s.act.text for s in session.coup_steps()]


def test_bj05_bj06_bj08_bj10_a_round_with_a_blackjack_a_hit_and_a_dealer_draw() -> None:
    # box1 A,K blackjack on 17.50; box2 T,6 hits (16 against a ten) and gets a 5: 21;
    # the dealer's T (no hole card, BJ-05) draws a 6: 16 must draw (BJ-08), a 2: 18 stands.
    session = _session({1: "17.50", 2: "10"}, "As Ts Td Kh 6c 5d 6s 2h")
    assert _texts(session) == [
        "deal box1",  # BJ-05: from the dealer's left
        "deal box2",
        "deal dealer",
        "deal box1",
        "deal box2",
        "deal box2",  # BJ-06: the card box2 asked for
        "draw dealer",  # BJ-08: 10 draws
        "draw dealer",  # BJ-08: 16 draws
        "stand dealer",  # BJ-08: 18 stands
        "announce 18",  # BJ-09
        "pay box2 10",  # BJ-09: right to left, 21 beats 18 at 1 to 1
        "pay box1 26",  # BJ-10: 3 to 2 on 17.50 is 26.25, down to the 0.50 chip (MO-02)
        "clear",
    ]
    assert verdict(session, "deal box2") == ("out_of_order", "BJ-05", "skipped")
    for act in ("deal box1", "deal box2", "deal dealer", "deal box1", "deal box2", "deal box2"):
        assert session.act(act).right
    assert session.act("draw dealer").right
    assert verdict(session, "stand dealer") == ("wrong", "BJ-08", "wrong_draw")  # on 16
    assert session.act("draw dealer").right
    assert verdict(session, "draw dealer") == ("wrong", "BJ-08", "wrong_draw")  # on 18
    assert session.act("stand dealer").right
    assert verdict(session, "announce 16") == ("wrong", "BJ-09", "")
    assert session.act("announce 18").right
    assert verdict(session, "pay box1 26") == ("out_of_order", "BJ-09", "skipped")
    assert session.act("pay box2 10").right
    assert verdict(session, "pay box1 26.50") == ("wrong", "BJ-10", "")  # the chips stand
    assert session.act("clear").right
    assert session.finished
    session.close()  # the session ends with the blackjack still overpaid
    last = session.records[-1]
    assert (last.red_line, last.rule, last.expected) == (
        "payout_uncorrected",
        "BJ-10",
        "correct box1 26",
    )
    assert last.drill == "blackjack.pay-blackjack"


def test_bj07_bj11_insurance_offered_on_an_ace_and_a_bust_collected_at_once() -> None:
    # box1 T,9 = 19 stands; box2 T,6 = 16 against an ace hits, gets a T: bust, collected at
    # once (BJ-07); the dealer A,7 = soft 18 stands (BJ-08).
    session = _session({1: "10", 2: "20"}, "Ts Th Ad 9c 6h Tc 7s")
    assert _texts(session) == [
        "deal box1",
        "deal box2",
        "deal dealer",
        "deal box1",
        "deal box2",
        "call insurance",  # BJ-11: the dealer's first card is an ace
        "deal box2",
        "collect box2",  # BJ-07
        "draw dealer",
        "stand dealer",
        "announce 18",
        "pay box1 10",
        "clear",
    ]
    for act in _texts(session)[:5]:
        assert session.act(act).right
    assert verdict(session, "deal box2") == ("out_of_order", "BJ-11", "")
    assert session.act("call insurance").right
    assert session.act("deal box2").right
    assert verdict(session, "draw dealer") == ("out_of_order", "BJ-07", "")
    assert session.act("collect box2").right


def test_bj08_bj09_soft_17_stands_and_losers_are_collected_before_any_payout() -> None:
    # box1 T,9 = 19; box2 T,6 = 16 stands against a 6; the dealer 6,A = soft 17 stands.
    session = _session({1: "10", 2: "10"}, "Ts Th 6d 9c 6h As")
    assert _texts(session)[5:] == [
        "draw dealer",
        "stand dealer",  # BJ-08: the dealer stands on soft 17
        "announce 17",
        "collect box2",  # BJ-09: 16 loses to 17, collected first
        "pay box1 10",
        "clear",
    ]
    for act in _texts(session)[:6]:
        assert session.act(act).right
    assert verdict(session, "draw dealer") == ("wrong", "BJ-08", "wrong_draw")
    assert session.act("stand dealer").right
    assert session.act("announce 17").right
    assert verdict(session, "pay box1 10") == ("out_of_order", "BJ-09", "paid_before_collecting")
    assert verdict(session, "collect box1") == ("wrong", "BJ-09", "")  # a winner collected
    assert verdict(session, "pay box2 10") == ("wrong", "BJ-09", "")  # a loser paid
    assert session.act("collect box2").right
    assert verdict(session, "pay box1 9.50") == ("wrong", "BJ-09", "")
    fixed = session.act("correct box1 10")
    assert fixed.right and fixed.corrects is not None
    assert session.act("clear").right
    session.close()
    assert not [r for r in session.records if r.red_line == "payout_uncorrected"]


def test_bj02_a_card_face_up_in_the_shoe_and_a_late_bet_are_caught_with_their_rules() -> None:
    book = default()
    for incident, rule in (("face_up_card", "BJ-02"), ("late_bet", "BJ-04")):
        session = TableSession(
            "blackjack",
            "table_ready",
            rulebook=book,
            seed=5,
            coups=1,
            incident_rate=1.0,
            incidents=(incident,),
        )
        steps = session.coup_steps()
        remedy = next(s for s in steps if s.incident)
        assert remedy.rule == rule
        while session.expected() is not remedy:
            assert session.act(session.expected().act).right  # type: ignore[union-attr]
        ignored = steps[steps.index(remedy) + 1].act.text
        assert verdict(session, ignored) == ("wrong", rule, "missed_incident")
        if incident == "late_bet":
            accept = f"accept {remedy.act.target}"
            assert verdict(session, accept) == ("wrong", rule, "accepted_late_bet")
        assert session.act(remedy.act).right


def _total(cards: list[str]) -> int:
    """A blackjack total worked out apart from the engine: an ace is 11 when that stays 21."""
    hard = sum(1 if c[0] == "A" else 10 if c[0] in "TJQK" else int(c[0]) for c in cards)
    return hard + 10 if any(c[0] == "A" for c in cards) and hard + 10 <= 21 else hard


def test_the_independent_rules_hold_over_many_rounds() -> None:
    """Over 300 random rounds, checked from the cards themselves: the first deal goes box by
    box from the left then the dealer (BJ-05), the dealer draws below 17 and stands on 17 or
    more, soft 17 included (BJ-08), a blackjack is paid 3 to 2 down to the 0.50 chip (BJ-10,
    MO-02), and every payout follows every collection (BJ-09)."""
    book = default()
    table = BlackjackTable(book, random.Random(3), 0.05)
    settling = {"collect_losers", "pay_winners", "pay_blackjack", "pay_insurance", "pay_side_bet"}
    stands = 0
    for _ in range(300):
        script = Script(procedure("blackjack"))
        table.coup(script, None)
        rnd = table.round
        assert rnd is not None
        steps = script.steps
        boxes = [f"box{n}" for n in rnd.boxes_in_play]
        assert [s.act.target for s in steps if s.duty.id == "deal"] == [*boxes, "dealer", *boxes]
        dealer = [s.reveals for s in steps if s.act.target == "dealer" and s.reveals]
        for n in range(1, len(dealer)):
            assert _total(dealer[:n]) < 17  # each card drawn below 17
        if any(s.duty.id == "dealer_stands" for s in steps):
            assert 17 <= _total(dealer) <= 21
            stands += 1
        settle = [s.act.family for s in steps if s.duty.id in settling]
        assert settle == sorted(settle, key=lambda family: family != "collect")
        for s in steps:
            if s.duty.id == "pay_blackjack":
                stake = rnd.stake(int(s.act.target[3:]))
                assert s.act.amount == (stake * 3 / 2 // Decimal("0.5")) * Decimal("0.5")
    assert stands > 100
