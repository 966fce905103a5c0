"""A small practical exam for the tests: two amount questions (easy to answer right or wrong),
then three rounds of blackjack in Practice, graded on payouts, collecting and dealing."""

from __future__ import annotations

import random
import tomllib

from sqlite_utils import Database

from tests.trainer.exam_kit import right, wrong
from tests.trainer.table.croupier import pay_before_collecting
from trainer.exams.blueprint import Blueprint, parse
from trainer.exams.run import ExamRun, Proctor
from trainer.exams.sitting import RetakePlan

PRACTICAL = """
id = "practical"
time_limit_seconds = 1200
[title]
en = "Practical"
ca = "Pràctica"
[[sections]]
drills = ["blackjack.pay-blackjack", "roulette.multiples"]
level = 2
questions = 2
seconds_per_question = 20
pass_accuracy = 100
pass_speed = 50
[sections.name]
en = "Payouts"
ca = "Pagaments"
[[sections]]
kind = "table"
game = "blackjack"
mode = "practice"
coups = 3
pass_marks = { pay = 100, collect = 100, deal = 90 }
[sections.name]
en = "At the table"
ca = "A la taula"
"""


def practical() -> Blueprint:
    return parse(tomllib.loads(PRACTICAL), "practical.toml")


def answer_questions(run: ExamRun, *, all_right: bool = True) -> None:
    """Answer the questions due (the first wrong unless `all_right`)."""
    first = True
    while run.current is not None:
        give = right if all_right or not first else wrong
        run.answer(give(run.current), 2.0)
        first = False


def deal_table(run: ExamRun, *, red_line: bool = False) -> int:
    """Deal the table section due as a perfect croupier, one act a second; with `red_line`,
    pay a winner before the losers are collected once (BJ-09). Returns the acts made."""
    session = run.start_table()
    acts = 0
    crossed = False
    rng = random.Random(1)
    while run.table is not None:
        if red_line and not crossed:
            fault = pay_before_collecting(session, rng)
            if fault is not None:
                judgement = run.table_act(fault.act, 1.0)
                assert judgement.red_line == "paid_before_collecting"
                crossed = True
                acts += 1
                continue
        step = session.expected()
        assert step is not None
        run.table_act(step.act, 1.0)
        acts += 1
    assert crossed or not red_line, "no coup with a loser and a winner to pay early"
    return acts


def sit_practical(
    db: Database,
    trainee_id: int,
    *,
    seed: int = 5,
    all_right: bool = True,
    red_line: bool = False,
    proctor: Proctor | None = None,
    retake: RetakePlan | None = None,
    blueprint: Blueprint | None = None,
) -> ExamRun:
    run = ExamRun.begin(
        db, trainee_id, blueprint or practical(), seed=seed, proctor=proctor, retake=retake
    )
    answer_questions(run, all_right=all_right)
    if run.table_due is not None:
        deal_table(run, red_line=red_line)
    answer_questions(run)
    run.finish()
    return run
