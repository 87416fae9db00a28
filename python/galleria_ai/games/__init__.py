"""The game registry: the one module that names the games (filled in by the generic stack)."""
