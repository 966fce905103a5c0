"""Which widget takes the keyboard when a screen is shown.

Every screen names its focus owner (`focus_owner()`): the who screen's list (or its name field
when nobody exists yet), home's Continue practice, a game's drill list, the exam list, the
drill's answer field... The window gives the owner the focus after switching screens. Before,
the window focused the whole screen after the screen had focused its field, so the first
digits typed on arrival (the first question of every session) went nowhere.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


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
