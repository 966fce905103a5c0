"""The felt's art, drawn at run time with pygame primitives and cached per size.

Every piece (card faces and backs, chips, dice, the puck, the dolly, suit symbols, text) is
drawn by code here, so nothing depends on an image file or a font with suit glyphs; the only
font is pygame's bundled default. Shapes are drawn at `SUPER` times their size and smooth-scaled
down, which gives anti-aliased edges with plain `pygame.draw`. Results are cached by their
parameters: after the first frame a table is mostly blits. The caches whose keys come from
the questions (texts and amounts, chip stacks, cards at each size) keep only the pictures
used last (`KEEP`): a long practice asks thousands of stakes, and kept for ever their
pictures grew the app by a megabyte every eighty questions or so (tools/memprobe.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import Decimal
from functools import cache, lru_cache

import pygame

RGB = tuple[int, int, int]
SUPER = 3  # supersampling factor for anti-aliased shapes

FELT = (16, 104, 56)
FELT_DARK = (10, 78, 42)
FELT_LIGHT = (26, 124, 68)
LINE = (236, 228, 196)  # the cream-coloured print on the cloth
GOLD = (236, 196, 64)
RAIL = (74, 38, 22)
RAIL_LIGHT = (120, 66, 38)
RED = (196, 28, 36)
BLACK = (22, 22, 24)

# Pictures kept per cache keyed by a question's data: the eight sample tables of every game
# drawn in two languages need 117 stacks, 45 cards and 915 texts together, so a table is
# still mostly blits, and the caches stay bounded whatever practice asks.
KEEP = 512
KEEP_TEXTS = 2048  # texts are small, and the roulette cloth's curved print is a glyph each

ZERO_GREEN = (20, 140, 70)
CARD_RED = (200, 20, 30)
CARD_BLACK = (20, 20, 24)
BACKS: dict[str, RGB] = {"red": (160, 24, 36), "blue": (28, 58, 150)}

# Rulebook colour names (trainer.rulebooks: [[chips]] colour) to pixels.
CHIP_COLOURS: dict[str, RGB] = {
    "grey": (150, 150, 156),
    "gray": (150, 150, 156),
    "white": (240, 240, 234),
    "pink": (236, 120, 176),
    "red": (200, 30, 38),
    "blue": (30, 72, 196),
    "green": (26, 146, 66),
    "black": (28, 28, 30),
    "purple": (116, 44, 160),
    "yellow": (244, 204, 40),
    "orange": (240, 130, 30),
    "brown": (120, 72, 36),
    "lightblue": (110, 180, 230),
}


def chip_rgb(name: str) -> RGB:
    return CHIP_COLOURS.get(name.lower().replace(" ", ""), (180, 180, 180))


def _ink_on(colour: RGB) -> RGB:
    """Dark print on light chips, white print on dark ones."""
    r, g, b = colour
    return (20, 20, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 250, 250)


def shade(colour: RGB, factor: float) -> RGB:
    return (
        max(0, min(255, int(colour[0] * factor))),
        max(0, min(255, int(colour[1] * factor))),
        max(0, min(255, int(colour[2] * factor))),
    )


# --------------------------------------------------------------------------- text


@cache
def font(px: int, bold: bool = False) -> pygame.font.Font:
    f = pygame.font.Font(None, max(6, px))
    f.set_bold(bold)
    return f


@lru_cache(maxsize=KEEP_TEXTS)
def text_surface(
    s: str, px: int, colour: RGB = LINE, bold: bool = False, angle: float = 0.0
) -> pygame.Surface:
    # pygame's default font draws glyphs at about 0.7 of the requested size: ask for more
    surf = font(int(px * 1.4), bold).render(s, True, colour)
    if angle:
        surf = pygame.transform.rotozoom(surf, angle, 1.0)
    return surf


def draw_text(
    target: pygame.Surface,
    s: str,
    pos: tuple[float, float],
    px: int,
    colour: RGB = LINE,
    bold: bool = False,
    angle: float = 0.0,
    anchor: str = "center",
) -> pygame.Rect:
    surf = text_surface(s, max(6, int(px)), colour, bold, round(angle, 1))
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    target.blit(surf, rect)
    return rect


def fit_text(s: str, max_w: int, px: int, bold: bool = True) -> int:
    """The largest pixel size <= px at which `s` fits in max_w."""
    while px > 6 and text_surface(s, px, (0, 0, 0), bold).get_width() > max_w:
        px -= 1
    return px


def draw_fitted(
    target: pygame.Surface,
    s: str,
    centre: tuple[float, float],
    max_w: int,
    px: int,
    colour: RGB = LINE,
    bold: bool = True,
) -> None:
    """`s` centred at `centre`, as large as fits `max_w` up to `px`, on one line or on two
    (split at the space nearest its middle, the second below), whichever prints it larger:
    a narrow box's words stay readable and never print over their neighbour's (the craps
    strips in a small window)."""
    one = fit_text(s, max_w, px, bold)
    fits = text_surface(s, one, colour, bold).get_width() <= max_w
    spaces = [i for i, c in enumerate(s) if c == " "]
    if spaces:
        cut = min(spaces, key=lambda i: abs(i - len(s) / 2))
        lines = (s[:cut], s[cut + 1 :])
        two = min(fit_text(line, max_w, px, bold) for line in lines)
        if two > one or not fits:
            x, y = centre  # the first line where the one line would be: the top stays clear
            for line, dy in zip(lines, (0.0, two * 1.1), strict=True):
                draw_text(target, line, (x, y + dy), two, colour, bold)
            return
    draw_text(target, s, centre, one, colour, bold)


# --------------------------------------------------------------------------- shapes


def smooth(draw_big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(draw_big, size)


def suit_polygon_points(
    suit: str, cx: float, cy: float, r: float
) -> list[list[tuple[float, float]]]:
    """Outlines of a suit symbol of radius r as polygons (circles approximated), so they can
    be filled by `pygame.draw.polygon`."""

    def circle(x: float, y: float, rr: float) -> list[tuple[float, float]]:
        return [
            (x + rr * math.cos(a / 24 * math.tau), y + rr * math.sin(a / 24 * math.tau))
            for a in range(24)
        ]

    if suit == "d":
        return [[(cx, cy - r), (cx + r * 0.75, cy), (cx, cy + r), (cx - r * 0.75, cy)]]
    if suit == "h":
        lobes = [
            circle(cx - r * 0.45, cy - r * 0.3, r * 0.5),
            circle(cx + r * 0.45, cy - r * 0.3, r * 0.5),
        ]
        point = [(cx - r * 0.93, cy - r * 0.12), (cx + r * 0.93, cy - r * 0.12), (cx, cy + r)]
        return [*lobes, point]
    if suit == "s":
        lobes = [
            circle(cx - r * 0.45, cy + r * 0.2, r * 0.48),
            circle(cx + r * 0.45, cy + r * 0.2, r * 0.48),
        ]
        top = [(cx, cy - r), (cx + r * 0.92, cy + r * 0.06), (cx - r * 0.92, cy + r * 0.06)]
        stem = [(cx, cy + r * 0.2), (cx + r * 0.35, cy + r), (cx - r * 0.35, cy + r)]
        return [*lobes, top, stem]
    # clubs
    lobes = [
        circle(cx, cy - r * 0.5, r * 0.42),
        circle(cx - r * 0.5, cy + r * 0.15, r * 0.42),
        circle(cx + r * 0.5, cy + r * 0.15, r * 0.42),
        circle(cx, cy + r * 0.05, r * 0.25),
    ]
    stem = [(cx, cy), (cx + r * 0.33, cy + r), (cx - r * 0.33, cy + r)]
    return [*lobes, stem]


@cache
def suit_symbol(suit: str, size: int) -> pygame.Surface:
    """A suit symbol `size` pixels square, anti-aliased."""
    colour = CARD_RED if suit in "hd" else CARD_BLACK
    big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
    r = size * SUPER / 2
    for poly in suit_polygon_points(suit, r, r, r * 0.95):
        pygame.draw.polygon(big, colour, poly)
    return smooth(big, (size, size))


# --------------------------------------------------------------------------- cards

CARD_RATIO = 1.4
RANK_LABEL = {"T": "10"}
PIP_LAYOUT: dict[str, list[tuple[float, float]]] = {
    "A": [(0.5, 0.5)],
    "2": [(0.5, 0.2), (0.5, 0.8)],
    "3": [(0.5, 0.2), (0.5, 0.5), (0.5, 0.8)],
    "4": [(0.3, 0.2), (0.7, 0.2), (0.3, 0.8), (0.7, 0.8)],
    "5": [(0.3, 0.2), (0.7, 0.2), (0.5, 0.5), (0.3, 0.8), (0.7, 0.8)],
    "6": [(0.3, 0.2), (0.7, 0.2), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)],
    "7": [(0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)],
    "8": [
        (0.3, 0.2),
        (0.7, 0.2),
        (0.5, 0.35),
        (0.3, 0.5),
        (0.7, 0.5),
        (0.5, 0.65),
        (0.3, 0.8),
        (0.7, 0.8),
    ],
    "9": [
        (0.3, 0.2),
        (0.7, 0.2),
        (0.3, 0.4),
        (0.7, 0.4),
        (0.5, 0.5),
        (0.3, 0.6),
        (0.7, 0.6),
        (0.3, 0.8),
        (0.7, 0.8),
    ],
    "T": [
        (0.3, 0.2),
        (0.7, 0.2),
        (0.5, 0.3),
        (0.3, 0.4),
        (0.7, 0.4),
        (0.3, 0.6),
        (0.7, 0.6),
        (0.5, 0.7),
        (0.3, 0.8),
        (0.7, 0.8),
    ],
}
FACE_DOWN = ("", "XX", "??", "back", "back:red", "back:blue")


def is_face_down(code: str) -> bool:
    return code in FACE_DOWN or code.startswith("back")


def card_size(width: int) -> tuple[int, int]:
    return width, int(width * CARD_RATIO)


@lru_cache(maxsize=KEEP)
def card_surface(code: str, width: int, back: str = "red") -> pygame.Surface:
    """A card `width` pixels wide: face for a code like "Ts", back for "XX" / "back:blue".

    Big corner indices (rank and suit) so a croupier reads a card at 1024x700 as at a table.
    """
    w, h = card_size(width)
    S = SUPER
    big = pygame.Surface((w * S, h * S), pygame.SRCALPHA)
    radius = max(2, w * S // 9)
    if is_face_down(code):
        colour_name = code.split(":", 1)[1] if ":" in code else back
        colour = BACKS.get(colour_name, BACKS["red"])
        pygame.draw.rect(big, (250, 250, 250), big.get_rect(), border_radius=radius)
        inner = big.get_rect().inflate(-w * S // 8, -w * S // 8)
        pygame.draw.rect(big, colour, inner, border_radius=radius // 2)
        step = max(4, w * S // 7)
        light = shade(colour, 1.45)
        clip = big.get_clip()
        big.set_clip(inner)
        for k in range(-h * S, w * S + h * S, step):
            pygame.draw.line(
                big,
                light,
                (inner.left + k, inner.top),
                (inner.left + k + inner.height, inner.bottom),
                max(1, S),
            )
            pygame.draw.line(
                big,
                light,
                (inner.left + k, inner.bottom),
                (inner.left + k + inner.height, inner.top),
                max(1, S),
            )
        big.set_clip(clip)
        pygame.draw.rect(big, (90, 90, 90), big.get_rect(), width=S, border_radius=radius)
        return smooth(big, (w, h))
    rank, suit = code[0].upper(), code[1].lower()
    ink = CARD_RED if suit in "hd" else CARD_BLACK
    pygame.draw.rect(big, (252, 252, 248), big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, (120, 120, 120), big.get_rect(), width=S, border_radius=radius)
    surf = smooth(big, (w, h))
    label = RANK_LABEL.get(rank, rank)
    idx_px = max(8, int(w * 0.34))
    if label == "10":
        idx_px = max(8, int(w * 0.3))
    text = text_surface(label, idx_px, ink, True)
    surf.blit(text, (int(w * 0.07), int(w * 0.05)))
    small = max(5, int(w * 0.2))
    surf.blit(suit_symbol(suit, small), (int(w * 0.08), int(w * 0.06) + text.get_height() - 2))
    # mirrored index, bottom right
    surf.blit(
        pygame.transform.rotate(text, 180),
        (w - int(w * 0.07) - text.get_width(), h - int(w * 0.05) - text.get_height()),
    )
    if rank in "JQK":
        frame = pygame.Rect(int(w * 0.3), int(h * 0.2), int(w * 0.6), int(h * 0.62))
        pygame.draw.rect(surf, (250, 236, 190), frame)
        pygame.draw.rect(surf, ink, frame, 1)
        letter = text_surface(rank, int(w * 0.45), ink, True)
        surf.blit(
            letter, letter.get_rect(center=(frame.centerx, frame.centery - frame.height * 0.12))
        )
        pip = suit_symbol(suit, max(5, int(w * 0.22)))
        surf.blit(pip, pip.get_rect(center=(frame.centerx, frame.bottom - frame.height * 0.22)))
    else:
        area = pygame.Rect(int(w * 0.3), int(h * 0.08), int(w * 0.62), int(h * 0.84))
        pip_size = max(5, int(w * (0.42 if rank == "A" else 0.2)))
        pip = suit_symbol(suit, pip_size)
        for fx, fy in PIP_LAYOUT[rank]:
            surf.blit(
                pip, pip.get_rect(center=(area.left + fx * area.width, area.top + fy * area.height))
            )
    return surf


# --------------------------------------------------------------------------- chips


def chip_label(value: Decimal) -> str:
    if value >= 1000 and value % 1000 == 0:
        return f"{int(value // 1000)}K"
    if value == value.to_integral_value():
        return str(int(value))
    text = f"{value:.2f}"
    return text[1:] if text.startswith("0.") else text


@lru_cache(maxsize=KEEP)
def chip_surface(value: Decimal, colour: str, diameter: int) -> pygame.Surface:
    """A chip seen from above: body in the rulebook colour, edge inserts, value printed."""
    d = diameter
    S = SUPER
    big = pygame.Surface((d * S, d * S), pygame.SRCALPHA)
    c = d * S / 2
    body = chip_rgb(colour)
    ink = _ink_on(body)
    insert = (
        (250, 250, 250) if ink != (250, 250, 250) or body == CHIP_COLOURS["black"] else (30, 30, 30)
    )
    if body == CHIP_COLOURS["white"]:
        insert = (40, 80, 190)
    pygame.draw.circle(big, shade(body, 0.55), (c, c), c)
    pygame.draw.circle(big, body, (c, c), c * 0.94)
    for k in range(6):
        a = k / 6 * math.tau
        pts = []
        for da in (-0.17, 0.17):
            for rr in (0.94, 0.7):
                pts.append(
                    (
                        c + c * rr * math.cos(a + da * (1 if rr == 0.94 else 0.8)),
                        c + c * rr * math.sin(a + da * (1 if rr == 0.94 else 0.8)),
                    )
                )
        pygame.draw.polygon(big, insert, [pts[0], pts[2], pts[3], pts[1]])
    pygame.draw.circle(
        big, shade(body, 1.15) if sum(body) < 600 else shade(body, 0.95), (c, c), c * 0.6
    )
    pygame.draw.circle(big, ink, (c, c), c * 0.6, max(1, S))
    surf = smooth(big, (d, d))
    label = chip_label(value)
    px = fit_text(label, int(d * 0.56), int(d * 0.42))
    t = text_surface(label, px, ink, True)
    surf.blit(t, t.get_rect(center=(d / 2, d / 2 + 1)))
    return surf


def chip_step(diameter: int) -> int:
    """How much of a chip's edge shows in a stack: a fifth of its diameter (at least three
    pixels), so a croupier counts the chips of a stack as he would at the table."""
    return max(3, round(diameter * 0.2))


@lru_cache(maxsize=KEEP)
def chip_side(colour: str, diameter: int) -> pygame.Surface:
    """A chip seen from above and a little in front: its top face's circle and, below it,
    its edge (the band a stack shows of each chip), with the edge spots of a casino chip and
    a dark seam at the bottom where the chip below begins.

    The surface is `diameter` wide and `diameter + chip_step(diameter)` high; the top face is
    the circle of the upper `diameter` pixels (drawn over by `chip_surface` on a stack's top
    chip, or hidden by the edge of the chip above)."""
    d, step, S = diameter, chip_step(diameter), SUPER
    w, h, r, t = d * S, (d + step) * S, d * S / 2, step * S
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    body = chip_rgb(colour)
    seam = max(S, round(t * 0.22))
    pygame.draw.rect(big, shade(body, 0.32), (0, r, w, t))
    pygame.draw.circle(big, shade(body, 0.32), (r, r + t), r)
    side = shade(body, 0.92)
    pygame.draw.rect(big, side, (S // 2, r - S, w - S, t - seam + S))
    pygame.draw.circle(big, side, (r, r + t - seam), r - S / 2)
    spot = _edge_spot(body)
    for a in (math.pi / 6, math.pi / 2, 5 * math.pi / 6):  # the spots on the front half
        xs = [r + (r - S) * math.cos(a + da) for da in (0.16, 0.08, 0.0, -0.08, -0.16)]
        top = [(x, r + math.sqrt(max(0.0, r * r - (x - r) ** 2)) + S) for x in xs]
        bottom = [(x, y + t - seam - 2 * S) for x, y in reversed(top)]
        pygame.draw.polygon(big, spot, top + bottom)
    # a cylinder's light: brighter a little left of the middle, darker at both sides
    light = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(w):
        u = (x / w - 0.42) / 0.58
        f = max(0, min(255, round(255 * (1.12 - 0.5 * u * u))))
        pygame.draw.line(light, (f, f, f, 255), (x, 0), (x, h))
    big.blit(light, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return smooth(big, (d, d + step))


def _edge_spot(body: RGB) -> RGB:
    """The colour of a chip's edge spots: white on dark chips, blue on white ones."""
    if body == CHIP_COLOURS["white"]:
        return (40, 80, 190)
    return (245, 245, 245) if sum(body) < 600 else (40, 70, 180)


