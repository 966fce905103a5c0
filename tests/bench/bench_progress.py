"""Progress store: the cost of saving an answer, and the dashboards on a million answers.

The million-answer database (50 trainees x 20,000 answers over a year) is generated once with
bulk inserts in one transaction and cached in the temp folder, keyed by schema version and
generator version, so reruns only time the queries.
"""

from __future__ import annotations

import json
import random
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

from fsrs import Rating

from tests.bench.table import Row, median_p95, timings_ms
from tests.trainer.progress.kit import CET, Grade, Question, Response, drill
from trainer.progress.attempts import record_attempt
from trainer.progress.classroom import class_overview
from trainer.progress.clock import utc_iso
from trainer.progress.db import close_db, connect, open_db
from trainer.progress.export import export_csv
from trainer.progress.migrations import MIGRATIONS, schema_version
from trainer.progress.practice import next_drill
from trainer.progress.schedule import SCHEDULER, new_card
from trainer.progress.stats import drill_by_day, drill_by_week, trainee_stats

GENERATOR = 2  # bump when the generated data changes
TRAINEES = 50
PER_TRAINEE = 20_000
GAMES = ("blackjack", "punto_banco", "roulette", "craps", "boule", "trente_quarante")
DRILLS = [drill(f"{g}.skill-{k}") for g in GAMES for k in range(4)]  # 24 drills, 4 levels
END = datetime(2025, 6, 30, 20, 0, tzinfo=CET)  # the year of data ends here
DASHBOARD_MS = 200.0
RECORD_MS = 5.0

QUESTION = json.dumps(
    {
        "drill_id": "{drill}",
        "level": 0,
        "seed": 0,
        "rulebook": "andorra-2025",
        "kind": "amount",
        "prompt": {"code": "blackjack.pay-blackjack.prompt", "params": {"stake": "25"}},
        "scene": {
            "game": "blackjack",
            "hands": [
                {"id": "dealer", "cards": ["Ts", "7h"]},
                {"id": "box-3", "cards": ["Ah", "Kd"]},
            ],
            "bets": [{"spot": "box-3.main", "amount": "25", "chips": {"25": 1}}],
        },
        "expected": "37.50",
        "rules": ["BJ-08"],
        "target_seconds": 6.0,
    }
)


def cache_path() -> Path:
    folder = Path(tempfile.gettempdir()) / "dealer-trainer-bench"
    folder.mkdir(exist_ok=True)
    return folder / f"progress-s{schema_version()}-g{GENERATOR}-{TRAINEES}x{PER_TRAINEE}.db"


def _rows(
    trainee_id: int, rng: random.Random, sessions: dict[str, int]
) -> list[tuple[object, ...]]:
    skill = rng.uniform(0.6, 0.98)  # this trainee's chance of a right answer
    speed = rng.uniform(0.6, 1.6)  # and their pace against the targets
    start = END - timedelta(days=365)
    step = timedelta(days=365) / PER_TRAINEE
    out = []
    for n in range(PER_TRAINEE):
        moment = start + n * step
        chosen = DRILLS[rng.randrange(len(DRILLS))]
        level = rng.choices((1, 2, 3, 4), weights=(4, 3, 2, 1))[0]
        target = chosen.levels[level].target_seconds
        right = rng.random() < skill
        seconds = round(rng.lognormvariate(0, 0.4) * speed * (target or 6.0), 3)
        day = moment.date().isoformat()
        seed = rng.getrandbits(32)
        question = QUESTION.replace('"{drill}"', json.dumps(chosen.id)).replace(
            '"seed": 0', f'"seed": {seed}'
        )
        out.append(
            (
                str(uuid.UUID(int=rng.getrandbits(128), version=4)),
                trainee_id,
                sessions[day],
                chosen.id,
                level,
                seed,
                "andorra-2025",
                question,
                json.dumps({"kind": "amount", "value": "37.50" if right else "35"}),
                int(right),
                1.0 if right else 0.0,
                seconds,
                target,
                '["BJ-08"]',
                "bench",
                utc_iso(moment),
                day,
            )
        )
    return out


