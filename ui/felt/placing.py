"""Setting a scene's bets on a table so that every stack can be read.

Each bet stands on its spot (a stake, the winnings beside it, a label under it). Where two
bets' chips would touch, or chips would lie on cards or the puck, or out of the room their
spot gives them (a craps lay strip), a bet's winnings are first set a little further from its
stake (`TableRenderer.payout_reach` chips at most); then the bets concerned are drawn smaller
and narrower, step by step (`FORMS`: full size in columns by value, then fewer columns, then
smaller chips in one column, as a player stacks them), and, failing that, moved a little
from their spot, never further than `TableRenderer.nudge` chip diameters, so a stack still
stands on the spot it is bet on. A croupier then sees every chip of every bet.

Blackjack seats its own bets (`ui.felt.blackjack_seats`); the other tables come here.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from trainer.money import ChipSet
from trainer.scene import SceneBet
from ui.felt.hits import Point
from ui.felt.shapes import Layout, Sprite


class TableRenderer(Protocol):
    """What placing asks of a game's renderer (`ui.felt.base.TableRenderer` is the one that
    answers). A protocol, not an import: base calls this module, and the shell keeps no import
    circle, not even one for the type checker."""

    forms: tuple[tuple[float, int], ...]
    nudge: float
    payout_reach: float

    def row_key(self, spot: str) -> str: ...
    def room(self, layout: Layout, spot: str) -> pygame.Rect | None: ...
    def group_sprites(
        self,
        bet: SceneBet,
        n: int,
        at: Point,
        layout: Layout,
        chips: ChipSet,
        d: int,
        max_cols: int = 0,
        pay_offset: Point = (0.0, 0.0),
    ) -> list[Sprite]: ...


# (chip size against the table's, most columns side by side; 0 is no limit)
FORMS = (
    (1.0, 0), (1.0, 2), (0.88, 2), (0.88, 1), (0.78, 2), (0.78, 1), (0.7, 2), (0.7, 1), (0.62, 1)
)  # fmt: skip
ROUNDS = 12


@dataclass(slots=True)
class BetGroup:
    """One bet as drawn: where its spot is, the form it is drawn in, how far it was moved."""

    bet: SceneBet
    n: int  # the bet's rank among the scene's bets on the same spot
    anchor: Point
    level: int = 0
    offset: Point = (0.0, 0.0)
    pay_offset: Point = (0.0, 0.0)  # the winnings moved from beside the stake
    at: Point = (0.0, 0.0)  # where it was last put (its spot, its row's place and offset)
    sprites: list[Sprite] = field(default_factory=list)
    stacks: list[pygame.Rect] = field(default_factory=list)  # where its chips lie
    labels: list[pygame.Rect] = field(default_factory=list)  # and its tag
    bounds: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))  # every sprite
    paid: bool = False  # its winnings are drawn beside it
    token: str = field(init=False, default="")  # the bet and its rank, as the sprites' key

    def __post_init__(self) -> None:
        # a string keeps its hash: a crowded layout looks its sprites up a million times
        bet = self.bet
        payout = None if bet.payout is None else str(bet.payout)
        self.token = repr((bet.spot, str(bet.amount), bet.state, payout, bet.label, self.n))

    def set_sprites(self, sprites: list[Sprite]) -> None:
        self.draw(_Drawn.of(sprites))

    def draw(self, drawn: _Drawn) -> None:
        self.sprites = list(drawn.sprites)
        self.stacks = drawn.stacks
        self.labels = drawn.labels
        self.bounds = drawn.bounds
        self.box = drawn.box
        self.paid = drawn.paid


@dataclass(frozen=True, slots=True)
class _Drawn:
    """A group's sprites at one place and form, with the rectangles placing measures (worked
    out once: a crowded row is measured again for every trial place of a payout)."""

    sprites: tuple[Sprite, ...]
    stacks: list[pygame.Rect]
    labels: list[pygame.Rect]
    bounds: pygame.Rect  # the chips and the tag
    box: pygame.Rect  # every sprite
    paid: bool

    @classmethod
    def of(cls, sprites: list[Sprite]) -> _Drawn:
        return cls.measure(sprites, [s.rect for s in sprites])

    @classmethod
    def measure(cls, sprites: list[Sprite], rects: list[pygame.Rect]) -> _Drawn:
        """The sprites with their rectangles (`Sprite.rect` of each, or where each would be)."""
        stacks: list[pygame.Rect] = []
        labels: list[pygame.Rect] = []
        paid = False
        for s, r in zip(sprites, rects, strict=True):
            if s.kind == "label":
                labels.append(r)
            elif s.kind in ("chips", "payout"):
                stacks.append(r)
                paid = paid or s.kind == "payout"
        measured = stacks + labels
        bounds = measured[0].unionall(measured[1:])
        box = bounds if len(measured) == len(rects) else rects[0].unionall(rects[1:])
        return cls(tuple(sprites), stacks, labels, bounds, box, paid)


def place_bets(
    renderer: TableRenderer,
    groups: list[BetGroup],
    layout: Layout,
    chips: ChipSet,
    avoid: list[pygame.Rect],
) -> None:
    """Choose each group's form and offset (see the module's docstring) and build its
    sprites."""
    global _DRAWN, _BEFORE, _NUDGED, _NUDGED_BEFORE
    drawer = (renderer, getattr(renderer, "locale", ""), chips)
    last = layout.extra.get("placed")
    if last is not None and last[0] == drawer:
        _BEFORE, _NUDGED_BEFORE = last[1], last[2]
    _DRAWN, _NUDGED = {}, {}
    try:
        _place(renderer, groups, layout, chips, avoid)
        # for the next scene: the groups as measured on their spots (a payout search measures
        # the bet whose winnings move there at every trial, and the next scene's searches
        # measure the same bets again), and where the nudges ended
        spots = {g.anchor for g in groups}
        measured = {key: drawn for key, drawn in _DRAWN.items() if key[1] in spots}
        layout.extra["placed"] = (drawer, measured, _NUDGED)
    finally:
        _DRAWN, _BEFORE, _NUDGED, _NUDGED_BEFORE = {}, {}, {}, {}
        _ROOMS.clear()


# A group's sprites by (bet, rank, place, chip size, columns, winnings' offset): those of the
# scene being placed (`_DRAWN`), and those the scene before it drew on the bets' spots
# (`_BEFORE`, kept with the layout for its renderer, language and chips; no older ones, some
# 1.3 kB a sprite set: a 2-hour craps session stays some 10 MB lower than with every place
# kept, for 10 % more time). The search for a payout's place (`_move_payout`) sets a whole row
# out again for every trial, and the next act's scene has the same bets in the same places but
# one: a crowded craps layout (a dozen tagged stacks on the win line) cost a tenth of a second
# a payout without this. The felt is drawn on the GUI thread alone. Sprites are never changed
# once drawn.
_DRAWN: dict[tuple[object, ...], _Drawn] = {}
_BEFORE: dict[tuple[object, ...], _Drawn] = {}
_ROOMS: dict[str, pygame.Rect | None] = {}  # a spot's room, while a scene is placed
# Where a nudge moved a bet, by everything its search could see (`_nudge_key`): this scene's
# and the scene before's, as the sprites. A crowded craps layout nudges a score of bets each
# scene, and an act changes one place of it.
_NUDGED: dict[tuple[object, ...], Point] = {}
_NUDGED_BEFORE: dict[tuple[object, ...], Point] = {}


def _room(renderer: TableRenderer, layout: Layout, spot: str) -> pygame.Rect | None:
    """`renderer.room`, asked once a spot while a scene is placed."""
    if spot not in _ROOMS:
        _ROOMS[spot] = renderer.room(layout, spot)
    return _ROOMS[spot]


def _place(
    renderer: TableRenderer,
    groups: list[BetGroup],
    layout: Layout,
    chips: ChipSet,
    avoid: list[pygame.Rect],
) -> None:
    forms = renderer.forms
    for _ in range(ROUNDS):
        _build(renderer, groups, layout, chips)
        clash = _clashes(renderer, groups, layout, avoid)
        for g in groups:
            if clash[id(g)] and g.paid:
                _move_payout(renderer, g, groups, layout, chips, avoid)
        grow = _to_grow(renderer, groups, layout, avoid)
        grown = False
        for g in grow:
            if g.level < len(forms) - 1:
                g.level += 1
                grown = True
        if not grown:
            break
    for _ in range(2):
        clash = _clashes(renderer, groups, layout, avoid)
        if not any(clash.values()):
            return
        for g in groups:
            if clash[id(g)]:
                _nudge(renderer, g, groups, layout, chips, avoid)


def _to_grow(
    renderer: TableRenderer, groups: list[BetGroup], layout: Layout, avoid: list[pygame.Rect]
) -> list[BetGroup]:
    """The groups to draw smaller next: one that lies on something fixed or out of its room;
    of two bets that touch, the one drawn larger (both when alike), so that neighbours end
    up alike and a bet crowded on one side only is not shrunk for nothing."""
    out: dict[int, BetGroup] = {}
    bounds = [g.bounds for g in groups]
    for i, a in enumerate(groups):
        if _clash_outside(renderer, a, layout, avoid):
            out[id(a)] = a
        for b in _near(a, groups, bounds, i + 1):
            if _between(a, b):
                if a.level <= b.level:
                    out[id(a)] = a
                if b.level <= a.level:
                    out[id(b)] = b
    # the bets of one place share a row: they grow smaller together
    rows = {renderer.row_key(g.bet.spot) for g in out.values()}
    return [g for g in groups if renderer.row_key(g.bet.spot) in rows]


def _build(renderer: TableRenderer, groups: list[BetGroup], layout: Layout, chips: ChipSet) -> None:
    """Every group's sprites at its form and offset. Several bets on one spot (a player's
    and his neighbours', BJ-03, CF-06) stand side by side, centred on the spot, in rows
    one in front of the other where the spot's room is too narrow for one row."""
    by_spot: dict[str, list[BetGroup]] = {}
    for g in groups:
        by_spot.setdefault(renderer.row_key(g.bet.spot), []).append(g)
    for spot, members in by_spot.items():
        if len(members) == 1:
            g = members[0]
            _put(renderer, g, (g.anchor[0] + g.offset[0], g.anchor[1] + g.offset[1]), layout, chips)
            continue
        _put_rows(renderer, members, _room(renderer, layout, spot), layout, chips)


