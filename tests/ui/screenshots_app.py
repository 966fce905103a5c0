"""Screenshots of every trainee screen: `python -m tests.ui.screenshots_app [lang] [folder]`.

Runs the real app on a throw-away data folder (offscreen, or on a real display under xvfb-run
when QT_QPA_PLATFORM=xcb), answers a few questions so the progress screens have something to
show, and saves one PNG per screen. The English set goes in docs/screenshots for the README.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
SIZE = tuple(int(v) for v in os.environ.get("SHOT_SIZE", "1280x800").split("x"))


def main(lang: str = "en", folder: str = "docs/screenshots") -> int:
    home = tempfile.mkdtemp(prefix="dealer-trainer-shots-")
    os.environ["DEALER_TRAINER_HOME"] = home
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from trainer.drills.base import Response, expected_response
    from trainer.progress.accounts import add_trainee
    from ui.app import build

    settings = QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", lang)
    settings.setValue("animations", False)
    app, window = build(settings)
    window.resize(*SIZE)
    window.show()
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)

    def shot(name: str) -> None:
        for _ in range(10):
            QApplication.processEvents()
        window.grab().save(str(out / f"app-{name}-{lang}.png"))

    for name in ("Marta Puig", "Jordi Vidal", "Lucía Gómez"):
        add_trainee(window.context.db, name)
    window.who.refresh()
    shot("who")
    window.who._start()
    rng = random.Random(4)
    drills = [
        "blackjack.pay-blackjack",
        "punto_banco.third-card",
        "roulette.payout-order",
        "craps.odds-payout",
        "chips.pay-with-chips",
        "blackjack.insurance",
    ]
    for n in range(24):
        drill = drills[n % len(drills)]
        window.practise((drill, 2))
        question = window.drill.question
        assert question is not None and window.drill.session is not None
        right = rng.random() < 0.75
        response = expected_response(question, lang) if right else Response("amount", "1")
        if not right and question.kind != "amount":
            response = expected_response(question, lang)
        window.drill.session.submit(response, rng.uniform(2, 9))
    window.end_session()
    if hasattr(window, "summary_box"):
        window.summary_box.close()
    window.go_home()
    shot("home")
    window.open_game("roulette")
    shot("game")
    window.practise(("craps.odds-payout", 3))
    shot("drill")
    area = window.drill.areas["amount"]
    area.field.setText("12")  # type: ignore[attr-defined]
    window.drill.submit_or_next()
    shot("drill-feedback")
    window.practise(("blackjack.settle-table", 2))
    shot("drill-settlement")
    window.end_session()
    window.open_progress()
    shot("progress")
    window.open_rule("CR-11")
    shot("lesson")
    settings.setValue("animations", True)  # off above only so drills are caught at rest
    window.show_view(window.settings_view)
    window.settings_view.animations.setChecked(True)
    shot("settings")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
