"""Seat controllers for the referee (`match.play_game`): a built-in bot in-process
(`BotPlayer`) or a GEI engine process (`EnginePlayer`). Both work for every registered game.
"""

from __future__ import annotations

import time
from typing import Any

from galleria_ai import games, search
from galleria_ai.client import DEFAULT_TIMEOUT, Engine, newgame_line, private_line, reveal_line
from galleria_ai.table import Decision, GameSpec, Limits

BUILTIN_SEARCH = "ismcts"


def builtin_bots() -> tuple[str, ...]:
    """``ismcts`` and every baseline bot of a registered game."""
    names = [BUILTIN_SEARCH]
    for entry in games.entries():
        names += [b for b in entry.bots if b not in names]
    return tuple(names)


def _option_value(value: Any) -> Any:
    """Option values from a command line are text: numbers become numbers."""
    if not isinstance(value, str):
        return value
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


def split_bot_options(entry: Any, options: dict[str, Any]) -> tuple[dict[str, Any],
                                                                    dict[str, Any]]:
    """(search options, baseline-bot options) of a built-in bot's options for `entry`'s
    game; text values become numbers first."""
    values = {k: _option_value(v) for k, v in options.items()}
    search_keys = set(search.DEFAULTS) | {o.name for o in entry.search_options}
    return ({k: v for k, v in values.items() if k in search_keys},
            {k: v for k, v in values.items() if k not in search_keys})


class BotPlayer:
    """A built-in bot in-process: ``ismcts`` (`search.search`) or one of the game's baseline
    bots (`GameEntry.bots`, e.g. Modern Art's ``heuristic`` and ``random``).

    `options` (all optional): the search settings (iterations, time_ms, threads,
    exploration, reward_blend, rollout, temperature and the game's own, e.g. bid_grid) for
    ``ismcts``; the bot's settings (e.g. Modern Art's ``fraction``) for a baseline bot.
    `Limits` of a `choose` override the budget.
    """

    def __init__(self, bot: str = BUILTIN_SEARCH, options: dict | None = None,
                 name: str | None = None, seed: int = 0) -> None:
        if bot not in builtin_bots():
            raise ValueError(f"unknown bot {bot!r} (built-in: {', '.join(builtin_bots())})")
        self.bot = bot
        self.options = {k: _option_value(v) for k, v in (options or {}).items()}
        self.name = name or bot
        self.seed = seed
        self.seat = -1
        self.entry: games.GameEntry | None = None
        self._calls = 0
        self._tracker: Any = None
        self._mirror: Any = None

    def new_game(self, spec: GameSpec, seat: int) -> None:
        entry = games.get(spec.game)
        if self.bot != BUILTIN_SEARCH and self.bot not in entry.bots:
            raise ValueError(f"{entry.name} has no bot {self.bot!r} "
                             f"(bots: {', '.join(entry.bots)})")
        if self.bot == BUILTIN_SEARCH and not entry.has_search():
            raise ValueError(f"{entry.name} has no search yet (bots: {', '.join(entry.bots)})")
        self.entry, self.seat = entry, seat
        self._calls = 0
        # What the search learns of the other seats' play (Modern Art: their bidding style),
        # from a mirror of the table kept since this seat's last decision: the state each
        # public move was made in. The mirror is the state `choose` was given, which only
        # the search's own seat's view of is read.
        self._tracker = (entry.new_tracker(spec.players, [seat], self.seed)
                         if self.bot == BUILTIN_SEARCH else None)
        self._mirror = None

    def private(self, tokens: list[str]) -> None:
        pass

    def event(self, seat: int, move: str) -> None:
        self._follow(seat, move)

    def chance(self, outcome: str) -> None:
        self._follow(None, outcome)

    def reveal(self, moves: dict[int, str]) -> None:
        for seat in sorted(moves):
            self._follow(seat, moves[seat])

    def _follow(self, seat: int | None, move: str) -> None:
        """Apply a table step to the mirror, telling the tracker of a seat's move; a step the
        mirror cannot follow (a move announced in public form) drops it until the next
        decision."""
        if self._tracker is None or self._mirror is None:
            return
        before = self._mirror.clone()
        try:
            if seat is None:
                self._mirror.apply(move)
            else:
                self._mirror.apply(move, seat)
        except ValueError:
            self._mirror = None
            return
        if seat is not None:
            self._tracker.observe(before, seat, move)

    def choose(self, view: Any, limits: Limits) -> Decision:
        seed = self.seed * 1_000_003 + self._calls
        self._calls += 1
        t0 = time.monotonic()
        assert self.entry is not None
        opts, bot_params = split_bot_options(self.entry, self.options)
        if self.bot != BUILTIN_SEARCH:
            move = search.bot_move(view, self.seat, bot=self.bot, seed=seed, **bot_params)
            return Decision(move, {}, (time.monotonic() - t0) * 1000.0)
        iterations = opts.pop("iterations", 1000)
        time_ms = opts.pop("time_ms", None)
        if limits.iterations is not None:
            iterations = limits.iterations
        if limits.movetime_ms is not None:
            time_ms = limits.movetime_ms
        if limits.clock_ms is not None:
            budget = limits.clock_ms // 20 + limits.increment_ms * 3 // 4
            time_ms = budget if time_ms is None else min(time_ms, budget)
            time_ms = max(1, time_ms)
        if self._tracker is not None:
            self._mirror = view.clone()
            opts.update(self._tracker.knowledge(self.seat))
        r = search.search(view, self.seat, iterations=iterations, time_ms=time_ms, seed=seed,
                          **opts)
        stats = {"iterations": r.iterations, "time": r.elapsed_ms, "value": list(r.values),
                 "moves": [{"move": m, "visits": v, "value": x} for m, v, x in r.stats]}
        return Decision(r.move, stats, (time.monotonic() - t0) * 1000.0)

    def game_over(self, result: dict) -> None:
        pass

    def close(self) -> None:
        pass


