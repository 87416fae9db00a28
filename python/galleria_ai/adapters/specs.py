"""Which games have an adapter action-space spec, by registry name.

The adapters serve every game of the registry (`galleria_ai.games`) that has a spec here:
`openspiel` registers each of them with pyspiel when imported, `pettingzoo.env(name)` builds
any of them. A spec module is imported only when its game is asked for.
"""

from __future__ import annotations

import importlib

from galleria_ai import games
from galleria_ai.adapters.spec import GameSpec

# Game name -> the module whose ``SPEC`` is that game's action-space spec.
SPEC_MODULES: dict[str, str] = {
    "modern_art": "galleria_ai.adapters.modern_art_spec",
    "gallerist": "galleria_ai.adapters.gallerist_spec",
}


def spec_for(name: str) -> GameSpec:
    """The spec of game `name`; ValueError if the adapters have none."""
    module = SPEC_MODULES.get(name)
    if module is None:
        raise ValueError(f"no adapter spec for game {name!r} (games with one: "
                         f"{', '.join(SPEC_MODULES)})")
    spec = importlib.import_module(module).SPEC
    if spec.name != name:
        raise RuntimeError(f"{module} holds the spec of {spec.name!r}, not {name!r}")
    return spec


def registered() -> list[GameSpec]:
    """The specs of the registered games that have one, in registry order."""
    return [spec_for(name) for name in games.names() if name in SPEC_MODULES]


def resolve(game: str | GameSpec) -> GameSpec:
    """A spec given as itself or as a game name."""
    return game if isinstance(game, GameSpec) else spec_for(game)
