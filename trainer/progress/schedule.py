"""Spaced practice with FSRS: each trainee × drill × level is one card.

A drill level is a skill, not a fact, but it decays the same way: a croupier who has not paid a
split-bet for three weeks is slower at it. FSRS (the `fsrs` package, not a hand-written copy)
decides when each skill is due again from how each answer went. The card state kept in
`skill_states` is a cache of the log: `rebuild_skill_states` replays `attempts` to recreate it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from fsrs import Card, Rating, Scheduler
from sqlite_utils import Database

from trainer.progress.clock import parse_utc, utc_iso
from trainer.progress.db import writing

# FSRS models memory, so it gets what memory does: one rating per skill per sitting (the first
# answer of the sitting is the retrieval; the rest are practice, and rating each of them as a
# review put a skill answered 20 times in one evening 1,220 days out). Right is Good, wrong is
# Again: speed is judged against the level's target by mastery and the scheduler, not here
# (a right but slow answer rated Hard kept a card at its first learning step for ever).
SITTING = timedelta(hours=3)

# Fuzz off: FSRS fuzz draws from the global `random`, and next_drill must be reproducible.
# Learning steps of 1 and 10 minutes bring a missed skill back within the same sitting.
SCHEDULER = Scheduler(
    learning_steps=(timedelta(minutes=1), timedelta(minutes=10)),
    relearning_steps=(timedelta(minutes=10),),
    enable_fuzzing=False,
)


def rating_for(correct: bool) -> Rating:
    return Rating.Good if correct else Rating.Again


def _reviewed(card: Card, correct: bool, when: datetime) -> Card:
    """The card after this answer: unchanged when it was already rated in this sitting."""
    if card.last_review is not None and when - card.last_review < SITTING:
        return card
    card, _log = SCHEDULER.review_card(card, rating_for(correct), review_datetime=when)
    return card


@dataclass(frozen=True)
class SkillState:
    trainee_id: int
    drill_id: str
    level: int
    due: datetime  # UTC
    card: Card


def new_card(moment: datetime) -> Card:
    # card_id given: fsrs would otherwise sleep 1 ms to make a time-based id
    return Card(card_id=1, due=moment)


def review_skill(
    db: Database, trainee_id: int, drill_id: str, level: int, correct: bool, moment: datetime
) -> SkillState:
    """Move one card on by one answer (inside the caller's transaction if there is one).
    `updated` is the last answer's time even when the card was not rated again."""
    when = moment.astimezone(UTC)
    row = db.execute(
        "SELECT card_json FROM skill_states WHERE trainee_id = ? AND drill_id = ? AND level = ?",
        [trainee_id, drill_id, level],
    ).fetchone()
    card = Card.from_json(row[0]) if row else new_card(when)
    if card.last_review is not None and card.last_review > when:
        when = card.last_review  # an imported or clock-skewed answer never moves time backwards
    card = _reviewed(card, correct, when)
    with writing(db):
        db.execute(
            "INSERT INTO skill_states (trainee_id, drill_id, level, card_json, due, updated) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (trainee_id, drill_id, level) DO UPDATE SET "
            "card_json = excluded.card_json, due = excluded.due, updated = excluded.updated",
            [trainee_id, drill_id, level, card.to_json(), utc_iso(card.due), utc_iso(when)],
        )
    return SkillState(trainee_id, drill_id, level, card.due, card)


def skill_states(db: Database, trainee_id: int) -> dict[tuple[str, int], SkillState]:
    rows = db.execute(
        "SELECT drill_id, level, card_json, due FROM skill_states WHERE trainee_id = ?",
        [trainee_id],
    ).fetchall()
    return {
        (str(r[0]), int(r[1])): SkillState(
            trainee_id, str(r[0]), int(r[1]), parse_utc(str(r[3])), Card.from_json(r[2])
        )
        for r in rows
    }


def rebuild_skill_states(db: Database, trainee_id: int) -> int:
    """Recreate a trainee's cards from the logs (after a station import): the drills'
    answers and the table acts that count toward a drill (m012), in time order.

    Returns the number of answers replayed.
    """
    rows = db.execute(
        "SELECT drill_id, level, correct, ts FROM ("
        " SELECT drill_id, level, correct, ts, 0 AS log, id FROM attempts WHERE trainee_id = ?"
        " UNION ALL SELECT drill_id, level, verdict = 'right', ts, 1, id FROM table_acts"
        " WHERE trainee_id = ? AND level IS NOT NULL"
        ") ORDER BY ts, log, id",
        [trainee_id, trainee_id],
    ).fetchall()
    cards: dict[tuple[str, int], tuple[Card, datetime]] = {}
    for drill_id, level, correct, ts in rows:
        when = parse_utc(str(ts))
        key = (str(drill_id), int(level))
        card = cards[key][0] if key in cards else new_card(when)
        if card.last_review is not None and card.last_review > when:
            when = card.last_review
        cards[key] = (_reviewed(card, bool(correct), when), when)
    with writing(db):
        db.execute("DELETE FROM skill_states WHERE trainee_id = ?", [trainee_id])
        db.conn.executemany(
            "INSERT INTO skill_states (trainee_id, drill_id, level, card_json, due, updated) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [
                (trainee_id, d, lv, card.to_json(), utc_iso(card.due), utc_iso(when))
                for (d, lv), (card, when) in sorted(cards.items())
            ],
        )
    return len(rows)
