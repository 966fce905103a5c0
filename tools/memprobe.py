"""Find what grows while a trainee drills: the real main window offscreen, driven by key
presses as tools/soak.py drives it under X, sampled every N answers (RSS, Qt widgets and
objects, Python objects by type, optionally tracemalloc's top growth).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/memprobe.py --answers 600 --every 100
    .venv/bin/python tools/memprobe.py --honest --surfaces --answers 900 --every 90
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("DEALER_TRAINER_HOME", tempfile.mkdtemp(prefix="dealer-probe-"))

from PySide6.QtCore import QObject, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from ui.app import build  # noqa: E402
from ui.main_window import MainWindow  # noqa: E402


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def focused(window: MainWindow) -> QWidget:
    return QApplication.focusWidget() or window.focusWidget() or window


NO_MOD = Qt.KeyboardModifier.NoModifier


def key(window: MainWindow, k: Qt.Key, mod: Qt.KeyboardModifier = NO_MOD) -> None:
    QTest.keyClick(focused(window), k, mod)


class Keys:
    """What tests/ui/test_app.answer_by_keyboard needs of pytest-qt's qtbot."""

    def keyClick(self, widget: QWidget, k: Qt.Key, mod: Qt.KeyboardModifier = NO_MOD) -> None:
        QTest.keyClick(widget, k, mod)

    def keyClicks(self, widget: QWidget, text: str) -> None:
        QTest.keyClicks(widget, text)


