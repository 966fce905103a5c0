"""What the baccarat games share: punto banco, chemin de fer, baccarat à deux tableaux and the
house edge lab.

- `tableau`: hand totals, naturals and the drawing rules, punto banco's tableau (PB-09..PB-11)
  with chemin de fer's options (CF-02..CF-04), so a draw decision lives in one place only;
- `banked`: the games in which a player holds the bank (chemin de fer, deux tableaux): their
  one event family, their settlement records, the settlement of a tableau against the banker
  and the cagnotte (CF-01, CF-05, BD-02, BD-03).
"""
