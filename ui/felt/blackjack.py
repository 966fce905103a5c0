"""The blackjack table: a half-moon with the croupier at the straight edge.

Seven boxes (the rulebook's number, BJ-03) on an arc, box 1 on the croupier's left, which is
the viewer's right (BJ-05: the deal starts there). In front of each box, towards the
croupier, its cards; the insurance line between the boxes and the croupier (BJ-11); small
circles behind each box for the side bets (BJ-16 over/under 13, BJ-17 sevens, BJ-18
progressive). The croupier's chip float, the shoe on his left and the discard holder on his
right. The dealer holds one card while the players act (BJ-05, no hole card): the scene's
"dealer" hand is drawn as given.

Where a scene's cards and chips go is worked out per scene by `ui.felt.blackjack_seats`: a
box's split hands side by side, each with its own bets in front of it, clear of the
neighbouring boxes (see that module).
"""

from __future__ import annotations

import math
from decimal import Decimal, InvalidOperation

import pygame

from trainer.money import ChipSet, format_amount
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, HandSlot, Layout, Sprite, TableRenderer
from ui.felt.blackjack_geometry import (
    BOX_H,
    BOX_R,
    BOX_W,
    CARD_R,
    CARD_W,
    CASCADE,
    CHIP_D,
    DEALER,
    DISCARD,
    FLOAT,
    INS_R,
    JACKPOT,
    JACKPOT_H,
    JACKPOT_W,
    SHOE,
    SIDE_BETS,
    TABLE,
    box_angles,
    circle_pt,
    inward,
    side_circle,
    tangent,
)
from ui.felt.blackjack_seats import Seating
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
from ui.felt.words import felt_words

CIRCLE = Ellipse(TABLE.cx, TABLE.cy, 1, 1)  # for text printed on circular arcs


