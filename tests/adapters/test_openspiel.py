"""Modern Art as an OpenSpiel game: the game type, OpenSpiel's own random-simulation checks
(C++ `random_sim_test` with serialization, Python `GamesSimTest.sim_game` with pickling and
cloning), chance, hidden sealed bids, resampling without peeking, and ISMCTS."""

from __future__ import annotations

import json
import pickle
import random

import numpy as np
import pyspiel
import pytest
from galleria_ai.adapters import modern_art_spec as mas
from galleria_ai.adapters import openspiel as gos
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.tests import games_sim_test

NAME = "galleria_modern_art"
PARAMS = [{}, {"players": 3}, {"players": 5}, {"players": 3, "virtual": "turn"},
          {"players": 3, "virtual": "winner", "double": "all_to_second"}]


def deal(state, rng: random.Random):
    """Play the chance steps (the deck) from `rng`."""
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(actions, probs)[0])
    return state


def play_until(state, rng: random.Random, stop) -> bool:
    """Random play (chance by its probabilities) until stop(state); False if the game ended."""
    while not state.is_terminal():
        if state.is_chance_node():
            deal(state, rng)
            continue
        if stop(state):
            return True
        state.apply_action(rng.choice(state.legal_actions()))
    return False


def test_game_type_and_info():
    game = pyspiel.load_game(NAME)
    t = game.get_type()
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == pyspiel.GameType.Utility.CONSTANT_SUM
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert (t.min_num_players, t.max_num_players) == (3, 5)
    assert t.provides_information_state_string and t.provides_information_state_tensor
    assert t.provides_observation_string and t.provides_observation_tensor
    assert game.num_players() == 4
    assert game.num_distinct_actions() == 2957
    assert game.max_chance_outcomes() == 25
    assert (game.min_utility(), game.max_utility(), game.utility_sum()) == (0.0, 1.0, 1.0)
    assert game.observation_tensor_size() == mas.SPEC.tensor_size(False)
    assert game.information_state_tensor_size() == mas.SPEC.tensor_size(False) + 75
    assert NAME in pyspiel.registered_names()


def test_reward_blend_sets_utility_and_returns():
    margin = pyspiel.load_game(NAME, {"reward_blend": 1.0})
    assert margin.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert (margin.min_utility(), margin.max_utility(), margin.utility_sum()) == (-1, 1, 0)
    half = pyspiel.load_game(NAME, {"reward_blend": 0.5, "players": 3})
    rng = random.Random(4)
    state = half.new_initial_state()
    play_until(state, rng, lambda s: False)
    core = state.table.core
    expected = [0.5 * w + 0.5 * m for w, m in zip(core.returns(), core.margins())]
    assert state.returns() == pytest.approx(expected)
    assert sum(state.returns()) == pytest.approx(half.utility_sum())


@pytest.mark.parametrize("params", PARAMS, ids=str)
def test_openspiel_random_sim_test(params):
    game = pyspiel.load_game(NAME, params)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("params", PARAMS[:3], ids=str)
def test_openspiel_python_sim_checks(params):
    game = pyspiel.load_game(NAME, params)
    np.random.seed(0)  # sim_game's random moves come from NumPy's global generator
    games_sim_test.GamesSimTest().sim_game(game)  # pickling, clones, serialization, returns


def test_bad_parameters_are_refused():
    for params in ({"players": 6}, {"players": 4, "virtual": "turn"}, {"double": "x"},
                   {"reward_blend": 2.0}):
        with pytest.raises(Exception, match="players|virtual|variant|reward_blend"):
            pyspiel.load_game(NAME, params)


def test_the_deck_is_dealt_by_explicit_chance():
    game = pyspiel.load_game(NAME)
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert dict(state.chance_outcomes()) == pytest.approx(
        {k: c / 70 for k, c in enumerate(mas.COMPOSITION)})
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, 24) == "deal KR-double"
    with pytest.raises(ValueError, match="not possible"):
        state.apply_action(25)  # no such card kind
    assert state.history() == []
    for _ in range(69):
        state.apply_action(state.chance_outcomes()[0][0])
        assert state.is_chance_node()
    assert len(state.chance_outcomes()) == 1 and state.chance_outcomes()[0][1] == 1.0
    state.apply_action(state.chance_outcomes()[0][0])
    assert state.current_player() == 0
    # Each seat learns its own 9 cards and nothing else.
    for seat in range(4):
        lines = state.information_state_string(seat).splitlines()
        assert lines[0] == f"seat {seat}" and lines[1].startswith("deal ")
        assert sorted(lines[1].split()[1:]) == sorted(state.table.core.hand(seat))
        assert len(lines) == 2


