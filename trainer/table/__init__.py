"""Run the table: a headless session of a whole game, the trainee acting as croupier.

- `acts`: an act (deal, call, collect, pay ...) as data and as typed text;
- `procedures.toml` / `procedure`: each game's ordered duties with their rule ids, the
  incidents, pace targets, red lines and modes;
- `script`: a coup written as the croupier's steps, by the game modules in `games/`, which
  drive the engines of `trainer.games`;
- `judge`: the next correct act, and what a proposed act is worth;
- `session`: the session (players, incidents, timing, append-only records, the answers that
  count toward drills);
- `report`: the session report; `store`: the records in the progress database (m011, m012),
  where the acts that answer a drill's step feed its mastery and Continue practice;
- `words`: everything the trainee reads, from the message catalogue in ca, es and en.

`python -m trainer.table blackjack --mode learn --coups 5 --lang ca` deals a session in the
terminal.
"""

from trainer.table.acts import Act
from trainer.table.judge import Judgement, Verdict
from trainer.table.session import ActRecord, SessionOver, TableSession

__all__ = ["Act", "ActRecord", "Judgement", "SessionOver", "TableSession", "Verdict"]
