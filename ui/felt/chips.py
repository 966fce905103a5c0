"""The chip drills' cloth (scene game "chips"): stacks to count or colour up, a stake to pay,
and the croupier's float to pay from.

A spot "stack:<value>" is a stack of chips all of that value (the amount says how many, so
3.50 on "stack:0.50" is seven grey chips), as a croupier sees a player's chips before
colouring them up. Any other spot ("stake") is drawn as the fewest chips of the amount. The
float answers "chip:<value>" when clicked.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

import pygame

from trainer.errors import ChipError
from trainer.money import ChipSet
from trainer.rulebooks import Rulebook
from trainer.scene import Scene
from ui.felt import art
from ui.felt.base import Frame, Layout, Sprite, TableRenderer, label_sprite, stack_for
from ui.felt.furniture import draw_float
from ui.felt.hits import HitMap

ROW_Y = 380


class ChipsRenderer(TableRenderer):
    game = "chips"

    def __init__(self, rulebook: Rulebook) -> None:
        self.chips = rulebook.chip_set

    def layout(self, frame: Frame) -> Layout:
        bg = art.felt_background((frame.width, frame.height))
        hits = HitMap()
        area = frame.r(140, 200, 1000, 300)
        pygame.draw.rect(bg, art.FELT_DARK, area, border_radius=frame.s(24))
        pygame.draw.rect(bg, art.LINE, area, frame.s(3), border_radius=frame.s(24))
        draw_float(bg, frame, hits, (640, 600), self.chips, 520)
        art.draw_text(bg, "FLOAT", frame.p(640, 650), frame.s(16), art.LINE, True)
        return Layout(
            frame,
            bg,
            hits,
            {},
            {},
            frame.s(56),
            frame.s(50),
            shoe=frame.p(640, 600),
            tray=frame.p(640, 600),
            discard=frame.p(640, 600),
        )

    def bet_sprites(self, scene: Scene, layout: Layout, chips: ChipSet) -> list[Sprite]:
        f = layout.frame
        n = len(scene.bets)
        out: list[Sprite] = []
        d = layout.chip_d
        seen: dict[str, int] = {}
        for k, bet in enumerate(scene.bets):
            m = seen.get(bet.spot, 0)
            seen[bet.spot] = m + 1
            x = 640 + (k - (n - 1) / 2) * min(180, 900 / max(1, n))
            surf = self._stack(bet.spot, bet.amount, chips, d)
            cx, cy = f.p(x, ROW_Y)
            cy -= (surf.get_height() - d) / 2
            out.append(
                Sprite(
                    f"bet:{bet.spot}:{m}",
                    surf,
                    (cx, cy),
                    "chips",
                    hit=bet.spot,
                    source=layout.tray,
                    sink=layout.tray,
                )
            )
            if bet.label:
                out.append(label_sprite(f"label:{bet.spot}:{m}", bet.label, f.p(x, ROW_Y + 50), d))
            if bet.payout:
                pay = stack_for(bet.payout, chips, d)
                out.append(
                    Sprite(
                        f"pay:{bet.spot}:{m}",
                        pay,
                        (cx + d * 1.1, f.p(x, ROW_Y)[1] - (pay.get_height() - d) / 2),
                        "payout",
                        hit=bet.spot,
                        source=layout.tray,
                    )
                )
        info = scene.info
        if "ratio" in info:
            text = f"{info.get('pays', '').upper()}  {info['ratio'].replace(':', ' TO ')}".strip()
            tag = art.text_surface(text, f.s(30), art.GOLD, True)
            out.append(Sprite("label:ratio", tag, f.p(640, 240), "label"))
        return out

    def _stack(self, spot: str, amount: Decimal, chips: ChipSet, d: int) -> pygame.Surface:
        if spot.startswith("stack:"):
            try:
                value = Decimal(spot.split(":", 1)[1])
                colour = chips.colour(value)
                count = int(amount / value)
            except (InvalidOperation, ChipError, ZeroDivisionError):
                return stack_for(amount, chips, d)
            if count * value == amount and 0 < count <= 60:
                return art.stack_surface([(value, colour)] * count, d)
        return stack_for(amount, chips, d)
