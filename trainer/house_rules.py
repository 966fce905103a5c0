"""Writing the house-rules file (`house_rules.toml` in the data folder), the only way the app
changes it: exams run under these rules, so only an instructor may change them.

Each write needs an instructor's passphrase, checked here (a screen cannot skip it), and the
text must load as house rules of the chosen rulebook first. The file is replaced atomically (a
crash leaves the old file or the new one), and going back to the regulation keeps the last
file as `house_rules.old.toml` instead of deleting it.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from sqlite_utils import Database

from trainer import rulebooks
from trainer.progress.accounts import Credential, authorise

WHAT = "changing the house rules"
OLD_SUFFIX = ".old.toml"


def check(text: str, rulebook_id: str, path: Path) -> rulebooks.Rulebook:
    """The rulebook these house rules give; `RulebookError` naming `path` (where they are
    going) and the field when they do not load. Checked from the text itself, as `load`
    checks the file: nothing is written to try them."""
    return rulebooks.load_text(rulebook_id, text, str(path))


def save(
    db: Database, path: Path, text: str, rulebook_id: str, *, by: Credential | None
) -> rulebooks.Rulebook:
    """Check `by` (an instructor's passphrase: `SecretNeededError`, `SecretRefusedError`), then
    the rules (`RulebookError`), then replace the file. Nothing is written on any refusal."""
    authorise(db, by, what=WHAT)
    book = check(text, rulebook_id, path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".house_rules-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return book


def remove(db: Database, path: Path, *, by: Credential | None) -> None:
    """Back to the regulation's values: the file is moved to `house_rules.old.toml`."""
    authorise(db, by, what=WHAT)
    if path.exists():
        os.replace(path, path.with_name(path.stem + OLD_SUFFIX))
