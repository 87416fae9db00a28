"""PettingZoo AEC environments backed by the C++ rules core (`pip install '.[rl]'`).

One environment per game of the registry that has an adapter spec (`specs.py`)::

    from galleria_ai.adapters.pettingzoo import env
    e = env("modern_art", players=4)          # or env("gallerist", players=3)
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else \\
            e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

- Agents ``player_0 .. player_{N-1}`` are the seats. Every agent has the same spaces, fixed
  for the life of the environment: ``Discrete(num_actions)`` actions (the game's action
  layout, see its spec module) and a ``Dict`` observation with ``"observation"`` (a float32
  ``Box``: the seat's view, the OpenSpiel observation tensor) and ``"action_mask"`` (int8,
  1 for each legal action of the agent to act, all 0 for the others).
- ``reset(seed)`` deals a new game from the seed (the same seed replays the same deal);
  without a seed the environment's own random stream continues (first use: OS entropy).
- Chance steps of the rules (The Gallerist's draws) are played by the environment from the
  seeded game's own hidden order, as a referee does; no agent acts for them.
- Simultaneous moves (Modern Art's sealed bids) follow PettingZoo's AEC reading of
  simultaneous games: the bidding agents act one after another, lowest seat first, and no
  observation shows another agent's bid until the last one has bid.
- Rewards come only at the end: ``(1 - reward_blend) * win share + reward_blend * money
  margin`` for every agent (default blend 0: the win share, 1 split among the richest).
  The final ``info`` of each agent carries both parts and its money:
  ``{"win_share", "margin", "money"}``. Games always end; nothing is truncated.
- An illegal or malformed action raises ``ValueError`` and changes nothing.

Speed: the table keeps no information-state logs, the mask is filled from ranges of legal
ids (a bid range is one slice), the observation tensor from the game's cached static
parts; ``bench/README.md`` ("Researcher adapters") has the figures.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.env_logger import EnvLogger

from galleria_ai.adapters import specs
from galleria_ai.adapters.spec import GameSpec
from galleria_ai.adapters.table import Table

RENDER_MODES = ("human", "ansi")


class GalleriaAECEnv(AECEnv, EzPickle):
    """One galleria-ai game as a PettingZoo AEC environment (`game`: its name or spec)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": list(RENDER_MODES),
                                          "name": "galleria_v0", "is_parallelizable": False,
                                          "render_fps": 1}

    def __init__(self, game: str | GameSpec = "modern_art", players: int | None = None,
                 variants: dict[str, str] | None = None, reward_blend: float = 0.0,
                 render_mode: str | None = None) -> None:
        EzPickle.__init__(self, game, players, variants, reward_blend, render_mode)
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)} or None")
        spec = specs.resolve(game)
        self.spec = spec
        self.config = spec.config(players, variants, reward_blend)
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"galleria_{spec.name}_v0")
        self.possible_agents = [f"player_{i}" for i in range(self.config.players)]
        self.agents: list[str] = []
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        high = spec.tensor_high(info_state=False)
        self._obs_size = len(high)
        self._num_actions = spec.num_actions
        self.observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(0.0, high, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, (spec.num_actions,), dtype=np.int8),
            }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(spec.num_actions) for a in self.possible_agents}
        self._rng: np.random.Generator | None = None
        self.table: Table | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # ---- episode ------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or self._rng is None:
            self._rng = np.random.default_rng(seed)
        self.table = Table.seeded(self.spec, self.config, int(self._rng.integers(2**63)),
                                  logs=False)
        self._resolve_chance()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.table.current_player()]

    def _resolve_chance(self) -> None:
        """The referee's part: apply pending chance steps from the table's hidden order."""
        table = self.table
        chance_action = self.spec.chance_action
        while table.status[1]:
            table.apply_chance(chance_action(table.core.chance_outcome()))

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        seat = self._seat[agent]
        act = _action_id(action, self._num_actions)
        if not table.is_legal_action(seat, act):
            move = self.spec.action_to_move(table.core, seat, act)
            raise ValueError(f"illegal action {act} ({move}) for {agent}")
        self._cumulative_rewards[agent] = 0.0
        table.apply_action(seat, act)
        if table.status[1]:
            self._resolve_chance()
        # Rewards are 0 until the end, so the per-step clearing and accumulating of
        # PettingZoo's reward dicts only matters at the last step.
        if table.status[0]:
            final = self.spec.returns(table.core, self.config)
            info = self.spec.final_info(table.core)
            for a, s in self._seat.items():
                self.rewards[a] = float(final[s])
                self.terminations[a] = True
                self.infos[a] = info[s]
            self._accumulate_rewards()
        else:
            self.agent_selection = self.possible_agents[table.status[2]]
        if self.render_mode == "human":
            self.render()

    # ---- views ---------------------------------------------------------------------------
    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self._seat[agent]
        tensor = np.zeros(self._obs_size, np.float32)
        self.spec.fill_observation(self.table.core, seat, tensor)
        mask = np.zeros(self._num_actions, np.int8)
        if agent == self.agent_selection and not self.terminations.get(agent, True):
            ranges = self.table.legal_ranges(seat)
            if len(ranges) <= 3:  # e.g. a whole bid range: a slice each
                for start, stop in ranges:
                    mask[start:stop] = 1
            else:  # many single moves: one indexed assignment
                mask[self.table.legal_view(seat)] = 1
        return {"observation": tensor, "action_mask": mask}

    def render(self) -> str | None:
        """The acting agent's view (what it may know), as text."""
        if self.render_mode is None or self.table is None:
            return None
        agent = self.agent_selection
        text = f"{agent}:\n{self.table.observation_string(self._seat[agent])}"
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


