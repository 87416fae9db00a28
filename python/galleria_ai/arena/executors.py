"""Where the games of a match run: in the arena process, in local worker processes, or on
a Ray cluster (`arena.rayexec`). The runner sees one interface (`Executor`): submit a
scheduled game, wait for the next finished one, close.

**Local workers** (``-j N``) are long-lived processes, each with its own `worker.GameWorker`
(so engines are reused across its games). They cannot outlive the arena: each asks the
kernel for SIGKILL when the arena dies (``prctl(PR_SET_PDEATHSIG)``, Linux; elsewhere a
thread that exits when the parent process changes), ignores Ctrl-C (the arena stops them),
and starts its engines with the same request, so a SIGKILL of the arena takes the workers
and every engine with it. A worker that dies on its own (a crash, the OOM killer) is
replaced and its game played again from the start, at most ``retries`` times per game.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
import sys
import threading
import time
import traceback
from collections import deque
from multiprocessing.connection import Connection, wait
from typing import Any, Protocol

from .match_config import MatchConfig
from .schedule import ScheduledGame
from .worker import GameWorker

RETRIES = 2


class ArenaError(RuntimeError):
    """A game could not be played (an error inside it, or its worker kept dying)."""


class Executor(Protocol):
    width: int

    @property
    def in_flight(self) -> int: ...
    def submit(self, game: ScheduledGame) -> None: ...
    def next_result(self) -> tuple[ScheduledGame, dict[str, Any]]: ...
    def close(self, wait: bool = True) -> None: ...


class SerialExecutor:
    """Plays each game in this process when its result is asked for."""

    width = 1

    def __init__(self, config: MatchConfig) -> None:
        self.worker = GameWorker(config)
        self.queue: deque[ScheduledGame] = deque()

    @property
    def in_flight(self) -> int:
        return len(self.queue)

    def submit(self, game: ScheduledGame) -> None:
        self.queue.append(game)

    def next_result(self) -> tuple[ScheduledGame, dict[str, Any]]:
        game = self.queue.popleft()
        return game, self.worker.play(game)

    def close(self, wait: bool = True) -> None:
        self.worker.close()


# ---- dying with the parent ---------------------------------------------------------------
def die_with_parent(parent: int) -> None:
    """Make this process end when process `parent` (its parent) ends, however it ends."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):
            _watch_parent(parent)
    else:
        _watch_parent(parent)
    if os.getppid() != parent:     # it died before the request took effect
        os._exit(1)


def _watch_parent(parent: int) -> None:
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _worker_main(conn: Connection, config: MatchConfig, parent: int) -> None:
    die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    worker = GameWorker(config, die_with_parent=True)
    try:
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                break
            if msg is None:
                break
            try:
                line = worker.play(msg)
            except Exception:  # noqa: BLE001 - reported to the arena, which stops the match
                conn.send(("error", traceback.format_exc(limit=8)))
            else:
                conn.send(("ok", line))
    finally:
        worker.close()


class _Slot:
    def __init__(self, ctx: Any, config: MatchConfig) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker_main, args=(child, config, os.getpid()),
                                   name="galleria-arena-worker", daemon=True)
        self.process.start()
        child.close()
        self.game: ScheduledGame | None = None


class ProcessExecutor:
    """Games in ``width`` local worker processes (see the module docstring)."""

    def __init__(self, config: MatchConfig, width: int, retries: int = RETRIES) -> None:
        if width < 1:
            raise ValueError("width must be >= 1")
        self.config, self.width, self.retries = config, width, retries
        # spawn: a clean interpreter per worker (no inherited threads or engine pipes).
        self.ctx = mp.get_context("spawn")
        self.slots = [_Slot(self.ctx, config) for _ in range(width)]
        self.tries: dict[tuple[int, int, int], int] = {}

    @property
    def in_flight(self) -> int:
        return sum(1 for s in self.slots if s.game is not None)

    def pids(self) -> list[int]:
        return [s.process.pid for s in self.slots if s.process.pid is not None]

    def submit(self, game: ScheduledGame) -> None:
        slot = next((s for s in self.slots if s.game is None), None)
        if slot is None:
            raise RuntimeError("every worker is busy")
        slot.game = game
        try:
            slot.conn.send(game)
        except (BrokenPipeError, OSError):
            pass          # the worker died: next_result notices and replaces it

    def _replace(self, slot: _Slot) -> None:
        game = slot.game
        slot.game = None
        try:
            slot.conn.close()
        except OSError:
            pass
        slot.process.join(timeout=1)
        fresh = _Slot(self.ctx, self.config)
        self.slots[self.slots.index(slot)] = fresh
        if game is not None:
            n = self.tries.get(game.key, 0) + 1
            self.tries[game.key] = n
            if n > self.retries:
                raise ArenaError(f"deal {game.deal + 1} rotation {game.rotation}: its worker "
                                 f"died {n} times (exit code {slot.process.exitcode})")
            self.submit(game)

    def next_result(self) -> tuple[ScheduledGame, dict[str, Any]]:
        while True:
            busy = [s for s in self.slots if s.game is not None]
            if not busy:
                raise RuntimeError("no game in flight")
            handles: list[Any] = [s.conn for s in busy] + [s.process.sentinel for s in busy]
            ready = wait(handles)
            for slot in busy:
                if slot.conn in ready:
                    try:
                        kind, payload = slot.conn.recv()
                    except (EOFError, OSError):
                        self._replace(slot)
                        break
                    game = slot.game
                    slot.game = None
                    assert game is not None
                    if kind == "error":
                        raise ArenaError(f"deal {game.deal + 1} rotation {game.rotation}: "
                                         f"the game failed:\n{payload}")
                    return game, payload
                if slot.process.sentinel in ready:
                    self._replace(slot)
                    break

    def close(self, wait: bool = True) -> None:
        """Stop the workers: politely (they close their engines) when `wait`, else now."""
        for s in self.slots:
            if wait and s.process.is_alive():
                try:
                    s.conn.send(None)
                except (BrokenPipeError, OSError):
                    pass
        deadline = time.monotonic() + (15.0 if wait else 0.0)
        for s in self.slots:
            s.process.join(timeout=max(0.0, deadline - time.monotonic()))
            if s.process.is_alive():
                s.process.kill()
                s.process.join(timeout=5)
            try:
                s.conn.close()
            except OSError:
                pass
