"""What the drill view adds to its feedback beyond right or wrong: a level that the answer
opened ("level up"), and in "redo my mistakes" where the mistake stands. Both are read from
the attempt log after the answer is committed (`standing.newly_unlocked`, `redo.to_redo`)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QObject
from sqlite_utils import Database

from trainer.drills import catalog
from trainer.drills.base import Question
from trainer.practice_session import PracticeSession
from trainer.progress.mastery import DrillMastery, Mastery, drill_mastery
from trainer.progress.redo import Redo, to_redo
from trainer.progress.standing import newly_unlocked


def drill_now(session: PracticeSession | None, drill_id: str) -> DrillMastery | None:
    """The trainee's mastery of one drill at the session's time (None for an unknown drill)."""
    known = {d.id: d for d in catalog.all()}
    if session is None or drill_id not in known:
        return None
    return drill_mastery(session.db, session.trainee_id, known[drill_id], now=session.clock())


def redo_questions(
    db: Database, trainee_id: int, now: datetime | None = None
) -> list[tuple[Redo, Question]]:
    """The mistakes to redo that can be asked again: drills still in the catalogue, questions
    still readable (My progress counts these on its button)."""
    found = []
    known = {d.id for d in catalog.all()}
    for item in to_redo(db, trainee_id, now=now):
        if item.drill_id not in known:
            continue
        try:
            found.append((item, Question.from_json(item.question_json)))
        except (ValueError, KeyError, TypeError):
            continue  # a question from an older format cannot be drawn again
    return found


class DrillNotes(QObject):
    """The words, as HTML paragraphs for the feedback, translated with `tr()`."""

    def level_up(self, before: DrillMastery | None, after: DrillMastery | None) -> list[str]:
        opened = newly_unlocked(before, after) if before and after else None
        if opened is None or after is None:
            return []
        # A level practised straight from the game page counts as open once it has answers;
        # only a level opened by being proficient below it is a level-up.
        if opened < 2 or after.level(opened - 1).status < Mastery.PROFICIENT:
            return []
        words = self.tr("Level up! Level {level} is open: you are proficient at level {below}.")
        text = words.format(level=opened, below=opened - 1)
        return [f'<p style="color:#1565c0; font-weight:bold">★ {text}</p>']

    def redo(self, session: PracticeSession, asked: Redo) -> list[str]:
        left = redo_questions(session.db, session.trainee_id, session.clock())
        mine = [item for item, _q in left if item.key == asked.key]
        if not mine:
            state = self.tr("Cleared: answered right twice.")
        elif mine[0].right_since:
            state = self.tr("Right once: it comes back once more.")
        else:
            state = self.tr("It comes back until you answer it right twice.")
        count = (
            self.tr("Mistakes left to redo: {count}").format(count=len(left))
            if left
            else self.tr("No mistakes left to redo.")
        )
        return [f"<p><b>{state}</b> {count}</p>"]
