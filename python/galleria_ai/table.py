"""The vocabulary of a table, shared by the referee (`match`), the GEI client (`client`),
the arena and galleria-play: what game is played, per-move limits, a seat's answer, and
what a seat controller must implement. No game knowledge and no imports of those modules
(so none of them import each other in a cycle); only the registry's default game name."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from galleria_ai import games


@dataclass
class GameSpec:
    """A table: the registered game, seats, rules variants and the seed of its shuffles."""

    game: str = games.DEFAULT
    players: int = 4
    variants: dict[str, str] = field(default_factory=dict)
    seed: int = 0


@dataclass
class Limits:
    """Per-move limits; any subset (none: the controller's own defaults).

    ``clock_ms``/``increment_ms``: the asked seat's remaining game clock and its increment.
    ``clocks``: every seat's ``(seat, remaining_ms, increment_ms)`` the table knows (the
    referee fills it), sent to engines as GEI ``time``/``inc`` tokens.
    """

    iterations: int | None = None
    movetime_ms: int | None = None
    clock_ms: int | None = None
    increment_ms: int = 0
    clocks: tuple[tuple[int, int, int], ...] = ()


@dataclass
class Decision:
    """One answer of a seat: the move, engine statistics and the wall time it took."""

    move: str
    stats: dict
    elapsed_ms: float


class SeatPlayer(Protocol):
    """What sits at a seat. The referee tells it exactly what its seat may know."""

    name: str

    def new_game(self, spec: GameSpec, seat: int) -> None: ...
    # What this seat learns privately: ``[kind, item, ...]`` (GEI ``private <seat> ...``).
    def private(self, tokens: list[str]) -> None: ...
    def event(self, seat: int, move: str) -> None: ...           # a public move
    def chance(self, outcome: str) -> None: ...                  # a public chance outcome
    def reveal(self, moves: dict[int, str]) -> None: ...         # one simultaneous phase
    def choose(self, view: Any, limits: Limits) -> Decision: ...
    def game_over(self, result: dict) -> None: ...
    def close(self) -> None: ...
