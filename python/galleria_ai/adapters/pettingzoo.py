"""PettingZoo AEC environments backed by the C++ rules core (`pip install '.[rl]'`).

::

    from galleria_ai.adapters.pettingzoo import modern_art_env
    env = modern_art_env(players=4)
    env.reset(seed=7)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else \\
            env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

- Agents ``player_0 .. player_{N-1}`` are the seats. Every agent has the same spaces, fixed
  for the life of the environment: ``Discrete(num_actions)`` actions (the game's action
  layout, see its spec module) and a ``Dict`` observation with ``"observation"`` (a float32
  ``Box``: the seat's view, the OpenSpiel observation tensor) and ``"action_mask"`` (int8,
  1 for each legal action of the agent to act, all 0 for the others).
- ``reset(seed)`` deals a new game from the seed (the same seed replays the same deal);
  without a seed the environment's own random stream continues (first use: OS entropy).
- Simultaneous moves (Modern Art's sealed bids) follow PettingZoo's AEC reading of
  simultaneous games: the bidding agents act one after another, lowest seat first, and no
  observation shows another agent's bid until the last one has bid.
- Rewards come only at the end: ``(1 - reward_blend) * win share + reward_blend * money
  margin`` for every agent (default blend 0: the win share, 1 split among the richest).
  The final ``info`` of each agent carries both parts and its money:
  ``{"win_share", "margin", "money"}``. Games always end; nothing is truncated.
- An illegal or malformed action raises ``ValueError`` and changes nothing.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from galleria_ai.adapters.modern_art_spec import SPEC as MODERN_ART
from galleria_ai.adapters.spec import GameSpec
from galleria_ai.adapters.table import Table

RENDER_MODES = ("human", "ansi")


class GalleriaAECEnv(AECEnv, EzPickle):
    """One galleria-ai game as a PettingZoo AEC environment (`spec` fixes which game)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": list(RENDER_MODES), "name": "galleria_v0",
                "is_parallelizable": False, "render_fps": 1}

    def __init__(self, spec: GameSpec = MODERN_ART, players: int | None = None,
                 variants: dict[str, str] | None = None, reward_blend: float = 0.0,
                 render_mode: str | None = None) -> None:
        EzPickle.__init__(self, spec, players, variants, reward_blend, render_mode)
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)} or None")
        self.spec = spec
        self.config = spec.config(players, variants, reward_blend)
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"galleria_{spec.name}_v0")
        self.possible_agents = [f"player_{i}" for i in range(self.config.players)]
        self.agents: list[str] = []
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        high = spec.tensor_high(info_state=False)
        self._obs_size = len(high)
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
        self.table = Table.seeded(self.spec, self.config, int(self._rng.integers(2**63)))
        self._resolve_chance()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.table.current_player()]

    def _resolve_chance(self) -> None:
        """The referee's part: apply pending chance steps from the table's hidden order."""
        table = self.table
        while not table.is_terminal() and table.is_chance():
            table.apply_chance(self.spec.chance_action(table.core.chance_outcome()))

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        seat = self._seat[agent]
        act = _action_id(action, self.spec.num_actions)
        legal = table.legal_actions(seat)
        if act not in legal:
            move = self.spec.action_to_move(table.core, seat, act)
            raise ValueError(f"illegal action {act} ({move}) for {agent}")
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        table.apply_action(seat, act)
        self._resolve_chance()
        if table.is_terminal():
            final = self.spec.returns(table.core, self.config)
            info = self.spec.final_info(table.core)
            for a, s in self._seat.items():
                self.rewards[a] = float(final[s])
                self.terminations[a] = True
                self.infos[a] = info[s]
        else:
            self.agent_selection = self.possible_agents[table.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    # ---- views ---------------------------------------------------------------------------
    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self._seat[agent]
        tensor = np.zeros(self._obs_size, np.float32)
        self.spec.fill_observation(self.table.core, seat, tensor)
        mask = np.zeros(self.spec.num_actions, np.int8)
        if agent == self.agent_selection and not self.terminations.get(agent, True):
            mask[self.table.legal_actions(seat)] = 1
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


def _action_id(action: Any, num_actions: int) -> int:
    integer = isinstance(action, (int, np.integer)) or (
        isinstance(action, np.ndarray) and action.shape == ()
        and np.issubdtype(action.dtype, np.integer))
    if isinstance(action, (bool, np.bool_)) or not integer:
        raise ValueError(f"an action is an integer id, got {action!r}")
    act = int(action)
    if not 0 <= act < num_actions:
        raise ValueError(f"action {act} is outside 0..{num_actions - 1}")
    return act


def raw_env(spec: GameSpec = MODERN_ART, **kwargs: Any) -> GalleriaAECEnv:
    return GalleriaAECEnv(spec, **kwargs)


def env(spec: GameSpec = MODERN_ART, **kwargs: Any) -> AECEnv:
    """The environment wrapped as PettingZoo's own envs are (call order enforced)."""
    return wrappers.OrderEnforcingWrapper(GalleriaAECEnv(spec, **kwargs))


def modern_art_env(players: int = 4, reward_blend: float = 0.0,
                   render_mode: str | None = None, **variants: str) -> AECEnv:
    """Modern Art for 3–5 players; variants as keywords: ``double="all_to_second"``,
    ``virtual="turn"`` or ``"winner"`` (3 players)."""
    return env(MODERN_ART, players=players, variants=variants, reward_blend=reward_blend,
               render_mode=render_mode)
