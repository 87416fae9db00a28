"""A/B sequential test: is the candidate stronger or weaker than the baseline?

Set-up. Every game seats one copy of the candidate and ``N - 1`` copies of the baseline;
the candidate's score in a game is its win share (1, 1/k for a k-way shared win, or 0). If
both were equally strong its expected share would be the fair share ``p0 = 1 / N``. The unit
of observation is a *deal*: the mean score over all seat rotations of one card deal. Deals
are independent (fresh seeds), while games of one deal are not (same cards), so averaging
the rotations first keeps the samples i.i.d. and removes most of the seat-order noise.

Test. A generalised SPRT (GSPRT) between two simple hypotheses on the mean deal score mu::

    H0: mu = p0 - delta   (baseline stronger)
    H1: mu = p0 + delta   (candidate stronger)

With n deal scores x_i, mean x and sample variance s^2, the log-likelihood ratio of H1 over
H0 under the normal approximation with the variance estimated from the data is::

    LLR = n * (mu1 - mu0) * (2 * x - mu0 - mu1) / (2 * s^2)

Wald's bounds for error rates alpha (wrongly calling the candidate stronger) and beta
(wrongly calling the baseline stronger)::

    lower = ln(beta / (1 - alpha)),   upper = ln((1 - beta) / alpha)

LLR >= upper: stop, candidate stronger (confidence 1 - alpha); LLR <= lower: stop, baseline
stronger (confidence 1 - beta); otherwise play on. A match that reaches its deal budget
first is inconclusive.

The variance is floored (``min_variance``, by default the variance of the mean of N
independent fair games, p0 (1 - p0) / N) and no decision is taken before ``min_deals``
deals: a variance estimated from a handful of deals is often far too small, and plugging it
into the LLR made early wrong calls several times more frequent than alpha in simulation.
With the floor, simulated matches (tests/arena/test_sprt_rating_schedule.py) show error
rates close to the nominal ones (about 3-6% for alpha = beta = 5%). Seat rotations reduce
the real variance of a deal score below the floor, which only makes the test more cautious.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

CANDIDATE = "candidate"
BASELINE = "baseline"
CONTINUE = "continue"


@dataclass
class SprtResult:
    decision: str          # candidate | baseline | continue
    llr: float
    lower: float
    upper: float
    deals: int
    mean: float
    confidence: float      # 1 - alpha, 1 - beta, or 0 while undecided


@dataclass
class Sprt:
    players: int
    delta: float = 0.05
    alpha: float = 0.05
    beta: float = 0.05
    min_deals: int = 4
    min_variance: float | None = None   # default p0 (1 - p0) / N, see module docstring

    def __post_init__(self) -> None:
        if self.players < 2:
            raise ValueError("players must be >= 2")
        p0 = 1.0 / self.players
        if not 0 < self.delta < min(p0, 1 - p0):
            raise ValueError(f"delta must be in (0, {min(p0, 1 - p0):.3f})")
        for name in ("alpha", "beta"):
            v = getattr(self, name)
            if not 0 < v < 0.5:
                raise ValueError(f"{name} must be in (0, 0.5), got {v}")

    @property
    def bounds(self) -> tuple[float, float]:
        return (math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha))

    def llr(self, scores: Sequence[float]) -> float:
        return self.llr_from_sums(len(scores), sum(scores), sum(x * x for x in scores))

    def llr_from_sums(self, n: int, total: float, total_sq: float) -> float:
        """The LLR from the count, sum and sum of squares of the deal scores."""
        if n < 2:
            return 0.0
        p0 = 1.0 / self.players
        mu0, mu1 = p0 - self.delta, p0 + self.delta
        mean = total / n
        var = max(total_sq - n * mean * mean, 0.0) / (n - 1)
        floor = self.min_variance
        if floor is None:
            floor = p0 * (1 - p0) / self.players
        var = max(var, floor)
        return n * (mu1 - mu0) * (2 * mean - mu0 - mu1) / (2 * var)

    def test(self, scores: Sequence[float]) -> SprtResult:
        """Decision after the given per-deal candidate scores."""
        lower, upper = self.bounds
        llr = self.llr(scores)
        n = len(scores)
        mean = sum(scores) / n if n else 0.0
        if n >= self.min_deals and llr >= upper:
            return SprtResult(CANDIDATE, llr, lower, upper, n, mean, 1 - self.alpha)
        if n >= self.min_deals and llr <= lower:
            return SprtResult(BASELINE, llr, lower, upper, n, mean, 1 - self.beta)
        return SprtResult(CONTINUE, llr, lower, upper, n, mean, 0.0)
