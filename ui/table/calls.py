"""The croupier's calls in the trainee's language: shown in full, offered to choose from, and
read back from what the trainee types.

A call is an act without a bet to point at: "no more bets" (RO-13, PB-08), the number and its
chances (RO-14: "Vint-i-tres, vermell, senar i passa"), the dealer's total (BJ-09), the
baccarat totals, naturals and winner (PB-09, PB-12), "card for the player" (PB-10, PB-12), the
insurance offer (BJ-11), the double (BJ-15), the last round (BJ-02, PB-06), the burn (PB-07),
"no spin" (RO-15), the launch (RO-13), the dolly (RO-14), the rows and the result at trente et
quarante (TQ-07), the stickman's call of a roll (CR-19), a no roll (CR-17) and the puck (CR-02).

Words: one source, the core's catalogues. The table's (`table.call.*`, `table.said.*`,
`table.act.*`) and each game's own calls, as its engine words them (`punto_banco.call.*`,
`trente_quarante.call.*`, `roulette.croupier.*`, `boule.croupier.*`, `craps.croupier.*`); a
number is said in words (`ui.table.numbers`), as a croupier calls it.

Reading is forgiving about form and strict about content: case, accents, punctuation, word
order and number words or digits do not matter; the catalogue's words of every language (and
French chance words) are read in any. A text that names no call raises `CallError` with a
message in the trainee's language, and nothing is judged.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QCoreApplication

from trainer.games.craps import StickCall
from trainer.i18n import translate
from trainer.money import LOCALES
from trainer.table import words as core
from trainer.table.acts import Act
from ui.table.numbers import number_name, plain, read_numbers

CHANCES = ("rouge", "noir", "pair", "impair", "manque", "passe")
BACCARAT = ("punto_banco", "chemin_de_fer", "deux_tableaux")
_FILLERS = {"i", "y", "and", "e", "el", "la", "the", "a", "al", "per", "para", "for", "on", "et"}
_BOX = re.compile(r"^box\d+(?:-h\d+)?$")
_SPOKEN_HANDS = ("player", "banker", "punter", "left", "right", "dealer")


class CallError(ValueError):
    """Typed words that name no call; the message is in the trainee's language."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A call to choose from: the words shown and the act they make."""

    words: str
    act: Act


# ---------------------------------------------------------------------- words


def said(code: str, locale: str, **params: str) -> str:
    """A call of the catalogues, as said: its first letter a capital."""
    text = translate(code, locale, params)
    return text[:1].upper() + text[1:]


def call_text(
    act: Act,
    game: str,
    locale: str,
    duty: str = "",
    totals: Mapping[str, int] | None = None,
) -> str | None:
    """A call (an act the croupier says, or does with no bet to point at) in full, as the
    croupier says it; None for an act on a bet or a box, which the catalogue words as an act
    (`trainer.table.words.act_words`). `totals` are the rows' totals already called at trente
    et quarante, whose digit the result's call begins with (TQ-07)."""
    family, choice = act.family, act.choice
    if family == "call":
        return _call_words(choice, game, locale)
    if family == "announce":
        return _announce_words(choice, game, locale, duty, totals or {})
    if family == "launch" and not choice:
        return said("table.said.launch_ball", locale)  # BO-04
    if family in ("launch", "mark", "burn", "clear", "cagnotte", "advise", "puck"):
        return core.act_words(act, locale)
    if family in ("draw", "stand") and act.target in _SPOKEN_HANDS:
        return core.act_words(act, locale)  # PB-12: "carta per al punt" is said
    return None


def _call_words(choice: str, game: str, locale: str) -> str:
    if game == "craps" and choice in stick_calls():
        code, params = stick_calls()[choice].message  # CR-19
        return said(code, locale, **params)
    return core.choice_words(choice, locale)  # "no_more_bets", "double box3" (BJ-15)


def _announce_words(
    choice: str, game: str, locale: str, duty: str, totals: Mapping[str, int]
) -> str:
    words = choice.replace(",", " ").split()
    if game in ("roulette", "boule") and words and words[0].isdigit():
        return number_call(int(words[0]), words[1:], game, locale)
    if game == "blackjack":
        if choice == "blackjack":
            return said("table.said.dealer_blackjack", locale)
        if choice == "bust":
            return said("table.said.dealer_busts", locale)
        return said("table.said.dealer_has", locale, total=choice)  # BJ-09
    if game in BACCARAT and len(words) >= 2:
        return _baccarat_words(words, duty, locale)
    if game == "trente_quarante":
        return _trente_quarante_words(words, locale, totals)
    return core.choice_words(choice, locale)


