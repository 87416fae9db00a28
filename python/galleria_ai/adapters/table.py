"""One game as both adapters see it: setup chance, the rules state, what each seat saw.

`Table` wraps a game's rules state (the C++ core behind the Python rules face) with the
little the adapters add:

- **setup chance**: the hidden order (e.g. Modern Art's deck) dealt outcome by outcome as
  explicit chance steps before the rules state exists (OpenSpiel needs every random draw in
  the history); a seeded table (PettingZoo) skips this and reads the order off the core;
- **simultaneous rounds**: while several seats may act (a sealed auction) the adapters let
  them act one after another, lowest seat first; a move of such a round is hidden from the
  other seats until the last seat of the round has moved, then all are revealed at once —
  OpenSpiel's turn-based reading of simultaneous moves and PettingZoo's documented AEC
  handling of them;
- **per-seat logs**: for every seat the facts it observed, in order (moves, hidden moves,
  round reveals, private deals): its perfect-recall information state;
- **the record**: every move with the spec's note, from which a spec rebuilds histories.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from galleria_ai.adapters.spec import Config, Event, GameSpec

CHANCE = -1  # the actor of an explicit chance step in the record


class Table:
    __slots__ = ("_legal", "_status", "config", "core", "logs", "record", "round_moves",
                 "round_seats", "setup", "spec")

    def __init__(self, spec: GameSpec, config: Config) -> None:
        self.spec = spec
        self.config = config
        self.setup: list[int] = []
        self.core: Any = None
        self.record: list[tuple[int, str, Any]] = []
        self.logs: list[list[str]] = [[] for _ in range(config.players)]
        self.round_seats: tuple[int, ...] = ()
        self.round_moves: list[tuple[int, str]] = []
        self._refresh()
        if spec.setup_steps(config) == 0:
            self._start(spec.core_from_setup(config, []))

    @classmethod
    def seeded(cls, spec: GameSpec, config: Config, seed: int) -> Table:
        """A table dealt by the core from `seed` (no setup steps to play)."""
        table = cls.__new__(cls)
        table.spec, table.config = spec, config
        table.record, table.round_seats, table.round_moves = [], (), []
        table.logs = [[] for _ in range(config.players)]
        core = spec.new_core(config, seed)
        table.setup = spec.setup_of(core)
        table._start(core)
        return table

    def _start(self, core: Any) -> None:
        self.core = core
        self._log(self.spec.initial_events(self))
        self._refresh()

    def _refresh(self) -> None:
        """Cache (terminal, chance, seat to act) after every change: the adapters ask for
        them several times per step, across the C++/Python boundary."""
        core = self.core
        if core is None:
            self._status = (False, True, -1)
        elif core.is_terminal():
            self._status = (True, False, -1)
        elif self.spec.core_is_chance(core):
            self._status = (False, True, -1)
        else:
            self._status = (False, False, int(core.current_player()))
        self._legal: tuple[int, list[int]] | None = None

    # ---- status -----------------------------------------------------------------------
    @property
    def status(self) -> tuple[bool, bool, int]:
        """(terminal, chance step pending, seat to act or -1), cached."""
        return self._status

    @property
    def started(self) -> bool:
        return self.core is not None

    def is_terminal(self) -> bool:
        return self._status[0]

    def is_chance(self) -> bool:
        return self._status[1]

    def current_player(self) -> int:
        """The seat to act (lowest of a simultaneous round); -1 at chance or the end."""
        return self._status[2]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Ascending (action, probability) pairs of the pending chance step."""
        if self.core is None:
            return self.spec.setup_outcomes(self.config, self.setup)
        pairs = [(self.spec.chance_action(o), float(p)) for o, p in self.core.chance_outcomes()]
        return sorted(pairs)

    def legal_actions(self, seat: int) -> list[int]:
        """Ascending action ids (a fresh list) of `seat`'s legal moves now."""
        if self._legal is not None and self._legal[0] == seat:
            return list(self._legal[1])
        if self._status[0] or self._status[1] or seat not in self.core.to_move():
            return []
        actions = self.spec.legal_actions(self.core, seat)
        self._legal = (seat, actions)
        return list(actions)

    # ---- transitions ----------------------------------------------------------------------
    def apply_chance(self, action: int) -> None:
        """Apply a chance outcome given as its action id; ValueError if not possible."""
        if self.core is None:
            if not self.spec.setup_outcome_possible(self.config, self.setup, action):
                raise ValueError(f"chance outcome {action} is not possible now")
            self.setup.append(int(action))
            if len(self.setup) == self.spec.setup_steps(self.config):
                self._start(self.spec.core_from_setup(self.config, self.setup))
            return
        if not self.spec.core_is_chance(self.core):
            raise ValueError("no chance step is pending")
        outcome = self.spec.chance_outcome_name(self.core, action)
        events, note = self.spec.apply_chance_outcome(self, outcome)
        self._refresh()
        self.record.append((CHANCE, outcome, note))
        self._log([(None, f"chance {outcome}"), *events])

    def apply_move(self, seat: int, move: str) -> None:
        """Apply `seat`'s move (notation); ValueError naming the problem, nothing changed."""
        if self.core is None or self.spec.core_is_chance(self.core):
            raise ValueError("a chance step is pending, not a move")
        movers = list(self.core.to_move())
        if seat not in movers:
            raise ValueError(f"seat {seat} is not to move (to move: "
                             f"{' '.join(map(str, movers)) or 'nobody'})")
        hidden = bool(self.round_seats) or len(movers) > 1
        events, note = self.spec.apply_move(self, seat, move)
        self._refresh()
        self.record.append((seat, move, note))
        if not hidden:
            self._log([(None, f"p{seat} {move}")])
        else:
            if not self.round_seats:
                self.round_seats = tuple(movers)
            self.round_moves.append((seat, move))
            for s, log in enumerate(self.logs):
                log.append(f"p{seat} {move}" if s == seat else f"p{seat} ?")
            if len(self.round_moves) == len(self.round_seats):
                moves = sorted(self.round_moves)
                self._log([(None, "revealed " + ", ".join(f"p{s} {m}" for s, m in moves))])
                self.round_seats, self.round_moves = (), []
        self._log(events)

    def apply_action(self, seat: int, action: int) -> None:
        if self.core is None or self.spec.core_is_chance(self.core):
            raise ValueError("a chance step is pending, not a move")
        self.apply_move(seat, self.spec.action_to_move(self.core, seat, action))

    def _log(self, events: Sequence[Event]) -> None:
        for who, text in events:
            if who is None:
                for log in self.logs:
                    log.append(text)
            else:
                self.logs[who].append(text)

    # ---- views ------------------------------------------------------------------------------
    def info_state_string(self, seat: int) -> str:
        """Everything `seat` observed, in order (perfect recall)."""
        return "\n".join([f"seat {seat}", *self.logs[seat]])

    def observation_string(self, seat: int) -> str:
        if self.core is None:
            return (f"seat {seat} setup {len(self.setup)}/"
                    f"{self.spec.setup_steps(self.config)}")
        return self.spec.observation_string(self.core, seat)

    def pending_round(self) -> list[tuple[int, str]]:
        """Moves of the simultaneous round in progress (not yet revealed), in order."""
        return list(self.round_moves)

    def __str__(self) -> str:
        if self.core is None:
            names = " ".join(self.spec.setup_outcome_name(a) for a in self.setup)
            return f"setup {len(self.setup)}/{self.spec.setup_steps(self.config)}: {names}"
        return self.spec.core_to_text(self.core)

    # ---- copying and pickling -------------------------------------------------------------
    def copy(self) -> Table:
        t = Table.__new__(Table)
        t.spec, t.config = self.spec, self.config
        t.setup = list(self.setup)
        t.core = None if self.core is None else self.core.clone()
        t.record = list(self.record)
        t.logs = [list(log) for log in self.logs]
        t.round_seats, t.round_moves = self.round_seats, list(self.round_moves)
        t._status, t._legal = self._status, self._legal
        return t

    def __deepcopy__(self, memo: dict) -> Table:
        return self.copy()

    def __getstate__(self) -> dict:
        return {"spec": self.spec, "config": self.config, "setup": self.setup,
                "core": None if self.core is None else self.spec.core_to_text(self.core),
                "record": self.record, "logs": self.logs, "round_seats": self.round_seats,
                "round_moves": self.round_moves}

    def __setstate__(self, data: dict) -> None:
        self.spec, self.config = data["spec"], data["config"]
        self.setup, self.record, self.logs = data["setup"], data["record"], data["logs"]
        self.round_seats, self.round_moves = data["round_seats"], data["round_moves"]
        core = data["core"]
        self.core = None if core is None else self.spec.core_from_text(core)
        self._refresh()
