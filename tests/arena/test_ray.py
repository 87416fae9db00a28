"""Issue 11, "past one machine": the arena's games on a Ray cluster (``--ray``) with the same
records, resume, fault handling and live standings as without it. One local Ray instance
(2 CPUs) serves the whole module; Ray comes with the test extra."""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest
from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.arena.runner import MatchConfig, MatchProgress, run_match


@pytest.fixture(scope="module")
def ray_address():
    import ray

    ctx = ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield ctx.address_info["gcs_address"]
    finally:
        ray.shutdown()


def config(deals: int = 2, entrants: list | None = None) -> MatchConfig:
    specs = entrants or [parse_player("builtin:random"), parse_player("builtin:heuristic"),
                         parse_player("builtin:random name=r2")]
    return MatchConfig(entrants=specs, lineup=[0, 1, 2], deals=deals, match_seed=5,
                       limits={"iterations": 20})


def games_by_key(path) -> dict:
    return {(g["table"], g["seed"], g["rotation"]): (g["lineup"], g["record"]["money"],
                                                     [(m["seat"], m["move"])
                                                      for m in g["record"]["moves"]])
            for g in read_log(str(path)).games}


def test_ray_plays_the_same_games_resumes_and_reports_every_game(tmp_path, ray_address):
    out = tmp_path / "ray.jsonl"
    run_match(config(deals=1), str(out), concurrency=2, ray=ray_address)
    first = out.read_text().splitlines()
    seen: list[int] = []

    def progress(p: MatchProgress) -> None:
        seen.append(len(p.results))

    more = run_match(config(deals=2), str(out), resume=True, concurrency=2, ray=ray_address,
                     progress=progress)
    assert more.resumed == 3 and len(more.results) == more.total == 6
    assert seen == [3, 4, 5, 6]                      # live standings after every game
    lines = out.read_text().splitlines()
    assert lines[:len(first)] == first and len(lines) == 1 + 6   # appended, none twice
    run_match(config(deals=2), str(tmp_path / "local.jsonl"))
    assert games_by_key(out) == games_by_key(tmp_path / "local.jsonl")


def test_a_dead_actor_is_replaced_and_its_game_replayed(tmp_path, ray_address, wrap_engine):
    """The engine of one game kills its actor (once): the game is played again on a new
    actor; the match completes with every game exactly once. The engine's allowance is
    generous (timeout=120) because on a loaded machine a Python engine can take longer than
    the default 10 s to start, and every slow start would be a fault and a restart; the
    match runs under a deadline."""
    engine = (f"'{sys.executable}' '{wrap_engine}' --pids '{tmp_path / 'pids'}' "
              f"--kill-parent-once '{tmp_path / 'marker'}' option.Bot=random name=eng "
              "timeout=120")
    cfg = config(entrants=[parse_player(engine), parse_player("builtin:heuristic"),
                           parse_player("builtin:random")])
    out = tmp_path / "killed.jsonl"
    done: dict = {}

    def match() -> None:
        try:
            done["outcome"] = run_match(cfg, str(out), concurrency=2, ray=ray_address)
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            done["error"] = exc

    worker = threading.Thread(target=match, daemon=True)
    worker.start()
    worker.join(timeout=600)
    assert not worker.is_alive(), "the match did not finish within 600 s"
    assert "error" not in done, done.get("error")
    assert (tmp_path / "marker").exists()                   # an actor was killed
    games = read_log(str(out)).games
    keys = [(g["seed"], g["rotation"]) for g in games]
    assert len(keys) == len(set(keys)) == done["outcome"].total == 6
    assert all(not g["record"]["faults"] for g in games)


def test_cli_on_a_ray_cluster_by_address(tmp_path, ray_address, arena_cmd, sub_env):
    out = tmp_path / "cli.jsonl"
    r = subprocess.run([*arena_cmd, "-p", "builtin:random", "-p", "builtin:heuristic",
                        "-p", "builtin:random name=r2", "--deals", "2", "--iterations", "20",
                        "--seed", "5", "--ray", ray_address, "-o", str(out)],
                       check=False, capture_output=True, text=True, env=sub_env, timeout=300)
    assert r.returncode == 0, r.stderr
    progress = [ln for ln in r.stderr.splitlines() if ln.startswith("[")]
    assert progress[0].startswith("[0/6]") and progress[-1].startswith("[6/6]")
    run_match(config(), str(tmp_path / "local.jsonl"))
    assert games_by_key(out) == games_by_key(tmp_path / "local.jsonl")


def test_without_ray_installed_a_clear_error(monkeypatch, tmp_path):
    import builtins

    real_import = builtins.__import__

    def no_ray(name, *args, **kwargs):
        if name == "ray" or name.startswith("ray."):
            raise ImportError("no ray")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    from galleria_ai.arena.executors import ArenaError

    with pytest.raises(ArenaError, match=r"pip install 'galleria-ai\[ray\]'"):
        run_match(config(deals=1), str(tmp_path / "x.jsonl"), ray="local")
    assert not (tmp_path / "x.jsonl").exists()


def test_a_wrong_address_is_a_clear_error(tmp_path, arena_cmd, sub_env):
    out = tmp_path / "x.jsonl"
    base = [*arena_cmd, "-p", "builtin:random", "-p", "builtin:random", "-n", "3", "-q",
            "-o", str(out), "--ray"]
    for address, why in (("127.0.0.1:1", "cannot reach Ray at '127.0.0.1:1'"),
                         ("nonsense", "expected HOST:PORT")):
        r = subprocess.run([*base, address], check=False, capture_output=True, text=True,
                           env=sub_env, timeout=120)
        assert r.returncode != 0 and why in r.stderr, r.stderr
        assert not out.exists()
