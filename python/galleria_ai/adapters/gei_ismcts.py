"""A GEI engine whose moves OpenSpiel's ISMCTS chooses (an adapters example).

    python -m galleria_ai.adapters.gei_ismcts [--simulations N] [--seed S]

It speaks GEI 2 (``protocol/spec.md``) on stdin/stdout, so ``galleria-arena`` can seat it
against this project's engine, e.g.::

    galleria-arena -p "cmd='python -m galleria_ai.adapters.gei_ismcts' name=openspiel-ismcts" \\
        -p builtin:ismcts -p builtin:heuristic -p builtin:heuristic --deals 2 --iterations 300

It plays the registered games whose adapter spec can rebuild a history from an engine's
view (``GameSpec.view_replay``; Modern Art today), lists them in the handshake and plays
one or several seats of a table.

The protocol side is the reference engine's own: line reading and tokens
(`engine.protocol`), the checks of every game line and the belief state
(`engine.session`, the game's `Belief`: own secrets exactly, public moves through
``apply_observed``, chance outcomes), ``go`` limits and clocks
(`engine.search_runner.parse_go`, the clock rule `search.clock_budget_ms` with the
game's ``decisions_left``), option values (`engine.options.OptionSpec`) and the search
counter (search ``n`` of a game uses seed ``Seed + n * 0x9E3779B97F4A7C15``).

How it decides: on ``go`` it turns the searching seat's view into an OpenSpiel state of
``galleria_<game>`` — a whole history drawn through the core's determinization of the
belief state (`GameSpec.view_replay`; in a simultaneous round the seats before it are
given uniformly random hidden choices, OpenSpiel's sequential reading) — and runs
``open_spiel.python.algorithms.ismcts.ISMCTSBot`` on it simulation by simulation,
resampling a world from the information state for each one (`GalleriaState.resample`)
and valuing leaves with `CoreRolloutEvaluator` (rollouts in the C++ core; `Rollout
heuristic` is the game's own rollout bot, uniform where a game has none). The search runs
on a worker thread: ``isready`` is answered and ``stop`` ends it at once; ``movetime``,
clocks (``time``/``inc``) and ``infinite`` are honoured between simulations.

Options: ``Simulations`` (the budget of a ``go`` without limits), ``Exploration`` (UCT
constant), ``Seed``, ``WorldSamples`` (worlds sampled per search, -1 a fresh one every
simulation), ``Rollouts`` (per leaf), ``Rollout`` (``heuristic`` | ``random``). ``analyse``
is answered like ``go`` with ranked per-move lines.
"""

from __future__ import annotations

import json
import random
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Callable, TextIO

import numpy as np

from galleria_ai import __version__, search
from galleria_ai.adapters import specs
from galleria_ai.adapters.spec import Config, GameSpec
from galleria_ai.engine.options import OptionSpec
from galleria_ai.engine.protocol import (
    PROTOCOL_NAME,
    PROTOCOL_VERSION,
    Output,
    ProtocolError,
    is_decimal,
    parse_seat,
    read_lines,
    split_tokens,
)
from galleria_ai.engine.search_runner import GoLimits, parse_go
from galleria_ai.engine.session import Game, Table, parse_newgame, parse_reveal, search_seat

NAME = "openspiel-ismcts"
AUTHOR = "galleria-ai developers (OpenSpiel ISMCTS adapter)"
SEED_STRIDE = 0x9E3779B97F4A7C15  # GEI's search counter: search n uses Seed + n * stride
GAME_LINES = ("private", "event", "chance", "reveal")
BUSY_BLOCKED = ("setoption", "newgame", "position", "go", "analyse", "gameover")


def _exploration(text: str) -> float:
    if not is_decimal(text):
        raise ValueError(f"expected a number like 0.7, got {text!r}")
    value = float(text)
    if not 0.0 <= value <= 10.0:
        raise ValueError(f"{text} out of range [0.0, 10.0]")
    return value


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("Simulations", "spin", "200", 1, 10**7,
               doc="ISMCTS simulations of a go without limits"),
    OptionSpec("Exploration", "string", "0.7", parse=_exploration, doc="UCT constant, [0, 10]"),
    OptionSpec("Seed", "spin", "0", 0, 2**63 - 1, doc="seed of every random choice"),
    OptionSpec("WorldSamples", "spin", "-1", -1, 10**6,
               doc="worlds sampled per search; -1: a fresh one every simulation"),
    OptionSpec("Rollouts", "spin", "1", 1, 1000, doc="rollouts per leaf"),
    OptionSpec("Rollout", "combo", "heuristic", vars=["random", "heuristic"],
               doc="rollout policy (heuristic: the game's own; uniform where it has none)"),
)


