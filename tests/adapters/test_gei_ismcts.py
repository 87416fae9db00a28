"""The GEI wrapper around OpenSpiel's ISMCTS (GEI 2): whole refereed games in-process and as
an engine process, the handshake, the protocol's errors, resynchronisation by `position`,
simultaneous phases, limits and `stop`, and the search counter's reproducibility."""

from __future__ import annotations

import io
import json
import sys
import time

import pytest
from galleria_ai import modern_art as ma
from galleria_ai.adapters.gei_ismcts import Engine
from galleria_ai.client import newgame_line, private_line, reveal_line
from galleria_ai.match import BotPlayer, Decision, EnginePlayer, GameSpec, Limits, play_game

WRAPPER = [sys.executable, "-m", "galleria_ai.adapters.gei_ismcts"]


class InProcess:
    """A referee seat (the `table.SeatPlayer` protocol) that talks GEI 2 to the wrapper's
    `Engine` in this process, line by line, and keeps the game lines it sent (the seat's
    view, as `EnginePlayer` does)."""

    def __init__(self, simulations: int = 4, seat: int = -1) -> None:
        self.buf = io.StringIO()
        self.engine = Engine(self.buf)
        self.name, self.simulations = "openspiel-ismcts", simulations
        self.lines: list[str] = []
        self.seat = seat
        self.errors: list[str] = []
        self.sealed_bids: list[str] = []

    def send(self, line: str) -> list[str]:
        self.engine.handle(line)
        self.engine.wait()  # a go/analyse answers on the search thread
        out = self.buf.getvalue().splitlines()
        self.buf.seek(0)
        self.buf.truncate()
        self.errors += [ln for ln in out if ln.startswith("error")]
        return out

    def record(self, line: str) -> None:
        self.lines.append(line)
        self.send(line)

    def new_game(self, spec: GameSpec, seat: int) -> None:
        self.seat, self.lines = seat, []
        self.head = newgame_line(spec, [seat]).split(" ", 1)[1]
        self.send(f"newgame {self.head}")

    def private(self, tokens: list[str]) -> None:
        self.record(private_line(self.seat, tokens))

    def event(self, seat: int, move: str) -> None:
        self.record(f"event {seat} {move}")

    def chance(self, outcome: str) -> None:
        self.record(f"chance {outcome}")

    def reveal(self, moves: dict[int, str]) -> None:
        self.record(reveal_line(moves))

    def choose(self, view: ma.State, limits: Limits) -> Decision:
        out = self.send(f"go seat {self.seat} iterations {self.simulations}")
        best = [ln for ln in out if ln.startswith("bestmove ")]
        assert len(best) == 1, out
        move = best[0][len("bestmove "):]
        assert view.is_legal(move, self.seat), (move, out)
        if view.is_simultaneous():
            self.sealed_bids.append(move)
        return Decision(move, {}, 0.0)

    def game_over(self, result: dict) -> None:
        out = self.send("gameover score " + " ".join(map(str, result["score"])))
        assert not [ln for ln in out if "differs" in ln], out

    def close(self) -> None:
        pass

    def show(self) -> str:
        out = self.send(f"show seat {self.seat}")
        return json.loads(out[0].split(" ", 2)[2])


@pytest.mark.parametrize(("spec", "at"), [
    (GameSpec(players=4, seed=3), 2),
    (GameSpec(players=3, variants={"virtual": "turn"}, seed=4), 0),
    (GameSpec(players=3, variants={"virtual": "winner"}, seed=5), 1)],
    ids=["4p-seat2", "3p-turn-seat0", "3p-winner-seat1"])
