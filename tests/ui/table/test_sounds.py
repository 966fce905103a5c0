"""The table heard: the croupier's calls in the trainee's language and the sounds of the cloth,
from the real sound board (`ui.sound.SoundBoard`, SDL's dummy audio device: it accepts sound
and plays nothing) while a croupier deals whole coups on the real screen by the keyboard.

What each act should sound like is the table's, worked out from what the croupier does:
- "no more bets" said right (RO-13, BO-04, PB-08, CF-06, CR-16): the recorded call in the
  trainee's language, and at roulette and boule the ball falling, at craps the dice thrown;
- the number announced right (RO-14, BO-01): that number, in the trainee's language (boule's
  1 to 9 are among the recordings 0 to 36); a wrong number is not heard;
- a card dealt or drawn: a card; a bet collected or paid: chips;
- nothing else calls anything (totals, sides and stick calls have no recording).
The board keeps what it started (`SoundBoard.started`); the app's own board (`LazySound`) is
heard through the mixer's channels.
"""

from __future__ import annotations

import wave
from collections.abc import Iterator

import pygame
import pytest

from tests.ui.table.conftest import Start
from tests.ui.table.driver import KeyboardCroupier
from tests.ui.test_felt_animation import Clock  # the felt's clock, stepped by the test
from trainer.scene import Scene
from trainer.table.acts import Act
from trainer.table.games import TABLE_GAMES
from trainer.table.script import Step
from ui.sound import SOUNDS_DIR, SoundBoard
from ui.table.numbers import plain

LANGUAGES = ("ca", "es", "en")
# the games whose coup opens with "no more bets", and what falls or rolls right after it
NO_MORE_BETS = {
    "roulette": "ball.wav",
    "boule": "ball.wav",
    "punto_banco": None,
    "chemin_de_fer": None,
    "deux_tableaux": None,
    "craps": "dice.wav",
}
GAMES = TABLE_GAMES  # every table, as the core lists them
CARDS = ("deal", "draw")  # a card leaves the shoe
CHIPS = ("collect", "pay")  # chips leave or reach the cloth


class UnaccentedCroupier(KeyboardCroupier):
    """Types the calls without accents (the call line reads them alike, `ui.table.calls`):
    Qt's test keyboard types ASCII only."""

    def type(self, text: str) -> None:
        super().type(plain(text))


@pytest.fixture
def board() -> Iterator[SoundBoard]:
    pygame.mixer.quit()
    yield SoundBoard()
    pygame.mixer.quit()


def heard(croupier: KeyboardCroupier, board: SoundBoard, act: Act, duty: str) -> list[str]:
    """The sounds started by one act done at the keyboard, its animation run to the end."""
    felt = croupier.view.felt
    board.stop()  # every channel free: a sound never misses a channel
    board.started.clear()
    croupier.act(act, duty)
    clock = felt.painter.animator.clock
    assert isinstance(clock, Clock)
    for _ in range(100):
        felt.render_image()  # a frame: the cues whose moment has come are played
        if not felt.is_animating():
            break
        clock.now += 0.05
    return list(board.started)


def at_the_table(
    start: Start, board: SoundBoard, game: str, language: str, coups: int = 1
) -> KeyboardCroupier:
    croupier = speaking(start(game, "learn", animations=True, coups=coups, seed=11), language)
    window = croupier.window
    window.sound = board  # the table's felt and screen hear through it
    croupier.view.felt.painter.animator.clock = Clock()
    return croupier


def speaking(croupier: KeyboardCroupier, language: str) -> KeyboardCroupier:
    """The same croupier at the same table, in `language`."""
    croupier.window.set_language(language)
    unaccented = UnaccentedCroupier(croupier.qtbot, croupier.window, croupier.typed_amounts)
    assert unaccented.locale == language
    return unaccented


def fallen(scene: Scene | None) -> int:
    """The pocket the ball lies in, as the felt shows it (roulette's ball, boule's number)."""
    assert scene is not None
    ball = scene.info.get("ball") or scene.number
    assert ball is not None, "the ball has not fallen"
    return int(ball)


