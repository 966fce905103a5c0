"""The shape every benchmark module returns, and the printed table `make bench` shows.

Each `tests/bench/bench_*.py` defines `run() -> list[Row]`. Speed is reported, not asserted:
the machines are shared and noisy.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    group: str  # "craps house edge", "drill timing", "felt frame"...
    name: str  # what was measured
    measured: str  # the value, with its unit
    reference: str = ""  # target or published figure
    note: str = ""  # source citation, confidence interval, pass/fail against target


def timings_ms(func: Callable[[], object], repeat: int = 50) -> list[float]:
    """Wall-clock milliseconds of `repeat` calls (after one warm-up call)."""
    func()
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        out.append((time.perf_counter() - start) * 1000)
    return out


def median_p95(samples: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def render(rows: Sequence[Row]) -> str:
    headers = ("group", "name", "measured", "reference", "note")
    cells = [headers, *((r.group, r.name, r.measured, r.reference, r.note) for r in rows)]
    widths = [max(len(c[i]) for c in cells) for i in range(len(headers))]
    lines = []
    for n, cell in enumerate(cells):
        lines.append(" | ".join(v.ljust(w) for v, w in zip(cell, widths, strict=True)).rstrip())
        if n == 0:
            lines.append("-+-".join("-" * w for w in widths))
    return "\n".join(lines)
