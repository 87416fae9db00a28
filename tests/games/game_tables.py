"""Helper of the generic per-game tests: the tables (player counts x variants) of a game."""

from __future__ import annotations

from galleria_ai import games


def tables(entry: games.GameEntry) -> list[tuple[int, dict[str, str]]]:
    """Every (players, variants) combination the game accepts."""
    out = []
    for players in range(entry.min_players, entry.max_players + 1):
        for variants in entry.variant_combinations():
            try:
                entry.check(players, variants)
            except ValueError:
                continue
            out.append((players, variants))
    return out
