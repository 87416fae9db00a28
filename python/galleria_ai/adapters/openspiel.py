"""OpenSpiel games backed by the C++ rules core (`pip install '.[rl]'`).

Importing this module registers with `pyspiel` every game of the registry
(`galleria_ai.games`) that has an adapter spec (`specs.py`), as ``galleria_<name>``, so
OpenSpiel's own tools and algorithms load it by name::

    import pyspiel
    import galleria_ai.adapters.openspiel  # registers the games
    game = pyspiel.load_game("galleria_modern_art", {"players": 4})

A game with a spec that is not (yet) in the registry is registered on request:
``register("gallerist")`` (then ``galleria_gallerist``).

Game parameters: ``players``; the rules variants as strings (the registry entry's
``variants``, e.g. Modern Art's ``double`` ``split|all_to_second``); ``reward_blend`` (0 =
returns are win shares, the default; 1 = money margins; between: the blend).

The game type and why (see ``docs/adapters.md``):
- dynamics SEQUENTIAL: a simultaneous phase (Modern Art's sealed auction) is played as a
  round in which the seats act one after another (lowest seat first) and no seat's
  information state shows another seat's choice until the round is complete; OpenSpiel's
  ISMCTS, MCTS and CFR require sequential games, and this is the same reading OpenSpiel's
  own turn-based transform gives simultaneous moves;
- chance EXPLICIT_STOCHASTIC: the set-up is dealt by explicit chance steps (the spec), and
  a game's own chance steps (The Gallerist's draws) are chance nodes;
- information IMPERFECT_INFORMATION; utility CONSTANT_SUM: win shares always sum to 1
  (with a reward blend b the sum is 1 - b; b = 1 gives ZERO_SUM); reward model TERMINAL.

`resample_from_infostate(player, sampler)` draws a full history consistent with what the
player knows through the core's determinization (`sampler()` gives the randomness; pass a
seeded `pyspiel.UniformProbabilitySampler(seed, 0., 1.)` or `random.Random(seed).random`
for reproducible runs). `CoreRolloutEvaluator` is an MCTS/ISMCTS evaluator whose random
rollouts run in the C++ core.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel

from galleria_ai.adapters import specs
from galleria_ai.adapters.spec import Config, GameSpec, Replay, tensor_views
from galleria_ai.adapters.table import CHANCE, Table

PREFIX = "galleria_"
_TERMINAL, _CHANCE = int(pyspiel.PlayerId.TERMINAL), int(pyspiel.PlayerId.CHANCE)
# Registered games' factories. Holding them here matters: pyspiel keeps its own reference
# until after the interpreter is gone, and a factory object freed then aborts the process.
_FACTORIES: dict[str, Callable[..., GalleriaGame]] = {}


def short_name(spec: GameSpec) -> str:
    return PREFIX + spec.name


def _utility(config: Config) -> Any:
    return (pyspiel.GameType.Utility.ZERO_SUM if config.reward_blend == 1.0
            else pyspiel.GameType.Utility.CONSTANT_SUM)


def game_type(spec: GameSpec, config: Config | None = None) -> pyspiel.GameType:
    config = config or spec.config()
    params: dict[str, Any] = {"players": spec.default_players, "reward_blend": 0.0}
    params.update({k: v[0] for k, v in spec.variants.items()})
    return pyspiel.GameType(
        short_name=short_name(spec),
        long_name=f"{spec.title} (galleria-ai C++ core)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=_utility(config),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
    )


def game_info(spec: GameSpec, config: Config) -> pyspiel.GameInfo:
    lo, hi, total = spec.utility_bounds(config)
    return pyspiel.GameInfo(
        num_distinct_actions=spec.num_actions,
        max_chance_outcomes=spec.max_chance_outcomes,
        num_players=config.players,
        min_utility=lo,
        max_utility=hi,
        utility_sum=total,
        max_game_length=spec.max_game_length(config),
    )


class GalleriaGame(pyspiel.Game):
    """An OpenSpiel game over one galleria-ai rules core (`spec` fixes which)."""

    def __init__(self, spec: GameSpec, params: dict | None = None) -> None:
        params = dict(params or {})
        unknown = set(params) - {"players", "reward_blend", *spec.variants}
        if unknown:
            raise ValueError(f"unknown parameter(s) {', '.join(sorted(unknown))} for "
                             f"{short_name(spec)}")
        config = spec.config(params.get("players"),
                             {k: str(params[k]) for k in spec.variants if k in params},
                             params.get("reward_blend", 0.0))
        self.spec, self.config = spec, config
        full = {"players": config.players, "reward_blend": config.reward_blend,
                **dict(config.variants)}
        super().__init__(game_type(spec, config), game_info(spec, config), full)

    def new_initial_state(self) -> GalleriaState:
        return GalleriaState(self)

    def max_chance_nodes_in_history(self) -> int:
        return self.spec.max_chance_steps(self.config)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        if not isinstance(iig_obs_type, pyspiel.IIGObservationType):
            params, iig_obs_type = iig_obs_type, None  # called as make_py_observer(params)
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        return Observer(self.spec, iig_obs_type)


class GalleriaState(pyspiel.State):
    """An OpenSpiel state; all of its data is one `Table` (copied fast by `clone`)."""

    def __init__(self, game: GalleriaGame, table: Table | None = None) -> None:
        super().__init__(game)
        self.table = table if table is not None else Table(game.spec, game.config)

    # ---- the OpenSpiel state API --------------------------------------------------------
    def current_player(self) -> int:
        terminal, chance, seat = self.table._status  # called several times per step
        if terminal:
            return _TERMINAL
        return _CHANCE if chance else seat

    def _legal_actions(self, player: int) -> list[int]:
        return self.table.legal_actions(player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.table.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        t = self.table
        _, chance, seat = t.status
        if chance:
            t.apply_chance(int(action))
        else:
            t.apply_action(seat, int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        t = self.table
        if player == pyspiel.PlayerId.CHANCE:
            if t.core is None:
                return t.spec.setup_outcome_name(t.config, t.setup, int(action))
            return t.spec.chance_outcome_name(t.core, int(action))
        if t.core is None:
            return f"action {action}"
        return t.spec.action_to_move(t.core, player, int(action))

    def is_terminal(self) -> bool:
        return self.table.is_terminal()

    def returns(self) -> list[float]:
        t = self.table
        if not t.is_terminal():
            return [0.0] * t.config.players
        return [float(r) for r in t.spec.returns(t.core, t.config)]

    def __str__(self) -> str:
        return str(self.table)

    def resample_from_infostate(self, player_id: int,
                                probability_sampler: Callable[[], float]) -> GalleriaState:
        """A state drawn from those `player_id` cannot tell apart from this one."""
        seed = (int(probability_sampler() * 2**32) << 32) | int(probability_sampler() * 2**32)
        return self.resample(int(player_id), random.Random(seed))

    def resample(self, player: int, rng: random.Random) -> GalleriaState:
        replay = self.table.spec.resample(self.table, player, rng)
        state = replay_history(self.get_game(), replay, rng)
        if state.table.info_state_string(player) != self.table.info_state_string(player):
            raise RuntimeError("resampled history does not match the player's view")
        return state


def replay_history(game: GalleriaGame, replay: Replay, rng: random.Random) -> GalleriaState:
    """The state a whole history leads to (open hidden moves drawn uniformly; a move of
    seat `table.CHANCE` is an explicit chance outcome of the rules state)."""
    state = game.new_initial_state()
    for outcome in replay.setup:
        state.apply_action(outcome)
    spec = game.spec
    for seat, move in replay.moves:
        table = state.table
        if seat == CHANCE and move is not None:
            if not state.is_chance_node():
                raise RuntimeError(f"history has chance outcome {move!r} at a decision")
            state.apply_action(spec.chance_action(move))
            continue
        if state.current_player() != seat:
            raise RuntimeError(f"history has seat {seat} move while "
                               f"{state.current_player()} is to act")
        if move is None:
            move = spec.random_move(table.core, seat, rng)
        state.apply_action(spec.move_to_action(move))
    return state


class Observer:
    """OpenSpiel's Python observer: observation or perfect-recall information state."""

    def __init__(self, spec: GameSpec, iig_obs_type: Any = None) -> None:
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        if (not iig_obs_type.public_info or
                iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER):
            raise ValueError("only a seat's own view is supported (public info and the "
                             "seat's private info)")
        self.spec = spec
        self.info_state = bool(iig_obs_type.perfect_recall)
        self.tensor, self.dict = tensor_views(spec, self.info_state)

    def set_from(self, state: GalleriaState, player: int) -> None:
        self.tensor.fill(0)
        table = state.table
        if table.core is None:  # still dealing: a seat knows only who it is
            if "seat" in self.dict:
                self.dict["seat"][player] = 1
            return
        self.spec.fill_observation(table.core, player, self.tensor)
        if self.info_state:
            self.spec.fill_info_state(table, player, self.tensor)

    def string_from(self, state: GalleriaState, player: int) -> str:
        if self.info_state:
            return state.table.info_state_string(player)
        return state.table.observation_string(player)


