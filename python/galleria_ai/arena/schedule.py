"""Match schedule: line-ups x deals x seat rotations.

A *deal* is one shuffled set-up of the game (Modern Art: the deck), fixed by its seed. Deal
seeds come from the match seed through SplitMix64, so a match seed reproduces the whole
schedule and deal ``i`` has the same cards whatever the number of deals; or they are given
(``--seeds``, ``--deals-file``) so that every match of a tuning session plays the same deals.

A *line-up* (table) says which entrant sits in which seat before rotation. Rotation ``r``
seats entrant ``base[(s + r) % N]`` at seat ``s``: over the N rotations every entrant of the
line-up sits in every seat once with the same cards, which cancels most of the luck of the
deal and of seat order. The line-ups of a match (`lineups`):

* **free-for-all** (``ffa``): the entrants in order, repeated to fill the seats;
* **A/B**: the candidate and ``N - 1`` copies of the baseline;
* **gauntlet**: the first entrant against ``N - 1`` copies of each other entrant in turn;
* **round robin**: for every pair (A, B), A against ``N - 1`` copies of B and B against
  ``N - 1`` copies of A.

Every line-up plays every deal, so all pairings of a tournament see the same cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

_MASK = (1 << 64) - 1
MODES = ("ffa", "gauntlet", "roundrobin")


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
    table: int = 0              # index of the line-up this game rotates

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.table, self.seed, self.rotation)


def rotate(base: Sequence[int], rotation: int) -> tuple[int, ...]:
    n = len(base)
    return tuple(base[(s + rotation) % n] for s in range(n))


def lineups(mode: str, entrants: int, seats: int) -> list[list[int]]:
    """The line-ups of a tournament `mode` for `entrants` entrants at `seats` seats."""
    if mode not in MODES:
        raise ValueError(f"unknown tournament {mode!r} (one of {', '.join(MODES)})")
    if entrants < 2:
        raise ValueError("a match needs at least two entrants")
    if mode == "ffa":
        if entrants > seats:
            raise ValueError(f"{entrants} players do not fit in {seats} seats")
        return [[i % entrants for i in range(seats)]]
    if mode == "gauntlet":
        return [[0] + [o] * (seats - 1) for o in range(1, entrants)]
    return [[a] + [b] * (seats - 1) for a in range(entrants) for b in range(entrants) if a != b]


def make_schedule(base: Sequence[int] | Sequence[Sequence[int]], deals: int,
                  match_seed: int = 0, seeds: Sequence[int] | None = None
                  ) -> list[ScheduledGame]:
    """Every game: each line-up x ``deals`` deals (or the explicit ``seeds``) x its
    rotations, deal by deal (so a stopped match has whole deals of every line-up)."""
    tables = [list(base)] if base and isinstance(base[0], int) else [list(t) for t in base]
    if not tables or not all(tables):
        raise ValueError("empty line-up")
    deal_seeds = deal_list(deals, match_seed, seeds)
    return [ScheduledGame(i, r, s, rotate(t, r), ti)
            for i, s in enumerate(deal_seeds)
            for ti, t in enumerate(tables) for r in range(len(t))]


def deal_list(deals: int, match_seed: int, seeds: Sequence[int] | None) -> list[int]:
    if seeds is not None:
        if not seeds:
            raise ValueError("no deal seeds")
        if len(set(seeds)) != len(seeds):
            raise ValueError("duplicate deal seeds")
        if min(seeds) < 0 or max(seeds) >= 2**63:
            raise ValueError("deal seeds must be in 0 .. 2^63 - 1")
        return list(seeds)
    if deals < 1:
        raise ValueError("deals must be >= 1")
    return [deal_seed(match_seed, i) for i in range(deals)]


def read_deals_file(path: str) -> list[int]:
    """Deal seeds from a text file: one non-negative integer per line; blank lines and
    ``#`` comments are ignored. ValueError (with the line number) on anything else."""
    seeds: list[int] = []
    with open(path, encoding="utf-8") as f:
        for no, raw in enumerate(f, 1):
            text = raw.split("#", 1)[0].strip()
            if not text:
                continue
            if not text.isascii() or not text.isdigit():
                raise ValueError(f"{path}:{no}: expected a deal seed (an integer), got "
                                 f"{text[:40]!r}")
            seed = int(text)
            if seed >= 2**63:
                raise ValueError(f"{path}:{no}: deal seed above 2^63 - 1")
            seeds.append(seed)
    if not seeds:
        raise ValueError(f"{path}: no deal seeds")
    if len(set(seeds)) != len(seeds):
        raise ValueError(f"{path}: a deal seed is listed twice")
    return seeds