def test_plays_whole_refereed_games_without_an_error(spec, at):
    seat = InProcess()
    seats = [BotPlayer("heuristic", name=f"h{i}", seed=i) for i in range(spec.players - 1)]
    seats.insert(at, seat)
    record = play_game(spec, seats, Limits(iterations=20))
    assert record.faults == [] and seat.errors == []
    assert seat.show() == record.final_state.observation_string(at)
    if at == 2:  # seats 0 and 1 bid before it in a sealed round: their bids are sampled
        assert seat.sealed_bids, "the game had no sealed auction for the wrapper"
    # The view was told in GEI 2 form: private deals and reveal lines, no GEI 1 aliases.
    assert any(ln.startswith(f"private {at} deal ") for ln in seat.lines)
    assert not any(ln.startswith(("deal ", "hand ", "reveal sealed")) for ln in seat.lines)


def test_as_an_engine_process_in_the_referee():
    engine = EnginePlayer([*WRAPPER, "--simulations", "3"], name="openspiel-ismcts",
                          timeout=60.0)
    try:
        seats = [BotPlayer("random", name="r1", seed=1), engine,
                 BotPlayer("random", name="r2", seed=2)]
        record = play_game(GameSpec(players=3, seed=8), seats, Limits(iterations=3))
        assert record.faults == []
        assert engine.engine.info.name == "openspiel-ismcts"
        assert engine.engine.info.protocol == "GEI 2"
        assert "modern_art" in engine.engine.info.games
    finally:
        engine.close()


def test_position_resynchronises_in_log_and_hand_form():
    seat = InProcess()
    others = [BotPlayer("random", name=f"r{i}", seed=i) for i in range(1, 4)]
    record = play_game(GameSpec(players=4, seed=6), [seat, *others], Limits(iterations=10))
    assert record.faults == []
    # Cut the view in the middle of the game, just after the seat's own deal of season 2.
    deals = [i for i, ln in enumerate(seat.lines) if ln.startswith("private 0 deal")]
    cut = seat.lines[:deals[1] + 1]
    fresh = InProcess(seat=0)
    fresh.send("newgame " + seat.head)
    for line in cut:
        assert fresh.send(line) == []
    expected = fresh.show()
    log_form = InProcess(seat=0)
    log_form.send(" ; ".join(["position " + seat.head, *cut]))
    assert log_form.errors == [] and log_form.show() == expected
    hand = fresh.engine.view.belief.hand(0)
    hand_form = InProcess(seat=0)
    public = [ln for ln in cut if not ln.startswith("private")]
    hand_form.send(" ; ".join(["position " + seat.head, *public,
                               "private 0 hand " + " ".join(hand)]))
    assert hand_form.errors == [] and hand_form.show() == expected
    if 0 in hand_form.engine.view.belief.to_move():
        go = hand_form.send("go seat 0 iterations 5")
        assert go[-1].startswith("bestmove") and "search failed" not in " ".join(go)
    # A position with a bad item changes nothing and names the item.
    before = log_form.show()
    out = log_form.send(" ; ".join(["position " + seat.head, *cut[:3], "event 3 pass"]))
    assert len(out) == 1 and out[0].startswith("error position event 3 pass:"), out
    assert log_form.show() == before


