"""Roulette and boule: exact house edges worked from the engines' layouts, beside published
figures, and the time to settle a spin with a bet on every spot of the roulette layout.

Published figures:
- Single-zero roulette, every bet 2.7%: Frank Scoblete, "Surrender and Prison are Best",
  Casino City Times, 15 Dec 2020
  (casinocitytimes.com/frank-scoblete/article/surrender-and-prison-are-best-66893).
- With en prison / la partage on even-money bets: return 36.5/37, house edge 1.351351%:
  "What are the usual roulette odds", rouletteplay.com, 19 Apr 2007
  (rouletteplay.com/articles/what_are_the_usual_roulette_odds.html).
- La boule, every bet 11.11%: Wizard of Odds' "Boule" page (as mirrored at
  nilapub.com/games/boule/), and casinopedia.org/terms/b/boule-la-boule/.
The "stay in prison" figure (RO-11 as the decree words it: the prisoner halves at each further
zero) has no published counterpart; its derivation is in `trainer.house_edge.wheels._prison_share`.
"""

from __future__ import annotations

import random
import time
from decimal import Decimal
from fractions import Fraction

from tests.bench.table import Row, median_p95, timings_ms
from trainer.drills import catalog
from trainer.drills.base import Drill, expected_response
from trainer.games import boule
from trainer.games.roulette import KINDS, SIMPLE_CHANCES, SPOTS, Bet, Spin, Table
from trainer.house_edge import boule_edge, roulette_edge
from trainer.rulebooks import default

ROULETTE_REF = "2.70% (Scoblete, Casino City Times 2020)"
PRISON_REF = "1.35% (rouletteplay.com 2007: 1.351351%)"
BOULE_REF = "11.11% (Wizard of Odds 'Boule'; casinopedia)"


def _pct(value: Fraction) -> str:
    return f"{float(value) * 100:.4f}% ({value})"


def _edge_rows() -> list[Row]:
    rows = []
    rules = default().roulette
    for kind in KINDS:
        edge = roulette_edge(kind, rules)
        rows.append(Row("roulette house edge", kind, _pct(edge), ROULETTE_REF))
        if kind in SIMPLE_CHANCES:
            half = roulette_edge(kind, rules, en_prison=True, choice="half")
            stay = roulette_edge(kind, rules, en_prison=True, choice="prison")
            note = "RO-11, take half at each zero"
            rows.append(
                Row("roulette house edge", f"{kind}, en prison: half", _pct(half), PRISON_REF, note)
            )
            note = "RO-11, stay in prison at each zero"
            rows.append(
                Row("roulette house edge", f"{kind}, en prison: stay", _pct(stay), "-", note)
            )
    for spot in boule.SPOTS:
        edge = boule_edge(spot, default().boule)
        rows.append(Row("boule house edge", spot, _pct(edge), BOULE_REF))
    return rows


def _loaded_spin(table: Table) -> Spin:
    """A spin with 5 on every one of the layout's 161 spots, ball on 17."""
    table.open_spin()
    spin = table.spins[-1]
    spin.place_all([Bet.from_spot(spot, Decimal(5)) for spot in SPOTS], "p1")
    spin.launch()
    spin.no_more_bets()
    spin.ball_falls(17)
    return spin


def _timing_rows(repeat: int = 100) -> list[Row]:
    table = Table(default(), random.Random(0))
    loading, settling = [], []
    _loaded_spin(table).settle()  # warm-up
    for _ in range(repeat):
        start = time.perf_counter()
        spin = _loaded_spin(table)
        loaded = time.perf_counter()
        spin.settle()
        done = time.perf_counter()
        loading.append((loaded - start) * 1000)
        settling.append((done - loaded) * 1000)
    load_median, load_p95 = median_p95(loading)
    settle_median, settle_p95 = median_p95(settling)
    spots = len(SPOTS)
    return [
        Row(
            "roulette timing",
            f"settle a spin with {spots} bets (ball on 17)",
            f"{settle_median:.2f} ms",
            note=f"median of {repeat}; p95 {settle_p95:.2f} ms",
        ),
        Row(
            "roulette timing",
            f"place {spots} bets, launch, call, ball",
            f"{load_median:.2f} ms",
            note=f"median of {repeat}; p95 {load_p95:.2f} ms",
        ),
    ]


def _drill_timing(drill: Drill) -> list[Row]:
    rng = random.Random(2025)
    questions = [drill.generate(rng, 4)]

    def generate() -> None:
        questions.append(drill.generate(rng, 4))

    gen_median, gen_p95 = median_p95(timings_ms(generate, repeat=50))
    pairs = iter([(q, expected_response(q)) for q in questions] * 2)

    def grade() -> None:
        q, response = next(pairs)
        q.grade(response, 5.0)

    grade_median, grade_p95 = median_p95(timings_ms(grade, repeat=50))
    return [
        Row(
            "drill timing",
            f"drill {drill.id} generate",
            f"{gen_median:.2f} ms",
            "< 5 ms",
            f"level 4, median of 50; p95 {gen_p95:.2f} ms",
        ),
        Row(
            "drill timing",
            f"drill {drill.id} grade",
            f"{grade_median:.3f} ms",
            "< 5 ms",
            f"median of 50; p95 {grade_p95:.3f} ms",
        ),
    ]


def _drill_rows() -> list[Row]:
    drills = [d for d in catalog.all() if d.game in ("roulette", "boule")]
    return [row for drill in drills for row in _drill_timing(drill)]


def run() -> list[Row]:
    return _edge_rows() + _timing_rows() + _drill_rows()
