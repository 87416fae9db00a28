"""The adapters' generic path for games with explicit chance steps in the rules state
(`is_chance()`, `chance_outcomes()`, `apply(outcome)`), on the small fake game of
`fake_game.py` — the path The Gallerist will take."""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest
from fake_game import SPEC, BagState
from galleria_ai.adapters import openspiel as gos
from galleria_ai.adapters.pettingzoo import env as make_env
from galleria_ai.adapters.table import CHANCE
from open_spiel.python.algorithms import ismcts
from open_spiel.python.tests import games_sim_test
from pettingzoo.test import seed_test
from pz_checks import strict_api_test

NAME = gos.register(SPEC)


def test_registered_with_a_sequential_explicit_chance_type():
    game = pyspiel.load_game(NAME)
    assert NAME == "galleria_bag_auction"
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.max_chance_outcomes() == 3 and game.num_players() == 3
    assert gos.register(SPEC) == NAME  # registering again is harmless


def test_chance_nodes_come_from_the_rules_state():
    game = pyspiel.load_game(NAME)
    state = game.new_initial_state()
    assert state.is_chance_node()  # no setup steps: the core's first draw is pending
    assert state.chance_outcomes() == [(0, 0.4), (1, 0.4), (2, 0.2)]  # R R G G B
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 2) == "draw B"
    state.apply_action(2)
    assert state.table.core.token == "B" and "B" not in state.table.core.bag
    assert state.chance_outcomes() == []
    assert state.current_player() == 0
    for seat in range(3):
        assert state.information_state_string(seat).splitlines()[-1] == "chance draw B"
    state.apply_action(3)  # seat 0 bids 3, hidden
    assert state.information_state_string(1).endswith("p0 ?")
    state.apply_action(0)
    state.apply_action(1)
    assert state.is_chance_node()
    assert state.information_state_string(2).splitlines()[-1] == \
        "revealed p0 bid 3, p1 pass, p2 bid 1"
    assert dict(state.chance_outcomes()) == pytest.approx({0: 0.5, 1: 0.5})
    with pytest.raises(ValueError, match="not a possible draw"):
        state.apply_action(2)  # B is gone


def test_openspiel_sim_checks_on_the_chance_game():
    game = pyspiel.load_game(NAME)
    pyspiel.random_sim_test(game, num_sims=20, serialize=True, verbose=False)
    np.random.seed(0)  # sim_game's random moves come from NumPy's global generator
    games_sim_test.GamesSimTest().sim_game(game)
    pyspiel.random_sim_test(pyspiel.load_game(NAME, {"players": 2}), num_sims=5,
                            serialize=True, verbose=False)


def test_resample_replays_public_chance_and_hides_pending_bids():
    game = pyspiel.load_game(NAME)
    rng = random.Random(1)
    for _ in range(30):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, probs)[0])
                continue
            for player in range(3):
                other = state.resample_from_infostate(player, rng.random)
                assert other.information_state_string(player) == \
                    state.information_state_string(player)
                assert other.current_player() == state.current_player()
                draws = [[m for s, m, _ in x.table.record if s == CHANCE] for x in (state, other)]
                assert draws[0] == draws[1]  # public outcomes are kept
            state.apply_action(rng.choice(state.legal_actions()))


def test_ismcts_runs_on_the_chance_game():
    game = pyspiel.load_game(NAME)
    state = game.new_initial_state()
    state.apply_action(0)
    rng = random.Random(2)
    bot = ismcts.ISMCTSBot(game, gos.CoreRolloutEvaluator(4, seed=3), 1.0, 200,
                           random_state=np.random.RandomState(3))
    bot.set_resampler(lambda s, p: s.resample(p, rng))
    action = bot.step(state)
    assert action in state.legal_actions()
    with pytest.raises(ValueError, match="rollout policy"):  # no heuristic for this game
        gos.CoreRolloutEvaluator(1, policy="heuristic").evaluate(state)


def test_pettingzoo_env_on_the_chance_game():
    strict_api_test(make_env(SPEC), num_cycles=100)
    seed_test(lambda: make_env(SPEC), num_cycles=50)


def test_pettingzoo_draws_follow_the_seeded_hidden_order():
    env = make_env(SPEC, players=2)
    draws = []
    for _ in range(2):
        env.reset(seed=4)
        rng = np.random.default_rng(0)
        while env.agents:
            obs, _, term, _, _ = env.last()
            env.step(None if term else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        draws.append([m for s, m, _ in env.unwrapped.table.record if s == CHANCE])
    # The referee's part: the outcomes are the seeded core's own bag order, and the game
    # seed is the first draw of the environment's generator seeded by reset(seed).
    game_seed = int(np.random.default_rng(4).integers(2**63))
    assert draws[0] == draws[1] == [f"draw {c}" for c in BagState(2, game_seed).bag[:3]]
