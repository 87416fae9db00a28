"""Determinized ISMCTS search and baseline bots for every registered game (C++ search
bound per game through ``cpp/bindings/search_binding.h``).

Usage::

    from galleria_ai import games, search
    s = games.get("modern_art").new_game(players=4, seed=1)
    r = search.search(s, s.current_player(), iterations=10000, seed=3)
    s.apply(r.move)
    search.bot_move(s, s.current_player(), bot="heuristic", seed=0)

The game is found from the state (`games.of_state`); game-specific settings (Modern Art's
``bid_grid``) are keyword options its registry entry declares (``GameEntry.search_options``).
The search sees only ``determinize(seat)`` samples of ``state``: it never peeks at what
``seat`` cannot see. It releases the GIL while it runs; a :class:`StopFlag` set from another
thread ends it early, and :class:`Searcher` runs it in the background with live progress.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field
from typing import Any

from galleria_ai import _core, games

StopFlag = _core.StopFlag
"""Thread-safe flag: ``set()``, ``clear()``, ``is_set()``. Pass as ``stop=`` to a search."""

ROLLOUTS = ("random", "heuristic")  # "heuristic": the game's own rollout policy
BOTS = ("heuristic", "random")      # Modern Art's; each game lists its own (GameEntry.bots)


@dataclass(frozen=True)
class SearchResult:
    """Outcome of one search.

    ``move``: the chosen move (notation string). ``stats``: one ``(move, visits, mean)`` per
    root candidate of the searching seat, ``mean`` being its mean reward for that seat.
    ``values``: expected win share per seat over all iterations (not blended);
    ``elapsed_ms``: wall time.
    """

    move: str
    iterations: int
    elapsed_ms: float
    values: list[float]
    stats: list[tuple[str, int, float]] = field(default_factory=list)


def _int(name: str, value: Any, low: int, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer, got {value!r}")  # noqa: TRY004
    if value < low or (high is not None and value > high):
        bound = f">= {low}" if high is None else f"in {low}..{high}"
        raise ValueError(f"{name} must be {bound}, got {value}")
    return value


def _float(name: str, value: Any, low: float, high: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} must be a number, got {value!r}")  # noqa: TRY004
    x = float(value)
    if not math.isfinite(x) or x < low or (high is not None and x > high):
        bound = f">= {low}" if high is None else f"in [{low}, {high}]"
        raise ValueError(f"{name} must be {bound}, got {value}")
    return x


def _check_state(state: Any, seat: Any) -> tuple[games.GameEntry, int]:
    entry = games.of_state(state)
    seat = _int("seat", seat, 0)
    if state.is_terminal():
        raise ValueError("the game is over")
    if seat not in state.to_move():
        raise ValueError(f"seat {seat} is not to move (to move: {state.to_move()})")
    return entry, seat


# Tuned defaults (bench/README.md, "Search" → "Tuning"): the heuristic bot as rollout policy
# and 30% money margin in the reward played clearly stronger than uniform rollouts and pure
# win share. The engine's options and the built-in bots take their defaults from here; a
# game's own settings (e.g. Modern Art's bid_grid) come from its registry entry.
DEFAULTS: dict[str, Any] = {
    "iterations": 10000,
    "time_ms": None,
    "threads": 1,
    "seed": 0,
    "exploration": 0.7,
    "reward_blend": 0.3,
    "rollout": "heuristic",
    "temperature": 0.0,
}


def _options(
    iterations: int | None,
    time_ms: float | None,
    threads: int,
    seed: int,
    exploration: float,
    reward_blend: float,
    rollout: str,
    temperature: float,
    stop: Any | None,
) -> dict[str, Any]:
    iters = 0 if iterations is None else _int("iterations", iterations, 1)
    ms = 0 if time_ms is None else round(_float("time_ms", time_ms, 1))
    if stop is not None and not isinstance(stop, StopFlag):
        raise ValueError("stop must be a search.StopFlag or None")
    if iters == 0 and ms == 0 and stop is None:
        raise ValueError("give iterations, time_ms or a stop flag")
    if rollout not in ROLLOUTS:
        raise ValueError(f"rollout must be one of {ROLLOUTS}, got {rollout!r}")
    return {
        "iterations": iters,
        "time_ms": max(ms, 1) if time_ms is not None else 0,
        "threads": _int("threads", threads, 1, 256),
        "seed": _int("seed", seed, 0, 2**64 - 1),
        "exploration": _float("exploration", exploration, 0.0),
        "reward_blend": _float("reward_blend", reward_blend, 0.0, 1.0),
        "rollout": ROLLOUTS.index(rollout),
        "temperature": _float("temperature", temperature, 0.0),
        "stop": stop,
    }


def _result(raw: Any) -> SearchResult:
    return SearchResult(
        move=raw.move,
        iterations=raw.iterations,
        elapsed_ms=raw.elapsed_ms,
        values=list(raw.values),
        stats=[(st.move, st.visits, st.mean) for st in raw.stats],
    )


def search(
    state: Any,
    seat: int,
    iterations: int | None = DEFAULTS["iterations"],
    time_ms: float | None = DEFAULTS["time_ms"],
    threads: int = DEFAULTS["threads"],
    seed: int = DEFAULTS["seed"],
    exploration: float = DEFAULTS["exploration"],
    reward_blend: float = DEFAULTS["reward_blend"],
    rollout: str = DEFAULTS["rollout"],
    temperature: float = DEFAULTS["temperature"],
    stop: Any | None = None,
    **game_options: Any,
) -> SearchResult:
    """Search the decision of ``seat`` (which must be to move) and return the result.

    Limits: ``iterations`` (total over threads; ``None`` for none), ``time_ms`` (wall time),
    ``stop`` (a :class:`StopFlag`); the first reached ends the search, at least one is
    needed. ``threads`` root-parallel trees; with a fixed ``seed``, ``threads`` and an
    iteration limit (and no time limit) the result is reproducible. ``exploration``: UCB1
    constant. ``reward_blend``: weight of the normalised score margin mixed into the win
    share reward. ``rollout``: ``"random"`` or ``"heuristic"`` (the game's own rollout
    policy; uniform where a game has none). ``temperature``: 0 plays the most visited move,
    ``T > 0`` samples proportionally to ``visits ** (1 / T)`` from ``seed``.
    ``game_options``: the game's own settings (Modern Art: ``bid_grid``, bid candidates per
    bidding decision). Raises ``ValueError`` on bad arguments.
    """
    entry, seat = _check_state(state, seat)
    opts = _options(
        iterations,
        time_ms,
        threads,
        seed,
        exploration,
        reward_blend,
        rollout,
        temperature,
        stop,
    )
    opts.update(entry.check_search_options(game_options))
    return _result(entry.run_search(state, seat, opts))


class Searcher:
    """Runs one search in a background thread with live progress.

    ``start(state, seat, **search_kwargs)``; ``progress() -> (iterations, elapsed_ms)``;
    ``stop()`` asks it to finish now; ``wait() -> SearchResult`` joins it (re-raising any
    error). The state is copied at ``start`` so the caller may keep using its own.
    """

    def __init__(self) -> None:
        self._progress = _core.SearchProgress()
        self._stop = StopFlag()
        self._thread: threading.Thread | None = None
        self._result: SearchResult | None = None
        self._error: BaseException | None = None

    def start(self, state: Any, seat: int, **kwargs: Any) -> None:
        if self._thread is not None and self._thread.is_alive():
            raise ValueError("a search is already running")
        if "stop" in kwargs:
            raise ValueError("Searcher owns its stop flag; use Searcher.stop()")
        entry, seat = _check_state(state, seat)
        self._stop.clear()
        generic = {k: v for k, v in kwargs.items() if k in DEFAULTS}
        opts = _options(**{**DEFAULTS, **generic}, stop=self._stop)
        opts.update(entry.check_search_options({k: v for k, v in kwargs.items()
                                                if k not in DEFAULTS}))
        root = state.clone()
        self._result = None
        self._error = None

        def run() -> None:
            try:
                self._result = _result(entry.run_search(root, seat, opts, self._progress))
            except BaseException as exc:  # noqa: BLE001 (re-raised by wait())
                self._error = exc

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()

    def progress(self) -> tuple[int, float]:
        """Iterations done so far and milliseconds since the search started."""
        return self._progress.iterations, self._progress.elapsed_ms

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        self._stop.set()

    def wait(self) -> SearchResult:
        if self._thread is None:
            raise ValueError("no search was started")
        self._thread.join()
        if self._error is not None:
            raise self._error
        assert self._result is not None
        return self._result


def bot_move(state: Any, seat: int, bot: str | None = None, seed: int = 0,
             **params: Any) -> str:
    """A baseline bot's move for ``seat`` (deterministic given ``seed``). ``bot``: one of the
    game's ``GameEntry.bots`` (default its first). Modern Art: ``"heuristic"`` (bids up to
    ``fraction`` of its value estimate, ``fraction=0.5``) or ``"random"``."""
    entry, seat = _check_state(state, seat)
    name = entry.bots[0] if bot is None else bot
    return entry.bot_move(state, seat, name, _int("seed", seed, 0, 2**64 - 1), **params)


def candidates(state: Any, seat: int, **game_options: Any) -> list[str]:
    """The abstracted candidate moves the search considers for ``seat`` (all legal)."""
    entry, seat = _check_state(state, seat)
    return entry.candidates(state, seat, **game_options)


__all__ = [
    "BOTS",
    "ROLLOUTS",
    "SearchResult",
    "Searcher",
    "StopFlag",
    "bot_move",
    "candidates",
    "search",
]
