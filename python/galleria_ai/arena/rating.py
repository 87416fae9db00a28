"""openskill Plackett-Luce ratings with uncertainty.

Each game is one Plackett-Luce update where every seat is a one-player team ranked by money
(equal money = equal rank). An entrant holding several seats of one game (A/B mode: copies
of the baseline) is rated as several teams that start from its current rating; its new
rating is the average of the copies' updated mu and sigma, so it moves once per game rather
than once per copy.

Updates depend on game order, and parallel games finish in any order, so ratings are always
recomputed from scratch in schedule order (deal, line-up, rotation): the same games give the same
ratings whatever the concurrency.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from .stats import GameResult, ranks


@dataclass
class Rating:
    name: str
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """Conservative skill estimate mu - 3 sigma (about 99.7% one-sided)."""
        return self.mu - 3.0 * self.sigma


def rate(names: Sequence[str], results: Iterable[GameResult]) -> list[Rating]:
    """Ratings after all games, applied in (deal, line-up, rotation) order."""
    model = PlackettLuce()
    current = [model.rating(name=n) for n in names]
    for g in sorted(results, key=lambda r: (r.deal, r.table, r.rotation)):
        teams = [[model.rating(mu=current[e].mu, sigma=current[e].sigma, name=names[e])]
                 for e in g.lineup]
        updated = model.rate(teams, ranks=[float(r) for r in ranks(g.money)])
        acc: dict[int, list[tuple[float, float]]] = {}
        for seat, e in enumerate(g.lineup):
            acc.setdefault(e, []).append((updated[seat][0].mu, updated[seat][0].sigma))
        for e, vals in acc.items():
            mu = sum(v[0] for v in vals) / len(vals)
            sigma = sum(v[1] for v in vals) / len(vals)
            current[e] = model.rating(mu=mu, sigma=sigma, name=names[e])
    return [Rating(names[e], current[e].mu, current[e].sigma) for e in range(len(names))]