def gei_specs() -> list[GameSpec]:
    """Specs of the registered games this engine plays (those that rebuild a view)."""
    return [s for s in specs.registered()
            if type(s).view_replay is not GameSpec.view_replay]


# ---- the engine's view of a table ---------------------------------------------------------
@dataclass
class Step:
    """One thing the engine was told: a private line of an own seat, a public move, a chance
    outcome, or one seat's move of a revealed simultaneous round; `before` is the belief
    state before the line."""

    kind: str  # private | event | chance | reveal
    seat: int  # -1 for a chance outcome
    move: str = ""
    items: list[str] = field(default_factory=list)  # private: kind word, items
    before: Any = None


@dataclass
class View:
    """The engine's game (`engine.session.Game`: entry, seats, belief) and every step it was
    told since ``newgame``, from which a spec rebuilds whole histories."""

    game: Game
    spec: GameSpec
    config: Config
    steps: list[Step] = field(default_factory=list)

    @property
    def belief(self) -> Any:
        return self.game.state


def new_view(command: str, tokens: list[str], seed: int) -> View:
    game = parse_newgame(command, tokens, seed)
    playable = {s.name: s for s in gei_specs()}
    spec = playable.get(game.entry.name)
    if spec is None:
        raise ProtocolError(command, f"this engine plays {', '.join(playable) or 'no game'}, "
                                     f"not {game.entry.name}")
    try:
        config = spec.config(game.players, game.variants)
    except ValueError as exc:
        raise ProtocolError(command, str(exc)) from None
    return View(game, spec, config)


def apply_lines(view: View, lines: list[tuple[str, list[str]]], replay: bool = False) -> View:
    """The view after `lines` (each checked by the reference engine's `session.Table`); the
    original is unchanged. ProtocolError on the first bad line (inside a ``position``,
    `replay`: an error of ``position`` naming the item)."""
    table = Table(view.game, replay=replay)
    steps = list(view.steps)
    entry = view.game.entry
    for command, tokens in lines:
        before = table.game.state.clone()
        try:
            table.line(command, tokens)
        except ProtocolError as exc:
            if not replay:
                raise
            text = " ".join([command, *tokens])[:80]
            raise ProtocolError("position", f"{text}: {exc.reason}") from None
        cmd, args = entry.translate_alias(command, tokens) or (command, tokens)
        if cmd == "private":
            steps.append(Step("private", int(args[0]), items=list(args[1:]), before=before))
        elif cmd == "event":
            steps.append(Step("event", int(args[0]), " ".join(args[1:]), before=before))
        elif cmd == "chance":
            steps.append(Step("chance", -1, " ".join(args), before=before))
        else:
            moves = parse_reveal(cmd, args, view.game.players)
            steps += [Step("reveal", s, moves[s], before=before) for s in sorted(moves)]
    if replay:
        try:
            table.finish_position()
        except ProtocolError as exc:
            raise ProtocolError("position", exc.reason) from None
    return View(table.game, view.spec, view.config, steps)


def world_state(view: View, seat: int, rng: random.Random) -> Any:
    """An OpenSpiel state drawn from the worlds `seat` cannot tell apart, with that seat to
    act (`GameSpec.view_replay`, replayed)."""
    from galleria_ai.adapters.openspiel import load_game, replay_history

    replay = view.spec.view_replay(view, seat, rng)
    game = load_game(view.spec, players=view.config.players, **dict(view.config.variants))
    state = replay_history(game, replay, rng)
    if state.current_player() != seat:
        raise RuntimeError(f"rebuilt world has seat {state.current_player()} to act")
    if state.table.core.observation_string(seat) != view.belief.observation_string(seat):
        raise RuntimeError("rebuilt world does not match the seat's view")
    return state


