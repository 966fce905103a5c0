"""Answer areas read at a glance: a settlement row's result list wide enough for its words,
a choice labelled by its own key shown once.

The result list was filled with empty texts and named afterwards, so it kept an empty list's width:
at 1366×768 the trainee saw "Cl" for "Choose…" and a clipped result once one was chosen."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from trainer.drills import catalog
from ui.translations import install_language
from ui.views.answers import ChoiceAnswer, SettlementAnswer
from ui.words import say

DRILLS = ("trente_quarante.refait", "blackjack.settle-table", "punto_banco.settle-coup")


@pytest.mark.parametrize("locale", ["ca", "es", "en"])
@pytest.mark.parametrize("drill_id", DRILLS)
def test_every_result_and_the_prompt_fit_the_list(qtbot: QtBot, drill_id: str, locale: str) -> None:
    install_language(locale)
    try:
        drill = catalog.get(drill_id)
        level = max(drill.levels)
        question = drill.generate(random.Random(7), level)
        assert question.kind == "settlement"
        area = SettlementAnswer()
        qtbot.addWidget(area)
        area.resize(1200, 400)  # a drill view's width at 1280×800
        area.show()  # as in the drill view: the area is on screen before its question comes
        qtbot.waitExposed(area)
        area.set_question(question, locale, (Decimal("0.5"), Decimal(1), Decimal(5)))
        qtbot.wait(10)
        for outcome, _amount in area.rows.values():
            texts = [outcome.itemText(i) for i in range(outcome.count())]
            texts.append(outcome.placeholderText())
            metrics = outcome.fontMetrics()
            widest = max(metrics.horizontalAdvance(t) for t in texts)
            assert outcome.width() >= widest, (texts, outcome.width())
    finally:
        install_language("en")


@pytest.mark.parametrize("locale", ["ca", "es", "en"])
def test_a_choice_whose_label_is_its_key_shows_it_once(qtbot: QtBot, locale: str) -> None:
    """A hand's total 0–9 is chosen with its own digit: the button reads "7", not "7  7"."""
    question = catalog.get("punto_banco.hand-total").generate(random.Random(3), 1)
    area = ChoiceAnswer()
    qtbot.addWidget(area)
    area.set_question(question, locale, (Decimal(1),))
    for option in question.options:
        assert area.buttons[option.key].text() == say(option.label, locale)
