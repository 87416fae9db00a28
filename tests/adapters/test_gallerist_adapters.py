"""The Gallerist through both adapters: registration (by hand now, automatic once the game is
in the registry), the game type, OpenSpiel's random-simulation checks, the set-up and the
core's chance steps as chance nodes, resampling, ISMCTS, and PettingZoo's api_test."""

from __future__ import annotations

import json
import random

import numpy as np
import pyspiel
import pytest
from galleria_ai import games
from galleria_ai.adapters import gallerist_layout as gla
from galleria_ai.adapters import gallerist_spec as gs
from galleria_ai.adapters import gallerist_tensor as gte
from galleria_ai.adapters import openspiel as gos
from galleria_ai.adapters import specs
from galleria_ai.adapters.pettingzoo import env as make_env
from galleria_ai.adapters.pettingzoo import gallerist_env
from galleria_ai.adapters.table import CHANCE
from open_spiel.python.algorithms import ismcts
from open_spiel.python.tests import games_sim_test
from pettingzoo.test import seed_test
from pz_checks import strict_api_test

NAME = gos.register("gallerist")


def play_until(state, rng: random.Random, stop) -> bool:
    """Random play (chance by its probabilities) until stop(state); False if it ended."""
    while not state.is_terminal():
        if stop(state):
            return True
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return stop(state)


def test_registry_hookup_is_automatic():
    """`gallerist` is a registered game, so the adapters serve it without being told: its
    spec is listed, `register_all` (run when `openspiel` is imported) registers it, and the
    game is read from the registry entry."""
    assert "gallerist" in [s.name for s in specs.registered()]
    assert NAME in gos.register_all()
    assert gs.SPEC.face is games.get("gallerist")
    game = pyspiel.load_game(NAME, {"players": 2})
    assert game.num_players() == 2
    assert make_env("gallerist", players=2).unwrapped.spec is gs.SPEC
    assert specs.spec_for("gallerist") is gs.SPEC


def test_game_type_and_info():
    game = pyspiel.load_game(NAME)
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.CONSTANT_SUM
    assert (t.min_num_players, t.max_num_players) == (2, 4)
    assert game.num_players() == 4
    assert game.num_distinct_actions() == 374 and game.max_chance_outcomes() == 98
    assert game.observation_tensor_size() == game.information_state_tensor_size() \
        == gte.OBSERVATION_SIZE
    for params in ({"players": 5}, {"contract_take": "all"}, {"colour": "red"}):
        with pytest.raises(Exception, match="players|variant|parameter"):
            pyspiel.load_game(NAME, params)


def test_openspiel_random_sim_test():
    game = pyspiel.load_game(NAME, {"players": 2, "intermediate_scoring": "off"})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_openspiel_python_sim_checks():
    game = pyspiel.load_game(NAME, {"players": 2, "two_player_middle": "auction_open"})
    np.random.seed(0)  # sim_game's random moves come from NumPy's global generator
    games_sim_test.GamesSimTest().sim_game(game)  # pickling, clones, serialization, returns


def test_setup_and_core_chance_are_chance_nodes():
    game = pyspiel.load_game(NAME, {"players": 3})
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(gla.SEAT_ID + p, pytest.approx(1 / 3)) for p in range(3)]
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, gla.SEAT_ID + 2) == \
        "setup start_player 2"
    with pytest.raises(ValueError, match="not possible"):
        state.apply_action(0)  # a visitor id is no start player
    rng = random.Random(4)
    play_until(state, rng, lambda s: not s.is_chance_node())
    assert state.table.started and state.current_player() >= 0
    # Every seat saw the public set-up; the objective cards only their own seat.
    infos = [state.information_state_string(s).splitlines()[1:] for s in range(3)]
    public = [[ln for ln in info if " card " not in ln] for info in infos]
    assert public[0] == public[1] == public[2] and len(public[0]) >= 56
    # The core's own chance steps: outcomes and probabilities from the rules state.
    assert play_until(state, rng, lambda s: s.is_chance_node())
    core = state.table.core
    assert state.chance_outcomes() == sorted(
        (gla.chance_id(o), pytest.approx(p)) for o, p in core.chance_outcomes())
    action = state.chance_outcomes()[-1][0]
    outcome = gla.chance_name(action)
    state.apply_action(action)
    for seat in range(3):
        assert state.information_state_string(seat).splitlines()[-1] == f"chance {outcome}"
    assert state.table.record[-1][:2] == (CHANCE, outcome)


def test_resample_keeps_the_view_and_redeals_the_other_objectives():
    game = pyspiel.load_game(NAME, {"players": 3})
    rng = random.Random(6)
    state = game.new_initial_state()
    assert play_until(state, rng, lambda s: s.table.started and s.table.core.round() >= 2
                      and not s.is_chance_node())
    player = state.current_player()
    own = json.loads(state.table.core.to_json())
    others = set()
    for seed in range(6):
        other = state.resample(player, random.Random(seed))
        assert other.information_state_string(player) == state.information_state_string(player)
        assert other.observation_string(player) == state.observation_string(player)
        assert other.information_state_tensor(player) == state.information_state_tensor(player)
        assert other.current_player() == player
        raw = json.loads(other.table.core.to_json())
        assert (raw["curator"][player], raw["dealer"][player]) == \
            (own["curator"][player], own["dealer"][player])
        others.add(tuple(raw["curator"][:3] + raw["dealer"][:3]))
        if seed == 0:  # a real history: replaying it gives the same state
            replayed = game.new_initial_state()
            for action in other.history():
                replayed.apply_action(action)
            assert str(replayed) == str(other)
    assert len(others) > 1
    via_sampler = state.resample_from_infostate(player, random.Random(1).random)
    assert via_sampler.information_state_string(player) == \
        state.information_state_string(player)


def test_ismcts_runs_on_the_game():
    game = pyspiel.load_game(NAME, {"players": 2})
    rng = random.Random(2)
    state = game.new_initial_state()
    assert play_until(state, rng, lambda s: s.table.started and not s.is_chance_node()
                      and len(s.legal_actions()) > 1)
    bot = ismcts.ISMCTSBot(game, gos.CoreRolloutEvaluator(1, seed=3), 0.7, 12,
                           max_world_samples=2, random_state=np.random.RandomState(3))
    bot.set_resampler(lambda s, p: s.resample(p, rng))
    assert bot.step(state) in state.legal_actions()
    with pytest.raises(ValueError, match="rollout policy"):  # no heuristic bot here
        gos.CoreRolloutEvaluator(1, policy="heuristic").evaluate(state)


@pytest.mark.parametrize("players", [2, 4])
def test_pettingzoo_api_test(players):
    strict_api_test(gallerist_env(players=players), num_cycles=300)


def test_pettingzoo_seed_test_and_a_whole_game():
    seed_test(lambda: make_env("gallerist", players=3), num_cycles=100)
    env = make_env("gallerist", players=3, variants={"contract_take": "top"})
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    while env.agents:
        agent = env.agent_selection
        obs, reward, term, _, info = env.last()
        assert env.observation_space(agent).contains(obs)
        if term:
            env.step(None)
            continue
        assert reward == 0.0
        seat = int(agent.split("_")[1])
        legal = env.unwrapped.table.core.legal_moves(seat)
        assert obs["action_mask"].sum() == len(legal)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert info["money"] == env.unwrapped.table.core.money()[int(agent.split("_")[1])]
    with pytest.raises(ValueError, match="players"):
        gallerist_env(players=5)
