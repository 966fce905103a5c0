"""`python -m trainer.drills`: the catalogue as a trainer reads it (levels, target times)."""

from __future__ import annotations

import sys

from trainer.drills import catalog
from trainer.i18n import translate


def _seconds(value: float | None) -> str:
    return "untimed" if value is None else f"{value:g} s"


def main(locale: str = "en") -> int:
    current = ""
    for drill in catalog.all():
        if drill.game != current:
            current = drill.game
            print(f"\n{current}")
        print(f"  {drill.id}: {translate(drill.title.code, locale)}")
        for level, spec in sorted(drill.levels.items()):
            note = f" ({spec.note})" if spec.note else ""
            print(f"      level {level}: {_seconds(spec.target_seconds)}{note}")
    print(f"\n{len(catalog.all())} drills")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
