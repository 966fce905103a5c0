"""The felt as the regulation and the trainee's language have it (issue 15): the cloth's print
and the tags in ca/es/en with their spaces, the chemin de fer banker's cards face down while
the punter speaks (CF-02), a die at rest on the chips it landed on (CR-17), and the amount
tags of the widget (hover, and the toggle a key will drive)."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pygame
import pytest
from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot

from trainer.cards import Card, Shoe
from trainer.drills import catalog
from trainer.games.chemin_de_fer import Coup
from trainer.i18n import catalogue
from trainer.money import LOCALES
from trainer.rulebooks import default
from trainer.scene import Scene, SceneBet
from ui.felt import art
from ui.felt.base import Frame
from ui.felt.furniture import Ellipse, arc_text
from ui.felt.painter import FeltPainter
from ui.felt.samples import SAMPLES
from ui.felt.widget import FeltWidget
from ui.felt.words import felt_words, label_words

SIZE = (1280, 720)


@pytest.fixture(scope="module")
def painter() -> Iterator[FeltPainter]:
    pygame.font.init()
    p = FeltPainter()
    p.set_size(SIZE)
    yield p


# --------------------------------------------------------------------------- words


@pytest.mark.parametrize(
    ("code", "params", "locale", "words"),
    [
        ("blackjack.insurance", {"to": 2, "per": 1}, "en", "INSURANCE PAYS 2 TO 1"),
        ("blackjack.insurance", {"to": 2, "per": 1}, "ca", "L'ASSEGURANÇA PAGA 2 A 1"),
        ("blackjack.pays", {"to": 3, "per": 2}, "es", "EL BLACKJACK PAGA 3 A 2"),
        ("punto_banco.tie_pays", {"to": 8, "per": 1}, "ca", "LA IGUALTAT PAGA 8 A 1"),
        (
            "punto_banco.banker_pays",
            {"to": 1, "per": 1, "rate": "5"},
            "es",
            "LA BANCA PAGA 1 A 1 MENOS EL 5 % DE COMISIÓN",
        ),
        ("chemin_de_fer.cagnotte", {}, "ca", "POU"),
        ("craps.place", {"to": 9, "per": 5}, "es", "RIGHT BET 9 POR 5"),
        ("craps.hard", {"total": 8, "die": 4}, "ca", "DOBLE DE 4"),
        ("roulette.dozen_2", {}, "ca", "2a DOTZENA"),
    ],
)
def test_the_cloth_is_printed_in_the_trainees_language(
    code: str, params: dict[str, object], locale: str, words: str
) -> None:
    assert felt_words(code, locale, params) == words


def test_every_felt_message_is_in_three_languages() -> None:
    felt = {code: texts for code, texts in catalogue().items() if code.startswith("felt.")}
    assert len(felt) > 40
    assert all(texts.get(loc) for texts in felt.values() for loc in LOCALES)


@pytest.mark.parametrize(
    ("label", "ca", "es", "en"),
    [
        ("punter3", "jugador 3", "jugador 3", "punter 3"),
        ("banker", "banquer", "banquero", "banker"),
        ("seat2", "seient 2", "asiento 2", "seat 2"),
        ("p4", "jugador 4", "jugador 4", "player 4"),
        ("prison x2", "presó ×2", "prisión ×2", "prison ×2"),
        ("cheval", "CAVALL", "CABALLO", "CHEVAL"),
        ("odds_5", "JUGADA ASSOCIADA AL 5", "SUERTE ASOCIADA AL 5", "ODDS ON 5"),
        ("A #2", "A #2", "A #2", "A #2"),  # a player's own name stays as it is
    ],
)
def test_tags_under_stacks_are_words_not_ids(label: str, ca: str, es: str, en: str) -> None:
    assert (label_words(label, "ca"), label_words(label, "es"), label_words(label, "en")) == (
        ca,
        es,
        en,
    )


def test_a_language_change_prints_the_cloth_again(painter: FeltPainter) -> None:
    # the insurance line's print ("INSURANCE PAYS 2 TO 1" / "L'ASSEGURANÇA PAGA 2 A 1")
    painter.set_scene(Scene("blackjack"), animate=False)
    english = painter.render().copy()
    painter.set_locale("ca")
    catalan = painter.render().copy()
    painter.set_locale("en")
    band = pygame.Rect(420, 300, 440, 70)
    changed = sum(
        english.get_at((x, y)) != catalan.get_at((x, y))
        for x in range(band.left, band.right, 2)
        for y in range(band.top, band.bottom, 2)
    )
    assert changed > 200
    assert painter.render().get_at((640, 335)) == english.get_at((640, 335))


def test_words_on_an_arc_keep_their_spaces() -> None:
    # "INSURANCEPAYS": on an arc the font's narrow space vanished; a space is now most of a
    # letter wide, so the gap between two words is wider than between two letters
    pygame.font.init()
    frame = Frame.fit((1280, 720))
    circle = Ellipse(640, -2000, 1, 1)  # a wide arc, nearly straight, at y = 200

    def ink_columns(text: str) -> list[int]:
        bg = pygame.Surface((1280, 400))
        bg.fill((0, 0, 0))
        arc_text(bg, frame, circle, text, 2200, math.pi / 2, 20, (255, 255, 255))
        return [x for x in range(1280) if any(bg.get_at((x, y))[0] > 128 for y in range(160, 240))]

    def gaps(cols: list[int]) -> list[int]:
        return [b - a - 1 for a, b in itertools.pairwise(cols) if b - a > 1]

    letters = max(gaps(ink_columns("INSURANCEPAYS")))
    words = max(gaps(ink_columns("INSURANCE PAYS")))
    assert words >= letters + art.text_surface("N", frame.s(20)).get_width() // 2


# --------------------------------------------------------------------------- chemin de fer


def cf_coup(codes: str) -> Coup:
    book = default()
    coup = Coup(book, Shoe.stacked([Card.parse(c) for c in codes.split()]), Decimal(1000))
    coup.banco("punter")
    coup.deal()
    return coup


def test_cf_02_the_bankers_cards_lie_face_down_until_the_punter_has_spoken(
    painter: FeltPainter,
) -> None:
    # punter 4h 2c (6), banker 3d Kc (3): no natural, the punter is to speak
    coup = cf_coup("4h 3d 2c Kc 9s")
    scene = coup.scene()
    assert scene.hands["banker"] == ("XX", "XX")
    assert scene.hands["punter"] == ("4h", "2c")
    painter.set_scene(scene, animate=False)
    surface = painter.render()
    for i in (0, 1):
        card = next(s for s in painter.sprites if s.key == f"card:banker:{i}").rect
        r, g, b, _ = surface.get_at(card.center)
        assert r > 120 and g < 80 and b < 80  # the red back
    coup.punter_stand()  # the punter has spoken: the banker's cards are turned
    assert coup.scene().hands["banker"] == ("3d", "Kc")


def test_cf_02_a_natural_is_shown_at_once() -> None:
    # banker 5d 4c = 9: abat, both hands shown
    coup = cf_coup("2h 5d 3c 4c")
    assert coup.scene().hands == {"punter": ("2h", "3c"), "banker": ("5d", "4c")}


def test_cf_the_drawing_rule_drill_hides_the_bank_for_the_punters_question() -> None:
    drill = catalog.get("chemin_de_fer.drawing-rule")
    rng = random.Random(5)
    seen = {True: 0, False: 0}
    for _ in range(60):
        q = drill.generate(rng, 2)
        down = q.scene.hands["banker"] == ("XX", "XX")
        asks_banker = q.scene.highlight == ("banker",) or q.expected == "natural"
        assert down is not asks_banker, (q.scene, q.expected)
        seen[down] += 1
    assert seen[True] and seen[False]


# --------------------------------------------------------------------------- craps


def test_cr_17_a_die_at_rest_on_chips_lies_on_them(painter: FeltPainter) -> None:
    scene = Scene(
        "craps",
        bets=(SceneBet("win", Decimal("20")),),
        dice=(1, 4),
        puck=5,
        info={"landing": "on_chips"},
    )
    painter.set_scene(scene, animate=False)
    stake = next(s for s in painter.sprites if s.key == "bet:win:0").rect
    die = next(s for s in painter.sprites if s.key == "dice:a")
    assert stake.collidepoint(die.center)
    assert die.center[1] < stake.top + painter.layout().chip_d  # on the top chip's face
    other = next(s for s in painter.sprites if s.key == "dice")
    assert not other.rect.colliderect(stake)  # the other die rests on the cloth, in the come
    assert painter.hits.shapes("come")[0].contains(*other.center)


def test_cr_17_thrown_dice_rest_clear_of_the_chips(painter: FeltPainter) -> None:
    scene = Scene(
        "craps",
        bets=(SceneBet("come", Decimal("500")), SceneBet("field", Decimal("25"))),
        dice=(3, 4),
    )
    painter.set_scene(scene, animate=False)
    dice = next(s for s in painter.sprites if s.key == "dice").rect
    stacks = [s.rect for s in painter.sprites if s.kind == "chips"]
    assert dice.collidelist(stacks) == -1


# --------------------------------------------------------------------------- widget


@pytest.fixture
def felt(qtbot: QtBot) -> FeltWidget:
    widget = FeltWidget()
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.animations_enabled = False
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_widget_shows_amounts_on_demand_and_on_hover(qtbot: QtBot, felt: FeltWidget) -> None:
    felt.set_scene(SAMPLES["punto_banco"])
    plain = felt.render_image()
    felt.set_show_amounts(True)
    assert felt.show_amounts
    tagged = felt.render_image()
    assert tagged != plain
    felt.set_show_amounts(False)
    assert felt.render_image() == plain
    # the mouse over a stack shows that stack's amount only
    stacks = felt.drawn_stacks()
    assert {s.spot for s in stacks} >= {"seat1:banker", "seat6:banker"}
    target = next(s for s in stacks if s.key == "bet:seat6:banker:0")
    assert target.total == Decimal("500")
    box = target.chips[-1][1]
    dpr = max(1.0, felt.devicePixelRatioF())
    qtbot.mouseMove(felt, QPoint(round(box.centerx / dpr), round(box.centery / dpr)))
    qtbot.waitUntil(lambda: felt.painter.hover_key == "bet:seat6:banker:0", timeout=10_000)
    hovered = felt.render_image()
    assert hovered != plain
    differs = [
        (x, y)
        for x in range(0, 1280, 3)
        for y in range(0, 720, 3)
        if hovered.pixel(x, y) != plain.pixel(x, y)
    ]
    xs, ys = [p[0] for p in differs], [p[1] for p in differs]
    union = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    assert union.inflate(-4, -4).colliderect(pygame.Rect(box)) or union.bottom <= box.top + 4
    assert union.width < 120  # one tag, not every stack's


def test_widget_prints_in_the_locale_it_is_given(felt: FeltWidget) -> None:
    felt.set_scene(SAMPLES["punto_banco"])
    english = felt.render_image()
    felt.set_locale("es")
    assert felt.painter.renderer("punto_banco").locale == "es"
    assert felt.render_image() != english


def test_the_drill_view_prints_the_felt_in_the_trainees_language_and_ctrl_m_shows_amounts(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from PySide6.QtCore import QSettings, Qt

    from trainer.practice_session import PracticeSession
    from trainer.progress.accounts import add_trainee
    from trainer.progress.db import open_db
    from trainer.rulebooks import default
    from ui.context import AppContext
    from ui.views.drill_view import DrillView

    db = open_db()
    trainee = add_trainee(db, "Núria").id
    session = PracticeSession(db, trainee, default(), lambda _rng: ("roulette.winning-bets", 1))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    view = DrillView(AppContext(db=db, settings=settings, locale="ca"))
    qtbot.addWidget(view)
    view.begin(session, drill=("roulette.winning-bets", 1))
    felt = view.felt
    assert felt.painter.locale == "ca"  # type: ignore[attr-defined]
    before = felt.show_amounts  # type: ignore[attr-defined]
    qtbot.keyClick(view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert felt.show_amounts is (not before)  # type: ignore[attr-defined]
    qtbot.keyClick(view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert felt.show_amounts is before  # type: ignore[attr-defined]
