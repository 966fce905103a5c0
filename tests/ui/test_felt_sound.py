"""Sounds: every file is there in the agreed format, and the board stays silent without
error when there is no device, no file, or sound is off."""

from __future__ import annotations

import wave
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from ui.sound import CUES, LANGUAGES, SAMPLE_RATE, SOUNDS_DIR, SoundBoard


@pytest.fixture
def board() -> Iterator[SoundBoard]:
    pygame.mixer.quit()
    yield SoundBoard(language="ca")
    pygame.mixer.quit()


def all_files() -> list[Path]:
    files = [SOUNDS_DIR / f"{cue}.wav" for cue in CUES]
    for lang in LANGUAGES:
        files.append(SOUNDS_DIR / "calls" / lang / "no_more_bets.wav")
        files += [SOUNDS_DIR / "calls" / lang / f"{n}.wav" for n in range(37)]
    return files


def test_every_sound_file_is_16_khz_mono_and_short() -> None:
    files = all_files()
    assert len(files) == 6 + 3 * 38
    total = 0
    for path in files:
        with wave.open(str(path)) as w:
            assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (SAMPLE_RATE, 1, 2), (
                path
            )
            seconds = w.getnframes() / w.getframerate()
            assert 0.1 < seconds < 3.0, path
        total += path.stat().st_size
    assert total < 4_000_000


def test_the_board_plays_cues_and_calls_on_a_device(board: SoundBoard) -> None:
    # tests run with SDL's dummy audio driver: a device that accepts sound and plays nothing
    assert board.available
    for cue in CUES:
        assert board.play(cue)
    assert board.call_no_more_bets()
    assert board.call_no_more_bets("es")
    assert board.call_number(17, "en")
    assert board.call_number(0)


def test_off_silent_and_unknown_sounds_play_nothing(board: SoundBoard, tmp_path: Path) -> None:
    assert not board.play("applause")
    assert not board.call_number(37)
    board.volume = 0
    assert not board.play("chips")
    board.volume = 5
    assert board.volume == 1.0
    board.enabled = False
    assert not board.play("chips")
    empty = SoundBoard(folder=tmp_path)
    assert not empty.play("chips")
    assert not empty.call_number(3)


def test_no_audio_device_means_silence_not_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio-driver")
    board = SoundBoard()
    try:
        assert not board.available
        assert not board.play("dice")
        assert not board.call_no_more_bets()
        board.stop()
    finally:
        pygame.mixer.quit()