# ---- the search --------------------------------------------------------------------------
@dataclass
class SearchResult:
    move: str
    simulations: int
    elapsed_ms: float
    values: list[float]  # mean returns of the simulations, per seat
    stats: list[tuple[str, int, float]]  # (move, visits, mean return of the seat)


def ismcts_search(view: View, seat: int, options: dict[str, Any], seed: int,
                  simulations: int | None, deadline: float | None,
                  stop: threading.Event) -> SearchResult:
    """OpenSpiel's ISMCTS from `seat`'s view: at most `simulations` (None: no limit), until
    `deadline` (monotonic seconds) or `stop`; at least one simulation."""
    from open_spiel.python.algorithms import ismcts

    from galleria_ai.adapters.openspiel import CoreRolloutEvaluator

    t0 = time.monotonic()
    rng = random.Random(seed)
    state = world_state(view, seat, rng)
    spec = view.spec
    legal = state.legal_actions()
    policy = str(options["Rollout"])
    if policy not in spec.rollout_policies:
        policy = "random"
    bot = ismcts.ISMCTSBot(
        state.get_game(), CoreRolloutEvaluator(int(options["Rollouts"]), seed, policy),
        float(options["Exploration"]), max(1, simulations or 1),
        max_world_samples=int(options["WorldSamples"]),
        random_state=np.random.RandomState(seed % 2**32))
    bot.set_resampler(lambda st, player: st.resample(player, rng))
    bot.reset()
    root = bot.create_new_node(state)
    totals = np.zeros(view.config.players)
    done = 0
    while len(legal) > 1:
        totals += bot.run_simulation(bot.sample_root_state(state))
        done += 1
        if (simulations is not None and done >= simulations) or stop.is_set() or \
                (deadline is not None and time.monotonic() >= deadline):
            break
    table = state.table
    if done == 0 or root.total_visits <= 0:  # a single legal move (or nothing expanded)
        move = spec.action_to_move(table.core, seat, legal[0])
        return SearchResult(move, done, (time.monotonic() - t0) * 1000.0,
                            [], [(move, 0, 0.0)])
    actions, probs = zip(*bot.get_final_policy(state, root))
    action = int(rng.choices(actions, weights=probs)[0])  # ties among the most visited
    stats = sorted(((spec.action_to_move(table.core, seat, a), int(c.visits), c.value())
                    for a, c in root.child_info.items()), key=lambda t: -t[1])
    return SearchResult(spec.action_to_move(table.core, seat, action), done,
                        (time.monotonic() - t0) * 1000.0, list(totals / done), stats)


class SearchThread:
    """One search at a time on a worker thread; exactly one ``bestmove`` per search."""

    def __init__(self, out: Output) -> None:
        self.out = out
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._done = threading.Event()
        self._done.set()

    @property
    def busy(self) -> bool:
        return not self._done.is_set()

    def start(self, job: Callable[[threading.Event], str]) -> None:
        self._stop.clear()
        self._done.clear()
        self._thread = threading.Thread(target=self._run, args=(job,), daemon=True)
        self._thread.start()

    def _run(self, job: Callable[[threading.Event], str]) -> None:
        move = "none"
        try:
            move = job(self._stop)
        except Exception as exc:  # noqa: BLE001 - the GUI must still get its bestmove
            self.out.line(f"info string search failed: {type(exc).__name__}: {exc}")
            move = getattr(exc, "fallback", move)
        finally:
            with self.out.lock:
                self._done.set()
                self.out.line(f"bestmove {move}")

    def stop(self) -> None:
        self._stop.set()
        self.wait()

    def wait(self) -> None:
        self._done.wait()
        if self._thread is not None:
            self._thread.join()
            self._thread = None


class SearchFailed(RuntimeError):
    def __init__(self, message: str, fallback: str) -> None:
        super().__init__(message)
        self.fallback = fallback


