"""Engine conformance, for every registered game: `galleria-engine` driven by the real
referee and client through whole games (private lines, chance steps, simultaneous phases),
`position` resynchronisation, and bad lines that each get one error and change nothing."""

from __future__ import annotations

import json
import random

import pytest
from galleria_ai import games
from galleria_ai.client import Engine
from galleria_ai.match import BotPlayer, EnginePlayer, GameSpec, Limits, play_game
from table_log import record_game


class Spy:
    """Wraps a seat controller and logs every referee call in a shared list."""

    def __init__(self, inner, calls: list) -> None:
        self.inner, self.calls = inner, calls
        self.name = inner.name

    def __getattr__(self, item):
        attr = getattr(self.inner, item)
        if not callable(attr):
            return attr

        def call(*args):
            seat = getattr(self.inner, "seat", -1)
            if item == "choose":
                view = args[0]
                self.calls.append((seat, "choose", view.to_json(), view.is_simultaneous()))
                if isinstance(self.inner, EnginePlayer):  # before every decision the
                    assert self.inner.engine.show(seat) == view.observation_string(seat)
            else:
                self.calls.append((seat, item, args))
            return attr(*args)

        return call


def check_simultaneous_privacy(calls: list, players: int) -> int:
    """In a simultaneous phase every seat is asked on the very same state (no choice applied
    yet) and nobody hears a move of the phase before all have chosen."""
    phases = 0
    asked: list = []
    for seat, what, *rest in calls:
        if what == "choose" and rest[1]:
            asked.append((seat, rest[0]))
        elif what in ("reveal", "event", "chance") and asked:
            assert what == "reveal", "a line was sent in the middle of a simultaneous phase"
            assert len({j for _, j in asked}) == 1, "a simultaneous choice leaked"
            assert sorted(s for s, _ in asked) == sorted(rest[0][0])
            phases += 1
            asked = []
    return phases


def engine_player(cmd: list[str], seed: int) -> EnginePlayer:
    return EnginePlayer(cmd, options={"InfoInterval": "0", "Seed": str(seed)},
                        name=f"engine{seed}", timeout=30.0)


def test_full_games_with_engine_seats(entry, game_engine_cmd):
    players = entry.min_players
    calls: list = []
    engines = [engine_player(game_engine_cmd, s) for s in range(2)]
    inner = [*engines, *(BotPlayer("random", seed=s) for s in range(2, players))]
    seats = [Spy(p, calls) for p in inner]
    try:
        for seed in (3, 4):
            calls.clear()
            rec = play_game(GameSpec(game=entry.name, players=players, seed=seed), seats,
                            Limits(iterations=20))
            assert rec.faults == []
            truth = rec.final_state
            assert truth.is_terminal() and rec.money == entry.score(truth)
            assert rec.to_dict()["spec"]["game"] == entry.name
            json.dumps(rec.to_dict())
            chances = [m["move"] for m in rec.moves if m.get("chance")]
            assert bool(chances) == any(c[1] == "chance" for c in calls)
            for seat, p in enumerate(engines):
                assert p.engine.show(seat) == truth.observation_string(seat)
                sent = [ln for d, ln in p.engine.transcript if d == "> "]
                game_lines = sent[max(i for i, ln in enumerate(sent)
                                      if ln.startswith("newgame ")):]
                # it heard its own secrets only, and every chance outcome in order
                assert all(ln.split()[1] == str(seat) for ln in game_lines
                           if ln.startswith("private "))
                assert [ln[len("chance "):] for ln in game_lines
                        if ln.startswith("chance ")] == chances
                assert not any(ln.startswith("error") for _, ln in p.engine.transcript)
            if truth.is_simultaneous() or any(c[1] == "reveal" for c in calls):
                assert check_simultaneous_privacy(calls, players) > 0
    finally:
        for p in engines:
            p.close()


def position_line(lines: list[str]) -> str:
    return " ; ".join(["position " + lines[0].split(" ", 1)[1], *lines[1:]])


def until_ready(eng: Engine) -> list[str]:
    eng.send("isready")
    return eng.read_until(lambda ln: ln == "readyok", timeout=30)[:-1]


@pytest.fixture
def engine(game_engine_cmd):
    eng = Engine(game_engine_cmd, name="galleria-engine", timeout=30.0)
    eng.start()
    eng.set_option("InfoInterval", "0")
    yield eng
    eng.quit()


def cut_games(entry: games.GameEntry, count: int) -> list[dict]:
    """Random games of the default table cut at random decisions (fresh seeds)."""
    rng = random.Random(entry.name)
    out = []
    while len(out) < count:
        log = record_game(entry.name, entry.default_players, seed=rng.randrange(10**6),
                          decisions=rng.randrange(1, 120))
        if log["state"] is not None:
            out.append(log)
    return out


def test_position_resync(entry, engine):
    for log in cut_games(entry, 3):
        truth = log["state"]
        seat = log["to_move"]
        lines = log[seat]
        for ln in lines:
            engine.send(ln)
        assert until_ready(engine) == []
        incremental = engine.show(seat)
        assert incremental == truth.observation_string(seat)
        engine.send(f"newgame {entry.name} players {entry.min_players} seat 0")  # other game
        engine.send(position_line(lines))
        assert until_ready(engine) == []
        assert engine.show(seat) == incremental
        # a position missing the seat's private lines is rejected and changes nothing
        if any(ln.startswith("private ") for ln in lines):
            engine.send(position_line([ln for ln in lines if not ln.startswith("private ")]))
            got = until_ready(engine)
            assert len(got) == 1 and got[0].startswith("error position"), got
            assert engine.show(seat) == incremental
        assert engine.go(seat, Limits(iterations=30)).move in truth.legal_moves(seat)


