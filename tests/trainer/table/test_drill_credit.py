"""Table acts count toward the drills whose skill they use (issue 16 §3): the first answer to
a step of a drill's duty (`duty.drill` in procedures.toml) is stored with its level and read
by mastery beside the drills' attempts, so the standing, the level gates and Continue practice
see table work. Expected statuses are worked from the mastery rules (`MasteryRules`): 5 answers
at 70% or more are familiar, 10 at 85% proficient, a full window of 20 at 95% mastered (level 1
of blackjack.pay-blackjack is untimed, so accuracy alone)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.progress.kit import T0
from trainer.drills import catalog
from trainer.drills.base import Response
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import record_attempt, start_session
from trainer.progress.db import open_db
from trainer.progress.mastery import Mastery, drill_mastery, recent_windows, trainee_mastery
from trainer.progress.practice import candidates
from trainer.progress.schedule import rebuild_skill_states
from trainer.progress.standing import class_standings, standings
from trainer.rulebooks import default
from trainer.table.acts import Act
from trainer.table.report import session_report
from trainer.table.session import TableSession
from trainer.table.store import load_records, record_acts, start_table_session

PAY_BJ = "blackjack.pay-blackjack"
SMALLEST = Decimal("0.50")  # andorra-2025's smallest chip


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


class Table:
    """A stored table session dealt act by act, each act two seconds after the last."""

    def __init__(self, db: Database, trainee_id: int, mode: str, seed: int, coups: int) -> None:
        self.db = db
        self.trainee_id = trainee_id
        self.session = TableSession("blackjack", mode, rulebook=default(), seed=seed, coups=coups)
        self.now = T0
        self.id = start_table_session(
            db, trainee_id, "blackjack", mode, "andorra-2025", seed, coups, now=T0
        )

    def act(self, act: Act | str) -> None:
        self.now += timedelta(seconds=2)
        written = len(self.session.records)
        self.session.act(act, seconds=2.0)
        record_acts(self.db, self.id, list(self.session.records[written:]), now=self.now)

    def perfectly(self) -> None:
        step = self.session.expected()
        assert step is not None
        self.act(step.act)


def pay_bj_status(db: Database, trainee_id: int, now: datetime) -> Mastery:
    return drill_mastery(db, trainee_id, catalog.get(PAY_BJ), now=now).level(1).status


def blackjacks_paid_right(table: Table, wanted: tuple[int, ...]) -> dict[int, Mastery]:
    """Deal perfectly until `max(wanted)` blackjacks are paid; the status of the drill's
    level 1 each time the count reaches one of `wanted`."""
    seen: dict[int, Mastery] = {}
    paid = 0
    while paid < max(wanted):
        table.perfectly()
        last = table.session.records[-1]
        if last.duty == "pay_blackjack":
            assert last.counts and last.right and last.drill == PAY_BJ
            paid += 1
            if paid in wanted:
                seen[paid] = pay_bj_status(table.db, table.trainee_id, table.now)
    return seen


def drill_answers_right(
    db: Database, trainee_id: int, wanted: tuple[int, ...]
) -> dict[int, Mastery]:
    """The same number of right answers to the drill itself, two seconds each."""
    drill = catalog.get(PAY_BJ)
    rng = random.Random(5)
    now = T0
    seen: dict[int, Mastery] = {}
    for n in range(1, max(wanted) + 1):
        now += timedelta(seconds=2)
        question = drill.generate(rng, 1, default())
        response = Response("amount", str(question.expected))
        grade = question.grade(response, 2.0)
        assert grade.correct
        record_attempt(db, trainee_id, question, response, grade, now=now)
        if n in wanted:
            seen[n] = pay_bj_status(db, trainee_id, now)
    return seen


def test_twenty_blackjacks_paid_right_at_the_table_count_as_twenty_right_drill_answers(
    db: Database,
) -> None:
    wanted = (4, 5, 10, 19, 20)
    at_table = add_trainee(db, "Laia")
    in_drills = add_trainee(db, "Pol")
    table = Table(db, at_table.id, "practice", seed=16, coups=2000)
    by_table = blackjacks_paid_right(table, wanted)
    by_drills = drill_answers_right(db, in_drills.id, wanted)
    assert (
        by_table
        == by_drills
        == {
            4: Mastery.ATTEMPTED,  # fewer than 5 answers
            5: Mastery.FAMILIAR,
            10: Mastery.PROFICIENT,
            19: Mastery.PROFICIENT,  # a window of 20 is not full yet
            20: Mastery.MASTERED,  # level 1 is untimed: 20 right of 20
        }
    )
    # the standing every screen shows, one trainee or the class
    mine = standings(db, at_table.id, [catalog.get(PAY_BJ)], now=table.now)[PAY_BJ]
    assert mine.proficient and mine.level == 1
    top = recent_windows(db, [at_table.id], top_level_only=True)
    cell = class_standings(db, top, [catalog.get(PAY_BJ)], now=table.now)[(at_table.id, PAY_BJ)]
    assert (cell.status, cell.level) == (Mastery.MASTERED, 1)


def test_continue_practice_moves_a_drill_learnt_at_the_table_to_its_next_level(
    db: Database,
) -> None:
    at_table = add_trainee(db, "Laia")
    newcomer = add_trainee(db, "Pol")
    table = Table(db, at_table.id, "practice", seed=16, coups=2000)
    blackjacks_paid_right(table, (20,))
    drills = [catalog.get(PAY_BJ), catalog.get("blackjack.insurance")]

    def level_asked(trainee_id: int) -> int:
        found = candidates(db, trainee_id, drills, now=table.now)
        return next(c.level for c in found if c.drill_id == PAY_BJ)

    # level 1 is proficient (mastered) at the table: level 2 opens and is the one asked
    assert level_asked(at_table.id) == 2 and level_asked(newcomer.id) == 1
    # the FSRS card moved with the table acts, and rebuilding it from the logs gives it again
    cards = db.execute("SELECT drill_id, level, card_json, due FROM skill_states").fetchall()
    assert (PAY_BJ, 1) in {(d, lv) for d, lv, *_ in cards}
    rebuild_skill_states(db, at_table.id)
    assert db.execute("SELECT drill_id, level, card_json, due FROM skill_states").fetchall() == (
        cards
    )
    # a session begun now counts pay-blackjack at level 2, its working level
    later = Table(db, at_table.id, "practice", seed=3, coups=5)
    blackjacks_paid_right(later, (1,))
    level = db.execute(
        "SELECT level FROM table_acts WHERE session_id = ? AND duty = 'pay_blackjack'", [later.id]
    ).fetchone()[0]
    assert level == 2


def test_a_wrong_blackjack_payout_is_a_mistake_and_its_correction_no_second_answer(
    db: Database,
) -> None:
    trainee = add_trainee(db, "Laia")
    table = Table(db, trainee.id, "practice", seed=16, coups=2000)
    step = table.session.expected()
    while step is None or step.duty.id != "pay_blackjack":
        table.perfectly()
        step = table.session.expected()
    assert step.act.amount is not None
    table.act(Act("pay", step.act.target, step.act.amount + SMALLEST))  # BJ-10 broken
    table.act(Act("correct", step.act.target, step.act.amount))
    wrong, corrected = table.session.records[-2:]
    assert (wrong.verdict, wrong.rule, wrong.counts) == ("wrong", "BJ-10", True)
    assert (corrected.verdict, corrected.counts) == ("right", False)
    blackjacks_paid_right(table, (1,))  # the next one, paid right
    window = trainee_mastery(db, trainee.id, [catalog.get(PAY_BJ)], now=table.now)
    level = window[PAY_BJ].level(1)
    assert (level.answers, level.accuracy) == (2, 0.5)  # one wrong, one right
    assert load_records(db, table.id) == table.session.records


def test_acts_outside_any_drill_count_for_nothing(db: Database) -> None:
    trainee = add_trainee(db, "Laia")
    table = Table(db, trainee.id, "practice", seed=4, coups=3)
    while not table.session.finished:
        table.perfectly()
    records = table.session.records
    counted = [r for r in records if r.counts]
    assert counted and all(r.drill for r in counted)
    assert all(not r.counts for r in records if not r.drill)
    assert {r.duty for r in records if not r.drill} >= {"deal", "clear"}
    # only counted acts carry a level, and mastery finds exactly those answers
    stored = db.execute(
        "SELECT count(*) FROM table_acts WHERE session_id = ? AND level IS NOT NULL", [table.id]
    ).fetchone()[0]
    assert stored == len(counted)
    windows = recent_windows(db, [trainee.id])
    by_drill = {drill: len(w) for (_t, drill, _level), w in windows.items()}
    expected: dict[str, int] = {}
    for r in counted:
        expected[r.drill] = expected.get(r.drill, 0) + 1
    assert by_drill == expected  # fewer than 20 each in three rounds: every one is in
    assert {d: t.total for d, t in session_report(table.session).drills.items()} == expected


def test_learn_mode_shows_every_act_so_nothing_counts(db: Database) -> None:
    trainee = add_trainee(db, "Laia")
    table = Table(db, trainee.id, "learn", seed=4, coups=3)
    while not table.session.finished:
        table.perfectly()
    assert not any(r.counts for r in table.session.records)
    assert db.execute("SELECT count(*) FROM table_acts WHERE level IS NOT NULL").fetchone() == (0,)
    assert db.execute("SELECT count(*) FROM skill_states").fetchone() == (0,)
    assert session_report(table.session).drills == {}


def test_an_act_shown_on_request_counts_for_nothing(db: Database) -> None:
    trainee = add_trainee(db, "Laia")
    table = Table(db, trainee.id, "practice", seed=16, coups=2000)
    step = table.session.expected()
    while step is None or step.duty.id != "pay_blackjack":
        table.perfectly()
        step = table.session.expected()
    assert table.session.reveal() is step
    table.act(step.act)
    assert table.session.records[-1].right and not table.session.records[-1].counts


def test_a_day_at_the_table_is_a_practice_day_for_the_spacing_guard(db: Database) -> None:
    """A drill being learnt that went unanswered on a practice day comes back first
    ("starving"): a day of table practice that did not use it is such a day."""
    trainee = add_trainee(db, "Laia")
    drill = catalog.get("roulette.announce")
    session = start_session(db, trainee.id, now=T0)
    question = drill.generate(random.Random(1), 1, default())
    response = Response("choice", question.expected)
    grade = question.grade(response, 3.0)
    assert grade.correct
    record_attempt(db, trainee.id, question, response, grade, session_id=session.id, now=T0)

    def reason(now: datetime) -> str:
        found = candidates(db, trainee.id, [drill, catalog.get(PAY_BJ)], now=now)
        return next(c.reason for c in found if c.drill_id == drill.id)

    next_day = T0 + timedelta(days=1)
    assert reason(next_day) == "learn"  # no practice day since its answer
    start_table_session(db, trainee.id, "blackjack", "practice", "andorra-2025", 4, 1, now=next_day)
    assert reason(next_day + timedelta(hours=1)) == "starving"
