"""The blackjack table: a half-moon with the croupier at the straight edge.

Seven boxes (the rulebook's number, BJ-03) on an arc, box 1 on the croupier's left, which is
the viewer's right (BJ-05: the deal starts there). In front of each box, towards the
croupier, its cards; the insurance line between the boxes and the croupier (BJ-11); small
circles behind each box for the side bets (BJ-16 over/under 13, BJ-17 sevens, BJ-18
progressive). The croupier's chip float, the shoe on his left and the discard holder on his
right. The dealer holds one card while the players act (BJ-05, no hole card): the scene's
"dealer" hand is drawn as given.
"""

from __future__ import annotations

import math
import re

import pygame

from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, HandSlot, Layout, TableRenderer
from ui.felt.furniture import (
    Ellipse,
    angle_of,
    arc_text,
    draw_discard,
    draw_float,
    draw_halfmoon,
    draw_shoe,
    oriented,
)
from ui.felt.hits import HitMap, Point

TABLE = Ellipse(640, 40, 610, 640)
BOX_R = 468
CARD_R = 380
INS_R = 300
SIDE_R = 550
BOX_W, BOX_H = 120, 84
CARD_W = 56
CHIP_D = 38
SHOE = (1150, 88)
CASCADE = (15, -13)  # each card a little right of and above the one before
SIDE_BETS = (("under13", "<13"), ("over13", ">13"), ("sevens", "7"), ("progressive", "P"))
CIRCLE = Ellipse(TABLE.cx, TABLE.cy, 1, 1)  # for text printed on circular arcs
SPOT_RE = re.compile(r"^box(\d+)(?:-h(\d+))?(?::(\w+))?$")


def box_angles(boxes: int) -> list[float]:
    """Box 1 at the viewer's right (small angle), the last box at the left."""
    a0, a1 = 0.36, math.pi - 0.36
    return [a0 + (a1 - a0) * i / (boxes - 1) for i in range(boxes)]


def _circle_pt(r: float, theta: float) -> Point:
    return TABLE.cx + r * math.cos(theta), TABLE.cy + r * math.sin(theta)


def _tangent(theta: float) -> Point:
    return math.sin(theta), -math.cos(theta)


def _inward(theta: float) -> Point:
    return -math.cos(theta), -math.sin(theta)


