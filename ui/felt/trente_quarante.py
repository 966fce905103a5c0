"""The trente et quarante table.

On the left the two rows of cards the croupier deals: NOIR on top, dealt first, and ROUGE
below it (TQ-02). On the right the betting layout, shaped as a shield and divided into four
spaces as seed 000 (epígraf 5) describes it: the two larger spaces for noir and rouge,
separated by a central band for couleur, and below them a triangular space for inverse
(TQ-03).
"""

from __future__ import annotations

import pygame

from trainer.rulebooks import Rulebook
from ui.felt import art
from ui.felt.base import Frame, HandSlot, Layout, TableRenderer
from ui.felt.furniture import draw_discard, draw_float, draw_shoe
from ui.felt.hits import HitMap, Point

CARD_W = 62
ROWS = {"noir": (70, 150), "rouge": (70, 370)}  # first card's centre of each row
SHIELD_X0, SHIELD_X1 = 790, 1220
SHIELD_TOP, SHIELD_WAIST, SHIELD_TIP = 70, 430, 680
BAND_W = 96


def shield_outline() -> list[Point]:
    """Flat top, straight sides, then two curves meeting in the point at the bottom."""
    pts: list[Point] = [(SHIELD_X0, SHIELD_TOP), (SHIELD_X1, SHIELD_TOP), (SHIELD_X1, SHIELD_WAIST)]
    mid = (SHIELD_X0 + SHIELD_X1) / 2
    for k in range(1, 21):
        t = k / 20
        # quadratic curve from the right waist to the tip, bulging outwards
        x = (1 - t) ** 2 * SHIELD_X1 + 2 * (1 - t) * t * SHIELD_X1 + t * t * mid
        y = (
            (1 - t) ** 2 * SHIELD_WAIST
            + 2 * (1 - t) * t * (SHIELD_WAIST + 160)
            + t * t * SHIELD_TIP
        )
        pts.append((x, y))
    for k in range(19, 0, -1):
        x, y = pts[3 + k - 1]
        pts.append((2 * mid - x, y))
    pts.append((SHIELD_X0, SHIELD_WAIST))
    return pts


def _x_at(y: float, outline: list[Point], right: bool) -> float:
    """The shield's edge at height y (left or right side)."""
    mid = (SHIELD_X0 + SHIELD_X1) / 2
    side = [p for p in outline if (p[0] >= mid) == right]
    best = min(side, key=lambda p: abs(p[1] - y))
    return best[0]


