"""Issue 11, problem 6: a documented per-move limit that holds under iteration limits. A
hung engine used to block its game for ~70 s per move, and ``timeout=3`` still waited 63 s."""

from __future__ import annotations

import subprocess
import sys

import pytest
from galleria_ai.arena.players import parse_player
from galleria_ai.arena.records import read_log
from galleria_ai.client import DEFAULT_TIMEOUT, default_timeout
from galleria_ai.table import Limits


def test_the_allowance_per_move():
    # Iterations only (or no limit): the allowance is the whole limit - timeout=3 is 3 s.
    assert default_timeout(Limits(iterations=100_000), 3.0) == 3.0
    assert default_timeout(Limits(), 3.0) == 3.0
    # Time limits: the limit plus the allowance.
    assert default_timeout(Limits(movetime_ms=200), 3.0) == pytest.approx(3.2)
    assert default_timeout(Limits(clock_ms=5000, increment_ms=100), 1.0) == pytest.approx(6.1)
    assert default_timeout(Limits(movetime_ms=200, clock_ms=100), 1.0) == pytest.approx(1.1)
    assert DEFAULT_TIMEOUT == 10.0


def test_timeout_key_parses_and_is_documented(arena_cmd, sub_env):
    assert parse_player("galleria-engine timeout=3").timeout == 3.0
    for bad in ("galleria-engine timeout=0", "galleria-engine timeout=x",
                "builtin:random timeout=3"):
        with pytest.raises(ValueError):
            parse_player(bad)
    r = subprocess.run([*arena_cmd, "--help"], check=False, capture_output=True, text=True,
                       env=sub_env, timeout=60)
    assert r.returncode == 0
    text = " ".join(r.stdout.split())
    assert "timeout= (seconds" in text and "timeout=3 means 3 s" in text
    assert "--timeout FLOAT" in text


def test_a_hung_engine_costs_its_timeout_not_a_minute(tmp_path, arena_cmd, sub_env,
                                                      broken_engine):
    """Two hangs under an iteration limit with timeout=1: each is a timeout fault after
    about 1 s; the old ~61 s per hang would overrun this test's deadline."""
    out = tmp_path / "hang.jsonl"
    log = tmp_path / "hang.log"
    hung = (f"'{sys.executable}' '{broken_engine}' --mode hang --rate 1 --max 2 "
            f"--log '{log}' option.Bot=random timeout=1 name=hung")
    cmd = [*arena_cmd, "-p", hung, "-p", "builtin:random", "-p", "builtin:random",
           "--deals", "1", "--iterations", "50", "-o", str(out), "-q"]
    r = subprocess.run(cmd, check=False, capture_output=True, text=True, env=sub_env,
                       timeout=90)
    assert r.returncode == 0, r.stderr
    faults = [(g["record"], f) for g in read_log(str(out)).games
              for f in g["record"]["faults"]]
    assert len(faults) == 2 and len(log.read_text().splitlines()) == 2
    for rec, f in faults:
        assert rec["seat_names"][f["seat"]] == "hung"
        assert f["kind"] == "timeout" and "allowed 1 s" in f["detail"], f
        # The referee did wait the allowance before giving up (a lower bound only).
        assert rec["moves"][f["move_index"]]["ms"] >= 1000
