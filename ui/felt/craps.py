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

import pygame

from trainer.money import Ratio
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, Layout, Sprite, TableRenderer
from ui.felt.furniture import draw_float
from ui.felt.hits import HitMap, Point

NUMBERS = (4, 5, 6, 8, 9, 10)
NUMBER_TEXT = {4: "4", 5: "5", 6: "SIX", 8: "8", 9: "NINE", 10: "10"}
BOX_X0, BOX_W = 170, 122
TOP, STRIP, BOX_BOTTOM = 36, 34, 196
COME = (170, 196, 732, 96)
FIELD = (170, 292, 732, 104)
DONT = (170, 396, 732, 50)
WIN_H = (40, 446, 862, 74)  # bottom stretch of the win line
WIN_V = (40, 196, 130, 250)  # the line going up the left side
BAR = (40, 36, 130, 160)  # don't come bar
LOWER = {"big_6": (40, 540, 130, 140), "big_8": (174, 540, 130, 140)}
UNDER_OVER = {"under_7": (330, 556, 180, 96), "over_7": (520, 556, 180, 96)}
CENTRE_X, CENTRE_W = 940, 300
DICE_AT = (780, 244)
SHOOTER = (120, 640)


def number_box(n: int) -> tuple[float, float, float, float]:
    k = NUMBERS.index(n)
    return BOX_X0 + k * BOX_W, TOP, BOX_W, BOX_BOTTOM - TOP


def ratio_text(r: Ratio) -> str:
    return f"{r.to} TO {r.per}"


