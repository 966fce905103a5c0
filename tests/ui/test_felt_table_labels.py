"""The table's cloth read beside the table's words (issue 17, "the felt's own printed labels"):
a bet's tag names it as the session's lines do, and a rate is printed with the language's
spacing, as punto banco's commission already is."""

from __future__ import annotations

import pytest

from trainer.i18n import translate
from ui.felt.words import felt_words, label_words


@pytest.mark.parametrize("locale", ["en", "ca", "es"])
def test_ro_05_a_sixains_tag_is_the_word_the_table_lines_use(locale: str) -> None:
    # "Retire: Seisena 1-6" on the line under the felt, SEISENA under the stack
    assert label_words("sixain", locale) == translate("roulette.kind.sixain", locale).upper()


@pytest.mark.parametrize(("locale", "printed"), [("en", "5%"), ("ca", "5 %"), ("es", "5 %")])
def test_cf_05_the_cagnotte_rate_is_spaced_as_the_commission(locale: str, printed: str) -> None:
    assert felt_words("chemin_de_fer.cagnotte_rate", locale, {"rate": 5}) == printed
    commission = felt_words("punto_banco.banker_pays", locale, {"to": 1, "per": 1, "rate": 5})
    assert printed in commission
