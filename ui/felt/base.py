"""What every table renderer shares: the design frame, the layout, sprites and the generic
drawing of hands and bets.

A renderer draws in a 1280 x 720 design space; `Frame` scales it uniformly into the surface
(letterboxed with dark cloth), so one set of coordinates serves every window size and HiDPI.
A renderer gives two things: a `Layout` for a size (the static background, the hit zones of
every betting spot and hand, where chips and cards sit) which the painter caches, and the
scene's `Sprite`s (cards, chip stacks, dice, ball, dolly, puck) which are all that is drawn per
frame. Sprites carry stable keys, so the animator can tell what appeared, moved or left
between two scenes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import pygame

from trainer.errors import ChipError
from trainer.money import ChipSet
from trainer.scene import Scene, SceneBet
from ui.felt import art
from ui.felt.hits import HitMap, Point

DESIGN = (1280, 720)


@dataclass(frozen=True, slots=True)
class Frame:
    """Design coordinates -> surface pixels."""

    width: int
    height: int
    scale: float
    ox: float
    oy: float

    @classmethod
    def fit(cls, size: tuple[int, int], design: tuple[int, int] = DESIGN) -> Frame:
        w, h = size
        scale = min(w / design[0], h / design[1])
        return cls(w, h, scale, (w - design[0] * scale) / 2, (h - design[1] * scale) / 2)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return self.ox + x * self.scale, self.oy + y * self.scale

    def ip(self, x: float, y: float) -> tuple[int, int]:
        px, py = self.p(x, y)
        return round(px), round(py)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        x0, y0 = self.p(x, y)
        x1, y1 = self.p(x + w, y + h)
        return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))

    def s(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def pts(self, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]


@dataclass(slots=True)
class HandSlot:
    """Where a hand's cards go: the first card's centre and the step to the next card."""

    origin: Point
    step: Point
    card_w: int
    turn_from: int | None = None  # cards from this index lie sideways (baccarat third card)
    wrap: int = 0  # start a new row after this many cards (0 = never)
    row_step: Point = (0.0, 0.0)

    def position(self, index: int) -> Point:
        if self.wrap:
            row, col = divmod(index, self.wrap)
        else:
            row, col = 0, index
        return (
            self.origin[0] + col * self.step[0] + row * self.row_step[0],
            self.origin[1] + col * self.step[1] + row * self.row_step[1],
        )


@dataclass
class Layout:
    frame: Frame
    background: pygame.Surface
    hits: HitMap
    spots: dict[str, Point]  # where a bet's chip stack sits
    hands: dict[str, HandSlot]
    chip_d: int
    card_w: int
    shoe: Point
    tray: Point  # where collected chips go and payouts come from
    discard: Point
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Sprite:
    key: str  # stable across scenes: "card:box3:0", "bet:box3:0", "pay:box3:0", "dice", ...
    surface: pygame.Surface
    center: Point
    kind: str  # "card", "chips", "payout", "dice", "ball", "dolly", "puck", "label"
    hit: str | None = None  # identifier returned when the sprite is clicked
    source: Point | None = None  # where it comes from when it appears
    sink: Point | None = None  # where it goes when it leaves
    path: Callable[[float], Point] | None = None  # custom motion over progress 0..1
    duration: float | None = None
    delay: float = 0.0
    frames: Callable[[float], pygame.Surface] | None = None  # surface over progress (dice)

    @property
    def rect(self) -> pygame.Rect:
        return self.surface.get_rect(center=(round(self.center[0]), round(self.center[1])))


class TableRenderer:
    """Base class: subclasses lay out one game's table; the generic parts draw hands and bets."""

    game = ""
    back = "red"

    def layout(self, frame: Frame) -> Layout:
        raise NotImplementedError

    # ------------------------------------------------------------------ sprites

    def sprites(self, scene: Scene, layout: Layout, chips: ChipSet) -> list[Sprite]:
        out = self.card_sprites(scene, layout)
        out += self.bet_sprites(scene, layout, chips)
        out += self.extra_sprites(scene, layout)
        return out

    def hand_slot(self, scene: Scene, layout: Layout, hand: str) -> HandSlot | None:
        return layout.hands.get(hand)

    def card_sprites(self, scene: Scene, layout: Layout) -> list[Sprite]:
        """Cards in dealing order (round by round across the hands), so the deal animates as
        the croupier deals."""
        placed: list[tuple[int, int, Sprite]] = []
        back = scene.info.get("back", self.back)
        for order, (hand, cards) in enumerate(scene.hands.items()):
            slot = self.hand_slot(scene, layout, hand)
            if slot is None:
                continue
            for i, code in enumerate(cards):
                surf = art.card_surface(code, slot.card_w, back)
                if slot.turn_from is not None and i >= slot.turn_from:
                    surf = pygame.transform.rotate(surf, 90)
                sprite = Sprite(
                    f"card:{hand}:{i}",
                    surf,
                    slot.position(i),
                    "card",
                    hit=hand,
                    source=layout.shoe,
                    sink=layout.discard,
                )
                placed.append((i, order, sprite))
        placed.sort(key=lambda t: (t[0], t[1]))
        return [s for _, _, s in placed]

    def spot_anchor(self, scene: Scene, layout: Layout, spot: str) -> Point | None:
        return layout.spots.get(spot)

    def bet_sprites(self, scene: Scene, layout: Layout, chips: ChipSet) -> list[Sprite]:
        out: list[Sprite] = []
        seen: dict[str, int] = {}
        right_edge: dict[str, float] = {}
        d = layout.chip_d
        for bet in scene.bets:
            anchor = self.spot_anchor(scene, layout, bet.spot)
            if anchor is None:
                continue
            n = seen.get(bet.spot, 0)
            seen[bet.spot] = n + 1
            # several bets on one spot (BJ-03: up to three a box) stand side by side
            width = stack_for(bet.amount, chips, d).get_width()
            x = anchor[0] if n == 0 else right_edge[bet.spot] + width / 2 + d * 0.1
            y = anchor[1] - n * d * 0.2
            right_edge[bet.spot] = x + width / 2
            if bet.state == "prison":
                x, y = self.prison_anchor(layout, bet.spot, (x, y))
            stake = self._stack_sprite(
                f"bet:{bet.spot}:{n}", bet, bet.amount, (x, y), chips, d, layout
            )
            out.append(stake)
            if bet.payout:
                pay_w = stack_for(bet.payout, chips, d).get_width()
                at = self.payout_anchor(layout, bet.spot, (x, y), stake.surface.get_width(), pay_w)
                out.append(
                    self._stack_sprite(
                        f"pay:{bet.spot}:{n}", bet, bet.payout, at, chips, d, layout, "payout"
                    )
                )
            if bet.label:
                out.append(label_sprite(f"label:{bet.spot}:{n}", bet.label, (x, y + d * 0.75), d))
        return out

    def payout_anchor(
        self, layout: Layout, spot: str, at: Point, bet_w: float, pay_w: float
    ) -> Point:
        """Winnings are set beside the bet, to its right (BJ-09, BO-05, RO-10: the winner
        keeps the stake and the win is added beside it)."""
        return at[0] + (bet_w + pay_w) / 2 + layout.chip_d * 0.08, at[1]

    def prison_anchor(self, layout: Layout, spot: str, at: Point) -> Point:
        return at[0], at[1] + layout.chip_d * 0.5

    def _stack_sprite(
        self,
        key: str,
        bet: SceneBet,
        amount: Decimal,
        at: Point,
        chips: ChipSet,
        d: int,
        layout: Layout,
        kind: str = "chips",
        surface: pygame.Surface | None = None,
    ) -> Sprite:
        """`surface`: the chips already set out (a table that arranges a stack its own way);
        by default the columns of `stack_for`."""
        surf = surface if surface is not None else stack_for(amount, chips, d)
        if bet.state == "lost" and kind == "chips":
            surf = surf.copy()
            surf.fill((90, 90, 90, 255), special_flags=pygame.BLEND_RGBA_MULT)
            pygame.draw.line(
                surf,
                (230, 40, 40),
                (2, 2),
                (surf.get_width() - 3, surf.get_height() - 3),
                max(2, d // 12),
            )
        elif bet.state == "prison" and kind == "chips":
            surf = surf.copy()
            w, h = surf.get_size()
            for k in range(1, 4):
                pygame.draw.line(
                    surf, (30, 30, 30), (w * k // 4, 0), (w * k // 4, h), max(1, d // 16)
                )
        # a stack's centre sits on the spot; its height grows upwards from the spot
        cx, cy = at
        cy -= (surf.get_height() - d) / 2
        return Sprite(key, surf, (cx, cy), kind, hit=bet.spot, source=layout.tray, sink=layout.tray)

    def extra_sprites(self, scene: Scene, layout: Layout) -> list[Sprite]:
        return []

    # ------------------------------------------------------------------ drawing

    def draw_dynamic(self, surface: pygame.Surface, scene: Scene, layout: Layout) -> None:
        """Per-frame drawing that is neither a sprite nor background (none by default)."""


def label_sprite(key: str, text: str, at: Point, d: int) -> Sprite:
    """A small dark tag with white text under a stack (a bet's label from the scene)."""
    tag = art.text_surface(text, max(8, int(d * 0.42)), (255, 255, 255), True)
    bg = pygame.Surface((tag.get_width() + 6, tag.get_height() + 2), pygame.SRCALPHA)
    bg.fill((0, 0, 0, 150))
    bg.blit(tag, (3, 1))
    return Sprite(key, bg, at, "label")


def stack_for(amount: Decimal, chips: ChipSet, d: int) -> pygame.Surface:
    """The fewest chips that make `amount`, largest at the bottom. An amount the chip set
    cannot make (a drill's odd figure) is shown with the smallest chips plus its figure."""
    try:
        parts = chips.breakdown(amount)
        exact = True
    except ChipError:
        rounded = (amount // chips.smallest) * chips.smallest
        parts = chips.breakdown(rounded) if rounded > 0 else {chips.smallest: 1}
        exact = False
    seq = [(v, chips.colour(v)) for v in sorted(parts, reverse=True) for _ in range(parts[v])]
    surf = art.stack_surface(seq, d)
    if exact:
        return surf
    tag = art.text_surface(str(amount), max(8, d // 3), (255, 255, 255), True)
    out = pygame.Surface(
        (max(surf.get_width(), tag.get_width() + 4), surf.get_height() + tag.get_height()),
        pygame.SRCALPHA,
    )
    out.blit(surf, ((out.get_width() - surf.get_width()) // 2, 0))
    out.fill((0, 0, 0, 160), pygame.Rect(0, surf.get_height(), out.get_width(), tag.get_height()))
    out.blit(tag, ((out.get_width() - tag.get_width()) // 2, surf.get_height()))
    return out


def draw_highlight(
    surface: pygame.Surface, hits: HitMap, ident: str, sprites: list[Sprite], frame: Frame
) -> None:
    """A gold outline round every zone of `ident` on the cloth (`hits`: the layout's static
    zones) and one round its cards and chips together."""
    width = frame.s(4)
    for shape in hits.shapes(ident):
        if shape.kind == "circle":
            (cx, cy), (r, _) = shape.points
            pygame.draw.circle(surface, art.GOLD, (cx, cy), r + width / 2, width)
        elif shape.kind == "poly":
            pygame.draw.polygon(surface, art.GOLD, shape.points, width)
        else:
            x, y, w, h = shape.bounds
            box = pygame.Rect(x, y, w, h).inflate(width, width)
            pygame.draw.rect(surface, art.GOLD, box, width, border_radius=width)
    kinds = ("card",) if hits.shapes(ident) else ("card", "chips", "payout")
    rects = [s.rect for s in sprites if s.hit == ident and s.kind in kinds]
    if rects:
        box = rects[0].unionall(rects[1:]).inflate(width * 2, width * 2)
        pygame.draw.rect(surface, art.GOLD, box, width, border_radius=width * 2)
