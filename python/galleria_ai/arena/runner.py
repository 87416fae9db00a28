"""Runs a match: the schedule's games on an executor, recorded as they end.

The arena process is the only writer. It hands games to an executor (`executors`: this
process, local worker processes, or Ray actors) keeping at most ``width`` in flight, writes
every finished game to the record file (and its readable text, if asked) at once, updates
the standings and the A/B test, and reports progress. An A/B match stops submitting games
when the test decides; games already in flight are still recorded (they are valid games).

The referee plays a documented fallback move on an engine fault (crash, timeout, illegal
move, garbage) and restarts the engine; the runner only counts and records the faults.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable

from .executors import Executor, ProcessExecutor, SerialExecutor
from .gametext import game_text
from .match_config import MatchConfig
from .records import (
    MatchLog,
    RecordWriter,
    TextWriter,
    check_target,
    game_key,
    read_log,
    same_match,
)
from .sprt import CONTINUE, SprtResult
from .stats import GameResult, deal_scores
from .worker import play_one, seat_limits, trim_stats

__all__ = ["MatchConfig", "MatchOutcome", "MatchProgress", "deal_scores", "play_one",
           "run_match", "seat_limits", "to_result", "trim_stats"]


def _fault_seat(f: Any) -> int:
    return int(f["seat"] if isinstance(f, dict) else f.seat)


def to_result(line: dict[str, Any]) -> GameResult:
    rec = line["record"]
    return GameResult(deal=line["deal"], rotation=line["rotation"], lineup=list(line["lineup"]),
                      money=list(rec["money"]), winners=list(rec.get("winners") or []),
                      faults=[_fault_seat(f) for f in rec.get("faults", [])],
                      table=int(line.get("table", 0)))


@dataclass
class MatchOutcome:
    results: list[GameResult]
    total: int
    resumed: int            # games read back from the record file
    sprt: SprtResult | None = None
    elapsed: float = 0.0    # seconds spent playing in this run


@dataclass
class MatchProgress:
    """What the live progress line shows after each game."""

    results: list[GameResult]
    total: int
    resumed: int
    elapsed: float          # seconds since this run started playing
    sprt: SprtResult | None

    @property
    def played(self) -> int:
        """Games played in this run (not read back)."""
        return len(self.results) - self.resumed

    @property
    def rate(self) -> float:
        """Games per minute in this run (0 before the first game)."""
        return 60.0 * self.played / self.elapsed if self.elapsed > 0 and self.played else 0.0

    @property
    def eta(self) -> float | None:
        """Seconds until the schedule (an A/B match's budget) is played; None unknown."""
        left = self.total - len(self.results)
        if left <= 0:
            return 0.0
        if not self.played or self.elapsed <= 0:
            return None
        return left * self.elapsed / self.played


Progress = Callable[[MatchProgress], None]


def make_executor(config: MatchConfig, concurrency: int | None, ray: str | None) -> Executor:
    """This process (``concurrency`` 1), local workers, or Ray actors (`ray`: an address)."""
    if ray is not None:
        from .rayexec import RayExecutor

        return RayExecutor(config, concurrency, ray)
    width = concurrency or 1
    if width < 1:
        raise ValueError("concurrency must be >= 1")
    return SerialExecutor(config) if width == 1 else ProcessExecutor(config, width)


def run_match(config: MatchConfig, out_path: str, resume: bool = False,
              concurrency: int | None = 1, progress: Progress | None = None,
              force: bool = False, ray: str | None = None, text_out: str | None = None,
              executor: Executor | None = None) -> MatchOutcome:
    """Play every unfinished game of the schedule, appending each to ``out_path``.

    A file that already holds a match is continued (``resume``), replaced (``force``) or
    refused (ValueError). `ray`: run on Ray (an address, `rayexec.LOCAL` for a private
    instance); `text_out`: also append each game's readable record there."""
    if concurrency is not None and concurrency < 1:
        raise ValueError("concurrency must be >= 1")
    check_target(out_path, resume, force)
    if text_out is not None:
        check_target(text_out, resume, force, "text record file")
    schedule = config.schedule()
    header = config.header()
    log = MatchLog()
    if resume:
        try:
            log = read_log(out_path)
        except FileNotFoundError:
            log = MatchLog()
        if log.header is not None:
            diff = same_match({k: v for k, v in log.header.items() if k != "type"}, header)
            if diff:
                raise ValueError(f"{out_path} records a different match (differs in: "
                                 f"{', '.join(diff)}); refusing to resume")
    keys = {g.key for g in schedule}
    done = log.finished()
    results = [to_result(g) for g in log.games if game_key(g) in keys]
    resumed = len(results)
    todo = deque(g for g in schedule if g.key not in done)
    sprt = config.sprt()

    def verdict() -> SprtResult | None:
        if sprt is None:
            return None
        return sprt.test(deal_scores(results, config.candidate, config.players))

    state = verdict()
    if state is not None and state.decision != CONTINUE:
        todo.clear()
    appending = resume and log.header is not None
    # The executor first: a cluster that cannot be reached leaves no file behind.
    source = (executor or make_executor(config, concurrency, ray)) if todo else None
    clean = False
    writer = text = None
    number = len(log.games)
    start = time.monotonic()

    def report() -> None:
        if progress is not None:
            progress(MatchProgress(results, len(schedule), resumed,
                                   time.monotonic() - start, state))

    try:
        writer = RecordWriter(out_path, header, resume=appending)
        text = TextWriter(text_out, resume=appending) if text_out is not None else None
        report()
        while source is not None:
            while todo and source.in_flight < source.width and (
                    state is None or state.decision == CONTINUE):
                source.submit(todo.popleft())
            if source.in_flight == 0:
                break
            _, line = source.next_result()
            writer.write_game(line)
            number += 1
            if text is not None:
                text.write(game_text(line, number, out_path))
            results.append(to_result(line))
            state = verdict()
            report()
        clean = True
    finally:
        if writer is not None:
            writer.close()
        if text is not None:
            text.close()
        if source is not None and executor is None:
            source.close(wait=clean)
    return MatchOutcome(results, len(schedule), resumed, state, time.monotonic() - start)
