"""Turning the core's message codes into the trainee's words (Qt-free helpers for views)."""

from __future__ import annotations

import html
from collections.abc import Iterable
from decimal import Decimal, InvalidOperation
from typing import Any

from trainer.drills.base import Question, Response, Text, UnparsableResponse, expected_response
from trainer.i18n import translate
from trainer.money import format_amount

LANGUAGES = (("ca", "Català"), ("es", "Español"), ("en", "English"))


def say(message: Text, locale: str) -> str:
    """A message in the reader's language, with its rule id in front when it cites one."""
    words = translate(message.code, locale, message.params)
    return f"{message.rule}: {words}" if message.rule else words


def steps_html(steps: Iterable[Text], locale: str) -> str:
    """A worked solution as an HTML list; each rule id links to its lesson paragraph."""
    items = []
    for step in steps:
        words = html.escape(translate(step.code, locale, step.params))
        if step.rule:
            words = f'<a href="rule:{step.rule}"><b>{step.rule}</b></a> {words}'
        items.append(f"<li>{words}</li>")
    return "<ol>" + "".join(items) + "</ol>"


def feedback_html(question: Question, feedback: Iterable[Text], locale: str) -> str:
    """What was wrong, item by item, as HTML paragraphs: the core names bets by their spot
    id; each is said by the bet's label instead."""
    labels = {o.key: say(o.label, locale) for o in question.options}
    return "".join(
        "<p>"
        + html.escape(
            say(Text(f.code, {k: labels.get(v, v) for k, v in f.params.items()}, f.rule), locale),
            quote=False,
        )
        + "</p>"
        for f in feedback
    )


def _label(question: Question, key: object, locale: str, outcomes: bool = False) -> str:
    for option in question.outcomes if outcomes else question.options:
        if option.key == key:
            return say(option.label, locale)
    return str(key)


def _amount(typed: object, locale: str, unit: str = "") -> str:
    """Money, or a count when the question counts chips, units or cards (the scene's
    `unit`): "70 fitxes", never "70 €"."""
    try:
        value = Decimal(str(typed).replace(",", "."))
        if unit in COUNTED:
            return translate(f"answers.count.{unit}", locale, {"n": str(value)})
        return format_amount(value, locale)
    except (InvalidOperation, ValueError):
        return str(typed)


COUNTED = ("chips", "units", "cards")  # answers that are counts, not money


def problem_words(problem: UnparsableResponse, locale: str) -> str:
    """Why an answer could not be read, in the reader's language."""
    return say(problem.words, locale)


def expected_text(question: Question, locale: str) -> str:
    """The expected answer in words, as the feedback shows it (HTML-escaped): the answer that
    `expected_response` would give, read like any other."""
    return given_text(question, expected_response(question), locale)


def expected_words(question: Question, locale: str) -> str:
    """The expected answer in plain words, for a list or a label that shows text as it is."""
    return given_words(question, expected_response(question), locale)


def given_text(question: Question, response: Response | None, locale: str) -> str:
    """An answer in words, HTML-escaped; "—" when none was given (time ran out)."""
    return html.escape(given_words(question, response, locale))


def given_words(question: Question, response: Response | None, locale: str) -> str:
    """An answer in plain words; "—" when none was given (time ran out)."""
    if response is None or response.value is None:
        return "—"
    value: Any = response.value
    if question.kind == "amount":
        words = _amount(value, locale, str(question.scene.info.get("unit", "")))
    elif question.kind == "chips" and isinstance(value, dict):
        chips = [(Decimal(str(v)), int(n)) for v, n in value.items() if int(n)]
        total = sum((v * n for v, n in chips), Decimal(0))
        parts = ", ".join(
            f"{n} × {format_amount(v, locale)}" for v, n in sorted(chips, reverse=True)
        )
        words = f"{format_amount(total, locale)} ({parts or '—'})"
    elif question.kind == "choice":
        words = _label(question, value, locale) if value else "—"
    elif question.kind == "choices" and isinstance(value, list):
        words = ", ".join(_label(question, k, locale) for k in value) or "—"
    elif question.kind == "ordering" and isinstance(value, list):
        words = " → ".join(_label(question, k, locale) for k in value)
    elif question.kind == "settlement" and isinstance(value, dict):
        words = "; ".join(
            f"{_label(question, item, locale)}: "
            f"{_label(question, entry.get('outcome'), locale, True)} "
            f"{_amount(entry.get('amount', '0'), locale)}"
            for item, entry in value.items()
            if isinstance(entry, dict)
        )
    else:
        words = str(value)
    return words
