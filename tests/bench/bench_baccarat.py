"""Baccarat house edges: exact enumeration beside published figures, and how long it took.

Published figures:
- Wizard of Odds, Baccarat Appendix 3 (wizardofodds.com/games/baccarat/appendix/3/), 8 decks:
  player 0.446247, banker 0.458597, tie 0.095156.
- casinoexploit.com/baccarat.html (Wizard of Odds method, counts of card sequences): 6 decks
  banker 45.87% / 1.06%, player 44.63% / 1.24%, tie 9.51% / 14.44%; 8 decks banker 1.06%,
  player 1.24%, tie 14.36%.
- excelpunks.com, 2018-05-12, 8 decks: house edge player 1.2351%, banker 1.0579%,
  tie 14.3596%.
Chemin de fer has no house edge as such; the cagnotte (CF-05) is shown as the house's take.
"""

from __future__ import annotations

import dataclasses
import random
import time

from tests.bench.table import Row, median_p95, timings_ms
from trainer import rulebooks
from trainer.drills import catalog
from trainer.drills.base import expected_response
from trainer.house_edge import (
    CheminStrategy,
    chemin_de_fer_edges,
    enumerate_coups,
    percent,
    punto_banco_edges,
    shoe_counts,
)

PUBLISHED = {
    6: {
        "player": ("44.63%", "1.24%"),
        "banker": ("45.87%", "1.06%"),
        "tie": ("9.51%", "14.44%"),
    },
    8: {
        "player": ("44.6247%", "1.2351%"),
        "banker": ("45.8597%", "1.0579%"),
        "tie": ("9.5156%", "14.3596%"),
    },
}
SOURCES = {6: "casinoexploit.com/baccarat.html", 8: "Wizard of Odds app. 3; excelpunks.com"}


def run() -> list[Row]:
    book = rulebooks.default()
    rows: list[Row] = []
    for decks in (6, 8):
        rules = dataclasses.replace(book.punto_banco, decks=decks)
        start = time.perf_counter()
        outcomes = enumerate_coups(shoe_counts(decks))
        first_ms = (time.perf_counter() - start) * 1000
        median, p95 = median_p95(timings_ms(lambda d=decks: enumerate_coups(shoe_counts(d)), 10))
        group = f"punto banco, {decks} decks"
        for edge in punto_banco_edges(rules, outcomes):
            win, published_edge = PUBLISHED[decks][edge.bet]
            rows.append(
                Row(
                    group,
                    f"{edge.bet}: win / house edge",
                    f"{percent(edge.win)} / {percent(edge.edge)}",
                    f"{win} / {published_edge}",
                    SOURCES[decks],
                )
            )
        rows.append(
            Row(
                group,
                "enumeration time",
                f"{first_ms:.1f} ms first, {median:.1f} ms median, {p95:.1f} ms p95",
                "well under 1 s",
            )
        )
    for strategy in (CheminStrategy(), CheminStrategy(banker_options_draw=False)):
        start = time.perf_counter()
        cf = chemin_de_fer_edges(book.chemin_de_fer, strategy)
        ms = (time.perf_counter() - start) * 1000
        group = "chemin de fer, 6 decks"
        rows += [
            Row(
                group,
                "punter / banker / void",
                f"{percent(cf.punter_win)} / {percent(cf.banker_win)} / {percent(cf.void)}",
                note=strategy.describe(),
            ),
            Row(
                group,
                "banker edge before / after cagnotte",
                f"{percent(cf.banker_edge_before_cagnotte)} / "
                f"{percent(cf.banker_edge_after_cagnotte)}",
                note=f"house take {percent(cf.house_take)} of bank stakes (CF-05); {ms:.1f} ms",
            ),
        ]
    return rows + _drill_rows()


def _drill_rows() -> list[Row]:
    """Generate and grade time of each punto banco drill at level 4 (the slowest level)."""
    rows: list[Row] = []
    for drill in catalog.all():
        if drill.game != "punto_banco":
            continue
        rng = random.Random(1)
        gen_ms, _ = median_p95(timings_ms(lambda d=drill, r=rng: d.generate(r, 4), 200))
        question = drill.generate(rng, 4)
        response = expected_response(question)
        grade_ms, _ = median_p95(timings_ms(lambda q=question, a=response: q.grade(a, 3.0), 200))
        rows.append(Row("drill timing", f"drill {drill.id} generate", f"{gen_ms:.2f} ms", "< 5 ms"))
        rows.append(Row("drill timing", f"drill {drill.id} grade", f"{grade_ms:.3f} ms", "< 5 ms"))
    return rows
