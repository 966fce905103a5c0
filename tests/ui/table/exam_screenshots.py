"""Screenshots of a practical exam dealt on the felt:
`python -m tests.ui.table.exam_screenshots [OUT_FOLDER] [lang ...]`.

The real app on a throw-away data folder, offscreen, at 1280x800 and 1366x700 (SHOT_SIZES to
choose others): each bundled practical (blackjack, punto banco, roulette) answered to its
table section, dealt part way (one act out of turn: the quiet ✘), grabbed at the table; the
blackjack one dealt to the end and its result grabbed. Saved as
`exam_<game>-<lang>-<size>.png` and `exam_result-<lang>-<size>.png`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
SIZES = [
    tuple(int(v) for v in size.split("x"))
    for size in os.environ.get("SHOT_SIZES", "1280x800,1366x700").split(",")
]
PRACTICALS = {
    "blackjack": ("blackjack-practical", 17),
    "punto_banco": ("punto-banco-practical", 12),
    "roulette": ("roulette-practical", 9),
}


def main(out: Path, langs: list[str]) -> None:
    home = tempfile.mkdtemp(prefix="dealer-trainer-exam-shots-")
    os.environ["DEALER_TRAINER_HOME"] = home
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tests.trainer.practical_kit import answer_questions
    from trainer.progress.accounts import add_trainee
    from trainer.table.acts import Act
    from ui.app import build

    settings = QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("animations", False)
    app, window = build(settings)
    window.show()
    window.start_as(add_trainee(window.context.db, "Marta Puig"))
    out.mkdir(parents=True, exist_ok=True)

    def shot(name: str) -> None:
        for _ in range(10):
            QApplication.processEvents()
        window.grab().save(str(out / f"exam_{name}.png"))

    for width, height in SIZES:
        window.resize(width, height)
        size = f"{width}x{height}"
        for lang in langs:
            window.set_language(lang)
            for game, (blueprint, acts) in PRACTICALS.items():
                window.open_exams()
                exam = window.exam
                exam.select(blueprint)
                exam.start_selected(seed=3)
                assert exam.run is not None
                answer_questions(exam.run)
                exam._ask()
                felt = exam.table_page.view
                felt.clock.take = lambda: 2.0  # type: ignore[method-assign]  # an act in 2 s
                for n in range(acts):
                    step = exam.run.table.expected()  # type: ignore[union-attr]
                    assert step is not None
                    felt.act(step.act)
                    if n == acts - 3:  # an act out of turn: a quiet ✘, nothing said
                        felt.act(Act("clear"))
                felt.tray.add_key(2)  # a chip in the tray
                shot(f"{game}-{lang}-{size}")
                if game == "blackjack":
                    while exam.run is not None and exam.run.table is not None:
                        step = exam.run.table.expected()
                        assert step is not None
                        felt.act(step.act)
                    shot(f"result-{lang}-{size}")
                else:
                    exam.end_exam(abandoned=True)
                exam.leave()
    window.close()
    app.processEvents()


if __name__ == "__main__":
    args = sys.argv[1:]
    folder = Path(args.pop(0)) if args and "/" in args[0] else Path("docs/screenshots/table")
    main(folder, args or ["en", "ca", "es"])
