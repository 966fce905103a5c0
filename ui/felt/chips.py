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
from ui.felt.base import Frame, Layout, Sprite, TableRenderer, label_sprite
from ui.felt.furniture import draw_float
from ui.felt.hits import HitMap
from ui.felt.stacks import Stack, stack_for
from ui.felt.words import label_words

ROW_Y = 380
ROW_W = 960  # the width the stacks may take, design units


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
        art.draw_text(bg, self.words("float"), frame.p(640, 650), frame.s(16), art.LINE, True)
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

    def bet_sprites(
        self, scene: Scene, layout: Layout, chips: ChipSet, avoid: list[pygame.Rect] | None = None
    ) -> list[Sprite]:
        """The stacks side by side along the middle of the cloth, each with its winnings to
        its right; smaller chips when a row of them would not fit."""
        f = layout.frame
        out: list[Sprite] = []
        d = layout.chip_d
        for _ in range(6):
            stacks = [
                (
                    self._stack(bet.spot, bet.amount, chips, d),
                    stack_for(bet.payout, chips, d) if bet.payout else None,
                )
                for bet in scene.bets
            ]
            gap = d * 0.5
            widths = [s.get_width() + (p.get_width() + gap / 2 if p else 0) for s, p in stacks]
            total = sum(widths) + gap * (len(widths) - 1)
            if total <= ROW_W * f.scale or d <= layout.chip_d // 2:
                break
            d = max(layout.chip_d // 2, int(d * ROW_W * f.scale / total))
        x = f.p(640, ROW_Y)[0] - total / 2
        seen: dict[str, int] = {}
        for bet, (stack, pay), width in zip(scene.bets, stacks, widths, strict=True):
            m = seen.get(bet.spot, 0)
            seen[bet.spot] = m + 1
            cx, base = x + stack.get_width() / 2, f.p(640, ROW_Y)[1]
            out.append(
                Sprite(
                    f"bet:{bet.spot}:{m}",
                    stack.surface,
                    (cx, base - (stack.get_height() - d) / 2),
                    "chips",
                    hit=bet.spot,
                    source=layout.tray,
                    sink=layout.tray,
                    chips=stack.chips,
                    amount=bet.amount,
                )
            )
            if bet.label:
                out.append(
                    label_sprite(
                        f"label:{bet.spot}:{m}",
                        label_words(bet.label, self.locale),
                        (cx, base + d * 0.9),
                        d,
                    )
                )
            if pay is not None and bet.payout:
                px = x + stack.get_width() + gap / 2 + pay.get_width() / 2
                out.append(
                    Sprite(
                        f"pay:{bet.spot}:{m}",
                        pay.surface,
                        (px, base - (pay.get_height() - d) / 2),
                        "payout",
                        hit=bet.spot,
                        source=layout.tray,
                        chips=pay.chips,
                        amount=bet.payout,
                    )
                )
            x += width + gap
        info = scene.info
        if "ratio" in info:
            to, _, per = info["ratio"].partition(":")
            what = label_words(info["pays"], self.locale) if info.get("pays") else ""
            text = f"{what}  {self.words('ratio', to=to, per=per)}".strip()
            tag = art.text_surface(text, f.s(30), art.GOLD, True)
            out.append(Sprite("label:ratio", tag, f.p(640, 240), "label"))
        return out

    def _stack(self, spot: str, amount: Decimal, chips: ChipSet, d: int) -> Stack:
        if spot.startswith("stack:"):
            try:
                value = Decimal(spot.split(":", 1)[1])
                colour = chips.colour(value)
                count = int(amount / value)
            except (InvalidOperation, ChipError, ZeroDivisionError):
                return stack_for(amount, chips, d)
            if count * value == amount and 0 < count <= 60:
                return Stack(*art.stack_columns(art.columns_by_value([(value, colour)] * count), d))
        return stack_for(amount, chips, d)
