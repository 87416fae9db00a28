"""Match statistics, counted per game and clustered by deal.

**Per game, not per seat.** An entrant may hold several seats of a game (the baseline in an
A/B match, a player filling two seats of a free-for-all). Its *game score* is the sum of its
seats' win shares (a seat's share is 1 for a sole winner, 1/k for each of k tied winners, 0
otherwise), so a game counts once, won or lost, and the scores of a game add up to 1. Its
*fair share* is the score equal players would expect: its seats / the seats of the game.

**Clustered by deal.** Games of one deal (its seat rotations, and in a tournament its
tables) share the cards, so they are not independent. Every mean here is a ratio estimate
over deals: with ``y_d`` the summed values and ``m_d`` the games of deal ``d`` (``D`` deals,
``n`` games, mean ``p``), its variance is::

    var(p) = D / (D - 1) * sum_d (y_d - p m_d)^2 / n^2

**Win-share interval.** A Wilson score interval (good at 0/n and n/n, never outside [0, 1])
on an *effective* number of games ``n_eff = n / deff``, where the design effect ``deff`` =
the clustered variance over the binomial variance ``p (1 - p) / n`` (at least 1: the
rotations' variance reduction is not credited, as in the A/B test; 1 when it cannot be
estimated, at p = 0 or 1 or with one deal). With ``w = p n_eff`` and ``z = 1.96``::

    centre = (p + z^2 / (2 n_eff)) / (1 + z^2 / n_eff)
    half   = z / (1 + z^2 / n_eff) * sqrt(p (1 - p) / n_eff + z^2 / (4 n_eff^2))

``method="bootstrap"`` instead resamples whole deals (seeded; percentile interval).

**Elo and LOS** from the win share and fair share: `elo` (Luce model; the interval is the
win-share interval mapped through it). **Means** of score and rank carry a normal interval
with the clustered variance. **Head to head**: for two entrants A and B, every game where
both sat scores A the mean over the pairs (A's seat, B's seat) of 1 when A's seat finished
ahead (more money, or equal money and the game's tie-break), 1/2 for a tie, 0 behind, so a
game counts once; statistics as above with fair share 1/2 and the two-player Elo.
**Deal score distribution**: per entrant, how many complete deals it won 0, 1/2, 1, ... of
the rotations' games (shared wins counted fractionally, rounded to the nearest half) - the
multiplayer counterpart of fastchess's pentanomial counts.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .elo import elo_from_share, likelihood_of_superiority

Z95 = 1.959963984540054


# ---- interval maths ----------------------------------------------------------------------
def wilson_interval(successes: float, n: float, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion ``successes / n``; (0, 1) when ``n == 0``.
    `n` may be fractional (an effective sample size). Exactly 0 / 1 at the edges."""
    if n < 0 or successes < 0 or successes > n * (1 + 1e-12):
        raise ValueError(f"need 0 <= successes <= n, got successes={successes}, n={n}")
    if n == 0:
        return (0.0, 1.0)
    p = min(1.0, successes / n)
    denom = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    lo, hi = centre - half, centre + half
    # Rounding leaves 1e-17 / 0.9999999999999999 at p = 0 / 1: the exact edges are 0 and 1.
    return (0.0 if p == 0.0 else max(0.0, min(lo, p)), 1.0 if p == 1.0 else min(1.0, max(hi, p)))


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


@dataclass
class Clustered:
    """A mean over games clustered by deal: value, clustered variance, sizes."""

    mean: float
    var: float          # variance of the mean (clustered; 0 with fewer than 2 deals)
    games: int
    deals: int

    def interval(self, z: float = Z95) -> tuple[float, float]:
        half = z * math.sqrt(self.var)
        return (self.mean - half, self.mean + half)


def clustered_mean(by_deal: dict[int, list[float]]) -> Clustered:
    """Ratio-estimator mean of all values with the variance clustered by deal."""
    groups = [v for v in by_deal.values() if v]
    n = sum(len(v) for v in groups)
    if n == 0:
        return Clustered(0.0, 0.0, 0, 0)
    mean = sum(sum(v) for v in groups) / n
    d = len(groups)
    if d < 2:
        return Clustered(mean, 0.0, n, d)
    ss = sum((sum(v) - mean * len(v)) ** 2 for v in groups)
    return Clustered(mean, d / (d - 1) * ss / (n * n), n, d)


