"""A guard against a PySide6 bug that aborts the app after long practice ("none_dealloc").

With PySide6/shiboken6 6.12.0 (abi3 wheels) on CPython 3.11, every Qt method that returns
nothing (`update()`, `setText()`, `setDevicePixelRatio()`, `QTimer.stop()`…) hands back None
without the reference it owes: each call lowers None's reference count by one (measured:
500 calls, 500 lost; tests/ui/test_felt_soak.py). The felt alone makes a few such calls per
frame at 60 Hz; after some tens of thousands, None's count reaches zero and CPython aborts
with "Fatal Python error: none_dealloc" (seen after 75 minutes of practice).

CPython 3.12 made None, True and False immortal (PEP 683), which hides the bug. On 3.11 we do
the same by hand once at start: add 2**40 to their reference counts, so no session can ever
spend them. The count is read first and only written when it sits where CPython keeps it
(the first field of a release build's object); anywhere else nothing is touched. The real
fix is upstream (a PySide6 release without the bug, or Python 3.12+); this stays harmless
once that lands.
"""

from __future__ import annotations

import ctypes
import sys

PIN = 2**40  # ~10^12 calls: at a thousand lost references a second, 35 years


def pin_singletons() -> bool:
    """Make None, True and False as good as immortal in this process; True if it was done
    now (False: not needed here, already done, or not a build whose layout we know)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if hasattr(sys, "gettotalrefcount"):  # a debug build: objects carry extra fields first
        return False
    done = False
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value >= PIN:
            continue
        if count.value != sys.getrefcount(singleton) - 1:  # not the field we think it is
            return False
        count.value += PIN
        done = True
    return done
