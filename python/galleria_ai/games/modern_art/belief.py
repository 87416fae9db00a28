"""Modern Art's belief sync for the engine (spec: the Modern Art section of
``protocol/spec.md``).

Besides the generic `Belief`, Modern Art tells each seat its newly dealt cards at the start
of every season (``private <S> deal <cards>``, alias ``deal``) and lets a GUI set a whole
hand (``private <S> hand <cards>``, alias ``hand``). The belief tracks each own seat's exact
hand, which deals are due, and checks what public moves say about own hands.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from galleria_ai.games.belief import Belief


def parse_cards(tokens: list[str], artists: Sequence[str], types: Sequence[str]) -> list[str]:
    cards = []
    for t in tokens:
        artist, sep, kind = t.partition("-")
        if not sep or artist not in artists or kind not in types:
            raise ValueError(f"not a card: {t!r}")
        cards.append(t)
    return cards


class ModernArtBelief(Belief):
    def __init__(self, entry: Any, state: Any, seats: Sequence[int], seed: int = 0) -> None:
        super().__init__(entry, state, seats, seed)
        # An own seat's exact hand; None while unknown (a position without its deals).
        self.known = {s: [] for s in self.seats}
        self.deal_pending: set[int] = set(self.seats)

    def _copy_extra(self, new: Belief) -> None:
        assert isinstance(new, ModernArtBelief)
        new.deal_pending = set(self.deal_pending)

    def _cards(self, tokens: list[str]) -> list[str]:
        from galleria_ai.games.modern_art import rules

        return parse_cards(tokens, rules.ARTISTS, rules.TYPES)

    # ---- what must come first ---------------------------------------------------------------
    def due(self) -> list[int]:
        return sorted(self.deal_pending)

    def due_reason(self, seats: list[int]) -> str:
        return f"deal for seat(s) {' '.join(map(str, seats))} expected first"

    def check_due(self) -> None:
        if self.deal_pending and self.replay:  # a position may omit deals: hands unknown
            for s in self.deal_pending:
                self.known[s] = None
            self.deal_pending.clear()
        super().check_due()

    # ---- the lines ---------------------------------------------------------------------------
    def private(self, seat: int, tokens: list[str]) -> None:
        if not tokens or tokens[0] not in ("deal", "hand"):
            got = repr(tokens[0]) if tokens else "nothing"
            raise ValueError(f"expected private <seat> deal|hand <card> ..., got {got}")
        cards = self._cards(tokens[1:])
        if tokens[0] == "deal":
            self._deal(seat, cards)
        else:
            self._hand(seat, cards)

    def _deal(self, seat: int, cards: list[str]) -> None:
        if self.state.is_terminal():
            raise ValueError("the game is over")
        if seat not in self.deal_pending:
            if not cards:
                return  # an empty deal where none is due (season 4) is harmless
            raise ValueError(f"no deal due for seat {seat} now")
        kept = self.known.get(seat)
        if kept is None:
            raise ValueError(f"hand of seat {seat} unknown; send its hand instead")
        due = self.state.hand_sizes()[seat] - len(kept)
        if len(cards) != due:
            raise ValueError(f"seat {seat} is dealt {due} cards this season, got {len(cards)}")
        self.known[seat] = kept + cards
        self.deal_pending.discard(seat)
        self.settle()

    def _hand(self, seat: int, cards: list[str]) -> None:
        size = self.state.hand_sizes()[seat]
        if len(cards) != size:
            raise ValueError(f"seat {seat} holds {size} cards, got {len(cards)}")
        self.known[seat] = list(cards)
        self.deal_pending.discard(seat)
        self.settle()

    def event(self, mover: int, move: str) -> None:
        words = move.split()
        st = self.state
        if words[0] == "reveal" and len(words) == 1 and st.vpile_size() > 0:
            raise ValueError("a virtual reveal must name the card: reveal <card>")
        own_card = words[0] in ("play", "add") and len(words) == 2 and mover in self.seats
        kept = self.known.get(mover) if own_card else None
        if kept is not None and words[1] not in kept:
            raise ValueError(f"seat {mover} does not hold {words[1]}")
        season = st.season
        self.apply_public(mover, move)
        if kept is not None:
            kept.remove(words[1])
        self._after_public(season)

    def reveal(self, moves: dict[int, str]) -> None:
        season = self.state.season
        for seat in sorted(moves):
            self.apply_public(seat, moves[seat])
        self._after_public(season)

    def finish_position(self) -> None:
        unknown = [s for s in self.seats if self.known.get(s) is None]
        if unknown:
            raise ValueError(f"hand of seat(s) {' '.join(map(str, unknown))} unknown: give "
                             "its deals or a final 'hand'")
        self.replay = False
        self.settle()

    # ---- helpers -----------------------------------------------------------------------------
    def _after_public(self, season_before: int) -> None:
        """A season change makes the next deal due for every own seat whose hand grows."""
        st = self.state
        if st.season != season_before and not st.is_terminal():
            sizes = st.hand_sizes()
            for s in self.seats:
                kept = self.known.get(s)
                if kept is not None and sizes[s] - len(kept) > 0:
                    self.deal_pending.add(s)
        self.settle()

    def settle(self) -> None:
        """Own hands (those known and not waiting for a deal) exactly as known again."""
        todo = {s: v for s, v in self.known.items()
                if v is not None and s not in self.deal_pending}
        wrong = [s for s, v in todo.items()
                 if Counter(self.state.private_items(s)) != Counter(v)]
        if not wrong:
            return
        try:
            for seat, cards in todo.items():
                self.state.force_private(seat, sorted(cards), keep=list(todo))
        except ValueError as exc:
            raise ValueError(f"own hands impossible: {exc}") from None