def test_clone_is_independent_and_equal():
    state = deal(pyspiel.load_game(NAME).new_initial_state(), random.Random(1))
    clone = state.clone()
    assert str(clone) == str(state) and clone.history() == state.history()
    clone.apply_action(clone.legal_actions()[0])
    assert clone.history() != state.history()
    assert state.information_state_string(0) != clone.information_state_string(0)


def _to_sealed(rng):
    game = pyspiel.load_game(NAME)
    while True:
        state = game.new_initial_state()
        if play_until(state, rng, lambda s: s.table.core.phase() == "sealed"):
            return state


def test_sealed_bids_stay_hidden_until_the_round_is_complete():
    state = _to_sealed(random.Random(2))
    assert state.current_player() == 0  # the lowest seat opens the bidding round
    before = [(state.observation_string(s), state.observation_tensor(s),
               state.information_state_tensor(s)) for s in (1, 2, 3)]
    bid = state.legal_actions()[-1]  # the highest bid
    move = state.action_to_string(0, bid)
    assert move.startswith("bid ")
    state.apply_action(bid)
    assert state.current_player() == 1
    assert state.information_state_string(0).endswith(f"p0 {move}")
    for seat, (obs, tensor, info) in zip((1, 2, 3), before):
        assert state.information_state_string(seat).endswith("p0 ?")
        assert move not in state.information_state_string(seat)
        # Nothing seats 1-3 see changed except whose turn it is.
        assert state.observation_string(seat).split("\nto_move")[0] == obs.split("\nto_move")[0]
        diff = np.flatnonzero(np.array(state.information_state_tensor(seat)) - np.array(info))
        to_move = mas._OFFSET["to_move"]
        assert set(diff) <= set(range(to_move, to_move + 5))
    for _ in range(3):
        state.apply_action(state.legal_actions()[0])  # the others pass
    for seat in range(4):
        assert state.information_state_string(seat).splitlines()[-1].startswith(
            f"revealed p0 {move}, p1 pass")


@pytest.mark.parametrize("params", [{}, {"players": 3, "virtual": "turn"}], ids=str)
def test_resample_keeps_what_the_player_knows(params):
    game = pyspiel.load_game(NAME, params)
    rng = random.Random(7)
    state = game.new_initial_state()
    checks = 0
    while not state.is_terminal():
        if state.is_chance_node():
            deal(state, rng)
            continue
        if rng.random() < 0.06:
            for player in range(game.num_players()):
                other = state.resample_from_infostate(player, rng.random)
                assert other.information_state_string(player) == \
                    state.information_state_string(player)
                assert other.information_state_tensor(player) == \
                    state.information_state_tensor(player)
                assert other.observation_string(player) == state.observation_string(player)
                assert other.current_player() == state.current_player()
                # The resampled state is a real history: replaying it gives the same state.
                replayed = game.new_initial_state()
                for action in other.history():
                    replayed.apply_action(action)
                assert str(replayed) == str(other)
                checks += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checks >= 20


def test_resample_actually_varies_hidden_cards():
    state = deal(pyspiel.load_game(NAME).new_initial_state(), random.Random(3))
    hands = {tuple(sorted(state.resample(0, random.Random(s)).table.core.hand(1)))
             for s in range(5)}
    assert len(hands) > 1
    assert all(state.resample(0, random.Random(s)).table.core.hand(0) ==
               state.table.core.hand(0) for s in range(3))


def twin_of(state, player: int, rng: random.Random):
    """A state `player` cannot tell apart from `state`, built without the resampler: the
    same history with one card still held by another seat swapped with an undealt card,
    and other seats' pending sealed bids changed to passes."""
    game, core = state.get_game(), state.table.core
    history = state.history()
    dealt = json.loads(core.to_json())["deck_pos"]
    pending = {i for i in range(len(history) - len(state.table.pending_round()),
                                len(history))}
    for _ in range(200):
        i, j = rng.randrange(dealt), rng.randrange(dealt, 70)
        if history[i] == history[j] or i in _own_positions(state, player):
            continue
        trial = list(history)
        trial[i], trial[j] = trial[j], trial[i]
        twin = game.new_initial_state()
        try:
            for k, action in enumerate(trial):
                if k in pending and twin.current_player() != player:
                    action = twin.legal_actions()[-1] if action != twin.legal_actions()[-1] \
                        else twin.legal_actions()[0]
                twin.apply_action(action)
        except ValueError:  # the swapped card was played: try another pair
            continue
        assert twin.information_state_string(player) == state.information_state_string(player)
        return twin
    raise AssertionError("no twin found")


