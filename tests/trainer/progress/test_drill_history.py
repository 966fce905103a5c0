"""One drill's history for its charts (by day for the trainee, by week for the instructor),
worked out by hand from the answers given."""

from __future__ import annotations

from datetime import date, timedelta

from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.stats import DRILL_HISTORY_SQL, Summary, drill_by_day, drill_by_week

MON3 = T0  # Monday 3 March 2025, 09:00 local (CET)
TUE4 = T0 + timedelta(days=1)
SUN9 = T0 + timedelta(days=6)
TUE11 = T0 + timedelta(days=8)


def _practice(db: Database) -> int:
    anna = add_trainee(db, "Anna")
    pere = add_trainee(db, "Pere")
    # Mon 3 Mar, level 1: right 2 s, right 4 s, wrong 9 s
    answer(db, anna.id, "roulette.payout", 1, True, 2.0, now=MON3)
    answer(db, anna.id, "roulette.payout", 1, True, 4.0, now=MON3 + timedelta(minutes=1))
    answer(db, anna.id, "roulette.payout", 1, False, 9.0, now=MON3 + timedelta(minutes=2))
    # Tue 4 Mar, level 2: right 6 s
    answer(db, anna.id, "roulette.payout", 2, True, 6.0, now=TUE4)
    # Sun 9 Mar, level 2, late evening (still Sunday locally): wrong 5 s, right 3 s
    answer(db, anna.id, "roulette.payout", 2, False, 5.0, now=SUN9 + timedelta(hours=14))
    answer(db, anna.id, "roulette.payout", 2, True, 3.0, now=SUN9 + timedelta(hours=14, minutes=1))
    # Tue 11 Mar, level 2: right 7 s
    answer(db, anna.id, "roulette.payout", 2, True, 7.0, now=TUE11)
    # not this drill, not this trainee: never counted
    answer(db, anna.id, "craps.odds", 1, True, 1.0, now=TUE4)
    answer(db, pere.id, "roulette.payout", 1, False, 20.0, now=TUE4)
    return anna.id


def test_drill_by_day_groups_one_drills_answers_by_local_day(db: Database) -> None:
    anna = _practice(db)
    assert drill_by_day(db, anna, "roulette.payout") == [
        Summary("2025-03-03", 3, 2, 4.0),  # times 2, 4, 9: median 4; 2 of 3 right
        Summary("2025-03-04", 1, 1, 6.0),
        Summary("2025-03-09", 2, 1, 4.0),  # times 5, 3: median (3 + 5) / 2 = 4
        Summary("2025-03-11", 1, 1, 7.0),
    ]
    assert drill_by_day(db, anna, "craps.odds") == [Summary("2025-03-04", 1, 1, 1.0)]


def test_drill_by_week_keys_each_week_by_its_monday(db: Database) -> None:
    anna = _practice(db)
    assert drill_by_week(db, anna, "roulette.payout") == [
        # 3-9 March: times 2, 4, 9, 6, 5, 3 -> 2 3 4 5 6 9, median (4 + 5) / 2 = 4.5;
        # right: 2 s, 4 s, 6 s, 3 s = 4 of 6
        Summary("2025-03-03", 6, 4, 4.5),
        Summary("2025-03-10", 1, 1, 7.0),
    ]
    assert drill_by_week(db, anna, "roulette.payout")[0].accuracy == 4 / 6


def test_drill_history_since_a_day(db: Database) -> None:
    anna = _practice(db)
    since = date(2025, 3, 4)
    assert [s.key for s in drill_by_day(db, anna, "roulette.payout", since=since)] == [
        "2025-03-04",
        "2025-03-09",
        "2025-03-11",
    ]
    # from 4 March the first week keeps 6 s, 5 s, 3 s: median 5, 2 of 3 right
    assert drill_by_week(db, anna, "roulette.payout", since=since) == [
        Summary("2025-03-03", 3, 2, 5.0),
        Summary("2025-03-10", 1, 1, 7.0),
    ]


def test_a_week_follows_the_local_day_not_utc(db: Database) -> None:
    anna = add_trainee(db, "Anna")
    # 00:30 on Monday 10 March in Andorra (CET) is 23:30 on Sunday 9 March in UTC
    monday_night = T0.replace(hour=0, minute=30) + timedelta(days=7)
    answer(db, anna.id, "roulette.payout", 1, True, 3.0, now=monday_night)
    assert drill_by_week(db, anna.id, "roulette.payout") == [Summary("2025-03-10", 1, 1, 3.0)]
    assert drill_by_day(db, anna.id, "roulette.payout") == [Summary("2025-03-10", 1, 1, 3.0)]


def test_an_unpractised_drill_has_no_points(db: Database) -> None:
    anna = _practice(db)
    assert drill_by_day(db, anna, "boule.payout") == []
    assert drill_by_week(db, anna, "boule.payout") == []


def test_drill_history_reads_only_the_covering_index(db: Database) -> None:
    """The chart of one drill must stay a single index range on a million-answer log."""
    for sql, params in (
        (DRILL_HISTORY_SQL, [1, "roulette.payout"]),
        (DRILL_HISTORY_SQL + " AND day >= ?", [1, "roulette.payout", "2025-03-04"]),
    ):
        plan = " ".join(str(row[3]) for row in db.execute("EXPLAIN QUERY PLAN " + sql, params))
        assert "COVERING INDEX attempts_skill_window" in plan, plan
