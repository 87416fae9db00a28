"""Random games/s through the researcher adapters vs the plain Python API (see
bench/README.md, "Researcher adapters").

Every loop plays whole games with uniformly random legal moves (the same distribution
everywhere: uniform over the legal moves, bids over the whole legal range; chance steps by
their probabilities), for each game (`--games`, default both):
- **python API**: the registry entry's ``new_game(seed)``, then `State.random_move` /
  `State.apply` (chance steps: the state's own ``chance_outcome()``);
- **OpenSpiel**: ``pyspiel.load_game("galleria_<game>")``, the set-up chance nodes sampled
  from ``chance_outcomes()``, then ``random.choice(state.legal_actions())`` and
  ``state.apply_action`` — what an OpenSpiel user's loop does;
- **PettingZoo**: ``env(<game>)``, ``env.reset(seed)``, then for every agent ``env.last()``
  and a uniformly random action among the ones its ``action_mask`` allows (numpy), as well
  as with gymnasium's own ``action_space(agent).sample(mask)``.
Also: OpenSpiel ISMCTS simulations/s from a fresh Modern Art deal (`CoreRolloutEvaluator`
leaves vs OpenSpiel's `RandomRolloutEvaluator`). For scale, OpenSpiel's own pure-Python
``python_tic_tac_toe`` is timed the same way: its time per move is what any pyspiel Python
game pays for the C++/Python round trips.

Each measurement runs in a fresh worker process (``--worker``); the loops alternate in
rounds (each runs about ``--seconds`` per round) so load changes on the shared machine hit
them alike; the table gives the median over rounds and the ratio to the python API of the
same game within the same round. ``--baseline DIR`` also times the Modern Art adapter
loops of another checkout (``DIR/python`` with its built ``_core``), e.g. the commit before
a change, in the same rounds.

Usage: PYTHONPATH=python python bench/bench_adapters.py [--players 4 --rounds 5 --seconds 3]
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

import click

HERE = Path(__file__).resolve()
PYTHON_DIR = HERE.parents[1] / "python"


# ---- the loops (run inside a worker process) -------------------------------------------
def python_api(game: str, players: int, rng: random.Random) -> int:
    from galleria_ai import games

    s = games.get(game).new_game(players, rng.getrandbits(32)) if game in games.names() \
        else _standin(game).new_game(players, rng.getrandbits(32))
    moves = 0
    while not s.is_terminal():
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        seat = s.current_player()
        s.apply(s.random_move(seat, rng.getrandbits(63)), seat)
        moves += 1
    return moves


def _standin(game: str):  # a game with a spec that is not in the registry yet
    from galleria_ai.adapters.specs import spec_for

    return spec_for(game).face


def openspiel_loop(game: str, players: int, rng: random.Random) -> int:
    import pyspiel
    from galleria_ai.adapters import openspiel as gos

    register = getattr(gos, "register", None)
    name = f"galleria_{game}"
    if register is not None and game != "modern_art":
        name = register(game)
    state = pyspiel.load_game(name, {"players": players}).new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            moves += 1
    return moves


def pettingzoo_loop(game: str, players: int, rng: random.Random,
                    gym_sample: bool = False) -> int:
    import numpy as np
    from galleria_ai.adapters import pettingzoo as pz

    env = (pz.env(game, players=players) if hasattr(pz, "gallerist_env")
           else pz.modern_art_env(players=players))  # a baseline from before the registry
    env.reset(seed=rng.getrandbits(32))
    nprng = np.random.default_rng(rng.getrandbits(32))
    moves = 0
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        mask = obs["action_mask"]
        if gym_sample:
            action = env.action_space(agent).sample(mask)
        else:
            legal = np.flatnonzero(mask)
            action = int(legal[nprng.integers(len(legal))])
        env.step(action)
        moves += 1
    return moves


def tic_tac_toe_loop(game: str, players: int, rng: random.Random) -> int:
    """OpenSpiel's own Python tic-tac-toe: the cost of a step of any pyspiel Python game."""
    import pyspiel
    from open_spiel.python.games import tic_tac_toe  # noqa: F401 - registers the game

    state = pyspiel.load_game("python_tic_tac_toe").new_initial_state()
    moves = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        moves += 1
    return moves


LOOPS: dict[str, Callable[..., int]] = {
    "python API": python_api,
    "OpenSpiel adapter": openspiel_loop,
    "PettingZoo adapter, numpy choice from the mask": pettingzoo_loop,
    "PettingZoo adapter, gymnasium sample(mask)":
        lambda g, n, r: pettingzoo_loop(g, n, r, gym_sample=True),
    "OpenSpiel python_tic_tac_toe (reference)": tic_tac_toe_loop,
}


def run_for(loop: Callable[[random.Random], int], seconds: float,
            seed: int) -> tuple[float, float, float]:
    """(games/s, moves/game, CPU µs per move) of `loop` run for about `seconds` (after one
    warm-up game). The CPU time of the process is less disturbed by other processes on a
    shared machine than the wall time."""
    rng = random.Random(seed)
    loop(random.Random(seed + 1))
    games = moves = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while True:
        moves += loop(rng)
        games += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            cpu = time.process_time() - c0
            return games / elapsed, moves / games, 1e6 * cpu / max(1, moves)


