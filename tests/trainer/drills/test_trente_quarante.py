"""Trente et quarante drills: hand-checked questions. Every expected value is worked out from
RULES.md (TQ-01..TQ-07, RO-11) in a comment; the drill's answer comes from the engine."""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal

import pytest

from trainer import rulebooks
from trainer.cards import parse_cards
from trainer.drills.base import Draft, Question, Response, Text
from trainer.drills.trente_quarante import (
    Item,
    _item_label,
    announce_draft,
    refait_draft,
    row_total_draft,
    stakes,
)
from trainer.games.trente_quarante import Bet
from trainer.i18n import translate
from trainer.money import Rounding

BOOK = rulebooks.default()  # trente et quarante minimum 10
D = Decimal

# Noir Ks Qh 9c 4d = 10+10+9+4 = 33; rouge Th Jc Ah Td = 10+10+1+10 = 31: rouge wins; noir's
# first card Ks is black, not rouge's colour: inverse.
NOIR_33 = parse_cards("Ks Qh 9c 4d")
ROUGE_31 = parse_cards("Th Jc Ah Td")
# Noir 8h Kc Qs 6d = 34; rouge 9s Tc Kd 3h = 32: rouge wins; 8h is red like rouge: couleur.
NOIR_34_RED = parse_cards("8h Kc Qs 6d")
ROUGE_32 = parse_cards("9s Tc Kd 3h")
# Both rows 31: refait. Noir Ks Qh Jd As; rouge Th Jc Kd Ac.
NOIR_31 = parse_cards("Ks Qh Jd As")
ROUGE_31B = parse_cards("Th Jc Kd Ac")
# Both rows 32: void. Noir Ks Qh 9c 3d; rouge Th Jc 5s 7h.
NOIR_32 = parse_cards("Ks Qh 9c 3d")
ROUGE_32B = parse_cards("Th Jc 5s 7h")


def question(draft: Draft, drill_id: str) -> Question:
    return draft.as_question(drill_id, rulebook=BOOK.id)


def item(key: str, chance: str, stake: str, refaits: int = 0, wish: str | None = None) -> Item:
    return Item(key, Bet(f"p{key}", chance, D(stake)), refaits, wish)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- row-total


def test_tq_01_row_total_of_noir() -> None:
    draft = row_total_draft(NOIR_33, ROUGE_31, "noir", BOOK)
    assert draft.expected == "33"  # 10 + 10 + 9 + 4
    q = question(draft, "trente_quarante.row-total")
    assert q.grade(Response("choice", "33"), 2).correct
    assert not q.grade(Response("choice", "34"), 2).correct  # off by one
    assert "noir" not in draft.scene.info and draft.scene.highlight == ("noir",)


def test_tq_01_row_total_of_rouge_with_an_ace() -> None:
    # 10 + 10 + 1 + 10 = 31
    assert row_total_draft(NOIR_33, ROUGE_31, "rouge", BOOK).expected == "31"


# --------------------------------------------------------------------------- announce


def test_tq_03_rouge_and_inverse_win() -> None:
    draft = announce_draft(NOIR_33, ROUGE_31, "chances", BOOK, random.Random(1))
    assert draft.expected == ["inverse", "rouge"]
    q = question(draft, "trente_quarante.announce")
    assert not q.grade(Response("choices", ["couleur", "rouge"]), 2).correct


def test_tq_04_refait_and_void_no_chance_wins() -> None:
    assert announce_draft(NOIR_31, ROUGE_31B, "chances", BOOK, random.Random(1)).expected == []
    assert announce_draft(NOIR_32, ROUGE_32B, "chances", BOOK, random.Random(1)).expected == []


