"""Shared helpers for the Modern Art search tests: reach positions with the heuristic bot."""

from __future__ import annotations

from galleria_ai import modern_art as ma
from galleria_ai import search


def advance_to_phase(state: ma.State, phase: str, seed: int = 0, limit: int = 2000) -> ma.State:
    """Play heuristic moves until ``state.phase() == phase`` (state is modified)."""
    for step in range(limit):
        if state.is_terminal():
            break
        if state.phase() == phase:
            return state
        seat = state.current_player()
        state.apply(search.bot_move(state, seat, seed=seed + step), seat)
    raise AssertionError(f"phase {phase!r} not reached")
