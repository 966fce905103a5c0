"""What every table renderer shares: the design frame, the layout, sprites and the generic
drawing of hands and bets.

A renderer draws in a 1280 x 720 design space; `Frame` scales it uniformly into the surface
(letterboxed with dark cloth), so one set of coordinates serves every window size and HiDPI.
A renderer gives two things: a `Layout` for a size (the static background, the hit zones of
every betting spot and hand, where chips and cards sit) which the painter caches, and the
scene's `Sprite`s (cards, chip stacks, dice, ball, dolly, puck) which are all that is drawn per
frame. Sprites carry stable keys, so the animator can tell what appeared, moved or left
between two scenes. The frame, the layout and the sprites are plain data (`ui.felt.shapes`),
shared with the placing of crowded bets (`ui.felt.placing`), which this module calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

import pygame

from trainer.money import ChipSet
from trainer.scene import Scene, SceneBet
from ui.felt import art
from ui.felt.hits import HitMap, Point
from ui.felt.placing import FORMS, BetGroup, place_bets

# the data every renderer module takes from here too
from ui.felt.shapes import DESIGN as DESIGN
from ui.felt.shapes import Frame as Frame
from ui.felt.shapes import HandSlot as HandSlot
from ui.felt.shapes import Layout as Layout
from ui.felt.shapes import Sprite as Sprite
from ui.felt.stacks import Stack, stack_for
from ui.felt.words import felt_words, label_words


class TableRenderer:
    """Base class: subclasses lay out one game's table; the generic parts draw hands and bets."""

    game = ""
    back = "red"
    locale = "en"  # the language of the cloth's print and of the tags (set by the painter)

    def words(self, code: str, **params: object) -> str:
        """The felt's message `code` in the renderer's language (`ui.felt.words`)."""
        return felt_words(code, self.locale, params)

    def layout(self, frame: Frame) -> Layout:
        raise NotImplementedError

    # ------------------------------------------------------------------ sprites

    forms: tuple[tuple[float, int], ...] = FORMS  # a crowded bet's forms (`ui.felt.placing`)
    nudge = 0.6  # how far a crowded bet may move from its spot, in chip diameters
    payout_reach = 2.5  # how far its winnings may move from beside it, in chip diameters

    def sprites(self, scene: Scene, layout: Layout, chips: ChipSet) -> list[Sprite]:
        """Cards, bets, the things that lie where they lie (the puck, the ball), then those
        set where the chips leave room (the dolly, the dice); the bets are set clear of the
        cards and of the fixed things."""
        cards = self.card_sprites(scene, layout)
        fixed = self.fixed_sprites(scene, layout)
        avoid = [s.rect for s in cards + fixed if s.kind in OBSTACLES]
        bets = self.bet_sprites(scene, layout, chips, avoid)
        return cards + bets + fixed + self.extra_sprites(scene, layout, bets)

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
                surf = art.card_surface(self.card_face(scene, hand, i, code), slot.card_w, back)
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

    def card_face(self, scene: Scene, hand: str, index: int, code: str) -> str:
        """The card as it lies: the scene's code (a table may keep some face down)."""
        return code

    def spot_anchor(self, scene: Scene, layout: Layout, spot: str) -> Point | None:
        return layout.spots.get(spot)

    def row_key(self, spot: str) -> str:
        """The place a bet shares with others, side by side (craps: the odds with their
        line bet); by default its own spot."""
        return spot

    zone_rooms = False  # a spot's chips stay inside its zone on the cloth

    def room(self, layout: Layout, spot: str) -> pygame.Rect | None:
        """Where a spot's chips must stay (None: anywhere clear of other things): with
        `zone_rooms`, the bounds of the spot's zone (a second punter's "left:2", that of
        "left")."""
        if not self.zone_rooms:
            return None
        rooms: dict[str, pygame.Rect | None] = layout.extra.setdefault("rooms", {})
        if spot not in rooms:
            shapes = layout.hits.shapes(spot) or layout.hits.shapes(spot.partition(":")[0])
            rects = [pygame.Rect(*(round(v) for v in shape.bounds)) for shape in shapes]
            rooms[spot] = rects[0].unionall(rects[1:]) if rects else None
        return rooms[spot]

    def stack(self, amount: Decimal, chips: ChipSet, d: int, max_cols: int = 0) -> Stack:
        return stack_for(amount, chips, d, max_cols)

    def bet_sprites(
        self, scene: Scene, layout: Layout, chips: ChipSet, avoid: list[pygame.Rect] | None = None
    ) -> list[Sprite]:
        """Every bet on its spot, set so that each stack can be read (`ui.felt.placing`)."""
        groups: list[BetGroup] = []
        seen: dict[str, int] = {}
        for bet in scene.bets:
            anchor = self.spot_anchor(scene, layout, bet.spot)
            if anchor is None:
                continue
            n = seen.get(bet.spot, 0)
            seen[bet.spot] = n + 1
            groups.append(BetGroup(bet, n, anchor))
        place_bets(self, groups, layout, chips, avoid or [])
        return [s for g in groups for s in g.sprites]

    def group_sprites(
        self,
        bet: SceneBet,
        n: int,
        at: Point,
        layout: Layout,
        chips: ChipSet,
        d: int,
        max_cols: int = 0,
        pay_offset: Point = (0.0, 0.0),
    ) -> list[Sprite]:
        """A bet's stake on `at`, its winnings beside it (moved by `pay_offset` where the
        table is crowded), its label under it; the stake first."""
        x, y = at
        if bet.state == "prison":
            x, y = self.prison_anchor(layout, bet.spot, (x, y))
        stake = self._stack_sprite(
            f"bet:{bet.spot}:{n}",
            bet,
            bet.amount,
            (x, y),
            chips,
            d,
            layout,
            stack=self.stack(bet.amount, chips, d, max_cols),
        )
        out = [stake]
        if bet.payout:
            pay = self.stack(bet.payout, chips, d, max_cols)
            where = self.payout_anchor(
                layout, bet.spot, (x, y), stake.surface.get_width(), pay.get_width()
            )
            where = (where[0] + pay_offset[0], where[1] + pay_offset[1])
            out.append(
                self._stack_sprite(
                    f"pay:{bet.spot}:{n}", bet, bet.payout, where, chips, d, layout, "payout", pay
                )
            )
        if bet.label:
            tag = label_words(bet.label, self.locale)
            out.append(label_sprite(f"label:{bet.spot}:{n}", tag, (x, y + d * 0.75), d))
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
        stack: Stack | None = None,
    ) -> Sprite:
        """`stack`: the chips already set out (a table that arranges a stack its own way);
        by default the columns of `stack_for`."""
        stack = stack if stack is not None else stack_for(amount, chips, d)
        surf = stack.surface
        if kind == "chips" and bet.state in ("lost", "prison"):
            surf = _marked(surf, bet.state, d)
        # a stack's centre sits on the spot; its height grows upwards from the spot
        cx, cy = at
        cy -= (surf.get_height() - d) / 2
        return Sprite(
            key,
            surf,
            (cx, cy),
            kind,
            hit=bet.spot,
            source=layout.tray,
            sink=layout.tray,
            chips=stack.chips,
            amount=amount,
        )

    def fixed_sprites(self, scene: Scene, layout: Layout) -> list[Sprite]:
        """Things with a place of their own, which chips keep clear of (the puck)."""
        return []

    def extra_sprites(
        self, scene: Scene, layout: Layout, bets: Sequence[Sprite] = ()
    ) -> list[Sprite]:
        """Things set after the bets, where they leave room (`bets`: the stacks and tags)."""
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


