"""What the hero's model made of each kind of opponent: the `hero_report` of each JSON line.

Usage:
    python bench/strength/model.py FILE.jsonl [FILE ...]     # one table per label

A search hero in `ma_strength` reports at each game's end the weights it would draw each
other seat's style with (its opponent model after the game's style evidence; styles named
in the report). The table gives, per opponent kind (the panel cycles its opponents over the
other seats), how many seats it judged, the mean weight of each style, and how often each
style carried the most weight.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from typing import Any

import ledger  # the sibling bench/strength/ledger.py: who sat where
import stats  # the sibling bench/strength/stats.py: one reader of the panel's lines


def judged_seats(rows: list[dict[str, Any]]) -> dict[str, list[list[float]]]:
    """Per opponent kind, the model's weights for every seat of that kind."""
    out: dict[str, list[list[float]]] = defaultdict(list)
    for r in rows:
        model = r["hero_report"]["model"]
        for i, kind in enumerate(ledger.seat_specs(r)):
            if i != r["seat"] and model[i] is not None:
                out[kind].append(model[i])
    return out


def table(rows: list[dict[str, Any]]) -> str:
    styles = rows[0]["hero_report"]["styles"]
    lines = ["| opponent | seats | " + " | ".join(styles) + " |",
             "|---|---|" + "---|" * len(styles)]
    for kind, seats in sorted(judged_seats(rows).items()):
        n = len(seats)
        mean = [sum(w[k] for w in seats) / n for k in range(len(styles))]
        top = [sum(1 for w in seats if max(range(len(w)), key=w.__getitem__) == k)
               for k in range(len(styles))]
        cells = " | ".join(f"{m:.2f} ({t})" for m, t in zip(mean, top))
        lines.append(f"| {kind} | {n} | {cells} |")
    lines.append("\ncells: the style's mean weight (how many seats it carried the most weight)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    a = ap.parse_args(argv)
    games = stats.read_games(a.files)
    if games is None:
        return 2
    rows = [r for r in games if r.get("hero_report")]
    if not rows:
        print("no line with a hero_report (a search hero writes one)", file=sys.stderr)
        return 1
    stats.print_per_label(rows, table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
