"""The seven games of the regulation, in its order, with their names in the UI language; the
home screen's tiles (the games, then the chip drills); the lesson each tile's "Learn the rules"
opens (the chip drills are taught by "Money at the table")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from trainer.games import GAMES

__all__ = ["GAMES", "HOME_TILES", "game_name", "lesson_of"]

HOME_TILES = (*GAMES, "chips")  # the chip drills (colour up, pay with chips) have a tile too


def lesson_of(tile: str) -> str:
    """The lesson for a home tile: its game's, or the money lesson for the chip drills."""
    return "money" if tile == "chips" else tile


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
