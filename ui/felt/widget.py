"""The felt as a Qt widget: pygame draws off screen, Qt paints the picture and reads the mouse.

pygame never opens a window: it draws into a `pygame.Surface` (SDL's dummy video driver is
enough, only `pygame.font` is initialised). Each frame is copied into a `QImage` that owns its
pixels (see `surface_to_qimage`) and painted.
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
    felt.set_show_amounts(True)            # a tag with the amount over every stack (a key's
    felt.show_amounts -> bool              #   toggle); the stack under the mouse always shows it
    felt.set_locale("ca")                  # the cloth's print, tags and amounts in ca/es/en
    felt.drawn_stacks() -> list[DrawnStack]  # every stack: spot, amount, chips and their places
    felt.spot_rect(ident) -> QRectF | None # where an id lies, in widget coordinates
    felt.hit_test(QPointF) -> str | None
    felt.render_image() -> QImage          # the current frame
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt.painter import FeltPainter
from ui.felt.tags import DrawnStack
from ui.ports import Sound
from ui.refcounts import pin_singletons

pin_singletons()  # every frame makes void Qt calls: see ui/refcounts.py

FRAME_MS = 16  # ~60 Hz while animating


def surface_to_qimage(
    surface: pygame.Surface, dpr: float = 1.0, into: QImage | None = None
) -> QImage:
    """Copy a surface into a QImage that owns its pixels (Qt allocates them, we copy in).

    `into`: the previous frame's image, written over when it has the same size (a 1280x720
    frame is 3.7 MB; allocating it afresh each frame costs more than the copy). If anyone
    else still holds that image, Qt gives it its own copy first (implicit sharing).

    Never a QImage built over a Python buffer (`QImage(data, w, h, stride, format)`): Qt
    would keep pointing into memory Python may free, and detaching it ran PySide's buffer
    release on every frame. The "none_dealloc" abort once blamed on this came from a wider
    PySide6 bug (every void Qt call drops a reference to None; see `ui/refcounts.py`), so the
    device pixel ratio is only set when it changes, sparing one such call a frame.
    """
    w, h = surface.get_size()
    image = into
    if (
        image is None
        or (image.width(), image.height()) != (w, h)
        or image.format() != QImage.Format.Format_RGBX8888
    ):
        image = QImage(w, h, QImage.Format.Format_RGBX8888)
    data = pygame.image.tobytes(surface, "RGBX")
    pixels = image.bits()  # a writable view of the image's own memory
    assert isinstance(pixels, memoryview)  # PySide6's stub also names bytes and bytearray
    stride = image.bytesPerLine()
    row = w * 4
    if stride == row:
        pixels[: len(data)] = data
    else:  # never for 4-byte pixels, but a padded stride would need a row at a time
        for y in range(h):
            pixels[y * stride : y * stride + row] = data[y * row : (y + 1) * row]
    if image.devicePixelRatio() != dpr:
        image.setDevicePixelRatio(dpr)
    return image


class FeltWidget(QWidget):
    clicked = Signal(str)
    hovered = Signal(str)
    animation_finished = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        rulebook: Rulebook | None = None,
        sound: Sound | None = None,
    ) -> None:
        super().__init__(parent)
        if not pygame.font.get_init():
            pygame.font.init()
        self.painter = FeltPainter(rulebook)
        self.sound: Sound | None = sound
        self._image: QImage | None = None
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

    @property
    def show_amounts(self) -> bool:
        return self.painter.show_amounts

    def set_show_amounts(self, on: bool) -> None:
        """Show every stack's amount over it (the drill view binds a key to this); off, only
        the stack under the mouse shows its amount."""
        self.painter.show_amounts = on
        self._dirty = True
        self.update()

    def set_locale(self, locale: str) -> None:
        """Print the cloth's words, the tags and the amounts in `locale` ("ca", "es", "en")."""
        self._sync_size()
        self.painter.set_locale(locale)
        self._dirty = True
        self.update()

    def drawn_stacks(self) -> list[DrawnStack]:
        """Every stack on the felt as drawn (widget pixels times the device pixel ratio)."""
        self._sync_size()
        return self.painter.stacks()

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
        """The current frame, as a copy of its own: later frames do not change it."""
        self._sync_size()
        self._render()
        assert self._image is not None
        return QImage(self._image)

    # ------------------------------------------------------------------ internals

    def _dpr(self) -> float:
        return max(1.0, self.devicePixelRatioF())

    def _sync_size(self) -> None:
        dpr = self._dpr()
        self.painter.set_size((round(self.width() * dpr), round(self.height() * dpr)))

    def _render(self) -> None:
        surface = self.painter.render()
        self._image = surface_to_qimage(surface, self._dpr(), self._image)
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
        dpr = self._dpr()
        if self.painter.hover_at(event.position().x() * dpr, event.position().y() * dpr):
            self._dirty = True
            self.update()
        ident = self.hit_test(event.position()) or ""
        if ident != self._hover:
            self._hover = ident
            self.setCursor(
                Qt.CursorShape.PointingHandCursor if ident else Qt.CursorShape.ArrowCursor
            )
            self.hovered.emit(ident)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self.painter.hover_at(-1, -1):
            self._dirty = True
            self.update()
        super().leaveEvent(event)
