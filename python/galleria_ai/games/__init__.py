"""The game registry: the one module that names the games.

Every layer above the rules (search wrapper, engine, referee, arena, play, selfplay) finds a
game here and uses it only through its `GameEntry` (``games/base.py``)::

    from galleria_ai import games
    entry = games.get("modern_art")
    state = entry.new_game(players=4, seed=1, variants={"double": "all_to_second"})
    games.of_state(state) is entry

Adding a game: its package ``galleria_ai/games/<game>/`` exports ``GAME`` (a `GameEntry`)
and its name joins `BUILTIN` below. Tests (and tools) may `register` further entries, e.g.
the toy games of ``tests/games/``.
"""

from __future__ import annotations

import importlib
from typing import Any

from galleria_ai.games.base import GameEntry, SearchOption

# The registered games, in the order tools list them.
BUILTIN: tuple[str, ...] = ("modern_art", "gallerist")
DEFAULT = "modern_art"

_extra: dict[str, GameEntry] = {}
_loaded: dict[str, GameEntry] = {}


def names() -> tuple[str, ...]:
    """Names of every registered game."""
    return BUILTIN + tuple(n for n in _extra if n not in BUILTIN)


def get(name: str) -> GameEntry:
    """The entry of game `name`; ValueError naming the registered games otherwise."""
    if name in _extra:
        return _extra[name]
    if name not in BUILTIN:
        raise ValueError(f"unknown game {name!r} (registered: {', '.join(names())})")
    if name not in _loaded:
        entry = importlib.import_module(f"galleria_ai.games.{name}").GAME
        if entry.name != name:
            raise RuntimeError(f"games/{name} exports the entry of {entry.name!r}")
        _loaded[name] = entry
    return _loaded[name]


def entries() -> list[GameEntry]:
    return [get(n) for n in names()]


def of_state(state: Any) -> GameEntry:
    """The entry whose rules face `state` belongs to; ValueError for anything else."""
    for entry in entries():
        if isinstance(state, entry.state_type):
            return entry
    raise ValueError(f"not a game state of a registered game ({', '.join(names())}): "
                     f"{type(state).__name__}")


def register(entry: GameEntry) -> None:
    """Add a game that is not built in (test games, a game under development)."""
    if entry.name in BUILTIN:
        raise ValueError(f"{entry.name!r} is a built-in game")
    _extra[entry.name] = entry


def unregister(name: str) -> None:
    _extra.pop(name, None)


__all__ = ["BUILTIN", "DEFAULT", "GameEntry", "SearchOption", "entries", "get", "names",
           "of_state", "register", "unregister"]
