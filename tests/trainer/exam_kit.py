"""Blueprints and answers for the exam tests: amount drills, so a right or wrong answer is
easy to give."""

from __future__ import annotations

from decimal import Decimal

from trainer.drills.base import Question, Response, expected_response
from trainer.exams.blueprint import Blueprint, parse

SMALL = """
id = "small"
time_limit_seconds = 600
[title]
en = "Small exam"
ca = "Examen petit"
[[sections]]
drills = ["blackjack.pay-blackjack", "roulette.multiples"]
level = 2
questions = 4
seconds_per_question = 20
pass_accuracy = 75
pass_speed = 50
[sections.name]
en = "Payouts"
[[sections]]
drills = ["craps.odds-payout"]
level = 2
questions = 2
seconds_per_question = 20
pass_accuracy = 100
pass_speed = 50
[sections.name]
en = "Odds"
"""


def small() -> Blueprint:
    import tomllib

    return parse(tomllib.loads(SMALL), "small.toml")


def right(question: Question) -> Response:
    return expected_response(question)


def wrong(question: Question) -> Response:
    return Response("amount", str(Decimal(str(question.expected)) + 1))
