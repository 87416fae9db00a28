"""The action-space spec: what the researcher adapters need to know about one game.

The OpenSpiel and PettingZoo adapters (`openspiel.py`, `pettingzoo.py`) are generic over
the rules face every game offers in Python (`ARCHITECTURE.md`, "The game interface"). What
differs between games lives in one small `GameSpec` subclass per game (`modern_art_spec.py`,
`gallerist_spec.py`): the fixed action layout, the tensors, how the set-up is dealt by
explicit chance steps before the rules state exists ("setup chance"), which extra facts a
move shows to which seat (a deal, a revealed card), and how a seat's view is turned back
into a whole possible history (resampling).

The game itself — its title, player range, variants, `new_game`, `from_json`, score — is
read from its registry entry (`galleria_ai.games.get(name)`); a game that is not registered
yet may give a stand-in entry (`standin_face`). `specs.py` lists the specs by game name.

A spec holds no state: one instance serves every table of its game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Optional

import numpy as np

from galleria_ai import games

# An observed fact: (seat that sees it, or None for every seat; its text).
Event = tuple[Optional[int], str]
# One piece of a tensor: (name, size, upper bound of every entry); lower bounds are 0.
Piece = tuple[str, int, float]


@dataclass(frozen=True)
class Config:
    """One game's parameters, shared by every state of a game object."""

    players: int
    variants: tuple[tuple[str, str], ...] = ()  # sorted (key, value) pairs, every key
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

    name: ClassVar[str] = ""  # registry name, e.g. "modern_art"
    num_actions: ClassVar[int] = 0
    max_chance_outcomes: ClassVar[int] = 0
    observation_pieces: ClassVar[Sequence[Piece]] = ()
    info_state_pieces: ClassVar[Sequence[Piece]] = ()  # appended to the observation pieces
    rollout_policies: ClassVar[tuple[str, ...]] = ("random",)

    def __reduce__(self) -> tuple[Any, ...]:
        # Specs are stateless: pickling one names its class (tables and envs pickle specs).
        return (self.__class__, ())

    # ---- the game's registry entry ------------------------------------------------------
    def standin_face(self) -> games.GameEntry | None:
        """An entry to use while the game is not in the registry (None: none)."""
        return None

    @property
    def face(self) -> games.GameEntry:
        """The game's registry entry (`games.get(name)`), else its stand-in."""
        if self.name in games.names():
            return games.get(self.name)
        standin = self.standin_face()
        if standin is None:
            raise ValueError(f"{self.name!r} is not a registered game "
                             f"(registered: {', '.join(games.names())})")
        return standin

    @property
    def title(self) -> str:
        return self.face.title

    @property
    def min_players(self) -> int:
        return self.face.min_players

    @property
    def max_players(self) -> int:
        return self.face.max_players

    @property
    def default_players(self) -> int:
        return self.face.default_players

    @property
    def variants(self) -> Mapping[str, tuple[str, ...]]:
        """Rules variants as key -> accepted values (the first is the default)."""
        return self.face.variants

    # ---- configuration ------------------------------------------------------------------
    def config(self, players: int | None = None, variants: Mapping[str, str] | None = None,
               reward_blend: float = 0.0) -> Config:
        """A validated `Config`; ValueError naming the problem."""
        face = self.face
        players = face.default_players if players is None else players
        if isinstance(players, (bool, np.bool_)) or not isinstance(players, (int, np.integer)):
            raise ValueError(f"players must be a whole number, got {players!r}")  # noqa: TRY004
        players = int(players)
        face.check_players(players)
        chosen = dict(face.check_variants(dict(variants or {})))
        for key, values in face.variants.items():
            chosen.setdefault(key, values[0])
        face.check(players, chosen)
        blend = float(reward_blend)
        if not 0.0 <= blend <= 1.0:
            raise ValueError(f"reward_blend must be within [0, 1], got {reward_blend!r}")
        return Config(players, tuple(sorted(chosen.items())), blend)

    # ---- rules state ----------------------------------------------------------------------
    def new_core(self, config: Config, seed: int) -> Any:
        """A fresh rules state whose hidden order is shuffled from `seed`."""
        return self.face.new_game(config.players, seed, dict(config.variants))

    def core_to_text(self, core: Any) -> str:
        return str(core.to_json())

    def core_from_text(self, text: str) -> Any:
        return self.face.from_json(text)

    def core_is_chance(self, core: Any) -> bool:
        """An explicit chance step of the rules state is pending."""
        return bool(core.is_chance())

    # ---- setup chance: the set-up dealt step by step before the rules state exists -------
    def setup_done(self, config: Config, prefix: Sequence[int]) -> bool:
        """The set-up outcomes `prefix` are complete (the rules state can be built)."""
        return True

    def max_setup_steps(self, config: Config) -> int:
        return 0

    def max_chance_steps(self, config: Config) -> int:
        """An upper bound on the chance steps of one game (setup and the core's)."""
        return self.max_setup_steps(config)

    def setup_outcomes(self, config: Config, prefix: Sequence[int]) -> list[tuple[int, float]]:
        """Ascending (outcome id, probability) pairs of the set-up step after `prefix`."""
        raise NotImplementedError

    def setup_outcome_possible(self, config: Config, prefix: Sequence[int],
                               outcome: int) -> bool:
        return outcome in dict(self.setup_outcomes(config, prefix))

    def setup_outcome_name(self, config: Config, prefix: Sequence[int], outcome: int) -> str:
        """The text of set-up outcome `outcome` after `prefix` (ValueError if impossible)."""
        raise NotImplementedError

    def setup_events(self, config: Config, prefix: Sequence[int], outcome: int) -> list[Event]:
        """What seats observe of set-up outcome `outcome` after `prefix` (default: nobody
        sees it, e.g. Modern Art's deck)."""
        return []

    def core_from_setup(self, config: Config, setup: Sequence[int]) -> Any:
        """The rules state dealt from a complete setup (no setup steps: any fixed order)."""
        return self.new_core(config, 0)

    def setup_of(self, core: Any) -> list[int]:
        """Set-up outcomes that give a freshly seeded rules state (the same observation for
        every seat)."""
        return []

    # ---- explicit chance steps of the rules state ---------------------------------------
    def chance_action(self, outcome: str) -> int:
        raise NotImplementedError

    def chance_outcome_name(self, core: Any, action: int) -> str:
        raise NotImplementedError

    # ---- moves <-> actions ----------------------------------------------------------------
    def legal_actions(self, core: Any, seat: int) -> list[int]:
        """Ascending action ids of `seat`'s legal moves (empty if it may not act). A spec
        gives this or `legal_ranges`."""
        ids: list[int] = []
        for start, stop in self.legal_ranges(core, seat):
            ids.extend(range(start, stop))
        return ids

    def legal_ranges(self, core: Any, seat: int) -> list[tuple[int, int]]:
        """The same ids as ascending, disjoint ``[start, stop)`` ranges (cheap masks: a
        range of bids is one slice)."""
        return to_ranges(self.legal_actions(core, seat))

    def action_to_move(self, core: Any, seat: int, action: int) -> str:
        """The notation of an action id now; ValueError for an id outside the layout."""
        raise NotImplementedError

    def move_to_action(self, move: str) -> int:
        raise NotImplementedError

    def random_move(self, core: Any, seat: int, rng: random.Random) -> str:
        return str(core.random_move(seat, rng.getrandbits(63)))

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
        """Per seat at the end: its win share, money margin and final score (money in both
        games)."""
        shares, margins = list(core.returns()), list(core.margins())
        score = self.face.score(core)
        return [{"win_share": float(w), "margin": float(m), "money": int(c)}
                for w, m, c in zip(shares, margins, score)]

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

    # ---- the GEI wrapper (`gei_ismcts.py`) --------------------------------------------------
    def view_replay(self, view: Any, seat: int, rng: random.Random) -> Replay:
        """A whole history consistent with a GEI engine's view of `seat` (`gei_ismcts.View`:
        its belief state and the lines it was told), the hidden parts drawn at random.
        NotImplementedError: the wrapper does not play this game."""
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


def to_ranges(actions: Sequence[int]) -> list[tuple[int, int]]:
    """Ascending ids as ascending ``[start, stop)`` runs of consecutive ids."""
    out: list[tuple[int, int]] = []
    for a in actions:
        if out and out[-1][1] == a:
            out[-1] = (out[-1][0], a + 1)
        else:
            out.append((a, a + 1))
    return out


def offsets(pieces: Sequence[Piece]) -> dict[str, int]:
    """Start index of every named piece in a flat tensor laid out as `pieces`."""
    out, at = {}, 0
    for name, size, _ in pieces:
        out[name] = at
        at += size
    return out