class TrenteQuaranteRenderer(TableRenderer):
    zone_rooms = True
    game = "trente_quarante"
    back = "blue"

    def __init__(self, rulebook: Rulebook) -> None:
        self.chips = rulebook.chip_set
        self.rules = rulebook.trente_quarante

    def layout(self, frame: Frame) -> Layout:
        bg = art.felt_background((frame.width, frame.height))
        hits = HitMap()
        spots: dict[str, Point] = {}
        hands: dict[str, HandSlot] = {}
        s = frame.scale
        for row, (x, y) in ROWS.items():
            band = frame.r(x - 50, y - 64, 660, 128)
            pygame.draw.rect(bg, art.FELT_DARK, band, border_radius=frame.s(10))
            colour = art.BLACK if row == "noir" else art.RED
            pygame.draw.rect(bg, colour, band, frame.s(4), border_radius=frame.s(10))
            label = frame.r(x - 50, y - 64, 40, 128)
            pygame.draw.rect(
                bg,
                colour,
                label,
                border_top_left_radius=frame.s(10),
                border_bottom_left_radius=frame.s(10),
            )
            art.draw_text(bg, row.upper(), label.center, frame.s(20), (255, 255, 255), True, 90)
            hits.add_rect(row + "_row", *band)
            hands[row] = HandSlot(frame.p(x + 30, y), (CARD_W * 0.72 * s, 0), frame.s(CARD_W))
        art.draw_text(bg, "TRENTE ET QUARANTE", frame.p(400, 262), frame.s(30), art.GOLD, True)
        draw_shoe(bg, frame, (150, 560), "blue", self.words("shoe"))
        draw_discard(bg, frame, (320, 560), self.words("discard"))
        draw_float(bg, frame, hits, (560, 580), self.chips, 330)
        self._shield(bg, frame, hits, spots)
        return Layout(
            frame,
            bg,
            hits,
            spots,
            hands,
            frame.s(44),
            frame.s(CARD_W),
            shoe=frame.p(150, 560),
            tray=frame.p(560, 580),
            discard=frame.p(320, 560),
        )

    def _shield(
        self, bg: pygame.Surface, frame: Frame, hits: HitMap, spots: dict[str, Point]
    ) -> None:
        outline = shield_outline()
        mid = (SHIELD_X0 + SHIELD_X1) / 2
        bl, br = mid - BAND_W / 2, mid + BAND_W / 2
        inverse_top = SHIELD_WAIST + 30
        pygame.draw.polygon(bg, art.FELT_LIGHT, frame.pts(outline))
        noir: list[tuple[float, float]] = [
            (SHIELD_X0, SHIELD_TOP),
            (bl, SHIELD_TOP),
            (bl, inverse_top),
            (SHIELD_X0, inverse_top),
        ]
        rouge: list[tuple[float, float]] = [
            (br, SHIELD_TOP),
            (SHIELD_X1, SHIELD_TOP),
            (SHIELD_X1, inverse_top),
            (br, inverse_top),
        ]
        couleur: list[tuple[float, float]] = [
            (bl, SHIELD_TOP),
            (br, SHIELD_TOP),
            (br, inverse_top),
            (bl, inverse_top),
        ]
        left_x = _x_at(inverse_top, outline, False)
        right_x = _x_at(inverse_top, outline, True)
        tip = max(range(len(outline)), key=lambda i: outline[i][1])  # the point at the bottom
        inverse: list[tuple[float, float]] = [(left_x, inverse_top), (right_x, inverse_top)]
        inverse += [p for p in outline[2 : tip + 1] if p[1] > inverse_top]
        inverse += [p for p in outline[tip + 1 :] if p[1] > inverse_top]
        zones = {"noir": noir, "couleur": couleur, "rouge": rouge, "inverse": inverse}
        lw = frame.s(3)
        for name, poly in zones.items():
            pts = frame.pts(poly)
            hits.add_poly(name, pts)
            pygame.draw.polygon(bg, art.LINE, pts, lw)
        # marks in each space
        cy = (SHIELD_TOP + inverse_top) / 2
        for name, cx, colour in (
            ("noir", (SHIELD_X0 + bl) / 2, art.BLACK),
            ("rouge", (br + SHIELD_X1) / 2, art.RED),
        ):
            dx, dy = 60, 100
            diamond = frame.pts([(cx, cy - dy), (cx + dx, cy), (cx, cy + dy), (cx - dx, cy)])
            pygame.draw.polygon(bg, colour, diamond)
            pygame.draw.polygon(bg, art.LINE, diamond, frame.s(2))
            art.draw_text(
                bg, name.upper(), frame.p(cx, SHIELD_TOP + 30), frame.s(22), art.LINE, True
            )
            spots[name] = frame.p(cx, cy + 130)
        art.draw_text(bg, "COULEUR", frame.p(mid, cy - 40), frame.s(20), art.GOLD, True, 90)
        spots["couleur"] = frame.p(mid, cy + 110)
        art.draw_text(bg, "INVERSE", frame.p(mid, inverse_top + 50), frame.s(24), art.GOLD, True)
        spots["inverse"] = frame.p(mid, inverse_top + 120)
        pygame.draw.polygon(bg, art.LINE, frame.pts(outline), frame.s(4))

    def prison_anchor(self, layout: Layout, spot: str, at: Point) -> Point:
        """TQ-04: a prisoner sits on the line of its space."""
        return at[0], at[1] + layout.chip_d * 0.9

    def room(self, layout: Layout, spot: str) -> pygame.Rect | None:
        """The space of the bet, and the line below it where prisoners sit (TQ-04)."""
        zone = super().room(layout, spot)
        return None if zone is None else zone.inflate(0, layout.chip_d).move(0, layout.chip_d // 2)