def test_tq_07_call_rouge_gagne_et_couleur() -> None:
    # rouge 32 wins with couleur: the call names the winning digit: "deux, rouge gagne et couleur"
    draft = announce_draft(NOIR_34_RED, ROUGE_32, "call", BOOK, random.Random(5))
    assert draft.expected == "rouge-couleur-2"
    labels = {o.key: o.label for o in draft.options}
    label = labels["rouge-couleur-2"]
    assert translate(label.code, "en", label.params) == "«deux, rouge gagne et couleur»"
    assert translate(label.code, "ca", label.params) == "«dos vermell i color guanyen»"
    assert translate(label.code, "es", label.params) == "«dos rojo y color ganan»"
    # the slips offered beside it: inverse, noir, the losing row's digit, void, refait
    assert {"rouge-inverse-2", "noir-couleur-2", "refait"} <= set(labels)
    q = question(draft, "trente_quarante.announce")
    assert not q.grade(Response("choice", "rouge-inverse-2"), 2).correct
    assert "call" not in draft.scene.info and "noir" not in draft.scene.info


# --------------------------------------------------------------------------- refait


def test_tq_04_refait_half_back_or_prison() -> None:
    # 31-31: noir 40 takes half (20 back); couleur 30 goes to prison whole (worth 30)
    draft = refait_draft(
        NOIR_31,
        ROUGE_31B,
        [item("1", "noir", "40", wish="half"), item("2", "couleur", "30", wish="prison")],
        BOOK,
    )
    assert {k: (v["outcome"], D(v["amount"])) for k, v in draft.expected.items()} == {
        "1": ("half", D(20)),
        "2": ("prison", D(30)),
    }
    q = question(draft, "trente_quarante.refait")
    wrong = {"1": {"outcome": "half", "amount": "40"}, "2": {"outcome": "prison", "amount": "30"}}
    assert q.grade(Response("settlement", wrong), 2).score == 0.5


def test_tq_04_prisoners_released_or_lost_new_bets_paid() -> None:
    # rouge 31 beats noir 33, inverse: the rouge prisoner (40) is handed back unpaid, the noir
    # prisoner (30) is lost, a new inverse bet of 25 is paid 25.
    items = [
        item("1", "rouge", "40", refaits=1),
        item("2", "noir", "30", refaits=1),
        item("3", "inverse", "25"),
    ]
    draft = refait_draft(NOIR_33, ROUGE_31, items, BOOK)
    assert {k: (v["outcome"], D(v["amount"])) for k, v in draft.expected.items()} == {
        "1": ("release", D(40)),
        "2": ("lose", D(30)),
        "3": ("win", D(25)),
    }


def test_tq_04_void_coup_prisoner_stays_bet_stands() -> None:
    draft = refait_draft(
        NOIR_32, ROUGE_32B, [item("1", "rouge", "40", 1), item("2", "noir", "20")], BOOK
    )
    assert {k: (v["outcome"], D(v["amount"])) for k, v in draft.expected.items()} == {
        "1": ("prison", D(40)),
        "2": ("push", D(0)),
    }


def test_ro_11_second_refait_quarter_or_half_value_below_minimum_stays() -> None:
    # Second refait in a row (RO-11): prisoner 40 asking half gets a quarter, 10; prisoner 15
    # would be worth 7.50, below the minimum 10: it must stay in prison, worth 7.50.
    items = [item("1", "noir", "40", 1, "half"), item("2", "rouge", "15", 1, "half")]
    draft = refait_draft(NOIR_31, ROUGE_31B, items, BOOK)
    assert {k: (v["outcome"], D(v["amount"])) for k, v in draft.expected.items()} == {
        "1": ("half", D(10)),
        "2": ("prison", D("7.50")),
    }


def test_ro_11_last_coup_of_session_forces_the_take_back() -> None:
    # Refait on the last coup: no prison; a prisoner of one refait gets a quarter (40 / 4 = 10),
    # a new bet half (50 / 2 = 25), whatever they wished.
    items = [item("1", "noir", "40", 1, "prison"), item("2", "rouge", "50", 0, "prison")]
    draft = refait_draft(NOIR_31, ROUGE_31B, items, BOOK, closing=True)
    assert {k: (v["outcome"], D(v["amount"])) for k, v in draft.expected.items()} == {
        "1": ("half", D(10)),
        "2": ("half", D(25)),
    }
    assert draft.prompt.code.endswith("prompt_last")


