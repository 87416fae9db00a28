"""Issue 11, problem 2: ``--plot`` crashed after the match on extreme intervals (0/24 and
10/10: "'yerr' must not contain negative values"). matplotlib comes with the test extra."""

from __future__ import annotations

import subprocess

from galleria_ai.arena.report import llr_history, pairing_bars, plot_standings, standings_bars
from galleria_ai.arena.sprt import Sprt
from galleria_ai.arena.stats import GameResult, summarise, table_stats

PNG = b"\x89PNG\r\n\x1a\n"


def extreme_results() -> list[GameResult]:
    """24 games where 'always' wins every game and 'never' none (a two-player line-up
    rotated): shares of 24/24 and 0/24."""
    out = [GameResult(d, r, [0, 1] if r == 0 else [1, 0], [9, 1] if r == 0 else [1, 9],
                      [0] if r == 0 else [1]) for d in range(12) for r in range(2)]
    return out


def test_plot_survives_zero_and_full_intervals(tmp_path):
    stats = summarise(["always", "never"], extreme_results())
    assert stats[0].win_share == 1.0 and stats[0].win_high == 1.0
    assert stats[1].win_share == 0.0 and stats[1].win_low == 0.0
    png = tmp_path / "extreme.png"
    plot_standings(standings_bars(stats), str(png))
    assert png.read_bytes()[:8] == PNG
    ten = [GameResult(d, 0, [0, 1], [5, 1], [0]) for d in range(10)]
    tables = table_stats(ten, [[0, 1]])
    assert tables[0].share.share == 1.0 and tables[0].share.high == 1.0
    plot_standings(pairing_bars(tables, ["ten", "zero"], 2), str(png))
    assert png.read_bytes()[:8] == PNG


def test_plot_with_the_llr_path(tmp_path):
    test = Sprt(4, 0, 30)
    path = llr_history(test, [0.25, 0.5, 0.0, 0.25] * 10)
    assert len(path) == 40 and path[-1] == test.llr([0.25, 0.5, 0.0, 0.25] * 10)
    png = tmp_path / "ab.png"
    plot_standings(standings_bars(summarise(["a", "b"], extreme_results())), str(png), path,
                   test.bounds)
    assert png.read_bytes()[:8] == PNG


def test_cli_plot_after_a_lopsided_match(tmp_path, arena_cmd, sub_env):
    png = tmp_path / "standings.png"
    r = subprocess.run([*arena_cmd, "-p", "builtin:random", "-p", "builtin:heuristic",
                        "-p", "builtin:random", "--deals", "1", "-q",
                        "-o", str(tmp_path / "p.jsonl"), "--plot", str(png)],
                       check=False, capture_output=True, text=True, env=sub_env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert f"plot written to {png}" in r.stdout
    assert png.read_bytes()[:8] == PNG
