"""The engine's belief state for one table view: a possible world kept in sync with the
table (spec: "The belief state" in ``protocol/spec.md``).

`Belief` holds one full game state consistent with everything the engine's seats were
told: their private items exactly (``State.force_private``), every public move
(``State.apply_observed``), every chance outcome (``State.apply``). What they were not told
(other seats' secrets, hidden orders) is a sample, repaired whenever a public line
contradicts it. The engine applies each line to a `copy()` and keeps it only on success,
so a rejected line changes nothing. A method that rejects a line raises ``ValueError``
with the reason.

This default suits games whose private information is told once at set-up (The Gallerist's
objective cards, the test games); a game with more (Modern Art's season deals) subclasses
it.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any


class Belief:
    def __init__(self, entry: Any, state: Any, seats: Sequence[int], seed: int = 0) -> None:
        self.entry = entry
        self.state = state
        self.seats = sorted(seats)
        # What the own seats learn of the others' play (the game's knowledge keywords).
        self.tracker = entry.new_tracker(state.num_players, self.seats, seed)
        # Private items of each own seat as told (None: not told yet, or unknown).
        self.known: dict[int, list[str] | None] = {s: None for s in self.seats}
        self.replay = False  # inside `position`: private lines may come late

    def copy(self) -> Belief:
        new = copy.copy(self)
        new.state = self.state.clone()
        new.known = {s: None if v is None else list(v) for s, v in self.known.items()}
        new.tracker = None if self.tracker is None else self.tracker.copy()
        self._copy_extra(new)
        return new

    def _copy_extra(self, new: Belief) -> None:
        """Subclasses copy their own mutable fields here."""

    # ---- what must come first ---------------------------------------------------------------
    def due(self) -> list[int]:
        """Own seats whose private information must be told before anything else."""
        if self.entry.setup_private is None or self.replay:
            return []
        return [s for s in self.seats if self.known[s] is None]

    def due_reason(self, seats: list[int]) -> str:
        kind = self.entry.setup_private
        return (f"private {kind} for seat(s) {' '.join(map(str, seats))} expected first")

    def check_due(self) -> None:
        """ValueError if private information is due (not while replaying a position)."""
        seats = self.due()
        if seats:
            raise ValueError(self.due_reason(seats))

    # ---- the lines ---------------------------------------------------------------------------
    def private(self, seat: int, tokens: list[str]) -> None:
        """``private <seat> <kind> <item> ...``: what own `seat` was told."""
        kind = self.entry.setup_private
        if not tokens:
            raise ValueError("missing kind: private <seat> <kind> <item> ...")
        if kind is None:
            raise ValueError(f"{self.entry.name} has no private lines")
        if tokens[0] != kind:
            raise ValueError(f"unknown private kind {tokens[0]!r} for {self.entry.name} "
                             f"(expected {kind})")
        items = tokens[1:]
        known = {s: v for s, v in self.known.items() if v is not None and s != seat}
        self.state.force_private(seat, items, keep=list(known))
        self.known[seat] = list(items)
        self.settle()

    def event(self, mover: int, move: str) -> None:
        """A public move of `mover` (the engine already checked that `mover` is to move)."""
        self.apply_public(mover, move)
        self.settle()

    def chance(self, outcome: str) -> None:
        """A public chance outcome (a chance step is pending)."""
        self.state.apply(outcome)
        self.settle()

    def reveal(self, moves: dict[int, str]) -> None:
        """Every move of one simultaneous phase, after all seats chose."""
        for seat in sorted(moves):
            self.apply_public(seat, moves[seat])
        self.settle()

    def finish_position(self) -> None:
        """End of a ``position`` line: every own seat's private information must be known."""
        if self.entry.setup_private is not None:
            unknown = [s for s in self.seats if self.known[s] is None]
            if unknown:
                raise ValueError(f"private {self.entry.setup_private} of seat(s) "
                                 f"{' '.join(map(str, unknown))} unknown: give its private line")
        self.replay = False
        self.settle()

    # ---- helpers -----------------------------------------------------------------------------
    def observers(self, mover: int) -> list[int]:
        """Seats whose view a public move may be applied under, best first: the mover itself
        when its private items are known, else an own seat with known items (hidden parts
        are then swapped in from places that seat cannot see); with no own items known yet
        (inside a position) any other seat will do."""
        if mover in self.seats and self.known.get(mover) is not None:
            return [mover]
        known = [s for s in self.seats if s != mover and self.known.get(s) is not None]
        if known:
            return known[:1]
        return [s for s in range(self.state.num_players) if s != mover] or [mover]

    def apply_public(self, mover: int, move: str) -> None:
        error = ""
        before = self.state.clone() if self.tracker is not None else None
        for observer in self.observers(mover):
            try:
                self.state.apply_observed(observer, mover, move)
            except ValueError as exc:
                error = error or str(exc)
                continue
            if self.tracker is not None:
                self.tracker.observe(before, mover, move)
            return
        raise ValueError(f"{move!r} by seat {mover}: {error}")

    def search_knowledge(self, seat: int) -> dict[str, Any]:
        """Search keywords of what own seat `seat` has learnt of the others so far."""
        return {} if self.tracker is None else self.tracker.knowledge(seat)

    def settle(self) -> None:
        """Make every own seat's private items its known items again (a swap made for another
        seat's public move may have disturbed them)."""
        todo = {s: v for s, v in self.known.items() if v is not None}
        wrong = [s for s, v in todo.items() if sorted(self.state.private_items(s)) != sorted(v)]
        if not wrong:
            return
        try:
            for seat, items in todo.items():
                self.state.force_private(seat, items, keep=list(todo))
        except ValueError as exc:
            raise ValueError(f"own private items impossible: {exc}") from None
