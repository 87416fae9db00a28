"""PettingZoo's `api_test`, failing on any warning it raises except the two that its own
dict-observation environments (chess, connect four, ...) are exempted from by name and that
apply to ours for the same reason: the observation is a dict with an action mask."""

from __future__ import annotations

import warnings

from pettingzoo.test import api_test

DICT_OBSERVATION_WARNINGS = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)


def strict_api_test(env, num_cycles: int = 1000, seed: int = 0) -> None:
    """`api_test` on seeded deals and seeded random moves, so a failure replays: the
    env's own generator is seeded by the first reset (later unseeded resets continue it)
    and `api_test` samples its moves from the action spaces."""
    env.reset(seed=seed)
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(seed + i)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env, num_cycles=num_cycles)
    unexpected = [str(w.message) for w in caught
                  if not str(w.message).startswith(DICT_OBSERVATION_WARNINGS)]
    assert unexpected == []
