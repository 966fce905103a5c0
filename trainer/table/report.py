"""The session report: coups dealt, acts right per family, red lines, pace against the
game's target, the slowest and the wrong acts, and each coup act by act.

Everything is computed from the append-only records (in memory or read back from the
database), never from counters kept on the side.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from trainer.table.procedure import Pace, procedure
from trainer.table.session import ActRecord, TableSession

PaceVerdict = Literal["untimed", "below", "within", "above"]
PACE_VERDICTS: tuple[PaceVerdict, ...] = ("untimed", "below", "within", "above")


def pace_verdict(text: str) -> PaceVerdict:
    """A verdict read back from a stored result (an exam's table area keeps it as text);
    anything else is "untimed", which claims nothing about the pace."""
    for verdict in PACE_VERDICTS:
        if verdict == text:
            return verdict
    return "untimed"


@dataclass(frozen=True, slots=True)
class Tally:
    right: int
    total: int

    @property
    def share(self) -> float:
        return self.right / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class PaceResult:
    dealing_seconds: float
    per_hour: float | None  # coups an hour over pure dealing time
    target: Pace
    verdict: PaceVerdict


@dataclass(frozen=True, slots=True)
class Report:
    game: str
    mode: str
    coups: int
    acts: Tally  # acts judged (findings with no act excluded)
    by_family: Mapping[str, Tally]
    red_lines: tuple[ActRecord, ...]
    pace: PaceResult
    slowest: tuple[ActRecord, ...]
    wrong: tuple[ActRecord, ...]
    drills: Mapping[str, Tally]  # drill id -> the answers that count toward it (`counts`)

    @property
    def passed_red_lines(self) -> bool:
        return not self.red_lines


def session_report(session: TableSession, slowest: int = 5) -> Report:
    """The report of a session so far (call `session.close()` first at the end)."""
    return build_report(
        session.game,
        session.mode.id,
        session.coups_dealt,
        session.records,
        timed=session.mode.timed,
        slowest=slowest,
    )


def build_report(
    game: str,
    mode: str,
    coups: int,
    records: Sequence[ActRecord],
    *,
    timed: bool = True,
    slowest: int = 5,
) -> Report:
    acts = [r for r in records if r.act]
    return Report(
        game=game,
        mode=mode,
        coups=coups,
        acts=_tally(acts),
        by_family=_grouped(acts, lambda r: r.family),
        red_lines=tuple(r for r in records if r.red_line),
        pace=_pace(game, coups, records, timed),
        slowest=tuple(sorted(acts, key=lambda r: -r.seconds)[:slowest]),
        wrong=tuple(r for r in records if not r.right),
        drills=_grouped([r for r in acts if r.counts], lambda r: r.drill),
    )


def replay(records: Iterable[ActRecord], coup: int) -> tuple[ActRecord, ...]:
    """One coup act by act, in the order the trainee acted."""
    return tuple(sorted((r for r in records if r.coup == coup), key=lambda r: r.position))


def _tally(records: Sequence[ActRecord]) -> Tally:
    return Tally(sum(r.right for r in records), len(records))


def _grouped(records: Sequence[ActRecord], key: Callable[[ActRecord], str]) -> Mapping[str, Tally]:
    groups: dict[str, list[ActRecord]] = {}
    for r in records:
        groups.setdefault(key(r), []).append(r)
    return {name: _tally(group) for name, group in sorted(groups.items())}


def _pace(game: str, coups: int, records: Sequence[ActRecord], timed: bool) -> PaceResult:
    return pace_of(game, coups, sum(r.seconds for r in records), timed)


def pace_of(game: str, coups: int, seconds: float, timed: bool) -> PaceResult:
    """Coups an hour over `seconds` of pure dealing time, against the game's target (the
    session history reads it from summed rows, the report from the records)."""
    target = procedure(game).pace
    per_hour = coups * 3600 / seconds if seconds > 0 and coups else None
    verdict: PaceVerdict
    if not timed or per_hour is None:
        verdict = "untimed"
    elif per_hour < target.low:
        verdict = "below"
    elif per_hour > target.high:
        verdict = "above"
    else:
        verdict = "within"
    return PaceResult(round(seconds, 3), per_hour, target, verdict)
