"""Issue 11, problem 8 (second half): engines are reused across games (``newgame``) instead
of a new process per seat per game, with ``--fresh-engines`` as the opt-in; the games are
the same either way (the engine's searches are seeded per game)."""

from __future__ import annotations

import sys

from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.arena.runner import MatchConfig, run_match
from galleria_ai.arena.worker import GameWorker


def config(wrap: str, pids, fresh: bool = False) -> MatchConfig:
    engine = f"'{sys.executable}' '{wrap}' --pids '{pids}' option.InfoInterval=0"
    specs = [parse_player(f"{engine} option.Seed=3 name=a"),
             parse_player(f"{engine} option.Seed=4 name=b"),
             parse_player("builtin:heuristic")]
    return MatchConfig(entrants=specs, lineup=[0, 1, 2], deals=1, match_seed=8,
                       limits={"iterations": 30}, fresh_engines=fresh)


def moves(path) -> dict:
    return {(g["seed"], g["rotation"]): [(m["seat"], m["move"]) for m in g["record"]["moves"]]
            for g in read_log(str(path)).games}


def test_engines_are_reused_and_the_games_do_not_change(tmp_path, wrap_engine):
    reused, fresh = tmp_path / "reused.pids", tmp_path / "fresh.pids"
    run_match(config(wrap_engine, reused), str(tmp_path / "reused.jsonl"))
    run_match(config(wrap_engine, fresh, fresh=True), str(tmp_path / "fresh.jsonl"))
    games = 3
    # Reused: one process per engine entrant for the whole match; fresh: one per game.
    assert len(set(reused.read_text().split())) == 2
    assert len(set(fresh.read_text().split())) == 2 * games
    assert moves(tmp_path / "reused.jsonl") == moves(tmp_path / "fresh.jsonl")
    assert len(read_log(str(tmp_path / "reused.jsonl")).games) == games


def test_a_worker_keeps_one_engine_per_seat(tmp_path, wrap_engine):
    # A baseline in two seats of the same game needs two processes, kept for later games.
    cfg = config(wrap_engine, tmp_path / "w.pids")
    cfg.lineup = [0, 1, 1]
    worker = GameWorker(cfg)
    try:
        for game in cfg.schedule():
            line = worker.play(game)
            assert not line["record"]["faults"]
        assert worker.engines_started() == 3
    finally:
        worker.close()
