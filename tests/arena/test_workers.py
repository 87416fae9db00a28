"""Local worker processes (``-j N``): a worker that dies is replaced and its game played
again; an error inside a game stops the match with its traceback."""

from __future__ import annotations

import sys

import pytest
from galleria_ai.arena.executors import ArenaError
from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.arena.runner import MatchConfig, run_match


def test_a_dead_worker_is_replaced_and_its_game_replayed(tmp_path, wrap_engine):
    engine = (f"'{sys.executable}' '{wrap_engine}' --pids '{tmp_path / 'pids'}' "
              f"--kill-parent-once '{tmp_path / 'marker'}' option.Bot=random name=eng")
    cfg = MatchConfig(entrants=[parse_player(engine), parse_player("builtin:heuristic"),
                                parse_player("builtin:random")],
                      lineup=[0, 1, 2], deals=1, match_seed=2, limits={"iterations": 20})
    out = tmp_path / "m.jsonl"
    outcome = run_match(cfg, str(out), concurrency=2)
    assert (tmp_path / "marker").exists()
    keys = [(g["seed"], g["rotation"]) for g in read_log(str(out)).games]
    assert len(keys) == len(set(keys)) == outcome.total == 3


def test_an_error_inside_a_game_stops_the_match(tmp_path):
    # A bot option the bot does not know fails inside the game, in the worker.
    cfg = MatchConfig(entrants=[parse_player("builtin:heuristic option.nonsense=1"),
                                parse_player("builtin:random")],
                      lineup=[0, 1, 1], deals=2, match_seed=2)
    with pytest.raises(ArenaError, match="unknown bot options"):
        run_match(cfg, str(tmp_path / "m.jsonl"), concurrency=2)
    assert read_log(str(tmp_path / "m.jsonl")).games == []