def _put(renderer: TableRenderer, g: BetGroup, at: Point, layout: Layout, chips: ChipSet) -> None:
    scale, cols = renderer.forms[g.level]
    d = max(4, round(layout.chip_d * scale))
    g.at = at
    key = (g.token, at, d, cols, g.pay_offset)
    drawn = _DRAWN.get(key)
    if drawn is None:
        drawn = _BEFORE.get(key)
        if drawn is None:
            sprites = renderer.group_sprites(g.bet, g.n, at, layout, chips, d, cols, g.pay_offset)
            drawn = _Drawn.of(sprites)
        _DRAWN[key] = drawn
    g.draw(drawn)


def _put_rows(
    renderer: TableRenderer,
    members: list[BetGroup],
    room: pygame.Rect | None,
    layout: Layout,
    chips: ChipSet,
) -> None:
    """Bets of one spot in rows centred on the spot, the first row on it, the next ones in
    front (towards the player), as wide as the spot's room allows."""
    anchor = members[0].anchor
    for g in members:  # each at the spot, to measure it
        _put(renderer, g, anchor, layout, chips)
    places = _arrange([g.box for g in members], members, anchor, room, layout)
    for g, at in zip(members, places, strict=True):
        _put(renderer, g, at, layout, chips)


def _arrange(
    boxes: list[pygame.Rect],
    members: list[BetGroup],
    anchor: Point,
    room: pygame.Rect | None,
    layout: Layout,
) -> list[Point]:
    """Where each member stands in its spot's rows, from its box measured at the spot.
    (Called for every trial place of a payout: plain loops over the boxes' sides.)"""
    gap = max(2, round(layout.chip_d * 0.12))
    width = room.width if room is not None else 10**6
    widths = [b.width for b in boxes]
    rows: list[list[int]] = []
    row: list[int] = []
    used = 0
    for i, w in enumerate(widths):
        if row and used + gap + w > width:
            rows.append(row)
            row = []
            used = 0
        used += w + (gap if row else 0)
        row.append(i)
    rows.append(row)
    ax, ay = anchor
    lines = [ay]  # each row's line, the first on the spot
    below = 0.0  # how far the previous row reaches below its line
    tops = [b.top for b in boxes]
    bottoms = [b.bottom for b in boxes]
    for r, row in enumerate(rows):
        # (a float minus the least top is the most of the float minus each: rounding keeps
        # the order)
        if r:  # this row's tops just clear the last row's bottoms
            lines.append(lines[-1] + below + (ay - min([tops[i] for i in row])) + gap)
        below = max([bottoms[i] for i in row]) - ay
    if room is not None and lines[-1] + below > room.bottom:  # up, to stay in the room
        lift = min(lines[-1] + below - room.bottom, min(tops) - room.top)
        lines = [y - max(0.0, lift) for y in lines]
    places: list[Point] = [anchor] * len(boxes)
    for row, y in zip(rows, lines, strict=True):
        row_w = sum([widths[i] for i in row]) + gap * (len(row) - 1)
        x = ax - row_w / 2
        if room is not None:
            x = max(room.left, min(x, room.right - row_w))
        for i in row:
            offset = members[i].offset
            places[i] = (x + (ax - boxes[i].left) + offset[0], y + offset[1])
            x += widths[i] + gap
    return places


