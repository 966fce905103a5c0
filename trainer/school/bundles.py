"""A station bundle imported into the school server (for a station that had no network).

The bundle is read through exactly as a station imports it (`trainer.progress.stations`:
checked to be a bundle, copied, upgraded to the current schema, every value read as the
screens read it, every row the one person's), and it may add to a person the server already
has only if it carries that person's token. The upgraded copy is then sent like a station's
own log: its upgrade notes every row in the copy's outbox, and `push` sends them by UUID, so
importing a bundle twice, or on two stations at once, adds its answers once.
"""

from __future__ import annotations

import hmac
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from trainer.progress.bundle_check import Reader, drill_question, drill_response
from trainer.progress.db import connect as connect_local
from trainer.progress.errors import ForeignBundleError
from trainer.progress.stations import _check_bundle, _upgraded_person
from trainer.school.push import PushResult, push

if TYPE_CHECKING:
    import psycopg


def import_bundle(
    conn: psycopg.Connection[Any],
    path: Path,
    *,
    read_question: Reader | None = None,
    read_response: Reader | None = None,
) -> PushResult:
    """Send a bundle's person and log to the server; safe to repeat. Refuses, sending nothing,
    what a station would refuse (`NotABundleError`, `DamagedBundleError`, `ForeignBundleError`)."""
    path = Path(path)
    _check_bundle(path)
    readers = (read_question or drill_question, read_response or drill_response)
    with tempfile.TemporaryDirectory(prefix="dealer-trainer-school-import-") as folder:
        copy = Path(folder) / "bundle.db"
        shutil.copyfile(path, copy)
        person = _upgraded_person(copy, path, readers)
        row = conn.execute(
            "SELECT name, bundle_token FROM school.people WHERE uuid = %s::uuid", [person.uuid]
        ).fetchone()
        if row is not None and not hmac.compare_digest(str(row[1] or ""), person.token):
            raise ForeignBundleError(path, str(row[0]))
        db = connect_local(copy)
        try:
            return push(db, conn)
        finally:
            db.close()
