"""Hand-built scenes of every table, with real card codes and real spot ids.

Used for the screenshots in docs/, the felt tests and the benchmark, and handy for trying the
widget (`python -m ui.felt.screenshots`). Engines build their own scenes; these are fixed
table moments that show every kind of thing a table can hold.
"""

from __future__ import annotations

from decimal import Decimal

from trainer.scene import BetState, Scene, SceneBet


def _b(
    spot: str, amount: str, state: BetState = "placed", payout: str | None = None, label: str = ""
) -> SceneBet:
    return SceneBet(
        spot, Decimal(amount), state, None if payout is None else Decimal(payout), label
    )


BLACKJACK = Scene(
    game="blackjack",
    hands={
        "box1": ("Ah", "Kd"),
        "box2": ("9c", "7s", "5h"),
        "box3-h1": ("8s", "3d", "Tc"),
        "box3-h2": ("8h", "6c"),
        "box5": ("Tc", "6d"),
        "box6": ("4h", "5s", "2d", "3c", "Jh"),
        "box7": ("Qs", "Qh"),
        "dealer": ("As",),
    },
    bets=(
        _b("box1", "50", "won", "75"),
        _b("box2", "25"),
        _b("box2", "10"),
        _b("box3", "20"),
        _b("box3-h2", "20"),
        _b("box3-h1:double", "20"),
        _b("box5", "100"),
        _b("box5:insurance", "50"),
        _b("box6", "15"),
        _b("box6:over13", "10"),
        _b("box7", "500"),
        _b("box7:sevens", "5"),
    ),
    highlight=("box5:insurance",),
)

PUNTO_BANCO = Scene(
    game="punto_banco",
    hands={"player": ("Kd", "7s"), "banker": ("4h", "2c", "9d")},
    bets=(
        _b("seat1:banker", "100", "won", "95"),
        _b("seat1:commission", "5"),
        _b("seat2:player", "50", "lost"),
        _b("seat3:tie", "10", "lost"),
        _b("seat3:banker", "200", "won", "190"),
        _b("seat3:commission", "10"),
        _b("seat5:player", "25", "lost"),
        _b("seat6:banker", "500", "won", "475"),
        _b("seat6:commission", "25"),
        _b("seat7:tie", "20", "lost"),
    ),
    info={"burn": "7h", "shoe": "312"},
    highlight=("banker",),
)

CHEMIN_DE_FER = Scene(
    game="chemin_de_fer",
    hands={"punter": ("5c", "Qh", "3s"), "banker": ("6d", "Kc")},
    bets=(_b("bank", "1000"), _b("punter", "500")),
    info={"banker_seat": "4", "punter_seat": "7"},
)

DEUX_TABLEAUX = Scene(
    game="baccarat_deux_tableaux",
    hands={"left": ("9h", "Js"), "right": ("2c", "4d", "Ah"), "banker": ("7c", "Td")},
    bets=(_b("bank", "5000"), _b("left", "500"), _b("left:2", "200"), _b("right", "1000")),
)

TRENTE_QUARANTE = Scene(
    game="trente_quarante",
    hands={"noir": ("Kh", "9s", "Qd", "4c"), "rouge": ("Jc", "Th", "8d", "5s")},
    bets=(
        _b("noir", "100", "won", "100"),
        _b("rouge", "50", "lost"),
        _b("couleur", "25", "won", "25"),
        _b("inverse", "500", "lost"),
    ),
)

BOULE = Scene(
    game="boule",
    number=7,
    bets=(
        _b("number:7", "10", "won", "70"),
        _b("number:5", "4", "lost"),
        _b("number:2", "6", "lost"),
        _b("rouge", "20", "won", "20"),
        _b("noir", "10", "lost"),
        _b("impair", "25", "won", "25"),
        _b("passe", "5", "won", "5"),
        _b("manque", "2", "lost"),
    ),
)

ROULETTE = Scene(
    game="roulette",
    number=17,
    bets=(
        _b("plein:17", "10", "won", "350"),
        _b("cheval:17-20", "5", "won", "85"),
        _b("carre:25-26-28-29", "5", "lost"),
        _b("transversale:13-14-15", "5", "lost"),
        _b("sixain:31-32-33-34-35-36", "25"),
        _b("cheval:0-3", "5"),
        _b("transversale:0-1-2", "5"),
        _b("carre:0-1-2-3", "5"),
        _b("plein:0", "2.50"),
        _b("cheval:8-11", "5"),
        _b("cheval:25-26", "10"),
        _b("column:2", "25"),
        _b("dozen:2", "50"),
        _b("two_dozens:1-2", "20"),
        _b("two_columns:2-3", "10"),
        _b("rouge", "100"),
        _b("impair", "50"),
        _b("manque", "100", "prison"),
        _b("plein:32", "5"),
    ),
)

CRAPS = Scene(
    game="craps",
    dice=(4, 2),
    puck=6,
    bets=(
        _b("win", "25"),
        _b("odds:win", "25"),
        _b("dont_win", "10"),
        _b("odds:dont_win", "12"),
        _b("come", "10"),
        _b("come:8", "10"),
        _b("odds:come:8", "10"),
        _b("dont_come:4", "15"),
        _b("place:5", "25"),
        _b("place:9", "25"),
        _b("lay:10", "40"),
        _b("field", "10"),
        _b("big_6", "10"),
        _b("under_7", "5"),
        _b("hard_6", "5"),
        _b("hard_10", "5"),
        _b("any_seven", "5"),
        _b("eleven", "2.50"),
        _b("horn", "4"),
        _b("craps_2", "1"),
    ),
)

CHIPS = Scene(
    game="chips",
    bets=(
        _b("stack:0.50", "3.50", label="7"),
        _b("stack:5", "30", label="6"),
        _b("stack:25", "250", label="10"),
    ),
)

SAMPLES: dict[str, Scene] = {
    "blackjack": BLACKJACK,
    "punto_banco": PUNTO_BANCO,
    "chemin_de_fer": CHEMIN_DE_FER,
    "deux_tableaux": DEUX_TABLEAUX,
    "trente_quarante": TRENTE_QUARANTE,
    "boule": BOULE,
    "roulette": ROULETTE,
    "craps": CRAPS,
    "chips": CHIPS,
}