class EnginePlayer:
    """One seat played by a GEI engine process (wraps `client.Engine`). The process may
    play many games in turn (the arena reuses it); `timeout` is its per-move allowance in
    seconds (`client.default_timeout`).

    It remembers every line of its seat's view so that `restart()` (after a crash, hang or
    an engine-reported desync) can resynchronise the new process with one ``position``
    line.
    """

    def __init__(self, command: list[str], options: dict[str, str] | None = None,
                 name: str | None = None, timeout: float = DEFAULT_TIMEOUT,
                 die_with_parent: bool = False) -> None:
        # Start-up and round trips get at least the default allowance: a short per-move
        # timeout must not fail a restart on a busy machine.
        self.engine = Engine(command, name=name, timeout=timeout,
                             die_with_parent=die_with_parent,
                             setup_timeout=max(timeout, DEFAULT_TIMEOUT))
        self.options = dict(options or {})
        self.name = name or " ".join(command[-1:])
        self.seat = -1
        self.spec: GameSpec | None = None
        self.history: list[str] = []  # private / event / chance / reveal lines of this game
        self.restarts = 0

    def _ensure_started(self) -> None:
        if not self.engine.alive:
            self.engine.start()
            for k, v in self.options.items():
                self.engine.set_option(k, str(v))
            if not self.name or self.name == self.engine.command[-1]:
                self.name = self.engine.info.name or self.name

    def new_game(self, spec: GameSpec, seat: int) -> None:
        """A new game; a running process is reused (``newgame`` resets it), after dropping
        anything it still had to say about the previous game."""
        self.spec, self.seat, self.history = spec, seat, []
        if self.engine.alive:
            self.engine.drain()
            self.engine.errors.clear()
        self._ensure_started()
        self.engine.new_game(spec, [seat])

    def _record(self, line: str) -> None:
        self.history.append(line)
        self.engine.send(line)

    def private(self, tokens: list[str]) -> None:
        self._record(private_line(self.seat, tokens))

    def event(self, seat: int, move: str) -> None:
        self._record(f"event {seat} {move}")

    def chance(self, outcome: str) -> None:
        self._record(f"chance {outcome}")

    def reveal(self, moves: dict[int, str]) -> None:
        self._record(reveal_line(moves))

    def position_line(self) -> str:
        """The full-resync line of this seat's view so far."""
        assert self.spec is not None
        head = "position " + newgame_line(self.spec, [self.seat]).split(" ", 1)[1]
        return " ; ".join([head, *self.history])

    def resync(self) -> None:
        self.engine.drain()
        self.engine.send(self.position_line())
        self.engine.errors.clear()
        self.engine.is_ready()

    def restart(self) -> None:
        self.restarts += 1
        self.engine.kill()
        self._ensure_started()
        if self.spec is not None:
            self.resync()

    def choose(self, view: Any, limits: Limits) -> Decision:
        self._ensure_started()
        self.engine.is_ready()  # collects any `error` the engine gave to our lines
        if self.engine.errors:  # the engine disagreed with a line we sent: resync
            self.engine.errors.clear()
            self.resync()
        return self.engine.go(self.seat, limits)

    def analyse(self, limits: Limits) -> list[dict]:
        return self.engine.analyse(self.seat, limits)

    def game_over(self, result: dict) -> None:
        if self.engine.alive:
            self.engine.game_over(list(result["score"]))

    def close(self) -> None:
        self.engine.quit()
