"""Issue 11, problem 8 (first half): the live progress line shows elapsed time, games per
minute and an ETA (and the A/B LLR with its bounds)."""

from __future__ import annotations

import subprocess

from galleria_ai.arena.report import clock, progress_line
from galleria_ai.arena.runner import MatchProgress
from galleria_ai.arena.sprt import Sprt
from galleria_ai.arena.stats import GameResult, summarise


def results(n: int) -> list[GameResult]:
    return [GameResult(i, 0, [0, 1, 1], [30, 20, 10], [0]) for i in range(n)]


def test_rate_and_eta():
    p = MatchProgress(results(10), total=40, resumed=4, elapsed=30.0, sprt=None)
    assert p.played == 6
    assert p.rate == 12.0                      # 6 games in 30 s
    assert p.eta == 150.0                      # 30 games left at 5 s each
    assert MatchProgress(results(4), 40, 4, 3.0, None).eta is None   # nothing played yet
    assert MatchProgress(results(40), 40, 0, 9.0, None).eta == 0.0


def test_progress_line_text():
    p = MatchProgress(results(10), total=40, resumed=4, elapsed=30.0, sprt=None)
    stats = summarise(["a", "b"], p.results)
    test = Sprt(3, 0, 30)
    line = progress_line(10, 40, stats, test.test([1.0 / 3] * 5), p.elapsed, p.rate, p.eta)
    assert line.startswith("[10/40]  0:30 elapsed  12.0 games/min  ETA 2:30  a 100.0%/33%  "
                           "b 0.0%/67%")
    assert "LLR" in line and "(-3.00, +3.00)" in line
    assert clock(3725) == "1:02:05" and clock(None) == "?" and clock(59.6) == "1:00"


def test_cli_prints_the_progress_line(tmp_path, arena_cmd, sub_env):
    r = subprocess.run([*arena_cmd, "-p", "builtin:random", "-p", "builtin:heuristic",
                        "-p", "builtin:random", "--deals", "2", "-o", str(tmp_path / "p.jsonl")],
                       check=False, capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    assert lines[0].startswith("[0/6]") and "ETA ?" in lines[0]
    assert lines[-1].startswith("[6/6]") and "ETA 0:00" in lines[-1]
    assert all(" elapsed  " in ln and " games/min  " in ln for ln in lines)
    assert "games/min;" in r.stdout            # the summary line: speed of this run
