"""Chemin de fer drills: hand-checked questions. Every expected value is worked out from
RULES.md (CF-01..CF-06, BD-01..BD-03, PB-11) in a comment; the drill's answer comes from the
engines."""

from __future__ import annotations

import random
from dataclasses import replace
from decimal import Decimal

import pytest

from trainer import rulebooks
from trainer.drills import catalog
from trainer.drills.base import Draft, Question, Response
from trainer.drills.chemin_de_fer import (
    cagnotte_draft,
    deux_tableaux_draft,
    drawing_rule_draft,
    incident,
    incident_draft,
)
from trainer.games.baccarat.tableau import Action
from trainer.i18n import translate
from trainer.money import Rounding

BOOK = rulebooks.default()  # cagnotte 5%
D = Decimal


def question(draft: Draft, drill_id: str) -> Question:
    return draft.as_question(drill_id, rulebook=BOOK.id)


def cards(text: str) -> list[str]:
    return text.split()


# --------------------------------------------------------------------------- drawing rule
# Shoe order (CF-02): punter, banker, punter, banker, then third cards.


def test_cf_03_punter_on_4_draws_on_5_chooses() -> None:
    # punter 2h + 2c... : P 2h, B Kd, P 2c, B 3s: punter 4 draws
    assert drawing_rule_draft(cards("2h Kd 2c 3s 9c 5d"), "punter", BOOK).expected == "draw"
    # P 2h, B Kd, P 3c, B 3s: punter 5: his choice
    draft = drawing_rule_draft(cards("2h Kd 3c 3s 9c 5d"), "punter", BOOK)
    assert draft.expected == "option"
    q = question(draft, "chemin_de_fer.drawing-rule")
    assert not q.grade(Response("choice", "stand"), 2).correct


def test_cf_03_punter_on_5_asking_advice_is_told_to_stand() -> None:
    assert drawing_rule_draft(cards("2h Kd 3c 3s 9c 5d"), "advice", BOOK).expected == "stand"


def test_cf_04_banker_3_against_a_9_is_an_option() -> None:
    # punter 2h + Ac = 3 draws 9c; banker Kd + 3s = 3 against a 9: option (CF-04)
    draft = drawing_rule_draft(cards("2h Kd Ac 3s 9c 5d"), "banker", BOOK, punter_draws=True)
    assert draft.expected == "option" and draft.rules == ("CF-04",)


def test_cf_04_banker_3_against_an_8_stands() -> None:
    # PB-11: 3 draws on anything but 8
    draft = drawing_rule_draft(cards("2h Kd Ac 3s 8c 5d"), "banker", BOOK, punter_draws=True)
    assert draft.expected == "stand"


def test_cf_04_banker_with_0_draws() -> None:
    # banker Kd + Qs = 0: always draws (punter 3 draws the 9c)
    draft = drawing_rule_draft(cards("2h Kd Ac Qs 9c 5d"), "banker", BOOK, punter_draws=True)
    assert draft.expected == "draw"


def test_cf_04_banker_6_stands_when_punter_stood() -> None:
    # punter 4h + 3d = 7 stands; banker 2c + 4c = 6 stands
    assert drawing_rule_draft(cards("4h 2c 3d 4c 9s"), "banker", BOOK).expected == "stand"


def test_cf_02_natural_means_no_card() -> None:
    # punter 8h + Kd = 8: shown at once
    draft = drawing_rule_draft(cards("8h 2c Kd 5s 9c"), "banker", BOOK)
    assert draft.expected == "natural" and draft.rules == ("CF-02",)


# --------------------------------------------------------------------------- cagnotte


def test_cf_05_cagnotte_on_the_banker_winnings() -> None:
    # punter 3h + 2d = 5, banker 4c + 5s = 9 natural: the banker wins 60 + 30 = 90;
    # cagnotte 90 x 5% = 4.50
    draft = cagnotte_draft(cards("3h 4c 2d 5s"), D(200), [D(60), D(30)], "cagnotte", BOOK)
    assert D(draft.expected) == D("4.50")
    q = question(draft, "chemin_de_fer.cagnotte")
    assert q.grade(Response("amount", "4,50", "ca"), 2).correct
    assert not q.grade(Response("amount", "4.95"), 2).correct  # cagnotte on 99, not 90


def test_cf_05_bank_after_the_cagnotte() -> None:
    # 200 + 90 - 4.50 = 285.50
    draft = cagnotte_draft(cards("3h 4c 2d 5s"), D(200), [D(60), D(30)], "bank", BOOK)
    assert D(draft.expected) == D("285.50")


def test_cf_05_no_question_on_a_coup_the_punter_wins() -> None:
    with pytest.raises(ValueError):
        cagnotte_draft(cards("8h 2c Kd 5s"), D(200), [D(60)], "cagnotte", BOOK)


