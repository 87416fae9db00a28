"""``galleria-selfplay``: one full Modern Art game between built-in random players.

Prints the moves, each season's scoring and the result. Every random choice flows from
``--seed`` (the deal and the players' moves).
"""

from __future__ import annotations

import random

import click

from galleria_ai import modern_art as ma

VARIANT_HELP = "Rules variant key=value (repeat): double=split|all_to_second, virtual=none|turn|winner."


def play_game(state: ma.State, seed: int, echo=click.echo, verbose: bool = True) -> ma.State:
    """Play `state` to the end with uniformly random legal moves; print as it goes."""
    rng = random.Random(seed)
    season = state.season
    scored = 0
    moves = 0
    while not state.is_terminal():
        for seat in state.to_move():
            # Sealed bids are simultaneous: each seat answers from its own state alone.
            move = state.random_move(seat, rng.getrandbits(63))
            phase = state.phase()
            state.apply(move, seat)
            moves += 1
            if verbose:
                echo(f"  season {season + 1} {phase:<12} seat {seat}: {move}")
            if state.phase() != "sealed":
                break
        records = state.scoring()
        while scored < len(records):
            print_scoring(records[scored], state.num_players, echo)
            scored += 1
        season = state.season
    echo(f"{moves} moves")
    return state


def print_scoring(record: dict, players: int, echo=click.echo) -> None:
    counts = " ".join(f"{a}:{n}" for a, n in record["counts"].items())
    ranked = ", ".join(f"{a} {record['values'][a]}" for a in record["ranked"]) or "none"
    earnings = " ".join(f"seat {i}: +{e}" for i, e in enumerate(record["earnings"][:players]))
    echo(f"== season {record['season'] + 1} scoring: cards {counts}")
    echo(f"   ranked (value per painting): {ranked}")
    echo(f"   sales: {earnings}")


@click.command()
@click.option("--players", type=click.IntRange(3, 5), default=4, show_default=True)
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True)
@click.option("--variant", "variants", multiple=True, help=VARIANT_HELP)
@click.option("--quiet", is_flag=True, help="Only print the scoring and the result.")
def main(players: int, seed: int, variants: tuple[str, ...], quiet: bool) -> None:
    """Play one full Modern Art game between built-in random players."""
    try:
        chosen = ma.parse_variants(variants)
        state = ma.new_game(players, seed, **ma.game_options(chosen))
    except ValueError as exc:
        raise click.UsageError(str(exc)) from exc
    label = " ".join(f"{k}={v}" for k, v in chosen.items()) or "none"
    click.echo(f"Modern Art, {players} players, seed {seed}, variants {label}")
    play_game(state, seed, verbose=not quiet)
    money = state.money()
    for seat in state.ranking():
        click.echo(f"seat {seat}: {money[seat]}")
    winners = state.winners()
    label = "winner" if len(winners) == 1 else "shared win"
    click.echo(f"{label}: " + ", ".join(f"seat {w}" for w in winners))


if __name__ == "__main__":
    main()
