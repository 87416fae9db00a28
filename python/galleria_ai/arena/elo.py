"""Elo-like numbers for multiplayer win shares, and the likelihood of superiority.

**The mapping.** Chess testers speak of logistic Elo: a player ``d`` Elo stronger than its
opponent scores ``1 / (1 + 10^(-d/400))``. Its multiplayer counterpart used here is Luce's
choice model (the first place of a Plackett-Luce ranking): every player has a strength, a
player ``d`` Elo stronger than another has ``r = 10^(d/400)`` times its strength, and a game
is won by a player with probability proportional to its strength. An entrant holding ``k``
of the ``N`` seats of a game, ``d`` Elo stronger than each of the other seats' players, wins
the game (any of its seats) with probability::

    share(d, k, N) = k r / (k r + N - k),   r = 10^(d / 400)

so equal players get the fair share ``k / N``; with ``N = 2, k = 1`` this is chess's logistic
formula. The inverse, the *Elo-like difference* of an observed win share ``p``::

    elo(p, k, N) = 400 log10( p (N - k) / (k (1 - p)) )

(``-inf`` at ``p = 0``, ``+inf`` at ``p = 1``). A 4-player example: a candidate 30 Elo
stronger than three copies of the baseline wins 28.4% of the games instead of 25%; 100 Elo
stronger, 37.2%.

**Head to head** two entrants are compared by the games where both sat: a game scores 1
for the one that finished ahead (more money / score), 1/2 each for a tie; the Elo-like
difference of that pairwise score is the two-player formula ``elo(s, 1, 2)``.

**LOS**, the likelihood of superiority: the probability that the true win share is above
the fair share, from the normal approximation of the score test, ``Phi((p - fair) /
sqrt(fair (1 - fair) / n_eff))`` with ``n_eff`` the effective number of games (see
`stats.clustered_share`); for two players and independent games it is chess's LOS.
"""

from __future__ import annotations

import math


def _check(seats: int, players: int) -> None:
    if not 1 <= seats < players:
        raise ValueError(f"an entrant with {seats} of {players} seats has no opponent")


def share_from_elo(elo: float, seats: int = 1, players: int = 2) -> float:
    """Expected win share of an entrant holding `seats` of `players` seats, `elo` stronger
    than each other seat's player (Luce model, see the module docstring)."""
    _check(seats, players)
    r = 10.0 ** (elo / 400.0)
    return seats * r / (seats * r + players - seats)


def elo_from_share(share: float, seats: int = 1, players: int = 2) -> float:
    """The Elo-like difference that gives win share `share` (inverse of `share_from_elo`)."""
    _check(seats, players)
    if not 0.0 <= share <= 1.0:
        raise ValueError(f"a win share is in [0, 1], got {share}")
    if share == 0.0:
        return -math.inf
    if share == 1.0:
        return math.inf
    return 400.0 * math.log10(share * (players - seats) / (seats * (1.0 - share)))


def normal_cdf(z: float) -> float:
    return 0.5 * math.erfc(-z / math.sqrt(2.0))


def likelihood_of_superiority(share: float, fair: float, n_eff: float) -> float:
    """P(true share > fair) by the score test (see the module docstring); 0.5 with no data."""
    if n_eff <= 0 or not 0.0 < fair < 1.0:
        return 0.5
    return normal_cdf((share - fair) / math.sqrt(fair * (1.0 - fair) / n_eff))


def format_elo(value: float | None, width: int = 0) -> str:
    """``+12``, ``-340``, ``+inf``; ``-`` when undefined."""
    if value is None or math.isnan(value):
        text = "-"
    elif math.isinf(value):
        text = "+inf" if value > 0 else "-inf"
    else:
        text = f"{value:+.0f}"
    return text.rjust(width)
