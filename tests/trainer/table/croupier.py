"""Scripted croupiers for the table tests: a perfect one, and a faulty one that commits every
kind of wrong act and red line the judge must catch, each with what the judge must say."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from trainer.table.acts import Act
from trainer.table.judge import DECISIONS, MONEY, SKIPPABLE, Verdict
from trainer.table.script import Step
from trainer.table.session import TableSession

SMALLEST = Decimal("0.50")  # the default chip set's smallest chip (andorra-2025)


def deal_perfectly(session: TableSession) -> int:
    """Every act the expected one, to the end; returns how many acts."""
    acts = 0
    while not session.finished:
        step = session.expected()
        assert step is not None
        judgement = session.act(step.act, seconds=2.0)
        assert judgement.right, (judgement, session.coup_number)
        acts += 1
    session.close()
    return acts


@dataclass(frozen=True)
class Fault:
    kind: str
    act: Act
    verdict: Verdict
    rule: str
    red_line: str = ""
    step: Step | None = None  # the wrongly paid step (a wrong amount)


def _split(session: TableSession) -> tuple[list[Step], list[int], list[Step]]:
    """(frontier steps, their indices, the steps after the frontier's group)."""
    steps, done, cursor = session.progress()
    due = session.due()
    front = [i for i in range(cursor, len(steps)) if not done[i] and steps[i] in due]
    group = steps[cursor].group
    end = cursor + 1
    while group and end < len(steps) and steps[end].group == group:
        end += 1
    return list(due), front, list(steps[end:])


def wrong_amount(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, _ = _split(session)
    money = [s for s in due if s.act.family in MONEY and not s.incident]
    if not money:
        return None
    s = rng.choice(money)
    assert s.act.amount is not None
    act = Act(s.act.family, s.act.target, s.act.amount + SMALLEST)
    return Fault("wrong_amount", act, Verdict.WRONG, s.rule, step=s)


def pay_before_collecting(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, later = _split(session)
    if any(s.incident for s in due) or not any(s.act.family == "collect" for s in due):
        return None
    pays = [s for s in later if s.act.family == "pay"]
    if not pays:
        return None
    return Fault(
        "paid_before_collecting",
        rng.choice(pays).act,
        Verdict.OUT_OF_ORDER,
        due[0].duty.order,
        "paid_before_collecting",
    )


def skip(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, later = _split(session)
    if any(s.incident for s in due):
        return None
    families = {s.act.family for s in due if s.act.family in SKIPPABLE}
    taken = {(s.act.family, s.act.target) for s in due}
    options = []
    for index, s in enumerate(later):
        if s.act.family not in families or (s.act.family, s.act.target) in taken:
            continue
        if s.act.family == "pay" and any(t.act.family == "collect" for t in later[:index]):
            continue
        first = next(
            t for t in later if (t.act.family, t.act.target) == (s.act.family, s.act.target)
        )
        if first is s:
            options.append(s)
    if not options:
        return None
    return Fault(
        "skipped", rng.choice(options).act, Verdict.OUT_OF_ORDER, due[0].duty.order, "skipped"
    )


def wrong_draw(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, _ = _split(session)
    decisions = [s for s in due if s.act.family in DECISIONS and not s.incident]
    if not decisions or any(s.incident for s in due):
        return None
    s = rng.choice(decisions)
    other = "stand" if s.act.family == "draw" else "draw"
    return Fault("wrong_draw", Act(other, s.act.target), Verdict.WRONG, s.rule, s.duty.red_line)


def accept_late_bet(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, _ = _split(session)
    late = [s for s in due if s.incident and s.act.family == "refuse"]
    if not late:
        return None
    s = late[0]
    return Fault(
        "accepted_late_bet", Act("accept", s.act.target), Verdict.WRONG, s.rule, "accepted_late_bet"
    )


def miss_incident(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, later = _split(session)
    incidents = [s for s in due if s.incident]
    if not incidents:
        return None
    s = incidents[0]
    nexts = [
        t
        for t in later
        if not t.incident and (t.act.family, t.act.target) != (s.act.family, s.act.target)
    ]
    if not nexts:
        return None
    return Fault("missed_incident", nexts[0].act, Verdict.WRONG, s.rule, "missed_incident")


def not_allowed(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, _ = _split(session)
    if any(s.incident for s in due):
        return None
    return Fault(
        "not_allowed", Act("pay", "nowhere", Decimal(5)), Verdict.NOT_ALLOWED, due[0].duty.order
    )


def wrong_choice(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, _ = _split(session)
    calls = [s for s in due if s.act.choice and not s.act.target]
    if not calls or any(s.incident and s not in calls for s in due):
        return None
    s = rng.choice(calls)
    act = Act(s.act.family, "", s.act.amount, "nonsense")
    return Fault("wrong_choice", act, Verdict.WRONG, s.rule)


def collect_a_winner(session: TableSession, rng: random.Random) -> Fault | None:
    due, _, later = _split(session)
    if any(s.incident for s in due):
        return None
    collected = {s.act.target for s in (*due, *later) if s.act.family == "collect"}
    pays = [s for s in (*due, *later) if s.act.family == "pay" and s.act.target not in collected]
    if not pays or not any(s.act.family in ("collect", "pay") for s in due):
        return None
    s = rng.choice(pays)
    return Fault("collect_winner", Act("collect", s.act.target), Verdict.WRONG, s.rule)


FAULTS: dict[str, Callable[[TableSession, random.Random], Fault | None]] = {
    "wrong_amount": wrong_amount,
    "paid_before_collecting": pay_before_collecting,
    "skipped": skip,
    "wrong_draw": wrong_draw,
    "accepted_late_bet": accept_late_bet,
    "missed_incident": miss_incident,
    "not_allowed": not_allowed,
    "wrong_choice": wrong_choice,
    "collect_winner": collect_a_winner,
}


def verdict(session: TableSession, act: str) -> tuple[str, str, str]:
    """One act judged (a second of acting): its verdict, the rule cited and any red line."""
    j = session.act(act, seconds=1.0)
    return j.verdict.value, j.rule, j.red_line


def until(session: TableSession, text: str) -> None:
    """Deal perfectly up to the step whose act is `text`."""
    while True:
        step = session.expected()
        assert step is not None
        if step.act.text == text:
            return
        assert session.act(step.act).right