def number_call(number: int, chances: list[str], game: str, locale: str) -> str:
    """RO-14, BO-02 in full, the number in words: "23 rouge impair passe" → "Vint-i-tres,
    vermell, senar i passa"; the zero (and boule's 5) alone."""
    name = number_name(number, locale).capitalize()
    found = [c for c in CHANCES if c in chances]
    colour = next((c for c in found if c in ("rouge", "noir")), "")
    parity = next((c for c in found if c in ("pair", "impair")), "")
    half = next((c for c in found if c in ("manque", "passe")), "")
    if not (colour and parity and half):
        no_chance = game == "boule" or number == 0  # RO-14's zero, BO-02's 5: no chance wins
        if not found and no_chance:
            return said(f"{game}.croupier.no_chance", locale, number=name)
        return ", ".join([name, *(translate(f"{game}.said.{c}", locale) for c in found)])
    return said(
        f"{game}.croupier.number",
        locale,
        number=name,
        colour=f"{game}.said.{colour}",
        parity=f"{game}.said.{parity}",
        half=f"{game}.said.{half}",
    )


def _baccarat_words(words: list[str], duty: str, locale: str) -> str:
    """PB-09, PB-12, CF-01, CF-02, BD-03: totals, naturals, the winner, each tableau."""
    if words[0] == "natural" and len(words) == 3:
        hand, total = words[1], words[2]
        if hand in ("player", "banker"):
            return said(f"punto_banco.call.{hand}_natural", locale, total=total)
        return said(f"table.said.natural_{hand}", locale, total=total)
    hand, total = words[0], words[1]
    if hand in ("left", "right"):
        return said(f"table.said.{hand}_{total}", locale)  # BD-03: "left banker"
    if hand == "tie":
        return said("punto_banco.call.tie", locale, total=total)
    if duty == "announce_winner":
        if hand == "punter":
            return said("table.said.punter_wins", locale, total=total)
        return said(f"punto_banco.call.{hand}_wins", locale, total=total)
    return said(f"punto_banco.call.{hand}_total", locale, total=total)


def _trente_quarante_words(words: list[str], locale: str, totals: Mapping[str, int]) -> str:
    """TQ-07: a row by its digit ("Negre: dos"), then the result from the winning row's digit
    ("dos, vermell i color guanyen"); TQ-04: a void coup or a refait."""
    if words == ["refait"]:
        return said("trente_quarante.call.refait", locale)
    if len(words) == 2 and words[1].isdigit():  # a finished row
        return said(f"table.said.row_{words[0]}", locale, digit=_digit(int(words[1])))
    if words == ["void"] and "noir" in totals:
        return said("trente_quarante.call.void", locale, digit=_digit(totals["noir"]))
    if len(words) == 2 and words[0] in totals:
        code = f"trente_quarante.call.{words[0]}_{words[1]}"
        return said(code, locale, digit=_digit(totals[words[0]]))
    return core.choice_words(" ".join(words), locale)


def _digit(total: int) -> str:
    """TQ-07: a row is called by the last digit of its total, a row of 40 by its name."""
    return f"trente_quarante.call.digit.{total % 10}"


@cache
def stick_calls() -> dict[str, StickCall]:
    """Every call the stickman can make of a valid roll (CR-19), by its code: each pair of dice
    on a come-out and with a point on."""
    found: dict[str, StickCall] = {}
    for first in range(1, 7):
        for second in range(first, 7):
            for point in (None, 4, 6):  # a come-out; a point on (6 or, for a 6, the 4)
                call = StickCall((first, second), point)
                found.setdefault(call.code, call)
    return found


# ---------------------------------------------------------------------- offered


