"""Win share and money margin of the strength panel's JSON lines, with 95% intervals
clustered by deal, and paired differences between rows.

Usage:
    python bench/strength/stats.py FILE.jsonl [FILE ...]            # one table row per label
    python bench/strength/stats.py FILE ... --pair LABEL_A LABEL_B   # A - B on shared games
    python bench/strength/stats.py FILE ... --pair A1 B1 --pair A2 B2 --pool  # and pooled
    python bench/strength/stats.py FILE ... --by hero                # group by another field

Every line is one game (cpp/tools/strength_panel.h): the hero's win share (`share`: 1 per
win, split on ties) and money margin (`margin`: its money minus the mean of the others').
Games of one deal share their cards, so they are not independent: the interval treats
each (seed, deal) as one cluster (a cluster-robust standard error of the ratio estimate),
and a paired difference compares the two rows on the games they both played (same seed,
deal and hero seat).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

Z95 = 1.959964


def load(paths: list[str]) -> list[dict[str, Any]]:
    games = []
    for p in paths:
        for line in Path(p).read_text().splitlines():
            line = line.strip()
            if line.startswith("{"):
                games.append(json.loads(line))
    return games


def read_games(paths: list[str]) -> list[dict[str, Any]] | None:
    """The games of `paths`, or None after saying on stderr why they cannot be read."""
    try:
        return load(paths)
    except (OSError, json.JSONDecodeError) as e:
        print(f"cannot read the games: {e}", file=sys.stderr)
        return None


def print_per_label(games: list[dict[str, Any]],
                    table: Callable[[list[dict[str, Any]]], str]) -> None:
    """One `table` per label, in the order the labels first appear."""
    by_label: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for g in games:
        by_label[g["label"]].append(g)
    for label, group in by_label.items():
        print(f"{label} ({len(group)} games)\n{table(group)}\n")


def clustered(values: dict[Any, list[float]]) -> tuple[float, float, int]:
    """Mean over all values and its 95% half-width, clusters = dict keys; and the count."""
    n = sum(len(v) for v in values.values())
    if n == 0:
        return math.nan, math.nan, 0
    mean = sum(sum(v) for v in values.values()) / n
    d = len(values)
    if d < 2:
        return mean, math.nan, n
    ss = sum((sum(v) - mean * len(v)) ** 2 for v in values.values())
    se = math.sqrt(d / (d - 1) * ss) / n
    return mean, Z95 * se, n


def by_deal(games: list[dict[str, Any]], field: str) -> dict[Any, list[float]]:
    out: dict[Any, list[float]] = defaultdict(list)
    for g in games:
        out[(g["seed"], g["deal"])].append(float(g[field]))
    return out


def fmt(mean: float, half: float, digits: int) -> str:
    if math.isnan(half):
        return f"{mean:.{digits}f}"
    return f"{mean:.{digits}f} [{mean - half:.{digits}f}, {mean + half:.{digits}f}]"


def table(games: list[dict[str, Any]], key: str) -> str:
    rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for g in games:
        rows[str(g.get(key, ""))].append(g)
    lines = [
        "| row | players | games | deals | win share [95%] | money margin [95%] | s/game |",
        "|---|---|---|---|---|---|---|",
    ]
    for name, gs in rows.items():
        share = clustered(by_deal(gs, "share"))
        margin = clustered(by_deal(gs, "margin"))
        deals = len({(g["seed"], g["deal"]) for g in gs})
        players = sorted({g["players"] for g in gs})
        secs = sum(g.get("ms", 0) for g in gs) / 1000.0 / len(gs)
        lines.append(
            f"| {name} | {','.join(map(str, players))} | {share[2]} | {deals} | "
            f"{fmt(share[0], share[1], 3)} | {fmt(margin[0], margin[1], 1)} | {secs:.1f} |"
        )
    return "\n".join(lines)


Columns = Callable[[dict[str, Any]], dict[str, float]]
RESULT_FIELDS = (("share", 3), ("margin", 1))


def result(g: dict[str, Any]) -> dict[str, float]:
    return {f: float(g[f]) for f, _ in RESULT_FIELDS}


def index(games: list[dict[str, Any]], key: str, name: str) -> dict[tuple, dict[str, Any]]:
    """Row `name`'s games by (seed, deal, seat)."""
    return {(g["seed"], g["deal"], g["seat"]): g for g in games if str(g.get(key)) == name}


def differences(games: list[dict[str, Any]], key: str, a: str, b: str,
                columns: Columns = result) -> list[tuple[tuple, dict[str, float]]]:
    """Row A minus row B, game by game, on the games both played (same seed, deal and seat):
    every value `columns` reads from a game (by default win share and money margin)."""
    ga, gb = index(games, key, a), index(games, key, b)
    out = []
    for k in sorted(set(ga) & set(gb)):
        ca, cb = columns(ga[k]), columns(gb[k])
        out.append((k, {f: ca[f] - cb[f] for f in ca}))
    return out


def summarize(diffs: list[tuple[tuple, dict[str, float]]],
              fields: tuple[tuple[str, int], ...] = RESULT_FIELDS) -> list[str]:
    """Each field's mean difference (digits as given), clustered by (seed, deal)."""
    out = []
    for field, digits in fields:
        by: dict[Any, list[float]] = defaultdict(list)
        for k, d in diffs:
            by[k[:2]].append(d[field])
        mean, half, _ = clustered(by)
        out.append(f"  {field}: {fmt(mean, half, digits)}")
    return out


def paired(games: list[dict[str, Any]], key: str, a: str, b: str) -> str:
    diffs = differences(games, key, a, b)
    if not diffs:
        return f"no shared games between {a!r} and {b!r}"
    return "\n".join([f"paired {a!r} - {b!r}: {len(diffs)} shared games", *summarize(diffs)])


def pooled(games: list[dict[str, Any]], key: str, pairs: list[tuple[str, str]]) -> str:
    """Every pair's differences taken together. A deal stays one cluster across the pairs:
    rows against different opponents on the same deals share their cards."""
    diffs = [d for a, b in pairs for d in differences(games, key, a, b)]
    if not diffs:
        return "no shared games in any pair"
    deals = len({k[:2] for k, _ in diffs})
    head = f"pooled over {len(pairs)} pairs: {len(diffs)} shared games, {deals} deals"
    return "\n".join([head, *summarize(diffs)])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--by", default="label", help="field naming a row (default: label)")
    ap.add_argument("--pair", nargs=2, action="append", metavar=("A", "B"), default=[])
    ap.add_argument("--pool", action="store_true",
                    help="also every --pair's differences together, clustered by deal")
    args = ap.parse_args(argv)
    if args.pool and len(args.pair) < 2:
        print("--pool needs two or more --pair", file=sys.stderr)
        return 2
    games = read_games(args.files)
    if games is None:
        return 2
    if not games:
        print("no games", file=sys.stderr)
        return 1
    print(table(games, args.by))
    for a, b in args.pair:
        print(paired(games, args.by, a, b))
    if args.pool:
        print(pooled(games, args.by, args.pair))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
