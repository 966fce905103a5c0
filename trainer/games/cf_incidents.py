"""Chemin de fer procedures and dealing errors (CF-06) as data, for the incidents drill.

Each incident is one case the decree settles (seed 000, epígraf 8, sections IV-VIII): the
situation at the table and its remedy, with the section it comes from. The Catalan follows the
decree's own words; the Spanish and English are the trainer's translations. A question shows
the incident; the answer is the remedy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Section = Literal["IV", "V", "VI", "VII", "VIII"]
Lang = Literal["ca", "es", "en"]
LANGS: tuple[Lang, ...] = ("ca", "es", "en")

SECTION_TITLES: dict[Section, dict[Lang, str]] = {
    "IV": {"ca": "IV. Jugadors", "es": "IV. Jugadores", "en": "IV. Players"},
    "V": {"ca": "V. Banca", "es": "V. Banca", "en": "V. The bank"},
    "VI": {"ca": "VI. Regles del joc", "es": "VI. Reglas del juego", "en": "VI. Rules of play"},
    "VII": {
        "ca": "VII. Desenvolupament del joc",
        "es": "VII. Desarrollo del juego",
        "en": "VII. Course of play",
    },
    "VIII": {
        "ca": "VIII. Errors i infraccions en el joc",
        "es": "VIII. Errores e infracciones en el juego",
        "en": "VIII. Errors and infringements",
    },
}


@dataclass(frozen=True, slots=True)
class Text:
    ca: str
    es: str
    en: str

    def get(self, lang: Lang) -> str:
        return {"ca": self.ca, "es": self.es, "en": self.en}[lang]


@dataclass(frozen=True, slots=True)
class Incident:
    id: str
    section: Section
    incident: Text
    remedy: Text
    rule: str = "CF-06"

    @property
    def dealing_error(self) -> bool:
        """Section VIII: an error or infringement, as against a procedure (IV-VII)."""
        return self.section == "VIII"


def _i(
    id: str, section: Section, ca: tuple[str, str], es: tuple[str, str], en: tuple[str, str]
) -> Incident:
    return Incident(id, section, Text(ca[0], es[0], en[0]), Text(ca[1], es[1], en[1]))


INCIDENTS: tuple[Incident, ...] = (
    # ------------------------------------------------------------------ IV. Jugadors
    _i(
        "priority-order",
        "IV",
        (
            "Diversos jugadors volen exercir el mateix dret (prendre la banca, fer banc, "
            "agafar les cartes). Quin ordre de prioritat se segueix?",
            "Els jugadors asseguts tenen prioritat sobre els que estan drets; entre els "
            "asseguts se segueix la numeració correlativa dels departaments a partir del que "
            "està situat a la dreta del banquer. Entre els que estan drets, el mateix ordre.",
        ),
        (
            "Varios jugadores quieren ejercer el mismo derecho (tomar la banca, hacer banco, "
            "coger las cartas). ¿Qué orden de prioridad se sigue?",
            "Los jugadores sentados tienen prioridad sobre los que están de pie; entre los "
            "sentados se sigue la numeración correlativa de los departamentos a partir del "
            "situado a la derecha del banquero. Entre los de pie, el mismo orden.",
        ),
        (
            "Several players claim the same right (the bank, banco, the cards). What order of "
            "priority applies?",
            "Seated players come before standing ones; among the seated, the seat numbers in "
            "order starting from the seat on the banker's right. Standing players follow the "
            "same order among themselves.",
        ),
    ),
    _i(
        "seat-change-during-shoe",
        "IV",
        (
            "Un jugador assegut canvia de lloc durant un escapçament (o ocupa una plaça vacant "
            "durant la distribució d'un distribuïdor).",
            "Ha de deixar passar la mà (saludar) i no pot exercir el seu dret de prioritat per "
            "agafar la banca o fer de banc fins que no hagi saludat.",
        ),
        (
            "Un jugador sentado cambia de sitio durante un sabot (u ocupa una plaza vacante "
            "durante la distribución de un sabot).",
            "Debe dejar pasar la mano (saludar) y no puede ejercer su derecho de prioridad para "
            "tomar la banca o hacer banco hasta que haya saludado.",
        ),
        (
            "A seated player changes seat during a shoe (or takes a vacant seat while a shoe is "
            "being dealt).",
            "He must let the hand pass him by ('salute') and may not use his priority to take "
            "the bank or go banco until he has saluted.",
        ),
    ),
    _i(
        "seat-change-end-of-shoe",
        "IV",
        (
            "Un jugador canvia de seient, o n'arriba un de nou, en finalitzar l'escapçament.",
            "L'ordre de prioritats queda intacte.",
        ),
        (
            "Un jugador cambia de asiento, o llega uno nuevo, al terminar el sabot.",
            "El orden de prioridades queda intacto.",
        ),
        (
            "A player changes seat, or a new one arrives, when a shoe has ended.",
            "The order of priority is unchanged.",
        ),
    ),
    _i(
        "vacant-seat",
        "IV",
        (
            "Queda una plaça vacant a la taula. Qui la pot ocupar?",
            "Durant l'escapçament tenen prioritat els jugadors inscrits a la llista d'espera de "
            "l'inspector; un cop acabat l'escapçament, els jugadors asseguts que han sol·licitat "
            "canvi de plaça.",
        ),
        (
            "Queda una plaza vacante en la mesa. ¿Quién puede ocuparla?",
            "Durante el sabot tienen prioridad los jugadores inscritos en la lista de espera del "
            "inspector; acabado el sabot, los jugadores sentados que han pedido cambiar de plaza.",
        ),
        (
            "A seat falls vacant. Who may take it?",
            "During a shoe, the players on the inspector's waiting list come first; once the shoe "
            "is over, seated players who asked to change seats come first.",
        ),
    ),
    _i(
        "two-tables",
        "IV",
        (
            "Un jugador vol ocupar una plaça de seient en dues taules de joc alhora.",
            "No ho pot fer en cap cas: no es pot ocupar una plaça en diverses taules "
            "simultàniament.",
        ),
        (
            "Un jugador quiere ocupar una plaza sentado en dos mesas de juego a la vez.",
            "No puede en ningún caso: no se puede ocupar una plaza en varias mesas "
            "simultáneamente.",
        ),
        (
            "A player wants to hold a seat at two tables at once.",
            "Never allowed: nobody may hold a seat at several tables at the same time.",
        ),
    ),
    _i(
        "refuses-hand-twice",
        "IV",
        (
            "Un jugador refusa prendre la mà dues vegades consecutives.",
            "Ha d'abandonar la seva plaça a la taula de joc.",
        ),
        (
            "Un jugador rehúsa tomar la mano dos veces consecutivas.",
            "Debe abandonar su plaza en la mesa de juego.",
        ),
        ("A player refuses the hand twice in a row.", "He must give up his seat at the table."),
    ),
    _i(
        "standing-follows-hand",
        "IV",
        (
            "Un jugador a peu dret es desplaça de lloc per seguir la mà.",
            "Està prohibit: serà el primer a qui es cobrarà o l'últim a qui es pagarà, segons "
            "el cas.",
        ),
        (
            "Un jugador de pie se desplaza de sitio para seguir la mano.",
            "Está prohibido: será el primero al que se cobre o el último al que se pague, según "
            "el caso.",
        ),
        (
            "A standing player moves round the table to follow the hand.",
            "Forbidden: he is collected from first, or paid last, as the case may be.",
        ),
    ),
    _i(
        "empty-seat-momentarily",
        "IV",
        (
            "Un jugador vol ocupar una plaça de seient que és momentàniament buida.",
            "No es pot ocupar en cap cas una plaça momentàniament buida.",
        ),
        (
            "Un jugador quiere ocupar un asiento que está momentáneamente vacío.",
            "En ningún caso se puede ocupar una plaza momentáneamente vacía.",
        ),
        (
            "A player wants to sit in a seat that is only momentarily empty.",
            "Never: a momentarily empty seat may not be taken.",
        ),
    ),
    # ------------------------------------------------------------------ V. Banca
    _i(
        "first-bank",
        "V",
        (
            "Comença la partida. A qui s'adjudica la banca i com circula?",
            "Al jugador assegut a la dreta del crupier (departament número 1); és rotatòria i "
            "segueix l'ordre de numeració dels departaments.",
        ),
        (
            "Empieza la partida. ¿A quién se adjudica la banca y cómo circula?",
            "Al jugador sentado a la derecha del crupier (departamento número 1); es rotatoria y "
            "sigue el orden de numeración de los departamentos.",
        ),
        (
            "The game begins. Who gets the bank, and how does it move?",
            "The player seated on the croupier's right (seat 1); it rotates in the order of the "
            "seat numbers.",
        ),
    ),
    _i(
        "associate",
        "V",
        (
            "Un jugador, assegut o a peu dret, vol associar-se al banquer.",
            "Pot fer-ho si el banquer ho accepta i posa a la seva disposició la mateixa quantitat "
            "que el banquer; l'associat no pot intervenir en el joc i guanya o perd en les "
            "mateixes condicions que el banquer.",
        ),
        (
            "Un jugador, sentado o de pie, quiere asociarse al banquero.",
            "Puede si el banquero lo acepta y pone a su disposición la misma cantidad que el "
            "banquero; el asociado no puede intervenir en el juego y gana o pierde en las mismas "
            "condiciones que el banquero.",
        ),
        (
            "A player, seated or standing, wants to join the banker as an associate.",
            "Allowed if the banker accepts and the player puts up the same sum as the banker; the "
            "associate takes no part in the play and wins or loses exactly as the banker does.",
        ),
    ),
    _i(
        "banker-loses",
        "V",
        (
            "El banquer perd una jugada (o abandona la banca voluntàriament).",
            "Ha de cedir la banca al jugador assegut a la seva dreta; si aquest no la vol, "
            "segueix passant segons l'ordre establert. Qui agafa una banca abandonada "
            "voluntàriament ho ha de fer, com a mínim, amb la mateixa quantitat.",
        ),
        (
            "El banquero pierde una jugada (o abandona la banca voluntariamente).",
            "Debe ceder la banca al jugador sentado a su derecha; si este no la quiere, sigue "
            "pasando según el orden establecido. Quien toma una banca abandonada voluntariamente "
            "debe hacerlo, como mínimo, con la misma cantidad.",
        ),
        (
            "The banker loses a coup (or gives up the bank of his own accord).",
            "He passes the bank to the player seated on his right; if that player declines it "
            "goes on round in order. Whoever takes a bank given up voluntarily must put up at "
            "least the same sum.",
        ),
    ),
    _i(
        "nobody-seated-wants-bank",
        "V",
        (
            "Cap jugador assegut no vol tenir la banca.",
            "S'ofereix als jugadors a peu dret; si cap no la vol, el jugador que l'ha cedida o ha "
            "passat la mà la pot tornar a adquirir per la mateixa quantitat. La mà passada "
            "adquirida per un sol jugador té preferència sobre l'adquirida en associació, i el "
            "banquer que ha passat la mà no pot associar-se amb qui l'adquireix.",
        ),
        (
            "Ningún jugador sentado quiere la banca.",
            "Se ofrece a los jugadores de pie; si nadie la quiere, el jugador que la ha cedido o "
            "ha pasado la mano puede volver a adquirirla por la misma cantidad. La mano pasada "
            "adquirida por un solo jugador tiene preferencia sobre la adquirida en asociación, y "
            "el banquero que ha pasado la mano no puede asociarse con quien la adquiere.",
        ),
        (
            "No seated player wants the bank.",
            "It is offered to the standing players; if nobody wants it, the player who gave it up "
            "or passed the hand may take it back for the same sum. A passed hand taken by one "
            "player alone comes before one taken in association, and the banker who passed the "
            "hand may not join whoever takes it.",
        ),
    ),
    _i(
        "bank-auction",
        "V",
        (
            "La banca no ha estat adquirida en el torn rotatiu.",
            "Se subhasta i s'adjudica al millor postor d'entre tots els jugadors asseguts i "
            "drets, excepte el banquer; els asseguts només tenen prioritat en cas de licitacions "
            "iguals.",
        ),
        (
            "La banca no ha sido adquirida en el turno rotatorio.",
            "Se subasta y se adjudica al mejor postor entre todos los jugadores sentados y de "
            "pie, excepto el banquero; los sentados solo tienen prioridad en caso de pujas "
            "iguales.",
        ),
        (
            "Nobody took the bank in its turn round the table.",
            "It is auctioned to the highest bidder among all players, seated and standing, except "
            "the banker; seated players come first only on equal bids.",
        ),
    ),
    _i(
        "standing-banker-passes",
        "V",
        (
            "Un jugador que està dret ha pres la mà i la torna a passar.",
            "La banca s'ofereix primer al jugador assegut a la dreta de l'últim jugador que ha "
            "tingut la banca. Si qui la passa està assegut, s'ofereix primer al jugador assegut "
            "a la seva dreta.",
        ),
        (
            "Un jugador de pie ha tomado la mano y vuelve a pasarla.",
            "La banca se ofrece primero al jugador sentado a la derecha del último jugador que ha "
            "tenido la banca. Si quien la pasa está sentado, se ofrece primero al jugador sentado "
            "a su derecha.",
        ),
        (
            "A standing player who took the hand passes it again.",
            "The bank is offered first to the player seated on the right of the last player who "
            "held the bank. If the one passing it is seated, it goes first to the player seated "
            "on his right.",
        ),
    ),
    _i(
        "bank-amount-changed",
        "V",
        (
            "Un cop adjudicada la banca, el banquer vol canviar-ne l'import.",
            "El total que la forma pot ser augmentat en relació amb la quantitat oferta, però mai "
            "disminuït.",
        ),
        (
            "Una vez adjudicada la banca, el banquero quiere cambiar su importe.",
            "El total que la forma puede aumentarse respecto a la cantidad ofrecida, pero nunca "
            "disminuirse.",
        ),
        (
            "Once the bank is awarded, the banker wants to change its amount.",
            "It may be raised above the sum offered, never lowered.",
        ),
    ),
    _i(
        "higher-bank-former-banker",
        "V",
        (
            "La banca adjudicada és superior a l'anterior i el banquer anterior vol les cartes.",
            "El jugador que ha fet banca abans de passar la mà té dret a prendre les cartes, "
            "encara que la seva aposta sigui inferior a la d'altres jugadors, però només per a "
            "una jugada.",
        ),
        (
            "La banca adjudicada es superior a la anterior y el banquero anterior quiere las "
            "cartas.",
            "El jugador que ha tenido la banca antes de pasar la mano tiene derecho a tomar las "
            "cartas, aunque su apuesta sea inferior a la de otros jugadores, pero solo para una "
            "jugada.",
        ),
        (
            "The bank awarded is larger than the previous one, and the previous banker wants the "
            "cards.",
            "The player who held the bank before passing the hand may take the cards even if his "
            "stake is smaller than others', for one coup only.",
        ),
    ),
    _i(
        "passing-banker-bids",
        "V",
        (
            "El banquer que acaba de passar la mà (o el seu associat) vol licitar a la subhasta "
            "d'aquesta mà.",
            "No pot; sí que pot fer-ho quan el nou banquer passi la mà, i així successivament, "
            "sempre que sigui per la mateixa quantitat per la qual ell la va passar.",
        ),
        (
            "El banquero que acaba de pasar la mano (o su asociado) quiere pujar en la subasta de "
            "esa mano.",
            "No puede; sí puede hacerlo cuando el nuevo banquero pase la mano, y así "
            "sucesivamente, siempre por la misma cantidad por la que él la pasó.",
        ),
        (
            "The banker who has just passed the hand (or his associate) wants to bid at that "
            "hand's auction.",
            "He may not; he may bid when the new banker passes the hand, and so on, always for "
            "the same sum for which he passed it.",
        ),
    ),
    _i(
        "nobody-acquires-bank",
        "V",
        (
            "Cap jugador no ha adquirit la banca.",
            "Torna al jugador situat a la dreta del banquer que ha passat la mà, que l'ha "
            "d'acceptar pel mínim establert a la taula; si no ho fa, ha de cedir la seva plaça.",
        ),
        (
            "Ningún jugador ha adquirido la banca.",
            "Vuelve al jugador situado a la derecha del banquero que ha pasado la mano, que debe "
            "aceptarla por el mínimo de la mesa; si no lo hace, debe ceder su plaza.",
        ),
        (
            "Nobody has taken the bank.",
            "It goes back to the player on the right of the banker who passed the hand, who must "
            "take it for the table minimum or give up his seat.",
        ),
    ),
    _i(
        "passed-hand-loses",
        "V",
        (
            "El jugador que ha adquirit una mà passada perd.",
            "El distribuïdor torna al jugador assegut a la dreta del banquer que ha passat la mà.",
        ),
        (
            "El jugador que ha adquirido una mano pasada pierde.",
            "El sabot vuelve al jugador sentado a la derecha del banquero que ha pasado la mano.",
        ),
        (
            "The player who took a passed hand loses.",
            "The shoe goes back to the player seated on the right of the banker who passed the "
            "hand.",
        ),
    ),
    _i(
        "new-banker-refuses-to-deal",
        "V",
        (
            "El jugador que acaba d'adquirir la banca es nega a donar cartes.",
            "Està obligat a donar cartes si més no una vegada; si s'hi nega, la banca se "
            "subhasta i no hi poden licitar ni ell ni l'anterior banquer si ha passat la mà. Si "
            "en aquesta primera jugada hi ha igualtat de punts, la banca es pot cedir segons les "
            "regles generals.",
        ),
        (
            "El jugador que acaba de adquirir la banca se niega a dar cartas.",
            "Está obligado a dar cartas al menos una vez; si se niega, la banca se subasta y no "
            "pueden pujar ni él ni el banquero anterior si ha pasado la mano. Si en esa primera "
            "jugada hay empate, la banca puede cederse según las reglas generales.",
        ),
        (
            "The player who has just taken the bank refuses to deal.",
            "He must deal at least once; if he refuses, the bank is auctioned and neither he nor "
            "the previous banker (if he passed the hand) may bid. If that first coup is a tie, "
            "the bank may be given up under the general rules.",
        ),
    ),
    _i(
        "punter-maximum",
        "V",
        (
            "Un jugador vol apostar més del que hi ha a la banca.",
            "El màxim del punt és la quantitat que té la banca a cada jugada; qui hi arriba "
            '"fa banc".',
        ),
        (
            "Un jugador quiere apostar más de lo que hay en la banca.",
            "El máximo del punto es la cantidad que tiene la banca en cada jugada; quien llega a "
            'ella "hace banco".',
        ),
        (
            "A player wants to stake more than the bank holds.",
            "A punter's maximum is what the bank holds in that coup; staking all of it is going "
            '"banco".',
        ),
    ),
    _i(
        "bank-limits",
        "V",
        (
            "Quins són el màxim i el mínim de la banca?",
            "El màxim de la banca equival a 100 vegades el mínim autoritzat per al punt i el "
            "mínim no pot ser inferior al d'aquest; amb autorització prèvia la banca pot jugar "
            "sense màxim.",
        ),
        (
            "¿Cuáles son el máximo y el mínimo de la banca?",
            "El máximo de la banca equivale a 100 veces el mínimo autorizado para el punto y el "
            "mínimo no puede ser inferior al de este; con autorización previa la banca puede "
            "jugar sin máximo.",
        ),
        (
            "What are the bank's maximum and minimum?",
            "The bank's maximum is 100 times the punter's authorised minimum and its minimum is "
            "not below the punter's; with prior authorisation the bank may play without a "
            "maximum.",
        ),
    ),
    _i(
        "cagnotte",
        "V",
        (
            "El banquer guanya la jugada. Què en correspon a la casa?",
            "La deducció en benefici de l'establiment és el 5 per 100 de les quantitats guanyades "
            "pel banquer a cada jugada; el crupier la introdueix al pou.",
        ),
        (
            "El banquero gana la jugada. ¿Qué corresponde a la casa?",
            "La deducción en beneficio del establecimiento es el 5 por 100 de las cantidades "
            "ganadas por el banquero en cada jugada; el crupier la introduce en el pozo.",
        ),
        (
            "The banker wins the coup. What does the house take?",
            "5 per cent of what the banker won in the coup (the cagnotte); the croupier puts it "
            "through the cagnotte slot.",
        ),
    ),
    _i(
        "garage",
        "V",
        (
            "El banquer vol excloure part de la banca del joc (garatge).",
            "Pot excloure voluntàriament la meitat de la banca a partir de la segona passada; "
            "quan la banca no és coberta del tot pot demanar al crupier que dobli la quantitat "
            "dins la banca en aquesta jugada i la resta passa al garatge. Abans de cada jugada "
            "el crupier li demana si vol formar garatge.",
        ),
        (
            "El banquero quiere excluir parte de la banca del juego (garaje).",
            "Puede excluir voluntariamente la mitad de la banca a partir de la segunda pasada; "
            "cuando la banca no está cubierta del todo puede pedir al crupier que doble la "
            "cantidad dentro de la banca en esa jugada y el resto pasa al garaje. Antes de cada "
            "jugada el crupier le pregunta si desea formar garaje.",
        ),
        (
            "The banker wants to take part of the bank out of play (garage).",
            "From the second pass on he may set aside half the bank; when the bank is not fully "
            "covered he may ask the croupier to keep double the stakes in the bank for that coup, "
            "the rest going to the garage. Before each coup the croupier asks him whether he "
            "wants a garage.",
        ),
    ),
    # ------------------------------------------------------------------ VI. Regles del joc
    _i(
        "natural",
        "VI",
        (
            "En rebre les dues primeres cartes, un jugador (banquer o punt) té vuit o nou.",
            "Les descobreix i abat el joc, i el contrari ha d'ensenyar també el seu joc.",
        ),
        (
            "Al recibir las dos primeras cartas, un jugador (banquero o punto) tiene ocho o nueve.",
            "Las descubre y abate el juego, y el contrario debe mostrar también su juego.",
        ),
        (
            "On his first two cards a player (banker or punter) has eight or nine.",
            "He turns them over at once ('abat'), and the other side must show his hand too.",
        ),
    ),
    _i(
        "banco-free-play",
        "VI",
        (
            "El jugador fa banc i vol jugar sense atenir-se a les regles de tirada.",
            "Té llibertat per demanar carta o quedar-se servit si l'inspector ho autoritza abans "
            "de començar la partida; aleshores el banquer també pot optar, excepte amb zero "
            "(bacarà), que ha de demanar carta. La tercera carta es dona sempre descoberta.",
        ),
        (
            "El jugador hace banco y quiere jugar sin atenerse a las reglas de tirada.",
            "Puede pedir carta o plantarse libremente si el inspector lo autoriza antes de "
            "empezar la partida; entonces el banquero también puede optar, excepto con cero "
            "(bacará), que debe pedir carta. La tercera carta se da siempre descubierta.",
        ),
        (
            "The punter has gone banco and wants to play free of the drawing rules.",
            "He may draw or stand as he likes if the inspector allowed it before the game began; "
            "the banker may then choose too, except with 0 (baccarat), when he must draw. The "
            "third card is always dealt face up.",
        ),
    ),
    _i(
        "advice-on-5",
        "VI",
        ("El punt té 5 i demana consell al crupier.", "El crupier l'ha de fer plantar."),
        ("El punto tiene 5 y pide consejo al crupier.", "El crupier debe hacerle plantarse."),
        (
            "The punter has 5 and asks the croupier's advice.",
            "The croupier must tell him to stand.",
        ),
    ),
    _i(
        "banker-asks-rules",
        "VI",
        (
            "El banquer demana al crupier les regles de jugada de la banca.",
            "S'hi ha d'ajustar, d'acord amb les regles de tirada de la banca del bacarà.",
        ),
        (
            "El banquero pide al crupier las reglas de juego de la banca.",
            "Debe ajustarse a ellas, según las reglas de tirada de la banca del bacará.",
        ),
        (
            "The banker asks the croupier for the bank's drawing rules.",
            "He must then play by them, as the bank's drawing table sets out.",
        ),
    ),
    _i(
        "abono",
        "VI",
        (
            "Un cop coberta la banca, un jugador vol apostar a favor de la banca (abonar).",
            'Només quan el crupier diu "abono la diferència"; no en associació; només per a '
            "aquella jugada, sense prioritat ni obligació per a les següents, dins dels màxims i "
            "mínims de la sortida inicial de la banca; com a màxim tres abonaments.",
        ),
        (
            "Cubierta la banca, un jugador quiere apostar a favor de la banca (abonar).",
            'Solo cuando el crupier dice "abono la diferencia"; no en asociación; solo para '
            "esa jugada, sin prioridad ni obligación para las siguientes, dentro de los máximos y "
            "mínimos de la salida inicial de la banca; como máximo tres abonos.",
        ),
        (
            "The bank is covered and a player wants to bet with the bank ('abono').",
            'Only when the croupier says "abono la diferència"; never in association; for that '
            "coup only, with no priority or duty for later ones, within the limits of the bank's "
            "opening sum; three abonos at most.",
        ),
    ),
    # ------------------------------------------------------------------ VII. Desenvolupament
    _i(
        "minimum-players",
        "VII",
        (
            "Quants jugadors calen perquè el joc pugui començar?",
            "Com a mínim quatre jugadors a la taula, xifra que s'ha de mantenir durant tota la "
            "partida.",
        ),
        (
            "¿Cuántos jugadores hacen falta para que el juego pueda empezar?",
            "Como mínimo cuatro jugadores en la mesa, cifra que debe mantenerse durante toda la "
            "partida.",
        ),
        (
            "How many players are needed to start?",
            "At least four at the table, and that number must be kept for the whole game.",
        ),
    ),
    _i(
        "cards-pass",
        "VII",
        (
            "Comença la partida i cal escartejar i escapçar.",
            'El crupier escarteja i diu "senyors, les cartes passen"; qualsevol jugador pot '
            "escartejar, però el crupier ho fa l'últim; després les ofereix al jugador de la "
            "seva esquerra, i successivament, fins que algú escapça.",
        ),
        (
            "Empieza la partida y hay que barajar y cortar.",
            'El crupier baraja y dice "señores, las cartas pasan"; cualquier jugador puede '
            "barajar, pero el crupier lo hace el último; luego las ofrece al jugador de su "
            "izquierda, y sucesivamente, hasta que alguien corta.",
        ),
        (
            "A game begins: the cards must be shuffled and cut.",
            'The croupier shuffles and says "senyors, les cartes passen" (gentlemen, the cards '
            "pass); any player may shuffle but the croupier shuffles last, then offers the cards "
            "to the player on his left, and so on round, until someone cuts.",
        ),
    ),
    _i(
        "stop-card",
        "VII",
        (
            "Apareix la carta de detenció (carta-bloqueig).",
            "Es col·loca abans de les set cartes finals; la seva aparició determina el final de "
            "la partida i no es pot fer cap jugada més, excepte la que s'està fent.",
        ),
        (
            "Aparece la carta de detención (carta bloqueo).",
            "Se coloca antes de las siete cartas finales; su aparición determina el final de la "
            "partida y no se puede hacer ninguna jugada más, excepto la que está en curso.",
        ),
        (
            "The stop card comes out.",
            "It sits before the last seven cards; when it appears the game ends: no further coup, "
            "except the one being played.",
        ),
    ),
    _i(
        "bank-announced",
        "VII",
        (
            "S'ha adjudicat la banca. Què s'anuncia?",
            "El banquer anuncia la quantitat posada en joc i la lliura en fitxes al crupier, que "
            'la col·loca a la seva esquerra i anuncia "hi ha (…) euros a la banca": és el màxim '
            "que es pot jugar.",
        ),
        (
            "Se ha adjudicado la banca. ¿Qué se anuncia?",
            "El banquero anuncia la cantidad puesta en juego y la entrega en fichas al crupier, "
            'que la coloca a su izquierda y anuncia "hay (…) euros en la banca": es el máximo '
            "que se puede jugar.",
        ),
        (
            "The bank has been awarded. What is announced?",
            "The banker announces the sum he puts up and hands it in chips to the croupier, who "
            'sets it on his left and announces "there are (…) euros in the bank": the most '
            "anyone may play.",
        ),
    ),
    _i(
        "several-banco",
        "VII",
        (
            "Diversos jugadors volen fer banc.",
            "Se segueix l'ordre de prioritats de l'apartat IV; la banca feta per un sol jugador, "
            "fins i tot si està a peu dret, té preferència sobre la banca en associació.",
        ),
        (
            "Varios jugadores quieren hacer banco.",
            "Se sigue el orden de prioridades del apartado IV; el banco hecho por un solo "
            "jugador, aunque esté de pie, tiene preferencia sobre el banco en asociación.",
        ),
        (
            "Several players want to go banco.",
            "The order of priority of section IV decides; banco by one player alone, even "
            "standing, comes before banco in association.",
        ),
    ),
    _i(
        "banca-amb-la-taula",
        "VII",
        (
            "Ningú no vol fer banc sencer.",
            'Es pot anunciar "banca amb la taula" apostant la meitat de la banca; el crupier '
            'convida la resta a completar-la fins a "no hi van més apostes". Qui l\'ha anunciat '
            "agafa les cartes, fins i tot si està a peu dret, excepte si algú diu "
            '"amb la taula i últim complet", que completa l\'altra meitat i té prioritat. No '
            "dona prioritat per a la "
            "jugada següent, excepte si s'ha fet sol.",
        ),
        (
            "Nadie quiere hacer banco entero.",
            'Se puede anunciar "banca con la mesa" apostando la mitad de la banca; el crupier '
            'invita al resto a completarla hasta "no va más". Quien la ha anunciado toma las '
            'cartas, aunque esté de pie, salvo que alguien diga "con la mesa y último '
            'completo", que completa la otra mitad y tiene prioridad. No da prioridad para la '
            "jugada siguiente, salvo que se haya hecho solo.",
        ),
        (
            "Nobody will go banco for the whole bank.",
            'A player may call "banco with the table" staking half the bank; the croupier invites '
            'the others to make up the rest until "no more bets". The caller takes the cards, '
            'even standing, unless someone says "with the table and last complete", who makes '
            "up the other half and takes priority. It gives no priority for the next coup unless "
            "done alone.",
        ),
    ),
    _i(
        "no-banco-highest-stake",
        "VII",
        (
            "Ningú no fa banc ni banca amb la taula. Qui rep les cartes?",
            "El jugador assegut amb l'aposta més alta; si n'hi ha d'iguals, l'ordre general de "
            "prioritats. Un jugador assegut no pot unir la seva aposta amb la d'altres.",
        ),
        (
            "Nadie hace banco ni banca con la mesa. ¿Quién recibe las cartas?",
            "El jugador sentado con la apuesta más alta; si hay empate, el orden general de "
            "prioridades. Un jugador sentado no puede unir su apuesta a la de otros.",
        ),
        (
            "Nobody goes banco or banco with the table. Who gets the cards?",
            "The seated player with the highest stake; on equal stakes, the general order of "
            "priority. A seated player may not join his stake to anyone else's.",
        ),
    ),
    _i(
        "banco-seguit",
        "VII",
        (
            "Un jugador que ha fet banc i ha perdut demana banca seguida després de la "
            "distribució.",
            "La petició de banca no té preferència un cop distribuïdes les cartes, excepte la "
            "banca seguida: la pot demanar fins i tot després de la distribució, sempre que un "
            "altre jugador ja tingui les cartes a la mà.",
        ),
        (
            "Un jugador que ha hecho banco y ha perdido pide banco seguido después de la "
            "distribución.",
            "La petición de banco no tiene preferencia una vez distribuidas las cartas, salvo el "
            "banco seguido: puede pedirlo incluso después de la distribución, siempre que otro "
            "jugador ya tenga las cartas en la mano.",
        ),
        (
            'A player who went banco and lost calls "banco suivi" after the cards are dealt.',
            "A banco call has no preference once the cards are dealt, except banco suivi: he may "
            "claim it even after the deal, provided another player already holds the cards.",
        ),
    ),
    _i(
        "banco-seguit-wrong-player",
        "VII",
        (
            "En una banca seguida, el crupier dona per error les cartes a un altre jugador.",
            "Les cartes poden ser reclamades si encara no s'han vist (una carta es considera vista "
            "quan s'ha aixecat del pany).",
        ),
        (
            "En un banco seguido, el crupier da por error las cartas a otro jugador.",
            "Las cartas pueden reclamarse si aún no se han visto (una carta se considera vista "
            "cuando se ha levantado del tapete).",
        ),
        (
            "On a banco suivi the croupier hands the cards to another player by mistake.",
            "They may be claimed back if not yet seen (a card is seen once lifted from the cloth).",
        ),
    ),
    _i(
        "banco-seguit-late",
        "VII",
        (
            "La banca seguida es demana després que les cartes s'hagin lliurat a un altre jugador.",
            "Aquest darrer té preferència si ha agafat les cartes i les ha vistes.",
        ),
        (
            "El banco seguido se pide después de que las cartas se hayan entregado a otro jugador.",
            "Este último tiene preferencia si ha cogido las cartas y las ha visto.",
        ),
        (
            "Banco suivi is called after the cards have been handed to another player.",
            "That player keeps them if he has picked them up and seen them.",
        ),
    ),
    _i(
        "banco-seguit-grabbed",
        "VII",
        (
            "Anunciada correctament la banca seguida, un altre jugador agafa les cartes abans que "
            "el crupier les doni a qui l'ha anunciada.",
            "Les cartes es retiren, encara que s'hagin vist, i es lliuren al jugador al qual "
            "corresponen.",
        ),
        (
            "Anunciado correctamente el banco seguido, otro jugador coge las cartas antes de que "
            "el crupier las dé a quien lo ha anunciado.",
            "Las cartas se retiran, aunque se hayan visto, y se entregan al jugador al que "
            "corresponden.",
        ),
        (
            "Banco suivi was properly called, but another player picks up the cards before the "
            "croupier gives them to the caller.",
            "The cards are taken back, even if seen, and given to the player they belong to.",
        ),
    ),
    _i(
        "banco-seguit-recovered",
        "VII",
        (
            "Un jugador ha abandonat la banca seguida i la jugada acaba en empat.",
            "Qualsevol banca seguida abandonada es pot recuperar quan la puntuació del banquer i "
            "d'un altre jugador o jugadors és la mateixa.",
        ),
        (
            "Un jugador ha abandonado el banco seguido y la jugada acaba en empate.",
            "Cualquier banco seguido abandonado puede recuperarse cuando la puntuación del "
            "banquero y de otro jugador o jugadores es la misma.",
        ),
        (
            "A player gave up his banco suivi, and the coup ends in a tie.",
            "An abandoned banco suivi may be recovered when the banker ties with the other player "
            "or players.",
        ),
    ),
    _i(
        "single-punter",
        "VII",
        (
            "Ningú no fa banc i només un jugador aposta contra la banca; la jugada es perd.",
            "Aquest jugador té dret a banca seguida.",
        ),
        (
            "Nadie hace banco y solo un jugador apuesta contra la banca; la jugada se pierde.",
            "Ese jugador tiene derecho a banco seguido.",
        ),
        (
            "Nobody went banco and a single player bet against the bank; he loses.",
            "That player is entitled to banco suivi.",
        ),
    ),
    _i(
        "deal-before-no-more-bets",
        "VII",
        (
            'El banquer vol començar a donar cartes abans del "no hi van més apostes".',
            "Li està formalment prohibit; sí que pot demanar al crupier que retiri les apostes "
            "fetes després d'aquesta frase.",
        ),
        (
            'El banquero quiere empezar a dar cartas antes del "no va más".',
            "Lo tiene formalmente prohibido; sí puede pedir al crupier que retire las apuestas "
            "hechas después de esa frase.",
        ),
        (
            'The banker wants to deal before "no more bets".',
            "Strictly forbidden; he may, however, ask the croupier to remove any bets placed "
            "after the call.",
        ),
    ),
    _i(
        "banker-wins-settlement",
        "VII",
        (
            "El banquer guanya la jugada. Què fa el crupier amb els guanys?",
            "Hi fa la deducció del pou (cagnotte) i l'introdueix per la ranura; la resta passa a "
            "formar part de la banca, excepte si el banquer l'exclou del joc (garatge), i "
            "llavors el crupier la col·loca a la seva dreta.",
        ),
        (
            "El banquero gana la jugada. ¿Qué hace el crupier con las ganancias?",
            "Hace la deducción del pozo (cagnotte) y la introduce por la ranura; el resto pasa a "
            "formar parte de la banca, salvo que el banquero lo excluya del juego (garaje), y "
            "entonces el crupier lo coloca a su derecha.",
        ),
        (
            "The banker wins the coup. What does the croupier do with the winnings?",
            "He takes off the cagnotte and puts it through the slot; the rest joins the bank "
            "unless the banker takes it out of play (garage), in which case the croupier sets it "
            "on his right.",
        ),
    ),
    _i(
        "end-of-shoe-banker",
        "VII",
        (
            "S'acaben les cartes del distribuïdor i el banquer ha guanyat l'última jugada.",
            "El crupier escarteja, fa escapçar i torna a carregar; el banquer té dret a continuar "
            "a la pròxima jugada si ofereix una quantitat igual a la que constituïa la banca.",
        ),
        (
            "Se acaban las cartas del sabot y el banquero ha ganado la última jugada.",
            "El crupier baraja, hace cortar y vuelve a cargar; el banquero tiene derecho a "
            "continuar en la próxima jugada si ofrece una cantidad igual a la que constituía la "
            "banca.",
        ),
        (
            "The shoe runs out and the banker won its last coup.",
            "The croupier shuffles, has the cards cut and refills the shoe; the banker may carry "
            "on if he puts up a sum equal to the bank at that moment.",
        ),
    ),
    _i(
        "cards-checked",
        "VII",
        (
            "Un jugador demana que es controlin les cartes.",
            "S'han de controlar al final de l'escapçada.",
        ),
        ("Un jugador pide que se controlen las cartas.", "Deben controlarse al final del sabot."),
        (
            "A player asks for the cards to be checked.",
            "They must be checked at the end of the shoe.",
        ),
    ),
    # ------------------------------------------------------------------ VIII. Errors
    _i(
        "card-exposed-in-shoe",
        "VIII",
        (
            "Una carta apareix descoberta en treure-la del distribuïdor.",
            "Es considera inservible i es retira, sense que per aquesta raó els jugadors puguin "
            "disminuir o retirar les seves apostes.",
        ),
        (
            "Una carta aparece descubierta al sacarla del sabot.",
            "Se considera inservible y se retira, sin que por ello los jugadores puedan disminuir "
            "o retirar sus apuestas.",
        ),
        (
            "A card comes out of the shoe face up.",
            "It is dead and taken away; the players may not reduce or withdraw their bets "
            "because of it.",
        ),
    ),
    _i(
        "cards-stuck",
        "VIII",
        (
            "Durant la distribució apareixen dues o més cartes enganxades.",
            "La jugada queda anul·lada.",
        ),
        ("Durante la distribución aparecen dos o más cartas pegadas.", "La jugada queda anulada."),
        ("Two or more cards come out stuck together during the deal.", "The coup is void."),
    ),
    _i(
        "card-on-floor",
        "VIII",
        (
            "Una carta cau a terra.",
            "Només la pot recollir el crupier o un altre empleat de l'establiment; conserva el "
            "seu valor i es reprèn el joc.",
        ),
        (
            "Una carta cae al suelo.",
            "Solo puede recogerla el crupier u otro empleado del establecimiento; conserva su "
            "valor y se reanuda el juego.",
        ),
        (
            "A card falls on the floor.",
            "Only the croupier or another employee may pick it up; it keeps its value and play "
            "goes on.",
        ),
    ),
    _i(
        "croupier-exposes-card",
        "VIII",
        (
            "El crupier descobreix accidentalment una carta durant la distribució.",
            "Els jugadors s'han d'ajustar a les regles de joc del banquer i del punt.",
        ),
        (
            "El crupier descubre accidentalmente una carta durante la distribución.",
            "Los jugadores deben ajustarse a las reglas de juego del banquero y del punto.",
        ),
        (
            "The croupier accidentally exposes a card during the deal.",
            "Both banker and punter must then play by the drawing rules.",
        ),
    ),
    _i(
        "croupier-exposes-both-punter-cards",
        "VIII",
        (
            "En la distribució es descobreixen les dues cartes del punt.",
            "El banquer ha de seguir les regles de tirada de la banca i ha de demanar carta en "
            "els casos opcionals.",
        ),
        (
            "En la distribución se descubren las dos cartas del punto.",
            "El banquero debe seguir las reglas de tirada de la banca y debe pedir carta en los "
            "casos opcionales.",
        ),
        (
            "Both of the punter's cards are exposed during the deal.",
            "The banker must follow the bank's drawing rules and must draw in the optional cases.",
        ),
    ),
    _i(
        "other-croupier-fault",
        "VIII",
        (
            "El crupier comet qualsevol altra falta mentre reparteix les cartes.",
            "Anul·la la jugada, sempre que la falta no es pugui rectificar sense perjudici per al "
            "banquer o per al jugador.",
        ),
        (
            "El crupier comete cualquier otra falta mientras reparte las cartas.",
            "Anula la jugada, siempre que la falta no pueda rectificarse sin perjuicio para el "
            "banquero o para el jugador.",
        ),
        (
            "The croupier makes any other mistake while dealing.",
            "The coup is void, unless the mistake can be put right without harm to the banker or "
            "the punter.",
        ),
    ),
    _i(
        "carta-announced-in-error",
        "VIII",
        (
            'El crupier anuncia "carta" per error quan el punt ha dit "no", i el banquer ja '
            "ha tret carta.",
            "La jugada es restableix segons les regles: si el banquer té 0, 1, 2, 3, 4 o 5 i ha "
            "tret una carta, se li adjudica; si n'ha tret dues, se li adjudica la primera i es "
            "refusa la segona; si té 6 o 7, es refusa qualsevol carta extreta.",
        ),
        (
            'El crupier anuncia "carta" por error cuando el punto ha dicho "no", y el '
            "banquero ya ha sacado carta.",
            "La jugada se restablece según las reglas: si el banquero tiene 0, 1, 2, 3, 4 o 5 y "
            "ha sacado una carta, se le adjudica; si ha sacado dos, se le adjudica la primera y "
            "se rechaza la segunda; si tiene 6 o 7, se rechaza cualquier carta sacada.",
        ),
        (
            'The croupier calls "card" by mistake when the punter said "no", and the banker '
            "has already drawn.",
            "The coup is put back as the rules say: a banker with 0-5 who drew one card keeps it; "
            "if he drew two he keeps the first and the second is refused; with 6 or 7 any card "
            "drawn is refused.",
        ),
    ),
    _i(
        "banker-fifth-card",
        "VIII",
        (
            "Després de donar-se dues cartes, el banquer extreu una cinquena carta i el punt no "
            "ha demanat tercera carta.",
            "El banquer està obligat a acceptar-la ell mateix.",
        ),
        (
            "Después de darse dos cartas, el banquero saca una quinta carta y el punto no ha "
            "pedido tercera carta.",
            "El banquero está obligado a aceptarla él mismo.",
        ),
        (
            "Having dealt himself two cards, the banker draws a fifth card when the punter did "
            "not ask for a third.",
            "The banker must take it himself.",
        ),
    ),
    _i(
        "banker-extra-initial-cards",
        "VIII",
        (
            "En la distribució inicial el banquer es dona més de dues cartes.",
            "Es considera que té una puntuació de zero (bacarà), encara que conserva el dret de "
            "demanar una altra carta.",
        ),
        (
            "En la distribución inicial el banquero se da más de dos cartas.",
            "Se considera que tiene una puntuación de cero (bacará), aunque conserva el derecho "
            "a pedir otra carta.",
        ),
        (
            "In the first deal the banker gives himself more than two cards.",
            "His hand counts as zero (baccarat), though he keeps his right to draw another card.",
        ),
    ),
    _i(
        "two-third-cards-to-punter",
        "VIII",
        (
            "En donar la tercera carta, el banquer dona per error dues cartes al punt.",
            "Se li adjudica al punt la carta amb la qual formi la puntuació més alta.",
        ),
        (
            "Al dar la tercera carta, el banquero da por error dos cartas al punto.",
            "Se adjudica al punto la carta con la que forme la puntuación más alta.",
        ),
        (
            "Dealing the third card, the banker gives the punter two cards by mistake.",
            "The punter gets whichever of them makes his higher total.",
        ),
    ),
    _i(
        "two-third-cards-to-banker",
        "VIII",
        (
            "En donar la tercera carta, el banquer es dona per error dues cartes en lloc d'una.",
            "Passa el contrari: se li adjudica la carta amb la qual formi la puntuació més baixa.",
        ),
        (
            "Al dar la tercera carta, el banquero se da por error dos cartas en lugar de una.",
            "Ocurre lo contrario: se le adjudica la carta con la que forme la puntuación más baja.",
        ),
        (
            "Dealing the third card, the banker gives himself two cards instead of one.",
            "The reverse: he gets whichever card makes his lower total.",
        ),
    ),
    _i(
        "punter-first-card-in-basket",
        "VIII",
        (
            "Durant la distribució de les primeres cartes del punt, el banquer en deixa caure "
            "alguna a la cistella.",
            "Es considera que el punt abat amb el 9.",
        ),
        (
            "Durante la distribución de las primeras cartas del punto, el banquero deja caer "
            "alguna en la cesta.",
            "Se considera que el punto abate con 9.",
        ),
        (
            "While dealing the punter's first cards, the banker drops one into the discard slot.",
            "The punter is deemed to show a natural 9.",
        ),
    ),
    _i(
        "punter-third-card-in-basket",
        "VIII",
        (
            "El banquer deixa caure a la cistella la tercera carta del punt.",
            "Es considera que la puntuació del punt és 9; el banquer té dret a una tercera "
            "carta, excepte si té 7.",
        ),
        (
            "El banquero deja caer en la cesta la tercera carta del punto.",
            "Se considera que la puntuación del punto es 9; el banquero tiene derecho a una "
            "tercera carta, salvo si tiene 7.",
        ),
        (
            "The banker drops the punter's third card into the discard slot.",
            "The punter's total counts as 9; the banker may draw a third card, unless he has 7.",
        ),
    ),
    _i(
        "banker-exposes-punter-card",
        "VIII",
        (
            "Durant el repartiment el banquer descobreix la primera o la tercera carta (les "
            "dirigides al punt).",
            "El banquer ha de descobrir la seva carta respectiva.",
        ),
        (
            "Durante el reparto el banquero descubre la primera o la tercera carta (las "
            "destinadas al punto).",
            "El banquero debe descubrir su carta respectiva.",
        ),
        (
            "While dealing, the banker exposes the first or third card (the punter's cards).",
            "The banker must expose his own matching card.",
        ),
    ),
    _i(
        "banker-exposes-both-punter-cards",
        "VIII",
        (
            "El banquer descobreix per error les dues cartes dirigides al punt.",
            "A més de descobrir les seves dues cartes, ha d'ajustar obligatòriament el seu joc a "
            "les regles de tirada de la banca.",
        ),
        (
            "El banquero descubre por error las dos cartas destinadas al punto.",
            "Además de descubrir sus dos cartas, debe ajustar obligatoriamente su juego a las "
            "reglas de tirada de la banca.",
        ),
        (
            "The banker exposes both of the punter's cards by mistake.",
            "He must expose his own two cards as well, and must play strictly by the bank's "
            "drawing rules.",
        ),
    ),
    _i(
        "banker-abat-early",
        "VIII",
        (
            "El banquer abat abans que el punt s'hagi pronunciat.",
            "El banquer ha de parlar sempre després del punt: els jugadors poden retirar les "
            "seves apostes.",
        ),
        (
            "El banquero abate antes de que el punto se haya pronunciado.",
            "El banquero debe hablar siempre después del punto: los jugadores pueden retirar "
            "sus apuestas.",
        ),
        (
            "The banker shows his natural before the punter has spoken.",
            "The banker must always speak after the punter: the players may withdraw their bets.",
        ),
    ),
    _i(
        "banker-natural-gives-card",
        "VIII",
        ("El banquer té 8 o 9 i dona o ofereix cartes.", "Perd el seu dret a abatre."),
        ("El banquero tiene 8 o 9 y da u ofrece cartas.", "Pierde su derecho a abatir."),
        (
            "The banker holds 8 or 9 but deals or offers a card.",
            "He loses his right to show the natural.",
        ),
    ),
    _i(
        "banker-card-in-basket",
        "VIII",
        (
            "El banquer introdueix alguna carta a la cistella abans que la resta de jugadors "
            "l'hagin vista de manera inequívoca.",
            "El banquer perd la jugada.",
        ),
        (
            "El banquero introduce alguna carta en la cesta antes de que el resto de jugadores "
            "la hayan visto de manera inequívoca.",
            "El banquero pierde la jugada.",
        ),
        (
            "The banker puts a card into the discard slot before the others have clearly seen it.",
            "The banker loses the coup.",
        ),
    ),
    _i(
        "claim-after-settlement",
        "VIII",
        (
            "Un jugador reclama contra el banquer quan la jugada ha finalitzat i les apostes "
            "s'han cobrat o pagat.",
            "No es pot fer cap reclamació.",
        ),
        (
            "Un jugador reclama contra el banquero cuando la jugada ha terminado y las apuestas "
            "se han cobrado o pagado.",
            "No se puede hacer ninguna reclamación.",
        ),
        (
            "A player makes a claim against the banker after the coup is over and the bets "
            "collected or paid.",
            "No claim may be made.",
        ),
    ),
    _i(
        "slow-look",
        "VIII",
        (
            "Un jugador mira les cartes lentament o les té massa estona a la mà.",
            "Està formalment prohibit: qui triga massa a anunciar el seu joc no pot continuar "
            "tenint les cartes.",
        ),
        (
            "Un jugador mira las cartas lentamente o las tiene demasiado rato en la mano.",
            "Está formalmente prohibido: quien tarda demasiado en anunciar su juego no puede "
            "seguir teniendo las cartas.",
        ),
        (
            "A player squeezes his cards slowly or holds them too long.",
            "Strictly forbidden: a player who takes too long to announce his hand loses the cards.",
        ),
    ),
    _i(
        "outside-advice",
        "VIII",
        (
            "Algú que no és el crupier dona consells a un jugador.",
            "Excepte el crupier, ningú no pot donar consells; si s'infringeix, s'aplica el que "
            "disposen les regles de tirada.",
        ),
        (
            "Alguien que no es el crupier da consejos a un jugador.",
            "Salvo el crupier, nadie puede dar consejos; si se infringe, se aplica lo que "
            "disponen las reglas de tirada.",
        ),
        (
            "Someone other than the croupier advises a player.",
            "Only the croupier may advise; if anyone else does, the drawing rules apply.",
        ),
    ),
    _i(
        "punter-says-wrong-word",
        "VIII",
        (
            'Per error el punt diu "carta" en lloc de "no", o al revés.',
            "El banquer té dret a donar-li o negar-li la carta, llevat que el punt tingui "
            "bacarà; el banquer s'ha de pronunciar abans de treure la carta.",
        ),
        (
            'Por error el punto dice "carta" en lugar de "no", o al revés.',
            "El banquero tiene derecho a darle o negarle la carta, salvo que el punto tenga "
            "bacará; el banquero debe pronunciarse antes de sacar la carta.",
        ),
        (
            'The punter says "card" when he meant "no", or the other way round.',
            "The banker may give or refuse him the card, unless the punter has baccarat (0); "
            "the banker must say which before drawing.",
        ),
    ),
    _i(
        "punter-forgets-abat",
        "VIII",
        (
            "El punt s'oblida d'abatre quan li toca.",
            "Perd aquest dret; si ha perdut carta, la decisió la pren el banquer. Si el punt que "
            "té 9 s'oblida d'abatre, perd la jugada si el banquer abat amb 8.",
        ),
        (
            "El punto se olvida de abatir cuando le corresponde.",
            "Pierde ese derecho; si ha perdido carta, la decisión la toma el banquero. Si el "
            "punto que tiene 9 se olvida de abatir, pierde la jugada si el banquero abate con 8.",
        ),
        (
            "The punter forgets to show his natural when he should.",
            "He loses that right; the decision on the card passes to the banker. A punter with 9 "
            "who forgets to show it loses the coup if the banker shows 8.",
        ),
    ),
    _i(
        "punter-other-announcement-error",
        "VIII",
        (
            "El punt comet qualsevol altre error en l'anunci del seu joc.",
            "S'ha de rectificar i es refusen les cartes posades en joc per l'error; excepte el "
            "jugador que fa banc, que en pateix les conseqüències, llevat que tingui zero "
            "(bacarà) amb les dues primeres cartes: llavors sempre pot demanar tercera carta.",
        ),
        (
            "El punto comete cualquier otro error al anunciar su juego.",
            "Debe rectificarse y se rechazan las cartas puestas en juego por el error; salvo el "
            "jugador que hace banco, que sufre las consecuencias, salvo que tenga cero (bacará) "
            "con las dos primeras cartas: entonces siempre puede pedir tercera carta.",
        ),
        (
            "The punter makes any other mistake announcing his hand.",
            "It is corrected and any cards brought into play by the mistake are refused; except "
            "for a player who went banco, who bears the consequences, unless he has 0 (baccarat) "
            "on his first two cards, when he may always ask for a third.",
        ),
    ),
    _i(
        "punter-cards-in-basket",
        "VIII",
        (
            "El jugador llença les cartes a la cistella abans que ningú les hagi vistes.",
            "La jugada es dona per perduda.",
        ),
        (
            "El jugador tira las cartas a la cesta antes de que nadie las haya visto.",
            "La jugada se da por perdida.",
        ),
        (
            "The player throws his cards into the discard slot before anyone has seen them.",
            "He loses the coup.",
        ),
    ),
    _i(
        "bets-not-in-view",
        "VIII",
        (
            "Un punt reclama per una aposta que no era al descobert damunt la taula.",
            "Les apostes han d'estar al descobert i les vigilen els mateixos punts: no es pot "
            "acceptar cap reclamació si no s'ha complert aquesta regla.",
        ),
        (
            "Un punto reclama por una apuesta que no estaba a la vista sobre la mesa.",
            "Las apuestas deben estar a la vista y las vigilan los propios puntos: no se acepta "
            "ninguna reclamación si no se ha cumplido esta regla.",
        ),
        (
            "A punter claims for a stake that was not in plain view on the table.",
            "Stakes must be in plain view and watched by the punters themselves: no claim is "
            "accepted when that rule was not kept.",
        ),
    ),
    _i(
        "bet-on-the-line",
        "VIII",
        (
            "Hi ha apostes col·locades sobre la línia.",
            "Juguen la meitat; qualsevol altre anunci del jugador obliga el crupier a fer "
            "immediatament el canvi, i cap jugador no s'hi pot oposar.",
        ),
        (
            "Hay apuestas colocadas sobre la línea.",
            "Juegan la mitad; cualquier otro anuncio del jugador obliga al crupier a hacer el "
            "cambio inmediatamente, y ningún jugador puede oponerse.",
        ),
        (
            "Stakes are placed on the line.",
            "They play for half; any other announcement by the player obliges the croupier to "
            "make the change at once, and no player may object.",
        ),
    ),
    _i(
        "unforeseen-case",
        "VIII",
        (
            "Es presenta un cas no previst en aquest epígraf.",
            "S'ha de sotmetre a l'apreciació de l'inspector de la taula, que resoldrà.",
        ),
        (
            "Se presenta un caso no previsto en este epígrafe.",
            "Debe someterse a la apreciación del inspector de la mesa, que resolverá.",
        ),
        (
            "A case arises that the rules do not foresee.",
            "It goes to the table inspector, who decides.",
        ),
    ),
)

_BY_ID = {incident.id: incident for incident in INCIDENTS}


def by_id(incident_id: str) -> Incident:
    try:
        return _BY_ID[incident_id]
    except KeyError:
        raise KeyError(f"no chemin de fer incident '{incident_id}'") from None


def in_section(section: Section) -> tuple[Incident, ...]:
    return tuple(i for i in INCIDENTS if i.section == section)
