"""``galleria-selfplay``: one full game of a registered game between built-in random players.

Prints the moves (chance outcomes included), each scoring as it happens and the result.
Every random choice flows from ``--seed`` (the shuffles, the chance outcomes and the
players' moves).
"""

from __future__ import annotations

import random
from typing import Any, Callable

import click

from galleria_ai import games

Echo = Callable[[str], Any]


def play_game(state: Any, seed: int, echo: Echo = click.echo, verbose: bool = True) -> Any:
    """Play `state` to the end with uniformly random legal moves; print as it goes."""
    entry = games.of_state(state)
    names = [f"seat {s}" for s in range(state.num_players)]
    rng = random.Random(seed)
    scored = 0
    moves = 0
    while not state.is_terminal():
        if state.is_chance():
            outcome = state.random_move(None, rng.getrandbits(63))
            state.apply(outcome)
            if verbose:
                echo(f"  chance: {outcome}")
        else:
            for seat in state.to_move():
                # Simultaneous moves: each seat answers from its own state alone.
                move = state.random_move(seat, rng.getrandbits(63))
                simultaneous = state.is_simultaneous()
                state.apply(move, seat)
                moves += 1
                if verbose:
                    echo(f"  seat {seat}: {move}")
                if not simultaneous:
                    break
        records = entry.scoring(state)
        while scored < len(records):
            for line in entry.scoring_lines(records[scored], names):
                echo(line)
            scored += 1
    echo(f"{moves} moves")
    return state


@click.command()
@click.option("--game", default=games.DEFAULT, show_default=True,
              help="Registered game: " + ", ".join(games.names()) + ".")
@click.option("--players", type=int, default=None,
              help="Seats (default: the game's usual number; Modern Art 4).")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True)
@click.option("--variant", "variants", multiple=True,
              help="Rules variant key=value (repeat); Modern Art: double=split|all_to_second, "
                   "virtual=none|turn|winner.")
@click.option("--quiet", is_flag=True, help="Only print the scoring and the result.")
def main(game: str, players: int | None, seed: int, variants: tuple[str, ...],
         quiet: bool) -> None:
    """Play one full game between built-in random players."""
    try:
        entry = games.get(game)
        players = entry.default_players if players is None else players
        chosen = entry.parse_variants(variants)
        state = entry.new_game(players, seed, chosen)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from exc
    label = " ".join(f"{k}={v}" for k, v in chosen.items()) or "none"
    click.echo(f"{entry.title}, {players} players, seed {seed}, variants {label}")
    play_game(state, seed, verbose=not quiet)
    scores = entry.score(state)
    for seat in entry.ranking(state):
        click.echo(f"seat {seat}: {scores[seat]} {entry.score_name}")
    winners = state.winners()
    label = "winner" if len(winners) == 1 else "shared win"
    click.echo(f"{label}: " + ", ".join(f"seat {w}" for w in winners))


if __name__ == "__main__":
    main()
