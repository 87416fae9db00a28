"""Test helper: the GEI lines each seat of a random Modern Art game receives, and the true
state where the game was cut: the generic recorder of tests/games/table_log.py, for the
engine tests, which are all Modern Art."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
import table_log  # the folder above is not a package: found through the path above


def record_game(players: int = 4, seed: int = 1, variants: dict | None = None,
                decisions: int = 10**9) -> dict:
    """Run a random Modern Art game for `decisions` decisions (see table_log.record_game)."""
    return table_log.record_game("modern_art", players, seed, variants, decisions)
