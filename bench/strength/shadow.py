"""Where other settings would decide differently, on the positions one hero's games reach:
the lines `ma_strength --shadow SPEC ... --shadow-out FILE` writes.

Usage:
    python bench/strength/shadow.py FILE.jsonl [FILE ...]            # each shadow vs the hero
    python bench/strength/shadow.py FILE ... --base 1                 # each vs shadow 1
    python bench/strength/shadow.py FILE ... --where phase=open --where own=1
                                                                      # only those decisions

Each line is one hero decision that the hero or a shadow searched (cpp/tools/strength_panel.h):
the move the hero played and what every shadow, asked on the same state with the same seed
and told the same moves, would have played there. Per shadow: the share of decisions where
it plays the base's move (the hero's, or with --base K the K-th shadow's), and on the
decisions where both are bids ("bid N", a pass counting as 0), how much more it bids, and
how often it bids more or less. Decisions of one game follow from each other and games of
one deal share their cards, so the 95% intervals treat each (seed, deal) as one cluster, as
in stats.py. A shadow with the hero's own spec plays the hero's move at every decision.
Lines written since 2026-12-07 (afternoon) also name the decision's phase (`play`, `open`,
`once_around`, `sealed`, `fixed_price`, `fixed_answer`, ...) and whether the lot on offer is
the hero's own (`own` 1: it runs the auction, or shares a split double's price); since
2026-12-07 (night) at a card play also the artists whose card would end the season
(`enders`, codes joined by commas: four of theirs played, one in the hero's hand) and
whether there are any (`may_end` 1; not the table's last card, which ends one too).
Searches given `roots=1` (hero or shadow) add `roots`: per player, the hero's first, its
root candidates as [move, visits, mean reward], or null where it did not search. A
counterfactual game (`ma_strength --force DEAL:SEAT:DECISION:MOVE`) replays one of the
hero's games with one of its decisions, numbered as here, played otherwise.
`--where KEY=VALUE` (repeatable) keeps only the decisions whose field has that value, e.g.
`--where phase=play --where may_end=1`.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from typing import Any

import stats  # the sibling bench/strength/stats.py: the reader and the clustered interval


def amount(move: str) -> int | None:
    """What a move bids: N for "bid N", 0 for "pass", None for any other move."""
    words = move.split()
    if words == ["pass"]:
        return 0
    if len(words) == 2 and words[0] == "bid" and words[1].isdigit():
        return int(words[1])
    return None


def compare(lines: list[dict[str, Any]], k: int, base: int) -> dict[str, tuple]:
    """Shadow k (0-based) against the base (-1: the hero's played move, else that shadow):
    clustered (mean, half-width, count) of "same", "bid" (its bid minus the base's),
    "higher" and "lower" (shares of the bid decisions)."""
    cols: dict[str, dict[Any, list[float]]] = {c: defaultdict(list)
                                               for c in ("same", "bid", "higher", "lower")}
    for r in lines:
        mine = r["moves"][k]
        theirs = r["played"] if base < 0 else r["moves"][base]
        key = (r["seed"], r["deal"])
        cols["same"][key].append(1.0 if mine == theirs else 0.0)
        x, y = amount(mine), amount(theirs)
        if x is None or y is None:
            continue
        cols["bid"][key].append(float(x - y))
        cols["higher"][key].append(1.0 if x > y else 0.0)
        cols["lower"][key].append(1.0 if x < y else 0.0)
    return {c: stats.clustered(v) for c, v in cols.items()}


def table(lines: list[dict[str, Any]], base: int) -> str:
    shadows = lines[0]["shadows"]
    against = "the hero" if base < 0 else f"shadow {base + 1}"
    head = (f"{'shadow':<44} {'same move':>20} {'bids':>6} {'bid more by':>20} "
            f"{'bids more':>9} {'bids less':>9}")
    out = [f"hero {lines[0]['hero']}; against {against}", head]
    for k, spec in enumerate(shadows):
        if k == base:
            continue
        c = compare(lines, k, base)
        if c["bid"][2]:
            bids = (f"{stats.fmt(c['bid'][0], c['bid'][1], 2):>20} "
                    f"{c['higher'][0]:>9.3f} {c['lower'][0]:>9.3f}")
        else:  # no decision where both bid (card plays, fixed prices): nothing to compare
            bids = f"{'-':>20} {'-':>9} {'-':>9}"
        out.append(f"{k + 1}. {spec:<41} {stats.fmt(c['same'][0], c['same'][1], 3):>20} "
                   f"{c['bid'][2]:>6} {bids}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--base", type=int, default=0, metavar="K",
                    help="compare with the K-th shadow (1-based) instead of the hero's move")
    ap.add_argument("--where", action="append", default=[], metavar="KEY=VALUE",
                    help="only the decisions whose field KEY has this value (repeatable)")
    a = ap.parse_args(argv)
    wheres = []
    for w in a.where:
        key, eq, value = w.partition("=")
        if not eq or not key or not value:
            print(f"--where {w!r}: give KEY=VALUE, e.g. phase=open", file=sys.stderr)
            return 2
        wheres.append((key, value))
    lines = stats.read_games(a.files)
    if lines is None:
        return 2
    lines = [r for r in lines if {"shadows", "moves", "played"} <= r.keys()]
    if not lines:
        print("no shadow lines (ma_strength --shadow ... --shadow-out FILE)", file=sys.stderr)
        return 1
    lines = [r for r in lines if all(str(r.get(k)) == v for k, v in wheres)]
    if not lines:
        print("no shadow line matches " + " and ".join(a.where), file=sys.stderr)
        return 1
    by_label: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in lines:
        by_label[r["label"]].append(r)
    for label, group in by_label.items():  # every label checked before any table
        n = len(group[0]["shadows"])
        if any(r["shadows"] != group[0]["shadows"] or len(r["moves"]) != n for r in group):
            print(f"{label}: lines of different shadows (or a move missing); give each run "
                  "its own label", file=sys.stderr)
            return 1
        if not 0 <= a.base <= n:
            print(f"--base must be 0..{n} (the hero or a shadow)", file=sys.stderr)
            return 2
    for label, group in by_label.items():
        print(f"{label} ({len(group)} decisions)\n{table(group, a.base - 1)}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