class CrapsRenderer(TableRenderer):
    game = "craps"

    def __init__(self, rulebook: Rulebook) -> None:
        self.chips = rulebook.chip_set
        self.rules = rulebook.craps

    def layout(self, frame: Frame) -> Layout:
        bg = pygame.Surface((frame.width, frame.height))
        bg.fill(art.RAIL)
        cloth = art.felt_background((frame.width, frame.height))
        inner = frame.r(20, 16, 1240, 688)
        bg.blit(cloth, inner, inner)
        pygame.draw.rect(bg, art.RAIL_LIGHT, inner, frame.s(6), border_radius=frame.s(18))
        hits = HitMap()
        spots: dict[str, Point] = {}
        lw = frame.s(3)
        line = art.LINE
        self._numbers(bg, frame, hits, spots)
        # don't come bar
        rect = frame.r(*BAR)
        pygame.draw.rect(bg, line, rect, lw)
        art.draw_text(bg, "DON'T", frame.p(BAR[0] + 65, BAR[1] + 42), frame.s(22), line, True)
        art.draw_text(bg, "COME", frame.p(BAR[0] + 65, BAR[1] + 66), frame.s(22), line, True)
        self._bar12(bg, frame, (BAR[0] + 65, BAR[1] + 128))
        hits.add_rect("dont_come", *rect)
        spots["dont_come"] = frame.p(BAR[0] + 65, BAR[1] + 96)
        # come
        rect = frame.r(*COME)
        pygame.draw.rect(bg, line, rect, lw)
        art.draw_text(bg, "COME", rect.center, frame.s(70), (200, 30, 30), True)
        hits.add_rect("come", *rect)
        spots["come"] = frame.p(COME[0] + 200, COME[1] + 60)
        self._field(bg, frame, hits, spots)
        # don't win bar
        rect = frame.r(*DONT)
        pygame.draw.rect(bg, line, rect, lw)
        art.draw_text(
            bg, "DON'T WIN", frame.p(DONT[0] + 250, DONT[1] + 25), frame.s(30), line, True
        )
        self._bar12(bg, frame, (DONT[0] + 450, DONT[1] + 25))
        hits.add_rect("dont_win", *rect)
        spots["dont_win"] = frame.p(DONT[0] + 600, DONT[1] + 25)
        spots["odds:dont_win"] = frame.p(DONT[0] + 650, DONT[1] + 25)
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
        art.draw_text(
            bg, "WIN LINE", frame.p(WIN_H[0] + 470, WIN_H[1] + 37), frame.s(44), line, True
        )
        art.draw_text(
            bg, "WIN LINE", frame.p(WIN_V[0] + 65, WIN_V[1] + 130), frame.s(36), line, True, 90
        )
        hits.add_poly("win", pts)
        spots["win"] = frame.p(WIN_H[0] + 180, WIN_H[1] + 30)
        spots["odds:win"] = frame.p(WIN_H[0] + 180, WIN_H[1] + 60)
        self._lower(bg, frame, hits, spots)
        self._centre(bg, frame, hits, spots)
        draw_float(bg, frame, hits, (1090, 680), self.chips, 300)
        return Layout(
            frame,
            bg,
            hits,
            spots,
            {},
            frame.s(36),
            frame.s(50),
            shoe=frame.p(*SHOOTER),
            tray=frame.p(1090, 680),
            discard=frame.p(1090, 680),
        )

    def _bar12(self, bg: pygame.Surface, frame: Frame, at: Point) -> None:
        """The "bar 12" mark: the don't bets push on a 12 (CR-03)."""
        d = frame.s(24)
        six = art.die_surface(6, d)
        x, y = frame.p(*at)
        art.draw_text(bg, "BAR", (x - d * 1.6, y), frame.s(18), art.LINE, True)
        bg.blit(six, six.get_rect(center=(x - d * 0.1, y)))
        bg.blit(six, six.get_rect(center=(x + d * 1.0, y)))

    def _numbers(
        self, bg: pygame.Surface, frame: Frame, hits: HitMap, spots: dict[str, Point]
    ) -> None:
        lw = frame.s(3)
        for n in NUMBERS:
            x, y, w, h = number_box(n)
            rect = frame.r(x, y, w, h)
            pygame.draw.rect(bg, art.LINE, rect, lw)
            strip = frame.r(x, y, w, STRIP)
            pygame.draw.line(bg, art.LINE, strip.bottomleft, strip.bottomright, frame.s(2))
            art.draw_text(bg, "DON'T COME · LAY", strip.center, frame.s(12), art.LINE, True)
            colour = (230, 200, 60) if n in (6, 8) else art.LINE
            art.draw_text(
                bg,
                NUMBER_TEXT[n],
                frame.p(x + w / 2, y + 78),
                frame.s(46 if n not in (6, 9) else 38),
                colour,
                True,
            )
            place = self.rules.place.get(n)
            if place:
                art.draw_text(
                    bg,
                    f"PLACE {ratio_text(place)}",
                    frame.p(x + w / 2, y + h - 12),
                    frame.s(12),
                    art.LINE,
                )
            hits.add_rect(f"place:{n}", *rect)
            hits.add_rect(f"come:{n}", *frame.r(x, y + STRIP + 70, w / 2, h - STRIP - 70))
            hits.add_rect(f"dont_come:{n}", *frame.r(x, y, w / 2, STRIP))
            hits.add_rect(f"lay:{n}", *frame.r(x + w / 2, y, w / 2, STRIP))
            spots[f"dont_come:{n}"] = frame.p(x + w * 0.28, y + STRIP / 2 + 4)
            spots[f"odds:dont_come:{n}"] = frame.p(x + w * 0.28 + 20, y + STRIP / 2 + 14)
            spots[f"lay:{n}"] = frame.p(x + w * 0.74, y + STRIP / 2 + 4)
            spots[f"come:{n}"] = frame.p(x + w * 0.26, y + h - 40)
            spots[f"odds:come:{n}"] = frame.p(x + w * 0.26 + 14, y + h - 22)
            spots[f"place:{n}"] = frame.p(x + w * 0.74, y + h - 40)
            spots[f"puck:{n}"] = frame.p(x + w / 2, y + STRIP + 8)

    def _field(
        self, bg: pygame.Surface, frame: Frame, hits: HitMap, spots: dict[str, Point]
    ) -> None:
        x, y, w, _ = FIELD
        rect = frame.r(*FIELD)
        pygame.draw.rect(bg, art.LINE, rect, frame.s(3))
        times = self.rules.payouts.get("field_2")
        labels = ["2", "3", "4", "9", "10", "11", "12"]
        step = (w - 160) / (len(labels) - 1)
        for k, label in enumerate(labels):
            cx, cy = frame.p(x + 80 + k * step, y + 36)
            if label in ("2", "12"):
                pygame.draw.circle(bg, art.LINE, (cx, cy), frame.s(24), frame.s(2))
                art.draw_text(bg, label, (cx, cy), frame.s(30), art.GOLD, True)
                if times:
                    art.draw_text(
                        bg,
                        f"{times.to} TO {times.per}",
                        (cx, cy + frame.s(34)),
                        frame.s(13),
                        art.GOLD,
                        True,
                    )
            else:
                art.draw_text(bg, label, (cx, cy), frame.s(32), art.LINE, True)
        art.draw_text(bg, "FIELD", frame.p(x + w / 2, y + 80), frame.s(40), art.GOLD, True)
        hits.add_rect("field", *rect)
        spots["field"] = frame.p(x + 200, y + 80)

    def _lower(
        self, bg: pygame.Surface, frame: Frame, hits: HitMap, spots: dict[str, Point]
    ) -> None:
        for ident, box in LOWER.items():
            rect = frame.r(*box)
            pygame.draw.rect(bg, art.LINE, rect, frame.s(3))
            art.draw_text(
                bg, "BIG", frame.p(box[0] + box[2] / 2, box[1] + 30), frame.s(26), art.LINE, True
            )
            art.draw_text(
                bg,
                ident[-1],
                frame.p(box[0] + box[2] / 2, box[1] + 76),
                frame.s(60),
                (200, 30, 30),
                True,
            )
            hits.add_rect(ident, *rect)
            spots[ident] = frame.p(box[0] + box[2] / 2, box[1] + 112)
        for ident, box in UNDER_OVER.items():
            rect = frame.r(*box)
            pygame.draw.rect(bg, art.LINE, rect, frame.s(3), border_radius=frame.s(10))
            text = "UNDER 7" if ident == "under_7" else "OVER 7"
            art.draw_text(
                bg, text, frame.p(box[0] + box[2] / 2, box[1] + 30), frame.s(30), art.LINE, True
            )
            pay = self.rules.payouts.get(ident)
            if pay:
                art.draw_text(
                    bg,
                    ratio_text(pay),
                    frame.p(box[0] + box[2] / 2, box[1] + 58),
                    frame.s(14),
                    art.LINE,
                )
            hits.add_rect(ident, *rect)
            spots[ident] = frame.p(box[0] + box[2] / 2, box[1] + 76)

    def _centre(
        self, bg: pygame.Surface, frame: Frame, hits: HitMap, spots: dict[str, Point]
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
            cx = rect_d[0] + rect_d[2] / 2
            ratio = pay.get(ident)
            if dice:
                d = frame.s(26)
                for k, (a, b) in enumerate(dice):
                    y = rect_d[1] + 30 + k * 30
                    da, db = art.die_surface(a, d), art.die_surface(b, d)
                    bg.blit(da, da.get_rect(center=frame.ip(cx - 15, y)))
                    bg.blit(db, db.get_rect(center=frame.ip(cx + 15, y)))
                ty = rect_d[1] + rect_d[3] - 18
            else:
                ty = rect_d[1] + rect_d[3] / 2 - 8
            art.draw_text(
                bg,
                title,
                frame.p(cx, ty),
                frame.s(18 if not dice else 14),
                art.LINE,
                True,
            )
            if ratio:
                art.draw_text(
                    bg,
                    ratio_text(ratio),
                    frame.p(cx, ty + (16 if not dice else -14)),
                    frame.s(14),
                    art.GOLD,
                    True,
                )
            hits.add_rect(ident, *rect)
            spots[ident] = frame.p(cx + rect_d[2] * 0.3, rect_d[1] + rect_d[3] / 2)

        box("any_seven", (x0 + 10, 48, w - 20, 62), "ANY SEVEN")
        hw = (w - 30) / 2
        box("hard_6", (x0 + 10, 118, hw, 112), "HARD 6", ((3, 3),))
        box("hard_10", (x0 + 20 + hw, 118, hw, 112), "HARD 10", ((5, 5),))
        box("hard_8", (x0 + 10, 238, hw, 112), "HARD 8", ((4, 4),))
        box("hard_4", (x0 + 20 + hw, 238, hw, 112), "HARD 4", ((2, 2),))
        box("craps_2", (x0 + 10, 358, hw, 100), "CRAPS 2", ((1, 1),))
        box("craps_12", (x0 + 20 + hw, 358, hw, 100), "CRAPS 12", ((6, 6),))
        box("craps_3", (x0 + 10, 466, hw, 100), "CRAPS 3", ((1, 2),))
        box("eleven", (x0 + 20 + hw, 466, hw, 100), "ELEVEN", ((5, 6),))
        box("horn", (x0 + 10, 574, hw, 58), "HORN")
        box("any_craps", (x0 + 20 + hw, 574, hw, 58), "ANY CRAPS")

    # ------------------------------------------------------------------ scene

    def fixed_sprites(self, scene: Scene, layout: Layout) -> list[Sprite]:
        f = layout.frame
        out: list[Sprite] = []
        if scene.puck in NUMBERS:
            at = layout.spots[f"puck:{scene.puck}"]
            out.append(Sprite("puck", art.puck_surface(True, f.s(44)), at, "puck"))
        else:
            out.append(
                Sprite(
                    "puck",
                    art.puck_surface(False, f.s(44)),
                    f.p(BAR[0] + 65, BAR[1] + 18 + 6),
                    "puck",
                )
            )
        return out

    def extra_sprites(
        self, scene: Scene, layout: Layout, taken: Sequence[pygame.Rect] = ()
    ) -> list[Sprite]:
        f = layout.frame
        out: list[Sprite] = []
        if scene.dice is not None:
            a, b = scene.dice
            if 1 <= a <= 6 and 1 <= b <= 6:
                size = f.s(40)
                surf = _dice_pair(a, b, size, 12)
                seed = a * 7 + b

                def frames(p: float, a: int = a, b: int = b, seed: int = seed) -> pygame.Surface:
                    if p >= 0.85:
                        return _dice_pair(a, b, size, 12)
                    rng = random.Random(seed * 1000 + int(p * 14))
                    return _dice_pair(
                        rng.randint(1, 6), rng.randint(1, 6), size, int(p * 14) * 37 % 360
                    )

                out.append(
                    Sprite(
                        "dice",
                        surf,
                        f.p(*DICE_AT),
                        "dice",
                        source=f.p(*SHOOTER),
                        frames=frames,
                        duration=0.95,
                    )
                )
        return out


def _dice_pair(a: int, b: int, size: int, angle: int) -> pygame.Surface:
    return _pair_cached(a, b, size, angle)


_PAIRS: dict[tuple[int, int, int, int], pygame.Surface] = {}


def _pair_cached(a: int, b: int, size: int, angle: int) -> pygame.Surface:
    key = (a, b, size, angle)
    if key not in _PAIRS:
        da = art.die_surface(a, size, angle)
        db = art.die_surface(b, size, (angle * 3 + 25) % 360)
        w = da.get_width() + db.get_width() + size // 4
        h = max(da.get_height(), db.get_height()) + size // 3
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(da, (0, 0))
        surf.blit(db, (da.get_width() + size // 4, size // 3))
        _PAIRS[key] = surf
    return _PAIRS[key]
