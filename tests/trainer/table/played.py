"""A blackjack session played by a scripted croupier and stored act by act, with two known
mistakes, for the history, report, PDF and screen tests.

Seed 11, Practice, 5 coups. The coups' steps, as the session writes them (read off
`session.coup_steps`, counted by hand):

    coup  steps  deal collect pay draw stand announce call clear
    1     20     11   1       3   2    1     1        0    1
    2     27     17   4       2   2    0     1        0    1
    3     24     12   6       1   1    1     1        1    1
    4     28     17   3       2   1    1     1        2    1
    5     26     13   0       6   4    0     1        1    1
    all   125    70   14      14  10   3     5        4    5

The croupier does every step right in 2 seconds, except:
- coup 1: "pay box4 10" is paid 10.50 (9 seconds): WRONG (BJ-09), the chips stand; the next act
  corrects it, "correct box4 10" (2 seconds): right, of the pay family;
- coup 2: with "collect box3:under13" due, "pay box3 98" is paid first (7 seconds): OUT OF
  ORDER, the red line "paid_before_collecting" (BJ-09: losers before winners); refused, the
  collect is then done.

So: 127 acts (125 steps + the correction + the refused payout), 125 right; pay 14 of 15,
collect 14 of 15, deal 70 of 70; 1 red line; dealing time 125 x 2 + 9 + 7 = 266 s, so
5 x 3600 / 266 = 67.7 rounds an hour, within blackjack's 60 to 80; the slowest act is the wrong
payout (9 s), then the early one (7 s).
"""

from __future__ import annotations

from decimal import Decimal

from sqlite_utils import Database

from trainer.rulebooks import default
from trainer.table.acts import Act
from trainer.table.session import TableSession
from trainer.table.store import end_table_session, record_acts, start_table_session

GAME, MODE, SEED, COUPS = "blackjack", "practice", 11, 5


def play(session: TableSession) -> None:
    """The scripted croupier above, to the end of the session."""
    while not session.finished:
        step = session.expected()
        assert step is not None
        coup = session.prompt().coup
        if coup == 1 and step.act.text == "pay box4 10":
            session.act(Act("pay", "box4", Decimal("10.50")), seconds=9.0)
            session.act(Act("correct", "box4", Decimal(10)), seconds=2.0)
            continue
        if coup == 2 and step.act.text == "collect box3:under13":
            early = session.act("pay box3 98", seconds=7.0)
            assert early.red_line == "paid_before_collecting"
        session.act(step.act, seconds=2.0)
    session.close()


def play_and_store(db: Database, trainee_id: int) -> int:
    """Play the session, writing each act as it is judged; returns the stored session's id."""
    session = TableSession(GAME, MODE, rulebook=default(), seed=SEED, coups=COUPS)
    sid = start_table_session(db, trainee_id, GAME, MODE, "andorra-2025", SEED, COUPS)
    play(session)
    record_acts(db, sid, list(session.records))
    end_table_session(db, sid, session.coups_dealt)
    return sid
