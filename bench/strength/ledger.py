"""Where the money went in the strength panel's games: the `ledger` of each JSON line.

Usage:
    python bench/strength/ledger.py FILE.jsonl [FILE ...]         # one table per label
    python bench/strength/ledger.py FILE ... --check START         # exit 1 unless every
                                                                   # seat's money adds up
    python bench/strength/ledger.py FILE ... --pair A B            # row A's hero minus row
                                                                   # B's, game by game

A game that keeps a ledger (Modern Art, cpp/tools/ma_strength.cpp) writes per seat: paid to
the bank for its own lots (`paid_bank`), paid to rivals (`paid_rivals`), received from
rivals (`received`), season sales (`sales`), and how many paintings it bought from rivals
(`bought`), kept from its own auctions (`kept`) and sold to rivals (`sold`); the last two
columns are what its paintings cost it and what they fetched at the season's end, each a
painting. (A split double, whose price goes half to each of two sellers, counts as sold by
both; when one of them buys it, its whole price counts as paid to rivals.) The table puts
the hero beside the mean of the other seats (and, at a table of different opponents, the
mean of each kind), and for the games the hero lost, the seat that won beside the hero:
what the winner did that the hero did not. With `--pair A B` (repeatable) the hero of row A
minus the hero of row B on the games both played (same seed, deal and seat), every column
and its money, with the others' mean money beside it; 95% intervals clustered by deal, as
in stats.py: where a change of the engine moved its money.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

import stats  # the sibling bench/strength/stats.py: one reader of the panel's lines

FLOWS = ("paid_bank", "paid_rivals", "received", "sales")
COUNTS = ("bought", "kept", "sold")


def money_errors(rows: list[dict[str, Any]], start: float) -> list[str]:
    """Seats whose final money is not start - paid + received + sales."""
    errors = []
    for r in rows:
        led = r["ledger"]
        for i, final in enumerate(r["score"]):
            expect = (start - led["paid_bank"][i] - led["paid_rivals"][i] + led["received"][i]
                      + led["sales"][i])
            if abs(expect - final) > 1e-6:
                errors.append(f"{r['label']} deal {r['deal']} hero seat {r['seat']}: seat {i} "
                              f"has {final}, its ledger gives {expect}")
    return errors


def seat_specs(r: dict[str, Any]) -> list[str]:
    """Who sat where: the panel cycles its opponents over the seats other than the hero's."""
    opps = r["opps"]
    specs, k = [], 0
    for i in range(r["players"]):
        if i == r["seat"]:
            specs.append(r["hero"])
        else:
            specs.append(opps[k % len(opps)])
            k += 1
    return specs


def winner(r: dict[str, Any]) -> int:
    return max(range(r["players"]), key=lambda i: r["score"][i])


def mean_row(picks: list[tuple[dict[str, Any], int]]) -> dict[str, float]:
    n = max(1, len(picks))
    out = {k: sum(r["ledger"][k][i] for r, i in picks) / n for k in FLOWS + COUNTS}
    out["money"] = sum(r["score"][i] for r, i in picks) / n
    return out


def table(rows: list[dict[str, Any]]) -> str:
    lost = [r for r in rows if r["share"] == 0]
    groups = [
        ("hero", [(r, r["seat"]) for r in rows]),
        ("each other seat", [(r, i) for r in rows for i in range(r["players"]) if i != r["seat"]]),
    ]
    kinds = sorted({o for r in rows for o in r["opps"]})
    if len(kinds) > 1:
        groups += [(f"each {kind}", [(r, i) for r in rows for i, sp in enumerate(seat_specs(r))
                                     if i != r["seat"] and sp == kind]) for kind in kinds]
    groups += [
        ("hero, games it lost", [(r, r["seat"]) for r in lost]),
        ("the winner, games the hero lost", [(r, winner(r)) for r in lost]),
    ]
    head = "| seats | games | money | " + " | ".join(FLOWS + COUNTS) + " | paid a painting | sold for a painting |"
    lines = [head, "|" + "---|" * (len(FLOWS) + len(COUNTS) + 5)]
    for name, picks in groups:
        m = mean_row(picks)
        games = len({(r["seed"], r["deal"], r["seat"]) for r, _ in picks})
        bought = m["bought"] + m["kept"]
        price = (m["paid_bank"] + m["paid_rivals"]) / bought if bought else 0.0
        sale = m["sales"] / bought if bought else 0.0
        cells = " | ".join(f"{m[k]:.1f}" for k in FLOWS + COUNTS)
        lines.append(f"| {name} | {games} | {m['money']:.0f} | {cells} | {price:.1f} | {sale:.1f} |")
    if len(kinds) > 1 and lost:
        won = Counter(seat_specs(r)[winner(r)] for r in lost)
        lines.append("\nthe games the hero lost, won by: "
                     + ", ".join(f"{kind} {won[kind]}" for kind in kinds))
    return "\n".join(lines)


def hero_columns(r: dict[str, Any]) -> dict[str, float]:
    """The hero's ledger columns, its money and the other seats' mean money."""
    i, n = r["seat"], r["players"]
    out = {k: float(r["ledger"][k][i]) for k in FLOWS + COUNTS}
    out["money"] = float(r["score"][i])
    out["others' money"] = (sum(r["score"]) - r["score"][i]) / (n - 1)
    return out


def paired(rows: list[dict[str, Any]], a: str, b: str) -> str:
    """Row A's hero minus row B's on the games both played, column by column, each line
    with row B's mean beside it."""
    diffs = stats.differences(rows, "label", a, b, hero_columns)
    if not diffs:
        return f"no shared games with a ledger between {a!r} and {b!r}"
    names = (*FLOWS, *COUNTS, "money", "others' money")
    rb = stats.index(rows, "label", b)
    base = [sum(hero_columns(rb[k])[name] for k, _ in diffs) / len(diffs) for name in names]
    lines = stats.summarize(diffs, tuple((name, 2) for name in names))
    return "\n".join([f"paired {a!r} - {b!r}: {len(diffs)} shared games (hero's columns)",
                      *(f"{line} (B {m:.2f})" for line, m in zip(lines, base))])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--check", type=float, metavar="START",
                    help="verify every seat's money against its ledger (START: money at the deal)")
    ap.add_argument("--pair", nargs=2, action="append", metavar=("A", "B"), default=[],
                    help="row A's hero minus row B's, column by column, on the games both played")
    a = ap.parse_args(argv)
    games = stats.read_games(a.files)
    if games is None:
        return 2
    rows = [r for r in games if "ledger" in r]
    if not rows:
        print("no line with a ledger", file=sys.stderr)
        return 1
    if a.check is not None:
        errors = money_errors(rows, a.check)
        for e in errors[:10]:
            print(e, file=sys.stderr)
        print(f"{len(rows)} games, {len(errors)} seats off their ledger")
        return 1 if errors else 0
    if a.pair:
        for x, y in a.pair:
            print(paired(rows, x, y))
        return 0
    stats.print_per_label(rows, table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
