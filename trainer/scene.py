"""A table moment as the felt draws it: cards per hand, chips per betting spot, dice, puck,
winning number.

Engines produce scenes from their own state and drills store them inside questions, so the
felt never draws a made-up table. Scenes are plain data and round-trip through JSON exactly
(amounts as strings, never floats).

Identifiers are part of the contract between engines, drills and the felt (hit testing returns
them). They are plain strings:

Hands (`Scene.hands` keys)
- blackjack: "dealer", "box1" .. "box9" (box1 is the first box dealt, on the dealer's left,
  BJ-05); split hands "box3-h1", "box3-h2" in the order they are played (BJ-13).
- punto_banco: "player", "banker". chemin_de_fer: "punter", "banker".
  baccarat à deux tableaux: "left", "right", "banker". trente_quarante: "noir", "rouge".

Betting spots (`SceneBet.spot`)
- blackjack: "box3" (main bet), "box3-h2" (a split hand's bet), suffixes ":insurance",
  ":double", ":over13", ":under13", ":sevens", ":progressive" ("box3:insurance",
  "box3-h2:double").
- punto_banco: "seat2:player", "seat2:banker", "seat2:tie", "seat2:commission".
- chemin_de_fer: "bank", "punter"; deux tableaux: "left", "right" (":2" for a second punter,
  "left:2"), "bank".
- trente_quarante: "noir", "rouge", "couleur", "inverse".
- boule: "number:7", "rouge", "noir", "pair", "impair", "manque", "passe".
- roulette: kind and sorted numbers, "plein:17", "cheval:17-20", "transversale:16-17-18",
  "carre:16-17-19-20", "sixain:16-17-18-19-20-21", "column:1" .. "column:3" (column 1 holds
  1, 4 .. 34), "dozen:1" .. "dozen:3", "two_columns:1-2", "two_dozens:2-3", and the simple
  chances "rouge", "noir", "pair", "impair", "manque", "passe". Announced bets are expanded to
  these spots (RO racetrack).
- craps: "win", "dont_win", "come", "dont_come", "come:6", "dont_come:6", "odds:win",
  "odds:dont_win", "odds:come:6", "odds:dont_come:6", "place:6", "lay:4", "field", "big_6",
  "big_8", "under_7", "over_7", "hard_4", "hard_6", "hard_8", "hard_10", "any_seven",
  "eleven", "any_craps", "craps_2", "craps_3", "craps_12", "horn".
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Literal

BetState = Literal["placed", "won", "lost", "push", "prison", "moved", "returned"]


@dataclass(frozen=True, slots=True)
class SceneBet:
    spot: str
    amount: Decimal
    state: BetState = "placed"
    payout: Decimal | None = None  # winnings set beside a winning bet, stake not included
    label: str = ""

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"spot": self.spot, "amount": str(self.amount)}
        if self.state != "placed":
            data["state"] = self.state
        if self.payout is not None:
            data["payout"] = str(self.payout)
        if self.label:
            data["label"] = self.label
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SceneBet:
        payout = data.get("payout")
        return cls(
            spot=str(data["spot"]),
            amount=Decimal(str(data["amount"])),
            state=data.get("state", "placed"),
            payout=None if payout is None else Decimal(str(payout)),
            label=str(data.get("label", "")),
        )


@dataclass(frozen=True, slots=True)
class Scene:
    game: str
    hands: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    bets: tuple[SceneBet, ...] = ()
    dice: tuple[int, int] | None = None
    puck: int | None = None  # craps point; None is OFF
    number: int | None = None  # roulette or boule winning number (the dolly)
    highlight: tuple[str, ...] = ()  # hand or spot ids the question is about
    info: Mapping[str, str] = field(default_factory=dict)  # small labels: "burn": "7h", ...

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"game": self.game}
        if self.hands:
            data["hands"] = {k: list(v) for k, v in self.hands.items()}
        if self.bets:
            data["bets"] = [b.to_dict() for b in self.bets]
        if self.dice is not None:
            data["dice"] = list(self.dice)
        if self.puck is not None:
            data["puck"] = self.puck
        if self.number is not None:
            data["number"] = self.number
        if self.highlight:
            data["highlight"] = list(self.highlight)
        if self.info:
            data["info"] = dict(self.info)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Scene:
        dice = data.get("dice")
        return cls(
            game=str(data["game"]),
            hands={str(k): tuple(v) for k, v in data.get("hands", {}).items()},
            bets=tuple(SceneBet.from_dict(b) for b in data.get("bets", ())),
            dice=None if dice is None else (int(dice[0]), int(dice[1])),
            puck=data.get("puck"),
            number=data.get("number"),
            highlight=tuple(data.get("highlight", ())),
            info={str(k): str(v) for k, v in data.get("info", {}).items()},
        )

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Scene:
        return cls.from_dict(json.loads(text))
