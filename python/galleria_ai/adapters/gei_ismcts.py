"""A GEI engine whose moves OpenSpiel's ISMCTS chooses (an adapters example).

    python -m galleria_ai.adapters.gei_ismcts [--simulations N] [--seed S]

It speaks GEI 1 (``protocol/spec.md``) on stdin/stdout for one seat of a Modern Art table,
so ``galleria-arena`` can seat it against this project's engine, e.g.::

    galleria-arena -p "cmd='python -m galleria_ai.adapters.gei_ismcts' name=openspiel-ismcts" \\
        -p builtin:ismcts -p builtin:heuristic -p builtin:heuristic --deals 2 --iterations 300

How it decides: it keeps a belief state (a possible world consistent with what its seat
was told: its own deals, every public move) exactly like the reference engine, through
the rules core's ``force_hand`` and ``apply_observed``. On ``go`` it turns that view into
an OpenSpiel state of ``galleria_modern_art`` — a whole history (deck order and moves)
drawn through the core's determinization — and runs
``open_spiel.python.algorithms.ismcts.ISMCTSBot`` on it, resampling every simulation
from the information state (`GalleriaState.resample`), leaves valued by `CoreRolloutEvaluator`
(rollouts in the C++ core; by default played by the project's heuristic bot).
During a sealed auction the seats before it in the bidding round are given uniformly
random hidden bids in that history (OpenSpiel's sequential reading of a sealed round).

Supported: the handshake, options (``Simulations``, ``Exploration``, ``Seed``,
``WorldSamples``: worlds sampled per search, -1 a fresh one every simulation; ``Rollouts``
per leaf; ``Rollout`` policy ``heuristic`` or ``random``), ``isready``, ``newgame`` (one seat), ``deal``, ``hand``,
``event``, ``reveal sealed``, ``position``, ``go`` (``iterations N`` sets the number of
simulations; time limits are not honoured: it searches synchronously, so ``stop`` has
nothing to stop), ``show``, ``gameover``, ``quit``. ``analyse`` and ``go infinite`` are
answered with an error.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import BinaryIO, Callable, TextIO

import numpy as np

from galleria_ai import __version__
from galleria_ai import modern_art as ma
from galleria_ai.adapters import modern_art_spec as mas
from galleria_ai.adapters.openspiel import CoreRolloutEvaluator, load_game, replay_history
from galleria_ai.adapters.spec import Replay
from galleria_ai.engine.protocol import Output, ProtocolError, parse_int, parse_seat, read_lines

NAME = "openspiel-ismcts"
SEED_STRIDE = 0x9E3779B97F4A7C15


@dataclass
class Option:
    kind: str  # spin | string | combo
    default: str
    lo: float = 0
    hi: float = 0
    choices: tuple[str, ...] = ()

    def parse(self, name: str, value: str) -> int | float | str:
        if self.kind == "combo":
            if value not in self.choices:
                raise ProtocolError("setoption", f"{name}: {value!r} is not one of "
                                                 f"{', '.join(self.choices)}")
            return value
        try:
            number = int(value) if self.kind == "spin" else float(value)
        except ValueError:
            raise ProtocolError("setoption", f"{name}: not a number: {value!r}") from None
        if not self.lo <= number <= self.hi:
            raise ProtocolError("setoption", f"{name}: {value} out of range "
                                             f"[{self.lo:.15g}, {self.hi:.15g}]")
        return number


OPTIONS = {
    "Simulations": Option("spin", "200", 1, 10**7),
    "Exploration": Option("string", "0.7", 0, 10),
    "Seed": Option("spin", "0", 0, 2**63 - 1),
    "WorldSamples": Option("spin", "-1", -1, 10**6),  # -1: a fresh world every simulation
    "Rollouts": Option("spin", "1", 1, 1000),
    "Rollout": Option("combo", "heuristic", choices=mas.SPEC.rollout_policies),
}


@dataclass
class View:
    """What one seat was told, and a belief state consistent with it."""

    config: mas.Config
    seat: int
    belief: ma.State
    known: Counter | None = field(default_factory=Counter)  # own hand; None: unknown
    deals: dict[int, list[int]] = field(default_factory=dict)  # season -> own dealt kinds
    record: list[tuple[int, str, tuple[int, int]]] = field(default_factory=list)
    deal_due: bool = True
    over: bool = False

    def copy(self) -> View:
        return View(self.config, self.seat, self.belief.clone(),
                    None if self.known is None else Counter(self.known),
                    {s: list(k) for s, k in self.deals.items()}, list(self.record),
                    self.deal_due, self.over)


def _cards(command: str, tokens: list[str]) -> list[str]:
    for t in tokens:
        if t not in mas.KIND_OF:
            raise ProtocolError(command, f"not a card: {t!r}")
    return tokens


def parse_newgame(command: str, tokens: list[str]) -> View:
    if not tokens or tokens[0] != "modern_art":
        raise ProtocolError(command, "expected: modern_art players N seat S [variant k=v ...]")
    players, seats, variants = None, [], {}
    rest = tokens[1:]
    if len(rest) % 2:
        raise ProtocolError(command, f"{rest[-1]!r} needs a value")
    for key, val in zip(rest[::2], rest[1::2]):
        if key == "players":
            players = parse_int(command, "players", val, 3, 5)
        elif key == "seat":
            if players is None:
                raise ProtocolError(command, "players must come before seat")
            seats.append(parse_seat(command, val, players))
        elif key == "variant":
            try:
                k, v = ma.parse_variant(val)
            except ValueError as exc:
                raise ProtocolError(command, str(exc)) from None
            variants[k] = v
        else:
            raise ProtocolError(command, f"unexpected token {key!r}")
    if players is None or len(seats) != 1:
        raise ProtocolError(command, "this engine plays exactly one seat: players N seat S")
    try:
        config = mas.SPEC.config(players, variants)
    except ValueError as exc:
        raise ProtocolError(command, str(exc)) from None
    belief = mas.SPEC.new_core(config, 0)
    return View(config, seats[0], belief)


class Session:
    """Applies game lines to a copy of the view; the copy is kept only if all succeed."""

    def __init__(self, view: View, replay: bool = False) -> None:
        self.v = view.copy()
        self.replay = replay  # inside `position`: deals may be missing (a final `hand`)

    def _live(self, command: str) -> None:
        if self.v.over or self.v.belief.is_terminal():
            raise ProtocolError(command, "the game is over")
        if self.v.deal_due:
            if not self.replay:
                raise ProtocolError(command, f"deal for seat(s) {self.v.seat} expected first")
            self.v.deal_due, self.v.known = False, None  # a position may omit deals

    def _own(self, command: str, tokens: list[str]) -> int:
        if not tokens:
            raise ProtocolError(command, "missing seat")
        seat = parse_seat(command, tokens[0], self.v.config.players)
        if seat != self.v.seat:
            raise ProtocolError(command, f"seat {seat} is not played by this engine "
                                         f"(own seat: {self.v.seat})")
        return seat

    def _set_hand(self, command: str) -> None:
        v = self.v
        if v.known is None or v.deal_due:  # unknown, or new cards not told yet
            return
        try:
            v.belief.force_hand(v.seat, sorted(v.known.elements()))
        except ValueError as exc:
            raise ProtocolError(command, f"own hand impossible: {exc}") from None

    def deal(self, tokens: list[str]) -> None:
        v, cmd = self.v, "deal"
        self._own(cmd, tokens)
        cards = _cards(cmd, tokens[1:])
        if v.over or v.belief.is_terminal():
            raise ProtocolError(cmd, "the game is over")
        if not v.deal_due:
            if not cards:
                return  # an empty deal where none is due (season 4) is harmless
            raise ProtocolError(cmd, f"no deal due for seat {v.seat} now")
        due = mas.deal_sizes(v.config)[v.belief.season]
        if len(cards) != due:
            raise ProtocolError(cmd, f"seat {v.seat} is dealt {due} cards this season, "
                                     f"got {len(cards)}")
        if v.known is None:
            raise ProtocolError(cmd, f"hand of seat {v.seat} unknown; send 'hand' instead")
        v.known += Counter(cards)
        v.deals[v.belief.season] = [mas.KIND_OF[c] for c in cards]
        v.deal_due = False
        self._set_hand(cmd)

    def hand(self, tokens: list[str]) -> None:
        v, cmd = self.v, "hand"
        self._own(cmd, tokens)
        cards = _cards(cmd, tokens[1:])
        size = v.belief.hand_sizes()[v.seat]
        if len(cards) != size:
            raise ProtocolError(cmd, f"seat {v.seat} holds {size} cards, got {len(cards)}")
        v.known, v.deal_due = Counter(cards), False
        self._set_hand(cmd)

    def _public(self, cmd: str, mover: int, move: str) -> None:
        """Apply one public move (a virtual reveal as ``reveal <card>``) and record it."""
        v = self.v
        b = v.belief
        season = b.season
        word, _, arg = move.partition(" ")
        if word == "reveal" and b.vpile_size() > 0 and not arg:
            raise ProtocolError(cmd, "a virtual reveal must name the card: reveal <card>")
        if word in ("play", "add") and mover == v.seat and v.known is not None \
                and v.known[arg] <= 0:
            raise ProtocolError(cmd, f"seat {mover} does not hold {arg}")
        # Swap hidden cards only from places the own seat cannot see; with the own hand not
        # known yet (inside a position) any other seat's view will do.
        observer = v.seat if v.known is not None else (mover + 1) % v.config.players
        try:
            b.apply_observed(observer, mover, move)
        except ValueError as exc:
            raise ProtocolError(cmd, f"{move!r} by seat {mover}: {exc}") from None
        revealed = mas.KIND_OF[arg] if word == "reveal" and arg else -1
        v.record.append((mover, "reveal" if word == "reveal" else ma.canonical_move(move),
                         (season, revealed)))
        if word in ("play", "add") and mover == v.seat and v.known is not None:
            v.known[arg] -= 1
            v.known += Counter()
        if b.season != season and not b.is_terminal() \
                and mas.deal_sizes(v.config)[b.season] > 0:
            v.deal_due = True
        self._set_hand(cmd)

    def event(self, tokens: list[str]) -> None:
        v, cmd = self.v, "event"
        if len(tokens) < 2:
            raise ProtocolError(cmd, "expected: event <seat> <move>")
        self._live(cmd)
        mover = parse_seat(cmd, tokens[0], v.config.players)
        if v.belief.phase() == "sealed":
            raise ProtocolError(cmd, "sealed bids are announced only by 'reveal sealed'")
        movers = v.belief.to_move()
        if mover not in movers:
            raise ProtocolError(cmd, f"seat {mover} is not to move (to move: "
                                     f"{' '.join(map(str, movers))})")
        self._public(cmd, mover, " ".join(tokens[1:]))

    def reveal(self, tokens: list[str]) -> None:
        v, cmd = self.v, "reveal"
        if not tokens or tokens[0] != "sealed":
            raise ProtocolError(cmd, "expected: reveal sealed <seat>:<amount>|<seat>:pass ...")
        self._live(cmd)
        if v.belief.phase() != "sealed":
            raise ProtocolError(cmd, "no sealed auction is waiting for bids")
        bids: dict[int, str] = {}
        for tok in tokens[1:]:
            s, sep, b = tok.partition(":")
            if not sep:
                raise ProtocolError(cmd, f"expected <seat>:<amount> or <seat>:pass, got {tok!r}")
            seat = parse_seat(cmd, s, v.config.players)
            if seat in bids:
                raise ProtocolError(cmd, f"seat {seat} given twice")
            bids[seat] = "pass" if b == "pass" else f"bid {parse_int(cmd, 'bid', b, 1, 10**6)}"
        waiting = sorted(v.belief.to_move())
        if sorted(bids) != waiting:
            raise ProtocolError(cmd, f"bids of seats {' '.join(map(str, waiting))} expected")
        for seat in waiting:
            self._public(cmd, seat, bids[seat])


def world_state(view: View, rng: random.Random):  # -> GalleriaState
    """An OpenSpiel state drawn from the worlds `view.seat` cannot tell apart, with that
    seat to act: the deck order through the core's determinization of the belief state,
    then every recorded move; in a sealed round, random hidden bids of the seats before
    it."""
    config, seat = view.config, view.seat
    det = view.belief.determinize(seat, rng.getrandbits(63))
    deck = mas.deal_order(config, seat, view.deals, view.record, json.loads(det.to_json()), rng)
    moves: list[tuple[int, str | None]] = [(s, m) for s, m, _ in view.record]
    if view.belief.phase() == "sealed":
        moves += [(s, None) for s in sorted(view.belief.to_move()) if s < seat]
    game = load_game(mas.SPEC, players=config.players, **dict(config.variants))
    state = replay_history(game, Replay(deck, moves), rng)
    if state.current_player() != seat:
        raise RuntimeError(f"rebuilt world has seat {state.current_player()} to act")
    if state.table.core.observation_string(seat) != view.belief.observation_string(seat):
        raise RuntimeError("rebuilt world does not match the seat's view")
    return state


class Engine:
    def __init__(self, out: TextIO) -> None:
        self.out = Output(out)
        self.options = {k: o.parse(k, o.default) for k, o in OPTIONS.items()}
        self.view: View | None = None
        self.searches = 0
        self.handlers: dict[str, Callable[[list[str], str], None]] = {
            "gei": self.cmd_gei, "isready": lambda t, ln: self.out.line("readyok"),
            "setoption": self.cmd_setoption, "newgame": self.cmd_newgame,
            "position": self.cmd_position, "deal": self.cmd_game, "hand": self.cmd_game,
            "event": self.cmd_game, "reveal": self.cmd_game, "go": self.cmd_go,
            "analyse": self.cmd_analyse, "stop": lambda t, ln: None, "show": self.cmd_show,
            "d": self.cmd_show, "gameover": self.cmd_gameover,
        }

    def run(self, stream: BinaryIO) -> int:
        for raw in read_lines(stream):
            if raw.text is None:
                self.out.error("input", raw.problem)
            elif not self.handle(raw.text):
                break
        return 0

    def handle(self, line: str) -> bool:
        """Process one line; False after ``quit``."""
        tokens = line.split()
        if not tokens:
            return True
        if tokens[0] == "quit":
            return False
        handler = self.handlers.get(tokens[0])
        if handler is None:
            self.out.error("unknown", f"unknown command {tokens[0][:40]!r}")
            return True
        try:
            handler(tokens[1:], line)
        except ProtocolError as exc:
            self.out.error(exc.command, exc.reason)
        except Exception as exc:  # noqa: BLE001 - bad input must never kill the engine
            self.out.error(tokens[0], f"internal error: {type(exc).__name__}: {exc}")
        return True

    def cmd_gei(self, tokens: list[str], line: str) -> None:
        self.out.line(f"id name {NAME}")
        self.out.line(f"id version {__version__}")
        self.out.line("id author galleria-ai developers (OpenSpiel ISMCTS adapter)")
        self.out.line("id protocol GEI 1")
        for name, o in OPTIONS.items():
            extra = (f" min {int(o.lo)} max {int(o.hi)}" if o.kind == "spin" else
                     "".join(f" var {c}" for c in o.choices))
            self.out.line(f"option name {name} type {o.kind} default {o.default}{extra}")
        self.out.line("geiok")

    def cmd_setoption(self, tokens: list[str], line: str) -> None:
        if len(tokens) < 2 or tokens[0] != "name" or "value" not in tokens:
            raise ProtocolError("setoption", "expected: setoption name <name> value <value>")
        k = tokens.index("value")
        name, value = " ".join(tokens[1:k]), " ".join(tokens[k + 1:])
        match = {n.lower(): n for n in OPTIONS}.get(name.lower())
        if match is None:
            raise ProtocolError("setoption", f"unknown option {name!r}")
        self.options[match] = OPTIONS[match].parse(match, value)

    def cmd_newgame(self, tokens: list[str], line: str) -> None:
        self.view = parse_newgame("newgame", tokens)
        self.searches = 0

    def cmd_position(self, tokens: list[str], line: str) -> None:
        parts = [p.split() for p in line.split(";")]
        session = Session(parse_newgame("position", parts[0][1:]), replay=True)
        for sub in parts[1:]:
            if not sub:
                continue
            if sub[0] not in ("deal", "event", "reveal", "hand"):
                raise ProtocolError("position", f"unexpected item {sub[0][:40]!r}")
            try:
                getattr(session, sub[0])(sub[1:])
            except ProtocolError as exc:
                raise ProtocolError("position", f"{' '.join(sub)[:80]}: {exc.reason}") \
                    from None
        if session.v.known is None or session.v.deal_due:
            raise ProtocolError("position", "own hand unknown: give its deals or a final 'hand'")
        self.view = session.v
        self.searches = 0

    def _need_view(self, cmd: str) -> View:
        if self.view is None:
            raise ProtocolError(cmd, "no game (send newgame or position first)")
        return self.view

    def cmd_game(self, tokens: list[str], line: str) -> None:
        cmd = line.split()[0]
        session = Session(self._need_view(cmd))
        getattr(session, cmd)(tokens)
        self.view = session.v

    def cmd_gameover(self, tokens: list[str], line: str) -> None:
        view = self._need_view("gameover")
        view.over = True
        if tokens[:1] == ["money"] and view.belief.is_terminal():
            ours = " ".join(map(str, view.belief.money()))
            if " ".join(tokens[1:]) != ours:
                self.out.line(f"info string gameover: money differs: engine has {ours}")

    def cmd_show(self, tokens: list[str], line: str) -> None:
        view = self._need_view("show")
        seat = view.seat
        if tokens:
            if tokens[0] != "seat" or len(tokens) != 2:
                raise ProtocolError("show", "expected: show [seat <S>]")
            seat = parse_seat("show", tokens[1], view.config.players)
        self.out.line(f"observation {seat} {json.dumps(view.belief.observation_string(seat))}")

    def cmd_analyse(self, tokens: list[str], line: str) -> None:
        raise ProtocolError("analyse", "not supported by this engine")

    def cmd_go(self, tokens: list[str], line: str) -> None:
        view = self._need_view("go")
        simulations = int(self.options["Simulations"])
        seat_token = None
        i = 0
        while i < len(tokens):
            key = tokens[i]
            if key == "infinite":
                raise ProtocolError("go", "infinite searches are not supported by this engine")
            if i + 1 >= len(tokens):
                raise ProtocolError("go", f"{key!r} needs a value")
            if key == "seat":
                seat_token = tokens[i + 1]
            elif key == "iterations":
                simulations = parse_int("go", "iterations", tokens[i + 1], 1, 10**12)
            elif key in ("movetime", "stime", "sinc"):
                parse_int("go", key, tokens[i + 1], 0, 10**12)  # accepted, not honoured
            else:
                raise ProtocolError("go", f"unexpected token {key!r}")
            i += 2
        if view.over or view.belief.is_terminal():
            raise ProtocolError("go", "the game is over")
        if view.deal_due:
            raise ProtocolError("go", f"deal for seat(s) {view.seat} expected first")
        if seat_token is not None and parse_seat("go", seat_token,
                                                 view.config.players) != view.seat:
            raise ProtocolError("go", f"seat {seat_token} is not played by this engine")
        if view.seat not in view.belief.to_move():
            raise ProtocolError("go", f"seat {view.seat} is not to move")
        seed = (int(self.options["Seed"]) + self.searches * SEED_STRIDE) % 2**64
        self.searches += 1
        t0 = time.monotonic()
        try:
            move = self.search(view, simulations, seed)
        except Exception as exc:  # noqa: BLE001 - a search failure still answers a move
            self.out.line(f"info string search failed: {type(exc).__name__}: {exc}")
            move = view.belief.legal_moves(view.seat)[-1]
        ms = int((time.monotonic() - t0) * 1000)
        self.out.line(f"info seat {view.seat} iterations {simulations} time {ms}")
        self.out.line(f"bestmove {move}")

    def search(self, view: View, simulations: int, seed: int) -> str:
        from open_spiel.python.algorithms import ismcts

        rng = random.Random(seed)
        state = world_state(view, rng)
        bot = ismcts.ISMCTSBot(
            state.get_game(),
            CoreRolloutEvaluator(int(self.options["Rollouts"]), seed, str(self.options["Rollout"])),
            float(self.options["Exploration"]), simulations,
            max_world_samples=int(self.options["WorldSamples"]),
            random_state=np.random.RandomState(seed % 2**32))
        bot.set_resampler(lambda st, player: st.resample(player, rng))
        action = bot.step(state)
        return state.table.spec.action_to_move(state.table.core, view.seat, int(action))


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m galleria_ai.adapters.gei_ismcts",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--simulations", type=int, help="ISMCTS simulations per move")
    parser.add_argument("--seed", type=int, help="seed of every random choice")
    args = parser.parse_args(argv)
    import io

    out = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    engine = Engine(out)
    try:
        if args.simulations is not None:
            engine.options["Simulations"] = OPTIONS["Simulations"].parse(
                "Simulations", str(args.simulations))
        if args.seed is not None:
            engine.options["Seed"] = OPTIONS["Seed"].parse("Seed", str(args.seed))
    except ProtocolError as exc:
        parser.error(exc.reason)
    return engine.run(sys.stdin.buffer)


if __name__ == "__main__":
    sys.exit(main())
