"""Modern Art as a PettingZoo AEC environment: PettingZoo's own API and seed tests, masks,
hidden sealed bids, end rewards and clear errors."""

from __future__ import annotations

import numpy as np
import pytest
from galleria_ai.adapters import modern_art_spec as mas
from galleria_ai.adapters.pettingzoo import modern_art_env
from pettingzoo.test import seed_test
from pz_checks import strict_api_test

CONFIGS = [{"players": 4}, {"players": 3, "virtual": "turn"}, {"players": 5},
           {"players": 3, "virtual": "winner", "double": "all_to_second"}]


def random_step(env, rng: np.random.Generator) -> None:
    obs, _, term, trunc, _ = env.last()
    if term or trunc:
        env.step(None)
    else:
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


@pytest.mark.parametrize("kwargs", CONFIGS, ids=str)
def test_pettingzoo_api_test(kwargs):
    strict_api_test(modern_art_env(**kwargs))


@pytest.mark.parametrize("kwargs", CONFIGS[:2], ids=str)
def test_pettingzoo_seed_test(kwargs):
    seed_test(lambda: modern_art_env(**kwargs), num_cycles=300)


def play_out(env, seed: int) -> list[tuple[str, int]]:
    env.reset(seed=seed)
    rng = np.random.default_rng(0)
    trail = []
    for agent in env.agent_iter():
        obs, _, term, _, _ = env.last()
        if not term:
            trail.append((agent, int(obs["observation"].sum() * 1000)))
        random_step(env, rng)
    return trail


def test_reset_seed_replays_the_deal_and_seeds_differ():
    env = modern_art_env()
    assert play_out(env, 3) == play_out(env, 3)
    assert play_out(env, 3) != play_out(env, 4)
    # Without a seed the environment's own stream continues, reproducibly from the first.
    a, b = modern_art_env(), modern_art_env()
    for e in (a, b):
        e.reset(seed=9)
        e.reset()
    assert a.unwrapped.table.core == b.unwrapped.table.core


def test_spaces_are_fixed_and_masks_mark_the_acting_agent_only():
    env = modern_art_env(players=3)
    spaces = [env.observation_space(a) for a in env.possible_agents]
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    for _ in range(200):
        agent = env.agent_selection
        for other in env.agents:
            obs = env.observe(other)
            assert env.observation_space(other).contains(obs)
            if other != agent:
                assert not obs["action_mask"].any()
        mask = env.observe(agent)["action_mask"]
        seat = int(agent.split("_")[1])
        legal = env.unwrapped.table.core.legal_moves(seat)
        assert mask.sum() == len(legal)
        random_step(env, rng)
    assert [env.observation_space(a) for a in env.possible_agents] == spaces
    assert all(env.action_space(a).n == mas.NUM_ACTIONS for a in env.possible_agents)


def test_illegal_or_malformed_actions_raise_and_change_nothing():
    env = modern_art_env()
    env.reset(seed=2)
    agent = env.agent_selection
    before = env.unwrapped.table.core.to_json(), env.observe(agent)["observation"].copy()
    illegal = int(np.flatnonzero(env.observe(agent)["action_mask"] == 0)[0])
    for bad in (illegal, -1, mas.NUM_ACTIONS, 1.5, "play LM-open", True):
        with pytest.raises(ValueError):
            env.step(bad)
    assert env.agent_selection == agent
    assert env.unwrapped.table.core.to_json() == before[0]
    assert (env.observe(agent)["observation"] == before[1]).all()


def test_sealed_round_hides_earlier_bids():
    env = modern_art_env(players=4)
    rng = np.random.default_rng(5)
    for seed in range(20):
        env.reset(seed=seed)
        while env.agents and env.unwrapped.table.core.phase() != "sealed":
            random_step(env, rng)
        if env.agents:
            break
    assert env.agent_selection == "player_0"  # lowest seat first
    watched = [env.observe(f"player_{s}")["observation"] for s in (1, 2, 3)]
    mask = env.observe("player_0")["action_mask"]
    env.step(int(np.flatnonzero(mask)[-1]))  # player_0 bids all its money
    assert env.agent_selection == "player_1"
    to_move = mas._OFFSET["to_move"]
    for s, old in zip((1, 2, 3), watched):
        new = env.observe(f"player_{s}")["observation"]
        changed = set(np.flatnonzero(new != old))
        assert changed <= set(range(to_move, to_move + 5))  # only: player_0 has acted


@pytest.mark.parametrize("blend", [0.0, 1.0])
def test_rewards_come_at_the_end(blend):
    env = modern_art_env(players=3, reward_blend=blend)
    env.reset(seed=6)
    rng = np.random.default_rng(6)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    infos = {}
    while env.agents:
        agent = env.agent_selection
        _, reward, term, _, info = env.last()
        totals[agent] += reward
        if term:
            infos[agent] = info
        else:
            assert reward == 0.0
        random_step(env, rng)
    share = [infos[a]["win_share"] for a in env.possible_agents]
    margin = [infos[a]["margin"] for a in env.possible_agents]
    money = [infos[a]["money"] for a in env.possible_agents]
    assert sum(share) == pytest.approx(1.0) and sum(margin) == pytest.approx(0.0)
    richest = [i for i, m in enumerate(money) if m == max(money)]
    assert share == pytest.approx([1 / len(richest) if i in richest else 0 for i in range(3)])
    expected = margin if blend == 1.0 else share
    assert [totals[a] for a in env.possible_agents] == pytest.approx(expected)


def test_bad_configuration_is_refused():
    with pytest.raises(ValueError, match="players"):
        modern_art_env(players=2)
    with pytest.raises(ValueError, match="exactly 3 players"):
        modern_art_env(players=4, virtual="turn")
    with pytest.raises(ValueError, match="render_mode"):
        modern_art_env(render_mode="rgb_array")


def test_render_shows_the_acting_agents_view():
    env = modern_art_env(players=3, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    seat = int(env.agent_selection.split("_")[1])
    assert text.startswith(f"{env.agent_selection}:")
    for card in env.unwrapped.table.core.hand(seat):
        assert card in text
    other = env.unwrapped.table.core.hand((seat + 1) % 3)
    assert f"hand {' '.join(other)}" not in text
