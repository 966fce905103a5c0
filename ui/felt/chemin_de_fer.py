"""Chemin de fer and baccarat à deux tableaux: the oval table of the circle games.

The croupier sits at the middle of the far long side with the float, the cagnotte slot
(CF-05) and the discard slot; seats are numbered from his right round the table. Chemin de fer
has the punter's hand and the banker's hand in the middle (CF-02) with the bank's stake and
the punters' "banco" in front of them. À deux tableaux has the left and right tableaux either
side of the banker's hand (BD-01), each with room for a second punter's stake ("left:2").
"""

from __future__ import annotations

import math

import pygame

from trainer.games.baccarat.banked import CAGNOTTE_RATE
from trainer.money import ChipSet
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, HandSlot, Layout, Sprite, TableRenderer
from ui.felt.furniture import FLOOR, Ellipse, draw_float, draw_hand_box, draw_shoe
from ui.felt.hits import HitMap, Point

CHEMIN_GAMES = ("chemin_de_fer", "baccarat_deux_tableaux", "deux_tableaux")
TABLE = Ellipse(640, 372, 600, 322)
CARD_W = 58
SEATS = 9


def _masked_felt(frame: Frame, pts: list[tuple[float, float]]) -> pygame.Surface:
    cloth = art.felt_background((frame.width, frame.height))
    mask = pygame.Surface((frame.width, frame.height), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    out = pygame.Surface((frame.width, frame.height), pygame.SRCALPHA)
    out.blit(cloth, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def oval_table(frame: Frame) -> pygame.Surface:
    """An oval table with a padded rail, seen from above."""
    bg = pygame.Surface((frame.width, frame.height))
    bg.fill(FLOOR)
    pygame.draw.polygon(bg, art.RAIL, frame.pts(TABLE.outline(30)))
    pygame.draw.polygon(bg, art.RAIL_LIGHT, frame.pts(TABLE.outline(18)))
    pygame.draw.polygon(bg, art.RAIL, frame.pts(TABLE.outline(6)))
    bg.blit(_masked_felt(frame, frame.pts(TABLE.outline(0))), (0, 0))
    return bg


class CheminDeFerRenderer(TableRenderer):
    def __init__(self, rulebook: Rulebook, game: str = "chemin_de_fer") -> None:
        self.game = game
        self.chips = rulebook.chip_set
        self.rules = rulebook.chemin_de_fer
        self.two_tableaux = game != "chemin_de_fer"

    def layout(self, frame: Frame) -> Layout:
        bg = oval_table(frame)
        hits = HitMap()
        spots: dict[str, Point] = {}
        hands: dict[str, HandSlot] = {}
        s = frame.scale
        draw_float(bg, frame, hits, (640, 100), self.chips, 300)
        slot = frame.r(370, 80, 100, 40)
        pygame.draw.rect(bg, (20, 20, 22), slot, border_radius=frame.s(6))
        pygame.draw.rect(bg, art.GOLD, slot, frame.s(2), border_radius=frame.s(6))
        # CF-05, fixed by the decree
        rate = self.words("chemin_de_fer.cagnotte_rate", rate=int(CAGNOTTE_RATE * 100))
        art.draw_text(
            bg, self.words("chemin_de_fer.cagnotte"), frame.p(420, 94), frame.s(11), art.GOLD, True
        )
        art.draw_text(bg, rate, frame.p(420, 108), frame.s(11), art.GOLD, True)
        hits.add_rect("cagnotte", *slot)
        discard = frame.r(810, 80, 100, 40)
        pygame.draw.rect(bg, (20, 20, 22), discard, border_radius=frame.s(6))
        art.draw_text(
            bg, self.words("chemin_de_fer.basket"), discard.center, frame.s(11), art.LINE, True
        )
        self._seats(bg, frame)
        if self.two_tableaux:
            boxes = {
                "left": (150, 236, 300, 120),
                "banker": (490, 236, 300, 120),
                "right": (830, 236, 300, 120),
            }
            names = {"left": "left_tableau", "banker": "banker", "right": "right_tableau"}
            stakes = {
                "left": (150, 400, 300, 100),
                "bank": (490, 400, 300, 100),
                "right": (830, 400, 300, 100),
            }
            stake_names = {"left": "left", "bank": "bank", "right": "right"}
            shoe = (640, 178)
        else:
            boxes = {"punter": (300, 236, 300, 120), "banker": (680, 236, 300, 120)}
            names = {"punter": "punter", "banker": "banker"}
            stakes = {"punter": (300, 400, 300, 100), "bank": (680, 400, 300, 100)}
            stake_names = {"punter": "banco", "bank": "bank"}
            shoe = (1060, 300)
        draw_shoe(bg, frame, shoe, label=self.words("shoe"))
        rooms: dict[str, pygame.Rect] = {}
        for hand, (x, y, w, h) in boxes.items():
            title = self.words(f"chemin_de_fer.{names[hand]}")
            draw_hand_box(
                bg, frame, hits, hand, title, (x, y, w, h), hand == "banker", (10, 18, 16)
            )
            hands[hand] = HandSlot(
                frame.p(x + 50, y + h / 2), (CARD_W * 1.05 * s, 0), frame.s(CARD_W), turn_from=2
            )
        for spot, (x, y, w, h) in stakes.items():
            rect = frame.r(x, y, w, h)
            pygame.draw.ellipse(bg, art.LINE, rect, frame.s(2))
            title = self.words(f"chemin_de_fer.{stake_names[spot]}")
            art.draw_text(bg, title, frame.p(x + w / 2, y + h - 18), frame.s(16), art.LINE, True)
            hits.add_rect(spot, *frame.r(x + 20, y + 5, w - 40, h - 10))
            spots[spot] = frame.p(x + w / 2, y + h / 2 - 16)
            # the stakes stay over their ellipse, up to the hand boxes, and in front of it
            rooms[spot] = frame.r(x, 362, w, 200)
        return Layout(
            frame,
            bg,
            hits,
            spots,
            hands,
            frame.s(38),
            frame.s(CARD_W),
            shoe=frame.p(*shoe),
            tray=frame.p(640, 100),
            discard=discard.center,
            extra={"rooms": rooms},
        )

    def _seats(self, bg: pygame.Surface, frame: Frame) -> None:
        """Seats 1..9 from the croupier's right (the viewer's left) round to his left."""
        for k in range(SEATS):
            a = math.radians(232 - k * 284 / (SEATS - 1))  # y downwards: 270 is the croupier
            x, y = TABLE.point(a, -34)
            c = frame.p(x, y)
            pygame.draw.circle(bg, art.FELT_DARK, c, frame.s(18))
            pygame.draw.circle(bg, art.LINE, c, frame.s(18), frame.s(2))
            art.draw_text(bg, str(k + 1), c, frame.s(18), art.LINE, True)

    def spot_anchor(self, scene: Scene, layout: Layout, spot: str) -> Point | None:
        """A second, third... punter on a side ("left:2", BD-03 priority order) stands beside
        the first, then in a row in front."""
        side, _, nth = spot.partition(":")
        if not nth or side == "bank":
            return layout.spots.get(spot)
        base = layout.spots.get(side)
        if base is None or not nth.isdigit() or int(nth) < 2:
            return None
        k = int(nth) - 1
        row, col = divmod(k, 2)
        s = layout.frame.scale
        return base[0] + (col - 0.5) * 120 * s, base[1] + row * 50 * s

    def room(self, layout: Layout, spot: str) -> pygame.Rect | None:
        rooms: dict[str, pygame.Rect] = layout.extra["rooms"]
        return rooms.get(spot) or rooms.get(spot.partition(":")[0])


class BlankRenderer(TableRenderer):
    """A plain cloth for a game the felt does not know, with its name."""

    def __init__(self, game: str) -> None:
        self.game = game

    def layout(self, frame: Frame) -> Layout:
        bg = art.felt_background((frame.width, frame.height))
        art.draw_text(bg, self.game or "—", frame.p(640, 360), frame.s(40), art.LINE, True)
        centre = frame.p(640, 360)
        return Layout(frame, bg, HitMap(), {}, {}, frame.s(36), frame.s(50), centre, centre, centre)

    def sprites(self, scene: Scene, layout: Layout, chips: ChipSet) -> list[Sprite]:
        return []
