"""The core never pulls in the shell: importing all of `trainer` loads neither Qt nor pygame
(DESIGN.md, layers)."""

from __future__ import annotations

import json
import subprocess
import sys

SCRIPT = """
import importlib, json, pkgutil, sys
import trainer
names = [m.name for m in pkgutil.walk_packages(trainer.__path__, "trainer.")
         if not m.name.endswith("__main__")]
for name in names:
    importlib.import_module(name)
print(json.dumps({"modules": names,
                  "loaded": sorted(m for m in sys.modules
                                   if m.split(".")[0] in ("PySide6", "pygame", "ui"))}))
"""


def test_importing_all_of_trainer_loads_neither_qt_nor_pygame() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True
    )
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert "trainer.money" in report["modules"] and "trainer.rulebooks" in report["modules"]
    assert report["loaded"] == []