def _clashes(
    renderer: TableRenderer, groups: list[BetGroup], layout: Layout, avoid: list[pygame.Rect]
) -> dict[int, float]:
    """For each group, the area of its chips that lies on something else (another bet's
    chips or label, `avoid`) or out of its spot's room, plus that of its label over other
    bets' chips."""
    out = {id(g): 0.0 for g in groups}
    bounds = [g.bounds for g in groups]
    for i, a in enumerate(groups):
        out[id(a)] += _clash_outside(renderer, a, layout, avoid)
        for b in _near(a, groups, bounds, i + 1):
            area = _between(a, b)
            if area:
                out[id(a)] += area
                out[id(b)] += area
    return out


def _clash_outside(
    renderer: TableRenderer, g: BetGroup, layout: Layout, avoid: list[pygame.Rect]
) -> float:
    area = _area(g.stacks, avoid)
    room = _room(renderer, layout, g.bet.spot)
    if room is not None:
        for r in g.stacks:
            inside = r.clip(room)
            area += r.width * r.height - inside.width * inside.height
    return area


def _near(
    a: BetGroup, groups: list[BetGroup], bounds: list[pygame.Rect], start: int = 0
) -> list[BetGroup]:
    """The groups from `start` on whose bounds (`bounds`, in the same order) meet `a`'s, in
    their order: the only ones `_between` finds a clash with, sought by pygame in C (a
    search compares a bet with thirty others some hundred times)."""
    return [groups[start + i] for i in a.bounds.collidelistall(bounds[start:])]


