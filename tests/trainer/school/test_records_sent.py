"""Exam sittings with their signatures, and table sessions with their acts, reach the server
as the station has them; a signature once there never changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.pg_fixtures import School
from tests.trainer.exam_kit import SMALL, right
from tests.trainer.school.kit import Station
from trainer.exams.blueprint import load_all
from trainer.exams.run import ExamRun
from trainer.rulebooks import default
from trainer.school.push import push, waiting
from trainer.school.server import connect
from trainer.table.session import TableSession
from trainer.table.store import end_table_session, record_acts, start_table_session

pytestmark = pytest.mark.school


def _exam(station: Station, data_home: Path, trainee: int) -> ExamRun:
    (data_home / "exams").mkdir(exist_ok=True)
    (data_home / "exams" / "small.toml").write_text(SMALL, encoding="utf-8")
    run = ExamRun.begin(station.db, trainee, load_all().get("small"), seed=3)
    while run.current is not None:
        run.answer(right(run.current), 1.0)
    run.finish()
    return run


def _table(station: Station, trainee: int) -> int:
    session = TableSession("blackjack", "practice", rulebook=default(), seed=9, coups=3)
    sid = start_table_session(station.db, trainee, "blackjack", "practice", "andorra-2025", 9, 3)
    while not session.finished:
        step = session.expected()
        assert step is not None
        session.act(step.act, seconds=2.0)
    session.close()
    record_acts(station.db, sid, list(session.records))
    end_table_session(station.db, sid, session.coups_dealt)
    return len(session.records)


def test_exams_and_table_sessions_are_sent_whole(
    school: School, tmp_path: Path, data_home: Path
) -> None:
    station = Station.open(tmp_path / "one")
    anna = station.trainee("Anna")
    run = _exam(station, data_home, anna)
    acts = _table(station, anna)
    local_exam = station.db.execute(
        "SELECT uuid, ended, result_json, seal_open, seal, signer, details_json FROM exams"
    ).fetchone()
    local_items = station.db.execute(
        "SELECT position, attempt_uuid, seal FROM exam_items ORDER BY position"
    ).fetchall()
    assert local_exam[4] and all(item[2] for item in local_items)  # signed on the station
    with connect(school.station("one")) as conn:
        push(station.db, conn)
    assert waiting(station.db).nothing
    with school.owner() as owner:
        exam = owner.execute(
            "SELECT uuid::text, ended, result_json, seal_open, seal, signer, details_json "
            "FROM school.exams"
        ).fetchone()
        items = owner.execute(
            "SELECT position, attempt_uuid::text, seal FROM school.exam_items ORDER BY position"
        ).fetchall()
        assert exam == tuple(local_exam) and exam[0] == run.exam.uuid
        assert [tuple(i) for i in items] == [tuple(i) for i in local_items]
        answered = owner.execute(
            "SELECT count(*) FROM school.attempts WHERE uuid::text = ANY(%s)",
            [[i[1] for i in local_items]],
        ).fetchone()
        assert answered == (len(local_items),)  # every item's answer is there too
        table = owner.execute(
            "SELECT t.coups, t.ended IS NOT NULL, count(a.id) FROM school.table_sessions t "
            "JOIN school.table_acts a ON a.session_id = t.id GROUP BY t.id"
        ).fetchone()
        assert table == (3, True, acts)
        # a signature once on the server is never changed, not even by its owner
        with pytest.raises(Exception, match="set once"):
            owner.execute("UPDATE school.exams SET seal = 'forged'")
        with pytest.raises(Exception, match="append-only"):
            owner.execute("DELETE FROM school.table_acts")