class BlackjackRenderer(TableRenderer):
    game = "blackjack"

    def __init__(self, rulebook: Rulebook) -> None:
        self.rules = rulebook.blackjack
        self.chips = rulebook.chip_set
        self.angles = box_angles(self.rules.boxes)

    def layout(self, frame: Frame) -> Layout:
        bg = pygame.Surface((frame.width, frame.height))
        draw_halfmoon(bg, frame, TABLE)
        hits = HitMap()
        spots: dict[str, Point] = {}
        hands: dict[str, HandSlot] = {}
        s = frame.scale
        draw_shoe(bg, frame, SHOE)
        draw_discard(bg, frame, (170, 92))
        draw_float(bg, frame, hits, (640, 70), self.chips)
        self._print(bg, frame)
        self._insurance_band(bg, frame)
        for i, theta in enumerate(self.angles, start=1):
            self._box(bg, frame, hits, spots, i, theta)
            c = frame.p(*_circle_pt(CARD_R, theta))
            hands[f"box{i}"] = HandSlot(c, (CASCADE[0] * s, CASCADE[1] * s), frame.s(CARD_W))
        hands["dealer"] = HandSlot(frame.p(604, 168), (CARD_W * 0.72 * s, 0), frame.s(CARD_W))
        layout = Layout(
            frame,
            bg,
            hits,
            spots,
            hands,
            frame.s(CHIP_D),
            frame.s(CARD_W),
            shoe=frame.p(*SHOE),
            tray=frame.p(640, 70),
            discard=frame.p(170, 92),
        )
        return layout

    # ------------------------------------------------------------------ static print

    def _print(self, bg: pygame.Surface, frame: Frame) -> None:
        bj = self.rules.blackjack_pays
        arc_text(
            bg, frame, CIRCLE, f"BLACKJACK PAYS {bj.to} TO {bj.per}", 205, math.pi / 2, 26, art.GOLD
        )
        rule = (
            "DEALER STANDS ON ALL 17s"
            if self.rules.dealer_stands_soft_17
            else "DEALER DRAWS TO SOFT 17"
        )
        arc_text(bg, frame, CIRCLE, rule, 240, math.pi / 2, 17)

    def _insurance_band(self, bg: pygame.Surface, frame: Frame) -> None:
        ins = self.rules.insurance_pays
        c = frame.p(TABLE.cx, TABLE.cy)
        for r in (INS_R - 20, INS_R + 20):
            rr = r * frame.scale
            pygame.draw.arc(
                bg,
                art.LINE,
                pygame.Rect(c[0] - rr, c[1] - rr, 2 * rr, 2 * rr),
                math.pi + 0.3,
                math.tau - 0.3,
                frame.s(2),
            )
        text = f"INSURANCE PAYS {ins.to} TO {ins.per}"
        arc_text(bg, frame, CIRCLE, text, INS_R, math.pi / 2, 15)

    def _box(
        self,
        bg: pygame.Surface,
        frame: Frame,
        hits: HitMap,
        spots: dict[str, Point],
        i: int,
        theta: float,
    ) -> None:
        t = _tangent(theta)
        centre = _circle_pt(BOX_R, theta)
        poly = frame.pts(oriented(centre, t, BOX_W, BOX_H))
        pygame.draw.polygon(bg, art.FELT_LIGHT, poly)
        pygame.draw.polygon(bg, art.LINE, poly, frame.s(3))
        n = _inward(theta)
        label_at = (centre[0] - n[0] * 30, centre[1] - n[1] * 30)
        art.draw_text(bg, str(i), frame.p(*label_at), frame.s(18), art.LINE, True, angle_of(t))
        hits.add_poly(f"box{i}", poly)
        # the main bet towards the croupier, a double just behind it towards the player
        spots[f"box{i}"] = frame.p(centre[0] + n[0] * 12, centre[1] + n[1] * 12)
        spots[f"box{i}:double"] = frame.p(centre[0] - n[0] * 22, centre[1] - n[1] * 22)
        # insurance: the stretch of the line in front of the box
        a = self.angles[1] - self.angles[0]
        sector = [_circle_pt(INS_R + 20, theta + a * k / 8) for k in range(-3, 4)]
        sector += [_circle_pt(INS_R - 20, theta + a * k / 8) for k in range(3, -4, -1)]
        hits.add_poly(f"box{i}:insurance", frame.pts(sector))
        spots[f"box{i}:insurance"] = frame.p(*_circle_pt(INS_R, theta))
        for k, (suffix, label) in enumerate(SIDE_BETS):
            off = (k - 1.5) * 36
            p = _circle_pt(SIDE_R, theta)
            p = (p[0] + t[0] * off, p[1] + t[1] * off)
            cp = frame.p(*p)
            r = frame.s(15)
            pygame.draw.circle(bg, art.FELT_DARK, cp, r)
            pygame.draw.circle(
                bg, art.GOLD if suffix == "progressive" else art.LINE, cp, r, frame.s(2)
            )
            art.draw_text(bg, label, cp, frame.s(11), art.LINE, True, angle_of(t))
            hits.add_circle(f"box{i}:{suffix}", cp, r)
            spots[f"box{i}:{suffix}"] = cp

    # ------------------------------------------------------------------ scene

    def _split_offset(self, scene: Scene, box: int, hand: int | None) -> float:
        """Split hands of a box sit side by side, the first played (h1) on the player's
        right (BJ-13: hands are played from the player's right)."""
        if hand is None:
            return 0.0
        count = sum(1 for h in scene.hands if h.startswith(f"box{box}-h"))
        count = max(count, hand)
        return ((count - 1) / 2 - (hand - 1)) * 72

    def hand_slot(self, scene: Scene, layout: Layout, hand: str) -> HandSlot | None:
        m = SPOT_RE.match(hand)
        if hand == "dealer" or not m:
            return layout.hands.get(hand)
        box = int(m.group(1))
        if box > len(self.angles):
            return None
        theta = self.angles[box - 1]
        off = self._split_offset(scene, box, int(m.group(2)) if m.group(2) else None)
        base = _circle_pt(CARD_R, theta)
        c = layout.frame.p(base[0] + off, base[1])
        s = layout.frame.scale
        narrow = 0.6 if m.group(2) else 1.0  # split hands sit closer together
        return HandSlot(c, (CASCADE[0] * s * narrow, CASCADE[1] * s), layout.card_w)

    def spot_anchor(self, scene: Scene, layout: Layout, spot: str) -> Point | None:
        m = SPOT_RE.match(spot)
        if not m or not m.group(2):
            return layout.spots.get(spot)
        box, hand, suffix = int(m.group(1)), int(m.group(2)), m.group(3)
        if box > len(self.angles):
            return None
        theta = self.angles[box - 1]
        n = _inward(theta)
        off = self._split_offset(scene, box, hand)
        centre = _circle_pt(BOX_R, theta)
        shift = -22 if suffix == "double" else 12
        centre = (centre[0] + n[0] * shift, centre[1] + n[1] * shift)
        return layout.frame.p(centre[0] + off * 0.6, centre[1])
