"""The felt as a Qt widget: pygame draws off screen, Qt paints the picture and reads the mouse.

pygame never opens a window: it draws into a `pygame.Surface` (SDL's dummy video driver is
enough, only `pygame.font` is initialised). Each frame is copied into a `QImage` and painted.
The surface is rendered at the widget's size times its device pixel ratio, so the table is
sharp on HiDPI screens. The widget repaints when the scene changes, and runs a 60 Hz timer
only while an animation is playing.

Public API (for the app and the drill views):

    felt = FeltWidget(parent=None, rulebook=None, sound=None)
    felt.set_scene(scene, animate=True)    # trainer.scene.Scene or None
    felt.clicked.connect(slot)             # slot(ident: str): a spot, hand or "chip:<value>"
    felt.hovered.connect(slot)             # slot(ident: str), "" when over nothing
    felt.animation_finished.connect(slot)
    felt.animations_enabled = False        # draw every scene at once
    felt.skip_animation()                  # jump to the end of the running animation
    felt.is_animating() -> bool
    felt.show_highlight = True             # gold outline round scene.highlight ids
    felt.spot_rect(ident) -> QRectF | None # where an id lies, in widget coordinates
    felt.hit_test(QPointF) -> str | None
    felt.render_image() -> QImage          # the current frame
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt.painter import FeltPainter
from ui.sound import SoundBoard

FRAME_MS = 16  # ~60 Hz while animating


def surface_to_qimage(surface: pygame.Surface, dpr: float = 1.0) -> tuple[QImage, bytes]:
    """Copy a surface into a QImage; the bytes are returned too and must outlive the image."""
    data = pygame.image.tobytes(surface, "RGBX")
    w, h = surface.get_size()
    image = QImage(data, w, h, w * 4, QImage.Format.Format_RGBX8888)
    image.setDevicePixelRatio(dpr)
    return image, data


class FeltWidget(QWidget):
    clicked = Signal(str)
    hovered = Signal(str)
    animation_finished = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        rulebook: Rulebook | None = None,
        sound: SoundBoard | None = None,
    ) -> None:
        super().__init__(parent)
        if not pygame.font.get_init():
            pygame.font.init()
        self.painter = FeltPainter(rulebook)
        self.sound = sound
        self._image: QImage | None = None
        self._bytes: bytes = b""
        self._dirty = True
        self._hover = ""
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    # ------------------------------------------------------------------ API

    def sizeHint(self) -> QSize:
        return QSize(1024, 600)

    @property
    def scene(self) -> Scene | None:
        return self.painter.scene

    def set_rulebook(self, rulebook: Rulebook) -> None:
        """Draw with the house's chip set from now on."""
        self.painter.set_rulebook(rulebook)
        self.update()

    def set_scene(self, scene: Scene | None, animate: bool = True) -> None:
        self._sync_size()
        self.painter.set_scene(scene, animate and self.animations_enabled)
        self._dirty = True
        if self.painter.animator.active:
            self._timer.start()
        self.update()

    @property
    def animations_enabled(self) -> bool:
        return self.painter.animator.enabled

    @animations_enabled.setter
    def animations_enabled(self, on: bool) -> None:
        self.painter.animator.enabled = on
        if not on:
            self.skip_animation()

    @property
    def show_highlight(self) -> bool:
        return self.painter.show_highlight

    @show_highlight.setter
    def show_highlight(self, on: bool) -> None:
        self.painter.show_highlight = on
        self._dirty = True
        self.update()

    def is_animating(self) -> bool:
        return self.painter.animator.active

    def skip_animation(self) -> None:
        was = self.painter.animator.active
        self.painter.animator.skip()
        self._timer.stop()
        self._dirty = True
        self.update()
        if was:
            self.animation_finished.emit()

    def hit_test(self, pos: QPointF) -> str | None:
        dpr = self._dpr()
        return self.painter.hit(pos.x() * dpr, pos.y() * dpr)

    def spot_rect(self, ident: str) -> QRectF | None:
        """The bounds of an identifier's first shape (a spot, a hand's cards, a chip column),
        in widget coordinates."""
        self._sync_size()
        shapes = self.painter.hits.shapes(ident)
        if not shapes:
            return None
        x, y, w, h = shapes[-1].bounds if shapes[-1].kind != "rect" else shapes[0].bounds
        dpr = self._dpr()
        return QRectF(x / dpr, y / dpr, w / dpr, h / dpr)

    def render_image(self) -> QImage:
        self._sync_size()
        self._render()
        assert self._image is not None
        return self._image

    # ------------------------------------------------------------------ internals

    def _dpr(self) -> float:
        return max(1.0, self.devicePixelRatioF())

    def _sync_size(self) -> None:
        dpr = self._dpr()
        self.painter.set_size((round(self.width() * dpr), round(self.height() * dpr)))

    def _render(self) -> None:
        surface = self.painter.render()
        self._image, self._bytes = surface_to_qimage(surface, self._dpr())
        frame = self.painter.last_frame
        if self.sound is not None:
            for cue in dict.fromkeys(frame.sounds):
                self.sound.play(cue)
        self._dirty = False

    def _tick(self) -> None:
        if not self.painter.animator.active:
            self._timer.stop()
            self._dirty = True
            self.update()
            self.animation_finished.emit()
            return
        self._dirty = True
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        self._sync_size()
        if self._dirty or self._image is None or self.painter.animator.active:
            self._render()
        painter = QPainter(self)
        assert self._image is not None
        painter.drawImage(QPointF(0, 0), self._image)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._sync_size()
        self._dirty = True
        super().resizeEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            ident = self.hit_test(event.position())
            if ident:
                self.clicked.emit(ident)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        ident = self.hit_test(event.position()) or ""
        if ident != self._hover:
            self._hover = ident
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if ident else Qt.CursorShape.ArrowCursor
            )
            self.hovered.emit(ident)
        super().mouseMoveEvent(event)
