"""Arena matches between built-in bots: rotations, reproducibility, records, the CLI."""

from __future__ import annotations

import json
import subprocess

import pytest
from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.arena.runner import MatchConfig, run_match


def config(deals: int = 2, seed: int = 11, players: int = 3) -> MatchConfig:
    specs = [parse_player("builtin:random"), parse_player("builtin:heuristic"),
             parse_player("builtin:random name=random2"),
             parse_player("builtin:heuristic name=heur2")][:players]
    return MatchConfig(entrants=specs, lineup=list(range(players)), deals=deals,
                       match_seed=seed, limits={"iterations": 30})


def moves_by_key(path) -> dict:
    return {(g["seed"], g["rotation"]): (g["lineup"], g["record"]["moves"], g["record"]["money"])
            for g in read_log(str(path)).games}


def strip_timing(moves: list[dict]) -> list[tuple]:
    return [(m["seat"], m["move"]) for m in moves]


def test_every_deal_is_played_under_every_rotation(tmp_path):
    out = tmp_path / "m.jsonl"
    outcome = run_match(config(deals=2), str(out))
    log = read_log(str(out))
    assert len(log.games) == outcome.total == 6
    seeds = sorted({g["seed"] for g in log.games})
    assert len(seeds) == 2
    for seed in seeds:
        games = [g for g in log.games if g["seed"] == seed]
        assert sorted(g["rotation"] for g in games) == [0, 1, 2]
        for seat in range(3):   # every entrant sits in every seat once per deal
            assert sorted(g["lineup"][seat] for g in games) == [0, 1, 2]
        for g in games:
            rec = g["record"]
            assert rec["spec"]["seed"] == seed
            assert rec["seat_names"] == [["random", "heuristic", "random2"][e]
                                         for e in g["lineup"]]
            assert len(rec["money"]) == 3 and rec["moves"]
            assert all({"seat", "move", "stats", "ms"} <= set(m) for m in rec["moves"])


def test_fixed_seed_reproduces_the_match(tmp_path):
    a, b, c = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "c.jsonl"
    run_match(config(seed=5), str(a))
    run_match(config(seed=5), str(b), concurrency=2)
    run_match(config(seed=6), str(c))
    ma, mb, mc = moves_by_key(a), moves_by_key(b), moves_by_key(c)
    assert ma.keys() == mb.keys()
    for k in ma:
        assert ma[k][0] == mb[k][0] and ma[k][2] == mb[k][2]
        assert strip_timing(ma[k][1]) == strip_timing(mb[k][1])
    assert set(ma) != set(mc)        # another match seed deals other cards


def test_statistics_match_the_records(tmp_path):
    out = tmp_path / "m.jsonl"
    outcome = run_match(config(deals=2), str(out))
    from galleria_ai.arena.stats import summarise

    stats = summarise(["random", "heuristic", "random2"], outcome.results)
    total_share = sum(s.win_share * s.games for s in stats)
    assert total_share == pytest.approx(6.0)     # one win (possibly shared) per game
    games = read_log(str(out)).games
    heur_money = [g["record"]["money"][g["lineup"].index(1)] for g in games]
    assert stats[1].money == pytest.approx(sum(heur_money) / len(heur_money))
    assert all(s.win_low <= s.win_share <= s.win_high for s in stats)


def test_cli_standings_and_ab(tmp_path, arena_cmd, sub_env):
    out = tmp_path / "cli.jsonl"
    r = subprocess.run(arena_cmd + ["-p", "builtin:random", "-p", "builtin:heuristic",
                                    "-p", "builtin:random", "--deals", "2", "--iterations",
                                    "20", "-o", str(out), "--seed", "3"],
                       check=False, capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "random#2" in r.stdout and "win share" in r.stdout
    assert "[6/6]" in r.stderr                 # live progress, one line per game
    assert len(read_log(str(out)).games) == 6
    bad = subprocess.run(arena_cmd + ["-p", "builtin:nope", "-p", "builtin:random",
                                      "-p", "builtin:random", "-o", str(tmp_path / "x")],
                         check=False, capture_output=True, text=True, env=sub_env, timeout=60)
    assert bad.returncode != 0 and "unknown built-in bot" in bad.stderr
    ab = tmp_path / "ab.jsonl"
    r = subprocess.run(arena_cmd + ["--candidate", "builtin:heuristic", "--baseline",
                                    "builtin:random", "-n", "3", "--deals", "60",
                                    "--iterations", "20", "-o", str(ab), "-q"],
                       check=False, capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode == 0, r.stderr
    header = json.loads(ab.read_text().split("\n")[0])
    assert header["lineup"] == [0, 1, 1] and header["ab"]["alpha"] == 0.05
    assert header["ab"]["elo0"] == 0 and header["ab"]["elo1"] == 30
    assert "A/B after" in r.stdout
    assert "=> H1 accepted: heuristic gains at least 30 Elo over random" in r.stdout
    played = len(read_log(str(ab)).games)
    assert 3 <= played < 3 * 60                         # stopped early, whole deals
