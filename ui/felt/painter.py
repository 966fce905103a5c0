"""The felt without Qt: a scene and a size in, a pygame Surface and a hit map out.

The widget wraps this; tests and the benchmark use it directly. Static layers (the table's
cloth, print and labels) are cached per game and size, so a frame is one background blit plus
the scene's sprites.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

import pygame

from trainer.rulebooks import Rulebook
from trainer.rulebooks import default as default_rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.animation import Animator, AnimFrame
from ui.felt.base import Frame, Layout, Sprite, TableRenderer, draw_highlight
from ui.felt.hits import HitMap
from ui.felt.tags import DrawnStack, draw_amount


def renderer_for(game: str, rulebook: Rulebook) -> TableRenderer:
    """The renderer of a scene's game (imported on first use)."""
    if game == "blackjack":
        from ui.felt.blackjack import BlackjackRenderer

        return BlackjackRenderer(rulebook)
    if game == "punto_banco":
        from ui.felt.punto_banco import PuntoBancoRenderer

        return PuntoBancoRenderer(rulebook)
    if game == "trente_quarante":
        from ui.felt.trente_quarante import TrenteQuaranteRenderer

        return TrenteQuaranteRenderer(rulebook)
    if game == "boule":
        from ui.felt.boule import BouleRenderer

        return BouleRenderer(rulebook)
    if game == "roulette":
        from ui.felt.roulette import RouletteRenderer

        return RouletteRenderer(rulebook)
    if game == "craps":
        from ui.felt.craps import CrapsRenderer

        return CrapsRenderer(rulebook)
    if game == "chips":
        from ui.felt.chips import ChipsRenderer

        return ChipsRenderer(rulebook)
    from ui.felt.chemin_de_fer import CHEMIN_GAMES, BlankRenderer, CheminDeFerRenderer

    if game in CHEMIN_GAMES:
        return CheminDeFerRenderer(rulebook, game)
    return BlankRenderer(game)


