"""Runs one search (``go`` / ``analyse``) on a worker thread and prints its answer.

The C++ search releases the GIL, so the reader thread keeps answering ``isready``,
``stop`` and ``quit`` while it thinks. Whatever happens (stop, a failing search), exactly
one ``bestmove`` line is printed per started search.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable

from galleria_ai.engine.options import Options, skill_fraction, skill_temperature
from galleria_ai.engine.protocol import Output, ProtocolError, parse_int

ANALYSE_GRID = 24  # finest bid grid the search accepts
MAX_MS = 24 * 3600 * 1000
MAX_ITER = 10**12


@dataclass
class GoLimits:
    seat_token: str | None = None
    iterations: int | None = None
    movetime: int | None = None
    stime: int | None = None
    sinc: int = 0
    infinite: bool = False


def parse_go(command: str, tokens: list[str]) -> GoLimits:
    """``[seat S] [iterations N] [movetime MS] [stime MS] [sinc MS] [infinite]``."""
    lim = GoLimits()
    seen: set[str] = set()
    i = 0
    while i < len(tokens):
        key = tokens[i]
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
    if lim.infinite and (lim.iterations or lim.movetime or lim.stime is not None):
        raise ProtocolError(command, "infinite excludes other limits")
    return lim


def clock_budget_ms(stime: int, sinc: int, season: int) -> int:
    """Time for one decision from a remaining clock: a share of the clock for the decisions
    still ahead (about ten per seat and season) plus most of the increment, never more
    than half of what is left."""
    ahead = max(4, (4 - season) * 10)
    budget = stime // ahead + (sinc * 3) // 4
    return max(1, min(budget, max(1, stime // 2) + sinc // 2))


def budgets(lim: GoLimits, opts: Options, season: int) -> tuple[int, int]:
    """(iterations, time_ms) handed to the search; 0 means no limit of that kind."""
    if lim.infinite:
        return 0, 0
    times = []
    if lim.movetime is not None:
        times.append(lim.movetime)
    if lim.stime is not None:
        times.append(clock_budget_ms(lim.stime, lim.sinc, season))
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

    def start(self, state, seat: int, lim: GoLimits, opts: Options, seed: int,
              analyse: bool) -> None:
        self._stop_requested = False
        self._cancel = None
        self._done.clear()
        args = (state, seat, lim, dict(opts.values), seed, analyse)
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
    def _run(self, state, seat, lim, values, seed, analyse) -> None:
        move = None
        try:
            move = self._search(state, seat, lim, values, seed, analyse)
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

    def _search(self, state, seat, lim, values, seed, analyse) -> str:
        from galleria_ai import search

        opts = Options()
        opts.values.update(values)
        t0 = time.monotonic()
        if opts["Bot"] != "ismcts":
            move = search.bot_move(state, seat, bot=opts["Bot"], seed=seed)
            ms = (time.monotonic() - t0) * 1000.0
            self.out.line(f"info seat {seat} iterations 0 time {ms:.0f} nps 0 bot {opts['Bot']}")
            if analyse:
                self.out.line(f"info analyse seat {seat} rank 1 visits 0 value 0 move {move}")
            return move
        iterations, time_ms = budgets(lim, opts, state.season)
        grid = ANALYSE_GRID if analyse else opts["BidGrid"]
        kwargs = {"iterations": iterations or None, "time_ms": time_ms or None,
                  "threads": opts["Threads"], "seed": seed,
                  "exploration": opts["Exploration"], "reward_blend": opts["RewardBlend"],
                  "bid_grid": grid, "rollout": opts["Rollout"],
                  "temperature": 0.0 if analyse else skill_temperature(opts["Skill"])}
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
