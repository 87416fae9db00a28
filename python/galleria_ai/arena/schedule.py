"""Match schedule: every deal is replayed under every seat rotation.

A deal is one shuffled deck, fixed by its seed. Deal seeds come from the match seed through
SplitMix64, so a match seed reproduces the whole schedule, and deal ``i`` has the same
cards whatever the number of deals. Rotation ``r`` seats entrant ``base[(s + r) % N]`` at
seat ``s``: over the N rotations every entrant of the base line-up sits in every seat once,
with the same cards, which cancels most of the luck of the deal and of seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

_MASK = (1 << 64) - 1


def splitmix64(x: int) -> int:
    """One SplitMix64 output for state ``x`` (the increment is applied here)."""
    z = (x + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def deal_seed(match_seed: int, deal: int) -> int:
    """Seed of deal number ``deal``; kept below 2**63 so every engine can parse it."""
    if deal < 0:
        raise ValueError("deal index must be >= 0")
    return splitmix64((match_seed & _MASK) ^ splitmix64(deal)) >> 1


def player_seed(game_seed: int, rotation: int, seat: int) -> int:
    """Seed handed to a built-in bot, distinct per game, rotation and seat. Kept to 31 bits
    because the bot derives its per-move seeds from it by multiplication."""
    return splitmix64(game_seed ^ splitmix64((rotation << 8) | seat)) >> 33


@dataclass(frozen=True)
class ScheduledGame:
    deal: int
    rotation: int
    seed: int
    lineup: tuple[int, ...]     # entrant index per seat

    @property
    def key(self) -> tuple[int, int]:
        return (self.seed, self.rotation)


def rotate(base: Sequence[int], rotation: int) -> tuple[int, ...]:
    n = len(base)
    return tuple(base[(s + rotation) % n] for s in range(n))


def make_schedule(base: Sequence[int], deals: int, match_seed: int = 0,
                  seeds: Sequence[int] | None = None) -> list[ScheduledGame]:
    """All games: ``deals`` deals (or the explicit ``seeds``) x ``len(base)`` rotations."""
    if not base:
        raise ValueError("empty line-up")
    if seeds is not None:
        if len(set(seeds)) != len(seeds):
            raise ValueError("duplicate deal seeds")
        deal_seeds = list(seeds)
    else:
        if deals < 1:
            raise ValueError("deals must be >= 1")
        deal_seeds = [deal_seed(match_seed, i) for i in range(deals)]
    return [ScheduledGame(i, r, s, rotate(base, r))
            for i, s in enumerate(deal_seeds) for r in range(len(base))]
