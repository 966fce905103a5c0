"""The felt's printed words in the trainee's language, through the core's message catalogue
(`trainer/drills/messages/felt.toml`, codes "felt.<name>").

The cloth's print is fixed per table and size (it is baked into the cached background), so a
renderer asks for its words when it lays a table out; the painter lays the tables out again
when the language changes. Tags under stacks come from the scene's labels, which are ids
("punter3", "seat2", "p1", "prison x2"): `label_words` puts them in words, and shows any
other label (a player's name, "A") as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from trainer.i18n import catalogue, translate

_NUMBERED = re.compile(r"^([a-z]+)(?:_| x)?(\d+)$")


def felt_words(code: str, locale: str, params: Mapping[str, object] | None = None) -> str:
    """The felt's message `code` (without the "felt." prefix) in `locale`."""
    return translate(f"felt.{code}", locale, {k: str(v) for k, v in (params or {}).items()})


@lru_cache(maxsize=1024)
def label_words(label: str, locale: str) -> str:
    """A scene's bet label in words: "punter3" → "jugador 3", "cheval" → "CAVALL" (kept:
    a crowded table tries many places for its tagged stacks at every act)."""
    messages = catalogue()
    for table in ("label", "bet"):
        if f"felt.{table}.{label}" in messages:
            return felt_words(f"{table}.{label}", locale)
    numbered = _NUMBERED.match(label)
    if numbered:
        key, n = numbered.groups()
        for table in ("label", "bet"):
            if f"felt.{table}.{key}_n" in messages:
                return felt_words(f"{table}.{key}_n", locale, {"n": n})
    return label
