"""Run the strength panel rows of bench/README.md ("Search") with cpp/tools/ma_strength.

Usage:
    python bench/strength/run.py ROWSET [ROWSET ...] [--jobs 2] [--scale 1.0] [--dry-run]
                                 [--out DIR] [--build build/bench]

Row sets (4 players and 100 deals x 4 seat rotations = 400 games unless a row says so;
every row of a set plays the same deals, so rows compare paired):
    main     the engine at 10,000 iterations/move against each panel member
    curve    1,000 / 16,000 iterations against each panel member (same deals as main)
    deep     64,000 vs 16,000 iterations against the hardest members (fewer deals)
    time     equal time per move against the frozen 6610fdc engine
    players  3- and 5-player rows
    mixed    one each of the 6610fdc engine, the value bot and heuristic:0.8 at the table,
             with the engine, the 6610fdc engine, the value bot or heuristic:0.8 as the hero
    skill    the Skill levels against the panel (fewer deals)
    bots     the hand-written bots against each other (instant)

Each row appends one JSON line per game to OUT/<row>.jsonl (default bench/results/strength;
finished rows are skipped, so a stopped run resumes); summarise with
``python bench/strength/stats.py OUT/*.jsonl``. The engine's settings are the C++ defaults
(search::Options and SearchGame::Settings), so a row measures exactly what ships.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PANEL = {
    "random": "random",
    "h3": "heuristic:0.3",
    "h5": "heuristic:0.5",
    "h8": "heuristic:0.8",
    "value": "value",
    "ref": "ref:iters=10000",
}


def engine(iters: int, **extra: str) -> str:
    items = [f"iters={iters}"] + [f"{k}={v}" for k, v in extra.items()]
    return "ismcts:" + ",".join(items)


def rowsets() -> dict[str, list[dict]]:
    sets: dict[str, list[dict]] = {"main": [], "curve": [], "deep": [], "time": [],
                                   "players": [], "skill": [], "bots": [], "mixed": []}
    for name, opp in PANEL.items():
        sets["main"].append({"row": f"10k_vs_{name}", "hero": engine(10000), "opp": opp})
        for iters, tag in ((1000, "1k"), (16000, "16k")):
            sets["curve"].append({"row": f"{tag}_vs_{name}", "hero": engine(iters), "opp": opp})
    for name in ("h8", "value"):
        for iters, tag in ((16000, "16k"), (64000, "64k")):
            sets["deep"].append({"row": f"deep{tag}_vs_{name}", "hero": engine(iters),
                                 "opp": PANEL[name], "deals": 30, "seed": 7})
    for ms in (50, 200):
        sets["time"].append({"row": f"{ms}ms_vs_ref{ms}ms", "hero": f"ismcts:ms={ms}",
                             "opp": f"ref:ms={ms}"})
    for players in (3, 5):
        for name in ("h5", "h8", "value"):
            sets["players"].append({"row": f"{players}p_10k_vs_{name}", "hero": engine(10000),
                                    "opp": PANEL[name], "players": players, "deals": 60})
    # A table of different opponents: the style evidence must tell the seats apart. The
    # heroes share the table, deals and seats, so each pair of rows compares paired.
    table = [PANEL["ref"], PANEL["value"], PANEL["h8"]]
    for name, hero, deals in (("search", engine(10000), 100), ("ref", PANEL["ref"], 100),
                              ("value", PANEL["value"], 50), ("h8", PANEL["h8"], 50)):
        sets["mixed"].append({"row": f"mix_{name}", "hero": hero, "opp": table, "deals": deals})
    sys.path.insert(0, str(ROOT / "python"))
    from galleria_ai import skill

    for level in (1, 4, 7, 10, 13, 16, 20):
        s = skill.settings(level)
        extra = {"temp": str(s.temperature)}
        if "rollout" in s.search:
            extra["rollout"] = str(["random", "heuristic", "value"].index(s.search["rollout"]))
        if "prior_weight" in s.search:
            extra["pw"] = str(s.search["prior_weight"])
        hero = engine(max(1, round(10000 * s.budget)), **extra)
        for name in ("h5", "h8", "value"):
            sets["skill"].append({"row": f"skill{level}_vs_{name}", "hero": hero,
                                  "opp": PANEL[name], "deals": 25, "seed": 3})
    bots = {"value": "value", "h3": "heuristic:0.3", "h5": "heuristic:0.5", "h8": "heuristic:0.8"}
    for hname, hero in bots.items():
        for oname, opp in {"random": "random", **bots}.items():
            if hname != oname:
                sets["bots"].append({"row": f"bot_{hname}_vs_{oname}", "hero": hero, "opp": opp,
                                     "deals": 500})
    return sets


def command(row: dict, build: Path, out: Path, scale: float) -> list[str]:
    deals = max(1, round(row.get("deals", 100) * scale))
    opps = row["opp"] if isinstance(row["opp"], list) else [row["opp"]]
    return [str(build / "ma_strength"), "--hero", row["hero"],
            *[arg for opp in opps for arg in ("--opp", opp)],
            "--players", str(row.get("players", 4)), "--deals", str(deals),
            "--seed", str(row.get("seed", 1)), "--label", row["row"],
            "--out", str(out / f"{row['row']}.jsonl")]


def done_games(path: Path) -> int:
    if not path.exists():
        return 0
    return sum(1 for line in path.read_text().splitlines() if line.startswith("{"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sets", nargs="+")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every deal count")
    ap.add_argument("--out", default=str(ROOT / "bench/results/strength"))
    ap.add_argument("--build", default=str(ROOT / "build/bench"))
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args(argv)
    sets = rowsets()
    unknown = [s for s in args.sets if s not in sets]
    if unknown:
        print(f"unknown row sets {unknown}; known: {sorted(sets)}", file=sys.stderr)
        return 2
    build, out = Path(args.build), Path(args.out)
    if not args.dry_run:
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), "-G", "Ninja",
                        "-DGALLERIA_TOOLS=ON", "-DGALLERIA_PYTHON=OFF"], check=True,
                       stdout=subprocess.DEVNULL)
        subprocess.run(["cmake", "--build", str(build), "--target", "ma_strength"], check=True,
                       stdout=subprocess.DEVNULL)
        out.mkdir(parents=True, exist_ok=True)
    todo = []
    for name in args.sets:
        for row in sets[name]:
            cmd = command(row, build, out, args.scale)
            want = int(cmd[cmd.index("--deals") + 1]) * int(cmd[cmd.index("--players") + 1])
            if done_games(out / f"{row['row']}.jsonl") >= want:
                continue
            todo.append(cmd)
    for cmd in todo:
        print(" ".join(json.dumps(c) if " " in c else c for c in cmd))
    if args.dry_run:
        return 0

    def run(cmd: list[str]) -> None:
        path = Path(cmd[cmd.index("--out") + 1])
        path.unlink(missing_ok=True)  # a partial row is replayed whole (same deals)
        subprocess.run(["nice", *cmd], check=True, stderr=subprocess.DEVNULL)

    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        list(pool.map(run, todo))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
