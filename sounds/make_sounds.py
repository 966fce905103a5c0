"""Make every sound the trainer plays: `python sounds/make_sounds.py` (or `make sounds`).

Table sounds (chips, card, dice, ball, right, wrong) are synthesised here in pure Python (no
numpy) from sine partials, filtered noise and envelopes, with a fixed seed so a rebuild gives
the same files. The croupier's calls ("no more bets" and the numbers 0-36 in Catalan, Spanish
and English) are spoken by espeak-ng and trimmed and resampled by sox. All files are 16 kHz
mono 16-bit WAV, which pygame.mixer plays everywhere. Origins and licences: README.md beside
this script.
"""

from __future__ import annotations

import math
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 16000
HERE = Path(__file__).resolve().parent
CALLS = {
    "ca": ("ca", "No hi van més apostes"),
    "es": ("es", "No va más"),
    "en": ("en-gb", "No more bets"),
}
Signal = list[float]


# --------------------------------------------------------------------------- synthesis


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def mix(into: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def strike(
    partials: Iterable[tuple[float, float]],
    decay: float,
    seconds: float,
    rng: random.Random,
    noise: float = 0.0,
) -> Signal:
    """A struck object: inharmonic sine partials (frequency, amplitude) dying away with time
    constant `decay`, plus a short burst of noise for the contact."""
    parts = [(2 * math.pi * f / RATE, a, rng.uniform(0, math.tau)) for f, a in partials]
    out = []
    for i in range(int(seconds * RATE)):
        env = math.exp(-i / (decay * RATE))
        v = sum(a * math.sin(w * i + ph) for w, a, ph in parts)
        if noise:
            v += noise * rng.uniform(-1, 1) * math.exp(-i / (0.002 * RATE))
        out.append(v * env)
    return out


def filtered_noise(
    seconds: float, rng: random.Random, low: float, high: float, envelope: Callable[[float], float]
) -> Signal:
    """White noise through a one-pole high-pass then low-pass (a band), shaped by envelope(t)."""
    a_lo = math.exp(-2 * math.pi * high / RATE)  # low-pass keeps below `high`
    a_hi = math.exp(-2 * math.pi * low / RATE)  # high-pass removes below `low`
    lp = hp_prev_in = hp = 0.0
    out = []
    for i in range(int(seconds * RATE)):
        x = rng.uniform(-1, 1)
        hp = a_hi * (hp + x - hp_prev_in)
        hp_prev_in = x
        lp = (1 - a_lo) * hp + a_lo * lp
        out.append(lp * envelope(i / RATE))
    return out


def chips(rng: random.Random) -> Signal:
    """Clay chips set down on a stack: four bright clicks, quickly quieter."""
    out = silence(0.3)
    for at, gain in ((0.0, 1.0), (0.048, 0.7), (0.085, 0.55), (0.13, 0.35)):
        f = rng.uniform(0.93, 1.07)
        click = strike(
            [(3150 * f, 0.5), (4720 * f, 0.35), (6050 * f, 0.25), (2200 * f, 0.2)],
            0.009,
            0.06,
            rng,
            0.6,
        )
        mix(out, click, at, gain)
    return out


def card(rng: random.Random) -> Signal:
    """A card sliding out of the shoe across the cloth, then landing."""

    def env(t: float) -> float:
        return min(1.0, t / 0.03) * math.exp(-max(0.0, t - 0.03) / 0.07)

    out = filtered_noise(0.22, rng, 900, 5200, env)
    mix(out, strike([(1800, 0.3), (2900, 0.2)], 0.006, 0.03, rng, 0.4), 0.16, 0.5)
    return [v * 1.6 for v in out]


def dice(rng: random.Random) -> Signal:
    """Two dice thrown down the table: clacks coming closer together as they settle."""
    out = silence(0.7)
    for offset, base in ((0.0, 1.0), (0.035, 1.12)):
        at, gap, gain = offset, 0.13, 1.0
        while gain > 0.12:
            f = base * rng.uniform(0.95, 1.05)
            clack = strike(
                [(1150 * f, 0.5), (2380 * f, 0.35), (3470 * f, 0.25), (5200 * f, 0.1)],
                0.012,
                0.05,
                rng,
                0.5,
            )
            mix(out, clack, at, gain * 0.6)
            at += gap
            gap *= 0.72
            gain *= 0.72
    return out


def ball(rng: random.Random) -> Signal:
    """The ball on the wheel: a rolling whirr round the track, slowing, then ticks on the
    frets and the drop into a pocket."""
    seconds = 1.6

    def env(t: float) -> float:
        roll = 0.55 * min(1.0, t / 0.1) * max(0.0, 1 - t / 1.15)
        wobble = 0.75 + 0.25 * math.sin(2 * math.pi * (9 - 4 * t) * t)
        return roll * wobble

    out = filtered_noise(seconds, rng, 200, 2200, env)
    at, gap = 1.0, 0.05
    while at < 1.45:
        mix(out, strike([(2600, 0.4), (3900, 0.25)], 0.006, 0.03, rng, 0.3), at, 0.5)
        at += gap
        gap *= 1.35
    mix(out, strike([(1900, 0.5), (2950, 0.3), (4400, 0.2)], 0.02, 0.08, rng, 0.5), 1.48, 0.8)
    return out


def right(rng: random.Random) -> Signal:
    """A bright rising two-note chime."""
    out = silence(0.45)
    mix(out, strike([(880, 0.5), (1760, 0.12)], 0.12, 0.3, rng), 0.0, 0.7)
    mix(out, strike([(1318.5, 0.5), (2637, 0.12)], 0.16, 0.35, rng), 0.1, 0.7)
    return out


def wrong(rng: random.Random) -> Signal:
    """A low, dull double buzz."""
    out = silence(0.42)
    buzz = []
    for i in range(int(0.16 * RATE)):
        t = i / RATE
        v = sum(math.sin(2 * math.pi * 155 * k * t) / k for k in (1, 3, 5, 7))
        buzz.append(0.45 * v * min(1.0, t / 0.01) * min(1.0, (0.16 - t) / 0.03))
    mix(out, buzz, 0.0)
    mix(out, buzz, 0.22, 0.8)
    return out


EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "chips": chips,
    "card": card,
    "dice": dice,
    "ball": ball,
    "right": right,
    "wrong": wrong,
}


