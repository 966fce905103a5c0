"""The trainee app driven for real, offscreen, by keyboard: create a trainee, answer questions
of every response kind, see them stored and in "My progress", switch language, survive bad
input and a closed window."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCharts import QLineSeries
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit
from pytestqt.qtbot import QtBot

from tests.ui.instructor_kit import answer_on, row_of, series_points, unlock_house_rules
from trainer.drills import catalog
from trainer.drills.base import RESPONSE_KINDS, Question
from trainer.progress.attempts import count_attempts
from ui.main_window import MainWindow


def create_trainee(qtbot: QtBot, window: MainWindow, name: str = "Marta") -> None:
    who = window.who
    qtbot.keyClicks(who.name, name)
    qtbot.keyClick(who.name, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.home
    assert window.context.trainee is not None and window.context.trainee.name == name


def key(
    qtbot: QtBot,
    window: MainWindow,
    k: Qt.Key,
    mod: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    target = window.drill.focusWidget() or window.drill
    qtbot.keyClick(target if target.isVisible() else window.drill, k, mod)


def deal_done(qtbot: QtBot, window: MainWindow) -> None:
    """Enter while the scene is being dealt shows its end at once, as a trainee in a hurry
    does: the answer area opens and the question's clock starts."""
    view = window.drill
    if not view.answer_ready:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.answer_ready


def answer_by_keyboard(qtbot: QtBot, window: MainWindow, q: Question) -> None:
    """Give the expected answer using keys only, as a trainee at the keyboard would."""
    deal_done(qtbot, window)
    view = window.drill
    area = view.areas[q.kind]
    if q.kind == "amount":
        field = area.field  # type: ignore[attr-defined]
        text = (
            str(q.expected).replace(".", ",") if window.context.locale != "en" else str(q.expected)
        )
        qtbot.keyClicks(field, text)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        return
    if q.kind == "chips":
        values = sorted(window.context.rulebook.chip_set.values)
        for value, count in q.expected["chips"].items():
            for _ in range(count):
                qtbot.keyClick(view, Qt.Key(Qt.Key.Key_1 + values.index(Decimal(value))))
    elif q.kind in ("choice", "choices"):
        keys = [o.key for o in q.options]
        wanted = [q.expected] if q.kind == "choice" else list(q.expected)
        shortcuts = area.shortcuts  # type: ignore[attr-defined]  # the key shown on each button
        for k in wanted:
            if k in shortcuts:
                qtbot.keyClicks(view, shortcuts[k].lower())
            else:  # beyond the keys: Left/Right from the first option
                qtbot.keyClicks(view, shortcuts[keys[0]].lower())
                for _ in range(keys.index(k)):
                    qtbot.keyClick(view, Qt.Key.Key_Right)
    elif q.kind == "ordering":
        lst = area.list  # type: ignore[attr-defined]
        for target, wanted in enumerate(q.expected):
            current = [lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())]
            lst.setCurrentRow(current.index(wanted))
            for _ in range(current.index(wanted) - target):
                qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    elif q.kind == "settlement":
        outcomes = [o.key for o in q.outcomes]
        for item, entry in q.expected.items():
            combo: QComboBox = area.rows[item][0]  # type: ignore[attr-defined]
            amount: QLineEdit = area.rows[item][1]  # type: ignore[attr-defined]
            combo.setFocus()
            qtbot.keyClick(combo, Qt.Key.Key_Home)
            for _ in range(outcomes.index(entry["outcome"])):
                qtbot.keyClick(combo, Qt.Key.Key_Down)
            qtbot.keyClicks(amount, entry["amount"])
    qtbot.keyClick(view, Qt.Key.Key_Return)


def drills_by_kind() -> dict[str, str]:
    """One drill id per response kind present in the catalogue (generated at level 2)."""

    found: dict[str, str] = {}
    for drill in catalog.all():
        kind = drill.generate(random.Random(1), 2).kind
        found.setdefault(kind, drill.id)
    return found


