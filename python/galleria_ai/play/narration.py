"""Each step of a table in words, for the people at it (terminal and web alike).

The referee (`match.play_game`) reports every step through ``on_move``. A `Narrator` keeps
its own copy of the table's state from those records (the same seeded set-up and the same
moves give the same state; nothing is decided here) and, after each step, tells each person
what happened from *that person's* observation before and after it: the game's screen
module turns the two observations and the step's public moves into sentences (Modern Art:
"AI 2 buys CP-double + CP-open for 45 (paid to AI 1 +23 and Ann +22)", sealed ties, the
season's end and its scoring). A game without such a function gets "<name>: <move>".

Optional people-facing functions a game's ``galleria_ai.games.<game>.screen`` module may
define (found by `screen_hook`; every one has a generic fallback here):

- ``narrate(before_obs, after_obs, moves, names) -> list[str]``: one step in words;
- ``details(obs, names, seat, legal, last_moves, log) -> str``: the long screen;
- ``board_screen(obs, names) -> str``: the board and the scoring so far;
- ``RULES_DOC``: the game's rules document (default ``docs/rules/<game>.md``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from galleria_ai import games
from galleria_ai.table import GameSpec

# The repository root when running from a source checkout (python/galleria_ai/play/..).
_SOURCE_ROOT = Path(__file__).resolve().parents[3]


def screen_hook(entry: games.GameEntry, name: str) -> Any:
    """Attribute `name` of the game's ``screen`` module, or None (no module, no such name)."""
    module_name = f"galleria_ai.games.{entry.name}.screen"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            return None  # the game has no screen module (a test game, a game in progress)
        raise
    return getattr(module, name, None)


def rules_doc(entry: games.GameEntry) -> str:
    """The game's rules document as a repository path (``docs/rules/<game>.md``)."""
    return str(screen_hook(entry, "RULES_DOC") or f"docs/rules/{entry.name}.md")


def rules_file(entry: games.GameEntry, docs_root: Path | None = None) -> Path | None:
    """The rules document on this machine: under `docs_root`'s parent if given, else in the
    source checkout this package runs from, else under the working directory; None if none
    of them has it."""
    relative = Path(rules_doc(entry))
    roots = [docs_root.parent] if docs_root is not None else [_SOURCE_ROOT, Path.cwd()]
    for root in roots:
        candidate = root / relative
        if candidate.is_file():
            return candidate
    return None


def describe(entry: games.GameEntry, before: dict, after: dict,
             moves: Sequence[tuple[int, str]], names: Sequence[str]) -> list[str]:
    """One step in words (see the module docstring)."""
    narrate = screen_hook(entry, "narrate")
    if narrate is not None:
        return list(narrate(before, after, list(moves), list(names)))
    return [f"{names[s] if 0 <= s < len(names) else f'seat {s}'}: {m}" for s, m in moves]


class Narrator:
    """Follows a table from the referee's move records and tells `listen`-ers each step.

    ``on_move`` is meant to be passed (or chained) as `match.play_game`'s ``on_move``. A
    simultaneous phase is told once, when its last move has arrived. A chance step is told
    as ``chance: <outcome>``.
    """

    def __init__(self, spec: GameSpec, names: Sequence[str]) -> None:
        self.entry = games.get(spec.game)
        self.names = list(names)
        self.state = self.entry.new_game(spec.players, spec.seed, spec.variants)
        self.listeners: dict[int, Callable[[list[str]], None]] = {}
        self._group_before: Any = None
        self._group: list[tuple[int, str]] = []

    def listen(self, seat: int, tell: Callable[[list[str]], None]) -> None:
        """Tell `tell` every step in words, as `seat` sees it."""
        self.listeners[seat] = tell

    def _tell(self, before: Any, moves: list[tuple[int, str]]) -> None:
        for seat, tell in self.listeners.items():
            lines = describe(self.entry, before.observation(seat),
                             self.state.observation(seat), moves, self.names)
            if lines:
                tell(lines)

    def on_move(self, rec: dict[str, Any]) -> None:
        if rec.get("chance"):
            self.state.apply(str(rec["move"]))
            for tell in self.listeners.values():
                tell([f"chance: {rec['move']}"])
            return
        seat = int(rec["seat"])
        played = str(rec.get("played", rec["move"]))
        if rec.get("sealed"):
            if self._group_before is None:
                self._group_before = self.state.clone()
                self._group = []
            self.state.apply(played, seat)
            self._group.append((seat, str(rec["move"])))
            if {s for s, _ in self._group} >= set(self._group_before.to_move()):
                before, group = self._group_before, self._group
                self._group_before, self._group = None, []
                self._tell(before, group)
            return
        before = self.state.clone()
        self.state.apply(played, seat)
        self._tell(before, [(seat, str(rec["move"]))])
