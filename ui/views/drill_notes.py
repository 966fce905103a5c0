"""What the drill view adds to its feedback beyond right or wrong: a level that the answer
opened ("level up"), and in "redo my mistakes" where the mistake stands. Both are read from
the attempt log after the answer is committed (`standing.newly_unlocked`, `redo.to_redo`)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from trainer.practice_session import PracticeSession
from trainer.progress.mastery import DrillMastery, Mastery
from trainer.progress.redo import Redo
from trainer.progress.standing import newly_unlocked
from trainer.station import Station


def drill_now(
    station: Station, session: PracticeSession | None, drill_id: str
) -> DrillMastery | None:
    """The trainee's mastery of one drill at the session's time (None for an unknown drill)."""
    if session is None:
        return None
    return station.mastery(session.trainee_id, drill_id, now=session.clock())


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

    def redo(self, station: Station, session: PracticeSession, asked: Redo) -> list[str]:
        left = station.redo_questions(session.trainee_id, session.clock())
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
