"""The procedure data and the terminal session (`python -m trainer.table`)."""

from __future__ import annotations

import io
import subprocess
import sys
from decimal import Decimal

import pytest

from trainer.drills import catalog
from trainer.lessons import game_of_rule
from trainer.table.__main__ import main
from trainer.table.acts import Act, ActSyntaxError
from trainer.table.procedure import games, mode, modes, procedure, red_lines


@pytest.mark.parametrize("game", games())
def test_each_procedure_cites_real_rules_drills_and_red_lines(game: str) -> None:
    proc = procedure(game)
    drills = {d.id for d in catalog.all()}
    assert proc.phases and proc.pace.low < proc.pace.high and proc.pace.source
    for phase in proc.phases:
        for duty in phase.duties:
            for rule in (*duty.rules, duty.order):
                game_of_rule(rule)
            assert not duty.drill or duty.drill in drills, duty.drill
            assert not duty.red_line or duty.red_line in red_lines()
    for incident in proc.incidents:
        assert incident.rule in proc.duty(incident.duty).rules


def test_the_modes_are_the_issues_table() -> None:
    assert set(modes()) == {"learn", "guided", "practice", "table_ready"}
    learn, guided = mode("learn"), mode("guided")
    assert learn.prompt and not learn.timed and learn.incident_rate == 0
    assert guided.hints and not guided.prompt
    assert mode("practice").timed and mode("practice").incident_rate == 0.12
    ready = mode("table_ready")
    assert ready.timed and not ready.hints and ready.incident_rate == 0.25
    assert set(red_lines()) == {
        "paid_before_collecting",
        "skipped",
        "wrong_draw",
        "payout_uncorrected",
        "accepted_late_bet",
        "missed_incident",
    }


def test_acts_read_and_write_as_text() -> None:
    assert Act.parse("pay box3 16,50") == Act("pay", "box3", Decimal("16.5"))
    assert Act.parse("PAY box3 16.50").text == "pay box3 16.50"
    assert Act.parse("announce 17, noir, impair, manque").choice == "17, noir, impair, manque"
    assert Act.parse("puck on 6") == Act("puck", choice="on 6")
    for bad in ("", "shuffle", "pay box3", "pay", "pay box3 lots"):
        with pytest.raises(ActSyntaxError):
            Act.parse(bad)


def test_a_short_session_runs_in_the_terminal_from_typed_acts() -> None:
    typed = io.StringIO("\n".join(["launch clockwise", "?", "nonsense", "quit", ""]))
    out = io.StringIO()
    old = sys.stdout
    sys.stdout = out
    try:
        assert main(["roulette", "--mode", "learn", "--coups", "2", "--seed", "3"], typed) == 0
    finally:
        sys.stdout = old
    text = out.getvalue()
    # Learn prompts the act due, in words and as typed
    launch = "Turn the wheel and launch the ball: anticlockwise [launch anticlockwise]"
    assert f"next: {launch} (RO-13)" in text
    assert f"expected {launch} (RO-13)." in text  # and hints after a mistake
    assert "“nonsense” is not an act" in text
    assert "== Roulette (Learn)" in text and "Red lines: 0" in text


def test_the_module_runs_with_a_here_document() -> None:
    acts = "deal box1\nquit\n"
    result = subprocess.run(
        [sys.executable, "-m", "trainer.table", "blackjack", "--mode", "learn", "--coups", "5"],
        input=acts,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert "-- Coup 1" in result.stdout and "== Blackjack (Learn)" in result.stdout


def _cli(argv: list[str], typed: str) -> str:
    out = io.StringIO()
    old = sys.stdout
    sys.stdout = out
    try:
        assert main(argv, io.StringIO(typed)) == 0
    finally:
        sys.stdout = old
    return out.getvalue()


def test_the_terminal_session_speaks_catalan() -> None:
    typed = "\n".join(["launch clockwise", "launch anticlockwise", "?", "nonsense", "quit", ""])
    text = _cli(
        ["roulette", "--mode", "learn", "--coups", "2", "--seed", "3", "--lang", "ca"], typed
    )
    assert "Ruleta, Aprendre: 2 jugades, llavor 3" in text
    assert "-- Jugada 1" in text and "Apostes: " in text
    launch = (
        "Accioneu el cilindre i llanceu la bola: en sentit contrari a les agulles del rellotge"
        " [launch anticlockwise]"
    )
    assert f"següent: {launch} (RO-13)" in text
    assert f"calia: {launch} (RO-13). Accioneu el cilindre en sentit contrari" in text
    assert "toca: Anuncieu: «No hi van més apostes» [call no_more_bets] (RO-13: " in text
    assert "«nonsense» no és un acte" in text
    assert "== Ruleta (Aprendre): 0 jugades fetes" in text and "Línies vermelles: 0" in text
    # nothing the trainee reads is left in English
    for english in ("next:", "expected", "Bets:", "wrong", "Red lines", "coup", "is not an act"):
        assert english not in text, english


def test_the_terminal_session_speaks_spanish_at_punto_banco() -> None:
    typed = "\n".join(["burn 3", "call no_more_bets", "deal banker", "quit", ""])
    text = _cli(["punto_banco", "--coups", "1", "--seed", "5", "--lang", "es"], typed)
    assert "Punto y banca, Aprender: 1 jugada, semilla 5" in text
    assert "[Un sabot nuevo.]" in text and "siguiente: Queme 3 cartas [burn 3] (PB-07)" in text
    assert "correcto → sale 3♠" in text
    assert "Apuestas: Asiento 1, punto: 30 €, Asiento 2, punto: 20 €" in text
    assert "siguiente: Anuncie: «No va más» [call no_more_bets] (PB-08)" in text
    assert "siguiente: Carta para el punto [deal player] (PB-08)" in text
    assert "fuera de orden  LÍNEA ROJA: se ha saltado una casilla" in text
