"""The table tests: a real window with a trainee, the table screen open at a game."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import settings, window  # noqa: F401 (fixtures)
from tests.ui.table.driver import KeyboardCroupier
from trainer.progress.accounts import add_trainee
from ui.main_window import MainWindow
from ui.table.session_view import TableSetup

Start = Callable[..., KeyboardCroupier]


@pytest.fixture
def start(qtbot: QtBot, window: MainWindow) -> Start:  # noqa: F811
    """`start(game, mode, coups=, seed=, ...)`: a session dealt at once, animations off
    unless asked; returns the croupier at its keyboard."""

    def begin(
        game: str,
        mode: str = "learn",
        *,
        animations: bool = False,
        typed_amounts: bool = False,
        **options: object,
    ) -> KeyboardCroupier:
        if window.context.trainee is None:
            window.start_as(add_trainee(window.context.db, "Marta"))
        window.open_table(game)
        screen = window.table
        screen.session.felt.animations_enabled = animations
        screen.deal(TableSetup(game, mode, **options))  # type: ignore[arg-type]
        return KeyboardCroupier(qtbot, window, typed_amounts)

    return begin