class BlackjackRenderer(TableRenderer):
    game = "blackjack"

    def __init__(self, rulebook: Rulebook) -> None:
        self.rules = rulebook.blackjack
        self.chips = rulebook.chip_set
        self.angles = box_angles(self.rules.boxes)
        self._seating: Seating | None = None

    def layout(self, frame: Frame) -> Layout:
        bg = pygame.Surface((frame.width, frame.height))
        draw_halfmoon(bg, frame, TABLE)
        hits = HitMap()
        spots: dict[str, Point] = {}
        hands: dict[str, HandSlot] = {}
        s = frame.scale
        draw_shoe(bg, frame, SHOE, label=self.words("shoe"))
        draw_discard(bg, frame, DISCARD, self.words("discard"))
        draw_float(bg, frame, hits, FLOAT, self.chips)
        self._print(bg, frame)
        self._insurance_band(bg, frame)
        for i, theta in enumerate(self.angles, start=1):
            self._box(bg, frame, hits, spots, i, theta)
            c = frame.p(*circle_pt(CARD_R, theta))
            hands[f"box{i}"] = HandSlot(c, (CASCADE[0] * s, CASCADE[1] * s), frame.s(CARD_W))
            # where the box's first card goes, clickable as its hand (a table session deals
            # there, BJ-05): a big bet's chips can cover the whole box
            cx, cy = circle_pt(CARD_R, theta)
            place = frame.r(cx - CARD_W * 0.6, cy - CARD_W * 0.8, CARD_W * 1.2, CARD_W * 1.6)
            hits.add_rect(f"box{i}:cards", *place)
        hands["dealer"] = HandSlot(frame.p(*DEALER), (CARD_W * 0.72 * s, 0), frame.s(CARD_W))
        # where the dealer's cards go, clickable before his first card (a table session)
        hits.add_rect("dealer", *frame.r(DEALER[0] - 34, DEALER[1] - 46, 4 * CARD_W, 92))
        return Layout(
            frame,
            bg,
            hits,
            spots,
            hands,
            frame.s(CHIP_D),
            frame.s(CARD_W),
            shoe=frame.p(*SHOE),
            tray=frame.p(*FLOAT),
            discard=frame.p(*DISCARD),
        )

    # ------------------------------------------------------------------ static print

    def _print(self, bg: pygame.Surface, frame: Frame) -> None:
        bj = self.rules.blackjack_pays
        pays = self.words("blackjack.pays", to=bj.to, per=bj.per)
        arc_text(bg, frame, CIRCLE, pays, 205, math.pi / 2, 26, art.GOLD)
        rule = self.words(
            "blackjack.stands_17" if self.rules.dealer_stands_soft_17 else "blackjack.draws_soft_17"
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
        text = self.words("blackjack.insurance", to=ins.to, per=ins.per)
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
        t = tangent(theta)
        centre = circle_pt(BOX_R, theta)
        poly = frame.pts(oriented(centre, t, BOX_W, BOX_H))
        pygame.draw.polygon(bg, art.FELT_LIGHT, poly)
        pygame.draw.polygon(bg, art.LINE, poly, frame.s(3))
        n = inward(theta)
        label_at = (centre[0] - n[0] * 30, centre[1] - n[1] * 30)
        art.draw_text(bg, str(i), frame.p(*label_at), frame.s(18), art.LINE, True, angle_of(t))
        hits.add_poly(f"box{i}", poly)
        # the main bet towards the croupier, a double just behind it towards the player
        spots[f"box{i}"] = frame.p(centre[0] + n[0] * 12, centre[1] + n[1] * 12)
        spots[f"box{i}:double"] = frame.p(centre[0] - n[0] * 22, centre[1] - n[1] * 22)
        # insurance: the stretch of the line in front of the box
        a = self.angles[1] - self.angles[0]
        sector = [circle_pt(INS_R + 20, theta + a * k / 8) for k in range(-3, 4)]
        sector += [circle_pt(INS_R - 20, theta + a * k / 8) for k in range(3, -4, -1)]
        hits.add_poly(f"box{i}:insurance", frame.pts(sector))
        spots[f"box{i}:insurance"] = frame.p(*circle_pt(INS_R, theta))
        for k, (suffix, label) in enumerate(SIDE_BETS):
            cp = frame.p(*side_circle(theta, k))
            r = frame.s(15)
            pygame.draw.circle(bg, art.FELT_DARK, cp, r)
            pygame.draw.circle(
                bg, art.GOLD if suffix == "progressive" else art.LINE, cp, r, frame.s(2)
            )
            art.draw_text(bg, label, cp, frame.s(11), art.LINE, True, angle_of(t))
            hits.add_circle(f"box{i}:{suffix}", cp, r)
            spots[f"box{i}:{suffix}"] = cp

    # ------------------------------------------------------------------ scene

    def sprites(self, scene: Scene, layout: Layout, chips: ChipSet) -> list[Sprite]:
        """Seat the scene first (every hand's cards and every bet's chips), then draw the
        cards in dealing order and the chips in the scene's order."""
        self._seating = Seating(self, self.angles, scene, layout, chips)
        out = self.card_sprites(scene, layout)
        out += self._seating.chip_sprites()
        out += self._seating.tag_sprites()
        meter = jackpot_meter(scene, layout, self.locale)
        if meter is not None:
            out.append(meter)
        return out

    def hand_slot(self, scene: Scene, layout: Layout, hand: str) -> HandSlot | None:
        seating = self._seating
        if seating is None or seating.scene is not scene or seating.layout is not layout:
            seating = self._seating = Seating(self, self.angles, scene, layout, self.chips)
        return seating.slots.get(hand)


METER_INK = (255, 176, 32)  # the amber of a casino's LED meter


def jackpot_meter(scene: Scene, layout: Layout, locale: str = "en") -> Sprite | None:
    """BJ-17: the sevens jackpot meter with the amount the scene gives (`info["jackpot"]`),
    between the discard holder and the croupier's float, where every box can read it, in
    the trainee's language as the table's print is ("31.245,50 €", "€31,245.50")."""
    raw = scene.info.get("jackpot")
    if raw is None:
        return None
    try:
        amount = format_amount(Decimal(raw), locale)
    except (InvalidOperation, ValueError):  # not an amount, or a fraction of a cent
        return None
    f = layout.frame
    w, h = f.s(JACKPOT_W), f.s(JACKPOT_H)
    panel = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = f.s(8)
    pygame.draw.rect(panel, (14, 14, 16, 240), panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, art.GOLD, panel.get_rect(), f.s(2), border_radius=radius)
    title = felt_words("blackjack.jackpot", locale)
    art.draw_text(panel, title, (w / 2, h * 0.27), f.s(12), art.GOLD, True)
    px = art.fit_text(amount, w - f.s(16), f.s(24))
    art.draw_text(panel, amount, (w / 2, h * 0.66), px, METER_INK, True)
    return Sprite("jackpot", panel, f.p(*JACKPOT), "label")
