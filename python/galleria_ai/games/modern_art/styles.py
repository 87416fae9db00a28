"""What a seat learns of its opponents' bidding during a Modern Art game.

The search models each opponent, per sample, as the value bot, a heuristic bot of one of
several bid limits, a value bot that pays less, one unsure of the artists' ranking or (only
with ``style_count`` 8) a random bidder (its "styles"). `StyleTracker` sums, for every seat
it plays, the log-likelihood of each opponent's observed auction decisions under each style
(``_core.modern_art_style_evidence``: judged from that seat's own hand and public facts
only), and hands the sums to the search as its ``style_evidence`` keyword, so an opponent
that bids like a frugal heuristic is modelled as one more often than as a value bidder. It
weighs each decision at every spend level too (each style paying 1, 0.9 or 0.8 times what
it pays, ``_core.modern_art_spend_levels``), so a search that draws the levels
(``spend_levels``) learns from the same sums how much each seat pays.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from galleria_ai import _core


class StyleTracker:
    """Evidence of every opponent's style, kept for each of `seats` (the seats this side
    plays). `samples` (0: gather nothing) unseen-hand samples weigh each decision; every
    sample is drawn from `seed` and the number of decisions seen so far."""

    def __init__(self, players: int, seats: Sequence[int], samples: int, seed: int = 0) -> None:
        self.samples = samples
        self.seed = seed
        self.seen = 0
        styles = _core.modern_art_style_count * _core.modern_art_spend_levels
        self.sums: dict[int, list[list[float]]] = {
            s: [[0.0] * styles for _ in range(players)] for s in seats}

    def copy(self) -> StyleTracker:
        return copy.deepcopy(self)

    def observe(self, before: Any, mover: int, move: str) -> None:
        """`mover` played `move` in `before`; only an auction decision (a bid, pass, fixed
        price or answer) adds evidence."""
        if self.samples <= 0:
            return
        self.seen += 1
        seed = self.seed * 1_000_003 + self.seen
        for observer, rows in self.sums.items():
            if observer == mover:
                continue
            step = _core.modern_art_style_evidence(before, observer, mover, move, self.samples,
                                                   seed, _core.modern_art_spend_levels)
            rows[mover] = [a + b for a, b in zip(rows[mover], step, strict=True)]

    def knowledge(self, observer: int) -> dict[str, Any]:
        """The search keywords of what `observer` has learnt (none before any evidence)."""
        rows = self.sums.get(observer)
        if rows is None or not any(any(r) for r in rows):
            return {}
        return {"style_evidence": [list(r) for r in rows]}
