"""The croupier's calls in the trainee's language: shown in full, offered to choose from, and
read back from what the trainee types.

A call is an act without a bet to point at: "no more bets" (RO-13, PB-08), the number and its
chances (RO-14: "Vint-i-tres, vermell, senar i passa"), the dealer's total (BJ-09), the
baccarat totals, naturals and winner (PB-09, PB-12), "card for the player" and "the player
stands on 6" (PB-10, PB-12), the insurance offer (BJ-11), the double (BJ-15), the last round
(BJ-02, PB-06), the burn (PB-07), "no spin" (RO-15), the launch (RO-13), the dolly (RO-14).

Reading is forgiving about form and strict about content: case, accents, punctuation, word
order and number words or digits do not matter; French chance words are read in every
language. A text that names no call raises `CallError` with a message in the trainee's
language, and nothing is judged.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from trainer.table.acts import Act
from ui.table.numbers import number_name, plain, read_numbers
from ui.table.words import target_words, translate

CHANCES = ("rouge", "noir", "pair", "impair", "manque", "passe")
# the words a trainee may type for a roulette chance, in any of the three languages
_CHANCE_WORDS = {
    "rouge": {"rouge", "red", "vermell", "roig", "rojo", "roja"},
    "noir": {"noir", "black", "negre", "negro", "negra"},
    "pair": {"pair", "even", "parell", "par"},
    "impair": {"impair", "odd", "senar", "impar"},
    "manque": {"manque", "low", "manca", "falta"},
    "passe": {"passe", "high", "passa", "pasa"},
}
_FILLERS = {"i", "y", "and", "e", "el", "la", "the", "a", "al", "per", "para", "for", "on"}
_HANDS = {
    "player": {"player", "punt", "punto", "punter"},
    "banker": {"banker", "banca", "bank"},
    "tie": {"tie", "igualtat", "empat", "empate", "igualdad"},
}
_BOX = re.compile(r"^box\d+(?:-h\d+)?$")


class CallError(ValueError):
    """Typed words that name no call; the message is in the trainee's language."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A call to choose from: the words shown and the act they make."""

    words: str
    act: Act


# ---------------------------------------------------------------------- words


def chance_word(chance: str) -> str:
    words = {
        "rouge": translate("TableCalls", "red"),
        "noir": translate("TableCalls", "black"),
        "pair": translate("TableCalls", "even"),
        "impair": translate("TableCalls", "odd"),
        "manque": translate("TableCalls", "manque"),
        "passe": translate("TableCalls", "passe"),
    }
    return words.get(chance, chance)


def tq_word(chance: str) -> str:
    """Trente et quarante's four chances, as the rows and results are called (TQ-07)."""
    words = {
        "noir": translate("TableCalls", "black"),
        "rouge": translate("TableCalls", "red"),
        "couleur": translate("TableCalls", "colour"),
        "inverse": translate("TableCalls", "inverse"),
    }
    return words.get(chance, chance)


def row_digit(total: int, locale: str) -> str:
    """TQ-07: a row is called by the last digit of its total ("dos" for 32, "un" for 31),
    a row of 40 by its name."""
    digit = total % 10
    if digit == 0:
        return number_name(40, locale)
    return "un" if (locale, digit) == ("ca", 1) else number_name(digit, locale)


def number_call(choice: str, locale: str) -> str:
    """RO-14 in full: "23, rouge, impair, passe" → "Vint-i-tres, vermell, senar i passa"."""
    words = [w for w in plain(choice).split() if w]
    if not words or not words[0].isdigit():
        return choice
    number = number_name(int(words[0]), locale)
    chances = [chance_word(w) for w in words[1:] if w in CHANCES]
    if not chances:
        return number.capitalize()
    if len(chances) == 1:
        spoken = chances[0]
    else:
        spoken = translate("TableCalls", "{list}, {last}").format(
            list=", ".join(chances[:-1]), last=chances[-1]
        )
    return f"{number.capitalize()}, {spoken}"


