"""`python -m trainer.table GAME --mode learn --coups 5`: a table session in the terminal.

Acts are typed one a line ("deal box1", "pay box3 15", "call no_more_bets"); "?" shows the act
due (a hint, recorded as nothing), "quit" ends the session. Each act is judged at once; the
report is printed at the end.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator
from typing import TextIO

from trainer.rulebooks import default
from trainer.table.acts import ActSyntaxError
from trainer.table.games import TABLE_GAMES
from trainer.table.procedure import modes
from trainer.table.report import Report, session_report
from trainer.table.session import TableSession


def main(argv: list[str] | None = None, stdin: TextIO | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trainer.table", description=__doc__)
    parser.add_argument("game", choices=TABLE_GAMES)
    parser.add_argument("--mode", choices=tuple(modes()), default="learn")
    parser.add_argument("--coups", type=int, default=5)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    session = TableSession(
        args.game, args.mode, rulebook=default(), seed=seed, coups=max(1, args.coups)
    )
    print(f"{args.game}, mode {args.mode}, {args.coups} coups, seed {seed}")
    print("type an act a line ('deal box1', 'pay box3 15'); '?' for the act due; 'quit'")
    _run(session, _lines(stdin or sys.stdin))
    session.close()
    print(_render(session_report(session)))
    return 0


def _lines(stream: TextIO) -> Iterator[str]:
    for line in stream:
        yield line.strip()


def _run(session: TableSession, lines: Iterator[str]) -> None:
    shown = 0
    cued: object = None
    while not session.finished:
        prompt = session.prompt()
        if prompt.coup != shown:
            print(f"\n-- coup {prompt.coup}")
            shown = prompt.coup
        step = session.expected()
        if prompt.cue and step is not cued:
            print(f"   [{prompt.cue}]")
        cued = step
        if prompt.next_act is not None:
            print(f"   next: {prompt.next_act.text} ({prompt.rule})")
        line = next(lines, None)
        if line is None or line == "quit":
            return
        if not line:
            continue
        if line == "?":
            step = session.expected()
            print(f"   due: {step.act.text} ({step.rule}: {step.duty.text})" if step else "")
            continue
        try:
            judgement = session.act(line)
        except ActSyntaxError as error:
            print(f"   ? {error}")
            continue
        mark = "ok" if judgement.right else judgement.verdict.value.replace("_", " ")
        red = f"  RED LINE: {judgement.red_line}" if judgement.red_line else ""
        shows = judgement.expected.reveals if judgement.right and judgement.expected else ""
        print(f"   {mark}" + (f" -> {shows}" if shows else "") + red)
        hint = session.hint(judgement)
        if hint:
            print(f"   expected {hint}")


def _render(report: Report) -> str:
    lines = [
        "",
        f"== {report.game} ({report.mode}): {report.coups} coups, "
        f"{report.acts.right}/{report.acts.total} acts right",
    ]
    for family, tally in report.by_family.items():
        lines.append(f"   {family:10} {tally.right}/{tally.total}")
    pace = report.pace
    speed = "untimed" if pace.per_hour is None else f"{pace.per_hour:.0f} an hour"
    target = f"{pace.target.low}-{pace.target.high} {pace.target.unit} an hour"
    lines.append(f"   pace: {speed} ({pace.verdict}; target {target})")
    lines.append(f"   red lines: {len(report.red_lines)}")
    for r in report.red_lines:
        lines.append(f"     coup {r.coup}: {r.red_line} ({r.rule}) '{r.act}' for '{r.expected}'")
    for r in report.wrong:
        if not r.red_line:
            lines.append(f"   wrong, coup {r.coup}: '{r.act}' for '{r.expected}' ({r.rule})")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