def offered(game: str, locale: str, hand: str = "") -> list[Offer]:
    """The fixed calls of a game, to choose from (the call line completes them)."""
    acts: list[Act] = []
    if game == "blackjack":
        acts = [Act("call", choice="insurance"), Act("call", choice="last_round")]
        if _BOX.match(hand):
            acts.append(Act("call", choice=f"double {hand}"))
        acts += [Act("announce", choice="blackjack"), Act("announce", choice="bust")]
        acts += [Act("burn"), Act("clear")]
    elif game == "roulette":
        acts = [Act("call", choice="no_more_bets"), Act("call", choice="no_hi_va_res")]
        acts += [Act("launch", choice="clockwise"), Act("launch", choice="anticlockwise")]
    elif game == "boule":
        acts = [Act("call", choice="facin_joc"), Act("launch"), Act("call", choice="no_more_bets")]
    elif game == "trente_quarante":
        acts = [Act("call", choice="stop_card"), Act("announce", choice="refait"), Act("clear")]
    elif game in ("chemin_de_fer", "deux_tableaux"):
        acts = [Act("call", choice="no_more_bets"), Act("call", choice="last_coup")]
        if game == "chemin_de_fer":
            acts += [Act("advise", choice="stand"), Act("advise", choice="draw")]
            acts += [Act(f, h) for h in ("punter", "banker") for f in ("draw", "stand")]
            acts.append(Act("burn", choice="void"))
        acts.append(Act("clear"))
    elif game == "punto_banco":
        acts = [Act("call", choice="no_more_bets"), Act("call", choice="last_coup")]
        acts += [Act(family, hand) for hand in ("player", "banker") for family in ("draw", "stand")]
        acts.append(Act("clear"))
    elif game == "craps":
        acts = [Act("call", choice="no_more_bets"), Act("call", choice="no_roll")]
        acts += [Act("call", choice=code) for code in stick_calls()]
        acts += [Act("puck", choice="off"), *(Act("puck", choice=f"on {n}") for n in _POINTS)]
    return [Offer(call_text(a, game, locale) or a.text, a) for a in acts]


_POINTS = (4, 5, 6, 8, 9, 10)  # CR-02: the totals a point can be


# ---------------------------------------------------------------------- reading


def read_call(text: str, game: str, locale: str, hand: str = "") -> Act:
    """The act the trainee's words make; `hand` is the hand under the cursor (a double is
    announced for it unless the words name a box)."""
    words = plain(text).split()
    if not words:
        raise CallError(QCoreApplication.translate("TableCalls", "Type a call first."))
    for lang in (locale, *LOCALES):
        for offer in offered(game, lang, hand):
            if _same(words, plain(offer.words).split()):
                return offer.act
    reader = {
        "blackjack": _blackjack,
        "roulette": _roulette,
        "punto_banco": _punto_banco,
        "boule": _boule,
        "trente_quarante": _trente_quarante,
        "chemin_de_fer": _chemin_de_fer,
        "deux_tableaux": _deux_tableaux,
        "craps": _craps,
    }
    act = reader[game](words, hand) if game in reader else None
    if act is None:
        raise CallError(
            QCoreApplication.translate(
                "TableCalls", "“{text}” is not a call at this table."
            ).format(text=text.strip())
        )
    return act


def _same(typed: list[str], shown: list[str]) -> bool:
    """The same words, numbers said either way ("set" or "7")."""
    if typed == shown:
        return True
    return _numbers_as_digits(typed) == _numbers_as_digits(shown)


def _numbers_as_digits(words: list[str]) -> list[str]:
    out: list[str] = []
    numbers = {start: (value, end) for value, start, end in read_numbers(words)}
    i = 0
    while i < len(words):
        if i in numbers:
            value, end = numbers[i]
            out.append(str(value))
            i = end
        else:
            out.append(words[i])
            i += 1
    return out


@cache
def _vocabulary(*codes: str) -> frozenset[str]:
    """The words of these catalogue messages in every language, as typed ("vermell",
    "rojo", "rouge")."""
    found: set[str] = set()
    for code in codes:
        for lang in LOCALES:
            found.update(plain(translate(code, lang)).split())
    return frozenset(found)


def _chance_words() -> dict[str, frozenset[str]]:
    """RO-14: the words a trainee may type for each simple chance: the catalogue's in every
    language, its French name and the English words for it."""
    english = {
        "rouge": {"red"},
        "noir": {"black"},
        "pair": {"even"},
        "impair": {"odd"},
        "manque": {"low"},
        "passe": {"high"},
    }
    return {
        c: _vocabulary(f"table.word.{c}", f"roulette.said.{c}", f"boule.said.{c}")
        | {c}
        | english[c]
        for c in CHANCES
    }


def _hand_words() -> dict[str, frozenset[str]]:
    return {
        "player": _vocabulary("table.word.player", "table.word.punter") | {"player", "punter"},
        "banker": _vocabulary("table.word.banker") | {"bank", "banker"},
        "tie": _vocabulary("table.word.tie") | {"igualtat", "igualdad", "tie"},
    }


def _has(words: list[str], *keys: str) -> bool:
    return any(k in words for k in keys)


def _rest(words: list[str], numbers: list[tuple[int, int, int]]) -> list[str]:
    """The words that are not part of a number."""
    inside = {i for _, start, end in numbers for i in range(start, end)}
    return [w for i, w in enumerate(words) if i not in inside]


