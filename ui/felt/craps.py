"""The craps layout: one end of the table and the centre propositions.

Along the top, the don't-come bar and the place boxes 4, 5, SIX, 8, NINE, 10 (each with a
strip for don't-come and lay bets, CR-04, CR-14, and room for come bets moved there and for
place bets, CR-13); then COME, the FIELD with its 2 and 12 paying double (CR-06), the DON'T
WIN bar, and the WIN line wrapping the left side (CR-02, CR-03). Below the line BIG 6 and
BIG 8 (CR-07) and UNDER 7 / OVER 7 (CR-08). On the right the centre, where the stickman works:
ANY SEVEN, the hardways with their dice, the one-roll craps and eleven, HORN and ANY CRAPS
(CR-09, CR-10). The printed payouts come from the rulebook. The puck lies ON in the point's box
or OFF in the don't-come bar; the dice lie where they stopped.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

import pygame

from trainer.games.spots import in_box, odds_base
from trainer.money import Ratio
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, Layout, Sprite, TableRenderer, clearest
from ui.felt.furniture import draw_float
from ui.felt.hits import HitMap, Point

NUMBERS = (4, 5, 6, 8, 9, 10)
WORDS = {6: "craps.six", 9: "craps.nine"}  # the box numbers written out, as layouts do
BOX_X0, BOX_W = 170, 122
TOP, STRIP, BOX_BOTTOM = 26, 76, 216  # a number box; its strip for don't come and lay
COME = (170, 216, 732, 80)
FIELD = (170, 296, 732, 92)
DONT = (170, 388, 732, 56)
WIN_H = (40, 444, 862, 72)  # bottom stretch of the win line
WIN_V = (40, 216, 130, 228)  # the line going up the left side
BAR = (40, 26, 130, 190)  # don't come bar
LOWER = {"big_6": (40, 540, 130, 140), "big_8": (174, 540, 130, 140)}
UNDER_OVER = {"under_7": (330, 556, 180, 96), "over_7": (520, 556, 180, 96)}
CENTRE_X, CENTRE_W = 940, 300
DICE_AT = ((800, 256), (680, 256), (560, 256), (440, 256), (320, 256), (860, 246))
SHOOTER = (120, 640)
CHIP_D = 34
PUCK_D = 34


def number_box(n: int) -> tuple[float, float, float, float]:
    k = NUMBERS.index(n)
    return BOX_X0 + k * BOX_W, TOP, BOX_W, BOX_BOTTOM - TOP


class CrapsRenderer(TableRenderer):
    game = "craps"
    # A bet's stake, winnings and tag stand at its place plus fixed distances (the base
    # `group_sprites`): moved, they move as one, to a pixel of rounding. The crowded layout's
    # nudges are then searched again only where something near the bet changed
    # (`ui.felt.placing._nudge_key`). A craps override of the bets' drawing must keep this.
    rigid_groups = True

    def __init__(self, rulebook: Rulebook) -> None:
        self.chips = rulebook.chip_set
        self.rules = rulebook.craps

    def ratio_text(self, r: Ratio) -> str:
        return self.words("craps.ratio", to=r.to, per=r.per)

    def layout(self, frame: Frame) -> Layout:
        bg = pygame.Surface((frame.width, frame.height))
        bg.fill(art.RAIL)
        cloth = art.felt_background((frame.width, frame.height))
        inner = frame.r(20, 16, 1240, 688)
        bg.blit(cloth, inner, inner)
        pygame.draw.rect(bg, art.RAIL_LIGHT, inner, frame.s(6), border_radius=frame.s(18))
        hits = HitMap()
        spots: dict[str, Point] = {}
        rooms: dict[str, pygame.Rect] = {}
        lw = frame.s(3)
        line = art.LINE
        self._numbers(bg, frame, hits, spots, rooms)
        # don't come bar: the puck lies OFF at its top, bets stand below the print
        rect = frame.r(*BAR)
        pygame.draw.rect(bg, line, rect, lw)
        art.draw_text(bg, "DON'T", frame.p(BAR[0] + 65, BAR[1] + 56), frame.s(22), line, True)
        art.draw_text(bg, "COME", frame.p(BAR[0] + 65, BAR[1] + 80), frame.s(22), line, True)
        self._bar12(bg, frame, (BAR[0] + 65, BAR[1] + 118))
        hits.add_rect("dont_come", *rect)
        spots["dont_come"] = frame.p(BAR[0] + 65, BAR[1] + BAR[3] - 6 - CHIP_D / 2)
        rooms["dont_come"] = frame.r(BAR[0] + 2, BAR[1] + 46, BAR[2] - 4, BAR[3] - 48)
        # come
        rect = frame.r(*COME)
        pygame.draw.rect(bg, line, rect, lw)
        art.draw_text(bg, "COME", rect.center, frame.s(64), (200, 30, 30), True)
        hits.add_rect("come", *rect)
        spots["come"] = frame.p(COME[0] + 160, COME[1] + COME[3] - 5 - CHIP_D / 2)
        rooms["come"] = frame.r(COME[0] + 2, COME[1] + 2, COME[2] - 4, COME[3] - 4)
        self._field(bg, frame, hits, spots, rooms)
        # don't win bar
        rect = frame.r(*DONT)
        pygame.draw.rect(bg, line, rect, lw)
        art.draw_text(
            bg, "DON'T WIN", frame.p(DONT[0] + 200, DONT[1] + 28), frame.s(30), line, True
        )
        self._bar12(bg, frame, (DONT[0] + 400, DONT[1] + 28))
        hits.add_rect("dont_win", *rect)
        spots["dont_win"] = frame.p(DONT[0] + 580, DONT[1] + DONT[3] - 4 - CHIP_D / 2)
        rooms["dont_win"] = frame.r(DONT[0] + 470, DONT[1] + 2, DONT[2] - 472, DONT[3] - 4)
        # win line: an L round the left and bottom
        pts = frame.pts(
            [
                (WIN_V[0], WIN_V[1]),
                (WIN_V[0] + WIN_V[2], WIN_V[1]),
                (WIN_V[0] + WIN_V[2], WIN_H[1]),
                (WIN_H[0] + WIN_H[2], WIN_H[1]),
                (WIN_H[0] + WIN_H[2], WIN_H[1] + WIN_H[3]),
                (WIN_H[0], WIN_H[1] + WIN_H[3]),
            ]
        )
        pygame.draw.polygon(bg, line, pts, lw)
        win = self.words("craps.win_line")
        # the bottom stretch's words at its right end: the rest of it is the bets' room, as
        # wide as a full line of players needs (a dozen win bets, CR-02, with their winnings
        # beside)
        printed = art.draw_text(
            bg,
            win,
            frame.p(WIN_H[0] + WIN_H[2] - 28, WIN_H[1] + 37),
            frame.s(44),
            line,
            True,
            anchor="midright",
        )
        art.draw_text(bg, win, frame.p(WIN_V[0] + 65, WIN_V[1] + 114), frame.s(36), line, True, 90)
        hits.add_poly("win", pts)
        room = frame.r(WIN_V[0] + WIN_V[2] + 2, WIN_H[1] + 2, 0, WIN_H[3] - 4)
        room.width = printed.left - frame.s(16) - room.left
        rooms["win"] = room
        spots["win"] = (room.centerx, frame.p(0, WIN_H[1] + WIN_H[3] - 5 - CHIP_D / 2)[1])
        self._lower(bg, frame, hits, spots, rooms)
        self._centre(bg, frame, hits, spots, rooms)
        draw_float(bg, frame, hits, (1090, 680), self.chips, 300)
        return Layout(
            frame,
            bg,
            hits,
            spots,
            {},
            frame.s(CHIP_D),
            frame.s(50),
            shoe=frame.p(*SHOOTER),
            tray=frame.p(1090, 680),
            discard=frame.p(1090, 680),
            extra={"rooms": rooms},
        )

    # ------------------------------------------------------------------ where bets stand

    def row_key(self, spot: str) -> str:
        """Odds stand beside their line or come bet, in its place (CR-11, CR-12)."""
        return odds_base(spot)

    def spot_anchor(self, scene: Scene, layout: Layout, spot: str) -> Point | None:
        return layout.spots.get(self.row_key(spot))

    def room(self, layout: Layout, spot: str) -> pygame.Rect | None:
        """The box a bet is made in: a number's don't come and lay strips, its come and
        place halves, the bars, the win line's stretch, the field, the centre's boxes."""
        rooms: dict[str, pygame.Rect] = layout.extra["rooms"]
        return rooms.get(self.row_key(spot))

    def _bar12(self, bg: pygame.Surface, frame: Frame, at: Point) -> None:
        """The "bar 12" mark: the don't bets push on a 12 (CR-03)."""
        d = frame.s(24)
        six = art.die_surface(6, d)
        x, y = frame.p(*at)
        art.draw_text(bg, "BAR", (x - d * 1.6, y), frame.s(18), art.LINE, True)
        bg.blit(six, six.get_rect(center=(x - d * 0.1, y)))
        bg.blit(six, six.get_rect(center=(x + d * 1.0, y)))

    def _numbers(
        self,
        bg: pygame.Surface,
        frame: Frame,
        hits: HitMap,
        spots: dict[str, Point],
        rooms: dict[str, pygame.Rect],
    ) -> None:
        """Each number's box: on top its strip, don't come on the left and lay on the right
        (CR-04, CR-14); the number, with the puck ON at its corner (clear of the number);
        below, come bets moved to the number on the left and place bets on the right (CR-05,
        CR-13)."""
        lw = frame.s(3)
        dont_come, lay = self.words("craps.dont_come"), self.words("craps.lay")
        for n in NUMBERS:
            x, y, w, h = number_box(n)
            rect = frame.r(x, y, w, h)
            pygame.draw.rect(bg, art.LINE, rect, lw)
            strip = frame.r(x, y, w, STRIP)
            pygame.draw.line(bg, art.LINE, strip.bottomleft, strip.bottomright, frame.s(2))
            pygame.draw.line(bg, art.LINE, frame.p(x + w / 2, y), frame.p(x + w / 2, y + STRIP), 1)
            for text, cx in ((dont_come, x + w / 4), (lay, x + w * 3 / 4)):
                art.draw_fitted(bg, text, frame.p(cx, y + 10), frame.s(w / 2 - 6), frame.s(11))
            colour = (230, 200, 60) if n in (6, 8) else art.LINE
            label = self.words(WORDS[n]) if n in WORDS else str(n)  # left of the puck's corner
            px = art.fit_text(label, frame.s(w - PUCK_D - 12), frame.s(44))
            at = frame.p(x + (w - PUCK_D) / 2, y + STRIP + 34)
            art.draw_text(bg, label, at, px, colour, True)
            place = self.rules.place.get(n)
            if place:
                text = self.words("craps.place", to=place.to, per=place.per)
                px = art.fit_text(text, frame.s(w - 8), frame.s(12))
                art.draw_text(bg, text, frame.p(x + w / 2, y + h - 10), px, art.LINE)
            hits.add_rect(in_box("place", n), *rect)
            hits.add_rect(in_box("come", n), *frame.r(x, y + STRIP + 70, w / 2, h - STRIP - 70))
            hits.add_rect(in_box("dont_come", n), *frame.r(x, y, w / 2, STRIP))
            hits.add_rect(in_box("lay", n), *frame.r(x + w / 2, y, w / 2, STRIP))
            low, high = y + STRIP - 3 - CHIP_D / 2, y + h - 20 - CHIP_D / 2
            spots[in_box("dont_come", n)] = frame.p(x + w / 4, low)
            spots[in_box("lay", n)] = frame.p(x + w * 3 / 4, low)
            spots[in_box("come", n)] = frame.p(x + w / 4, high)
            spots[in_box("place", n)] = frame.p(x + w * 3 / 4, high)
            spots[f"puck:{n}"] = frame.p(x + w - 4 - PUCK_D / 2, y + STRIP + 2 + PUCK_D / 2)
            rooms[in_box("dont_come", n)] = frame.r(x + 2, y + 2, w / 2 - 3, STRIP - 3)
            rooms[in_box("lay", n)] = frame.r(x + w / 2 + 1, y + 2, w / 2 - 3, STRIP - 3)
            tall = h - STRIP - 18
            rooms[in_box("come", n)] = frame.r(x + 2, y + STRIP + 2, w / 2 - 3, tall)
            rooms[in_box("place", n)] = frame.r(x + w / 2 + 1, y + STRIP + 2, w / 2 - 3, tall)

    def _field(
        self,
        bg: pygame.Surface,
        frame: Frame,
        hits: HitMap,
        spots: dict[str, Point],
        rooms: dict[str, pygame.Rect],
    ) -> None:
        x, y, w, h = FIELD
        rect = frame.r(*FIELD)
        pygame.draw.rect(bg, art.LINE, rect, frame.s(3))
        times = self.rules.payouts.get("field_2")
        labels = ["2", "3", "4", "9", "10", "11", "12"]
        step = (w - 160) / (len(labels) - 1)
        for k, label in enumerate(labels):
            cx, cy = frame.p(x + 80 + k * step, y + 32)
            if label in ("2", "12"):
                pygame.draw.circle(bg, art.LINE, (cx, cy), frame.s(22), frame.s(2))
                art.draw_text(bg, label, (cx, cy), frame.s(28), art.GOLD, True)
                if times:
                    text = self.ratio_text(times)
                    art.draw_text(bg, text, (cx, cy + frame.s(32)), frame.s(13), art.GOLD, True)
            else:
                art.draw_text(bg, label, (cx, cy), frame.s(30), art.LINE, True)
        art.draw_text(bg, "FIELD", frame.p(x + w / 2, y + 72), frame.s(38), art.GOLD, True)
        hits.add_rect("field", *rect)
        spots["field"] = frame.p(x + 220, y + h - 4 - CHIP_D / 2)
        rooms["field"] = frame.r(x + 2, y + 2, w - 4, h - 4)

    def _lower(
        self,
        bg: pygame.Surface,
        frame: Frame,
        hits: HitMap,
        spots: dict[str, Point],
        rooms: dict[str, pygame.Rect],
    ) -> None:
        for ident, box in LOWER.items():
            rect = frame.r(*box)
            pygame.draw.rect(bg, art.LINE, rect, frame.s(3))
            cx = box[0] + box[2] / 2
            art.draw_text(bg, "BIG", frame.p(cx, box[1] + 30), frame.s(26), art.LINE, True)
            art.draw_text(bg, ident[-1], frame.p(cx, box[1] + 76), frame.s(60), (200, 30, 30), True)
            hits.add_rect(ident, *rect)
            spots[ident] = frame.p(cx, box[1] + box[3] - 5 - CHIP_D / 2)
            rooms[ident] = rect.inflate(-frame.s(4), -frame.s(4))
        for ident, box in UNDER_OVER.items():
            rect = frame.r(*box)
            pygame.draw.rect(bg, art.LINE, rect, frame.s(3), border_radius=frame.s(10))
            text = "UNDER 7" if ident == "under_7" else "OVER 7"
            cx = box[0] + box[2] / 2
            art.draw_text(bg, text, frame.p(cx, box[1] + 30), frame.s(30), art.LINE, True)
            pay = self.rules.payouts.get(ident)
            if pay:
                art.draw_text(
                    bg, self.ratio_text(pay), frame.p(cx, box[1] + 58), frame.s(14), art.LINE
                )
            hits.add_rect(ident, *rect)
            spots[ident] = frame.p(cx, box[1] + box[3] - 5 - CHIP_D / 2)
            rooms[ident] = rect.inflate(-frame.s(4), -frame.s(4))

    def _centre(
        self,
        bg: pygame.Surface,
        frame: Frame,
        hits: HitMap,
        spots: dict[str, Point],
        rooms: dict[str, pygame.Rect],
    ) -> None:
        x0, w = CENTRE_X, CENTRE_W
        outer = frame.r(x0, 36, w, 604)
        pygame.draw.rect(bg, art.FELT_DARK, outer, border_radius=frame.s(8))
        pygame.draw.rect(bg, art.LINE, outer, frame.s(3), border_radius=frame.s(8))
        pay = self.rules.payouts

        def box(
            ident: str,
            rect_d: tuple[float, float, float, float],
            title: str,
            dice: tuple[tuple[int, int], ...] = (),
        ) -> None:
            rect = frame.r(*rect_d)
            pygame.draw.rect(bg, art.LINE, rect, frame.s(2), border_radius=frame.s(6))
            # the print on the left of the box, the chips on its right
            cx = rect_d[0] + (rect_d[2] * 0.36 if rect_d[2] < 200 else rect_d[2] / 2)
            ratio = pay.get(ident)
            if dice:
                d = frame.s(24)
                for k, (a, b) in enumerate(dice):
                    y = rect_d[1] + 30 + k * 30
                    da, db = art.die_surface(a, d), art.die_surface(b, d)
                    bg.blit(da, da.get_rect(center=frame.ip(cx - 14, y)))
                    bg.blit(db, db.get_rect(center=frame.ip(cx + 14, y)))
                ty = rect_d[1] + rect_d[3] - 18
            else:
                ty = rect_d[1] + rect_d[3] / 2 - 8
            width = frame.s(rect_d[2] * (0.7 if rect_d[2] < 200 else 0.9))
            px = art.fit_text(title, width, frame.s(18 if not dice else 14))
            art.draw_text(bg, title, frame.p(cx, ty), px, art.LINE, True)
            if ratio:
                art.draw_text(
                    bg,
                    self.ratio_text(ratio),
                    frame.p(cx, ty + (16 if not dice else -14)),
                    frame.s(14),
                    art.GOLD,
                    True,
                )
            hits.add_rect(ident, *rect)
            right = rect_d[0] + rect_d[2] - 8 - CHIP_D / 2
            spots[ident] = frame.p(right, rect_d[1] + rect_d[3] - 5 - CHIP_D / 2)
            rooms[ident] = rect.inflate(-frame.s(4), -frame.s(4))

        words = self.words
        box("any_seven", (x0 + 10, 48, w - 20, 62), words("craps.any_seven"))
        hw = (w - 30) / 2
        for ident, rect, total in (
            ("hard_6", (x0 + 10, 118, hw, 112), 6),
            ("hard_10", (x0 + 20 + hw, 118, hw, 112), 10),
            ("hard_8", (x0 + 10, 238, hw, 112), 8),
            ("hard_4", (x0 + 20 + hw, 238, hw, 112), 4),
        ):
            die = total // 2
            box(ident, rect, words("craps.hard", total=total, die=die), ((die, die),))
        box("craps_2", (x0 + 10, 358, hw, 100), "CRAPS 2", ((1, 1),))
        box("craps_12", (x0 + 20 + hw, 358, hw, 100), "CRAPS 12", ((6, 6),))
        box("craps_3", (x0 + 10, 466, hw, 100), "CRAPS 3", ((1, 2),))
        box("eleven", (x0 + 20 + hw, 466, hw, 100), words("craps.eleven"), ((5, 6),))
        box("horn", (x0 + 10, 574, hw, 58), "HORN")
        box("any_craps", (x0 + 20 + hw, 574, hw, 58), "ANY CRAPS")

    # ------------------------------------------------------------------ scene

    def fixed_sprites(self, scene: Scene, layout: Layout) -> list[Sprite]:
        """The puck: ON on the point's number, OFF at the top of the don't come bar."""
        f = layout.frame
        if scene.puck in NUMBERS:
            at = layout.spots[f"puck:{scene.puck}"]
            return [Sprite("puck", art.puck_surface(True, f.s(PUCK_D)), at, "puck")]
        off = f.p(BAR[0] + 65, BAR[1] + 24)
        return [Sprite("puck", art.puck_surface(False, f.s(PUCK_D)), off, "puck")]

    def extra_sprites(
        self, scene: Scene, layout: Layout, bets: Sequence[Sprite] = ()
    ) -> list[Sprite]:
        """The dice where they came to rest (CR-17, `info["landing"]`): on the cloth clear
        of the chips, or one of them on a stack, on the rail, on the other die, or gone off
        the table."""
        if scene.dice is None:
            return []
        a, b = scene.dice
        if not (1 <= a <= 6 and 1 <= b <= 6):
            return []
        f = layout.frame
        size = f.s(40)
        landing = scene.info.get("landing", "table")
        stacks = [s for s in bets if s.kind == "chips"]
        if landing == "stacked":
            pair = _stacked(a, b, size)
        elif landing in ("on_chips", "on_rail", "off_table") and (stacks or landing != "on_chips"):
            pair = art.die_surface(b, size, 12)  # die a lies elsewhere, or is gone
        else:
            pair, landing = _dice_pair(a, b, size, 12), "table"
        places = [f.p(*p) for p in DICE_AT]
        at = clearest(pair.get_size(), places, [s.rect for s in bets])
        out = [_tumbling("dice", pair, at, f.p(*SHOOTER), a * 7 + b, size, landing != "table")]
        if landing == "on_chips":  # on the top chip of the stack it hit, off its middle
            stack = stacks[0].rect
            d = layout.chip_d
            rest = (stack.centerx + d * 0.2, stack.top + d * 0.4)
            die = art.die_surface(a, round(d * 0.8), 28)
            out.append(_tumbling("dice:a", die, rest, f.p(*SHOOTER), a, round(d * 0.8), True))
        elif landing == "on_rail":
            die = art.die_surface(a, size, 28)
            out.append(_tumbling("dice:a", die, f.p(700, 8), f.p(*SHOOTER), a, size, True))
        return out


