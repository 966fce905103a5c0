"""Chemin de fer drills: hand-checked questions. Every expected value is worked out from
RULES.md (CF-01..CF-06, BD-01..BD-03, PB-11) in a comment; the drill's answer comes from the
engines."""

from __future__ import annotations

from decimal import Decimal
from importlib import resources

import pytest

from trainer import rulebooks
from trainer.drills.base import Draft, Question, Response
from trainer.drills.chemin_de_fer import (
    cagnotte_draft,
    deux_tableaux_draft,
    drawing_rule_draft,
    incident_draft,
    incident_messages,
)
from trainer.games.cf_incidents import by_id
from trainer.games.chemin_de_fer import Action

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
    incident = by_id("cards-stuck")
    others = [by_id("card-on-floor"), by_id("slow-look")]
    draft = incident_draft(incident, [others[0], incident, others[1]], BOOK)
    assert draft.expected == "cards-stuck"
    assert [o.key for o in draft.options] == ["card-on-floor", "cards-stuck", "slow-look"]
    q = question(draft, "chemin_de_fer.incidents")
    assert not q.grade(Response("choice", "card-on-floor"), 2).correct
    with pytest.raises(ValueError):
        incident_draft(incident, others, BOOK)


def test_cf_06_question_incidents_are_not_followed_by_what_is_done() -> None:
    draft = incident_draft(by_id("bank-limits"), [by_id("bank-limits")], BOOK)
    assert draft.prompt.code.endswith("prompt_question")


def test_cf_06_incident_messages_file_is_generated_from_the_data() -> None:
    path = resources.files("trainer.drills.messages").joinpath("chemin_de_fer_incidents.toml")
    assert path.read_text("utf-8") == incident_messages(), (
        "run: python -m trainer.drills.chemin_de_fer"
    )


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
