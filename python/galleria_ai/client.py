"""Low-level client for any GEI engine process (protocol: `protocol/spec.md`).

`Engine` spawns the process, performs the handshake, sends the game lines of one table
view and asks for moves under limits. Everything the engine does wrong surfaces as an
`EngineFault` with a `kind`:

- ``crash``   the process exited (or its pipe broke),
- ``timeout`` no expected answer in time (the process is killed),
- ``garbage`` an answer that is not a protocol line where one was required,
- ``illegal`` the engine refused a command it must accept (e.g. ``error go ...``).

Waiting is bounded per move (`default_timeout`): a move may take its time limit plus the
engine's ``timeout`` seconds, or ``timeout`` seconds in all when only iterations bound it.
With ``die_with_parent=True`` (Linux) the kernel kills the engine process when the thread
that started it dies, so a killed tool leaves no engine running.

A reader thread turns stdout into lines (capped at `MAX_LINE` bytes, decoded as UTF-8 with
replacement) so a hung or flooding engine never blocks the caller past its timeout.
Every line sent and received is kept in `transcript` (``("> ", line)`` / ``("< ", line)``).
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

from galleria_ai.table import Decision, GameSpec, Limits

MAX_LINE = 64 * 1024
PROTOCOL = "GEI 2"  # what `info.protocol` reports for engines speaking this version
DEFAULT_TIMEOUT = 10.0  # seconds: handshake, round trips, and a move's allowance


class EngineFault(Exception):
    """An engine misbehaved; `kind` is crash | timeout | garbage | illegal."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


@dataclass
class EngineOption:
    name: str
    type: str  # spin | check | combo | string | button
    default: str = ""
    min: int | None = None
    max: int | None = None
    vars: list[str] = field(default_factory=list)


@dataclass
class EngineInfo:
    name: str = ""
    author: str = ""
    version: str = ""
    protocol: str = ""
    options: dict[str, EngineOption] = field(default_factory=dict)
    games: dict[str, str] = field(default_factory=dict)  # game name -> its `game` line


_OPTION_KEYS = ("name", "type", "default", "min", "max", "var")


def parse_option_line(line: str) -> EngineOption:
    """Parse ``option name X type T [default D] [min A] [max B] [var V]...``.

    Names and string defaults may contain spaces; a value runs until the next keyword.
    """
    tokens = line.split()
    if len(tokens) < 2 or tokens[0] != "option":
        raise ValueError(f"not an option line: {line!r}")
    fields: dict[str, list[str]] = {}
    order: list[tuple[str, str]] = []
    key = None
    for tok in tokens[1:]:
        if tok in _OPTION_KEYS:
            key = tok
            order.append((key, ""))
            continue
        if key is None:
            raise ValueError(f"option line without key: {line!r}")
        k, v = order[-1]
        order[-1] = (k, f"{v} {tok}" if v else tok)
    for k, v in order:
        fields.setdefault(k, []).append(v)
    if "name" not in fields or "type" not in fields:
        raise ValueError(f"option line needs name and type: {line!r}")
    opt = EngineOption(name=fields["name"][0], type=fields["type"][0])
    opt.default = fields.get("default", [""])[0]
    if "min" in fields:
        opt.min = int(fields["min"][0])
    if "max" in fields:
        opt.max = int(fields["max"][0])
    opt.vars = fields.get("var", [])
    return opt


INFO_KEYS = {"seat", "iterations", "time", "nps", "value", "visits", "rank", "bot",
             "evaluated", "unevaluated", "analyse"}
INFO_FLAGS = {"analyse"}


