"""Test helper for any registered game: the GEI lines each seat of a random game receives
from the real referee (`match.play_game`), and the true state where the game was cut."""

from __future__ import annotations

import random

from galleria_ai.client import newgame_line, private_line, reveal_line
from galleria_ai.match import Decision, GameSpec, Limits, play_game


class _Cut(Exception):
    pass


class Recorder:
    """A seat that answers random legal moves (small amounts preferred, so games last and
    money stays varied) and logs every line its view would send to an engine."""

    def __init__(self, log: dict, rng: random.Random, budget: list[int]) -> None:
        self.name = "recorder"
        self.log, self.rng, self.budget = log, rng, budget
        self.seat = -1

    def new_game(self, spec: GameSpec, seat: int) -> None:
        self.seat = seat
        self.log[seat] = [newgame_line(spec, [seat])]

    def private(self, tokens: list[str]) -> None:
        self.log[self.seat].append(private_line(self.seat, tokens))

    def event(self, seat: int, move: str) -> None:
        self.log[self.seat].append(f"event {seat} {move}")

    def chance(self, outcome: str) -> None:
        self.log[self.seat].append(f"chance {outcome}")

    def reveal(self, moves: dict[int, str]) -> None:
        self.log[self.seat].append(reveal_line(moves))

    def choose(self, view, limits: Limits) -> Decision:
        if self.budget[0] <= 0:
            self.log["state"] = view
            self.log["to_move"] = self.seat
            raise _Cut
        self.budget[0] -= 1
        legal = view.legal_moves(self.seat)
        cheap = [m for m in legal if not (len(m.split()) == 2 and m.split()[1].isdigit()
                                          and int(m.split()[1]) > 15)]
        return Decision(self.rng.choice(cheap or legal), {}, 0.0)

    def game_over(self, result: dict) -> None:
        self.log["result"] = result

    def close(self) -> None:
        pass


def record_game(game: str, players: int, seed: int = 1, variants: dict | None = None,
                decisions: int = 10**9) -> dict:
    """Run a random game for `decisions` decisions. Returns {seat: [lines]}, plus "state"
    (the true state where it was cut, None if it ran to the end), "to_move" and, for a
    finished game, "result" and "record"."""
    spec = GameSpec(game=game, players=players, seed=seed, variants=dict(variants or {}))
    log: dict = {"state": None}
    rng = random.Random(seed)
    budget = [decisions]
    try:
        log["record"] = play_game(spec, [Recorder(log, rng, budget) for _ in range(players)],
                                  Limits())
    except _Cut:
        pass
    return log