# --------------------------------------------------------------------------- money (MO-01..MO-05)

EXACT = replace(BOOK, payout_rounding=Rounding.EXACT)  # MO-05: the house settles to the cent


def amounts(draft: Draft) -> dict[str, tuple[str, Decimal]]:
    return {k: (v["outcome"], D(v["amount"])) for k, v in draft.expected.items()}


def step(draft: Draft, code: str) -> Text:
    return next(t for t in draft.solution if t.code.endswith(code))


def test_tq_04_mo_02_refait_quarter_of_37_50_is_9_with_its_rounding() -> None:
    # RO-11 via TQ-04: a prisoner of one refait meets a second refait and takes back a quarter:
    # 37.50 ÷ 4 = 9.375; MO-02 rounds a payout down to the 0.50 chip: 9.
    draft = refait_draft(NOIR_31, ROUGE_31B, [item("1", "rouge", "37.50", 1, "half")], BOOK)
    assert amounts(draft) == {"1": ("half", D(9))}
    rounding = step(draft, "common.rounding.down")
    assert rounding.rule == "MO-02" and rounding.params["exact"] == "9.375"
    assert "MO-02" in draft.rules
    ca = [translate(t.code, "ca", t.params) for t in draft.solution]
    assert (
        "1: recupera la quarta part de l'aposta, 37,50 € ÷ 4: es retornen 9 € i la resta és "
        "per a la casa." in ca
    )
    assert any("9,375" in line and "9 €" in line for line in ca)


def test_tq_04_mo_05_exact_house_refait_quarter_of_37_50_is_9_37() -> None:
    # MO-05: to the cent, the part-cent to the house: 9.375 -> 9.37.
    draft = refait_draft(NOIR_31, ROUGE_31B, [item("1", "rouge", "37.50", 1, "half")], EXACT)
    assert amounts(draft) == {"1": ("half", D("9.37"))}
    rounding = step(draft, "common.rounding.cent")
    assert rounding.rule == "MO-05" and rounding.params["exact"] == "9.375"
    assert "MO-05" in draft.rules and "MO-02" not in draft.rules


def test_tq_04_mo_02_prison_value_at_a_second_refait_rounded_down() -> None:
    # RO-11: staying at the second refait the prisoner is worth 37.50 ÷ 2 = 18.75 -> 18.50
    # (MO-02); the exact house keeps 18.75, a cent amount with nothing to round.
    draft = refait_draft(NOIR_31, ROUGE_31B, [item("1", "noir", "37.50", 1, "prison")], BOOK)
    assert amounts(draft) == {"1": ("prison", D("18.50"))}
    worth = step(draft, "refait.worth_down")
    assert worth.rule == "MO-02" and worth.params["exact"] == "18.75"
    es = [translate(t.code, "es", t.params) for t in draft.solution]
    assert "1: se queda en prisión y ahora vale 37,50 € ÷ 2: 18,50 €." in es
    exact = refait_draft(NOIR_31, ROUGE_31B, [item("1", "noir", "37.50", 1, "prison")], EXACT)
    assert amounts(exact) == {"1": ("prison", D("18.75"))}
    assert not any("worth" in t.code or "rounding" in t.code for t in exact.solution)


def test_tq_04_mo_02_released_after_two_refaits_hands_back_the_rounded_value() -> None:
    # Rouge 31 beats noir 33: a rouge prisoner of two refaits on 37.50 is worth 18.75 -> 18.50
    # and is handed back unpaid (RO-11, MO-02).
    draft = refait_draft(NOIR_33, ROUGE_31, [item("1", "rouge", "37.50", 2)], BOOK)
    assert amounts(draft) == {"1": ("release", D("18.50"))}
    assert step(draft, "refait.step_release_part").params["divisor"] == "2"
    assert step(draft, "common.rounding.down").rule == "MO-02"