OBSTACLES = ("card", "dolly", "puck", "dice")  # what chips are set clear of


def clearest(size: tuple[int, int], places: Sequence[Point], taken: Sequence[pygame.Rect]) -> Point:
    """The first of `places` where a thing of `size` (pixels, centred) covers none of
    `taken`; failing that, the one where it covers least."""
    best: tuple[int, Point] | None = None
    for at in places:
        box = pygame.Rect(0, 0, *size)
        box.center = (round(at[0]), round(at[1]))
        covered = 0
        for i in box.collidelistall(list(taken)):
            c = box.clip(taken[i])
            covered += c.width * c.height
        if covered == 0:
            return at
        if best is None or covered < best[0]:
            best = (covered, at)
    assert best is not None, "no place given"
    return best[1]


@lru_cache(maxsize=512)
def _marked(surf: pygame.Surface, state: str, d: int) -> pygame.Surface:
    """A lost stake dimmed with a red stroke; a prisoner behind bars."""
    out = surf.copy()
    w, h = out.get_size()
    if state == "lost":
        out.fill((90, 90, 90, 255), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(out, (230, 40, 40), (2, 2), (w - 3, h - 3), max(2, d // 12))
    else:
        for k in range(1, 4):
            pygame.draw.line(out, (30, 30, 30), (w * k // 4, 0), (w * k // 4, h), max(1, d // 16))
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
