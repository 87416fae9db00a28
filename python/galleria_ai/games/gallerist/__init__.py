"""The Gallerist: rules face (``rules``); the registry entry is the generic stack's to add."""

from galleria_ai.games.gallerist import rules

__all__ = ["rules"]
