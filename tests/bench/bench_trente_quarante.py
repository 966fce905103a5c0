"""Trente et quarante outcome odds and house edge, by seeded whole-shoe simulation of the engine,
with 95% confidence intervals beside published figures, and the time it took.

Published figures:
- gamblinginamerica.name/trente-et-quarante-30-and-40-gambling-in-america: a 31-31 tie (refait)
  comes 2.19% of coups; the house taking half the stakes on it gives an edge of about 1.1%.
- beatablegames.com/trente-et-quarante/il-31-après: the bank's edge at the start of a shoe is
  about 1.096% (1.09% over a balanced remainder).
- Poisson, "Mémoire sur l'avantage du banquier au jeu de trente et quarante", Annales de
  mathématiques pures et appliquées 16 (1825-1826): the edge is half the stakes times the
  probability of the refait.
The refait is the only source of the edge (TQ-04), so the edge with the half-stake choice is
half the refait frequency. With prison (RO-11) a prisoner comes back only if its chance wins the
next decisive coup, and loses half again on a further refait: about the same edge.
"""

from __future__ import annotations

import math
import random
import time
from decimal import Decimal

from tests.bench.table import Row, median_p95, timings_ms
from trainer import rulebooks
from trainer.drills import catalog
from trainer.drills.base import expected_response
from trainer.games.trente_quarante import Bet, Choice, Prisoner, Settlement, Table

SHOES = 2500  # ~29 coups a shoe: ~72,000 coups for each choice
STAKE = Decimal(100)


def _ci(successes: int, n: int) -> str:
    p = successes / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    return f"{100 * p:.2f}% ± {100 * half:.2f}%"


def _net(line: Settlement) -> Decimal | None:
    """A bet's final result once it is settled for good; None while it sits in prison."""
    if line.act == "pay":
        return line.amount
    if line.act == "collect":
        return -line.bet.amount
    if line.act == "push":
        return Decimal(0)
    if line.act in ("half", "release"):
        return line.amount - line.bet.amount
    return None


def _play(choice: Choice, seed: int) -> tuple[dict[str, int], list[float], float]:
    """Every coup of SHOES shoes with a STAKE on noir and one on rouge; prisoners carry over.

    The pair's results cancel on every decisive or void coup, so what is left is the refait's
    cost alone: the same mean as one bet, with a far narrower confidence interval.
    """
    book = rulebooks.default()
    rng = random.Random(seed)
    counts = {"coups": 0, "refait": 0, "void": 0, "noir": 0, "couleur": 0}
    net_by_coup: dict[str, Decimal] = {}
    prisoners: list[Prisoner] = []
    start = time.perf_counter()
    shoes = 0
    while shoes < SHOES or prisoners:
        table = Table.shuffled(book, rng, prisoners)
        while True:
            if shoes < SHOES:
                tag = f"{shoes}.{table.coup}"
                net_by_coup[tag] = Decimal(0)
                table.place_bet(Bet(tag, "noir", STAKE))
                table.place_bet(Bet(tag, "rouge", STAKE))
            table.deal()
            if table.outcome is not None:
                counts["coups"] += 1
                kind = table.outcome.kind
                counts[kind] = counts.get(kind, 0) + 1
                counts["noir"] += "noir" in table.outcome.winners
                counts["couleur"] += "couleur" in table.outcome.winners
                table.settle()
                if table.phase == "refait":
                    table.choose_all(choice)
            for line in table.settlements:
                net = _net(line)
                if net is not None:
                    net_by_coup[line.bet.player] += net
            if table.outcome is None and shoes < SHOES:
                del net_by_coup[tag]  # a coup the stop card cut short (TQ-06) is no bet
            if table.shoe_over:
                break
            table.next_coup()
        prisoners = table.prisoners
        shoes += 1
    results = [float(v / (2 * STAKE)) for v in net_by_coup.values()]
    return counts, results, time.perf_counter() - start


def _mean_ci(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return f"{-100 * mean:.2f}% ± {100 * half:.2f}%"


def drill_rows(game: str) -> list[Row]:
    """Median time to generate a level-4 question of each drill of `game`, and to grade it."""
    rows = []
    for drill in (d for d in catalog.all() if d.game == game):
        rng = random.Random(4)
        generate, _ = median_p95(timings_ms(lambda d=drill, r=rng: d.generate(r, 4), 100))
        q = drill.generate(rng, 4)
        answer = expected_response(q)
        grade, _ = median_p95(timings_ms(lambda q=q, a=answer: q.grade(a, 2.0), 100))
        rows.append(
            Row("drill timing", f"drill {drill.id} generate", f"{generate:.2f} ms", "< 5 ms")
        )
        rows.append(Row("drill timing", f"drill {drill.id} grade", f"{grade:.3f} ms", "< 5 ms"))
    return rows


def run() -> list[Row]:
    rows: list[Row] = drill_rows("trente_quarante")
    for choice, seed in (("half", 2025), ("prison", 455)):
        counts, results, seconds = _play(choice, seed)  # type: ignore[arg-type]
        n = counts["coups"]
        group = f"trente et quarante, {choice} on refait"
        rows += [
            Row(
                group,
                "refait (31-31) per coup",
                _ci(counts["refait"], n),
                "2.19%",
                "gamblinginamerica.name (trente et quarante); 95% CI",
            ),
            Row(group, "void (equal totals, not 31)", _ci(counts["void"], n), "", "95% CI"),
            Row(group, "noir wins per coup", _ci(counts["noir"], n), "(1 - refait - void) / 2"),
            Row(group, "couleur wins per coup", _ci(counts["couleur"], n), "= noir wins"),
            Row(
                group,
                "house edge per even-chance bet (pushes included)",
                _mean_ci(results),
                "1.096% (≈ 1.1%)" if choice == "half" else "≈ 1.1%",
                "beatablegames.com; Poisson 1825; 95% CI over noir+rouge pairs",
            ),
            Row(
                group,
                "simulation time",
                f"{seconds:.1f} s for {n} coups ({1e6 * seconds / n:.0f} µs a coup)",
                "",
                f"{SHOES} seeded shoes, engine state machine",
            ),
        ]
    return rows


if __name__ == "__main__":
    from tests.bench.table import render

    print(render(run()))
