"""Chemin de fer drills: how long a question takes to generate and to grade.

The chemin de fer house figures (cagnotte take, banker options) are in bench_baccarat.
"""

from __future__ import annotations

from tests.bench.bench_trente_quarante import drill_rows
from tests.bench.table import Row


def run() -> list[Row]:
    return drill_rows("chemin_de_fer")


if __name__ == "__main__":
    from tests.bench.table import render

    print(render(run()))