# --------------------------------------------------------------------------- incidents


def test_cf_06_incident_and_its_remedy() -> None:
    stuck = incident("cards-stuck")
    others = [incident("card-on-floor"), incident("slow-look")]
    draft = incident_draft(stuck, [others[0], stuck, others[1]], BOOK)
    assert draft.expected == "cards-stuck"
    assert [o.key for o in draft.options] == ["card-on-floor", "cards-stuck", "slow-look"]
    q = question(draft, "chemin_de_fer.incidents")
    assert not q.grade(Response("choice", "card-on-floor"), 2).correct
    with pytest.raises(ValueError):
        incident_draft(stuck, others, BOOK)


def test_cf_06_question_incidents_are_not_followed_by_what_is_done() -> None:
    draft = incident_draft(incident("bank-limits"), [incident("bank-limits")], BOOK)
    assert draft.prompt.code.endswith("prompt_question")


# --------------------------------------------------------------------------- deux tableaux
# Deal (DECISION): right, left, banker, right, left, banker.
# right 2h 5s = 7 stands; left 3c Ac = 4 draws Kh: 4; banker Kd 6c = 6 stands.
COUP = cards("2h 3c Kd 5s Ac 6c Kh 9d")


def test_bd_03_each_side_settled_and_bd_02_limited_bank_covers_by_priority() -> None:
    # Right 7 beats 6: the punters win; left 4 loses to 6. Limited bank 100 covers seat 1's 60,
    # seat 2's 30 and the last 10 of seat 3's 50: seat 3 is paid 10.
    bets = [("right", 1, D(60)), ("left", 2, D(30)), ("right", 3, D(50))]
    draft = deux_tableaux_draft(COUP, D(100), "limited", bets, Action.STAND, Action.STAND, BOOK)
    assert {k: (v["outcome"], D(v["amount"])) for k, v in draft.expected.items()} == {
        "right": ("win", D(60)),
        "left": ("lose", D(30)),
        "right:2": ("win", D(10)),
    }
    q = question(draft, "chemin_de_fer.deux-tableaux")
    wrong = {k: dict(v) for k, v in draft.expected.items()}
    wrong["right:2"]["amount"] = "50"  # paid in full, as if the bank were open
    assert q.grade(Response("settlement", wrong), 2).score == pytest.approx(2 / 3)


def test_bd_02_open_bank_pays_everything() -> None:
    bets = [("right", 1, D(60)), ("left", 2, D(30)), ("right", 3, D(50))]
    draft = deux_tableaux_draft(COUP, D(100), "open", bets, Action.STAND, Action.STAND, BOOK)
    assert draft.expected["right:2"] == {"outcome": "win", "amount": "50"}


def test_bd_02_bet_beyond_an_exhausted_bank_is_void() -> None:
    # seat 1's 100 takes the whole bank of 100: seat 2's 30 on the left is not covered
    bets = [("right", 1, D(100)), ("left", 2, D(30))]
    draft = deux_tableaux_draft(COUP, D(100), "limited", bets, Action.STAND, Action.STAND, BOOK)
    assert draft.expected["left"] == {"outcome": "void", "amount": "0"}


# --------------------------------------------------------------------------- issue 12


def test_cf_07_drawing_rule_says_play_follows_the_tables() -> None:
    draft = drawing_rule_draft(cards("2h Kd 2c 3s 9c 5d"), "punter", BOOK)
    assert draft.prompt.code == "chemin_de_fer.drawing-rule.prompt_punter_tables"
    words = translate(draft.prompt.code, "ca", draft.prompt.params)
    assert words.startswith("Es juga atenint-se a la taula de regles de tirada.")


def test_cf_07_free_play_the_punter_chooses() -> None:
    # Punter 2h + 2c = 4: by the tables he draws (CF-03); in free play he may do either.
    draft = drawing_rule_draft(cards("2h Kd 2c 3s 9c 5d"), "punter", BOOK, free_play=True)
    assert draft.expected == "option" and draft.rules == ("CF-07",)
    assert draft.prompt.code == "chemin_de_fer.drawing-rule.prompt_punter_free"
    q = question(draft, "chemin_de_fer.drawing-rule")
    assert not q.grade(Response("choice", "draw"), 2).correct  # the tables' answer


def test_cf_07_free_play_a_banker_with_0_still_draws() -> None:
    # Punter 2h + Ac = 3 draws 9c; banker Kd + Qs = 0: free play, but 0 must draw (8.VI).
    draft = drawing_rule_draft(
        cards("2h Kd Ac Qs 9c 5d"), "banker", BOOK, punter_draws=True, free_play=True
    )
    assert draft.expected == "draw"
    assert draft.solution[0].code == "chemin_de_fer.drawing-rule.step_free_banker_0"
    # Banker Kd + 6s = 6 against a 9: the tables say stand; free play leaves him the choice.
    draft = drawing_rule_draft(
        cards("2h Kd Ac 6s 9c 5d"), "banker", BOOK, punter_draws=True, free_play=True
    )
    assert draft.expected == "option"