def coup(croupier: KeyboardCroupier, board: SoundBoard) -> Iterator[tuple[Step, list[str]]]:
    """Each step of the session dealt right, with the sounds it made."""
    while croupier.view.session is not None:
        step = croupier.session.expected()
        assert step is not None
        yield step, heard(croupier, board, step.act, step.duty.id)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", list(NO_MORE_BETS))
def test_ro_13_ro_14_bo_04_pb_08_cf_06_cr_16_the_calls_are_heard_in_the_trainees_language(
    start: Start, board: SoundBoard, game: str, language: str
) -> None:
    croupier = at_the_table(start, board, game, language)
    calls: list[tuple[str, list[str]]] = []
    number: int | None = None
    for step, sounds in coup(croupier, board):
        if step.duty.id == "announce":
            number = fallen(croupier.view.scene)
        said = [s for s in sounds if s.startswith("calls/")]
        if said:
            calls.append((step.duty.id, said))
        if step.duty.id == "no_more_bets" and NO_MORE_BETS[game]:
            assert NO_MORE_BETS[game] in sounds, (game, sounds)
    expected = [("no_more_bets", [f"calls/{language}/no_more_bets.wav"])]
    if game in ("roulette", "boule"):
        assert number is not None
        expected.append(("announce", [f"calls/{language}/{number}.wav"]))
    assert calls == expected


@pytest.mark.parametrize("game", GAMES)
def test_cards_chips_dice_and_ball_are_heard_as_the_croupier_acts(
    start: Start, board: SoundBoard, game: str
) -> None:
    croupier = at_the_table(start, board, game, "es", coups=3)  # craps: a point, then more
    families: set[str] = set()
    for step, sounds in coup(croupier, board):
        family = step.act.family
        families.add(family)
        if family in CARDS:
            assert "card.wav" in sounds, (step.duty.id, sounds)
        if family in CHIPS:
            assert "chips.wav" in sounds, (step.duty.id, sounds)
    assert families & {"collect", "pay"}  # every coup settles something
    if game not in ("roulette", "boule", "craps"):
        assert families & set(CARDS)


def test_ro_14_a_wrong_number_is_not_called_and_the_right_one_is(
    start: Start, board: SoundBoard
) -> None:
    croupier = at_the_table(start, board, "roulette", "ca")
    for step, _sounds in coup(croupier, board):
        if step.duty.id == "no_more_bets":
            break
    step = croupier.session.expected()
    assert step is not None and step.duty.id == "announce"
    number = fallen(croupier.view.scene)
    wrong = (number + 1) % 37
    assert [
        s
        for s in heard(croupier, board, Act("announce", choice=str(wrong)), "announce")
        if s.startswith("calls/")
    ] == []
    step = croupier.session.expected()
    assert step is not None and step.duty.id == "announce"
    assert f"calls/ca/{number}.wav" in heard(croupier, board, step.act, step.duty.id)


def test_the_apps_own_board_says_no_more_bets_in_spanish(start: Start) -> None:
    """The window's sound as the app gives it (`ui.app.LazySound`): the call reaches a channel
    of the mixer, the very recording of "No va más"."""
    croupier = speaking(start("punto_banco", "learn", coups=1, seed=11), "es")
    pygame.mixer.quit()
    try:
        while True:
            step = croupier.session.expected()
            assert step is not None
            if step.duty.id == "no_more_bets":
                break
            croupier.act(step.act, step.duty.id)
        croupier.act(step.act, step.duty.id)
        # what the channels hold at once (the call lasts 0.74 s), then compared at leisure
        playing = [
            pygame.mixer.Channel(n).get_sound() for n in range(pygame.mixer.get_num_channels())
        ]
        recording = pygame.mixer.Sound(str(SOUNDS_DIR / "calls" / "es" / "no_more_bets.wav"))
        assert recording.get_raw() in [sound.get_raw() for sound in playing if sound is not None]
    finally:
        pygame.mixer.quit()


def test_every_number_boule_can_call_is_recorded() -> None:
    """BO-01: boule's numbers are 1 to 9; each has its call in ca, es and en."""
    for language in LANGUAGES:
        for number in range(1, 10):
            with wave.open(str(SOUNDS_DIR / "calls" / language / f"{number}.wav")) as w:
                assert w.getnframes() > 0