class FeltPainter:
    def __init__(
        self, rulebook: Rulebook | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.rulebook = rulebook or default_rulebook()
        self.chips = self.rulebook.chip_set
        self.animator = Animator(clock)
        self.show_highlight = True
        self.show_amounts = False  # a tag with the amount over every stack
        self.locale = "en"
        self.hover_key = ""  # the stack under the mouse, whose amount is shown
        self.scene: Scene | None = None
        self.size = (1280, 720)
        self._renderers: dict[str, TableRenderer] = {}
        self._layouts: dict[tuple[str, tuple[int, int]], Layout] = {}
        self._sprites: list[Sprite] = []
        self._hits: HitMap | None = None
        self._surface: pygame.Surface | None = None
        self.last_frame = AnimFrame()

    # ------------------------------------------------------------------ state

    def renderer(self, game: str) -> TableRenderer:
        if game not in self._renderers:
            renderer = renderer_for(game, self.rulebook)
            renderer.locale = self.locale
            self._renderers[game] = renderer
        return self._renderers[game]

    def layout(self, game: str | None = None, size: tuple[int, int] | None = None) -> Layout:
        game = game or (self.scene.game if self.scene else "")
        size = size or self.size
        key = (game, size)
        if key not in self._layouts:
            if len(self._layouts) > 16:
                self._layouts.clear()
            self._layouts[key] = self.renderer(game).layout(Frame.fit(size))
        return self._layouts[key]

    def set_rulebook(self, rulebook: Rulebook) -> None:
        """The house's chips and limits: tables, chip stacks and the float follow them."""
        if rulebook is self.rulebook:
            return
        self.rulebook = rulebook
        self.chips = rulebook.chip_set
        self._renderers.clear()
        self._layouts.clear()
        self._refresh()

    def set_locale(self, locale: str) -> None:
        """Print the cloth and the tags in `locale` ("ca", "es", "en"); amounts as it writes
        them."""
        if locale == self.locale:
            return
        self.locale = locale
        self._renderers.clear()
        self._layouts.clear()
        self._refresh()

    def hover_at(self, x: float, y: float) -> bool:
        """Note the stack under (x, y), whose amount is then shown; whether that changed."""
        key = ""
        for sprite in reversed(self._sprites):
            if sprite.amount is not None and sprite.rect.collidepoint(x, y):
                key = sprite.key
                break
        changed = key != self.hover_key
        self.hover_key = key
        return changed

    def stacks(self) -> list[DrawnStack]:
        """Every stack as drawn: its spot, its amount, the value and place of each chip (in
        surface pixels). What a croupier reads off the cloth; the tests add it up."""
        return [
            DrawnStack(s.key, s.hit or "", s.kind, s.amount, tuple(s.chip_rects()))
            for s in self._sprites
            if s.amount is not None
        ]

    def set_size(self, size: tuple[int, int]) -> None:
        size = (max(64, int(size[0])), max(64, int(size[1])))
        if size != self.size:
            self.size = size
            self._refresh()

    def set_scene(self, scene: Scene | None, animate: bool = True) -> None:
        """Show `scene`; with `animate`, move from the previous scene of the same table to
        this one (a new table, or the first scene, simply appears)."""
        same_table = self.scene is not None and scene is not None and self.scene.game == scene.game
        if same_table and _unlit(self.scene) == _unlit(scene):
            self.scene = scene  # only the highlight moved: every sprite stands where it stood
            return
        old = self._sprites
        self.scene = scene
        self._refresh()
        if animate and same_table:
            self.animator.begin(old, self._sprites)
        else:
            self.animator.skip()

    def _refresh(self) -> None:
        self.hover_key = ""
        if self.scene is None:
            self._sprites = []
            self._hits = HitMap()
            return
        layout = self.layout()
        self._sprites = self.renderer(self.scene.game).sprites(self.scene, layout, self.chips)
        hits = layout.hits.copy()
        for sprite in self._sprites:
            if sprite.hit is None:
                continue
            if sprite.kind in ("card", "chips", "payout"):
                r = sprite.rect
                hits.add_rect(sprite.hit, r.left, r.top, r.width, r.height)
        self._hits = hits

    @property
    def sprites(self) -> list[Sprite]:
        return list(self._sprites)

    @property
    def hits(self) -> HitMap:
        if self._hits is None:
            self._refresh()
        assert self._hits is not None
        return self._hits

    def hit(self, x: float, y: float) -> str | None:
        return self.hits.hit(x, y)

    # ------------------------------------------------------------------ drawing

    def render(self) -> pygame.Surface:
        """Draw the current frame (animation included) and return the surface (reused)."""
        if self._surface is None or self._surface.get_size() != self.size:
            self._surface = pygame.Surface(self.size)
        surface = self._surface
        if self.scene is None:
            surface.fill(art.FELT_DARK)
            self.last_frame = AnimFrame()
            return surface
        layout = self.layout()
        surface.blit(layout.background, (0, 0))
        renderer = self.renderer(self.scene.game)
        renderer.draw_dynamic(surface, self.scene, layout)
        frame = self.animator.frame()
        for sprite in self._sprites:
            if sprite.key not in frame.hidden:
                surface.blit(sprite.surface, sprite.rect)
        for surf, (x, y) in frame.overlay:
            surface.blit(surf, surf.get_rect(center=(round(x), round(y))))
        if self.show_highlight and not frame.overlay:
            for ident in self.scene.highlight:
                draw_highlight(surface, layout.hits, ident, self._sprites, layout.frame)
        if not frame.overlay:
            stacks = [s for s in self._sprites if s.amount is not None]
            for sprite in stacks:
                if self.show_amounts or sprite.key == self.hover_key:
                    others = [s.rect for s in stacks if s is not sprite]
                    draw_amount(surface, sprite, self.locale, layout.chip_d, others)
        self.last_frame = frame
        return surface


def _unlit(scene: Scene | None) -> Scene | None:
    """The scene without its highlight (drawn over the sprites at each frame)."""
    return None if scene is None else replace(scene, highlight=())
