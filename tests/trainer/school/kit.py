"""A station for the school tests: its own progress file with people, sessions and answers
made through the app's own functions (the progress kit's real question types)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from tests.trainer.progress.kit import T0, answer
from trainer.progress.accounts import add_trainee
from trainer.progress.attempts import end_session, start_session
from trainer.progress.db import open_db, writing

DRILLS = ("blackjack.pay-blackjack", "roulette.payout", "craps.odds", "boule.payout")


@dataclass
class Station:
    path: Path
    db: Database

    @classmethod
    def open(cls, folder: Path) -> Station:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "progress.db"
        return cls(path, open_db(path, backup=False))

    def practise(
        self,
        trainee_id: int,
        answers: int,
        *,
        start: datetime = T0,
        seed: int = 0,
        drills: tuple[str, ...] = DRILLS,
    ) -> list[str]:
        """`answers` answers in one session, one a minute, over the drills in turn; each
        fourth one wrong, written in one transaction. Returns their UUIDs."""
        with writing(self.db):
            return self._practise(trainee_id, answers, start, seed, drills)

    def _practise(
        self, trainee_id: int, answers: int, start: datetime, seed: int, drills: tuple[str, ...]
    ) -> list[str]:
        session = start_session(self.db, trainee_id, now=start)
        made = []
        for n in range(answers):
            drill = drills[n % len(drills)]
            made.append(
                answer(
                    self.db,
                    trainee_id,
                    drill,
                    1 + (n // len(drills)) % 2,
                    n % 4 != 3,
                    2.0 + (n % 7),
                    now=start + timedelta(minutes=n),
                    seed=seed + n,
                    session_id=session.id,
                )
            )
        end_session(self.db, session.id, now=start + timedelta(minutes=answers))
        return made

    def trainee(self, name: str) -> int:
        return add_trainee(self.db, name).id

    def uuids(self) -> set[str]:
        return {str(r[0]) for r in self.db.execute("SELECT uuid FROM attempts")}


def server_uuids(conn: Any) -> list[str]:
    return [str(r[0]) for r in conn.execute("SELECT uuid::text FROM school.attempts")]
