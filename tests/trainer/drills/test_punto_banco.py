"""Punto banco drills: hand-checked questions. Every expected value is worked out from
RULES.md in a comment; the drill's answer comes from the engine."""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from trainer import rulebooks
from trainer.cards import Card
from trainer.drills import catalog
from trainer.drills.base import Draft, Question, Response
from trainer.drills.punto_banco import (
    burn_count_draft,
    commission_draft,
    hand_total_draft,
    settle_coup_draft,
    third_card_draft,
    tie_payout_draft,
)
from trainer.i18n import translate
from trainer.rulebooks import Rulebook

BOOK = rulebooks.default()
D = Decimal

# Banker 3 beats player 1: player 2 + A = 3 draws the 8h (3 + 8 = 11 -> 1); banker K + 3 = 3
# against an 8 stands (PB-11).
BANKER_WINS = ["2s", "Ks", "Ah", "3d", "8h", "9c"]
# Player 7 + 0 = 7 and banker 7 + 0 = 7 both stand: a tie at 7.
TIE = ["7s", "7d", "Kh", "Qc", "2c", "2d"]


def question(draft: Draft, drill_id: str) -> Question:
    return draft.as_question(drill_id, rulebook=BOOK.id)


def house(tmp_path: Path, text: str) -> Rulebook:
    path = tmp_path / "house_rules.toml"
    path.write_text(text, "utf-8")
    return rulebooks.load(house_rules=path)


# =========================================================================== third card


def test_pb_11_banker_on_3_against_an_8_stands() -> None:
    draft = third_card_draft(BANKER_WINS, "banker", BOOK)
    assert draft.expected == "stand"
    assert draft.rules == ("PB-11",)
    assert draft.scene.hands == {"player": ("2s", "Ah", "8h"), "banker": ("Ks", "3d")}
    q = question(draft, "punto_banco.third-card")
    assert q.grade(Response("choice", "stand"), 2).correct
    assert not q.grade(Response("choice", "draw"), 2).correct


def test_pb_10_player_on_3_draws() -> None:
    # Same cards, asked before the player's decision: 2 + A = 3, draws on 0-5.
    draft = third_card_draft(BANKER_WINS, "player", BOOK)
    assert draft.expected == "draw"
    assert draft.scene.hands == {"player": ("2s", "Ah"), "banker": ("Ks", "3d")}


def test_pb_11_banker_on_6_against_a_7_draws() -> None:
    # Player A + K = 1 draws the 7c (1 + 7 = 8); banker 6 + K = 6 against a 7: draws.
    draft = third_card_draft(["As", "6d", "Kh", "Kc", "7c", "2d"], "banker", BOOK)
    assert draft.expected == "draw"


def test_pb_11_banker_on_6_stands_when_player_stood() -> None:
    # Player 7 + K = 7 stands; banker 6 + K = 6 with the player standing: stands.
    draft = third_card_draft(["7s", "6d", "Kh", "Kc", "2c", "2d"], "banker", BOOK)
    assert draft.expected == "stand"


def test_pb_09_natural_means_no_card_for_the_other_hand() -> None:
    # Player 9 + K = 9 is a natural; the banker's 2 + 3 = 5 gets no card.
    draft = third_card_draft(["9s", "2h", "Kd", "3c", "4d", "5d"], "banker", BOOK)
    assert draft.expected == "natural" and draft.rules == ("PB-09",)
    q = question(draft, "punto_banco.third-card")
    assert not q.grade(Response("choice", "draw"), 2).correct


def test_scene_hides_totals_for_the_tableau() -> None:
    draft = third_card_draft(BANKER_WINS, "banker", BOOK)
    assert "banker_total" not in draft.scene.info and draft.scene.highlight == ("banker",)


def _cell(q: Question) -> tuple[str, int | None, int | None, int | str | None]:
    """Which tableau cell a question asks, read from its cards (PB-01 totals by hand)."""
    player = [Card.parse(c) for c in q.scene.hands["player"]]
    banker = [Card.parse(c) for c in q.scene.hands["banker"]]
    p2 = sum(c.baccarat_value for c in player[:2]) % 10
    b2 = sum(c.baccarat_value for c in banker[:2]) % 10
    if p2 >= 8 or b2 >= 8:
        return ("natural", None, None, None)
    if q.scene.highlight == ("player",):
        return ("player", p2, None, None)
    third = player[2].baccarat_value if len(player) == 3 else "stood"
    return ("banker", None, b2, third)


