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
both; when one of them buys it, its whole price counts as paid to rivals.) Lines written
since 2026-12-07 also count bought, kept and sold by the type of auction (`bought_open`,
`kept_sealed`, ...: open, once-around, sealed, fixed price; a double under its second
card's type, or `double` if nobody completed it) and the seasons each seat ended by the
card it played (`ended`); where every line has them, the tables and `--pair` show them
too, and `--check` also verifies that the counts by type add up to the totals and that
each game's four seasons were each ended by a seat. The table puts
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
# The auction types, as the columns name them ("double": a double nobody completed, which
# its player takes for free).
TYPES = ("open", "once", "sealed", "fixed", "double")
BY_TYPE = tuple(f"{c}_{t}" for c in COUNTS for t in TYPES)
SEASONS = 4
EXTRA = (*BY_TYPE, "ended")  # the columns of newer lines (ma_strength since 2026-12-07)


def has_extra(rows: list[dict[str, Any]]) -> bool:
    """Whether every line counts its lots by auction type and its seasons ended."""
    return bool(rows) and all(all(k in r["ledger"] for k in EXTRA) for r in rows)


def count_errors(rows: list[dict[str, Any]]) -> list[str]:
    """Seats whose counts by auction type do not add up to their totals, and games whose
    seasons ended by the seats' cards are not the game's four (every season ends on a card
    played or revealed; lines without the columns by type are not checked)."""
    errors = []
    for r in rows:
        led = r["ledger"]
        if not all(k in led for k in EXTRA):
            continue
        where = f"{r['label']} deal {r['deal']} hero seat {r['seat']}"
        for i in range(r["players"]):
            for c in COUNTS:
                by_type = sum(led[f"{c}_{t}"][i] for t in TYPES)
                if abs(by_type - led[c][i]) > 1e-6:
                    errors.append(f"{where}: seat {i} has {c} {led[c][i]}, by type {by_type}")
        if sum(led["ended"]) != SEASONS:
            errors.append(f"{where}: {sum(led['ended'])} seasons ended, the game has {SEASONS}")
    return errors


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


def mean_row(picks: list[tuple[dict[str, Any], int]],
             columns: tuple[str, ...] = FLOWS + COUNTS) -> dict[str, float]:
    n = max(1, len(picks))
    out = {k: sum(r["ledger"][k][i] for r, i in picks) / n for k in columns}
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
    if has_extra(rows):
        lines += ["", "| seats | " + " | ".join(EXTRA) + " |", "|" + "---|" * (len(EXTRA) + 1)]
        for name, picks in groups:
            m = mean_row(picks, EXTRA)
            lines.append(f"| {name} | " + " | ".join(f"{m[k]:.2f}" for k in EXTRA) + " |")
    return "\n".join(lines)


def hero_columns(r: dict[str, Any], extra: bool = False) -> dict[str, float]:
    """The hero's ledger columns (with `extra`, those by auction type and the seasons
    ended too), its money and the other seats' mean money."""
    i, n = r["seat"], r["players"]
    out = {k: float(r["ledger"][k][i]) for k in FLOWS + COUNTS + (EXTRA if extra else ())}
    out["money"] = float(r["score"][i])
    out["others' money"] = (sum(r["score"]) - r["score"][i]) / (n - 1)
    return out


def paired(rows: list[dict[str, Any]], a: str, b: str) -> str:
    """Row A's hero minus row B's on the games both played, column by column, each line
    with row B's mean beside it."""
    ra, rb = stats.index(rows, "label", a), stats.index(rows, "label", b)
    shared = sorted(set(ra) & set(rb))
    extra = has_extra([ra[k] for k in shared] + [rb[k] for k in shared])
    diffs = stats.differences(rows, "label", a, b, lambda r: hero_columns(r, extra))
    if not diffs:
        return f"no shared games with a ledger between {a!r} and {b!r}"
    names = (*FLOWS, *COUNTS, *(EXTRA if extra else ()), "money", "others' money")
    base = [sum(hero_columns(rb[k], extra)[name] for k, _ in diffs) / len(diffs) for name in names]
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
        errors = money_errors(rows, a.check) + count_errors(rows)
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
