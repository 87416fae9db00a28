"""No peeking, for every registered game: positions that differ only in what the deciding
seat cannot see give the same search result and the same baseline-bot moves. Many random
positions of every table and variant, deep into the game, not only the opening."""

from __future__ import annotations

import random

from galleria_ai import games, search
from game_tables import tables

POSITIONS_PER_TABLE = 6
ITERATIONS = 150


def random_position(entry: games.GameEntry, players: int, variants: dict, rng: random.Random):
    """A state where some seat must decide, drawn uniformly from the decisions of one random
    game (so from every depth of the game)."""
    state = entry.new_game(players, rng.getrandbits(32), variants)
    decisions = []
    while not state.is_terminal():
        if state.is_chance():
            state.apply(state.random_move(None, rng.getrandbits(32)))
            continue
        decisions.append(state.clone())
        seat = rng.choice(state.to_move())
        state.apply(state.random_move(seat, rng.getrandbits(32)), seat)
    return rng.choice(decisions)


def summary(r: search.SearchResult) -> tuple:
    return r.move, r.iterations, tuple(round(v, 12) for v in r.values), \
        tuple((m, n, round(x, 12)) for m, n, x in r.stats)


def test_search_and_bots_see_only_the_seats_view(entry):
    rng = random.Random(7)
    positions = differing = own_changes = 0
    for players, variants in tables(entry):
        for _ in range(POSITIONS_PER_TABLE):
            state = random_position(entry, players, variants, rng)
            seat = rng.choice(state.to_move())
            worlds = [state.determinize(seat, rng.getrandbits(32)) for _ in range(2)]
            worlds.append(state)
            view = state.observation_string(seat)
            assert all(w.observation_string(seat) == view for w in worlds)
            differing += len({w.to_json() for w in worlds}) > 1
            seed = rng.getrandbits(32)
            results = {summary(search.search(w, seat, iterations=ITERATIONS, seed=seed))
                       for w in worlds}
            assert len(results) == 1, f"{entry.name}: the search peeked ({players}, {variants})"
            for bot in entry.bots:
                moves = {search.bot_move(w, seat, bot=bot, seed=seed) for w in worlds}
                assert len(moves) == 1, f"{entry.name}: bot {bot} peeked"
            positions += 1
            # The comparison has power: a world where the seat's *own* secrets differ (seen
            # from another seat) usually changes the result.
            other = state.determinize((seat + 1) % players, rng.getrandbits(32))
            if other.private_items(seat) != state.private_items(seat):
                own_changes += summary(search.search(other, seat, iterations=ITERATIONS,
                                                     seed=seed)) not in results
    # the worlds really differed in hidden parts in most positions (else the test is empty)
    assert differing >= positions // 2
    assert own_changes > 0
