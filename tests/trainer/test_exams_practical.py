"""Practical exams (issue 17): a blueprint section may be a table session, graded with the
other sections as areas A, B, C or fail; a red line fails the exam; a failed area is retaken
alone, the others carried; the certificate lists the areas and verifies."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlite_utils import Database

from tests.trainer.practical_kit import PRACTICAL, answer_questions, practical, sit_practical
from tests.trainer.seal_kit import instructor, school_key
from trainer.exams import certificate_code, keys
from trainer.exams.blueprint import BlueprintError, load_all, parse
from trainer.exams.history import exam_record
from trainer.exams.practical import RetakeRefused, band
from trainer.exams.run import ExamRun, Proctor, plan_retake
from trainer.exams.verify import verify
from trainer.progress.accounts import add_trainee
from trainer.progress.db import open_db
from trainer.table.history import sessions_of, stored_session


@pytest.fixture
def db(data_home: Path) -> Iterator[Database]:
    database = open_db(data_home / "progress.db", backup=False)
    yield database
    database.close()


@pytest.mark.parametrize(
    ("right", "total", "mark", "grade"),
    [
        # mark 90%: C from 90%, B from 93.3%, A from 96.7% (the room above split in three)
        (9, 10, 90, "C"),
        (19, 20, 90, "B"),  # 95%: 5 points above of a room of 10, a half
        (29, 30, 90, "A"),  # 96.7%: two thirds of the room, exactly
        (28, 30, 90, "B"),  # 93.3%: one third of the room, exactly
        (8, 10, 90, "fail"),
        (10, 10, 100, "A"),  # a mark of 100% met
        (9, 10, 100, "fail"),
        (3, 4, 75, "C"),  # 75% of 75%: met, no room used
        (4, 4, 75, "A"),
        (8, 10, 80, "C"),  # 8 of 10 against 80% is met (whole numbers, no float rounding)
    ],
)
def test_a_mark_is_graded_by_the_third_of_the_room_above_it(
    right: int, total: int, mark: int, grade: str
) -> None:
    assert band(right, total, mark) == grade


def test_a_table_section_is_validated_like_any_field(tmp_path: Path) -> None:
    table = tomllib.loads(PRACTICAL)
    assert parse(table, "practical.toml").sections[1].kind == "table"
    for change, field in (
        ({"game": "poker"}, "sections[1].game"),
        ({"mode": "learn"}, "sections[1].mode"),  # Learn prompts each act: not an exam
        ({"pass_marks": {"shout": 90}}, "sections[1].pass_marks.shout"),
        ({"pass_marks": {"pay": 120}}, "sections[1].pass_marks.pay"),
        ({"red_lines": ["rude"]}, "sections[1].red_lines[0]"),
        ({"level": 3}, "sections[1].level"),
    ):
        bad = tomllib.loads(PRACTICAL)
        bad["sections"][1].update(change)
        with pytest.raises(BlueprintError) as caught:
            parse(bad, "practical.toml")
        assert caught.value.field == field, change
    del table["sections"][0]["level"]
    with pytest.raises(BlueprintError, match="missing") as missing:
        parse(table, "practical.toml")
    assert missing.value.field == "sections[0].level"


def test_the_bundled_blackjack_practical_deals_ten_rounds_in_table_ready() -> None:
    blueprint = load_all().get("blackjack-practical")
    table = blueprint.sections[1]
    assert (table.kind, table.game, table.mode, table.coups) == (
        "table",
        "blackjack",
        "table_ready",
        10,
    )
    assert table.pass_marks["collect"] == 100 and table.pass_marks["pay"] == 90
    assert len(table.failing_red_lines) == 6  # every red line of procedures.toml


@pytest.mark.parametrize(
    ("blueprint_id", "game", "marks"),
    [
        # PB-08 the deal, PB-12/PB-09 the totals and winner, PB-10/PB-11 the third card,
        # PB-12 collecting, PB-04/PB-05 paying, PB-04/MO-03 the commission
        (
            "punto-banco-practical",
            "punto_banco",
            {
                "deal": 95,
                "announce": 90,
                "draw": 100,
                "stand": 100,
                "collect": 100,
                "pay": 90,
                "commission": 90,
            },
        ),
        # RO-13 "no more bets", RO-14 the number called and the dolly, RO-14 collecting,
        # RO-02..RO-10 paying
        (
            "roulette-practical",
            "roulette",
            {"call": 100, "announce": 95, "mark": 100, "collect": 100, "pay": 90},
        ),
    ],
)
def test_the_bundled_punto_banco_and_roulette_practicals_deal_ten_coups_in_table_ready(
    db: Database, blueprint_id: str, game: str, marks: dict[str, int]
) -> None:
    blueprint = load_all().get(blueprint_id)
    assert not blueprint.custom and {"en", "ca", "es"} <= set(blueprint.title)
    questions, table = blueprint.sections
    assert questions.kind == "drills" and all(d.startswith(game) for d in questions.drills)
    assert (table.kind, table.game, table.mode, table.coups) == ("table", game, "table_ready", 10)
    assert dict(table.pass_marks) == marks
    assert len(table.failing_red_lines) == 6  # every red line of procedures.toml
    # sat perfectly (headless): every area A, every act family with a mark came up
    run = sit_practical(db, add_trainee(db, "Marta").id, blueprint=blueprint)
    result = run.result
    assert result is not None and result.passed
    assert [s.grade for s in result.sections] == ["A", "A"]
    area = result.sections[1].table
    assert area is not None and area.coups == 10 and area.right == area.acts
    assert {f.family for f in area.families} >= set(marks) - {"commission"}


def test_a_practical_passed_grades_each_area_and_stores_its_table_session(
    db: Database,
) -> None:
    trainee = add_trainee(db, "Laia")
    run = sit_practical(db, trainee.id)
    result = run.result
    assert result is not None and result.passed and not result.red_line
    payouts, table = result.sections
    # two questions right of two, both in time: 100% against 100% and 100% against 50%
    assert (payouts.correct, payouts.grade) == (2, "A")
    assert table.kind == "table" and table.table is not None
    area = table.table
    assert area.coups == area.planned == 3 and area.right == area.acts
    assert {f.family: f.grade for f in area.families} == {"collect": "A", "deal": "A", "pay": "A"}
    assert table.grade == "A" and area.red_lines == ()
    # the session is a stored table session like any other, graded from its rows
    (info,) = sessions_of(db, trainee.id)
    assert info.uuid == area.session and info.mode == "practice" and info.coups == 3
    assert stored_session(db, info.id).report.acts.total == area.acts


def test_a_red_line_at_the_table_fails_the_exam_with_no_area_to_retake(db: Database) -> None:
    trainee = add_trainee(db, "Pol")
    run = sit_practical(db, trainee.id, red_line=True)
    result = run.result
    assert result is not None and not result.passed and result.red_line
    table = result.sections[1]
    assert table.grade == "fail" and table.table is not None
    assert table.table.red_lines == ("paid_before_collecting",)  # BJ-09
    assert result.sections[0].passed  # the questions were right: the red line alone fails
    assert result.retakeable() == ()
    with pytest.raises(RetakeRefused) as refused:
        plan_retake(db, run.exam.id, 1, practical(), trainee.id)
    assert refused.value.reason == "red_line"


def test_a_failed_area_is_retaken_alone_and_the_certificate_lists_every_area(
    db: Database,
) -> None:
    trainee = add_trainee(db, "Anna")
    nuria = instructor(db)
    proctor = Proctor(nuria.id, school_key(db, nuria))
    first = sit_practical(db, trainee.id, all_right=False, proctor=proctor)
    result = first.result
    assert result is not None and not result.passed
    # one question wrong of two against 100%: the payouts area fails on its mark alone
    assert [s.passed for s in result.sections] == [False, True]
    assert result.retakeable() == (0,)
    with pytest.raises(RetakeRefused) as refused:
        plan_retake(db, first.exam.id, 1, practical(), trainee.id)
    assert refused.value.reason == "area_not_failed"
    with pytest.raises(RetakeRefused):
        plan_retake(db, first.exam.id, 0, practical(), add_trainee(db, "Pere").id)

    plan = plan_retake(db, first.exam.id, 0, practical(), trainee.id)
    retake = ExamRun.begin(db, trainee.id, practical(), seed=9, proctor=proctor, retake=plan)
    assert len(retake.sitting.questions) == 2 and retake.table_due is None  # the area alone
    answer_questions(retake)
    again = retake.finish()
    assert again.passed and again.retake_of == first.exam.uuid
    redone, carried = again.sections
    assert redone.carried is None and redone.grade == "A"
    assert carried.carried is not None and carried.carried.exam == first.exam.uuid
    assert carried.table == result.sections[1].table  # the table as dealt the first time

    code = exam_record(db, retake.exam.id).certificate
    certificate = certificate_code.decode(code)
    assert certificate_code.check(certificate, keys.school_public(db)).status == "proctored"
    lines = "\n".join(certificate_code.describe(certificate))
    assert "Result:     PASSED" in lines
    assert "Payouts: 2/2 right (mark 100%)" in lines
    assert "At the table: blackjack, 3 of 3 coups (practice)" in lines
    assert lines.count("— grade A") == 2
    assert f"carried from exam {first.exam.uuid}" in lines
    assert f"Retake of:  exam {first.exam.uuid}" in lines


def test_an_exam_ended_during_the_table_fails_that_area_and_keeps_its_acts(
    db: Database,
) -> None:
    trainee = add_trainee(db, "Nil")
    run = ExamRun.begin(db, trainee.id, practical(), seed=5)
    answer_questions(run)
    session = run.start_table()
    for _ in range(5):
        step = session.expected()
        assert step is not None
        run.table_act(step.act, 1.0)
    result = run.finish(abandoned=True)
    assert not result.passed and result.abandoned and result.retakeable() == ()
    area = result.sections[1].table
    assert area is not None and area.coups == 0 and area.grade == "fail"
    (info,) = sessions_of(db, trainee.id)
    assert info.acts == 5 and info.ended is not None


def test_verify_catches_a_practical_whose_table_acts_were_edited(
    db: Database, data_home: Path
) -> None:
    trainee = add_trainee(db, "Marc")
    sit_practical(db, trainee.id)
    assert verify(db, data_home).ok
    # someone with a database editor drops the append-only guard and rewrites an act
    db.execute("DROP TRIGGER table_acts_no_update")
    db.execute("UPDATE table_acts SET verdict = 'right', act = expected WHERE position = 3")
    db.execute("UPDATE table_acts SET seconds = 0.5 WHERE position = 4")
    report = verify(db, data_home)
    assert [p.table for p in report.problems] == ["table_acts"]
    assert "were edited or deleted" in report.problems[0].what.words()
    # issue 15: in Catalan and Spanish too, the table session named by its uuid
    session = dict(report.problems[0].what.params)["session"]
    catalan, spanish = (report.problems[0].words(loc) for loc in ("ca", "es"))
    assert catalan.startswith("taula table_acts, fila id ")
    assert catalan.endswith(
        f"s'han modificat o esborrat les accions de la sessió de taula {session}"
    )
    assert spanish.startswith("tabla table_acts, fila id ")
    assert spanish.endswith(
        f"se han modificado o borrado las acciones de la sesión de mesa {session}"
    )
