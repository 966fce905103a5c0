"""Redo my mistakes: each recent mistake asked again until it has been answered right twice.

Everything is read from the attempt log; nothing is stored beside it, so there is no count to
drift. A question is its drill, level, seed and rulebook (the seed reproduces it exactly, and
a replay is recorded under the same seed). It is to redo when it was answered wrong in the last
`days` days and fewer than `RIGHT_TWICE` right answers to it follow its latest wrong one: a
miss on the second try starts the two again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlite_utils import Database

from trainer.progress.clock import local_now, utc_iso

RECENT_DAYS = 14
RECENT_LIMIT = 20  # as many as "Recent mistakes" lists on My progress
RIGHT_TWICE = 2


@dataclass(frozen=True)
class Redo:
    drill_id: str
    level: int
    seed: int
    rulebook: str
    question_json: str  # the question as it was shown when last missed
    missed: str  # UTC time of the latest wrong answer to it
    right_since: int  # right answers to it since then (fewer than RIGHT_TWICE)

    @property
    def key(self) -> tuple[str, int, int, str]:
        return (self.drill_id, self.level, self.seed, self.rulebook)


def to_redo(
    db: Database,
    trainee_id: int,
    *,
    days: int = RECENT_DAYS,
    limit: int = RECENT_LIMIT,
    now: datetime | None = None,
) -> list[Redo]:
    """The recent mistakes not yet answered right twice, the latest missed first.

    The `limit` most recently missed questions are looked at (cleared ones included), so the
    list never reaches back past what My progress shows as recent."""
    since = utc_iso(local_now(now) - timedelta(days=days))
    # one row per question missed, with the JSON of its latest miss (SQLite takes the bare
    # columns from the row holding max(ts)); `correct = 0` keeps it on the partial index
    missed = db.execute(
        """
        SELECT drill_id, level, seed, rulebook, question_json, max(ts) AS missed
        FROM attempts
        WHERE trainee_id = ? AND correct = 0 AND ts >= ?
        GROUP BY drill_id, level, seed, rulebook
        ORDER BY missed DESC, drill_id, level, seed
        LIMIT ?
        """,
        [trainee_id, since, limit],
    ).fetchall()
    found = []
    for drill_id, level, seed, rulebook, question_json, when in missed:
        (right,) = db.execute(
            "SELECT count(*) FROM attempts WHERE trainee_id = ? AND drill_id = ? AND level = ? "
            "AND ts > ? AND correct = 1 AND seed = ? AND rulebook = ?",
            [trainee_id, drill_id, level, when, seed, rulebook],
        ).fetchone()
        if right < RIGHT_TWICE:
            found.append(
                Redo(
                    str(drill_id),
                    int(level),
                    int(seed),
                    str(rulebook),
                    str(question_json),
                    str(when),
                    int(right),
                )
            )
    return found


def next_redo(items: Sequence[Redo], after: Redo | None) -> Redo | None:
    """The one to ask after `after`: the next in the list, round and round, so the same
    question comes back only when it is the last one left."""
    if not items:
        return None
    if after is None:
        return items[0]
    keys = [item.key for item in items]
    if after.key in keys:
        return items[(keys.index(after.key) + 1) % len(items)]
    # `after` is cleared: the next one missed before it, else the first again
    older = [item for item in items if item.missed < after.missed]
    return older[0] if older else items[0]