def _blackjack(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    if _has(rest, "insurance", "asseguranca", "seguro"):
        return Act("call", choice="insurance")  # BJ-11
    if _has(rest, "double", "doble", "doblar", "dobla"):
        box = f"box{numbers[0][0]}" if numbers else hand
        return Act("call", choice=f"double {box}") if _BOX.match(box) else None  # BJ-15
    if _has(rest, "ultima", "last"):
        return Act("call", choice="last_round")  # BJ-02
    if _has(rest, "blackjack"):
        return Act("announce", choice="blackjack")
    if _has(rest, "bust", "busts", "passa", "passat", "pasa", "pasado"):
        return Act("announce", choice="bust")
    if _has(rest, "discard", "descartador", "recipient", "recipiente", "cistella", "clear"):
        return Act("clear")
    if len(numbers) == 1:
        return Act("announce", choice=str(numbers[0][0]))  # BJ-09: "la banca té 19"
    return None


_NO_MORE = ("more", "mes", "mas")
_BETS = ("bets", "apostes", "va", "apuestas")
_LAUNCH = ("launch", "llanca", "lanza", "llancar", "lanzar", "llanceu", "lance")


def _roulette(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    if _has(rest, *_NO_MORE) and _has(rest, *_BETS):
        return Act("call", choice="no_more_bets")  # RO-13
    if _has(rest, "res", "nula", "spin"):
        return Act("call", choice="no_hi_va_res")  # RO-15
    if _has(rest, *_LAUNCH):
        anti = any(w.startswith(("anti", "counter", "contrari")) for w in rest)
        return Act("launch", choice="anticlockwise" if anti else "clockwise")  # RO-13
    if _has(rest, "mark", "marca", "marcar", "marqueu", "marque", "dolly") and len(numbers) == 1:
        return Act("mark", choice=str(numbers[0][0]))  # RO-14
    if len(numbers) == 1 and numbers[0][0] <= 36:
        return _number_call(numbers[0][0], rest)
    return None


def _boule(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    if _has(rest, *_NO_MORE) and _has(rest, *_BETS):
        return Act("call", choice="no_more_bets")  # BO-04
    if _has(rest, "facin", "joc", "hagan", "juego", "faites", "jeux", "place"):
        return Act("call", choice="facin_joc")  # BO-04
    if _has(rest, *_LAUNCH):
        return Act("launch")  # BO-04
    if len(numbers) == 1 and 1 <= numbers[0][0] <= 9:
        return _number_call(numbers[0][0], rest)  # BO-01, BO-02: the 5 alone
    return None


def _number_call(number: int, rest: list[str]) -> Act | None:
    """RO-14: the number and its chances in any order; any other word makes it no call (the
    engine's notation: "23 rouge impair passe", the zero alone)."""
    chances: list[str] = []
    allowed = _FILLERS | _vocabulary("roulette.croupier.no_chance", "boule.croupier.no_chance")
    for word in rest:
        chance = next((c for c, names in _chance_words().items() if word in names), None)
        if chance is not None:
            chances.append(chance)
        elif word not in allowed:
            return None
    return Act("announce", choice=" ".join([str(number), *chances]))


_TQ = {
    "noir": {"noir", "black", "negre", "negro", "negra"},
    "rouge": {"rouge", "red", "vermell", "roig", "rojo", "roja"},
    "couleur": {"couleur", "colour", "color"},
    "inverse": {"inverse", "invers", "inverso"},
}
_WIN = ("win", "wins", "guanyen", "guanya", "ganan", "gana", "gagne", "gagnent")


def _trente_quarante(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    named = [c for c, names in _TQ.items() if _has(rest, *names)]
    if _has(rest, "nul", "nula", "nulle", "void", "nul", "null"):
        return Act("announce", choice="void")  # TQ-04, TQ-06
    if _has(rest, "refait"):
        return Act("announce", choice="refait")  # TQ-04
    if _has(rest, "separadora", "corte", "stop", "detencio", "bloqueo"):
        return Act("call", choice="stop_card")  # TQ-06
    if _has(rest, "discard", "descartador", "cistella", "recipient", "recipiente", "clear"):
        return Act("clear")
    rows = [c for c in named if c in ("noir", "rouge")]
    chances = [c for c in named if c in ("couleur", "inverse")]
    if _has(rest, *_WIN):
        if len(rows) == 1 and len(chances) == 1:
            return Act("announce", choice=f"{rows[0]} {chances[0]}")  # TQ-07
        return None
    if len(rows) == 1 and not chances and len(numbers) == 1:
        n = numbers[0][0]
        total = n if 31 <= n <= 40 else 30 + n if 1 <= n <= 9 else 0
        return Act("announce", choice=f"{rows[0]} {total}") if total else None  # TQ-07
    return None


def _chemin_de_fer(words: list[str], hand: str) -> Act | None:
    """Chemin de fer's calls: punto banco's, with the punter for the player (CF-01 .. CF-06)."""
    rest = _rest(words, read_numbers(words))
    if _has(rest, "advise", "aconsella", "aconselleu", "aconseja", "aconseje", "consell"):
        draws = _has(rest, "draw", "carta", "card", "demani", "pida", "tirar")
        return Act("advise", choice="draw" if draws else "stand")  # CF-03
    if _has(rest, "nul", "nula", "nulle", "void"):
        return Act("burn", choice="void")  # CF-06: a face-up card voids the coup
    act = _punto_banco(words, hand)
    if act is None or act.family == "burn":
        return None
    return Act(
        act.family,
        "punter" if act.target == "player" else act.target,
        act.amount,
        act.choice.replace("player", "punter"),
    )


_SIDES = {
    "left": {"left", "esquerre", "esquerra", "izquierdo", "izquierda"},
    "right": {"right", "dret", "dreta", "derecho", "derecha"},
}
_CLEAR = ("discard", "descartador", "cistella", "recipient", "recipiente", "clear")


def _deux_tableaux(words: list[str], hand: str) -> Act | None:
    """Baccarat à deux tableaux: each side's draw and result against the bank (BD-03)."""
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    sides = [s for s, names in _SIDES.items() if _has(rest, *names)]
    side = sides[0] if len(sides) == 1 else ""
    hands = _hand_words()
    bank = _has(rest, *hands["banker"])
    total = str(numbers[-1][0]) if numbers else ""
    if _has(rest, *_NO_MORE) and _has(rest, *_BETS):
        return Act("call", choice="no_more_bets")  # CF-06
    if _has(rest, "ultima", "last"):
        return Act("call", choice="last_coup")
    if _has(rest, *_CLEAR):
        return Act("clear")
    if _has(rest, "natural") and total and (side or bank):
        return Act("announce", choice=f"natural {side or 'banker'} {total}")  # CF-02
    who = side or ("banker" if bank else "")
    if who and _has(rest, "card", "carta", "draws", "demana", "pide"):
        return Act("draw", who)  # CF-03, BD-03
    if who and _has(rest, "stands", "stand", "planta"):
        return Act("stand", who)
    if side:
        if _has(rest, *hands["tie"]):
            return Act("announce", choice=f"{side} tie")  # BD-03
        if bank:
            return Act("announce", choice=f"{side} banker")
        if _has(rest, *hands["player"]):
            return Act("announce", choice=f"{side} punter")
    return None


def _punto_banco(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    named = [h for h, names in _hand_words().items() if _has(rest, *names)]
    side = named[0] if named else ""
    total = str(numbers[-1][0]) if numbers else ""
    if _has(rest, *_NO_MORE) and _has(rest, *_BETS):
        return Act("call", choice="no_more_bets")  # PB-08
    if _has(rest, "ultima", "last"):
        return Act("call", choice="last_coup")  # PB-06
    if _has(rest, "burn", "crema", "cremeu", "cremar", "quema", "queme", "quemar") and total:
        return Act("burn", choice=total)  # PB-07
    if _has(rest, *_CLEAR):
        return Act("clear")
    if side in ("player", "banker"):
        if _has(rest, "card", "carta"):
            return Act("draw", side)  # PB-10, PB-11, PB-12: "carta per al punt"
        if _has(rest, "stands", "stand", "planta"):
            return Act("stand", side)  # "el punt es planta amb 6"
        if _has(rest, "natural") and total:
            return Act("announce", choice=f"natural {side} {total}")  # PB-09
    if side and total:
        return Act("announce", choice=f"{side} {total}")  # PB-12: totals and the winner
    return None


def _craps(words: list[str], hand: str) -> Act | None:
    """CR-19: a roll called by its code ("hard 8", "seven-out") or its number alone ("6",
    "onze"); CR-17: a no roll; CR-16: no more bets; CR-02: the puck."""
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    if _has(rest, *_NO_MORE) and _has(rest, *_BETS, "ya"):
        return Act("call", choice="no_more_bets")  # CR-16
    if _has(rest, "puck"):
        if _has(rest, "off") or not numbers:
            return Act("puck", choice="off")
        return Act("puck", choice=f"on {numbers[0][0]}")  # CR-02
    typed = " ".join(_numbers_as_digits(words))
    for code in stick_calls():
        if typed == plain(code):
            return Act("call", choice=code)
    if len(numbers) == 1 and not rest:
        return Act("call", choice=str(numbers[0][0]))
    return None
