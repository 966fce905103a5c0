"""`python -m trainer.table GAME --mode learn --coups 5 --lang ca`: a table session in the
terminal, in Catalan, Spanish or English.

Acts are typed one a line in the notation shown in brackets beside each act ("deal box1",
"pay box3 15", "call no_more_bets"), the same in every language; "?" shows the act due (it
then counts toward no drill), "quit" ends the session. Each act is judged at once; the report
is printed at the end.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator
from typing import TextIO

from trainer.i18n import translate
from trainer.money import LOCALES
from trainer.rulebooks import default
from trainer.table.acts import Act, ActSyntaxError
from trainer.table.games import TABLE_GAMES
from trainer.table.procedure import mode_words, modes, red_line_words
from trainer.table.report import Report, session_report
from trainer.table.session import ActRecord, TableSession
from trainer.table.words import act_line, card_words, sentences, syntax_words, text


def main(argv: list[str] | None = None, stdin: TextIO | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.table", description=__doc__)
    parser.add_argument("game", choices=TABLE_GAMES)
    parser.add_argument("--mode", choices=tuple(modes()), default="learn")
    parser.add_argument("--coups", type=int, default=5)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--lang", choices=LOCALES, default="en")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    coups = max(1, args.coups)
    session = TableSession(args.game, args.mode, rulebook=default(), seed=seed, coups=coups)
    say = Speaker(args.lang)
    print(
        say(
            "cli.header", game=say.game(args.game), mode=say.mode(args.mode), coups=coups, seed=seed
        )
    )
    print(say("cli.help"))
    _run(session, _lines(stdin or sys.stdin), say)
    session.close()
    print(_render(session_report(session), say))
    return 0


class Speaker:
    """The session's words in one language."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def __call__(self, code: str, **params: object) -> str:
        return text(code, self.locale, **params)

    def game(self, game: str) -> str:
        return self(f"game.{game}")

    def mode(self, mode_id: str) -> str:
        return mode_words(mode_id, self.locale)

    def act(self, act: Act) -> str:
        return act_line(act, self.locale)

    def record_act(self, act: str) -> str:
        """A recorded act (its notation) in words, or "nothing" for a finding with none."""
        if not act:
            return self("report.nothing")
        try:
            return self.act(Act.parse(act))
        except ActSyntaxError:
            return act


def _lines(stream: TextIO) -> Iterator[str]:
    for line in stream:
        yield line.strip()


def _run(session: TableSession, lines: Iterator[str], say: Speaker) -> None:
    shown = 0
    cued: object = None
    while not session.finished:
        prompt = session.prompt()
        if prompt.coup != shown:
            print(f"\n-- {say('cli.coup', n=prompt.coup)}")
            shown = prompt.coup
        step = session.expected()
        if prompt.cue and step is not cued:
            print(f"   [{sentences(prompt.cue, say.locale)}]")
        cued = step
        if prompt.next_act is not None:
            print(f"   {say('cli.next', act=say.act(prompt.next_act), rule=prompt.rule)}")
        line = next(lines, None)
        if line is None or line == "quit":
            return
        if not line:
            continue
        if line == "?":
            due = session.reveal()
            if due is not None:
                duty = due.duty.words(say.locale)
                print(f"   {say('cli.due', act=say.act(due.act), rule=due.rule, duty=duty)}")
            continue
        try:
            judgement = session.act(line)
        except ActSyntaxError as error:
            print(f"   ? {syntax_words(error, say.locale)}")
            continue
        mark = say(f"verdict.{judgement.verdict.value}")
        shows = judgement.expected.reveals if judgement.right and judgement.expected else ""
        if shows:
            mark += f" → {say('cli.shows', what=card_words(shows))}"
        if judgement.red_line:
            what = red_line_words(judgement.red_line, say.locale)
            mark += f"  {say('cli.red_line', what=what)}"
        print(f"   {mark}")
        hint = session.hint(judgement, say.locale)
        if hint:
            print(f"   {say('cli.expected', hint=hint)}")


def _render(report: Report, say: Speaker) -> str:
    game, mode = say.game(report.game), say.mode(report.mode)
    lines = ["", f"== {say('report.coups', game=game, mode=mode, coups=report.coups)}"]
    lines.append(f"   {say('report.acts', right=report.acts.right, total=report.acts.total)}")
    for family, tally in report.by_family.items():
        name = say(f"family.{family}")
        lines.append(
            f"     {say('report.family', family=name, right=tally.right, total=tally.total)}"
        )
    lines.append(f"   {_pace(report, say)}")
    lines.append(f"   {say('report.red_lines', n=len(report.red_lines))}")
    for r in report.red_lines:
        lines.append(f"     {_red_line(r, say)}")
    for r in report.wrong:
        if not r.red_line:
            lines.append(f"   {_wrong(r, say)}")
    if report.drills:
        lines.append(f"   {say('report.drills')}")
        for drill, tally in report.drills.items():
            title = translate(f"{drill}.title", say.locale)
            lines.append(
                f"     {say('report.family', family=title, right=tally.right, total=tally.total)}"
            )
    return "\n".join(lines)


def _pace(report: Report, say: Speaker) -> str:
    pace, target = report.pace, report.pace.target
    span = {"low": target.low, "high": target.high, "unit": say(f"unit.{target.unit}")}
    if pace.per_hour is None or pace.verdict == "untimed":
        return say("report.pace_untimed", **span)
    speed = say("report.per_hour", n=f"{pace.per_hour:.0f}")
    return say("report.pace", speed=speed, verdict=say(f"report.verdict.{pace.verdict}"), **span)


def _red_line(r: ActRecord, say: Speaker) -> str:
    return say(
        "report.red_line",
        coup=r.coup,
        what=red_line_words(r.red_line, say.locale),
        rule=r.rule,
        act=say.record_act(r.act),
        expected=say.record_act(r.expected),
    )


def _wrong(r: ActRecord, say: Speaker) -> str:
    return say(
        "report.wrong",
        coup=r.coup,
        rule=r.rule,
        act=say.record_act(r.act),
        expected=say.record_act(r.expected),
    )


if __name__ == "__main__":
    sys.exit(main())
