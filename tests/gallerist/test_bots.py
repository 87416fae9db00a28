"""The baseline bots (``heuristic`` and ``random``): legal, reproducible, and the heuristic
plays the game on purpose — it beats random players, its games end by the rules' end
triggers rather than the round cap, and it buys, sells, signs contracts, brings visitors in,
takes reputation tiles and uses the market. (No peeking is checked for every game in
``tests/games/test_no_peeking.py``.)"""

from __future__ import annotations

from collections import Counter

import pytest
from galleria_ai import _core, search
from galleria_ai.games.gallerist import rules as gl


def bot_game(players: int, seed: int, bots: list[str]) -> tuple[gl.State, Counter]:
    """A whole game between `bots` (per seat); the count of each seat's move words."""
    s = gl.new_game(players=players, seed=seed)
    used: Counter = Counter()
    k = 0
    while not s.is_terminal():
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        seat = s.current_player()
        move = _core.gallerist_bot_move(s, seat, bots[seat], seed * 100_003 + k)
        k += 1
        assert move in s.legal_moves(seat)
        used[(seat, move.split()[0])] += 1
        s.apply(move, seat)
    return s, used


def test_bot_moves_are_legal_and_reproducible():
    s = gl.new_game(players=3, seed=4)
    for k in range(300):
        if s.is_chance():
            s.apply(s.chance_outcome())
            continue
        seat = s.current_player()
        for bot in ("heuristic", "random"):
            move = search.bot_move(s, seat, bot=bot, seed=k)
            assert move in s.legal_moves(seat)
            assert search.bot_move(s, seat, bot=bot, seed=k) == move
        s.apply(search.bot_move(s, seat, seed=k), seat)  # default bot: heuristic


def test_bot_input_is_checked():
    s = gl.new_game(players=2, seed=1)
    seat = s.current_player()
    with pytest.raises(ValueError, match="no bot"):
        search.bot_move(s, seat, bot="clever")
    with pytest.raises(ValueError, match="unknown bot options"):
        search.bot_move(s, seat, bot="heuristic", fraction=0.5)
    with pytest.raises(ValueError, match="not to move"):
        search.bot_move(s, 1 - seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic_games_end_by_the_end_triggers(players):
    games = 12
    capped = 0
    for seed in range(games):
        s, _ = bot_game(players, seed, ["heuristic"] * players)
        triggers = s.observation(0)["end_triggers"]
        capped += "round-cap" in triggers
        assert s.round() <= 51
    # measured: about 1% of heuristic games reach the cap (bench/README.md)
    assert capped <= games // 6


def test_heuristic_beats_random_players_and_plays_every_part_of_the_game():
    wins = 0.0
    total: Counter = Counter()
    games = 8
    for seed in range(games):
        bots = ["random"] * 4
        hero = seed % 4
        bots[hero] = "heuristic"
        s, used = bot_game(4, 100 + seed, bots)
        wins += s.returns()[hero]
        for (seat, word), n in used.items():
            if seat == hero:
                total[word] += n
        assert s.money()[hero] == max(s.money())
    assert wins >= games - 0.5
    for word in ("buy", "sell", "take", "ticket", "reputation", "auction", "hire", "discover"):
        assert total[word] >= games // 2, (word, total)
