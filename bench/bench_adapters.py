"""Random games/s through the researcher adapters vs the plain Python API (see
bench/README.md, "Researcher adapters").

Every loop plays whole games with uniformly random legal moves (the same distribution
everywhere: uniform over the legal moves, bids over the whole legal range):
- **python API**: `ma.new_game(seed)` then `State.random_move` / `State.apply`;
- **OpenSpiel**: `pyspiel.load_game("galleria_modern_art")`, the 70 deck-dealing chance
  steps sampled from `chance_outcomes()`, then `random.choice(state.legal_actions())` and
  `state.apply_action` — what an OpenSpiel user's loop does;
- **PettingZoo**: `modern_art_env()`, `env.reset(seed)`, then for every agent `env.last()`
  and a uniformly random action among the ones its `action_mask` allows (numpy), as well
  as with gymnasium's own `action_space(agent).sample(mask)`.
Also: OpenSpiel ISMCTS simulations/s from a fresh deal (`CoreRolloutEvaluator` leaves vs
OpenSpiel's `RandomRolloutEvaluator`).

For scale, OpenSpiel's own pure-Python `python_tic_tac_toe` is timed the same way: its
time per move is what any pyspiel Python game pays for the C++/Python round trips.

The loops alternate in rounds (each loop runs about `--seconds` per round) so load changes
on the shared machine hit them alike; the table gives the median over rounds and the ratio
to the python API within the same round.

Usage: PYTHONPATH=python python bench/bench_adapters.py [--players 4 --rounds 5 --seconds 3]
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Callable

import click
import numpy as np
import pyspiel
from galleria_ai import modern_art as ma
from galleria_ai.adapters import openspiel as gos
from galleria_ai.adapters.pettingzoo import modern_art_env
from open_spiel.python.algorithms import ismcts, mcts


def python_api(players: int, rng: random.Random) -> int:
    s = ma.new_game(players=players, seed=rng.getrandbits(32))
    moves = 0
    while not s.is_terminal():
        seat = s.current_player()
        s.apply(s.random_move(seat, rng.getrandbits(63)), seat)
        moves += 1
    return moves


def openspiel_loop(players: int, rng: random.Random) -> int:
    game = pyspiel.load_game("galleria_modern_art", {"players": players})
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            moves += 1
    return moves


def pettingzoo_loop(players: int, rng: random.Random, gym_sample: bool = False) -> int:
    env = modern_art_env(players=players)
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


def tic_tac_toe_loop(rng: random.Random) -> int:
    """OpenSpiel's own Python tic-tac-toe: the cost of a step of any pyspiel Python game."""
    from open_spiel.python.games import tic_tac_toe  # noqa: F401 - registers the game

    state = pyspiel.load_game("python_tic_tac_toe").new_initial_state()
    moves = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        moves += 1
    return moves


def run_for(loop: Callable[[random.Random], int], seconds: float, seed: int) -> tuple[float, float]:
    """(games/s, moves/game) of `loop` run for about `seconds`."""
    rng = random.Random(seed)
    games = moves = 0
    t0 = time.perf_counter()
    while True:
        moves += loop(rng)
        games += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return games / elapsed, moves / games


def ismcts_rate(players: int, evaluator: str, simulations: int, seed: int) -> float:
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


@click.command()
@click.option("--players", default=4, show_default=True, type=click.IntRange(3, 5))
@click.option("--rounds", default=5, show_default=True, type=click.IntRange(1, 100))
@click.option("--seconds", default=3.0, show_default=True, help="Seconds per loop per round.")
@click.option("--simulations", default=200, show_default=True,
              help="ISMCTS simulations per measurement.")
def main(players: int, rounds: int, seconds: float, simulations: int) -> None:
    loops: dict[str, Callable[[random.Random], int]] = {
        "python API": lambda r: python_api(players, r),
        "OpenSpiel adapter": lambda r: openspiel_loop(players, r),
        "PettingZoo adapter (numpy mask choice)": lambda r: pettingzoo_loop(players, r),
        "PettingZoo adapter (gymnasium sample(mask))":
            lambda r: pettingzoo_loop(players, r, gym_sample=True),
    }
    loops["OpenSpiel python_tic_tac_toe (reference)"] = tic_tac_toe_loop
    rates: dict[str, list[float]] = {k: [] for k in loops}
    ratios: dict[str, list[float]] = {k: [] for k in loops}
    lengths: dict[str, list[float]] = {k: [] for k in loops}
    for r in range(rounds):
        base = None
        for name, loop in loops.items():
            gps, mpg = run_for(loop, seconds, seed=1000 * r + len(name))
            rates[name].append(gps)
            lengths[name].append(mpg)
            base = gps if base is None else base
            ratios[name].append(gps / base)
        print(f"round {r + 1}: " + ", ".join(f"{k} {v[-1]:.1f}" for k, v in rates.items()),
              flush=True)
    print(f"\n{players}-player random games, {rounds} rounds of ~{seconds:g} s per loop\n")
    print("| loop | games/s (median) | range | ratio to python API (median) | moves/game | "
          "µs/move |")
    print("|---|---|---|---|---|---|")
    for name in loops:
        gps, mpg = statistics.median(rates[name]), statistics.mean(lengths[name])
        print(f"| {name} | {gps:.1f} | {min(rates[name]):.1f}–{max(rates[name]):.1f} | "
              f"{statistics.median(ratios[name]):.4f} | {mpg:.0f} | {1e6 / (gps * mpg):.1f} |")
    core = [ismcts_rate(players, "core", simulations, s) for s in range(3)]
    stock = [ismcts_rate(players, "openspiel", max(20, simulations // 10), s) for s in range(3)]
    print(f"\nOpenSpiel ISMCTS from a fresh deal: {statistics.median(core):.0f} simulations/s "
          f"with CoreRolloutEvaluator, {statistics.median(stock):.0f} with "
          "RandomRolloutEvaluator")


if __name__ == "__main__":
    main()