class _OrderEnforcing(wrappers.OrderEnforcingWrapper):
    """PettingZoo's `OrderEnforcingWrapper` with the same checks, but ``last()``, ``agents``
    and ``agent_selection`` (read several times per step) go straight to the environment
    instead of through two ``__getattr__`` hops each."""

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        return self.env.last(observe)

    @property
    def agents(self) -> list[str]:
        if not self._has_reset:
            raise AttributeError("agents cannot be accessed before reset")
        return self.env.agents

    @property
    def agent_selection(self) -> str:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        return self.env.agent_selection


def _action_id(action: Any, num_actions: int) -> int:
    if type(action) is int and 0 <= action < num_actions:  # the common case, quickly
        return action
    integer = isinstance(action, (int, np.integer)) or (
        isinstance(action, np.ndarray) and action.shape == ()
        and np.issubdtype(action.dtype, np.integer))
    if isinstance(action, (bool, np.bool_)) or not integer:
        raise ValueError(f"an action is an integer id, got {action!r}")
    act = int(action)
    if not 0 <= act < num_actions:
        raise ValueError(f"action {act} is outside 0..{num_actions - 1}")
    return act


def raw_env(game: str | GameSpec = "modern_art", **kwargs: Any) -> GalleriaAECEnv:
    return GalleriaAECEnv(game, **kwargs)


def env(game: str | GameSpec = "modern_art", **kwargs: Any) -> AECEnv:
    """The environment of `game` (a registry name with an adapter spec, or a spec), wrapped
    as PettingZoo's own envs are (call order enforced). Keywords: ``players``,
    ``variants`` (dict), ``reward_blend``, ``render_mode``."""
    return _OrderEnforcing(GalleriaAECEnv(game, **kwargs))


def modern_art_env(players: int = 4, reward_blend: float = 0.0,
                   render_mode: str | None = None, **variants: str) -> AECEnv:
    """Modern Art for 3–5 players; variants as keywords: ``double="all_to_second"``,
    ``virtual="turn"`` or ``"winner"`` (3 players)."""
    return env("modern_art", players=players, variants=variants, reward_blend=reward_blend,
               render_mode=render_mode)


def gallerist_env(players: int = 4, reward_blend: float = 0.0,
                  render_mode: str | None = None, **variants: str) -> AECEnv:
    """The Gallerist for 2–4 players; variants as keywords, e.g.
    ``intermediate_scoring="off"``, ``contract_take="top"``."""
    return env("gallerist", players=players, variants=variants, reward_blend=reward_blend,
               render_mode=render_mode)
