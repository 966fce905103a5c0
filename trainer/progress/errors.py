"""What can go wrong with the progress file, as types the UI can turn into words."""

from __future__ import annotations

from pathlib import Path


class ProgressError(Exception):
    """Base of every error the progress store raises on purpose."""


class MovedAsideError(ProgressError):
    """Something at the database path was renamed out of the way (never deleted or rewritten);
    `open_db` can be called again and succeeds. `moved_to` is where it went."""

    def __init__(self, path: Path, moved_to: Path, reason: str, message: str) -> None:
        self.path = path
        self.moved_to = moved_to
        self.reason = reason
        super().__init__(message)


class CorruptDatabaseError(MovedAsideError):
    """The file at the database path could not be used.

    By the time this is raised the bad file has been moved aside (never deleted) and a fresh,
    empty progress database exists at `path`, so the caller can show the message and open again.
    The daily backups taken before were moved into `kept_backups` (when there were any), where
    pruning never reaches them: only an instructor discards them.
    """

    def __init__(
        self, path: Path, moved_to: Path, reason: str, kept_backups: Path | None = None
    ) -> None:
        self.kept_backups = kept_backups
        backups = (
            f" The backups from before are kept in {kept_backups} until an instructor "
            f"discards them; the newest can be restored."
            if kept_backups is not None
            else ""
        )
        super().__init__(
            path,
            moved_to,
            reason,
            f"Progress file replaced: the damaged file is kept at {moved_to}. The progress "
            f"file {path} could not be used ({reason}), so a new, empty one was created in "
            f"its place.{backups}",
        )


class ForeignLogError(MovedAsideError):
    """The write-ahead log beside the progress file (`progress.db-wal`) did not belong to it.

    Opening the file read-write would have copied that log into it and overwritten the
    station's data, so the log (and its index) were moved aside instead; the progress file
    itself was not changed and opens as it was.
    """

    def __init__(self, path: Path, moved_to: Path, reason: str) -> None:
        super().__init__(
            path,
            moved_to,
            reason,
            f"A log file beside the progress file did not belong to it ({reason}); it was "
            f"moved to {moved_to}. The progress file {path} itself was not changed.",
        )


class DataFolderError(ProgressError):
    """The data folder or the progress file in it cannot be used at all (not a folder, read
    only, a folder where the file should be): nothing was changed; the user must fix it."""

    def __init__(self, path: Path, kind: str, detail: str) -> None:
        self.path = path
        self.kind = kind  # "not_a_folder", "is_a_folder", "read_only", "full", "io", "unreadable"
        self.detail = detail
        super().__init__(f"Dealer Trainer cannot use {path}: {detail}")


class WriteFailedError(ProgressError):
    """A write to the progress file did not happen, for a reason the user can act on.

    `kind` is "full" (no space left), "busy" (another program holds the write lock),
    "read_only", "damaged" (SQLite found the file malformed: it is checked at the next start)
    or "io" (the disk reported an error). Nothing of the transaction was kept; the caller
    still has what it wanted to write and can try again.
    """

    def __init__(self, path: Path, kind: str, detail: str) -> None:
        self.path = path
        self.kind = kind
        self.detail = detail
        super().__init__(f"could not write to {path} ({kind}): {detail}")


class NewerDatabaseError(ProgressError):
    """The database was written by a newer version of the trainer; it is left untouched."""

    def __init__(self, path: Path, unknown_steps: list[str]) -> None:
        self.path = path
        self.unknown_steps = unknown_steps
        super().__init__(
            f"The progress file {path} was written by a newer version of Dealer Trainer "
            f"(schema steps {', '.join(unknown_steps)}). Update the trainer to open it."
        )


class NotABundleError(ProgressError):
    """A file offered for import is not a station bundle written by `export_station`."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(
            f"{path} is not a Dealer Trainer station bundle ({reason}). Choose a file made "
            f"with 'Export station data'."
        )


class DamagedBundleError(NotABundleError):
    """A bundle holds a value that a screen could not show; nothing of it was imported."""

    def __init__(self, path: Path, table: str, row: object, field: str, problem: str) -> None:
        self.table = table
        self.row = row
        self.field = field
        self.problem = problem
        super().__init__(path, f"{table}, row {row}: {field} {problem}")
        self.args = (
            f"{path} cannot be imported: in {table}, row {row}, the field {field} {problem}. "
            f"Nothing was imported.",
        )


class ForeignBundleError(NotABundleError):
    """A bundle would add to a person already on this station but does not carry their token:
    it was not made from their own station data. Nothing was imported."""

    def __init__(self, path: Path, name: str) -> None:
        self.name = name
        super().__init__(path, f"it was not exported from {name}'s own station data")
        self.args = (
            f"{path} cannot add anything to {name}, who is already on this station: it was "
            f"not exported from {name}'s own station data. Nothing was imported.",
        )


class UnknownTraineeError(ProgressError):
    """No trainee or instructor has this id."""

    def __init__(self, trainee_id: int) -> None:
        self.trainee_id = trainee_id
        super().__init__(f"no trainee with id {trainee_id}")


class NotAnInstructorError(ProgressError):
    """A PIN was set or checked for someone who is not an instructor."""

    def __init__(self, trainee_id: int) -> None:
        self.trainee_id = trainee_id
        super().__init__(f"person {trainee_id} is not an instructor and has no PIN")


class WeakPinError(ProgressError):
    """A PIN too short to be worth throttling."""


class SecretNeededError(ProgressError):
    """An action that needs an instructor's passphrase (or the person's own PIN) was asked
    for without one: adding a second instructor, changing house rules, opening or changing a
    protected profile."""

    def __init__(self, what: str) -> None:
        self.what = what
        super().__init__(f"{what} needs an instructor's passphrase")


class SecretRefusedError(ProgressError):
    """The passphrase or PIN given for an action was wrong, or given during a wait after
    repeated wrong ones (then `wait_seconds` > 0 and it was not even compared)."""

    def __init__(self, person_id: int, wait_seconds: float, failures: int) -> None:
        self.person_id = person_id
        self.wait_seconds = wait_seconds
        self.failures = failures
        wait = f"; wait {wait_seconds:.0f} s before trying again" if wait_seconds > 0 else ""
        super().__init__(f"wrong passphrase or PIN for person {person_id}{wait}")