# ---- the engine --------------------------------------------------------------------------
class Engine:
    def __init__(self, out: TextIO) -> None:
        self.out = Output(out)
        self.specs = {o.name.lower(): o for o in OPTIONS}
        self.options: dict[str, Any] = {o.name: o.convert(o.default) for o in OPTIONS}
        self.view: View | None = None
        self.searches = 0
        self.search = SearchThread(self.out)
        self.game_words = list(GAME_LINES)
        for spec in gei_specs():
            self.game_words += [w for w in spec.face.alias_words if w not in self.game_words]
        self.handlers: dict[str, Callable[[str, list[str], str], None]] = {
            "gei": self.cmd_gei, "isready": lambda c, t, ln: self.out.line("readyok"),
            "setoption": self.cmd_setoption, "newgame": self.cmd_newgame,
            "position": self.cmd_position, **dict.fromkeys(self.game_words, self.cmd_game),
            "go": self.cmd_go, "analyse": self.cmd_go, "stop": self.cmd_stop,
            "show": self.cmd_show, "d": self.cmd_show, "gameover": self.cmd_gameover,
        }

    def run(self, stream: BinaryIO) -> int:
        for raw in read_lines(stream):
            if raw.text is None:
                self.out.error("input", raw.problem)
            elif not self.handle(raw.text):
                break
        self.search.stop()
        return 0

    def handle(self, line: str) -> bool:
        """Process one line; False after ``quit`` (a running search is stopped first)."""
        tokens = split_tokens(line)
        if not tokens:
            return True
        cmd = tokens[0]
        if cmd == "quit":
            self.search.stop()
            return False
        handler = self.handlers.get(cmd)
        if handler is None:
            self.out.error("unknown", f"unknown command {cmd[:40]!r}")
            return True
        if self.search.busy and (cmd in BUSY_BLOCKED or cmd in self.game_words):
            self.out.error(cmd, "busy: a search is running (send stop first)")
            return True
        try:
            handler(cmd, tokens[1:], line)
        except ProtocolError as exc:
            self.out.error(exc.command, exc.reason)
        except Exception as exc:  # noqa: BLE001 - bad input must never kill the engine
            self.out.error(cmd, f"internal error: {type(exc).__name__}: {exc}")
        return True

    def wait(self) -> None:
        """Wait for the running search (if any) to print its bestmove."""
        self.search.wait()

    # ---- commands -------------------------------------------------------------------------
    def cmd_gei(self, cmd: str, tokens: list[str], line: str) -> None:
        self.out.line(f"id name {NAME}")
        self.out.line(f"id version {__version__}")
        self.out.line(f"id author {AUTHOR}")
        self.out.line(f"id protocol {PROTOCOL_NAME} {PROTOCOL_VERSION}")
        for spec in gei_specs():
            self.out.line(spec.face.handshake_line())
        for o in OPTIONS:
            self.out.line(o.line())
        self.out.line("geiok")

    def cmd_setoption(self, cmd: str, tokens: list[str], line: str) -> None:
        if not tokens or tokens[0] != "name":
            raise ProtocolError(cmd, "expected: setoption name <name> value <value>")
        if "value" in tokens[1:]:
            k = tokens.index("value", 1)
            name, value = " ".join(tokens[1:k]), " ".join(tokens[k + 1:])
        else:
            name, value = " ".join(tokens[1:]), ""
        spec = self.specs.get(name.lower())
        if spec is None:
            raise ProtocolError(cmd, f"unknown option {name!r}")
        try:
            self.options[spec.name] = spec.convert(value)
        except ValueError as exc:
            raise ProtocolError(cmd, f"{spec.name}: {exc}") from None

    def cmd_newgame(self, cmd: str, tokens: list[str], line: str) -> None:
        self.view = new_view(cmd, tokens, int(self.options["Seed"]))
        self.searches = 0

    def cmd_position(self, cmd: str, tokens: list[str], line: str) -> None:
        parts = [split_tokens(p) for p in line.split(";")]
        view = new_view(cmd, parts[0][1:], int(self.options["Seed"]))
        lines = []
        for sub in parts[1:]:
            if not sub:
                continue
            if sub[0] not in self.game_words:
                raise ProtocolError(cmd, f"unexpected item {sub[0][:40]!r} "
                                         f"({', '.join(self.game_words)})")
            lines.append((sub[0], sub[1:]))
        self.view = apply_lines(view, lines, replay=True)
        self.searches = 0

    def _need_view(self, cmd: str) -> View:
        if self.view is None:
            raise ProtocolError(cmd, "no game (send newgame or position first)")
        return self.view

    def cmd_game(self, cmd: str, tokens: list[str], line: str) -> None:
        self.view = apply_lines(self._need_view(cmd), [(cmd, tokens)])

    def cmd_gameover(self, cmd: str, tokens: list[str], line: str) -> None:
        view = self._need_view(cmd)
        table = Table(view.game)
        warning = table.gameover(tokens)
        self.view = View(table.game, view.spec, view.config, view.steps)
        if warning:
            self.out.line(f"info string gameover: {warning}")

    def cmd_show(self, cmd: str, tokens: list[str], line: str) -> None:
        view = self._need_view("show")
        if tokens and (tokens[0] != "seat" or len(tokens) != 2):
            raise ProtocolError("show", "expected: show [seat <S>]")
        seat = (parse_seat("show", tokens[1], view.game.players) if tokens
                else view.game.seats[0])
        text = view.belief.observation_string(seat)
        self.out.line(f"observation {seat} {json.dumps(text)}")

    def cmd_stop(self, cmd: str, tokens: list[str], line: str) -> None:
        self.search.stop()

    def cmd_go(self, cmd: str, tokens: list[str], line: str) -> None:
        lim = parse_go(cmd, tokens)
        seat = search_seat(self.view.game if self.view else None, cmd, lim.seat_token)
        view = self._need_view(cmd)
        lim.check_clocks(cmd, view.game.players, seat)
        simulations, budget_ms = self._budget(view, seat, lim)
        seed = (int(self.options["Seed"]) + self.searches * SEED_STRIDE) % 2**64
        self.searches += 1
        options = dict(self.options)
        analyse = cmd == "analyse"
        fallback = view.belief.legal_moves(seat)[0]

        def job(stop: threading.Event) -> str:
            deadline = None if budget_ms is None else time.monotonic() + budget_ms / 1000.0
            try:
                r = ismcts_search(view, seat, options, seed, simulations, deadline, stop)
            except Exception as exc:
                raise SearchFailed(f"{type(exc).__name__}: {exc}", fallback) from exc
            self._report(seat, r, analyse, view)
            return r.move

        self.search.start(job)

    def _budget(self, view: View, seat: int, lim: GoLimits) -> tuple[int | None, int | None]:
        """(simulations, milliseconds) of a go; None: no limit of that kind."""
        if lim.infinite:
            return None, None
        times = [lim.movetime] if lim.movetime is not None else []
        clock = lim.clock(seat)
        if clock is not None:
            ahead = view.game.entry.decisions_left(view.belief, seat)
            times.append(search.clock_budget_ms(clock[0], clock[1], ahead))
        if lim.iterations is None and not times:
            return int(self.options["Simulations"]), None
        return lim.iterations, (min(times) if times else None)

    def _report(self, seat: int, r: SearchResult, analyse: bool, view: View) -> None:
        ms = max(r.elapsed_ms, 1e-3)
        values = "".join(f" {v:.4f}" for v in r.values)
        self.out.line(f"info seat {seat} iterations {r.simulations} time {r.elapsed_ms:.0f} "
                      f"nps {r.simulations * 1000.0 / ms:.0f}"
                      + (f" value{values}" if values else ""))
        for rank, (move, visits, value) in enumerate(r.stats, 1):
            if analyse:
                self.out.line(f"info analyse seat {seat} rank {rank} visits {visits} "
                              f"value {value:.4f} move {move}")
            else:
                self.out.line(f"info seat {seat} visits {visits} value {value:.4f} move {move}")
        if analyse:
            evaluated = {m for m, _, _ in r.stats}
            rest = [m for m in view.belief.legal_moves(seat) if m not in evaluated]
            self.out.line(f"info analyse seat {seat} evaluated {len(evaluated)} "
                          f"unevaluated {len(rest)}")


def main(argv: list[str] | None = None) -> int:
    import argparse
    import io

    parser = argparse.ArgumentParser(prog="python -m galleria_ai.adapters.gei_ismcts",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--simulations", help="ISMCTS simulations of a go without limits")
    parser.add_argument("--seed", help="seed of every random choice")
    args = parser.parse_args(argv)
    out = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    engine = Engine(out)
    for name, value in (("Simulations", args.simulations), ("Seed", args.seed)):
        if value is not None:
            spec = engine.specs[name.lower()]
            try:
                engine.options[spec.name] = spec.convert(value)
            except ValueError as exc:
                parser.error(f"--{name.lower()}: {exc}")
    return engine.run(sys.stdin.buffer)


if __name__ == "__main__":
    sys.exit(main())
