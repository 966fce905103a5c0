"""The table in the trainee's language: acts, calls, bets and hands, cues, duties, incidents.

Every word a trainee reads at the table comes from the message catalogue
(`trainer/drills/messages/table.toml`, codes `table.…`, read through `trainer.i18n`) in
Catalan, Spanish or English; the game modules and the procedure only name messages.

- A cue or a worked detail is stored as messages (`pack`: a JSON list of `{"code", "params"}`)
  and put into words when shown (`words`). Parameters are plain text, named for how they are
  shown: `spot…` a bet, box or hand id in the act notation ("box3", "seat2:banker",
  "plein:17", "come:6@p2"), `card…` a card ("Td", shown "10♦"), `bets` a list of (spot,
  amount), `choice…` the words of a call or announcement; the rest are filled by the
  template's own specs (`{amount:money}`, `{total:number}`).
- A spot is a label where the cloth prints it ("Casella 4", after a colon or in a list); named
  inside a sentence it takes its article (`spot…_the`, `spot…_The` at a sentence's start:
  "la casella 4", "el punt", from `table.the.*`), and "a el" / "de el" / "per el" contract
  ("al punt", "del crupier", "pel punt") once the message is put together.
- An act is shown in words (`act_words`) beside its notation, which stays the same in every
  language ("pay box3 37.50": what the trainee types).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from trainer.i18n import catalogue, spot_words, translate, wording
from trainer.money import Rounded, exact_text
from trainer.table.acts import Act, ActSyntaxError

Message = dict[str, Any]

_OWNER = re.compile(r"^(.+)@p(\d+)$")  # a bet and the player it belongs to: "come:6@p2"
_LAYOUT = re.compile(r"^(.+)/(\d+)$")  # a boule bet on the second layout: "impair/2"
_SEAT = re.compile(r"^seat(\d+):(\w+)$")  # a punto banco bet: "seat3:banker"
_PUNTER = re.compile(r"^p(\d+)$")  # a chemin de fer punter: "p4"
_BOX = re.compile(r"^box\d+")  # a blackjack box, hand or side bet (trainer.i18n.spot_words)
_KINDED = re.compile(r"^(\w+):([\d-]+)$")  # a bet kind with its numbers: "plein:17"
_TOKEN = re.compile(r"[A-Za-z_][\w:@/-]*")  # a word of a choice (numbers are left alone)
_SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
_HAND = re.compile(r"^box(\d+)-h(\d+)$")  # a split hand: "box2-h1"
_BARE_BOX = re.compile(r"^box(\d+)$")
# preposition + masculine article, contracted as Catalan and Spanish write them
_CONTRACT = {
    "ca": re.compile(r"\b([Aa]|[Dd]e|[Pp]er) el\b"),
    "es": re.compile(r"\b([Aa]|[Dd]e) el\b"),
}
_CONTRACTED = {"a": "al", "de": "del", "per": "pel"}

# Roulette's bets and simple chances are named by the roulette drills' words.
_ROULETTE = frozenset(
    {"plein", "cheval", "transversale", "carre", "sixain", "column", "dozen", "two_columns"}
    | {"two_dozens", "rouge", "noir", "pair", "impair", "manque", "passe"}
)
# Craps bets with a number, named by the craps drills' words ("Come on 6").
_CRAPS_NUMBERED = {
    "come": "come_point",
    "dont_come": "dont_come_point",
    "odds:come": "odds_come_point",
    "odds:dont_come": "odds_dont_come_point",
    "place": "place",
    "lay": "lay",
}


def message(code: str, **params: object) -> Message:
    """One message of the catalogue (its full code) with its parameters, as stored."""
    return {"code": code, "params": {k: _plain(v) for k, v in params.items()}}


def _plain(value: object) -> Any:
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return str(value)


def pack(messages: Iterable[Message]) -> str:
    """Messages as the text a step or a record keeps ("" for none)."""
    found = list(messages)
    return json.dumps(found, ensure_ascii=False, sort_keys=True) if found else ""


def unpack(text: str) -> list[Message] | None:
    """The messages of a stored text; None for text that is not messages (a record written
    before the table spoke through the catalogue keeps its English)."""
    if not text.startswith("["):
        return None
    try:
        found = json.loads(text)
    except ValueError:
        return None
    if not isinstance(found, list) or not all(isinstance(m, dict) and "code" in m for m in found):
        return None
    return found


def words(text: str, locale: str, separator: str = "; ") -> str:
    """A stored cue or detail in `locale`."""
    found = unpack(text)
    if found is None:
        return text
    return separator.join(say(m, locale) for m in found)


def say(item: Message, locale: str) -> str:
    """One message in `locale`, its spots, cards, bets and choices put into words first."""
    params: dict[str, str] = {}
    template = str(wording(str(item["code"]), locale) or "").lower()
    for key, value in dict(item.get("params") or {}).items():
        if key.startswith("spot"):
            params[key] = target_words(str(value), locale)
            if f"{{{key}_the}}" in template:  # named inside a sentence
                the = the_target(str(value), locale)
                params[f"{key}_the"] = the
                params[f"{key}_The"] = _capital(the)
        elif key.startswith("card"):
            params[key] = card_words(str(value))
        elif key.startswith("choice"):
            params[key] = choice_words(str(value), locale)
        elif key == "bets":
            params[key] = bets_words(value, locale)
        else:
            params[key] = str(value)
    said = contract(translate(str(item["code"]), locale, params), locale)
    rule = item.get("rule")
    if not rule:
        return said
    if said.endswith("."):  # the rule inside the sentence: "… 14,50 € (MO-02)."
        return f"{said[:-1]} ({rule})."
    return f"{said} ({rule})"


def contract(said: str, locale: str) -> str:
    """ "a el punt" → "al punt", "de el crupier" → "del crupier" (ca, es), "per el" → "pel"
    (ca): what an article put after a preposition becomes."""
    pattern = _CONTRACT.get(locale)
    if pattern is None:
        return said

    def joined(match: re.Match[str]) -> str:
        word = match.group(1)
        together = _CONTRACTED[word.lower()]
        return together.capitalize() if word[0].isupper() else together

    return pattern.sub(joined, said)


def sentences(text: str, locale: str) -> str:
    """A stored cue or detail as sentences, each ended by a full stop ("Aposta: 10 €;
    pagament: 15 €. Exactament 14,75; … pagueu 14,50 € (MO-02)."): messages that begin with
    a capital never follow a semicolon."""
    found = unpack(text)
    if found is None:
        return text
    said = [_capital(say(m, locale)) for m in found]
    return " ".join(s if s.endswith((".", "?", "!", "»", "”")) else f"{s}." for s in said if s)


def _capital(said: str) -> str:
    return said[:1].upper() + said[1:]


def text(code: str, locale: str, **params: object) -> str:
    """A table message (`table.` + `code`) in `locale`."""
    return say(message(f"table.{code}", **params), locale)


def known(code: str) -> bool:
    return code in catalogue()


# ---------------------------------------------------------------------------- spots and cards


def target_words(target: str, locale: str) -> str:
    """A bet, box or hand id in words: "come:6@p2" -> "Come al 6 (jugador 2)"; an id it does
    not know is shown as it is."""
    if target.startswith("prison:"):
        return text("spot.prison", locale, spot=target.removeprefix("prison:"))
    owned = _OWNER.match(target)
    if owned:
        return text("spot.owned", locale, spot=owned.group(1), n=owned.group(2))
    layout = _LAYOUT.match(target)
    if layout:
        return text("spot.layout", locale, spot=layout.group(1), n=layout.group(2))
    seat = _SEAT.match(target)
    if seat:
        side = seat.group(2)
        said = text(f"word.{side}", locale) if known(f"table.word.{side}") else side
        return text("spot.seat", locale, n=seat.group(1), side=said)
    punter = _PUNTER.match(target)
    if punter:
        return text("spot.punter", locale, n=punter.group(1))
    if _BOX.match(target):
        return spot_words(target, locale)
    return _bet_words(target, locale)


def the_target(target: str, locale: str) -> str:
    """A hand or box named inside a sentence, with its article (`table.the.*`): "la casella
    4", "la mà 1 de la casella 2", "el punt", "la mà del crupier", "el jugador 3"; a bet
    keeps its label (it follows a colon in every message)."""
    hand = _HAND.match(target)
    if hand:
        return text("the.box_hand", locale, n=hand.group(1), hand=hand.group(2))
    box = _BARE_BOX.match(target)
    if box:
        return text("the.box", locale, n=box.group(1))
    punter = _PUNTER.match(target)
    if punter:
        return text("the.punter_n", locale, n=punter.group(1))
    if known(f"table.the.{target}"):
        return text(f"the.{target}", locale)
    return target_words(target, locale)


def _bet_words(target: str, locale: str) -> str:
    if known(f"table.hand.{target}"):
        return text(f"hand.{target}", locale)
    if target in _ROULETTE:
        return translate(f"roulette.kind.{target}", locale)
    kinded = _KINDED.match(target)
    if kinded:
        kind, numbers = kinded.groups()
        if kind in _ROULETTE:
            return f"{translate(f'roulette.kind.{kind}', locale)} {numbers}"
        if kind == "number":
            return text("spot.number", locale, number=numbers)
    base, _, number = target.rpartition(":")
    if base in _CRAPS_NUMBERED and number.isdigit():
        return translate(f"craps.spot.{_CRAPS_NUMBERED[base]}", locale, {"number": number})
    name = target.replace(":", "_")
    if known(f"craps.name.{name}"):
        return translate(f"craps.name.{name}", locale)
    return target


def card_words(card: str) -> str:
    """A card in the notation of every language: rank and suit sign ("Td" -> "10♦")."""
    if len(card) != 2 or card[1] not in _SUITS:
        return card
    rank = "10" if card[0] == "T" else card[0]
    return rank + _SUITS[card[1]]


def bets_words(bets: object, locale: str) -> str:
    """Bets on the layout: "Casella 1: 25 €, Casella 3: 10 €"."""
    items = bets if isinstance(bets, list) else []
    return ", ".join(text("spot.stake", locale, spot=spot, amount=amount) for spot, amount in items)


# ---------------------------------------------------------------------------- acts and calls


def choice_words(choice: str, locale: str) -> str:
    """A call or an announcement in words: a call by its id ("no_more_bets" -> "No hi van
    més apostes"), otherwise word by word ("17, noir, impair, manque" -> "17, negre, senar,
    manca"), numbers and punctuation kept."""
    whole = choice.strip()
    if known(f"table.call.{whole}"):
        return text(f"call.{whole}", locale)
    first, _, rest = whole.partition(" ")
    if first == "double" and rest and _TOKEN.fullmatch(rest):
        return text("call.may_double", locale, spot=rest)  # BJ-15: "double box3"

    def word(match: re.Match[str]) -> str:
        token = match.group(0)
        if known(f"table.word.{token}"):
            return text(f"word.{token}", locale)
        return target_words(token, locale)

    return _TOKEN.sub(word, whole)


def act_words(act: Act, locale: str) -> str:
    """What an act does, in words: "Pagueu: Casella 3, 37,50 €". A family may word an act
    on a given hand, or with a given choice, apart ("draw player": "Carta per al punt")."""
    code = f"act.{act.family}"
    own = act.target or act.choice  # "draw player", "advise stand"
    if own and known(f"table.{code}_{own}"):
        code = f"{code}_{own}"
    amount = "" if act.amount is None else str(act.amount)
    if act.family == "launch" and not act.choice:
        return text("act.launch_ball", locale)  # BO-04: a bowl, no wheel to turn
    if act.family == "burn" and act.choice.isdigit():
        return text("act.burn_cards", locale, n=act.choice)
    if act.family == "move":  # to a hand, a box or a number: named as a spot
        return text(code, locale, spot=act.target, spot2=act.choice)
    said = _said(act.choice, locale) if act.family == "announce" else None
    if said is not None:  # "Anuncieu: «Drap esquerre: guanya el punt»"
        return translate("table.act.announce", locale, {"choice": said})
    return text(code, locale, spot=act.target, amount=amount, choice=act.choice)


def _said(choice: str, locale: str) -> str | None:
    """A baccarat announcement in full where the catalogue says it (`table.said.*`): a side's
    result at deux tableaux ("left punter"), a natural ("natural left 8"); None otherwise."""
    words = choice.split()
    if len(words) == 2 and known(f"table.said.{words[0]}_{words[1]}"):
        return text(f"said.{words[0]}_{words[1]}", locale)
    natural = len(words) == 3 and words[0] == "natural" and words[2].isdigit()
    if natural and known(f"table.said.natural_{words[1]}"):
        return text(f"said.natural_{words[1]}", locale, total=words[2])
    return None


def syntax_words(error: ActSyntaxError, locale: str) -> str:
    """Why typed text is not an act, in `locale`."""
    return text(f"syntax.{error.code}", locale, **error.params)


def act_line(act: Act, locale: str) -> str:
    """An act in words and in the notation to type: "Pagueu: Casella 3, 37,50 € [pay box3
    37.50]"."""
    return f"{act_words(act, locale)} [{act.text}]"


def hint(act: Act, rule: str, duty: str, detail: str, locale: str) -> str:
    """What a trainee is told after a wrong act: the act expected (in words and as typed),
    its rule, what the duty asks, and the worked detail, as sentences."""
    said = translate("table.hint", locale, {"act": act_line(act, locale), "rule": rule})
    return " ".join(part for part in (said, duty_and_detail(duty, detail, locale)) if part)


def duty_and_detail(duty: str, detail: str, locale: str) -> str:
    """What the duty asks and the worked detail, as sentences: the hint for a screen that
    shows the act expected and its rule already."""
    worked = sentences(detail, locale) if detail else ""
    return " ".join(part for part in (duty, worked) if part)


def rounding(rounded: Rounded | None) -> list[Message]:
    """The rounding of a payout or deduction, as the drills show it (MO-02, MO-03, MO-05)."""
    if rounded is None or not rounded.rule:
        return []
    codes = {"MO-02": "down", "MO-03": "up", "MO-05": "cent"}
    said = message(
        f"common.rounding.{codes[rounded.rule]}",
        exact=exact_text(rounded.exact),
        amount=rounded.amount,
    )
    return [{**said, "rule": rounded.rule}]


def stakes(bets: Iterable[tuple[str, Decimal]]) -> list[list[str]]:
    """Bets as a `bets` parameter."""
    return [[spot, str(amount)] for spot, amount in bets]
