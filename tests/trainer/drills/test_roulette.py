"""Roulette drills: hand-checked questions (worked from RULES.md, not from the code)."""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

from trainer.drills import catalog
from trainer.drills.base import Question, Response
from trainer.i18n import translate
from trainer.rulebooks import load


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
    # 8 wins, chips of 7.50: plein 7.50 x 35 = 262.50; carré 5-6-8-9 30 x 8 = 240; chevals
    # 8-9 and 7-8 30 x 17 = 510 each; sixains 7-12 37.50 x 5 = 187.50 and 4-9 7.50 x 5 =
    # 37.50; carré 16-17-19-20 and cheval 24-27 lose. 262.50 + 240 + 1,020 + 225 = 1,747.50.
    q = _q("roulette.picture-bets", 1, 4)
    assert q.scene.number == 8
    assert _bets(q)["plein:8"] == (Decimal("7.50"), "placed")
    assert q.expected == "1747.50"


def test_mo_01_ro_12_every_stake_is_on_the_chip_and_within_the_limits() -> None:
    # The default table: minimum 5, plein maximum 100, cheval 200, transversale 300, carré
    # 400, sixain 600, column or dozen 1,000, other outside bets 2,000; chip 0.50.
    top = {"plein": 100, "cheval": 200, "transversale": 300, "carre": 400, "sixain": 600}
    top |= {"column": 1000, "dozen": 1000}
    rng = random.Random(12)
    for drill_id in ("roulette.payout-order", "roulette.picture-bets", "roulette.outside-bets"):
        for level in (1, 2, 3, 4):
            for _ in range(100):
                for bet in catalog.get(drill_id).generate(rng, level).scene.bets:
                    kind = bet.spot.partition(":")[0]
                    assert 5 <= bet.amount <= top.get(kind, 2000), (drill_id, bet)
                    assert bet.amount % Decimal("0.5") == 0, (drill_id, bet)


def test_complete_bet_on_17_is_40_units() -> None:
    # 1 plein + 4 chevals x 2 + 1 transversale x 3 + 4 carrés x 4 + 2 sixains x 6 = 40.
    q = _q("roulette.complete-bets", 45, 1)
    assert q.prompt.params["number"] == "17" and q.expected == "40"
    assert len(q.scene.bets) == 12


def test_complete_bet_on_3_costs_270() -> None:
    # 3 complete at 10: plein 10; chevals 0-3, 2-3, 3-6: 3 x 20 = 60; trios 0-2-3 and 1-2-3:
    # 2 x 30 = 60; carrés 0-1-2-3 and 2-3-5-6: 2 x 40 = 80; sixain 1-6: 60. 270.
    q = _q("roulette.complete-bets", 2, 3)
    assert q.prompt.params["number"] == "3" and q.expected == "270"


def test_complete_bet_on_15_when_10_comes() -> None:
    # 15 complete at 7.50; 10 wins only the sixain 10-15 (6 units, 45 x 5 = 225).
    q = _q("roulette.complete-bets", 3, 4)
    assert (q.prompt.params["number"], q.scene.number) == ("15", 10)
    assert q.expected == "225"


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
            kind = q.prompt.params["what"].rsplit(".", 1)[1]
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
    # 9 is red, odd, 1-18: "9, rouge, impair, manque" (the code "9 rouge impair manque").
    q = _q("roulette.announce", 1, 2)
    assert q.expected == "9 rouge impair manque"
    assert not q.grade(Response("choice", "9 noir impair manque"), 2).correct


def test_ro_11_half_back_on_the_first_zero() -> None:
    q = _q("roulette.en-prison", 1, 1)  # 30 on manque, zero, half: 15 back
    assert q.expected == "15"


def test_ro_11_prisoner_released_when_its_chance_wins() -> None:
    q = _q("roulette.en-prison", 1, 2)  # 30 on manque in prison, 8 comes (1-18): released
    assert q.expected == "released"
    assert not q.grade(Response("choice", "paid"), 3).correct


def test_ro_11_mo_02_session_end_after_three_zeros() -> None:
    # 25 on pair, third zero in a row on the last spin: an eighth of 25 = 3.125, rounded down
    # to the 0.50 chip: 3 (MO-02). Before it, the prisoner is worth 25 / 2 = 12.50.
    q = _q("roulette.en-prison", 12, 3)
    assert q.expected == "3"
    assert q.scene.bets[0].state == "prison" and q.scene.bets[0].amount == Decimal("12.50")
    rounding = [t for t in q.solution if t.rule == "MO-02"]
    assert [t.params["exact"] for t in rounding] == ["3.125"]


