"""The referee: plays one game between seat controllers, holding the only true state.

Each seat gets exactly what it may know: its own newly dealt cards (`SeatPlayer.deal`),
every public move in order (`SeatPlayer.event`, including its own moves; a virtual-pile
reveal is sent as ``reveal <card>``), and a sealed auction's bids only all at once after
every seat has chosen (`SeatPlayer.reveal_sealed`). Sealed bids are asked of every seat on
the same state, before any of them is applied, so no seat can learn another's bid.

Faults (an `EngineFault` from a controller, or an illegal / malformed move) never stop the
game: the documented `fallback_move` is played instead, a `Fault` is recorded and the
controller's ``restart()`` (if it has one) is called.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Protocol

from galleria_ai.client import Decision, Engine, EngineFault

__all__ = [
    "BotPlayer", "Decision", "EnginePlayer", "Fault", "GameRecord", "GameSpec", "Limits",
    "SeatPlayer", "fallback_move", "make_state", "play_game",
]


# Syntax of a Modern Art move (notation.md): distinguishes "garbage" from "illegal" answers.
_CARD = r"(LM|YO|CP|KG|KR)-(open|once|sealed|fixed|double)"
MOVE_RE = re.compile(rf"^(play {_CARD}|add {_CARD}|noadd|bid \d+|pass|price \d+|accept|decline"
                     rf"|reveal|noreveal)$")


@dataclass
class GameSpec:
    game: str = "modern_art"
    players: int = 4
    variants: dict[str, str] = field(default_factory=dict)
    seed: int = 0


@dataclass
class Limits:
    """Per-move limits; any subset (none: the controller's own defaults)."""

    iterations: int | None = None
    movetime_ms: int | None = None
    clock_ms: int | None = None  # remaining game clock of the seat being asked
    increment_ms: int = 0


@dataclass
class Fault:
    seat: int
    kind: str  # crash | timeout | illegal | garbage
    detail: str
    move_index: int


@dataclass
class GameRecord:
    spec: GameSpec
    seat_names: list[str]
    moves: list[dict]
    money: list[int]
    winners: list[int]
    ranking: list[int]
    scoring: list[dict]
    faults: list[Fault]
    # The referee's final true state (not serialised; handy for checks and replays).
    final_state: Any = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict:
        return {
            "spec": asdict(self.spec), "seat_names": list(self.seat_names),
            "moves": [dict(m) for m in self.moves], "money": list(self.money),
            "winners": list(self.winners), "ranking": list(self.ranking),
            "scoring": json.loads(json.dumps(self.scoring, default=str)),
            "faults": [asdict(f) for f in self.faults],
        }


class SeatPlayer(Protocol):
    name: str

    def new_game(self, spec: GameSpec, seat: int) -> None: ...
    def deal(self, cards: list[str]) -> None: ...
    def event(self, seat: int, move: str) -> None: ...
    def reveal_sealed(self, bids: dict[int, str]) -> None: ...
    def choose(self, view: Any, limits: Limits) -> Decision: ...
    def game_over(self, result: dict) -> None: ...
    def close(self) -> None: ...


# ---- game set-up -------------------------------------------------------------------------
def variant_kwargs(spec: GameSpec) -> dict:
    """`ma.new_game` keyword arguments of a spec; ValueError on unknown variants."""
    from galleria_ai import modern_art as ma

    if spec.game != "modern_art":
        raise ValueError(f"unsupported game {spec.game!r}")
    return ma.game_options(spec.variants)


def make_state(spec: GameSpec, seed: int | None = None):
    from galleria_ai import modern_art as ma

    return ma.new_game(players=spec.players, seed=spec.seed if seed is None else seed,
                       **variant_kwargs(spec))


def fallback_move(state, seat: int) -> str:
    """The move played for a faulty seat: ``pass``, ``noadd``, ``decline`` or ``noreveal``
    when legal; else the smallest ``price``; else the first ``play`` card in notation
    (= legal-move) order; else the first legal move."""
    legal = state.legal_moves(seat)
    if not legal:
        raise ValueError(f"seat {seat} has no legal move")
    for m in ("pass", "noadd", "decline", "noreveal"):
        if m in legal:
            return m
    prices = [m for m in legal if m.startswith("price ")]
    if prices:
        return min(prices, key=lambda m: int(m.split()[1]))
    plays = [m for m in legal if m.startswith("play ")]
    return plays[0] if plays else legal[0]


def virtual_top(state) -> str | None:
    """The card on top of the virtual pile (announced with a reveal), from the full JSON."""
    from galleria_ai import modern_art as ma

    data = json.loads(state.to_json())
    pile, head, tail = data.get("vpile"), data.get("vp_head"), data.get("vp_tail")
    if not isinstance(pile, list) or not isinstance(head, int) or not isinstance(tail, int) \
            or head >= tail:
        return None
    kind = pile[head]
    return f"{ma.ARTISTS[kind // len(ma.TYPES)]}-{ma.TYPES[kind % len(ma.TYPES)]}"


def _hand_after_move(hand_before: list[str], seat: int, mover: int, move: str) -> Counter:
    kept = Counter(hand_before)
    parts = move.split()
    if seat == mover and parts[0] in ("play", "add") and len(parts) == 2:
        kept[parts[1]] -= 1
    return kept


# ---- the referee --------------------------------------------------------------------------
def play_game(spec: GameSpec, players: list, limits: Limits | list[Limits],
              on_move: Callable[[dict], None] | None = None) -> GameRecord:
    """Play one whole game; see the module docstring. Players are not closed."""
    if len(players) != spec.players:
        raise ValueError(f"{spec.players} players need {spec.players} controllers")
    per_seat = list(limits) if isinstance(limits, list) else [limits] * spec.players
    if len(per_seat) != spec.players:
        raise ValueError("one Limits per seat required")
    state = make_state(spec)
    n = spec.players
    faults: list[Fault] = []
    moves: list[dict] = []
    clocks = [lim.clock_ms for lim in per_seat]

    def fault(seat: int, kind: str, detail: str, index: int | None = None) -> None:
        index = len(moves) if index is None else index
        faults.append(Fault(seat, kind, detail, index))
        restart = getattr(players[seat], "restart", None)
        if restart is not None:
            try:
                restart()
            except EngineFault as exc:
                faults.append(Fault(seat, exc.kind, f"restart failed: {exc.detail}", index))

    def notify(seat: int, fn: Callable, *args: Any) -> None:
        try:
            fn(*args)
        except EngineFault as exc:
            fault(seat, exc.kind, exc.detail)

    def ask(seat: int, index: int) -> tuple[str, dict, float]:
        """The move of `seat`, to be recorded as moves[index]."""
        lim = per_seat[seat]
        if clocks[seat] is not None:
            lim = Limits(lim.iterations, lim.movetime_ms, clocks[seat], lim.increment_ms)
        legal = state.legal_moves(seat)
        t0 = time.monotonic()
        try:
            dec = players[seat].choose(state.clone(), lim)
            move, stats = dec.move, dec.stats
        except EngineFault as exc:
            ms = (time.monotonic() - t0) * 1000.0
            fault(seat, exc.kind, exc.detail, index)
            return fallback_move(state, seat), {}, ms
        ms = (time.monotonic() - t0) * 1000.0
        if clocks[seat] is not None:
            left = clocks[seat] - ms
            if left < 0:
                faults.append(Fault(seat, "timeout", f"clock exceeded by {-left:.0f} ms",
                                    index))
            clocks[seat] = max(0, int(left)) + lim.increment_ms
        if move not in legal:
            kind = "illegal" if MOVE_RE.match(move or "") else "garbage"
            fault(seat, kind, f"answered {move!r}", index)
            return fallback_move(state, seat), stats, ms
        return move, stats, ms

    for seat, p in enumerate(players):
        notify(seat, p.new_game, spec, seat)
    for seat, p in enumerate(players):
        notify(seat, p.deal, state.hand(seat))

    while not state.is_terminal():
        season = state.season
        hands_before = [state.hand(s) for s in range(n)]
        to_move = state.to_move()
        if len(to_move) > 1 or state.phase() == "sealed":
            answers = {s: ask(s, len(moves) + i) for i, s in enumerate(to_move)}  # all on the same state: no bid leaks
            for s in to_move:
                state.apply(answers[s][0], s)
            bids = {s: answers[s][0] for s in to_move}
            for s in to_move:
                rec = {"seat": s, "move": answers[s][0], "stats": answers[s][1],
                       "ms": answers[s][2], "sealed": True}
                moves.append(rec)
                if on_move:
                    on_move(rec)
            for seat, p in enumerate(players):
                notify(seat, p.reveal_sealed, dict(bids))
            mover, public = -1, ""
        else:
            mover = to_move[0]
            move, stats, ms = ask(mover, len(moves))
            public = move
            if move == "reveal":
                top = virtual_top(state)
                public = f"reveal {top}" if top else move
            state.apply(move, mover)
            rec = {"seat": mover, "move": public, "stats": stats, "ms": ms}
            moves.append(rec)
            if on_move:
                on_move(rec)
            for seat, p in enumerate(players):
                notify(seat, p.event, mover, public)
        if state.season != season and not state.is_terminal():
            for seat, p in enumerate(players):
                kept = _hand_after_move(hands_before[seat], seat, mover, public)
                new = Counter(state.hand(seat)) - kept
                notify(seat, p.deal, sorted(new.elements(), key=state.hand(seat).index))

    result = {"money": state.money(), "winners": state.winners(), "ranking": state.ranking()}
    for seat, p in enumerate(players):
        notify(seat, p.game_over, dict(result))
    return GameRecord(spec=spec, seat_names=[getattr(p, "name", f"seat{i}")
                                             for i, p in enumerate(players)],
                      moves=moves, money=list(result["money"]), winners=list(result["winners"]),
                      ranking=list(result["ranking"]), scoring=list(state.scoring()),
                      faults=faults, final_state=state)


# ---- built-in controllers ------------------------------------------------------------------
class BotPlayer:
    """A built-in bot in-process: ``ismcts`` (search.search), ``heuristic`` or ``random``.

    `options` (all optional): iterations, time_ms, threads, exploration, reward_blend,
    bid_grid, rollout, fraction (heuristic). `Limits` of a `choose` override the budget.
    """

    def __init__(self, bot: str = "ismcts", options: dict | None = None,
                 name: str | None = None, seed: int = 0) -> None:
        if bot not in ("ismcts", "heuristic", "random"):
            raise ValueError(f"unknown bot {bot!r}")
        self.bot = bot
        self.options = dict(options or {})
        self.name = name or bot
        self.seed = seed
        self.seat = -1
        self._calls = 0

    def new_game(self, spec: GameSpec, seat: int) -> None:
        self.seat = seat
        self._calls = 0

    def deal(self, cards: list[str]) -> None:
        pass

    def event(self, seat: int, move: str) -> None:
        pass

    def reveal_sealed(self, bids: dict[int, str]) -> None:
        pass

    def choose(self, view: Any, limits: Limits) -> Decision:
        from galleria_ai import search

        seed = self.seed * 1_000_003 + self._calls
        self._calls += 1
        t0 = time.monotonic()
        if self.bot != "ismcts":
            kw = {"fraction": self.options["fraction"]} if "fraction" in self.options else {}
            move = search.bot_move(view, self.seat, bot=self.bot, seed=seed, **kw)
            return Decision(move, {}, (time.monotonic() - t0) * 1000.0)
        opts = dict(self.options)
        iterations = opts.pop("iterations", 1000)
        time_ms = opts.pop("time_ms", None)
        opts.pop("fraction", None)
        if limits.iterations is not None:
            iterations = limits.iterations
        if limits.movetime_ms is not None:
            time_ms = limits.movetime_ms
        if limits.clock_ms is not None:
            budget = limits.clock_ms // 20 + limits.increment_ms * 3 // 4
            time_ms = budget if time_ms is None else min(time_ms, budget)
            time_ms = max(1, time_ms)
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
    """One seat played by a GEI engine process (wraps `client.Engine`).

    It remembers every line of its seat's view so that `restart()` (after a crash, hang or
    an engine-reported desync) can resynchronise the new process with one ``position``
    line.
    """

    def __init__(self, command: list[str], options: dict[str, str] | None = None,
                 name: str | None = None, timeout: float = 10.0) -> None:
        self.engine = Engine(command, name=name, timeout=timeout)
        self.options = dict(options or {})
        self.name = name or " ".join(command[-1:])
        self.seat = -1
        self.spec: GameSpec | None = None
        self.history: list[str] = []  # deal / event / reveal lines of the current game
        self.restarts = 0

    def _ensure_started(self) -> None:
        if not self.engine.alive:
            self.engine.start()
            for k, v in self.options.items():
                self.engine.set_option(k, str(v))
            if not self.name or self.name == self.engine.command[-1]:
                self.name = self.engine.info.name or self.name

    def new_game(self, spec: GameSpec, seat: int) -> None:
        self.spec, self.seat, self.history = spec, seat, []
        self._ensure_started()
        self.engine.new_game(spec, [seat])

    def _record(self, line: str) -> None:
        self.history.append(line)
        self.engine.send(line)

    def deal(self, cards: list[str]) -> None:
        self._record(" ".join(["deal", str(self.seat), *cards]))

    def event(self, seat: int, move: str) -> None:
        self._record(f"event {seat} {move}")

    def reveal_sealed(self, bids: dict[int, str]) -> None:
        from galleria_ai.client import reveal_line

        self._record(reveal_line(bids))

    def position_line(self) -> str:
        """The full-resync line of this seat's view so far."""
        from galleria_ai.client import newgame_line

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
            self.engine.game_over(list(result["money"]))

    def close(self) -> None:
        self.engine.quit()
