"""Table sessions as the trainee and the instructor look back on them: one stored session with
its report and records (the report screen, its PDF, a practical exam's area), a trainee's
sessions, and each trainee's sessions summed per game (My progress, the trainee detail, the
class overview).

Everything is read from the append-only rows of m011 (`store.py`); nothing is kept on the side.
A session that never ended (the app closed mid-coup) still counts: its coups are those before
the last one it reached, which may be incomplete.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from sqlite_utils import Database

from trainer.table.procedure import mode, modes
from trainer.table.report import PaceResult, Report, build_report, pace_of
from trainer.table.session import ActRecord
from trainer.table.store import load_records


@dataclass(frozen=True, slots=True)
class SessionInfo:
    """A stored session's row with its acts summed."""

    id: int
    uuid: str
    trainee_id: int
    game: str
    mode: str
    rulebook: str
    seed: int
    started: str  # UTC, ISO
    ended: str | None
    coups: int  # coups dealt (see the module's note for a session never ended)
    acts: int  # acts judged (findings with no act left out, as in the report)
    right: int
    red_lines: int
    seconds: float  # pure dealing time

    @property
    def timed(self) -> bool:
        return self.mode in modes() and mode(self.mode).timed

    @property
    def pace(self) -> PaceResult:
        return pace_of(self.game, self.coups, self.seconds, self.timed)


@dataclass(frozen=True, slots=True)
class StoredSession:
    info: SessionInfo
    records: tuple[ActRecord, ...]
    report: Report


@dataclass(frozen=True, slots=True)
class GameTables:
    """One trainee's sessions at one game's table."""

    trainee_id: int
    game: str
    sessions: int
    coups: int
    red_lines: int  # over every session
    last_red_lines: int  # in the latest session
    last_played: str  # when the latest session started (UTC, ISO)
    last_pace: PaceResult | None  # the latest timed session's; None when none was timed


_SESSIONS = """
SELECT s.id, s.uuid, s.trainee_id, s.game, s.mode, s.rulebook, s.seed, s.started, s.ended,
       s.coups, max(a.coup),
       sum(CASE WHEN a.act != '' THEN 1 ELSE 0 END),
       sum(CASE WHEN a.act != '' AND a.verdict = 'right' THEN 1 ELSE 0 END),
       sum(CASE WHEN a.red_line != '' THEN 1 ELSE 0 END),
       coalesce(sum(a.seconds), 0)
FROM table_sessions AS s LEFT JOIN table_acts AS a ON a.session_id = s.id
"""


def _info(row: Sequence[object]) -> SessionInfo:
    ended = row[8]
    stored_coups = row[9]
    reached = int(str(row[10])) if row[10] is not None else 0
    coups = int(str(stored_coups)) if ended is not None and stored_coups is not None else 0
    if ended is None:
        coups = max(0, reached - 1)
    return SessionInfo(
        id=int(str(row[0])),
        uuid=str(row[1]),
        trainee_id=int(str(row[2])),
        game=str(row[3]),
        mode=str(row[4]),
        rulebook=str(row[5]),
        seed=int(str(row[6])),
        started=str(row[7]),
        ended=None if ended is None else str(ended),
        coups=coups,
        acts=int(str(row[11] or 0)),
        right=int(str(row[12] or 0)),
        red_lines=int(str(row[13] or 0)),
        seconds=float(str(row[14] or 0)),
    )


def session_info(db: Database, session_id: int) -> SessionInfo:
    row = db.execute(_SESSIONS + "WHERE s.id = ? GROUP BY s.id", [session_id]).fetchone()
    if row is None:
        raise LookupError(f"no table session with id {session_id}")
    return _info(row)


def stored_session(db: Database, session_id: int, slowest: int = 5) -> StoredSession:
    """A stored session with its report, rebuilt from its rows alone (any session, finished or
    not: the report screen and its PDF take only this id)."""
    info = session_info(db, session_id)
    records = load_records(db, session_id)
    report = build_report(
        info.game, info.mode, info.coups, records, timed=info.timed, slowest=slowest
    )
    return StoredSession(info, records, report)


def sessions_of(db: Database, trainee_id: int, game: str | None = None) -> list[SessionInfo]:
    """A trainee's sessions (of one game, or all), newest first; sessions with no act at all
    (opened and left at once) are left out."""
    sql = _SESSIONS + "WHERE s.trainee_id = ?"
    params: list[object] = [trainee_id]
    if game is not None:
        sql += " AND s.game = ?"
        params.append(game)
    sql += " GROUP BY s.id HAVING count(a.id) > 0 ORDER BY s.started DESC, s.id DESC"
    return [_info(row) for row in db.execute(sql, params).fetchall()]


def tables_by_game(
    db: Database, trainee_ids: Iterable[int]
) -> Mapping[tuple[int, str], GameTables]:
    """(trainee, game) -> the trainee's sessions at that table summed, for every trainee given
    who dealt at least one act there. One query for the whole class."""
    ids = list(trainee_ids)
    if not ids:
        return {}
    sql = (
        _SESSIONS
        + f"WHERE s.trainee_id IN ({', '.join('?' * len(ids))}) "
        + "GROUP BY s.id HAVING count(a.id) > 0 ORDER BY s.started DESC, s.id DESC"
    )
    grouped: dict[tuple[int, str], list[SessionInfo]] = {}
    for row in db.execute(sql, ids).fetchall():
        info = _info(row)
        grouped.setdefault((info.trainee_id, info.game), []).append(info)
    return {key: _summed(key, found) for key, found in grouped.items()}


def _summed(key: tuple[int, str], newest_first: Sequence[SessionInfo]) -> GameTables:
    latest = newest_first[0]
    timed = next((s for s in newest_first if s.timed and s.pace.per_hour is not None), None)
    return GameTables(
        trainee_id=key[0],
        game=key[1],
        sessions=len(newest_first),
        coups=sum(s.coups for s in newest_first),
        red_lines=sum(s.red_lines for s in newest_first),
        last_red_lines=latest.red_lines,
        last_played=latest.started,
        last_pace=timed.pace if timed is not None else None,
    )
