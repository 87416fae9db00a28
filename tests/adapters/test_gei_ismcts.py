"""The GEI wrapper around OpenSpiel's ISMCTS: a whole refereed game as an engine process,
the protocol's errors, resynchronisation by `position`, sealed bids and reproducibility."""

from __future__ import annotations

import io
import json
import sys

import pytest
from galleria_ai import modern_art as ma
from galleria_ai.adapters.gei_ismcts import Engine
from galleria_ai.match import BotPlayer, Decision, EnginePlayer, GameSpec, Limits, play_game

WRAPPER = [sys.executable, "-m", "galleria_ai.adapters.gei_ismcts"]


class InProcess:
    """A referee seat that talks to the wrapper's `Engine` in this process, line by line,
    and keeps the lines it sent (the seat's view, as `EnginePlayer` does)."""

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
        variants = "".join(f" variant {k}={v}" for k, v in spec.variants.items())
        self.head = f"modern_art players {spec.players} seat {seat}{variants}"
        self.send(f"newgame {self.head}")

    def deal(self, cards: list[str]) -> None:
        self.record(" ".join(["deal", str(self.seat), *cards]))

    def event(self, seat: int, move: str) -> None:
        self.record(f"event {seat} {move}")

    def reveal_sealed(self, bids: dict[int, str]) -> None:
        self.record("reveal sealed " + " ".join(
            f"{s}:{'pass' if m == 'pass' else m.split()[1]}" for s, m in sorted(bids.items())))

    def choose(self, view: ma.State, limits: Limits) -> Decision:
        out = self.send(f"go seat {self.seat} iterations {self.simulations}")
        best = [ln for ln in out if ln.startswith("bestmove ")]
        assert len(best) == 1, out
        move = best[0][len("bestmove "):]
        assert view.is_legal(move, self.seat), (move, out)
        if view.phase() == "sealed":
            self.sealed_bids.append(move)
        return Decision(move, {}, 0.0)

    def game_over(self, result: dict) -> None:
        pass

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


def test_as_an_engine_process_in_the_referee():
    engine = EnginePlayer([*WRAPPER, "--simulations", "3"], name="openspiel-ismcts",
                          timeout=60.0)
    try:
        seats = [BotPlayer("random", name="r1", seed=1), engine,
                 BotPlayer("random", name="r2", seed=2)]
        record = play_game(GameSpec(players=3, seed=8), seats, Limits(iterations=3))
        assert record.faults == []
        assert engine.engine.info.name == "openspiel-ismcts"
    finally:
        engine.close()


def test_position_resynchronises_in_log_and_hand_form():
    seat = InProcess()
    others = [BotPlayer("random", name=f"r{i}", seed=i) for i in range(1, 4)]
    record = play_game(GameSpec(players=4, seed=6), [seat, *others], Limits(iterations=10))
    # Cut the view in the middle of the game, just before the seat's own deal of season 2.
    deals = [i for i, ln in enumerate(seat.lines) if ln.startswith("deal")]
    cut = seat.lines[:deals[1] + 1]
    fresh = InProcess(seat=0)
    fresh.send("newgame " + seat.head)
    for line in cut:
        fresh.send(line)
    expected = fresh.show()
    log_form = InProcess(seat=0)
    log_form.send(" ; ".join(["position " + seat.head, *cut]))
    assert log_form.errors == [] and log_form.show() == expected
    hand = fresh.engine.view.belief.hand(0)
    hand_form = InProcess(seat=0)
    public = [ln for ln in cut if not ln.startswith("deal")]
    hand_form.send(" ; ".join(["position " + seat.head, *public,
                               "hand 0 " + " ".join(hand)]))
    assert hand_form.errors == [] and hand_form.show() == expected
    go = hand_form.send("go seat 0 iterations 5") if 0 in \
        hand_form.engine.view.belief.to_move() else ["bestmove none"]
    assert go[-1].startswith("bestmove")
    assert record.faults == []


def test_bad_lines_get_one_error_and_change_nothing():
    seat = InProcess(seat=0)
    handshake = seat.send("gei")
    assert handshake[0] == "id name openspiel-ismcts" and handshake[-1] == "geiok"
    assert "id protocol GEI 1" in handshake
    assert any(ln.startswith("option name Simulations type spin default 200") for ln in handshake)
    assert "option name Rollout type combo default heuristic var random var heuristic" in handshake
    cases = [
        ("go", "error go no game"),
        ("frobnicate", "error unknown"),
        ("setoption name Simulations value 0", "error setoption Simulations: 0 out of range"),
        ("setoption name Nope value 1", "error setoption unknown option"),
        ("newgame modern_art players 4 seat 0 seat 1", "error newgame this engine plays"),
        ("newgame chess players 4 seat 0", "error newgame expected: modern_art"),
    ]
    for line, error in cases:
        out = seat.send(line)
        assert len(out) == 1 and out[0].startswith(error), (line, out)
    seat.send("newgame modern_art players 4 seat 0")
    for line, error in [("event 0 play LM-open", "error event deal for seat(s) 0 expected"),
                        ("go", "error go deal for seat(s) 0 expected"),
                        ("deal 0 LM-open", "error deal seat 0 is dealt 9 cards"),
                        ("deal 1 " + " ".join(["LM-open"] * 9), "error deal seat 1 is not"),
                        ("deal 0 " + " ".join(["XX-open"] * 9), "error deal not a card"),
                        ("analyse", "error analyse not supported"),
                        ("go infinite", "error go infinite")]:
        out = seat.send(line)
        assert len(out) == 1 and out[0].startswith(error), (line, out)
    hand = ma.new_game(players=4, seed=1).hand(0)
    assert seat.send("deal 0 " + " ".join(hand)) == []
    before = seat.show()
    for line, error in [("event 1 play LM-open", "error event seat 1 is not to move"),
                        ("event 0 play KR-double" if "KR-double" not in hand else
                         "event 0 play LM-double", "error event seat 0 does not hold"),
                        ("event 0 bid 5", "error event 'bid 5' by seat 0"),
                        ("reveal sealed 0:5", "error reveal no sealed auction"),
                        ("go seat 2", "error go seat 2 is not played")]:
        out = seat.send(line)
        assert len(out) == 1 and out[0].startswith(error), (line, out)
    assert seat.show() == before
    assert seat.send("quit") == [] and not seat.engine.handle("quit")


def test_same_seed_same_moves():
    def moves(seed: int) -> list[str]:
        seat = InProcess(simulations=4)
        seat.send(f"setoption name Seed value {seed}")
        others = [BotPlayer("random", name=f"r{i}", seed=i) for i in range(1, 3)]
        record = play_game(GameSpec(players=3, seed=2), [seat, *others], Limits(iterations=4))
        return [m["move"] for m in record.moves if m["seat"] == 0]

    assert moves(1) == moves(1)
