"""Run the table in the app (issue 17): the trainee deals a live table on the felt.

- `setup_view`: the entry from Home and a game page: game, mode, length, the house rules;
- `session_view`: the felt after each act, the cursor, the chip tray, the calls, the feedback
  panel, the pace meter and the session clock; `report_view`: the list at the end;
- `coup` and `scenes/`: the scene of the coup in play, built from the acts done (pure);
- `targets`: what the cursor moves over and the act a key or a click does there (pure);
- `calls`: the croupier's calls and acts in the trainee's language, typed or chosen;
- `install`: wires the screen into the main window.

The session itself is the headless `trainer.table.TableSession`: this package only turns keys
and clicks into its acts and shows what they did.
"""
