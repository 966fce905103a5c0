"""The felt: casino tables drawn by pygame off screen and shown in a Qt widget.

`FeltWidget` (widget.py) is what windows use; `FeltPainter` (painter.py) is the same drawing
without Qt, for tests and benchmarks. One renderer module per game lays out its table.
"""
