"""A rulebook refusal in the reader's language, naming its rule.

Every refusal of the loader (`schema`, `sections`, `checks`, the package) carries a message
code of `trainer/drills/messages/rulebook.toml` and its parameters besides the English text,
so Settings and the start-up message say it in Catalan or Spanish too ("2,50 € no és un
nombre sencer de la fitxa més petita, 7 € (MO-01)"). A refusal whose words name no rule gets
the rule of the field it refuses ("punto_banco.commission_rate" is PB-04), so a house manager
can look the limit up in the regulation.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from trainer.errors import RulebookError
from trainer.i18n import translate

PREFIX = "rulebook."
RULE_ID = re.compile(r"\b[A-Z]{2}-\d{2}\b")

# The rule behind each field (the comments of `sections.py`), by dotted prefix: the longest
# prefix that names a field wins ("craps.place.6" is CR-13).
FIELD_RULES: dict[str, str] = {
    "chips": "MO-01",
    "payout_rounding": "MO-02",
    "blackjack.decks": "BJ-01",
    "blackjack.cut_card_from_end": "BJ-02",
    "blackjack.boxes": "BJ-03",
    "blackjack.bets_per_box": "BJ-03",
    "blackjack.table_min": "BJ-04",
    "blackjack.table_max": "BJ-04",
    "blackjack.dealer_stands_soft_17": "BJ-08",
    "blackjack.win_pays": "BJ-10",
    "blackjack.blackjack_pays": "BJ-10",
    "blackjack.insurance_pays": "BJ-11",
    "blackjack.dealer_blackjack_takes": "BJ-12",
    "blackjack.resplit": "BJ-13",
    "blackjack.doubling": "BJ-15",
    "blackjack.double_after_split": "BJ-15",
    "blackjack.over_under_pays": "BJ-16",
    "blackjack.side_bet_max_fraction_of_min": "BJ-17",
    "blackjack.sevens_jackpot_min_times": "BJ-17",
    "blackjack.sevens_prizes": "BJ-17",
    "punto_banco.decks": "PB-01",
    "punto_banco.seats": "PB-02",
    "punto_banco.bets_per_box": "PB-02",
    "punto_banco.table_min": "PB-03",
    "punto_banco.table_max": "PB-03",
    "punto_banco.tie_max_fraction_of_max": "PB-03",
    "punto_banco.bets_multiple_of_min": "PB-03",
    "punto_banco.player_pays": "PB-04",
    "punto_banco.banker_pays": "PB-04",
    "punto_banco.commission_rate": "PB-04",
    "punto_banco.commission_collection": "PB-04",
    "punto_banco.tie_pays": "PB-04",
    "punto_banco.stop_card_from_end": "PB-06",
    "chemin_de_fer.decks": "CF-01",
    "chemin_de_fer.punter_option_on_5": "CF-03",
    "chemin_de_fer.stop_card_from_end": "CF-06",
    "chemin_de_fer.bank_mode": "BD-02",
    "chemin_de_fer.bank_max": "BD-02",
    "trente_quarante.decks": "TQ-01",
    "trente_quarante.pays": "TQ-03",
    "trente_quarante.en_prison": "TQ-04",
    "trente_quarante.table_min": "TQ-05",
    "trente_quarante.table_max": "TQ-05",
    "trente_quarante.stop_card_from_end": "TQ-06",
    "boule.number_pays": "BO-02",
    "boule.simple_pays": "BO-02",
    "boule": "BO-03",
    "roulette.payouts": "RO-02",
    "roulette.en_prison": "RO-11",
    "roulette.table_min": "RO-12",
    "roulette.plein_max": "RO-12",
    "roulette.simple_max": "RO-12",
    "craps.payouts": "CR-02",
    "craps.come_withdrawable": "CR-05",
    "craps.odds_take": "CR-11",
    "craps.odds_lay": "CR-12",
    "craps.place": "CR-13",
    "craps.lay": "CR-14",
    "craps.dice_on_chips_valid": "CR-17",
    "craps.throw_must_touch_far_end": "CR-17",
    "craps.closing_announcement": "CR-18",
    "craps.last_rolls_announced": "CR-18",
    "craps": "CR-15",  # the limits, the multiples and the rest of the table's settings
}


def field_rule(path: str) -> str:
    """The rule of the field at `path` ("chips[2].colour" is MO-01), or ""."""
    path = re.sub(r"\[\d+\]", "", path)
    while path:
        if path in FIELD_RULES:
            return FIELD_RULES[path]
        path = path.rpartition(".")[0]
    return ""


def problem_words(code: str, params: Mapping[str, str], path: str, locale: str) -> str:
    """The problem of refusal `code` in `locale`, ending with the field's rule when its words
    name none."""
    text = translate(PREFIX + code, locale, params)
    rule = field_rule(path)
    if rule and not RULE_ID.search(text):
        text = f"{text} ({rule})"
    return text


def problem_in(error: RulebookError, locale: str) -> str:
    """What is wrong, in `locale` (a refusal without a code, one nobody foresaw, in English)."""
    if not error.code:
        return error.problem
    return problem_words(error.code, error.params, error.field, locale)


def refusal_in(error: RulebookError, locale: str) -> str:
    """The whole refusal, file, field and problem, in `locale`."""
    return translate(
        PREFIX + "refused",
        locale,
        {"source": error.source, "field": error.field, "problem": problem_in(error, locale)},
    )


def refused(where: str, path: str, code: str, **params: object) -> RulebookError:
    """The `RulebookError` for refusal `code` of the field at `path` in file `where`."""
    words = {name: str(value) for name, value in params.items()}
    english = problem_words(code, words, path, "en")
    return RulebookError(where, path, english, code, words)
