"""A settlement row's result list is wide enough to read what it offers, in every language.

It was filled with empty texts and named afterwards, so it kept the width of an empty list:
at 1366×768 the trainee saw "Cl" for "Choose…" and a clipped result once one was chosen."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from trainer.drills import catalog
from ui.translations import install_language
from ui.views.answers import SettlementAnswer

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