def test_handshake_and_bad_lines_get_one_error_and_change_nothing():
    seat = InProcess(seat=0)
    handshake = seat.send("gei")
    assert handshake[0] == "id name openspiel-ismcts" and handshake[-1] == "geiok"
    assert "id protocol GEI 2" in handshake
    assert ("game modern_art players 3-5 variant double=split|all_to_second "
            "variant virtual=none|turn|winner") in handshake
    assert any(ln.startswith("option name Simulations type spin default 200") for ln in handshake)
    assert "option name Rollout type combo default heuristic var random var heuristic" in handshake
    cases = [
        ("go", "error go no game"),
        ("frobnicate", "error unknown"),
        ("setoption name Simulations value 0", "error setoption Simulations: 0 out of range"),
        ("setoption name Simulations value １０", "error setoption Simulations: expected an int"),
        ("setoption name Exploration value 1e3", "error setoption Exploration: expected a num"),
        ("setoption name Nope value 1", "error setoption unknown option"),
        ("newgame modern_art players 4 seat 0 seat 0", "error newgame seat 0 given twice"),
        ("newgame modern_art seat 0 players 4", "error newgame players must come before"),
        ("newgame modern_art players 4 double=split seat 0", "error newgame unexpected token"),
        ("newgame chess players 4 seat 0", "error newgame unknown game 'chess'"),
    ]
    for line, error in cases:
        out = seat.send(line)
        assert len(out) == 1 and out[0].startswith(error), (line, out)
    seat.send("newgame modern_art players 4 seat 0")
    for line, error in [("event 0 play LM-open", "error event deal for seat(s) 0 expected"),
                        ("go", "error go deal for seat(s) 0 expected"),
                        ("private 0 deal LM-open", "error private seat 0 is dealt 9 cards"),
                        ("private 1 deal " + " ".join(["LM-open"] * 9),
                         "error private seat 1 is not played"),
                        ("private 0 deal " + " ".join(["XX-open"] * 9),
                         "error private not a card"),
                        ("chance deal LM-open", "error chance deal for seat(s) 0 expected")]:
        out = seat.send(line)
        assert len(out) == 1 and out[0].startswith(error), (line, out)
    hand = ma.new_game(players=4, seed=1).hand(0)
    assert seat.send("private 0 deal " + " ".join(hand)) == []
    before = seat.show()
    for line, error in [("event 1 play LM-open", "error event seat 1 is not to move"),
                        ("event 0 play KR-double" if "KR-double" not in hand else
                         "event 0 play LM-double", "error event seat 0 does not hold"),
                        ("event 0 bid 5", "error event 'bid 5' by seat 0"),
                        ("event 0 pass\u00a0", "error event"),
                        ("reveal 0 bid 5", "error reveal no simultaneous phase"),
                        ("chance deal LM-open", "error chance no chance step is pending"),
                        ("go seat 2", "error go seat 2 is not played"),
                        ("go iterations 0", "error go iterations: 0 out of range"),
                        ("go infinite movetime 5", "error go infinite excludes"),
                        ("go inc 0 10", "error go inc 0 without time 0")]:
        out = seat.send(line)
        assert len(out) == 1 and out[0].startswith(error), (line, out)
    assert seat.show() == before
    assert seat.send("quit") == [] and not seat.engine.handle("quit")


def _to_first_sealed_auction(players: int, seat: int):
    """A state in the first season's first sealed auction, reached by random moves, and the
    GEI lines that tell `seat` about it."""
    for seed in range(200):
        state = ma.new_game(players=players, seed=seed)
        lines = [f"private {seat} deal {' '.join(state.hand(seat))}"]
        step = 0
        while state.season == 0 and not state.is_terminal() and not state.is_simultaneous():
            mover = state.current_player()
            move = state.random_move(mover, seed * 1000 + step)
            step += 1
            state.apply(move, mover)
            lines.append(f"event {mover} {move}")
        if state.season == 0 and state.is_simultaneous():
            return state, lines
    raise AssertionError("no sealed auction found")


def test_sealed_round_by_reveal_and_its_gei1_alias():
    """A sealed auction: `go` answers the seat's secret bid without applying it, then one
    `reveal` line (or its alias `reveal sealed`) applies every bid."""
    state, lines = _to_first_sealed_auction(3, seat=1)
    for alias in (False, True):
        seat = InProcess(seat=1)
        seat.send("newgame modern_art players 3 seat 1")
        for line in lines:
            assert seat.send(line) == [], line
        out = seat.send("go seat 1 iterations 6")
        assert out[-1].startswith("bestmove ")
        assert state.is_legal(out[-1][len("bestmove "):], 1)
        assert seat.show() == state.observation_string(1)  # the choice is not applied
        out = seat.send("event 0 pass")
        assert out and out[0].startswith("error event the moves of a simultaneous phase")
        bids = {s: ("bid 1" if s == 2 else "pass") for s in state.to_move()}
        after = state.clone()
        for s in sorted(bids):
            after.apply(bids[s], s)
        if alias:
            line = "reveal sealed " + " ".join(
                f"{s}:{'pass' if m == 'pass' else m.split()[1]}" for s, m in sorted(bids.items()))
        else:
            line = reveal_line(bids)
        assert seat.send(line) == []
        assert seat.show() == after.observation_string(1)


