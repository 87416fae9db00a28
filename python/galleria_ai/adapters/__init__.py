"""Researcher adapters: the games as OpenSpiel games and PettingZoo environments.

Optional extra: ``pip install '.[rl]'`` (installs ``open_spiel`` and ``pettingzoo``).

Every game of the registry (`galleria_ai.games`) that has an action-space spec
(`specs.py`) is served:

- `galleria_ai.adapters.openspiel` — importing it registers those games with ``pyspiel``
  (``galleria_modern_art``; ``galleria_gallerist`` once The Gallerist is registered, or
  after ``register("gallerist")``), backed by the C++ rules core;
- `galleria_ai.adapters.pettingzoo` — an AEC environment per game (``env(name)``,
  ``modern_art_env()``, ``gallerist_env()``);
- `galleria_ai.adapters.gei_ismcts` — a GEI 2 engine whose moves OpenSpiel's ISMCTS
  chooses;
- `spec.py`, `table.py` — the game-independent plumbing; `<game>_spec.py` (and The
  Gallerist's `gallerist_layout.py`, `gallerist_setup.py`, `gallerist_tensor.py`) — each
  game's action layout, tensors, set-up chance and resampling.

Guide: ``docs/adapters.md``. This package imports neither library until a submodule that
needs it is imported.
"""
