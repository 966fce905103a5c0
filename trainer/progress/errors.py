"""What can go wrong with the progress file, as types the UI can turn into words."""

from __future__ import annotations

from pathlib import Path


class ProgressError(Exception):
    """Base of every error the progress store raises on purpose."""


class CorruptDatabaseError(ProgressError):
    """The file at the database path could not be used.

    By the time this is raised the bad file has been moved aside (never deleted) and a fresh,
    empty progress database exists at `path`, so the caller can show the message and open again.
    """

    def __init__(self, path: Path, moved_to: Path, reason: str) -> None:
        self.path = path
        self.moved_to = moved_to
        self.reason = reason
        super().__init__(
            f"The progress file {path} could not be used ({reason}). It was moved to "
            f"{moved_to} and a new, empty progress file was created in its place. Earlier "
            f"days can be restored from the backups folder beside it."
        )


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