def test_cf_07_level_4_asks_some_questions_in_free_play() -> None:
    drill = catalog.get("chemin_de_fer.drawing-rule")
    rng = random.Random(12)
    codes = [drill.generate(rng, 4).prompt.code for _ in range(400)]
    free = sum(code.endswith("_free") for code in codes)
    assert 20 <= free <= 110  # about 15% of the non-advice questions
    rng = random.Random(12)
    assert all(drill.generate(rng, 2).prompt.code.endswith("_tables") for _ in range(100))


def test_cf_05_mo_03_cagnotte_rounded_up_with_the_exact_amount_shown() -> None:
    # Banker 9 beats punter 5; 17.50 won; 5% = 0.875, taken as 1 (MO-03, 0.50 chip).
    draft = cagnotte_draft(cards("3h 4c 2d 5s"), D(200), [D("17.50")], "cagnotte", BOOK)
    assert D(draft.expected) == D(1)
    assert draft.rules == ("CF-01", "CF-05", "MO-03")
    rounding = draft.solution[-1]
    assert rounding.rule == "MO-03"
    words = translate(rounding.code, "es", rounding.params)
    assert "0,875" in words and "1 €" in words
    # the bank after: 200 + 17.50 - 1 = 216.50
    bank = cagnotte_draft(cards("3h 4c 2d 5s"), D(200), [D("17.50")], "bank", BOOK)
    assert D(bank.expected) == D("216.50")


def test_cf_05_mo_05_exact_house_setting_takes_the_cagnotte_to_the_cent() -> None:
    # 0.875 -> 0.88 (MO-05); bank 200 + 17.50 - 0.88 = 216.62
    exact = replace(BOOK, payout_rounding=Rounding.EXACT)
    draft = cagnotte_draft(cards("3h 4c 2d 5s"), D(200), [D("17.50")], "cagnotte", exact)
    assert D(draft.expected) == D("0.88")
    assert draft.prompt.code == "chemin_de_fer.cagnotte.prompt_cagnotte_cent"
    bank = cagnotte_draft(cards("3h 4c 2d 5s"), D(200), [D("17.50")], "bank", exact)
    assert D(bank.expected) == D("216.62")


# The tied-side coup: right 8h Kh = 8 natural; left 2c 2s = 4 draws 5d: 9; banker 3d Ks = 3
# draws 6h: 9. Left ties 9-9 with the banker.
TIED_LEFT = cards("8h 2c 3d Kh 2s Ks 5d 6h")


def test_bd_02_bd_03_uncovered_bet_on_a_tied_side_is_not_covered_not_a_push() -> None:
    # Limited bank 100: seat 1's 100 on the right takes it all; seat 2's 50 on the left is
    # never in play, so it is "not covered" (void, handed back) although its side tied.
    bets = [("right", 1, D(100)), ("left", 2, D(50))]
    draft = deux_tableaux_draft(TIED_LEFT, D(100), "limited", bets, Action.DRAW, Action.DRAW, BOOK)
    assert draft.expected == {
        "right": {"outcome": "win", "amount": "100"},
        "left": {"outcome": "void", "amount": "0"},
    }
    q = question(draft, "chemin_de_fer.deux-tableaux")
    push = {k: dict(v) for k, v in draft.expected.items()}
    push["left"] = {"outcome": "push", "amount": "0"}
    assert q.grade(Response("settlement", push), 2).score == pytest.approx(1 / 2)
    void_step = draft.solution[-1]
    assert (void_step.code, void_step.rule) == ("chemin_de_fer.deux-tableaux.step_void", "BD-03")
    limited = [s for s in draft.solution if s.code.endswith("step_limited")]
    assert [s.rule for s in limited] == ["BD-02"]


def test_bd_03_covered_bet_on_a_tied_side_stands() -> None:
    # Open bank: the same 50 on the tied left side is covered, and its side is void: push.
    bets = [("right", 1, D(100)), ("left", 2, D(50))]
    draft = deux_tableaux_draft(TIED_LEFT, D(100), "open", bets, Action.DRAW, Action.DRAW, BOOK)
    assert draft.expected["left"] == {"outcome": "push", "amount": "0"}


def test_bd_01_standing_players_are_named_a_peu_dret() -> None:
    bets = [("right", 1, D(60)), ("left", 11, D(30))]
    draft = deux_tableaux_draft(COUP, D(100), "open", bets, Action.STAND, Action.STAND, BOOK)
    label = draft.options[1].label
    assert (
        translate(label.code, "ca", label.params)
        == "Drap esquerre: jugador a peu dret núm. 2, 30 €"
    )
