"""Runs one search (``go`` / ``analyse``) on a worker thread and prints its answer.

The C++ search releases the GIL, so the reader thread keeps answering ``isready``,
``stop`` and ``quit`` while it thinks. Whatever happens (stop, a failing search), exactly
one ``bestmove`` line is printed per started search.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from galleria_ai.engine.options import (
    Options,
    game_search_options,
    skill_fraction,
    skill_search_options,
    skill_temperature,
)
from galleria_ai.engine.protocol import Output, ProtocolError, parse_int

MAX_MS = 24 * 3600 * 1000
MAX_ITER = 10**12
MAX_SEATS = 64


@dataclass
class GoLimits:
    seat_token: str | None = None
    iterations: int | None = None
    movetime: int | None = None
    times: dict[int, int] = field(default_factory=dict)  # seat -> remaining clock (ms)
    incs: dict[int, int] = field(default_factory=dict)   # seat -> increment per move (ms)
    stime: int | None = None  # GEI 1 alias: time of the asked seat
    sinc: int | None = None   # GEI 1 alias: inc of the asked seat
    infinite: bool = False

    def check_clocks(self, command: str, players: int, seat: int) -> None:
        """Seats exist; the aliases agree with the asked seat's ``time``/``inc``; an ``inc``
        comes with its ``time``. Folds the aliases into `times`/`incs`."""
        for key, table, alias in (("time", self.times, self.stime),
                                  ("inc", self.incs, self.sinc)):
            for s in table:
                if s >= players:
                    raise ProtocolError(command, f"{key}: no seat {s} in a {players}-player game")
            if alias is not None:
                if seat in table and table[seat] != alias:
                    raise ProtocolError(command, f"s{key} and {key} {seat} disagree")
                table[seat] = alias
        for s in self.incs:
            if s not in self.times:
                raise ProtocolError(command, f"inc {s} without time {s}")

    def clock(self, seat: int) -> tuple[int, int] | None:
        if seat not in self.times:
            return None
        return self.times[seat], self.incs.get(seat, 0)


def parse_go(command: str, tokens: list[str]) -> GoLimits:
    """``[seat S] [iterations N] [movetime MS] [time S MS] [inc S MS] ... [infinite]``; the
    GEI 1 forms ``stime MS`` and ``sinc MS`` stand for the asked seat's time and inc."""
    lim = GoLimits()
    seen: set[str] = set()
    i = 0
    while i < len(tokens):
        key = tokens[i]
        if key in ("time", "inc"):
            if i + 2 >= len(tokens):
                raise ProtocolError(command, f"{key} needs a seat and milliseconds")
            seat = parse_int(command, f"{key} seat", tokens[i + 1], 0, MAX_SEATS - 1)
            table = lim.times if key == "time" else lim.incs
            if seat in table:
                raise ProtocolError(command, f"{key} {seat} given twice")
            table[seat] = parse_int(command, key, tokens[i + 2], 0, MAX_MS)
            i += 3
            continue
        if key in seen:
            raise ProtocolError(command, f"{key} given twice")
        seen.add(key)
        if key == "infinite":
            lim.infinite = True
            i += 1
            continue
        if key not in ("seat", "iterations", "movetime", "stime", "sinc"):
            raise ProtocolError(command, f"unexpected token {key!r}")
        if i + 1 >= len(tokens):
            raise ProtocolError(command, f"{key} needs a value")
        val = tokens[i + 1]
        if key == "seat":
            lim.seat_token = val
        elif key == "iterations":
            lim.iterations = parse_int(command, key, val, 1, MAX_ITER)
        elif key == "movetime":
            lim.movetime = parse_int(command, key, val, 1, MAX_MS)
        elif key == "stime":
            lim.stime = parse_int(command, key, val, 0, MAX_MS)
        else:
            lim.sinc = parse_int(command, key, val, 0, MAX_MS)
        i += 2
    if lim.infinite and (lim.iterations or lim.movetime or lim.stime is not None or lim.times):
        raise ProtocolError(command, "infinite excludes other limits")
    return lim


def budgets(lim: GoLimits, opts: Options | dict[str, Any], ahead: int,
            seat: int) -> tuple[int, int]:
    """(iterations, time_ms) handed to the search of `seat`; 0 means no limit of that kind.
    `ahead`: the game's estimate of the decisions the seat still has to search (its
    ``decisions_left``), for the clock rule `search.clock_budget_ms`."""
    if lim.infinite:
        return 0, 0
    times = []
    if lim.movetime is not None:
        times.append(lim.movetime)
    clock = lim.clock(seat)
    if clock is not None:
        from galleria_ai import search  # the core loads with the first search, not at start

        times.append(search.clock_budget_ms(clock[0], clock[1], ahead))
    explicit = lim.iterations is not None or times
    iterations = lim.iterations if lim.iterations is not None else (
        0 if explicit else opts["Iterations"])
    time_ms = min(times) if times else (0 if explicit else opts["MoveTime"])
    frac = skill_fraction(opts["Skill"])
    if iterations:
        iterations = max(1, round(iterations * frac))
    if time_ms:
        time_ms = max(1, round(time_ms * frac))
    return iterations, time_ms


