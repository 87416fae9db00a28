"""Runs a match: the schedule's games, in parallel worker processes, recorded as they end.

Each game builds fresh players (engine processes are started per game and closed after
it, so a game never inherits a crashed or confused engine), hands them to the referee
``galleria_ai.match.play_game`` and returns the record as plain data. The referee plays a
documented fallback move on a fault (crash, timeout, illegal move, garbage) and restarts
the engine; the runner only counts and records the faults.

With ``concurrency > 1`` games run in a process pool; at most ``concurrency`` games are in
flight so that an A/B match which reaches a decision stops promptly. Games finishing in
flight after a decision are still recorded (they are valid games).
"""

from __future__ import annotations

import concurrent.futures as cf
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Callable

from galleria_ai import games

from .players import PlayerSpec, build_player
from .records import MatchLog, RecordWriter, read_log, same_match
from .schedule import ScheduledGame, make_schedule, player_seed
from .sprt import CONTINUE, Sprt, SprtResult
from .stats import GameResult, win_shares


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
    ab: dict[str, float] | None = None    # {"delta", "alpha", "beta"}: A/B mode
    candidate: int = 0                    # entrant index of the A/B candidate
    move_stats: str = "full"              # full | summary | none: engine stats per move

    @property
    def players(self) -> int:
        return len(self.lineup)

    def header(self) -> dict[str, Any]:
        return {
            "entrants": [e.to_dict() for e in self.entrants],
            "lineup": list(self.lineup),
            "spec": {"game": self.game, "players": self.players, "variants": self.variants},
            "limits": self.limits,
            "match_seed": self.match_seed,
            "seeds": [g.seed for g in self.schedule() if g.rotation == 0],
            "ab": self.ab,
        }

    def schedule(self) -> list[ScheduledGame]:
        return make_schedule(self.lineup, self.deals, self.match_seed, self.seeds)

    def sprt(self) -> Sprt | None:
        if self.ab is None:
            return None
        return Sprt(self.players, **self.ab)


def seat_limits(config: MatchConfig, entrant: int) -> Any:
    from galleria_ai import match

    merged = dict(config.limits)
    merged.update(config.entrants[entrant].limits)
    return match.Limits(**merged)


def play_one(config: MatchConfig, game: ScheduledGame) -> dict[str, Any]:
    """Play one scheduled game (runs in a worker process) and return its record line."""
    from galleria_ai import match

    players = []
    try:
        for seat, e in enumerate(game.lineup):
            players.append(build_player(config.entrants[e],
                                        player_seed(game.seed, game.rotation, seat)))
        spec = match.GameSpec(game=config.game, players=config.players,
                              variants=dict(config.variants), seed=game.seed)
        limits = [seat_limits(config, e) for e in game.lineup]
        record = match.play_game(spec, players, limits)
    finally:
        for p in players:
            try:
                p.close()
            except Exception as exc:  # noqa: BLE001 - a dying engine must not lose the game
                warnings.warn(f"closing {getattr(p, 'name', p)}: {exc}", stacklevel=1)
    rec = record.to_dict()
    for m in rec["moves"]:
        m["stats"] = trim_stats(m.get("stats") or {}, config.move_stats)
    return {"deal": game.deal, "seed": game.seed, "rotation": game.rotation,
            "lineup": list(game.lineup), "record": rec}


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


def _fault_seat(f: Any) -> int:
    return int(f["seat"] if isinstance(f, dict) else f.seat)


def to_result(line: dict[str, Any]) -> GameResult:
    rec = line["record"]
    return GameResult(deal=line["deal"], rotation=line["rotation"], lineup=list(line["lineup"]),
                      money=list(rec["money"]), winners=list(rec.get("winners") or []),
                      faults=[_fault_seat(f) for f in rec.get("faults", [])])


def deal_scores(results: list[GameResult], entrant: int, rotations: int) -> list[float]:
    """Mean win share of ``entrant`` per deal, for deals whose rotations are all played."""
    by_deal: dict[int, list[float]] = {}
    for r in results:
        ws = win_shares(r.money, r.winners)
        by_deal.setdefault(r.deal, []).append(
            sum(ws[s] for s, e in enumerate(r.lineup) if e == entrant))
    return [sum(v) / len(v) for d, v in sorted(by_deal.items()) if len(v) == rotations]


@dataclass
class MatchOutcome:
    results: list[GameResult]
    total: int
    resumed: int            # games read back from the record file
    sprt: SprtResult | None = None


Progress = Callable[[list[GameResult], int, "SprtResult | None"], None]


def _run_serial(config: MatchConfig, games: list[ScheduledGame]) -> Iterator[dict[str, Any]]:
    for g in games:
        yield play_one(config, g)


class _Pool:
    """Keeps at most ``width`` games in flight and yields records as they finish."""

    def __init__(self, config: MatchConfig, games: list[ScheduledGame], width: int) -> None:
        self.config, self.todo, self.width = config, list(games), width
        self.stopped = False

    def __iter__(self) -> Iterator[dict[str, Any]]:
        with cf.ProcessPoolExecutor(max_workers=self.width) as ex:
            flying: set[cf.Future[dict[str, Any]]] = set()
            while True:
                while not self.stopped and self.todo and len(flying) < self.width:
                    flying.add(ex.submit(play_one, self.config, self.todo.pop(0)))
                if not flying:
                    return
                done, flying = cf.wait(flying, return_when=cf.FIRST_COMPLETED)
                for fut in done:
                    yield fut.result()


def run_match(config: MatchConfig, out_path: str, resume: bool = False, concurrency: int = 1,
              progress: Progress | None = None) -> MatchOutcome:
    """Play every unfinished game of the schedule, appending each to ``out_path``."""
    if concurrency < 1:
        raise ValueError("concurrency must be >= 1")
    schedule = config.schedule()
    header = config.header()
    log = MatchLog()
    if resume:
        try:
            log = read_log(out_path)
        except FileNotFoundError:
            log = MatchLog()
        if log.header is not None:
            diff = same_match({k: v for k, v in log.header.items() if k != "type"}, header)
            if diff:
                raise ValueError(f"{out_path} records a different match (differs in: "
                                 f"{', '.join(diff)}); refusing to resume")
    done = log.finished()
    results = [to_result(g) for g in log.games
               if (g["seed"], g["rotation"]) in {x.key for x in schedule}]
    resumed = len(results)
    todo = [g for g in schedule if g.key not in done]
    sprt = config.sprt()

    def verdict() -> SprtResult | None:
        if sprt is None:
            return None
        return sprt.test(deal_scores(results, config.candidate, config.players))

    state = verdict()
    if state is not None and state.decision != CONTINUE:
        todo = []
    writer = RecordWriter(out_path, header, resume=resume and log.header is not None)
    try:
        source: Any = (_Pool(config, todo, concurrency) if concurrency > 1
                       else _run_serial(config, todo))
        if progress is not None:
            progress(results, len(schedule), state)
        for line in source:
            writer.write_game(line)
            results.append(to_result(line))
            state = verdict()
            if state is not None and state.decision != CONTINUE:
                if isinstance(source, _Pool):
                    source.stopped = True
                else:
                    if progress is not None:
                        progress(results, len(schedule), state)
                    break
            if progress is not None:
                progress(results, len(schedule), state)
    finally:
        writer.close()
    return MatchOutcome(results, len(schedule), resumed, state)

