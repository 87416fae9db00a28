"""Random games: every invariant after every move (C++ checker) and the Python face's
properties over a small sample."""

from __future__ import annotations

import random

import pytest
from galleria_ai.games.gallerist import rules as gl
from gl_rules import new


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    assert gl.check_random_games(3, players, seed=players) == []


@pytest.mark.parametrize(
    "option",
    [
        "intermediate_scoring=off",
        "contract_take=top",
        "two_player_middle=auction_open",
        "easel_value=any_artist",
    ],
)
def test_random_games_with_each_option(option):
    players = 2 if option.startswith("two_player") else 3
    assert gl.check_random_games(2, players, seed=9, variant=[option]) == []


def test_python_face_over_random_games():
    for g in range(4):
        players = 2 + g % 3
        s = new(players, seed=100 + g)
        rng = random.Random(g)
        steps = 0
        while not s.is_terminal():
            steps += 1
            assert steps < 20000
            if s.is_chance():
                assert s.to_move() == [] and s.legal_moves() == []
                outs = s.chance_outcomes()
                assert outs and abs(sum(p for _, p in outs) - 1) < 1e-9
                s.apply(rng.choice([o for o, _ in outs]))
                continue
            seat = s.current_player()
            assert s.to_move() == [seat]
            moves = s.legal_moves()
            assert moves and moves == s.legal_moves(seat)
            for other in range(players):
                if other != seat:
                    assert s.legal_moves(other) == []
            move = s.random_move(seed=steps)
            assert move in moves and s.is_legal(move)
            if steps % 50 == 0:
                assert gl.State.from_json(s.to_json()) == s
            s.apply(move)
        assert s.winners() and sum(s.returns()) == pytest.approx(1.0)
        assert s.scoring()["final"]["total"] == s.money()


def test_variants_helpers():
    assert gl.parse_variant("contract_take=top") == ("contract_take", "top")
    with pytest.raises(ValueError, match="accepted"):
        gl.parse_variant("contract_take=all")
    with pytest.raises(ValueError, match="given twice"):
        gl.parse_variants(["easel_value=any_artist", "easel_value=discovered"])
    assert gl.game_options({"easel_value": "any_artist"})["easel_value"] == "any_artist"
    s = gl.new_game(2, seed=1, **gl.game_options({"contract_take": "top"}))
    assert s.options() == {
        "intermediate_scoring": "on",
        "contract_take": "top",
        "two_player_middle": "closed",
        "easel_value": "discovered",
    }
    with pytest.raises(ValueError):
        gl.new_game(2, contract_take="sometimes")