def test_tq_04_mo_02_third_refait_an_eighth_back() -> None:
    # Third refait in a row on 45: an eighth back, 45 ÷ 8 = 5.625 -> 5.50 (MO-02).
    draft = refait_draft(NOIR_31, ROUGE_31B, [item("1", "couleur", "45", 2, "half")], BOOK)
    assert amounts(draft) == {"1": ("half", D("5.50"))}
    assert step(draft, "refait.step_half").params["part"] == "trente_quarante.part.8"
    assert translate("trente_quarante.part.8", "ca") == "la vuitena part"


def test_ro_11_forced_prison_says_why() -> None:
    # 15 at a second refait would stay worth 7.50, below the minimum 10: the player's wish for
    # his part is refused by RO-11, and the solution says so.
    draft = refait_draft(NOIR_31, ROUGE_31B, [item("1", "rouge", "15", 1, "half")], BOOK)
    assert amounts(draft) == {"1": ("prison", D("7.50"))}
    forced = step(draft, "refait.forced.prison")
    assert forced.rule == "RO-11" and D(forced.params["amount"]) == D("7.50")


@pytest.mark.parametrize("level", (1, 2, 3, 4))
def test_mo_01_tq_05_stakes_are_chips_within_the_limits(level: int) -> None:
    # TQ-05: 10 to 2000; MO-01: whole numbers of the 0.50 chip.
    found = stakes(level, BOOK)
    assert found and all(D(10) <= s <= D(2000) and s % D("0.50") == 0 for s in found)
    if level == 1:
        assert all(s % 10 == 0 for s in found)  # round stakes first
    if level == 4:
        assert D("37.50") in found


def test_mo_01_stakes_follow_a_house_chip_set() -> None:
    # A house whose smallest chip is 5: every stake is a multiple of 5, even at level 4. Its
    # boule table opens at 5 too: a minimum of 2 is no stake with these chips (MO-01).
    boule = replace(  # BO-03: numbers 40-100 times the minimum, simple chances 200-500
        BOOK.boule, table_min=Decimal(5), number_max=Decimal(250), simple_max=Decimal(1000)
    )
    book = replace(BOOK, chips=tuple(c for c in BOOK.chips if c.value >= 5), boule=boule)
    for level in (1, 2, 3, 4):
        assert all(s % 5 == 0 for s in stakes(level, book))


def test_item_labels_elide_and_say_one_refait() -> None:
    # Catalan elides before a vowel ("a l'invers", "d'un refait"); no plural after one.
    one = _item_label(item("1", "inverse", "37.50", 1, "prison"))
    assert translate(one.code, "ca", one.params) == (
        "1: 37,50 € a l'invers, a la presó després d'un refait (el jugador tria la presó)"
    )
    assert translate(one.code, "en", one.params) == (
        "1: €37.50 on inverse, in prison after one refait (the player chooses prison)"
    )
    two = _item_label(item("2", "noir", "20", 2))
    assert translate(two.code, "es", two.params) == (
        "2: 20 € al negro, en prisión tras 2 refaits seguidos (sin elección)"
    )


def test_ro_11_a_table_without_prison_hands_back_half_and_says_why() -> None:
    # en_prison off (a house option, TQ-04 as RO-11): the player asking prison takes half back:
    # 25 ÷ 2 = 12.50, on the chip.
    book = replace(BOOK, trente_quarante=replace(BOOK.trente_quarante, en_prison=False))
    draft = refait_draft(NOIR_31, ROUGE_31B, [item("1", "noir", "25", 0, "prison")], book)
    assert amounts(draft) == {"1": ("half", D("12.50"))}
    assert step(draft, "refait.forced.no_prison").rule == "RO-11"
