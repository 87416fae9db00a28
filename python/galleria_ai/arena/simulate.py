"""Simulated A/B matches: how often the sequential test (`sprt`) decides each way.

The model of one deal of an ``N``-player A/B match (the candidate in one seat, baseline
copies in the others, every seat rotation played once):

* the cards give the seats winning chances ``w_s = (1 - luck) / N + luck * d_s``, with
  ``d`` drawn uniformly from the simplex (``d_s`` = normalised exponential draws): with
  ``luck = 0`` every seat is equal and the games are independent; with ``luck = 1`` the cards
  often favour one seat strongly, as real deals do;
* the candidate, with expected win share ``p = share(elo)`` (`elo.share_from_elo`), wins
  the game in which it sits in seat ``s`` with probability ``q_s = a * w_s + b``, where
  ``b = max(0, p - 1/N) * N / (N - 1)`` is an edge it has in every seat and
  ``a = N * (p - b)`` (so ``a + b <= 1``): the mean of ``q`` over the seats is exactly ``p``
  whatever the luck, and equal engines (``p = 1/N``) have ``q_s = w_s``;
* the deal score is its mean win over the ``N`` rotations.

With ``luck = 0`` the games are independent (dispersion 1, the hardest case for the test);
with luck the rotations cancel part of it (``luck = 1``, 4 players: dispersion 0.8 for equal
engines, close to the 0.87 measured in real Modern Art matches). Every random draw comes
from ``random.Random(seed)``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .elo import share_from_elo
from .sprt import CONTINUE, H0, H1, Sprt


@dataclass
class SimulationResult:
    runs: int
    h0: int            # matches that accepted H0 (no gain)
    h1: int            # matches that accepted H1 (gain of at least elo1)
    undecided: int     # matches that reached max_deals
    mean_deals: float  # average deals per match

    @property
    def h0_rate(self) -> float:
        return self.h0 / self.runs

    @property
    def h1_rate(self) -> float:
        return self.h1 / self.runs


def deal_score(rng: random.Random, players: int, share: float, luck: float) -> float:
    """One simulated deal score (see the module docstring)."""
    edge = max(0.0, share - 1.0 / players) * players / (players - 1)
    scale = players * (share - edge)
    if luck > 0.0:
        d = [rng.expovariate(1.0) for _ in range(players)]
        norm = luck / sum(d)
        w = [(1.0 - luck) / players + norm * x for x in d]
    else:
        w = [1.0 / players] * players
    return sum(rng.random() < scale * ws + edge for ws in w) / players


def simulate(test: Sprt, elo: float, runs: int, seed: int = 0, luck: float = 0.0,
             max_deals: int = 100_000) -> SimulationResult:
    """Play `runs` simulated matches of a candidate `elo` stronger than the baseline and
    count the test's decisions."""
    players = test.players
    share = share_from_elo(elo, 1, players)
    if not 0.0 <= luck <= 1.0:
        raise ValueError(f"luck must be in [0, 1], got {luck}")
    rng = random.Random(seed)
    lower, upper = test.bounds
    counts = {H0: 0, H1: 0, CONTINUE: 0}
    deals_total = 0
    for _ in range(runs):
        n, total, total_sq = 0, 0.0, 0.0
        decision = CONTINUE
        while n < max_deals:
            x = deal_score(rng, players, share, luck)
            n, total, total_sq = n + 1, total + x, total_sq + x * x
            llr = test.llr_from_sums(n, total, total_sq)
            if llr >= upper:
                decision = H1
                break
            if llr <= lower:
                decision = H0
                break
        counts[decision] += 1
        deals_total += n
    return SimulationResult(runs, counts[H0], counts[H1], counts[CONTINUE],
                            deals_total / runs if runs else 0.0)
