"""What the hero's model made of each kind of opponent: the `hero_report` of each JSON line.

Usage:
    python bench/strength/model.py FILE.jsonl [FILE ...]     # one table per label
    python bench/strength/model.py --by-decision FILE.jsonl  # how the model got there

A search hero in `ma_strength` reports at each game's end the weights it would draw each
other seat's style with (its opponent model after the game's style evidence; styles named
in the report). The table gives, per opponent kind (the panel cycles its opponents over the
other seats), how many seats it judged, the mean weight of each style, and how often each
style carried the most weight. With `--by-decision` (lines of a hero with `trace=1`) the
table follows the model through the game instead: the mean weight of each style after a
seat's 1st-5th decision that revealed its style, its 6th-10th and so on, per opponent kind.
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


def mean_weights(seats: list[list[float]]) -> list[float]:
    """Each style's mean weight over these weight vectors."""
    return [sum(col) / len(seats) for col in zip(*seats)]


def table(rows: list[dict[str, Any]]) -> str:
    styles = rows[0]["hero_report"]["styles"]
    lines = ["| opponent | seats | " + " | ".join(styles) + " |",
             "|---|---|" + "---|" * len(styles)]
    for kind, seats in sorted(judged_seats(rows).items()):
        n = len(seats)
        mean = mean_weights(seats)
        top = [sum(1 for w in seats if max(range(len(w)), key=w.__getitem__) == k)
               for k in range(len(styles))]
        cells = " | ".join(f"{m:.2f} ({t})" for m, t in zip(mean, top))
        lines.append(f"| {kind} | {n} | {cells} |")
    lines.append("\ncells: the style's mean weight (how many seats it carried the most weight)")
    return "\n".join(lines)


BUCKET = 5  # decisions per row of the by-decision table
LAST = 40  # decisions past this many share the last row


def by_decision(rows: list[dict[str, Any]]) -> str:
    """Per opponent kind, the mean weights after each seat's n-th revealing decision."""
    styles = rows[0]["hero_report"]["styles"]
    # (opponent kind, bucket of the seat's decision count) -> the weights seen there
    seen_at: dict[tuple[str, int], list[list[float]]] = defaultdict(list)
    for r in rows:
        kinds = ledger.seat_specs(r)
        made: dict[int, int] = defaultdict(int)  # revealing decisions per seat so far
        for seat, _season, *w in r["hero_report"].get("trace", []):
            seen_at[kinds[seat], min(made[seat], LAST) // BUCKET].append(w)
            made[seat] += 1
    lines = ["| opponent | decisions | n | " + " | ".join(styles) + " |",
             "|---|---|---|" + "---|" * len(styles)]
    for (kind, b), seats in sorted(seen_at.items()):
        first = b * BUCKET + 1
        span = f"{first}+" if first > LAST else f"{first}-{first + BUCKET - 1}"
        cells = " | ".join(f"{m:.3f}" for m in mean_weights(seats))
        lines.append(f"| {kind} | {span} | {len(seats)} | {cells} |")
    lines.append("\ncells: the style's mean weight after the seat's decisions in that span")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--by-decision", action="store_true",
                    help="the model after each seat's n-th revealing decision (trace=1 lines)")
    a = ap.parse_args(argv)
    games = stats.read_games(a.files)
    if games is None:
        return 2
    rows = [r for r in games if r.get("hero_report")]
    if not rows:
        print("no line with a hero_report (a search hero writes one)", file=sys.stderr)
        return 1
    if a.by_decision:
        rows = [r for r in rows if "trace" in r["hero_report"]]
        if not rows:
            print("no line with a trace (run the hero with trace=1)", file=sys.stderr)
            return 1
    stats.print_per_label(rows, by_decision if a.by_decision else table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
