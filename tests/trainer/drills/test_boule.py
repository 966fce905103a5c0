"""Boule drill: hand-checked settlements (BO-02, BO-05)."""

from __future__ import annotations

from trainer.drills import catalog
from trainer.drills.base import Question, Response


def _q(seed: int, level: int) -> Question:
    return catalog.get("boule.payout").from_seed(seed, level)


def test_bo_02_the_5_loses_every_simple_chance_and_the_other_numbers() -> None:
    # 5 comes: numbers 2 (8) and 3 (6) lose; passe (14) and rouge (14) lose because of the 5.
    q = _q(2, 3)
    assert q.scene.number == 5
    assert q.expected == {
        "number:2": {"outcome": "lose", "amount": "8"},
        "passe": {"outcome": "lose", "amount": "14"},
        "number:3": {"outcome": "lose", "amount": "6"},
        "rouge": {"outcome": "lose", "amount": "14"},
    }
    paid_rouge = {k: dict(v) for k, v in q.expected.items()}
    paid_rouge["rouge"] = {"outcome": "win", "amount": "14"}  # the usual mistake
    assert not q.grade(Response("settlement", paid_rouge), 8).correct


def test_bo_05_manque_wins_on_1() -> None:
    # 1 comes: manque (1-4) wins 3 x 1 = 3; pair, numbers 8, 2 and 5 lose their stakes.
    q = _q(1, 4)
    assert q.scene.number == 1
    assert q.expected == {
        "number:8": {"outcome": "lose", "amount": "34"},
        "number:2": {"outcome": "lose", "amount": "14"},
        "pair": {"outcome": "lose", "amount": "14"},
        "number:5": {"outcome": "lose", "amount": "18"},
        "manque": {"outcome": "win", "amount": "3"},
    }