def generate(path: Path) -> float:
    """Build the million-answer database at `path`; returns seconds taken."""
    began = time.perf_counter()
    partial = path.with_name(path.name + ".partial")
    partial.unlink(missing_ok=True)
    db = connect(partial)
    db.execute("PRAGMA journal_mode = OFF")
    db.execute("PRAGMA synchronous = OFF")
    db.execute("PRAGMA cache_size = -1000000")
    MIGRATIONS.apply(db)
    rng = random.Random(20250630)
    conn = db.conn
    conn.execute("BEGIN")
    created = utc_iso(END - timedelta(days=400))
    for t in range(1, TRAINEES + 1):
        conn.execute(
            "INSERT INTO trainees (id, uuid, name, role, created) VALUES (?, ?, ?, 'trainee', ?)",
            (t, str(uuid.UUID(int=rng.getrandbits(128), version=4)), f"Trainee {t:02d}", created),
        )
        sessions: dict[str, int] = {}
        for d in range(366):
            day = (END - timedelta(days=365 - d)).date()
            cursor = conn.execute(
                "INSERT INTO sessions (uuid, trainee_id, kind, started, ended) "
                "VALUES (?, ?, 'practice', ?, ?)",
                (str(uuid.uuid4()), t, f"{day}T08:00:00.000000Z", f"{day}T20:00:00.000000Z"),
            )
            sessions[day.isoformat()] = int(cursor.lastrowid or 0)
        conn.executemany(
            "INSERT INTO attempts (uuid, trainee_id, session_id, drill_id, level, seed, rulebook, "
            "question_json, response_json, correct, score, seconds, target_seconds, rules_json, "
            "app_version, ts, day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            _rows(t, rng, sessions),
        )
    # one scheduler card per practised level (from its last answer: the timing does not
    # depend on the card's contents, and replaying a million answers would dominate the build)
    cells = conn.execute(
        "SELECT trainee_id, drill_id, level, max(ts) FROM attempts GROUP BY 1, 2, 3"
    ).fetchall()
    for trainee_id, drill_id, level, ts in cells:
        when = datetime.strptime(ts, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
        card, _ = SCHEDULER.review_card(new_card(when), Rating.Good, review_datetime=when)
        conn.execute(
            "INSERT INTO skill_states VALUES (?, ?, ?, ?, ?, ?)",
            (trainee_id, drill_id, level, card.to_json(), utc_iso(card.due), ts),
        )
    conn.execute("COMMIT")
    # no ANALYZE: the app never runs it, and the statistics hid a query planned on the wrong
    # index for every file the app writes (issue 14)
    db.execute("PRAGMA journal_mode = WAL")
    db.close()
    partial.replace(path)
    return time.perf_counter() - began


def _record_timings() -> list[float]:
    with tempfile.TemporaryDirectory() as folder:
        db = open_db(Path(folder) / "progress.db", backup=False)
        db.execute(
            "INSERT INTO trainees (uuid, name, role, created) VALUES ('x', 'A', 'trainee', '')"
        )
        counter = iter(range(10**9))

        def one() -> None:
            n = next(counter)
            record_attempt(
                db,
                1,
                Question(DRILLS[n % 24].id, 1 + n % 4, n),
                Response("37.50"),
                Grade(n % 5 != 0, 4.0, 6.0),
            )

        samples = timings_ms(one, repeat=500)
        db.close()
    return samples


def _verdict(value: float, target: float) -> str:
    return "PASS" if value <= target else "OVER TARGET"


def _row(name: str, samples: list[float], target: float, unit_note: str = "") -> Row:
    median, p95 = median_p95(samples)
    return Row(
        "progress",
        name,
        f"median {median:.1f} ms, p95 {p95:.1f} ms",
        f"≤ {target:.0f} ms",
        f"{_verdict(p95, target)} (p95){unit_note}",
    )


def run() -> list[Row]:
    rows = [_row("record one attempt (commit, FSRS update)", _record_timings(), RECORD_MS)]
    path = cache_path()
    if path.exists():
        built = "cached"
    else:
        print(f"generating {TRAINEES * PER_TRAINEE:,} attempts in {path}...", file=sys.stderr)
        built = f"{generate(path):.0f} s"
    size = path.stat().st_size / 1e6
    rows.append(
        Row(
            "progress",
            f"build {TRAINEES} x {PER_TRAINEE:,} attempts database",
            built,
            "",
            f"{size:.0f} MB at {path}",
        )
    )
    start = time.perf_counter()
    db = open_db(path, check=True, backup=False)
    opened = (time.perf_counter() - start) * 1000
    rows.append(
        Row(
            "progress",
            "open 1M database with quick_check",
            f"{opened:.0f} ms",
            "",
            "after a crash or an outside change",
        )
    )
    close_db(db, path)
    start = time.perf_counter()
    db = open_db(path, backup=False)
    reopened = (time.perf_counter() - start) * 1000
    rows.append(
        Row(
            "progress",
            "open 1M database after a clean close",
            f"{reopened:.0f} ms",
            "",
            "the check is skipped: the file is as the app left it",
        )
    )
    trainee = 25
    rng = random.Random(1)
    rows.append(
        _row(
            "class overview (matrix, weakest, 30 days)",
            timings_ms(lambda: class_overview(db, drills=DRILLS, now=END), 10),
            DASHBOARD_MS,
        )
    )
    rows.append(
        _row(
            "one trainee's stats (20,000 answers)",
            timings_ms(lambda: trainee_stats(db, trainee, now=END), 10),
            DASHBOARD_MS,
        )
    )
    rows.append(
        _row(
            "one drill's history by day and by week (~800 answers)",
            timings_ms(
                lambda: (
                    drill_by_day(db, trainee, DRILLS[9].id),
                    drill_by_week(db, trainee, DRILLS[9].id),
                ),
                20,
            ),
            DASHBOARD_MS,
        )
    )
    rows.append(
        _row(
            "next_drill for one trainee (24 drills)",
            timings_ms(lambda: next_drill(db, trainee, rng, drills=DRILLS, now=END), 20),
            DASHBOARD_MS,
        )
    )
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "trainee.csv"
        rows.append(
            _row(
                "CSV export of one trainee (20,000 rows)",
                timings_ms(lambda: export_csv(db, target, trainee_id=trainee), 5),
                1000.0,
            )
        )
    db.close()
    return rows
