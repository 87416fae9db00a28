"""Baseline bots: legal whole games, determinism, no peeking; a small strength sanity check."""

from __future__ import annotations

import pytest
from galleria_ai import modern_art as ma
from galleria_ai import search

VARIANTS = [
    {"players": 3},
    {"players": 4},
    {"players": 5},
    {"players": 3, "virtual": "turn"},
    {"players": 3, "virtual": "winner"},
    {"players": 4, "double_all_to_second": True},
]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("bot", ["heuristic", "random"])
def test_bots_play_legal_whole_games(variant: dict, bot: str) -> None:
    for game in range(3):
        s = ma.new_game(seed=game, **variant)
        step = 0
        while not s.is_terminal():
            for seat in s.to_move():  # several seats only in a sealed auction
                move = search.bot_move(s, seat, bot=bot, seed=step, fraction=0.5 + 0.25 * game)
                assert s.is_legal(move, seat), (move, s.phase())
                s.apply(move, seat)
                step += 1
        assert sum(s.returns()) == pytest.approx(1.0)


def test_heuristic_deterministic_and_blind_to_hidden_cards() -> None:
    s = ma.new_game(players=4, seed=13)
    step = 0
    checked = 0
    while not s.is_terminal() and step < 300:
        seat = s.current_player()
        move = search.bot_move(s, seat, seed=step)
        assert search.bot_move(s, seat, seed=step) == move
        if step % 7 == 0:
            for k in range(3):
                w = s.determinize(seat, 1000 + k)
                assert w.observation_string(seat) == s.observation_string(seat)
                assert search.bot_move(w, seat, seed=step) == move
                checked += 1
        s.apply(move, seat)
        step += 1
    assert checked > 20


def test_heuristic_bids_scale_with_fraction() -> None:
    # A higher fraction never lowers a sealed bid.
    s = ma.new_game(players=4, seed=3)
    while not s.is_terminal() and s.phase() != "sealed":
        seat = s.current_player()
        s.apply(search.bot_move(s, seat, seed=1), seat)
    seat = s.to_move()[0]

    def amount(move: str) -> int:
        return 0 if move == "pass" else int(move.split()[1])

    bids = [amount(search.bot_move(s, seat, fraction=f)) for f in (0.25, 0.5, 0.75, 1.0, 1.5)]
    assert bids == sorted(bids) and bids[-1] > 0


def test_search_beats_random_bots() -> None:
    # 4 deterministic games, the search seat rotated; random bots almost never win.
    total = 0.0
    for game in range(4):
        s = ma.new_game(players=4, seed=77 + game)
        me = game % 4
        step = 0
        while not s.is_terminal():
            for seat in s.to_move():
                if seat == me:
                    move = search.search(s, seat, iterations=300, seed=step).move
                else:
                    move = search.bot_move(s, seat, bot="random", seed=step)
                s.apply(move, seat)
                step += 1
        total += s.returns()[me]
    assert total >= 3.0