def _tumbling(
    key: str, surf: pygame.Surface, at: Point, source: Point, seed: int, size: int, one: bool
) -> Sprite:
    """Dice thrown from the shooter, tumbling until they stop on `surf` (one die or two)."""

    def frames(p: float) -> pygame.Surface:
        if p >= 0.85:
            return surf
        rng = random.Random(seed * 1000 + int(p * 14))
        angle = int(p * 14) * 37 % 360
        if one:
            return art.die_surface(rng.randint(1, 6), size, angle)
        return _dice_pair(rng.randint(1, 6), rng.randint(1, 6), size, angle)

    return Sprite(key, surf, at, "dice", source=source, frames=frames, duration=0.95)


@cache
def _stacked(a: int, b: int, size: int) -> pygame.Surface:
    """One die come to rest on the other (CR-17: a no roll)."""
    lower, upper = art.die_surface(a, size, 12), art.die_surface(b, size, 40)
    out = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    out.blit(lower, lower.get_rect(center=(size * 0.85, size * 1.15)))
    shadow = pygame.Surface(upper.get_size(), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 90))
    shadow.blit(upper, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(shadow, shadow.get_rect(center=(size * 1.2, size * 0.95)))
    out.blit(upper, upper.get_rect(center=(size * 1.1, size * 0.85)))
    return out


@cache
def _dice_pair(a: int, b: int, size: int, angle: int) -> pygame.Surface:
    da = art.die_surface(a, size, angle)
    db = art.die_surface(b, size, (angle * 3 + 25) % 360)
    w = da.get_width() + db.get_width() + size // 4
    h = max(da.get_height(), db.get_height()) + size // 3
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(da, (0, 0))
    surf.blit(db, (da.get_width() + size // 4, size // 3))
    return surf
