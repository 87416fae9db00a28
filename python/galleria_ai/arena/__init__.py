"""galleria-arena: engine-vs-engine matches with statistics, ratings and an A/B stopping rule.

Modules: ``schedule`` (deals x seat rotations), ``records`` (JSON-lines game log and resume),
``stats`` (win share intervals, mean money and rank), ``rating`` (openskill Plackett-Luce),
``sprt`` (sequential A/B test), ``players`` (player specs), ``runner`` (parallel games),
``report`` (tables, progress line, plot), ``cli`` (the ``galleria-arena`` command).
"""