class CoreRolloutEvaluator:
    """MCTS/ISMCTS evaluator: uniform priors, returns averaged over rollouts played in the
    C++ core (far faster than rolling out through the OpenSpiel API). `policy` is
    ``"random"`` (uniform legal moves) or a game's own rollout policy (Modern Art:
    ``"heuristic"``, the project's baseline bot). The search only ever hands it the worlds
    it sampled, so it sees nothing the searcher may not."""

    def __init__(self, n_rollouts: int = 1, seed: int = 0, policy: str = "random") -> None:
        if n_rollouts < 1:
            raise ValueError("n_rollouts must be at least 1")
        self.n_rollouts = n_rollouts
        self.rng = random.Random(seed)
        self.policy = policy

    def evaluate(self, state: GalleriaState) -> np.ndarray:
        table, rng = state.table, self.rng
        spec = table.spec
        if self.policy not in spec.rollout_policies:
            raise ValueError(f"rollout policy {self.policy!r} is not one of "
                             f"{', '.join(spec.rollout_policies)}")
        if table.core is None:  # finish the deal first
            table = table.copy()
            while table.core is None:
                actions, probs = zip(*table.chance_outcomes())
                table.apply_chance(rng.choices(actions, probs)[0])
        total = np.zeros(table.config.players)
        for _ in range(self.n_rollouts):
            core = table.core.clone()  # rollouts need no logs: the bare rules state
            while not core.is_terminal():
                if spec.core_is_chance(core):
                    outcomes, probs = zip(*core.chance_outcomes())
                    core.apply(rng.choices(outcomes, probs)[0])
                else:
                    seat = core.current_player()
                    core.apply(spec.rollout_move(core, seat, rng, self.policy), seat)
            total += spec.returns(core, table.config)
        return total / self.n_rollouts

    def prior(self, state: GalleriaState) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions()
        return [(a, 1.0 / len(actions)) for a in actions]


def register(game: str | GameSpec) -> str:
    """Register a game (its name or spec) with pyspiel, once; returns its short name."""
    spec = specs.resolve(game)
    name = short_name(spec)
    if name not in _FACTORIES:
        def factory(params: dict | None = None) -> GalleriaGame:
            return GalleriaGame(spec, params)

        _FACTORIES[name] = factory
        pyspiel.register_game(game_type(spec), factory)
    return name


def load_game(game: str | GameSpec = "modern_art", **params: Any) -> GalleriaGame:
    """`pyspiel.load_game` for a galleria game (name or spec), e.g.
    ``load_game("modern_art", players=3, virtual="turn")``."""
    return pyspiel.load_game(register(game), params)


def register_all() -> list[str]:
    """Register every registered game that has a spec (done when this module is imported;
    call again after adding a game to the registry). Returns their short names."""
    return [register(spec) for spec in specs.registered()]


register_all()
