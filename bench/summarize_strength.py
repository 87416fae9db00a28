"""Summarise ma_strength logs: games, mean win share and a 95% interval per row.

Usage: python bench/summarize_strength.py bench/results/*.log
Reads the per-game lines, so it also summarises a run that was stopped early. Files named
``<row>__<part>.log`` (e.g. a second seed) are pooled into ``<row>``.
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

GAME = re.compile(r"^game (\d+) seat (\d+) share ([0-9.]+)$")


def shares_of(path: Path) -> list[float]:
    return [float(m.group(3)) for m in map(GAME.match, path.read_text().splitlines()) if m]


def summarize(row: str, shares: list[float]) -> str:
    n = len(shares)
    if n == 0:
        return f"| {row} | 0 | - | - |"
    mean = sum(shares) / n
    var = sum((x - mean) ** 2 for x in shares) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n)
    return f"| {row} | {n} | {mean:.3f} | [{mean - half:.3f}, {mean + half:.3f}] |"


def main(paths: list[str]) -> None:
    print("| row | games | win share | 95% interval |")
    print("|---|---|---|---|")
    rows: dict[str, list[float]] = {}
    for p in paths:
        rows.setdefault(Path(p).stem.split("__")[0], []).extend(shares_of(Path(p)))
    for row, shares in rows.items():
        print(summarize(row, shares))


if __name__ == "__main__":
    main(sys.argv[1:])