def test_limits_stop_and_analyse():
    seat = InProcess(seat=0)
    seat.send("newgame modern_art players 4 seat 0")
    seat.send("private 0 deal " + " ".join(ma.new_game(players=4, seed=1).hand(0)))
    out = seat.send("analyse seat 0 iterations 12")
    ranked = [ln for ln in out if ln.startswith("info analyse seat 0 rank")]
    assert ranked and ranked[0].startswith("info analyse seat 0 rank 1 visits")
    assert any(ln.startswith("info analyse seat 0 evaluated") for ln in out)
    assert out[-1].startswith("bestmove play ")
    summary = [ln for ln in out if ln.startswith("info seat 0 iterations 12 ")]
    assert len(summary) == 1 and " value " in summary[0]
    # Time limits end a search by the clock (never by a wall-clock assertion here: a
    # search limited only by time must end, and answer exactly once).
    for line in ("go movetime 50", "go time 0 2000 inc 0 10 time 1 500"):
        out = seat.send(line)
        assert [ln for ln in out if ln.startswith("bestmove")] == [out[-1]], out
    # An infinite search runs until stop; isready is answered meanwhile; lines that would
    # change the game are refused while it runs.
    seat.engine.handle("go infinite")
    seat.engine.handle("isready")
    seat.engine.handle("event 0 play LM-open")
    deadline = time.monotonic() + 30
    while "readyok" not in seat.buf.getvalue() and time.monotonic() < deadline:
        time.sleep(0.01)
    seat.engine.handle("stop")
    out = seat.buf.getvalue().splitlines()
    assert "readyok" in out
    assert "error event busy: a search is running (send stop first)" in out
    assert [ln for ln in out if ln.startswith("bestmove")] == [out[-1]]


def test_search_counter_reproduces_answers_and_position_resets_it():
    hand = ma.new_game(players=3, seed=2).hand(0)
    head = "modern_art players 3 seat 0"

    def answers(first: str) -> list[str]:
        seat = InProcess(seat=0)
        seat.send("setoption name Seed value 5")
        seat.send(first)
        out = []
        for _ in range(3):
            out += [ln for ln in seat.send("go iterations 8") if ln.startswith("bestmove")]
        return out

    a = answers(f"position {head} ; private 0 deal {' '.join(hand)}")
    b = answers(f"position {head} ; private 0 deal {' '.join(hand)}")
    assert a == b and len(a) == 3


def test_same_seed_same_moves_in_a_refereed_game():
    def moves(seed: int) -> list[str]:
        seat = InProcess(simulations=4)
        seat.send(f"setoption name Seed value {seed}")
        others = [BotPlayer("random", name=f"r{i}", seed=i) for i in range(1, 3)]
        record = play_game(GameSpec(players=3, seed=2), [seat, *others], Limits(iterations=4))
        return [m["move"] for m in record.moves if m["seat"] == 0]

    assert moves(1) == moves(1)


def test_plays_two_seats_of_a_table():
    state = ma.new_game(players=3, seed=4)
    seat = InProcess(seat=0)
    seat.send("newgame modern_art players 3 seat 0 seat 1")
    out = seat.send("go")
    assert out and out[0].startswith("error go deal for seat(s) 0 1 expected first"), out
    for s in (0, 1):
        assert seat.send(f"private {s} deal {' '.join(state.hand(s))}") == []
    out = seat.send("go iterations 5")  # only seat 0 is to move: the seat may be left out
    assert out[-1].startswith("bestmove ") and state.is_legal(out[-1][9:], 0)
    move = out[-1][9:]
    state.apply(move, 0)
    assert seat.send(f"event 0 {move}") == []
    assert seat.show() == state.observation_string(0)
    assert json.loads(seat.send("show seat 1")[0].split(" ", 2)[2]) == \
        state.observation_string(1)