def parse_info_line(line: str) -> dict:
    """Parse an ``info`` line into a dict; ``move <notation>`` is always last (has spaces),
    ``info string <text>`` gives {"string": text}.

    Numbers become int/float; ``value`` is a list (one float per seat) on summary lines and
    one float on per-move lines. Unknown keys are kept (a following word is their value).
    """
    text = line[len("info"):].strip() if line.startswith("info") else line.strip()
    if text.startswith("string"):
        return {"string": text[len("string"):].strip()}
    head, sep, move = f" {text}".partition(" move ")
    out: dict = {}
    key: str | None = None
    vals: list = []

    def flush() -> None:
        if key is None:
            return
        if key in INFO_FLAGS or not vals:
            out[key] = True
        elif key == "value" and not sep:
            out[key] = vals
        else:
            out[key] = vals[0] if len(vals) == 1 else vals

    for tok in head.split():
        is_key = tok in INFO_KEYS or (tok.isalpha() and (key is None or bool(vals)
                                                          or key in INFO_FLAGS))
        if is_key:
            flush()
            key, vals = tok, []
        else:
            vals.append(_num(tok))
    flush()
    if sep:
        out["move"] = move.strip()
    return out


def _num(text: str) -> int | float | str:
    try:
        return int(text)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            return text


def limits_tokens(limits: Limits, seat: int) -> list[str]:
    """The ``go`` limit tokens of `seat` for a `table.Limits` (empty: the engine's
    defaults). Clocks go as ``time <S> <ms> inc <S> <ms>`` for every seat the limits know."""
    toks: list[str] = []
    if limits.iterations is not None:
        toks += ["iterations", str(int(limits.iterations))]
    if limits.movetime_ms is not None:
        toks += ["movetime", str(int(limits.movetime_ms))]
    clocks = {s: (ms, inc) for s, ms, inc in limits.clocks}
    if limits.clock_ms is not None:
        clocks[seat] = (limits.clock_ms, limits.increment_ms)
    for s in sorted(clocks):
        ms, inc = clocks[s]
        toks += ["time", str(s), str(max(0, int(ms))), "inc", str(s), str(max(0, int(inc)))]
    return toks


def default_timeout(limits: Limits, base: float) -> float:
    """The wall-clock bound of one ``go`` under `limits` (seconds): the move's time limit
    (``movetime``, or the remaining clock plus increment, the smaller) plus `base`; just
    `base` when no time limit applies (iterations only, or the engine's defaults)."""
    bounds = []
    if limits.movetime_ms is not None:
        bounds.append(limits.movetime_ms / 1000.0)
    if limits.clock_ms is not None:
        bounds.append((limits.clock_ms + limits.increment_ms) / 1000.0)
    return (min(bounds) if bounds else 0.0) + base