def _between(a: BetGroup, b: BetGroup) -> float:
    """The area where two bets' chips lie on each other's chips or tags."""
    if not a.bounds.colliderect(b.bounds):
        return 0.0
    return _area(a.stacks, b.stacks + b.labels) + _area(a.labels, b.stacks)


def _area(these: list[pygame.Rect], those: list[pygame.Rect]) -> float:
    total = 0.0
    for a in these:
        for i in a.collidelistall(those):
            c = a.clip(those[i])
            total += c.width * c.height
    return total


def _nudge(
    renderer: TableRenderer,
    g: BetGroup,
    groups: list[BetGroup],
    layout: Layout,
    chips: ChipSet,
    avoid: list[pygame.Rect],
) -> None:
    """Move `g` from its spot, nearest places first, to where its chips touch nothing (or,
    failing that, touch least); never further than the renderer allows."""
    scale, _ = renderer.forms[g.level]
    d = layout.chip_d * scale
    reach = renderer.nudge * d
    step = max(1.0, d * 0.1)
    k = int(reach // step)
    offsets = sorted(
        ((dx * step, dy * step) for dx in range(-k, k + 1) for dy in range(-k, k + 1)),
        key=lambda o: math.hypot(*o),
    )
    offsets = [o for o in offsets if math.hypot(*o) <= reach + 1e-9]
    base = g.offset
    best: tuple[float, Point] | None = None
    others = [h for h in groups if h is not g]
    row = renderer.row_key(g.bet.spot)
    mates = [h for h in groups if renderer.row_key(h.bet.spot) == row]
    _build(renderer, mates, layout, chips)
    start = g.at  # an offset moves this bet alone: its row's other bets stand where they are
    seen = _nudge_key(renderer, g, others, layout, avoid, start, reach)
    found = None if seen is None else _NUDGED.get(seen) or _NUDGED_BEFORE.get(seen)
    if seen is not None and found is not None:  # the same search in the same surroundings
        _NUDGED[seen] = g.offset = found
        _build(renderer, mates, layout, chips)
        return
    bounds = [h.bounds for h in others]
    for dx, dy in offsets:
        g.offset = (base[0] + dx, base[1] + dy)
        _put(renderer, g, (start[0] + dx, start[1] + dy), layout, chips)
        area = _clash_outside(renderer, g, layout, avoid)
        for h in _near(g, others, bounds):
            area += _between(g, h)
        if best is None or area < best[0]:
            best = (area, g.offset)
        if area == 0:
            break
    assert best is not None
    g.offset = best[1]
    if seen is not None:
        _NUDGED[seen] = best[1]
    # its row set out again (an offset moves its own bet alone; the other rows stand as built)
    _build(renderer, mates, layout, chips)


def _nudge_key(
    renderer: TableRenderer,
    g: BetGroup,
    others: list[BetGroup],
    layout: Layout,
    avoid: list[pygame.Rect],
    start: Point,
    reach: float,
) -> tuple[object, ...] | None:
    """All that `_nudge` can see of `g`'s surroundings, for a renderer whose bets are rigid
    (`rigid_groups`: a bet's sprites a little further are the same sprites moved as far, to a
    pixel): moved at most `reach` (and a pixel of rounding), `g`'s chips and tag stay in its
    bounds grown by that much, so the bets, fixed things and room met there decide where it
    goes. None for another renderer (it is searched every time)."""
    if not getattr(renderer, "rigid_groups", False):
        return None
    margin = 2 * (math.ceil(reach) + 2)
    region = g.bounds.inflate(margin, margin)
    near = tuple(
        (tuple(tuple(r) for r in h.stacks), tuple(tuple(r) for r in h.labels))
        for h in others
        if h.bounds.colliderect(region)
    )
    fixed = tuple(tuple(r) for r in avoid if r.colliderect(region))
    room = _room(renderer, layout, g.bet.spot)
    where = None if room is None else tuple(room)
    return (g.token, g.level, g.offset, g.pay_offset, start, near, fixed, where)


def _clash_of(
    renderer: TableRenderer,
    g: BetGroup,
    others: list[BetGroup],
    layout: Layout,
    avoid: list[pygame.Rect],
) -> float:
    area = _clash_outside(renderer, g, layout, avoid)
    for h in _near(g, others, [h.bounds for h in others]):
        area += _between(g, h)
    return area


# directions a bet's winnings may be moved in, right and below first (RO-10, BO-05: beside)
PAY_DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 1), (1, -1), (-1, 0), (0, -1), (-1, -1))


