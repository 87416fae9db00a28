"""Saving and resuming a game of galleria-play.

A save file is JSON: the game spec (game, players, variants, seed), who sits where (human
names, AI player specs, limits) and every move the seats chose so far in order. The game is
deterministic given its seed and the moves (chance outcomes come from the seeded true
state), so ``--load`` simply plays it again: every seat is wrapped in a `ReplayPlayer` that
answers from the recorded moves (without searching or prompting) until they run out, while
still passing everything it is told to the wrapped player, so engines and the human's move
log end up exactly where they were.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import asdict, dataclass, field
from typing import Any

from galleria_ai.table import Decision, GameSpec, Limits

SAVE_VERSION = 2  # 2: moves are the chosen ones; the spec names the game


@dataclass
class Session:
    spec: GameSpec
    seats: list[dict[str, Any]]            # {"human": bool, "name": str, "ai": spec text}
    limits: dict[str, Any] = field(default_factory=dict)
    moves: list[dict[str, Any]] = field(default_factory=list)   # {"seat", "move"}

    def on_move(self, rec: dict[str, Any]) -> None:
        """Keep each seat's chosen move (chance steps are replayed by the referee itself)."""
        if rec.get("chance"):
            return
        self.moves.append({"seat": int(rec["seat"]), "move": str(rec.get("played",
                                                                          rec["move"]))})

    def to_dict(self) -> dict[str, Any]:
        return {"galleria_play_save": SAVE_VERSION, "spec": asdict(self.spec),
                "seats": self.seats, "limits": self.limits, "moves": self.moves}

    def save(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.to_dict(), f, indent=1)
            f.write("\n")


def load_session(path: str) -> Session:
    """Read a save file; ValueError with the reason when it is not one."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: not a galleria-play save ({exc})") from None
    if not isinstance(data, dict) or data.get("galleria_play_save") != SAVE_VERSION:
        raise ValueError(f"{path}: not a galleria-play save (version {SAVE_VERSION})")
    try:
        spec = GameSpec(**data["spec"])
        seats = list(data["seats"])
        moves = [{"seat": int(m["seat"]), "move": str(m["move"])} for m in data["moves"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"{path}: damaged save ({exc})") from None
    if len(seats) != spec.players:
        raise ValueError(f"{path}: {len(seats)} seats for {spec.players} players")
    from galleria_ai.match import check_spec

    try:
        check_spec(spec)
    except ValueError as exc:
        raise ValueError(f"{path}: {exc}") from None
    return Session(spec, seats, dict(data.get("limits") or {}), moves)


class ReplayPlayer:
    """Answers a seat's first decisions from a recording, then defers to `inner`."""

    def __init__(self, inner: Any, moves: list[str]) -> None:
        self.inner = inner
        self.queue: deque[str] = deque(moves)
        self.name = getattr(inner, "name", "player")

    @property
    def replaying(self) -> bool:
        return bool(self.queue)

    def new_game(self, spec: GameSpec, seat: int) -> None:
        self.inner.new_game(spec, seat)

    def private(self, tokens: list[str]) -> None:
        self.inner.private(tokens)

    def event(self, seat: int, move: str) -> None:
        self.inner.event(seat, move)

    def chance(self, outcome: str) -> None:
        self.inner.chance(outcome)

    def reveal(self, moves: dict[int, str]) -> None:
        self.inner.reveal(moves)

    def choose(self, view: Any, limits: Limits) -> Decision:
        if self.queue:
            return Decision(self.queue.popleft(), {"replayed": True}, 0.0)
        return self.inner.choose(view, limits)

    def restart(self) -> None:
        restart = getattr(self.inner, "restart", None)
        if restart is not None:
            restart()

    def game_over(self, result: dict) -> None:
        self.inner.game_over(result)

    def close(self) -> None:
        self.inner.close()


def wrap_for_replay(players: list[Any], moves: list[dict[str, Any]]) -> list[Any]:
    per_seat: list[list[str]] = [[] for _ in players]
    for m in moves:
        if not 0 <= m["seat"] < len(players):
            raise ValueError(f"recorded move of seat {m['seat']} in a {len(players)}-seat game")
        per_seat[m["seat"]].append(m["move"])
    return [ReplayPlayer(p, per_seat[s]) for s, p in enumerate(players)]
