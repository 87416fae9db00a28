"""A tiny game with explicit chance steps and sealed bids, to test the adapters' generic
chance path (the seams' model: ``is_chance()``, ``chance_outcomes()``, ``chance_outcome()``,
``apply(outcome)``), which Modern Art (it deals inside its moves) never takes.

Bag auction: a bag holds the tokens R R G G B, worth 3, 2 and 1. Each of three rounds opens
with a public chance step drawing a token (``draw R``); then every seat bids secretly
(``bid n`` with 1 <= n <= its money, or ``pass``); the highest bid wins (ties: the lower
seat), pays the bank and scores the token. Seats start with 5 money; the most money plus
score wins (shared on a tie). The hidden part is the bag order (and pending bids).
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
from galleria_ai.adapters.spec import Config, GameSpec, Piece, Replay
from galleria_ai.adapters.table import CHANCE
from galleria_ai.games import GameEntry

COLORS = ("R", "G", "B")
VALUE = {"R": 3, "G": 2, "B": 1}
BAG = ("R", "R", "G", "G", "B")
ROUNDS = 3
START = 5


class BagState:
    def __init__(self, players: int = 3, seed: int = 0) -> None:
        self.num_players = players
        self.bag = list(BAG)
        random.Random(seed).shuffle(self.bag)
        self.cash = [START] * players
        self.score = [0] * players
        self.round = 0
        self.phase = "draw"
        self.token: str | None = None
        self.bids: dict[int, int] = {}  # pending sealed bids (0 = pass)

    # ---- status -------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.phase == "over"

    def is_chance(self) -> bool:
        return self.phase == "draw"

    def to_move(self) -> list[int]:
        if self.phase != "bid":
            return []
        return [s for s in range(self.num_players) if s not in self.bids]

    def current_player(self) -> int:
        movers = self.to_move()
        return movers[0] if movers else -1

    def legal_moves(self, seat: int | None = None) -> list[str]:
        seat = self.current_player() if seat is None else seat
        if seat not in self.to_move():
            return []
        return ["pass"] + [f"bid {n}" for n in range(1, self.cash[seat] + 1)]

    def chance_outcomes(self) -> list[tuple[str, float]]:
        if not self.is_chance():
            return []
        return [(f"draw {c}", self.bag.count(c) / len(self.bag)) for c in COLORS
                if c in self.bag]

    def chance_outcome(self) -> str:
        return f"draw {self.bag[0]}"

    # ---- transitions --------------------------------------------------------------------
    def apply(self, move: str, seat: int | None = None) -> None:
        if self.is_terminal():
            raise ValueError("the game is over")
        if self.is_chance():
            word, _, color = move.partition(" ")
            if word != "draw" or color not in self.bag:
                raise ValueError(f"{move!r} is not a possible draw")
            i = self.bag.index(color)
            self.bag[0], self.bag[i] = self.bag[i], self.bag[0]  # the drawn token to the top
            self.token = self.bag.pop(0)
            self.phase = "bid"
            return
        seat = self.current_player() if seat is None else seat
        if seat not in self.to_move():
            raise ValueError(f"seat {seat} is not to move")
        if move not in self.legal_moves(seat):
            raise ValueError(f"{move!r} is not legal for seat {seat}")
        self.bids[seat] = 0 if move == "pass" else int(move.split()[1])
        if len(self.bids) == self.num_players:
            best = max(self.bids.values())
            if best > 0:
                winner = min(s for s, b in self.bids.items() if b == best)
                self.cash[winner] -= best
                self.score[winner] += VALUE[self.token]
            self.bids, self.token = {}, None
            self.round += 1
            self.phase = "over" if self.round == ROUNDS else "draw"

    def random_move(self, seat: int | None = None, seed: int = 0) -> str:
        return random.Random(seed).choice(self.legal_moves(seat))

    # ---- results ------------------------------------------------------------------------
    def money(self) -> list[int]:
        """Final standing: cash plus score."""
        return [m + s for m, s in zip(self.cash, self.score)]

    def returns(self) -> list[float]:
        t = self.money()
        best = [s for s, v in enumerate(t) if v == max(t)]
        return [1.0 / len(best) if s in best else 0.0 for s in range(self.num_players)]

    def margins(self) -> list[float]:
        t = self.money()
        mean = sum(t) / len(t)
        scale = max(1.0, max(abs(v - mean) for v in t))
        return [(v - mean) / scale for v in t]

    # ---- views ----------------------------------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        return {"seat": seat, "money": list(self.cash), "score": list(self.score),
                "bag": {c: self.bag.count(c) for c in COLORS}, "token": self.token,
                "round": self.round, "phase": self.phase, "my_bid": self.bids.get(seat)}

    def observation_string(self, seat: int) -> str:
        return json.dumps(self.observation(seat), sort_keys=True)

    def determinize(self, seat: int, seed: int) -> BagState:
        world = self.clone()
        random.Random(seed).shuffle(world.bag)
        world.bids = {s: b for s, b in world.bids.items() if s == seat}
        return world

    def clone(self) -> BagState:
        return BagState.from_json(self.to_json())

    def to_json(self) -> str:
        return json.dumps({k: getattr(self, k) for k in (
            "num_players", "bag", "cash", "score", "round", "phase", "token")} |
            {"bids": sorted(self.bids.items())})

    @staticmethod
    def from_json(text: str) -> BagState:
        d = json.loads(text)
        s = BagState(d["num_players"])
        for k in ("bag", "cash", "score", "round", "phase", "token"):
            setattr(s, k, d[k])
        s.bids = {int(k): v for k, v in d["bids"]}
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BagState) and self.to_json() == other.to_json()


PIECES: tuple[Piece, ...] = (
    ("seat", 3, 1), ("money", 3, START), ("score", 3, ROUNDS * 3), ("bag", 3, 2),
    ("token", 3, 1), ("round", ROUNDS, 1), ("to_move", 3, 1), ("my_bid", 2, START),
)
OFFSET = dict(zip([n for n, _, _ in PIECES],
                  np.cumsum([0] + [size for _, size, _ in PIECES]).tolist()))


class BagEntry(GameEntry):
    """The bag auction's stand-in registry entry (the game is never registered)."""

    name = "bag_auction"
    title = "Bag auction (test game)"
    min_players, max_players, default_players = 2, 3, 3
    state_type = BagState

    def new_game(self, players: int, seed: int = 0, variants: Any = None,
                 setup: Any = None) -> BagState:
        self.check_players(players)
        self.check_variants(variants or {})
        return BagState(players, seed)

    def from_json(self, text: str) -> BagState:
        return BagState.from_json(text)

    def score(self, state: BagState) -> list[int]:
        return state.money()


