"""Table sessions: one session step per game, i.e. judging one act and producing the next
state (a new coup dealt by the engine when the last step of one is done). Target: p95 at most
2 ms (issue 16), so the session never limits the pace of the felt above it."""

from __future__ import annotations

import time

from tests.bench.table import Row, median_p95
from trainer.rulebooks import default
from trainer.table.games import TABLE_GAMES
from trainer.table.session import TableSession

GROUP = "table session"
STEPS = 4000
TARGET_MS = 2.0


def _steps(game: str) -> tuple[list[float], int]:
    session = TableSession(game, "table_ready", rulebook=default(), seed=2016, clock=lambda: 0.0)
    samples = []
    for _ in range(STEPS):
        start = time.perf_counter()
        step = session.expected()
        assert step is not None
        judgement = session.act(step.act, seconds=1.0)
        samples.append((time.perf_counter() - start) * 1000)
        assert judgement.right
    return samples, session.coups_dealt


def run() -> list[Row]:
    rows = []
    for game in TABLE_GAMES:
        samples, coups = _steps(game)
        median, p95 = median_p95(samples)
        verdict = "ok" if p95 <= TARGET_MS else "OVER TARGET"
        rows.append(
            Row(
                GROUP,
                f"{game}: judge one act + next state",
                f"median {median:.3f} ms, p95 {p95:.3f} ms",
                f"p95 <= {TARGET_MS:g} ms",
                f"{verdict}; worst {max(samples):.2f} ms (a new coup dealt); {STEPS} steps, "
                f"{coups} coups, Table ready (incidents 25%)",
            )
        )
    return rows