def call_text(act: Act, game: str, locale: str, duty: str = "") -> str:
    """A call (an act with no target) in full, as the croupier says it."""
    family, choice = act.family, act.choice
    if family == "call":
        return _call_words(choice, locale)
    if family == "announce":
        return _announce_words(choice, game, locale, duty)
    if family == "launch":
        if not choice:
            return translate("TableCalls", "Launch the ball")
        if choice == "anticlockwise":
            return translate("TableCalls", "Launch, the wheel anticlockwise")
        return translate("TableCalls", "Launch, the wheel clockwise")
    if family == "mark":
        return translate("TableCalls", "Mark number {n} with the dolly").format(n=choice)
    if family == "burn":
        if choice == "void":
            return translate("TableCalls", "A face-up card: the coup is void")
        if choice.isdigit():
            return QCoreApplication.translate("TableCalls", "Burn %n card(s)", "", int(choice))
        return translate("TableCalls", "Discard the face-up card")
    if family == "clear":
        return translate("TableCalls", "Cards to the discard holder")
    if family == "cagnotte" and act.amount is not None:
        from trainer.money import format_amount

        return translate("TableCalls", "Cagnotte: {amount}").format(
            amount=format_amount(act.amount, locale)
        )
    if family == "advise":
        if choice == "draw":
            return translate("TableCalls", "Advise the punter to draw")
        return translate("TableCalls", "Advise the punter to stand")
    return act.text


def _call_words(choice: str, locale: str) -> str:
    if choice == "facin_joc":
        return translate("TableCalls", "Place your bets")
    if choice == "no_more_bets":
        return translate("TableCalls", "No more bets")
    if choice == "insurance":
        return translate("TableCalls", "Insurance?")
    if choice == "last_round":
        return translate("TableCalls", "Last round of the shoe")
    if choice == "last_coup":
        return translate("TableCalls", "Last coup")
    if choice == "no_hi_va_res":
        return translate("TableCalls", "No spin")
    if choice == "stop_card":
        return translate("TableCalls", "The stop card")
    if choice.startswith("double "):
        hand = target_words(choice.removeprefix("double "), locale)
        return translate("TableCalls", "{hand}, you may double").format(hand=hand)
    return choice


def _announce_words(choice: str, game: str, locale: str, duty: str) -> str:
    words = choice.replace(",", " ").split()
    if game in ("roulette", "boule"):
        if words and words[0] == "0":
            return number_name(0, locale).capitalize()
        return number_call(choice, locale)
    if game == "blackjack":
        if choice == "blackjack":
            return translate("TableCalls", "Dealer has blackjack")
        if choice == "bust":
            return translate("TableCalls", "Dealer busts")
        return translate("TableCalls", "Dealer has {n}").format(n=choice)
    if game in ("punto_banco", "chemin_de_fer", "deux_tableaux") and len(words) >= 2:
        return _baccarat_words(words, duty)
    if game == "trente_quarante":
        return _trente_quarante_words(words, locale)
    return choice


def _trente_quarante_words(words: list[str], locale: str) -> str:
    if words == ["void"]:
        return translate("TableCalls", "Coup void")
    if words == ["refait"]:
        return translate("TableCalls", "Refait")
    if len(words) == 2 and words[1].isdigit():  # a row's total (TQ-07)
        return translate("TableCalls", "{row}: {digit}").format(
            row=tq_word(words[0]).capitalize(), digit=row_digit(int(words[1]), locale)
        )
    if len(words) == 2:
        return (
            translate("TableCalls", "{row} and {chance} win")
            .format(row=tq_word(words[0]), chance=tq_word(words[1]))
            .capitalize()
        )
    return " ".join(words)


def _baccarat_words(words: list[str], duty: str) -> str:
    if words[0] == "natural" and len(words) == 3:
        n = words[2]
        if words[1] == "player":
            return translate("TableCalls", "Natural {n} for the player").format(n=n)
        if words[1] == "punter":
            return translate("TableCalls", "Natural {n} for the punter").format(n=n)
        if words[1] == "left":
            return translate("TableCalls", "Natural {n} for the left tableau").format(n=n)
        if words[1] == "right":
            return translate("TableCalls", "Natural {n} for the right tableau").format(n=n)
        return translate("TableCalls", "Natural {n} for the banker").format(n=n)
    hand, total = words[0], words[1]
    if hand in ("left", "right"):
        return _side_words(hand, total)
    if hand == "tie":
        return translate("TableCalls", "Tie, {n}").format(n=total)
    if duty == "announce_winner":
        if hand == "player":
            return translate("TableCalls", "Player wins with {n}").format(n=total)
        if hand == "punter":
            return translate("TableCalls", "Punter wins with {n}").format(n=total)
        return translate("TableCalls", "Banker wins with {n}").format(n=total)
    if hand == "player":
        return translate("TableCalls", "Player, {n}").format(n=total)
    return translate("TableCalls", "Banker, {n}").format(n=total)


