"""One game as both adapters see it: setup chance, the rules state, what each seat saw.

`Table` wraps a game's rules state (the C++ core behind the Python rules face) with the
little the adapters add:

- **setup chance**: the set-up (Modern Art's deck, The Gallerist's board) dealt outcome by
  outcome as explicit chance steps before the rules state exists (OpenSpiel needs every
  random draw in the history); a seeded table (PettingZoo) skips this and reads the set-up
  off the core;
- **simultaneous rounds**: while several seats may act (a sealed auction) the adapters let
  them act one after another, lowest seat first; a move of such a round is hidden from the
  other seats until the last seat of the round has moved, then all are revealed at once —
  OpenSpiel's turn-based reading of simultaneous moves and PettingZoo's documented AEC
  handling of them;
- **per-seat logs**: for every seat the facts it observed, in order (set-up outcomes it saw,
  moves, hidden moves, round reveals, private deals): its perfect-recall information state.
  A table made without logs (PettingZoo, which never asks for information states) skips
  them;
- **the record**: every move with the spec's note, from which a spec rebuilds histories.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from galleria_ai.adapters.spec import Config, Event, GameSpec, to_ranges

CHANCE = -1  # the actor of an explicit chance step in the record


class Table:
    __slots__ = ("_legal", "_movers", "_status", "config", "core", "logs", "record",
                 "round_moves", "round_seats", "setup", "spec")

    def __init__(self, spec: GameSpec, config: Config, logs: bool = True) -> None:
        self.spec = spec
        self.config = config
        self.setup: list[int] = []
        self.core: Any = None
        self.record: list[tuple[int, str, Any]] = []
        self.logs: list[list[str]] | None = ([[] for _ in range(config.players)] if logs
                                             else None)
        self.round_seats: tuple[int, ...] = ()
        self.round_moves: list[tuple[int, str]] = []
        self._refresh()
        if spec.setup_done(config, []):
            self._start(spec.core_from_setup(config, []))

    @classmethod
    def seeded(cls, spec: GameSpec, config: Config, seed: int, logs: bool = True) -> Table:
        """A table dealt by the core from `seed` (no setup steps to play)."""
        table = cls.__new__(cls)
        table.spec, table.config = spec, config
        table.record, table.round_seats, table.round_moves = [], (), []
        table.logs = [[] for _ in range(config.players)] if logs else None
        core = spec.new_core(config, seed)
        table.setup = spec.setup_of(core)
        if logs:  # what each seat saw of the set-up (rebuilt from the outcomes)
            for i, outcome in enumerate(table.setup):
                table._log(spec.setup_events(config, table.setup[:i], outcome))
        table._start(core)
        return table

    def _start(self, core: Any) -> None:
        self.core = core
        self._log(self.spec.initial_events(self))
        self._refresh()

    def _refresh(self) -> None:
        """Cache (terminal, chance, seat to act) and the seats to act after every change:
        the adapters ask for them several times per step, across the C++/Python boundary."""
        core = self.core
        self._movers: list[int] = []
        if core is None:
            self._status = (False, True, -1)
        elif core.is_terminal():
            self._status = (True, False, -1)
        elif self.spec.core_is_chance(core):
            self._status = (False, True, -1)
        else:
            self._movers = core.to_move()
            self._status = (False, False, self._movers[0] if self._movers else -1)
        # [seat, legal ranges, legal ids], each None until asked
        self._legal: list | None = None

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

    def to_move(self) -> list[int]:
        """Every seat that may act now (several in a simultaneous round), cached."""
        return list(self._movers)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Ascending (action, probability) pairs of the pending chance step."""
        if self.core is None:
            return self.spec.setup_outcomes(self.config, self.setup)
        pairs = [(self.spec.chance_action(o), float(p)) for o, p in self.core.chance_outcomes()]
        return sorted(pairs)

    def legal_actions(self, seat: int) -> list[int]:
        """Ascending action ids (a fresh list) of `seat`'s legal moves now."""
        return list(self.legal_view(seat))

    def legal_view(self, seat: int) -> list[int]:
        """The cached ascending action ids of `seat`'s legal moves; do not modify it."""
        legal = self._legal_entry(seat)
        if legal[2] is None:
            if legal[1] is not None:
                ids: list[int] = []
                for start, stop in legal[1]:
                    ids.extend(range(start, stop))  # a bid range at C speed
                legal[2] = ids
            else:
                legal[2] = (self.spec.legal_actions(self.core, seat) if seat in self._movers
                            else [])
        return legal[2]

    def legal_ranges(self, seat: int) -> list[tuple[int, int]]:
        """`seat`'s legal action ids as ascending ``[start, stop)`` ranges (cached)."""
        legal = self._legal_entry(seat)
        if legal[1] is None:
            legal[1] = (to_ranges(legal[2]) if legal[2] is not None else
                        self.spec.legal_ranges(self.core, seat) if seat in self._movers
                        else [])
        return legal[1]

    def is_legal_action(self, seat: int, action: int) -> bool:
        return any(start <= action < stop for start, stop in self.legal_ranges(seat))

    def _legal_entry(self, seat: int) -> list:
        legal = self._legal
        if legal is None or legal[0] != seat:
            legal = self._legal = [seat, None, None]
        return legal

    # ---- transitions ----------------------------------------------------------------------
    def apply_chance(self, action: int) -> None:
        """Apply a chance outcome given as its action id; ValueError if not possible."""
        action = int(action)
        if self.core is None:
            spec, config = self.spec, self.config
            if not spec.setup_outcome_possible(config, self.setup, action):
                raise ValueError(f"chance outcome {action} is not possible now")
            if self.logs is not None:
                self._log(spec.setup_events(config, self.setup, action))
            self.setup.append(action)
            if spec.setup_done(config, self.setup):
                self._start(spec.core_from_setup(config, self.setup))
            return
        if not self._status[1]:
            raise ValueError("no chance step is pending")
        outcome = self.spec.chance_outcome_name(self.core, action)
        events, note = self.spec.apply_chance_outcome(self, outcome)
        self._refresh()
        self.record.append((CHANCE, outcome, note))
        if self.logs is not None:
            self._log([(None, f"chance {outcome}"), *events])

    def apply_move(self, seat: int, move: str) -> None:
        """Apply `seat`'s move (notation); ValueError naming the problem, nothing changed."""
        if self._status[1] or self._status[0]:
            raise ValueError("the game is over" if self._status[0]
                             else "a chance step is pending, not a move")
        movers = self._movers
        if seat not in movers:
            raise ValueError(f"seat {seat} is not to move (to move: "
                             f"{' '.join(map(str, movers)) or 'nobody'})")
        hidden = bool(self.round_seats) or len(movers) > 1
        events, note = self.spec.apply_move(self, seat, move)
        self._refresh()
        self.record.append((seat, move, note))
        if not hidden:
            if self.logs is not None:
                text = f"p{seat} {move}"
                for log in self.logs:
                    log.append(text)
        else:
            if not self.round_seats:
                self.round_seats = tuple(movers)
            self.round_moves.append((seat, move))
            if self.logs is not None:
                for s, log in enumerate(self.logs):
                    log.append(f"p{seat} {move}" if s == seat else f"p{seat} ?")
            if len(self.round_moves) == len(self.round_seats):
                moves = sorted(self.round_moves)
                self._log([(None, "revealed " + ", ".join(f"p{s} {m}" for s, m in moves))])
                self.round_seats, self.round_moves = (), []
        if events:
            self._log(events)

    def apply_action(self, seat: int, action: int) -> None:
        if self._status[1] or self._status[0]:
            raise ValueError("the game is over" if self._status[0]
                             else "a chance step is pending, not a move")
        self.apply_move(seat, self.spec.action_to_move(self.core, seat, action))

    def _log(self, events: Sequence[Event]) -> None:
        logs = self.logs
        if logs is None:
            return
        for who, text in events:
            if who is None:
                for log in logs:
                    log.append(text)
            else:
                logs[who].append(text)

    # ---- views ------------------------------------------------------------------------------
    def info_state_string(self, seat: int) -> str:
        """Everything `seat` observed, in order (perfect recall)."""
        if self.logs is None:
            raise ValueError("this table keeps no logs (made with logs=False)")
        return "\n".join([f"seat {seat}", *self.logs[seat]])

    def observation_string(self, seat: int) -> str:
        if self.core is None:
            return f"seat {seat} setup {len(self.setup)}"
        return self.spec.observation_string(self.core, seat)

    def pending_round(self) -> list[tuple[int, str]]:
        """Moves of the simultaneous round in progress (not yet revealed), in order."""
        return list(self.round_moves)

    def __str__(self) -> str:
        if self.core is None:
            names = [self.spec.setup_outcome_name(self.config, self.setup[:i], a)
                     for i, a in enumerate(self.setup)]
            return f"setup {len(self.setup)}: " + "; ".join(names)
        return self.spec.core_to_text(self.core)

    # ---- copying and pickling -------------------------------------------------------------
    def copy(self) -> Table:
        t = Table.__new__(Table)
        t.spec, t.config = self.spec, self.config
        t.setup = list(self.setup)
        t.core = None if self.core is None else self.core.clone()
        t.record = list(self.record)
        t.logs = None if self.logs is None else [list(log) for log in self.logs]
        t.round_seats, t.round_moves = self.round_seats, list(self.round_moves)
        t._status, t._movers, t._legal = self._status, self._movers, None
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
