"""What the trainee and the instructor read when the progress file cannot be used: the real
cause and what to do, in their language, never a traceback.

The store raises typed errors (`trainer.progress.errors`); these functions turn them into
words. Technical details (SQLite's own message, the paths) go in the text or the details.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from trainer.progress.errors import (
    CorruptDatabaseError,
    DataFolderError,
    ForeignLogError,
    MovedAsideError,
    NewerDatabaseError,
    WriteFailedError,
)

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


def write_failure_cause(error: WriteFailedError) -> str:
    """Why a change could not be written, and what removes the cause."""
    texts = {
        "full": translate(
            "SaveProblem", "The disk is full: free some space, or ask the instructor."
        ),
        "busy": translate(
            "SaveProblem",
            "Another program is holding the progress file locked: close it (a backup or sync "
            "tool, a database viewer, another Dealer Trainer), or wait a moment.",
        ),
        "read_only": translate(
            "SaveProblem",
            "The progress file cannot be written: its disk or folder is read-only. Ask the "
            "instructor.",
        ),
        "damaged": translate(
            "SaveProblem",
            "The progress file is damaged (SQLite found it malformed). If retrying fails, "
            "close Dealer Trainer and start it again: it checks the file, keeps the damaged "
            "copy and starts a fresh one.",
        ),
    }
    return texts.get(error.kind, translate("SaveProblem", "The disk reported an error."))


def write_failure_text(error: WriteFailedError) -> str:
    """The drill view's message for an answer that could not be saved."""
    kept = translate(
        "SaveProblem",
        "Your answer could not be saved; it is kept here. Once that is fixed, press Enter to "
        "retry.",
    )
    return f"{write_failure_cause(error)} {kept}\n({error.detail})"


def moved_aside_box(parent: QWidget, moved: MovedAsideError) -> QMessageBox:
    """Shown over the window at start when a file had to be moved aside (it was kept). The
    reason (SQLite's words, in English) goes in the details."""
    if isinstance(moved, ForeignLogError):
        title = translate("Startup", "Log file set aside")
        text = translate(
            "Startup",
            "A log file beside the progress file did not belong to it. It was moved to "
            "{moved}. Your progress file was not changed.",
        ).format(moved=moved.moved_to)
    else:
        title = translate("Startup", "Progress file replaced")
        text = translate(
            "Startup",
            "Progress file replaced: the damaged file is kept at {moved}.\n\nThe progress "
            "file could not be used, so a new, empty one was created in its place.",
        ).format(moved=moved.moved_to)
        kept = moved.kept_backups if isinstance(moved, CorruptDatabaseError) else None
        if kept is not None:
            text += "\n\n" + translate(
                "Startup",
                "The backups from before are kept in {folder} until an instructor discards "
                "them; the newest can be restored.",
            ).format(folder=kept)
    box = QMessageBox(QMessageBox.Icon.Warning, title, text)
    box.setObjectName("repairNotice")
    box.setDetailedText(moved.reason)
    box.setParent(parent, box.windowFlags())
    return box


def startup_problem(error: BaseException) -> str:
    """Why the app cannot start at all, and what to do; nothing was changed."""
    if isinstance(error, DataFolderError):
        texts = {
            "not_a_folder": translate(
                "Startup",
                "The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is "
                "set, point it at a folder (or remove it), then start Dealer Trainer again.",
            ),
            "is_a_folder": translate(
                "Startup",
                "Where the progress file should be, {path} is a folder. Move or rename that "
                "folder (nothing in it was changed), then start Dealer Trainer again.",
            ),
            "read_only": translate(
                "Startup",
                "The data folder {path} cannot be written: it is read-only, or this account "
                "may not write there. Ask whoever manages this computer for write access, or "
                "set DEALER_TRAINER_HOME to a folder you can write, then start again.",
            ),
            "full": translate(
                "Startup",
                "The disk holding {path} is full. Free some space, then start Dealer Trainer "
                "again.",
            ),
        }
        fallback = translate(
            "Startup",
            "The progress file {path} cannot be opened. Check the disk, then start again.",
        )
        return texts.get(error.kind, fallback).format(path=error.path)
    if isinstance(error, NewerDatabaseError):
        return translate(
            "Startup",
            "The progress file {path} was written by a newer version of Dealer Trainer. "
            "Install that version to open it; the file was left untouched.",
        ).format(path=error.path)
    if isinstance(error, WriteFailedError) and error.kind == "busy":
        return translate(
            "Startup",
            "Another program is holding the progress file {path} locked. Close it (a backup "
            "or sync tool, a database viewer, another Dealer Trainer), then start again.",
        ).format(path=error.path)
    return translate("Startup", "Dealer Trainer could not start: {error}").format(error=error)


def startup_problem_box(error: BaseException) -> QMessageBox:
    """The window `main()` shows instead of a traceback."""
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        translate("Startup", "Dealer Trainer cannot start"),
        startup_problem(error),
    )
    box.setObjectName("startupProblem")
    box.setDetailedText(f"{type(error).__name__}: {error}")
    return box


def unexpected_error_box(parent: QWidget | None, error: BaseException) -> QMessageBox:
    """The last resort for an error no screen handled: said plainly, and the app goes on."""
    if isinstance(error, WriteFailedError):
        text = translate(
            "Startup", "The last change could not be saved. {cause}\n({detail})"
        ).format(cause=write_failure_cause(error), detail=error.detail)
    else:
        text = translate(
            "Startup",
            "Dealer Trainer met an unexpected problem: {error}. Answers already saved are "
            "safe. If it happens again, tell the instructor.",
        ).format(error=error)
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Startup", "Something went wrong"), text)
    box.setObjectName("unexpectedError")
    if parent is not None:
        box.setParent(parent, box.windowFlags())
    return box
