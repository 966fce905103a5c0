"""Entry point of the desktop app (`dealer-trainer`, `make run`)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QMainWindow, QVBoxLayout, QWidget

GAMES = (
    ("blackjack", "Blackjack"),
    ("punto_banco", "Punto banco"),
    ("chemin_de_fer", "Chemin de fer"),
    ("trente_quarante", "Trente et quarante"),
    ("boule", "Boule"),
    ("roulette", "Roulette"),
    ("craps", "Craps"),
)


class MainWindow(QMainWindow):
    """The main window; for now the seven games of the regulation."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Dealer Trainer")
        central = QWidget()
        layout = QVBoxLayout(central)
        title = QLabel(self.tr("Choose a game to practise"))
        title.setStyleSheet("font-size: 20px; font-weight: bold;")
        layout.addWidget(title)
        self.games = QListWidget()
        for _key, name in GAMES:
            self.games.addItem(name)
        layout.addWidget(self.games)
        self.setCentralWidget(central)
        self.resize(1024, 700)


def build() -> tuple[QApplication, MainWindow]:
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Dealer Trainer")
    app.setOrganizationName("Dealer Trainer")
    window = MainWindow()
    return app, window


def main() -> int:
    app, window = build()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