class BagSpec(GameSpec):
    name = "bag_auction"
    num_actions = 1 + START  # 0 pass, n bid n
    max_chance_outcomes = len(COLORS)
    observation_pieces = PIECES

    def standin_face(self) -> GameEntry:
        return BagEntry()

    def max_chance_steps(self, config: Config) -> int:
        return ROUNDS

    def chance_action(self, outcome: str) -> int:
        return COLORS.index(outcome.split()[1])

    def chance_outcome_name(self, core: BagState, action: int) -> str:
        return f"draw {COLORS[action]}"

    def legal_actions(self, core: BagState, seat: int) -> list[int]:
        return sorted(self.move_to_action(m) for m in core.legal_moves(seat))

    def action_to_move(self, core: BagState, seat: int, action: int) -> str:
        if not 0 <= action < self.num_actions:
            raise ValueError(f"action {action} is outside 0..{self.num_actions - 1}")
        return "pass" if action == 0 else f"bid {action}"

    def move_to_action(self, move: str) -> int:
        return 0 if move == "pass" else int(move.split()[1])

    def fill_observation(self, core: BagState, seat: int, out: np.ndarray) -> None:
        o = core.observation(seat)
        n = core.num_players
        out[OFFSET["seat"] + seat] = 1
        out[OFFSET["money"]:OFFSET["money"] + n] = o["money"]
        out[OFFSET["score"]:OFFSET["score"] + n] = o["score"]
        out[OFFSET["bag"]:OFFSET["bag"] + 3] = [o["bag"][c] for c in COLORS]
        if o["token"] is not None:
            out[OFFSET["token"] + COLORS.index(o["token"])] = 1
        if o["round"] < ROUNDS:
            out[OFFSET["round"] + o["round"]] = 1
        for s in core.to_move():
            out[OFFSET["to_move"] + s] = 1
        if o["my_bid"] is not None:
            out[OFFSET["my_bid"]:OFFSET["my_bid"] + 2] = [1, o["my_bid"]]

    def max_game_length(self, config: Config) -> int:
        return ROUNDS * config.players

    def resample(self, table: Any, seat: int, rng: random.Random) -> Replay:
        # Chance outcomes are public; only other seats' pending bids are unknown to `seat`.
        moves: list[tuple[int, str | None]] = [(s, m) for s, m, _ in table.record]
        pending = len(table.pending_round())
        for i in range(len(moves) - pending, len(moves)):
            if moves[i][0] not in (seat, CHANCE):
                moves[i] = (moves[i][0], None)
        return Replay([], moves)


SPEC = BagSpec()
