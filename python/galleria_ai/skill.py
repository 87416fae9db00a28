"""Playing strength levels 1-20: the search settings each level plays with.

The table is calibrated by measurement (bench/README.md, "Search" -> "Skill levels"): each
level's win share against the bench panel rises with the level. Level 20 is the full,
tuned search (:data:`galleria_ai.search.DEFAULTS`) with the whole budget.

How an engine uses it::

    from galleria_ai import skill
    s = skill.settings(level)
    iterations = max(1, round(iterations * s.budget))   # and time_ms alike
    search.search(state, seat, iterations=iterations, temperature=s.temperature,
                  **s.search)

``budget`` scales the thinking budget (iterations or time), ``temperature`` makes the final
choice a visit-weighted draw (0: the best move), ``search`` overrides other search options
(levels below 9 also use a weaker playout policy, a weaker prior, and the same weaker prior
as their model of the other seats instead of letting them play as the policy).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MIN_LEVEL = 1
MAX_LEVEL = 20


@dataclass(frozen=True)
class SkillSettings:
    budget: float
    temperature: float
    search: dict[str, Any] = field(default_factory=dict)


def _weak(rollout: str, prior_weight: float) -> dict[str, Any]:
    """Overrides of a low level: a weaker playout policy and a lighter prior, the same for
    the searching seat and its model of the others."""
    return {"rollout": rollout, "prior_weight": prior_weight,
            "opponent_prior_weight": prior_weight}


# level -> (budget share, temperature, search overrides); see the module docstring.
_TABLE: dict[int, tuple[float, float, dict[str, Any]]] = {
    1: (0.01, 2.0, _weak("random", 0.0)),
    2: (0.01, 1.5, _weak("random", 0.0)),
    3: (0.02, 1.0, _weak("random", 0.0)),
    4: (0.02, 0.8, _weak("heuristic", 0.0)),
    5: (0.03, 0.6, _weak("heuristic", 0.0)),
    6: (0.04, 0.5, _weak("heuristic", 0.2)),
    7: (0.05, 0.4, _weak("heuristic", 0.3)),
    8: (0.06, 0.3, _weak("heuristic", 0.4)),
    9: (0.08, 0.3, {}),
    10: (0.1, 0.25, {}),
    11: (0.12, 0.2, {}),
    12: (0.15, 0.15, {}),
    13: (0.2, 0.1, {}),
    14: (0.25, 0.05, {}),
    15: (0.3, 0.0, {}),
    16: (0.4, 0.0, {}),
    17: (0.5, 0.0, {}),
    18: (0.65, 0.0, {}),
    19: (0.8, 0.0, {}),
    20: (1.0, 0.0, {}),
}


def settings(level: int) -> SkillSettings:
    """The search settings of a skill level (1 weakest .. 20 full strength)."""
    if isinstance(level, bool) or not isinstance(level, int):
        raise ValueError(f"skill level must be an integer, got {level!r}")  # noqa: TRY004
    if not MIN_LEVEL <= level <= MAX_LEVEL:
        raise ValueError(f"skill level must be in {MIN_LEVEL}..{MAX_LEVEL}, got {level}")
    budget, temperature, overrides = _TABLE[level]
    return SkillSettings(budget, temperature, dict(overrides))


__all__ = ["MAX_LEVEL", "MIN_LEVEL", "SkillSettings", "settings"]
