"""Researcher adapters: the games as OpenSpiel games and PettingZoo environments.

Optional extra: ``pip install '.[rl]'`` (installs ``open_spiel`` and ``pettingzoo``).

- `galleria_ai.adapters.openspiel` — importing it registers every game with ``pyspiel``
  (Modern Art as ``galleria_modern_art``), backed by the C++ rules core;
- `galleria_ai.adapters.pettingzoo` — an AEC environment per game
  (`modern_art_env()`);
- `galleria_ai.adapters.gei_ismcts` — a GEI engine whose moves OpenSpiel's ISMCTS chooses;
- `spec.py`, `table.py`, `<game>_spec.py` — the game-independent plumbing and each game's
  action-space spec (action layout, tensors, setup chance, resampling).

Guide: ``docs/adapters.md``. This package imports neither library until a submodule that
needs it is imported.
"""
