"""The action-space spec: what the researcher adapters need to know about one game.

The OpenSpiel and PettingZoo adapters (`openspiel.py`, `pettingzoo.py`) are generic over
the rules face every game offers in Python (`ARCHITECTURE.md`, "The rules face"). What
differs between games lives in one small `GameSpec` subclass per game
(`modern_art_spec.py`): the fixed action layout, the tensors, how the hidden order is dealt
by explicit chance steps before the rules state exists ("setup chance"), which extra facts a
move shows to which seat (a deal, a revealed card), and how a seat's view is turned back
into a whole possible history (resampling).

A spec holds no state: one instance serves every table of its game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Optional

import numpy as np

# An observed fact: (seat that sees it, or None for every seat; its text).
Event = tuple[Optional[int], str]
# One piece of a tensor: (name, size, upper bound of every entry); lower bounds are 0.
Piece = tuple[str, int, float]


@dataclass(frozen=True)
class Config:
    """One game's parameters, shared by every state of a game object."""

    players: int
    variants: tuple[tuple[str, str], ...] = ()  # sorted (key, value) pairs
    reward_blend: float = 0.0  # 0: win share, 1: money margin, between: the blend

    def variant(self, key: str, default: str) -> str:
        return dict(self.variants).get(key, default)


@dataclass
class Replay:
    """A whole history: the setup chance outcomes, then the moves in order.

    A move given as ``None`` is a hidden simultaneous move of that seat the history leaves
    open: the replay draws a uniformly random legal move for it. Seat ``table.CHANCE``
    (-1) marks an explicit chance outcome of the rules state (its notation).
    """

    setup: list[int]
    moves: list[tuple[int, str | None]] = field(default_factory=list)


