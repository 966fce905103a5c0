"""`make bench`: run every tests/bench/bench_*.py module and print one table."""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from tests import bench
from tests.bench.table import Row, render


def main(selected: list[str]) -> int:
    rows: list[Row] = []
    failed = 0
    for module in sorted(m.name for m in pkgutil.iter_modules(bench.__path__)):
        if not module.startswith("bench_"):
            continue
        if selected and not any(s in module for s in selected):
            continue
        print(f"running {module}...", file=sys.stderr, flush=True)
        try:
            rows.extend(importlib.import_module(f"tests.bench.{module}").run())
        except Exception:
            failed += 1
            traceback.print_exc()
            rows.append(Row(module, "FAILED", "-", note="see the traceback above"))
    print(render(rows))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
