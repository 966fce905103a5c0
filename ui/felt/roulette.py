"""The single-zero roulette table: wheel, layout and racetrack.

The wheel carries the 37 pockets in European order (RO-01) with the ball in the winning
pocket; the layout runs from the zero at the wheel end to the "2 to 1" column boxes, dozens and
simple chances below (the player's side). Every betting position of RO-02 .. RO-09 has a hit
zone and a chip place: a plein on its number, a cheval on the line between its two numbers, a
carré on the intersection of four, a transversale on the outer edge of its row of three, a
sixain on the outer-edge intersection between two rows of three; 0-1, 0-2, 0-3, 0-1-2, 0-2-3
and 0-1-2-3 on the zero's line. The dolly stands on the winning number. The racetrack beside
the layout is for announced bets: its numbers answer "racetrack:<n>" and its sections
"announce:voisins", "announce:tiers", "announce:orphelins", "announce:jeu_zero" (felt ids; the
engine expands announced bets into ordinary spots).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from trainer.games.roulette.layout import RED, WHEEL_ORDER
from trainer.games.spots import parse_roulette, plein, roulette_spot
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, Layout, Sprite, TableRenderer, clearest
from ui.felt.furniture import draw_float
from ui.felt.hits import HitMap, Point

WHEEL = WHEEL_ORDER  # RO-01
REDS = RED  # RO-01

# layout geometry (design pixels)
X0, Y0 = 500, 66  # top-left of the number 3
CW, CH = 56, 96  # one number's cell: tall, so stacks on two lines of a cell stand apart
ZW = 54  # zero's width
DH, SH = 54, 56  # dozens row, simple chances row
WHEEL_C = (218, 236)
WHEEL_R = 200
SIMPLE = ("manque", "pair", "rouge", "noir", "impair", "passe")
# the simple chances as the French cloth prints them (RO-09: manque 1-18, passe 19-36)
SIMPLE_TEXT = {"manque": "MANQUE", "pair": "PAIR", "impair": "IMPAIR", "passe": "PASSE"}
TRACK = pygame.Rect(520, 530, 700, 172)  # racetrack, design pixels
VOISINS = (22, 18, 29, 7, 28, 12, 35, 3, 26, 0, 32, 15, 19, 4, 21, 2, 25)
TIERS = (27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33)
JEU_ZERO = (12, 35, 3, 26, 0, 32, 15)


def colour_of(n: int) -> art.RGB:
    if n == 0:
        return art.ZERO_GREEN
    return art.RED if n in REDS else art.BLACK


def cell(n: int) -> tuple[float, float, float, float]:
    """(x, y, w, h) of a number on the layout."""
    if n == 0:
        return X0 - ZW, Y0, ZW, 3 * CH
    col, r = (n - 1) // 3, 2 - (n - 1) % 3
    return X0 + col * CW, Y0 + r * CH, CW, CH


def cell_center(n: int) -> Point:
    x, y, w, h = cell(n)
    return x + w / 2, y + h / 2


def spot_point(spot: str) -> Point | None:
    """Where a spot's chips sit on the layout (design pixels), or None for an unknown id."""
    parsed = parse_roulette(spot)
    if parsed is None:
        return None
    kind, nums = parsed.kind, list(parsed.numbers)
    bottom = Y0 + 3 * CH
    if kind in SIMPLE and not nums:
        k = SIMPLE.index(kind)
        return X0 + (k * 2 + 1) * CW, bottom + DH + SH / 2
    if kind == "plein" and len(nums) == 1 and 0 <= nums[0] <= 36:
        return cell_center(nums[0])
    if kind == "column" and nums and 1 <= nums[0] <= 3:
        return X0 + 12 * CW + CW / 2, Y0 + (3 - nums[0]) * CH + CH / 2
    if kind == "dozen" and nums and 1 <= nums[0] <= 3:
        return X0 + (nums[0] - 1) * 4 * CW + 2 * CW, bottom + DH / 2
    if kind == "two_dozens" and nums in ([1, 2], [2, 3]):
        return X0 + nums[1] * 4 * CW - 4 * CW, bottom + DH / 2
    if kind == "two_columns" and nums in ([1, 2], [2, 3]):
        return X0 + 12 * CW + CW / 2, Y0 + (3 - nums[0]) * CH
    nums.sort()
    if kind == "cheval" and len(nums) == 2:
        a, b = nums
        if a == 0 and b in (1, 2, 3):
            return X0, cell_center(b)[1]
        if a >= 1 and b == a + 3 and b <= 36:
            return X0 + ((a - 1) // 3 + 1) * CW, cell_center(a)[1]
        if a >= 1 and b == a + 1 and a % 3 != 0:
            return cell_center(a)[0], cell(a)[1]
        return None
    if kind == "transversale" and len(nums) == 3:
        if nums in ([0, 1, 2], [0, 2, 3]):
            return X0, Y0 + (2 if nums[1] == 1 else 1) * CH
        a = nums[0]
        if a >= 1 and a % 3 == 1 and nums == [a, a + 1, a + 2]:
            return cell_center(a)[0], bottom
        return None
    if kind == "carre" and len(nums) == 4:
        if nums == [0, 1, 2, 3]:
            return X0, bottom
        a = nums[0]
        if a >= 1 and a % 3 != 0 and nums == [a, a + 1, a + 3, a + 4] and a + 4 <= 36:
            return X0 + ((a - 1) // 3 + 1) * CW, cell(a)[1]
        return None
    if kind == "sixain" and len(nums) == 6:
        a = nums[0]
        if a >= 1 and a % 3 == 1 and nums == list(range(a, a + 6)) and a + 5 <= 36:
            return X0 + ((a - 1) // 3 + 1) * CW, bottom
    return None


def all_spots() -> list[str]:
    """Every betting position of RO-02 .. RO-09, in the drawing order of their hit zones
    (areas first, then the positions on lines, which lie on top of them)."""
    out = [plein(n) for n in range(37)]
    out += [roulette_spot("column", (k,)) for k in (1, 2, 3)]
    out += [roulette_spot("dozen", (k,)) for k in (1, 2, 3)]
    out += list(SIMPLE)
    out += [roulette_spot("cheval", (0, n)) for n in (1, 2, 3)]
    for a in range(1, 37):
        if a + 3 <= 36:
            out.append(roulette_spot("cheval", (a, a + 3)))
        if a % 3 != 0:
            out.append(roulette_spot("cheval", (a, a + 1)))
    out += [roulette_spot("transversale", (0, 1, 2)), roulette_spot("transversale", (0, 2, 3))]
    out += [roulette_spot("transversale", range(a, a + 3)) for a in range(1, 37, 3)]
    out += [roulette_spot("sixain", range(a, a + 6)) for a in range(1, 32, 3)]
    out += [roulette_spot("carre", (0, 1, 2, 3))]
    for a in range(1, 33):
        if a % 3 != 0:
            out.append(roulette_spot("carre", (a, a + 1, a + 3, a + 4)))
    out += [
        roulette_spot(kind, pair)
        for kind in ("two_dozens", "two_columns")
        for pair in ((1, 2), (2, 3))
    ]
    return out


def pocket_angle(n: int) -> float:
    """Angle of a number's pocket (0 at the top of the wheel, clockwise)."""
    return -math.pi / 2 + WHEEL.index(n) * math.tau / 37


class RouletteRenderer(TableRenderer):
    game = "roulette"
    # a complete bet crowds a number's lines and corners (a half cell apart): smaller chips
    # in one column each, moved no more than a third of a chip off their line
    forms = ((1.0, 0), (1.0, 2), (0.88, 1), (0.78, 1), (0.7, 1), (0.62, 1))
    nudge = 0.35

    def __init__(self, rulebook: Rulebook) -> None:
        self.chips = rulebook.chip_set
        self.rules = rulebook.roulette

    def layout(self, frame: Frame) -> Layout:
        bg = art.felt_background((frame.width, frame.height))
        hits = HitMap()
        spots: dict[str, Point] = {}
        self._draw_wheel(bg, frame)
        self._draw_layout(bg, frame)
        for spot in all_spots():
            p = spot_point(spot)
            assert p is not None, spot
            spots[spot] = frame.p(*p)
            self._hit_zone(hits, frame, spot, p)
        if self.rules.announced_bets:
            self._draw_track(bg, frame, hits)
        draw_float(bg, frame, hits, (218, 560), self.chips, 360)
        return Layout(
            frame,
            bg,
            hits,
            spots,
            {},
            frame.s(34),
            frame.s(50),
            shoe=frame.p(*WHEEL_C),
            tray=frame.p(218, 560),
            discard=frame.p(218, 560),
            extra={},
        )

    # ------------------------------------------------------------------ wheel

    def _draw_wheel(self, bg: pygame.Surface, frame: Frame) -> None:
        s = frame.scale
        c = frame.p(*WHEEL_C)
        r = WHEEL_R * s
        pygame.draw.circle(bg, (40, 22, 12), c, r + 4 * s)
        pygame.draw.circle(bg, art.RAIL_LIGHT, c, r)
        pygame.draw.circle(bg, (150, 90, 48), c, r * 0.93)
        pygame.draw.circle(bg, (218, 210, 190), c, r * 0.88)  # ball track
        pygame.draw.circle(bg, (120, 110, 96), c, r * 0.76)
        outer, inner = r * 0.74, r * 0.52
        pocket_in = r * 0.44
        for n in WHEEL:
            a = pocket_angle(n)
            half = math.tau / 74
            pts = [
                (c[0] + outer * math.cos(a + da), c[1] + outer * math.sin(a + da))
                for da in (-half, -half / 2, 0, half / 2, half)
            ] + [
                (c[0] + pocket_in * math.cos(a + da), c[1] + pocket_in * math.sin(a + da))
                for da in (half, 0, -half)
            ]
            pygame.draw.polygon(bg, colour_of(n), pts)
            tx = c[0] + (outer + inner) / 2 * math.cos(a) * 1.04
            ty = c[1] + (outer + inner) / 2 * math.sin(a) * 1.04
            art.draw_text(
                bg, str(n), (tx, ty), frame.s(15), (250, 250, 250), True, -math.degrees(a) - 90
            )
        for n in WHEEL:  # frets between pockets
            a = pocket_angle(n) + math.tau / 74
            p0 = (c[0] + outer * math.cos(a), c[1] + outer * math.sin(a))
            p1 = (c[0] + pocket_in * math.cos(a), c[1] + pocket_in * math.sin(a))
            pygame.draw.line(bg, (210, 190, 120), p0, p1, max(1, frame.s(1.5)))
        pygame.draw.circle(bg, (210, 190, 120), c, inner * 0.98, max(1, frame.s(1.5)))
        pygame.draw.circle(bg, (110, 62, 30), c, pocket_in)
        pygame.draw.circle(bg, (150, 90, 48), c, pocket_in * 0.82)
        for k in range(4):  # turret
            a = k * math.pi / 2 + math.pi / 4
            tip = (c[0] + pocket_in * 0.62 * math.cos(a), c[1] + pocket_in * 0.62 * math.sin(a))
            pygame.draw.line(bg, (225, 200, 120), c, tip, frame.s(5))
            pygame.draw.circle(bg, (235, 215, 140), tip, frame.s(6))
        pygame.draw.circle(bg, (225, 200, 120), c, frame.s(13))

    # ------------------------------------------------------------------ layout

    def _draw_layout(self, bg: pygame.Surface, frame: Frame) -> None:
        lw = frame.s(2)
        line = art.LINE
        zx, zy, zw, zh = cell(0)
        zero = frame.pts(
            [
                (zx + zw, zy),
                (zx + 14, zy),
                (zx - 8, zy + zh / 2),
                (zx + 14, zy + zh),
                (zx + zw, zy + zh),
            ]
        )
        pygame.draw.polygon(bg, art.ZERO_GREEN, zero)
        pygame.draw.polygon(bg, line, zero, lw)
        art.draw_text(
            bg, "0", frame.p(zx + zw / 2 + 2, zy + zh / 2), frame.s(30), (255, 255, 255), True, 90
        )
        for n in range(1, 37):
            x, y, w, h = cell(n)
            rect = frame.r(x, y, w, h)
            pygame.draw.rect(bg, line, rect, lw)
            oval = frame.r(x + 6, y + 18, w - 12, h - 36)
            pygame.draw.ellipse(bg, colour_of(n), oval)
            art.draw_text(bg, str(n), rect.center, frame.s(24), (255, 255, 255), True)
        bottom = Y0 + 3 * CH
        for k in (1, 2, 3):
            rect = frame.r(X0 + 12 * CW, Y0 + (3 - k) * CH, CW, CH)
            pygame.draw.rect(bg, line, rect, lw)
            art.draw_text(
                bg, self.words("roulette.column"), rect.center, frame.s(17), line, True, 90
            )
            rect = frame.r(X0 + (k - 1) * 4 * CW, bottom, 4 * CW, DH)
            pygame.draw.rect(bg, line, rect, lw)
            label = self.words(f"roulette.dozen_{k}")
            px = art.fit_text(label, rect.width - frame.s(12), frame.s(22))
            art.draw_text(bg, label, rect.center, px, line, True)
        for k, name in enumerate(SIMPLE):
            rect = frame.r(X0 + k * 2 * CW, bottom + DH, 2 * CW, SH)
            pygame.draw.rect(bg, line, rect, lw)
            if name in ("rouge", "noir"):
                cx, cy = rect.center
                dx, dy = frame.s(30), frame.s(18)
                diamond = [(cx - dx, cy), (cx, cy - dy), (cx + dx, cy), (cx, cy + dy)]
                pygame.draw.polygon(bg, art.RED if name == "rouge" else art.BLACK, diamond)
                pygame.draw.polygon(bg, line, diamond, max(1, lw // 2))
            else:
                art.draw_text(bg, SIMPLE_TEXT[name], rect.center, frame.s(20), line, True)
        outer = frame.r(X0 - ZW - 8, Y0, ZW + 8 + 13 * CW, 3 * CH + DH + SH)
        pygame.draw.line(bg, line, outer.topleft, outer.topright, lw)

    def _hit_zone(self, hits: HitMap, frame: Frame, spot: str, p: Point) -> None:
        parsed = parse_roulette(spot)
        assert parsed is not None, spot
        kind, nums = parsed.kind, parsed.numbers
        if kind == "plein":
            hits.add_rect(spot, *frame.r(*cell(nums[0])))
        elif kind == "column":
            k = nums[0]
            hits.add_rect(spot, *frame.r(X0 + 12 * CW, Y0 + (3 - k) * CH, CW, CH))
        elif kind == "dozen":
            k = nums[0]
            hits.add_rect(spot, *frame.r(X0 + (k - 1) * 4 * CW, Y0 + 3 * CH, 4 * CW, DH))
        elif kind in SIMPLE:
            k = SIMPLE.index(kind)
            hits.add_rect(spot, *frame.r(X0 + k * 2 * CW, Y0 + 3 * CH + DH, 2 * CW, SH))
        elif kind == "cheval":
            a, b = nums
            vertical = a == 0 or b == a + 3  # the line between them runs up and down
            w, h = (16, CH * 0.6) if vertical else (CW * 0.6, 16)
            hits.add_rect(spot, *frame.r(p[0] - w / 2, p[1] - h / 2, w, h))
        elif kind == "transversale" and nums[0] != 0:
            hits.add_rect(spot, *frame.r(p[0] - CW * 0.3, p[1] - 9, CW * 0.6, 18))
        else:
            hits.add_circle(spot, frame.p(*p), frame.s(10))

    # ------------------------------------------------------------------ racetrack

    def _draw_track(self, bg: pygame.Surface, frame: Frame, hits: HitMap) -> None:
        """A stadium of the 37 numbers in wheel order, zero at the right end, with the four
        announced sections inside."""
        t = TRACK
        band = 34
        r = t.height / 2
        straight = t.width - t.height
        per = 2 * straight + math.tau * r
        cx0, cx1, cy = t.left + r, t.right - r, t.centery
        line = art.LINE
        cells: list[tuple[int, list[Point]]] = []

        def at(d: float, rr: float) -> Point:
            d %= per
            if d < straight:  # bottom edge, left to right
                return cx0 + d, cy + rr
            d -= straight
            if d < math.pi * r:  # right end
                a = math.pi / 2 - d / r
                return cx1 + rr * math.cos(a), cy + rr * math.sin(a)
            d -= math.pi * r
            if d < straight:  # top edge, right to left
                return cx1 - d, cy - rr
            d -= straight
            a = -math.pi / 2 - d / r
            return cx0 + rr * math.cos(a), cy + rr * math.sin(a)

        step = per / 37
        start = straight + math.pi * r / 2 - 18.5 * step  # zero at the middle of the right end
        for k, n in enumerate(WHEEL):
            d0 = start + (k + 18) * step
            outer = [at(d0 + step * f / 4, r) for f in range(5)]
            inner = [at(d0 + step * f / 4, r - band) for f in range(4, -1, -1)]
            cells.append((n, outer + inner))
        # sections: tiers on the left, orphelins, voisins, jeu zéro at the zero end; their zones
        # go in first, so the numbers round the curved ends lie on top of their corners
        x0, w = t.left + band, t.width - 2 * band
        cuts = [0, 0.3, 0.52, 0.82, 1.0]
        names = [
            ("announce:tiers", "TIERS"),
            ("announce:orphelins", "ORPHELINS"),
            ("announce:voisins", "VOISINS"),
            ("announce:jeu_zero", "ZÉRO"),
        ]
        sections = []
        for (ident, label), a, b in zip(names, cuts, cuts[1:], strict=False):
            rect = frame.r(x0 + w * a, t.top + band, w * (b - a), t.height - 2 * band)
            hits.add_rect(ident, *rect)
            sections.append((ident, label, rect))
        for n, poly in cells:
            pts = frame.pts(poly)
            pygame.draw.polygon(bg, colour_of(n), pts)
            pygame.draw.polygon(bg, line, pts, max(1, frame.s(1.5)))
            mid = frame.p(*at_center(poly))
            art.draw_text(bg, str(n), mid, frame.s(14), (255, 255, 255), True)
            hits.add_poly(f"racetrack:{n}", pts)
        inner_rect = frame.r(t.left + band, t.top + band, t.width - 2 * band, t.height - 2 * band)
        pygame.draw.rect(bg, art.FELT_DARK, inner_rect, border_radius=inner_rect.height // 2)
        pygame.draw.rect(bg, line, inner_rect, frame.s(2), border_radius=inner_rect.height // 2)
        for _ident, label, rect in sections:
            if rect.left > inner_rect.left + 2:
                pygame.draw.line(bg, line, rect.topleft, rect.bottomleft, frame.s(2))
            art.draw_text(bg, label, rect.center, frame.s(18), line, True)

    # ------------------------------------------------------------------ scene

    def prison_anchor(self, layout: Layout, spot: str, at: Point) -> Point:
        """A prisoner sits on the outer line of its simple chance (RO-11)."""
        return at[0] - layout.chip_d * 0.8, at[1] + SH * layout.frame.scale / 2

    def payout_anchor(
        self, layout: Layout, spot: str, at: Point, bet_w: float, pay_w: float
    ) -> Point:
        """Beside the bet and a little lower, so the stake's position stays readable."""
        x, y = super().payout_anchor(layout, spot, at, bet_w, pay_w)
        return x - layout.chip_d * 0.25, y + layout.chip_d * 0.45

    def extra_sprites(
        self, scene: Scene, layout: Layout, bets: Sequence[Sprite] = ()
    ) -> list[Sprite]:
        n = scene.number if scene.number is not None else _ball_only(scene)
        if n is None or not 0 <= n <= 36:
            return []
        f = layout.frame
        c = f.p(*WHEEL_C)
        r_rest = WHEEL_R * 0.6 * f.scale
        r_track = WHEEL_R * 0.82 * f.scale
        a_end = pocket_angle(n)
        rest = (c[0] + r_rest * math.cos(a_end), c[1] + r_rest * math.sin(a_end))

        def path(p: float) -> Point:
            # the ball runs round the track anticlockwise, slows, drops into the pocket
            e = 1 - (1 - p) ** 2.2
            a = a_end + (1 - e) * 5 * math.tau
            drop = max(0.0, (p - 0.6) / 0.4)
            rr = r_track + (r_rest - r_track) * (drop**0.7)
            return c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)

        ball = Sprite("ball", art.ball_surface(f.s(15)), rest, "ball", path=path, duration=2.6)
        if scene.number is None:  # the ball has fallen, the number is not marked yet
            return [ball]
        surf = art.dolly_surface(f.s(30))
        x, y, w, h = cell(n)
        # RO-14: the croupier marks the number; the dolly stands on it where it leaves the
        # chips in view: the top of the cell, else its foot or its sides
        places = [(x + w / 2, y + h * fy) for fy in (0.2, 0.82, 0.5)] if n else []
        places += [(x + w * fx, y + h * fy) for fy in (0.2, 0.82) for fx in (0.3, 0.7)]
        places += [(x + w / 2, y + h * fy) for fy in (0.3, 0.4, 0.6, 0.7)]
        at = clearest(surf.get_size(), [f.p(*p) for p in places], [s.rect for s in bets])
        dolly = Sprite("dolly", surf, at, "dolly", hit=plein(n), delay=0.2)
        return [ball, dolly]


def _ball_only(scene: Scene) -> int | None:
    """The pocket of a ball that has fallen before the croupier marks the number
    (`info["ball"]`, set by a table session between the fall and the dolly, RO-14)."""
    raw = scene.info.get("ball", "")
    return int(raw) if raw.isdigit() else None


def at_center(poly: list[Point]) -> Point:
    return sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly)
