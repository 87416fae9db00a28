"""The referee: plays one game of any registered game between seat controllers, holding the
only true state.

Each seat gets exactly what it may know (`table.SeatPlayer`): what it learns privately
(`private`, e.g. its own dealt cards or secret objectives, from the game's
`GameEntry.private_news`), every public move in order (`event`, its own moves included, in
the form the game announces them, `GameEntry.public_move`), every chance outcome of an
explicit chance step (`chance`: the referee applies the true state's own outcome), and the
moves of a simultaneous phase only all at once after every seat has chosen (`reveal`).
Simultaneous moves are asked of every seat on the same state, before any is applied, so no
seat can learn another's choice.

Faults (an `EngineFault` from a controller, or an illegal / malformed move) never stop the
game: the game's documented `GameEntry.fallback_move` is played instead, a `Fault` is
recorded and the controller's ``restart()`` (if it has one) is called.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from galleria_ai import games
from galleria_ai.client import EngineFault
from galleria_ai.seats import BotPlayer, EnginePlayer
from galleria_ai.table import Decision, GameSpec, Limits, SeatPlayer

__all__ = [
    "BotPlayer", "Decision", "EnginePlayer", "Fault", "GameRecord", "GameSpec", "Limits",
    "SeatPlayer", "fallback_move", "make_state", "play_game",
]


@dataclass
class Fault:
    seat: int
    kind: str  # crash | timeout | illegal | garbage
    detail: str
    move_index: int


@dataclass
class GameRecord:
    """One finished game. ``moves``: one dict per step in order — a seat's move
    ``{"seat", "move", "stats", "ms"}`` (``move`` as announced; ``played`` as chosen where
    the two differ; ``"sealed": True`` in a simultaneous phase) or a chance outcome
    ``{"seat": None, "move": outcome, "chance": True}``. ``money``: the final score per seat
    (Modern Art's money; the game's `GameEntry.score` in every game)."""

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
            "score_name": games.get(self.spec.game).score_name,
            "moves": [dict(m) for m in self.moves], "money": list(self.money),
            "winners": list(self.winners), "ranking": list(self.ranking),
            "scoring": list(self.scoring), "faults": [asdict(f) for f in self.faults],
        }


# ---- game set-up -------------------------------------------------------------------------
def check_spec(spec: GameSpec) -> games.GameEntry:
    """The entry of a spec's game after checking players and variants; ValueError if not."""
    entry = games.get(spec.game)
    entry.check_players(spec.players)
    entry.check_variants(spec.variants)
    entry.check(spec.players, spec.variants)
    return entry


def make_state(spec: GameSpec, seed: int | None = None) -> Any:
    entry = games.get(spec.game)
    return entry.new_game(spec.players, spec.seed if seed is None else seed, spec.variants)


def fallback_move(state: Any, seat: int) -> str:
    """The move played for a faulty seat (the game's documented fallback)."""
    return games.of_state(state).fallback_move(state, seat)


# ---- the referee --------------------------------------------------------------------------
def play_game(spec: GameSpec, players: list, limits: Limits | list[Limits],
              on_move: Callable[[dict], None] | None = None) -> GameRecord:
    """Play one whole game; see the module docstring. Players are not closed."""
    entry = check_spec(spec)
    if len(players) != spec.players:
        raise ValueError(f"{spec.players} players need {spec.players} controllers")
    per_seat = list(limits) if isinstance(limits, list) else [limits] * spec.players
    if len(per_seat) != spec.players:
        raise ValueError("one Limits per seat required")
    state = make_state(spec)
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

    def tell_all(method: str, *args: Any) -> None:
        for seat, p in enumerate(players):
            notify(seat, getattr(p, method), *args)

    def tell_private(before: Any, moved: list[tuple[int, str]]) -> None:
        for seat, p in enumerate(players):
            news = entry.private_news(before, state, seat, moved)
            if news is not None:
                notify(seat, p.private, list(news))

    def record(rec: dict) -> None:
        moves.append(rec)
        if on_move:
            on_move(rec)

    def seat_limits(seat: int) -> Limits:
        lim = per_seat[seat]
        known = tuple((s, int(c), per_seat[s].increment_ms) for s, c in enumerate(clocks)
                      if c is not None)
        clock = clocks[seat]
        return Limits(lim.iterations, lim.movetime_ms, clock, lim.increment_ms, known)

    def ask(seat: int, index: int) -> tuple[str, dict, float]:
        """The move of `seat`, to be recorded as moves[index]."""
        lim = seat_limits(seat)
        legal = state.legal_moves(seat)
        t0 = time.monotonic()
        try:
            dec = players[seat].choose(state.clone(), lim)
            move, stats = dec.move, dec.stats
        except EngineFault as exc:
            ms = (time.monotonic() - t0) * 1000.0
            fault(seat, exc.kind, exc.detail, index)
            return entry.fallback_move(state, seat), {}, ms
        ms = (time.monotonic() - t0) * 1000.0
        if clocks[seat] is not None:
            left = clocks[seat] - ms
            if left < 0:
                faults.append(Fault(seat, "timeout", f"clock exceeded by {-left:.0f} ms",
                                    index))
            clocks[seat] = max(0, int(left)) + lim.increment_ms
        if move not in legal:
            kind = "illegal" if entry.is_move_syntax(move or "") else "garbage"
            fault(seat, kind, f"answered {move!r}", index)
            return entry.fallback_move(state, seat), stats, ms
        return move, stats, ms

    for seat, p in enumerate(players):
        notify(seat, p.new_game, spec, seat)
    tell_private(None, [])

    while not state.is_terminal():
        before = state.clone()
        if state.is_chance():
            outcome = state.chance_outcome()
            state.apply(outcome)
            record({"seat": None, "move": outcome, "chance": True})
            tell_all("chance", outcome)
            moved: list[tuple[int, str]] = []
        elif state.is_simultaneous():
            to_move = state.to_move()
            # Every seat answers on the same state: no choice leaks to another seat.
            answers = {s: ask(s, len(moves) + i) for i, s in enumerate(to_move)}
            for s in to_move:
                state.apply(answers[s][0], s)
            for s in to_move:
                record({"seat": s, "move": answers[s][0], "stats": answers[s][1],
                        "ms": answers[s][2], "sealed": True})
            moved = [(s, answers[s][0]) for s in to_move]
            tell_all("reveal", dict(moved))
        else:
            mover = state.to_move()[0]
            move, stats, ms = ask(mover, len(moves))
            public = entry.public_move(state, mover, move)
            state.apply(move, mover)
            rec = {"seat": mover, "move": public, "stats": stats, "ms": ms}
            if public != move:
                rec["played"] = move
            record(rec)
            tell_all("event", mover, public)
            moved = [(mover, move)]
        tell_private(before, moved)

    scores = entry.score(state)
    result = {"money": scores, "score": scores, "winners": state.winners(),
              "ranking": entry.ranking(state)}
    tell_all("game_over", dict(result))
    return GameRecord(spec=spec, seat_names=[getattr(p, "name", f"seat{i}")
                                             for i, p in enumerate(players)],
                      moves=moves, money=list(scores), winners=list(result["winners"]),
                      ranking=list(result["ranking"]), scoring=entry.scoring(state),
                      faults=faults, final_state=state)
