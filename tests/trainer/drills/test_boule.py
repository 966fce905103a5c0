"""Boule drill: hand-checked settlements (BO-02, BO-05)."""

from __future__ import annotations

from trainer.drills import catalog
from trainer.drills.base import Question, Response
from trainer.i18n import translate


def _q(seed: int, level: int) -> Question:
    return catalog.get("boule.payout").from_seed(seed, level)


def test_bo_02_the_5_loses_every_simple_chance_and_the_other_numbers() -> None:
    # 5 comes: numbers 2 (8) and 3 (6) lose; passe (14) and rouge (14) lose because of the 5.
    q = _q(2, 3)
    assert q.scene.number == 5
    assert q.expected == {
        "number:2": {"outcome": "lost", "amount": "8"},
        "passe": {"outcome": "lost", "amount": "14"},
        "number:3": {"outcome": "lost", "amount": "6"},
        "rouge": {"outcome": "lost", "amount": "14"},
    }
    paid_rouge = {k: dict(v) for k, v in q.expected.items()}
    paid_rouge["rouge"] = {"outcome": "won", "amount": "14"}  # the usual mistake
    assert not q.grade(Response("settlement", paid_rouge), 8).correct


def test_bo_05_manque_wins_on_1() -> None:
    # 1 comes: manque (1-4) wins 3 x 1 = 3; pair, numbers 8, 2 and 5 lose their stakes.
    q = _q(1, 4)
    assert q.scene.number == 1
    assert q.expected == {
        "number:8": {"outcome": "lost", "amount": "34"},
        "number:2": {"outcome": "lost", "amount": "14"},
        "pair": {"outcome": "lost", "amount": "14"},
        "number:5": {"outcome": "lost", "amount": "18"},
        "manque": {"outcome": "won", "amount": "3"},
    }
    # Catalan elides the article before the 1: "a l'1", not "al 1".
    assert (
        translate(q.prompt.code, "ca", q.prompt.params) == "La bola és a l'1. Liquideu cada aposta."
    )


def _limits(seed: int, level: int) -> Question:
    return catalog.get("boule.limits").from_seed(seed, level)


def test_bo_03_a_players_chips_on_both_layouts_add_up() -> None:
    # Layout 2 at twice the minimum 2 (4). A has 58 on the 2 on layout 2 and adds 52:
    # 58 + 52 = 110 > 100, the number maximum per player: refused. B's 34 do not count.
    q = _limits(3194686037, 4)
    assert q.expected == "refuse_max" and q.rules == ("BO-03",)
    assert q.prompt.params["held_here"] == "58" and q.prompt.params["stake"] == "52"
    assert not q.grade(Response("choice", "accept"), 5).correct


def test_bo_03_a_layout_opened_at_twice_the_minimum_refuses_less() -> None:
    # 2.50 on the 4 on layout 2, opened at twice the authorised 2: under its 4, refused,
    # though 2.50 meets the authorised minimum and A has 24.50 there on layout 1.
    q = _limits(1892889171, 4)
    assert (q.prompt.params["layout"], q.prompt.params["layout_min"]) == ("2", "4")
    assert q.expected == "refuse_min"


def test_bo_03_other_players_chips_never_count() -> None:
    # B has 64 on the 9; A puts 90 there: 90 <= 100 for A alone, taken (64 + 90 would not be).
    q = _limits(3411107117, 3)
    assert (q.prompt.params["theirs"], q.prompt.params["stake"]) == ("64", "90")
    assert q.expected == "accept"


def test_bo_03_room_left_to_a_player_both_layouts_together() -> None:
    # A has 330 on impair on layout 1 and 10 on layout 2: 500 - 340 = 160 more; B's 170 on
    # impair do not reduce it.
    q = _limits(4164068638, 4)
    assert q.kind == "amount" and q.expected == "160"