class GameSpec:
    """Base class of a game's spec. Subclasses set the class attributes and the methods."""

    name: str = ""  # registry name, e.g. "modern_art"
    title: str = ""  # human name, e.g. "Modern Art"
    min_players: int = 2
    max_players: int = 2
    default_players: int = 2
    # Rules variants as key -> accepted values (the first is the default).
    variants: ClassVar[dict[str, tuple[str, ...]]] = {}
    num_actions: int = 0
    max_chance_outcomes: int = 0
    observation_pieces: Sequence[Piece] = ()
    info_state_pieces: Sequence[Piece] = ()  # appended to the observation pieces

    def __reduce__(self) -> tuple[Any, ...]:
        # Specs are stateless: pickling one names its class (tables and envs pickle specs).
        return (self.__class__, ())

    # ---- configuration ------------------------------------------------------------------
    def config(self, players: int | None = None, variants: dict[str, str] | None = None,
               reward_blend: float = 0.0) -> Config:
        """A validated `Config`; ValueError naming the problem."""
        players = self.default_players if players is None else players
        if isinstance(players, bool) or not isinstance(players, (int, np.integer)):
            raise ValueError(f"players must be a whole number, got {players!r}")  # noqa: TRY004
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} takes {self.min_players} to {self.max_players} "
                             f"players, got {players}")
        chosen: dict[str, str] = {}
        for key, value in (variants or {}).items():
            if key not in self.variants or value not in self.variants[key]:
                accepted = ", ".join(f"{k}={'|'.join(v)}" for k, v in self.variants.items())
                raise ValueError(f"unknown variant {key}={value} (accepted: {accepted})")
            chosen[key] = value
        for key, values in self.variants.items():
            chosen.setdefault(key, values[0])
        blend = float(reward_blend)
        if not 0.0 <= blend <= 1.0:
            raise ValueError(f"reward_blend must be within [0, 1], got {reward_blend!r}")
        config = Config(int(players), tuple(sorted(chosen.items())), blend)
        self.check_config(config)
        return config

    def check_config(self, config: Config) -> None:
        """Game-specific checks (e.g. a variant only some player counts allow)."""

    # ---- rules state ----------------------------------------------------------------------
    def new_core(self, config: Config, seed: int) -> Any:
        """A fresh rules state whose hidden order is shuffled from `seed`."""
        raise NotImplementedError

    def core_to_text(self, core: Any) -> str:
        raise NotImplementedError

    def core_from_text(self, text: str) -> Any:
        raise NotImplementedError

    def core_is_chance(self, core: Any) -> bool:
        """An explicit chance step of the rules state is pending."""
        is_chance = getattr(core, "is_chance", None)
        return bool(is_chance()) if is_chance is not None else False

    # ---- setup chance: the hidden order dealt step by step before the rules state exists --
    def setup_steps(self, config: Config) -> int:
        return 0

    def max_chance_steps(self, config: Config) -> int:
        """An upper bound on the chance steps of one game (setup and the core's)."""
        return self.setup_steps(config)

    def setup_outcomes(self, config: Config, prefix: Sequence[int]) -> list[tuple[int, float]]:
        raise NotImplementedError

    def setup_outcome_possible(self, config: Config, prefix: Sequence[int],
                               outcome: int) -> bool:
        return outcome in dict(self.setup_outcomes(config, prefix))

    def setup_outcome_name(self, outcome: int) -> str:
        raise NotImplementedError

    def core_from_setup(self, config: Config, setup: Sequence[int]) -> Any:
        """The rules state dealt from a complete setup (no setup steps: any fixed order)."""
        return self.new_core(config, 0)

    def setup_of(self, core: Any) -> list[int]:
        """The setup outcomes a seeded rules state was dealt from."""
        return []

    # ---- explicit chance steps of the rules state ---------------------------------------
    def chance_action(self, outcome: str) -> int:
        raise NotImplementedError

    def chance_outcome_name(self, core: Any, action: int) -> str:
        raise NotImplementedError

    # ---- moves <-> actions ----------------------------------------------------------------
    def legal_actions(self, core: Any, seat: int) -> list[int]:
        """Ascending action ids of `seat`'s legal moves (empty if it may not act)."""
        raise NotImplementedError

    def action_to_move(self, core: Any, seat: int, action: int) -> str:
        """The notation of an action id now; ValueError for an id outside the layout."""
        raise NotImplementedError

    def move_to_action(self, move: str) -> int:
        raise NotImplementedError

    def random_move(self, core: Any, seat: int, rng: random.Random) -> str:
        return str(core.random_move(seat, rng.getrandbits(63)))

    rollout_policies: tuple[str, ...] = ("random",)

    def rollout_move(self, core: Any, seat: int, rng: random.Random, policy: str) -> str:
        """A move for a rollout in a sampled world (`policy` from `rollout_policies`)."""
        return self.random_move(core, seat, rng)

    # ---- what seats observe ----------------------------------------------------------------
    # `table` below is the `table.Table` being played: its `core`, `setup`, `config`, `record`.
    def initial_events(self, table: Any) -> list[Event]:
        """Facts seats learn when the rules state starts (e.g. their first hands)."""
        return []

    def apply_move(self, table: Any, seat: int, move: str) -> tuple[list[Event], Any]:
        """Apply `seat`'s `move` to `table.core` (ValueError, nothing changed, if illegal).

        Returns the facts it shows beyond the move itself and a note the table keeps with
        the move in its record (for `resample`)."""
        table.core.apply(move, seat)
        return [], None

    def apply_chance_outcome(self, table: Any, outcome: str) -> tuple[list[Event], Any]:
        table.core.apply(outcome)
        return [], None

    def observation_string(self, core: Any, seat: int) -> str:
        return str(core.observation_string(seat))

    def fill_observation(self, core: Any, seat: int, out: np.ndarray) -> None:
        """Write `seat`'s observation into the zeroed flat tensor `out` (laid out as
        `observation_pieces`; `out` may be longer)."""
        raise NotImplementedError

    def fill_info_state(self, table: Any, seat: int, out: np.ndarray) -> None:
        """Write the info-state extras into the zeroed flat tensor `out` (laid out as
        `observation_pieces` followed by `info_state_pieces`)."""

    # ---- results --------------------------------------------------------------------------
    def returns(self, core: Any, config: Config) -> list[float]:
        """Final utilities: (1 - blend) * win share + blend * money margin."""
        share = list(core.returns())
        if config.reward_blend == 0.0:
            return share
        margin = list(core.margins())
        b = config.reward_blend
        return [(1.0 - b) * w + b * m for w, m in zip(share, margin)]

    def final_info(self, core: Any) -> list[dict[str, Any]]:
        """Per seat at the end: its win share, money margin and money."""
        shares, money = list(core.returns()), list(core.money())
        margins = list(core.margins()) if hasattr(core, "margins") else [0.0] * len(money)
        return [{"win_share": float(w), "margin": float(m), "money": int(c)}
                for w, m, c in zip(shares, margins, money)]

    def utility_bounds(self, config: Config) -> tuple[float, float, float | None]:
        """(min, max, constant sum or None): win shares are in [0, 1] and sum to 1; margins
        are in [-1, 1] and sum to 0."""
        b = config.reward_blend
        return (-b if b else 0.0), 1.0, 1.0 - b

    def max_game_length(self, config: Config) -> int:
        """An upper bound on the number of player decisions in one game."""
        raise NotImplementedError

    # ---- resampling --------------------------------------------------------------------------
    def resample(self, table: Any, seat: int, rng: random.Random) -> Replay:
        """A whole history consistent with everything `seat` knows in `table`, the hidden
        parts drawn at random (through the rules core's determinization)."""
        raise NotImplementedError

    # ---- tensors --------------------------------------------------------------------------
    def pieces(self, info_state: bool) -> list[Piece]:
        return list(self.observation_pieces) + (list(self.info_state_pieces) if info_state
                                                else [])

    def tensor_size(self, info_state: bool) -> int:
        return sum(size for _, size, _ in self.pieces(info_state))

    def tensor_high(self, info_state: bool) -> np.ndarray:
        return np.concatenate([np.full(size, high, np.float32)
                               for _, size, high in self.pieces(info_state)])


def tensor_views(spec: GameSpec, info_state: bool) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """A zeroed flat float32 tensor and its named piece views (OpenSpiel observer layout)."""
    tensor = np.zeros(spec.tensor_size(info_state), np.float32)
    views: dict[str, np.ndarray] = {}
    at = 0
    for name, size, _ in spec.pieces(info_state):
        views[name] = tensor[at:at + size]
        at += size
    return tensor, views
