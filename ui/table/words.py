"""The table session in the trainee's words: hands and bets, acts, what happens at the table.

One source: every word about the table (its name, a hand or bet, an act, a call, what happened,
a verdict, a red line, a mode, a family of acts, the pace's unit) comes from the table's
catalogue in the core (`trainer/drills/messages/table.toml`, read through
`trainer.table.words`), in Catalan, Spanish or English; the calls said aloud are in
`ui.table.calls`, from the same catalogues. Qt's translations (`translate`, `self.tr`) are kept
for the screen's own chrome: its buttons, labels, keys and the setup's descriptions.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from trainer.table import words as core
from trainer.table.acts import Act
from trainer.table.procedure import mode_words as core_mode_words
from trainer.table.procedure import red_line_words as core_red_line_words


def translate(context: str, text: str) -> str:
    """Qt's translation of the screen's own words (pyside6-lupdate finds the literal calls)."""
    return QCoreApplication.translate(context, text)


def table_name(game: str, locale: str) -> str:
    """A table's name ("Bacarà a dos draps")."""
    return core.text(f"game.{game}", locale)


def target_words(ident: str, locale: str) -> str:
    """A hand or bet id in words: "box3-h2" → "Casella 3, mà 2", "plein:17" → "Ple 17"."""
    return core.target_words(ident, locale)


def act_words(
    act: Act, game: str, locale: str, duty: str = "", totals: Mapping[str, int] | None = None
) -> str:
    """What an act does, in words (the expected act in feedback, the Learn prompt): a call or
    an announcement as the croupier says it (`ui.table.calls.call_text`), any other act as
    the catalogue words it ("Pagueu: Casella 3, 37,50 €")."""
    from ui.table.calls import call_text

    said = call_text(act, game, locale, duty, totals)
    return said if said is not None else core.act_words(act, locale)


def cue_words(cue: str, locale: str) -> str:
    """What happened at the table (a step's cue, stored as messages), in words."""
    return core.words(cue, locale, " · ")


def verdict_words(verdict: str, locale: str) -> str:
    return _capital(core.text(f"verdict.{verdict}", locale))


def red_line_words(red_line: str, locale: str) -> str:
    """A red line (`procedures.toml`): any of them fails a practical exam."""
    return core_red_line_words(red_line, locale)


def family_words(family: str, locale: str) -> str:
    """An act family, as the report groups acts."""
    return core.text(f"family.{family}", locale)


def mode_words(mode: str, locale: str) -> str:
    return core_mode_words(mode, locale)


def unit_words(unit: str, locale: str) -> str:
    """The pace's unit (`procedures.toml`): rounds, spins, coups, rolls."""
    return core.text(f"unit.{unit}", locale)


def mode_about(mode: str) -> str:
    """What a mode does, for the setup screen (its chrome)."""
    words = {
        "learn": translate("TableWords", "The next act is shown before you do it; no incidents."),
        "guided": translate(
            "TableWords", "A wrong act is answered with the act expected and its rule."
        ),
        "practice": translate(
            "TableWords", "Timed; a quiet mark per act, the list at the end; some incidents."
        ),
        "table_ready": translate(
            "TableWords", "Timed, no help, incidents in a quarter of the coups."
        ),
    }
    return words.get(mode, "")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
