"""Alias of `galleria_ai.games.modern_art.rules` (the Modern Art rules face), kept so that
``from galleria_ai import modern_art as ma`` keeps working."""

from galleria_ai.games.modern_art.rules import *
from galleria_ai.games.modern_art.rules import __all__  # noqa: F401
