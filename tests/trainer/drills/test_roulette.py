"""Roulette drills: hand-checked questions (worked from RULES.md, not from the code)."""

from __future__ import annotations

import random
from decimal import Decimal

from trainer.drills import catalog
from trainer.drills.base import Question, Response


def _q(drill_id: str, seed: int, level: int) -> Question:
    return catalog.get(drill_id).from_seed(seed, level)


def _bets(q: Question) -> dict[str, tuple[Decimal, str]]:
    return {b.spot: (b.amount, b.state) for b in q.scene.bets}


def test_ro_14_payout_order_on_17() -> None:
    # Winners on 17 at this seed: two columns 1-2 (17 is in column 2), two dozens 1-2, noir,
    # manque, sixain 16-21, transversale 16-18, carré 14-15-17-18, cheval 16-17, plein 17.
    # RO-14: two columns, columns, two dozens, dozens; simple chances (red/black before
    # passe/manque); sixains, transversales, carrés, chevals; pleins last.
    q = _q("roulette.payout-order", 5, 4)
    assert q.scene.number == 17 and q.rules == ("RO-14",)
    assert q.expected == [
        "two_columns:1-2",
        "two_dozens:1-2",
        "noir",
        "manque",
        "sixain:16-17-18-19-20-21",
        "transversale:16-17-18",
        "carre:14-15-17-18",
        "cheval:16-17",
        "plein:17",
    ]
    # The losers (cheval 8-9, carré 19-20-22-23, plein 16) are on the felt, not in the order.
    assert {"cheval:8-9", "plein:16"} <= set(_bets(q)) and "plein:16" not in q.option_keys()
    swapped = [*q.expected[:-2], "plein:17", "cheval:16-17"]  # plein before cheval: wrong
    assert not q.grade(Response("ordering", swapped), 5).correct


def test_picture_bets_plein_cheval_carre_on_9() -> None:
    # 9 wins, 40 on each: plein 40 x 35 = 1,400; cheval 6-9 40 x 17 = 680; carré 5-6-8-9
    # 40 x 8 = 320. Total 2,400.
    q = _q("roulette.picture-bets", 1, 2)
    assert q.scene.number == 9
    assert _bets(q) == {
        "plein:9": (Decimal(40), "placed"),
        "cheval:6-9": (Decimal(40), "placed"),
        "carre:5-6-8-9": (Decimal(40), "placed"),
    }
    assert q.expected == "2400"
    assert q.grade(Response("amount", "2.400", "ca"), 9).correct
    assert not q.grade(Response("amount", "2440"), 9).correct  # a stake added back: wrong


def test_picture_bets_with_losing_chips_beside() -> None:
    # 8 wins: plein 2.50 x 35 = 87.50; cheval 5-8 10 x 17 = 170; carré 5-6-8-9 2.50 x 8 = 20;
    # cheval 8-9 10 x 17 = 170; carrés 28-29-31-32 and 16-17-19-20 lose. 447.50.
    q = _q("roulette.picture-bets", 1, 4)
    assert q.scene.number == 8
    assert q.expected == "447.50"


def test_complete_bet_on_17_is_40_units() -> None:
    # 1 plein + 4 chevals x 2 + 1 transversale x 3 + 4 carrés x 4 + 2 sixains x 6 = 40.
    q = _q("roulette.complete-bets", 45, 1)
    assert q.prompt.params["number"] == "17" and q.expected == "40"
    assert len(q.scene.bets) == 12


def test_complete_bet_on_3_pays_1485() -> None:
    # 3 complete at 5: plein 5 x 35 = 175; chevals 0-3, 2-3, 3-6: 3 x 10 x 17 = 510; trios
    # 0-2-3 and 1-2-3: 2 x 15 x 11 = 330; carrés 0-1-2-3 and 2-3-5-6: 2 x 20 x 8 = 320;
    # sixain 1-6: 30 x 5 = 150. 175 + 510 + 330 + 320 + 150 = 1,485.
    q = _q("roulette.complete-bets", 2, 3)
    assert q.expected == "1485"