def write_wav(path: Path, signal: Signal, peak: float = 0.85) -> None:
    top = max((abs(v) for v in signal), default=0.0) or 1.0
    scale = peak * 32767 / top
    frames = b"".join(struct.pack("<h", int(max(-32768, min(32767, v * scale)))) for v in signal)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


# --------------------------------------------------------------------------- calls


def speak(voice: str, text: str, out: Path) -> None:
    """espeak-ng speaks `text`; sox trims the silence, resamples to 16 kHz mono and normalises."""
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "raw.wav"
        subprocess.run(
            ["espeak-ng", "-v", voice, "-s", "150", "-p", "42", "-w", str(raw), text], check=True
        )
        out.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(out),
             "silence", "1", "0.01", "0.5%", "reverse", "silence", "1", "0.01", "0.5%", "reverse",
             "norm", "-1"],
            check=True,
        )  # fmt: skip


def make_calls() -> None:
    if not (shutil.which("espeak-ng") and shutil.which("sox")):
        print(
            "espeak-ng and sox are needed for the calls (apt-get install espeak-ng sox)",
            file=sys.stderr,
        )
        return
    for lang, (voice, no_more_bets) in CALLS.items():
        folder = HERE / "calls" / lang
        speak(voice, no_more_bets, folder / "no_more_bets.wav")
        for n in range(37):
            speak(voice, str(n), folder / f"{n}.wav")


def main() -> int:
    for name, make in EFFECTS.items():
        write_wav(HERE / f"{name}.wav", make(random.Random(f"dealer-trainer:{name}")))
    make_calls()
    return 0


if __name__ == "__main__":
    sys.exit(main())
