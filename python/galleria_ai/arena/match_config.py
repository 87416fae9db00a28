"""What a match is: entrants, line-ups, the game, limits, deals, the A/B test. Plain data
(pickled to worker processes and Ray actors); its header is the record file's first line."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from galleria_ai import games

from .players import PlayerSpec
from .schedule import ScheduledGame, make_schedule
from .sprt import Sprt


@dataclass
class MatchConfig:
    entrants: list[PlayerSpec]
    lineup: list[int]                     # entrant index per seat before rotation
    game: str = games.DEFAULT
    variants: dict[str, str] = field(default_factory=dict)
    limits: dict[str, int] = field(default_factory=dict)   # match-wide Limits fields
    match_seed: int = 0
    deals: int = 1
    seeds: list[int] | None = None
    ab: dict[str, float] | None = None    # {"elo0", "elo1", "alpha", "beta"}: A/B mode
    candidate: int = 0                    # entrant index of the A/B candidate
    move_stats: str = "full"              # full | summary | none: engine stats per move
    tables: list[list[int]] | None = None  # tournament line-ups (None: just `lineup`)
    mode: str = "ffa"                     # ffa | ab | gauntlet | roundrobin
    timeout: float | None = None          # per-move allowance of engines without their own
    fresh_engines: bool = False           # a new engine process for every game

    @property
    def players(self) -> int:
        return len(self.lineup)

    def lineups(self) -> list[list[int]]:
        return [list(t) for t in self.tables] if self.tables else [list(self.lineup)]

    def header(self) -> dict[str, Any]:
        head: dict[str, Any] = {
            "entrants": [e.to_dict() for e in self.entrants],
            "lineup": list(self.lineup),
            "spec": {"game": self.game, "players": self.players, "variants": self.variants},
            "limits": self.limits,
            "match_seed": self.match_seed,
            "seeds": [g.seed for g in self.schedule() if g.rotation == 0 and g.table == 0],
            "ab": self.ab,
            "mode": self.mode,
        }
        if self.tables and len(self.tables) > 1:
            head["tables"] = self.lineups()
        return head

    def schedule(self) -> list[ScheduledGame]:
        return make_schedule(self.lineups(), self.deals, self.match_seed, self.seeds)

    def sprt(self) -> Sprt | None:
        if self.ab is None:
            return None
        return Sprt(self.players, **self.ab)