def test_complete_bet_on_15_when_11_comes() -> None:
    # 15 complete at 2.50; 11 wins only carré 11-12-14-15 (10 x 8 = 80) and sixain 10-15
    # (15 x 5 = 75): 155.
    q = _q("roulette.complete-bets", 3, 4)
    assert (q.prompt.params["number"], q.scene.number) == ("15", 11)
    assert q.expected == "155"


def test_multiples_17_times_21() -> None:
    # 21 chips on a cheval: 21 x 17 = 357 chips.
    q = _q("roulette.multiples", 1, 4)
    assert q.expected == "357"


def test_multiples_follow_the_ratios() -> None:
    # Every multiples question, checked against RO-02..RO-06 by hand-entered ratios.
    ratios = {"plein": 35, "cheval": 17, "transversale": 11, "carre": 8, "sixain": 5}
    rng = random.Random(4)
    for level in (1, 2, 3, 4):
        for _ in range(30):
            q = catalog.get("roulette.multiples").generate(rng, level)
            kind = q.prompt.params["kind"].rsplit(".", 1)[1]
            assert Decimal(q.expected) == Decimal(q.prompt.params["chips"]) * ratios[kind]


def test_winning_bets_on_zero_leave_out_the_simple_chances() -> None:
    # On 0: trio 0-2-3, plein 0, chevals 0-1 and 0-3, the first four win; plein 11 and
    # cheval 11-12 lose; noir does not win (RO-11: half back or prison).
    q = _q("roulette.winning-bets", 31, 3)
    assert q.scene.number == 0
    assert q.expected == [
        "carre:0-1-2-3",
        "cheval:0-1",
        "cheval:0-3",
        "plein:0",
        "transversale:0-2-3",
    ]
    assert "RO-11" in q.rules
    assert not q.grade(Response("choices", [*q.expected, "noir"]), 5).correct


def test_announce_9() -> None:
    # 9 is red, odd, 1-18: "9, rouge, impair, manque".
    q = _q("roulette.announce", 1, 2)
    assert q.expected == "9, rouge, impair, manque"
    assert not q.grade(Response("choice", "9, noir, impair, manque"), 2).correct


def test_ro_11_half_back_on_the_first_zero() -> None:
    q = _q("roulette.en-prison", 1, 1)  # 30 on manque, zero, half: 15 back
    assert q.expected == "15"


def test_ro_11_prisoner_released_when_its_chance_wins() -> None:
    q = _q("roulette.en-prison", 1, 2)  # 30 on manque in prison, 8 comes (1-18): released
    assert q.expected == "released"
    assert not q.grade(Response("choice", "paid"), 3).correct


def test_ro_11_session_end_after_three_zeros() -> None:
    # 10 on pair, third zero in a row on the last spin: an eighth of 10 = 1.25.
    q = _q("roulette.en-prison", 12, 3)
    assert q.expected == "1.25"
    assert q.scene.bets[0].state == "prison" and q.scene.bets[0].amount == 5  # 10 / 2


def test_ro_11_prisoner_below_the_minimum_stays() -> None:
    # 25 in prison, second zero: worth 12.50, below the minimum 25: it stays.
    q = _q("roulette.en-prison", 9, 4)
    assert q.prompt.params["minimum"] == "25" and q.expected == "stays"


def test_voisins_take_nine_chips() -> None:
    q = _q("roulette.announced-bets", 2, 1)  # 0-2-3 x2, 5 chevals, 25-26-28-29 x2
    assert q.expected == "9"


def test_neighbours_of_3() -> None:
    # RO-01 order: ... 35 3 26 ...
    q = _q("roulette.announced-bets", 2, 3)
    assert q.expected == ["plein:26", "plein:3", "plein:35"]


def test_voisins_payout_on_12() -> None:
    # Voisins at 7.50 a chip, 12 comes: only cheval 12-15 wins, 7.50 x 17 = 127.50.
    q = _q("roulette.announced-bets", 2, 4)
    assert q.scene.number == 12 and q.expected == "127.50"