def _move_payout(
    renderer: TableRenderer,
    g: BetGroup,
    groups: list[BetGroup],
    layout: Layout,
    chips: ChipSet,
    avoid: list[pygame.Rect],
) -> None:
    """Set `g`'s winnings further from its stake, up to `renderer.payout_reach` chips away,
    where they touch nothing (or least), before any bet is drawn smaller."""
    row = renderer.row_key(g.bet.spot)
    mates = [h for h in groups if renderer.row_key(h.bet.spot) == row]
    others = [h for h in groups if h is not g]
    d = layout.chip_d * renderer.forms[g.level][0]
    base = g.pay_offset
    best = (_clash_of(renderer, g, others, layout, avoid), base)
    steps = int(renderer.payout_reach * 4)
    trials = (
        (base[0] + dx * k * d / 4, base[1] + dy * k * d / 4)
        for k in range(1, steps + 1)
        for dx, dy in PAY_DIRECTIONS
    )
    build = _row_builder(renderer, g, mates, layout, chips)
    for trial in trials:
        if best[0] == 0:
            break  # the first place that touches nothing: later ones could not be better
        g.pay_offset = trial
        build()
        area = _clash_of(renderer, g, others, layout, avoid)
        if area < best[0]:
            best = (area, g.pay_offset)
    g.pay_offset = best[1]
    _build(renderer, mates, layout, chips)


