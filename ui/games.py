"""The seven games of the regulation, in its order, with their names in the UI language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.games import GAMES

__all__ = ["GAMES", "game_name"]


def game_name(key: str) -> str:
    names = {
        "blackjack": QCoreApplication.translate("games", "Blackjack"),
        "punto_banco": QCoreApplication.translate("games", "Punto banco"),
        "chemin_de_fer": QCoreApplication.translate("games", "Chemin de fer"),
        "trente_quarante": QCoreApplication.translate("games", "Trente et quarante"),
        "boule": QCoreApplication.translate("games", "Boule"),
        "roulette": QCoreApplication.translate("games", "Roulette"),
        "craps": QCoreApplication.translate("games", "Craps"),
        "chips": QCoreApplication.translate("games", "Chips"),
        "money": QCoreApplication.translate("games", "Money at the table"),  # MO rules
    }
    return names.get(key, key)