@dataclass
class ShareEstimate:
    """A win share against its fair share, with everything the tables print."""

    share: float
    low: float
    high: float
    fair: float
    games: int
    deals: int
    n_eff: float        # effective number of games (games / design effect)
    los: float          # likelihood of superiority, P(true share > fair)
    elo: float | None   # Elo-like difference (None when the fair share is not 1/N-like)
    elo_low: float | None
    elo_high: float | None


def estimate_share(by_deal: dict[int, list[float]], fair: float, seats: int = 1,
                   players: int = 2, method: str = "wilson", seed: int = 0,
                   elo: bool = True) -> ShareEstimate:
    """Win share of game scores grouped by deal, against `fair` (see the module docstring).
    `seats`/`players` give the Elo mapping; ``elo=False`` when it does not apply."""
    if method not in ("wilson", "bootstrap"):
        raise ValueError(f"unknown interval method {method!r} (wilson or bootstrap)")
    c = clustered_mean(by_deal)
    if c.games == 0:
        return ShareEstimate(0.0, 0.0, 1.0, fair, 0, 0, 0.0, 0.5, None, None, None)
    p = min(1.0, max(0.0, c.mean))
    binomial = p * (1 - p) / c.games
    deff = c.var / binomial if binomial > 0 and c.deals >= 2 else 1.0
    n_eff = c.games / max(1.0, deff)
    if method == "wilson":
        lo, hi = wilson_interval(p * n_eff, n_eff)
    else:
        lo, hi = bootstrap_interval([v for v in by_deal.values() if v], seed=seed)
    los = likelihood_of_superiority(p, fair, n_eff)
    e = e_lo = e_hi = None
    if elo and 1 <= seats < players:
        e = elo_from_share(p, seats, players)
        e_lo, e_hi = elo_from_share(lo, seats, players), elo_from_share(hi, seats, players)
    return ShareEstimate(p, lo, hi, fair, c.games, c.deals, n_eff, los, e, e_lo, e_hi)


# ---- games -------------------------------------------------------------------------------
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
    money: list[int]           # final score per seat (Modern Art: money)
    winners: list[int]
    faults: list[int] = field(default_factory=list)   # seat of each fault
    table: int = 0             # which line-up of a tournament

    def seats_of(self, entrant: int) -> list[int]:
        return [s for s, e in enumerate(self.lineup) if e == entrant]

    def score_of(self, entrant: int) -> float:
        """The entrant's game score: the summed win shares of its seats."""
        ws = win_shares(self.money, self.winners)
        return sum(ws[s] for s in self.seats_of(entrant))

    def pair_score(self, a: int, b: int) -> float | None:
        """A's head-to-head score against B in this game (None if one did not sit)."""
        sa, sb = self.seats_of(a), self.seats_of(b)
        if not sa or not sb:
            return None
        total = 0.0
        for x in sa:
            for y in sb:
                mx, my = self.money[x], self.money[y]
                # The winner list breaks money ties where the game has a tie-break.
                wx, wy = x in self.winners, y in self.winners
                if mx > my or (mx == my and wx and not wy):
                    total += 1.0
                elif mx == my and wx == wy:
                    total += 0.5
        return total / (len(sa) * len(sb))


@dataclass
class EntrantStats:
    name: str
    games: int
    seats: float               # mean seats held per game
    share: ShareEstimate       # win share per game against the fair share
    money: float
    money_low: float
    money_high: float
    rank: float
    rank_low: float
    rank_high: float
    faults: int

    # Short names kept for callers of the earlier interface.
    @property
    def win_share(self) -> float:
        return self.share.share

    @property
    def win_low(self) -> float:
        return self.share.low

    @property
    def win_high(self) -> float:
        return self.share.high