def _side_words(side: str, winner: str) -> str:
    """BD-03: each tableau against the bank."""
    if side == "left":
        words = {
            "banker": translate("TableCalls", "Left tableau: the bank wins"),
            "punter": translate("TableCalls", "Left tableau: the punter wins"),
            "tie": translate("TableCalls", "Left tableau: tie"),
        }
    else:
        words = {
            "banker": translate("TableCalls", "Right tableau: the bank wins"),
            "punter": translate("TableCalls", "Right tableau: the punter wins"),
            "tie": translate("TableCalls", "Right tableau: tie"),
        }
    return words.get(winner, f"{side} {winner}")


def said_act_words(act: Act) -> str | None:
    """Punto banco's draw and stand are calls too (PB-12): "card for the player"."""
    if act.target == "player":
        if act.family == "draw":
            return translate("TableCalls", "Card for the player")
        if act.family == "stand":
            return translate("TableCalls", "The player stands")
    if act.target == "punter":
        if act.family == "draw":
            return translate("TableCalls", "Card for the punter")
        if act.family == "stand":
            return translate("TableCalls", "The punter stands")
    if act.target == "banker":
        if act.family == "draw":
            return translate("TableCalls", "Card for the banker")
        if act.family == "stand":
            return translate("TableCalls", "The banker stands")
    return None


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
        acts = [Act("call", choice="stop_card"), Act("announce", choice="void")]
        acts += [Act("announce", choice="refait"), Act("clear")]
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
    return [Offer(said_act_words(a) or call_text(a, game, locale), a) for a in acts]


# ---------------------------------------------------------------------- reading


def read_call(text: str, game: str, locale: str, hand: str = "") -> Act:
    """The act the trainee's words make; `hand` is the hand under the cursor (a double is
    announced for it unless the words name a box)."""
    words = plain(text).split()
    if not words:
        raise CallError(translate("TableCalls", "Type a call first."))
    for offer in offered(game, locale, hand):
        if words == plain(offer.words).split():
            return offer.act
    reader = {
        "blackjack": _blackjack,
        "roulette": _roulette,
        "punto_banco": _punto_banco,
        "boule": _boule,
        "trente_quarante": _trente_quarante,
        "chemin_de_fer": _chemin_de_fer,
        "deux_tableaux": _deux_tableaux,
    }
    act = reader[game](words, hand) if game in reader else None
    if act is None:
        raise CallError(
            translate("TableCalls", "“{text}” is not a call at this table.").format(
                text=text.strip()
            )
        )
    return act


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
        return Act("call", choice="insurance")
    if _has(rest, "double", "doble", "doblar", "dobla"):
        box = f"box{numbers[0][0]}" if numbers else hand
        return Act("call", choice=f"double {box}") if _BOX.match(box) else None
    if _has(rest, "ultima", "last"):
        return Act("call", choice="last_round")
    if _has(rest, "blackjack"):
        return Act("announce", choice="blackjack")
    if _has(rest, "bust", "busts", "passa", "passat", "pasa", "pasado"):
        return Act("announce", choice="bust")
    if _has(rest, "discard", "descartador", "recipient", "cistella", "clear"):
        return Act("clear")
    if len(numbers) == 1:
        return Act("announce", choice=str(numbers[0][0]))  # BJ-09: "la banca té 19"
    return None


