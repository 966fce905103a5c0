"""Run the table in the app (issue 17): the trainee deals a live table on the felt.

- `setup_view`: the entry from Home and a game page: game, mode, length, the house rules;
- `session_view`: the felt after each act, the cursor, the chip tray, the calls, the feedback
  panel, the pace meter and the session clock; the report at the end is the stored session's
  (`ui.views.table_report_view`);
- `coup` and `scenes/`: the scene of the coup in play, built from the acts done (pure);
- `targets`: what the cursor moves over and the act a key or a click does there (pure);
- `calls`: the croupier's calls in the trainee's language, typed or chosen, in the words of
  the core's catalogues; `words`: the rest of the table's words, from the same catalogue;
- `screen`: the `Screen` the main window adds (`MainWindow.table`, Ctrl+J).

The session itself is the headless `trainer.table.TableSession`: this package only turns keys
and clicks into its acts and shows what they did.
"""
