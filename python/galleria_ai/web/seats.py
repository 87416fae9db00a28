"""The seat controllers of a web table (`table.SeatPlayer`s the referee drives).

- `BrowserPlayer`: a person in a browser. The referee's ``choose`` waits until that person's
  page sends a legal move for the decision it was shown (or the table closes).
- `WebEnginePlayer`: a GEI engine process (the referee's `seats.EnginePlayer`) that also
  reports its progress lines (its thinking) and sets the web's own options only where the
  engine offers them.
- `GuardedSeat`: wraps an AI seat so that the page hears of its faults and restarts, and so
  that a closed table never starts a process again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from galleria_ai import games
from galleria_ai.client import EngineFault, parse_info_line
from galleria_ai.seats import EnginePlayer
from galleria_ai.table import Decision, GameSpec, Limits


class TableClosed(Exception):
    """The table was closed (left, replaced or the server stops): the game ends here."""


class BrowserPlayer:
    """A person at one seat, playing from a browser page (see module docstring).

    Every call is made by the referee's thread; `submit` comes from the server's event loop
    under the table's lock (`cond`), which `choose` waits on.
    """

    def __init__(self, name: str, cond: threading.Condition, changed: Callable[[], None],
                 tell: Callable[[str], None]) -> None:
        self.name = name
        self.cond = cond
        self.changed = changed
        self.tell = tell            # what this seat learns privately, in words
        self.seat = -1
        self.entry: games.GameEntry = games.get(games.DEFAULT)
        self.history: list[tuple[str, tuple[Any, ...]]] = []   # for the analysis engine
        self.decision = 0          # number of the decision asked (or last asked)
        self.pending: list[str] | None = None   # legal moves while a decision is open
        self.answer: str | None = None
        self.answered: str | None = None        # the move taken for `decision`
        self.submitted: str | None = None       # that move until the table applies it
        self.closed = False

    # ---- what the referee tells the seat ---------------------------------------------
    def new_game(self, spec: GameSpec, seat: int) -> None:
        self.seat = seat
        self.entry = games.get(spec.game)
        self.history = [("new_game", (spec, seat))]

    def private(self, tokens: list[str]) -> None:
        self.history.append(("private", (list(tokens),)))
        text = self.entry.private_text(tokens)
        if text:
            self.tell(text)

    def event(self, seat: int, move: str) -> None:
        self.history.append(("event", (seat, move)))
        if seat == self.seat:
            with self.cond:
                self.submitted = None

    def chance(self, outcome: str) -> None:
        self.history.append(("chance", (outcome,)))

    def reveal(self, moves: dict[int, str]) -> None:
        self.history.append(("reveal", (dict(moves),)))
        with self.cond:
            self.submitted = None

    def game_over(self, result: dict) -> None:
        pass

    def close(self) -> None:
        with self.cond:
            self.closed = True
            self.cond.notify_all()

    # ---- deciding --------------------------------------------------------------------
    def choose(self, view: Any, limits: Limits) -> Decision:
        legal = list(view.legal_moves(self.seat))
        with self.cond:
            if self.closed:
                raise TableClosed
            self.decision += 1
            self.pending, self.answer, self.answered = legal, None, None
            self.changed()
            while self.answer is None and not self.closed:
                self.cond.wait()
            move, self.pending, self.answer = self.answer, None, None
            if move is None:
                raise TableClosed
            self.answered = self.submitted = move
            self.changed()
            return Decision(move, {}, 0.0)

    def submit(self, decision: Any, text: Any) -> str | None:
        """The page's move for `decision`; None when taken, else why not (nothing changes).
        Call with `cond` held."""
        if self.closed:
            return "This game is over."
        if not isinstance(text, str) or not text.strip() or len(text) > 100:
            return "Send a move in the game's notation."
        answered = self.answer if self.pending is not None else self.answered
        if decision == self.decision and answered is not None:
            return f"Your move '{answered}' was already sent; waiting for the others."
        if self.pending is None:
            return "It is not your turn."
        if decision != self.decision:
            return "That was for an earlier decision; the page now shows the current one."
        move = self.entry.normalise_input(text)
        if move not in self.pending:
            from galleria_ai.play.human import why_not

            return why_not(move, self.pending)
        self.answer = move
        self.cond.notify_all()
        return None


class WebEnginePlayer(EnginePlayer):
    """`seats.EnginePlayer` plus progress reports and optional extra options.

    ``extra``: options set only when the engine announces them in its handshake (the web's
    own choices, such as ``Skill`` and ``InfoInterval``), so any GEI engine can sit here.
    ``progress(iterations, ms)`` is called from the engine's reader for each progress line.
    """

    def __init__(self, command: list[str], options: dict[str, str] | None = None,
                 name: str | None = None, timeout: float = 10.0,
                 extra: dict[str, str] | None = None,
                 progress: Callable[[dict], None] | None = None) -> None:
        super().__init__(command, options, name=name, timeout=timeout)
        self.extra = dict(extra or {})
        self.started: list[int] = []      # process ids of every start (restarts included)
        self.progress = progress
        self.engine.on_line = self._line

    def _line(self, direction: str, line: str) -> None:
        if self.progress is not None and direction == "< " and line.startswith("info ") \
                and " iterations " in line and " move " not in line:
            self.progress(parse_info_line(line))

    def _ensure_started(self) -> None:
        if self.engine.alive:
            return
        super()._ensure_started()
        if self.engine._proc is not None:
            self.started.append(self.engine._proc.pid)
        offered = {k.lower() for k in self.engine.info.options}
        for key, value in self.extra.items():
            if key.lower() in offered and key not in self.options:
                self.engine.set_option(key, value)


class GuardedSeat:
    """Forwards every call to an AI seat; tells `report` about faults and restarts; once
    `closed` is set it never lets the seat start a process again."""

    def __init__(self, inner: Any, seat_name: str, report: Callable[[str], None],
                 closed: Callable[[], bool],
                 busy: Callable[[bool], None] | None = None) -> None:
        self.inner = inner
        self.name = getattr(inner, "name", seat_name)
        self.seat_name = seat_name
        self.report = report
        self.closed = closed
        self.busy = busy or (lambda on: None)   # told when a decision starts and ends

    def _call(self, method: str, *args: Any) -> Any:
        if self.closed():
            if method == "choose":
                raise TableClosed
            return None
        try:
            return getattr(self.inner, method)(*args)
        except EngineFault as exc:
            if not self.closed():
                self.report(f"{self.seat_name}'s engine failed ({exc.kind}: "
                            f"{exc.detail[:200]}). The table plays its fallback move when it "
                            "must decide, and restarts the engine.")
            raise

    def new_game(self, spec: GameSpec, seat: int) -> None:
        self._call("new_game", spec, seat)

    def private(self, tokens: list[str]) -> None:
        self._call("private", tokens)

    def event(self, seat: int, move: str) -> None:
        self._call("event", seat, move)

    def chance(self, outcome: str) -> None:
        self._call("chance", outcome)

    def reveal(self, moves: dict[int, str]) -> None:
        self._call("reveal", moves)

    def choose(self, view: Any, limits: Limits) -> Decision:
        self.busy(True)
        try:
            return self._call("choose", view, limits)
        finally:
            self.busy(False)

    def restart(self) -> None:
        if self.closed():
            raise EngineFault("crash", "the table is closed")
        restart = getattr(self.inner, "restart", None)
        if restart is not None:
            restart()
            self.report(f"{self.seat_name}'s engine was restarted and told the game so far.")

    def game_over(self, result: dict) -> None:
        self._call("game_over", result)

    def close(self) -> None:
        self.inner.close()

    def kill(self) -> None:
        """Stop the engine process at once (from another thread: the table is closing)."""
        engine = getattr(self.inner, "engine", None)
        if engine is not None:
            engine.kill()