def fullwidth(n: int) -> str:
    return "".join(chr(0xFF10 + int(d)) for d in str(n))


def bad_lines(entry: games.GameEntry, truth, seat: int) -> list[tuple[str, str]]:
    """(line, command word of its error) — each must be rejected without effect."""
    n = truth.num_players
    mover = truth.to_move()[0]
    move = truth.legal_moves(mover)[0]
    idle = next((s for s in range(n) if s not in truth.to_move()), None)
    other = (seat + 1) % n
    lines = [
        (f"event {n} {move}", "event"), ("event 0", "event"), (f"event {mover} xyzzy", "event"),
        (f"event {fullwidth(mover)} {move}", "event"),           # Unicode digits
        (f"event {mover} {move}\u00a0", "event"),                # no-break space: not a blank
        (f"event {mover} {move}\u2003x", "event"),
        (f"event {mover} {move}\x7f", "input"),                  # DEL
        (f"event {mover}\x85{move}", "input"),                   # C1 next line
        ("chance xyzzy", "chance"), ("chance", "chance"),
        ("reveal 0 xyzzy", "reveal"), ("reveal", "reveal"), ("reveal 0 pass, 0 pass", "reveal"),
        (f"private {other} x", "private"), ("private", "private"),
        (f"private {seat} no_such_kind x", "private"),
        (f"go seat {n}", "go"), (f"go seat {seat} iterations {fullwidth(10)}", "go"),
        (f"go seat {seat} time {n} 1000", "go"), (f"go seat {seat} inc {seat} 5", "go"),
        (f"go seat {seat} time {seat} 100 time {seat} 200", "go"),
        (f"newgame {entry.name} players {entry.max_players + 1} seat 0", "newgame"),
        (f"newgame {entry.name} seat 0 players {n}", "newgame"),  # players before seat
        (f"newgame {entry.name} players {n}", "newgame"),
        ("newgame no_such_game players 3 seat 0", "newgame"),
        (f"newgame {entry.name} players {n} seat 0 variant no=such", "newgame"),
        (f"position {entry.name} players {n} seat {seat} ; frobnicate", "position"),
        ("gameover score 1", "gameover"),
    ]
    if entry.variants:
        key, values = next(iter(entry.variants.items()))
        # the keyword is repeated for every variant; a bare key=value is not a token
        lines.append(((f"newgame {entry.name} players {n} seat 0 variant {key}={values[0]} "
                      f"{key}={values[-1]}"), "newgame"))
    if idle is not None:
        lines.append((f"event {idle} {move}", "event"))
    return lines


def test_bad_lines_change_nothing(entry, engine):
    for log in cut_games(entry, 2):
        truth, seat = log["state"], log["to_move"]
        for ln in log[seat]:
            engine.send(ln)
        assert until_ready(engine) == []
        view = engine.show(seat)
        for line, word in bad_lines(entry, truth, seat):
            engine.send(line)
            got = until_ready(engine)
            assert len(got) == 1 and got[0].startswith(f"error {word} "), (line, got)
            assert engine.show(seat) == view, line
        assert engine.go(seat, Limits(iterations=20)).move in truth.legal_moves(seat)


def test_chance_and_go_order(game_engine_cmd):
    """With a chance step pending, `go` and `event` are refused until `chance` comes."""
    entry = games.get("toy_market")
    eng = Engine(game_engine_cmd, timeout=30)
    eng.start()
    try:
        state = entry.new_game(3, 1)
        eng.send("newgame toy_market players 3 seat 0")
        eng.private(0, entry.private_news(None, state, 0, []))
        assert until_ready(eng) == []
        for line, word in (("go seat 0", "go"), ("event 0 take", "event")):
            eng.send(line)
            got = until_ready(eng)
            assert len(got) == 1 and got[0].startswith(f"error {word} a chance step"), got
        outcome = state.chance_outcomes()[-1][0]   # any listed outcome, not the true one
        eng.chance(outcome)
        state.apply(outcome)
        assert until_ready(eng) == []
        assert eng.show(0) == state.observation_string(0)
        assert eng.go(0, Limits(iterations=10)).move in state.legal_moves(0)
    finally:
        eng.quit()


def test_go_for_a_game_without_search_is_refused(monkeypatch):
    """In-process engine: `go` with Bot ismcts for a game that has no search yet is one
    `error go` (no bestmove); a baseline bot still answers."""
    import io

    from galleria_ai.engine.main import Engine as GeiEngine
    from toy_market import ToyMarketGame

    monkeypatch.setattr(ToyMarketGame, "search_function", None)
    out = io.StringIO()
    eng = GeiEngine(out)
    state = games.get("toy_market").new_game(2, 3)
    for line in ["setoption name InfoInterval value 0", "newgame toy_market players 2 seat 0",
                 f"private 0 objective {state.private_items(0)[0]}",
                 f"chance {state.chance_outcome()}", "go seat 0 iterations 5"]:
        eng.handle(line)
    eng.runner.wait()
    assert out.getvalue().splitlines()[-1].startswith("error go toy_market has no search")
    eng.handle("setoption name Bot value random")
    eng.handle("go seat 0")
    eng.runner.wait()
    assert out.getvalue().splitlines()[-1].split()[0] == "bestmove"