def test_every_tableau_cell_is_reachable() -> None:
    drill = catalog.get("punto_banco.third-card")
    rng = random.Random(5)
    seen = {_cell(drill.generate(rng, 2)) for _ in range(3000)}
    # 8 banker totals x (10 third-card values + "stood") = 88 banker cells (PB-11), the
    # player on 0-7 (PB-10), and a natural (PB-09).
    banker = {("banker", None, b, t) for b in range(8) for t in [*range(10), "stood"]}
    player = {("player", p, None, None) for p in range(8)}
    assert banker | player | {("natural", None, None, None)} <= seen


def test_harder_levels_weigh_the_cells_trainees_miss() -> None:
    # Banker 3 against an 8 (stands, the lone exception of its row) is 1 banker cell in 88
    # at level 2; level 4 draws it from a short list of hard cells, so far more often.
    drill = catalog.get("punto_banco.third-card")

    def share(level: int) -> float:
        rng = random.Random(9)
        cells = Counter(_cell(drill.generate(rng, level)) for _ in range(2000))
        return cells[("banker", None, 3, 8)] / 2000

    assert share(4) > 3 * share(2)


def test_level_1_asks_only_player_stood_or_natural_cells() -> None:
    drill = catalog.get("punto_banco.third-card")
    rng = random.Random(2)
    for _ in range(300):
        kind, _, _, third = _cell(drill.generate(rng, 1))
        assert kind in ("player", "natural") or third == "stood"


# =========================================================================== hand total


def test_pb_01_three_card_player_total() -> None:
    # Player 7 + 8 = 15 -> 5 draws the 9c: 5 + 9 = 14 -> 4. Banker K + 5 = 5 against a 9
    # stands (PB-11). Player total 4, banker 5.
    cards = ["7h", "Ks", "8d", "5c", "9c", "2d"]
    player = hand_total_draft(cards, "player", BOOK)
    assert player.expected == "4"
    assert player.scene.hands["player"] == ("7h", "8d", "9c")
    assert hand_total_draft(cards, "banker", BOOK).expected == "5"
    q = question(player, "punto_banco.hand-total")
    assert not q.grade(Response("choice", "5"), 2).correct  # the banker's total


# =========================================================================== commission


@pytest.mark.parametrize(
    ("stake", "paid"),
    [
        ("100", "95"),  # 100 - 5% of 100 = 100 - 5
        ("15", "14"),  # 5% of 15 = 0.75 -> 1.00 taken (MO-03, 0.50 chip): 15 - 1 = 14
        ("17.50", "16.50"),  # 5% of 17.50 = 0.875 -> 1.00 (MO-03): 16.50
        ("20", "19"),  # 20 - 1
        ("30", "28.50"),  # 5% of 30 = 1.50, on the chip: 28.50
    ],
)
def test_pb_04_banker_paid_less_commission(stake: str, paid: str) -> None:
    draft = commission_draft(BANKER_WINS, 3, D(stake), BOOK)
    assert D(draft.expected) == D(paid)
    q = question(draft, "punto_banco.commission")
    assert q.grade(Response("amount", paid), 4).correct
    assert not q.grade(Response("amount", stake), 4).correct  # paid without commission


def test_pb_04_mo_03_worked_solution_shows_the_exact_commission_and_its_rounding() -> None:
    # 5% of 17.50 = 0.875, taken as 1.00 (MO-03): the solution says both, and cites MO-03.
    draft = commission_draft(BANKER_WINS, 3, D("17.50"), BOOK)
    assert draft.rules == ("PB-04", "MO-03")
    assert [s.rule for s in draft.solution] == ["PB-04", "PB-04", "MO-03", "PB-04"]
    words = [translate(s.code, "ca", s.params) for s in draft.solution]
    assert "0,875" in words[2] and "1 €" in words[2] and "alça" in words[2]
    assert words[3] == "Es paga 17,50 € − 1 € = 16,50 €."
    q = question(draft, "punto_banco.commission")
    assert not q.grade(Response("amount", "16.62"), 4).correct  # the exact-setting answer
    prompt = translate(draft.prompt.code, "ca", draft.prompt.params)
    assert "fitxa de 0,50 €" in prompt


