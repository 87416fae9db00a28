"""The Gallerist in the game registry: the rules face (`rules`), the screen (`screen`) and
the registry entry ``GAME`` (`entry`)."""

from galleria_ai.games.gallerist import rules
from galleria_ai.games.gallerist.entry import GAME, GalleristGame

__all__ = ["GAME", "GalleristGame", "rules"]