class SearchRunner:
    def __init__(self, out: Output) -> None:
        self.out = out
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._stop_requested = False
        self._cancel: Callable[[], None] | None = None  # ends the running search
        self._done = threading.Event()
        self._done.set()

    @property
    def busy(self) -> bool:
        return not self._done.is_set()

    def start(self, entry: Any, state: Any, seat: int, lim: GoLimits, opts: Options, seed: int,
              analyse: bool, knowledge: dict[str, Any] | None = None) -> None:
        """`knowledge`: the search keywords of what the seat learnt of the others this game
        (`Belief.search_knowledge`)."""
        self._stop_requested = False
        self._cancel = None
        self._done.clear()
        args = (entry, state, seat, lim, opts.snapshot(), seed, analyse, knowledge or {})
        self._thread = threading.Thread(target=self._run, args=args, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Ask the running search to end and wait until its bestmove is printed."""
        with self._lock:
            self._stop_requested = True
            if self._cancel is not None:
                self._cancel()
        self.wait()

    def _set_cancel(self, cancel: Callable[[], None]) -> None:
        with self._lock:  # a stop may have arrived before the search existed
            self._cancel = cancel
            if self._stop_requested:
                cancel()

    def wait(self) -> None:
        self._done.wait()
        with self.out.lock:  # the bestmove line is completely written
            pass
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    # ---- worker ---------------------------------------------------------------------------
    def _run(self, entry, state, seat, lim, values, seed, analyse, knowledge) -> None:
        move = None
        try:
            move = self._search(entry, state, seat, lim, values, seed, analyse, knowledge)
        except Exception as exc:  # noqa: BLE001 - the GUI must still get its bestmove
            self.out.line(f"info string search failed: {type(exc).__name__}: {exc}")
        finally:
            if move is None:
                legal = state.legal_moves(seat)
                move = legal[0] if legal else "none"
            # Idle from the moment the bestmove is on its way: a GUI reacting to it at once
            # must not find the engine still busy; holding the output lock keeps any later
            # line (e.g. an error) behind the bestmove.
            with self.out.lock:
                self._done.set()
                self.out.line(f"bestmove {move}")

    def _search(self, entry, state, seat, lim, values, seed, analyse, knowledge) -> str:
        from galleria_ai import search

        opts = values  # the option values at `go` time, by option name
        t0 = time.monotonic()
        if opts["Bot"] != "ismcts":
            move = search.bot_move(state, seat, bot=opts["Bot"], seed=seed)
            ms = (time.monotonic() - t0) * 1000.0
            self.out.line(f"info seat {seat} iterations 0 time {ms:.0f} nps 0 bot {opts['Bot']}")
            if analyse:
                self.out.line(f"info analyse seat {seat} rank 1 visits 0 value 0 move {move}")
            return move
        iterations, time_ms = budgets(lim, opts, entry.decisions_left(state, seat), seat)
        kwargs = {"iterations": iterations or None, "time_ms": time_ms or None,
                  "threads": opts["Threads"], "seed": seed, "max_tree_mb": opts["Hash"],
                  "exploration": opts["Exploration"], "reward_blend": opts["RewardBlend"],
                  "safe_blend": opts["SafeBlend"],
                  "temperature": 0.0 if analyse else skill_temperature(opts["Skill"]),
                  **game_search_options(entry, opts, analyse), **knowledge}
        if not analyse:  # a low Skill also plays with a weaker policy (galleria_ai.skill)
            kwargs.update(skill_search_options(entry, opts["Skill"], opts))
        interval = opts["InfoInterval"] / 1000.0
        if interval > 0:
            r = self._with_progress(search, state, seat, kwargs, interval)
        else:  # no progress lines wanted: search right here (fewest thread hand-offs)
            flag = search.StopFlag()
            self._set_cancel(flag.set)
            r = search.search(state, seat, stop=flag, **kwargs)
        ms = max(r.elapsed_ms, 1e-3)
        vals = " ".join(f"{v:.4f}" for v in r.values)
        self.out.line(f"info seat {seat} iterations {r.iterations} time {r.elapsed_ms:.0f} "
                      f"nps {r.iterations * 1000.0 / ms:.0f} value {vals}")
        stats = sorted(r.stats, key=lambda t: -t[1])
        tag = "info analyse" if analyse else "info"
        if not analyse and not opts["InfoMoves"]:
            stats = []
        for rank, (m, visits, mean) in enumerate(stats, 1):
            extra = f"rank {rank} " if analyse else ""
            self.out.line(f"{tag} seat {seat} {extra}visits {visits} value {mean:.4f} move {m}")
        if analyse:
            covered = {m for m, _, _ in stats}
            rest = [m for m in state.legal_moves(seat) if m not in covered]
            self.out.line(f"info analyse seat {seat} evaluated {len(covered)} "
                          f"unevaluated {len(rest)}")
        return r.move

    def _with_progress(self, search, state, seat: int, kwargs: dict, interval: float):
        """Run the search on `search.Searcher` and print a progress line every `interval`."""
        searcher = search.Searcher()
        searcher.start(state, seat, **kwargs)
        self._set_cancel(searcher.stop)
        box: dict = {}

        def wait() -> None:
            try:
                box["r"] = searcher.wait()
            except Exception as exc:  # noqa: BLE001 - re-raised below
                box["e"] = exc

        waiter = threading.Thread(target=wait, daemon=True)
        waiter.start()
        while waiter.is_alive():
            waiter.join(interval)
            if waiter.is_alive():
                its, ms = searcher.progress()
                nps = its * 1000.0 / ms if ms > 0 else 0.0
                self.out.line(f"info seat {seat} iterations {its} time {ms:.0f} nps {nps:.0f}")
        if "e" in box:
            raise box["e"]
        return box["r"]
