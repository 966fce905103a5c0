"""Which widget takes the keyboard when a screen is shown.

Every screen names its focus owner (`focus_owner()`): the who screen's list (or its name field
when nobody exists yet), home's Continue practice, a game's drill list, the exam list, the
drill's answer field... The window gives the owner the focus after switching screens. Before,
the window focused the whole screen after the screen had focused its field, so the first
digits typed on arrival (the first question of every session) went nowhere.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget


@runtime_checkable
class FocusOwner(Protocol):
    def focus_owner(self) -> QWidget:
        """The widget that should take the keyboard now."""
        ...


def give_focus(view: QWidget) -> QWidget:
    """Focus `view`'s owner (the view itself when it names none); returns who got it."""
    target = view.focus_owner() if isinstance(view, FocusOwner) else view
    target.setFocus(Qt.FocusReason.OtherFocusReason)
    return target


class EnterPressesButtons(QObject):
    """Enter on a focused button presses it, in every screen, as on a desktop.

    Qt gives Enter to a push button only inside a dialog (`autoDefault`); in the main window a
    trainee who arrives on "Continue practice" and presses Enter got nothing (found driving
    the real app under a window manager). Installed once on the application."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(watched, QPushButton)
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers()
            in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
            and watched.isEnabled()
            and not watched.autoDefault()  # a dialog's buttons already take Enter
        ):
            watched.click()
            return True
        return super().eventFilter(watched, event)
