"""galleria-arena: engine-vs-engine matches and tournaments with statistics a tuner can
trust, on one machine or a Ray cluster.

Modules: ``schedule`` (line-ups x deals x seat rotations, tournaments, deals files),
``players`` (player specs), ``config`` (engines file), ``match_config`` (what a match is),
``worker`` (plays games, reuses engines), ``executors`` (this process or local workers that
die with the arena), ``rayexec`` (Ray actors), ``runner`` (the match loop), ``records``
(JSON-lines log, resume, no silent overwrite), ``gametext`` (readable game records),
``stats`` (per-game statistics clustered by deal, head to head, deal distributions),
``elo`` (the multiplayer Elo mapping, LOS), ``sprt`` (the A/B sequential test),
``simulate`` (its error rates by simulation), ``rating`` (openskill Plackett-Luce),
``report`` (tables, legend, progress line, plot), ``cli`` (the ``galleria-arena`` command).
"""