@pytest.mark.parametrize(
    ("stake", "paid", "rule"),
    [
        ("17.50", "16.62", "MO-05"),  # 0.875 -> 0.88 (to the cent, still up): 17.50 - 0.88
        ("15", "14.25", None),  # 0.75 is already a cent amount: 15 - 0.75
        ("12.50", "11.87", "MO-05"),  # 0.625 -> 0.63: 12.50 - 0.63
    ],
)
def test_pb_04_mo_05_exact_house_setting_gives_cent_answers(
    tmp_path: Path, stake: str, paid: str, rule: str | None
) -> None:
    book = house(tmp_path, 'payout_rounding = "exact"\n')
    draft = commission_draft(BANKER_WINS, 3, D(stake), book)
    assert D(draft.expected) == D(paid)
    assert draft.prompt.code == "punto_banco.commission.prompt_pay_cent"
    assert draft.rules == (("PB-04", rule) if rule else ("PB-04",))


def test_pb_04_end_of_shoe_asks_the_commission_owed(tmp_path: Path) -> None:
    # Paid 15 in full; 5% of 15 = 0.75 -> 1.00 in the seat's box (MO-03, 0.50 chip).
    book = house(tmp_path, '[punto_banco]\ncommission_collection = "end_of_shoe"\n')
    draft = commission_draft(BANKER_WINS, 2, D(15), book)
    assert D(draft.expected) == D(1)
    assert draft.prompt.code == "punto_banco.commission.prompt_box_chip"
    assert draft.rules == ("PB-04", "MO-03")


def test_pb_04_end_of_shoe_exact_box_to_the_cent(tmp_path: Path) -> None:
    # MO-05: 5% of 12.50 = 0.625 -> 0.63 in the box.
    text = 'payout_rounding = "exact"\n[punto_banco]\ncommission_collection = "end_of_shoe"\n'
    draft = commission_draft(BANKER_WINS, 2, D("12.50"), house(tmp_path, text))
    assert D(draft.expected) == D("0.63")
    assert draft.prompt.code == "punto_banco.commission.prompt_box_cent"


def test_commission_scene_shows_the_bet_before_payment() -> None:
    draft = commission_draft(BANKER_WINS, 3, D(100), BOOK)
    (bet,) = draft.scene.bets
    assert (bet.spot, bet.amount, bet.state, bet.payout) == ("seat3:banker", D(100), "placed", None)


# =========================================================================== tie payout


@pytest.mark.parametrize(("stake", "pay"), [("12.50", "100"), ("95", "760"), ("10", "80")])
def test_pb_04_tie_pays_8_to_1(stake: str, pay: str) -> None:
    # 12.50 x 8 = 100; 95 x 8 = 760; 10 x 8 = 80.
    draft = tie_payout_draft(TIE, 4, D(stake), BOOK)
    assert D(draft.expected) == D(pay)
    q = question(draft, "punto_banco.tie-payout")
    # Paying 9 times (stake included as winnings) is wrong.
    assert not q.grade(Response("amount", str(D(stake) * 9)), 3).correct


# =========================================================================== burn count


@pytest.mark.parametrize(("first", "count"), [("Qs", "10"), ("Td", "10"), ("7h", "7"), ("Ac", "1")])
def test_pb_07_burn_count(first: str, count: str) -> None:
    # PB-07: the first card's value, tens and court cards 10 (not their hand value 0).
    draft = burn_count_draft(first, BOOK)
    assert draft.expected == count
    assert draft.scene.info["burn"] == first


def test_pb_07_court_card_is_not_zero() -> None:
    q = question(burn_count_draft("Kh", BOOK), "punto_banco.burn-count")
    assert not q.grade(Response("choice", "0"), 2).correct
    assert q.grade(Response("choice", "10"), 2).correct


# =========================================================================== settle a coup


def test_pb_12_settle_banker_win() -> None:
    # Banker wins 3 to 1: player bet 100 collected; tie bet 10 collected; banker 100 paid
    # 100 - 5 = 95 (PB-04).
    bets = [("seat1:player", D(100)), ("seat2:banker", D(100)), ("seat3:tie", D(10))]
    draft = settle_coup_draft(BANKER_WINS, bets, BOOK)
    assert draft.expected == {
        "seat1:player": {"outcome": "lose", "amount": "100"},
        "seat2:banker": {"outcome": "win", "amount": "95"},
        "seat3:tie": {"outcome": "lose", "amount": "10"},
    }
    q = question(draft, "punto_banco.settle-coup")
    wrong = {k: dict(v) for k, v in draft.expected.items()}
    wrong["seat2:banker"]["amount"] = "100"  # forgot the commission
    grade = q.grade(Response("settlement", wrong), 10)
    assert not grade.correct and grade.score == pytest.approx(2 / 3)


