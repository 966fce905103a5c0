"""One trainee's history read by every screen and report: the home count, the game pages, the
class overview, the trainee detail and the two PDF reports show the same standing per drill
(`trainer.progress.standing`: the highest level at least proficient) and the same counts.

The history (times before now, as the screens read the wall clock):
- blackjack.pay-blackjack: level 1, 9 of 10 right two days ago: proficient (85% of 10);
  then level 2 opened today with 3 answers, 1 right (attempted). The drill still stands at
  "proficient (L1)": before issue 14 the home count read the level just opened and fell to 0.
- blackjack.insurance: level 1, 10 of 10 right 30 days ago: it has faded (not practised for
  21 days, no check since), so it counts as familiar everywhere.
- roulette.multiples: level 1 (untimed), 20 of 20 right yesterday: mastered (95% of a full
  window, no target to meet).
- craps.odds-payout: level 1, 5 of 6 right today: familiar (70% of at least 5), not counted.
So: blackjack 1 proficient, roulette 1, craps 0; two in all, one of them mastered.
"""

from __future__ import annotations

import random
import unicodedata
from datetime import datetime, timedelta
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from sqlite_utils import Database

from tests.ui.instructor_kit import log_in_as_instructor, make_instructor, wrong_amount
from tests.ui.test_app import create_trainee
from trainer.drills import catalog
from trainer.drills.base import expected_response
from trainer.progress.attempts import record_attempt
from ui.main_window import MainWindow
from ui.views.class_model import CELL_ROLE

NOW = datetime.now().astimezone()
HISTORY = (  # drill, level, answers right (True) or wrong, days ago
    ("blackjack.pay-blackjack", 1, [False] + [True] * 9, 2),
    ("blackjack.pay-blackjack", 2, [True, False, False], 0),
    ("blackjack.insurance", 1, [True] * 10, 30),
    ("roulette.multiples", 1, [True] * 20, 1),
    ("craps.odds-payout", 1, [True, True, False, True, True, True], 0),
)
STANDING = {  # what every screen shows for each drill practised
    "blackjack.pay-blackjack": "Proficient (L1)",
    "blackjack.insurance": "Familiar (L1)",
    "roulette.multiples": "Mastered (L1)",
    "craps.odds-payout": "Familiar (L1)",
}
PROFICIENT = {"blackjack": 1, "roulette": 1, "craps": 0}


def record_history(db: Database, trainee_id: int) -> None:
    rng = random.Random(14)
    for drill_id, level, results, days_ago in HISTORY:
        drill = catalog.get(drill_id)
        start = NOW - timedelta(days=days_ago, hours=1)
        for n, right in enumerate(results):
            question = drill.generate(rng, level)
            response = expected_response(question) if right else wrong_amount(question)
            grade = question.grade(response, 3.0)
            assert grade.correct is right
            when = start + timedelta(minutes=n)
            record_attempt(db, trainee_id, question, response, grade, now=when)


def pdf_text(path: Path) -> str:
    text = " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())
    return unicodedata.normalize("NFKC", text)  # "ﬁ" ligatures back to "fi"


def in_game(game: str) -> int:
    return sum(1 for d in catalog.all() if d.game == game)


def test_home_game_pages_class_overview_detail_and_reports_agree(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    create_trainee(qtbot, window, "Anna")
    anna = window.context.trainee
    assert anna is not None
    db = window.context.db
    record_history(db, anna.id)
    titles = {d.id: d for d in catalog.all()}

    # home: "n of m drills proficient" per game
    window.go_home()
    window.home.fill_cards()
    for game, count in PROFICIENT.items():
        words = f"{count} of {in_game(game)} drills proficient"
        assert words in window.home.cards[game].text(), (game, window.home.cards[game].text())

    # game pages: the mastery column is the standing; the level column the level worked on
    for game, count in PROFICIENT.items():
        window.open_game(game)
        table = window.game.table
        shown = {
            window.game.drill_ids[r]: (table.item(r, 1).text(), table.item(r, 2).text())
            for r in range(table.rowCount())
        }
        for drill_id, words in STANDING.items():
            if titles[drill_id].game == game:
                assert shown[drill_id][1] == words, (drill_id, shown[drill_id])
        marked = [m for _lv, m in shown.values() if m.startswith(("Proficient", "Mastered"))]
        assert len(marked) == count
    assert window.game.drill_ids  # craps, the last one opened
    window.open_game("blackjack")
    row = window.game.drill_ids.index("blackjack.pay-blackjack")
    assert window.game.table.item(row, 1).text() == "2"  # level 2 is being worked on

    # the class overview, as the instructor sees it
    make_instructor(db)
    log_in_as_instructor(qtbot, window, "Núria")
    instructor = window.instructor
    panel = instructor.class_panel
    panel.refresh()
    model = panel.model
    assert model is not None
    [row_anna] = [r for r in range(model.rowCount()) if model.trainees[r].id == anna.id]
    cells = {
        model.drills[c - 1]: model.index(row_anna, c).data(CELL_ROLE)
        for c in range(1, model.columnCount())
    }
    names = {v: k for k, v in model.names.items()}
    for drill_id, words in STANDING.items():
        status, level = words.split(" (L")
        cell = cells[drill_id]
        assert (cell.status, cell.level) == (names[status], int(level.rstrip(")")))
    for game, count in PROFICIENT.items():
        in_this_game = [c for d, c in cells.items() if titles[d].game == game]
        assert sum(1 for c in in_this_game if c.status >= names["Proficient"]) == count
    pay = cells["blackjack.pay-blackjack"]
    assert pay.working_level == 2
    assert model.index(row_anna, 1 + model.drills.index(pay.drill_id)).data().startswith("P1→2")

    # the trainee detail
    instructor.open_trainee(anna.id)
    detail = instructor.detail
    rows = {
        detail.drills.item(r, 0).data(Qt.ItemDataRole.UserRole): detail.drills.item(r, 2).text()
        for r in range(1, detail.drills.rowCount())
    }
    assert rows == STANDING

    # the reports: the trainee's counts its drills, the class's counts its cells
    instructor.tabs.setCurrentWidget(instructor.tools)
    tools = instructor.tools
    tools.trainee.setCurrentIndex(tools.trainee.findData(anna.id))
    tools.trainee_pdf(tmp_path / "anna.pdf")
    text = pdf_text(tmp_path / "anna.pdf")
    assert f"2 of {len(catalog.all())} drills proficient" in text
    for words in STANDING.values():
        assert words in text
    tools.class_pdf(tmp_path / "class.pdf")
    text = pdf_text(tmp_path / "class.pdf")
    # Anna, a column per game (blackjack .. chips): drills proficient or better of those
    # practised, then the accuracy of the answers at the standing levels. Blackjack 1 of 2,
    # 19 of 20 right (9 + 10); roulette 1 of 1, 20 of 20; craps 0 of 1, 5 of 6 (83%)
    assert "Anna 1/2 95% — — — — 1/1 100% 0/1 83% —" in text