def ismcts_rate(players: int, evaluator: str, simulations: int, seed: int) -> float:
    import numpy as np
    import pyspiel
    from galleria_ai.adapters import openspiel as gos
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("galleria_modern_art", {"players": players})
    rng = random.Random(seed)
    state = game.new_initial_state()
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(actions, probs)[0])
    ev = (gos.CoreRolloutEvaluator(1, seed) if evaluator == "core"
          else mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)))
    bot = ismcts.ISMCTSBot(game, ev, 0.7, simulations, random_state=np.random.RandomState(seed))
    bot.set_resampler(lambda st, player: st.resample(player, rng))
    t0 = time.perf_counter()
    bot.step(state)
    return simulations / (time.perf_counter() - t0)


# ---- the driver ------------------------------------------------------------------------
def measure(loop: str, game: str, players: int, seconds: float, seed: int,
            python_dir: Path) -> tuple[float, float, float]:
    """Run one loop in a fresh worker process with `python_dir` first on the path."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(python_dir), *filter(None, [os.environ.get("PYTHONPATH", "")])]))
    out = subprocess.run(
        [sys.executable, str(HERE), "--worker", loop, "--game", game, "--players",
         str(players), "--seconds", str(seconds), "--seed", str(seed)],
        env=env, capture_output=True, text=True, check=True)
    gps, mpg, cpu = out.stdout.split()[-3:]
    return float(gps), float(mpg), float(cpu)


@click.command()
@click.option("--games", default="modern_art,gallerist", show_default=True,
              help="Comma-separated games.")
@click.option("--players", default=4, show_default=True, type=click.IntRange(2, 5))
@click.option("--rounds", default=5, show_default=True, type=click.IntRange(1, 100))
@click.option("--seconds", default=3.0, show_default=True, help="Seconds per loop per round.")
@click.option("--simulations", default=200, show_default=True,
              help="ISMCTS simulations per measurement (0: skip).")
@click.option("--baseline", type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Another checkout whose Modern Art adapter loops are timed alongside.")
@click.option("--worker", hidden=True)
@click.option("--game", hidden=True)
@click.option("--seed", hidden=True, type=int, default=0)
def main(games: str, players: int, rounds: int, seconds: float, simulations: int,
         baseline: Path | None, worker: str | None, game: str | None, seed: int) -> None:
    if worker is not None:  # inside a worker process: time one loop, print the figures
        fn = LOOPS[worker]
        gps, mpg, cpu = run_for(lambda r: fn(game, players, r), seconds, seed)
        print(f"{gps} {mpg} {cpu}")
        return
    plan: list[tuple[str, str, Path, str]] = []  # (label, game, python dir, loop)
    for g in games.split(","):
        for loop in LOOPS:
            if loop.startswith("OpenSpiel python_tic"):
                continue
            plan.append((f"{g}: {loop}", g, PYTHON_DIR, loop))
            if baseline is not None and g == "modern_art" and loop != "python API":
                plan.append((f"{g}: {loop} (baseline)", g, baseline / "python", loop))
    plan.append(("OpenSpiel python_tic_tac_toe (reference)", "modern_art", PYTHON_DIR,
                 "OpenSpiel python_tic_tac_toe (reference)"))
    rates: dict[str, list[float]] = {label: [] for label, *_ in plan}
    ratios: dict[str, list[float]] = {label: [] for label, *_ in plan}
    lengths: dict[str, list[float]] = {label: [] for label, *_ in plan}
    cpus: dict[str, list[float]] = {label: [] for label, *_ in plan}
    for r in range(rounds):
        base: dict[str, float] = {}
        for label, g, pdir, loop in plan:
            n = players if g != "modern_art" or players >= 3 else 3
            gps, mpg, cpu = measure(loop, g, n, seconds, 1000 * r + len(label), pdir)
            rates[label].append(gps)
            lengths[label].append(mpg)
            cpus[label].append(cpu)
            if loop == "python API":
                base[g] = gps
            ratios[label].append(gps / base.get(g, gps))
        print(f"round {r + 1}: " + ", ".join(f"{k} {v[-1]:.1f}" for k, v in rates.items()),
              flush=True)
    print(f"\n{players}-player random games, {rounds} rounds of ~{seconds:g} s per loop\n")
    print("| loop | games/s (median) | range | ratio to python API (median) | moves/game | "
          "µs/move (wall) | CPU µs/move (median) |")
    print("|---|---|---|---|---|---|---|")
    for label, *_ in plan:
        gps, mpg = statistics.median(rates[label]), statistics.mean(lengths[label])
        print(f"| {label} | {gps:.1f} | {min(rates[label]):.1f}–{max(rates[label]):.1f} | "
              f"{statistics.median(ratios[label]):.4f} | {mpg:.0f} | "
              f"{1e6 / (gps * mpg):.1f} | {statistics.median(cpus[label]):.1f} |")
    if simulations:
        sys.path.insert(0, str(PYTHON_DIR))
        core = [ismcts_rate(max(players, 3), "core", simulations, s) for s in range(3)]
        stock = [ismcts_rate(max(players, 3), "openspiel", max(20, simulations // 10), s)
                 for s in range(3)]
        print(f"\nOpenSpiel ISMCTS from a fresh Modern Art deal: {statistics.median(core):.0f} "
              f"simulations/s with CoreRolloutEvaluator, {statistics.median(stock):.0f} with "
              "RandomRolloutEvaluator")


if __name__ == "__main__":
    main()
