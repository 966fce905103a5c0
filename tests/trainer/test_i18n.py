"""The core's words: message lookup with fallbacks, and the format specs templates use."""

from __future__ import annotations

import pytest

from trainer.i18n import catalogue, missing, spot_words, translate


def test_money_is_shown_in_the_readers_locale() -> None:
    # chips.pay-with-chips.step_ratio: "{stake:money} at {ratio} pays {amount:money}."
    params = {"stake": "35", "ratio": "3:2", "amount": "52.50"}
    assert translate("chips.pay-with-chips.step_ratio", "en", params) == "€35 at 3:2 pays €52.50."
    assert translate("chips.pay-with-chips.step_ratio", "ca", params) == (
        "35 € a 3:2 paga 52,50 €."
    )


def test_unknown_code_shows_the_code_and_missing_lists_locales() -> None:
    assert translate("no.such.code", "ca") == "no.such.code"
    assert missing("no.such.code") == ["en", "ca", "es"]
    assert missing("common.yes") == []


def test_every_message_has_three_languages() -> None:
    incomplete = {code: missing(code) for code in catalogue() if missing(code)}
    assert incomplete == {}


@pytest.mark.parametrize(
    ("spot", "locale", "words"),
    [
        ("box7", "en", "Box 7"),
        ("box3-h2:double", "en", "Box 3, hand 2, double"),
        ("box1:insurance", "ca", "Casella 1, assegurança"),
        ("box2:over13", "es", "Casilla 2, más de 13"),
        ("left:2", "en", "Left tableau, punter 2"),
        ("right", "ca", "Drap dret"),
        ("cheval:17-20", "en", "cheval:17-20"),  # not a labelled spot: shown as it is
    ],
)
def test_spot_words(spot: str, locale: str, words: str) -> None:
    assert spot_words(spot, locale) == words


def test_blackjack_settlement_labels_use_spot_words() -> None:
    label = translate("blackjack.settle-table.item", "es", {"spot": "box7:double", "stake": "60"})
    assert label == "Casilla 7, doble (60 €)"