COLUMN_MAX = 5  # chips of one value in a column before another column starts (counted at a glance)
COLUMN_STEP = 0.8  # columns overlap a little, never over the value printed on a top chip

Column = tuple[tuple[Decimal, str], ...]  # chips bottom to top: (value, rulebook colour)
ChipRect = tuple[Decimal, tuple[int, int, int, int]]  # a chip's value and its x, y, w, h


def columns_by_value(chips: Sequence[tuple[Decimal, str]]) -> tuple[Column, ...]:
    """Chips (largest first) as a croupier sets them out: a column per value, a new column
    after `COLUMN_MAX` chips of one value."""
    columns: list[list[tuple[Decimal, str]]] = []
    for chip in chips:
        if columns and columns[-1][0][0] == chip[0] and len(columns[-1]) < COLUMN_MAX:
            columns[-1].append(chip)
        else:
            columns.append([chip])
    return tuple(tuple(col) for col in columns)


def stack_surface(chips: Sequence[tuple[Decimal, str]], diameter: int) -> pygame.Surface:
    """Chips set out in columns by value (`columns_by_value`), largest on the left."""
    return stack_columns(columns_by_value(chips), diameter)[0]


@lru_cache(maxsize=KEEP)
def stack_columns(
    columns: tuple[Column, ...], diameter: int
) -> tuple[pygame.Surface, tuple[ChipRect, ...]]:
    """Columns of chips side by side, left to right, standing on one line: every chip's edge
    shows (`chip_step` pixels), the top chip of each column shows its face and value. Also
    where each chip lies in the surface (its whole body, face and edge), for the tests that
    read a stack back."""
    d, step = diameter, chip_step(diameter)
    columns = columns or ((),)
    gap = round(d * COLUMN_STEP)
    tallest = max(len(col) for col in columns)
    width = d + gap * (len(columns) - 1)
    height = d + step * max(1, tallest)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    rects: list[ChipRect] = []
    for ci, col in enumerate(columns):
        x = ci * gap
        for i, (value, colour) in enumerate(col):
            y = height - d - step * (i + 1)
            surf.blit(chip_side(colour, d), (x, y))
            if i == len(col) - 1:
                surf.blit(chip_surface(value, colour, d), (x, y))
            rects.append((value, (x, y, d, d + step)))
    return surf, tuple(rects)


