"""The acts that are neither the routine act under the cursor nor typed: one function key
each, shown on a bar under the felt (F4 onwards, in the game's order of use).

A verb acts on the cursor's hand or bet ("stand", "split", "refuse", a come bet moved to the
number the dice show, CR-04), on the tray's chips ("half" back from prison, a commission) or
on the table ("no more bets", the launch, the cards to the discard holder, the puck ON at the
dice's number or OFF, CR-02); "Move the card" picks up a card dealt out of order, which the
view then puts on the hand chosen. A verb that is a call is named by the call's own words.
`Verb.act` builds the act from what the trainee sees and has chosen; None means the verb
cannot act there (no hand under the cursor, an empty tray), and the view says so instead of
judging anything.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from trainer.scene import Scene
from trainer.table.acts import Act
from trainer.table.words import text
from ui.table.targets import Target
from ui.table.words import translate

_SEAT = re.compile(r"^(seat\d+)")


@dataclass(frozen=True, slots=True)
class Context:
    """What a verb may use: the cursor, the tray, the scene, the number last announced."""

    target: Target | None
    tray: Decimal
    scene: Scene
    announced: int | None = None


@dataclass(frozen=True, slots=True)
class Verb:
    key: str  # a name for tests and object names
    label: Callable[[str], str]  # its words in a locale: a call's from the core's catalogue
    make: Callable[[Context], Act | None]

    def act(self, context: Context) -> Act | None:
        return self.make(context)


def _on_hand(family: str) -> Callable[[Context], Act | None]:
    def make(c: Context) -> Act | None:
        return Act(family, c.target.ident) if c.target and c.target.kind == "hand" else None

    return make


def _on_bet(family: str) -> Callable[[Context], Act | None]:
    def make(c: Context) -> Act | None:
        return Act(family, c.target.ident) if c.target and c.target.kind == "bet" else None

    return make


def _on_any(family: str) -> Callable[[Context], Act | None]:
    def make(c: Context) -> Act | None:
        return Act(family, c.target.ident) if c.target else None

    return make


def _half(c: Context) -> Act | None:
    if c.target is None or c.target.kind != "bet" or c.tray <= 0:
        return None
    return Act("half", c.target.ident, c.tray)  # RO-11: the half handed back


def _commission(c: Context) -> Act | None:
    seat = _SEAT.match(c.target.ident) if c.target else None
    if seat is None or c.tray <= 0:
        return None
    return Act("commission", seat.group(1), c.tray)  # PB-04: marked in the seat's box


def _cagnotte(c: Context) -> Act | None:
    return Act("cagnotte", amount=c.tray) if c.tray > 0 else None  # CF-05: the house's 5%


def _double(c: Context) -> Act | None:
    if c.target is None or c.target.kind != "hand" or c.target.ident == "dealer":
        return None
    return Act("call", choice=f"double {c.target.ident}")  # BJ-15


def _mark(c: Context) -> Act | None:
    return Act("mark", choice=str(c.announced)) if c.announced is not None else None


def _pick_up(c: Context) -> Act | None:
    """A card dealt out of order (BJ-05, PB-08, CF-06): picked up from the hand under the
    cursor; the view then asks where it belongs (`MOVING`: Enter or a click on that hand
    makes the act "move <where it landed> <where it belongs>")."""
    if c.target is None or c.target.kind != "hand" or not c.scene.hands.get(c.target.ident):
        return None
    return Act("move", c.target.ident)


MOVING = "move_card"  # the verb whose act waits for the hand the card goes to


def _dice_total(c: Context) -> int | None:
    return sum(c.scene.dice) if c.scene.dice is not None else None


def _puck_on(c: Context) -> Act | None:
    total = _dice_total(c)
    return Act("puck", choice=f"on {total}") if total is not None else None  # CR-02


def _move_come(c: Context) -> Act | None:
    """CR-04: a come (or don't come) bet moved to the box of the number the dice show."""
    total = _dice_total(c)
    if c.target is None or c.target.kind != "bet" or total is None:
        return None
    return Act("move", c.target.ident, choice=str(total))


def _table(family: str, choice: str = "") -> Callable[[Context], Act | None]:
    def make(c: Context) -> Act | None:
        return Act(family, choice=choice)

    return make


def _said(call: str) -> Callable[[str], str]:
    """A verb that is a call is named by the call itself, from the table's catalogue (one
    source for a call's words: "No hi van més apostes", "Facin joc", "Tirada nul·la")."""
    return lambda locale: text(f"call.{call}", locale)


def verbs_for(game: str) -> list[Verb]:
    """The game's bar, in the order the acts come in a coup."""
    stand = Verb("stand", lambda _: translate("TableVerbs", "Stand"), _on_hand("stand"))
    refuse = Verb("refuse", lambda _: translate("TableVerbs", "Refuse the bet"), _on_any("refuse"))
    accept = Verb("accept", lambda _: translate("TableVerbs", "Accept the bet"), _on_any("accept"))
    clear = Verb(
        "clear", lambda _: translate("TableVerbs", "Cards to the discards"), _table("clear")
    )
    no_more = Verb("no_more_bets", _said("no_more_bets"), _table("call", "no_more_bets"))
    move_card = Verb(MOVING, lambda _: translate("TableVerbs", "Move the card"), _pick_up)
    if game == "blackjack":
        return [
            stand,
            Verb("split", lambda _: translate("TableVerbs", "Split"), _on_hand("split")),
            Verb("double", lambda _: translate("TableVerbs", "Announce the double"), _double),
            Verb(
                "insurance",
                lambda _: translate("TableVerbs", "Offer insurance"),
                _table("call", "insurance"),
            ),
            refuse,
            accept,
            Verb(
                "burn",
                lambda _: translate("TableVerbs", "Discard the face-up card"),
                _table("burn"),
            ),
            move_card,
            clear,
        ]
    if game == "roulette":
        return [
            Verb(
                "launch_cw",
                lambda _: translate("TableVerbs", "Launch ↻"),
                _table("launch", "clockwise"),
            ),
            Verb(
                "launch_acw",
                lambda _: translate("TableVerbs", "Launch ↺"),
                _table("launch", "anticlockwise"),
            ),
            no_more,
            Verb("mark", lambda _: translate("TableVerbs", "Mark the number"), _mark),
            Verb("half", lambda _: translate("TableVerbs", "Half back"), _half),
            Verb("prison", lambda _: translate("TableVerbs", "Into prison"), _on_bet("prison")),
            Verb("release", lambda _: translate("TableVerbs", "Release"), _on_bet("release")),
            refuse,
            accept,
        ]
    if game in ("chemin_de_fer", "deux_tableaux"):
        bar = [no_more, stand]
        if game == "deux_tableaux":
            bar.append(
                Verb("return", lambda _: translate("TableVerbs", "Hand back"), _on_bet("return"))
            )
        bar.append(Verb("cagnotte", lambda _: translate("TableVerbs", "Cagnotte"), _cagnotte))
        if game == "chemin_de_fer":
            bar.append(
                Verb(
                    "void",
                    lambda _: translate("TableVerbs", "Face-up card: void"),
                    _table("burn", "void"),
                )
            )
            bar.append(move_card)
        return [*bar, refuse, accept, clear]
    if game == "trente_quarante":
        return [
            Verb("stop_card", _said("stop_card"), _table("call", "stop_card")),
            Verb("half", lambda _: translate("TableVerbs", "Half back"), _half),
            Verb("prison", lambda _: translate("TableVerbs", "Into prison"), _on_bet("prison")),
            Verb("release", lambda _: translate("TableVerbs", "Release"), _on_bet("release")),
            refuse,
            accept,
            clear,
        ]
    if game == "boule":
        return [
            Verb("facin_joc", _said("facin_joc"), _table("call", "facin_joc")),
            Verb("launch", lambda _: translate("TableVerbs", "Launch"), _table("launch")),
            no_more,
            refuse,
            accept,
        ]
    if game == "punto_banco":
        return [
            no_more,
            stand,
            Verb("commission", lambda _: translate("TableVerbs", "Mark commission"), _commission),
            move_card,
            refuse,
            accept,
            clear,
        ]
    if game == "craps":
        return [
            no_more,
            Verb("no_roll", _said("no_roll"), _table("call", "no_roll")),
            Verb("puck_on", lambda _: translate("TableVerbs", "Puck ON"), _puck_on),
            Verb("puck_off", lambda _: translate("TableVerbs", "Puck OFF"), _table("puck", "off")),
            Verb(
                "move_come", lambda _: translate("TableVerbs", "Come bet to its number"), _move_come
            ),
            refuse,
            accept,
        ]
    return [refuse, accept, clear]
