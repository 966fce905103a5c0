"""Turning the core's message codes into the trainee's words (Qt-free helpers for views)."""

from __future__ import annotations

import html
from collections.abc import Iterable
from decimal import Decimal

from trainer.drills.base import Question, Text
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


def _label(question: Question, key: str, locale: str, outcomes: bool = False) -> str:
    for option in question.outcomes if outcomes else question.options:
        if option.key == key:
            return say(option.label, locale)
    return key


def expected_text(question: Question, locale: str) -> str:
    """The expected answer in words, as the feedback shows it (HTML-escaped)."""
    exp = question.expected
    if question.kind == "amount":
        words = format_amount(Decimal(exp), locale)
    elif question.kind == "chips":
        chips = ", ".join(
            f"{n} × {format_amount(Decimal(v), locale)}" for v, n in exp["chips"].items()
        )
        words = f"{format_amount(Decimal(exp['total']), locale)} ({chips})"
    elif question.kind == "choice":
        words = _label(question, exp, locale)
    elif question.kind == "choices":
        words = ", ".join(_label(question, k, locale) for k in exp) or "—"
    elif question.kind == "ordering":
        words = " → ".join(_label(question, k, locale) for k in exp)
    else:
        words = "; ".join(
            f"{_label(question, item, locale)}: {_label(question, e['outcome'], locale, True)}"
            f" {format_amount(Decimal(e['amount']), locale)}"
            for item, e in exp.items()
        )
    return html.escape(words)
