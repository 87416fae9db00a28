"""The Gallerist's action-space spec for the OpenSpiel and PettingZoo adapters.

The game is read from its registry entry (``games.get("gallerist")``).

The parts, one module each: the action layout (374 ids, one per move string) and the chance
outcome ids (98) in `gallerist_layout.py`; the set-up dealt by explicit chance steps with the
core's probabilities in `gallerist_setup.py`; the observation tensor in
`gallerist_tensor.py`. The rules state's own chance steps (`draw`, `deal`, `expose`) are
chance nodes with the core's probabilities. Every move is public and so is every chance
outcome; the only hidden things a history holds are the other seats' objective cards, so
resampling deals those anew (as the core's ``determinize`` does) and replays the history.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import numpy as np

from galleria_ai.adapters.gallerist_layout import (
    ACTION_OF,
    ARTISTS,
    CARD_ID,
    CARDS,
    EASELS,
    FORMS,
    LOCATIONS,
    MOVES,
    NUM_ACTIONS,
    NUM_CHANCE,
    PLAZA_START,
    REP_ROWS,
    chance_id,
    chance_name,
    rep_columns,
)
from galleria_ai.adapters.gallerist_setup import outcome_name, setup_outcomes_of, walk
from galleria_ai.adapters.gallerist_tensor import OBSERVATION_PIECES, fill_observation
from galleria_ai.adapters.spec import Config, Event, GameSpec, Replay
from galleria_ai.games.gallerist import rules as gl


class GalleristSpec(GameSpec):
    name = "gallerist"
    num_actions = NUM_ACTIONS
    max_chance_outcomes = NUM_CHANCE
    observation_pieces = OBSERVATION_PIECES
    info_state_pieces = ()
    def new_core(self, config: Config, seed: int) -> Any:
        """The set-up built at once from `seed`: the adapters model the set-up as their own
        chance steps (`walk`), so they start from the finished set-up, not from the registry
        entry's table game (whose set-up steps and objective reveals are core chance steps)."""
        return gl.new_game(players=config.players, seed=seed,
                           **gl.game_options(dict(config.variants)))

    # ---- setup chance ----------------------------------------------------------------------
    def setup_done(self, config: Config, prefix: Sequence[int]) -> bool:
        return walk(config.players, prefix).setup is not None

    def max_setup_steps(self, config: Config) -> int:
        n = config.players
        draws = 2 * len(FORMS) + PLAZA_START + n
        return (1 + len(ARTISTS) + 1 + len(ARTISTS) - 1 + 2 * len(FORMS) + EASELS[n] + draws
                + 4 + len(rep_columns(n)) * len(REP_ROWS) + len(LOCATIONS) + 2 * n)

    def max_chance_steps(self, config: Config) -> int:
        """Set-up, then at most every bag visitor drawn (40), every work exposed (32), and
        per turn at most 24 contract deals (a reveal or a contract bonus's reveal for the
        turn's owner and a kicked-out player, their end-of-turn refills, reshuffles)."""
        return self.max_setup_steps(config) + 40 + 32 + 24 * self.max_turns(config)

    def setup_outcomes(self, config: Config, prefix: Sequence[int]) -> list[tuple[int, float]]:
        return list(walk(config.players, prefix).outcomes)

    def setup_outcome_possible(self, config: Config, prefix: Sequence[int],
                               outcome: int) -> bool:
        try:
            w = walk(config.players, prefix)
        except ValueError:
            return False
        return any(o == outcome for o, _ in w.outcomes)

    def setup_outcome_name(self, config: Config, prefix: Sequence[int], outcome: int) -> str:
        w = walk(config.players, prefix)
        if w.step is None or not any(o == outcome for o, _ in w.outcomes):
            raise ValueError(f"set-up outcome {outcome} is not possible now")
        return outcome_name(w.step, outcome)

    def setup_events(self, config: Config, prefix: Sequence[int], outcome: int) -> list[Event]:
        w = walk(config.players, prefix)
        if w.step is None:
            return []
        return [(w.step[2], outcome_name(w.step, outcome))]

    def core_from_setup(self, config: Config, setup: Sequence[int]) -> Any:
        w = walk(config.players, setup)
        if w.setup is None:
            raise ValueError("the set-up is not complete")
        return self.face.new_game(config.players, 0, dict(config.variants), setup=w.setup)

    def setup_of(self, core: Any) -> list[int]:
        return setup_outcomes_of(core)

    # ---- chance of the rules state -----------------------------------------------------------
    def chance_action(self, outcome: str) -> int:
        return chance_id(outcome)

    def chance_outcome_name(self, core: Any, action: int) -> str:
        return chance_name(int(action))

    # ---- moves <-> actions ----------------------------------------------------------------
    def legal_actions(self, core: Any, seat: int) -> list[int]:
        return sorted([ACTION_OF[m] for m in core.legal_moves(seat)])

    def action_to_move(self, core: Any, seat: int, action: int) -> str:
        action = int(action)
        if not 0 <= action < NUM_ACTIONS:
            raise ValueError(f"action {action} is outside 0..{NUM_ACTIONS - 1}")
        return MOVES[action]

    def move_to_action(self, move: str) -> int:
        try:
            return ACTION_OF[gl.canonical_move(move)]
        except KeyError:
            raise ValueError(f"move {move!r} has no action id") from None

    # ---- what seats observe ----------------------------------------------------------------
    def apply_move(self, table: Any, seat: int, move: str) -> tuple[list[Event], Any]:
        core = table.core
        core.apply(move, seat)
        if not core.is_terminal():
            return [], None
        # The final scoring shows every objective card.
        raw = json.loads(core.to_json())
        n = table.config.players
        text = (f"objectives curators {' '.join(str(c + 1) for c in raw['curator'][:n])} "
                f"dealers {' '.join(str(c + 1) for c in raw['dealer'][:n])}")
        return [(None, text)], None

    def fill_observation(self, core: Any, seat: int, out: np.ndarray) -> None:
        fill_observation(core.observation(seat), out)

    # ---- results ------------------------------------------------------------------------------
    def max_turns(self, config: Config) -> int:
        """Turns in a game: at most 51 rounds (round 50 ends with the round-cap trigger,
        then the final round) of one turn per seat."""
        return 51 * config.players

    def max_game_length(self, config: Config) -> int:
        """The opening placement, at most 200 decisions per turn (a turn's and a kicked-out
        player's executive action: at most 60 ticket steps each, one ticket each, and a
        `done`; the location action with its bonuses and the end steps, far fewer than the
        rest), and the easel choices of the final scoring."""
        return config.players + 200 * self.max_turns(config) + 3

    # ---- resampling -------------------------------------------------------------------------
    def resample(self, table: Any, seat: int, rng: random.Random) -> Replay:
        """Everything but the other seats' objective cards is public: the same history with
        those cards dealt anew (uniformly among the cards `seat` does not hold, as the
        core's `determinize` does)."""
        n = table.config.players
        setup = list(table.setup)
        objective_steps = _objective_steps(n, setup)
        if table.started and table.core.is_terminal():
            objective_steps = {}  # every card is shown at the end
        for steps in objective_steps.values():
            own = [setup[i] for p, i in steps if p == seat]
            others = [(p, i) for p, i in steps if p != seat]
            pool = [CARD_ID + c for c in range(CARDS) if CARD_ID + c not in own]
            rng.shuffle(pool)
            for (_, i), card in zip(others, pool):
                setup[i] = card
        moves: list[tuple[int, str | None]] = [(s, m) for s, m, _ in table.record]
        return Replay(setup, moves)


def _objective_steps(players: int, setup: Sequence[int]) -> dict[str, list[tuple[int, int]]]:
    """For the curator and dealer steps within `setup`: [(seat, index in setup)]."""
    first = max(0, len(setup) - 2 * players)
    out: dict[str, list[tuple[int, int]]] = {"curator": [], "dealer": []}
    for i in range(first, len(setup)):
        step = walk(players, setup[:i]).step
        if step is not None and step[0] in out:
            out[step[0]].append((step[1], i))
    return out


SPEC = GalleristSpec()
