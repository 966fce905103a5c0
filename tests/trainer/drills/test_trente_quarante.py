"""Trente et quarante drills: hand-checked questions. Every expected value is worked out from
RULES.md (TQ-01..TQ-07, RO-11) in a comment; the drill's answer comes from the engine."""

from __future__ import annotations

import random
from decimal import Decimal

from trainer import rulebooks
from trainer.cards import parse_cards
from trainer.drills.base import Draft, Question, Response
from trainer.drills.trente_quarante import Item, announce_draft, refait_draft, row_total_draft
from trainer.games.trente_quarante import Bet
from trainer.i18n import translate

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
