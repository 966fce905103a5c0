"""Hit testing: which identifier lies under a point of the felt.

Renderers register shapes in drawing order; a later shape lies on top, so `hit` looks from the
last one back. Roulette relies on this: the small cheval and carré zones on the lines are
added after the plein squares they overlap.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Shape:
    kind: str  # "rect", "poly" or "circle"
    points: tuple[Point, ...]  # rect: (topleft, bottomright); circle: (centre, (r, r))

    def contains(self, x: float, y: float) -> bool:
        if self.kind == "rect":
            (x0, y0), (x1, y1) = self.points
            return x0 <= x < x1 and y0 <= y < y1
        if self.kind == "circle":
            (cx, cy), (r, _) = self.points
            return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
        return _inside_polygon(self.points, x, y)

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """(left, top, width, height)."""
        if self.kind == "circle":
            (cx, cy), (r, _) = self.points
            return cx - r, cy - r, 2 * r, 2 * r
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)

    @property
    def center(self) -> Point:
        if self.kind == "circle":
            return self.points[0]
        if self.kind == "poly":
            n = len(self.points)
            return sum(p[0] for p in self.points) / n, sum(p[1] for p in self.points) / n
        x, y, w, h = self.bounds
        return x + w / 2, y + h / 2

    @property
    def anchor(self) -> Point:
        """A point inside the shape, as central as can be found: the centre when it lies
        inside (it may not, for an L-shaped line or a curved band), else the inside point of a
        grid over the bounds nearest the centre."""
        cx, cy = self.center
        if self.contains(cx, cy):
            return cx, cy
        x, y, w, h = self.bounds
        inside = [
            (x + w * i / 24, y + h * j / 24)
            for i in range(1, 24)
            for j in range(1, 24)
            if self.contains(x + w * i / 24, y + h * j / 24)
        ]
        if not inside:
            return cx, cy
        return min(inside, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)


def _inside_polygon(points: Sequence[Point], x: float, y: float) -> bool:
    inside = False
    n = len(points)
    j = n - 1
    for i in range(n):
        xi, yi = points[i]
        xj, yj = points[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


class HitMap:
    """Identifier -> shapes, in surface pixels. One identifier may own several shapes."""

    def __init__(self) -> None:
        self._entries: list[tuple[str, Shape]] = []

    def copy(self) -> HitMap:
        other = HitMap()
        other._entries = list(self._entries)
        return other

    def add_rect(self, ident: str, left: float, top: float, width: float, height: float) -> None:
        self._entries.append((ident, Shape("rect", ((left, top), (left + width, top + height)))))

    def add_poly(self, ident: str, points: Sequence[Point]) -> None:
        self._entries.append((ident, Shape("poly", tuple(points))))

    def add_circle(self, ident: str, centre: Point, radius: float) -> None:
        self._entries.append((ident, Shape("circle", (centre, (radius, radius)))))

    def hit(self, x: float, y: float) -> str | None:
        for ident, shape in reversed(self._entries):
            if shape.contains(x, y):
                return ident
        return None

    def shapes(self, ident: str) -> list[Shape]:
        return [s for i, s in self._entries if i == ident]

    def center(self, ident: str) -> Point | None:
        """A point inside the identifier's first shape (where a click surely lands on it,
        unless a later shape covers it)."""
        shapes = self.shapes(ident)
        return shapes[0].anchor if shapes else None

    def ids(self) -> list[str]:
        return list(dict.fromkeys(i for i, _ in self._entries))

    def __iter__(self) -> Iterator[tuple[str, Shape]]:
        return iter(self._entries)

    def __contains__(self, ident: object) -> bool:
        return any(i == ident for i, _ in self._entries)
