"""Records, report and storage of a table session: append-only rows in the progress database
(m010), the report and each coup's replay read back from them alone, the drill mapping and the
pace against the game's target."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.table.croupier import deal_perfectly
from trainer.progress.accounts import add_trainee
from trainer.progress.db import open_db
from trainer.rulebooks import default
from trainer.table.report import build_report, replay, session_report
from trainer.table.session import TableSession
from trainer.table.store import end_table_session, load_records, record_acts, start_table_session


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


class Ticks:
    """A clock that moves 3 seconds between reads."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 3.0
        return self.now


def test_a_session_is_stored_act_by_act_and_its_report_comes_back_from_the_rows(
    db: Database,
) -> None:
    trainee = add_trainee(db, "Laia")
    session = TableSession("blackjack", "practice", rulebook=default(), seed=9, coups=4)
    sid = start_table_session(db, trainee.id, "blackjack", "practice", "andorra-2025", 9, 4)
    written = 0
    session.act("clear")  # a wrong act on purpose
    while not session.finished:
        step = session.expected()
        assert step is not None
        session.act(step.act, seconds=2.0)
        new = session.records[written:]
        record_acts(db, sid, list(new))
        written += len(new)
    session.close()
    record_acts(db, sid, list(session.records[written:]))
    end_table_session(db, sid, session.coups_dealt)
    stored = load_records(db, sid)
    assert stored == session.records
    assert build_report("blackjack", "practice", 4, stored) == session_report(session)
    assert [r.act for r in replay(stored, 2)] == [
        s.act.text for s in session.coup_steps(2)
    ]  # a coup dealt right replays as its steps
    row = db.execute("SELECT coups, ended IS NOT NULL FROM table_sessions").fetchone()
    assert row == (4, 1)


def test_table_acts_are_append_only(db: Database) -> None:
    trainee = add_trainee(db, "Pol")
    session = TableSession("roulette", "learn", rulebook=default(), seed=1, coups=1)
    deal_perfectly(session)
    sid = start_table_session(db, trainee.id, "roulette", "learn", "andorra-2025", 1, 1)
    record_acts(db, sid, list(session.records))
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("UPDATE table_acts SET verdict = 'wrong'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        db.execute("DELETE FROM table_acts")


def test_the_report_counts_families_red_lines_drills_and_the_pace_against_the_target() -> None:
    session = TableSession(
        "blackjack", "practice", rulebook=default(), seed=3, coups=2, clock=Ticks()
    )
    while not session.finished:
        step = session.expected()
        assert step is not None
        session.act(step.act)  # each act takes 3 seconds on this clock
    session.close()
    report = session_report(session)
    acts = len(session.records)
    assert report.acts.total == acts and report.pace.dealing_seconds == 3.0 * acts
    assert report.pace.per_hour == pytest.approx(2 * 3600 / (3.0 * acts))
    assert report.pace.target.low == 60 and report.pace.target.high == 80  # issue 16
    expected = (
        "below"
        if report.pace.per_hour < 60
        else "within"
        if report.pace.per_hour <= 80
        else "above"
    )  # type: ignore[operator]
    assert report.pace.verdict == expected
    assert sum(t.total for t in report.by_family.values()) == acts
    deals = sum(1 for r in session.records if r.family == "deal")
    assert report.by_family["deal"].total == deals
    paid = [r for r in session.records if r.drill == "blackjack.settle-table"]
    assert report.drills["blackjack.settle-table"].total == len(paid)
    assert len(report.slowest) == 5 and not report.red_lines


def test_a_blackjack_paid_at_the_table_counts_toward_the_pay_blackjack_drill() -> None:
    for seed in range(40):
        session = TableSession("blackjack", "practice", rulebook=default(), seed=seed, coups=3)
        deal_perfectly(session)
        report = session_report(session)
        if "blackjack.pay-blackjack" in report.drills:
            pays = [r for r in session.records if r.duty == "pay_blackjack"]
            assert report.drills["blackjack.pay-blackjack"].right == len(pays) > 0
            return
    raise AssertionError("no blackjack in 40 short sessions")


def test_learn_prompts_the_next_act_and_practice_does_not() -> None:
    learn = TableSession("roulette", "learn", rulebook=default(), seed=1, coups=1)
    prompt = learn.prompt()
    assert prompt.next_act is not None and prompt.next_act.family == "launch"
    assert prompt.rule == "RO-13"
    practice = TableSession("roulette", "practice", rulebook=default(), seed=1, coups=1)
    assert practice.prompt().next_act is None
    wrong = practice.act("mark 5")
    assert not wrong.right and practice.hint(wrong) == ""
    guided = TableSession("roulette", "guided", rulebook=default(), seed=1, coups=1)
    assert guided.prompt().next_act is None
    hint = guided.hint(guided.act("mark 5"))
    assert hint.startswith("Turn the wheel and launch the ball: ") and "RO-13" in hint
    assert "[launch " in hint  # the act as typed
