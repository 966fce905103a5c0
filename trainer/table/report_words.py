"""A table session in the reader's language: acts, red lines, modes, verdicts and pace, from the
`table.*` messages (`trainer/drills/messages/table.toml`).

An act keeps its typed form in the records ("pay box3 16.50"); shown to a person it reads
"Pay · Box 3 · 16,50 €": the family in words, the target in words where the trainer has them
(boxes, tableaux, the dealer, Player and Banker, a layout spot such as "plein:17", as the
session names them: `trainer.table.words.target_words`), the amount as money and the choice
as typed (a call's words, the number announced).
"""

from __future__ import annotations

from collections.abc import Mapping

from trainer.i18n import catalogue, translate
from trainer.table.acts import FAMILIES, Act, ActSyntaxError
from trainer.table.report import PaceResult, Tally
from trainer.table.words import choice_words as table_choice_words
from trainer.table.words import target_words as core_target_words


def _known(code: str) -> bool:
    return code in catalogue()


def by_family_in_order(by_family: Mapping[str, Tally]) -> list[tuple[str, Tally]]:
    """A report's tallies in the order acts come at a table (deal, draw, stand, ..., collect,
    pay, ..., call, announce), the same in every language."""
    order = list(FAMILIES)
    return sorted(by_family.items(), key=lambda item: order.index(item[0]))


def family_words(family: str, locale: str) -> str:
    code = f"table.family.{family}"
    return translate(code, locale) if _known(code) else family


def red_line_words(red_line: str, locale: str) -> str:
    """A red line as a report lists it: a sentence of its own, so capitalised."""
    code = f"table.red_line.{red_line}"
    words = translate(code, locale) if _known(code) else red_line
    return words[:1].upper() + words[1:]


def mode_words(mode: str, locale: str) -> str:
    code = f"table.mode.{mode}"
    return translate(code, locale) if _known(code) else mode


def verdict_words(verdict: str, locale: str) -> str:
    code = f"table.verdict.{verdict}"
    return translate(code, locale) if _known(code) else verdict


def game_words(game: str, locale: str) -> str:
    code = f"table.game.{game}"
    return translate(code, locale) if _known(code) else game


def target_words(target: str, locale: str) -> str:
    """A box, hand or bet as the cloth and the table's messages name it ("Casella 3", "Punt",
    "Senar (drap 2)", "Negre (jugador 1)"): one naming for the session and its report."""
    return core_target_words(target, locale)


def act_words(text: str, locale: str) -> str:
    """An act's text in words; "" stays "" (a finding has no act), and text that is not an
    act (never stored, but a record is shown whatever it holds) is shown as it is."""
    if not text:
        return ""
    try:
        act = Act.parse(text)
    except ActSyntaxError:
        return text
    verb = f"table.verb.{act.family}"
    parts = [translate(verb, locale) if _known(verb) else family_words(act.family, locale)]
    if act.target:
        parts.append(target_words(act.target, locale))
    if act.amount is not None:
        parts.append(translate("table.amount", locale, {"x": str(act.amount)}))
    if act.choice and act.family == "move":
        parts.append(target_words(act.choice, locale))  # where the card or bet goes
    elif act.choice:
        parts.append(choice_words(act.choice, locale))
    return " · ".join(parts)


def choice_words(choice: str, locale: str) -> str:
    """A call in the croupier's words ("no_more_bets" -> "no hi van més apostes"); anything
    else word by word as the table's words say it ("2 noir pair manque" -> "2 negre parell
    manca", `trainer.table.words.choice_words`), numbers as they are."""
    code = f"table.call.{choice}"
    if _known(code):
        return translate(code, locale)
    return table_choice_words(choice, locale).replace("_", " ")


def per_hour_words(per_hour: float, unit: str, locale: str) -> str:
    """ "72 rounds an hour" (whole coups, rounded to the nearest)."""
    code = f"table.per_hour.{unit}"
    count = str(round(per_hour))
    if _known(code):
        return translate(code, locale, {"n": count})
    return f"{count}/h"


def pace_words(pace: PaceResult, locale: str) -> str:
    """ "72 rounds an hour, within the target (target 60 to 80)", or that it was not timed."""
    target = translate(
        "table.target", locale, {"low": str(pace.target.low), "high": str(pace.target.high)}
    )
    verdict = translate(f"table.pace.{pace.verdict}", locale)
    if pace.per_hour is None or pace.verdict == "untimed":
        return f"{verdict} ({target})"
    return f"{per_hour_words(pace.per_hour, pace.target.unit, locale)}, {verdict} ({target})"
