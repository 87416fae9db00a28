"""Modern Art in the game registry: the rules face (`rules`), the engine's belief sync
(`belief`), the screen (`screen`) and the registry entry ``GAME`` (`entry`)."""

from galleria_ai.games.modern_art.entry import GAME, ModernArtGame

__all__ = ["GAME", "ModernArtGame"]
