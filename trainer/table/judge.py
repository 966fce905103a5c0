"""The judge: what the next correct act is, and what a proposed act is worth.

A proposed act is
- RIGHT: it is the next step (or one of the steps of the current unordered group);
- WRONG: it is about the right hand or bet but wrong (a wrong amount, draw instead of stand, a
  loser paid, an incident ignored); the rule broken is the step's;
- OUT_OF_ORDER: it is a later step of the coup done too early (the rule that fixes the order is
  cited: BJ-09 for paying before collecting, BJ-05 for a box skipped in the deal);
- NOT_ALLOWED: nothing of the kind is due in this coup.

Red lines are marked here (paying before collecting, skipping a box or bet, a wrong draw,
accepting a bet after "no more bets", carrying on past an incident); the session adds the one
that only shows later (a payout error left uncorrected when the next coup starts).

A wrong payout amount is the only wrong act that stands: the chips are on the table, the
step counts as done and the error stays open until corrected (`correct box3 15`). Every other
wrong act is refused, as a table head would stop it, and the step is still due.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from trainer.table.acts import Act, choice_words, same_act
from trainer.table.script import Step

SKIPPABLE: Final = frozenset({"deal", "collect", "pay", "half", "prison", "release", "move"})
SETTLING: Final = SKIPPABLE - {"deal"} | {"return"}
DECISIONS: Final = frozenset({"draw", "stand"})
MONEY: Final = frozenset({"pay", "half", "commission", "cagnotte"})


class Verdict(StrEnum):
    RIGHT = "right"
    WRONG = "wrong"
    OUT_OF_ORDER = "out_of_order"
    NOT_ALLOWED = "not_allowed"


@dataclass(frozen=True, slots=True)
class Judgement:
    verdict: Verdict
    act: Act
    expected: Step | None  # the step the act was judged against
    rule: str  # the rule kept (RIGHT) or broken
    red_line: str = ""
    done: int | None = None  # index of the step this act completes
    corrects: int | None = None  # index of the step whose payout this act sets right

    @property
    def right(self) -> bool:
        return self.verdict is Verdict.RIGHT


def frontier(steps: Sequence[Step], done: Sequence[bool], cursor: int) -> list[int]:
    """The steps due now: the first not done, and the rest of its unordered group."""
    if cursor >= len(steps):
        return []
    group = steps[cursor].group
    if group == 0:
        return [cursor]
    out = []
    index = cursor
    while index < len(steps) and steps[index].group == group:
        if not done[index]:
            out.append(index)
        index += 1
    return out


def judge(
    steps: Sequence[Step],
    done: Sequence[bool],
    cursor: int,
    act: Act,
    open_errors: Mapping[str, int],
) -> Judgement:
    """Judge `act` against the coup's steps (`done[i]` marks the steps already done,
    `cursor` is the first not done, `open_errors` maps a target to its wrongly paid step)."""
    if act.family == "correct":
        return _correction(steps, cursor, act, open_errors)
    front = frontier(steps, done, cursor)
    if not front:
        return Judgement(Verdict.NOT_ALLOWED, act, None, "")
    first = steps[front[0]]
    for i in front:
        if same_act(steps[i].act, act):
            return Judgement(Verdict.RIGHT, act, steps[i], steps[i].rule, done=i)
    for i in front:
        due = steps[i].act
        if due.family in MONEY and (due.family, due.target) == (act.family, act.target):
            # the chips are out: the step is done, the error stays open until corrected
            return Judgement(Verdict.WRONG, act, steps[i], steps[i].rule, done=i)
    incident = next((steps[i] for i in front if steps[i].incident), None)
    if incident is not None:
        ahead = any(
            not done[j] and not steps[j].incident and _alike(steps[j].act, act)
            for j in range(front[0], len(steps))
        )
        return _missed(incident, act, ahead)
    for i in front:
        step = steps[i]
        due = step.act
        if due.target == act.target and {due.family, act.family} == DECISIONS:
            return Judgement(Verdict.WRONG, act, step, step.rule, step.duty.red_line)
        if due.family == act.family and due.target == act.target:
            return Judgement(Verdict.WRONG, act, step, step.rule)  # a wrong call or choice
    last = max(front)
    for j in range(last + 1, len(steps)):
        later = steps[j].act
        if not done[j] and later.family == act.family and later.target == act.target:
            return Judgement(
                Verdict.OUT_OF_ORDER, act, first, first.duty.order, _jumped(steps, done, front, j)
            )
    fate = _fate(steps, done, front[0], act)
    if fate is not None:
        # the right bet, the wrong thing done to it (a loser paid, a winner collected, a hand
        # stood ahead of its turn that was to draw)
        step = steps[fate]
        red = step.duty.red_line if {step.act.family, act.family} == DECISIONS else ""
        return Judgement(Verdict.WRONG, act, step, step.rule, red)
    if act.family == "deal":
        deal = next((j for j in range(front[0], len(steps)) if steps[j].act.family == "deal"), None)
        if deal is not None:  # a card to a hand that is not to have one: the dealing rule
            return Judgement(Verdict.WRONG, act, steps[deal], steps[deal].rule)
    return Judgement(Verdict.NOT_ALLOWED, act, first, first.duty.order)


def _fate(steps: Sequence[Step], done: Sequence[bool], start: int, act: Act) -> int | None:
    """The pending step about the act's target: the one that settles it when the act settles
    something (its rule says why it is not to be collected or paid), else the first."""
    if not act.target:
        return None
    about = [
        j for j in range(start, len(steps)) if not done[j] and steps[j].act.target == act.target
    ]
    if act.family in SETTLING:
        settling = [j for j in about if steps[j].act.family in SETTLING]
        about = settling or about
    return about[0] if about else None


def _correction(
    steps: Sequence[Step], cursor: int, act: Act, open_errors: Mapping[str, int]
) -> Judgement:
    index = open_errors.get(act.target)
    if index is None:
        due = steps[cursor] if cursor < len(steps) else None
        return Judgement(Verdict.NOT_ALLOWED, act, due, due.duty.order if due else "")
    step = steps[index]
    if act.amount == step.act.amount:
        return Judgement(Verdict.RIGHT, act, step, step.rule, corrects=index)
    return Judgement(Verdict.WRONG, act, step, step.rule)


def _missed(incident: Step, act: Act, ahead: bool) -> Judgement:
    """An incident is due: its remedy is the only right act. Carrying on with the coup
    (`ahead`: the act is one of its later steps) or doing anything else misses it; a wrong
    version of the remedy itself (a no roll called on a valid throw) is only wrong."""
    due = incident.act
    if act.family == "accept" and due.family == "refuse" and act.target == due.target:
        return Judgement(Verdict.WRONG, act, incident, incident.rule, "accepted_late_bet")
    if not ahead and (act.family, act.target) == (due.family, due.target):
        return Judgement(Verdict.WRONG, act, incident, incident.rule)
    return Judgement(Verdict.WRONG, act, incident, incident.rule, "missed_incident")


def _alike(step: Act, act: Act) -> bool:
    """The same act but perhaps for its amount."""
    return (step.family, step.target) == (act.family, act.target) and (
        choice_words(step.choice, step.family) == choice_words(act.choice, act.family)
    )


def _jumped(steps: Sequence[Step], done: Sequence[bool], front: Sequence[int], later: int) -> str:
    """The red line of doing step `later` now, if any."""
    act = steps[later].act
    if act.family == "pay" and any(
        not done[k] and steps[k].act.family == "collect" for k in range(front[0], later)
    ):
        return "paid_before_collecting"
    if act.family in SKIPPABLE and any(steps[i].act.family == act.family for i in front):
        return "skipped"
    return ""