def honest_session(window: MainWindow, rng: random.Random, questions: int) -> int:
    """Continue practice, `questions` answered right by keys (Ctrl+M now and then), Esc and
    Enter on the summary; the number answered."""
    from tests.ui.test_app import answer_by_keyboard

    bot = Keys()
    if window.stack.currentWidget() is not window.home:
        window.go_home()
    key(window, Qt.Key.Key_Return)
    done = 0
    for n in range(questions):
        question = window.drill.question
        if question is None:
            break
        if rng.random() < 0.2:
            key(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
        answer_by_keyboard(bot, window, question)  # type: ignore[arg-type]
        done += 1
        if n < questions - 1:
            key(window, Qt.Key.Key_Return)
    key(window, Qt.Key.Key_Escape)
    box = QApplication.activeModalWidget()
    if box is not None:
        QTest.keyClick(box, Qt.Key.Key_Return)
    QTest.qWait(1)  # the event loop's turn: what was closed or replaced is deleted
    return done


def text(window: MainWindow, s: str) -> None:
    for ch in s:
        QTest.keyClicks(focused(window), ch)


def wait(ms: int) -> None:
    QTest.qWait(ms)


def one_answer(window: MainWindow, rng: random.Random, pace: float) -> None:
    for _ in range(rng.randint(1, 4)):
        move = rng.randrange(4)
        if move == 0:
            text(window, str(rng.randint(1, 4)))
        elif move == 1:
            text(window, f"{rng.randint(1, 400)}{rng.choice(['', ',50'])}")
        elif move == 2:
            key(window, Qt.Key.Key_Tab)
        else:
            key(window, Qt.Key.Key_Down)
    key(window, Qt.Key.Key_Return)
    wait(int(rng.uniform(300, 1500) * pace))
    key(window, Qt.Key.Key_Return)
    wait(int(rng.uniform(300, 1000) * pace))


def detour(window: MainWindow, rng: random.Random, pace: float, only: int | None) -> None:
    choice = rng.randrange(5) if only is None else only
    ctrl = Qt.KeyboardModifier.ControlModifier
    if choice in (0, 4):
        key(window, Qt.Key.Key_Escape)
        wait(int(500 * pace))
        key(window, Qt.Key.Key_Return)
    elif choice == 1:
        key(window, Qt.Key.Key_F1)
        wait(int(800 * pace))
        key(window, Qt.Key.Key_Escape)
    elif choice == 2:
        key(window, Qt.Key.Key_M, ctrl)
        wait(int(500 * pace))
        key(window, Qt.Key.Key_M, ctrl)
    else:
        key(window, Qt.Key.Key_L, ctrl)
        wait(int(1000 * pace))
        key(window, Qt.Key.Key_Escape)
    wait(int(500 * pace))


def attempts(window: MainWindow) -> int:
    from trainer.progress.attempts import count_attempts

    person = window.context.trainee
    return count_attempts(window.context.db, person.id) if person is not None else -1


def census(window: MainWindow) -> dict[str, int]:
    gc.collect()
    return {
        "widgets": len(QApplication.allWidgets()),
        "top": len(QApplication.topLevelWidgets()),
        "qobjects": len(window.findChildren(QObject)),
        "pyobjects": len(gc.get_objects()),
    }


SURFACE_BYTES: Counter[str] = Counter()  # bytes of pictures first drawn, per cached function
SURFACE_NEW: Counter[str] = Counter()


def _bytes_of(result: object) -> int:
    import pygame

    if isinstance(result, pygame.Surface):
        return result.get_pitch() * result.get_height()
    surface = getattr(result, "surface", None)
    if isinstance(surface, pygame.Surface):
        return _bytes_of(surface)
    if isinstance(result, tuple):
        return sum(_bytes_of(r) for r in result if isinstance(r, pygame.Surface))
    return 0


def watch_surfaces() -> None:
    """Wrap the felt's cached drawing functions: count each new key's picture bytes."""
    from ui.felt import art, base, chip_rows, stacks, tags

    targets = [
        (art, "text_surface"),
        (art, "stack_columns"),
        (art, "card_surface"),
        (art, "chip_surface"),
        (art, "chip_side"),
        (stacks, "_stack"),
        (chip_rows, "_wrapped"),
        (base, "_label_surface"),
        (base, "_marked"),
        (tags, "amount_tag"),
    ]
    for module, attr in targets:
        original = getattr(module, attr)
        seen: set[object] = set()
        name = f"{module.__name__}.{attr}"

        def wrapper(*a: object, _o=original, _seen=seen, _n=name, **k: object) -> object:
            result = _o(*a, **k)
            key = (a, tuple(sorted(k.items())))
            if key not in _seen:
                _seen.add(key)
                SURFACE_NEW[_n] += 1
                SURFACE_BYTES[_n] += _bytes_of(result)
            return result

        wrapper.cache_info = original.cache_info  # type: ignore[attr-defined]
        setattr(module, attr, wrapper)


def caches() -> dict[str, tuple[int, int]]:
    """Every functools cache in the loaded ui/trainer modules: (entries, kB of surfaces)."""
    out: dict[str, tuple[int, int]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith(("ui.", "trainer.")):
            continue
        for attr, fn in list(vars(module).items()):
            info = getattr(fn, "cache_info", None)
            if info is None or getattr(fn, "__module__", None) != name:
                continue
            size = 0
            out[f"{name}.{attr}"] = (info().currsize, size)
    return out


def types() -> Counter[str]:
    return Counter(type(o).__qualname__ for o in gc.get_objects())


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--answers", type=int, default=600)
    p.add_argument("--every", type=int, default=100)
    p.add_argument("--pace", type=float, default=0.1, help="fraction of the soak's waits")
    p.add_argument("--detours", type=float, default=0.08)
    p.add_argument("--only", type=int, default=None, help="one kind of detour (0-4)")
    p.add_argument("--trace", action="store_true")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--surfaces", action="store_true")
    p.add_argument("--honest", action="store_true", help="sessions of right answers")
    p.add_argument("--practise", action="store_true", help="back to practice (Ctrl+P) at once")
    args = p.parse_args()
    if args.surfaces:
        watch_surfaces()
    settings = QSettings(
        str(Path(os.environ["DEALER_TRAINER_HOME"]) / "s.ini"), QSettings.Format.IniFormat
    )
    _app, window = build(settings)
    window.show()
    window.activateWindow()
    wait(500)
    rng = random.Random(args.seed)
    modal = QTimer()  # random keys can open a modal dialog (a file dialog): Esc it, as X would
    modal.setInterval(300)

    def close_modal() -> None:
        box = QApplication.activeModalWidget()
        if box is not None:
            print("closing modal", type(box).__name__, box.objectName(), flush=True)
            box.close()

    modal.timeout.connect(close_modal)
    modal.start()
    text(window, f"Probe{args.seed}")
    key(window, Qt.Key.Key_Return)
    wait(300)
    key(window, Qt.Key.Key_Return)
    wait(500)
    if args.trace:
        tracemalloc.start(12)
    before_caches = caches()
    before_types = types()
    first = census(window)
    snap = tracemalloc.take_snapshot() if args.trace else None
    start = time.monotonic()
    print(f"{'answers':>7} {'sec':>6} {'rss':>7} " + " ".join(f"{k:>9}" for k in first))
    base_bytes = Counter(SURFACE_BYTES)
    print(f"{0:>7} {0:>6} {rss_mb():7.1f} " + " ".join(f"{v:>9}" for v in first.values()))
    for n in range(1, args.answers + 1):
        if args.honest:
            if n % 3 == 0:
                honest_session(window, rng, 3)
        else:
            one_answer(window, rng, args.pace)
            if args.practise and window.stack.currentWidget() is not window.drill:
                key(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # practice
            if rng.random() < args.detours:
                detour(window, rng, args.pace, args.only)
        if n % args.every == 0:
            c = census(window)
            grown = (sum(SURFACE_BYTES.values()) - sum(base_bytes.values())) / 2**20
            print(
                f"{n:>7} {time.monotonic() - start:6.0f} {rss_mb():7.1f} "
                + " ".join(f"{v:>9}" for v in c.values())
                + f" {type(window.stack.currentWidget()).__name__} {attempts(window)}"
                + (f"  surf+{grown:.1f}MB" if args.surfaces else ""),
                flush=True,
            )
    print(
        "surface MB grown:",
        {k: round((v - base_bytes[k]) / 2**20, 2) for k, v in SURFACE_BYTES.items()},
    )
    print("new keys:", dict(SURFACE_NEW))
    after_types = types()
    after_caches = caches()
    print(
        "caches grown:",
        {
            k: (before_caches.get(k, (0, 0))[0], v[0])
            for k, v in after_caches.items()
            if v[0] != before_caches.get(k, (0, 0))[0]
        },
    )
    grown = (after_types - before_types).most_common(25)
    print("python types grown:", grown)
    tops = Counter(type(w).__name__ + ":" + w.objectName() for w in QApplication.topLevelWidgets())
    print("top-level widgets:", tops.most_common(15))
    kids = Counter(type(o).__name__ for o in window.findChildren(QObject))
    print("window's QObjects:", kids.most_common(15))
    if snap is not None:
        after = tracemalloc.take_snapshot()
        for stat in after.compare_to(snap, "traceback")[:12]:
            print(stat)
            for line in stat.traceback.format()[-8:]:
                print("   ", line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
