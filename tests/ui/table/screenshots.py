"""Screenshots of the table screens: `python -m tests.ui.table.screenshots [lang ...]`.

Runs the real app on a throw-away data folder (offscreen, or on a real display when
QT_QPA_PLATFORM=xcb under xvfb-run) at 1280x800 (SHOT_SIZE=1024x700 for the small window),
deals a blackjack and a roulette session part way with a mistake or two, and saves the setup,
the session in Learn, Guided and Practice, and the stored session's report; a card dealt out
of order at blackjack, picked up; then punto banco, boule, trente et quarante, chemin de fer,
deux tableaux and craps in Practice; in docs/screenshots/table/.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trainer.table.script import Step

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
SIZE = tuple(int(v) for v in os.environ.get("SHOT_SIZE", "1280x800").split("x"))
OUT = Path("docs/screenshots/table")


def main(langs: list[str]) -> int:
    home = tempfile.mkdtemp(prefix="dealer-trainer-table-shots-")
    os.environ["DEALER_TRAINER_HOME"] = home
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from trainer.progress.accounts import add_trainee
    from trainer.table.acts import Act
    from ui.app import build
    from ui.table.session_view import TableSetup
    from ui.translations import install_language

    settings = QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("animations", False)
    app, window = build(settings)
    window.resize(*SIZE)
    window.show()
    window.start_as(add_trainee(window.context.db, "Marta Puig"))
    OUT.mkdir(parents=True, exist_ok=True)
    size = f"{SIZE[0]}x{SIZE[1]}"

    def shot(name: str, lang: str) -> None:
        for _ in range(10):
            QApplication.processEvents()
        window.grab().save(str(OUT / f"table-{name}-{lang}-{size}.png"))

    def play(until: Callable[[Step, int], bool], wrong: dict[int, Act] | None = None) -> None:
        view = window.table.session
        n = 0
        while view.session is not None:
            step = view.session.expected()
            assert step is not None
            if until(step, n):
                return
            view.act((wrong or {}).get(n, step.act))
            n += 1

    for lang in langs:
        window.set_language(lang)
        install_language(lang)
        window.open_table("blackjack")
        shot("setup-blackjack", lang)
        screen = window.table
        view = screen.session
        # blackjack, Learn: a box dealt out of order early, then the settlement under way
        screen.deal(TableSetup("blackjack", "learn", coups=5, seed=11))
        play(_nth("pay", 2), {1: Act("deal", "box7")})
        step = view.session.expected() if view.session else None
        if step is not None and step.act.amount is not None:
            view.tray.build(step.act.amount)
        shot("blackjack-learn", lang)
        # roulette, Practice: after the collection began, with a wrong announcement before
        screen.deal(TableSetup("roulette", "practice", coups=5, seed=5))
        play(lambda step, n: step.act.family == "pay" and n > 8)
        shot("roulette-practice", lang)
        # roulette, Guided, at the announcement: the ball has fallen, the trainee typed a call
        screen.deal(TableSetup("roulette", "guided", coups=5, seed=3))
        play(lambda step, n: step.act.family == "collect", {2: Act("announce", choice="1")})
        shot("roulette-guided", lang)
        view.finish()
        shot("report-roulette", lang)
        # blackjack, Table ready: a card dealt out of order, picked up to be moved (BJ-05)
        window.open_table("blackjack")
        screen.deal(
            TableSetup(
                "blackjack",
                "table_ready",
                coups=3,
                seed=4,
                incident_rate=1.0,
                incidents=("card_out_of_order",),
            )
        )
        play(lambda step, n: step.act.family == "move")
        view.use_verb(next(i for i, v in enumerate(view.verbs) if v.key == "move_card"))
        shot("blackjack-card-out-of-order", lang)
        view.finish()
        # the other tables, Practice, part way through the settlement
        others = (
            "punto_banco",
            "boule",
            "trente_quarante",
            "chemin_de_fer",
            "deux_tableaux",
            "craps",
        )
        for game, seed in zip(others, (4, 4, 6, 3, 4, 5), strict=True):
            window.open_table(game)
            screen.deal(TableSetup(game, "practice", coups=5, seed=seed))
            play(_nth("collect", 2))
            shot(f"{game}-practice", lang)
            view.finish()
    app.quit()
    return 0


def _nth(family: str, count: int) -> Callable[[Step, int], bool]:
    """Stop when the `count`-th act of `family` is due."""
    seen = [0]

    def due(step: Step, n: int) -> bool:
        seen[0] += step.act.family == family
        return seen[0] >= count and step.act.family == family

    return due


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["en"]))
