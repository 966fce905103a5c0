"""The app's main window opens, titled, listing the seven games of the regulation."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ui.app import MainWindow


def test_main_window_lists_the_seven_games(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.windowTitle() == "Dealer Trainer"
    names = [window.games.item(i).text() for i in range(window.games.count())]
    assert names == [
        "Blackjack",
        "Punto banco",
        "Chemin de fer",
        "Trente et quarante",
        "Boule",
        "Roulette",
        "Craps",
    ]