def test_ten_questions_by_keyboard_are_stored_and_shown(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    kinds = drills_by_kind()
    assert {"amount", "chips", "choice"} <= set(kinds) or len(kinds) >= 2
    plan = [kinds[k] for k in RESPONSE_KINDS if k in kinds]
    plan = (plan * 10)[:10]
    for n, drill_id in enumerate(plan):
        window.practise((drill_id, 2))
        q = window.drill.question
        assert q is not None and q.drill_id == drill_id
        answer_by_keyboard(qtbot, window, q)
        grade = window.drill.grade
        assert grade is not None, f"{drill_id}: {window.drill.error.text()}"
        assert grade.correct, (drill_id, grade.given, q.expected)
        assert count_attempts(window.context.db, window.context.trainee.id) == n + 1  # type: ignore[union-attr]
        assert "rule:" in window.drill.feedback.toHtml() or not q.rules
    qtbot.keyClick(window.drill, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.home
    window.open_progress()
    assert "10" in window.progress.totals.text()
    assert window.progress.drills.rowCount() == 1 + len(set(plan))  # "All drills", then each


def test_unreadable_amount_shows_a_message_and_records_nothing(
    qtbot: QtBot, window: MainWindow
) -> None:
    create_trainee(qtbot, window)
    amount_drill = drills_by_kind().get("amount")
    assert amount_drill is not None
    window.practise((amount_drill, 2))
    deal_done(qtbot, window)
    field = window.drill.areas["amount"].field  # type: ignore[attr-defined]
    qtbot.keyClicks(field, "abc")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert "not an amount" in window.drill.error.text()
    assert window.drill.grade is None
    assert count_attempts(window.context.db) == 0
    # The question stays open: a readable answer is then graded and stored.
    field.clear()
    answer_by_keyboard(qtbot, window, window.drill.question)  # type: ignore[arg-type]
    assert count_attempts(window.context.db) == 1


def test_switching_language_shows_home_in_catalan(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window, "Jordi")
    window.show_view(window.settings_view)
    combo = window.settings_view.language
    combo.setCurrentIndex(combo.findData("ca"))
    window.go_home()
    assert window.home.greeting.text() == "Hola, Jordi"
    assert "Continua la pràctica" in window.home.go.text()
    assert window.home.cards["punto_banco"].text().startswith("Punt i banca")
    # The menus follow on the LanguageChange event Qt posts to every widget.
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Fitxer", timeout=10_000)
    assert window.windowTitle() == "Dealer Trainer"


def test_closing_mid_drill_keeps_every_answer(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    drill_id = next(iter(drills_by_kind().values()))
    for _ in range(2):
        window.practise((drill_id, 1))
        answer_by_keyboard(qtbot, window, window.drill.question)  # type: ignore[arg-type]
    window.practise((drill_id, 1))  # a third question, never answered
    path = window.context.db_path
    window.close()
    # Read back from the file itself, as the next start of the app would.
    from trainer.progress.clean_close import closed_clean
    from trainer.progress.db import open_db

    assert closed_clean(path), "closing the window is a clean close"
    db = open_db(path, backup=False)
    try:
        assert count_attempts(db) == 2
        ended = db.execute("SELECT COUNT(*) FROM sessions WHERE ended IS NOT NULL").fetchone()[0]
        assert ended >= 1
    finally:
        db.close()


def test_rule_link_opens_the_lesson_paragraph(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    window.open_rule("BJ-10")
    assert window.stack.currentWidget() is window.lesson
    assert window.lesson.game == "blackjack"
    assert "BJ-10" in window.lesson.browser.toPlainText()


def test_settings_refuse_a_bad_house_rule_and_keep_the_file(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = window.settings_view
    unlock_house_rules(window)
    field = view.fields[("punto_banco", "commission_rate")]
    assert isinstance(field, QLineEdit)
    field.setText("abc")
    assert not view.save_house_rules()
    assert "banker commission (PB-04): write a percentage, like 5%" in view.message.text()
    assert not window.context.house_rules_path.exists()
    field.setText("4 %")
    assert view.save_house_rules()
    assert window.context.rulebook.punto_banco.commission_rate == Decimal("0.04")


def test_dealer_trainer_verify_subcommand_checks_a_database(tmp_path: Path) -> None:
    from trainer.progress.db import open_db

    db_path = tmp_path / "progress.db"
    open_db(db_path).close()
    env = dict(os.environ, DEALER_TRAINER_HOME=str(tmp_path))
    ok = subprocess.run(
        [sys.executable, "-m", "ui.app", "verify", "--db", str(db_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert ok.returncode == 0, ok.stdout + ok.stderr
    missing = subprocess.run(
        [sys.executable, "-m", "ui.app", "verify", "--db", str(tmp_path / "none.db")],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert missing.returncode == 2 and "no progress database" in missing.stderr


def test_a_corrupt_progress_file_is_kept_aside_and_the_app_still_opens(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QSettings

    from tests.ui.conftest import dispose
    from trainer import paths
    from ui.app import build

    home = paths.data_dir()
    damaged = b"this is not a database, it is a shopping list" * 100
    (home / "progress.db").write_bytes(damaged)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    _app, win = build(settings)
    try:
        notice = win.repair_notice
        assert notice is not None and notice.windowTitle() == "Progress file replaced"
        kept = [p for p in home.iterdir() if p.name.startswith("progress.db.") and p.is_file()]
        (moved,) = [p for p in kept if p.read_bytes() == damaged]  # the damaged file, intact
        assert notice.text().startswith(
            f"Progress file replaced: the damaged file is kept at {moved}."
        )
        create_trainee(qtbot, win, "Nuria")  # and the new, empty file works
    finally:
        dispose(win)


def test_sound_starts_on_first_cue_and_follows_the_settings(
    qtbot: QtBot, window: MainWindow
) -> None:
    sound = window.sound
    assert sound is not None and sound._board is None  # type: ignore[attr-defined]
    window.show_view(window.settings_view)
    window.settings_view.sound.setChecked(False)
    assert sound.enabled is False  # type: ignore[attr-defined]
    assert sound.play("right") is False  # type: ignore[attr-defined]
    assert sound._board is None  # type: ignore[attr-defined]  # nothing loaded while off
    window.settings_view.sound.setChecked(True)
    window.settings_view.volume.setValue(40)
    assert sound.volume == 0.4  # type: ignore[attr-defined]
    played = sound.call_number(17, "ca")  # type: ignore[attr-defined]
    assert isinstance(played, bool)  # silent without error where there is no audio device
    assert sound._board is not None or sound._failed  # type: ignore[attr-defined]


def test_choice_shortcuts_follow_what_the_options_are() -> None:
    from ui.views.answers import shortcuts_for

    # A hand total: each total on its own digit, so 7 is typed for 7.
    assert shortcuts_for([str(n) for n in range(10)])["7"] == "7"
    # A burn count 1-10: 10 on the 0 key.
    burn = shortcuts_for([str(n) for n in range(1, 11)])
    assert burn["1"] == "1" and burn["10"] == "0"
    # Anything else on 1, 2... in the order shown (draw and stand too: no letters, which
    # would be mnemonic in one language only)
    assert shortcuts_for(["draw", "stand", "natural"]) == {
        "draw": "1",
        "stand": "2",
        "natural": "3",
    }
    # More than ten plain options: the first ten get 1-9, 0; the rest are reached by arrows.
    many = shortcuts_for([f"o{n}" for n in range(12)])
    assert many["o0"] == "1" and many["o9"] == "0" and "o10" not in many


def test_settings_change_the_chip_set_with_validation(qtbot: QtBot, window: MainWindow) -> None:
    view = window.settings_view
    unlock_house_rules(window)
    view.chips.setText("1 white, 5 red, 2.50 chartreuse")
    assert not view.save_house_rules()
    assert "chips[2].colour" in view.message.text() and "chartreuse" in view.message.text()
    view.chips.setText("1 white, five red")
    assert not view.save_house_rules()
    assert "Chip set" in view.message.text() and "write each chip" in view.message.text()
    assert not window.context.house_rules_path.exists()
    view.chips.setText("1 white, 5 red, 25 green, 100 black")
    assert view.save_house_rules()
    assert window.context.rulebook.chip_set.values == (
        Decimal(100),
        Decimal(25),
        Decimal(5),
        Decimal(1),
    )
    # The regulation's set again: the field shows it and the file holds no chips.
    view.reset_house_rules()
    assert view.chips.text().startswith("0.50 grey, 1 white, 2.50 pink")


def test_the_felt_draws_the_house_chip_set(qtbot: QtBot, window: MainWindow) -> None:
    create_trainee(qtbot, window)
    view = window.settings_view
    unlock_house_rules(window)
    view.chips.setText("1 white, 5 red, 25 green, 100 black")
    assert view.save_house_rules()
    window.practise(("chips.pay-with-chips", 2))
    felt = window.drill.felt
    assert felt.painter.chips.values == (Decimal(100), Decimal(25), Decimal(5), Decimal(1))  # type: ignore[attr-defined]
    tray = window.drill.areas["chips"]
    assert tray.values == (Decimal(1), Decimal(5), Decimal(25), Decimal(100))  # type: ignore[attr-defined]


def record_answer(
    window: MainWindow, drill_id: str, level: int, day: date, right: bool, seconds: float
) -> None:
    """One real question of `drill_id` answered on `day` (at noon, local) in `seconds`."""
    person = window.context.trainee
    assert person is not None
    answer_on(window.context.db, person.id, drill_id, level, day, right, seconds)


def test_progress_chart_follows_the_drill_chosen_in_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    pay, multiples = "blackjack.pay-blackjack", "roulette.multiples"
    create_trainee(qtbot, window)
    today = date.today()
    d3, d2, d1 = (today - timedelta(days=n) for n in (3, 2, 1))
    # pay a blackjack, level 2: 3 days ago right 4 s, wrong 8 s; yesterday right 3 s,
    # right 5 s, wrong 10 s; today one answer by keyboard (below)
    record_answer(window, pay, 2, d3, True, 4.0)
    record_answer(window, pay, 2, d3, False, 8.0)
    record_answer(window, pay, 2, d1, True, 3.0)
    record_answer(window, pay, 2, d1, True, 5.0)
    record_answer(window, pay, 2, d1, False, 10.0)
    # multiples, level 1 (untimed): 2 days ago wrong 7 s, right 9 s; yesterday right 2 s
    record_answer(window, multiples, 1, d2, False, 7.0)
    record_answer(window, multiples, 1, d2, True, 9.0)
    record_answer(window, multiples, 1, d1, True, 2.0)
    window.practise((pay, 2))
    question = window.drill.question
    assert question is not None
    answer_by_keyboard(qtbot, window, question)
    assert window.drill.grade is not None and window.drill.grade.correct
    qtbot.keyClick(window.drill, Qt.Key.Key_Escape)
    [(today_seconds,)] = window.context.db.execute(
        "SELECT seconds FROM attempts WHERE day = ?", [today.isoformat()]
    ).fetchall()

    window.open_progress()
    view = window.progress
    table = view.drills
    assert table.currentRow() == row_of(table, None) == 0  # "All drills" first, and chosen
    overall_accuracy = [
        (d3, 50.0),  # 1 of 2
        (d2, 50.0),  # 1 of 2
        (d1, 75.0),  # 3, 5, 10 (2 right) and 2 (right): 3 of 4
        (today, 100.0),
    ]
    overall_speed = [
        (d3, 6.0),  # median of 4 and 8
        (d2, 8.0),  # median of 7 and 9
        (d1, 4.0),  # 2 3 5 10: (3 + 5) / 2
        (today, today_seconds),
    ]
    assert series_points(view.chart, "accuracy") == overall_accuracy
    assert series_points(view.chart, "speed") == overall_speed
    assert series_points(view.chart, "target") == []

    # the mouse on the multiples row: only its points, and no target (level 1 is untimed)
    rect = table.visualItemRect(table.item(row_of(table, multiples), 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert view.chosen == multiples
    assert series_points(view.chart, "accuracy") == [(d2, 50.0), (d1, 100.0)]
    assert series_points(view.chart, "speed") == [(d2, 8.0), (d1, 2.0)]  # median of 7, 9
    assert series_points(view.chart, "target") == []
    assert "Multiples" in view.chart.title()

    # the keyboard up to pay-a-blackjack: its points and its level 2 target, dashed
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert view.chosen == pay and table.currentRow() == row_of(table, pay)
    assert series_points(view.chart, "accuracy") == [
        (d3, 50.0),
        (d1, pytest.approx(200 / 3)),  # 2 of 3
        (today, 100.0),
    ]
    assert series_points(view.chart, "speed") == [(d3, 6.0), (d1, 5.0), (today, today_seconds)]
    target = catalog.get(pay).levels[2].target_seconds
    assert target is not None
    assert [v for _d, v in series_points(view.chart, "target")] == [target, target]
    [line] = [s for s in view.chart.series() if s.objectName() == "target"]
    assert isinstance(line, QLineSeries) and line.pen().style() == Qt.PenStyle.DashLine

    # up again to "All drills": the overall series come back
    qtbot.keyClick(table, Qt.Key.Key_Up)
    assert view.chosen is None
    assert series_points(view.chart, "accuracy") == overall_accuracy
    assert series_points(view.chart, "speed") == overall_speed
    assert series_points(view.chart, "target") == []

    # the drill chosen stays chosen when the screen is opened again
    qtbot.keyClick(table, Qt.Key.Key_Down)
    window.go_home()
    window.open_progress()
    assert view.chosen == pay and table.currentRow() == row_of(table, pay)
    assert len(series_points(view.chart, "accuracy")) == 3


def test_game_page_says_what_the_chosen_drill_asks(qtbot: QtBot, window: MainWindow) -> None:
    from trainer.i18n import translate

    create_trainee(qtbot, window)
    window.open_game("craps")
    game = window.game
    first = catalog.get(game.drill_ids[0])
    assert translate(first.instructions.code, "en") in game.about.text()
    assert "L1:" in game.about.text() and "untimed" in game.about.text()
    qtbot.keyClick(game.table, Qt.Key.Key_Down)
    second = catalog.get(game.drill_ids[1])
    assert translate(second.instructions.code, "en") in game.about.text()