def _own_positions(state, player: int) -> set[int]:
    config = state.table.config
    sizes, out = mas.deal_sizes(config), set()
    for season in range(3):
        start = sum(sizes[:season]) * mas.holders(config) + player * sizes[season]
        out |= set(range(start, start + sizes[season]))
    return out


def test_resample_does_not_peek():
    """Two states the player cannot tell apart resample to the very same state for the same
    seed: nothing the player does not know (others' hands, the deck, pending sealed bids)
    influences the result."""
    rng = random.Random(11)
    for stop in (lambda s: s.table.core.season == 1 and s.table.core.phase() == "open",
                 lambda s: s.table.core.phase() == "sealed" and s.current_player() == 2):
        game = pyspiel.load_game(NAME)
        state = game.new_initial_state()
        while not play_until(state, rng, stop):
            state = game.new_initial_state()
        player = state.current_player()
        twin = twin_of(state, player, rng)
        assert str(twin) != str(state)  # hidden parts differ
        for seed in (1, 2):
            a = state.resample(player, random.Random(seed))
            b = twin.resample(player, random.Random(seed))
            assert str(a) == str(b) and a.history() == b.history()


def test_openspiel_ismcts_runs_on_the_game():
    game = pyspiel.load_game(NAME, {"players": 3})
    state = deal(game.new_initial_state(), random.Random(5))
    # OpenSpiel's stock evaluator and resampler (the state's resample_from_infostate).
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
                           0.7, 8, random_state=np.random.RandomState(0))
    assert bot.step(state) in state.legal_actions()
    # The core-backed evaluator and a seeded resampler: reproducible.
    picks = []
    for _ in range(2):
        rng = random.Random(3)
        bot = ismcts.ISMCTSBot(game, gos.CoreRolloutEvaluator(2, seed=1), 0.7, 30,
                               random_state=np.random.RandomState(1))
        bot.set_resampler(lambda s, p, rng=rng: s.resample(p, rng))
        picks.append(bot.step(state))
    assert picks[0] == picks[1] and picks[0] in state.legal_actions()


def test_ismcts_plays_a_whole_game():
    game = pyspiel.load_game(NAME, {"players": 3})
    rng = random.Random(6)
    bot = ismcts.ISMCTSBot(game, gos.CoreRolloutEvaluator(1, seed=2), 0.7, 3,
                           random_state=np.random.RandomState(2))
    bot.set_resampler(lambda s, p: s.resample(p, rng))
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            deal(state, rng)
        elif state.current_player() == 0:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert sum(state.returns()) == pytest.approx(1.0)


def test_observers_and_pickling():
    game = pyspiel.load_game(NAME)
    state = deal(game.new_initial_state(), random.Random(8))
    with pytest.raises(Exception, match="own view"):
        game.make_py_observer(pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True,
            private_info=pyspiel.PrivateInfoType.NONE))
    again = pickle.loads(pickle.dumps(state))
    assert str(again) == str(state)
    assert again.information_state_string(2) == state.information_state_string(2)
    assert str(pickle.loads(pickle.dumps(game))) == str(game)


def test_core_rollout_evaluator_policies():
    game = pyspiel.load_game(NAME)
    state = deal(game.new_initial_state(), random.Random(9))
    for policy in ("random", "heuristic"):
        values = gos.CoreRolloutEvaluator(3, seed=1, policy=policy).evaluate(state)
        assert len(values) == 4 and sum(values) == pytest.approx(1.0)
    assert (gos.CoreRolloutEvaluator(2, seed=5, policy="heuristic").evaluate(state) ==
            gos.CoreRolloutEvaluator(2, seed=5, policy="heuristic").evaluate(state)).all()
    with pytest.raises(ValueError, match="rollout policy"):
        gos.CoreRolloutEvaluator(1, policy="greedy").evaluate(state)
    before = str(state)
    gos.CoreRolloutEvaluator(1).evaluate(state)
    assert str(state) == before  # rollouts run on copies
