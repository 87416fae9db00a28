"""Arena benchmarks: the A/B test's error rates by simulation, and match throughput.

    PYTHONPATH=python python bench/bench_arena.py sprt [--runs 5000]
    PYTHONPATH=python python bench/bench_arena.py speed [--deals 8 --repeat 2]

``sprt``: for 2, 3 and 4 players, alpha = beta = 0.05, H0 elo0 = 0 and H1 elo1 = 30, the
share of simulated matches (`galleria_ai.arena.simulate`) that accept H0 when the engines
are equal and H1 when the candidate gains exactly 30 Elo, with a 95% Wilson interval, for
independent games (luck 0) and seat luck (luck 1), and the mean number of deals.

``speed``: games per minute of one short match (3 players: two ``galleria-engine``
processes searching 50 iterations per move and the in-process heuristic bot), run
interleaved so that the machine's load hits every variant alike: ``-j 1`` with engines reused
vs a fresh engine process per game, and ``-j 2`` local worker processes vs a private local
Ray instance with 2 actors. Two figures per run: games/minute while playing (the arena's own
clock, from the first game submitted) and over the whole wall time including start-up
(workers, actors; the Ray instance's own start is reported apart).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

from galleria_ai.arena.players import parse_player
from galleria_ai.arena.runner import MatchConfig, run_match
from galleria_ai.arena.simulate import simulate
from galleria_ai.arena.sprt import Sprt
from galleria_ai.arena.stats import wilson_interval


def bench_sprt(runs: int, elo1: float) -> None:
    print(f"| players | seat luck | true gain | accepted as it should | 95% interval | "
          f"mean deals |  ({runs} simulated matches each, elo0 = 0, elo1 = {elo1:g})")
    print("|---|---|---|---|---|---|")
    for players in (4, 3, 2):
        test = Sprt(players, 0.0, elo1)
        for luck in (0.0, 1.0):
            for elo, want in ((0.0, "H0"), (elo1, "H1")):
                t0 = time.monotonic()
                r = simulate(test, elo, runs, seed=1000 * players + int(elo) + int(10 * luck),
                             luck=luck)
                good = r.h0 if want == "H0" else r.h1
                lo, hi = wilson_interval(good, runs)
                print(f"| {players} | {luck:g} | {elo:g} Elo | {want} {100 * good / runs:.2f}% "
                      f"| {100 * lo:.2f}-{100 * hi:.2f}% | {r.mean_deals:.0f} |  "
                      f"({time.monotonic() - t0:.0f} s)", flush=True)


def speed_config(deals: int, fresh: bool) -> MatchConfig:
    engine = f"'{sys.executable}' -m galleria_ai.engine.main option.InfoInterval=0"
    specs = [parse_player(f"{engine} name=eng1"), parse_player(f"{engine} name=eng2"),
             parse_player("builtin:heuristic")]
    return MatchConfig(entrants=specs, lineup=[0, 1, 2], deals=deals, match_seed=11,
                       limits={"iterations": 50}, fresh_engines=fresh)


def one_run(label: str, deals: int, fresh: bool, jobs: int, ray: str | None,
            tmp: str) -> tuple[str, float, float]:
    out = os.path.join(tmp, f"{label}.jsonl")
    t0 = time.monotonic()
    outcome = run_match(speed_config(deals, fresh), out, force=True, concurrency=jobs,
                        ray=ray)
    wall = time.monotonic() - t0
    n = len(outcome.results)
    return label, 60.0 * n / outcome.elapsed, 60.0 * n / wall


def bench_speed(deals: int, repeat: int) -> None:
    import ray

    t0 = time.monotonic()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    print(f"local Ray instance (2 CPUs) started in {time.monotonic() - t0:.1f} s")
    variants = [("j1-reuse", False, 1, None), ("j1-fresh", True, 1, None),
                ("j2-local", False, 2, None), ("j2-ray", False, 2, "local")]
    rows: dict[str, list[tuple[float, float]]] = {v[0]: [] for v in variants}
    with tempfile.TemporaryDirectory() as tmp:
        for rep in range(repeat):
            for label, fresh, jobs, ray_address in variants:
                _, playing, wall = one_run(label, deals, fresh, jobs, ray_address, tmp)
                rows[label].append((playing, wall))
                print(f"run {rep + 1} {label}: {playing:.1f} games/min playing, "
                      f"{wall:.1f} over the wall time", flush=True)
    ray.shutdown()
    print(f"\n| variant ({3 * deals} games) | games/min while playing | games/min wall |")
    print("|---|---|---|")
    for label, vals in rows.items():
        print(f"| {label} | {' / '.join(f'{p:.1f}' for p, _ in vals)} | "
              f"{' / '.join(f'{w:.1f}' for _, w in vals)} |")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="what", required=True)
    s = sub.add_parser("sprt")
    s.add_argument("--runs", type=int, default=5000)
    s.add_argument("--elo1", type=float, default=30.0)
    v = sub.add_parser("speed")
    v.add_argument("--deals", type=int, default=8)
    v.add_argument("--repeat", type=int, default=2)
    args = p.parse_args()
    if args.what == "sprt":
        bench_sprt(args.runs, args.elo1)
    else:
        bench_speed(args.deals, args.repeat)


if __name__ == "__main__":
    main()
