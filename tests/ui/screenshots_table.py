"""Screenshots of the table session screens, taken offscreen at 1280x800 in en, ca and es:

    .venv/bin/python -m tests.ui.screenshots_table [OUT_FOLDER]

A temporary data folder gets a class (real questions answered), table sessions dealt by the
scripted croupier of `tests/trainer/table/played.py` and by perfect ones, an instructor, and a
practical exam sat to its table section. Grabbed: the session report, My progress, the class
overview, the trainee detail, a practical's table section and its result.
"""

from __future__ import annotations

import os
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _perfect(db: object, trainee_id: int, game: str, seed: int, coups: int) -> None:
    from tests.trainer.table.croupier import deal_perfectly
    from trainer.rulebooks import default
    from trainer.table.session import TableSession
    from trainer.table.store import end_table_session, record_acts, start_table_session

    session = TableSession(game, "practice", rulebook=default(), seed=seed, coups=coups)
    deal_perfectly(session)
    sid = start_table_session(db, trainee_id, game, "practice", "andorra-2025", seed, coups)  # type: ignore[arg-type]
    record_acts(db, sid, list(session.records))  # type: ignore[arg-type]
    end_table_session(db, sid, coups)  # type: ignore[arg-type]


def main(out: Path) -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["DEALER_TRAINER_HOME"] = home
        from PySide6.QtCore import QSettings

        from tests.trainer.practical_kit import PRACTICAL, answer_questions
        from tests.trainer.table.played import play_and_store
        from tests.ui.instructor_kit import make_instructor, seed_class
        from trainer.progress.accounts import Role, list_people
        from trainer.table.acts import Act
        from ui.app import build
        from ui.views.table_report_view import show_table_report

        (Path(home) / "exams").mkdir()
        (Path(home) / "exams" / "practical.toml").write_text(PRACTICAL, encoding="utf-8")
        settings = QSettings(str(Path(home) / "settings.ini"), QSettings.Format.IniFormat)
        app, window = build(settings)
        window.resize(1280, 800)
        window.show()
        db = window.context.db
        people = seed_class(db, ("Marta", "Jordi", "Laia", "Pau"))
        sid = play_and_store(db, people[2].id)
        _perfect(db, people[2].id, "roulette", 3, 4)
        _perfect(db, people[0].id, "blackjack", 8, 5)
        _perfect(db, people[1].id, "punto_banco", 4, 6)
        make_instructor(db)
        out.mkdir(parents=True, exist_ok=True)

        def grab(name: str, locale: str) -> None:
            app.processEvents()
            window.grab().save(str(out / f"table-{name}-{locale}.png"))

        for locale in ("en", "ca", "es"):
            window.set_language(locale)
            app.processEvents()
            window.context.trainee = next(p for p in people if p.name == "Laia")
            show_table_report(window, sid)
            grab("report", locale)
            window.open_progress()
            grab("progress", locale)
            window.context.trainee = list_people(db, Role.INSTRUCTOR)[0]
            window.open_instructor()
            view = window.instructor
            view.refresh()
            grab("class", locale)
            view.open_trainee(people[2].id)
            grab("detail", locale)
            # a practical sat to the middle of its table section, then to its end
            window.context.trainee = people[3]
            window.open_exams()
            exam = window.exam
            exam.select("practical")
            exam.start_selected(seed=5)
            assert exam.run is not None
            answer_questions(exam.run)
            exam._ask()
            felt = exam.table_page.view  # the table's own session view, hosted by the exam
            for _ in range(14):
                step = exam.run.table.expected()  # type: ignore[union-attr]
                assert step is not None
                felt.act(step.act)
            felt.act(Act("pay", "box9", Decimal(15)))  # no box 9 at this table: a quiet ✘
            grab("exam-table", locale)
            while exam.run is not None and exam.run.table is not None:
                step = exam.run.table.expected()
                assert step is not None
                felt.act(step.act)
            grab("exam-result", locale)
            exam.leave()
        window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots"))
