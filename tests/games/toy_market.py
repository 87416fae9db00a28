"""Toy Market's registry entry (test only): a game shaped like The Gallerist — 2-4 players,
a secret objective told at set-up, explicit chance steps (public lot draws), a decision of
a seat that does not own the round, no simultaneous moves. Its rules are C++
(``cpp/testing/toy_market.h``) bound through the same templates as every real game into the
test extension ``galleria_ai._toys``. It is the proof that a game plugs in with a C++ core,
one binding call and this entry, and no edit anywhere else."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from galleria_ai import _toys
from galleria_ai.games import GameEntry

ROUNDS = {"short": 6, "long": 9}


class ToyMarketGame(GameEntry):
    name = "toy_market"
    title = "Toy Market"
    min_players = 2
    max_players = 4
    default_players = 3
    variants: ClassVar[dict[str, tuple[str, ...]]] = {"length": ("short", "long")}
    state_type = _toys.ToyMarketState
    score_name = "points"
    notation = "take, pass, buy, decline"
    bots = ("random",)
    setup_private = "objective"
    fallback_preference = ("pass", "decline")
    search_function = _toys.toy_market_search
    candidates_function = _toys.toy_market_search_candidates

    def new_game(self, players: int, seed: int = 0, variants: Mapping[str, str] | None = None,
                 setup: Any = None) -> Any:
        self.check_players(players)
        chosen = self.check_variants(variants or {})
        if setup is not None:
            raise ValueError("toy market has no explicit set-up")
        return _toys.toy_market_new_game(players, ROUNDS[chosen.get("length", "short")], seed)

    def canonical_move(self, text: str) -> str:
        return str(_toys.toy_market_canonical_move(text))

    def score(self, state: Any) -> list[int]:
        return list(state.points())

    def scoring(self, state: Any) -> list[dict]:
        return [{"points": state.points(), "coins": state.coins()}] if state.is_terminal() \
            else []

    def decisions_left(self, state: Any, seat: int) -> int:
        obs = state.observation(seat)
        return max(1, obs["rounds"] - obs["round"])

    def private_text(self, tokens: Sequence[str]) -> str:
        return f"your secret {tokens[0]}: {' '.join(tokens[1:])}"


GAME = ToyMarketGame()
