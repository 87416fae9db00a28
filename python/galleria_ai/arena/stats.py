"""Match statistics: win share with 95% intervals, mean money and mean rank per entrant.

A game gives every seat a *win share*: 1 for a sole winner, 1/k for each of k tied winners,
0 otherwise, so the shares of one game add up to 1. The point estimate of an entrant's win
share is the mean of its per-game shares.

Two intervals are offered:

* **Wilson score interval** (default). With ``n`` games and ``w`` = the summed win shares,
  ``p = w / n`` and ``z`` the normal quantile (1.959964 for 95%)::

      centre = (p + z^2 / (2n)) / (1 + z^2 / n)
      half   = z / (1 + z^2 / n) * sqrt(p (1 - p) / n + z^2 / (4 n^2))

  Exact for whole wins (a binomial proportion); with shared wins it treats the share as a
  fractional success, which is conservative because a share has less variance than a coin.
* **Bootstrap over deals** (``method="bootstrap"``): games of one deal (its seat
  rotations) are resampled together because they share the cards and are not independent;
  the interval is the 2.5%/97.5% percentile of the resampled mean, from a seeded RNG.

Mean money and mean rank carry a normal-approximation interval ``mean +- z * sd / sqrt(n)``.
Rank is 1 + the number of seats with strictly more money, so tied seats share the better rank.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

Z95 = 1.959963984540054


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion ``successes / n``; (0, 1) when ``n == 0``."""
    if n < 0 or successes < 0 or successes > n:
        raise ValueError(f"need 0 <= successes <= n, got successes={successes}, n={n}")
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """(mean, low, high) with a normal-approximation interval; a lone value has zero width."""
    n = len(values)
    if n == 0:
        raise ValueError("mean of no values")
    mean = sum(values) / n
    if n == 1:
        return (mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def bootstrap_interval(groups: Sequence[Sequence[float]], resamples: int = 2000,
                       seed: int = 0, level: float = 0.95) -> tuple[float, float]:
    """Percentile bootstrap of the mean of all values, resampling whole groups (deals)."""
    if not groups:
        raise ValueError("bootstrap of no groups")
    if resamples < 1:
        raise ValueError("resamples must be >= 1")
    rng = random.Random(seed)
    sums = [(sum(g), len(g)) for g in groups]
    means = []
    for _ in range(resamples):
        total = count = 0.0
        for _ in range(len(sums)):
            s, c = sums[rng.randrange(len(sums))]
            total += s
            count += c
        means.append(total / count if count else 0.0)
    means.sort()
    lo_i = math.floor((1 - level) / 2 * (resamples - 1))
    hi_i = math.ceil((1 + level) / 2 * (resamples - 1))
    return (means[lo_i], means[hi_i])


def win_shares(money: Sequence[int], winners: Sequence[int] | None = None) -> list[float]:
    """Per-seat win share of one game; winners default to the seats with the most money."""
    if winners is None or len(winners) == 0:
        top = max(money)
        winners = [i for i, m in enumerate(money) if m == top]
    share = 1.0 / len(winners)
    return [share if i in winners else 0.0 for i in range(len(money))]


def ranks(money: Sequence[int]) -> list[int]:
    """1-based rank per seat: 1 + seats with strictly more money (ties share a rank)."""
    return [1 + sum(1 for o in money if o > m) for m in money]


@dataclass
class GameResult:
    """What the statistics need from one finished game."""

    deal: int
    rotation: int
    lineup: list[int]          # entrant index per seat
    money: list[int]
    winners: list[int]
    faults: list[int] = field(default_factory=list)   # seat of each fault


@dataclass
class EntrantStats:
    name: str
    games: int
    win_share: float
    win_low: float
    win_high: float
    money: float
    money_low: float
    money_high: float
    rank: float
    rank_low: float
    rank_high: float
    faults: int


def summarise(names: Sequence[str], results: Iterable[GameResult], method: str = "wilson",
              seed: int = 0) -> list[EntrantStats]:
    """Per-entrant statistics over the given games (an entrant may hold several seats)."""
    if method not in ("wilson", "bootstrap"):
        raise ValueError(f"unknown interval method {method!r} (wilson or bootstrap)")
    k = len(names)
    shares: list[list[float]] = [[] for _ in range(k)]
    money: list[list[float]] = [[] for _ in range(k)]
    rank: list[list[float]] = [[] for _ in range(k)]
    by_deal: list[dict[int, list[float]]] = [{} for _ in range(k)]
    faults = [0] * k
    for g in results:
        ws = win_shares(g.money, g.winners)
        rk = ranks(g.money)
        for seat, e in enumerate(g.lineup):
            shares[e].append(ws[seat])
            money[e].append(float(g.money[seat]))
            rank[e].append(float(rk[seat]))
            by_deal[e].setdefault(g.deal, []).append(ws[seat])
        for seat in g.faults:
            faults[g.lineup[seat]] += 1
    out = []
    for e in range(k):
        n = len(shares[e])
        if n == 0:
            out.append(EntrantStats(names[e], 0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
                                    faults[e]))
            continue
        w = sum(shares[e])
        if method == "wilson":
            lo, hi = wilson_interval(w, n)
        else:
            lo, hi = bootstrap_interval(list(by_deal[e].values()), seed=seed)
        m, mlo, mhi = mean_interval(money[e])
        r, rlo, rhi = mean_interval(rank[e])
        out.append(EntrantStats(names[e], n, w / n, lo, hi, m, mlo, mhi, r, rlo, rhi, faults[e]))
    return out