def summarise(names: Sequence[str], results: Iterable[GameResult], method: str = "wilson",
              seed: int = 0) -> list[EntrantStats]:
    """Per-entrant statistics over the given games, one observation per game."""
    results = list(results)
    k = len(names)
    scores: list[dict[int, list[float]]] = [{} for _ in range(k)]
    money: list[dict[int, list[float]]] = [{} for _ in range(k)]
    rank: list[dict[int, list[float]]] = [{} for _ in range(k)]
    seat_counts: list[list[int]] = [[] for _ in range(k)]
    players: list[set[int]] = [set() for _ in range(k)]
    faults = [0] * k
    for g in results:
        rk = ranks(g.money)
        for e in set(g.lineup):
            seats = g.seats_of(e)
            scores[e].setdefault(g.deal, []).append(g.score_of(e))
            money[e].setdefault(g.deal, []).append(sum(g.money[s] for s in seats) / len(seats))
            rank[e].setdefault(g.deal, []).append(sum(rk[s] for s in seats) / len(seats))
            seat_counts[e].append(len(seats))
            players[e].add(len(g.lineup))
        for seat in g.faults:
            faults[g.lineup[seat]] += 1
    out = []
    for e in range(k):
        n = len(seat_counts[e])
        if n == 0:
            out.append(EntrantStats(names[e], 0, 0.0, estimate_share({}, 0.0), 0.0, 0.0, 0.0,
                                    0.0, 0.0, 0.0, faults[e]))
            continue
        # The fair share of a game is seats / players; the Elo mapping needs one table shape
        # (a tournament seats an entrant alone in some line-ups and several times in others).
        shape = len(set(seat_counts[e])) == 1 and len(players[e]) == 1
        seats, table = seat_counts[e][0], next(iter(players[e]))
        share = estimate_share(scores[e], _mean_fair(results, e), seats, table, method, seed,
                               elo=shape)
        m = clustered_mean(money[e])
        r = clustered_mean(rank[e])
        mlo, mhi = m.interval()
        rlo, rhi = r.interval()
        out.append(EntrantStats(names[e], n, sum(seat_counts[e]) / n, share, m.mean, mlo, mhi,
                                r.mean, rlo, rhi, faults[e]))
    return out


def _mean_fair(results: Sequence[GameResult], entrant: int) -> float:
    fairs = [len(g.seats_of(entrant)) / len(g.lineup) for g in results if entrant in g.lineup]
    return sum(fairs) / len(fairs)


@dataclass
class PairStats:
    a: str
    b: str
    score: ShareEstimate       # A's head-to-head score against B (fair 1/2)


def head_to_head(names: Sequence[str], results: Iterable[GameResult], method: str = "wilson",
                 seed: int = 0) -> list[PairStats]:
    """Every pair of entrants that met: A's score against B (see the module docstring)."""
    results = list(results)
    out = []
    for a in range(len(names)):
        for b in range(a + 1, len(names)):
            by_deal: dict[int, list[float]] = {}
            for g in results:
                s = g.pair_score(a, b)
                if s is not None:
                    by_deal.setdefault(g.deal, []).append(s)
            if by_deal:
                out.append(PairStats(names[a], names[b],
                                     estimate_share(by_deal, 0.5, 1, 2, method, seed)))
    return out


@dataclass
class TableStats:
    """One line-up of a tournament: its first entrant (one seat) against the field."""

    table: int
    entrant: int
    opponents: list[int]
    share: ShareEstimate


def table_stats(results: Iterable[GameResult], tables: Sequence[Sequence[int]],
                method: str = "wilson", seed: int = 0) -> list[TableStats]:
    """Per line-up statistics of its first entrant, which holds one seat (gauntlet and
    round-robin pairings)."""
    results = list(results)
    out = []
    for t, lineup in enumerate(tables):
        e = lineup[0]              # a tournament line-up: its player first, then the field
        if lineup.count(e) != 1:
            continue
        by_deal: dict[int, list[float]] = {}
        for g in results:
            if g.table == t:
                by_deal.setdefault(g.deal, []).append(g.score_of(e))
        n = len(lineup)
        out.append(TableStats(t, e, sorted(set(lineup) - {e}),
                              estimate_share(by_deal, 1.0 / n, 1, n, method, seed)))
    return out


def deal_distribution(results: Iterable[GameResult], entrant: int, rotations: int,
                      table: int | None = None) -> list[int]:
    """How many complete deals (all `rotations` games of a line-up played) gave `entrant`
    a total of 0, 1/2, 1, ..., `rotations` game wins; index = 2 x total."""
    games: dict[tuple[int, int], list[float]] = {}
    for g in results:
        if entrant in g.lineup and (table is None or g.table == table):
            games.setdefault((g.table, g.deal), []).append(g.score_of(entrant))
    counts = [0] * (2 * rotations + 1)
    for v in games.values():
        if len(v) == rotations:
            counts[min(2 * rotations, math.floor(2 * sum(v) + 0.5))] += 1
    return counts


def deal_scores(results: Iterable[GameResult], entrant: int, rotations: int,
                table: int = 0) -> list[float]:
    """Mean game score of `entrant` per complete deal of line-up `table`, by deal order."""
    by_deal: dict[int, list[float]] = {}
    for r in results:
        if r.table == table:
            by_deal.setdefault(r.deal, []).append(r.score_of(entrant))
    return [sum(v) / len(v) for _, v in sorted(by_deal.items()) if len(v) == rotations]