def _row_builder(
    renderer: TableRenderer, g: BetGroup, mates: list[BetGroup], layout: Layout, chips: ChipSet
) -> Callable[[], None]:
    """`_build(mates)` for a search that moves `g`'s winnings alone: its mates, measured at
    the spot once, keep their boxes; only `g` is measured again before the row is set out.
    A crowded craps line is set out some eighty times a search."""
    if len(mates) == 1:
        return lambda: _build(renderer, mates, layout, chips)
    room = _room(renderer, layout, renderer.row_key(g.bet.spot))
    rigid = bool(getattr(renderer, "rigid_groups", False))
    anchor = mates[0].anchor
    for h in mates:
        _put(renderer, h, anchor, layout, chips)
    boxes = [h.box for h in mates]
    at = next(i for i, h in enumerate(mates) if h is g)
    arranged: dict[tuple[int, int, int, int], list[Point]] = {}  # by `g`'s box

    def build() -> None:
        _put(renderer, g, anchor, layout, chips)
        boxes[at] = g.box
        key = (g.box.x, g.box.y, g.box.w, g.box.h)
        places = arranged.get(key)
        if places is None:
            places = arranged[key] = _arrange(boxes, mates, anchor, room, layout)
        for h, place in zip(mates, places, strict=True):
            if h is g and rigid and _move_rigid(g, place, anchor):
                continue
            if h is g or h.at != place:  # a mate already there is drawn there already
                _put(renderer, h, place, layout, chips)

    return build


def _move_rigid(g: BetGroup, place: Point, anchor: Point) -> bool:
    """For a trial only: `g`, drawn at `anchor`, measured at `place` without drawing it again
    (a rigid renderer's sprite there has its centre moved as far: `rigid_groups`), where no
    centre falls within a hair of a half pixel (the rounding could then go either way; False,
    and the group is drawn there). Its sprites stay those at `anchor` until the row is built
    for good; only its rectangles move."""
    dx, dy = place[0] - anchor[0], place[1] - anchor[1]
    rects = []
    for s in g.sprites:
        x, y = s.center[0] + dx, s.center[1] + dy
        if abs(x % 1.0 - 0.5) < 1e-6 or abs(y % 1.0 - 0.5) < 1e-6:
            return False
        rects.append(s.surface.get_rect(center=(round(x), round(y))))
    drawn = _Drawn.measure(g.sprites, rects)
    g.at = place
    g.stacks, g.labels, g.bounds, g.box = drawn.stacks, drawn.labels, drawn.bounds, drawn.box
    return True
