"""The table's sentences as a Catalan or Spanish croupier writes them: every message a table
session shows (what happens, the acts, the worked details, the hint after a wrong act, the
report's act lines and its summary) rendered in ca and es with the values real sessions give
(every box, hand, seat, punter and bet of every game, with every incident), plus every
message that names a hand mid-sentence rendered with every hand of every game, checked against
the drills' patterns (`test_wording.BAD`) and the table's own below.

A spot's name is printed on the cloth ("Casella 4", "Punt"): after a colon or in a list it
stands as a label; inside a sentence it takes its article and contracts with the preposition
("la carta que anava a la casella 4 cau al punt"), as the croupier says it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from tests.trainer.drills.test_wording import BAD
from trainer.rulebooks import default
from trainer.table import report_words
from trainer.table.__main__ import Speaker, _render
from trainer.table.acts import Act
from trainer.table.games import TABLE_GAMES
from trainer.table.report import session_report
from trainer.table.session import SessionOver, TableSession
from trainer.table.words import act_line, act_words, say, sentences, words

SEEDS = range(8)
_NOTATION = re.compile(r"\[[^\]]*\]")
# The names the cloth prints for boxes and hands, capitalised as labels.
_LABELS = (
    r"Casella|Casilla|Crupier|Punt|Punto|Banca|Jugador|Drap|Paño|Seient|Asiento|Fila|Ple|Pleno"
)
# ---- table messages (helper tablewords) ---------------------------------------------------------
# (pattern, why): each one a mistake found reading the table's messages in ca and es.
TABLE_BAD: dict[str, tuple[tuple[str, str], ...]] = {
    "ca": (
        (
            rf"\b(?:a|de|en|per|que|cau|va) (?-i:{_LABELS})\b",
            "a hand named mid-sentence takes its article: 'a la casella 4', 'al punt'",
        ),
        (r"\b(?:a|de) la (?:crupier|punt)\b", "masculine: 'al crupier', 'al punt'"),
        (r"\bper el\b", "'per el' is 'pel'"),
    ),
    "es": (
        (
            rf"\b(?:a|de|en|para|que|cae|va) (?-i:{_LABELS})\b",
            "a hand named mid-sentence takes its article: 'a la casilla 4', 'al punto'",
        ),
    ),
}
for _locale in ("ca", "es"):
    TABLE_BAD[_locale] += (
        (
            r"; (?-i:La|El|Els|Les|Los|Las|Un|Una|Exactament|Exactamente)\b",
            "a sentence after a semicolon starts with a capital: a full stop, or lower case",
        ),
        (r"\b[A-Z]{2}-\d\d, (?-i:[A-ZÀ-Ú])", "a capital after the rule's comma"),
        (r"\.\s*\([A-Z]{2}-\d\d\)", "the rule goes inside the sentence: '… 14,50 € (MO-02).'"),
        (
            r"\b(?:seat|box|p)\d+\b|@p\d|\b[a-z]+/\d\b|_",
            "a raw id of the act notation (seat2, p3, noir@p1, impair/2, no_more_bets)",
        ),
        (
            r"\b(?-i:player|banker|punter|dealer|number|noir|rouge|impair|manque|passe|couleur)\b",
            "an English or French id left in a Catalan or Spanish line",
        ),
        (
            r"(?-i:Moure una aposta|Mover una apuesta) · (?-i:" + _LABELS + ")",
            "a card moved to its hand is not a bet moved",
        ),
        (r": $", "a colon with nothing after it"),
        (r"·\s(?-i:el|la|los|las|els|les)\s", "a label after '·' has no article"),
    )
# Boule's ball runs round a bowl: there is no wheel to turn (BO-04).
BOULE_BAD = ((r"\bcilindre\b|\bcilindro\b", "boule has a bowl, not a wheel (BO-04)"),)
# ---- end of the table messages block ------------------------------------------------------------


def _session_texts(game: str, locale: str, seed: int) -> Iterator[str]:
    """Everything one session shows, dealt right but for one wrong act in each coup (for the
    hint and the report's wrong lines), every incident of the game possible."""
    session = TableSession(
        game, "guided", rulebook=default(), seed=seed, coups=4, incident_rate=0.75
    )
    rng = random.Random(seed)
    wrong_at = rng.randrange(3, 12)
    acts = 0
    while not session.finished:
        step = session.expected()
        assert step is not None
        for stored in (step.cue, step.detail):
            if stored:
                yield sentences(stored, locale)  # the terminal, a hint's detail
                yield words(stored, locale, " · ")  # the screen
        yield act_words(step.act, locale)
        yield act_line(step.act, locale)
        yield report_words.act_words(step.act.text, locale)
        yield step.duty.words(locale)
        if acts % 20 == wrong_at:
            wrong = Act("clear") if step.act.family != "clear" else Act("mark", choice="7")
            yield session.hint(session.act(wrong, seconds=1.0), locale)
        try:
            session.act(step.act, seconds=2.0)
        except SessionOver:
            break
        acts += 1
    session.close()
    yield from _render(session_report(session), Speaker(locale)).splitlines()
    for record in session.records:
        yield report_words.act_words(record.act, locale)
        yield report_words.act_words(record.expected, locale)


def _every_hand_mid_sentence(locale: str) -> Iterator[str]:
    """The messages that name a hand inside a sentence, with every hand a game deals to."""
    hands = {
        "blackjack": ["box1", "box4", "box7", "box2-h1", "box5-h2", "dealer"],
        "punto_banco": ["player", "banker"],
        "chemin_de_fer": ["punter", "banker"],
        "deux_tableaux": ["left", "right", "banker"],
    }
    for names in hands.values():
        for one in names:
            for other in names:
                if one == other:
                    continue
                params = {"spot": one, "spot2": other, "card": "Ah"}
                yield say({"code": "table.cue.misdealt", "params": params}, locale)
                yield say({"code": "table.cue.misdealt_face_down", "params": params}, locale)
    for spot in ("p1", "p3", "p11", "left@p1", "right@p2"):
        for code in ("late_bet_bank", "insures", "odds_over"):
            params = {"spot": spot, "spot2": "win", "amount": "11.50"}
            yield say({"code": f"table.cue.{code}", "params": params}, locale)
    for box in ("box1", "box3", "box2-h1"):
        yield say({"code": "table.cue.insures", "params": {"spot": box, "amount": "5"}}, locale)


def _problems(texts: Iterator[str], locale: str, game: str) -> set[str]:
    patterns = BAD[locale] + TABLE_BAD[locale] + (BOULE_BAD if game == "boule" else ())
    found = set()
    for shown in texts:
        said = _NOTATION.sub("[…]", shown)  # the act as typed keeps its ids
        for pattern, why in patterns:
            if re.search(pattern, said, flags=re.IGNORECASE):
                found.add(f"{why}: {said!r}")
    return found


@pytest.mark.parametrize("locale", ["ca", "es"])
@pytest.mark.parametrize("game", TABLE_GAMES)
def test_a_table_session_reads_as_a_croupier_writes(game: str, locale: str) -> None:
    texts = (t for seed in SEEDS for t in _session_texts(game, locale, seed))
    problems = _problems(texts, locale, game)
    assert not problems, "\n".join(sorted(problems)[:40])


@pytest.mark.parametrize("locale", ["ca", "es"])
def test_every_hand_named_mid_sentence_takes_its_article(locale: str) -> None:
    problems = _problems(_every_hand_mid_sentence(locale), locale, "")
    assert not problems, "\n".join(sorted(problems)[:40])


@pytest.mark.parametrize(
    ("locale", "spot", "spot2", "said"),
    [
        ("ca", "box4", "box3", "La carta que anava a la casella 4 cau a la casella 3: A♥"),
        ("ca", "box1", "dealer", "La carta que anava a la casella 1 cau a la mà del crupier: A♥"),
        ("es", "box4", "box3", "La carta que iba a la casilla 4 cae en la casilla 3: A♥"),
        ("es", "dealer", "box1", "La carta que iba a la mano del crupier cae en la casilla 1: A♥"),
    ],
)
def test_bj_05_the_card_out_of_order_names_both_boxes_with_their_articles(
    locale: str, spot: str, spot2: str, said: str
) -> None:
    params = {"spot": spot, "spot2": spot2, "card": "Ah"}
    assert say({"code": "table.cue.misdealt", "params": params}, locale) == said


@pytest.mark.parametrize(
    ("locale", "spot", "spot2", "said"),
    [
        ("ca", "banker", "player", "La carta que anava a la banca va, boca avall, al punt"),
        ("ca", "left", "right", "La carta que anava al drap esquerre va, boca avall, al drap dret"),
        ("es", "player", "banker", "La carta que iba al punto va, boca abajo, a la banca"),
        ("es", "punter", "banker", "La carta que iba al punto va, boca abajo, a la banca"),
    ],
)
def test_pb_08_cf_06_the_card_face_down_names_both_hands_with_their_articles(
    locale: str, spot: str, spot2: str, said: str
) -> None:
    params = {"spot": spot, "spot2": spot2}
    assert say({"code": "table.cue.misdealt_face_down", "params": params}, locale) == said


@pytest.mark.parametrize(
    ("act", "locale", "said"),
    [
        (Act("announce", choice="left punter"), "ca", "Anuncieu: «Drap esquerre: guanya el punt»"),
        (Act("announce", choice="right tie"), "es", "Anuncie: «Paño derecho: empate»"),
        (
            Act("announce", choice="natural left 8"),
            "ca",
            "Anuncieu: «Natural 8 per al drap esquerre»",
        ),
        (Act("announce", choice="natural player 9"), "en", "Announce: “Natural 9 for the player”"),
        (Act("move", "banker", choice="punter"), "es", "Mueva: Banca → Punto"),
        (Act("launch"), "ca", "Llanceu la bola pel cubell"),
    ],
)
def test_bd_03_cf_06_bo_04_announcements_moves_and_the_boule_launch_in_words(
    act: Act, locale: str, said: str
) -> None:
    assert act_words(act, locale) == said


def test_the_reports_act_lines_name_spots_as_the_session_does() -> None:
    assert report_words.act_words("move banker punter", "ca") == "Moure · Banca · Punt"
    assert report_words.act_words("pay seat2:banker 9.50", "es") == (
        "Pagar · Asiento 2, banca · 9,50 €"
    )
    assert report_words.act_words("collect impair/2", "ca") == "Recollir · Senar (drap 2)"
    assert report_words.act_words("stand dealer", "es") == "Plantarse · Crupier"


# Every table message, each parameter in turn given each value a table gives it (the others at
# a usual value): the messages no session above happens to show are read too.
_SPOTS = (
    "box1", "box4", "box7", "box2-h1", "box3:double", "box5:insurance", "box6:over13",
    "dealer", "player", "banker", "tie", "punter", "left", "right", "p1", "p3", "p11",
    "seat2:banker", "seat5:tie", "left@p1", "right@p2", "plein:17", "cheval:1-2", "rouge",
    "manque", "impair/2", "number:5", "number:1/2", "noir@p1", "couleur@p2", "inverse@p3",
    "win@p1", "come:6@p2", "odds:win@p1", "field@p3", "prison:rouge", "noir",
)  # fmt: skip
# a hand, box or player a sentence names with its article (`{spot_the}`): never a bet
_HANDS = (
    "box1", "box4", "box7", "box2-h1", "dealer", "player", "banker", "punter", "left",
    "right", "p1", "p3", "p11",
)  # fmt: skip
_MONEY = ("1", "1.50", "11", "11.50", "25", "100")
_VALUES: dict[str, tuple[str, ...]] = {
    "spot": _SPOTS,
    "spot2": _SPOTS,
    "amount": _MONEY,
    "stake": _MONEY,
    "win": _MONEY,
    "won": _MONEY,
    "commission": _MONEY,
    "x": _MONEY,
    "n": ("1", "2", "11"),
    "coup": ("1", "11"),
    "coups": ("1", "5"),
    "number": ("0", "1", "5", "11", "17"),
    "total": ("0", "1", "8", "11", "21"),
    "card": ("Ah", "Td"),
    "choice": ("no_more_bets", "stand", "17 rouge impair passe", "5", "left punter", "box3"),
    "dice": ("3-4", "1-1"),
    "to": ("3", "8", "1"),
    "per": ("2", "1"),
    "right": ("1", "11"),
    "hand": ("1", "2"),
}
_USUAL = {
    "bets": [["box1", "25"], ["plein:17", "1.50"]],
    "low": "60",
    "high": "80",
    "rule": "BJ-09",
    "seed": "5",
    "word": "pague",
    "target": "box3",
    "family": "pay",
    "families": "deal, pay, collect",
    "side": "banca",
    "what": "10♦",
    "digit": "trente_quarante.call.digit.1",
}
# a message as a parameter (read in the sessions above); the notation quoted to be typed
_SKIPPED = ("table.cue.plays", "table.detail.dealer", "table.cue.dice_landing", "table.cli.help")


def _usual(field: str) -> object:
    return _USUAL.get(field, _VALUES.get(field, ("1",))[0])


def _every_message(locale: str) -> Iterator[str]:
    from string import Formatter

    from trainer.i18n import catalogue

    for code, texts in catalogue().items():
        if not code.startswith("table.") or code.startswith((*_SKIPPED, "table.syntax.")):
            continue
        template = texts.get(locale) or texts["en"]
        forms = template.values() if isinstance(template, dict) else [template]
        named = {f for form in forms for _, f, _, _ in Formatter().parse(form) if f}
        fields = {f.split("_")[0] for f in named}
        for field in fields or {""}:
            values = _HANDS if f"{field}_the" in named or f"{field}_The" in named else None
            for value in values or _VALUES.get(field, (None,)):
                params = {f: _usual(f) for f in fields}
                if value is not None:
                    params[field] = value
                yield say({"code": code, "params": params}, locale)


@pytest.mark.parametrize("locale", ["ca", "es"])
def test_every_table_message_reads_with_every_value_a_table_gives(locale: str) -> None:
    problems = _problems(_every_message(locale), locale, "")
    assert not problems, "\n".join(sorted(problems)[:40])