def _roulette(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    if _has(rest, "more", "mes", "mas") and _has(rest, "bets", "apostes", "va", "apuestas"):
        return Act("call", choice="no_more_bets")  # RO-13
    if _has(rest, "res", "nula", "spin"):
        return Act("call", choice="no_hi_va_res")  # RO-15
    if _has(rest, "launch", "llanca", "lanza", "llancar", "lanzar"):
        anti = any(w.startswith(("anti", "counter")) for w in rest)
        return Act("launch", choice="anticlockwise" if anti else "clockwise")  # RO-13
    if _has(rest, "mark", "marca", "marcar", "dolly") and len(numbers) == 1:
        return Act("mark", choice=str(numbers[0][0]))  # RO-14
    if len(numbers) == 1 and numbers[0][0] <= 36:
        return _number_call(numbers[0][0], rest)
    if not numbers and _has(rest, "zero", "cero"):
        return Act("announce", choice="0, zero")
    return None


def _boule(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    if _has(rest, "more", "mes", "mas") and _has(rest, "bets", "apostes", "va", "apuestas"):
        return Act("call", choice="no_more_bets")  # BO-04
    if _has(rest, "facin", "joc", "hagan", "juego", "faites", "jeux", "place"):
        return Act("call", choice="facin_joc")  # BO-04
    if _has(rest, "launch", "llanca", "lanza", "llancar", "lanzar"):
        return Act("launch")  # BO-04
    if len(numbers) == 1 and 1 <= numbers[0][0] <= 9:
        return _number_call(numbers[0][0], rest)  # BO-01, BO-02: the 5 alone
    return None


_TQ = {
    "noir": {"noir", "black", "negre", "negro", "negra"},
    "rouge": {"rouge", "red", "vermell", "roig", "rojo", "roja"},
    "couleur": {"couleur", "colour", "color"},
    "inverse": {"inverse", "invers", "inverso"},
}


def _trente_quarante(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    named = [c for c, names in _TQ.items() if _has(rest, *names)]
    if _has(rest, "nul", "nula", "nulle", "void"):
        return Act("announce", choice="void")  # TQ-04, TQ-06
    if _has(rest, "refait"):
        return Act("announce", choice="refait")  # TQ-04
    if _has(rest, "separadora", "corte", "stop"):
        return Act("call", choice="stop_card")  # TQ-06
    if _has(rest, "discard", "descartador", "cistella", "recipient", "clear"):
        return Act("clear")
    rows = [c for c in named if c in ("noir", "rouge")]
    chances = [c for c in named if c in ("couleur", "inverse")]
    if _has(rest, "win", "wins", "guanyen", "guanya", "ganan", "gana", "gagne", "gagnent"):
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
    if _has(rest, "advise", "aconsella", "aconseja", "consell", "consejo", "conseil"):
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


def _deux_tableaux(words: list[str], hand: str) -> Act | None:
    """Baccarat à deux tableaux: each side's draw and result against the bank (BD-03)."""
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    sides = [s for s, names in _SIDES.items() if _has(rest, *names)]
    side = sides[0] if len(sides) == 1 else ""
    bank = _has(rest, *_HANDS["banker"])
    total = str(numbers[-1][0]) if numbers else ""
    if _has(rest, "more", "mes", "mas") and _has(rest, "bets", "apostes", "va", "apuestas"):
        return Act("call", choice="no_more_bets")  # CF-06
    if _has(rest, "ultima", "last"):
        return Act("call", choice="last_coup")
    if _has(rest, "discard", "descartador", "cistella", "recipient", "clear"):
        return Act("clear")
    if _has(rest, "natural") and total and (side or bank):
        return Act("announce", choice=f"natural {side or 'banker'} {total}")  # CF-02
    who = side or ("banker" if bank else "")
    if who and _has(rest, "card", "carta", "draws", "demana", "pide"):
        return Act("draw", who)  # CF-03, BD-03
    if who and _has(rest, "stands", "stand", "planta"):
        return Act("stand", who)
    if side:
        if _has(rest, *_HANDS["tie"]):
            return Act("announce", choice=f"{side} tie")  # BD-03
        if bank:
            return Act("announce", choice=f"{side} banker")
        if _has(rest, "punter", "punt", "punto", "player"):
            return Act("announce", choice=f"{side} punter")
    return None


def _number_call(number: int, rest: list[str]) -> Act | None:
    """RO-14: the number and its chances in any order; any other word makes it no call."""
    if number == 0:
        return Act("announce", choice="0, zero")
    chances: list[str] = []
    for word in rest:
        chance = next((c for c, names in _CHANCE_WORDS.items() if word in names), None)
        if chance is not None:
            chances.append(chance)
        elif word not in _FILLERS:
            return None
    return Act("announce", choice=", ".join([str(number), *chances]))


def _punto_banco(words: list[str], hand: str) -> Act | None:
    numbers = read_numbers(words)
    rest = _rest(words, numbers)
    named = [h for h, names in _HANDS.items() if _has(rest, *names)]
    side = named[0] if named else ""
    total = str(numbers[-1][0]) if numbers else ""
    if _has(rest, "more", "mes", "mas") and _has(rest, "bets", "apostes", "va", "apuestas"):
        return Act("call", choice="no_more_bets")  # PB-08
    if _has(rest, "ultima", "last"):
        return Act("call", choice="last_coup")  # PB-06
    if _has(rest, "burn", "crema", "cremar", "quema", "quemar") and total:
        return Act("burn", choice=total)  # PB-07
    if _has(rest, "discard", "descartador", "cistella", "clear"):
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
