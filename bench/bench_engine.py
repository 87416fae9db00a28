"""Engine protocol latencies of `galleria-engine` (see bench/README.md, "Engine protocol").

Measures, through the real process and the `galleria_ai.client.Engine` client:
- start-up: spawn until ``geiok`` (median of --starts runs),
- ``isready`` → ``readyok`` round trip (--pings runs),
- ``go iterations 1`` → ``bestmove`` round trip in a mid-game 4-player position (--goes runs),
- search throughput of one ``go iterations N`` (nps as reported by the engine).

Usage: PYTHONPATH=python python bench/bench_engine.py [--starts 5 --pings 500 --goes 200]
"""

from __future__ import annotations

import json
import statistics
import sys
import time

import click
from galleria_ai import modern_art as ma
from galleria_ai.client import Engine
from galleria_ai.match import Limits

COMMAND = [sys.executable, "-m", "galleria_ai.engine.main"]


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def summary(xs: list[float]) -> dict:
    return {"n": len(xs), "median_ms": round(statistics.median(xs), 3),
            "p90_ms": round(percentile(xs, 0.9), 3), "min_ms": round(min(xs), 3)}


def mid_game(eng: Engine, moves: int = 12) -> int:
    """Feed the engine (seat 0) a 4-player game that passes on everything for `moves`
    moves, until seat 0 must play a card; returns the seat."""
    st = ma.new_game(players=4, seed=7)
    eng.send("newgame modern_art players 4 seat 0")
    eng.private(0, ["deal", *st.hand(0)])
    done = 0
    while True:
        movers = st.to_move()
        if movers == [0] and st.phase() == "play" and done >= moves:
            return 0
        if st.phase() == "sealed":
            for s in movers:
                st.apply("pass", s)
            eng.reveal({s: "pass" for s in movers})
        else:
            seat = movers[0]
            legal = st.legal_moves(seat)
            move = next((m for m in ("pass", "noadd", "decline", "noreveal") if m in legal),
                        legal[0])
            st.apply(move, seat)
            eng.event(seat, move)
        done += 1


@click.command()
@click.option("--starts", default=5, show_default=True)
@click.option("--pings", default=500, show_default=True)
@click.option("--goes", default=200, show_default=True)
@click.option("--iterations", default=5000, show_default=True,
              help="budget of the throughput search")
def main(starts: int, pings: int, goes: int, iterations: int) -> None:
    startup = []
    for _ in range(starts):
        eng = Engine(COMMAND, timeout=60)
        t0 = time.perf_counter()
        eng.start()
        startup.append((time.perf_counter() - t0) * 1000)
        eng.quit()

    eng = Engine(COMMAND, timeout=60)
    eng.start()
    eng.set_option("InfoInterval", "0")
    ready = []
    for _ in range(pings):
        t0 = time.perf_counter()
        eng.is_ready()
        ready.append((time.perf_counter() - t0) * 1000)
    seat = mid_game(eng)
    eng.is_ready()
    go1 = []
    for _ in range(goes):
        t0 = time.perf_counter()
        eng.go(seat, Limits(iterations=1))
        go1.append((time.perf_counter() - t0) * 1000)
    dec = eng.go(seat, Limits(iterations=iterations))
    eng.quit()
    result = {
        "startup_to_geiok": summary(startup),
        "isready_roundtrip": summary(ready),
        "go_iterations_1_roundtrip": summary(go1),
        "search": {"iterations": dec.stats.get("iterations"), "time_ms": dec.stats.get("time"),
                   "nps": dec.stats.get("nps")},
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
