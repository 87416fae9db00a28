"""A/B sequential test, the question testers ask: does the candidate gain at least ``elo1``,
or not more than ``elo0``?

**Set-up.** Every game seats one copy of the candidate and ``N - 1`` copies of the baseline;
the candidate's score in a game is its win share (1, 1/k for a k-way shared win, or 0). The
unit of observation is a *deal*: the candidate's mean score over the ``N`` seat rotations of
one card deal (only deals with every rotation played count). Deals are independent (fresh
seeds); the games of one deal are not (same cards), which is why they are taken together -
the multiplayer counterpart of fastchess's game pairs and pentanomial statistics.

**Hypotheses** on the candidate's expected win share ``mu`` (its mean deal score)::

    H0: mu = share(elo0)     the candidate gains at most elo0 (default 0: no gain)
    H1: mu = share(elo1)     the candidate gains at least elo1

with ``share(d) = r / (r + N - 1)``, ``r = 10^(d/400)``: the Luce-model win share of a player
``d`` Elo stronger than each of ``N - 1`` equal opponents (`elo.share_from_elo`; equal
engines get ``1/N``; for ``N = 2`` it is chess's logistic Elo). Bounds can also be given as
win shares directly (`Sprt.from_shares`).

**Log-likelihood ratio.** Each game is modelled as a Bernoulli trial whose success is the
win share, with over- or under-dispersion ``phi`` of the deal scores estimated from the data
(a quasi-likelihood GSPRT). After ``n`` complete deals with scores ``x_i``, sum ``S``::

    LLR = (N / phi) * [ S ln(s1 / s0) + (n - S) ln((1 - s1) / (1 - s0)) ]

where ``s0 = share(elo0)``, ``s1 = share(elo1)``; for independent games with whole wins this is
the exact log-likelihood ratio of the two binomial models. ``phi`` is the sample variance of
the deal scores over the binomial variance ``x (1 - x) / N`` of their mean ``x``, shrunk
towards 1 by ``shrink`` pseudo-deals (8 by default; a variance from a handful of deals is
unreliable), and never below 1. The floor is what makes the test trustworthy: for equal
engines the seat rotations can only make deal scores *less* variable than independent games
(every seat is played once with the same cards), so ``phi <= 1`` and the test is then at
least as cautious as Wald's SPRT for independent games, whose error rates the bounds below
keep under ``alpha`` and ``beta``; a candidate whose advantage depends on the deal
(``phi > 1``) widens the test instead of fooling it. The price is a few more games than a
test crediting the rotations' variance reduction would need.

**Bounds**: Wald's, in their conservative form::

    lower = ln(beta),   upper = ln(1 / alpha)

LLR >= upper: accept H1 (the candidate gains at least elo1); LLR <= lower: accept H0 (no gain
of elo1); between: play on. A match that reaches its deal budget first is inconclusive.
cutechess-cli and fastchess use ``ln(beta / (1 - alpha))`` and ``ln((1 - beta) / alpha)``
(+-2.94 at 5% / 5%, here +-3.00): with those Wald's inequalities only bound the error rates
by ``alpha / (1 - beta)`` and ``beta / (1 - alpha)`` (5.26%), and simulated matches with small
steps come out right at 95%; with these the inequalities give ``alpha' <= alpha (1 - beta')``
and ``beta' <= beta (1 - alpha')``, below the nominal rates for independent games, for about
2% more games.

**Checked by simulation** (`arena.simulate`, tests/arena/test_sprt_simulation.py,
bench/README.md "Arena"): equal engines end "H0" in at least 95% of simulated matches and a
gain of exactly ``elo1`` ends "H1" in at least 95%, for alpha = beta = 0.05.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .elo import elo_from_share, share_from_elo

H0 = "H0"               # accepted: the candidate gains at most elo0
H1 = "H1"               # accepted: the candidate gains at least elo1
CONTINUE = "continue"


@dataclass
class SprtResult:
    decision: str          # H0 | H1 | continue
    llr: float
    lower: float
    upper: float
    deals: int
    mean: float            # the candidate's mean deal score (win share)
    dispersion: float      # phi used in the LLR
    elo0: float
    elo1: float
    players: int

    @property
    def elo(self) -> float:
        """The Elo-like gain the mean deal score implies (+-inf at a 0% or 100% share)."""
        return elo_from_share(self.mean, 1, self.players) if self.deals else 0.0


@dataclass
class Sprt:
    """The test for a table of ``players`` seats (see the module docstring)."""

    players: int
    elo0: float = 0.0
    elo1: float = 30.0
    alpha: float = 0.05
    beta: float = 0.05
    shrink: float = 8.0     # pseudo-deals of dispersion 1 added to the dispersion estimate

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int) \
                or self.players < 2:
            raise ValueError(f"players must be an integer >= 2, got {self.players!r}")
        for name in ("alpha", "beta"):
            v = getattr(self, name)
            if not 0 < v < 0.5:
                raise ValueError(f"{name} must be in (0, 0.5), got {v}")
        for name in ("elo0", "elo1"):
            v = getattr(self, name)
            if not math.isfinite(v) or abs(v) > 2000:
                raise ValueError(f"{name} must be a finite Elo difference, got {v}")
        if not self.elo0 < self.elo1:
            raise ValueError(f"need elo0 < elo1, got elo0={self.elo0}, elo1={self.elo1}")
        if not self.shrink >= 0:
            raise ValueError("shrink must be >= 0")

    @classmethod
    def from_shares(cls, players: int, share0: float, share1: float, alpha: float = 0.05,
                    beta: float = 0.05) -> Sprt:
        """The test with its hypotheses given as the candidate's win shares."""
        for name, v in (("share0", share0), ("share1", share1)):
            if not 0 < v < 1:
                raise ValueError(f"{name} must be in (0, 1), got {v}")
        if isinstance(players, bool) or not isinstance(players, int) or players < 2:
            raise ValueError(f"players must be an integer >= 2, got {players!r}")
        return cls(players, elo_from_share(share0, 1, players),
                   elo_from_share(share1, 1, players), alpha, beta)

    @property
    def share0(self) -> float:
        return share_from_elo(self.elo0, 1, self.players)

    @property
    def share1(self) -> float:
        return share_from_elo(self.elo1, 1, self.players)

    @property
    def bounds(self) -> tuple[float, float]:
        return (math.log(self.beta), math.log(1.0 / self.alpha))

    def dispersion(self, n: int, total: float, total_sq: float) -> float:
        """phi: the deal scores' variance over the binomial one, shrunk, at least 1."""
        if n < 2:
            return 1.0
        mean = total / n
        binomial = mean * (1.0 - mean) / self.players
        if binomial <= 0.0:
            return 1.0
        var = max(total_sq - n * mean * mean, 0.0) / (n - 1)
        shrunk = ((n - 1) * (var / binomial) + self.shrink) / (n - 1 + self.shrink)
        return max(1.0, shrunk)

    def llr_from_sums(self, n: int, total: float, total_sq: float) -> float:
        """The LLR from the count, sum and sum of squares of the deal scores."""
        if n == 0:
            return 0.0
        s0, s1 = self.share0, self.share1
        per_game = total * math.log(s1 / s0) + (n - total) * math.log((1 - s1) / (1 - s0))
        return self.players * per_game / self.dispersion(n, total, total_sq)

    def llr(self, scores: Sequence[float]) -> float:
        return self.llr_from_sums(len(scores), sum(scores), sum(x * x for x in scores))

    def test(self, scores: Sequence[float]) -> SprtResult:
        """Decision after the given per-deal candidate scores (each in [0, 1])."""
        for x in scores:
            if not 0.0 <= x <= 1.0:
                raise ValueError(f"a deal score is a win share in [0, 1], got {x}")
        n = len(scores)
        total, total_sq = sum(scores), sum(x * x for x in scores)
        lower, upper = self.bounds
        llr = self.llr_from_sums(n, total, total_sq)
        decision = H1 if llr >= upper else H0 if llr <= lower else CONTINUE
        return SprtResult(decision, llr, lower, upper, n, total / n if n else 0.0,
                          self.dispersion(n, total, total_sq), self.elo0, self.elo1,
                          self.players)