def _parent_death_signal() -> Callable[[], None] | None:
    """A pre-exec hook asking the kernel to SIGKILL the child when the thread that started
    it dies (Linux ``prctl(PR_SET_PDEATHSIG)``); None where that does not exist. The libc
    function is looked up here, before any fork, so the hook itself only makes one call."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    parent = os.getpid()

    def hook() -> None:
        prctl(1, int(signal.SIGKILL), 0, 0, 0)  # 1 = PR_SET_PDEATHSIG
        if os.getppid() != parent:  # the parent died before the call: go now
            os._exit(1)

    return hook


class Engine:
    """A GEI engine process (see module docstring)."""

    def __init__(self, command: list[str], *, name: str | None = None,
                 timeout: float = DEFAULT_TIMEOUT, env: dict[str, str] | None = None,
                 cwd: str | None = None, on_line: Callable[[str, str], None] | None = None,
                 die_with_parent: bool = False, setup_timeout: float | None = None) -> None:
        if not command:
            raise ValueError("empty engine command")
        self.command = list(command)
        self.name = name or command[-1]
        self.timeout = timeout  # a move's allowance (`default_timeout`)
        # The handshake and other round trips (start-up can be slow on a loaded machine).
        self.setup_timeout = timeout if setup_timeout is None else setup_timeout
        self.die_with_parent = die_with_parent
        self.env = env
        self.cwd = cwd
        self.on_line = on_line
        self.info = EngineInfo()
        self.transcript: list[tuple[str, str]] = []
        self.errors: list[str] = []  # `error` lines received outside of a request
        self.stderr_tail: deque[str] = deque(maxlen=200)
        self._proc: subprocess.Popen | None = None
        self._lines: queue.Queue = queue.Queue()
        self._options_set: dict[str, str] = {}
        self._searching = False
        self._search_started = 0.0

    # ---- process management -------------------------------------------------------------
    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def start(self) -> None:
        """Spawn the process and run the handshake (``gei`` ... ``geiok``)."""
        if self.alive:
            raise RuntimeError("engine already running")
        self._lines = queue.Queue()
        self._searching = False
        try:
            # The hook makes one async-signal-safe system call (resolved before the fork), so
            # the reader threads of other engines cannot deadlock the child before exec.
            hook = _parent_death_signal() if self.die_with_parent else None
            self._proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, bufsize=0, env=self.env, cwd=self.cwd,
                preexec_fn=hook)  # noqa: PLW1509
        except OSError as exc:
            raise EngineFault("crash", f"cannot start {self.command}: {exc}") from exc
        proc = self._proc
        threading.Thread(target=self._read_stdout, args=(proc, self._lines), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(proc,), daemon=True).start()
        self.info = EngineInfo()
        try:
            self.send("gei")
            deadline = time.monotonic() + self.setup_timeout
            while True:
                line = self._next_line(deadline, "handshake (geiok)")
                if line == "geiok":
                    break
                if line.startswith("id "):
                    parts = line.split(None, 2)
                    if len(parts) == 3 and parts[1] in ("name", "author", "version", "protocol"):
                        setattr(self.info, parts[1], parts[2])
                elif line.startswith("game "):
                    parts = line.split()
                    if len(parts) >= 2:
                        self.info.games[parts[1]] = line
                elif line.startswith("option "):
                    try:
                        opt = parse_option_line(line)
                    except ValueError as exc:
                        raise EngineFault("garbage", str(exc)) from exc
                    self.info.options[opt.name] = opt
        except EngineFault:
            self.kill()
            raise
        for k, v in self._options_set.items():
            self.send(f"setoption name {k} value {v}")

    def restart(self) -> None:
        """Kill (if needed) and start again, re-sending the options set so far."""
        self.kill()
        self.start()

    def quit(self, grace: float = 2.0) -> None:
        """Polite ``quit``; kill if the process has not exited after `grace` seconds."""
        if self._proc is None:
            return
        if self.alive:
            try:
                self.send("quit")
            except EngineFault:
                pass
            try:
                self._proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                pass
        self.kill()

    def kill(self) -> None:
        proc = self._proc
        if proc is None:
            return
        if proc.poll() is None:
            proc.kill()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:  # pragma: no cover
                pass
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            try:
                if stream:
                    stream.close()
            except OSError:
                pass
        self._searching = False

    def close(self) -> None:
        self.quit()

    # ---- raw I/O --------------------------------------------------------------------------
    def _read_stdout(self, proc: subprocess.Popen, out: queue.Queue) -> None:
        stream = proc.stdout
        assert stream is not None
        while True:
            try:
                raw = stream.readline(MAX_LINE + 1)
            except (OSError, ValueError):
                break
            if not raw:
                break
            if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
                # Discard the rest of an over-long line.
                while True:
                    more = stream.readline(MAX_LINE)
                    if not more or more.endswith(b"\n"):
                        break
            text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
            out.put(text)
        out.put(None)

    def _read_stderr(self, proc: subprocess.Popen) -> None:
        stream = proc.stderr
        assert stream is not None
        while True:
            try:
                raw = stream.readline(MAX_LINE)
            except (OSError, ValueError):
                break
            if not raw:
                break
            self.stderr_tail.append(raw.decode("utf-8", errors="replace").rstrip("\n"))

    def send(self, line: str) -> None:
        """Send one raw line (a newline is added)."""
        if not self.alive:
            raise EngineFault("crash", f"{self.name} is not running{self._exit_detail()}")
        assert self._proc is not None and self._proc.stdin is not None
        self.transcript.append(("> ", line))
        if self.on_line:
            self.on_line("> ", line)
        try:
            self._proc.stdin.write(line.encode("utf-8") + b"\n")
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:
            raise EngineFault("crash", f"{self.name}: write failed ({exc})"
                              f"{self._exit_detail()}") from exc

    def _exit_detail(self) -> str:
        if self._proc is None:
            return ""
        rc = self._proc.poll()
        tail = " | ".join(list(self.stderr_tail)[-3:])
        return f" (exit code {rc}{'; stderr: ' + tail if tail else ''})" if rc is not None else ""

    def _next_line(self, deadline: float, what: str) -> str:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            self.kill()
            raise EngineFault("timeout", f"{self.name}: no answer in time waiting for {what}")
        try:
            line = self._lines.get(timeout=remaining)
        except queue.Empty:
            self.kill()
            raise EngineFault("timeout",
                              f"{self.name}: no answer in time waiting for {what}") from None
        if line is None:
            self._lines.put(None)  # keep reporting EOF to later readers
            if self._proc is not None:
                try:
                    self._proc.wait(timeout=2)
                except subprocess.TimeoutExpired:
                    pass
            raise EngineFault("crash", f"{self.name} exited while waiting for {what}"
                              f"{self._exit_detail()}")
        self.transcript.append(("< ", line))
        if self.on_line:
            self.on_line("< ", line)
        return line

    def drain(self) -> list[str]:
        """Lines already received and not consumed (non-blocking); errors are recorded."""
        got = []
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                break
            if line is None:
                self._lines.put(None)
                break
            self.transcript.append(("< ", line))
            if line.startswith("error"):
                self.errors.append(line)
            got.append(line)
        return got

    def read_until(self, predicate: Callable[[str], bool], timeout: float | None = None,
                   what: str = "answer") -> list[str]:
        """Read lines until one satisfies `predicate`; returns all lines read (that one last)."""
        deadline = time.monotonic() + (self.setup_timeout if timeout is None else timeout)
        got = []
        while True:
            line = self._next_line(deadline, what)
            got.append(line)
            if predicate(line):
                return got
            if line.startswith("error"):
                self.errors.append(line)

    # ---- commands ---------------------------------------------------------------------------
    def set_option(self, name: str, value: str) -> None:
        """``setoption`` then an ``isready`` round trip; ValueError if the engine rejected it."""
        self.drain()
        self.send(f"setoption name {name} value {value}")
        self.send("isready")
        lines = self.read_until(lambda ln: ln == "readyok", what="readyok after setoption")
        for ln in lines:
            if ln.startswith("error setoption"):
                raise ValueError(ln)
        self._options_set[name] = str(value)

    def is_ready(self, timeout: float = 5.0) -> None:
        """``isready`` → ``readyok``; returns the `error` lines seen meanwhile."""
        self.send("isready")
        self.read_until(lambda ln: ln == "readyok", timeout=timeout, what="readyok")

    def new_game(self, spec: GameSpec, seats: list[int]) -> None:
        self.send(newgame_line(spec, seats))

    def private(self, seat: int, tokens: list[str]) -> None:
        """``private <seat> <kind> <item> ...``: what own `seat` learns privately."""
        self.send(private_line(seat, tokens))

    def event(self, seat: int, move: str) -> None:
        self.send(f"event {seat} {move}")

    def chance(self, outcome: str) -> None:
        self.send(f"chance {outcome}")

    def reveal(self, moves: dict[int, str]) -> None:
        self.send(reveal_line(moves))

    def game_over(self, scores: list[int]) -> None:
        self.send("gameover score " + " ".join(str(m) for m in scores))

    def go(self, seat: int, limits: Limits, timeout: float | None = None) -> Decision:
        """``go seat S <limits>``; waits for ``bestmove`` and returns it with the info stats."""
        return self._search("go", seat, limits, timeout)

    def analyse(self, seat: int, limits: Limits, timeout: float | None = None) -> list[dict]:
        """``analyse seat S <limits>``: one dict per evaluated move (move, visits, value...)."""
        dec = self._search("analyse", seat, limits, timeout)
        return dec.stats.get("analysis", [])

    def go_infinite(self, seat: int) -> None:
        """Start ``go seat S infinite``; end it with `stop()`, which returns the Decision."""
        self.drain()
        self.send(f"go seat {seat} infinite")
        self._searching = True
        self._search_started = time.monotonic()

    def stop(self, timeout: float | None = None) -> Decision | None:
        """``stop``; if a search was started by `go_infinite`, wait for its bestmove."""
        self.send("stop")
        if not self._searching:
            return None
        self._searching = False
        return self._collect(self._search_started, timeout if timeout is not None else
                             self.timeout, "bestmove after stop", refusal_fatal=False)

    def show(self, seat: int) -> str:
        """The engine's observation string of `seat` (debug command ``show``)."""
        self.send(f"show seat {seat}")
        lines = self.read_until(lambda ln: ln.startswith(("observation ", "error show")),
                                what="observation")
        last = lines[-1]
        if last.startswith("error"):
            raise EngineFault("illegal", last)
        try:
            return json.loads(last.split(" ", 2)[2])
        except (IndexError, ValueError) as exc:
            raise EngineFault("garbage", f"bad observation line {last[:80]!r}") from exc

    def _search(self, verb: str, seat: int, limits: Limits, timeout: float | None) -> Decision:
        self.drain()
        line = " ".join([verb, "seat", str(seat), *limits_tokens(limits, seat)])
        if timeout is None:
            timeout = default_timeout(limits, self.timeout)
        start = time.monotonic()
        self.send(line)
        return self._collect(start, timeout, f"bestmove (allowed {timeout:g} s)")

    def _collect(self, start: float, timeout: float, what: str,
                 refusal_fatal: bool = True) -> Decision:
        """Read up to the bestmove. An ``error go``/``error analyse`` means the search was
        refused (fatal) unless a search is known to run (then it refused a later go)."""
        deadline = start + timeout
        stats: dict = {"moves": [], "analysis": []}
        while True:
            ln = self._next_line(deadline, what)
            if ln.startswith("bestmove"):
                move = ln[len("bestmove"):].strip()
                if not move or move == "none" or ln[len("bestmove"):][:1] not in (" ",):
                    raise EngineFault("garbage", f"{self.name}: bad bestmove line {ln!r}")
                if not stats["analysis"]:
                    del stats["analysis"]
                return Decision(move=move, stats=stats,
                                elapsed_ms=(time.monotonic() - start) * 1000.0)
            if ln.startswith("info"):
                info = parse_info_line(ln)
                if "analyse" in info:
                    info.pop("analyse")
                    stats["analysis"].append(info)
                elif "move" in info and "visits" in info:
                    stats["moves"].append(info)
                elif "string" not in info:
                    for k, v in info.items():
                        stats[k] = v
            elif ln.startswith(("error go", "error analyse")) and refusal_fatal:
                raise EngineFault("illegal", f"{self.name} refused the search: {ln}")
            elif ln.startswith("error"):
                self.errors.append(ln)


def newgame_line(spec: GameSpec, seats: list[int]) -> str:
    toks = ["newgame", spec.game, "players", str(spec.players)]
    for s in seats:
        toks += ["seat", str(s)]
    for k, v in sorted(spec.variants.items()):
        toks += ["variant", f"{k}={v}"]
    return " ".join(toks)


def private_line(seat: int, tokens: list[str]) -> str:
    return " ".join(["private", str(seat), *tokens])


def reveal_line(moves: dict[int, str]) -> str:
    """``reveal <S> <move>, <S> <move>, ...`` in seat order from {seat: move}."""
    if not moves:
        raise ValueError("a reveal needs the moves of the simultaneous phase")
    for move in moves.values():
        if "," in move or ";" in move or not move.strip():
            raise ValueError(f"not a move: {move!r}")
    return "reveal " + ", ".join(f"{seat} {moves[seat]}" for seat in sorted(moves))
