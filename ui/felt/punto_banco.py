"""The punto banco table (mini: a half-moon like blackjack, PB-02).

In front of the croupier, the PLAYER and BANKER card boxes, the third card laid sideways as
croupiers do; between them and the float, the numbered commission boxes where banker
commission is kept until it is collected (PB-04). Round the arc, each seat has its three
betting spaces: TIE nearest the croupier, then BANKER, then PLAYER nearest the player; seat 1
on the croupier's left (the viewer's right). The burn card (PB-07) is shown face up by the
discard when the scene's info has "burn".
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from trainer.cards import Card
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, HandSlot, Layout, Sprite, TableRenderer
from ui.felt.furniture import (
    Ellipse,
    angle_of,
    arc_text,
    draw_discard,
    draw_float,
    draw_halfmoon,
    draw_hand_box,
    draw_shoe,
)
from ui.felt.hits import HitMap, Point

TABLE = Ellipse(640, 40, 610, 640)
CIRCLE = Ellipse(640, 40, 1, 1)
BANDS = {"tie": (332, 378), "banker": (378, 448), "player": (448, 522)}
CARD_W = 56
HAND_BOX = {"player": (424, 164, 206, 92), "banker": (650, 164, 206, 92)}


def seat_angles(seats: int) -> list[float]:
    a0, a1 = 0.5, math.pi - 0.5
    return [a0 + (a1 - a0) * i / (seats - 1) for i in range(seats)]


def _pt(r: float, theta: float) -> Point:
    return 640 + r * math.cos(theta), 40 + r * math.sin(theta)


class PuntoBancoRenderer(TableRenderer):
    game = "punto_banco"

    def __init__(self, rulebook: Rulebook) -> None:
        self.rules = rulebook.punto_banco
        self.chips = rulebook.chip_set
        self.angles = seat_angles(self.rules.seats)

    def layout(self, frame: Frame) -> Layout:
        bg = pygame.Surface((frame.width, frame.height))
        draw_halfmoon(bg, frame, TABLE)
        hits = HitMap()
        spots: dict[str, Point] = {}
        hands: dict[str, HandSlot] = {}
        draw_shoe(bg, frame, (1110, 92), label=self.words("shoe"))
        draw_discard(bg, frame, (170, 92), self.words("discard"))
        draw_float(bg, frame, hits, (640, 70), self.chips)
        s = frame.scale
        for name, (x, y, w, h) in HAND_BOX.items():
            title = self.words(f"punto_banco.{name}")
            draw_hand_box(bg, frame, hits, name, title, (x, y, w, h), name != "player")
            hands[name] = HandSlot(
                frame.p(x + 36, y + h / 2), (CARD_W * 0.9 * s, 0), frame.s(CARD_W), turn_from=2
            )
        self._commission_boxes(bg, frame, hits, spots)
        tie = self.rules.tie_pays
        pays = self.words("punto_banco.tie_pays", to=tie.to, per=tie.per)
        banker = self.rules.banker_pays
        rate = f"{self.rules.commission_rate * 100:.0f}"
        commission = self.words("punto_banco.banker_pays", to=banker.to, per=banker.per, rate=rate)
        arc_text(bg, frame, CIRCLE, pays, 268, math.pi / 2, 18, art.GOLD)
        arc_text(bg, frame, CIRCLE, commission, 296, math.pi / 2, 13)
        self._bands(bg, frame)
        for i, theta in enumerate(self.angles, start=1):
            self._seat(bg, frame, hits, spots, i, theta)
        return Layout(
            frame,
            bg,
            hits,
            spots,
            hands,
            frame.s(36),
            frame.s(CARD_W),
            shoe=frame.p(1110, 92),
            tray=frame.p(640, 70),
            discard=frame.p(170, 92),
        )

    def _commission_boxes(
        self, bg: pygame.Surface, frame: Frame, hits: HitMap, spots: dict[str, Point]
    ) -> None:
        n = self.rules.seats
        size = 34
        x0 = 640 - n * (size + 6) / 2
        title = self.words("punto_banco.commission")
        art.draw_text(bg, title, frame.p(640, 113), frame.s(11), art.LINE, True)
        for k in range(n):
            seat = n - k  # seat 1 on the viewer's right, as round the table
            rect = frame.r(x0 + k * (size + 6), 122, size, size)
            pygame.draw.rect(bg, art.LINE, rect, frame.s(2), border_radius=frame.s(4))
            art.draw_text(bg, str(seat), rect.center, frame.s(14), art.LINE, True)
            hits.add_rect(f"seat{seat}:commission", *rect)
            spots[f"seat{seat}:commission"] = rect.center

    def _bands(self, bg: pygame.Surface, frame: Frame) -> None:
        c = frame.p(640, 40)
        a0, a1 = self.angles[0] - 0.13, self.angles[-1] + 0.13
        for r in (BANDS["tie"][0], BANDS["banker"][0], BANDS["player"][0], BANDS["player"][1]):
            rr = r * frame.scale
            # pygame measures arcs anticlockwise with y up: our angles are mirrored
            pygame.draw.arc(
                bg,
                art.LINE,
                pygame.Rect(c[0] - rr, c[1] - rr, 2 * rr, 2 * rr),
                -a1,
                -a0,
                frame.s(3),
            )

    def _seat(
        self,
        bg: pygame.Surface,
        frame: Frame,
        hits: HitMap,
        spots: dict[str, Point],
        i: int,
        theta: float,
    ) -> None:
        half = (self.angles[1] - self.angles[0]) / 2
        for k in (-1, 1):
            a = theta + k * half
            pygame.draw.line(
                bg,
                art.LINE,
                frame.p(*_pt(BANDS["tie"][0], a)),
                frame.p(*_pt(BANDS["player"][1], a)),
                frame.s(2),
            )
        t = (math.sin(theta), -math.cos(theta))
        for name, (r0, r1) in BANDS.items():
            poly = [_pt(r0, theta + half * f / 6) for f in range(-6, 7)]
            poly += [_pt(r1, theta + half * f / 6) for f in range(6, -7, -1)]
            pts = frame.pts(poly)
            if name == "banker":
                pygame.draw.polygon(bg, art.FELT_LIGHT, pts)
            mid = (r0 + r1) / 2
            label_at = _pt(r1 - 12, theta)
            colour = {"tie": art.GOLD, "banker": (250, 220, 120), "player": art.LINE}[name]
            title = self.words(f"punto_banco.{name}")
            px = art.fit_text(title, frame.s(62), frame.s(11))
            art.draw_text(bg, title, frame.p(*label_at), px, colour, True, angle_of(t))
            hits.add_poly(f"seat{i}:{name}", pts)
            spots[f"seat{i}:{name}"] = frame.p(*_pt(mid - 6, theta))
        number_at = _pt(BANDS["player"][1] + 24, theta)
        pygame.draw.circle(bg, art.FELT_DARK, frame.p(*number_at), frame.s(15))
        pygame.draw.circle(bg, art.LINE, frame.p(*number_at), frame.s(15), frame.s(2))
        art.draw_text(bg, str(i), frame.p(*number_at), frame.s(16), art.LINE, True)

    def payout_anchor(
        self, layout: Layout, spot: str, at: Point, bet_w: float, pay_w: float
    ) -> Point:
        if spot.endswith(":commission"):
            return at[0], at[1] + layout.chip_d
        return super().payout_anchor(layout, spot, at, bet_w, pay_w)

    def _theta(self, spot: str) -> float | None:
        head = spot.split(":")[0]
        if not head.startswith("seat"):
            return None
        try:
            i = int(head[4:])
        except ValueError:
            return None
        return self.angles[i - 1] if 1 <= i <= len(self.angles) else None

    def extra_sprites(
        self, scene: Scene, layout: Layout, bets: Sequence[Sprite] = ()
    ) -> list[Sprite]:
        burn = scene.info.get("burn", "")
        try:
            Card.parse(burn)
        except (ValueError, IndexError):
            return []
        f = layout.frame
        surf = art.card_surface(burn, f.s(44))
        return [Sprite("burn", surf, f.p(260, 92), "card", hit="burn")]