def test_pb_05_settle_tie() -> None:
    # Tie at 7: player and banker bets push (0), tie 10 x 8 = 80.
    bets = [("seat1:player", D(50)), ("seat2:banker", D(30)), ("seat2:tie", D(10))]
    draft = settle_coup_draft(TIE, bets, BOOK)
    assert draft.expected == {
        "seat1:player": {"outcome": "push", "amount": "0"},
        "seat2:banker": {"outcome": "push", "amount": "0"},
        "seat2:tie": {"outcome": "win", "amount": "80"},
    }
    # The worked solution lists the tie win (PB-04) before the pushes (PB-05).
    assert [s.rule for s in draft.solution] == ["PB-12", "PB-04", "PB-05", "PB-05"]


def test_settle_coup_levels_grow() -> None:
    drill = catalog.get("punto_banco.settle-coup")
    rng = random.Random(4)
    sizes = {lvl: len(drill.generate(rng, lvl).expected) for lvl in (1, 2, 3, 4)}
    assert sizes == {1: 2, 2: 3, 3: 4, 4: 6}


# =========================================================================== issue 12


def test_pb_12_settle_banker_win_shows_the_commission_rounding() -> None:
    # Banker 17.50 wins: 5% = 0.875, taken as 1 (MO-03): paid 16.50. The prompt states the
    # rounding; the solution gives the line and the rounding step with its rule.
    draft = settle_coup_draft(BANKER_WINS, [("seat2:banker", D("17.50"))], BOOK)
    assert draft.expected == {"seat2:banker": {"outcome": "win", "amount": "16.50"}}
    assert draft.prompt.code == "punto_banco.settle-coup.prompt_chip"
    assert "MO-03" in draft.rules
    line, rounding = draft.solution[1:]
    assert translate(line.code, "ca", line.params) == (
        "Plaça 2, banca: guanya 17,50 € menys 1 € de comissió, es paguen 16,50 €."
    )
    assert rounding.rule == "MO-03"


def test_pb_12_no_rounding_stated_when_no_commission_is_taken() -> None:
    draft = settle_coup_draft(TIE, [("seat1:tie", D(10))], BOOK)
    assert draft.prompt.code == "punto_banco.settle-coup.prompt"


def test_pb_07_one_card_burned_is_singular() -> None:
    draft = burn_count_draft("Ad", BOOK)
    (step,) = draft.solution
    assert (
        translate(step.code, "ca", step.params)
        == "La carta és un as, que val 1: s'inutilitza 1 carta."
    )
    assert (
        translate(step.code, "es", step.params)
        == "La carta es un as, que vale 1: se inutiliza 1 carta."
    )
    prompt = burn_count_draft("Qh", BOOK).prompt
    assert translate(prompt.code, "ca", prompt.params).startswith(
        "La primera carta del sabot és una reina."
    )


def _stakes_at(drill_id: str, book: Rulebook, seeds: int = 150) -> list[tuple[str, Decimal]]:
    drill = catalog.get(drill_id)
    out = []
    for level in (1, 2, 3, 4):
        rng = random.Random(f"{drill_id}:{level}")
        for _ in range(seeds):
            q = drill.build(rng, level, book)
            out += [(b.spot, b.amount) for b in q.scene.bets if not b.spot.endswith("commission")]
    return out


@pytest.mark.parametrize(
    "drill_id", ["punto_banco.commission", "punto_banco.tie-payout", "punto_banco.settle-coup"]
)
def test_pb_03_mo_01_stakes_a_player_could_make(drill_id: str) -> None:
    # Default table: minimum 10, maximum 1,000, tie at most 100 (a tenth), 0.50 chips.
    for spot, amount in _stakes_at(drill_id, BOOK):
        limit = D(100) if spot.endswith(":tie") else D(1000)
        assert D(10) <= amount <= limit, (spot, amount)
        assert amount % D("0.50") == 0, (spot, amount)


@pytest.mark.parametrize(
    "drill_id", ["punto_banco.commission", "punto_banco.tie-payout", "punto_banco.settle-coup"]
)
def test_pb_03_multiples_of_the_minimum_when_the_house_requires_them(
    tmp_path: Path, drill_id: str
) -> None:
    book = house(tmp_path, "[punto_banco]\nbets_multiple_of_min = true\n")
    stakes = _stakes_at(drill_id, book, seeds=60)
    assert all(amount % D(10) == 0 for _, amount in stakes), stakes
    assert len({amount for _, amount in stakes}) >= 3  # not only the minimum
