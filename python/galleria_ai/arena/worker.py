"""Plays scheduled games: the same code in the arena process (``-j 1``), in its worker
processes (``-j N``) and in Ray actors (``--ray``).

**Engine reuse.** A `GameWorker` keeps the protocol engine processes it started and seats
them again in its next games (GEI ``newgame`` resets an engine; its options stay set), so a
match pays an engine's start-up once per worker and seat rather than once per game. An
engine that crashed is replaced; one that hung was killed by its timeout and is restarted by
the referee. ``fresh_engines`` starts a new process for every game instead. Built-in bots
are in-process and built per game (their seeds are per game and seat).

Engines are started with ``die_with_parent``: on Linux the kernel kills them when their
worker dies, however it dies.
"""

from __future__ import annotations

import warnings
from typing import Any

from galleria_ai import match

from .match_config import MatchConfig
from .players import build_player
from .schedule import ScheduledGame, player_seed


class SeatPool:
    """Idle engine players per entrant, reused across games (see the module docstring)."""

    def __init__(self, config: MatchConfig, die_with_parent: bool = True) -> None:
        self.config = config
        self.die_with_parent = die_with_parent
        self.idle: dict[int, list[Any]] = {}
        self.started = 0          # engine players created (a measure of the reuse)

    def take(self, entrant: int, seed: int) -> Any:
        spec = self.config.entrants[entrant]
        if spec.bot is not None:
            return build_player(spec, seed)
        idle = self.idle.get(entrant)
        if idle:
            return idle.pop()
        self.started += 1
        return build_player(spec, seed, self.config.timeout, self.die_with_parent)

    def give_back(self, entrant: int, player: Any, healthy: bool = True) -> None:
        engine = getattr(player, "engine", None)
        if engine is None:          # a built-in bot
            return
        if healthy and not self.config.fresh_engines and engine.alive:
            self.idle.setdefault(entrant, []).append(player)
            return
        _close(player)

    def close(self) -> None:
        for players in self.idle.values():
            for p in players:
                _close(p)
        self.idle.clear()


def _close(player: Any) -> None:
    try:
        player.close()
    except Exception as exc:  # noqa: BLE001 - a dying engine must not lose the match
        warnings.warn(f"closing {getattr(player, 'name', player)}: {exc}", stacklevel=2)


def seat_limits(config: MatchConfig, entrant: int) -> match.Limits:
    merged = dict(config.limits)
    merged.update(config.entrants[entrant].limits)
    return match.Limits(**merged)


def trim_stats(stats: dict[str, Any], level: str) -> dict[str, Any]:
    """Per-move engine statistics at the requested detail: ``full`` keeps everything,
    ``summary`` drops the per-candidate lists (most of a record's size), ``none`` all."""
    if level == "full":
        return stats
    if level == "summary":
        return {k: v for k, v in stats.items() if not isinstance(v, list) or k == "value"}
    if level == "none":
        return {}
    raise ValueError(f"unknown move-stats level {level!r} (full, summary or none)")


def play_one(config: MatchConfig, game: ScheduledGame, pool: SeatPool | None = None
             ) -> dict[str, Any]:
    """Play one scheduled game and return its record line. Without a `pool` every engine
    is started for this game and closed after it."""
    own = pool is None
    pool = pool or SeatPool(config)
    players: list[tuple[int, Any]] = []
    finished = False
    try:
        for seat, e in enumerate(game.lineup):
            players.append((e, pool.take(e, player_seed(game.seed, game.rotation, seat))))
        spec = match.GameSpec(game=config.game, players=config.players,
                              variants=dict(config.variants), seed=game.seed)
        limits = [seat_limits(config, e) for e in game.lineup]
        record = match.play_game(spec, [p for _, p in players], limits)
        finished = True
    finally:
        for e, p in players:
            pool.give_back(e, p, healthy=finished)
        if own:
            pool.close()
    rec = record.to_dict()
    for m in rec["moves"]:
        m["stats"] = trim_stats(m.get("stats") or {}, config.move_stats)
    return {"table": game.table, "deal": game.deal, "seed": game.seed,
            "rotation": game.rotation, "lineup": list(game.lineup), "record": rec}


class GameWorker:
    """Plays games one at a time with a pool of reusable engines (a Ray actor class too)."""

    def __init__(self, config: MatchConfig, die_with_parent: bool = True) -> None:
        self.config = config
        self.pool = SeatPool(config, die_with_parent)

    def play(self, game: ScheduledGame) -> dict[str, Any]:
        return play_one(self.config, game, self.pool)

    def engines_started(self) -> int:
        return self.pool.started

    def close(self) -> None:
        self.pool.close()
