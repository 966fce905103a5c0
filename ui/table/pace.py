"""The pace meter: coups an hour over the acting time, against the game's target
(`procedures.toml`: blackjack 60-80 rounds, roulette 38-50 spins, baccarat 40-60 coups ...).

The figure is the one the report gives (`trainer.table.report`): coups dealt times 3,600 over
the seconds the trainee could act. Before the first coup is dealt there is no figure; the bar
shows the target band and where the trainee stands in it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from trainer.table.procedure import Pace

SCALE = 1.6  # the bar runs from 0 to 1.6 times the target's high end


def per_hour(coups: int, seconds: float) -> float | None:
    """Coups an hour over `seconds` of acting time; None before a coup is dealt."""
    if coups <= 0 or seconds <= 0:
        return None
    return coups * 3600 / seconds


class PaceMeter(QWidget):
    """A bar: the target band in green, the trainee's pace as a mark, the figure in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paceMeter")
        self.pace: Pace | None = None
        self.value: float | None = None
        self.unit_words = ""
        self.setMinimumSize(300, 34)

    def set_target(self, pace: Pace, unit_words: str) -> None:
        self.pace = pace
        self.unit_words = unit_words
        self.update()

    def set_value(self, value: float | None) -> None:
        self.value = value
        self.setToolTip(self.text())
        self.update()

    def text(self) -> str:
        if self.pace is None:
            return ""
        shown = "—" if self.value is None else f"{self.value:.0f}"
        return self.tr("{value} {unit} an hour (target {low}–{high})").format(
            value=shown, unit=self.unit_words, low=self.pace.low, high=self.pace.high
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.pace is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        bar = QRectF(2, h - 12, w - 4, 8)
        top = self.pace.high * SCALE
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ddd"))
        painter.drawRoundedRect(bar, 4, 4)
        band = QRectF(
            bar.left() + bar.width() * self.pace.low / top,
            bar.top(),
            bar.width() * (self.pace.high - self.pace.low) / top,
            bar.height(),
        )
        painter.setBrush(QColor("#7cb342"))
        painter.drawRect(band)
        if self.value is not None:
            x = bar.left() + bar.width() * min(self.value, top) / top
            within = self.pace.low <= self.value
            painter.setBrush(QColor("#1b5e20" if within else "#b00020"))
            painter.drawEllipse(QRectF(x - 6, bar.center().y() - 6, 12, 12))
        painter.setPen(QColor("#222"))
        words = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, w)
        painter.drawText(QRectF(0, 0, w, h - 14), Qt.AlignmentFlag.AlignLeft, words)
        painter.end()
