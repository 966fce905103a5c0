"""Table sessions read back from the progress database: one session's report (the report screen
and its PDF take only its id), a trainee's sessions, and each trainee's sessions per game (My
progress, the trainee detail, the class overview). Counts worked by hand in `played.py`."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.table.croupier import deal_perfectly
from tests.trainer.table.played import play_and_store
from trainer.progress.accounts import add_trainee
from trainer.progress.db import open_db
from trainer.rulebooks import default
from trainer.table.history import sessions_of, stored_session, tables_by_game
from trainer.table.report_words import act_words, pace_words, red_line_words
from trainer.table.session import TableSession
from trainer.table.store import end_table_session, record_acts, start_table_session


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


def test_a_stored_session_with_two_known_mistakes_reports_those_counts(db: Database) -> None:
    sid = play_and_store(db, add_trainee(db, "Laia").id)
    found = stored_session(db, sid)
    report = found.report
    assert found.info.coups == 5 and report.coups == 5
    assert (report.acts.right, report.acts.total) == (125, 127)
    assert (report.by_family["pay"].right, report.by_family["pay"].total) == (14, 15)
    assert (report.by_family["collect"].right, report.by_family["collect"].total) == (14, 15)
    assert (report.by_family["deal"].right, report.by_family["deal"].total) == (70, 70)
    # BJ-09: losers before winners; the early payout is the red line
    assert [(r.red_line, r.rule, r.coup) for r in report.red_lines] == [
        ("paid_before_collecting", "BJ-09", 2)
    ]
    assert [(r.act, r.expected, r.verdict, r.rule) for r in report.wrong] == [
        ("pay box4 10.50", "pay box4 10", "wrong", "BJ-09"),
        ("pay box3 98", "collect box3:under13", "out_of_order", "BJ-09"),
    ]
    assert report.pace.dealing_seconds == 266.0
    assert report.pace.per_hour == pytest.approx(5 * 3600 / 266)
    assert report.pace.verdict == "within"  # 67.7 in blackjack's 60 to 80
    assert [(r.act, r.seconds) for r in report.slowest[:2]] == [
        ("pay box4 10.50", 9.0),
        ("pay box3 98", 7.0),
    ]


def test_the_session_row_sums_its_acts_as_the_report_does(db: Database) -> None:
    trainee = add_trainee(db, "Pau")
    sid = play_and_store(db, trainee.id)
    info = stored_session(db, sid).info
    assert (info.acts, info.right, info.red_lines, info.seconds) == (127, 125, 1, 266.0)
    assert info.pace.per_hour == pytest.approx(5 * 3600 / 266)
    assert [s.id for s in sessions_of(db, trainee.id)] == [sid]
    assert sessions_of(db, trainee.id, "roulette") == []


def test_sessions_are_summed_per_trainee_and_game_with_the_last_timed_pace(
    db: Database,
) -> None:
    laia, pol = add_trainee(db, "Laia"), add_trainee(db, "Pol")
    first = play_and_store(db, laia.id)  # 1 red line, 67.7 rounds an hour
    # a Learn session after it: untimed, so the last pace stays the Practice session's
    later = datetime(2030, 1, 1, 10, tzinfo=UTC)
    learn = TableSession("blackjack", "learn", rulebook=default(), seed=2, coups=2)
    deal_perfectly(learn)
    sid = start_table_session(db, laia.id, "blackjack", "learn", "andorra-2025", 2, 2, now=later)
    record_acts(db, sid, list(learn.records))
    end_table_session(db, sid, 2, now=later)
    # opened and left before any act: not a session played
    start_table_session(db, pol.id, "roulette", "practice", "andorra-2025", 3, 5)
    found = tables_by_game(db, [laia.id, pol.id])
    assert set(found) == {(laia.id, "blackjack")}
    mine = found[(laia.id, "blackjack")]
    assert (mine.sessions, mine.coups, mine.red_lines, mine.last_red_lines) == (2, 7, 1, 0)
    assert mine.last_pace is not None
    assert mine.last_pace.per_hour == pytest.approx(5 * 3600 / 266)
    assert mine.last_played.startswith("2030-01-01")
    assert stored_session(db, first).info.id == first


def test_a_session_never_ended_counts_the_coups_before_the_last_it_reached(
    db: Database,
) -> None:
    trainee = add_trainee(db, "Nil")
    session = TableSession("roulette", "practice", rulebook=default(), seed=4, coups=10)
    sid = start_table_session(db, trainee.id, "roulette", "practice", "andorra-2025", 4, 10)
    while session.coup_number < 3 or session.prompt().coup < 4:
        step = session.expected()
        assert step is not None
        session.act(step.act, seconds=1.0)
    step = session.expected()
    assert step is not None
    session.act(step.act, seconds=1.0)  # coup 4's first act, then the app closed
    record_acts(db, sid, list(session.records))
    info = stored_session(db, sid).info
    assert info.ended is None and info.coups == 3


def test_acts_red_lines_and_pace_read_in_each_language() -> None:
    assert act_words("pay box3 16.50", "ca") == "Pagar · Casella 3 · 16,50 €"
    assert act_words("pay box3 16.50", "es") == "Pagar · Casilla 3 · 16,50 €"
    assert act_words("pay box3 16.50", "en") == "Pay · Box 3 · €16.50"
    assert act_words("call no_more_bets", "ca") == "Cantar · No hi van més apostes"
    assert act_words("", "ca") == ""
    assert red_line_words("paid_before_collecting", "es").startswith("Ha pagado a un ganador")
    session = TableSession("blackjack", "practice", rulebook=default(), seed=11, coups=5)
    from tests.trainer.table.played import play
    from trainer.table.report import session_report

    play(session)
    pace = session_report(session).pace
    assert pace_words(pace, "ca") == "68 jugades per hora, dins de l'objectiu (objectiu de 60 a 80)"
    assert pace_words(pace, "es").startswith("68 jugadas por hora, dentro del objetivo")