# --------------------------------------------------------------------------- dice, puck, dolly

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


@cache
def die_surface(value: int, size: int, angle: int = 0) -> pygame.Surface:
    """A casino die (translucent red with white pips) showing `value`, rotated by angle."""
    S = SUPER
    big = pygame.Surface((size * S, size * S), pygame.SRCALPHA)
    rect = big.get_rect()
    pygame.draw.rect(big, (150, 10, 20), rect, border_radius=size * S // 6)
    pygame.draw.rect(big, (214, 30, 40), rect.inflate(-S * 3, -S * 3), border_radius=size * S // 7)
    for fx, fy in PIPS[value]:
        pygame.draw.circle(big, (250, 250, 250), (fx * size * S, fy * size * S), size * S * 0.09)
    surf = smooth(big, (size, size))
    if angle:
        surf = pygame.transform.rotate(surf, angle)
    return surf


@cache
def puck_surface(on: bool, diameter: int) -> pygame.Surface:
    """The craps marker: white "ON" on the point, black "OFF" when there is none."""
    S = SUPER
    d = diameter
    big = pygame.Surface((d * S, d * S), pygame.SRCALPHA)
    c = d * S / 2
    face = (248, 248, 248) if on else (24, 24, 24)
    pygame.draw.circle(big, (90, 90, 90), (c, c), c)
    pygame.draw.circle(big, face, (c, c), c * 0.9)
    surf = smooth(big, (d, d))
    label = "ON" if on else "OFF"
    t = text_surface(
        label,
        fit_text(label, int(d * 0.7), int(d * 0.4)),
        (20, 20, 20) if on else (250, 250, 250),
        True,
    )
    surf.blit(t, t.get_rect(center=(d / 2, d / 2 + 1)))
    return surf


@cache
def dolly_surface(diameter: int) -> pygame.Surface:
    """The dolly (the marker set on the winning number): a clear crystal piece with a gold
    crown, seen from above; what it stands on shows through the crystal."""
    S = SUPER
    d = diameter
    big = pygame.Surface((d * S, d * S), pygame.SRCALPHA)
    c = d * S / 2
    pygame.draw.circle(big, (0, 0, 0, 50), (c + S * 2, c + S * 2), c * 0.95)
    pygame.draw.circle(big, (235, 245, 255, 110), (c, c), c * 0.92)
    pygame.draw.circle(big, (150, 170, 200), (c, c), c * 0.92, S * 2)
    pygame.draw.circle(big, GOLD, (c, c), c * 0.4)
    pygame.draw.circle(big, (150, 110, 20), (c, c), c * 0.4, S * 2)
    pygame.draw.circle(big, (255, 255, 255), (c - c * 0.15, c - c * 0.15), c * 0.14)
    return smooth(big, (d, d))


@cache
def ball_surface(diameter: int) -> pygame.Surface:
    S = SUPER
    d = max(4, diameter)
    big = pygame.Surface((d * S, d * S), pygame.SRCALPHA)
    c = d * S / 2
    pygame.draw.circle(big, (150, 150, 150), (c, c), c)
    pygame.draw.circle(big, (252, 252, 252), (c - S, c - S), c * 0.82)
    return smooth(big, (d, d))


# --------------------------------------------------------------------------- table pieces


def aa_polygon(
    target: pygame.Surface,
    colour: RGB | tuple[int, int, int, int],
    points: Sequence[tuple[float, float]],
    width: int = 0,
) -> None:
    pygame.draw.polygon(target, colour, points, width)
    if width == 0 and len(colour) == 3:
        pygame.draw.aalines(target, colour, True, points)


def highlight_outline(target: pygame.Surface, rect: pygame.Rect, width: int = 3) -> None:
    pygame.draw.rect(target, GOLD, rect.inflate(width * 2, width * 2), width, border_radius=6)


def felt_background(size: tuple[int, int], colour: RGB = FELT) -> pygame.Surface:
    """Cloth with a soft vignette: lighter in the middle, darker at the rail."""
    w, h = size
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            dx = (x - 15.5) / 16
            dy = (y - 8.5) / 9
            f = 1.12 - 0.3 * min(1.0, dx * dx * 0.8 + dy * dy * 0.8)
            small.set_at((x, y), shade(colour, f))
    return pygame.transform.smoothscale(small, (w, h))