def test_ro_11_mo_05_exact_house_pays_the_eighth_to_the_cent(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text('payout_rounding = "exact"\n', "utf-8")
    q = catalog.get("roulette.en-prison").from_seed(12, 3, load(house_rules=house))
    # The same question, 25 / 8 = 3.125: to the cent, 3.12 (MO-05).
    assert q.expected == "3.12"
    assert [t.rule for t in q.solution] == ["RO-11", "MO-05"]


def test_ro_11_second_zero_says_what_the_player_takes() -> None:
    # 12.50 on manque, a second zero, the player takes his share back instead of staying in
    # prison: a quarter of 12.50 = 3.125 -> 3 (MO-02).
    q = _q("roulette.en-prison", 1, 3)
    assert q.prompt.code == "roulette.en-prison.prompt_second_half"
    assert q.expected == "3"
    words = {loc: translate(q.prompt.code, loc, q.prompt.params) for loc in ("en", "ca", "es")}
    assert "takes his share back instead of leaving the bet in prison" in words["en"]
    assert "retira la seva part en lloc de deixar l'aposta a la presó" in words["ca"]
    assert "retira su parte en lugar de dejar la apuesta en prisión" in words["es"]
    assert words["ca"].startswith("12,50 € a manca")


def test_ro_08_mo_02_outside_bets_pay_one_to_two_down_to_the_chip() -> None:
    # 9 comes: 7.50 on two columns 2-3 and 7.50 on two dozens 1-2 win 3.75 each, paid 3.50
    # (MO-02); 12.50 on impair wins 12.50.
    q = _q("roulette.outside-bets", 1, 3)
    assert q.scene.number == 9
    assert q.expected == {
        "two_columns:2-3": {"outcome": "won", "amount": "3.50"},
        "two_dozens:1-2": {"outcome": "won", "amount": "3.50"},
        "impair": {"outcome": "won", "amount": "12.50"},
    }
    assert [t.params["exact"] for t in q.solution if t.rule == "MO-02"] == ["3.75", "3.75"]
    paid_exact = {k: dict(v) for k, v in q.expected.items()}
    paid_exact["two_dozens:1-2"]["amount"] = "3.75"  # no croupier can pay a quarter
    assert not q.grade(Response("settlement", paid_exact), 8).correct


def test_ro_08_mo_05_exact_house_pays_the_quarter(tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text('payout_rounding = "exact"\n', "utf-8")
    q = catalog.get("roulette.outside-bets").from_seed(1, 3, load(house_rules=house))
    # The same spin, settled to the cent: 7.50 / 2 = 3.75 on each 1-to-2 bet, no rounding step.
    assert q.expected["two_columns:2-3"] == {"outcome": "won", "amount": "3.75"}
    assert q.expected["two_dozens:1-2"] == {"outcome": "won", "amount": "3.75"}
    assert not [t for t in q.solution if t.rule.startswith("MO-")]


def test_ca_elides_the_article_before_1_and_11() -> None:
    on_11 = _q("roulette.winning-bets", 21, 1)
    assert translate(on_11.prompt.code, "ca", on_11.prompt.params) == (
        "La bola és a l'11. Quines apostes guanyen?"
    )
    on_1 = _q("roulette.winning-bets", 31, 1)
    assert translate(on_1.prompt.code, "ca", on_1.prompt.params).startswith("La bola és a l'1.")
    assert translate(on_1.prompt.code, "es", on_1.prompt.params).startswith("La bola está en el 1.")
    # 11 and one neighbour: 30 11 36 on the wheel (RO-16), no plural after one.
    q = _q("roulette.announced-bets", 24, 3)
    assert translate(q.prompt.code, "ca", q.prompt.params) == "L'11 i un veí: quins plens?"
    assert translate(q.prompt.code, "en", q.prompt.params) == "11 and one neighbour: which pleins?"
    assert q.expected == ["plein:11", "plein:30", "plein:36"]


def test_ro_11_prisoner_below_the_minimum_stays() -> None:
    # 15 in prison, second zero: worth 7.50, below the minimum 10: it stays.
    q = _q("roulette.en-prison", 9, 4)
    assert q.prompt.params["stake"] == "15"
    assert q.prompt.params["minimum"] == "10" and q.expected == "stays"


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
